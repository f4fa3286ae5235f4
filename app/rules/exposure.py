"""Exposure while planning a deployment: rule R4 (over T3's line of sight).

R4 A point of the table is exposed to a warband when a model of it standing anywhere in that
warband's deployment zone could see it: some straight segment from a point of the zone to
the point crosses the inside of no piece that blocks sight (T3: grazing an edge or a corner
does not block; a piece lower than 1 in never blocks; a piece either end stands in does not
block). Allies and team-mates never count (the caller asks only for enemy warbands).

How :class:`Exposure` finds the exposed part of the table for a zone:

* every point of the zone is exposed (a model there sees its own spot);
* a point outside the zone is seen from the zone exactly when it is seen from a point of the
  zone's edge that lies inside the table, or of the edge of a blocking piece inside the zone
  (follow a clear segment from the zone to the point: where it last leaves the zone, or
  the piece it started in, it is still clear and stands no further in any piece);
* so the hidden part is the intersection, over such viewpoints, of what each does not see
  (the union of the pieces' shadows from it, each piece's own footprint left out, since a
  point standing in a piece is not hidden by it). Each viewpoint's shadows are united
  first (a batch of viewpoints in one vectorised call, :data:`UNION_BATCH`, each batch only
  over what the ones before left hidden), then the rest of the table is cut down by those
  unions one viewpoint at a time, every part of it in one call (a part a union
  covers whole left as it is), the viewpoints being the corners and points no more than
  :data:`VIEW_STEP_IN` apart along the edges: a view through any gap wider than that is
  found; only slivers seen through narrower gaps can be missed (a test compares the areas
  with a brute-force check of single points, :func:`point_exposed`). What one convex piece
  hides on its own from every point of the edges is hidden from each viewpoint, so it needs
  no pass of its own. The overlays run in floating point (snapped to :data:`GRID_IN` only
  where that fails); a piece of many corners (an ellipse) casts shadows holding its own back
  side, a few corners instead of half its outline, and the points in it are then cut down
  again by the other pieces' shadows alone (:meth:`Exposure._inside`).

The result is cached by what it depends on: the blocking pieces' footprints, the zone and
its viewpoints. After a piece is moved (:meth:`Exposure.moved`) the other pieces' shadows
are kept, and only the part of the table where the moved piece casts a shadow now, or cast
one before on what was hidden, is worked out again (a point it no longer shades that was
seen stays seen; the hull of its shadows from the corners of the viewpoints' edges holds
every shadow it casts from a point of those edges).
"""

from __future__ import annotations

import hashlib
import math
import os
from typing import TYPE_CHECKING, Any, Iterable, Mapping, Sequence

from .agreed import agreed_zone

from .shadows import areal, convex_parts, convex_shadows
from .sight import Sight
from .table import Table
from .terrain import TerrainPiece

if TYPE_CHECKING:
    from shapely.geometry import Polygon

VIEW_STEP_IN = 0.5
"""R4: the viewpoints along a zone's edge are at most this far apart (see the docstring)."""
SHADOWS_KEPT = 20000
"""R4: the most cached shadow lists kept across moves (past that the cache starts afresh)."""
MOVED_PARTS_MAX = 8
"""R4: after :meth:`Exposure.moved`, at most this many changed parts are worked out where
they cast shadows only; more, and the whole table is."""
GRID_IN = 1e-5
"""The grid the shadows' overlays snap to (inches) where an overlay in floating point fails
on nearly parallel shadow edges seen from neighbouring viewpoints."""
SIMPLIFY_IN = 2e-4
"""Vertices of the hidden part closer than this to the line through their neighbours are
dropped as it is built (an area change under 0.1 in2 on a full table)."""
WHOLE_CORNERS = 24
"""R4: a piece with more corners than this (an ellipse) casts shadows holding its own back
side, the points in it worked out apart (:meth:`Exposure._inside`)."""
CLIP_MARGIN_IN = 0.01
"""The shadows are clipped to a part's box grown by this much (inches): clipping to a box
whose corner is a corner of the shadow (a hidden part ends at a piece's corner) can lose
the shadow's inside."""
ZONE_ARC_SEGMENTS = 128
"""Segments of a quarter circle where an M4 zone ends mid-edge (within 0.0002 in of it)."""


# -- the zones (M4, S2, a scenario's own area) ---------------------------------------------------
def segment_zone(table: Table, letter: str, depth_in: float) -> "Polygon":
    """M4: every point of the table within ``depth_in`` of segment ``letter`` (the quarter
    circles where a half edge ends mid-edge drawn finely)."""
    seg = table.segments()[letter]
    return seg.line.buffer(depth_in, quad_segs=ZONE_ARC_SEGMENTS).intersection(table.polygon)


def area_zone(table: Table, area: Sequence[float]) -> "Polygon":
    """A scenario's own set-up area ``(cx, cy, width_in, depth_in, within_in[, turn_deg])``:
    every point within ``within_in`` of that box (turned by ``turn_deg``, anticlockwise as
    drawn), on the table."""
    from shapely import affinity
    from shapely.geometry import Point, box

    cx, cy, w, d, within = (float(v) for v in area[:5])
    core = box(cx - w / 2, cy - d / 2, cx + w / 2, cy + d / 2) if w > 0 or d > 0 \
        else Point(cx, cy)
    if len(area) > 5 and float(area[5]):
        core = affinity.rotate(core, -float(area[5]), origin=(cx, cy))
    return core.buffer(within, quad_segs=ZONE_ARC_SEGMENTS).intersection(table.polygon)


def deployment_zone(table: Table, kind: str, depth_in: float, segment: str | None,
                    edge: str | None, area: Sequence[float] | None = None,
                    agreed: Mapping[str, Any] | None = None) -> "Polygon | None":
    """A warband's set-up zone as a polygon (R4): its scenario area when it has one, else its
    segment (M4, ``edge-segments``), its table edge (S2, ``battle-formations``) or the zone
    its players agreed (``players-agree``, :mod:`app.rules.agreed`); ``None`` while it has
    none (no segment chosen yet, or no zone agreed)."""
    if area:
        return area_zone(table, area)
    if kind == "edge-segments" and segment:
        return segment_zone(table, segment, depth_in)
    if kind == "battle-formations" and edge:
        return table.edge_zone(edge, depth_in)
    if kind == "players-agree" and agreed:
        return agreed_zone(table, agreed)
    return None


# -- exposure (R4) ---------------------------------------------------------------------------------
class Exposure:
    """R4 over one table and one set of pieces: :meth:`exposed` gives the part of the table a
    zone exposes (cached per zone); :meth:`moved` takes a new set of pieces, keeping the
    shadows of those that did not change."""

    def __init__(self, pieces: Iterable[TerrainPiece], table: Table) -> None:
        self.table = table
        self._zones: dict[bytes, Any] = {}
        self._shadows: dict[tuple, Any] = {}  # (zone key, piece geometry) -> per viewpoint
        self._zone_views: dict[bytes, tuple[list, list]] = {}
        self._set(list(pieces))

    def _set(self, pieces: list[TerrainPiece]) -> None:
        import shapely
        from shapely.geometry import box

        self.pieces = pieces
        self.sight = Sight(pieces)
        self.keys = [(p.geometry_key(), p.kind, p.height_in) for p in self.sight.pieces]
        self.parts = convex_parts(self.sight)
        """``(corners, owner)`` per convex part of the blocking pieces (a convex piece is one
        part; another is cut into triangles): what casts the shadows."""
        self.board = box(0.0, 0.0, self.table.width_in, self.table.depth_in)
        shapely.prepare(self.board)
        self.whole = {i for i, poly in enumerate(self.sight.polys)
                      if shapely.get_num_coordinates(poly) > WHOLE_CORNERS}
        """The pieces of many corners (an ellipse): their shadows hold their own back side
        (a few corners instead of half the outline), the points in them worked out apart."""
        self.inside_whole = shapely.union_all([self.sight.polys[i] for i in self.whole]) \
            if self.whole else shapely.Polygon()
        self._exposed: dict[bytes, Any] = {}
        self._before: tuple[dict, dict] | None = None

    def moved(self, pieces: Iterable[TerrainPiece]) -> "Exposure":
        """The same exposure over new pieces (one moved, added or taken away): the shadows of
        the pieces that did not change are kept."""
        pieces = list(pieces)
        keys = {(p.geometry_key(), p.kind, p.height_in) for p in pieces}
        convex, _ = self.sight.shadow_corners()
        before = {self._part_key(j): (c, None, self.sight.insides[i])
                  for j, (c, i) in enumerate(self.parts)}
        exposed = self._exposed
        self._set(pieces)
        self._before = (before, exposed)
        self._shadows = {k: v for k, v in self._shadows.items() if k[1] in keys} \
            if len(self._shadows) < SHADOWS_KEPT else {}
        return self

    def copy(self) -> "Exposure":
        """The same exposure with copies of its caches and geometry of its own (prepared
        anew): it can be moved and worked out in another thread while this one is used (a
        drop planned ahead, :class:`app.game.exposure_map.ShadingAhead`)."""
        out = Exposure.__new__(Exposure)
        out.table = self.table
        out._zones = {}
        out._shadows = dict(self._shadows)
        out._zone_views = dict(self._zone_views)
        out._set(list(self.pieces))
        out._exposed = dict(self._exposed)
        return out

    # -- the viewpoints ---------------------------------------------------------------------------
    def viewpoints(self, zone: "Polygon", zone_key: bytes | None = None):  # noqa: ANN201
        """R4: the corners of the zone's edge and of the blocking pieces' edges inside the
        zone (the parts along the table's edge left out: they see nothing a point further in
        does not), and those edges' points no more than :data:`VIEW_STEP_IN` apart (two
        N x 2 arrays; the zone's own part kept per zone, ``zone_key``, across moves)."""
        import numpy as np
        import shapely

        key = zone_key if zone_key is not None else shapely.to_wkb(shapely.normalize(zone))
        own = self._zone_views.get(key)
        if own is None:
            own = self._zone_views[key] = self._edge_views([zone.boundary])
        corners, pts = list(own[0]), list(own[1])
        inner = [poly.boundary.intersection(zone) for poly in self.sight.polys
                 if poly.intersects(zone)]  # the pieces' own edges, where a viewer stands in them
        if inner:
            more = self._edge_views(inner)
            corners += more[0]
            pts += more[1]
        self._last_lines = shapely.multilinestrings(np.array(corners)) if corners \
            else shapely.MultiLineString()
        if not pts:
            return np.empty((0, 2)), np.empty((0, 2))
        return (np.unique(np.round(np.concatenate(corners).reshape(-1, 2), 9), axis=0),
                np.unique(np.round(np.concatenate(pts), 9), axis=0))

    def _edge_views(self, lines: list) -> tuple[list, list]:
        """The segments of ``lines`` off the table's edge, and their samples (:func:`_samples`)."""
        import numpy as np

        w, d = self.table.width_in, self.table.depth_in
        corners, pts = [], []
        tol = 1e-7
        for geom in lines:
            for line in getattr(geom, "geoms", (geom,)):
                if line.is_empty or line.geom_type not in ("LineString", "LinearRing"):
                    continue
                c = np.asarray(line.coords)
                run: list[list[float]] = []
                for (x0, y0), (x1, y1) in zip(c[:-1].tolist(), c[1:].tolist()):
                    if ((abs(x0) <= tol and abs(x1) <= tol) or (abs(y0) <= tol and abs(y1) <= tol)
                            or (abs(x0 - w) <= tol and abs(x1 - w) <= tol)
                            or (abs(y0 - d) <= tol and abs(y1 - d) <= tol)):
                        if run:  # along the table's edge
                            pts.append(_samples(np.asarray(run)))
                            run = []
                        continue
                    if not run:
                        run = [[x0, y0]]
                    run.append([x1, y1])
                    corners.append([[x0, y0], [x1, y1]])
                if run:
                    pts.append(_samples(np.asarray(run)))
        return corners, pts

    # -- the shadows ------------------------------------------------------------------------------
    def _part_key(self, j: int) -> tuple:
        corners, owner = self.parts[j]
        return (self.keys[owner], corners.tobytes())

    def _piece_shadows(self, i: int, eyes, view_key: bytes) -> Any:
        """Piece ``i``'s shadow seen from each eye (inches), its footprint left out (a piece
        of many corners, :attr:`whole`: its own back side left in, the points in it worked
        out apart, :meth:`_inside`), not clipped; ``None`` from an eye standing in the piece.
        Cached per zone, viewpoints and piece geometry: a moved piece leaves the others'
        shadows as they were."""
        import numpy as np
        import shapely

        key = (view_key, self.keys[i])
        found = self._shadows.get(key)
        if found is not None:
            return found
        whole = i in self.whole
        convex, _ = self.sight.shadow_corners()
        mine = [c for c, owner in self.parts if owner == i]
        inside = self.sight.insides[i]
        cols = [convex_shadows(c, eyes, None, self._far(), None, inside, whole=whole)
                for c in mine]
        grid = np.array(cols, dtype=object).T if cols else np.empty((len(eyes), 0), object)
        if grid.shape[1] == 1:
            shades = grid[:, 0]
        else:  # the triangles of a piece that is not convex, its footprint left out
            standing = np.all(grid == None, axis=1)  # noqa: E711 - elementwise
            shades = shapely.union_all(grid, axis=1)
            if not convex[i] and not whole:
                shades = shapely.difference(shades, self.sight.polys[i])
            shades[standing] = None
        geoms = np.array([None if g is None else areal(g) for g in shades], dtype=object)
        self._shadows[key] = geoms
        return geoms

    def hidden(self, zone: "Polygon") -> "Polygon":
        """R4: the part of the table outside the zone that no point of it sees."""
        import shapely

        zone_key = shapely.to_wkb(shapely.normalize(zone))
        found = self._exposed.get(zone_key)
        if found is None:
            self._finish(self._job(zone, zone_key))
            found = self._exposed[zone_key]
        return found[0]

    def work_out(self, zones: Iterable["Polygon"]) -> None:
        """R4 for several zones at once (each then cached for :meth:`hidden` and
        :meth:`exposed`): the viewpoints and shadows of each zone in turn, then the hidden
        parts of all of them side by side, in threads (the overlays run outside Python's
        lock, :data:`WORKERS`; each thread only prepares geometry of its own)."""
        import shapely

        jobs, keys = [], set()
        for zone in zones:
            key = shapely.to_wkb(shapely.normalize(zone))
            if key not in self._exposed and key not in keys:
                keys.add(key)
                jobs.append(self._job(zone, key))
        if len(jobs) > 1 and WORKERS > 1:
            list(_pool().map(self._finish, jobs))
        else:
            for job in jobs:
                self._finish(job)

    def _job(self, zone: "Polygon", zone_key: bytes) -> tuple:
        """What :meth:`_finish` needs to work out the zone's hidden part: its viewpoints, the
        pieces' shadows from them and (after a move) the part to work out again."""
        import shapely

        corners, eyes = self.viewpoints(zone, zone_key)
        if not (self.parts and len(eyes)):
            return zone, zone_key, b"", None, None, None, None
        view_key = zone_key + hashlib.blake2b(corners.tobytes() + eyes.tobytes()).digest()
        per_piece = Shades([self._piece_shadows(i, eyes, view_key)
                            for i in range(len(self.sight.polys))], len(eyes))
        # after a piece moved, only where it cast a shadow before or casts one now
        touched, old = self._touched(zone_key, view_key, corners, eyes)
        rest = shapely.difference(self.board, zone) if touched is None else \
            shapely.difference(touched, zone)
        return zone, zone_key, view_key, per_piece, touched, old, areal(rest)

    def _finish(self, job: tuple) -> None:
        """R4: the hidden part from a :meth:`_job`, cut down one viewpoint at a time (what
        one piece hides on its own from every point of the edges is hidden from each
        viewpoint, so it is kept as what several hide together is); cached."""
        import shapely
        from shapely.geometry import Polygon

        zone, zone_key, view_key, per_piece, touched, old, rest = job
        hid: Any = Polygon()
        if per_piece is not None:
            order = spread_order(per_piece.geoms.shape[1])
            hid = self._inside(_hidden_from(rest, per_piece, order), per_piece, order)
            if touched is not None:
                hid = areal(shapely.union_all([
                    shapely.difference(old, touched), shapely.intersection(hid, touched)]))
            hid = areal(shapely.difference(hid, zone))
        exposed = shapely.difference(self.board, hid)
        self._exposed[zone_key] = (hid, exposed, view_key)

    def _inside(self, hid: Any, per_piece: "Shades", order: Sequence[int]) -> Any:
        """``hid`` (worked out with the shadows of the :attr:`whole` pieces holding their own
        back side) made right in those pieces: a point in a piece is not hidden by it (T3),
        so there it is cut down again by the shadows of the pieces it does not stand in
        only (one cell per set of overlapping pieces of many corners it stands in; the
        others' shadows leave their own footprint out)."""
        import shapely

        polys = self.sight.polys
        meets = [i for i in sorted(self.whole) if _boxes_meet(polys[i].bounds, hid.bounds)
                 and shapely.intersects(hid, polys[i])]
        if not meets:
            return hid
        cells, stands = [], []
        for i in meets:
            others = [j for j in sorted(self.whole) if j != i
                      and shapely.intersection(polys[i], polys[j]).area > 1e-12]
            if len(others) > 4:  # never on a real table: each piece on its own
                others = others[:4]
            for mask in range(1 << len(others)):
                inn = [others[b] for b in range(len(others)) if mask >> b & 1]
                if inn and min(inn) < i:
                    continue  # this cell is counted from its first piece
                dom = polys[i]
                for j in inn:
                    dom = shapely.intersection(dom, polys[j])
                outs = [polys[j] for j in others if j not in inn]
                if outs:
                    dom = shapely.difference(dom, shapely.union_all(outs))
                cell = areal(shapely.intersection(hid, dom))
                if cell.area > 1e-12:  # worked out over the hidden part in a box round
                    box = self._envelope(i)  # the piece (few corners), cut to it after
                    for j in inn:
                        box = shapely.intersection(box, self._envelope(j))
                    cells.append((areal(shapely.intersection(hid, box)), dom))
                    stands.append({i, *inn})
        out = areal(shapely.difference(hid, self.inside_whole))
        if not cells:
            return out
        left = [areal(shapely.intersection(_hidden_from(rough, per_piece.without(st), order),
                                            dom))
                for (rough, dom), st in zip(cells, stands)]
        left = [g for g in left if not g.is_empty]
        return areal(shapely.union_all([out, *left])) if left else out

    def _envelope(self, i: int) -> Any:
        """The smallest rectangle round piece ``i`` (any turn): four corners instead of an
        ellipse's many, for :meth:`_inside`."""
        import shapely

        return shapely.oriented_envelope(self.sight.polys[i])

    def _touched(self, zone_key: bytes, view_key: bytes, corners, eyes) -> tuple[Any, Any]:
        """After :meth:`moved`: the part of the table where the parts that changed cast a
        shadow from some viewpoint now, or cast one before on what was hidden (a point seen
        before that no shadow came to is seen still, one hidden before where no changed part
        cast a shadow is hidden still; the hulls of their whole shadows from the
        corners of the viewpoints' edges hold every such shadow: a point a part hides from a
        point of an edge is a mix of points it hides from the edge's ends), and the hidden
        part from before; ``(None, None)`` when all must be worked out again (also when the
        viewpoints changed: a piece moved into or out of the zone)."""
        import shapely

        if self._before is None or zone_key not in self._before[1] \
                or self._before[1][zone_key][2] != view_key:
            return None, None
        before, exposed = self._before
        now = {self._part_key(j): j for j in range(len(self.parts))}
        gone = [info for key, info in before.items() if key not in now]
        came = [j for key, j in now.items() if key not in before]
        if len(gone) + len(came) > MOVED_PARTS_MAX:
            return None, None
        hull = shapely.convex_hull(shapely.multipoints(eyes))
        ends = shapely.get_coordinates(hull)  # a shadow from a viewpoint is a mix of those
        old_hid = exposed[zone_key][0]
        fans = []  # from the corners of the viewpoints' hull
        for c, owner, inside in gone:
            if bool(inside.intersects(self._last_lines)):
                return None, None
            fans.append(_hull(convex_shadows(c, ends, None, self._far(), None, inside)))
        fans = [f for f in fans if f is not None]
        gone_fan = shapely.union_all(fans) if fans else shapely.Polygon()
        # where a part's shadow went, only what was hidden can change (now seen)
        lost = [shapely.intersection(gone_fan, old_hid)] if fans else []
        fans = []
        for j in came:
            c, i = self.parts[j]
            if self._edges_enter(i, corners):
                return None, None
            fans.append(_hull(convex_shadows(c, ends, None, self._far(), None,
                                             self.sight.insides[i])))
        fans = [f for f in fans if f is not None] + lost
        touched = shapely.intersection(shapely.union_all(fans), self.board) if fans \
            else shapely.Polygon()
        # hidden before where no part that changed cast a shadow: the others hide it still
        kept = shapely.difference(old_hid, gone_fan)
        return areal(shapely.difference(touched, kept)), old_hid

    def _edges_enter(self, i: int, corners) -> bool:
        """Does a viewpoint stand in piece ``i`` (then it hides nothing from it)?"""
        import shapely

        return bool(shapely.intersects(self.sight.insides[i], shapely.points(corners)).any()) \
            or bool(self.sight.insides[i].intersects(self._last_lines))

    def _far(self) -> float:
        return 4.0 * (self.table.width_in + self.table.depth_in)

    def exposed(self, zone: "Polygon") -> "Polygon":
        """R4: the part of the table a model standing anywhere in ``zone`` could see."""
        import shapely

        self.hidden(zone)
        return self._exposed[shapely.to_wkb(shapely.normalize(zone))][1]


TURN_DEG = 3.0
"""R4: a vertex of a viewpoints' edge where it turns by more than this is a viewpoint itself;
the others (the many short steps of an arc) are passed by the samples along the edge."""


def _samples(run):  # noqa: ANN001, ANN202 - N x 2 arrays
    """R4: the viewpoints along a polyline: its ends, the vertices where it turns by more than
    :data:`TURN_DEG`, and points between them no more than :data:`VIEW_STEP_IN` apart along
    it (so an arc drawn in fine steps gives samples at the spacing, not at every step)."""
    import numpy as np

    steps = np.diff(run, axis=0)
    lengths = np.hypot(steps[:, 0], steps[:, 1])
    along = np.concatenate([[0.0], np.cumsum(lengths)])
    keep = [0]
    if len(run) > 2:
        a = np.arctan2(steps[:, 1], steps[:, 0])
        turn = np.abs((np.diff(a) + math.pi) % (2 * math.pi) - math.pi)
        keep += (np.flatnonzero(turn > math.radians(TURN_DEG)) + 1).tolist()
    keep.append(len(run) - 1)
    out = [run[:1]]
    for i0, i1 in zip(keep[:-1], keep[1:]):
        span = along[i1] - along[i0]
        k = max(1, math.ceil(span / VIEW_STEP_IN - 1e-9))
        s = along[i0] + span * np.arange(1, k + 1) / k
        out.append(np.stack([np.interp(s, along, run[:, 0]), np.interp(s, along, run[:, 1])],
                            axis=1))
    return np.concatenate(out)


def spread_order(n: int) -> list[int]:
    """``0..n-1`` in an order that spreads out early (the ends, the middle, the quarters ...),
    so the hidden part shrinks fast and later viewpoints have less to cut."""
    order: list[int] = []
    seen: set[int] = set()
    step = 1
    while step < n:
        step *= 2
    while step >= 1:
        for k in range(0, n, step):
            if k not in seen:
                seen.add(k)
                order.append(k)
        step //= 2
    if n - 1 not in seen and n:
        order.insert(1, n - 1)
    return order


class Shades:
    """R4: the pieces' shadows from each viewpoint (a pieces x viewpoints array of polygons,
    ``None`` where the viewpoint stands in the piece), for :func:`_hidden_from`."""

    def __init__(self, pieces: list, n_eyes: int) -> None:
        import numpy as np

        self.geoms = np.array(pieces, dtype=object).reshape(len(pieces), n_eyes)

    def without(self, pieces: Iterable[int]) -> "Shades":
        """The shadows of the other pieces only."""
        import numpy as np

        keep = np.ones(len(self.geoms), dtype=bool)
        keep[list(pieces)] = False
        out = Shades.__new__(Shades)
        out.geoms = self.geoms[keep]
        return out

    def unions(self, region: Any, eyes: Any = None) -> Any:
        """Per viewpoint (``eyes``: their indices, else all), the union of the pieces'
        shadows from it that meet ``region``, clipped to its box (grown by
        :data:`CLIP_MARGIN_IN`), all in one call."""
        import numpy as np
        import shapely

        x0, y0, x1, y1 = region.bounds
        m = CLIP_MARGIN_IN
        g = self.geoms if eyes is None else self.geoms[:, eyes]
        some = g != None  # noqa: E711 - elementwise
        meets = np.zeros(g.shape, dtype=bool)
        shapely.prepare(region)
        meets[some] = shapely.intersects(region, g[some])
        g = np.where(meets, g, shapely.Polygon())
        g[meets] = shapely.clip_by_rect(g[meets], x0 - m, y0 - m, x1 + m, y1 + m)
        try:
            return shapely.union_all(g, axis=0)
        except shapely.errors.GEOSException:
            g = shapely.make_valid(g)
            return np.array([areal(shapely.union_all([areal(p) for p in col],
                                                      grid_size=GRID_IN)) for col in g.T],
                            dtype=object)


WORKERS = min(4, os.cpu_count() or 1)
"""R4: how many zones :meth:`Exposure.work_out` works out side by side (threads)."""
_POOL: list = []


def _pool() -> Any:
    """The one thread pool of :meth:`Exposure.work_out` (made when first needed)."""
    if not _POOL:
        from concurrent.futures import ThreadPoolExecutor

        _POOL.append(ThreadPoolExecutor(WORKERS, thread_name_prefix="exposure"))
    return _POOL[0]


UNION_BATCH = 6
"""R4: the viewpoints' shadow unions are worked out this many at a time (then twice as many,
and so on), each batch only over what is still hidden (clipped to its box), so the later,
finer viewpoints unite only the few shadows that still matter."""


def _hidden_from(region: Any, shades: Shades, order: Sequence[int]) -> Any:
    """The part of ``region`` in the union of the pieces' shadows from every viewpoint (in
    ``order``): the shadows from each viewpoint united a batch at a time (:data:`UNION_BATCH`
    viewpoints in one call, then twice as many, ..., each batch only the shadows meeting what
    is still hidden, clipped to its box), then the region cut down one viewpoint at a time, each
    part of it on its own (a part the union covers whole is left as it is)."""
    import numpy as np
    import shapely

    comps = [g for g in shapely.get_parts(region) if not g.is_empty]
    if not comps:
        return shapely.Polygon()
    done, size = 0, UNION_BATCH
    unions: dict[int, Any] = {}
    for k in order:
        if not comps:
            break
        if k not in unions:  # the next batch of viewpoints, over what is still hidden
            batch = list(order[done:done + size])
            done, size = done + len(batch), size * 2
            left = comps[0] if len(comps) == 1 else shapely.multipolygons(comps)
            unions.update(zip(batch, shades.unions(left, batch)))
        shade = unions[k]
        if shade.is_empty:
            return shapely.Polygon()
        arr = np.array(comps, dtype=object)
        whole = shapely.covers(shade, arr)
        if whole.all():
            continue
        todo = arr[~whole]
        try:
            cut = shapely.simplify(shapely.intersection(todo, shade), SIMPLIFY_IN)
        except shapely.errors.GEOSException:
            cut = [_cut(g, [shade]) for g in todo]
        comps = list(arr[whole]) + [g for g in shapely.get_parts(cut)
                                    if g.geom_type == "Polygon" and not g.is_empty]
    if not comps:
        return shapely.Polygon()
    return comps[0] if len(comps) == 1 else areal(shapely.union_all(comps))


def _cut(hid: Any, parts: list) -> Any:
    """``hid`` within the union of ``parts``, its vertices in line with their neighbours
    dropped (:data:`SIMPLIFY_IN`); overlaid in floating point, or snapped to
    :data:`GRID_IN` should that fail on nearly parallel edges."""
    import shapely

    try:
        shade = parts[0] if len(parts) == 1 else areal(shapely.union_all(parts))
        return areal(shapely.simplify(shapely.intersection(hid, shade), SIMPLIFY_IN))
    except shapely.errors.GEOSException:
        parts = [areal(g) for g in shapely.make_valid(parts)]
        shade = areal(shapely.union_all(parts, grid_size=GRID_IN))
        return areal(shapely.simplify(shapely.intersection(hid, shade, grid_size=GRID_IN),
                                       SIMPLIFY_IN))


def _hull(shades: list) -> Any:
    """The convex hull of the shadows given (``None`` when there are none)."""
    import shapely

    shades = [g for g in shades if g is not None and not g.is_empty]
    if not shades:
        return None
    coords = shapely.get_coordinates(shades)  # one line through them: far quicker to
    if len(coords) < 2:  # build than a point each
        return shapely.convex_hull(shapely.multipoints(coords))
    return shapely.convex_hull(shapely.linestrings(coords))


def _boxes_meet(a: tuple, b: tuple) -> bool:
    return not (a[2] < b[0] or b[2] < a[0] or a[3] < b[1] or b[3] < a[1])


def point_exposed(point: tuple[float, float], zone: "Polygon", sight: Sight,
                  table: Table) -> bool:
    """R4 for one point, by another road (for checks): the point sees some point of the zone
    not in the union of the pieces' shadows from the point (each piece's footprint left out:
    a viewer standing in a piece is not hidden by it; the pieces the point stands in cast
    none)."""
    import numpy as np
    import shapely

    from .geometry import Footprint

    px, py = point
    if zone.covers(shapely.points(px, py)):
        return True
    viewer = Footprint("round", float(px), float(py), 0.0, 0.0)
    standing = sight.standing_in(viewer)
    convex, corners = sight.shadow_corners()
    far = 4.0 * (table.width_in + table.depth_in)
    shades = []
    for i, poly in enumerate(sight.polys):
        if i in standing:
            continue
        c = corners[i]
        vec = c - (px, py)
        length = np.hypot(vec[:, 0], vec[:, 1])
        length[length == 0] = 1.0
        projected = c + vec / length[:, None] * far
        if convex[i]:
            shade = shapely.convex_hull(shapely.multipoints(np.concatenate([c, projected])))
        else:
            shade = shapely.union_all(shapely.polygons(np.stack(
                [c, np.roll(c, 1, axis=0), np.roll(projected, 1, axis=0), projected], axis=1)))
        shades.append(shapely.difference(shade, poly))
    if not shades:
        return True
    left = shapely.difference(zone, shapely.union_all(shades))
    return left.area > 1e-9
