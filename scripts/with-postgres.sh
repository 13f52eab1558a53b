#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server (Debian's package), with TEST_DATABASE_URL set;
# the server is started and removed by apps/server/test/with-postgres.ts (the one launcher, postgres-server.ts).
set -euo pipefail
exec npx tsx "$(dirname "$0")/../apps/server/test/with-postgres.ts" "$@"
