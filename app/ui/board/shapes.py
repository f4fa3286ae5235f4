"""Shapely geometry (inches) to Qt painter paths (inches)."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath, QPolygonF
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
