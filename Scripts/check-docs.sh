#!/usr/bin/env bash
# Builds the DocC documentation of the public modules and fails on any warning (a broken symbol
# link, an undocumented parameter). `make test` runs it; `make docs` too.
set -euo pipefail
cd "$(dirname "$0")/.."
# The tour articles are the README's sections: they must match it.
python3 Scripts/readme-articles.py --check
swift package --disable-sandbox generate-documentation --warnings-as-errors \
    --target Cassowary --target Layout --target Animation --target Rendering --target SDLBackend --target LayoutSimTesting --target UIKit
