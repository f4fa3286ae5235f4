"""Painting for paper, shared by the export sheet (:mod:`app.ui.export`) and the 1:1 plan
(:mod:`app.ui.export_plan`): fonts, pens and lines of text sized in points for a device of
so many pixels per inch, the paper look of the board (:func:`print_look`), and its labels
printed at a size in points and placed for the paper's scale (:func:`paper_labels`).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene

INK = QColor("#1d1d1d")
FAINT = QColor("#6b6b6b")


def paper_font(dpi: float, points: float, bold: bool = False) -> QFont:
    """A font ``points`` high on a device of ``dpi`` pixels per inch."""
    font = QFont()
    font.setPixelSize(max(1, round(points * dpi / 72.0)))
    font.setBold(bold)
    return font


def paper_pen(color: QColor, width_pt: float, dpi: float,
              style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    """A pen ``width_pt`` points wide (at least a device pixel) on a device of ``dpi``."""
    pen = QPen(color, max(1.0, width_pt * dpi / 72.0))
    pen.setStyle(style)
    return pen


def draw_text(painter: QPainter, x: float, y: float, text: str, font: QFont,
              color: QColor = INK, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> float:
    """Draw one line with its top at ``y``; returns its height. ``align``: left, right
    or centre around ``x``."""
    painter.setFont(font)
    painter.setPen(color)
    metrics = QFontMetricsF(font)
    width = metrics.horizontalAdvance(text)
    if align == Qt.AlignmentFlag.AlignRight:
        x -= width
    elif align == Qt.AlignmentFlag.AlignHCenter:
        x -= width / 2
    painter.drawText(QPointF(x, y + metrics.ascent()), text)
    return metrics.height()


@contextlib.contextmanager
def print_look(scene: QGraphicsScene, rendered: bool = True) -> Iterator[None]:
    """Paper look while rendering: white around the table, and nothing that belongs to the
    moment rather than the position (the board's ``clean_for_export``: selection, its rings,
    rulers; for any other scene the selection). ``rendered``: through
    ``QGraphicsScene.render``; ``False``: the items painted directly
    (:func:`app.ui.export_plan.paint_items`)."""
    brush = scene.backgroundBrush()
    scene.setBackgroundBrush(QBrush(Qt.GlobalColor.white))
    clean = getattr(scene, "clean_for_export", None)
    selected = [] if clean is not None else scene.selectedItems()
    for item in selected:
        item.setSelected(False)
    try:
        with clean(rendered) if clean is not None else contextlib.nullcontext():
            yield
    finally:
        scene.setBackgroundBrush(brush)
        for item in selected:
            item.setSelected(True)


def labels_placed_at(scene: QGraphicsScene, px_per_in: float):  # noqa: ANN201 - a context manager
    """The board's objective labels placed for a rendering at ``px_per_in`` device pixels per
    table inch (labels keep their size in device pixels, so where they fit depends on it);
    nothing for any other scene."""
    place = getattr(scene, "labels_placed_at", None)
    return place(px_per_in) if place is not None else contextlib.nullcontext()


@contextlib.contextmanager
def labels_at(scene: QGraphicsScene, dpi: float, points: float) -> Iterator[None]:
    """Labels keep a fixed size in device pixels (they ignore zoom), which on a 300 dpi page
    is about 3 pt: set them to ``points`` while the page is rendered."""
    from app.ui.board.label_item import LabelItem

    labels = [i for i in scene.items() if isinstance(i, LabelItem)]
    old = [label.font_px for label in labels]
    # they are larger now: placed again (models' first, then the objectives')
    place = getattr(scene, "place_labels", None) or getattr(scene, "place_objective_labels",
                                                             lambda: None)
    for label in labels:
        label.set_font_px(max(1, round(points * dpi / 72.0)))
    place()
    try:
        yield
    finally:
        for label, px in zip(labels, old):
            label.set_font_px(px)
        place()


@contextlib.contextmanager
def paper_labels(scene: QGraphicsScene, px_per_in: float, dpi: float,
                 points: float) -> Iterator[None]:
    """Labels at ``points`` on a device of ``dpi`` showing ``px_per_in`` pixels per table
    inch, placed for it (:func:`labels_placed_at` and :func:`labels_at` in one): the board
    places them once and puts its own placement back after."""
    once = getattr(scene, "labels_for_paper", None)
    if once is not None:
        with once(px_per_in, max(1, round(points * dpi / 72.0))):
            yield
        return
    with labels_placed_at(scene, px_per_in), labels_at(scene, dpi, points):
        yield
