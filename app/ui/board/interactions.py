"""The board's gestures as interaction objects (the shape of orange-canvas-core's
``document/interactions.py``): one :class:`BoardInteraction` base with ``start``,
``finish``, ``cancel(reason)`` and an ``ended`` signal, and event handlers that return whether
they handled the event (Esc cancels). The :class:`~app.ui.board.view.BoardView` holds one
current interaction and a default one (:class:`~app.ui.board.gestures.SelectInteraction`:
select, pan, segment click, rotate, the model and piece menus and editors) and only forwards
its events.

Here: the base, :class:`PanInteraction` (the middle button), :class:`MoveModelsInteraction`
(drag a model, Shift: its unit) and the measure tool's :class:`Ruler`. The default
interaction and the measure tool (armed until Esc or its button is released) are in
:mod:`app.ui.board.gestures`, the drops from the set-up tray and the terrain palette in
:mod:`app.ui.board.drop_interactions`, the terrain pieces' move and resize in
:mod:`app.ui.board.terrain_interactions`.

An interaction previews on the items and asks the controller for one command when it
finishes (:meth:`~app.ui.controller.GameController.attempt`); the command checks itself, so
no interaction decides what the rules allow. Drag previews are judged by the controller's
judge (:meth:`~app.ui.controller.GameController.preview_move`), and what a drop left where
the drag put it is not judged or synced again.
"""

from __future__ import annotations

import math
from PySide6.QtCore import QObject, QPointF, Qt, Signal
from PySide6.QtGui import QContextMenuEvent, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QGraphicsView

from app.game.scenario_words import shown_name
from app.game.commands import MoveModel, MoveModels
from app.i18n import translate
from app.rules.geometry import Footprint, closest_points, distance
from app.rules.planning import movement_of
from app.rules.table import mm_to_in

from .feedback import CROSS, format_measure, moved_from_pick_up, moved_from_start
from .items import ModelItem
from .overlays import RulerItem

BoardView = QGraphicsView
"""What an interaction is given: the :class:`~app.ui.board.view.BoardView` (named here by its
Qt base, so this module, which the view imports, imports nothing of it)."""

LEFT = Qt.MouseButton.LeftButton
SHIFT = Qt.KeyboardModifier.ShiftModifier

ROTATE_STEP_DEG = 15.0
"""R, Shift+R, Alt+wheel: a base or piece turns by this much (degrees)."""
ROTATE_FINE_DEG = 1.0
"""With Ctrl held: this much."""



class BoardInteraction(QObject):
    """One gesture on the board, from :meth:`start` to :meth:`finish` or :meth:`cancel`
    (then ``ended`` is emitted once and the view goes back to its default interaction).

    The event handlers (``mouse_press``, ``mouse_move``, ``mouse_release``,
    ``mouse_double_click``, ``key_press``, ``key_release``, ``context_menu``, ``drag_enter``,
    ``drag_move``, ``drop``, ``drag_leave``) return True when they handled the event; the view
    hands an unhandled one to Qt. ``status`` is the sentence for the status bar after the last
    event; :attr:`holds_pointer` says whether a button is held for it (the wheel then zooms
    without the preview, and Undo cancels it first)."""

    ended = Signal(object)
    """Emitted once, with the interaction, when it finishes or is cancelled."""

    holds_pointer = True

    def __init__(self, view: BoardView) -> None:
        super().__init__()  # owned by Python: gone with the gesture
        self.view = view
        self.board = view.board
        self.controller = view.board.controller
        self.status = ""
        self.done = False

    # -- life -----------------------------------------------------------------------------
    def start(self) -> None:
        """The view made this the current interaction."""

    def finish(self) -> None:
        """The gesture is complete."""
        self._end()

    def cancel(self, reason: str = "") -> None:
        """Stop the gesture, putting back what it previewed; ``reason`` says why (for the
        status bar, e.g. "Drag cancelled by the undo")."""
        self.cancelled()
        if reason:
            self.status = reason
        self._end()

    def cancelled(self) -> None:
        """Put back what the gesture previewed (subclasses)."""

    def _end(self) -> None:
        if not self.done:
            self.done = True
            self.ended.emit(self)

    def say(self, text: str | None = None) -> None:
        """Put ``text`` (default: :attr:`status`) in the status bar."""
        self.view.statusText.emit(self.status if text is None else text)

    # -- what the view asks of the current interaction ---------------------------------------
    def follow(self, scene_pos: QPointF) -> None:
        """The view moved under the held cursor (zoom, scroll): keep up with it."""

    def step_coming(self, why: str | None = None) -> None:
        """An undo or redo (or, ``why`` saying so, the turn moving on) is about to change
        the game: a held drag is dropped, not made."""
        if self.holds_pointer:
            self.cancel(why or translate("BoardInteraction", "Drag cancelled by the undo"))
            self.say()

    def rotate(self, degrees: float) -> bool:
        """R, Shift+R, Alt+wheel: turn the selection (only when no gesture is under way)."""
        return False

    # -- events ------------------------------------------------------------------------------
    def mouse_press(self, event: QMouseEvent) -> bool:
        return False

    def mouse_move(self, event: QMouseEvent) -> bool:
        return False

    def mouse_release(self, event: QMouseEvent) -> bool:
        return False

    def mouse_double_click(self, event: QMouseEvent) -> bool:
        return False

    def key_press(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape:
            self.cancel()
            self.say()
            return True
        return False

    def key_release(self, event: QKeyEvent) -> bool:
        return False

    def context_menu(self, event: QContextMenuEvent) -> bool:
        return False

    def drag_enter(self, event) -> bool:  # noqa: ANN001 - QDragEnterEvent
        return False

    def drag_move(self, event) -> bool:  # noqa: ANN001 - QDragMoveEvent
        return False

    def drop(self, event) -> bool:  # noqa: ANN001 - QDropEvent
        return False

    def drag_leave(self, event) -> bool:  # noqa: ANN001 - QDragLeaveEvent
        return False


class PanInteraction(BoardInteraction):
    """Hold the middle button and move: the board pans under the cursor."""

    def __init__(self, view: BoardView, at: QPointF) -> None:
        super().__init__(view)
        self.at = QPointF(at)

    def start(self) -> None:
        self.view.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)

    def mouse_move(self, event: QMouseEvent) -> bool:
        view = self.view
        delta = event.position() - self.at
        self.at = event.position()
        view.fit_mode = False
        view.horizontalScrollBar().setValue(int(view.horizontalScrollBar().value() - delta.x()))
        view.verticalScrollBar().setValue(int(view.verticalScrollBar().value() - delta.y()))
        return True

    def mouse_release(self, event: QMouseEvent) -> bool:
        if event.button() != Qt.MouseButton.MiddleButton:
            return True
        self.finish()
        return True

    def step_coming(self) -> None:
        """Panning changes nothing of the game: it goes on."""

    def _end(self) -> None:
        self.view.viewport().unsetCursor()
        super()._end()


class MoveModelsInteraction(BoardInteraction):
    """Drag one model, or its whole unit (Shift at the press): the items follow the cursor
    and the controller's judge re-judges them on every move
    (:meth:`~app.ui.controller.GameController.preview_move`), so the halo, the status text
    and the measured line of a broken rule update live. The drop attempts one
    :class:`~app.game.commands.MoveModel` (``MoveModels`` for a unit), which checks itself:
    a drop the rules refuse (in play a base on another, G8; in set-up any broken rule) puts
    the models back and says why (:attr:`refused`, :attr:`status`), unless it is made
    knowingly: Shift held at the drop (pressed afresh after the Shift that picked the unit),
    or *Place anyway* in set-up; then the command is ``agreed`` and the log says so."""

    def __init__(self, view: BoardView, item: ModelItem, grab_scene: QPointF,
                 items: list[ModelItem] | None = None) -> None:
        super().__init__(view)
        self.item = item
        self.items = [item] + [i for i in (items or []) if i is not item]
        self.starts = {i.model_id: QPointF(i.pos()) for i in self.items}
        self.start_at = self.starts[item.model_id]
        self.grab = QPointF(grab_scene)
        self.moved = False
        self.refused = False
        self.knowingly = False
        self.shift_up_seen = len(self.items) == 1
        """No unit was picked by Shift at the press, or Shift was up at some moment of the
        drag since: Shift held at the drop is then a knowing drop, not just the Shift that
        picked the unit."""
        self.previewed: dict[str, tuple[float, float]] = {}
        self.scene = item.scene()
        self.threats = None
        """What the spot risks (R2-R4, :class:`app.game.threats.SpotThreats`), worked out at
        the start; each move asks it for its sentence (:attr:`risk`)."""
        self.risk: tuple[tuple[float, float], str] | None = None

    def start(self) -> None:
        self.scene.set_dragging(i.model_id for i in self.items)
        self.threats = self.board.reach.threats_for(
            self.item.model_id, [i.model_id for i in self.items])
        self._show()

    def _risk_text(self, pos: QPointF) -> str:
        """R2-R4: what the dragged model's spot risks, in one sentence ("" for nothing)."""
        if self.threats is None:
            return ""
        spot = (pos.x(), pos.y())
        if self.risk is None or self.risk[0] != spot:
            self.risk = (spot, self.threats.sentence(self.threats.at(*spot)))
        return self.risk[1]

    def _centres(self, scene_pos: QPointF) -> dict[str, QPointF]:
        delta = scene_pos - self.grab
        return {mid: start + delta for mid, start in self.starts.items()}

    def update(self, scene_pos: QPointF) -> QPointF:
        """Preview at the cursor; returns the dragged model's base centre in inches."""
        centres = self._centres(scene_pos)
        for i in self.items:
            i.setPos(centres[i.model_id])
        self.moved = self.moved or centres[self.item.model_id] != self.start_at
        self._preview(centres)
        self._show()
        return centres[self.item.model_id]

    def _preview(self, centres: dict[str, QPointF]) -> None:
        spots = {mid: (c.x(), c.y()) for mid, c in centres.items()}
        if spots != self.previewed:
            self.previewed = spots
            self.controller.preview_move({
                i.model_id: (*spots[i.model_id], i.model.facing_deg) for i in self.items})

    def _show(self) -> None:
        fb = self.scene.feedback(self.item.model_id)
        self.status = fb.text if fb else ""
        lines = list(fb.lines) if fb else []
        pos = self.item.pos()
        judge = self.controller.judge
        moved = moved_from_start(judge, self.item.model_id, pos.x(), pos.y()) or (
            moved_from_pick_up(judge, (self.start_at.x(), self.start_at.y()), pos.x(), pos.y(),
                               getattr(movement_of(self.item.model), "inches", None))
            if self.moved and self._in_play() else None)
        risk = self._risk_text(pos) if self.moved else ""  # R2-R4: what the spot risks
        if risk:
            self.status = f"{self.status}; {risk}" if self.status else risk
        if moved is not None and fb is not None:  # M10: from the turn's start; else picked up
            self.status += f"; {moved[0]}"
            lines.append(moved[1])
        self.scene.show_lines(lines)

    def _in_play(self) -> bool:
        """The game's turns have begun (in set-up, how far a model was carried is moot)."""
        turn = self.controller.state.turn
        return turn.number >= 1 and turn.phase != "setup"

    def follow(self, scene_pos: QPointF) -> None:
        self.update(scene_pos)
        self.say()

    def mouse_move(self, event: QMouseEvent) -> bool:
        if not event.modifiers() & SHIFT:
            self.shift_up_seen = True
        self.update(self.view.scene_point(event.position()))
        if self.board.sight_shown:
            self.board.sight_during_drag(i.model_id for i in self.items)
        self.say()
        return True

    def key_release(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Shift:
            self.shift_up_seen = True
            # R2, R3: shown while Shift is held
            self.view.statusGone.emit(self.board.reach.hide_enemies())
        return False

    def mouse_release(self, event: QMouseEvent) -> bool:
        if event.button() != LEFT:
            return True
        if self.moved and not self.view.viewport().rect().contains(event.position().toPoint()):
            self.cancel(translate("BoardInteraction", "Move cancelled: released outside the "
                                  "board"))  # it goes back
            self.say()
            return True
        shift = bool(event.modifiers() & SHIFT)
        agreed = (shift and self.shift_up_seen) or (
            self.controller.setup_rules and self.view.place_anyway())
        self.drop_at(self.view.scene_point(event.position()), agreed)
        if not self.moved:
            self.view.selection_changed()
            self.view.modelClicked.emit(self.item.model_id)
        elif not self.refused and self.board.sight_shown and self.board.sight_text:
            self.say(self.board.sight_text)
        else:
            self.say()
        return True

    def mouse_double_click(self, event: QMouseEvent) -> bool:
        """The press of a double-click began no drag: the editor opens instead."""
        if self.moved:
            return True
        self.cancel()
        return self.view.default.mouse_double_click(event)

    def drop_at(self, scene_pos: QPointF, agreed: bool = False) -> None:
        """The drop: one command, or a refusal (see the class docstring). The interaction
        ends first: what the command changes (the board's extent, its scroll) is not followed
        as a drag, and the status bar hears the result."""
        self.finish()
        self.scene.set_dragging(())
        self.scene.show_lines([])
        if not self.moved:
            self.controller.end_preview(self.starts)
            return
        centres = self._centres(scene_pos)
        for i in self.items:
            i.setPos(centres[i.model_id])
        self._preview(centres)  # the drop's own spot, if the last move was not there
        moves = {mid: (c.x(), c.y()) for mid, c in centres.items()}
        command = (MoveModel(self.item.model_id, *moves[self.item.model_id], agreed=agreed)
                   if len(self.items) == 1 else MoveModels(moves, agreed=agreed))
        done = self.controller.attempt(command, say=False)
        if not done:
            self.refused = True
            for i in self.items:
                i.setPos(self.starts[i.model_id])
            self.controller.end_preview(self.starts)
            self.status = CROSS + " " + done.refusal
            if done.agreeable:
                tick = self.controller.setup_rules
                if self.shift_up_seen:
                    how = (translate("BoardInteraction", "hold Shift as you drop, or tick Place "
                                     "anyway,") if tick
                           else translate("BoardInteraction", "hold Shift as you drop"))
                else:
                    how = (translate("BoardInteraction", "release Shift and press it again as "
                                     "you drop, or tick Place anyway,") if tick
                           else translate("BoardInteraction", "release Shift and press it again "
                                          "as you drop"))
                self.status += (translate("BoardInteraction", "; {how} to place it knowingly")
                                if len(self.items) == 1 else
                                translate("BoardInteraction", "; {how} to place them knowingly")
                                ).format(how=how)
            return
        self.knowingly = bool(done.change.log)  # an agreed move is logged (G8, set-up rules)
        fb = self.scene.feedback(self.item.model_id)
        self.status = fb.text if fb else ""
        if self.knowingly:
            self.status += translate("BoardInteraction", " (placed knowingly: see the event log)")

    def cancelled(self) -> None:
        for i in self.items:
            i.setPos(self.starts[i.model_id])
        self.scene.set_dragging(())
        self.scene.show_lines([])
        self.controller.end_preview(self.starts)
        self.status = translate("BoardInteraction", "Move cancelled")


def point_footprint(p: QPointF) -> Footprint:
    """A bare table point as a footprint of radius 0, so points and bases measure alike."""
    return Footprint("round", p.x(), p.y(), 0.0, 0.0)


class Ruler:
    """One ruler drawn between two points or bases: press on a base (or anywhere) and drag
    to another base (or anywhere); an end on an objective marker snaps to its centre (G7:
    objectives are measured from their centre, as S4 control is). The line joins the closest
    points and its tag gives the closest-point distance (G3) to two decimals, from
    :func:`app.rules.geometry.distance` on the judge's own footprints, so it agrees with
    every verdict. ``base_at(scene_pos)`` finds the model item under a point (or ``None``)."""

    def __init__(self, controller, ruler: RulerItem, start: QPointF,  # noqa: ANN001
                 base_at, sight_cache=None) -> None:  # noqa: ANN001 - callable, SightCache
        self.controller = controller
        self.ruler = ruler
        self.base_at = base_at
        self.start_item = base_at(start)
        self.start = QPointF(start)
        self.distance_in = 0.0
        self.moved = False
        self.status = ""
        self.sight_cache = sight_cache
        """Line of sight between the two ends (T3), when the table has terrain."""
        self.update(start)

    def _anchor(self, item: ModelItem | None, p: QPointF) -> tuple[Footprint, str]:
        if item is not None:
            fp = self.controller.footprint(item.model_id)
            if fp is not None:
                return fp, item.model.label or item.model.name
        objective = self.objective_at(p)
        if objective is not None:  # G7, S4: objectives are measured from their centre
            return (point_footprint(QPointF(objective.x_in, objective.y_in)),
                    translate("BoardInteraction", "objective {name} (centre)").format(
                        name=shown_name(self.controller.state.scenario, objective.name)
                        or objective.id))
        return point_footprint(p), f"({p.x():.2f}, {p.y():.2f})"

    def objective_at(self, p: QPointF):  # noqa: ANN201 - an Objective or None
        """The objective whose marker covers the point (inches), nearest centre first."""
        state = getattr(self.controller, "state", None)
        best = None
        for o in getattr(state, "objectives", ()):
            d = math.hypot(p.x() - o.x_in, p.y() - o.y_in)
            if d <= mm_to_in(o.diameter_mm) / 2 + 1e-9 and (best is None or d < best[0]):
                best = (d, o)
        return None if best is None else best[1]

    def update(self, scene_pos: QPointF) -> float:
        """Measure to the cursor; returns the distance in inches."""
        end_item = self.base_at(scene_pos)
        if end_item is self.start_item:
            end_item = None
        a, a_name = self._anchor(self.start_item, self.start)
        b, b_name = self._anchor(end_item, scene_pos)
        self.distance_in = distance(a, b)
        p1, p2 = closest_points(a, b)
        text = format_measure(self.distance_in, self.controller.rule_ranges())
        said = text
        if self.sight_cache is not None and getattr(self.controller.state, "terrain", None):
            from .sight import between

            seen, blocker = between(self.controller, self.sight_cache, a, b)
            if seen:
                text += translate("BoardInteraction", " \u00b7 in sight")
                said += translate("BoardInteraction", "; they see each other (T3, a guide: the "
                                  "table has the final word)")
            else:
                text += translate("BoardInteraction", " \u00b7 {blocker} in the way").format(
                    blocker=blocker)
                said += translate("BoardInteraction", "; no line of sight: {blocker} is in the "
                                  "way (T3, a guide: the table has the final word)").format(
                    blocker=blocker)
        self.ruler.set_line(p1, p2, text, "measure")
        self.ruler.setVisible(True)
        self.moved = self.moved or scene_pos != self.start
        self.status = translate("BoardInteraction", "Measure: {measured} from {a} to {b} "
                                "(closest points, G3)").format(measured=said, a=a_name, b=b_name)
        return self.distance_in
