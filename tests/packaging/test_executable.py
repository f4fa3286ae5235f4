"""The built one-file executable, run as a club PC would run it (packaging/smoke_test.sh).

Skipped unless ``TABLE_MARSHAL_EXE`` names a built executable (``make package-test`` sets it).
"""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from app import __version__

EXE = os.environ.get("TABLE_MARSHAL_EXE")

pytestmark = [
    pytest.mark.packaging,
    pytest.mark.skipif(not EXE, reason="set TABLE_MARSHAL_EXE to a built executable (make package-test)"),
]


def _run(*args, tmp_path, timeout=180):
    # A clean environment: no PYTHONPATH or virtualenv leaking the source tree into the build.
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    return subprocess.run([EXE, *args], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=timeout)


def test_packaged_version_names_the_app_and_its_version(tmp_path):
    result = _run("--version", tmp_path=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"Table Marshal {__version__}"


def test_packaged_self_test_passes_with_rules_files_and_rendering(tmp_path):
    result = _run("--self-test", tmp_path=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "self-test passed" in result.stdout
    for check in ("C3 card order", "C7 activation order", "M4 table segments",
                  "G1 G3 G4 G6 geometry verdicts", "G3 G5 oval and rectangular bases",
                  "M4 set-up within 6 in of a segment",
                  "demo game loads", "bundled scenarios load", "board renders offscreen",
                  "every scenario's board renders",
                  "QtSvg renders", "Qt's German and French buttons"):
        assert f"ok    {check}" in result.stdout, result.stdout
    assert "FAIL" not in result.stdout


def test_packaged_screenshot_shows_the_demo_board(tmp_path):
    from PySide6.QtGui import QImage

    out = tmp_path / "shot.png"
    result = _run("--screenshot", str(out), "--size", "1200x800", tmp_path=tmp_path)
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1200, 800)
    colours = {image.pixel(x, y) for x in range(0, 1200, 7) for y in range(0, 800, 7)}
    assert len(colours) > 50  # table, models and cards, not a blank window


def test_packaged_executable_is_smaller_than_the_hello_window_yardstick():
    """Issue 6's size goal: no bigger than a PySide6 + Shapely hello window (84 MB on Linux,
    benchmarks/package_size.py measures it afresh)."""
    limit = os.environ.get("TABLE_MARSHAL_SIZE_LIMIT_MB") or ("84" if sys.platform.startswith("linux") else "")
    if not limit:
        pytest.skip("the 84 MB yardstick is Linux's; set TABLE_MARSHAL_SIZE_LIMIT_MB on this OS")
    limit_mb = float(limit)
    size_mb = Path(EXE).stat().st_size / 1e6
    assert size_mb <= limit_mb, f"{EXE} is {size_mb:.1f} MB, over {limit_mb} MB"


def test_packaged_build_leaves_a_crash_report_when_a_slot_raises(tmp_path):
    """Issue 20: TABLE_MARSHAL_CRASH_TEST=slot makes a slot raise once the window shows; the
    packaged build's exception hook writes the report to the platform's log folder (the
    dialog is answered and the app quits by itself)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    state = tmp_path / "state"
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path), XDG_STATE_HOME=str(state),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               TABLE_MARSHAL_CRASH_TEST="slot")
    result = subprocess.run([EXE], cwd=tmp_path, env=env, capture_output=True, text=True,
                            timeout=180)
    reports = sorted(state.glob("TableMarshal/log/crash-*.txt"))
    assert reports, result.stdout + result.stderr
    text = reports[0].read_text(encoding="utf-8")
    assert f"Table Marshal {__version__}" in text and "Frozen build: yes" in text
    assert "CrashTest: TABLE_MARSHAL_CRASH_TEST=slot" in text
    assert "Last lines of the log" in text
