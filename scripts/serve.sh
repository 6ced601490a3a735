#!/usr/bin/env bash
# Installs what is missing, builds the pages (tools/web-build: the split build, first screen
# then the rest) and runs the game server on them at http://127.0.0.1:8080: the pages and the ranked
# games' API from one port (docs/server.md). Extra arguments go to the server
# (--database postgres://…). For live reload while working on the page: trunk serve.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh build
export PATH="$PWD/node_modules/.bin:$PATH"
cargo run -q -p web-build
exec cargo run -q --release -p minesweeper-server -- --port 8080 --data target/server-data --dist dist "$@"
