"""Board shapes as Qt painter paths (inches): Shapely geometry converted, and the set-up
zones drawn with Qt alone (so the board's first paint does not wait for Shapely to load)."""

from __future__ import annotations

import math
from functools import lru_cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QPolygonF, QTransform

from app.rules.bases import Base
from app.rules.geometry import footprint
from app.rules.table import Table

if TYPE_CHECKING:
    from shapely.geometry.base import BaseGeometry


def to_path(geometry: BaseGeometry) -> QPainterPath:
    """A ``QPainterPath`` with the outline (and holes) of a Polygon or MultiPolygon."""
    path = QPainterPath()
    path.setFillRule(path.fillRule().OddEvenFill)
    polygons = getattr(geometry, "geoms", [geometry])
    for polygon in polygons:
        if polygon.is_empty or polygon.geom_type != "Polygon":
            continue
        for ring in [polygon.exterior, *polygon.interiors]:
            path.addPolygon(QPolygonF([QPointF(x, y) for x, y in ring.coords]))
            path.closeSubpath()
    return path


def offset_path(base: Base, facing_deg: float, by_in: float) -> QPainterPath:
    """The true outward offset of a base by ``by_in`` inches, around its centre (0, 0): every
    point within ``by_in`` of the base (its 6"/8" rings, its halo). A round base gives a
    circle of radius ``r + by_in``; oval and rectangular bases buffer the footprint's outer
    polygon (app.rules.geometry), so the ring is never drawn inside the true offset."""
    fp = footprint(base, 0.0, 0.0, facing_deg)
    path = QPainterPath()
    if fp.is_round:
        path.addEllipse(QPointF(0, 0), fp.a + by_in, fp.a + by_in)
        return path
    return to_path(fp.outer_polygon.buffer(by_in, quad_segs=32))


def segment_zone_path(table: Table, letter: str, depth_in: float) -> QPainterPath:
    """The part of the table within ``depth_in`` of edge segment ``letter`` (M4), for drawing:
    a band along the segment with round ends, clipped to the table (like the buffered polygon
    of :meth:`Table.segment_zone`; the rules measure analytically and never read this path).
    ``KeyError`` for an unknown letter."""
    return QPainterPath(_segment_zone_path(table, letter, float(depth_in)))  # a copy


@lru_cache(maxsize=64)
def _segment_zone_path(table: Table, letter: str, depth_in: float) -> QPainterPath:
    # Qt flattens curves for its boolean operations to about a unit: work in hundredths
    scale = 100.0
    segment = table.segments()[letter]
    (x0, y0), (x1, y1) = ((x * scale, y * scale) for x, y in (segment.start, segment.end))
    r = depth_in * scale
    length = math.hypot(x1 - x0, y1 - y0)
    band = QPainterPath()
    if length > 0:
        nx, ny = -(y1 - y0) / length * r, (x1 - x0) / length * r
        band.addPolygon(QPolygonF([QPointF(x0 + nx, y0 + ny), QPointF(x1 + nx, y1 + ny),
                                   QPointF(x1 - nx, y1 - ny), QPointF(x0 - nx, y0 - ny)]))
        band.closeSubpath()
    for x, y in ((x0, y0), (x1, y1)):
        disc = QPainterPath()
        disc.addEllipse(QPointF(x, y), r, r)
        band = band.united(disc)
    surface = QPainterPath()
    surface.addRect(QRectF(0.0, 0.0, table.width_in * scale, table.depth_in * scale))
    return QTransform.fromScale(1 / scale, 1 / scale).map(band.intersected(surface))


def edge_zone_path(table: Table, edge: str, depth_in: float) -> QPainterPath:
    """The strip of the table within ``depth_in`` of a whole edge (S2), for drawing (the
    rectangle :meth:`Table.edge_zone` gives). ``ValueError`` for an unknown edge name."""
    x0, y0, x1, y1 = table.edge_zone_bounds(edge, depth_in)
    path = QPainterPath()
    path.addRect(QRectF(x0, y0, x1 - x0, y1 - y0))
    return path
