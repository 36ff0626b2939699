#!/usr/bin/env bash
# Build a one-folder app into dist/table-assistant with PyInstaller (not part of CI).
#   pip install -e ".[package]" && packaging/build.sh
set -euo pipefail
cd "$(dirname "$0")/.."
python -m PyInstaller --noconfirm --clean --distpath dist --workpath build/pyinstaller packaging/table-assistant.spec
echo "Built dist/table-assistant/table-assistant"
