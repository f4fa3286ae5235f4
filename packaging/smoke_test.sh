#!/usr/bin/env bash
# Build the executable, then run it the way a club PC would, without a display:
# --version, --self-test, --screenshot and a slot raising under TABLE_MARSHAL_CRASH_TEST=slot
# (it must leave a crash report; tests/packaging, pytest marker "packaging").
#   PY=.venv/bin/python packaging/smoke_test.sh     (make package-test does this)
#   SKIP_BUILD=1 packaging/smoke_test.sh            (test the dist/ executable already built)
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PY:-python3}
if [ -z "${SKIP_BUILD:-}" ]; then
    PY="$PY" packaging/build.sh
fi
exe=dist/table-marshal
[ -f "$exe" ] || exe=dist/table-marshal.exe
export TABLE_MARSHAL_EXE="$PWD/$exe" QT_QPA_PLATFORM=offscreen
"$PY" -m pytest -q -m packaging tests/packaging
