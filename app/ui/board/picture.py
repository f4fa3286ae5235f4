"""One picture per base (issue 35): a model's whole look on the board (its base, warband
mark, activation tick and halo, and beside it its label, status mark, engaged mark, "cannot
be targeted" mark and the halo's tick or cross) is painted by its
:class:`~app.ui.board.items.ModelItem` into one pixmap at the view's zoom and device pixel
ratio (Qt's ``DeviceCoordinateCache``), and a repaint of the board blits that one pixmap.

The label, marks and badge stay items of their own, children of the model's item: they
keep their place, size, visibility and tooltip, and what the labels layer and the tests read
of them. They paint nothing themselves (``ItemHasNoContents``): the model's item paints
each one shown, in its own coordinates and in Qt's stacking order, inside its own picture,
on the board and on paper alike. A part whose look, place, size or visibility changes tells
its model (:meth:`Part.changed`), which grows or shrinks its bounds to hold what it shows
and has its picture drawn again; nothing else draws it again but a change of the zoom.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .paint import clipped_away


class Host(Protocol):
    """What a part tells of its changes: the model's item that holds it in its picture."""

    def part_changed(self) -> None: ...


class Part:
    """A mixin for a ``QGraphicsItem`` that can be drawn in its parent's picture: once
    :meth:`draw_in` gives it a ``host``, it paints nothing itself and tells the host of each
    change to what it shows (a label, a mark, a badge); with no host it paints itself as any
    item does (an objective's label)."""

    host: Host | None = None
    shown = True
    """Whether the part is shown (as ``isVisibleTo(parent)``, kept here: it is asked for on
    every change)."""

    def draw_in(self, host: Host) -> None:
        """From now on ``host`` (its parent) paints this part in its own picture."""
        item: QGraphicsItem = self  # type: ignore[assignment]
        self.host = host
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
        host.part_changed()

    def changed(self) -> None:
        """What the part shows changed: its host draws its picture again (nothing to draw
        for a hidden part: showing it tells the host)."""
        if self.shown and self.host is not None:
            self.host.part_changed()

    # Qt's own setters, so that every caller (the labels layer placing or hiding a label,
    # the scene fitting a part to the zoom) tells the host without knowing of it
    def setVisible(self, visible: bool) -> None:  # noqa: N802 - Qt's name
        if visible == self.shown:
            return
        self.shown = visible
        QGraphicsItem.setVisible(self, visible)  # type: ignore[arg-type]
        if self.host is not None:
            self.host.part_changed()

    def setPos(self, *at) -> None:  # noqa: N802, ANN002 - Qt's name and overloads
        item: QGraphicsItem = self  # type: ignore[assignment]
        if not self.shown or self.host is None:
            QGraphicsItem.setPos(item, *at)
            return
        before = item.pos()
        QGraphicsItem.setPos(item, *at)
        if item.pos() != before:
            self.host.part_changed()

    def setTransform(self, transform: QTransform, combine: bool = False) -> None:  # noqa: N802
        QGraphicsItem.setTransform(self, transform, combine)  # type: ignore[arg-type]
        self.changed()

    def rect_in_host(self) -> QRectF:
        """The part's bounds in its host's coordinates."""
        item: QGraphicsItem = self  # type: ignore[assignment]
        return item.transform().mapRect(item.boundingRect()).translated(item.pos())


def parts_bounds(own: QRectF, parts: list) -> QRectF:
    """``own`` (the base's bounds) grown to hold every part shown of ``parts``."""
    bounds = QRectF(own)
    for part in parts:
        if part.shown:
            bounds = bounds.united(part.rect_in_host())
    return bounds


def paint_parts(painter: QPainter, parts: list, option: QStyleOptionGraphicsItem,
                widget: QWidget | None) -> None:
    """Paint each part shown of ``parts`` (in the order Qt stacks them) where it lies,
    through its own transform, as Qt would paint it as an item of its own."""
    for part in parts:
        if not part.shown:
            continue
        painter.save()
        painter.translate(QPointF(part.pos()))
        painter.setTransform(part.transform(), True)
        if not clipped_away(painter, part.boundingRect()):  # a page of the plan elsewhere
            part.paint(painter, option, widget)
        painter.restore()
