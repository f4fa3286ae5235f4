"""Board interactions: the view hands mouse input to one tool at a time; a tool previews on
the items and, when finished, asks the controller for one command. Tools never change the
state themselves.

Every tool has ``update(scene_pos)`` (the cursor moved, scene inches as ``QPointF``),
``finish(scene_pos)`` (the button was released) and ``cancel()`` (Esc), and ``status``: the
sentence for the status bar after the last update.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath

from app.game.commands import MoveModel, MoveModels
from app.game.commands import PlaceKnowingly
from app.rules.geometry import Footprint, closest_points, distance
from app.rules.judge import display_name
from app.rules.placement import needs_agreement
from app.rules.table import mm_to_in
from app.ui.controller import GameController

from .feedback import CROSS, TICK, format_measure, moved_from_start
from .items import ModelItem
from .overlays import GhostItem, RulerItem

MIME = "application/x-table-marshal-tray"
"""A drag from the set-up tray: ``model:<model id>``, ``counter:<counter id>:<player id>``,
or a block from a header (:class:`PlaceBlockFromTrayTool`): ``warband:<player id>`` or
``unit:<player id>:<unit>``."""

BLOCK_PAYLOADS = ("warband:", "unit:")
"""How the payload of a tray header's drag (a block of models) starts."""


class MoveModelTool:
    """Drag one model, or its whole unit (Shift-drag): the items follow the cursor and the
    controller's judge re-judges them on every move (:meth:`GameController.preview_move`), so
    the halo, the status text and the measured line of a broken rule update live. The drop
    pushes one undoable ``MoveModel`` (``MoveModels`` for a unit).

    A drop the rules refuse (:func:`app.rules.placement.needs_agreement`: during set-up any
    broken rule, M4, S2, S3, G2 or G8; in play a base overlapping another, G8) puts the models
    back where they were and says why (:attr:`refused`, :attr:`status`), unless it is made
    knowingly (``finish(..., knowingly=True)``: Shift at the drop, or *Place anyway* in
    set-up); then it is one undoable :class:`~app.game.commands.PlaceKnowingly`, which logs
    it, and the models stay marked red. Other flags in play (a base over the table edge, G2)
    never stop a drop. ``items``: the models moved with ``item`` (default: just it)."""

    def __init__(self, controller: GameController, item: ModelItem, grab_scene: QPointF,
                 items: list[ModelItem] | None = None) -> None:
        self.controller = controller
        self.item = item
        self.items = [item] + [i for i in (items or []) if i is not item]
        self.starts = {i.model_id: QPointF(i.pos()) for i in self.items}
        self.start = self.starts[item.model_id]
        self.grab = QPointF(grab_scene)
        self.moved = False
        self.refused = False
        self.knowingly = False
        self.shift_up_seen = False
        """Set by the view: no unit was picked by Shift at the press, or Shift was up at some
        moment of the drag since, so Shift held at the drop is a knowing drop, not just the
        Shift that picked the unit."""
        self.status = ""
        self.scene = item.scene()
        self.scene.set_dragging(i.model_id for i in self.items)
        self._show()

    def _centres(self, scene_pos: QPointF) -> dict[str, QPointF]:
        delta = scene_pos - self.grab
        return {mid: start + delta for mid, start in self.starts.items()}

    def update(self, scene_pos: QPointF) -> QPointF:
        """Preview at the cursor; returns the dragged model's base centre in inches."""
        centres = self._centres(scene_pos)
        for i in self.items:
            i.setPos(centres[i.model_id])
        self.moved = self.moved or centres[self.item.model_id] != self.start
        self.controller.preview_move({
            i.model_id: (centres[i.model_id].x(), centres[i.model_id].y(), i.model.facing_deg)
            for i in self.items})
        self._show()
        return centres[self.item.model_id]

    def _show(self) -> None:
        fb = self.scene.feedback(self.item.model_id)
        self.status = fb.text if fb else ""
        lines = list(fb.lines) if fb else []
        pos = self.item.pos()
        moved = moved_from_start(self.controller.judge, self.item.model_id, pos.x(), pos.y())
        if moved is not None and fb is not None:  # M10: how far from the turn's start
            self.status += f"; {moved[0]}"
            lines.append(moved[1])
        self.scene.show_lines(lines)

    def finish(self, scene_pos: QPointF, knowingly: bool = False) -> None:
        """The drop: one command, or a refusal (see the class docstring)."""
        self.scene.set_dragging(())
        self.scene.show_lines([])
        if not self.moved:
            self.controller.end_preview(self.starts)
            return
        centres = self._centres(scene_pos)
        moves = {mid: (c.x(), c.y()) for mid, c in centres.items()}
        # judge the drop's own spot (the last preview may be a mouse move away)
        self.controller.preview_move({i.model_id: (*moves[i.model_id], i.model.facing_deg)
                                      for i in self.items})
        refusal = self._refusal()
        self.controller.end_preview(self.starts)
        if refusal and not knowingly:
            for i in self.items:
                i.setPos(self.starts[i.model_id])
            self.refused = True
            self.status = refusal
            return
        for i in self.items:
            i.setPos(centres[i.model_id])
        if refusal:
            self.knowingly = True
            self.controller.push(PlaceKnowingly(moves))
        elif len(self.items) == 1:
            self.controller.push(MoveModel(self.item.model_id, *moves[self.item.model_id]))
        else:
            self.controller.push(MoveModels(moves))
        fb = self.scene.feedback(self.item.model_id)
        self.status = fb.text if fb else ""
        if self.knowingly:
            self.status += " (placed knowingly: see the event log)"

    def _refusal(self) -> str:
        """The sentence refusing the drop being judged, or ``""`` when the rules allow it:
        the first model breaking a rule that needs agreement, and that rule's reason (for
        G8, the model it overlaps)."""
        setup = self.controller.setup_rules
        for i in self.items:
            verdict = self.controller.verdict(i.model_id)
            reasons = needs_agreement(verdict, setup) if verdict is not None else ()
            if reasons:
                name = display_name(i.model.name, i.model.label, i.player.warband)
                reason = reasons[0].reason
                how = ("hold Shift as you drop" if self.shift_up_seen
                       else "release Shift and press it again as you drop")
                if setup:
                    how += ", or tick Place anyway,"
                them = "it" if len(self.items) == 1 else "them"
                return (f"{CROSS} {name} not moved: {reason[:1].lower()}{reason[1:]}; {how} "
                        f"to place {them} knowingly")
        return ""

    def cancel(self) -> None:
        for i in self.items:
            i.setPos(self.starts[i.model_id])
        self.scene.set_dragging(())
        self.scene.show_lines([])
        self.controller.end_preview(self.starts)
        self.status = "Move cancelled"


def point_footprint(p: QPointF) -> Footprint:
    """A bare table point as a footprint of radius 0, so points and bases measure alike."""
    return Footprint("round", p.x(), p.y(), 0.0, 0.0)


class MeasureTool:
    """A ruler between two points or bases: press on a base (or anywhere) and drag to another
    base (or anywhere); an end on an objective marker snaps to its centre (G7: objectives are
    measured from their centre, as S4 control is). The line joins the closest points and its tag gives the closest-point
    distance (G3) to two decimals, from :func:`app.rules.geometry.distance` on the judge's own
    footprints, so it agrees with every verdict. The ruler stays until the next measure or Esc.
    ``base_at(scene_pos)`` finds the model item under a point (or ``None``)."""

    def __init__(self, controller: GameController, ruler: RulerItem, start: QPointF,
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
                    f"objective {objective.name or objective.id} (centre)")
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
                text += " \u00b7 in sight"
                said += "; they see each other (T3, a guide: the table has the final word)"
            else:
                text += f" \u00b7 {blocker} in the way"
                said += (f"; no line of sight: {blocker} is in the way (T3, a guide: the "
                         "table has the final word)")
        self.ruler.set_line(p1, p2, text, "measure")
        self.ruler.setVisible(True)
        self.moved = self.moved or scene_pos != self.start
        self.status = f"Measure: {said} from {a_name} to {b_name} (closest points, G3)"
        return self.distance_in

    def finish(self, scene_pos: QPointF) -> None:
        self.update(scene_pos)

    def cancel(self) -> None:
        self.ruler.setVisible(False)
        self.status = "Measure cancelled"


class DropTool:
    """What every drag onto the board from a list has (the set-up tray, a tray header, the
    terrain palette): the ``payload`` dragged, ``status`` the sentence for the spot (for
    the set-up dock and the status bar), ``legal`` its colour, and at the drop ``placed``
    or ``refused`` (refused by the tool: :attr:`status` says why). Subclasses give
    ``update(scene_pos)`` and ``finish(scene_pos, knowingly)``, and ``_end`` when the
    preview has more than a ghost to take away."""

    def __init__(self, controller: GameController, scene, payload: str) -> None:  # noqa: ANN001 - BoardScene
        self.controller = controller
        self.scene = scene
        self.payload = payload
        self.status = ""
        self.legal = False
        self.placed = False
        self.refused = False
        self.ghost: GhostItem | None = None

    def cancel(self) -> None:
        """The drag left the board: take the preview away."""
        self._end()
        self.status = ""
        self.legal = True

    def _drop_ghost(self) -> None:
        if self.ghost is not None and self.ghost.scene() is not None:
            self.ghost.scene().removeItem(self.ghost)
        self.ghost = None

    def _end(self) -> None:
        self._drop_ghost()


class PlaceFromTrayTool(DropTool):
    """Place a model or a counter from the set-up tray: a drag from the tray over the board
    (the view hands over the drag-and-drop events, :data:`MIME`). Same shape as
    :class:`MoveModelTool`: ``update``, ``finish``, ``cancel`` and ``status``; it previews on
    the items and pushes one command at the drop, never changing the state itself.

    A model is shown as the board shows any dragged model: its own item follows the cursor
    and the controller re-judges it on every move (:meth:`GameController.preview_from_tray`),
    so the halo (green tick, red cross), the measured line of a broken rule and the sentence
    are those of a drag on the board. A counter is a ghost marker judged by the scenario's
    limits (:func:`app.rules.placement.counter_limits`). An illegal drop is refused with the
    reason unless made knowingly (Shift, or *Place anyway*), and a limit no agreement lifts
    (a counter off the table or on another marker) is refused even then. ``status`` is the
    sentence for the spot (for the set-up dock and the status bar), ``legal`` its colour."""

    def __init__(self, controller: GameController, scene, payload: str) -> None:  # noqa: ANN001 - BoardScene
        super().__init__(controller, scene, payload)
        self.model_id: str | None = None
        self.counter_id = self.player_id = ""
        what, _, rest = payload.partition(":")
        if what == "model":
            self.model_id = controller.state.model(rest).id
            scene.set_dragging([self.model_id])
            return
        self.counter_id, _, self.player_id = rest.partition(":")
        plan = next(c for c in controller.state.setup.counters if c.id == self.counter_id)
        r = mm_to_in(plan.diameter_mm) / 2
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), r, r)
        self.ghost = GhostItem(path)
        scene.addItem(self.ghost)

    @property
    def preview_item(self) -> ModelItem | None:
        """The board item of the model being dragged from the tray, if any."""
        return self.scene.model_items.get(self.model_id) if self.model_id else None

    def _limits(self, x_in: float, y_in: float) -> list:  # list[app.rules.placement.Limit]
        from app.game.newgame import counter_limits_at  # the set-up walk: loaded on first use

        return counter_limits_at(self.controller.state, self.counter_id, self.player_id,
                                 x_in, y_in)

    knowingly = False
    """Shift is held: the model goes exactly where it is dropped (no snapping)."""

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
            fb = self.scene.feedback(model.id)
            if fb is not None:
                self.legal, self.status = fb.state != "illegal", fb.text
                self.scene.show_lines(fb.lines)
            else:  # no judge: ask the rules directly
                from app.game.newgame import placement_verdict

                verdict = placement_verdict(state, model.id, x_in, y_in)
                self.legal = verdict.legal
                self.status = (f"{TICK} {model.name}: legal here" if verdict.legal
                               else f"{CROSS} {verdict.reason}")
            if "S3" in state.modules and state.turn.phase != "setup":
                from app.game.commands.scouting import reserve_problem

                problem = reserve_problem(state, model)  # its unit is not brought in yet
                if problem:
                    self.legal, self.status = False, f"{CROSS} {problem[:1].upper()}{problem[1:]}"
            return
        limits = self._limits(x_in, y_in)
        self.legal = not limits
        self.status = f"{CROSS} {limits[0].reason}" if limits else f"{TICK} The counter may go here"
        if self.ghost is not None:
            self.ghost.setPos(x_in, y_in)
            self.ghost.set_legal(self.legal)

    def finish(self, scene_pos: QPointF, knowingly: bool = False) -> bool:
        """The drop: one command, or a refusal saying why (:attr:`status`; the controller's
        ``message`` too). Returns True when placed."""
        from app.game.newgame import PlaceCounter, PlaceModel
        from app.rules.placement import never_agreed

        self.knowingly = knowingly
        self.update(scene_pos)
        legal, text = self.legal, self.status
        self._end()
        x_in, y_in = self._spot(scene_pos)
        hard = None if self.model_id is not None else never_agreed(self._limits(x_in, y_in))
        if hard is not None:
            self.legal, self.status = False, f"{CROSS} {hard.never_agreed()}, even by agreement"
            self.refused = True
            self.controller.message.emit(self.status.lstrip(f"{CROSS} "))
            return False
        if not legal and not knowingly:
            self.status = (f"{text}. Not placed: hold Shift while dropping, or tick "
                           "'Place anyway', to place it knowingly.")
            self.refused = True
            self.controller.message.emit(text.lstrip(f"{CROSS} "))
            return False
        if self.model_id is not None:
            command = PlaceModel(self.model_id, x_in, y_in, override=not legal)
        else:
            command = PlaceCounter(self.counter_id, self.player_id, x_in, y_in,
                                   override=not legal)
        problem = command.check(self.controller.state)
        self.placed = problem is None and self.controller.attempt(command)
        if self.placed:
            self.status = text if legal else f"{text} (placed by agreement)"
        else:  # the command refused what the live verdict allowed: say so, not the hover's tick
            self.legal, self.refused = False, True
            self.status = f"{CROSS} Not placed" + (
                f": {problem[:1].lower()}{problem[1:]}" if problem else "")
            if problem:  # (attempt says why itself when it refuses)
                self.controller.message.emit(problem[:1].upper() + problem[1:])
        return self.placed

    def _end(self) -> None:
        self._drop_ghost()
        if self.model_id is None:
            return
        scene, state = self.scene, self.controller.state
        scene.set_dragging(())
        scene.show_lines([])
        try:
            model = state.model(self.model_id)
        except KeyError:
            return
        item = scene.model_items.get(model.id)
        if item is not None:
            item.sync(model, state.player(model.player))
        self.controller.end_preview([model.id])


class PlaceBlockFromTrayTool(DropTool):
    """Put a unit or a whole warband down at once: a drag of a tray header (``unit:`` or
    ``warband:`` payload, :data:`MIME`) carries every model of it still in the tray. Same
    shape as :class:`PlaceFromTrayTool` (``update``, ``finish``, ``cancel``, ``status``,
    ``legal``, ``refused``, ``placed``).

    The block is laid out around the cursor (:func:`app.game.placement.block_spots`: each
    unit together, bases 1 in apart, G8) and every model's item follows it, judged as a
    group on every move (:meth:`GameController.preview_block`), so each shows its own halo,
    red with a cross where it breaks a rule (zone M4/S2, G5, the warband gap, G8,
    coherency). An illegal drop is refused with the first model's reason unless made
    knowingly (Shift, or *Place anyway*); the drop is one undoable
    :class:`~app.game.commands.PlaceBlock`."""

    def __init__(self, controller: GameController, scene, payload: str) -> None:  # noqa: ANN001 - BoardScene
        from app.game.placement import block_name, tray_block

        super().__init__(controller, scene, payload)
        self.knowingly = False
        what, _, rest = payload.partition(":")
        player_id, _, unit = rest.partition(":")
        state = controller.state
        models = tray_block(state, player_id, unit if what == "unit" else None)
        self.model_ids = [m.id for m in models]
        self.name = block_name(state, self.model_ids) if models else ""
        self.spots: dict[str, tuple[float, float]] = {}
        self._layout: dict[str, tuple[float, float]] | None = None
        """The block laid out about (0, 0), once: a drag only moves it."""
        scene.set_dragging(self.model_ids)

    def _spots(self, scene_pos: QPointF) -> dict[str, tuple[float, float]]:
        from app.game.placement import block_spots

        if self._layout is None:
            self._layout = block_spots(self.controller.state, self.model_ids, 0.0, 0.0)
        x, y = scene_pos.x(), scene_pos.y()
        return {mid: (x + dx, y + dy) for mid, (dx, dy) in self._layout.items()}

    def update(self, scene_pos: QPointF) -> None:
        """The drag is over ``scene_pos`` (inches): lay the block out there and judge it."""
        if not self.model_ids:
            self.legal, self.status = False, f"{CROSS} Nothing of it is left in the tray"
            return
        self.spots = self._spots(scene_pos)
        for mid, (x, y) in self.spots.items():
            item = self.scene.model_items.get(mid)
            if item is not None:
                item.setPos(x, y)
                item.setVisible(True)
        self.controller.preview_block(self.spots)
        self.legal, self.status = self._judged()

    def _judged(self) -> tuple[bool, str]:
        """Whether the block may go where it is previewed, and the sentence saying so: the
        first model breaking a rule and why, and how many break one."""
        from app.rules.placement import needs_agreement

        count = len(self.model_ids)
        models = f"{count} model{'s' if count != 1 else ''}"
        bad = []
        for mid in self.model_ids:
            verdict = self.controller.verdict(mid)
            if verdict is not None and needs_agreement(verdict, True):
                bad.append(mid)
        if self.controller.judge is None:  # no judge: ask the rules directly
            from app.game.placement import knowing_reasons

            bad = list(knowing_reasons(self.controller.state, self.spots))
        if not bad:
            self.scene.show_lines([])
            return True, f"{TICK} {self.name}: {models}, legal here"
        fb = self.scene.feedback(bad[0])
        self.scene.show_lines(fb.lines if fb else [])
        first = fb.text if fb else ""
        return False, (f"{CROSS} {self.name}: {len(bad)} of {models} cannot go here"
                       + (f"; {first.lstrip(CROSS + ' ')}" if first else ""))

    def finish(self, scene_pos: QPointF, knowingly: bool = False) -> bool:
        """The drop: one :class:`~app.game.commands.PlaceBlock`, or a refusal saying why
        (:attr:`status`; the controller's ``message`` too). Returns True when placed."""
        from app.game.commands import PlaceBlock

        self.knowingly = knowingly
        self.update(scene_pos)
        legal, text, spots = self.legal, self.status, dict(self.spots)
        self._end()
        if not spots:
            self.refused = True
            return False
        if not legal and not knowingly:
            self.status = (f"{text}. Not placed: hold Shift while dropping, or tick "
                           "'Place anyway', to place them knowingly.")
            self.refused = True
            self.controller.message.emit(text.lstrip(f"{CROSS} "))
            return False
        command = PlaceBlock(spots, override=not legal)
        problem = command.check(self.controller.state)
        self.placed = problem is None and self.controller.attempt(command)
        if self.placed:
            self.status = text if legal else f"{text} (placed by agreement)"
        else:
            self.legal, self.refused = False, True
            self.status = f"{CROSS} Not placed" + (
                f": {problem[:1].lower()}{problem[1:]}" if problem else "")
            if problem:
                self.controller.message.emit(problem[:1].upper() + problem[1:])
        return self.placed

    def _end(self) -> None:
        scene, state = self.scene, self.controller.state
        scene.set_dragging(())
        scene.show_lines([])
        ids = []
        for mid in self.model_ids:
            try:
                model = state.model(mid)
            except KeyError:
                continue
            ids.append(mid)
            item = scene.model_items.get(mid)
            if item is not None:
                item.sync(model, state.player(model.player))
        self.controller.end_preview(ids)
