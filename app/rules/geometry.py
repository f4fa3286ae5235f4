"""Base footprints and closest-point distances on the table: rules G1-G7.

Every distance here runs between the closest points of two footprints (G3), in inches, and
is never negative: touching, overlapping or nested footprints are 0 apart.

Shapes and conventions
    A :class:`Footprint` is a model's base placed on the table: its centre ``(x, y)`` in
    inches (G2: origin top-left, y down) and, for oval and rectangular bases, a facing.
    ``facing_deg`` is measured anticlockwise *as drawn* from the +x axis; because y points
    down, the facing's unit vector is ``(cos f, -sin f)`` (:func:`facing_vector`). An oval's
    ``length_mm`` and a rectangle's ``width_mm`` run along the facing.

Accuracy (G4 asks for 1e-6 in)
    * Round bases are measured analytically, never through a buffered polygon: to another
      round base ``|c1 - c2| - r1 - r2``; to anything else ``dist(centre, thing) - r``
      (exact for any set, convex or not).
    * Rectangular bases are exact polygons: Shapely and the local-frame clamp are exact up to
      float rounding.
    * Oval bases: the distance from a point (and so from a round base) uses the robust
      bisection of D. Eberly, *Distance from a Point to an Ellipse* (float precision).
      Oval-to-oval runs Newton's method on both rims' parameters, certified by the
      bases' exact support functions (upper and lower bound within 1e-10 in, else the
      search below decides). Oval-to-rectangle (and any uncertified oval pair) starts from
      the closest points of 64-vertex polygons, then minimises the exact distance from the
      oval's rim to the other base over the rim parameter near that start (Brent's method
      to float resolution); both checked against dense brute force to 1e-9 in. "Farthest point from a segment" (wholly-within
      checks) samples the rim at 64 angles and refines the same way.
    * Only oval-to-Shapely-geometry (:func:`distance_to_geometry`, :func:`wholly_within` for
      arbitrary zones) uses the polygon alone. An ellipse polygon with ``N`` vertices at equal
      parameter steps lies *inside* the true ellipse, by at most ``a * (1 - cos(pi / N))``
      (``a`` the semi-major axis); with ``N = 256`` that is 7.5e-5 * a, i.e. under 1e-4 in
      for a 60 mm oval. So such a distance may read long by at most that much;
      :func:`wholly_within` uses the circumscribed polygon instead (scaled by
      ``1 / cos(pi / N)``), so it may refuse an oval that is inside by less than that bound,
      but never accepts one that pokes out.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache, cached_property
from typing import TYPE_CHECKING

from .bases import Base
from .table import Table, mm_to_in

if TYPE_CHECKING:  # Shapely and NumPy load on first use (round bases never need them)
    from collections.abc import Sequence

    import numpy as np
    from shapely.geometry import Polygon
    from shapely.geometry.base import BaseGeometry

EPS_IN = 1e-6
"""Float tolerance of every range comparison, in inches (G4)."""

ELLIPSE_VERTICES = 256
"""Vertices of the polygon standing for an oval base (see the module docstring's bound)."""

_SAMPLES = 64
_GOLDEN = (math.sqrt(5.0) - 1.0) / 2.0

Point2 = tuple[float, float]


# -- range comparisons ------------------------------------------------------------------------
def within(distance_in: float, range_in: float) -> bool:
    """G4: "within D" is inclusive, ``distance <= D`` with a 1e-6 in float tolerance."""
    return distance_in <= range_in + EPS_IN


def beyond(distance_in: float, range_in: float) -> bool:
    """"More than D away": the negation of :func:`within` (e.g. M4's 6 in gap)."""
    return not within(distance_in, range_in)


def at_least_apart(distance_in: float, range_in: float) -> bool:
    """G6: "at least D apart", ``distance >= D`` (exactly D is legal), 1e-6 in tolerance."""
    return distance_in >= range_in - EPS_IN


def facing_vector(facing_deg: float) -> Point2:
    """Unit vector of a facing in table coordinates (anticlockwise as drawn, y down)."""
    rad = math.radians(facing_deg)
    return (math.cos(rad), -math.sin(rad))


# -- footprints -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Footprint:
    """A base placed on the table (G3). Build it with :func:`footprint`.

    ``a`` and ``b`` are half-sizes in inches: for a round base both are the radius; for an
    oval the semi-axes along and across the facing; for a rectangle the half width (along
    the facing) and half depth. ``(ux, uy)`` is the facing's unit vector.
    """

    shape: str
    x: float
    y: float
    a: float
    b: float
    ux: float = 1.0
    uy: float = 0.0

    def __hash__(self) -> int:
        """The fields' hash, worked out once (footprints key the sight caches, T3)."""
        found = self.__dict__.get("_hash")
        if found is None:
            found = self.__dict__["_hash"] = hash(
                (self.shape, self.x, self.y, self.a, self.b, self.ux, self.uy))
        return found

    @property
    def centre(self) -> Point2:
        return (self.x, self.y)

    @cached_property
    def radius(self) -> float:
        """Radius of the smallest circle about the centre that holds the base, inches."""
        if self.shape == "rect":
            return math.hypot(self.a, self.b)
        return max(self.a, self.b)

    @cached_property
    def inner(self) -> float:
        """Radius of the largest circle about the centre inside the base, inches (every
        shape: the smaller half-size)."""
        return min(self.a, self.b)

    @property
    def is_round(self) -> bool:
        return self.shape == "round"

    # local frame: u along the facing, v across it
    def _to_local(self, px: float, py: float) -> Point2:
        dx, dy = px - self.x, py - self.y
        return (dx * self.ux + dy * self.uy, -dx * self.uy + dy * self.ux)

    def _to_table(self, lx: float, ly: float) -> Point2:
        return (self.x + lx * self.ux - ly * self.uy, self.y + lx * self.uy + ly * self.ux)

    def boundary_point(self, t: float) -> Point2:
        """The point of an oval's (or round base's) rim at parameter ``t`` (radians)."""
        return self._to_table(self.a * math.cos(t), self.b * math.sin(t))

    def support(self, nx: float, ny: float) -> float:
        """``max(n . p)`` over every point ``p`` of the base (exact for every shape)."""
        cn = self.x * nx + self.y * ny
        if self.shape == "round":
            return cn + self.a * math.hypot(nx, ny)
        nu = nx * self.ux + ny * self.uy
        nv = -nx * self.uy + ny * self.ux
        if self.shape == "oval":
            return cn + math.hypot(self.a * nu, self.b * nv)
        return cn + self.a * abs(nu) + self.b * abs(nv)

    def support_point(self, nx: float, ny: float) -> Point2:
        """A point of the base where ``n . p`` is largest (the base's extreme in direction n)."""
        if self.shape == "round":
            n = math.hypot(nx, ny)
            return (self.x + self.a * nx / n, self.y + self.a * ny / n)
        nu = nx * self.ux + ny * self.uy
        nv = -nx * self.uy + ny * self.ux
        if self.shape == "oval":
            h = math.hypot(self.a * nu, self.b * nv)
            return self._to_table(self.a * self.a * nu / h, self.b * self.b * nv / h)
        return self._to_table(math.copysign(self.a, nu), math.copysign(self.b, nv))

    def bounds(self) -> tuple[float, float, float, float]:
        """``(min_x, min_y, max_x, max_y)`` of the base, inches, exact."""
        return (-self.support(-1.0, 0.0), -self.support(0.0, -1.0),
                self.support(1.0, 0.0), self.support(0.0, 1.0))

    def closest_point(self, px: float, py: float) -> Point2:
        """The point of the (filled) base nearest to ``(px, py)``; the point itself if inside."""
        if self.shape == "round":
            d = math.hypot(px - self.x, py - self.y)
            if d <= self.a:
                return (px, py)
            s = self.a / d
            return (self.x + (px - self.x) * s, self.y + (py - self.y) * s)
        lx, ly = self._to_local(px, py)
        if self.shape == "rect":
            return self._to_table(min(max(lx, -self.a), self.a), min(max(ly, -self.b), self.b))
        if (lx / self.a) ** 2 + (ly / self.b) ** 2 <= 1.0:
            return (px, py)
        qx, qy = _ellipse_closest(self.a, self.b, abs(lx), abs(ly))
        return self._to_table(math.copysign(qx, lx), math.copysign(qy, ly))

    @cached_property
    def polygon(self) -> Polygon:
        """The base as a Shapely polygon (an oval: :data:`ELLIPSE_VERTICES` inscribed
        vertices; a round base: the same, for drawing and zones only, never for measuring)."""
        if self.shape == "rect":
            from shapely.geometry import Polygon

            return Polygon([self._to_table(sx * self.a, sy * self.b)
                            for sx, sy in ((1, 1), (-1, 1), (-1, -1), (1, -1))])
        return self._ellipse_polygon(1.0)

    @cached_property
    def outer_polygon(self) -> Polygon:
        """A polygon holding the whole base: exact for rectangles, circumscribed for ovals."""
        if self.shape == "rect":
            return self.polygon
        return self._ellipse_polygon(1.0 / math.cos(math.pi / ELLIPSE_VERTICES))

    @cached_property
    def coarse_polygon(self) -> Polygon:
        """A 64-vertex inscribed polygon (rectangles: exact): only a starting guess for the
        exact refinement in :func:`distance`."""
        if self.shape == "rect":
            return self.polygon
        return self._ellipse_polygon(1.0, *unit_circle(64))

    def _ellipse_polygon(self, scale: float, cos: np.ndarray | None = None,
                         sin: np.ndarray | None = None) -> Polygon:
        import numpy as np
        import shapely

        if cos is None or sin is None:
            cos, sin = unit_circle(ELLIPSE_VERTICES)
        lx = (scale * self.a) * cos
        ly = (scale * self.b) * sin
        coords = np.empty((len(cos), 2))
        coords[:, 0] = self.x + lx * self.ux - ly * self.uy
        coords[:, 1] = self.y + lx * self.uy + ly * self.ux
        return shapely.polygons(coords)


@cache
def unit_circle(vertices: int) -> tuple[np.ndarray, np.ndarray]:
    """``(cos, sin)`` of ``vertices`` equally spaced angles from 0 (NumPy arrays, computed
    once per count)."""
    import numpy as np

    angles = np.linspace(0.0, 2.0 * np.pi, vertices, endpoint=False)
    return np.cos(angles), np.sin(angles)


def footprint(base: Base, x_in: float, y_in: float, facing_deg: float = 0.0) -> Footprint:
    """Place ``base`` with its centre at ``(x_in, y_in)`` inches and the given facing (G1, G3).

    Base sizes convert exactly from millimetres (G1)."""
    if base.shape == "round":
        r = mm_to_in(base.diameter_mm) / 2.0  # type: ignore[arg-type]
        return Footprint("round", float(x_in), float(y_in), r, r)
    ux, uy = facing_vector(facing_deg)
    if base.shape == "oval":
        a = mm_to_in(base.length_mm) / 2.0  # type: ignore[arg-type]
        b = mm_to_in(base.width_mm) / 2.0  # type: ignore[arg-type]
    else:
        a = mm_to_in(base.width_mm) / 2.0  # type: ignore[arg-type]
        b = mm_to_in(base.depth_mm) / 2.0  # type: ignore[arg-type]
    return Footprint(base.shape, float(x_in), float(y_in), a, b, ux, uy)


# -- ellipse helpers (Eberly, robust bisection) -----------------------------------------------
def _ellipse_root(r0: float, z0: float, z1: float, g: float) -> float:
    """Root of Eberly's F(s) = (r0 z0 / (s + r0))^2 + (z1 / (s + 1))^2 - 1 in his bracket:
    safeguarded Newton (F is convex and decreasing there), bisecting whenever a Newton step
    would leave the bracket; ends at float resolution."""
    n0 = r0 * z0
    lo = z1 - 1.0
    hi = 0.0 if g < 0 else math.hypot(n0, z1) - 1.0
    s = lo if g > 0 else (lo + hi) / 2.0
    for _ in range(300):
        a0 = n0 / (s + r0)
        a1 = z1 / (s + 1.0)
        f = a0 * a0 + a1 * a1 - 1.0
        if f > 0:
            lo = s
        elif f < 0:
            hi = s
        else:
            return s
        df = -2.0 * (a0 * a0 / (s + r0) + a1 * a1 / (s + 1.0))
        nxt = s - f / df if df < 0 else (lo + hi) / 2.0
        if not lo < nxt < hi:
            nxt = (lo + hi) / 2.0
            if not lo < nxt < hi:
                return s
        if nxt == s:
            return s
        s = nxt
    return s


def _ellipse_closest(a: float, b: float, y0: float, y1: float) -> Point2:
    """Closest point of the ellipse curve ``(x/a)^2 + (y/b)^2 = 1`` to ``(y0, y1)``, both
    coordinates >= 0 (first quadrant)."""
    if a < b:
        q1, q0 = _ellipse_closest(b, a, y1, y0)
        return (q0, q1)
    e0, e1 = a, b
    # coordinates within 1e-8 of the semi-axis of an axis count as on it: the root's
    # ``sbar + 1`` cancels near an axis (1e-16 / 1e-8 relative), and the snap moves the point
    # by at most 1e-8 of the semi-axis, both far inside G4's 1e-6 in
    if y1 < 1e-8 * e1:
        y1 = 0.0
    if y0 < 1e-8 * e0:
        y0 = 0.0
    if y1 > 0:
        if y0 > 0:
            z0, z1 = y0 / e0, y1 / e1
            g = z0 * z0 + z1 * z1 - 1.0
            if g == 0:
                return (y0, y1)
            r0 = (e0 / e1) ** 2
            sbar = _ellipse_root(r0, z0, z1, g)
            return (r0 * y0 / (sbar + r0), y1 / (sbar + 1.0))
        return (0.0, e1)
    numer0 = e0 * y0
    denom0 = e0 * e0 - e1 * e1
    if numer0 < denom0:
        xde0 = numer0 / denom0
        return (e0 * xde0, e1 * math.sqrt(max(0.0, 1.0 - xde0 * xde0)))
    return (e0, 0.0)


# -- distances --------------------------------------------------------------------------------
def point_segment_distance(px: float, py: float, s0: Point2, s1: Point2) -> float:
    """Distance from a point to the line segment ``s0``-``s1`` (inches), analytic."""
    dx, dy = s1[0] - s0[0], s1[1] - s0[1]
    ll = dx * dx + dy * dy
    if ll == 0.0:
        return math.hypot(px - s0[0], py - s0[1])
    t = ((px - s0[0]) * dx + (py - s0[1]) * dy) / ll
    t = min(1.0, max(0.0, t))
    return math.hypot(px - (s0[0] + t * dx), py - (s0[1] + t * dy))


def distance_point(fp: Footprint, x_in: float, y_in: float) -> float:
    """Distance from the point ``(x_in, y_in)`` to the closest point of the base (G3, G7);
    0 when the point is on or inside the base."""
    if fp.shape == "round":
        return max(0.0, math.hypot(x_in - fp.x, y_in - fp.y) - fp.a)
    if fp.shape == "rect":
        lx, ly = fp._to_local(x_in, y_in)
        return math.hypot(max(abs(lx) - fp.a, 0.0), max(abs(ly) - fp.b, 0.0))
    qx, qy = fp.closest_point(x_in, y_in)
    return math.hypot(x_in - qx, y_in - qy)


def signed_distance_point(fp: Footprint, x_in: float, y_in: float) -> float:
    """Signed distance from the point ``(x_in, y_in)`` to the base's rim, inches: positive
    outside (as :func:`distance_point`), negative inside (minus the distance to the nearest
    rim point), 0 on the rim. Exact for round and rectangular bases; ovals by Eberly's
    bisection, inside and out (G8's overlap depth of a round base uses it)."""
    if fp.shape == "round":
        return math.hypot(x_in - fp.x, y_in - fp.y) - fp.a
    lx, ly = fp._to_local(x_in, y_in)
    if fp.shape == "rect":
        ex, ey = abs(lx) - fp.a, abs(ly) - fp.b
        return math.hypot(max(ex, 0.0), max(ey, 0.0)) + min(max(ex, ey), 0.0)
    if (lx / fp.a) ** 2 + (ly / fp.b) ** 2 > 1.0:
        return distance_point(fp, x_in, y_in)
    qx, qy = _ellipse_closest(fp.a, fp.b, abs(lx), abs(ly))
    return -math.hypot(abs(lx) - qx, abs(ly) - qy)


def distance(p: Footprint, q: Footprint) -> float:
    """Closest-point distance between two bases in inches (G3); 0 if they touch or overlap.

    Symmetric and translation invariant; see the module docstring for the accuracy."""
    if p.shape == "round" and q.shape == "round":
        return max(0.0, math.hypot(p.x - q.x, p.y - q.y) - p.a - q.a)
    if p.shape == "round":
        return max(0.0, distance_point(q, p.x, p.y) - p.a)
    if q.shape == "round":
        return max(0.0, distance_point(p, q.x, q.y) - q.a)
    return _polygonal_pair(p, q)[0]


def closest_points(p: Footprint, q: Footprint) -> tuple[Point2, Point2]:
    """The closest points ``(on p, on q)`` of two bases; for overlapping bases, a shared
    point. Used to draw the measured line, so it agrees with :func:`distance`."""
    if p.shape == "round" and q.shape == "round":
        d = math.hypot(q.x - p.x, q.y - p.y)
        if d == 0.0:
            return (p.centre, p.centre)
        ux, uy = (q.x - p.x) / d, (q.y - p.y) / d
        if d <= p.a + q.a:
            mid = (p.x + ux * (d + p.a - q.a) / 2.0, p.y + uy * (d + p.a - q.a) / 2.0)
            return (mid, mid)
        return ((p.x + ux * p.a, p.y + uy * p.a), (q.x - ux * q.a, q.y - uy * q.a))
    if p.shape == "round":
        b, a = closest_points(q, p)
        return (a, b)
    if q.shape == "round":
        on_p = p.closest_point(q.x, q.y)
        d = math.hypot(q.x - on_p[0], q.y - on_p[1])
        if d <= q.a:
            return (on_p, on_p)
        s = q.a / d
        return (on_p, (q.x + (on_p[0] - q.x) * s, q.y + (on_p[1] - q.y) * s))
    return _polygonal_pair(p, q)[1]


def golden_min(f, lo: float, hi: float, tol: float = 1e-10) -> tuple[float, float]:
    """``(t, f(t))`` minimising ``f`` on ``[lo, hi]``: Brent's method (parabolic steps with
    golden-section fallback), to ``tol`` in ``t``. Only the bracket's minimum is sought."""
    cg = 0.3819660112501051
    a, b = lo, hi
    x = w = v = a + cg * (b - a)
    fx = fw = fv = f(x)
    d = e = 0.0
    for _ in range(100):
        m = 0.5 * (a + b)
        tol1 = tol * abs(x) + 1e-12
        tol2 = 2.0 * tol1
        if abs(x - m) <= tol2 - 0.5 * (b - a):
            break
        parabolic = False
        if abs(e) > tol1:
            r = (x - w) * (fx - fv)
            q = (x - v) * (fx - fw)
            p = (x - v) * q - (x - w) * r
            q = 2.0 * (q - r)
            if q > 0.0:
                p = -p
            else:
                q = -q
            if abs(p) < abs(0.5 * q * e) and q * (a - x) < p < q * (b - x):
                e, d = d, p / q
                u = x + d
                if u - a < tol2 or b - u < tol2:
                    d = tol1 if m >= x else -tol1
                parabolic = True
        if not parabolic:
            e = (a - x) if x >= m else (b - x)
            d = cg * e
        u = x + d if abs(d) >= tol1 else x + (tol1 if d > 0 else -tol1)
        fu = f(u)
        if fu <= fx:
            if u >= x:
                a = x
            else:
                b = x
            v, w, x = w, x, u
            fv, fw, fx = fw, fx, fu
        else:
            if u < x:
                a = u
            else:
                b = u
            if fu <= fw or w == x:
                v, w, fv, fw = w, u, fw, fu
            elif fu <= fv or v == x or v == w:
                v, fv = u, fu
    return x, fx


def _rim_param(fp: Footprint, nx: float, ny: float) -> float:
    """The rim parameter of an oval's extreme point in direction ``(nx, ny)``."""
    nu = nx * fp.ux + ny * fp.uy
    nv = -nx * fp.uy + ny * fp.ux
    return math.atan2(fp.b * nv, fp.a * nu)


CERTIFIED_IN = 1e-10
"""How close the oval-to-oval closed-loop search's upper and lower bounds must meet (inches)
for its distance to stand; otherwise the slower rim search decides."""


def _newton_terms(cs, ss, ct, st, pa, pb, pux, puy, qa, qb, qux, quy, cx, cy):  # noqa: ANN001, ANN202
    """One Newton step's terms for two ovals' rims ``P(s)``, ``Q(t)`` (floats, or NumPy
    arrays for many pairs at once): the gradient ``(gs, gt)`` and Hessian ``(hss, htt, hst)``
    of half the squared distance, its determinant, and ``|P'(s)|^2``, ``|Q'(t)|^2``.
    ``cs, ss, ct, st``: cos and sin of s and t; ``(cx, cy)``: Q's centre less P's."""
    ex, ey = pa * cs, pb * ss  # P(s) - centre, local
    rx, ry = ex * pux - ey * puy, ex * puy + ey * pux
    ex, ey = -pa * ss, pb * cs  # P'(s)
    dpx, dpy = ex * pux - ey * puy, ex * puy + ey * pux
    ex, ey = qa * ct, qb * st
    wx, wy = ex * qux - ey * quy, ex * quy + ey * qux
    ex, ey = -qa * st, qb * ct
    dqx, dqy = ex * qux - ey * quy, ex * quy + ey * qux
    dx, dy = rx - wx - cx, ry - wy - cy  # P - Q
    dp2 = dpx * dpx + dpy * dpy
    dq2 = dqx * dqx + dqy * dqy
    hst = -(dpx * dqx + dpy * dqy)
    hss = dp2 - (dx * rx + dy * ry)
    htt = dq2 + (dx * wx + dy * wy)
    return (dx * dpx + dy * dpy, -(dx * dqx + dy * dqy), hss, htt, hst, hss * htt - hst * hst,
            dp2, dq2)


def _oval_pair(p: Footprint, q: Footprint) -> tuple[float, tuple[Point2, Point2]] | None:
    """Two ovals: Newton's method on both rim parameters at once (the squared distance
    between ``P(s)`` and ``Q(t)``), from the rims' extreme points towards each other; a
    handful of steps, no polygon. The answer is *certified*: the pair found is an upper
    bound of the distance, and the gap between the two bases' support lines across the
    pair's direction is a lower bound (exact, :meth:`Footprint.support`); the distance stands
    only when the two meet within :data:`CERTIFIED_IN` (or the rims are found to meet).
    Returns None when they do not (overlapping bases, an unlucky start): the caller falls
    back to the rim search of :func:`_polygonal_pair`."""
    px, py, pa, pb, pux, puy = p.x, p.y, p.a, p.b, p.ux, p.uy
    qx, qy, qa, qb, qux, quy = q.x, q.y, q.a, q.b, q.ux, q.uy
    cx, cy = qx - px, qy - py
    if cx == 0.0 and cy == 0.0:
        return None
    s = _rim_param(p, cx, cy)
    t = _rim_param(q, -cx, -cy)
    cos, sin = math.cos, math.sin
    for _ in range(60):
        gs, gt, hss, htt, hst, det, dp2, dq2 = _newton_terms(
            cos(s), sin(s), cos(t), sin(t), pa, pb, pux, puy, qa, qb, qux, quy, cx, cy)
        if hss > 0.0 and det > 0.0:
            ds = -(htt * gs - hst * gt) / det
            dt = -(hss * gt - hst * gs) / det
        else:  # not yet in the bowl: a scaled gradient step
            ds = -gs / dp2
            dt = -gt / dq2
        big = max(abs(ds), abs(dt))
        if big > 0.5:
            ds, dt = ds * 0.5 / big, dt * 0.5 / big
        s += ds
        t += dt
        if big < 1e-13:
            break
    else:
        return None
    cs, ss, ct, st = cos(s), sin(s), cos(t), sin(t)
    a = p._to_table(pa * cs, pb * ss)
    b = q._to_table(qa * ct, qb * st)
    upper = math.hypot(b[0] - a[0], b[1] - a[1])
    if upper <= 1e-12:  # the rims meet: touching or overlapping
        return 0.0, (a, a)
    nx, ny = (b[0] - a[0]) / upper, (b[1] - a[1]) / upper
    lower = -q.support(-nx, -ny) - p.support(nx, ny)
    if upper - lower > CERTIFIED_IN:
        return None
    return upper, (a, b)


ONE_BY_ONE = 64
"""Fewer oval pairs than this are measured one by one by :func:`oval_pairs`."""
FEW_LEFT = 8
"""When no more than this many pairs of a batch are still stepping, :func:`oval_pairs`
measures them one by one (:func:`_oval_pair`, from the start) instead of stepping on."""


def oval_pairs(pairs: Sequence[tuple[Footprint, Footprint]]
               ) -> list[tuple[float, tuple[Point2, Point2]] | None]:
    """:func:`_oval_pair` for many pairs of ovals at once (NumPy, the same Newton steps and
    the same certificate, each pair stopping when its own step is done): ``(distance,
    (on p, on q))`` per pair, or ``None`` where the certificate fails (the caller measures
    that pair with :func:`closest_points`). A judge built over a full table measures its
    tens of thousands of oval pairs this way, and a drag step the 70-80 pairs around the
    dragged oval; a few are measured one by one (NumPy is not loaded for them, nor for a
    small table's first frame), and so are the last :data:`FEW_LEFT` of a batch still
    stepping (bases that overlap take many steps; a NumPy step costs as much as their
    whole loops)."""
    if len(pairs) < ONE_BY_ONE:
        return [_oval_pair(p, q) for p, q in pairs]
    import numpy as np
    col = np.array([(p.x, p.y, p.a, p.b, p.ux, p.uy, q.x, q.y, q.a, q.b, q.ux, q.uy)
                    for p, q in pairs], dtype=float).T
    px, py, pa, pb, pux, puy, qx, qy, qa, qb, qux, quy = col
    cx, cy = qx - px, qy - py
    # the rims' extreme points towards each other (_rim_param)
    s = np.arctan2(pb * (-cx * puy + cy * pux), pa * (cx * pux + cy * puy))
    t = np.arctan2(qb * (cx * quy - cy * qux), qa * (-cx * qux - cy * quy))
    n = len(pairs)
    live = np.nonzero((cx != 0.0) | (cy != 0.0))[0]
    done = np.zeros(n, dtype=bool)
    for _ in range(60):
        if len(live) <= FEW_LEFT:  # a NumPy step costs as much as a few pairs' whole loops
            break
        S, T = s[live], t[live]
        Pa, Pb, Pux, Puy = pa[live], pb[live], pux[live], puy[live]
        Qa, Qb, Qux, Quy = qa[live], qb[live], qux[live], quy[live]
        gs, gt, hss, htt, hst, det, dp2, dq2 = _newton_terms(
            np.cos(S), np.sin(S), np.cos(T), np.sin(T), Pa, Pb, Pux, Puy, Qa, Qb, Qux, Quy,
            cx[live], cy[live])
        bowl = (hss > 0.0) & (det > 0.0)
        safe = np.where(bowl, det, 1.0)
        ds = np.where(bowl, -(htt * gs - hst * gt) / safe, -gs / dp2)
        dt = np.where(bowl, -(hss * gt - hst * gs) / safe, -gt / dq2)
        big = np.maximum(np.abs(ds), np.abs(dt))
        scale = np.where(big > 0.5, 0.5 / np.where(big > 0.5, big, 1.0), 1.0)
        s[live] = S + ds * scale
        t[live] = T + dt * scale
        stop = big < 1e-13
        done[live[stop]] = True
        live = live[~stop]
    out: list[tuple[float, tuple[Point2, Point2]] | None] = [None] * n
    cs, ss, ct, st = np.cos(s), np.sin(s), np.cos(t), np.sin(t)
    ax = px + pa * cs * pux - pb * ss * puy
    ay = py + pa * cs * puy + pb * ss * pux
    bx = qx + qa * ct * qux - qb * st * quy
    by = qy + qa * ct * quy + qb * st * qux
    upper = np.hypot(bx - ax, by - ay)
    meet = upper <= 1e-12  # the rims meet: touching or overlapping
    safe = np.where(meet, 1.0, upper)
    nx, ny = (bx - ax) / safe, (by - ay) / safe
    # the certificate: the gap between the support lines across (nx, ny) (Footprint.support)
    lower = ((qx * nx + qy * ny) - np.hypot(qa * (nx * qux + ny * quy), qb * (-nx * quy + ny * qux))
             - (px * nx + py * ny) - np.hypot(pa * (nx * pux + ny * puy),
                                              pb * (-nx * puy + ny * pux)))
    good = done & (meet | (upper - lower <= CERTIFIED_IN))
    rows = np.column_stack((ax, ay, bx, by, upper)).tolist()
    for k in np.nonzero(good)[0].tolist():
        x0, y0, x1, y1, up = rows[k]
        out[k] = (0.0, ((x0, y0), (x0, y0))) if meet[k] else (up, ((x0, y0), (x1, y1)))
    for k in live.tolist():  # the slow few (bases that overlap, mostly): one by one
        out[k] = _oval_pair(*pairs[k])
    return out


def _polygonal_pair(p: Footprint, q: Footprint) -> tuple[float, tuple[Point2, Point2]]:
    """Oval/rectangle pairs: two ovals first by the certified closed loop of
    :func:`_oval_pair`; otherwise start from the 64-gons' closest points, then minimise,
    over the oval's rim parameter near that start, the exact distance from the rim to the
    other base."""
    if p.shape == "oval" and q.shape == "oval":
        found = _oval_pair(p, q)
        if found is not None:
            return found
    return rim_search_pair(p, q)


def rim_search_pair(p: Footprint, q: Footprint) -> tuple[float, tuple[Point2, Point2]]:
    """The search by polygon and rim (any oval or rectangle pair; the reference the closed
    loop is tested against)."""
    from shapely.ops import nearest_points

    pp, qp = nearest_points(p.coarse_polygon, q.coarse_polygon)
    d = pp.distance(qp)
    a, b = (pp.x, pp.y), (qp.x, qp.y)
    if d == 0.0:  # inscribed polygons meet, so the bases do
        return 0.0, (a, a)
    if p.shape == "rect" and q.shape == "rect":
        return d, (a, b)
    if p.shape != "oval":
        d2, (b2, a2) = rim_search_pair(q, p)
        return d2, (a2, b2)
    lx, ly = p._to_local(*a)
    t0 = math.atan2(ly / p.b, lx / p.a)
    step = 2.0 * math.pi / 64

    def rim_gap(t: float) -> float:
        return distance_point(q, *p.boundary_point(t))

    t, d = golden_min(rim_gap, t0 - 1.5 * step, t0 + 1.5 * step)
    a = p.boundary_point(t)
    b = q.closest_point(*a)
    return max(0.0, d), (a, b)


def distance_to_geometry(fp: Footprint, geom: BaseGeometry) -> float:
    """Closest-point distance from a base to a Shapely geometry (zone, line, terrain), inches.

    Exact for round and rectangular bases; an oval may read long by at most
    ``a * (1 - cos(pi / ELLIPSE_VERTICES))`` (module docstring)."""
    if fp.shape == "round":
        from shapely.geometry import Point

        return max(0.0, geom.distance(Point(fp.x, fp.y)) - fp.a)
    return fp.polygon.distance(geom)


def segment_foot(px: float, py: float, s0: Point2, s1: Point2) -> Point2:
    """The point of segment ``s0``-``s1`` nearest to ``(px, py)``."""
    dx, dy = s1[0] - s0[0], s1[1] - s0[1]
    ll = dx * dx + dy * dy
    if ll == 0.0:
        return s0
    t = min(1.0, max(0.0, ((px - s0[0]) * dx + (py - s0[1]) * dy) / ll))
    return (s0[0] + t * dx, s0[1] + t * dy)


def farthest_point_from_segment(fp: Footprint, s0: Point2, s1: Point2) -> tuple[float, Point2]:
    """``(distance, point)``: the point of the base farthest from the segment ``s0``-``s1``
    and its distance from it, inches. Round: ``dist(centre) + r`` (exact); rectangle: the
    farthest corner (exact: distance to a convex set is convex); oval: the rim sampled at 64
    angles, refined by golden section."""
    if fp.shape == "round":
        fx, fy = segment_foot(fp.x, fp.y, s0, s1)
        d = math.hypot(fp.x - fx, fp.y - fy)
        if d == 0.0:  # centre on the segment: any rim point square to it
            sx, sy = s1[0] - s0[0], s1[1] - s0[1]
            n = math.hypot(sx, sy)
            ux, uy = (-sy / n, sx / n) if n else (1.0, 0.0)
            return fp.a, (fp.x + ux * fp.a, fp.y + uy * fp.a)
        return d + fp.a, (fp.x + (fp.x - fx) / d * fp.a, fp.y + (fp.y - fy) / d * fp.a)
    if fp.shape == "rect":
        corners = [fp._to_table(sx * fp.a, sy * fp.b)
                   for sx, sy in ((1, 1), (-1, 1), (-1, -1), (1, -1))]
        return max((point_segment_distance(*c, s0, s1), c) for c in corners)

    def f(t: float) -> float:
        return point_segment_distance(*fp.boundary_point(t), s0, s1)

    step = 2.0 * math.pi / _SAMPLES
    best_t = max((k * step for k in range(_SAMPLES)), key=f)
    t, neg = golden_min(lambda t: -f(t), best_t - step, best_t + step)
    if f(best_t) >= -neg:
        t = best_t
    return f(t), fp.boundary_point(t)


def farthest_from_segment(fp: Footprint, s0: Point2, s1: Point2) -> float:
    """Largest distance from any point of the base to the segment ``s0``-``s1`` (inches).

    A base is wholly within D of the segment exactly when this is within D (G5, M4); see
    :func:`farthest_point_from_segment` for how it is measured."""
    if fp.shape == "round":
        return point_segment_distance(fp.x, fp.y, s0, s1) + fp.a
    return farthest_point_from_segment(fp, s0, s1)[0]


def farthest_from_edge(fp: Footprint, table: Table, edge: str) -> float:
    """Largest distance of any point of the base from the line of a whole table edge, inches
    (exact via the support function). Used for "wholly within D of your edge" (S2)."""
    nx, ny, k = table.edge_frame(edge)
    return k + fp.support(-nx, -ny)


def edge_gap(fp: Footprint, table: Table, edge: str) -> float:
    """Signed distance from the base's nearest point to a table edge's line: 0 when touching,
    negative when the base crosses the edge (off the table), inches. Exact (S3)."""
    nx, ny, k = table.edge_frame(edge)
    return k - fp.support(nx, ny)


def overhang(fp: Footprint, table: Table) -> float:
    """How far, in inches, the base reaches beyond the table's edges (0 when wholly on it)."""
    return max(0.0, *(-edge_gap(fp, table, e) for e in ("top", "right", "bottom", "left")))


def wholly_on_table(fp: Footprint, table: Table) -> bool:
    """G2/G5: every point of the base lies on the table (its edge counts as on)."""
    return overhang(fp, table) <= EPS_IN


def wholly_within(fp: Footprint, zone: BaseGeometry) -> bool:
    """G5: every point of the base lies in ``zone`` (a Shapely polygon), its edge counting as
    in. Round bases analytically (centre inside and at least r from the zone's boundary);
    rectangles exactly; ovals by their circumscribed polygon (see the module docstring)."""
    if fp.shape == "round":
        from shapely.geometry import Point

        centre = Point(fp.x, fp.y)
        if zone.distance(centre) > EPS_IN:
            return False
        return zone.boundary.distance(centre) >= fp.a - EPS_IN
    return zone.buffer(EPS_IN).covers(fp.outer_polygon)


def farthest_rim_point(fp: Footprint, gap) -> tuple[float, Point2]:  # noqa: ANN001
    """``(distance, point)``: the point of an oval's (or round base's) rim where ``gap`` (a
    function of a table point, e.g. its distance to a convex area) is largest. The rim is
    sampled at 64 parameters and every sampled local maximum is refined by Brent's method
    over its two neighbouring steps, so the maximum is found to float precision (G4) even
    where several bumps of the rim come close to the same value; never from a polygon."""
    step = 2.0 * math.pi / _SAMPLES

    def f(t: float) -> float:
        return gap(*fp.boundary_point(t))

    values = [f(k * step) for k in range(_SAMPLES)]
    best_t, best = 0.0, -math.inf
    for k, v in enumerate(values):
        if v < values[k - 1] or v < values[(k + 1) % _SAMPLES]:
            continue
        t0 = k * step
        t, neg = golden_min(lambda t: -f(t), t0 - step, t0 + step)
        t, v = (t, -neg) if -neg > v else (t0, v)
        if v > best:
            best_t, best = t, v
    return best, fp.boundary_point(best_t)
