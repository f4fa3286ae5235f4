"""Start-to-first-paint time of the app and of a bare PySide6 window, measured in the same run.

    python benchmarks/startup.py                        from source only
    python benchmarks/startup.py --packaged HELLO_EXE   also dist/table-marshal vs a packaged hello
    python benchmarks/startup.py --build                build both executables first (2-3 min)

Each program is started with ``TABLE_MARSHAL_PAINT_PROBE=1``: it prints ``first-paint`` as soon
as its first window frame has been painted, then quits. The time runs from just before the
process is spawned to that line, so it includes the interpreter, imports, (for a one-file
executable) unpacking, building the window and painting it. The runs are interleaved (in a
shuffled order each round), one warm-up round is dropped, and the median of the rest is
reported with the middle half of the times. User data and settings go to
a temporary folder, so no autosave of yours is touched.

Goals (issue 6): from source the app takes at most 2x the bare PySide6 window
(``benchmarks/bare_window.py``: a label, nothing else loaded; the PySide6 + Shapely hello
window is timed too, for reference); packaged, at most 1.5x the packaged hello window
(PySide6 + Shapely, as issue 6 defines it). Headless machines use Qt's offscreen platform.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _packaged import APP_EXE, ROOT, build_app, build_hello  # noqa: E402

HELLO = ROOT / "benchmarks" / "hello_window.py"
BARE = ROOT / "benchmarks" / "bare_window.py"


def first_paint_seconds(cmd: list[str], env: dict[str, str], timeout: float = 60.0) -> float:
    """Seconds from spawning ``cmd`` to its ``first-paint`` line; raises if it never comes."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    try:
        for line in proc.stdout:  # type: ignore[union-attr]
            if line.strip() == "first-paint":
                elapsed = time.perf_counter() - start
                proc.wait(timeout=timeout)
                return elapsed
            if time.perf_counter() - start > timeout:
                break
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    raise RuntimeError(f"{' '.join(cmd)} never reported its first paint (exit {proc.returncode})")


def measure(pairs: dict[str, list[str]], runs: int, env: dict[str, str]) -> dict[str, list[float]]:
    """Interleaved runs of every command, in a shuffled order each round (on a shared machine
    the place in the round shifts the times by tens of ms); the first (warm-up) round is
    dropped."""
    times: dict[str, list[float]] = {name: [] for name in pairs}
    order = random.Random(6)  # the same shuffles every time the benchmark runs
    for i in range(runs + 1):
        names = list(pairs)
        order.shuffle(names)
        for name in names:
            t = first_paint_seconds(pairs[name], env)
            if i:
                times[name].append(t)
    return times


def spread(times: list[float]) -> str:
    """The middle half of ``times`` (first to third quartile), in ms."""
    if len(times) < 4:
        return f"min {min(times) * 1000:.0f}, max {max(times) * 1000:.0f}"
    q1, _, q3 = statistics.quantiles(times)
    return f"middle half {q1 * 1000:.0f}-{q3 * 1000:.0f}"


def report(title: str, app: list[float], bare: list[float], goal: float,
           yardstick: str = "bare window", also: dict[str, list[float]] | None = None) -> bool:
    a, b = statistics.median(app), statistics.median(bare)
    ok = a <= goal * b
    print(f"{title}")
    print(f"  app          median {a * 1000:6.0f} ms   ({spread(app)})")
    print(f"  {yardstick:<12} median {b * 1000:6.0f} ms   ({spread(bare)})")
    for name, times in (also or {}).items():
        m = statistics.median(times)
        print(f"  {name:<12} median {m * 1000:6.0f} ms   (for reference: app / it = {a / m:.2f})")
    print(f"  ratio {a / b:.2f} (goal <= {goal}): {'meets' if ok else 'MISSES'} the goal")
    return ok


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15,
                        help="timed runs of each (default 15; the times swing on a busy machine)")
    parser.add_argument("--packaged", type=Path, metavar="HELLO_EXE",
                        help="a packaged hello window (benchmarks/package_size.py --keep DIR)")
    parser.add_argument("--build", action="store_true",
                        help="build dist/table-marshal and a hello window (temp dir) first")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="tm-startup-") as tmp:
        # Bytecode caching on, as on an installed copy (the warm-up run writes the .pyc files).
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env.update(TABLE_MARSHAL_PAINT_PROBE="1",
                   XDG_CONFIG_HOME=f"{tmp}/config", XDG_DATA_HOME=f"{tmp}/data",
                   XDG_STATE_HOME=f"{tmp}/state", XDG_CACHE_HOME=f"{tmp}/cache")
        if sys.platform.startswith("linux") and not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")):
            env.setdefault("QT_QPA_PLATFORM", "offscreen")
        print(f"platform: {env.get('QT_QPA_PLATFORM') or 'native'}; {args.runs} runs each, "
              f"interleaved in shuffled order, after one warm-up; Python {sys.version.split()[0]}")

        hello_exe = args.packaged
        if args.build:
            build_app()
            hello_exe = build_hello(Path(tmp) / "hello")

        source = measure({"app": [sys.executable, "-m", "app"],
                          "bare": [sys.executable, str(BARE)],
                          "hello": [sys.executable, str(HELLO)]}, args.runs, env)
        ok = report("from source (python -m app vs python benchmarks/bare_window.py)",
                    source["app"], source["bare"], 2.0,
                    also={"hello+Shapely": source["hello"]})
        if hello_exe:
            if not APP_EXE.exists():
                sys.exit(f"{APP_EXE} is missing: run make package (or pass --build)")
            packaged = measure({"app": [str(APP_EXE)], "bare": [str(hello_exe)]}, args.runs, env)
            ok &= report(f"packaged ({APP_EXE.name} vs {Path(hello_exe).name}, one file each)",
                         packaged["app"], packaged["bare"], 1.5, yardstick="hello")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
