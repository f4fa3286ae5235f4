"""A base placed at an exact gap from a point (G3), for the race's and control's boundary
tests (R5 over S4)."""

from __future__ import annotations

import math

from app.rules.geometry import distance_point, footprint


def base_at_gap(base, gap, angle_deg, facing=0.0, centre=(36.0, 24.0)):  # noqa: ANN001, ANN201
    """``base`` placed along ``angle_deg`` from ``centre`` so that its closest point is
    exactly ``gap`` from it (G3; bisection on the exact distance); its footprint."""
    t = math.radians(angle_deg)
    ux, uy = math.cos(t), math.sin(t)
    lo, hi = 0.0, gap + 10.0
    for _ in range(200):
        mid = (lo + hi) / 2
        fp = footprint(base, centre[0] + ux * mid, centre[1] + uy * mid, facing)
        if distance_point(fp, *centre) < gap:
            lo = mid
        else:
            hi = mid
    return footprint(base, centre[0] + ux * hi, centre[1] + uy * hi, facing)
