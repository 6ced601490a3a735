#!/usr/bin/env bash
# Installs whatever the project needs and is missing. Idempotent: a second run does nothing
# but check. Safe on a fresh Debian machine that has rustup, Node and npm.
#   scripts/setup.sh          everything: build tools, browsers, test packages
#   scripts/setup.sh build    only what building and serving the game needs
set -euo pipefail
WHAT=${1:-all}
cd "$(dirname "$0")/.."

# Must equal the wasm-bindgen crate pinned in Cargo.toml (tools/web-build runs this CLI).
WASM_BINDGEN_VERSION=0.2.130

log() { printf '[setup] %s\n' "$*"; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  log "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

# Without --locked: the registry lacks one of its locked dependencies.
if ! wasm-bindgen --version 2>/dev/null | grep -q " $WASM_BINDGEN_VERSION\$"; then
  log "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION"
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi

# Trunk, for the everyday development loop (`trunk serve`, Trunk.toml). 0.21: 0.22 needs a newer
# rustc than the toolchain's. About 7 minutes to build on two cores, once.
TRUNK_VERSION=0.21.14
if ! trunk --version 2>/dev/null | grep -q " $TRUNK_VERSION\$"; then
  log "installing trunk $TRUNK_VERSION"
  cargo install trunk --version "$TRUNK_VERSION" --locked --force
fi

# Headless Chromium for component and end-to-end tests; tmux for the terminal game's smoke test;
# PostgreSQL and HAProxy for the game server's tests.
APT_NEEDED=()
if [ "$WHAT" = all ]; then
  { [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; } || APT_NEEDED+=(chromium chromium-driver)
  command -v tmux >/dev/null || APT_NEEDED+=(tmux)
  # PostgreSQL's server, for the game server's tests (scripts/with-postgres.sh starts a
  # throwaway cluster; nothing runs as a service).
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || APT_NEEDED+=(postgresql)
  # HAProxy, the balancer in front of two server instances in server/tests/balancer.rs
  # (started there on a free port with deploy/haproxy.cfg; nothing runs as a service).
  command -v haproxy >/dev/null || [ -x /usr/sbin/haproxy ] || APT_NEEDED+=(haproxy)
  # ss (iproute2), which reads the game server's listen backlog in its tests.
  command -v ss >/dev/null || APT_NEEDED+=(iproute2)
  # A CJK font, so the Chinese and Japanese pages' screenshots show their words, not boxes.
  [ -d /usr/share/fonts/opentype/noto ] && ls /usr/share/fonts/opentype/noto/NotoSansCJK* >/dev/null 2>&1 \
    || APT_NEEDED+=(fonts-noto-cjk)
fi
if [ ${#APT_NEEDED[@]} -gt 0 ]; then
  log "installing ${APT_NEEDED[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${APT_NEEDED[@]}" >/dev/null
fi

# playwright-core (drives Debian's Chromium), axe-core (the accessibility checker), binaryen
# 132 (wasm-opt that reads current wasm) and terser (minifies the pages' JavaScript).
if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -x node_modules/.bin/terser ] \
   || [ ! -d node_modules/playwright-core ] || [ ! -d node_modules/axe-core ] \
   || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  log "installing npm packages"
  npm ci --no-audit --no-fund --loglevel=error
fi
# ms_toollib, the Minesweeper community's reference library, checks our counters and EVF files
# (engine/tests/toollib.rs). Pinned, in a virtual environment of the project's own.
MS_TOOLLIB_VERSION=1.5.20
if [ "$WHAT" = all ]; then
  installed="$(target/mstool-venv/bin/pip show ms-toollib 2>/dev/null | sed -n 's/^Version: //p' || true)"
  if [ "$installed" != "$MS_TOOLLIB_VERSION" ]; then
    log "installing ms-toollib $MS_TOOLLIB_VERSION into target/mstool-venv"
    mkdir -p target
    python3 -m venv target/mstool-venv
    target/mstool-venv/bin/pip install -q "ms-toollib==$MS_TOOLLIB_VERSION"
  fi
fi
log "all tools present"
