"""Line of sight between bases and points over the terrain pieces: rules T3 and T4.

The pieces, their footprints and which of them block sight (T1) are
:mod:`app.rules.terrain`.

T3 :func:`sees`: A sees B when at least one straight segment from a point of A's base to a
point of B's base crosses the inside of no piece that blocks sight for that pair
(:func:`app.rules.terrain.blocks_sight`). Grazing an edge or a corner does not block (the
insides are taken ``EPS_IN`` smaller, G4); a piece lower than 1 in never blocks; a piece
that A or B stands in (its base overlaps the footprint) does not block for that pair.

How :func:`sees` is exact: in the space of lines meeting both bases, the lines whose part
between the bases is clear form regions bounded by three kinds of curve: lines through a
corner of a blocking piece, lines tangent to A, lines tangent to B. A non-empty region has a
corner where two such curves meet (a line through two piece corners, or through one corner
and tangent to A or to B), or it is bounded by the tangent curves alone, in which case no
piece touches it and the centre-to-centre segment is clear. So it is enough to try the
centre segment and those finitely many lines (all at once, vectorised with Shapely); the
answer is then exactly the rule's. The pair is ordered canonically first, so
``sees(a, b) == sees(b, a)`` bit for bit.

T4 :func:`sight_region` is the part of the table the model sees, for shading (a guide: it
is the table minus what is hidden from every one of 8 points of the base's rim, so it can
show slightly less than :func:`sees` finds); :func:`seen_models`, :func:`closest_seen`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Iterable, Mapping, Sequence

from .geometry import EPS_IN, Footprint, distance
from .table import Table
from .terrain import (TerrainPiece, blocks_sight, footprint, inside, overlaps_inside,
                      piece_problem)

if TYPE_CHECKING:
    from shapely.geometry import Polygon


# -- line of sight (T3) -----------------------------------------------------------------------------
@dataclass(frozen=True)
class SightLine:
    """The answer for one pair: ``seen``; ``blocker`` the id of a piece in the way when not
    seen (the first one the centre-to-centre line crosses); ``segment`` a clear segment from
    A's base to B's base when seen."""

    seen: bool
    blocker: str | None = None
    segment: tuple[tuple[float, float], tuple[float, float]] | None = None


class Sight:
    """Line of sight over one set of pieces (T3): build once, ask many pairs. Only pieces
    that block sight are kept, with a spatial index."""

    def __init__(self, pieces: Iterable[TerrainPiece]) -> None:
        import shapely

        self.pieces = [p for p in pieces if blocks_sight(p) and piece_problem(p) is None]
        self.polys = [footprint(p) for p in self.pieces]
        self.insides = [inside(p) for p in self.pieces]
        self.tree = shapely.STRtree(self.polys) if self.polys else None
        self._standing: dict[Footprint, frozenset[int]] = {}
        self._walls: dict[tuple[int, ...], Any] = {}
        self._rims: dict[Footprint, Any] = {}

    def standing_in(self, fp: Footprint) -> frozenset[int]:
        """The indices of the pieces the base stands in (cached per footprint)."""
        found = self._standing.get(fp)
        if found is None:
            found = frozenset()
            if self.tree is not None:
                from shapely.geometry import box

                near = self.tree.query(box(*fp.bounds()), predicate="intersects")
                found = frozenset(int(i) for i in near if overlaps_inside(fp, self.insides[i]))
            if len(self._standing) > 4096:
                self._standing.clear()
            self._standing[fp] = found
        return found

    def shadow_corners(self):  # noqa: ANN201 - (list[bool], list[NumPy array])
        """Per piece: whether it is convex, and its corners (for :func:`shadow_parts`)."""
        found = self.__dict__.get("_shadow_corners")
        if found is None:
            import numpy as np

            found = self._shadow_corners = (
                [p.convex_hull.area - p.area <= 1e-9 * max(1.0, p.area) for p in self.polys],
                [np.asarray(p.exterior.coords)[:-1] for p in self.polys])
        return found

    def _rim(self, fp: Footprint):
        """The corners of a polygon holding the base (a circumscribed hexagon; a
        rectangle's corners, the first two twice), for the pair's hull and the proofs of
        "hidden"."""
        pts = self._rims.get(fp)
        if pts is None:
            import numpy as np

            if fp.shape == "rect":  # 6 points, as the others
                c = np.asarray(fp.polygon.exterior.coords)[:-1]
                pts = np.concatenate([c, c[:2]])
            else:
                t = np.linspace(0.0, 2 * np.pi, 6, endpoint=False)
                k = 1.0 / math.cos(math.pi / 6) + 1e-9
                lx, ly = k * fp.a * np.cos(t), k * fp.b * np.sin(t)
                pts = np.stack([fp.x + lx * fp.ux - ly * fp.uy,
                                fp.y + lx * fp.uy + ly * fp.ux], axis=1)
            if len(self._rims) > 4096:
                self._rims.clear()
            self._rims[fp] = pts
        return pts

    def _wall(self, blockers: tuple[int, ...]):
        wall = self._walls.get(blockers)
        if wall is None:
            import shapely

            parts = [self.insides[i] for i in blockers]
            wall = shapely.union_all(parts) if len(parts) > 1 else parts[0]
            shapely.prepare(wall)
            if len(self._walls) > 4096:
                self._walls.clear()
            self._walls[blockers] = wall
        return wall

    def between(self, a: Footprint, b: Footprint) -> SightLine:
        """T3 for the pair (symmetric: the pair is ordered canonically first)."""
        if _order_key(b) < _order_key(a):
            a, b = b, a
        clear = SightLine(True, None, ((a.x, a.y), (b.x, b.y)))
        if self.tree is None or distance(a, b) <= EPS_IN:
            return clear
        import numpy as np
        import shapely

        hull = shapely.convex_hull(shapely.multipoints(np.concatenate([self._rim(a),
                                                                      self._rim(b)])))
        near = self.tree.query(hull, predicate="intersects")
        if not len(near):
            return clear
        out = self.standing_in(a) | self.standing_in(b)
        blockers = tuple(sorted(int(i) for i in near if int(i) not in out))
        if not blockers:
            return clear
        wall = self._wall(blockers)
        centre = shapely.linestrings([(a.x, a.y), (b.x, b.y)])
        if not wall.intersects(centre):
            return clear
        # a certificate of "hidden": the pieces cut the pair's hull into parts, A and B in
        # different ones (every segment from A to B lies in the hull)
        free = shapely.difference(hull, wall)
        parts = getattr(free, "geoms", None)
        if parts is not None and len(parts) > 1:
            pa, pb = shapely.points(a.x, a.y), shapely.points(b.x, b.y)
            home = next((k for k, g in enumerate(parts) if g.intersects(pa)), None)
            if home is not None and not parts[home].intersects(pb):
                return SightLine(False, self._first_crossed(a, blockers, centre))
        segments = _candidates(a, b, [self.polys[i] for i in blockers])
        if len(segments):
            lines = shapely.linestrings(segments)
            hit = shapely.intersects(lines, wall)
            found = (~hit).nonzero()[0]
            if len(found):
                s = segments[int(found[0])]
                return SightLine(True, None, ((float(s[0, 0]), float(s[0, 1])),
                                              (float(s[1, 0]), float(s[1, 1]))))
        return SightLine(False, self._first_crossed(a, blockers, centre))

    # -- one model to many: the same answers as :meth:`between`, found faster ---------------
    def _halfplanes(self, i: int):
        """The inside of piece ``i`` as half-planes ``(normals E x 2, offsets E)`` when it is
        convex (``n . x < c`` for every edge), else ``None``."""
        cache = self.__dict__.setdefault("_hp", {})
        if i not in cache:
            import numpy as np
            from shapely.geometry.polygon import orient

            inner = self.insides[i]
            hp = None
            if inner.geom_type == "Polygon" and not inner.is_empty and not inner.interiors \
                    and inner.convex_hull.area - inner.area <= 1e-9 * max(1.0, inner.area):
                ring = np.asarray(orient(inner, 1.0).exterior.coords)
                d = ring[1:] - ring[:-1]
                normals = np.stack([d[:, 1], -d[:, 0]], axis=1)
                offsets = (normals * ring[:-1]).sum(axis=1)
                hp = (normals, offsets)
            cache[i] = hp
        return cache[i]

    def _convex_pieces(self):  # noqa: ANN202 - NumPy bool array
        """Per piece, whether its inside is convex (:meth:`_halfplanes` is not ``None``)."""
        found = self.__dict__.get("_convex_arr")
        if found is None:
            import numpy as np

            found = self._convex_arr = np.array(
                [self._halfplanes(i) is not None for i in range(len(self.polys))], dtype=bool)
        return found

    def _cross(self, i: int, starts, ends, entry: bool = False):
        """For segments ``starts[k] -> ends[k]``: does each cross the (convex) inside of
        piece ``i``? (Cyrus-Beck clipping against its half-planes.) ``entry``: also the
        parameter where each enters it."""
        import numpy as np

        normals, offsets = self._halfplanes(i)
        d = ends - starts
        num = offsets[None, :] - starts @ normals.T      # > 0: the start is inside that edge
        den = d @ normals.T
        with np.errstate(divide="ignore", invalid="ignore"):
            t = num / den
        lo = np.where(den < 0, t, 0.0).max(axis=1)
        hi = np.where(den > 0, t, 1.0).min(axis=1)
        lo = np.maximum(lo, 0.0)
        hit = (lo < np.minimum(hi, 1.0) - 1e-12) & ~((den == 0) & (num <= 0)).any(axis=1)
        return (hit, lo) if entry else hit

    def _cross_many(self, piece_idx, starts, ends, entry: bool = False):
        """:meth:`_cross` for many segments at once, each against its own convex piece
        (``piece_idx``), the pieces' half-planes padded to one size."""
        import numpy as np

        table = self.__dict__.get("_hp_table")
        if table is None:
            hps = [self._halfplanes(i) for i in range(len(self.pieces))]
            width = max((len(h[1]) for h in hps if h is not None), default=1)
            norms = np.zeros((len(hps), width, 2))
            offs = np.ones((len(hps), width))
            for i, h in enumerate(hps):
                if h is not None:
                    norms[i, :len(h[1])] = h[0]
                    offs[i, :len(h[1])] = h[1]
            table = self.__dict__["_hp_table"] = (norms, offs)
        norms, offs = table
        idx = np.asarray(piece_idx, dtype=int)
        n, c = norms[idx], offs[idx]
        d = ends - starts
        num = c - (n[..., 0] * starts[:, :1] + n[..., 1] * starts[:, 1:])
        den = n[..., 0] * d[:, :1] + n[..., 1] * d[:, 1:]
        with np.errstate(divide="ignore", invalid="ignore"):
            t = num / den
        lo = np.maximum(np.where(den < 0, t, 0.0).max(axis=1), 0.0)
        hi = np.where(den > 0, t, 1.0).min(axis=1)
        hit = (lo < np.minimum(hi, 1.0) - 1e-12) & ~((den == 0) & (num <= 0)).any(axis=1)
        return (hit, lo) if entry else hit

    def from_one(self, viewer: Footprint, others: Mapping[str, Footprint]
                 ) -> dict[str, SightLine]:
        """:meth:`between` ``viewer`` and each of ``others`` (by id), the same answers (both
        shortcuts below are proofs, not guesses), with the work shared: the centre lines
        judged together; a clear segment between points of the two bases' rims (a witness);
        a single convex piece that every segment between polygons holding the two bases
        crosses (a proof of "hidden"); what neither settles goes to :meth:`between`."""
        import numpy as np
        import shapely

        ids = list(others)
        out: dict[str, SightLine] = {}
        if self.tree is None or not ids:
            return {mid: SightLine(True, None, ((viewer.x, viewer.y), (others[mid].x,
                                                                     others[mid].y)))
                    for mid in ids}
        pairs = []
        for mid in ids:
            a, b = viewer, others[mid]
            if _order_key(b) < _order_key(a):
                a, b = b, a
            pairs.append((a, b))
        ends = np.array([[[a.x, a.y], [b.x, b.y]] for a, b in pairs])
        lines = shapely.linestrings(ends)
        cand_line, cand_piece = self.tree.query(lines)  # by bounding box; then exactly:
        convex = self._convex_pieces()[cand_piece]
        hit = np.zeros(len(cand_line), dtype=bool)
        if convex.any():
            rows = cand_line[convex]
            hit[convex] = self._cross_many(cand_piece[convex], ends[rows, 0], ends[rows, 1])
        for j in np.flatnonzero(~convex).tolist():
            hit[j] = bool(self.insides[int(cand_piece[j])].intersects(lines[int(cand_line[j])]))
        crossed: dict[int, list[int]] = {}
        for k, i in zip(cand_line[hit].tolist(), cand_piece[hit].tolist()):
            crossed.setdefault(k, []).append(i)
        mine = self.standing_in(viewer)
        pending = []
        for k, mid in enumerate(ids):
            a, b = pairs[k]
            cs = crossed.get(k)
            if cs:
                gone = mine | self.standing_in(others[mid])
                cs = [i for i in cs if i not in gone]
            if not cs:
                out[mid] = SightLine(True, None, ((a.x, a.y), (b.x, b.y)))
            else:
                crossed[k] = cs
                pending.append(k)
        if not pending:
            return out
        # the pieces that meet each pending pair's hull (where every segment between the
        # two bases lies), less those it stands in
        hulls = shapely.convex_hull(shapely.multipoints(np.stack(
            [np.concatenate([self._rim(pairs[k][0]), self._rim(pairs[k][1])])
             for k in pending])))
        box_k, box_i = self.tree.query(hulls, predicate="intersects")
        near: dict[int, list[int]] = {}
        for j, i in zip(box_k.tolist(), box_i.tolist()):
            k = pending[j]
            if i not in mine and i not in self.standing_in(others[ids[k]]):
                near.setdefault(k, []).append(i)
        slow = {k for k in pending if any(self._halfplanes(i) is None for i in near.get(k, ()))}
        fast = [k for k in pending if k not in slow]
        rims = self.__dict__.setdefault("_inner_rims", {})
        if len(rims) > 4096:
            rims.clear()

        def inner_rim(fp: Footprint):
            pts = rims.get(fp)
            if pts is None:
                pts = rims[fp] = _rim_points(fp, 8)
            return pts

        # 1. proofs of "hidden": one convex piece that every segment between the polygons
        # holding the two bases crosses (the segments from a point that meet a convex piece
        # form a convex set, so the polygons' corners are enough)
        hidden: set[int] = set()
        # the largest piece first (the likeliest proof), the others only where it fails
        by_size = {k: sorted(crossed[k], key=lambda i: -self.polys[i].area) for k in fast}
        for round_ in (0, 1):
            rows_k, rows_i = [], []
            for k in fast:
                if k in hidden:
                    continue
                tried = by_size[k][:1] if round_ == 0 else by_size[k][1:]
                for i in tried:
                    rows_k.append(k)
                    rows_i.append(i)
            if not rows_k:
                continue
            ra = np.stack([self._rim(pairs[k][0]) for k in rows_k])   # R x 6 x 2
            rb = np.stack([self._rim(pairs[k][1]) for k in rows_k])
            n = ra.shape[1]
            per = n * n
            starts = np.broadcast_to(ra[:, :, None, :], (len(rows_k), n, n, 2)).reshape(-1, 2)
            ends_ = np.broadcast_to(rb[:, None, :, :], (len(rows_k), n, n, 2)).reshape(-1, 2)
            every = self._cross_many(np.repeat(rows_i, per), starts, ends_).reshape(
                len(rows_k), per).all(axis=1)
            hidden |= {k for k, proved in zip(rows_k, every.tolist()) if proved}
        # 2. a witness for the rest: a clear segment between points of the two bases
        witness: dict[int, tuple] = {}
        rest = [k for k in fast if k not in hidden]
        if rest:
            ia = np.stack([inner_rim(pairs[k][0]) for k in rest])    # R x 9 x 2
            ib = np.stack([inner_rim(pairs[k][1]) for k in rest])
            n = ia.shape[1]
            per = n * n
            segs_s = np.broadcast_to(ia[:, :, None, :], (len(rest), n, n, 2)).reshape(
                len(rest), per, 2)
            segs_e = np.broadcast_to(ib[:, None, :, :], (len(rest), n, n, 2)).reshape(
                len(rest), per, 2)
            blocked = np.zeros((len(rest), per), dtype=bool)
            rows, pieces_of = [], []
            for row, k in enumerate(rest):
                for i in near.get(k, ()):
                    rows.append(row)
                    pieces_of.append(i)
            if rows:
                rows_a = np.repeat(rows, per)
                cols = np.tile(np.arange(per), len(rows))
                hit = self._cross_many(np.repeat(pieces_of, per), segs_s[rows_a, cols],
                                       segs_e[rows_a, cols])
                counts = np.bincount(rows_a * per + cols, weights=hit,
                                     minlength=len(rest) * per)
                blocked = counts.reshape(len(rest), per) > 0
            for row, k in enumerate(rest):
                free = np.flatnonzero(~blocked[row])
                if len(free):
                    s0, e0 = segs_s[row, free[0]], segs_e[row, free[0]]
                    witness[k] = ((float(s0[0]), float(s0[1])), (float(e0[0]), float(e0[1])))
        # the piece each hidden pair's centre line enters first (from A)
        first: dict[int, tuple[float, str]] = {}
        if hidden:
            order = sorted(hidden)
            rk = [k for k in order for _ in crossed[k]]
            ri = [i for k in order for i in crossed[k]]
            _, t = self._cross_many(np.array(ri), ends[rk, 0], ends[rk, 1], entry=True)
            for k, i, tt in zip(rk, ri, t.tolist()):
                key = (tt, self.pieces[i].id)
                if k not in first or key < first[k]:
                    first[k] = key
        for k in fast:
            if k in witness:
                out[ids[k]] = SightLine(True, None, witness[k])
            elif k in hidden:
                out[ids[k]] = SightLine(False, first[k][1])
        for k in pending:
            if ids[k] not in out:
                a, b = pairs[k]
                out[ids[k]] = self.between(a, b)
        return {mid: out[mid] for mid in ids}

    def _first_crossed(self, a: Footprint, blockers: Sequence[int], centre) -> str:
        """The piece the centre-to-centre line crosses nearest to A (a piece in the way)."""
        import shapely

        pa = shapely.points(a.x, a.y)
        crossed = [(self.insides[i].intersection(centre).distance(pa) / max(centre.length, 1e-12),
                    self.pieces[i].id) for i in blockers if self.insides[i].intersects(centre)]
        return min(crossed)[1] if crossed else self.pieces[blockers[0]].id


def _rim_points(fp: Footprint, n: int):
    """Points of the base itself: its centre and ``n`` points of its rim (a rectangle's
    corners and edge midpoints)."""
    import numpy as np

    if fp.shape == "rect":
        c = np.asarray(fp.polygon.exterior.coords)[:-1]
        mids = (c + np.roll(c, -1, axis=0)) / 2
        return np.concatenate([[[fp.x, fp.y]], c, mids])
    t = np.linspace(0.0, 2 * np.pi, n, endpoint=False)
    lx, ly = fp.a * np.cos(t), fp.b * np.sin(t)
    rim = np.stack([fp.x + lx * fp.ux - ly * fp.uy, fp.y + lx * fp.uy + ly * fp.ux], axis=1)
    return np.concatenate([[[fp.x, fp.y]], rim])


def _order_key(fp: Footprint) -> tuple:
    return (fp.x, fp.y, fp.shape, fp.a, fp.b, fp.ux, fp.uy)


def _corners(polys: Sequence["Polygon"]):
    import numpy as np

    pts = [np.asarray(p.exterior.coords)[:-1] for p in polys]
    return np.concatenate(pts) if pts else np.empty((0, 2))


def _tangent_points(fp: Footprint, v):
    """Points of ``fp`` where a line through each point of ``v`` (N x 2) touches it: for
    round and oval bases the two tangent points (NaN when the point is inside); for a
    rectangle its four corners. Returns (N*k x 2 points, N*k x 2 the matching v)."""
    import numpy as np

    if fp.a <= 0.0 or fp.b <= 0.0:  # a bare point (a ruler's end): lines through it touch it
        return np.repeat([[fp.x, fp.y]], len(v), axis=0), np.asarray(v, dtype=float)
    if fp.shape == "rect":
        corners = np.asarray(fp.polygon.exterior.coords)[:-1]
        tp = np.repeat(corners[None, :, :], len(v), axis=0).reshape(-1, 2)
        vv = np.repeat(v, len(corners), axis=0)
        return tp, vv
    dx, dy = v[:, 0] - fp.x, v[:, 1] - fp.y
    lx = (dx * fp.ux + dy * fp.uy) / fp.a
    ly = (-dx * fp.uy + dy * fp.ux) / fp.b
    r = np.hypot(lx, ly)
    with np.errstate(invalid="ignore", divide="ignore"):
        spread = np.arccos(np.clip(1.0 / r, -1.0, 1.0))
    base = np.arctan2(ly, lx)
    out = []
    for sign in (1.0, -1.0):
        t = base + sign * spread
        cx, cy = fp.a * np.cos(t), fp.b * np.sin(t)
        px = fp.x + cx * fp.ux - cy * fp.uy
        py = fp.y + cx * fp.uy + cy * fp.ux
        pts = np.stack([px, py], axis=1)
        pts[r <= 1.0] = np.nan
        out.append(pts)
    return np.concatenate(out), np.concatenate([v, v])


def _chord(fp: Footprint, p0, d):
    """Parameters ``(t0, t1)`` (arrays; NaN where the line misses) where the lines
    ``p0 + t d`` cross the base."""
    import numpy as np

    dx, dy = p0[:, 0] - fp.x, p0[:, 1] - fp.y
    px = dx * fp.ux + dy * fp.uy
    py = -dx * fp.uy + dy * fp.ux
    qx = d[:, 0] * fp.ux + d[:, 1] * fp.uy
    qy = -d[:, 0] * fp.uy + d[:, 1] * fp.ux
    with np.errstate(invalid="ignore", divide="ignore"):
        if fp.shape == "rect":
            t0 = np.full(len(p0), -np.inf)
            t1 = np.full(len(p0), np.inf)
            for p, q, h in ((px, qx, fp.a), (py, qy, fp.b)):
                lo = (-h - p) / q
                hi = (h - p) / q
                lo, hi = np.minimum(lo, hi), np.maximum(lo, hi)
                flat = q == 0
                inside_slab = np.abs(p) <= h
                lo = np.where(flat, np.where(inside_slab, -np.inf, np.nan), lo)
                hi = np.where(flat, np.where(inside_slab, np.inf, np.nan), hi)
                t0 = np.maximum(t0, lo)
                t1 = np.minimum(t1, hi)
            miss = ~(t0 <= t1)
        else:
            X, Y, DX, DY = px / fp.a, py / fp.b, qx / fp.a, qy / fp.b
            A = DX * DX + DY * DY
            B = X * DX + Y * DY
            C = X * X + Y * Y - 1.0
            disc = B * B - A * C
            root = np.sqrt(np.maximum(disc, 0.0))
            t0 = (-B - root) / A
            t1 = (-B + root) / A
            miss = ~(disc >= -1e-12 * np.maximum(1.0, B * B))
        t0 = np.where(miss, np.nan, t0)
        t1 = np.where(miss, np.nan, t1)
    return t0, t1


def _candidates(a: Footprint, b: Footprint, polys: Sequence["Polygon"]):
    """Segments from A to B (M x 2 x 2) along every critical line (module docstring)."""
    import numpy as np

    v = _corners(polys)
    p0s, ds, fixed = [], [], []
    # lines through a piece corner tangent to A (A's end fixed at the tangent point), and B
    for fp in (a, b):
        tp, vv = _tangent_points(fp, v)
        ok = ~np.isnan(tp).any(axis=1)
        p0s.append(tp[ok])
        ds.append(vv[ok] - tp[ok])
        fixed.append(np.full(int(ok.sum()), 0 if fp is a else 1))
    # lines through two piece corners
    n = len(v)
    if n >= 2:
        i, j = np.triu_indices(n, 1)
        d = v[j] - v[i]
        keep = np.hypot(d[:, 0], d[:, 1]) > 1e-9
        p0s.append(v[i][keep])
        ds.append(d[keep])
        fixed.append(np.full(int(keep.sum()), -1))
    p0 = np.concatenate(p0s)
    d = np.concatenate(ds)
    fix = np.concatenate(fixed)
    if not len(p0):
        return np.empty((0, 2, 2))
    a0, a1 = _chord(a, p0, d)
    b0, b1 = _chord(b, p0, d)
    a0 = np.where(fix == 0, 0.0, a0)
    a1 = np.where(fix == 0, 0.0, a1)
    b0 = np.where(fix == 1, 0.0, b0)
    b1 = np.where(fix == 1, 0.0, b1)
    ok = ~(np.isnan(a0) | np.isnan(b0))
    forward = ok & (a1 <= b0)
    backward = ok & (b1 <= a0)
    s = np.where(forward, a1, np.where(backward, b1, np.nan))
    e = np.where(forward, b0, np.where(backward, a0, np.nan))
    good = ~np.isnan(s)
    p0, d, s, e = p0[good], d[good], s[good], e[good]
    start = p0 + s[:, None] * d
    end = p0 + e[:, None] * d
    return np.stack([start, end], axis=1)


def sees(a: Footprint, b: Footprint, pieces: Iterable[TerrainPiece] | Sight
         ) -> tuple[bool, str | None]:
    """T3: ``(True, None)`` when A sees B; ``(False, piece_id)`` naming a piece in the way.
    Symmetric. ``pieces`` may be a :class:`Sight` built once for many pairs."""
    sight = pieces if isinstance(pieces, Sight) else Sight(pieces)
    line = sight.between(a, b)
    return line.seen, line.blocker


def seen_models(viewer: Footprint, others: Mapping[str, Footprint],
                pieces: Iterable[TerrainPiece] | Sight) -> dict[str, SightLine]:
    """T3, T4: for each other model (by id), whether ``viewer`` sees it."""
    sight = pieces if isinstance(pieces, Sight) else Sight(pieces)
    return sight.from_one(viewer, others)


def closest_seen(viewer: Footprint, candidates: Mapping[str, Footprint],
                 lines: Mapping[str, SightLine]) -> str | None:
    """T4 (M7): the closest of ``candidates`` (enemies, by id) that ``viewer`` sees, measured
    base edge to base edge (G3); ties go to the id first in ``candidates``' order;
    ``None`` when it sees none."""
    best: tuple[float, int, str] | None = None
    for order, (mid, fp) in enumerate(candidates.items()):
        line = lines.get(mid)
        if line is None or not line.seen:
            continue
        key = (distance(viewer, fp), order, mid)
        if best is None or key < best:
            best = key
    return None if best is None else best[2]


def sight_region(viewer: Footprint, pieces: Iterable[TerrainPiece] | Sight,
                 table: Table, samples: int = 8) -> "Polygon":
    """T4: the part of the table ``viewer`` sees, for shading: the table minus the points
    hidden from every one of ``samples`` points on the base's rim (a rectangle: its
    corners); pieces the model stands in hide nothing. A guide; :func:`sees` is exact."""
    import shapely
    from shapely.geometry import box

    board = box(0.0, 0.0, table.width_in, table.depth_in)
    hidden = sight_shadow(viewer, pieces, table, samples)
    return board if hidden.is_empty else shapely.difference(board, hidden)


def sight_shadow(viewer: Footprint, pieces: Iterable[TerrainPiece] | Sight,
                 table: Table, samples: int = 8) -> "Polygon":
    """T4: what :func:`sight_region` leaves out (possibly reaching past the table's edge;
    empty when nothing is hidden): what is hidden from every one of ``samples`` points of
    the base's rim (:func:`shadow_parts` from each, united, then intersected)."""
    import numpy as np
    import shapely
    from shapely.geometry import Polygon as _Polygon

    sight = pieces if isinstance(pieces, Sight) else Sight(pieces)
    if viewer.shape == "rect":
        rim = np.asarray(viewer.polygon.exterior.coords)[:-1]
    else:
        rim = np.array([viewer.boundary_point(2 * math.pi * k / samples)
                        for k in range(samples)])
    hidden = None
    for px, py in rim.tolist():
        parts = shadow_parts((px, py), sight, table, viewer)
        shade = shapely.union_all(parts) if parts else _Polygon()
        hidden = shade if hidden is None else shapely.intersection(hidden, shade)
        if hidden.is_empty:
            break
    return hidden if hidden is not None else _Polygon()


def shadow_parts(eye: tuple[float, float], pieces: Iterable[TerrainPiece] | Sight,
                 table: Table, viewer: Footprint | None = None) -> list:
    """T4: the shadows the pieces cast seen from the point ``eye`` (inches), one polygon per
    piece, overlapping, each reaching far past the table; their union is what ``eye`` does
    not see. The pieces ``viewer`` stands in (default: the eye's own point) cast none. The
    board fills them as they are while a model is carried (no union: a few ms a frame)."""
    import numpy as np
    import shapely

    sight = pieces if isinstance(pieces, Sight) else Sight(pieces)
    if viewer is None:
        viewer = Footprint("round", float(eye[0]), float(eye[1]), 0.0, 0.0)
    standing = sight.standing_in(viewer)
    keep = [i for i in range(len(sight.polys)) if i not in standing]
    if not keep:
        return []
    convex, corners = sight.shadow_corners()
    far = 4.0 * (table.width_in + table.depth_in)
    px, py = eye
    out: list = []
    flat = [corners[i] for i in keep if convex[i]]
    if flat:  # each shadow: the hull of a piece's corners and of them pushed far off
        flat_xy = np.concatenate(flat)
        owner = np.repeat(np.arange(len(flat)), [len(c) for c in flat])
        vec = flat_xy - (px, py)
        length = np.hypot(vec[:, 0], vec[:, 1])
        length[length == 0] = 1.0
        projected = flat_xy + vec / length[:, None] * far
        both = np.concatenate([flat_xy, projected])
        index = np.concatenate([owner, owner])
        order = np.argsort(index, kind="stable")
        out += list(shapely.convex_hull(shapely.multipoints(both[order],
                                                            indices=index[order])))
    for i in keep:  # a piece that is not convex: a quad behind each edge, and the piece
        if convex[i]:
            continue
        c = corners[i]
        vec = c - (px, py)
        length = np.hypot(vec[:, 0], vec[:, 1])
        length[length == 0] = 1.0
        projected = c + vec / length[:, None] * far
        out += [*shapely.polygons(np.stack([c, np.roll(c, 1, axis=0),
                                            np.roll(projected, 1, axis=0), projected],
                                           axis=1)), sight.polys[i]]
    return out
