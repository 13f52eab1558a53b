#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server (Debian's package): initdb into a temporary
# folder, start on a free port, export TEST_DATABASE_URL, run the command, then stop and remove it.
set -euo pipefail
BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
DIR=$(mktemp -d /tmp/homie-pg-XXXXXX)
PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
AS=()
if [ "$(id -u)" -eq 0 ]; then chown postgres "$DIR"; AS=(runuser -u postgres --); fi
cleanup() {
  "${AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT
"${AS[@]}" "$BIN/initdb" -D "$DIR/data" -A trust -U postgres -E UTF8 >/dev/null
"${AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on port $PORT"
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
"$@"
