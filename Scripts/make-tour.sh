#!/usr/bin/env bash
# Remakes the README's tour images (assets/tour/NAME.png) with the project's own headless commands:
# the gallery's strip for animated demos, the settled frame for still ones, and for passes the
# frame after Space. Run it after a change to a demo, and commit the images it changes.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v swift >/dev/null || export PATH="$PATH:/opt/swift/usr/bin"
swift build -c release --product layoutsim >/dev/null
bin="$(swift build -c release --show-bin-path)/layoutsim"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$bin" demo gallery --headless --out "$work/gallery" >/dev/null
for name in calculator anchors; do cp "$work/gallery/$name/frame_0000.png" "assets/tour/$name.png"; done
for name in apple grayviews conflict stack autolayoutkit ambiguity vfl drag navigation; do cp "$work/gallery/$name/strip.png" "assets/tour/$name.png"; done
"$bin" demo passes --headless --seconds 0.1 --fps 10 --out "$work/passes" >/dev/null
cp "$work/passes/frame_0001.png" assets/tour/passes.png
# The form after scripted input: a name typed, a size picked, the volume dragged, the switch flipped, saved.
"$bin" demo form --headless --out "$work/form" \
    --input "tap 150,45; type Ada; tap 330,99; drag 150,155 230,155 0.3; tap 330,203; tap 187,251" >/dev/null
cp "$work/form/frame_0006.png" assets/tour/form.png
echo "wrote assets/tour/*.png"
