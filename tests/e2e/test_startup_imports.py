"""Start-up time (issue 6): the first frame of the demo game does not wait for code it does not
draw. `python -m app` runs to its first paint (the paint probe) and names the modules loaded."""

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

RUN_TO_FIRST_PAINT = """
import atexit, json, os, runpy, sys
import gc
atexit.register(lambda: print("MODULES " + json.dumps(sorted(sys.modules))))
atexit.register(lambda: print(f"GC {gc.isenabled()}"))
atexit.register(lambda: print(f"POOL {os.environ.get('QT_NO_GUI_THREADPOOL')}"))
atexit.register(lambda: print("QTWIDGETS " + json.dumps(sorted(vars(sys.modules["PySide6.QtWidgets"])))))
sys.argv = ["table-marshal"]
runpy.run_module("app", run_name="__main__")
"""

NOT_BEFORE_FIRST_PAINT = {
    "pydantic": "pydantic (the bundled demo is read without the file schema)",
    "app.game.saves": "the checking game-file loader (loaded just after the first paint)",
    "shapely": "Shapely (the demo's round bases are measured analytically)",
    "numpy": "NumPy (only oval and rectangular bases use it)",
    "app.game.scenarios": "the scenario files' loader (the demo names no scenario)",
    "app.game.rosters": "the roster loader (the new-game wizard's)",
    "app.ui.dialogs.new_game": "the new-game wizard",
    "app.ui.panel.tools_panel": "the 'Dice and draws' tab, hidden behind the Turn tab",
    "app.ui.setup.setup_panel": "the set-up dock, hidden in a game that is not being set up",
    "app.game.newgame": "the set-up steps (the window only asks app.game.state whether a set-up is on)",
    "platformdirs": "the user-folder lookup (the autosave folder is found on the first autosave)",
    "secrets": "the secrets module (a new game's seed comes from random.SystemRandom)",
}


DIALOGS_NOT_BEFORE_FIRST_PAINT = {"QMessageBox", "QFileDialog", "QInputDialog"}
"""PySide makes a Qt class (and its enums) when a module first names it: dialogs are
named through ``QtWidgets.`` where they are opened, so the start-up does not make them."""


def test_demo_game_paints_without_loading_what_its_first_frame_does_not_show(tmp_path):
    env = {k: v for k, v in os.environ.items()  # Qt's thread-pool switch: the app sets it
           if k not in ("PYTHONDONTWRITEBYTECODE", "QT_NO_GUI_THREADPOOL")}
    env.update(QT_QPA_PLATFORM="offscreen", TABLE_MARSHAL_PAINT_PROBE="1",
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_STATE_HOME=str(tmp_path / "state"), XDG_CACHE_HOME=str(tmp_path / "cache"))
    result = subprocess.run([sys.executable, "-c", RUN_TO_FIRST_PAINT], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "first-paint" in result.stdout.splitlines()
    line = next(ln for ln in result.stdout.splitlines() if ln.startswith("MODULES "))
    loaded = set(json.loads(line.removeprefix("MODULES ")))
    line = next(ln for ln in result.stdout.splitlines() if ln.startswith("QTWIDGETS "))
    qt_classes = set(json.loads(line.removeprefix("QTWIDGETS ")))
    # the first frame is the real game: its file, rules and window were all loaded
    assert {"app.game.gamefile", "app.rules.judge", "app.ui.main_window"} <= loaded
    early = {name: why for name, why in NOT_BEFORE_FIRST_PAINT.items() if name in loaded}
    early.update({f"PySide6.QtWidgets.{name}": "a dialog the first frame does not show"
                  for name in qt_classes if name in DIALOGS_NOT_BEFORE_FIRST_PAINT})
    assert not early, f"loaded before the first paint: {early}"
    # the garbage collector, paused for the start-up, is on again once the app has run
    assert "GC True" in result.stdout.splitlines()
    # Qt painted without sharing its raster work out to threads (issue 21)
    assert "POOL 1" in result.stdout.splitlines()


def test_qt_paints_on_one_thread_unless_the_user_asks_for_its_thread_pool():
    """Issue 21: the app switches Qt's raster thread pool off (QT_NO_GUI_THREADPOOL) before
    Qt first paints; TABLE_MARSHAL_RASTER_THREADS=1 gives it back, and a value the user set
    for Qt's own switch is kept."""
    from app.ui.application import paint_on_one_thread

    env: dict[str, str] = {}
    assert paint_on_one_thread(env) and env == {"QT_NO_GUI_THREADPOOL": "1"}
    env = {"TABLE_MARSHAL_RASTER_THREADS": "1"}
    assert not paint_on_one_thread(env) and "QT_NO_GUI_THREADPOOL" not in env
    env = {"QT_NO_GUI_THREADPOOL": "yes"}
    assert paint_on_one_thread(env) and env["QT_NO_GUI_THREADPOOL"] == "yes"


def test_the_garbage_collector_resumes_once_the_window_has_painted(monkeypatch):
    import gc

    from app.ui import application

    monkeypatch.setattr(application, "_warm_up", lambda: None)
    monkeypatch.setattr(application, "_start_logs", lambda game: None)  # faulthandler stays pytest's
    gc.disable()
    try:
        application._after_start()
        assert gc.isenabled()
    finally:
        gc.enable()
