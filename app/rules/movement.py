"""Movement: the 8 in running rule and allies (M10). Off-table models (C9, M9) are ignored.

A model may not run when a non-allied enemy model is within 8 in at the start of its
player's turn (measured from where both stood then, not from where a dragged model is now);
enemies that are fleeing, stunned, knocked down or hidden do not stop it, and allies are
never enemies (C8, M10). Distances are closest-point (G3), inclusive (G4).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

from .geometry import EPS_IN, Footprint, closest_points, distance, within
from .verdicts import Point2, Said, Violation, fmt_in, fmt_range

RUN_BLOCK_IN = 8.0
"""M10: an enemy within this distance stops a model from running."""
RUN_IGNORES = frozenset({"fleeing", "stunned", "knocked_down", "hidden"})
"""M10: statuses of enemy models that do not stop running."""
OFF_TABLE = frozenset({"out_of_action", "fled", "unplaced"})
"""Models with these statuses are off the table and ignored by every rule (``unplaced``:
still in the set-up tray)."""

Allied = Callable[[str, str], bool]


def alliance_test(alliances: Iterable[Iterable[str]]) -> Allied:
    """``allied(a, b)`` for alliance groups of player ids (M10); nobody is their own ally."""
    groups = [frozenset(g) for g in alliances]
    pairs = {(a, b) for g in groups for a in g for b in g if a != b}
    return lambda a, b: (a, b) in pairs


def is_enemy(player: str, other_player: str, allied: Allied) -> bool:
    """C8/M10: every model of another warband is an enemy, unless the two are allied."""
    return player != other_player and not allied(player, other_player)


def blocks_running(player: str, other_player: str, other_status: str, allied: Allied) -> bool:
    """M10: can this other model stop ``player``'s models from running (when near enough)?"""
    return (is_enemy(player, other_player, allied) and other_status not in RUN_IGNORES
            and other_status not in OFF_TABLE)


def run_block(distance_in: float, other_id: str, other_name: str,
              run_block_in: float = RUN_BLOCK_IN,
              points: tuple[Point2, Point2] | None = None,
              at_start: bool = False) -> Violation | None:
    """M10: the reason a model cannot run because of this enemy, or ``None`` if it is too far.
    ``at_start``: measured from where both stood when the player's turn began."""
    if not within(distance_in, run_block_in):
        return None
    if at_start:
        said = Said.translate("Judge", "Cannot run: {other} was {distance} away when the turn "
                                       "began, within {range} (M10)")
    else:
        said = Said.translate("Judge", "Cannot run: {other} is {distance} away, within {range} "
                                       "(M10)")
    return Violation(
        "M10",
        said.format(other=other_name, distance=fmt_in(distance_in, run_block_in),
                    range=fmt_range(run_block_in)),
        other_id, distance_in, points, run_block_in, "run",
    )


def start_neighbours(fps: dict[str, Footprint], reach_in: float = RUN_BLOCK_IN
                     ) -> dict[str, dict[str, float]]:
    """M10: ``{id: {other_id: distance_in}}`` for every pair of footprints within
    ``reach_in`` (closest points, G3; inclusive, G4): where the models stood as the player's
    turn began. A uniform grid keeps it near linear in the number of models."""
    cell = max(reach_in, 1.0)
    grid: dict[tuple[int, int], list[str]] = {}
    for mid, fp in fps.items():
        grid.setdefault((math.floor(fp.x / cell), math.floor(fp.y / cell)), []).append(mid)
    widest = max((fp.radius for fp in fps.values()), default=0.0)
    out: dict[str, dict[str, float]] = {mid: {} for mid in fps}
    for mid, fp in fps.items():
        reach = reach_in + fp.radius + widest + EPS_IN
        x0, x1 = math.floor((fp.x - reach) / cell), math.floor((fp.x + reach) / cell)
        y0, y1 = math.floor((fp.y - reach) / cell), math.floor((fp.y + reach) / cell)
        for cx in range(x0, x1 + 1):
            for cy in range(y0, y1 + 1):
                for j in grid.get((cx, cy), ()):
                    if j <= mid:  # each pair once
                        continue
                    ofp = fps[j]
                    if (math.hypot(ofp.x - fp.x, ofp.y - fp.y) - fp.radius - ofp.radius
                            > reach_in + EPS_IN):
                        continue
                    d = distance(fp, ofp)
                    if within(d, reach_in):
                        out[mid][j] = d
                        out[j][mid] = d
    return out


def can_run(fp: Footprint, player: str,
            others: Iterable[tuple[str, str, str, str, Footprint]], allied: Allied,
            run_block_in: float = RUN_BLOCK_IN) -> tuple[bool, Violation | None]:
    """M10 for one model. ``others``: ``(id, name, player, status, footprint)`` of the other
    models. Returns ``(can_run, reason)``, the reason naming the nearest blocking enemy."""
    best: tuple[float, str, str, Footprint] | None = None
    for oid, name, other_player, status, ofp in others:
        if not blocks_running(player, other_player, status, allied):
            continue
        d = distance(fp, ofp)
        if within(d, run_block_in) and (best is None or (d, oid) < best[:2]):
            best = (d, oid, name, ofp)
    if best is None:
        return True, None
    return False, run_block(best[0], best[1], best[2], run_block_in,
                            closest_points(fp, best[3]))
