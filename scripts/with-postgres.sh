#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL cluster: made in a temporary folder, listening on
# 127.0.0.1 at a free port, named to the command as TEST_DATABASE_URL, stopped and removed
# afterwards whatever happens.   scripts/with-postgres.sh cargo test -p minesweeper-server
# Tests run it with fsync off (nothing there needs to survive a power cut); PG_FSYNC=on keeps
# PostgreSQL's default, for benchmarks.
set -euo pipefail
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -x "$PGBIN/initdb" ] || { echo "with-postgres: no PostgreSQL server (scripts/setup.sh installs it)" >&2; exit 1; }
DIR=$(mktemp -d)
PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
# The server refuses to run as root: as root, the cluster belongs to the postgres user.
AS=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres "$DIR"
  AS=(runuser -u postgres --)
fi
stop() {
  "${AS[@]}" "$PGBIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap stop EXIT
"${AS[@]}" "$PGBIN/initdb" -D "$DIR/data" -U postgres -A trust --no-sync >/dev/null
"${AS[@]}" "$PGBIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=${PG_FSYNC:-off}" start >/dev/null
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
"$@"
