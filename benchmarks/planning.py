"""Planning figures (issue 33): the exposure map (R4) of a 72 x 48 in table with four
warbands (M4 segments A, C, D, F, 6 in deep) and twelve terrain pieces (buildings, ruins,
walls, an ellipse, an L-shaped ruin), from scratch and after one piece is moved; and the race
to three objectives (R5) for four warbands of ten models.

    python benchmarks/planning.py [--runs N] [--seed S]

The zones are worked out side by side (``Exposure.work_out``, threads), as the shading and
``plan`` do. Prints medians and the slowest run, with the machine's load average (the figures are wall
time: on a shared machine they grow with its load). Goals: the map <= 300 ms, after a move
<= 50 ms. For comparison: a 40k deployment helper shades a binary 2 in grid in 2-3 s.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.rules.exposure import Exposure, segment_zone  # noqa: E402
from app.rules.race import Race  # noqa: E402
from app.rules.table import Table  # noqa: E402
from app.rules.terrain import TerrainPiece  # noqa: E402

R25 = 25 / 25.4 / 2


def layout(rng: random.Random) -> list[TerrainPiece]:
    kinds = [("building", "rect", 6, 6, 6), ("ruin", "rect", 6, 8, 4),
             ("wall", "rect", 8, 0.5, 2), ("building", "ellipse", 8, 6, 5),
             ("ruin", "polygon", 0, 0, 3), ("impassable", "rect", 5, 4, 0)]
    out = []
    for i in range(12):
        kind, shape, w, d, h = kinds[i % len(kinds)]
        x, y = rng.uniform(10, 62), rng.uniform(10, 38)
        if shape == "polygon":
            pts = [[x, y], [x + 6, y], [x + 6, y + 2], [x + 2, y + 2], [x + 2, y + 6], [x, y + 6]]
            out.append(TerrainPiece(f"t{i}", f"Piece {i}", kind, h, shape, points_in=pts))
        else:
            out.append(TerrainPiece(f"t{i}", f"Piece {i}", kind, h, shape, x, y, w, d,
                                    rng.uniform(0, 180)))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    table = Table()
    zones = [segment_zone(table, letter, 6.0) for letter in "ACDF"]
    pieces = layout(rng)
    import shapely  # noqa: F401 - loaded before the clock starts

    fresh, after = [], []
    for run in range(args.runs):
        t0 = time.perf_counter()
        exposure = Exposure(pieces, table)
        exposure.work_out(zones)  # as the shading and plan do: the zones side by side
        for zone in zones:
            exposure.hidden(zone)
        fresh.append((time.perf_counter() - t0) * 1000)
        moved = list(pieces)
        p = moved[run % len(moved)]
        moved[run % len(moved)] = TerrainPiece(**{**vars(p), "x_in": p.x_in + 1.5})
        t0 = time.perf_counter()
        exposure.moved(moved).work_out(zones)
        for zone in zones:
            exposure.hidden(zone)
        after.append((time.perf_counter() - t0) * 1000)
    race_ms = []
    objectives = [(36.0, 24.0), (20.0, 30.0), (52.0, 18.0)]
    starts = [[(rng.uniform(1, 71), rng.uniform(1, 47)) for _ in range(10)] for _ in range(4)]
    for _ in range(args.runs):
        t0 = time.perf_counter()
        race = Race(pieces, table)
        for centre in objectives:
            for band in starts:
                for spot in band:
                    race.path_length(R25, [spot], centre, 3.0 + R25)
        race_ms.append((time.perf_counter() - t0) * 1000)
    one, five, _ = os.getloadavg()
    print(f"load average {one:.2f} (1 min), {five:.2f} (5 min); {os.cpu_count()} cores")

    def line(name: str, values: list[float], goal: float | None) -> None:
        med, worst = statistics.median(values), max(values)
        verdict = "" if goal is None else f"   goal <= {goal:g} ms: " + (
            "met" if med <= goal else "NOT met")
        print(f"{name:52s} median {med:8.1f} ms, slowest {worst:8.1f} ms{verdict}")

    line("(a) exposure map, 4 zones x 12 pieces, from scratch", fresh, 300)
    line("(b) exposure map after one piece is moved", after, 50)
    line("(c) race: 3 objectives x 4 warbands x 10 models", race_ms, None)
    return 0


if __name__ == "__main__":
    sys.exit(main())
