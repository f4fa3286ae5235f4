"""`python -m app --version` and `--self-test` from source, as a club admin would run them."""

import os
import subprocess
import sys
import tomllib
from pathlib import Path

from app import __version__

ROOT = Path(__file__).resolve().parents[2]


def _app(*args, env=None, timeout=120):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", **(env or {}))
    return subprocess.run([sys.executable, "-m", "app", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=timeout)


def test_version_prints_the_version_the_project_declares():
    result = _app("--version")
    assert result.returncode == 0, result.stderr
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    assert result.stdout.strip() == f"Table Marshal {declared}" == f"Table Marshal {__version__}"


def test_self_test_passes_and_lists_the_rules_it_checked():
    result = _app("--self-test")
    assert result.returncode == 0, result.stdout + result.stderr
    out = result.stdout
    assert "self-test passed" in out and "FAIL" not in out
    for check in ("C3 card order", "C7 activation order", "M4 table segments",
                  "G1 G3 G4 G6 geometry verdicts", "G3 G5 oval and rectangular bases",
                  "M4 set-up within 6 in of a segment",
                  "demo game loads", "bundled scenarios load", "board renders offscreen",
                  "every scenario's board renders",
                  "QtSvg renders"):
        assert f"ok    {check}" in out, out
    assert "Traceback" not in result.stderr


def test_self_test_needs_no_display():
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.pop("QT_QPA_PLATFORM", None)
    result = subprocess.run([sys.executable, "-m", "app", "--self-test"], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr


def test_missing_xcb_library_is_named_with_the_package_to_install():
    """A PC without one of the xcb plugin's libraries gets told which, not Qt's abort text."""
    code = (
        "import sys, app.desktop_libs as d\n"
        "d.XCB_LIBRARIES['libxcb-imaginary.so.7'] = 'libxcb-imaginary7'\n"
        "from app.__main__ import main\n"
        "sys.exit(main([]))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", DISPLAY=":97")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 3
    assert "libxcb-imaginary.so.7" in result.stderr
    # the install line names it (beside any other xcb library this machine lacks too)
    install = [line for line in result.stderr.splitlines() if "sudo apt-get install" in line]
    assert install and "libxcb-imaginary7" in install[0], result.stderr
    assert "Traceback" not in result.stderr and "Aborted" not in result.stderr


def test_qt_that_cannot_load_a_library_ends_with_the_library_and_package_not_a_traceback():
    """A system library outside the checked list still gets named (here: libEGL, made to fail
    the way the dynamic linker reports it)."""
    code = (
        "import sys, builtins\n"
        "real = builtins.__import__\n"
        "def fake(name, *a, **k):\n"
        "    if name.startswith('PySide6.Qt'):\n"
        "        raise ImportError('libEGL.so.1: cannot open shared object file: No such file')\n"
        "    return real(name, *a, **k)\n"
        "builtins.__import__ = fake\n"
        "import app.desktop_libs as d\n"
        "d.startup_problem = lambda *a, **k: None\n"
        "from app.__main__ import main\n"
        "sys.exit(main([]))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 3, result.stderr
    assert "Qt could not be loaded: libEGL.so.1" in result.stderr
    assert "sudo apt-get install libegl1" in result.stderr
    assert "Traceback" not in result.stderr
