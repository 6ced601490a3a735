#!/usr/bin/env bash
# Installs what is missing, then serves the game at http://127.0.0.1:8080 (rebuilds on change).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh build
export PATH="$PWD/node_modules/.bin:$PATH"
# tools/web-build: the split build (first screen, then the kit) that Trunk cannot make.
exec cargo run -q -p web-build -- --serve "$@"
