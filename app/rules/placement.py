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

The other placement rules the app applies outside the judge live here too, each returning
:class:`Limit` records (the rule, the players' sentence, whether they may agree it away):
a counter's limits (:func:`counter_limits`: wholly on the table, G2; on no other marker, G8;
a scenario's distances, G3/G5), bases touching by their true shapes (:func:`bases_touch`,
G3/G4) and the Mordheim table minimum (:func:`table_minimum`, M1).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import NamedTuple

from .geometry import (EPS_IN, Footprint, golden_min, unit_circle, distance,
                       signed_distance_point, within)
from .verdicts import ModelVerdict, Said, Violation, fmt_in, fmt_over, fmt_range

RULE = "G8"
WHOLLY_OFF = "off the table"
"""G2: what a violation concerns (``other``) when the base is wholly off the table, not
only over its edge: a mis-drag, refused in play as an overlap is (:func:`needs_agreement`)."""
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


def sure_overlap(p: Footprint, q: Footprint) -> float:
    """A quick lower bound on :func:`overlap_depth` (G8): how far the circles inscribed about
    the two centres overlap, when that is deeper than G4's tolerance; 0.0 otherwise (they
    may still overlap: measure). Bases stacked on one another are told apart this way
    without the exact search."""
    bound = p.inner + q.inner - math.hypot(q.x - p.x, q.y - p.y)
    return bound if bound > EPS_IN else 0.0


def touching_only(p: Footprint, q: Footprint, point: tuple[float, float]) -> bool:
    """A quick proof that two bases meeting at ``point`` (a point of both rims, as
    :func:`app.rules.geometry.closest_points` gives for bases 0 apart) share no area deeper
    than G4's tolerance (G8: they touch): the gap across the rim's normal there, of either
    base, is no deeper than the tolerance. ``False`` proves nothing: measure
    :func:`overlap_depth`."""
    for fp, other in ((p, q), (q, p)):
        lx, ly = fp._to_local(*point)
        if fp.shape == "round":
            nu, nv = lx, ly
        elif fp.shape == "oval":
            nu, nv = lx / (fp.a * fp.a), ly / (fp.b * fp.b)
        else:
            continue
        n = math.hypot(nu, nv)
        if n == 0.0:
            continue
        nu, nv = nu / n, nv / n
        nx, ny = nu * fp.ux - nv * fp.uy, nu * fp.uy + nv * fp.ux
        if -fp.support(nx, ny) - other.support(-nx, -ny) >= -EPS_IN:
            return True
    return False


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
    return Violation(RULE, Said.translate("Judge", "Overlaps {other} by {depth} (G8)").format(
        other=other_name, depth=fmt_over(depth_in)), other_id, 0.0)


def needs_agreement(verdict: ModelVerdict, setup: bool) -> tuple[Violation, ...]:
    """The broken rules a drop of this model may only be made knowingly for (Shift, or
    *Place anyway*): during set-up every violation of its verdict; in play G8 and T2 (a
    base on terrain bases may not stand in, judged as G8) and G2 for a base wholly off the
    table (a mis-drag: trial 8 found one left in the margin for ten turns; a base only over
    the edge stays where it is dropped, shown red)."""
    if setup:
        return tuple(verdict.violations)
    return tuple(v for v in verdict.violations if v.rule in (RULE, "T2")
                 or (v.rule == "G2" and v.other == WHOLLY_OFF))


# -- limits as records ----------------------------------------------------------------------
@dataclass(frozen=True)
class Limit:
    """A placement rule a spot (or a table) breaks: ``rule`` its ID (``"G2"``, ``"G8"``,
    ``"M1"``, or ``"scenario"`` for a scenario's own limit), ``reason`` the sentence players
    read, and ``agreeable``: whether the players may knowingly agree it away (Shift, or
    *Place anyway*; the log records it)."""

    rule: str
    reason: str
    agreeable: bool = True

    def never_agreed(self, thing: str = "counter") -> str:
        """Why no agreement lifts this limit, after its reason ("Part of the marker is off
        the table: a counter must lie wholly on the table"); ``thing`` names what is placed."""
        if self.rule == "G8":
            return Said.translate("Placement", "{reason}: markers cannot lie on top of each "
                                               "other").format(reason=self.reason)
        return Said.translate("Placement", "{reason}: a {thing} must lie wholly on the table"
                              ).format(reason=self.reason, thing=thing)


MARKER_OFF_TABLE = "Part of the marker is off the table"
MARKER_OVERLAPS = "Overlaps"
"""The first words of the two counter limits players cannot agree away (G2, G8)."""


class Marker(NamedTuple):
    """A marker already on the table, as a counter's limits read it: its centre and radius
    (inches), its name for sentences, and ``own``: one of the placing player's own counters
    of the same kind."""

    x_in: float
    y_in: float
    radius_in: float
    label: str
    own: bool = False


def counter_limits(x_in: float, y_in: float, radius_in: float, width_in: float,
                   depth_in: float, markers: Iterable[Marker], *,
                   within_centre_in: float | None = None,
                   more_than_from_markers_in: float | None = None,
                   own_more_than_in: float | None = None) -> list[Limit]:
    """The limits a round counter of ``radius_in`` centred at ``(x_in, y_in)`` breaks on a
    ``width_in`` x ``depth_in`` table, in this order: wholly on the table (G2, never agreed
    away); wholly within ``within_centre_in`` of the table centre (G5); per marker, on top of
    it (G8, never agreed away), else within ``more_than_from_markers_in`` of it, else within
    ``own_more_than_in`` of the player's own counter (closest points, G3; G4 inclusive).
    Empty when the spot is legal."""
    r = radius_in
    out: list[Limit] = []
    if (x_in - r < -EPS_IN or y_in - r < -EPS_IN or x_in + r > width_in + EPS_IN
            or y_in + r > depth_in + EPS_IN):
        out.append(Limit("G2", Said.translate("Placement", "Part of the marker is off the table"),
                         agreeable=False))
    if within_centre_in is not None:
        far = math.hypot(x_in - width_in / 2, y_in - depth_in / 2) + r
        if not within(far, within_centre_in):
            out.append(Limit("scenario", Said.translate(
                "Placement", "Not wholly within {range} of the table centre: part of it is "
                "{far} away").format(range=fmt_range(within_centre_in),
                                     far=fmt_in(far, within_centre_in))))
    for m in markers:
        raw = math.hypot(m.x_in - x_in, m.y_in - y_in) - r - m.radius_in
        gap = max(0.0, raw)
        if raw < -EPS_IN:
            out.append(Limit("G8", Said.translate("Placement", "Overlaps {marker}").format(
                marker=m.label), agreeable=False))
        elif more_than_from_markers_in is not None and within(gap, more_than_from_markers_in):
            out.append(Limit("scenario", Said.translate(
                "Placement", "Too close to {marker}: {gap}, must be more than {range}").format(
                    marker=m.label, gap=fmt_in(gap, more_than_from_markers_in),
                    range=fmt_range(more_than_from_markers_in))))
        elif own_more_than_in is not None and m.own and within(gap, own_more_than_in):
            out.append(Limit("scenario", Said.translate(
                "Placement", "Too close to your own {marker}: {gap}, must be more than {range}"
                ).format(marker=m.label, gap=fmt_in(gap, own_more_than_in),
                         range=fmt_range(own_more_than_in))))
    return out


def never_agreed(limits: Iterable[Limit]) -> Limit | None:
    """The first of ``limits`` the players cannot agree away, or ``None``."""
    return next((limit for limit in limits if not limit.agreeable), None)


def bases_touch(p: Footprint, q: Footprint) -> bool:
    """Two bases touch (or overlap): their closest points, measured on the true shapes
    (round, oval, rectangular; G3), are no farther apart than G4's tolerance."""
    return sure_overlap(p, q) > 0.0 or distance(p, q) <= EPS_IN


MORDHEIM_MIN_TABLE_IN = (72.0, 48.0)
"""M1: a Mordheim multiplayer table is at least 72 x 48 in."""


def table_minimum(system: str, players: int, width_in: float, depth_in: float) -> Limit | None:
    """M1: a Mordheim game of three or more warbands needs a table of at least 72 x 48 in
    (either way round); ``None`` when the table is big enough or the rule does not apply.
    ``players``: how many warbands will play (a scenario checks the most it allows, the
    new-game wizard the fewest, a new game the players entered). Never agreed away."""
    if system != "mordheim" or players < 3:
        return None
    long, short = MORDHEIM_MIN_TABLE_IN
    if max(width_in, depth_in) >= long and min(width_in, depth_in) >= short:
        return None
    return Limit("M1", "a Mordheim multiplayer table is at least 72 x 48 in (M1)",
                 agreeable=False)


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


def _sampled_gaps(p: Footprint, q: Footprint):  # noqa: ANN202 - (NumPy array, float, float)
    """The gap of :func:`_gap_fn` in :data:`_DIRECTIONS` directions, the step between them
    and a bound on ``|gap''|``: a peak between samples rises above its best sample by at most
    ``bend * step**2 / 8``. ``|gap''|`` is at most the centres' distance plus, per base,
    R^2/r + R (an oval's largest radius of curvature plus its support; R, r its half-axes)
    or a + b (a rectangle)."""
    cos, sin = unit_circle(_DIRECTIONS)
    g = -_support_many(p, cos, sin) - _support_many(q, -cos, -sin)
    step = 2.0 * math.pi / _DIRECTIONS
    bend = math.hypot(q.x - p.x, q.y - p.y)
    for fp in (p, q):
        big, small = max(fp.a, fp.b), min(fp.a, fp.b)
        bend += big * big / small + big if fp.shape == "oval" else fp.a + fp.b
    return g, step, bend


def overlap_bound(p: Footprint, q: Footprint) -> float:
    """A lower bound on :func:`overlap_depth` from the sampled directions alone (no search):
    positive only when the bases surely overlap deeper than G4's tolerance, 0.0 when that
    is not proved (measure). Round pairs: the exact depth; a rectangle: 0.0 (its gap peaks
    sharply at its edges' normals, between the samples)."""
    if p.shape == "round" and q.shape == "round":
        return overlap_depth(p, q)
    if p.shape == "rect" or q.shape == "rect":
        return 0.0
    g, step, bend = _sampled_gaps(p, q)
    bound = -(float(g.max()) + bend * step * step / 8.0)
    return bound if bound > EPS_IN else 0.0


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

    g, step, bend = _sampled_gaps(p, q)
    floor = float(g.max()) - bend * step * step / 2.0
    peaks = np.nonzero((g >= np.roll(g, 1)) & (g >= np.roll(g, -1)) & (g >= floor))[0]
    for k in peaks:
        t0 = float(k) * step
        _, neg = golden_min(lambda t: -gap(t), t0 - step, t0 + step)
        best = max(best, float(g[k]), -neg)
    return best
