"""The board view: zoom (wheel, Ctrl+=/-), fit-to-window (F), the cursor position in inches,
and the board's gestures, each an interaction object (:mod:`app.ui.board.interactions`): the
view holds the current one and a default one and forwards its events to the current one;
it keeps no mode of its own. Drag a model (Shift: its whole unit), pan (the background or the
middle button), the measure tool (M), rotate a base (R / Shift+R / Alt+wheel, Ctrl for 1
degree), Esc cancels any gesture, Delete takes the selected models off the table, a
double-click on a model opens the model editor. A drop the rules refuse (G8 overlaps; in
set-up any broken rule) is made knowingly by holding Shift as the button is released
(pressed afresh after a Shift-drag of a unit) or, in set-up, with *Place anyway* ticked
(:attr:`BoardView.place_anyway`).

Mouse positions map to the scene as ``QPointF`` through the viewport transform (never
rounded to whole pixels), so positions keep sub-0.01 in precision at any zoom, and
hit-testing uses the items' true shapes at any device-pixel ratio."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QContextMenuEvent, QDragLeaveEvent, QDropEvent, QFocusEvent, QKeyEvent, QMouseEvent,
    QPainter, QPixmap, QPixmapCache, QResizeEvent, QTransform, QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsView, QWidget

from app.i18n import QT_TRANSLATE_NOOP, translate
from app.game.terrain import piece_name
from app.phrases import shown

from .gestures import MeasureInteraction, SelectInteraction
from .interactions import ROTATE_FINE_DEG, ROTATE_STEP_DEG, BoardInteraction
from .items import ModelItem, SegmentItem
from .overlays import RulerItem
from .scene import BoardScene
from .terrain_items import TerrainItem, handle_points

MIN_PX_PER_IN = 2.0
MAX_PX_PER_IN = 400.0

ZOOM_SETTLE_MS = 120
"""While the wheel turns, the board shows its last sharp frame scaled (a step among 1000
models would otherwise redraw every base and place every label again, 150+ ms); this long
(milliseconds) after the last notch it is drawn sharply at the new scale, labels placed."""


SIGHT_NEEDS_A_MODEL = QT_TRANSLATE_NOOP(
    "BoardView", "Sight: select a model first (click it), then press V or Sight to shade what "
    "it sees (T4)")
"""The status bar's words when Sight (V) is asked for with no model selected (translated
where shown)."""


class BoardView(QGraphicsView):
    """Shows a :class:`BoardScene`. ``cursorMoved(x_in, y_in, on_table)`` reports the cursor;
    ``zoomChanged(px_per_in)`` the scale; ``modelClicked(model_id)`` and
    ``segmentClicked(letter)`` a click (press and release without a drag) on a model or on a
    table-edge segment's zone or letter. Until the user zooms or pans, the table stays
    fitted to the window as it resizes."""

    cursorMoved = Signal(float, float, bool)
    cursorLeft = Signal()
    """The pointer left the board (the status bar's position goes: trial 10 read a spot
    200 in off the table after a release outside the board)."""
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
    statusGone = Signal(str)
    """A sentence of the board no longer holds (the Shift charge reach let go): off the
    status bar if still there."""
    selectionGone = Signal(str)
    """The model selected before is no longer (it left the table, fled, or the player
    clicked elsewhere): what was said of it goes (its sentence, else "")."""
    measureArmed = Signal(bool)
    sightShown = Signal(bool)
    trayVerdict = Signal(str, bool)
    """A drag from the set-up tray
    (:class:`~app.ui.board.drop_interactions.TrayDropInteraction`): the sentence for the spot
    under the cursor or the drop, and whether it is legal ("" when the drag left the board)."""

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # A viewport made here, as Qt would make it, so the items' paint() receives a widget
        # PySide already knows: for one Qt made, PySide's type lookup loads every widget class
        # at once (~20 ms) during the first paint.
        viewport = QWidget()
        viewport.setAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled)  # as QGraphicsView's own
        self.setViewport(viewport)
        self.board = scene
        scene.sceneRectChanged.connect(self._board_grew)
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
        self.reserved_left_px = 0
        """Pixels kept free left of the fitted board (:meth:`reserve_left`)."""
        self.place_anyway: Callable[[], bool] = lambda: False
        """Whether the set-up dock's *Place anyway* is ticked (the dock sets this)."""
        self.setAcceptDrops(True)
        viewport.setAcceptDrops(True)
        self.ruler: RulerItem | None = None
        """The measure tool's ruler, made on first use (it stays until the next measure)."""
        self._cursor_vp: QPointF | None = None  # the cursor in viewport pixels, while pressed
        self._verdict_of: tuple[str, str] | None = None  # the selected model's sentence said
        self.default: BoardInteraction = SelectInteraction(self)
        """The interaction the view falls back to: select, pan, click, rotate, menus."""
        self.interaction: BoardInteraction = self.default
        """The gesture under way (or :attr:`default`): the view's events go to it."""
        self._resume: dict[BoardInteraction, BoardInteraction] = {}
        """For each interaction under way, the one current again when it ends."""
        scene.controller.gameReplaced.connect(self.fit_to_window)
        scene.controller.gameReplaced.connect(self._game_replaced)
        scene.controller.aboutToReplace.connect(self._game_replaced)
        scene.controller.aboutToStep.connect(self._step_under_drag)
        scene.controller.turnComing.connect(self._turn_under_drag)
        scene.selectionChanged.connect(self.selection_changed)
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
        near = []
        for handle, at in handle_points(item.piece):
            p = self.mapFromScene(at)
            dx, dy = abs(p.x() - pos.x()), abs(p.y() - pos.y())
            if dx <= reach and dy <= reach:
                near.append((dx * dx + dy * dy, handle))
        if not near:
            return None
        # a thin piece (a wall) has side handles on top of its middle: a press nearer the
        # middle than any handle moves the piece (trial 4: "Resize Wall 12 in to 12 x 0.25")
        c = self.mapFromScene(QPointF(item.piece.x_in, item.piece.y_in))
        middle = (c.x() - pos.x()) ** 2 + (c.y() - pos.y()) ** 2
        best = min(near, key=lambda n: n[0])
        return None if middle < best[0] else (item, best[1])

    # -- interactions -----------------------------------------------------------------------
    def start_interaction(self, interaction: BoardInteraction, *,
                          resume: BoardInteraction | None = None) -> None:
        """Make ``interaction`` the current one; when it ends, ``resume`` is current again (a
        drop made while Measure is armed gives the board back to the tool), else the default
        one. A gesture under way that is not to be resumed is cancelled first."""
        resume = resume or self.default
        if self.interaction is not self.default and self.interaction is not resume:
            self.interaction.cancel()
        self._resume[interaction] = resume
        self.interaction = interaction
        interaction.ended.connect(self._interaction_ended)
        interaction.start()

    def _interaction_ended(self, interaction: BoardInteraction) -> None:
        resume = self._resume.pop(interaction, self.default)
        if self.interaction is interaction:
            self.interaction = self.default if resume.done else resume

    @property
    def busy(self) -> bool:
        """A gesture other than the default one is under way (a drag, Measure armed)."""
        return self.interaction is not self.default

    @property
    def measuring(self) -> bool:
        """The measure tool is armed (its toolbar button is down)."""
        return isinstance(self.interaction, MeasureInteraction)

    def set_measure_armed(self, armed: bool) -> None:
        """Arm the measure tool (M, toolbar "Measure"): each left drag draws a ruler, until
        Esc or the button is released, which hides the ruler."""
        if bool(armed) == self.measuring:
            return
        if armed:
            self.start_interaction(MeasureInteraction(self))
        else:
            self.interaction.cancel()
            self.statusText.emit("")

    def ruler_item(self) -> RulerItem:
        """The measure tool's ruler on the board (made on first use)."""
        if self.ruler is None:
            self.ruler = RulerItem()
            self.scene().addItem(self.ruler)
        return self.ruler

    def hide_ruler(self) -> None:
        if self.ruler is not None:
            self.ruler.setVisible(False)

    def set_sight_shown(self, shown: bool) -> None:
        """Sight (V, the toolbar's *Sight*): shade what the selected model sees and mark the
        models it sees; the status bar lists the enemies seen and the closest (T4)."""
        shown = bool(shown)
        if shown and not self.board.sight_shown and not self.board.sight_model_selected():
            # nothing to see from: Sight stays off (its button unpressed) and says what to do
            self.statusText.emit(translate("BoardView", SIGHT_NEEDS_A_MODEL))
            self.sightShown.emit(False)
            return
        if shown == self.board.sight_shown:
            return
        self.board.set_sight_shown(shown)
        self.statusText.emit(self.board.sight_text if shown
                             else translate("BoardView", "Sight off"))
        self.sightShown.emit(shown)

    def _sight_dropped(self) -> None:
        """Sight went off with the selection (T4): the button unpressed. Nothing said: the
        step that took the selection (a model taken off the table) has the status bar."""
        self.sightShown.emit(False)

    def _step_under_drag(self) -> None:
        """Undo or redo while a model or piece is held (Ctrl+Z mid-drag): the drag is
        cancelled before the step, so the step finds everything where the game has it and
        nothing is dropped afterwards where it no longer is."""
        self.interaction.step_coming()

    def _turn_under_drag(self) -> None:
        """Activate next, a new turn or End turn (N, Ctrl+Shift+E) while a model or piece is
        held (trial 5): the drag is cancelled first, so nothing is dropped into the next
        activation or turn."""
        if not self.busy:
            return
        text = translate("BoardView", "Drag cancelled: the turn moved on")
        self.interaction.step_coming(text)
        QTimer.singleShot(0, self, lambda: self.statusText.emit(text))  # after the step's own

    def cancel_tool(self) -> None:
        """Esc: cancel the gesture in progress (a dragged model goes back), disarm Measure."""
        if self.busy:
            interaction = self.interaction
            interaction.cancel()
            self.statusText.emit(interaction.status)

    def rotate_selected(self, degrees: float) -> bool:
        """Turn the selected oval or rectangular base, or piece, by ``degrees``
        (anticlockwise as seen), as one undoable command (see
        :meth:`SelectInteraction.rotate`); not while a gesture is under way."""
        return self.interaction.rotate(degrees)

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
        (:class:`~app.game.commands.RemoveModels`). Not while something is held (a drag)."""
        from app.game.commands import RemoveModels

        if self.interaction.holds_pointer:
            return False
        piece = self.board.selected_piece()
        if piece is not None:
            from app.game.commands.terrain import DeleteTerrain

            if piece.piece.locked:
                self.statusText.emit(translate("BoardView", "{piece} is locked: unlock it "
                                               "(right-click) to take it away").format(
                    piece=shown(piece_name(piece.piece))))
                return False

            if self.board.controller.attempt(DeleteTerrain(piece.piece_id)):
                self.statusText.emit(self.board.controller.undo_stack.undoText())
                return True
            return False
        ids = self.selected_model_ids()
        if not ids:
            self.statusText.emit(translate("BoardView", "Select a model on the board to delete it"))
            return False
        if not self.board.controller.attempt(RemoveModels(ids)):
            return False
        self.statusText.emit(self.board.controller.undo_stack.undoText())
        return True

    def _game_replaced(self) -> None:
        """Another game (about to be, or just) opened: what is held is cancelled while
        its items are still on the board (trial 6: a piece held as another game opened was
        moved after the rebuild had deleted it)."""
        while self.busy:  # their previews belonged to the old game's scene
            self.interaction.cancel()
        self.ruler = None  # the scene drops it

    def selection_changed(self) -> None:
        """The selection changed: the selected model's verdict (or what it sees, T4) goes to
        the status bar; a turn refused before is forgotten. Not while something is held (the
        drag says what it shows)."""
        self.default.turn_refused = None
        if self.interaction.holds_pointer:
            return
        try:
            items = [i for i in self.board.selectedItems() if isinstance(i, ModelItem)]
        except RuntimeError:  # the scene is being deleted
            return
        if len(items) != 1 or (self._verdict_of is not None
                               and items[0].model_id != self._verdict_of[0]):
            # what was said of the model selected before goes (trial 8: a fled model's "on
            # the table"; trial 9: "… selected: press Enter" with nothing selected)
            self.selectionGone.emit(self._verdict_of[1] if self._verdict_of is not None
                                    else "")
            self._verdict_of = None
        if len(items) == 1:
            if self.board.sight_shown and self.board.sight_text:
                self.statusText.emit(self.board.sight_text)  # T4: whom it sees
                return
            fb = self.board.feedback(items[0].model_id)
            note = self.board.reach.note(items[0].model_id)  # R1: no Movement, no reach
            text = "; ".join(t for t in (fb.text if fb is not None else "", note) if t)
            if text:
                self._verdict_of = (items[0].model_id, text)
                self.statusText.emit(text)

    def _verdicts_changed(self, update) -> None:  # noqa: ANN001 - rules Update
        """A re-judge (undo, redo, a move by the panel) changed the selected model's verdict:
        refresh its status text now, not at the next mouse move. Not while something is held
        (the drag says what it shows)."""
        if self.interaction.holds_pointer or not getattr(update, "models", None):
            return
        try:
            items = [i for i in self.board.selectedItems() if isinstance(i, ModelItem)]
        except RuntimeError:  # the scene is being deleted
            return
        if len(items) == 1 and items[0].model_id in update.models:
            fb = self.board.feedback(items[0].model_id)
            if fb is not None:
                self._verdict_of = (items[0].model_id, fb.text)
                self.statusText.emit(fb.text)

    # -- scale --------------------------------------------------------------------------
    @property
    def px_per_in(self) -> float:
        return self.transform().m11()

    def reserve_left(self, px: int) -> None:
        """Keep ``px`` pixels free left of the fitted board (the exposure legend stands
        there when the window leaves no margin wide enough beside the table); 0: none.
        Fitted again at once while the table is fitted."""
        px = max(0, int(px))
        if px != self.reserved_left_px:
            self.reserved_left_px = px
            if self.fit_mode:
                self.fit_to_window()
            elif not px:
                self.setSceneRect(QRectF())

    def fitted_scale(self, reserved: int = 0) -> float:
        """Pixels per inch that fit the whole board with ``reserved`` pixels kept free
        beside it."""
        rect, vp = self.board.sceneRect(), self.viewport().rect()
        if rect.width() <= 0 or rect.height() <= 0:
            return 0.0
        return max(0.0, min((vp.width() - reserved - 2) / rect.width(),
                            (vp.height() - 2) / rect.height()))

    def _board_grew(self, _rect: QRectF) -> None:
        """The scene's rectangle changed: the free strip kept beside it follows."""
        if self.reserved_left_px and self.fit_mode:
            self.fit_to_window()

    def fit_to_window(self) -> None:
        """Show the whole table with its margin, keeping true proportions (F); the pixels
        :meth:`reserve_left` keeps stay free left of it."""
        self.fit_mode = True
        self._end_zoom_preview()
        rect = self.board.sceneRect()
        scale = self.fitted_scale(self.reserved_left_px)
        if self.reserved_left_px and scale > 0:
            rect = rect.adjusted(-self.reserved_left_px / scale, 0, 0, 0)
            self.setSceneRect(rect)  # scrolled so the free strip shows
        else:
            self.setSceneRect(QRectF())  # the scene's own
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
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
        preview = preview and not self.interaction.holds_pointer
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
        if self._cursor_vp is not None and self.interaction.holds_pointer:
            self.interaction.follow(self.scene_point(self._cursor_vp))

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

    # the events go to the current interaction; what it leaves goes to Qt
    def _forward(self, handler: str, event) -> bool:  # noqa: ANN001 - a Qt event
        """Hand ``event`` to the current interaction's ``handler``. Should a gesture fail,
        it is dropped (what it previewed put back where it can be) and the failure goes to
        the crash report (``sys.excepthook``, which tells the player); the game and the
        window go on."""
        try:
            return getattr(self.interaction, handler)(event)
        except Exception:  # noqa: BLE001 - reported, not swallowed
            sys.excepthook(*sys.exc_info())
            failed, self.interaction = self.interaction, self.default
            with contextlib.suppress(Exception):
                failed.cancel()
            self.interaction = self.default
            return True

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._end_zoom_preview()  # a press acts on what the player sees: the sharp board
        if event.button() == Qt.MouseButton.LeftButton:
            self._cursor_vp = QPointF(event.position())
        if self._forward("mouse_press", event):
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self._cursor_vp = QPointF(event.position())
        scene_pos = self.scene_point(event.position())
        self.cursorMoved.emit(scene_pos.x(), scene_pos.y(),
                              self.board.table_rect.contains(scene_pos))
        if self._forward("mouse_move", event):
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._forward("mouse_release", event):
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """A double-click on a model asks for the model editor (``modelEditRequested``); the
        press that began it does not start a drag."""
        if self._forward("mouse_double_click", event):
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._forward("key_press", event):
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if self._forward("key_release", event):
            event.accept()
            return
        super().keyReleaseEvent(event)

    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.Leave and not self.busy:
            self.cursorLeft.emit()  # a drag carried past the edge still says where it is
        return super().viewportEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt name)
        """The board lost the keyboard (a tab clicked, another window): Shift let go there
        is never heard, so the enemies' charge reach goes now (trial 10 saw it stay)."""
        if self.board.reach.enemies_shown:
            self.statusGone.emit(self.board.reach.hide_enemies())
        super().focusOutEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        if self._forward("context_menu", event):
            event.accept()
            return
        super().contextMenuEvent(event)

    def dragEnterEvent(self, event) -> None:  # noqa: ANN001 - QDragEnterEvent
        if not self._forward("drag_enter", event):
            # not the board's (a roster file, say): the window under it may take it
            event.ignore()

    def dragMoveEvent(self, event) -> None:  # noqa: ANN001 - QDragMoveEvent
        if not self._forward("drag_move", event):
            super().dragMoveEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:
        if not self._forward("drop", event):
            super().dropEvent(event)

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:
        self._forward("drag_leave", event)
        super().dragLeaveEvent(event)

    def segment_at(self, pos: QPointF) -> SegmentItem | None:
        """The segment under ``pos``; where zones overlap (a corner), a free segment before
        a taken one (M4: the player clicking wants one they can still choose)."""
        scene_pos = self.scene_point(pos)
        found = [item for item in self.scene().items(
                     scene_pos, Qt.ItemSelectionMode.IntersectsItemShape,
                     Qt.SortOrder.DescendingOrder, self.viewportTransform())
                 if isinstance(item, SegmentItem)]
        free = [item for item in found if item.owner is None]
        return (free or found or [None])[0]
