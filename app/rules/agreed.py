"""The set-up zone the players agree, where a scenario gives none (``players-agree``).

A scenario such as Brothers-in-Arms names no set-up zones: the players agree where each
warband sets up (rules.md: such a deployment has no zones to judge, so nothing here ever
refuses a placement). What they agreed is recorded per player as a small mapping, which
the game file keeps as it is:

* ``{"edge": "top", "depth_in": 6.0}``: the strip within ``depth_in`` of a whole table edge
  (top, right, bottom, left as drawn), like a Battle Formations zone (S2);
* ``{"quarter": "top-left"}``: one quarter of the table (the table cut in half both ways,
  as Brothers-in-Arms' objectives sit at the centre of each 24 in quarter).

Exposure (R4), the race (R5) and the ``plan`` command read the zone from
:func:`agreed_zone`; :func:`agreed_problem` says, in one sentence, why a mapping is not one.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Mapping

from .table import EDGES, Table

if TYPE_CHECKING:
    from shapely.geometry import Polygon

QUARTERS = ("top-left", "top-right", "bottom-right", "bottom-left")
"""The table's quarters as drawn, clockwise from the top-left."""

DEPTH_MAX_IN = 1000.0
"""The deepest agreed edge strip the game file takes (the strip stops at the far edge)."""


def agreed_problem(spec: Any) -> str | None:
    """Why ``spec`` is not an agreed zone (English, for the game file's checks and the
    commands' guards), or ``None``: an edge with a depth in inches, or a quarter, nothing
    else."""
    if not isinstance(spec, Mapping):
        return "an agreed set-up zone is an object with an edge and depth_in, or a quarter"
    keys = set(spec)
    if keys == {"edge", "depth_in"}:
        if spec["edge"] not in EDGES:
            return f"unknown table edge {spec['edge']!r}; expected one of {', '.join(EDGES)}"
        depth = spec["depth_in"]
        if isinstance(depth, bool) or not isinstance(depth, (int, float)) \
                or not math.isfinite(depth) or not 0 < depth <= DEPTH_MAX_IN:
            return f"depth_in is a number of inches above 0 and at most {DEPTH_MAX_IN:g}"
        return None
    if keys == {"quarter"}:
        if spec["quarter"] not in QUARTERS:
            return (f"unknown table quarter {spec['quarter']!r}; expected one of "
                    f"{', '.join(QUARTERS)}")
        return None
    return "an agreed set-up zone holds edge and depth_in, or quarter, and nothing else"


def canonical(spec: Mapping[str, Any] | None) -> dict[str, Any] | None:
    """The zone as the game keeps it: ``None`` (none agreed), or a fresh dict with the depth
    as a float. ``ValueError`` with :func:`agreed_problem`'s sentence for anything else."""
    if spec is None:
        return None
    spec = {k: v for k, v in dict(spec).items() if v is not None}
    problem = agreed_problem(spec)
    if problem:
        raise ValueError(problem)
    if "edge" in spec:
        return {"edge": str(spec["edge"]), "depth_in": float(spec["depth_in"])}
    return {"quarter": str(spec["quarter"])}


def quarter_bounds(table: Table, quarter: str) -> tuple[float, float, float, float]:
    """A table quarter as ``(min_x, min_y, max_x, max_y)`` inches; ``ValueError`` for an
    unknown name."""
    w, d = table.width_in, table.depth_in
    hw, hd = w / 2.0, d / 2.0
    boxes = {"top-left": (0.0, 0.0, hw, hd), "top-right": (hw, 0.0, w, hd),
             "bottom-right": (hw, hd, w, d), "bottom-left": (0.0, hd, hw, d)}
    if quarter not in boxes:
        raise ValueError(f"unknown table quarter {quarter!r}; expected one of "
                         f"{', '.join(QUARTERS)}")
    return boxes[quarter]


def agreed_bounds(table: Table, spec: Mapping[str, Any]) -> tuple[float, float, float, float]:
    """The agreed zone's rectangle ``(min_x, min_y, max_x, max_y)`` in inches, on the table
    (an edge strip deeper than the table stops at the far edge)."""
    zone = canonical(spec)
    assert zone is not None
    if "edge" in zone:
        return table.edge_zone_bounds(zone["edge"], zone["depth_in"])
    return quarter_bounds(table, zone["quarter"])


def agreed_zone(table: Table, spec: Mapping[str, Any]) -> "Polygon":
    """The agreed zone as a polygon (R4's deployment zone of a ``players-agree`` game)."""
    from shapely.geometry import box

    return box(*agreed_bounds(table, spec))

