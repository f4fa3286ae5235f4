"""Cost of one drag step: re-judging after one model moves (issue 7).

    python benchmarks/drag_step.py

Prints the median time of :meth:`app.rules.judge.Judge.move` for
(a) 6 warbands x 20 models (25 mm bases, units of 5) + 5 objectives during set-up, and
(b) 1000 models spread over the whole 72 x 48 in table, in play, and, for information,
(c) the same 120 models as (a) with a third on 60x35 mm ovals and a third on 25x50 mm
rectangles, dragging only ovals (the costliest shape to measure).
Goals: (a) <= 1 ms, (b) <= 8 ms. Each step moves one model by up to 0.5 in, like a mouse drag.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.game.state import Deployment, ObjectiveControl  # noqa: E402
from app.rules.bases import Base  # noqa: E402
from app.rules.judge import Judge  # noqa: E402
from app.rules.table import Table  # noqa: E402


@dataclass
class Piece:
    id: str
    player: str
    unit: str
    name: str
    base: Base
    x_in: float
    y_in: float
    facing_deg: float = 0.0
    status: str = "active"


@dataclass
class Side:
    id: str
    name: str
    segment: str | None = None
    edge: str | None = None


@dataclass
class Marker:
    id: str
    x_in: float
    y_in: float


def six_warbands(rng: random.Random) -> tuple[list[Side], list[Piece]]:
    table = Table()
    sides, pieces = [], []
    base = Base.round(25)
    for n, (letter, seg) in enumerate(table.segments().items()):
        sides.append(Side(f"p{n}", f"Warband {n}", letter, seg.edge))
        (x0, y0), (x1, y1) = seg.start, seg.end
        for k in range(20):
            t = (k + 0.5) / 20
            x, y = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
            # step 1-5 in into the table, away from the edge
            inward = {"top": (0, 1), "bottom": (0, -1), "left": (1, 0), "right": (-1, 0)}
            ix, iy = inward[seg.edge]
            depth = 1.0 + 4.0 * rng.random()
            pieces.append(Piece(f"p{n}-{k}", f"p{n}", f"u{k // 5}", "Warrior", base,
                                x + ix * depth, y + iy * depth))
    return sides, pieces


def crowd(rng: random.Random, n: int) -> tuple[list[Side], list[Piece]]:
    sides = [Side(f"p{i}", f"Warband {i}", None, None) for i in range(6)]
    base = Base.round(25)
    pieces = [Piece(f"m{i}", f"p{i % 6}", f"u{i // 8}", "Warrior", base,
                    rng.uniform(1, 71), rng.uniform(1, 47)) for i in range(n)]
    return sides, pieces


def median_step_ms(judge: Judge, pieces: list[Piece], rng: random.Random, steps: int) -> float:
    times: list[float] = []
    positions = {p.id: (p.x_in, p.y_in) for p in pieces}
    for _ in range(steps):
        p = rng.choice(pieces)
        x, y = positions[p.id]
        x = min(71.0, max(1.0, x + rng.uniform(-0.5, 0.5)))
        y = min(47.0, max(1.0, y + rng.uniform(-0.5, 0.5)))
        positions[p.id] = (x, y)
        t0 = time.perf_counter()
        judge.move(p.id, x, y)
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1000.0


def main() -> None:
    rng = random.Random(7)
    objectives = [Marker(f"o{i}", x, y) for i, (x, y) in
                  enumerate([(36, 24), (18, 12), (54, 12), (18, 36), (54, 36)])]
    sides, pieces = six_warbands(rng)
    t0 = time.perf_counter()
    judge = Judge(Table(), Deployment(), ObjectiveControl(), sides, pieces, objectives, setup=True)
    build = (time.perf_counter() - t0) * 1000.0
    a = median_step_ms(judge, pieces, rng, 3000)
    print(f"6 warbands x 20 models + 5 objectives: median drag step {a:.3f} ms "
          f"(goal <= 1 ms); build {build:.1f} ms")
    sides, pieces = crowd(rng, 1000)
    t0 = time.perf_counter()
    judge = Judge(Table(), Deployment(), ObjectiveControl(), sides, pieces, objectives, setup=False)
    build = (time.perf_counter() - t0) * 1000.0
    b = median_step_ms(judge, pieces, rng, 2000)
    print(f"1000 models + 5 objectives:            median drag step {b:.3f} ms "
          f"(goal <= 8 ms); build {build:.1f} ms")
    sides, pieces = six_warbands(rng)
    oval = Base("oval", length_mm=60, width_mm=35)
    rect = Base("rect", width_mm=25, depth_mm=50)
    for i, p in enumerate(pieces):
        if i % 3 < 2:
            p.base = oval if i % 3 == 0 else rect
            p.facing_deg = rng.uniform(0.0, 360.0)
    judge = Judge(Table(), Deployment(), ObjectiveControl(), sides, pieces, objectives, setup=True)
    c = median_step_ms(judge, [p for p in pieces if p.base is oval], rng, 1000)
    print(f"120 mixed bases, dragging an oval:       median drag step {c:.3f} ms (no goal)")


if __name__ == "__main__":
    main()
