"""Small helpers shared by the side panels: fonts and buttons sized to read from a metre."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QEvent, QMimeData, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QDrag, QFont, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QLayout,
    QLayoutItem,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QScrollBar,
    QWidget,
)

BUTTON_PT = 12.0
"""Buttons and player names are at least 12 pt (ux.md)."""


def font(widget: QWidget, points: float, bold: bool = False) -> QFont:
    """A copy of ``widget``'s font at ``points`` (bold if asked)."""
    f = QFont(widget.font())
    f.setPointSizeF(points)
    f.setBold(bold)
    return f


def button(text: str, name: str, tip: str = "", *, points: float = BUTTON_PT,
           bold: bool = False, height: int = 36) -> QPushButton:
    """A push button with an object name (tests and style sheets find it by name)."""
    b = QPushButton(text)
    b.setObjectName(name)
    b.setFont(font(b, points, bold))
    b.setMinimumHeight(height)
    if tip:
        b.setToolTip(tip)
    return b


def label(points: float = 12.0, bold: bool = False, wrap: bool = True,
          name: str = "") -> QLabel:
    """A plain-text label at ``points`` (no rich text from game data is ever interpreted)."""
    lab = QLabel()
    lab.setFont(font(lab, points, bold))
    lab.setWordWrap(wrap)
    lab.setTextFormat(Qt.TextFormat.PlainText)
    if name:
        lab.setObjectName(name)
    return lab


def elided(widget: QWidget, text: str, width_px: int) -> str:
    """``text`` cut with an ellipsis to ``width_px`` in ``widget``'s font (whole if it fits);
    for texts that cannot wrap (a check box), so a long name does not widen the panel."""
    return widget.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, width_px)


class DragList(QListWidget):
    """A list whose rows are dragged onto the board: each row carries its payload (text in
    its ``UserRole`` data) under the MIME type :attr:`mime`. The drag shows no image of its
    own: over the board the ghost of the real base or piece is what follows the cursor."""

    mime = ""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)

    def payload(self, item: QListWidgetItem) -> str:
        return item.data(Qt.ItemDataRole.UserRole) or ""

    def mimeTypes(self) -> list[str]:
        return [self.mime]

    def mimeData(self, items) -> QMimeData:  # noqa: ANN001 - Qt signature
        data = QMimeData()
        if items:
            data.setData(self.mime, QByteArray(self.payload(items[0]).encode("utf-8")))
        return data

    def startDrag(self, actions) -> None:  # noqa: ANN001 - Qt signature
        item = self.currentItem()
        if item is None or not self.payload(item):
            return
        drag = QDrag(self)
        drag.setMimeData(self.mimeData([item]))
        blank = QPixmap(1, 1)
        blank.fill(Qt.GlobalColor.transparent)
        drag.setPixmap(blank)
        drag.exec(Qt.DropAction.CopyAction)


class VerticalScrollArea(QScrollArea):
    """A side panel's scroll area: it scrolls up and down only, and it is never narrower
    than its panel's minimum width (plus the vertical scroll bar), so nothing of the panel is
    ever cut off at the side where no scroll bar could reach it. ``min_width`` is a floor.
    When the panel's contents change (a long name, an offer line), the dock follows."""

    def __init__(self, min_width: int = 0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # a viewport and a scroll bar made here, not by Qt: PySide knows their type, so
        # asking for them does not make it look up (and load) every widget class at start-up
        self.setViewport(QWidget())
        self.setVerticalScrollBar(QScrollBar(Qt.Orientation.Vertical))
        self.min_width = min_width
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._watched: QWidget | None = None

    def setWidget(self, widget: QWidget) -> None:  # noqa: N802 (Qt name)
        super().setWidget(widget)
        self._watched = widget
        widget.installEventFilter(self)
        self.updateGeometry()

    def eventFilter(self, watched, event) -> bool:  # noqa: ANN001, N802 (Qt name)
        if watched is self._watched and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # the panel's minimum width may have changed
        return super().eventFilter(watched, event)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        """As wide as its least width: a wide panel (the race table in German) never
        widens the docks' column past what leaves the board its room; it wraps instead."""
        return QSize(self.minimumSizeHint().width(), super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        hint = super().minimumSizeHint()
        width = self.min_width
        panel = self.widget()
        if panel is not None:
            margins = self.contentsMargins()
            width = max(width, panel.minimumSizeHint().width()
                        + self.verticalScrollBar().sizeHint().width()
                        + margins.left() + margins.right())
        return QSize(max(hint.width(), width), hint.height())


class FlowLayout(QLayout):
    """Items left to right, wrapping onto the next line when the width runs out (Qt's flow
    layout example): as many cards or names on a line as the panel's width holds."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 8) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._gap = spacing
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 (Qt name)
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt name)
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt name)
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802 (Qt name)
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt name)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt name)
        return self._arrange(QRect(0, 0, width, 0), place=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 (Qt name)
        super().setGeometry(rect)
        self._arrange(rect, place=True)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        return self.minimumSize()

    def minimumSize(self) -> QSize:  # noqa: N802 (Qt name)
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        m = self.contentsMargins()
        return size + QSize(m.left() + m.right(), m.top() + m.bottom())

    def _arrange(self, rect: QRect, place: bool) -> int:
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        x, y, line = area.x(), area.y(), 0
        for item in self._items:
            if item.isEmpty():
                continue
            hint = item.sizeHint()
            if x > area.x() and x + hint.width() > area.right() + 1:
                x, y, line = area.x(), y + line + self._gap, 0
            if place:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + self._gap
            line = max(line, hint.height())
        return y + line - rect.y() + m.bottom()
