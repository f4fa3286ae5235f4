"""The race to the objectives: rule R5 (over T1, T2 and S4).

R5 For each warband, the fewest turns its fastest model needs to bring its base within the
control range (S4) of an objective, moving its Movement (R1) each turn along the shortest
path that keeps its base off the pieces it may not overlap (T1, T2:
:func:`app.rules.terrain.blocks_bases`) and on the table (G2), ignoring other models. Equal
turns are a tie.

How: the base is taken as a disc (an oval or a rectangle as the disc that holds it, so a path
found is one the base can take). The centre moves in the table shrunk by the radius, around
each piece grown by the radius (a polygon drawn just outside the true offset, so no path
cuts into a piece). The shortest path in that free space runs straight between the corners
of the grown pieces (a visibility graph), found with Dijkstra's algorithm from the objective
out. The base is within the control range when its centre is within ``control_in`` plus the
radius of the objective's centre (S4, G4: inclusive). A path of length ``L`` takes
``ceil(L / Movement)`` turns; ``None`` when no path reaches it.

A model whose base is already within the control range (measured exactly, base edge to the
objective's centre as S4 does, an oval by its own edge, and wholly on the table, G2) needs 0
turns and no Movement (:func:`already_within`): its warband is there first, known Movement
or not.

A warband with models still to set up starts them anywhere in its set-up zone (the base
wholly within it, G5). Graphs are cached by what they depend on: the pieces' footprints,
the table and the radius.
"""

from __future__ import annotations

import heapq
import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Iterable, Sequence

from .geometry import EPS_IN, Footprint, distance_point, within, wholly_on_table
from .table import Table
from .terrain import TerrainPiece, blocks_bases, footprint, piece_problem

if TYPE_CHECKING:
    from shapely.geometry import Polygon

ARC_SEGMENTS = 4
"""Segments per quarter circle of a grown piece's corners (drawn outside the true arc)."""
SIMPLIFY_IN = 0.01
"""The grown pieces are drawn this much further out and then simplified by as much (fewer
corners; the free space never reaches into the true offset)."""
TARGET_POINTS = 48
"""Points of the circle around an objective where a path may end (besides the straight way
in from each corner)."""


def turns_for(length_in: float, movement_in: float) -> int | None:
    """R5: the turns a path of ``length_in`` takes at ``movement_in`` a turn (G4: a path
    exactly N moves long takes N turns); ``None`` for a model that does not move (Movement
    0) and is not there already."""
    if length_in <= EPS_IN:
        return 0
    if movement_in <= 0:
        return None
    return max(1, math.ceil((length_in - EPS_IN) / movement_in))


def already_within(fp: Footprint, centre: tuple[float, float], control_in: float,
                   table: Table) -> bool:
    """R5 over S4: is the base already within ``control_in`` of the objective's ``centre``
    (G3: from the base's closest point, an oval or a rectangle by its own edge; G4:
    inclusive) with the whole base on the table (G2)? Such a model needs 0 turns, whatever
    its Movement (R1), known or not."""
    if math.hypot(fp.x - centre[0], fp.y - centre[1]) - fp.radius > control_in + EPS_IN:
        return False  # even the disc that holds the base is out of range: no exact measure
    return wholly_on_table(fp, table) and within(distance_point(fp, *centre), control_in)


@dataclass
class _Graph:
    free: Any
    nodes: Any  # N x 2
    edges: list[list[tuple[int, float]]]
    sides: Any = None  # N x 2 x 2: each node's neighbours along its outline


def _tangent(nodes: Any, sides: Any, towards: Any) -> Any:
    """R5: is the line from each node towards its point in ``towards`` tangent to the piece
    at the node (both the node's neighbours along the piece's outline on one side of it)? A
    shortest path bends round a corner only along such lines (it never cuts into the piece
    it turns round), so the others need no testing."""
    import numpy as np

    d = towards - nodes
    d = d / np.maximum(np.hypot(d[:, 0], d[:, 1]), 1e-12)[:, None]
    out = []
    for k in (0, 1):
        v = sides[:, k] - nodes
        v = v / np.maximum(np.hypot(v[:, 0], v[:, 1]), 1e-12)[:, None]
        out.append(d[:, 0] * v[:, 1] - d[:, 1] * v[:, 0])  # the sine of the angle between
    s1, s2 = out
    eps = TANGENT_SIN
    return ~(((s1 < -eps) & (s2 > eps)) | ((s1 > eps) & (s2 < -eps)))


TANGENT_SIN = 1e-3
"""R5: a neighbour at an angle (its sine) this small past the line still counts as on it
(:func:`_tangent`: a corner of the grown outline that is nearly flat)."""


class Race:
    """R5 over one table and one set of pieces; ask :meth:`path_length` for any base
    radius, start and objective."""

    def __init__(self, pieces: Iterable[TerrainPiece], table: Table) -> None:
        self.table = table
        self.walls = [p for p in pieces if blocks_bases(p) and piece_problem(p) is None]
        self._graphs: dict[float, _Graph] = {}
        self._from_target: dict[tuple, Any] = {}

    def graph(self, radius: float) -> _Graph:
        """The free space and visibility graph for a base of ``radius`` (cached)."""
        key = round(float(radius), 9)
        found = self._graphs.get(key)
        if found is not None:
            return found
        import numpy as np
        import shapely
        from shapely.geometry import box
        from shapely.geometry.polygon import orient

        w, d = self.table.width_in, self.table.depth_in
        r = max(0.0, float(radius))
        board = box(r, r, w - r, d - r) if w > 2 * r and d > 2 * r else shapely.Polygon()
        grow = (r / math.cos(math.pi / (4 * ARC_SEGMENTS)) if r > 0 else 0.0) + SIMPLIFY_IN
        grown = [footprint(p).buffer(grow, quad_segs=ARC_SEGMENTS) for p in self.walls]
        walls = shapely.union_all(grown).simplify(SIMPLIFY_IN) if grown else None
        free = shapely.difference(board, walls) if walls is not None else board
        free = orient(free, 1.0) if free.geom_type == "Polygon" else shapely.MultiPolygon(
            [orient(g, 1.0) for g in getattr(free, "geoms", ()) if g.geom_type == "Polygon"])
        shapely.prepare(free)
        # a shortest path bends only at corners of the pieces that jut into the free space
        pts, sides = [], []
        for poly in getattr(free, "geoms", (free,)):
            if poly.is_empty:
                continue
            for ring in (poly.exterior, *poly.interiors):
                c = np.asarray(ring.coords)[:-1]
                if len(c) < 3:
                    continue
                prev, nxt = np.roll(c, 1, axis=0), np.roll(c, -1, axis=0)
                before, after = c - prev, nxt - c
                turn = before[:, 0] * after[:, 1] - before[:, 1] * after[:, 0]
                jut = turn < -1e-12
                pts.append(c[jut])
                sides.append(np.stack([prev[jut], nxt[jut]], axis=1))
        nodes = np.concatenate(pts) if pts else np.empty((0, 2))
        around = np.concatenate(sides) if sides else np.empty((0, 2, 2))
        n = len(nodes)
        edges: list[list[tuple[int, float]]] = [[] for _ in range(n)]
        if n >= 2:
            i, j = np.triu_indices(n, 1)
            keep = _tangent(nodes[i], around[i], nodes[j]) & \
                _tangent(nodes[j], around[j], nodes[i])
            i, j = i[keep], j[keep]
            lines = shapely.linestrings(np.stack([nodes[i], nodes[j]], axis=1))
            ok = shapely.covers(free, lines)
            for a, b in zip(i[ok].tolist(), j[ok].tolist()):
                length = math.dist(nodes[a], nodes[b])
                edges[a].append((b, length))
                edges[b].append((a, length))
        found = self._graphs[key] = _Graph(free, nodes, edges, around)
        return found

    def _distances(self, radius: float, centre: tuple[float, float], reach: float):  # noqa: ANN202
        """Every node's shortest distance to a centre within ``reach`` of ``centre`` (a
        Dijkstra from the target circle), and the target points used."""
        key = (round(float(radius), 9), float(centre[0]), float(centre[1]), float(reach))
        found = self._from_target.get(key)
        if found is not None:
            return found
        import numpy as np
        import shapely

        g = self.graph(radius)
        cx, cy = centre
        n = len(g.nodes)
        dist = np.full(n, np.inf)
        if n:
            # straight in from each node: to the nearest point of the target circle
            vec = np.stack([cx - g.nodes[:, 0], cy - g.nodes[:, 1]], axis=1)
            far = np.hypot(vec[:, 0], vec[:, 1])
            gap = np.maximum(far - reach, 0.0)
            with np.errstate(invalid="ignore", divide="ignore"):
                ends = g.nodes + vec * np.where(far > 0, gap / far, 0.0)[:, None]
            ok = shapely.covers(g.free, shapely.linestrings(np.stack([g.nodes, ends], axis=1)))
            ok |= gap <= 0
            dist = np.where(ok, gap, np.inf)
            # or to a point of the circle (only from the nodes whose straight way in is
            # blocked: a clear straight way is the shortest there can be)
            t = np.linspace(0, 2 * np.pi, TARGET_POINTS, endpoint=False)
            ring = np.stack([cx + reach * np.cos(t), cy + reach * np.sin(t)], axis=1)
            ring = ring[shapely.covers(g.free, shapely.points(ring))]
            blocked = np.flatnonzero(~ok)
            if len(ring) and len(blocked):
                dist[blocked] = _nearest_clear(g.free, g.nodes[blocked], ring)
        # Dijkstra over the visibility graph
        heap = [(float(v), k) for k, v in enumerate(dist.tolist()) if math.isfinite(v)]
        heapq.heapify(heap)
        done = np.zeros(n, dtype=bool)
        while heap:
            dv, k = heapq.heappop(heap)
            if done[k]:
                continue
            done[k] = True
            for j, length in g.edges[k]:
                nd = dv + length
                if nd < dist[j]:
                    dist[j] = nd
                    heapq.heappush(heap, (nd, j))
        found = self._from_target[key] = dist
        return found

    def starts_within(self, radius: float, region: "Polygon", centre: tuple[float, float],
                      reach: float) -> bool:
        """R5: may the centre of a base of ``radius`` start somewhere in ``region`` (a
        set-up zone's room for it, off the pieces and on the table) already within
        ``reach`` of ``centre``? Such a model needs 0 turns, whatever its Movement."""
        import shapely

        g = self.graph(radius)
        if g.free.is_empty:
            return False
        part = shapely.intersection(region, g.free)
        return not part.is_empty and _within_reach(part, centre, reach)

    def path_length(self, radius: float, starts: Sequence[tuple[float, float]] | "Polygon",
                    centre: tuple[float, float], reach: float) -> float | None:
        """R5: the shortest path for the centre of a base of ``radius`` from any of
        ``starts`` (points, or a region: anywhere in it) to within ``reach`` of ``centre``,
        its base kept off the pieces and on the table; ``None`` when there is none."""
        import numpy as np
        import shapely

        g = self.graph(radius)
        if g.free.is_empty:
            return None
        target = shapely.Point(centre).buffer(reach, quad_segs=32) if reach > 0 \
            else shapely.Point(centre)
        if isinstance(starts, Sequence) and not hasattr(starts, "geom_type"):
            pts = np.asarray(starts, dtype=float).reshape(-1, 2)
            pts = pts[shapely.covers(g.free, shapely.points(pts))] if len(pts) else pts
            region = None
        else:
            region = shapely.intersection(starts, g.free)
            if region.is_empty:
                return None
            if _within_reach(region, centre, reach):
                return 0.0
            pts = _region_points(region)
        if not len(pts):
            return None
        dist = self._distances(radius, centre, reach)
        best = math.inf
        cx, cy = centre
        # straight to the target from a start
        vec = np.stack([cx - pts[:, 0], cy - pts[:, 1]], axis=1)
        far = np.hypot(vec[:, 0], vec[:, 1])
        gap = np.maximum(far - reach, 0.0)
        gap[gap <= EPS_IN] = 0.0  # G4: within reach, inclusive
        with np.errstate(invalid="ignore", divide="ignore"):
            ends = pts + vec * np.where(far > 0, gap / far, 0.0)[:, None]
        clear = (gap <= 0) | shapely.covers(g.free, shapely.linestrings(
            np.stack([pts, ends], axis=1)))
        if clear.any():
            best = float(gap[clear].min())
        del target
        if len(g.nodes):
            a = np.repeat(np.arange(len(pts)), len(g.nodes))
            b = np.tile(np.arange(len(g.nodes)), len(pts))
            finite = np.isfinite(dist[b])
            a, b = a[finite], b[finite]
            if len(a):
                total = np.hypot(*(pts[a] - g.nodes[b]).T) + dist[b]
                best = min(best, _first_clear(g.free, pts[a], g.nodes[b], total, best))
        return best if math.isfinite(best) else None


NEAREST_ROUNDS = 3
"""R5: each node's nearest points of the target circle are tried this many at a time, one
round each, before the rest are tried all at once (:func:`_nearest_clear`)."""


def _nearest_clear(free: Any, nodes: Any, ring: Any) -> Any:
    """For each node, the length of its shortest straight line to a point of ``ring`` that
    stays in ``free`` (``inf``: none): each node's nearest point tried first, then the next,
    for :data:`NEAREST_ROUNDS` rounds; what is left, every other point at once."""
    import numpy as np
    import shapely

    lengths = np.hypot(nodes[:, None, 0] - ring[None, :, 0], nodes[:, None, 1] - ring[None, :, 1])
    order = np.argsort(lengths, axis=1, kind="stable")
    best = np.full(len(nodes), np.inf)
    todo = np.arange(len(nodes))
    for col in range(min(NEAREST_ROUNDS, len(ring))):
        if not len(todo):
            return best
        idx = order[todo, col]
        ok = shapely.covers(free, shapely.linestrings(np.stack([nodes[todo], ring[idx]],
                                                               axis=1)))
        best[todo[ok]] = lengths[todo[ok], idx[ok]]
        todo = todo[~ok]
    rounds = min(NEAREST_ROUNDS, len(ring))
    if len(todo) and rounds < len(ring):
        idx = order[todo, rounds:]                      # T x (R - rounds), nearest first
        a = np.repeat(todo, idx.shape[1])
        b = idx.reshape(-1)
        ok = shapely.covers(free, shapely.linestrings(np.stack([nodes[a], ring[b]], axis=1)))
        found = np.where(ok, lengths[a, b], np.inf).reshape(len(todo), -1)
        best[todo] = found.min(axis=1)
    return best


CLEAR_BATCH = 32
"""R5: the ways from a start to a node are tried this many at a time (then twice as many
...), shortest first."""


def _first_clear(free: Any, starts: Any, ends: Any, total: Any, bound: float) -> float:
    """The least ``total`` whose straight line from ``starts`` to ``ends`` stays in ``free``
    (``inf`` if none under ``bound``): tried shortest first, a batch at a time, so only the
    few shortest ways are tested (the first batch with a clear one holds the least)."""
    import numpy as np
    import shapely

    order = np.argsort(total, kind="stable")
    done, size = 0, CLEAR_BATCH
    while done < len(order):
        take = order[done:done + size]
        if total[take[0]] >= bound:
            break
        lines = shapely.linestrings(np.stack([starts[take], ends[take]], axis=1))
        ok = shapely.covers(free, lines)
        if ok.any():
            return min(bound, float(total[take][ok].min()))
        done, size = done + len(take), size * 2
    return math.inf


def _within_reach(region: Any, centre: tuple[float, float], reach: float) -> bool:
    import shapely

    return bool(region.distance(shapely.Point(centre)) <= reach + EPS_IN)


def _region_points(region: Any):  # noqa: ANN202 - N x 2 NumPy array
    """Points to start from anywhere in a region: its corners and its edges' points 1 in
    apart (a shortest path leaves a region from its edge)."""
    import numpy as np

    pts = []
    for poly in getattr(region, "geoms", (region,)):
        if poly.geom_type != "Polygon":
            continue
        for ring in (poly.exterior, *poly.interiors):
            c = np.asarray(ring.coords)
            for (x0, y0), (x1, y1) in zip(c[:-1].tolist(), c[1:].tolist()):
                k = max(1, math.ceil(math.hypot(x1 - x0, y1 - y0)))
                t = np.arange(k) / k
                pts.append(np.stack([x0 + t * (x1 - x0), y0 + t * (y1 - y0)], axis=1))
    return np.concatenate(pts) if pts else np.empty((0, 2))


def base_radius(fp: Footprint) -> float:
    """R5: the radius of the disc that holds the base (a round base's own radius)."""
    return fp.radius


def zone_for_base(zone: "Polygon", radius: float) -> "Polygon":
    """G5: where the centre of a base of ``radius`` may stand, the base wholly in ``zone``."""
    return zone.buffer(-radius, quad_segs=32) if radius > 0 else zone
