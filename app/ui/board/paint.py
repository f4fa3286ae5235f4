"""Painting helpers shared by the board's items and overlays: text laid out in an inch scene,
and pens that keep their width on screen at any zoom. Nothing here knows the game."""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPaintEngine, QPen, QPolygonF

TEXT_SCALE = 100.0
"""Text is laid out at 100x and scaled down, so fonts have sane point sizes in an inch scene."""


def view_turn(painter: QPainter) -> int:
    """How far the painter's world is turned, to the nearest quarter turn (0, 90, 180 or
    270 degrees, clockwise on screen): 0 on the board and on paper; the table screen turned
    to face the table turns it (:mod:`app.ui.board.table_screen`)."""
    t = painter.worldTransform()
    return round(math.degrees(math.atan2(t.m12(), t.m11())) / 90) % 4 * 90


@contextmanager
def upright(painter: QPainter, rect: QRectF) -> Iterator[None]:
    """Text painted meanwhile in ``rect`` reads upright on a turned view: turned back half
    a turn about the rect's centre, or a quarter turn where the rect is about square (a
    base's mark, a segment letter); a long label on a view turned a quarter turn stays
    along its box. Nothing changes on an unturned view."""
    turn = view_turn(painter)
    square = rect.height() > 0 and 0.8 <= rect.width() / rect.height() <= 1.25
    if turn == 0 or (turn != 180 and not square):
        yield
        return
    painter.save()
    centre = rect.center()
    painter.translate(centre)
    painter.rotate(-turn)
    painter.translate(-centre)
    try:
        yield
    finally:
        painter.restore()


def draw_text_in(painter: QPainter, rect: QRectF, text: str, height_in: float,
                 color: QColor, flags: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
                 bold: bool = False) -> None:
    """Draw ``text`` centred in ``rect`` (inches), its font ``height_in`` inches tall
    (upright on a turned view: :func:`upright`)."""
    with upright(painter, rect):
        _draw_text_in(painter, rect, text, height_in, color, flags, bold)


def fitted_height(painter: QPainter, text: str, height_in: float, length_in: float,
                  bold: bool = False) -> float:
    """``height_in``, or less so that ``text`` on one line is no longer than ``length_in``
    (a longer sentence in another language still fits its strip; never under a third)."""
    font = QFont(painter.font())
    font.setPixelSize(max(1, round(height_in * TEXT_SCALE)))
    font.setBold(bold)
    wide = QFontMetricsF(font).horizontalAdvance(text) / TEXT_SCALE
    if wide <= length_in or wide <= 0:
        return height_in
    return max(height_in / 3, height_in * length_in / wide)


def _draw_text_in(painter: QPainter, rect: QRectF, text: str, height_in: float,
                  color: QColor, flags: Qt.AlignmentFlag, bold: bool) -> None:
    painter.save()
    painter.scale(1 / TEXT_SCALE, 1 / TEXT_SCALE)
    font = QFont(painter.font())
    font.setPixelSize(max(1, round(height_in * TEXT_SCALE)))
    font.setBold(bold)
    painter.setFont(font)
    painter.setPen(color)
    scaled = QRectF(rect.x() * TEXT_SCALE, rect.y() * TEXT_SCALE,
                    rect.width() * TEXT_SCALE, rect.height() * TEXT_SCALE)
    painter.drawText(scaled, int(flags), text)
    painter.restore()


def clipped_away(painter: QPainter, rect: QRectF) -> bool:
    """Whether ``rect`` (the item's own coordinates) lies wholly outside the painter's clip:
    nothing of it would show. A page of the 1:1 plan is clipped to its part of the table,
    and a PDF keeps every drawing command, clipped or not (issue 21)."""
    return painter.hasClipping() and not painter.clipBoundingRect().intersects(rect)


def stroke_in_clip(painter: QPainter, path: QPainterPath, within: QRectF | None = None) -> None:
    """Stroke ``path``'s outline with the painter's pen, only the stretches near the clip:
    a dashed outline on a 1200 dpi page is thousands of dashes, and a PDF keeps them all,
    clipped or not (issue 21: a zone's outline on each of the plan's 55 pages). Stretches
    that pass near the clip are drawn whole, so what shows is unchanged. ``within``: only
    what lies inside it too (the item's coordinates)."""
    if not painter.hasClipping() and within is None:
        painter.drawPath(path)
        return
    if painter.hasClipping():
        pen = painter.pen()
        pad = max(pen.widthF(), 1.0)
        t = painter.worldTransform()
        if pen.isCosmetic() and t.m11() != 0:
            pad = pad / min(abs(t.m11()), abs(t.m22()) or abs(t.m11()))
        clip = painter.clipBoundingRect().adjusted(-pad, -pad, pad, pad)
        if within is not None:
            clip = clip.intersected(within)
    else:
        clip = within
    box = (clip.left(), clip.top(), clip.right(), clip.bottom())
    out = QPainterPath()
    for polygon in path.toSubpathPolygons():
        end = None
        for k in range(1, len(polygon)):
            a, b = polygon[k - 1], polygon[k]
            piece = _clip_segment(a.x(), a.y(), b.x(), b.y(), box)
            if piece is None:
                end = None
                continue
            x0, y0, x1, y1 = piece
            if end != (x0, y0):
                out.moveTo(x0, y0)
            out.lineTo(x1, y1)
            end = (x1, y1)
    if not out.isEmpty():
        painter.drawPath(out)


def _clip_segment(x0: float, y0: float, x1: float, y1: float,
                  box: tuple[float, float, float, float]
                  ) -> tuple[float, float, float, float] | None:
    """The part of a segment inside ``box`` (left, top, right, bottom): Liang-Barsky; the
    ends are kept exactly where they are inside."""
    dx, dy = x1 - x0, y1 - y0
    lo, hi = 0.0, 1.0
    for p, q in ((-dx, x0 - box[0]), (dx, box[2] - x0), (-dy, y0 - box[1]), (dy, box[3] - y0)):
        if p == 0:
            if q < 0:
                return None
            continue
        r = q / p
        if p < 0:
            lo = max(lo, r)
        else:
            hi = min(hi, r)
        if lo > hi:
            return None
    return (x0 + lo * dx if lo > 0 else x0, y0 + lo * dy if lo > 0 else y0,
            x0 + hi * dx if hi < 1 else x1, y0 + hi * dy if hi < 1 else y1)


def on_paper(painter: QPainter) -> bool:
    """Whether ``painter`` writes a PDF (the export sheet, the 1:1 plan)."""
    engine = painter.paintEngine()
    return engine is not None and engine.type() == QPaintEngine.Type.Pdf


def solid_on_paper(painter: QPainter, color: QColor) -> QColor:
    """``color`` as it shows on white paper, opaque, when ``painter`` writes a PDF; else
    ``color`` itself: for dashed lines. Qt's PDF writer strokes a translucent pen as filled
    outlines, one per dash (a set-up zone's dashed edge on one page of the 1:1 plan was some
    1,000 of them, issue 21), and an opaque one as the line itself with its dash pattern."""
    alpha = color.alpha()
    if alpha == 255 or not on_paper(painter):
        return color
    a = alpha / 255.0
    return QColor(round(color.red() * a + 255 * (1 - a)), round(color.green() * a + 255 * (1 - a)),
                  round(color.blue() * a + 255 * (1 - a)))


def cosmetic_pen(color: QColor, width_px: float = 1.0) -> QPen:
    pen = QPen(color, width_px)
    pen.setCosmetic(True)
    return pen


def edge_tag_path(body: QRectF, edge: str, tip_gap: float) -> QPainterPath:
    """A table-edge segment's tag (M4): a rounded rectangle ``body`` with a pointer whose
    tip lies ``tip_gap`` beyond the side of ``body`` that faces the table's ``edge``
    (``top``: the table is below the tag). Drawn outlined, so it never looks like a model's
    filled, lettered disc."""
    path = QPainterPath()
    r = min(body.width(), body.height()) * 0.18
    path.addRoundedRect(body, r, r)
    half = min(body.width(), body.height()) * 0.22
    c = body.center()
    if edge == "top":  # the table is below
        base, tip = (QPointF(c.x() - half, body.bottom()), QPointF(c.x() + half, body.bottom())), \
            QPointF(c.x(), body.bottom() + tip_gap)
    elif edge == "bottom":
        base, tip = (QPointF(c.x() - half, body.top()), QPointF(c.x() + half, body.top())), \
            QPointF(c.x(), body.top() - tip_gap)
    elif edge == "left":  # the table is to the right
        base, tip = (QPointF(body.right(), c.y() - half), QPointF(body.right(), c.y() + half)), \
            QPointF(body.right() + tip_gap, c.y())
    else:
        base, tip = (QPointF(body.left(), c.y() - half), QPointF(body.left(), c.y() + half)), \
            QPointF(body.left() - tip_gap, c.y())
    pointer = QPainterPath()
    pointer.addPolygon(QPolygonF([base[0], tip, base[1], base[0]]))
    return path.united(pointer)
