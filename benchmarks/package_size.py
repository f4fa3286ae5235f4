"""Print the packaged app's size next to a PySide6 + Shapely hello window's (both one file).

Both are built with the same PyInstaller; issue 6's size goal is that the app is no bigger
than the hello window.

    python benchmarks/package_size.py               build both (about 2-3 minutes), print sizes
    python benchmarks/package_size.py --no-build    use dist/table-marshal as it is
    python benchmarks/package_size.py --keep DIR    keep the hello build in DIR (startup.py uses it)
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _packaged import APP_EXE, build_app, build_hello, megabytes  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-build", action="store_true", help="do not rebuild the app")
    parser.add_argument("--keep", type=Path, help="build the hello window here and keep it")
    args = parser.parse_args()

    app = APP_EXE if args.no_build and APP_EXE.exists() else build_app()
    if args.keep:
        hello = build_hello(args.keep.resolve())
        hello_mb = megabytes(hello)
    else:
        with tempfile.TemporaryDirectory(prefix="tm-hello-") as tmp:
            hello = build_hello(Path(tmp))
            hello_mb = megabytes(hello)
    app_mb = megabytes(app)
    print(f"{'packaged app':<34} {app_mb:7.1f} MB  ({app})")
    print(f"{'PySide6 + Shapely hello window':<34} {hello_mb:7.1f} MB  (pyinstaller --onefile)")
    verdict = "meets" if app_mb <= hello_mb else "MISSES"
    print(f"app / hello = {app_mb / hello_mb:.2f}: {verdict} the goal (at most the hello's size)")
    return 0 if app_mb <= hello_mb else 1


if __name__ == "__main__":
    sys.exit(main())
