#!/usr/bin/env bash
# Installs the Debian packages LayoutSim needs, only those that are missing.
# Needs root (or sudo) and a reachable apt mirror when something is missing.
set -euo pipefail

packages=(
    libsdl2-dev         # SDL2: windows, software renderer (pkg-config sdl2)
    libsdl2-ttf-dev     # SDL2_ttf: text (pkg-config SDL2_ttf)
    libsdl2-image-dev   # SDL2_image: reading images (pkg-config SDL2_image)
    libpng-dev          # libpng: writing PNG frames fast (pkg-config libpng)
    pkg-config          # how SwiftPM finds the three above
    fonts-dejavu-core   # the default font
    fonts-wqy-microhei  # CJK fallback (the seeds have Chinese labels)
    xvfb                # a virtual display for window tests and screenshots
)

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "installing: ${missing[*]}" >&2
sudo=""
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "error: need root or sudo to install ${missing[*]}" >&2; exit 1; }
    sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
