"""The board view: zoom (wheel, Ctrl+=/-), pan (drag the background or the middle button),
fit-to-window (F), the cursor position in inches, and the board's tools: drag a model (Shift:
its whole unit), the measure tool (M), rotate a base (R / Shift+R / Alt+wheel, Ctrl for 1
degree), Esc cancels any tool, Delete takes the selected models off the table, a double-click
on a model opens the model editor. A drop the rules refuse (G8 overlaps; in set-up any broken
rule) is made knowingly by holding Shift as the button is released (pressed afresh after a
Shift-drag of a unit) or, in set-up, with *Place anyway* ticked (:attr:`BoardView.place_anyway`).

Mouse positions map to the scene as ``QPointF`` through the viewport transform (never
rounded to whole pixels), so positions keep sub-0.01 in precision at any zoom, and
hit-testing uses the items' true shapes at any device-pixel ratio."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QContextMenuEvent, QDragLeaveEvent, QDropEvent, QKeyEvent, QMouseEvent, QPainter, QPixmap,
    QPixmapCache, QResizeEvent, QTransform, QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsView, QWidget

from app.game.commands import RotateModel
from app.rules.judge import display_name

from .items import ModelItem, SegmentItem
from .overlays import RulerItem
from .scene import BoardScene
from .terrain_items import TerrainItem, handle_points
from .terrain_tools import (
    MIME_TERRAIN, MoveTerrainTool, PlaceTerrainTool, ResizeTerrainTool, template_from,
)
from .tools import (
    BLOCK_PAYLOADS, MIME, MeasureTool, MoveModelTool, PlaceBlockFromTrayTool, PlaceFromTrayTool,
)

ROTATE_STEP_DEG = 15.0
ROTATE_FINE_DEG = 1.0

MIN_PX_PER_IN = 2.0
MAX_PX_PER_IN = 400.0

ZOOM_SETTLE_MS = 120
"""While the wheel turns, the board shows its last sharp frame scaled (a step among 1000
models would otherwise redraw every base and place every label again, 150+ ms); this long
(milliseconds) after the last notch it is drawn sharply at the new scale, labels placed."""


SIGHT_NEEDS_A_MODEL = ("Sight: select a model first (click it), then press V or Sight to "
                       "shade what it sees (T4)")
"""The status bar's words when Sight (V) is asked for with no model selected."""


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
    modelEditRequested = Signal(str)
    """Double-click on a model: its id, for the model editor."""
    pieceMenuRequested = Signal(str, QPoint)
    """Right-click on a terrain piece (no model over it): its id and the global position."""
    pieceEditRequested = Signal(str)
    """Double-click on a terrain piece: its id, for the piece's dialog."""
    statusText = Signal(str)
    """A sentence for the status bar: live verdicts while dragging, the measured distance,
    a selected model's running verdict (M10) or set-up legality."""
    measureArmed = Signal(bool)
    sightShown = Signal(bool)
    trayVerdict = Signal(str, bool)
    """A drag from the set-up tray (:class:`~app.ui.board.tools.PlaceFromTrayTool`): the
    sentence for the spot under the cursor or the drop, and whether it is legal ("" when the
    drag left the board)."""

    CLICK_SLOP_PX = 4

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # A viewport made here, as Qt would make it, so the items' paint() receives a widget
        # PySide already knows: for one Qt made, PySide's type lookup loads every widget class
        # at once (~20 ms) during the first paint.
        viewport = QWidget()
        viewport.setAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled)  # as QGraphicsView's own
        self.setViewport(viewport)
        self.board = scene
        # bases, labels and rings are cached as pixmaps (issue 21): room for a full table of
        # them at a close zoom (Qt's default holds 10 MB)
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), 64 * 1024))
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMouseTracking(True)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.fit_mode = True
        self.tool: MoveModelTool | MeasureTool | None = None
        self.measure_armed = False
        self.place_anyway: Callable[[], bool] = lambda: False
        """Whether the set-up dock's *Place anyway* is ticked (the dock sets this)."""
        self._turn_refused: tuple[str, float, float] | None = None
        """G8: the last turn refused, ``(model id, degrees, facing then)``: the same turn
        asked for again at once is made knowingly."""
        self.tray_tool: PlaceFromTrayTool | None = None
        """A drag from the set-up tray over the board, while it lasts."""
        self.setAcceptDrops(True)
        viewport.setAcceptDrops(True)
        self.ruler: RulerItem | None = None
        self._middle_pan: QPointF | None = None
        self._press_at: QPointF | None = None
        self._cursor_vp: QPointF | None = None  # the cursor in viewport pixels, while pressed
        scene.controller.gameReplaced.connect(self.fit_to_window)
        scene.controller.gameReplaced.connect(self._game_replaced)
        scene.controller.aboutToStep.connect(self._step_under_drag)
        scene.selectionChanged.connect(self._selection_changed)
        scene.sightDropped.connect(self._sight_dropped)
        scene.controller.verdictsChanged.connect(self._verdicts_changed)
        self.zoomChanged.connect(scene.set_px_per_in)
        self._zoom_frame: tuple[QPixmap, QTransform] | None = None
        """While the wheel turns: the last sharp frame and the viewport transform it was
        drawn with (:meth:`paintEvent` shows it scaled to the view's transform now)."""
        self._zoom_timer = QTimer(self)
        self._zoom_timer.setSingleShot(True)
        self._zoom_timer.timeout.connect(self._zoom_settled)

    # -- mapping and hit-testing -----------------------------------------------------------
    def scene_point(self, pos: QPointF) -> QPointF:
        """A viewport position (logical pixels, fractional) to scene inches, unrounded."""
        inverse, _ = self.viewportTransform().inverted()
        return inverse.map(QPointF(pos))

    def model_at_scene(self, scene_pos: QPointF) -> ModelItem | None:
        """The topmost visible model whose base contains the scene point (true shape)."""
        for item in self.scene().items(scene_pos, Qt.ItemSelectionMode.IntersectsItemShape,
                                       Qt.SortOrder.DescendingOrder, self.viewportTransform()):
            if isinstance(item, ModelItem) and item.isVisible():
                return item
        return None

    def piece_at_scene(self, scene_pos: QPointF) -> TerrainItem | None:
        """The topmost terrain piece whose footprint contains the scene point."""
        for item in self.scene().items(scene_pos, Qt.ItemSelectionMode.IntersectsItemShape,
                                       Qt.SortOrder.DescendingOrder, self.viewportTransform()):
            if isinstance(item, TerrainItem) and item.isVisible():
                return item
        return None

    def handle_at(self, pos: QPointF):  # noqa: ANN201 - (TerrainItem, Handle) or None
        """The resize handle of the selected (unlocked) piece under the viewport point."""
        item = self.board.selected_piece()
        if item is None or item.piece.locked:
            return None
        reach = 7.0  # pixels: a handle is 9 px wide
        for handle, at in handle_points(item.piece):
            p = self.mapFromScene(at)
            if abs(p.x() - pos.x()) <= reach and abs(p.y() - pos.y()) <= reach:
                return item, handle
        return None

    # -- tools ------------------------------------------------------------------------------
    def set_measure_armed(self, armed: bool) -> None:
        """Arm the measure tool (M, toolbar "Measure"): the next left drag draws a ruler.
        Disarming hides the ruler."""
        armed = bool(armed)
        if armed == self.measure_armed:
            return
        if not armed and isinstance(self.tool, MeasureTool):
            self.tool.cancel()
            self.tool = None
        self.measure_armed = armed
        if not armed and self.ruler is not None:
            self.ruler.setVisible(False)
        if armed:
            self.viewport().setCursor(Qt.CursorShape.CrossCursor)
        else:
            self.viewport().unsetCursor()
        self.setDragMode(QGraphicsView.DragMode.NoDrag if armed
                         else QGraphicsView.DragMode.ScrollHandDrag)
        self.statusText.emit("Measure: drag between two points or bases; Esc to stop"
                             if armed else "")
        self.measureArmed.emit(armed)

    def set_sight_shown(self, shown: bool) -> None:
        """Sight (V, the toolbar's *Sight*): shade what the selected model sees and mark the
        models it sees; the status bar lists the enemies seen and the closest (T4)."""
        shown = bool(shown)
        if shown and not self.board.sight_shown and not self.board.sight_model_selected():
            # nothing to see from: Sight stays off (its button unpressed) and says what to do
            self.statusText.emit(SIGHT_NEEDS_A_MODEL)
            self.sightShown.emit(False)
            return
        if shown == self.board.sight_shown:
            return
        self.board.set_sight_shown(shown)
        self.statusText.emit(self.board.sight_text if shown else "Sight off")
        self.sightShown.emit(shown)

    def _sight_dropped(self) -> None:
        """Sight went off with the selection (T4): the button unpressed. Nothing said: the
        step that took the selection (a model taken off the table) has the status bar."""
        self.sightShown.emit(False)

    def _step_under_drag(self) -> None:
        """Undo or redo while a model or piece is held (Ctrl+Z mid-drag): the drag is
        cancelled before the step, so the step finds everything where the game has it and
        nothing is dropped afterwards where it no longer is."""
        if self.tool is not None:
            self.tool.cancel()
            self.tool = None
            self.statusText.emit("Drag cancelled by the undo")

    def cancel_tool(self) -> None:
        """Esc: cancel the drag in progress (the model goes back) and disarm any tool."""
        if self.tool is not None:
            self.tool.cancel()
            self.statusText.emit(self.tool.status)
            self.tool = None
        self.set_measure_armed(False)

    def rotate_selected(self, degrees: float) -> bool:
        """Turn the selected oval or rectangular base by ``degrees`` (anticlockwise as seen),
        as one undoable command. Round bases have no facing to turn; returns False."""
        piece = self.board.selected_piece()
        if piece is not None and self.tool is None:
            return self.rotate_piece(piece, degrees)
        items = [i for i in self.scene().selectedItems() if isinstance(i, ModelItem)]
        if len(items) != 1 or items[0].model.base.shape == "round" or self.tool is not None:
            return False
        model = items[0].model
        controller = self.board.controller
        problem = RotateModel(model.id, model.facing_deg + degrees).check(controller.state)
        asked = (model.id, degrees, model.facing_deg)
        if problem and self._turn_refused != asked and not self.place_anyway():
            # G8: a turn into another base is refused with the reason; the same turn asked
            # for again (the same key, or Place anyway ticked) is made knowingly
            self._turn_refused = asked
            name = display_name(model.name, model.label, items[0].player.warband)
            self.statusText.emit(
                f"\u2717 {name} not turned: {problem[:1].lower()}{problem[1:]}; turn it the "
                "same way again (the same key), or tick Place anyway, to turn it knowingly")
            return True
        self._turn_refused = None
        controller.push(RotateModel(model.id, model.facing_deg + degrees, knowingly=bool(problem)))
        turned = f"{model.label or model.name} faces {model.facing_deg:g}\N{DEGREE SIGN}"
        self._selection_changed()
        self.statusText.emit(turned + (" (turned knowingly: see the event log)" if problem
                                       else ""))
        return True

    def rotate_piece(self, item: TerrainItem, degrees: float) -> bool:
        """Turn a terrain piece by ``degrees`` (anticlockwise as seen, T1), one undoable step;
        a locked piece stays as it is."""
        from app.game.commands.terrain import RotateTerrain

        piece = item.piece
        name = piece.name or piece.id
        if piece.locked:
            self.statusText.emit(f"{name} is locked: unlock it (right-click) to turn it")
            return True
        if self.board.controller.attempt(RotateTerrain(piece.id, piece.facing_deg + degrees)):
            turned = self.board.controller.state.piece(piece.id)
            self.statusText.emit(f"{name} faces {turned.facing_deg:g}\N{DEGREE SIGN}")
        return True

    def selected_model_ids(self) -> list[str]:
        """The models selected on the board (visible ones), in the game's order."""
        try:
            items = [i for i in self.board.selectedItems()
                     if isinstance(i, ModelItem) and i.isVisible()]
        except RuntimeError:  # the scene is being deleted
            return []
        order = {m.id: n for n, m in enumerate(self.board.controller.state.models)}
        return sorted((i.model_id for i in items), key=lambda mid: order.get(mid, 0))

    def delete_selected(self) -> bool:
        """Delete (Edit ▸ Delete model): the selected models leave the table, as one
        undoable step: back to the set-up tray during set-up, out of action in play
        (:class:`~app.game.commands.RemoveModels`). Not while a tool is in use."""
        from app.game.commands import RemoveModels

        if self.tool is not None:
            return False
        piece = self.board.selected_piece()
        if piece is not None:
            from app.game.commands.terrain import DeleteTerrain

            if piece.piece.locked:
                self.statusText.emit(f"{piece.piece.name or piece.piece_id} is locked: unlock "
                                     "it (right-click) to take it away")
                return False

            if self.board.controller.attempt(DeleteTerrain(piece.piece_id)):
                self.statusText.emit(self.board.controller.undo_stack.undoText())
                return True
            return False
        ids = self.selected_model_ids()
        if not ids:
            self.statusText.emit("Select a model on the board to delete it")
            return False
        if not self.board.controller.attempt(RemoveModels(ids)):
            return False
        self.statusText.emit(self.board.controller.undo_stack.undoText())
        return True

    def _game_replaced(self) -> None:
        if self.tray_tool is not None:  # its preview belonged to the old game's scene
            self.tray_tool = None
        self.tool = None
        self.ruler = None  # the scene dropped it
        self.set_measure_armed(False)

    def selected_model_ids(self) -> list[str]:
        """The ids of the models selected on the board."""
        return [i.model_id for i in self.board.selectedItems() if isinstance(i, ModelItem)]

    def _selection_changed(self) -> None:
        self._turn_refused = None
        if self.tool is not None:
            return
        try:
            items = [i for i in self.board.selectedItems() if isinstance(i, ModelItem)]
        except RuntimeError:  # the scene is being deleted
            return
        if len(items) == 1:
            if self.board.sight_shown and self.board.sight_text:
                self.statusText.emit(self.board.sight_text)  # T4: whom it sees
                return
            fb = self.board.feedback(items[0].model_id)
            if fb is not None:
                self.statusText.emit(fb.text)

    def _verdicts_changed(self, update) -> None:  # noqa: ANN001 - rules Update
        """A re-judge (undo, redo, a move by the panel) changed the selected model's verdict:
        refresh its status text now, not at the next mouse move. Not during a drag (the
        tool says what it shows)."""
        if self.tool is not None or not getattr(update, "models", None):
            return
        try:
            items = [i for i in self.board.selectedItems() if isinstance(i, ModelItem)]
        except RuntimeError:  # the scene is being deleted
            return
        if len(items) == 1 and items[0].model_id in update.models:
            fb = self.board.feedback(items[0].model_id)
            if fb is not None:
                self.statusText.emit(fb.text)

    # -- scale --------------------------------------------------------------------------
    @property
    def px_per_in(self) -> float:
        return self.transform().m11()

    def fit_to_window(self) -> None:
        """Show the whole table with its margin, keeping true proportions (F)."""
        self.fit_mode = True
        self._end_zoom_preview()
        self.fitInView(self.board.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.zoomChanged.emit(self.px_per_in)
        self._follow_cursor()

    def zoom_by(self, factor: float, about: QPointF | None = None,
                preview: bool = False) -> None:
        """Zoom by ``factor`` (within the zoom limits) about the viewport point ``about``:
        the table point under it stays under it (the wheel passes the cursor), as far as
        the board's edges allow; about the centre of the view without one (keys, menu).
        ``preview`` (the wheel, with no tool in hand): show the last sharp frame scaled and
        draw the board afresh, its labels placed, once the wheel rests
        (:data:`ZOOM_SETTLE_MS`)."""
        target = min(MAX_PX_PER_IN, max(MIN_PX_PER_IN, self.px_per_in * factor))
        factor = target / self.px_per_in
        if abs(factor - 1) < 1e-9:
            return
        self.fit_mode = False
        preview = preview and self.tool is None and self.tray_tool is None
        if not preview:
            self._end_zoom_preview()
        elif self._zoom_frame is None:
            frame = self.viewport().grab()  # what the player sees now, at the old scale
            self._zoom_frame = (frame, self.viewportTransform())
        old = self.transformationAnchor()
        if about is None:
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
            self.scale(factor, factor)
        else:
            fixed = self.scene_point(about)
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
            self.scale(factor, factor)
            # scroll so the point that was under the cursor is under it again (Qt's own
            # AnchorUnderMouse uses the last mouse move and the global cursor, which a
            # wheel event need not match)
            moved = self.viewportTransform().map(fixed) - QPointF(about)
            for bar, delta in ((self.horizontalScrollBar(), moved.x()),
                               (self.verticalScrollBar(), moved.y())):
                bar.setValue(bar.value() + round(delta))
        self.setTransformationAnchor(old)
        if preview:
            self._zoom_timer.start(ZOOM_SETTLE_MS)
            self.viewport().update()
            return
        self.zoomChanged.emit(self.px_per_in)
        self._follow_cursor()

    def _end_zoom_preview(self) -> None:
        """A zoom that was being previewed (the wheel) is drawn sharply now."""
        if self._zoom_frame is not None:
            self._zoom_settled()

    def _zoom_settled(self) -> None:
        self._zoom_timer.stop()
        if self._zoom_frame is None:
            return
        self._zoom_frame = None
        self.zoomChanged.emit(self.px_per_in)  # the labels placed for the new scale
        self._follow_cursor()
        self.viewport().update()

    def paintEvent(self, event) -> None:  # noqa: ANN001 - Qt signature
        if self._zoom_frame is None:
            super().paintEvent(event)
            return
        frame, drawn_with = self._zoom_frame
        painter = QPainter(self.viewport())
        painter.fillRect(self.viewport().rect(), self.board.backgroundBrush())
        # from the old frame's pixels to the table, then to the viewport at the new scale
        painter.setTransform(drawn_with.inverted()[0] * self.viewportTransform())
        painter.drawPixmap(0, 0, frame)
        painter.end()

    def _follow_cursor(self) -> None:
        """The view moved under a pressed cursor (zoom, resize, scroll): a dragged model or a
        ruler end stays under the cursor, re-judged there, instead of jumping to it at the
        next mouse move."""
        if self.tool is None or self._cursor_vp is None:
            return
        self.tool.update(self.scene_point(self._cursor_vp))
        self.statusText.emit(self.tool.status)

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)
        self._follow_cursor()

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
        delta = event.angleDelta()
        steps = (delta.y() or delta.x()) / 120.0
        mods = event.modifiers()
        if steps and mods & Qt.KeyboardModifier.AltModifier:
            fine = bool(mods & Qt.KeyboardModifier.ControlModifier)
            step = ROTATE_FINE_DEG if fine else ROTATE_STEP_DEG
            self.rotate_selected(step if steps > 0 else -step)
            event.accept()
            return
        steps = delta.y() / 120.0
        if steps:
            self.zoom_by(1.15 ** steps, about=event.position(), preview=True)
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._end_zoom_preview()  # a press acts on what the player sees: the sharp board
        if event.button() == Qt.MouseButton.MiddleButton:
            self._middle_pan = event.position()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self._cursor_vp = QPointF(event.position())
            scene_pos = self.scene_point(event.position())
            if self.measure_armed:
                if self.ruler is None:
                    self.ruler = RulerItem()
                    self.scene().addItem(self.ruler)
                self.tool = MeasureTool(self.board.controller, self.ruler, scene_pos,
                                        self.model_at_scene, self.board.sight_cache)
                self.statusText.emit(self.tool.status)
                event.accept()
                return
            grabbed = self.handle_at(event.position())
            if grabbed is not None:
                self.tool = ResizeTerrainTool(self.board.controller, *grabbed)
                self.statusText.emit(self.tool.status)
                event.accept()
                return
            item = self.model_at_scene(scene_pos)
            piece = self.piece_at_scene(scene_pos) if item is None else None
            if piece is not None:
                self.scene().clearSelection()
                piece.setSelected(True)
                if not piece.piece.locked:
                    self.tool = MoveTerrainTool(self.board.controller, piece, scene_pos)
                    event.accept()
                    return
                self.statusText.emit(f"{piece.piece.name or piece.piece_id} is locked: a drag "
                                     "on it moves the models on it, not the piece")
            if item is not None:
                self.scene().clearSelection()
                item.setSelected(True)
                unit: list[ModelItem] = []
                if event.modifiers() & Qt.KeyboardModifier.ShiftModifier and item.model.unit:
                    unit = [i for i in self.board.model_items.values()
                            if i.isVisible() and i.model.player == item.model.player
                            and i.model.unit == item.model.unit]
                self.tool = MoveModelTool(self.board.controller, item, scene_pos, unit)
                # a Shift that picked a unit is not yet a knowing drop (see MoveModelTool)
                self.tool.shift_up_seen = len(self.tool.items) == 1
                event.accept()
                return
            self._press_at = event.position()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self._cursor_vp = QPointF(event.position())
        scene_pos = self.scene_point(event.position())
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
            if not event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
                self._shift_up()
            self.tool.update(scene_pos)
            if self.board.sight_shown and isinstance(self.tool, MoveModelTool):
                self.board.sight_during_drag(i.model_id for i in self.tool.items)
            self.statusText.emit(self.tool.status)
            event.accept()
            return
        super().mouseMoveEvent(event)

    def _shift_up(self) -> None:
        if isinstance(self.tool, MoveModelTool):
            self.tool.shift_up_seen = True

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.MiddleButton and self._middle_pan is not None:
            self._middle_pan = None
            self.viewport().unsetCursor()
            event.accept()
            return
        if self.tool is not None and event.button() == Qt.MouseButton.LeftButton:
            tool, self.tool = self.tool, None
            if isinstance(tool, MoveModelTool):
                shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
                knowingly = (shift and tool.shift_up_seen) or (
                    self.board.controller.setup_rules and self.place_anyway())
                tool.finish(self.scene_point(event.position()), knowingly)
            else:
                tool.finish(self.scene_point(event.position()))
            event.accept()
            if isinstance(tool, MoveModelTool) and not tool.moved:
                self._selection_changed()
                self.modelClicked.emit(tool.item.model_id)
            elif isinstance(tool, MoveTerrainTool) and not tool.moved:
                self.statusText.emit(tool.item.toolTip())
            elif (isinstance(tool, MoveModelTool) and not tool.refused
                  and self.board.sight_shown and self.board.sight_text):
                self.statusText.emit(self.board.sight_text)
            else:
                self.statusText.emit(tool.status)
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
        if event.key() == Qt.Key.Key_Escape and (self.tool is not None or self.measure_armed):
            self.cancel_tool()
            event.accept()
            return
        if event.key() == Qt.Key.Key_R:
            mods = event.modifiers()
            step = ROTATE_FINE_DEG if mods & Qt.KeyboardModifier.ControlModifier else ROTATE_STEP_DEG
            if mods & Qt.KeyboardModifier.ShiftModifier:
                step = -step
            if self.rotate_selected(step):
                event.accept()
                return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Shift:
            self._shift_up()
        super().keyReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """A double-click on a model asks for the model editor (``modelEditRequested``); the
        press that began it does not start a drag."""
        if event.button() == Qt.MouseButton.LeftButton and not self.measure_armed:
            item = self._model_at(event.position())
            piece = self.piece_at_scene(self.scene_point(event.position())) \
                if item is None else None
            if piece is not None:
                if isinstance(self.tool, (MoveTerrainTool, ResizeTerrainTool)):
                    self.tool.cancel()
                    self.tool = None
                if self.tool is None:
                    self.scene().clearSelection()
                    piece.setSelected(True)
                    self.pieceEditRequested.emit(piece.piece_id)
                    event.accept()
                    return
            if item is not None:
                if isinstance(self.tool, MoveModelTool) and not self.tool.moved:
                    self.tool.cancel()
                    self.tool = None
                if self.tool is None:
                    self.scene().clearSelection()
                    item.setSelected(True)
                    self.modelEditRequested.emit(item.model_id)
                    event.accept()
                    return
        super().mouseDoubleClickEvent(event)

    # -- a drag from the set-up tray ----------------------------------------------------------
    def _tray_tool_for(self, event) -> PlaceFromTrayTool | None:  # noqa: ANN001 - a drag event
        """The tray tool for this drag (a new one when the drag carries another payload), or
        ``None`` for a drag that is not from the tray."""
        data = event.mimeData()
        terrain = data.hasFormat(MIME_TERRAIN)
        if not data.hasFormat(MIME) and not terrain:
            return None
        payload = bytes(data.data(MIME_TERRAIN if terrain else MIME)).decode("utf-8")
        tool = self.tray_tool
        if tool is None or tool.payload != payload:
            if tool is not None:
                tool.cancel()
            if terrain:  # a piece from the terrain palette (T1)
                tool = PlaceTerrainTool(self.board.controller, self.board,
                                        template_from(payload))
                tool.payload = payload
            elif payload.startswith(BLOCK_PAYLOADS):  # a unit or a warband at once
                tool = PlaceBlockFromTrayTool(self.board.controller, self.board, payload)
            else:
                tool = PlaceFromTrayTool(self.board.controller, self.board, payload)
            self.tray_tool = tool
        return tool

    def dragEnterEvent(self, event) -> None:  # noqa: ANN001 - QDragEnterEvent
        if self.tray_tool is not None:  # a fresh drag: no preview is left from the last one
            self.tray_tool.cancel()
            self.tray_tool = None
        if not self._tray_hover(event):
            super().dragEnterEvent(event)

    def dragMoveEvent(self, event) -> None:  # noqa: ANN001 - QDragMoveEvent
        if not self._tray_hover(event):
            super().dragMoveEvent(event)

    def _tray_hover(self, event) -> bool:  # noqa: ANN001 - QDragEnterEvent, QDragMoveEvent
        tool = self._tray_tool_for(event)
        if tool is None:
            return False
        tool.update(self.scene_point(event.position()))
        self.trayVerdict.emit(tool.status, tool.legal)
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        return True

    def dropEvent(self, event: QDropEvent) -> None:
        tool = self._tray_tool_for(event)
        if tool is None:
            super().dropEvent(event)
            return
        self.tray_tool = None
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        placed = tool.finish(self.scene_point(event.position()), shift or self.place_anyway())
        if placed or tool.refused:  # a command the rules refused says why on its own
            self.trayVerdict.emit(tool.status, tool.legal)
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept() if placed else event.ignore()

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:
        if self.tray_tool is not None:
            self.tray_tool.cancel()
            self.tray_tool = None
            self.trayVerdict.emit("", True)
        super().dragLeaveEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        item = self._model_at(QPointF(event.pos()))
        if item is None:
            piece = self.piece_at_scene(self.scene_point(QPointF(event.pos())))
            if piece is not None:
                self.scene().clearSelection()
                piece.setSelected(True)
                self.pieceMenuRequested.emit(piece.piece_id, event.globalPos())
                event.accept()
                return
            super().contextMenuEvent(event)
            return
        self.scene().clearSelection()
        item.setSelected(True)
        self.modelMenuRequested.emit(item.model_id, event.globalPos())
        event.accept()

    def _segment_at(self, pos: QPointF) -> SegmentItem | None:
        """The segment under ``pos``; where zones overlap (a corner), a free segment before
        a taken one (M4: the player clicking wants one they can still choose)."""
        scene_pos = self.scene_point(pos)
        found = [item for item in self.scene().items(
                     scene_pos, Qt.ItemSelectionMode.IntersectsItemShape,
                     Qt.SortOrder.DescendingOrder, self.viewportTransform())
                 if isinstance(item, SegmentItem)]
        free = [item for item in found if item.owner is None]
        return (free or found or [None])[0]

    def _model_at(self, pos: QPointF) -> ModelItem | None:
        return self.model_at_scene(self.scene_point(pos))
