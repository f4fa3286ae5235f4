"""Start-up to the first paint counted in CPU instructions: the app against the bare window.

    python benchmarks/startup_instructions.py        (needs valgrind: apt-get install valgrind)

``benchmarks/startup.py`` times the same thing in wall-clock time, which on a shared machine
swings by 15% from run to run: a cut of a few percent cannot be seen there. Valgrind's
callgrind counts the instructions a run executes instead, the same to about 0.1% every time,
so this script can tell whether a change to the start-up made it cheaper. Each program runs
(offscreen, under callgrind, about 50 times slower than usual) until its first frame has been
painted, and leaves at once, without the interpreter's clean-up. The ratio is not the issue's
goal (that one is wall time, where the bigger process also waits more on memory), but it
moves with it.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

APP_RUNNER = """
import os, runpy, sys
sys.path.insert(0, {root!r})
import app.ui.application as application

def leave_at_first_paint(app, window):
    def finish():
        print("first-paint", flush=True)
        os._exit(0)
    application._after_first_paint(window, finish)

application._install_paint_probe = leave_at_first_paint
sys.argv = ["table-marshal"]
runpy.run_module("app", run_name="__main__")
"""

BARE_RUNNER = """
import os, sys
sys.path.insert(0, {bench!r})
import bare_window
bare_window._FirstPaint.finish = lambda self: (print("first-paint", flush=True), os._exit(0))
sys.exit(bare_window.main())
"""


def instructions(script: str, env: dict[str, str]) -> int:
    """Instructions callgrind counts for ``python -c script`` up to its first paint."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "callgrind.out"
        run = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                              sys.executable, "-c", script], cwd=ROOT, env=env,
                             capture_output=True, text=True, timeout=900)
        if "first-paint" not in run.stdout:
            raise RuntimeError(f"no first paint under valgrind:\n{run.stderr[-2000:]}")
        found = re.search(r"Collected : (\d+)", run.stderr)
        if not found:
            raise RuntimeError(f"valgrind printed no count:\n{run.stderr[-2000:]}")
        return int(found.group(1))


def main() -> int:
    if shutil.which("valgrind") is None:
        print("valgrind is not installed (Debian/Ubuntu: sudo apt-get install valgrind)")
        return 2
    with tempfile.TemporaryDirectory(prefix="tm-instructions-") as tmp:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env.update(QT_QPA_PLATFORM="offscreen", TABLE_MARSHAL_PAINT_PROBE="1",
                   XDG_CONFIG_HOME=f"{tmp}/config", XDG_DATA_HOME=f"{tmp}/data",
                   XDG_STATE_HOME=f"{tmp}/state", XDG_CACHE_HOME=f"{tmp}/cache")
        app_script = APP_RUNNER.format(root=str(ROOT))
        bare_script = BARE_RUNNER.format(bench=str(ROOT / "benchmarks"))
        subprocess.run([sys.executable, "-c", app_script], cwd=ROOT, env=env,  # .pyc files
                       capture_output=True, timeout=120)
        app = instructions(app_script, env)
        bare = instructions(bare_script, env)
    print("start-up to the first paint, in CPU instructions (valgrind callgrind, offscreen)")
    print(f"  app          {app / 1e6:8.0f} M")
    print(f"  bare window  {bare / 1e6:8.0f} M")
    print(f"  ratio {app / bare:.2f} (the wall-time goal, benchmarks/startup.py: <= 2.0)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
