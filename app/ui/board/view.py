"""The board view: zoom (wheel, Ctrl+=/-), pan (drag the background or the middle button),
fit-to-window (F), and the cursor position in inches."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt, Signal
from PySide6.QtGui import QContextMenuEvent, QKeyEvent, QMouseEvent, QPainter, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from .items import ModelItem, SegmentItem
from .scene import BoardScene
from .tools import MoveModelTool

MIN_PX_PER_IN = 2.0
MAX_PX_PER_IN = 400.0


class BoardView(QGraphicsView):
    """Shows a :class:`BoardScene`. ``cursorMoved(x_in, y_in, on_table)`` reports the cursor;
    ``zoomChanged(px_per_in)`` the scale; ``modelClicked(model_id)`` and
    ``segmentClicked(letter)`` a click (press and release without a drag) on a model or on a
    table-edge segment's zone or letter. Until the user zooms or pans, the table stays
    fitted to the window as it resizes."""

    cursorMoved = Signal(float, float, bool)
    zoomChanged = Signal(float)
    modelClicked = Signal(str)
    segmentClicked = Signal(str)
    modelMenuRequested = Signal(str, QPoint)
    """Right-click on a model: its id and the global position for a context menu."""

    CLICK_SLOP_PX = 4

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.board = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMouseTracking(True)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.fit_mode = True
        self.tool: MoveModelTool | None = None
        self._middle_pan: QPointF | None = None
        self._press_at: QPointF | None = None
        scene.controller.gameReplaced.connect(self.fit_to_window)

    # -- scale --------------------------------------------------------------------------
    @property
    def px_per_in(self) -> float:
        return self.transform().m11()

    def fit_to_window(self) -> None:
        """Show the whole table with its margin, keeping true proportions (F)."""
        self.fit_mode = True
        self.fitInView(self.board.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.zoomChanged.emit(self.px_per_in)

    def zoom_by(self, factor: float, anchor_under_mouse: bool = False) -> None:
        target = min(MAX_PX_PER_IN, max(MIN_PX_PER_IN, self.px_per_in * factor))
        factor = target / self.px_per_in
        if abs(factor - 1) < 1e-9:
            return
        self.fit_mode = False
        old = self.transformationAnchor()
        if not anchor_under_mouse:
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.scale(factor, factor)
        self.setTransformationAnchor(old)
        self.zoomChanged.emit(self.px_per_in)

    def zoom_in(self) -> None:
        self.zoom_by(1.25)

    def zoom_out(self) -> None:
        self.zoom_by(1 / 1.25)

    # -- events -------------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.fit_mode:
            self.fit_to_window()

    def showEvent(self, event) -> None:  # noqa: ANN001 - Qt signature
        super().showEvent(event)
        if self.fit_mode:
            self.fit_to_window()

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.zoom_by(1.15 ** steps, anchor_under_mouse=True)
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.MiddleButton:
            self._middle_pan = event.position()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton:
            item = self._model_at(event.position())
            if item is not None:
                self.scene().clearSelection()
                item.setSelected(True)
                self.tool = MoveModelTool(self.board.controller, item,
                                          self.mapToScene(event.position().toPoint()))
                event.accept()
                return
            self._press_at = event.position()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        scene_pos = self.mapToScene(event.position().toPoint())
        table = self.board.table_rect
        self.cursorMoved.emit(scene_pos.x(), scene_pos.y(), table.contains(scene_pos))
        if self._middle_pan is not None:
            delta = event.position() - self._middle_pan
            self._middle_pan = event.position()
            self.fit_mode = False
            self.horizontalScrollBar().setValue(int(self.horizontalScrollBar().value() - delta.x()))
            self.verticalScrollBar().setValue(int(self.verticalScrollBar().value() - delta.y()))
            event.accept()
            return
        if self.tool is not None:
            self.tool.update(scene_pos)
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.MiddleButton and self._middle_pan is not None:
            self._middle_pan = None
            self.viewport().unsetCursor()
            event.accept()
            return
        if self.tool is not None and event.button() == Qt.MouseButton.LeftButton:
            tool, self.tool = self.tool, None
            tool.finish(self.mapToScene(event.position().toPoint()))
            event.accept()
            if not tool.moved:
                self.modelClicked.emit(tool.item.model_id)
            return
        press, self._press_at = self._press_at, None
        if press is not None and event.button() == Qt.MouseButton.LeftButton:
            moved = (event.position() - press).manhattanLength()
            if moved > self.CLICK_SLOP_PX:
                self.fit_mode = False  # a background drag pans
            else:
                segment = self._segment_at(event.position())
                if segment is not None:
                    self.segmentClicked.emit(segment.letter)
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.tool is not None:
            self.tool.cancel()
            self.tool = None
            event.accept()
            return
        super().keyPressEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        item = self._model_at(QPointF(event.pos()))
        if item is None:
            super().contextMenuEvent(event)
            return
        self.scene().clearSelection()
        item.setSelected(True)
        self.modelMenuRequested.emit(item.model_id, event.globalPos())
        event.accept()

    def _segment_at(self, pos: QPointF) -> SegmentItem | None:
        for item in self.items(pos.toPoint()):
            if isinstance(item, SegmentItem):
                return item
        return None

    def _model_at(self, pos: QPointF) -> ModelItem | None:
        for item in self.items(pos.toPoint()):
            if isinstance(item, ModelItem):
                return item
        return None
