#!/usr/bin/env bash
# Installs what is missing, then runs every check and test: formatting, lints, the engine's
# and the terminal game's unit, property and snapshot tests, the terminal game under tmux, the
# browser component tests, the release build and the end-to-end tests. Stops at the first
# failure.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$PWD/node_modules/.bin:$PATH"
export CHROMEDRIVER=/usr/bin/chromedriver
# ms_toollib (installed by setup.sh) checks our counters and EVF files.
export MS_TOOLLIB_PYTHON="$PWD/target/mstool-venv/bin/python"
# Real players' videos, other projects' files: read from ../shared/videos beside the project
# (MINESWEEPER_VIDEOS names another folder), never committed. Where the folder is there, every
# test that reads it must run (one that would skip fails); where it is not, they say they
# skipped, and the files the engine writes itself still test every reader.
export MINESWEEPER_VIDEOS="${MINESWEEPER_VIDEOS:-$(cd .. && pwd)/shared/videos}"
if [ -d "$MINESWEEPER_VIDEOS/ms-toollib" ]; then
  export MINESWEEPER_VIDEOS_REQUIRED=1
else
  echo "no videos at $MINESWEEPER_VIDEOS: the tests of real players' videos will say they skipped"
fi

step() { printf '\n== %s\n' "$*"; }

step "formatting"
cargo fmt --all -- --check

step "docs and the house rules: every path the docs name exists; no import circle in any crate, the engine's floors as drawn, no function over 100 lines in the workspace"
node --test tests/docs.test.mjs tests/architecture.test.mjs

step "lints (native and wasm32)"
cargo clippy --workspace --all-targets -- -D warnings
cargo clippy -p minesweeper-server --features bench --all-targets -- -D warnings
cargo clippy -p minesweeper --target wasm32-unknown-unknown --all-targets -- -D warnings
cargo clippy -p minesweeper --target wasm32-unknown-unknown --features split --bins -- -D warnings

step "engine, terminal, app and server: unit, property, snapshot and transcript tests (native); the server's on SQLite and on PostgreSQL (a throwaway cluster)"
# With TEST_DATABASE_URL set, every server test runs on both databases. One run over the
# workspace builds each dependency once: testing the server on its own would build them again
# with its own features.
scripts/with-postgres.sh cargo test --workspace

step "the game server under load, briefly, on both databases and on two instances: no error, no lost move (the full run's figures: docs/server.md)"
cargo build --release -q -p minesweeper-server --features bench
target/release/load-bench --games 200 --seconds 5 --check
scripts/with-postgres.sh sh -c 'target/release/load-bench --games 200 --seconds 5 --check --database "$TEST_DATABASE_URL"'
target/release/load-bench --battles 100 --every-ms 200 --seconds 5 --check
# Two instances on one PostgreSQL, each battle's players at different instances.
scripts/with-postgres.sh sh -c 'target/release/load-bench --battles 100 --every-ms 200 --seconds 5 --instances 2 --check --database "$TEST_DATABASE_URL" && target/release/load-bench --games 200 --seconds 5 --instances 2 --check --database "$TEST_DATABASE_URL"'

step "the game server under the attacks of issues 44 and 55 (a few seconds each, on SQLite and PostgreSQL): every health check answered, no move lost, under 300 MB, each attack's own bound held; the times reported, not judged (goals 200 / 50 ms: docs/server.md)"
# A busy CI machine once put a move's p99 at 53.5 ms: times are the benchmark's figures.
target/release/attack --seconds 5 --times-reported
scripts/with-postgres.sh sh -c 'target/release/attack --seconds 3 --times-reported --database "$TEST_DATABASE_URL"'

step "the solver's win-rate benchmark still runs (a few games; full runs: docs/solver.md)"
# --losses breaks the lost games down by the guess that lost them: every loss is on a guess.
out="$(cargo run --release -q -p minesweeper-engine --bin solver-bench -- --preset expert --rule opening --games 200 --seed 1 --losses)"
echo "$out"
won="$(sed -n 's|.*won \([0-9]*\)/200 .*|\1|p' <<<"$out")"
[ "$(grep -o '[0-9]* lost (' <<<"$out" | awk '{ s += $1 } END { print s }')" -eq $((200 - won)) ] ||
  { echo "--losses does not add up to the games lost" >&2; exit 1; }
# --record writes one outcome per game; it must agree with the printed count.
record="$(mktemp)"
summary="$(cargo run --release -q -p minesweeper-engine --bin solver-bench -- --preset beginner --rule safe --games 200 --seed 1 --record "$record")"
echo "$summary"
won="$(sed -n 's|.*won \([0-9]*\)/200 .*|\1|p' <<<"$summary")"
[ "$(tr -cd 01 <"$record" | wc -c)" -eq 200 ] && [ "$(tr -cd 1 <"$record" | wc -c)" -eq "$won" ] ||
  { echo "--record disagrees with the summary" >&2; exit 1; }
scripts/compare-runs.sh "$record" "$record"
rm -f "$record"

step "the no-guess generator's benchmark still runs, and every board it returns passes"
out="$(cargo run --release -q -p minesweeper-engine --bin ng-bench -- --preset intermediate --boards 50 --seed 1)"
echo "$out"
grep -q '^intermediate no-guess: 50/50 verified' <<<"$out" || { echo "a no-guess board failed its check" >&2; exit 1; }
# Big boards too (the front ends offer every size up to 20 % mines): the checker plays each.
for size in "100 100 1500 5" "200 200 6000 2"; do
  set -- $size
  out="$(cargo run --release -q -p minesweeper-engine --bin ng-bench -- --rows "$1" --cols "$2" --mines "$3" --boards "$4" --seed 1)"
  echo "$out" | tail -1
  grep -q "^$1x$2/$3 no-guess: $4/$4 verified" <<<"$out" || { echo "a big no-guess board failed its check" >&2; exit 1; }
done

# No-guess battles: each verified by proof from both openings, and the openings equal.
out="$(cargo run --release -q -p minesweeper-engine --bin ng-bench -- --battle expert --boards 40 --seed 1)"
echo "$out"
grep -q '^openings within one cell of each other: 40/40' <<<"$out" &&
  grep -q '^battle 30x50/340 no-guess: 40/40 verified' <<<"$out" ||
  { echo "a no-guess battle failed its check" >&2; exit 1; }

step "the battle strength benchmark still runs, and the ladder's order holds on a few seeds"
# docs/battle.md's ladder is 1,000 seeds × 2 per rung (minutes); here 40 × 2 only checks that the
# bench plays whole battles and that Expert beats Novice clearly.
out="$(cargo run --release -q -p minesweeper-engine --bin battle-bench -- --a expert --b novice --preset beginner --games 40 --seed 1)"
echo "$out"
share="$(tail -1 <<<"$out" | sed -n 's|.*(\([0-9]*\)\.[0-9]*% ±.*|\1|p')"
[ -n "$share" ] && [ "$share" -ge 70 ] || { echo "Expert no longer beats Novice clearly" >&2; exit 1; }

step "replays from strangers: every crafted input opened or refused within 200 MB; its time reported (goal 1 s: replay-bench)"
# engine/examples/hostile.rs writes each class of input that once froze or bloated a reader;
# each must now be opened or refused within 200 MB (the whole review is not bounded: it is
# graded a move at a time by the front ends). Times are the benchmark's figures, judged in
# docs/replays.md, not here: a busy machine slows them, not the reader.
cargo run --release -q -p minesweeper-engine --example hostile -- target/hostile --big
out="$(cargo run --release -q -p minesweeper-engine --bin replay-bench -- target/hostile/*)"
echo "$out"
[ "$(wc -l <<<"$out")" -eq "$(ls target/hostile | wc -l)" ] || { echo "replay-bench skipped a file" >&2; exit 1; }
awk '{
  if (!match($0, /(opened|refused) in [0-9.]+ ms/)) { print "no answer: " $0; bad = 1; next }
  split(substr($0, RSTART, RLENGTH), a, " "); if (a[3] + 0 > 1000) { print "over the 1 s goal (reported): " $0 }
  if (!match($0, /peak [0-9]+ MB/)) { print "no peak: " $0; bad = 1; next }
  split(substr($0, RSTART, RLENGTH), p, " "); if (p[2] + 0 > 200) { print "over 200 MB: " $0; bad = 1 }
} END { exit bad }' <<<"$out" >&2 || { echo "a crafted replay is unanswered or over 200 MB" >&2; exit 1; }

step "the terminal game in a real terminal (tmux): keys, mouse, quit, restore, and a ranked game"
# With the workspace's features, as the tests above built them: nothing is built twice.
cargo build -q --workspace --bins
terminal/tests/tmux-smoke.sh target/debug/mines target/debug/minesweeper-server

step "the rules and the engine build for wasm32 on their own"
cargo build -p minesweeper-rules -p minesweeper-engine --target wasm32-unknown-unknown

step "component tests in headless Chromium"
cargo test -p minesweeper --target wasm32-unknown-unknown --test components

step "the development loop: trunk serve builds index.html and the game plays"
node --test tests/trunk.test.mjs

step "release build: each page split into its first screen and the rest of it, wasm-opt -Oz (tools/web-build)"
cargo run -q -p web-build

step "the game server draws each link's first screen under load, briefly: no error (docs/server.md)"
target/release/load-bench --pages 20 --every-ms 100 --seconds 5 --check --dist dist

step "end-to-end tests in Chromium (screenshots in target/e2e-screenshots)"
node --test tests/e2e/
