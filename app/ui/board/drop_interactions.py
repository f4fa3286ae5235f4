"""Drops onto the board from a list (interactions, :mod:`app.ui.board.interactions`): a model
or a counter from the set-up tray (:class:`TrayDropInteraction`), a unit or a whole warband
from a tray header (:class:`BlockDropInteraction`), a piece from the terrain palette
(:class:`~app.ui.board.terrain_interactions.PieceDropInteraction`). Each previews on the items
while the drag is over the board, says the spot's verdict on the view's ``trayVerdict`` (for
the set-up dock and the status bar) and, at the drop, attempts one command, which checks
itself; Shift at the drop, or *Place anyway*, makes it ``agreed``.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainterPath

from app.i18n import QT_TRANSLATE_NOOP, translate
from app.rules.table import mm_to_in

from .feedback import CROSS, TICK
from .interactions import BoardInteraction, BoardView
from .items import ModelItem
from .overlays import GhostItem

MIME = "application/x-table-marshal-tray"
"""A drag from the set-up tray: ``model:<model id>``, ``counter:<counter id>:<player id>``,
or a block from a header (:class:`BlockDropInteraction`): ``warband:<player id>`` or
``unit:<player id>:<unit>``."""

MIME_TERRAIN = "application/x-table-marshal-terrain"
"""A drag from the terrain palette: the piece as the game file writes it (JSON)."""

BLOCK_PAYLOADS = ("warband:", "unit:")
"""How the payload of a tray header's drag (a block of models) starts."""

NOT_PLACED_HOW = {
    "it": QT_TRANSLATE_NOOP("BoardDrop", "{verdict}. Not placed: hold Shift while dropping, or "
                            "tick 'Place anyway', to place it knowingly."),
    "them": QT_TRANSLATE_NOOP("BoardDrop", "{verdict}. Not placed: hold Shift while dropping, "
                              "or tick 'Place anyway', to place them knowingly."),
}
"""A refused drop's sentence, for one model or counter (``it``) or a block (``them``)."""


class DropInteraction(BoardInteraction):
    """What every drag onto the board from a list has: the ``payload`` dragged, ``status``
    the sentence for the spot, ``legal`` its colour, and at the drop ``placed`` or
    ``refused`` (:attr:`status` says why). Subclasses give :meth:`update` (the drag is over a
    point) and :meth:`drop_at` (returns whether something was placed), and :meth:`_end_preview`
    when the preview has more than a ghost to take away."""

    def __init__(self, view: BoardView, payload: str) -> None:
        super().__init__(view)
        self.payload = payload
        self.legal = False
        self.placed = False
        self.refused = False
        self.ghost: GhostItem | None = None

    def update(self, scene_pos: QPointF) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def drop_at(self, scene_pos: QPointF, agreed: bool = False) -> bool:  # pragma: no cover
        raise NotImplementedError

    def step_coming(self) -> None:
        """An undo or redo while something is carried from the tray: the carry ends (the
        game it was judged against is changing) and the drop that follows places nothing."""
        self.cancel(translate("BoardDrop", "Drag cancelled by the undo"))
        self.view.trayVerdict.emit("", True)
        self.say()

    def drag_move(self, event) -> bool:  # noqa: ANN001 - QDragEnterEvent, QDragMoveEvent
        self.update(self.view.scene_point(event.position()))
        self.view.trayVerdict.emit(self.status, self.legal)
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        return True

    def drag_enter(self, event) -> bool:  # noqa: ANN001 - QDragEnterEvent
        """A fresh drag while one is under way (the last left no leave): start again."""
        self.cancel()
        return self.view.interaction.drag_enter(event)

    def drop(self, event) -> bool:  # noqa: ANN001 - QDropEvent
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        self.finish()
        placed = self.drop_at(self.view.scene_point(event.position()),
                              shift or self.view.place_anyway())
        if placed or self.refused:  # a refusal says why on its own
            self.view.trayVerdict.emit(self.status, self.legal)
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept() if placed else event.ignore()
        return True

    def drag_leave(self, event) -> bool:  # noqa: ANN001 - QDragLeaveEvent
        self.cancel()
        self.view.trayVerdict.emit("", True)
        return False  # Qt's own handling too

    def cancelled(self) -> None:
        """The drag left the board: take the preview away."""
        self._end_preview()
        self.status = ""
        self.legal = True

    def _drop_ghost(self) -> None:
        if self.ghost is not None and self.ghost.scene() is not None:
            self.ghost.scene().removeItem(self.ghost)
        self.ghost = None

    def _end_preview(self) -> None:
        self._drop_ghost()

    def _refused(self, text: str, them: str) -> bool:
        """A drop the rules refuse, worded from the spot's own verdict ``text``: how to place
        it knowingly, and the verdict said on the controller's ``message``."""
        self.status = translate("BoardDrop", NOT_PLACED_HOW[them]).format(verdict=text)
        self.refused = True
        self.controller.message.emit(text.lstrip(f"{CROSS} "))
        return False

    def _attempt(self, command, text: str, legal: bool, agreed: bool,  # noqa: ANN001
                 them: str) -> bool:
        """Attempt the drop's command (it checks itself, once): placed (by agreement when
        the spot was not legal), or refused: worded from the spot's own verdict ``text`` with
        how to place ``them`` knowingly when the spot showed illegal and nothing was agreed,
        else with the command's sentence."""
        done = self.controller.attempt(command, say=False)
        self.placed = bool(done)
        if done:
            self.status = text if legal else translate(
                "BoardDrop", "{verdict} (placed by agreement)").format(verdict=text)
            return True
        if not legal and not agreed:
            return self._refused(text, them)
        self.legal, self.refused = False, True
        problem = done.refusal
        self.status = translate("BoardDrop", "{cross} Not placed: {problem}").format(
            cross=CROSS, problem=f"{problem[:1].lower()}{problem[1:]}") if problem else translate(
            "BoardDrop", "{cross} Not placed").format(cross=CROSS)
        if problem:
            self.controller.message.emit(problem)
        return False


class TrayDropInteraction(DropInteraction):
    """Place a model or a counter from the set-up tray (:data:`MIME`).

    A model is shown as the board shows any dragged model: its own item follows the cursor
    and the controller re-judges it on every move
    (:meth:`~app.ui.controller.GameController.preview_from_tray`), so the halo (green tick,
    red cross), the measured line of a broken rule and the sentence are those of a drag on
    the board. A counter is a ghost marker judged by the scenario's limits
    (:func:`app.rules.placement.counter_limits`). At the drop, one
    :class:`~app.game.commands.PlaceModel` or :class:`~app.game.commands.PlaceCounter` is
    attempted, ``agreed`` with Shift or *Place anyway*; a limit no agreement lifts (a counter
    off the table or on another marker) is refused even then, by the command."""

    def __init__(self, view: BoardView, payload: str) -> None:
        super().__init__(view, payload)
        self.model_id: str | None = None
        self.counter_id = self.player_id = ""
        self.knowingly = False
        """Shift is held: the model goes exactly where it is dropped (no snapping)."""
        self.threats = None  # app.game.threats.SpotThreats, for a model
        controller = self.controller
        what, _, rest = payload.partition(":")
        if what == "model":
            self.model_id = controller.state.model(rest).id
            return
        self.counter_id, _, self.player_id = rest.partition(":")
        plan = next(c for c in controller.state.setup.counters if c.id == self.counter_id)
        r = mm_to_in(plan.diameter_mm) / 2
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), r, r)
        self.ghost = GhostItem(path)

    def start(self) -> None:
        if self.model_id is not None:
            self.board.set_dragging([self.model_id])
            # R2-R4: what the spot risks, worked out once for the drag
            self.threats = self.board.reach.threats_for(self.model_id)
        elif self.ghost is not None:
            self.board.addItem(self.ghost)

    @property
    def preview_item(self) -> ModelItem | None:
        """The board item of the model being dragged from the tray, if any."""
        return self.board.model_items.get(self.model_id) if self.model_id else None

    def _limits(self, x_in: float, y_in: float) -> list:  # list[app.rules.placement.Limit]
        from app.game.newgame import counter_limits_at  # the set-up walk: loaded on first use

        return counter_limits_at(self.controller.state, self.counter_id, self.player_id,
                                 x_in, y_in)

    def _spot(self, scene_pos: QPointF) -> tuple[float, float]:
        """Where the drop puts the base centre: under the cursor, or, for the first model of
        a unit brought in by Scout and Secure, touching its player's edge when it is within
        a quarter inch of it (S3; a mouse cannot hit the exact line)."""
        x_in, y_in = scene_pos.x(), scene_pos.y()
        state = self.controller.state
        if self.model_id is None or self.knowingly or not getattr(state, "scouts", None):
            return x_in, y_in
        from app.game.commands.scouting import snap_to_edge

        return snap_to_edge(state, self.model_id, x_in, y_in)

    def update(self, scene_pos: QPointF) -> None:
        """The drag is over ``scene_pos`` (inches): move the preview and judge the spot."""
        x_in, y_in = self._spot(scene_pos)
        state = self.controller.state
        if self.model_id is not None:
            model = state.model(self.model_id)
            item = self.preview_item
            if item is not None:
                item.setPos(x_in, y_in)
                item.setVisible(True)
            self.controller.preview_from_tray(model.id, x_in, y_in)
            fb = self.board.feedback(model.id)
            if fb is not None:
                self.legal, self.status = fb.state != "illegal", fb.text
                self.board.show_lines(fb.lines)
            else:  # no judge: ask the rules directly
                from app.game.newgame import placement_verdict

                verdict = placement_verdict(state, model.id, x_in, y_in)
                self.legal = verdict.legal
                self.status = (translate("BoardDrop", "{tick} {model}: legal here").format(
                    tick=TICK, model=model.name) if verdict.legal
                    else f"{CROSS} {verdict.reason}")
            if "S3" in state.modules and state.turn.phase != "setup":
                from app.game.commands.scouting import reserve_problem

                problem = reserve_problem(state, model)  # its unit is not brought in yet
                if problem:
                    self.legal, self.status = False, f"{CROSS} {problem[:1].upper()}{problem[1:]}"
            risk = self.threats.sentence(self.threats.at(x_in, y_in)) if self.threats else ""
            if risk:
                self.status = f"{self.status}; {risk}" if self.status else risk
            return
        limits = self._limits(x_in, y_in)
        self.legal = not limits
        self.status = (f"{CROSS} {limits[0].reason}" if limits else
                       translate("BoardDrop", "{tick} The counter may go here").format(tick=TICK))
        if self.ghost is not None:
            self.ghost.setPos(x_in, y_in)
            self.ghost.set_legal(self.legal)

    def drop_at(self, scene_pos: QPointF, agreed: bool = False) -> bool:
        """The drop: one command, or a refusal saying why (:attr:`status`; the controller's
        ``message`` too). Returns True when placed."""
        from app.game.newgame import PlaceCounter, PlaceModel
        from app.rules.placement import never_agreed

        self.knowingly = agreed
        self.update(scene_pos)
        legal, text = self.legal, self.status
        self._end_preview()
        x_in, y_in = self._spot(scene_pos)
        hard = None if self.model_id is not None else never_agreed(self._limits(x_in, y_in))
        if hard is not None:
            self.legal, self.status = False, translate(
                "BoardDrop", "{cross} {refusal}, even by agreement").format(
                cross=CROSS, refusal=hard.never_agreed())
            self.refused = True
            self.controller.message.emit(self.status.lstrip(f"{CROSS} "))
            return False
        if self.model_id is not None:
            command = PlaceModel(self.model_id, x_in, y_in, agreed=agreed)
        else:
            command = PlaceCounter(self.counter_id, self.player_id, x_in, y_in, agreed=agreed)
        return self._attempt(command, text, legal, agreed, "it")

    def _end_preview(self) -> None:
        self._drop_ghost()
        if self.model_id is None:
            return
        board, state = self.board, self.controller.state
        board.set_dragging(())
        board.show_lines([])
        try:
            model = state.model(self.model_id)
        except KeyError:
            return
        item = board.model_items.get(model.id)
        if item is not None:
            item.sync(model, state.player(model.player))
        self.controller.end_preview([model.id])


class BlockDropInteraction(DropInteraction):
    """Put a unit or a whole warband down at once: a drag of a tray header (``unit:`` or
    ``warband:`` payload, :data:`MIME`) carries every model of it still in the tray.

    The block is laid out around the cursor (:func:`app.game.placement.block_spots`: each
    unit together, bases 1 in apart, G8) and every model's item follows it, judged as a
    group on every move (:meth:`~app.ui.controller.GameController.preview_block`), so each
    shows its own halo, red with a cross where it breaks a rule (zone M4/S2, G5, the warband
    gap, G8, coherency). The drop attempts one undoable
    :class:`~app.game.commands.PlaceBlock`, ``agreed`` with Shift or *Place anyway*."""

    def __init__(self, view: BoardView, payload: str) -> None:
        from app.game.placement import block_name, tray_block

        super().__init__(view, payload)
        self.knowingly = False
        what, _, rest = payload.partition(":")
        player_id, _, unit = rest.partition(":")
        state = self.controller.state
        models = tray_block(state, player_id, unit if what == "unit" else None)
        self.model_ids = [m.id for m in models]
        self.name = block_name(state, self.model_ids) if models else ""
        self.spots: dict[str, tuple[float, float]] = {}
        self._layout: dict[str, tuple[float, float]] | None = None
        """The block laid out about (0, 0), once: a drag only moves it."""

    def start(self) -> None:
        self.board.set_dragging(self.model_ids)

    def _spots(self, scene_pos: QPointF) -> dict[str, tuple[float, float]]:
        from app.game.placement import block_spots

        if self._layout is None:
            self._layout = block_spots(self.controller.state, self.model_ids, 0.0, 0.0)
        x, y = scene_pos.x(), scene_pos.y()
        return {mid: (x + dx, y + dy) for mid, (dx, dy) in self._layout.items()}

    def update(self, scene_pos: QPointF) -> None:
        """The drag is over ``scene_pos`` (inches): lay the block out there and judge it."""
        if not self.model_ids:
            self.legal, self.status = False, translate(
                "BoardDrop", "{cross} Nothing of it is left in the tray").format(cross=CROSS)
            return
        self.spots = self._spots(scene_pos)
        for mid, (x, y) in self.spots.items():
            item = self.board.model_items.get(mid)
            if item is not None:
                item.setPos(x, y)
                item.setVisible(True)
        self.controller.preview_block(self.spots)
        self.legal, self.status = self._judged()

    def _judged(self) -> tuple[bool, str]:
        """Whether the block shows legal where it is previewed, and the sentence saying so:
        the first model breaking a rule and why, and how many break one (from the judge's
        verdicts: the set-up rules, where every broken rule needs agreement)."""
        count = len(self.model_ids)
        models = (translate("BoardDrop", "{count} model") if count == 1
                  else translate("BoardDrop", "{count} models")).format(count=count)
        bad = []
        for mid in self.model_ids:
            verdict = self.controller.verdict(mid)
            if verdict is not None and not verdict.legal:
                bad.append(mid)
        if self.controller.judge is None:  # no judge: ask the rules directly
            from app.game.placement import knowing_reasons

            bad = list(knowing_reasons(self.controller.state, self.spots))
        if not bad:
            self.board.show_lines([])
            return True, translate("BoardDrop", "{tick} {block}: {models}, legal here").format(
                tick=TICK, block=self.name, models=models)
        fb = self.board.feedback(bad[0])
        self.board.show_lines(fb.lines if fb else [])
        first = fb.text if fb else ""
        said = translate("BoardDrop", "{cross} {block}: {bad} of {models} cannot go here").format(
            cross=CROSS, block=self.name, bad=len(bad), models=models)
        return False, said + (f"; {first.lstrip(CROSS + ' ')}" if first else "")

    def drop_at(self, scene_pos: QPointF, agreed: bool = False) -> bool:
        """The drop: one :class:`~app.game.commands.PlaceBlock`, or a refusal saying why
        (:attr:`status`; the controller's ``message`` too). Returns True when placed."""
        from app.game.commands import PlaceBlock

        self.knowingly = agreed
        self.update(scene_pos)
        legal, text, spots = self.legal, self.status, dict(self.spots)
        self._end_preview()
        if not spots:
            self.refused = True
            return False
        return self._attempt(PlaceBlock(spots, agreed=agreed), text, legal, agreed, "them")

    def _end_preview(self) -> None:
        board, state = self.board, self.controller.state
        board.set_dragging(())
        board.show_lines([])
        ids = []
        for mid in self.model_ids:
            try:
                model = state.model(mid)
            except KeyError:
                continue
            ids.append(mid)
            item = board.model_items.get(mid)
            if item is not None:
                item.sync(model, state.player(model.player))
        self.controller.end_preview(ids)
