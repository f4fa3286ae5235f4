"""Shared by package_size.py and startup.py: build the app and the hello window with PyInstaller.

The app is built by packaging/build.sh (the spec: one file, pruned). The hello window
(benchmarks/hello_window.py) is built "the naive way", ``pyinstaller --onefile`` with no
excludes, into a folder of the caller's choosing (a temporary one by default).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXE_SUFFIX = ".exe" if sys.platform == "win32" else ""
APP_EXE = ROOT / "dist" / f"table-marshal{EXE_SUFFIX}"


def build_app() -> Path:
    """Run packaging/build.sh with this interpreter; return dist/table-marshal."""
    env = dict(os.environ, PY=sys.executable)
    subprocess.run(["bash", str(ROOT / "packaging" / "build.sh")], cwd=ROOT, env=env, check=True)
    return APP_EXE


def build_hello(folder: Path) -> Path:
    """Build benchmarks/hello_window.py as one file into ``folder``; return the executable."""
    folder.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--onefile", "--noconfirm", "--log-level", "ERROR",
         "--distpath", str(folder / "dist"), "--workpath", str(folder / "build"),
         "--specpath", str(folder), str(ROOT / "benchmarks" / "hello_window.py")],
        cwd=folder, check=True,
    )
    return folder / "dist" / f"hello_window{EXE_SUFFIX}"


def megabytes(path: Path) -> float:
    return path.stat().st_size / 1e6
