#!/usr/bin/env bash
# Compares two `solver-bench --record` files of the same games (same preset, rule, seed and
# count): games won by only one side, the difference, and its standard error. Only the games
# whose outcomes differ carry information, so this resolves far smaller changes than comparing
# two win rates.
set -euo pipefail
if [ $# -ne 2 ]; then
  echo "usage: $0 BEFORE AFTER (files written by solver-bench --record)" >&2
  exit 2
fi
for f in "$1" "$2"; do
  [ -r "$f" ] || { echo "cannot read $f" >&2; exit 2; }
done
awk -v a="$1" -v b="$2" 'BEGIN {
  getline x < a; close(a); getline y < b
  if (length(x) != length(y)) { print "the runs have different game counts" > "/dev/stderr"; exit 2 }
  for (i = 1; i <= length(x); i++) {
    p = substr(x, i, 1); q = substr(y, i, 1)
    if (p == "1" && q == "0") lost++
    if (p == "0" && q == "1") gained++
  }
  d = gained - lost
  printf "games %d: won only after %d, only before %d, difference %+d (%+.3f points) ± %.1f (1 s.e.)\n",
    length(x), gained, lost, d, 100 * d / length(x), sqrt(gained + lost)
}'
