"""Shapely geometry (inches) to Qt painter paths (inches)."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath, QPolygonF
from shapely.geometry.base import BaseGeometry

from app.rules.bases import Base
from app.rules.geometry import footprint


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
