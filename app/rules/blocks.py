"""A block of models put down at once: a unit or a whole warband dragged from the set-up tray
lands laid out around the drop point, each base clear of the others (G8).

:func:`block_layout` takes the models as groups (a unit is a group, kept together) of
``(base, facing_deg)`` and returns each base centre, in inches:

- inside a group the models stand in rows (``aspect``: how much wider than deep); the closest
  points (G3) of two neighbours in a row, and of a row and the row before it, are exactly
  ``gap_in`` apart (1 in by default: within 1 in of each other, G4, so any unit coherency
  of 1 in or more holds, S2), never closer, for every base shape and facing;
- the groups are set side by side in shelves (the block about ``aspect`` times as wide as
  deep), their boxes at least ``group_gap_in`` apart
  (S2's unit gap where the deployment has one), so models of different groups are at least
  that far apart too;
- the whole block is centred on the drop point (the middle of its bounding box).

Pure geometry (no game state); the game decides which models go and judges where they land.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from .bases import Base
from .geometry import Footprint, distance, footprint

Point2 = tuple[float, float]

BLOCK_GAP_IN = 1.0
"""The spacing of a block dropped from the tray: 1 in between neighbouring bases."""

_STEPS = 60  # bisection steps: the interval (at most the gap) shrinks below 1e-15 in


def _bounds(base: Base, facing_deg: float) -> tuple[float, float, float, float]:
    """The base's box about its own centre, at its facing: ``(min_x, min_y, max_x, max_y)``."""
    return footprint(base, 0.0, 0.0, facing_deg).bounds()


def _at(fp: Footprint, dx: float, dy: float) -> Footprint:
    return Footprint(fp.shape, fp.x + dx, fp.y + dy, fp.a, fp.b, fp.ux, fp.uy)


def _nearest_gap(fixed: Sequence[Footprint], moving: Sequence[Footprint]) -> float:
    """The closest-point distance between any base of ``fixed`` and any of ``moving``."""
    return min(distance(p, q) for p in fixed for q in moving)


def _push(fixed: Sequence[Footprint], moving: Sequence[Footprint], dx: float, dy: float,
          gap_in: float) -> float:
    """How far, ``s`` in ``[0, 1]``, to move ``moving`` by ``s * (dx, dy)`` so its nearest
    base is exactly ``gap_in`` from ``fixed``'s: the boxes touch at ``s = 0`` and stand
    ``gap_in`` apart at ``s = 1``. The two sets lie on either side of a line across the
    direction, so the distance never falls as they move apart: a bisection finds it, and
    the upper end is kept (never closer than ``gap_in``)."""
    if _nearest_gap(fixed, moving) >= gap_in:
        return 0.0
    lo, hi = 0.0, 1.0
    for _ in range(_STEPS):
        mid = (lo + hi) / 2
        if _nearest_gap(fixed, [_at(q, mid * dx, mid * dy) for q in moving]) >= gap_in:
            hi = mid
        else:
            lo = mid
    return hi


def _group(models: Sequence[tuple[Base, float]], gap_in: float, aspect: float
           ) -> list[Point2]:
    """One group's centres, in rows, about an origin (see the module docstring)."""
    n = len(models)
    columns = max(1, min(n, math.ceil(math.sqrt(n * aspect))))
    boxes = [_bounds(base, facing) for base, facing in models]
    out: list[Point2] = [(0.0, 0.0)] * n
    placed: list[Footprint] = []  # the row before, as laid
    bottom = 0.0
    for start in range(0, n, columns):
        row = list(range(start, min(n, start + columns)))
        # along the row: each base right of the one before, exactly gap_in from it
        xs = [0.0]
        for prev, k in zip(row, row[1:]):
            x0 = xs[-1] + boxes[prev][2] - boxes[k][0]
            p = footprint(models[prev][0], xs[-1], 0.0, models[prev][1])
            q = footprint(models[k][0], x0, 0.0, models[k][1])
            xs.append(x0 + gap_in * _push([p], [q], gap_in, 0.0, gap_in))
        left = min(x + boxes[k][0] for x, k in zip(xs, row))
        right = max(x + boxes[k][2] for x, k in zip(xs, row))
        shift = -(left + right) / 2  # each row centred on the group's middle
        xs = [x + shift for x in xs]
        top = min(boxes[k][1] for k in row)
        y = 0.0 if not placed else bottom - top
        fps = [footprint(models[k][0], x, y, models[k][1]) for x, k in zip(xs, row)]
        if placed:  # down from the row before until the nearest bases are gap_in apart
            y += gap_in * _push(placed, fps, 0.0, gap_in, gap_in)
            fps = [footprint(models[k][0], x, y, models[k][1]) for x, k in zip(xs, row)]
        for x, k in zip(xs, row):
            out[k] = (x, y)
        bottom = y + max(boxes[k][3] for k in row)
        placed = fps
    return out


def block_layout(groups: Sequence[Sequence[tuple[Base, float]]], centre: Point2,
                 gap_in: float = BLOCK_GAP_IN, group_gap_in: float | None = None,
                 aspect: float = 1.0) -> list[list[Point2]]:
    """The base centres of a block dropped at ``centre`` (inches): for each group, one
    ``(x_in, y_in)`` per ``(base, facing_deg)`` given, in order. ``group_gap_in`` (default
    ``gap_in``): how far apart the groups' boxes stand. ``aspect``: about how many times
    wider than deep the block is laid (3 for a zone along the top or bottom edge, 1/3 along
    a side). See the module docstring."""
    aspect = aspect if math.isfinite(aspect) and aspect > 0 else 1.0
    between = gap_in if group_gap_in is None else max(gap_in, group_gap_in)
    laid = []
    for models in groups:
        spots = _group(models, gap_in, aspect) if models else []
        boxes = [_bounds(b, f) for b, f in models]
        box = ((min(x + bx[0] for (x, _), bx in zip(spots, boxes)),
                min(y + bx[1] for (_, y), bx in zip(spots, boxes)),
                max(x + bx[2] for (x, _), bx in zip(spots, boxes)),
                max(y + bx[3] for (_, y), bx in zip(spots, boxes))) if spots
               else (0.0, 0.0, 0.0, 0.0))
        laid.append((spots, box))
    # shelves of groups, about as wide as the whole block is deep
    area = sum((b[2] - b[0] + between) * (b[3] - b[1] + between) for _, b in laid)
    width = max([math.sqrt(area * aspect)] + [b[2] - b[0] for _, b in laid])
    offsets: list[Point2] = []
    x = y = shelf = 0.0
    for _, (x0, y0, x1, y1) in laid:
        w, h = x1 - x0, y1 - y0
        if x > 0 and x + w > width + 1e-9:
            x, y, shelf = 0.0, y + shelf + between, 0.0
        offsets.append((x - x0, y - y0))
        x += w + between
        shelf = max(shelf, h)
    placed = [[(sx + ox, sy + oy) for sx, sy in spots]
              for (spots, _), (ox, oy) in zip(laid, offsets)]
    boxes = [(x0 + ox, y0 + oy, x1 + ox, y1 + oy)
             for (spots, (x0, y0, x1, y1)), (ox, oy) in zip(laid, offsets) if spots]
    if not boxes:
        return placed
    mid_x = (min(b[0] for b in boxes) + max(b[2] for b in boxes)) / 2
    mid_y = (min(b[1] for b in boxes) + max(b[3] for b in boxes)) / 2
    cx, cy = centre
    return [[(sx - mid_x + cx, sy - mid_y + cy) for sx, sy in spots] for spots in placed]
