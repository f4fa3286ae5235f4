"""The board's default interaction and its measure tool (:mod:`app.ui.board.interactions`),
and which drop a drag onto the board starts: this module knows every kind of interaction,
the others know only their base.
"""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QPointF, Qt
from PySide6.QtGui import QContextMenuEvent, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QGraphicsView

from app.game.commands import RotateModel
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.rules.judge import display_name
from app.game.terrain import piece_name
from app.phrases import shown

from .drop_interactions import (
    BLOCK_PAYLOADS, MIME, MIME_TERRAIN, BlockDropInteraction, DropInteraction,
    TrayDropInteraction,
)
from .interactions import (
    LEFT, ROTATE_FINE_DEG, ROTATE_STEP_DEG, SHIFT, BoardInteraction, BoardView,
    MoveModelsInteraction, PanInteraction, Ruler,
)
from .items import ModelItem
from .terrain_interactions import (
    MovePieceInteraction, PieceDropInteraction, ResizePieceInteraction, template_from,
)

MEASURE_ARMED = QT_TRANSLATE_NOOP("BoardGestures",
                                  "Measure: drag between two points or bases; Esc to stop")
"""What the status bar says while the measure tool is armed (translated where shown)."""
"""The status bar's words while Measure (M) is armed and no ruler is being drawn."""


def drop_for(view: BoardView, data: QMimeData) -> DropInteraction | None:
    """The drop interaction for a drag carrying ``data``: a model or counter from the set-up
    tray, a unit or warband from a tray header, a piece from the terrain palette; ``None``
    for a drag from anywhere else."""
    terrain = data.hasFormat(MIME_TERRAIN)
    if not terrain and not data.hasFormat(MIME):
        return None
    payload = bytes(data.data(MIME_TERRAIN if terrain else MIME)).decode("utf-8")
    if terrain:  # a piece from the terrain palette (T1)
        return PieceDropInteraction(view, payload, template_from(payload))
    if payload.startswith(BLOCK_PAYLOADS):  # a unit or a warband at once
        return BlockDropInteraction(view, payload)
    return TrayDropInteraction(view, payload)


class SelectInteraction(BoardInteraction):
    """The default interaction: a press on a model starts :class:`MoveModelsInteraction`
    (Shift: its whole unit), on an unlocked piece a move, on the selected piece's handle a
    resize; a press on the background pans (Qt's hand drag) and a click there on a segment
    chooses it (M4); the middle button pans; a drag from the set-up tray or the terrain
    palette starts a drop; a double-click opens the model's or piece's editor, a right-click
    its menu; R / Shift+R / Alt+wheel turn the selected base or piece."""

    holds_pointer = False

    CLICK_SLOP_PX = 4

    def __init__(self, view: "BoardView") -> None:
        super().__init__(view)
        self.press_at: QPointF | None = None
        """Where a press on the background began (viewport pixels): a click or a pan."""
        self.turn_refused: tuple[str, float, float] | None = None
        """G8: the last turn refused, ``(model id, degrees, facing then)``: the same turn
        asked for again at once is made knowingly."""

    def cancel(self, reason: str = "") -> None:
        """The default interaction never ends; Esc on it does nothing."""

    def key_press(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Shift:  # R2, R3: every enemy's charge reach
            if not event.isAutoRepeat() and not self.board.reach.enemies_shown:
                text = self.board.reach.show_enemies()
                if text:
                    self.say(text)
            return False  # Shift is also a modifier of other keys and clicks
        if event.key() == Qt.Key.Key_R:
            mods = event.modifiers()
            step = (ROTATE_FINE_DEG if mods & Qt.KeyboardModifier.ControlModifier
                    else ROTATE_STEP_DEG)
            if mods & SHIFT:
                step = -step
            return self.rotate(step)
        return False

    def key_release(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Shift and not event.isAutoRepeat():
            self.view.statusGone.emit(self.board.reach.hide_enemies())
        return False

    def mouse_press(self, event: QMouseEvent) -> bool:
        view = self.view
        if self.board.reach.enemies_shown and not event.modifiers() & SHIFT:
            # Shift let go where the board did not hear it
            self.view.statusGone.emit(self.board.reach.hide_enemies())
        if event.button() == Qt.MouseButton.MiddleButton:
            view.start_interaction(PanInteraction(view, event.position()))
            return True
        if event.button() != LEFT:
            return False
        scene_pos = view.scene_point(event.position())
        grabbed = view.handle_at(event.position())
        if grabbed is not None:
            view.start_interaction(ResizePieceInteraction(view, *grabbed))
            return True
        item = view.model_at_scene(scene_pos)
        piece = view.piece_at_scene(scene_pos) if item is None else None
        if piece is not None:
            view.scene().clearSelection()
            piece.setSelected(True)
            if not piece.piece.locked:
                view.start_interaction(MovePieceInteraction(view, piece, scene_pos))
                return True
            self.say(translate("BoardGestures", "{piece} is locked: a drag on it moves the "
                               "models on it, not the piece").format(
                piece=shown(piece_name(piece.piece))))
        if item is not None:
            view.scene().clearSelection()
            item.setSelected(True)
            unit: list[ModelItem] = []
            if event.modifiers() & SHIFT and item.model.unit:
                unit = [i for i in self.board.model_items.values()
                        if i.isVisible() and i.model.player == item.model.player
                        and i.model.unit == item.model.unit]
            view.start_interaction(MoveModelsInteraction(view, item, scene_pos, unit))
            return True
        self.press_at = event.position()
        return False  # Qt's hand drag pans the background

    def mouse_release(self, event: QMouseEvent) -> bool:
        press, self.press_at = self.press_at, None
        if press is not None and event.button() == LEFT:
            if (event.position() - press).manhattanLength() > self.CLICK_SLOP_PX:
                self.view.fit_mode = False  # a background drag pans
            else:
                segment = self.view.segment_at(event.position())
                if segment is not None:
                    self.view.segmentClicked.emit(segment.letter)
        return False

    def mouse_double_click(self, event: QMouseEvent) -> bool:
        """A double-click on a model asks for the model editor, on a piece for its dialog."""
        if event.button() != LEFT:
            return False
        view = self.view
        scene_pos = view.scene_point(event.position())
        item = view.model_at_scene(scene_pos)
        piece = view.piece_at_scene(scene_pos) if item is None else None
        if piece is not None:
            view.scene().clearSelection()
            piece.setSelected(True)
            view.pieceEditRequested.emit(piece.piece_id)
            return True
        if item is not None:
            view.scene().clearSelection()
            item.setSelected(True)
            view.modelEditRequested.emit(item.model_id)
            return True
        return False

    def context_menu(self, event: QContextMenuEvent) -> bool:
        view = self.view
        scene_pos = view.scene_point(QPointF(event.pos()))
        item = view.model_at_scene(scene_pos)
        if item is None:
            piece = view.piece_at_scene(scene_pos)
            if piece is None:
                return False
            view.scene().clearSelection()
            piece.setSelected(True)
            view.pieceMenuRequested.emit(piece.piece_id, event.globalPos())
            return True
        view.scene().clearSelection()
        item.setSelected(True)
        view.modelMenuRequested.emit(item.model_id, event.globalPos())
        return True

    def drag_enter(self, event) -> bool:  # noqa: ANN001 - QDragEnterEvent
        return start_drop(self.view, event)

    # -- turning a base or a piece -------------------------------------------------------------
    def rotate(self, degrees: float) -> bool:
        """Turn the selected oval or rectangular base by ``degrees`` (anticlockwise as seen),
        as one undoable command; a turn into another base (G8) is refused with the reason,
        and the same turn asked for again at once (or with *Place anyway* ticked) is made
        knowingly. Round bases have no facing to turn; returns False."""
        piece = self.board.selected_piece()
        if piece is not None:
            return self._rotate_piece(piece, degrees)
        items = [i for i in self.view.scene().selectedItems() if isinstance(i, ModelItem)]
        if len(items) != 1 or items[0].model.base.shape == "round":
            return False
        model = items[0].model
        controller = self.controller
        asked = (model.id, degrees, model.facing_deg)
        agreed = self.turn_refused == asked or self.view.place_anyway()
        done = controller.attempt(RotateModel(model.id, model.facing_deg + degrees,
                                              agreed=agreed), say=False)
        if not done:
            # the same turn asked for again (the same key, or Place anyway ticked) is agreed
            self.turn_refused = asked
            name = display_name(model.name, model.label, items[0].player.warband)
            problem = done.refusal
            self.say(translate("BoardGestures", "\u2717 {model} not turned: {problem}; turn it "
                               "the same way again (the same key), or tick Place anyway, to "
                               "turn it knowingly").format(
                model=name, problem=f"{problem[:1].lower()}{problem[1:]}"))
            return True
        self.turn_refused = None
        turned = translate("BoardGestures", "{model} faces {degrees}\u00b0").format(
            model=model.label or model.name, degrees=f"{model.facing_deg:g}")
        self.view.selection_changed()
        knowingly = done.change is not None and done.change.log
        self.say(turned + (translate("BoardGestures", " (turned knowingly: see the event log)")
                           if knowingly else ""))
        return True

    def _rotate_piece(self, item, degrees: float) -> bool:  # noqa: ANN001 - TerrainItem
        """Turn a terrain piece by ``degrees`` (anticlockwise as seen, T1), one undoable
        step; a locked piece stays as it is."""
        from app.game.commands.terrain import RotateTerrain

        piece = item.piece
        name = shown(piece_name(piece))
        if piece.locked:
            self.say(translate("BoardGestures", "{piece} is locked: unlock it (right-click) to "
                               "turn it").format(piece=name))
            return True
        if self.controller.attempt(RotateTerrain(piece.id, piece.facing_deg + degrees)):
            turned = self.controller.state.piece(piece.id)
            self.say(translate("BoardGestures", "{model} faces {degrees}\u00b0").format(
                model=name, degrees=f"{turned.facing_deg:g}"))
        return True


class MeasureInteraction(BoardInteraction):
    """The measure tool (M, the toolbar's *Measure*): armed from :meth:`start` until Esc or
    its button is released, each left drag draws a :class:`Ruler`, which stays until the
    next measure or the end of the tool. A drag from the set-up tray ends it and drops."""

    def __init__(self, view: "BoardView") -> None:
        super().__init__(view)
        self.ruler: Ruler | None = None
        """The ruler being drawn, while the button is held."""

    @property
    def holds_pointer(self) -> bool:  # type: ignore[override]
        return self.ruler is not None

    def start(self) -> None:
        view = self.view
        view.viewport().setCursor(Qt.CursorShape.CrossCursor)
        view.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.say(translate("BoardGestures", MEASURE_ARMED))
        view.measureArmed.emit(True)

    def mouse_press(self, event: QMouseEvent) -> bool:
        if event.button() != LEFT:
            return event.button() == Qt.MouseButton.MiddleButton and \
                self.view.default.mouse_press(event)
        view = self.view
        self.ruler = Ruler(self.controller, view.ruler_item(), view.scene_point(event.position()),
                           view.model_at_scene, self.board.sight_cache)
        self.say(self.ruler.status)
        return True

    def mouse_move(self, event: QMouseEvent) -> bool:
        if self.ruler is None:
            return False
        self.ruler.update(self.view.scene_point(event.position()))
        self.say(self.ruler.status)
        return True

    def mouse_release(self, event: QMouseEvent) -> bool:
        if self.ruler is None or event.button() != LEFT:
            return self.ruler is not None
        ruler, self.ruler = self.ruler, None
        ruler.update(self.view.scene_point(event.position()))
        self.say(ruler.status)
        return True

    def mouse_double_click(self, event: QMouseEvent) -> bool:
        return True  # measuring: no editor opens

    def key_press(self, event: QKeyEvent) -> bool:
        """Esc ends the tool; with no ruler held, R turns the selection as ever."""
        if event.key() != Qt.Key.Key_Escape and self.ruler is None:
            return self.view.default.key_press(event)
        return super().key_press(event)

    def rotate(self, degrees: float) -> bool:
        return self.ruler is None and self.view.default.rotate(degrees)

    def follow(self, scene_pos: QPointF) -> None:
        if self.ruler is not None:
            self.ruler.update(scene_pos)
            self.say(self.ruler.status)

    def step_coming(self) -> None:
        """An undo while a ruler is drawn drops that ruler; the tool stays armed."""
        if self.ruler is not None:
            self.ruler = None
            self.view.ruler_item().setVisible(False)
            self.say(translate("BoardGestures", "Drag cancelled by the undo"))

    def drag_enter(self, event) -> bool:  # noqa: ANN001 - QDragEnterEvent
        """A drag from the tray or the palette drops as it would without the tool, which
        stays armed, its ruler shown, once the drop is done."""
        return start_drop(self.view, event, resume=self)

    def cancelled(self) -> None:
        if self.ruler is not None:
            self.ruler = None
            self.status = translate("BoardGestures", "Measure cancelled")

    def _end(self) -> None:
        view = self.view
        view.hide_ruler()
        view.viewport().unsetCursor()
        view.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.status = ""
        super()._end()
        view.measureArmed.emit(False)


def start_drop(view: BoardView, event, resume: BoardInteraction | None = None) -> bool:  # noqa: ANN001
    """A drag entered the board: start the drop it carries (see :func:`drop_for`), to give
    way to ``resume`` (default: the view's default interaction) when it is done. False for
    a drag the board does not take."""
    drop = drop_for(view, event.mimeData())
    if drop is None:
        return False
    view.start_interaction(drop, resume=resume)
    return drop.drag_move(event)
