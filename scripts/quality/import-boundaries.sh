#!/usr/bin/env bash
# The import-boundary rule (docs/decisions/146, .dependency-cruiser.cjs) over every TypeScript file of
# the apps and packages. The files are named one by one: dependency-cruiser reads .ts/.tsx through
# Babel here (TypeScript 7 has no JavaScript API), and it only lists a folder's files for the
# extensions it could parse on its own. Exits non-zero on any violation.
set -euo pipefail
cd "$(dirname "$0")/../.."
mapfile -t files < <(find apps packages \( -name node_modules -o -name dist -o -name dist-prerender \) -prune \
  -o \( -name '*.ts' -o -name '*.tsx' \) -type f -print | sort)
exec npx depcruise --config .dependency-cruiser.cjs --cache node_modules/.cache/dependency-cruiser \
  --output-type err "$@" "${files[@]}"
