#!/usr/bin/env bash
# Build the one-file executable for this OS into dist/ with packaging/table_marshal.spec.
#   PY=.venv/bin/python packaging/build.sh          (make package does this)
#   packaging/build.sh -- --onedir                  (a folder instead, to see what is inside)
# Needs the app's dependencies and PyInstaller in $PY's environment: pip install -e '.[package]'.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PY:-python3}
"$PY" -m PyInstaller --version >/dev/null 2>&1 || {
    echo "build.sh: PyInstaller is not installed for $PY; run: $PY -m pip install -e '.[package]'" >&2
    exit 2
}
start=$(date +%s)
"$PY" -m PyInstaller packaging/table_marshal.spec --noconfirm --log-level WARN \
    --distpath dist --workpath build/pyinstaller "$@"
for exe in dist/table-marshal dist/table-marshal.exe; do
    if [ -f "$exe" ]; then
        size=$("$PY" -c 'import os, sys; print(f"{os.path.getsize(sys.argv[1]) / 1e6:.1f} MB")' "$exe")
        echo "built $exe ($size) in $(( $(date +%s) - start )) s"
    elif [ -d "$exe" ]; then  # --onedir: a folder of the same name (it replaced any one-file build)
        size=$("$PY" -c 'import os, sys; print(f"{sum(os.lstat(os.path.join(d, f)).st_size for d, _, fs in os.walk(sys.argv[1]) for f in fs) / 1e6:.1f} MB")' "$exe")
        echo "built the folder $exe/ ($size; start $exe/$(basename "$exe")) in $(( $(date +%s) - start )) s"
    fi
done
