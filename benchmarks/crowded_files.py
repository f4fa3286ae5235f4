"""Issue 20: crowded and stacked game files through open, check and save.

    python benchmarks/crowded_files.py

Opens each game as File ▸ Open does (``load_saved_game``), judges it as ``python -m app
check`` does (tests/fuzzkit.py's ``_judge``: verdicts, close combats, terrain warnings) and
saves it, and prints the three times and their sum, best of three, with the pairs of models
within 8 in (the gate's count, app.game.limits.CROWD_PAIRS_MAX) and the load average:

- issue 21's 1000-model tables (25 mm round and 50x30 mm oval bases, benchmarks/frame.py);
- a 1200-model table of 50x30 mm ovals crowded to just under the gate's limit, every base
  overlapping its neighbours (the slowest file the gate lets through that we know of);
- a pile of 1000 bases stacked on one spot (refused by the gate: the time to say so).
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "benchmarks"))

import frame  # noqa: E402
import fuzzkit  # noqa: E402
from app.game.gamefile import GameFileError  # noqa: E402
from app.game.limits import CROWD_IN, CROWD_PAIRS_MAX  # noqa: E402
from app.game.saves import load_saved_game, save_game  # noqa: E402
from app.paths import demo_game_path  # noqa: E402


def _pairs(models: list[dict]) -> int:
    import numpy as np

    xy = np.array([(m["x_in"], m["y_in"]) for m in models], dtype=float)
    d2 = ((xy[:, None, :] - xy[None, :, :]) ** 2).sum(axis=2)
    return int(((d2 <= CROWD_IN * CROWD_IN).sum() - len(xy)) // 2)


def _crowd(path: Path, spacing: tuple[float, float] = (2.4, 1.2)) -> None:
    doc = json.loads(demo_game_path().read_text(encoding="utf-8"))
    first = doc["models"]
    doc["models"] = [dict(first[k % len(first)], id=f"c{k}", x_in=2 + (k % 30) * spacing[0],
                          y_in=2 + (k // 30) * spacing[1], facing_deg=(7 * k) % 16 - 8,
                          base={"shape": "oval", "length_mm": 50, "width_mm": 30})
                     for k in range(1200)]
    path.write_text(json.dumps(doc), encoding="utf-8")


def _pile(path: Path) -> None:
    doc = json.loads(demo_game_path().read_text(encoding="utf-8"))
    first = doc["models"][0]
    doc["models"] = [dict(first, id=f"s{k}", x_in=36.0, y_in=24.0) for k in range(1000)]
    path.write_text(json.dumps(doc), encoding="utf-8")


def _time(path: Path, folder: Path) -> str:
    models = json.loads(path.read_text(encoding="utf-8"))["models"]
    best = None
    for _ in range(3):
        t0 = time.perf_counter()
        try:
            saved = load_saved_game(path)
        except GameFileError as exc:
            took = time.perf_counter() - t0
            return f"refused in {took * 1000:.0f} ms ({_pairs(models):,} pairs): {exc}"[:220]
        t1 = time.perf_counter()
        fuzzkit._judge(saved.state)
        t2 = time.perf_counter()
        save_game(saved.state, folder / "saved.json", saved.history)
        t3 = time.perf_counter()
        times = (t1 - t0, t2 - t1, t3 - t2, t3 - t0)
        best = times if best is None or times[3] < best[3] else best
    assert best is not None
    return (f"open {best[0]:.2f} s, check {best[1]:.2f} s, save {best[2]:.2f} s: "
            f"{best[3]:.2f} s in all ({_pairs(models):,} pairs within {CROWD_IN:g} in; "
            f"limit {CROWD_PAIRS_MAX:,})")


def main() -> int:
    print(frame.load())
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        files = []
        for oval in (False, True):
            path = folder / f"table-1000-{'oval' if oval else 'round'}.json"
            save_game(frame.build_game(1000, oval), path)
            files.append((f"1000 models, {'50x30 mm ovals' if oval else '25 mm round'}", path))
        _crowd(folder / "crowd.json")
        files.append(("1200 ovals crowded to the limit", folder / "crowd.json"))
        _pile(folder / "pile.json")
        files.append(("1000 bases stacked on one spot", folder / "pile.json"))
        for label, path in files:
            print(f"{label:34s} {_time(path, folder)}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
