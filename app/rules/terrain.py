"""Terrain pieces and what a base may overlap: rules T1 and T2.

T1 A piece is a footprint in inches (``rect``, ``ellipse`` or ``polygon``) with a rotation,
a name, a height and a kind (:data:`KINDS`). For ``rect`` and ``ellipse`` ``x_in``/``y_in``
is the centre, ``width_in`` runs along ``facing_deg`` and ``depth_in`` across it, exactly as
for rectangular bases (:mod:`app.rules.geometry`: anticlockwise as drawn, y down). A
``polygon`` is its ``points_in`` as given (a simple polygon; size and facing unused).
An ellipse piece is measured as its true ellipse (T1-T3): its footprint is a polygon of
:func:`ellipse_sides` vertices that straddles the ellipse, its vertices just outside and
the middles of its edges just inside, so that no point of its edge is more than
:data:`ELLIPSE_TOLERANCE_IN` from the ellipse (a base 0.001 in into the piece overlaps
it). It is the footprint every rule measures.

T2 :func:`overlap_violations`: the pieces a base may not overlap (:func:`blocks_bases`) that
it shares area with; touching an edge is fine (as G8).

Line of sight over these pieces (T3, T4) is :mod:`app.rules.sight`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Iterable, Sequence

from app.i18n import QT_TRANSLATE_NOOP, translate

from .geometry import EPS_IN, Footprint, facing_vector
from .table import Table
from .verdicts import Said, english

if TYPE_CHECKING:
    from shapely.geometry import Polygon

KINDS = ("building", "ruin", "wall", "area", "impassable")
"""T1: what a piece is: bases may stand in a ``ruin`` and an ``area``, and in a
``building`` marked enterable; ``building``, ``ruin`` and ``wall`` block sight."""
SHAPES = ("rect", "ellipse", "polygon")
SIGHT_MIN_HEIGHT_IN = 1.0
"""T3: a piece lower than this never blocks sight."""
ELLIPSE_TOLERANCE_IN = 0.0001
"""T3: how far an ellipse piece's footprint may lie from the true ellipse, at most."""
ELLIPSE_SIDES = 72
"""The fewest vertices of an ellipse piece's footprint (:func:`ellipse_sides`)."""
KIND_NAMES = {"building": QT_TRANSLATE_NOOP("Terrain", "building"),
              "ruin": QT_TRANSLATE_NOOP("Terrain", "ruin"),
              "wall": QT_TRANSLATE_NOOP("Terrain", "wall"),
              "area": QT_TRANSLATE_NOOP("Terrain", "area"),
              "impassable": QT_TRANSLATE_NOOP("Terrain", "impassable terrain")}
"""Each kind in English (:attr:`TerrainPiece.kind_name`, the log's and the undo names');
:attr:`TerrainPiece.shown_kind` in the player's language."""


@dataclass
class TerrainPiece:
    """One terrain piece on the table (T1); see the module docstring for the fields.

    ``enterable``: a building bases may stand in. ``locked``: a drag on the table moves the
    models on it, not the piece. ``feature``: the id of the scenario feature it stands for
    (the mansion, the pool, the lair), ``""`` for a piece the players put down."""

    id: str
    name: str
    kind: str = "area"
    height_in: float = 0.0
    shape: str = "rect"
    x_in: float = 0.0
    y_in: float = 0.0
    width_in: float = 0.0
    depth_in: float = 0.0
    facing_deg: float = 0.0
    points_in: list[list[float]] = field(default_factory=list)
    enterable: bool = False
    locked: bool = False
    feature: str = ""

    def geometry_key(self) -> tuple:
        """What the footprint depends on (the cache key of :func:`footprint`)."""
        if self.shape == "polygon":
            return ("polygon", tuple((float(x), float(y)) for x, y in self.points_in))
        return (self.shape, float(self.x_in), float(self.y_in), float(self.width_in),
                float(self.depth_in), float(self.facing_deg))

    @property
    def centre(self) -> tuple[float, float]:
        """The centre: ``x_in``/``y_in`` for rect and ellipse; a polygon's centroid."""
        if self.shape == "polygon":
            c = footprint(self).centroid
            return (c.x, c.y)
        return (self.x_in, self.y_in)

    @property
    def kind_name(self) -> str:
        return KIND_NAMES.get(self.kind, self.kind)

    @property
    def shown_kind(self) -> str:
        """:attr:`kind_name` in the player's language (tooltips, the palette)."""
        name = KIND_NAMES.get(self.kind)
        return translate("Terrain", name) if name else self.kind


def piece_problem(piece: TerrainPiece) -> str | None:
    """Why ``piece`` is not a piece the table can hold (a sentence), or ``None``."""
    if piece.kind not in KINDS:
        return f"{piece.name or piece.id}: unknown kind {piece.kind!r} (expected {', '.join(KINDS)})"
    if piece.shape not in SHAPES:
        return f"{piece.name or piece.id}: unknown shape {piece.shape!r}"
    if not (math.isfinite(piece.height_in) and 0 <= piece.height_in <= 1000):
        return f"{piece.name or piece.id}: the height must be 0 to 1000 in"
    if piece.shape == "polygon":
        pts = piece.points_in
        if len(pts) < 3 or any(len(p) != 2 or not all(math.isfinite(v) for v in p)
                               for p in pts):
            return f"{piece.name or piece.id}: a polygon needs at least 3 points [x, y]"
        poly = _raw_polygon(piece.geometry_key())
        if not poly.is_valid or poly.area <= 0:
            return f"{piece.name or piece.id}: the polygon's edges cross (not a simple polygon)"
        return None
    values = (piece.x_in, piece.y_in, piece.width_in, piece.depth_in, piece.facing_deg)
    if not all(math.isfinite(v) for v in values):
        return f"{piece.name or piece.id}: a size or position is not a number"
    if piece.width_in <= 0 or piece.depth_in <= 0:
        return f"{piece.name or piece.id}: width and depth must be more than 0 in"
    return None


# -- footprints ---------------------------------------------------------------------------------
def ellipse_sides(semi_major_in: float) -> int:
    """T1-T3: the vertices an ellipse piece's polygon needs to stay within
    :data:`ELLIPSE_TOLERANCE_IN` of the ellipse whose longer semi-axis is ``semi_major_in``:
    a polygon on ``n`` evenly spread parameter angles, pushed out by half its sagitta
    ``a (1 - cos(pi / n))``, lies within half of that either side (an affine image of the
    circle's, scaled by at most ``a``); ``n`` is a multiple of 4, so the axes' ends are
    vertices."""
    a = max(float(semi_major_in), 1e-9)
    half = 0.9 * ELLIPSE_TOLERANCE_IN  # a margin for the float noise of the vertices
    step = math.acos(max(-1.0, 1.0 - 2.0 * half / a))
    n = max(ELLIPSE_SIDES, math.ceil(math.pi / step))
    return n + (-n) % 4


def ellipse_scale(sides: int) -> float:
    """How far out (a factor) the vertices of an ellipse's polygon of ``sides`` vertices lie
    (:func:`ellipse_sides`): the middles of its edges as far inside as its vertices outside."""
    c = math.cos(math.pi / sides)
    return 2.0 / (1.0 + c)


@lru_cache(maxsize=4096)
def _raw_polygon(key: tuple) -> "Polygon":
    import numpy as np
    from shapely.geometry import Polygon

    if key[0] == "polygon":
        return Polygon(key[1])
    shape, x, y, w, d, facing = key
    ux, uy = facing_vector(facing)
    if shape == "rect":
        local = [(w / 2, d / 2), (-w / 2, d / 2), (-w / 2, -d / 2), (w / 2, -d / 2)]
    else:
        sides = ellipse_sides(max(w, d) / 2)
        k = ellipse_scale(sides)
        angles = np.linspace(0.0, 2.0 * np.pi, sides, endpoint=False)
        local = list(zip(k * (w / 2) * np.cos(angles), k * (d / 2) * np.sin(angles)))
    return Polygon([(x + lx * ux - ly * uy, y + lx * uy + ly * ux) for lx, ly in local])


def piece_bounds(piece: TerrainPiece) -> tuple[float, float, float, float]:
    """T1: ``(min_x, min_y, max_x, max_y)`` of the piece's true shape (an ellipse's own,
    not its polygon's)."""
    if piece.shape != "ellipse":
        return footprint(piece).bounds
    ux, uy = facing_vector(piece.facing_deg)
    a, b = piece.width_in / 2, piece.depth_in / 2
    hx, hy = math.hypot(a * ux, b * uy), math.hypot(a * uy, b * ux)
    return (piece.x_in - hx, piece.y_in - hy, piece.x_in + hx, piece.y_in + hy)


def footprint(piece: TerrainPiece) -> "Polygon":
    """T1: the piece's footprint on the table as a Shapely polygon, inches (cached per
    geometry; a polygon piece's points as given, oriented as given)."""
    return _raw_polygon(piece.geometry_key())


@lru_cache(maxsize=4096)
def _inside_key(key: tuple) -> "Polygon":
    import shapely

    poly = _raw_polygon(key)
    inner = poly.buffer(-EPS_IN, join_style="mitre")
    shapely.prepare(inner)
    return inner


def inside(piece: TerrainPiece) -> "Polygon":
    """The piece's inside for "crosses" and "overlaps": the footprint ``EPS_IN`` smaller
    (prepared), so touching or grazing its edge is never counted (G4, T2, T3)."""
    return _inside_key(piece.geometry_key())


def blocks_bases(piece: TerrainPiece) -> bool:
    """T1: bases may not overlap a wall, impassable terrain, or a building not marked
    enterable."""
    return piece.kind in ("wall", "impassable") or (piece.kind == "building"
                                                    and not piece.enterable)


def blocks_sight(piece: TerrainPiece) -> bool:
    """T1, T3: buildings, ruins and walls block sight (ruins only between models both
    outside them: see :func:`stands_in`), unless lower than 1 in; areas and impassable
    terrain never."""
    return piece.kind in ("building", "ruin", "wall") and piece.height_in >= SIGHT_MIN_HEIGHT_IN


def stands_in(fp: Footprint, piece: TerrainPiece) -> bool:
    """T3: the base overlaps the piece's footprint (shares area with it; touching its edge
    is not standing in it)."""
    return overlaps_inside(fp, inside(piece))


def overlaps_inside(fp: Footprint, inner: "Polygon") -> bool:
    """The base shares area with ``inner`` (a piece's inside, :func:`inside`; T2, T3): exact
    for every base shape
    (round: centre distance; rectangle: its polygon; oval: every edge of ``inner`` in the
    oval's own frame, where the oval is the unit circle)."""
    import numpy as np
    import shapely
    from shapely.geometry import Point

    if inner.is_empty:
        return False
    if fp.shape == "round" and fp.a <= 0.0:  # a bare point (a ruler's end) stands in it
        return bool(inner.intersects(Point(fp.x, fp.y)))
    if fp.shape == "round":
        return bool(shapely.dwithin(inner, Point(fp.x, fp.y), fp.a)) \
            and inner.distance(Point(fp.x, fp.y)) < fp.a
    if fp.shape == "rect":
        return bool(inner.intersects(fp.polygon))
    if inner.intersects(Point(fp.x, fp.y)):
        return True
    x0, y0, x1, y1 = fp.bounds()
    ix0, iy0, ix1, iy1 = inner.bounds
    if x1 <= ix0 or x0 >= ix1 or y1 <= iy0 or y0 >= iy1:
        return False
    for poly in getattr(inner, "geoms", (inner,)):
        for ring in (poly.exterior, *poly.interiors):
            pts = np.asarray(ring.coords)
            dx, dy = pts[:, 0] - fp.x, pts[:, 1] - fp.y
            lx = (dx * fp.ux + dy * fp.uy) / fp.a
            ly = (-dx * fp.uy + dy * fp.ux) / fp.b
            px, py, qx, qy = lx[:-1], ly[:-1], lx[1:], ly[1:]
            ex, ey = qx - px, qy - py
            length = ex * ex + ey * ey
            with np.errstate(invalid="ignore", divide="ignore"):
                t = np.clip(np.where(length > 0, -(px * ex + py * ey) / length, 0.0), 0.0, 1.0)
            cx, cy = px + t * ex, py + t * ey
            if bool(np.any(cx * cx + cy * cy < 1.0)):
                return True
    return False


def overlap_violations(fp: Footprint, pieces: Iterable[TerrainPiece]) -> list[TerrainPiece]:
    """T2: the pieces the base overlaps that bases may not overlap (:func:`blocks_bases`), in
    the order given. Touching an edge is fine (as G8)."""
    out = []
    for piece in pieces:
        if not blocks_bases(piece):
            continue
        minx, miny, maxx, maxy = footprint(piece).bounds
        bx0, by0, bx1, by1 = fp.bounds()
        if bx1 <= minx or bx0 >= maxx or by1 <= miny or by0 >= maxy:
            continue
        if overlaps_inside(fp, inside(piece)):
            out.append(piece)
    return out


def overlap_sentence(pieces: Sequence[TerrainPiece]) -> str:
    """T2's reason for the players, like G8's: "Overlaps Chapel (a building not marked
    enterable), where bases may not stand (T2)"."""
    parts = []
    for p in pieces:
        why = {"building": Said.translate("Terrain", "a building not marked enterable"),
               "wall": Said.translate("Terrain", "a wall"),
               "impassable": Said.translate("Terrain", "impassable terrain")}.get(p.kind, p.kind)
        name = p.name or p.id
        parts.append(Said(f"{name} ({why})", f"{name} ({english(why)})"))
    if len(parts) == 1:
        return Said.translate("Judge", "Overlaps {pieces}, where bases may not stand (T2)"
                              ).format(pieces=parts[0])
    pieces_said = parts[0]
    for part in parts[1:]:
        pieces_said = Said.translate("Judge", "{pieces} and {piece}").format(pieces=pieces_said,
                                                                            piece=part)
    return Said.translate("Judge", "Overlaps {pieces}, where no base may stand (T2)").format(
        pieces=pieces_said)


# -- where a piece lies (T1): on the table, not on another piece -------------------------------------
def table_problem(piece: TerrainPiece, table: Table) -> str | None:
    """T1: a piece stands on the table. It may hang over a table edge, but its centre (a
    polygon's centroid) must be on the table; the sentence when it is not, else ``None``."""
    x, y = piece.x_in, piece.y_in
    if -EPS_IN <= x <= table.width_in + EPS_IN and -EPS_IN <= y <= table.depth_in + EPS_IN:
        return None
    return translate("Terrain", "{piece} would be off the table: its centre ({x}, {y}) in "
                                "must be on the {width} x {depth} in table (T1)").format(
        piece=piece.name or piece.id, x=f"{x:.1f}", y=f"{y:.1f}", width=f"{table.width_in:g}",
        depth=f"{table.depth_in:g}")


def overhang_in(piece: TerrainPiece, table: Table) -> float:
    """T1: how far (inches) the piece's footprint reaches past the table's edges, the most
    over any one edge; 0 for a piece wholly on the table (or within :data:`EPS_IN` of it)."""
    if piece_problem(piece) is not None:
        return 0.0
    left, top, right, bottom = piece_bounds(piece)
    over = max(-left, -top, right - table.width_in, bottom - table.depth_in, 0.0)
    return over if over > EPS_IN else 0.0


def overhang_sentence(piece: TerrainPiece, table: Table) -> str | None:
    """T1's notice (not a refusal) for a piece whose centre is on the table but whose
    footprint hangs over an edge: ``"Ruin 6 x 8 hangs 1.50 in over the table's edge (T1:
    allowed, its centre is on the table)"``; ``None`` when it does not hang over, or when
    its centre is off the table (:func:`table_problem` says that)."""
    if table_problem(piece, table) is not None:
        return None
    over = overhang_in(piece, table)
    if not over:
        return None
    return translate("Terrain", "{piece} hangs {over} in over the table's edge (T1: allowed, "
                                "its centre is on the table)").format(
        piece=piece.name or piece.id, over=f"{over:.2f}")


def shares_ground(a: TerrainPiece, b: TerrainPiece) -> bool:
    """T1: two pieces lie one on the other: their footprints share area (touching edges is
    fine). Area terrain (woods, rubble, crates) may be strewn over other pieces, so a pair
    with an ``area`` piece never counts."""
    if a.kind == "area" or b.kind == "area" or piece_problem(a) or piece_problem(b):
        return False
    return bool(inside(a).intersects(inside(b)))


def stacked_pieces(pieces: Sequence[TerrainPiece]) -> dict[str, list[TerrainPiece]]:
    """T1: ``{piece id: the pieces it lies on or under}`` (:func:`shares_ground`), each list in
    the order given; pieces on no other are left out. An STRtree of the footprints keeps it
    near-linear for a full table."""
    usable = [p for p in pieces if p.kind != "area"]
    if len(usable) < 2:  # before any import: a bare table's first frame loads no Shapely
        return {}
    import shapely

    usable = [p for p in usable if piece_problem(p) is None]
    tree = shapely.STRtree([footprint(p) for p in usable])
    left, right = tree.query([footprint(p) for p in usable], predicate="intersects")
    out: dict[str, list[TerrainPiece]] = {}
    for i, j in sorted(zip(left.tolist(), right.tolist())):
        if i < j and shares_ground(usable[i], usable[j]):
            out.setdefault(usable[i].id, []).append(usable[j])
            out.setdefault(usable[j].id, []).append(usable[i])
    return out


def stacked_sentence(piece: TerrainPiece, others: Sequence[TerrainPiece]) -> str:
    """T1: "Ruin 2 lies on Chapel: move one off the other (T1)"."""
    names = translate("Terrain", " and ").join(o.name or o.id for o in others)
    return translate("Terrain", "{piece} lies on {others}: move one off the other (T1)").format(
        piece=piece.name or piece.id, others=names)


# -- scenario limits that name terrain (T2) --------------------------------------------------------
def marker_terrain_limits(x_in: float, y_in: float, radius_in: float,
                          pieces: Iterable[TerrainPiece], more_than_in: float,
                          name: str = "counter") -> list[str]:
    """T2: why a round marker of ``radius_in`` at ``(x_in, y_in)`` is not more than
    ``more_than_in`` from every piece of impassable terrain (closest points, G3; exactly
    ``more_than_in`` is too close, G4): one sentence per piece too close, nearest first."""
    from shapely.geometry import Point

    from .verdicts import fmt_in, fmt_range

    centre = Point(x_in, y_in)
    near = []
    for piece in pieces:
        if piece.kind != "impassable" or piece_problem(piece):
            continue
        gap = max(0.0, footprint(piece).distance(centre) - radius_in)
        if gap <= more_than_in + EPS_IN:
            near.append((gap, piece))
    near.sort(key=lambda item: (item[0], item[1].id))
    return [Said.translate("Placement", "Too close to {piece} (impassable terrain): {gap}, a "
                                        "{name} must be more than {range} from it (T2)").format(
                piece=p.name or p.id, gap=fmt_in(gap, more_than_in), name=name,
                range=fmt_range(more_than_in))
            for gap, p in near]


def impassable_near_centre(pieces: Iterable[TerrainPiece], table: Table,
                           within_in: float) -> list[str]:
    """T2 (Alliance & Betrayal): a sentence per piece of impassable terrain within
    ``within_in`` of the table centre (closest point of its footprint, inclusive)."""
    from shapely.geometry import Point

    from .verdicts import fmt_in, fmt_range

    centre = Point(table.width_in / 2, table.depth_in / 2)
    out = []
    for piece in pieces:
        if piece.kind != "impassable" or piece_problem(piece):
            continue
        d = footprint(piece).distance(centre)
        if d <= within_in + EPS_IN:
            out.append(Said.translate(
                "Placement", "{piece} is impassable terrain {distance} from the table centre: "
                "this scenario has none within {range} of it (T2)").format(
                    piece=piece.name or piece.id, distance=fmt_in(d, within_in),
                    range=fmt_range(within_in)))
    return out
