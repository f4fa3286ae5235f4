"""Bases never overlap (G8), and what a drop needs the players' agreement for.

G8: two bases may touch (closest-point distance 0 with no shared area) but never share area.
"Sharing area" is measured by the true shapes (round, oval and rectangular footprints of
:mod:`app.rules.geometry`, all convex) as a *penetration depth*: the shortest distance one
base would have to move for the two to stop overlapping. Bases overlap when that depth is
more than G4's float tolerance (1e-6 in), so bases placed exactly touching, at any angle and
with ovals, are legal, and a hair of overlap (0.0001 in) is not.

How the depth is measured (exact to float precision, never through a buffered polygon)
    * round / round: ``r1 + r2 - |c1 - c2|``.
    * round / anything: ``r - s`` where ``s`` is the signed distance from the round base's
      centre to the other base (negative inside; :func:`~app.rules.geometry.
      signed_distance_point`), exact for convex shapes.
    * otherwise, by the support functions (:meth:`~app.rules.geometry.Footprint.support`,
      exact for every shape): the gap between two convex bases along a unit direction ``n``
      is ``-h_p(n) - h_q(-n)``; its largest value over all directions is their distance when
      apart and minus the penetration depth when they overlap. Two rectangles need only the
      four edge normals (exact). With an oval the gap is sampled at 128 directions (NumPy)
      and each sampled peak that may hold the maximum refined by Brent's method to float
      resolution; rectangles' edge normals (where the gap has a corner) are tried exactly.

What a knowing placement overrides (:func:`needs_agreement`): during set-up, every rule the
model's verdict breaks (M4, S2, S3, G2, G8); in play, only G8 (other flags in play, such as a
base over the table edge, G2, are shown but never stop a drop).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from .geometry import EPS_IN, Footprint, _golden_min, _unit_circle, signed_distance_point
from .verdicts import ModelVerdict, Violation, fmt_over

RULE = "G8"
_DIRECTIONS = 128


def overlap_depth(p: Footprint, q: Footprint) -> float:
    """How deep two bases share area, inches (G8): the shortest distance either would have
    to move for them to stop overlapping; 0 when they are apart or just touch. Symmetric."""
    dc = math.hypot(q.x - p.x, q.y - p.y)
    if dc >= p.radius + q.radius:  # their enclosing circles do not overlap
        return 0.0
    if p.shape == "round" and q.shape == "round":
        return max(0.0, p.a + q.a - dc)
    if p.shape == "round":
        return max(0.0, p.a - signed_distance_point(q, p.x, p.y))
    if q.shape == "round":
        return max(0.0, q.a - signed_distance_point(p, q.x, q.y))
    return max(0.0, -_separation(p, q))


def overlaps(p: Footprint, q: Footprint) -> bool:
    """G8: do two bases share area (deeper than G4's 1e-6 in tolerance)? Touching is not
    overlapping."""
    return overlap_depth(p, q) > EPS_IN


def overlap_violation(depth_in: float, other_id: str, other_name: str) -> Violation | None:
    """G8: a base overlapping another model's base by ``depth_in`` inches (see
    :func:`overlap_depth`) is a violation naming the other model; ``None`` when the depth is
    within the tolerance (they touch or are apart). ``distance_in`` is 0: overlapping bases
    are 0 apart (G3)."""
    if depth_in <= EPS_IN:
        return None
    return Violation(RULE, f"Overlaps {other_name} by {fmt_over(depth_in)} (G8)", other_id, 0.0)


def needs_agreement(verdict: ModelVerdict, setup: bool) -> tuple[Violation, ...]:
    """The broken rules a drop of this model may only be made knowingly for (Shift, or
    *Place anyway*): during set-up every violation of its verdict; in play only G8."""
    if setup:
        return tuple(verdict.violations)
    return tuple(v for v in verdict.violations if v.rule == RULE)


# -- the support-function separation -----------------------------------------------------------
def _gap_fn(p: Footprint, q: Footprint) -> Callable[[float], float]:
    def gap(t: float) -> float:
        nx, ny = math.cos(t), math.sin(t)
        return -p.support(nx, ny) - q.support(-nx, -ny)
    return gap


def _support_many(fp: Footprint, nx, ny):  # noqa: ANN001, ANN202 - NumPy arrays
    """:meth:`Footprint.support` for arrays of unit directions."""
    import numpy as np

    cn = fp.x * nx + fp.y * ny
    if fp.shape == "round":
        return cn + fp.a
    nu = nx * fp.ux + ny * fp.uy
    nv = -nx * fp.uy + ny * fp.ux
    if fp.shape == "oval":
        return cn + np.hypot(fp.a * nu, fp.b * nv)
    return cn + fp.a * np.abs(nu) + fp.b * np.abs(nv)


def _separation(p: Footprint, q: Footprint) -> float:
    """Largest gap between two convex bases over all directions: their distance when apart,
    minus their penetration depth when they overlap (module docstring)."""
    gap = _gap_fn(p, q)
    best = -math.inf
    for fp in (p, q):
        if fp.shape == "rect":  # edge normals: exact for polygons, corners of the gap
            base = math.atan2(fp.uy, fp.ux)
            for k in range(4):
                best = max(best, gap(base + k * math.pi / 2))
    if p.shape == "rect" and q.shape == "rect":
        return best
    import numpy as np

    cos, sin = _unit_circle(_DIRECTIONS)
    g = -_support_many(p, cos, sin) - _support_many(q, -cos, -sin)
    step = 2.0 * math.pi / _DIRECTIONS
    # A peak between samples rises above its best sample by at most |g''| step^2 / 8; |g''|
    # is at most the centres' distance plus, per base, R^2/r + R (an oval's largest radius of
    # curvature plus its support; R, r its half-axes) or a + b (a rectangle). Peaks lower
    # than the best sample by more than four times that bound cannot hold the maximum.
    bend = math.hypot(q.x - p.x, q.y - p.y)
    for fp in (p, q):
        big, small = max(fp.a, fp.b), min(fp.a, fp.b)
        bend += big * big / small + big if fp.shape == "oval" else fp.a + fp.b
    floor = float(g.max()) - bend * step * step / 2.0
    peaks = np.nonzero((g >= np.roll(g, 1)) & (g >= np.roll(g, -1)) & (g >= floor))[0]
    for k in peaks:
        t0 = float(k) * step
        _, neg = _golden_min(lambda t: -gap(t), t0 - step, t0 + step)
        best = max(best, float(g[k]), -neg)
    return best
