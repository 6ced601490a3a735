#!/usr/bin/env bash
# The full-screen game in a real terminal (tmux): start it, reveal and hint with the keyboard,
# click with the mouse, quit, check the terminal is back to normal (no alternate screen, no
# mouse capture, cursor shown), then start again and find the game restored; finish it by
# autoplay, find it in `mines history`, and watch it with `mines replay 1`.
# Last, a ranked game full screen against the real game server, and a second terminal signed
# in as that player by `mines login` (a device link approved with the first one's token).
#   terminal/tests/tmux-smoke.sh [path/to/mines] [path/to/minesweeper-server]
# Screens are kept in target/tmux-smoke/ to look at.
set -euo pipefail
cd "$(dirname "$0")/../.."
BIN=$(realpath "${1:-target/debug/mines}")
OUT=target/tmux-smoke
DATA=$(mktemp -d)
SOCKET=mines-smoke-$$
mkdir -p "$OUT"
tmux_() { tmux -L "$SOCKET" "$@"; }
SERVER_PID=
cleanup() {
  tmux_ kill-server 2>/dev/null || true
  [ -z "$SERVER_PID" ] || kill "$SERVER_PID" 2>/dev/null || true
  rm -rf "$DATA"
}
trap cleanup EXIT

fail() {
  echo "tmux smoke test: $*" >&2
  tmux_ capture-pane -p -t smoke >&2 || true
  exit 1
}

# Waits up to 10 s for the screen to contain $1; saves it as $OUT/$2.txt.
wait_for() {
  for _ in $(seq 100); do
    if tmux_ capture-pane -p -t smoke >"$OUT/$2.txt" && grep -qF -- "$1" "$OUT/$2.txt"; then
      return 0
    fi
    sleep 0.1
  done
  fail "no \"$1\" on screen ($2)"
}

# Waits up to 10 s for the screen to show exactly $1 hidden cells (a screen captured while it is
# being drawn shows fewer: a busy machine once caught 50 of a fresh board's 81); saves it as
# $OUT/$2.txt.
wait_hidden() {
  for _ in $(seq 100); do
    tmux_ capture-pane -p -t smoke >"$OUT/$2.txt"
    [ "$(grep -o '■' "$OUT/$2.txt" | wc -l)" -eq "$1" ] && return 0
    sleep 0.1
  done
  fail "the screen ($2) shows $(grep -o '■' "$OUT/$2.txt" | wc -l) hidden cells, not $1"
}

start() {
  tmux_ new-session -d -s smoke -x 80 -y 24 \
    "env XDG_DATA_HOME='$DATA' TERM=xterm-256color LC_ALL=C.UTF-8 $BIN $*; echo EXIT=\$?; sleep 60"
}

start --preset beginner --seed 12345
wait_for "Mines  10" started
[ "$(tmux_ display -p -t smoke '#{alternate_on} #{mouse_any_flag}')" = "1 1" ] ||
  fail "the game did not take the alternate screen and the mouse"
wait_hidden 81 started

tmux_ send-keys -t smoke Space
wait_for "Playing" revealed
# The status line (at the top) may be drawn before the board under it: read until it is.
for _ in $(seq 100); do
  [ "$(grep -o '■' "$OUT/revealed.txt" | wc -l)" -lt 81 ] && break
  sleep 0.1
  tmux_ capture-pane -p -t smoke >"$OUT/revealed.txt"
done
[ "$(grep -o '■' "$OUT/revealed.txt" | wc -l)" -lt 81 ] || fail "Space revealed nothing"

tmux_ send-keys -t smoke H
wait_for "hint: " hinted

# A right click flags the top-left cell: at 80 × 24 it is drawn at column 31, row 7 (0-based).
printf '\033[<2;32;8M\033[<2;32;8m' | tmux_ load-buffer -
tmux_ paste-buffer -t smoke
wait_for "Mines   9" flagged

tmux_ send-keys -t smoke q
wait_for "EXIT=0" quit
[ "$(tmux_ display -p -t smoke '#{alternate_on} #{mouse_any_flag} #{cursor_flag}')" = "0 0 1" ] ||
  fail "the terminal was not restored: $(tmux_ display -p -t smoke '#{alternate_on} #{mouse_any_flag} #{cursor_flag}')"
tmux_ kill-session -t smoke

# The game was kept: a new start without flags finds it.
[ -s "$DATA/minesweeper/game.json" ] || fail "no saved game in $DATA/minesweeper"
start
wait_for "Your game is back where you left it" restored
grep -qF "Mines   9" "$OUT/restored.txt" || fail "the restored game lost its flag"
# Autoplay finishes the game: it goes into the history with its replay.
tmux_ send-keys -t smoke a
wait_for "n plays again" finished
grep -qE "3BV/s [0-9]|3BV [0-9]" "$OUT/finished.txt" || fail "the result has no counters"
tmux_ send-keys -t smoke C-c
wait_for "EXIT=0" quit-ctrl-c
tmux_ kill-session -t smoke

env XDG_DATA_HOME="$DATA" "$BIN" history >"$OUT/history.txt"
grep -qE "^ +1  .*Beginner 9×9/10  (won|lost) in" "$OUT/history.txt" ||
  fail "mines history does not list the game: $(cat "$OUT/history.txt")"
start replay 1
wait_for "Replay" replay-start
grep -qF "move 0/" "$OUT/replay-start.txt" || fail "the replay does not start at move 0"
tmux_ send-keys -t smoke Right Right
wait_for "move 2/" replay-stepped
tmux_ send-keys -t smoke End
wait_for "Luck" replay-end
tmux_ send-keys -t smoke q
wait_for "EXIT=0" replay-quit
tmux_ kill-session -t smoke

# Replays from strangers (issue #37). A file whose names hold a screen clear, a window-title
# escape and line breaks: the viewer shows them escaped, and the pane keeps its title.
HOSTILE="$DATA/hostile"
cargo run -q --release -p minesweeper-engine --example hostile -- "$HOSTILE"
tmux_ select-pane -T smoke-title 2>/dev/null || true
start replay "$HOSTILE/control-characters.evf"
wait_for "Replay" replay-names
grep -qF 'evil\u{d}\u{a}' "$OUT/replay-names.txt" || fail "the player's name is not shown escaped"
[ "$(tmux_ display -p -t smoke '#{pane_title}')" != "owned" ] || fail "a name in the file retitled the window"
tmux_ send-keys -t smoke q
wait_for "EXIT=0" replay-names-quit
tmux_ kill-session -t smoke
# 2,000 clicks on 255 × 255 with 10,000 mines: the viewer opens at once and answers keys while
# the review is still being graded (it takes seconds), and quits at once.
started=$(date +%s%N)
start replay "$HOSTILE/dense-255.evf"
wait_for "move 0/2000" replay-dense
opened_ms=$(( ($(date +%s%N) - started) / 1000000 ))
tmux_ send-keys -t smoke End
wait_for "move 2000/2000" replay-dense-end
grep -qF "Grading every move" "$OUT/replay-dense-end.txt" || fail "the review was done before the keys were answered"
tmux_ send-keys -t smoke q
wait_for "EXIT=0" replay-dense-quit
# Ranked play full screen against the real server (SQLite in the scratch folder): the board
# comes from the server, Space reveals, f flags, q leaves and the terminal is restored.
SERVER_BIN=$(realpath "${2:-target/debug/minesweeper-server}")
PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$SERVER_BIN" --port "$PORT" --data "$DATA/server" >"$OUT/server.log" 2>&1 &
SERVER_PID=$!
python3 - "$PORT" <<'PY' || fail "the game server did not start (see $OUT/server.log)"
import sys, time, urllib.request
for _ in range(200):
    try:
        if urllib.request.urlopen(f"http://127.0.0.1:{sys.argv[1]}/api/health").read() == b"ok":
            sys.exit(0)
    except OSError:
        time.sleep(0.05)
sys.exit(1)
PY
tmux_ kill-session -t smoke
start ranked --server "127.0.0.1:$PORT" --preset beginner
wait_for "reveal a cell to start" ranked-started
grep -qF "Ranked" "$OUT/ranked-started.txt" || fail "the ranked screen has no title"
wait_hidden 81 ranked-started
tmux_ send-keys -t smoke Space
for _ in $(seq 100); do
  tmux_ capture-pane -p -t smoke >"$OUT/ranked-revealed.txt"
  [ "$(grep -o '■' "$OUT/ranked-revealed.txt" | wc -l)" -lt 81 ] && break
  sleep 0.1
done
[ "$(grep -o '■' "$OUT/ranked-revealed.txt" | wc -l)" -lt 81 ] || fail "Space revealed nothing on the ranked board"
tmux_ send-keys -t smoke q
wait_for "EXIT=0" ranked-quit
[ "$(tmux_ display -p -t smoke '#{alternate_on} #{mouse_any_flag}')" = "0 0" ] ||
  fail "the terminal was not restored after ranked play"
tmux_ kill-session -t smoke

# A second terminal signs in as that player by a device link: `mines login` shows the address
# and the code on lines of their own; the first terminal's token approves the code (as a
# browser signed in as the player would); the second keeps a token of its own.
FIRST_TOKEN=$(python3 -c 'import json, sys; print(next(iter(json.load(open(sys.argv[1]))["tokens"].values())))' \
  "$DATA/minesweeper/ranked.json") || fail "the ranked game kept no token"
SECOND="$DATA/second"
mkdir -p "$SECOND"
tmux_ new-session -d -s smoke -x 80 -y 24 \
  "env XDG_DATA_HOME='$SECOND' TERM=xterm-256color LC_ALL=C.UTF-8 $BIN login --server 127.0.0.1:$PORT; echo EXIT=\$?; sleep 60"
wait_for "#device=" login-asked
CODE=$(grep -oE '^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$' "$OUT/login-asked.txt" | head -1)
[ -n "$CODE" ] || fail "mines login showed no code on a line of its own"
grep -qE "^http://127\.0\.0\.1:$PORT/#device=$CODE\$" "$OUT/login-asked.txt" ||
  fail "mines login showed no address on a line of its own"
python3 - "$PORT" "$CODE" "$FIRST_TOKEN" <<'PY' || fail "the code could not be approved"
import sys, urllib.request
port, code, token = sys.argv[1:]
request = urllib.request.Request(f"http://127.0.0.1:{port}/api/device/{code}/approve", method="POST",
                                 headers={"Authorization": f"Bearer {token}"})
sys.exit(0 if urllib.request.urlopen(request).status == 200 else 1)
PY
# The terminal polls every 5 s: up to 20 s for its answer.
for _ in $(seq 200); do
  tmux_ capture-pane -p -t smoke >"$OUT/login-done.txt"
  grep -qF "EXIT=" "$OUT/login-done.txt" && break
  sleep 0.1
done
grep -qF "EXIT=0" "$OUT/login-done.txt" || fail "mines login did not end signed in"
grep -qF "Signed in as" "$OUT/login-done.txt" || fail "mines login did not say whose it is"
SECOND_TOKEN=$(python3 -c 'import json, sys; print(next(iter(json.load(open(sys.argv[1]))["tokens"].values())))' \
  "$SECOND/minesweeper/ranked.json") || fail "mines login kept no token"
[ "$SECOND_TOKEN" != "$FIRST_TOKEN" ] || fail "the second terminal was given the first one's token"
tmux_ kill-session -t smoke

echo "tmux smoke test: passed (screens in $OUT; a 255 × 255 replay of 2,000 clicks opened in $opened_ms ms)"
