#!/usr/bin/env bash
# Installs the Debian packages the test suite uses (Chromium for Playwright, PostgreSQL 15 for the
# integration run, ffmpeg to make test videos, poppler-utils to read PDFs, faketime to run the
# journeys' server on their own date (decision 225), the DejaVu and WenQuanYi fonts that PDFs use for
# names in other scripts, decision 090) when they are missing.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || need+=(postgresql)
command -v ffmpeg >/dev/null 2>&1 || need+=(ffmpeg)
command -v pdftotext >/dev/null 2>&1 || need+=(poppler-utils)
command -v faketime >/dev/null 2>&1 || need+=(faketime)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || need+=(fonts-dejavu-core)
[ -f /usr/share/fonts/truetype/wqy/wqy-microhei.ttc ] || need+=(fonts-wqy-microhei)
if ((${#need[@]})); then
  echo "Installing system packages: ${need[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
