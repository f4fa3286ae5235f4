"""The board scene: projects the game state onto items, kept by id.

The scene listens to the controller; it never changes the state. Units are inches (G2).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from app.game.labels import assign_labels, display_labels
from app.game.state import setting_up
from app.rules.judge import BATTLE_FORMATIONS, display_name
from app.rules.verdicts import Update
from app.ui.controller import GameController

from . import style
from .feedback import Feedback, LineSpec
from .items import SIDES, LabelItem, ModelItem, ObjectiveItem, SegmentItem, TableItem
from .labels import place_model_labels
from .overlays import CoherencyItem, DefenderAreaItem, EdgeZoneItem, RingsItem, RulerItem
from .shapes import edge_zone_path, offset_path, segment_zone_path
from .sight import SightCache, report as sight_report, sentence as sight_sentence
from .terrain_items import SightItem, TerrainItem, shapely_path

SIGHT_PAUSE_MS = 150
"""A drag of the model whose sight is shown: how long the cursor rests before the shading
follows it (the rules' sight takes longer than a frame with a full table)."""
LABEL_PAUSE_MS = 120
"""A carried model's tick or cross that came or went moves the labels around it out of its
way once the drag pauses this long (milliseconds), or at the drop."""

SELECTED_RINGS_IN = (6.0, 8.0)
"""Rings around a selected model: the set-up gap (M4) and the running range (M10); both
are Mordheim rules, so only Mordheim games show them."""


Box = tuple[float, float, float, float]
"""A rectangle on the table: left, top, right, bottom in inches."""


def _overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _meets_circle(box: Box, x: float, y: float, radius: float) -> bool:
    """True if ``box`` reaches inside the circle of ``radius`` around ``(x, y)``."""
    dx = max(box[0] - x, 0.0, x - box[2])
    dy = max(box[1] - y, 0.0, y - box[3])
    return dx * dx + dy * dy < radius * radius


def _on_table(box: Box, width_in: float, depth_in: float) -> bool:
    """True if ``box`` lies on the table (a hundredth of an inch over an edge allowed)."""
    slack = 0.01
    return (box[0] >= -slack and box[1] >= -slack and box[2] <= width_in + slack
            and box[3] <= depth_in + slack)


def fit_to_screen(item: QGraphicsItem, px_per_in: float) -> None:
    """Draw ``item``, whose own units are device pixels (a label, a status mark, a halo's
    badge), at ``px_per_in`` pixels per inch of the table: the same size on screen at any
    zoom. Qt's ``ItemIgnoresTransformations`` would do it, but Qt keeps such items out of
    its scene index, so every repaint of the board, however small, visited every model
    carrying one (among 1000 models, 6-7 ms of each drag frame; issue 21)."""
    k = 1.0 / max(px_per_in, 1e-6)
    if item.transform().m11() != k:
        item.setTransform(QTransform.fromScale(k, k))


class BoardScene(QGraphicsScene):
    """Table, segments with their zones, objectives and models of the controller's game,
    and the rules' verdicts on them (from the controller's judge): red halos on models that
    break a set-up rule, objective control, Battle Formations zones and coherency links, and
    the selected model's 6"/8" rings. Drag feedback lines are shown with :meth:`show_lines`."""

    sightDropped = Signal()
    """Sight (T4) went off by itself: no model is selected any more (deselected, taken off
    the table, undone away), so there is nothing to see from."""

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.controller = controller
        self.table_item: TableItem | None = None
        self.segment_items: dict[str, SegmentItem] = {}
        self.objective_items: dict[str, ObjectiveItem] = {}
        self.model_items: dict[str, ModelItem] = {}
        self.terrain_items: dict[str, TerrainItem] = {}
        """The terrain pieces (T1), by id."""
        self.sight_shown = False
        """Sight (T4) is on: the selected model's view is shaded (:meth:`set_sight_shown`)."""
        self.sight_item: SightItem | None = None
        self.sight_text = ""
        """The status bar's sentence for the sight shown (``""``: none shown)."""
        self.sight_cache = SightCache()
        self._quick_at: tuple[float, float] | None = None
        """Where the quick shading of a carried model was last drawn from (its centre)."""
        self.sight_report = None
        """The :class:`~app.ui.board.sight.SightReport` shown, if any."""
        self.edge_zone_items: dict[str, EdgeZoneItem] = {}
        self.area_item: DefenderAreaItem | None = None
        """The defender's own set-up area (M2), while the set-up runs."""
        self.coherency_item: CoherencyItem | None = None
        self.rings_item: RingsItem | None = None
        self.lines: list[RulerItem] = []
        self.dragging: set[str] = set()
        self._px_per_in = 12.0
        self._labels_due: list[tuple[float, float]] = []
        """Where a drag's badges came or went, whose labels wait for the drag to pause."""
        self._objective_labels_due = False
        """A drag went past objectives: their labels wait for it to pause, to move clear."""
        self._labelled_at: dict[str, tuple[float, float]] = {}
        """Where each model stood when the labels were last placed (inches)."""
        self.short_labels: dict[str, str] = {}
        """Every model's short label (:func:`app.game.labels.display_labels`)."""
        self._built_for: object | None = None  # the GameState the items were drawn from
        self.combats = None
        """The close combats on the table (M8, :func:`app.game.combats.combats_of`)."""
        self.setBackgroundBrush(style.BACKGROUND)
        controller.gameReplaced.connect(self.rebuild)
        controller.modelsChanged.connect(self.update_models)
        controller.objectivesChanged.connect(self.update_objectives)
        controller.zonesChanged.connect(self.update_zones)
        controller.terrainChanged.connect(self.update_terrain)
        controller.turnChanged.connect(self.update_turn)
        controller.verdictsChanged.connect(self.apply_verdicts)
        self.selectionChanged.connect(self.update_rings)
        self.selectionChanged.connect(self.refresh_sight)
        self.rebuild()

    @property
    def table_rect(self) -> QRectF:
        """The table in scene units (inches)."""
        table = self.controller.state.table
        return QRectF(0, 0, table.width_in, table.depth_in)

    def rebuild(self) -> None:
        """Drop every item and draw the whole game again. The models' items are kept and
        taken over by the new game's models (one of the same id first; see
        :meth:`ModelItem.take`): building 120 of them with their marks and labels is a good
        part of opening a game (issue 21)."""
        old = self._detach_model_items()
        self.rings_item = None
        self.clear()
        self.segment_items.clear()
        self.objective_items.clear()
        self.model_items.clear()
        self.edge_zone_items.clear()
        self.area_item = None
        self.coherency_item = None
        self.rings_item = None
        self.sight_item = None
        self.terrain_items = {}
        self.lines = []
        self.dragging = set()
        self._labels_due = []  # a drag's labels waiting for a pause: the new game places all
        self._objective_labels_due = False
        state = self.controller.state
        self._built_for = state
        table = state.table
        self._fit_scene_rect()
        self.table_item = TableItem(table)
        self.addItem(self.table_item)
        self.terrain_items = {}
        for piece in state.terrain:
            self._add_piece(piece)
        self._flag_stacked()
        if state.deployment.kind == "edge-segments":
            owners = {p.segment: p for p in state.players if p.segment}
            for letter in table.segments():
                zone = segment_zone_path(table, letter, state.deployment.zone_depth_in)
                item = SegmentItem(table, letter, zone, owners.get(letter))
                self.segment_items[letter] = item
                self.addItem(item)
        self._draw_zones()
        if state.deployment.kind == BATTLE_FORMATIONS:
            self.coherency_item = CoherencyItem(self.table_rect.adjusted(-1, -1, 1, 1))
            self.addItem(self.coherency_item)
        for objective in state.objectives:
            self._add_objective(objective)
        self.short_labels = display_labels(state)
        ModelItem.system = state.system
        kept = {m.id: old.pop(m.id) for m in state.models if m.id in old}
        spare = list(old.values())
        for model in state.models:
            short = self.short_labels[model.id]
            player = state.player(model.player)
            item = kept.get(model.id) or (spare.pop() if spare else None)
            if item is None:
                item = ModelItem(model, player, short)
                item.name_label = LabelItem(item, short,
                                            item.base_shape().boundingRect().bottom())
            else:
                item.take(model, player, short)
            item.running = state.system == "mordheim"
            self._fit_to_screen(item)
            item.mark.fit_to_zoom(self.px_per_in, item.name_label.font_px)
            item.engaged_mark.fit_to_zoom(self.px_per_in, item.name_label.font_px)
            self.model_items[model.id] = item
            self.addItem(item)
        self.place_model_labels()
        self.place_objective_labels()
        self.update_turn()
        self.apply_verdicts(self.controller.verdicts())
        self.refresh_sight()

    def _detach_model_items(self) -> dict[str, ModelItem]:
        """The models' items taken out of the scene, by id, with nothing selected and no
        rings (for :meth:`rebuild` to hand on to the next game's models)."""
        self.clearSelection()
        if self.rings_item is not None:  # a child of the selected model's item
            self.removeItem(self.rings_item)
            self.rings_item = None
        items = dict(self.model_items)
        for item in items.values():
            self.removeItem(item)
        return items

    # -- terrain (T1) and sight (T4) ----------------------------------------------------------
    def _add_piece(self, piece) -> TerrainItem:  # noqa: ANN001 - TerrainPiece
        item = TerrainItem(piece)
        self.terrain_items[piece.id] = item
        self.addItem(item)
        return item

    def update_terrain(self, ids: frozenset[str]) -> None:
        """Pieces ``ids`` were placed, moved, turned, resized, edited, locked or taken away:
        draw those again, and only those (a selected piece stays selected)."""
        pieces = {p.id: p for p in self.controller.state.terrain}
        for pid in set(ids) | (self.terrain_items.keys() - pieces.keys()):
            piece = pieces.get(pid)
            item = self.terrain_items.get(pid)
            if piece is None:
                if item is not None:
                    del self.terrain_items[pid]
                    self.removeItem(item)
                continue
            if item is None:
                self._add_piece(piece)
            else:
                item.set_piece(piece)
        self._flag_stacked()
        self.refresh_sight()
        self.place_objective_labels()  # clear of the pieces' names where they are now

    def _flag_stacked(self) -> None:
        """T1: outline each piece that lies on another (a warning: nothing is refused)."""
        from app.rules.terrain import stacked_pieces, stacked_sentence

        stacked = stacked_pieces(self.controller.state.terrain)
        for pid, item in self.terrain_items.items():
            others = stacked.get(pid)
            item.set_problem(stacked_sentence(item.piece, others) if others else "")

    def selected_piece(self) -> TerrainItem | None:
        """The one terrain piece selected on the board, if exactly one is."""
        try:
            items = [i for i in self.selectedItems() if isinstance(i, TerrainItem)]
        except RuntimeError:  # the scene is being deleted
            return None
        return items[0] if len(items) == 1 else None

    def set_sight_shown(self, shown: bool) -> None:
        """Sight on or off (T4): with one model selected, what it sees is shown."""
        self.sight_shown = bool(shown)
        self.refresh_sight()

    def _drop_sight_if_unselected(self) -> None:
        try:
            selected = [i for i in self.selectedItems() if isinstance(i, ModelItem)]
        except RuntimeError:  # the scene is being deleted
            return
        if self.sight_shown and not any(i.isVisible() for i in selected):
            self.sight_shown = False
            self.sightDropped.emit()

    def sight_model_selected(self) -> bool:
        """Exactly one model is selected and on the table: Sight has a model to see from."""
        try:
            selected = [i for i in self.selectedItems() if isinstance(i, ModelItem)]
        except RuntimeError:  # the scene is being deleted
            return False
        return len(selected) == 1 and selected[0].isVisible()

    def refresh_sight(self) -> None:
        """Show (or hide) what the selected model sees, where the judge has it now (a model
        being dragged: where it is shown), and set :attr:`sight_text`. With no model
        selected any more Sight goes off (:attr:`sightDropped`), so it is never left on with
        nothing to show."""
        try:
            selected = [i for i in self.selectedItems() if isinstance(i, ModelItem)]
        except RuntimeError:  # the scene is being deleted
            return
        if self.sight_shown and not any(i.isVisible() for i in selected):
            if self.sight_item is not None:
                self.sight_item.setVisible(False)
            self.sight_text = ""
            # a click on another model clears the selection before it selects that one:
            # Sight goes off only if no model is selected once the click is done
            QTimer.singleShot(0, self._drop_sight_if_unselected)
            return
        rep = None
        if self.sight_shown and len(selected) == 1 and selected[0].isVisible():
            rep = sight_report(self.controller, selected[0].model_id, self.sight_cache)
        if rep is None:
            if self.sight_item is not None:
                self.sight_item.setVisible(False)
            self.sight_text = ("Sight: select one model on the table to see what it sees"
                               if self.sight_shown else "")
            return
        self._sight_timer_stop()
        self._quick_at = None
        self._show_sight(rep, self._hidden_path(rep.region))

    def _hidden_path(self, region):  # noqa: ANN001, ANN202 - Shapely polygon -> QPainterPath
        """What the model does not see, as a path (kept for the last region drawn)."""
        if getattr(self, "_hidden_for", (None,))[0] is region:
            return self._hidden_for[1]
        from shapely.geometry import box

        table = self.controller.state.table
        path = shapely_path(box(0.0, 0.0, table.width_in, table.depth_in).difference(region))
        self._hidden_for = (region, path)
        return path

    def sight_during_drag(self, ids) -> None:  # noqa: ANN001 - iterable of model ids
        """A drag step with Sight shown (the models ``ids`` carried). A drag selects the model
        it carries, so it is the one whose sight is shown: the shading follows it live, as
        seen from the base's centre (:func:`app.rules.terrain.shadow_parts`, a few ms), and
        once the cursor rests (:data:`SIGHT_PAUSE_MS`) the whole of it is shown from there:
        the shading from the base's rim, the rings round the models it sees and the status
        sentence (the rules' sight against every model takes longer than a frame)."""
        rep = self.sight_report
        if not self.sight_shown or rep is None or self.sight_item is None:
            return
        if rep.model not in set(ids):
            return  # the drag carries other models: what they would see is asked at the drop
        fp = self.controller.footprint(rep.model)
        if fp is not None and self._quick_at != (round(fp.x, 2), round(fp.y, 2)):
            self._quick_at = (round(fp.x, 2), round(fp.y, 2))
            table = self.controller.state.table
            self.sight_item.set_sight(self._quick_hidden(fp), [], quick=True,
                                      clip=QRectF(0.0, 0.0, table.width_in, table.depth_in))
            self.sight_item.setVisible(True)
        self.sight_text = ("Sight: shading from the model's centre while it moves; whom it "
                           "sees is shown when it stops (T4)")
        self._sight_timer_start()

    def _quick_hidden(self, fp):  # noqa: ANN001, ANN202 - Footprint -> QPainterPath
        """What a point at the base's centre does not see, as a path: each piece's shadow
        as it is, filled by the non-zero rule (their union, without working it out), and
        clipped to the table as it is drawn (:class:`SightItem`'s quick mode)."""
        from PySide6.QtCore import QPointF
        from PySide6.QtGui import QPainterPath, QPolygonF

        from app.rules.sight import shadow_parts

        state = self.controller.state
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.WindingFill)
        for part in shadow_parts((fp.x, fp.y), self.sight_cache.sight(state.terrain),
                                 state.table, fp):  # what its base stands in hides nothing
            ring = list(part.exterior.coords)
            if len(ring) < 4:
                continue
            area2 = sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(ring, ring[1:]))
            if area2 < 0:  # every ring the same way round, so overlaps never cancel
                ring.reverse()
            path.addPolygon(QPolygonF([QPointF(x, y) for x, y in ring]))
            path.closeSubpath()
        return path

    def _sight_timer_start(self) -> None:

        timer = getattr(self, "_sight_timer", None)
        if timer is None:
            timer = self._sight_timer = QTimer(self)
            timer.setSingleShot(True)
            timer.timeout.connect(self.refresh_sight)
        timer.start(SIGHT_PAUSE_MS)

    def _sight_timer_stop(self) -> None:
        timer = getattr(self, "_sight_timer", None)
        if timer is not None:
            timer.stop()

    def _show_sight(self, rep, hidden) -> None:  # noqa: ANN001 - SightReport, QPainterPath
        rings = []
        for mid in rep.sees:
            item = self.model_items.get(mid)
            if item is not None and item.isVisible():
                r = item.base_shape().boundingRect()
                rings.append((item.pos(), max(r.width(), r.height()) / 2, mid == rep.closest))
        if self.sight_item is None:
            self.sight_item = SightItem()
            self.addItem(self.sight_item)
        self.sight_item.set_sight(hidden, rings)
        self.sight_item.setVisible(True)
        self.sight_report = rep
        self.sight_text = sight_sentence(self.controller, rep)

    def update_combats(self) -> None:
        """M8: work out the close combats from base contact and mark each model engaged with
        models of two or more other warbands (crossed swords; the tooltip and, selected, the
        status bar name the players in whose close-combat phases it fights)."""
        from app.game.combats import combats_of, engagement_text

        state = self.controller.state
        self.combats = combats_of(state)
        flipped = []
        for mid, item in self.model_items.items():
            e = self.combats.engaged.get(mid)
            was = item.engaged
            if e is None:
                item.set_engagement(0, "")
            else:
                item.set_engagement(len(e.opponents), engagement_text(state, e))
            if item.engaged and item.name_label is not None:
                item.engaged_mark.fit_to_zoom(self.px_per_in, item.name_label.font_px)
            if item.engaged != was:
                flipped.append(item)
        self._labels_clear_of(flipped)

    def _labels_clear_of(self, items: list) -> None:  # noqa: ANN001 - ModelItems
        """A mark or badge appeared or went beside these models' bases: the labels near them
        are placed again, clear of it (the labels stay put otherwise)."""
        if not items or not getattr(self, "_labelled_at", None):
            return
        if self.dragging and len(items) <= 20:
            # while a model is carried its tick or cross comes and goes with the rules'
            # verdict: the labels around it are placed again when the drag pauses (or ends),
            # not on every move that flips it (40-80 ms a time among 1000 models, issue 21)
            self._labels_due += [(i.pos().x(), i.pos().y()) for i in items]
            self._label_timer().start(LABEL_PAUSE_MS)
            return
        if len(items) > 20:
            self.place_model_labels()
            return
        self.place_model_labels([(i.pos().x(), i.pos().y()) for i in items])

    def _label_timer(self):  # noqa: ANN202 - QTimer
        from PySide6.QtCore import QTimer

        timer = getattr(self, "_labels_timer", None)
        if timer is None:
            timer = self._labels_timer = QTimer(self)
            timer.setSingleShot(True)
            timer.timeout.connect(self._place_due_labels)
        return timer

    def _place_due_labels(self) -> None:
        """Place the labels a drag's marks and badges put off (:meth:`_labels_clear_of`),
        around where those models stood and stand now."""
        due, self._labels_due = self._labels_due, []
        objectives, self._objective_labels_due = self._objective_labels_due, False
        timer = getattr(self, "_labels_timer", None)
        if timer is not None:
            timer.stop()
        if objectives:
            self.place_objective_labels()
        if not due or not self._labelled_at:
            return
        due += [(i.pos().x(), i.pos().y()) for i in
                (self.model_items.get(mid) for mid in self.dragging) if i is not None]
        self.place_model_labels(due)

    def _add_objective(self, objective) -> ObjectiveItem:  # noqa: ANN001 - state Objective
        state = self.controller.state
        control = state.objective_control
        owner = next((p for p in state.players if p.id == objective.owner), None)
        item = ObjectiveItem(objective, control.control_in, control.contest_in, owner)
        if item.counter:
            item.label = LabelItem(item, item.short_label, item.radius_in)
        else:  # by its control ring, clear of the models inside: place_objective_labels
            ring = max(item.control_in, item.contest_in)
            item.label = LabelItem(item, item.short_label, -ring, above=True)
        fit_to_screen(item.label, self._px_per_in)
        self.objective_items[objective.id] = item
        self.addItem(item)
        return item

    def update_objectives(self, ids: frozenset[str]) -> None:
        """Objectives (or counters placed in set-up) ``ids`` were added, moved, renamed or
        taken away: draw those again, and only those, with the rules' verdict on them."""
        state = self.controller.state
        objectives = {o.id: o for o in state.objectives}
        players = {p.id: p for p in state.players}
        for oid in set(ids) | (self.objective_items.keys() - objectives.keys()):
            item = self.objective_items.pop(oid, None)
            if item is not None:
                self.removeItem(item)
            objective = objectives.get(oid)
            if objective is None:
                continue
            item = self._add_objective(objective)
            verdict = self.controller.objective_verdict(oid)
            if verdict is not None:
                item.set_control([players[p] for p in verdict.controlled_by if p in players],
                                 verdict.contested)
        self.place_objective_labels()
        self._fit_scene_rect()

    def _draw_zones(self) -> None:
        """The Battle Formations zones of the players' edges (S2) and the defender's own area
        (M2), as the game has them now."""
        state = self.controller.state
        for item in self.edge_zone_items.values():
            self.removeItem(item)
        self.edge_zone_items.clear()
        if state.deployment.kind == BATTLE_FORMATIONS:
            depth = state.deployment.zone_depth_in
            for player in state.players:
                if player.edge:
                    zone = edge_zone_path(state.table, player.edge, depth)
                    text = f"{player.warband}: set up within {depth:g} in of this edge (S2)"
                    item = EdgeZoneItem(zone, QColor(player.colour), text)
                    item.setVisible(self.controller.setup_rules)
                    self.edge_zone_items[player.id] = item
                    self.addItem(item)
        self._draw_area()

    def _draw_area(self) -> None:
        state = self.controller.state
        plan = state.setup
        zone = list(plan.defender_zone) if setting_up(state) and plan is not None else []
        if len(zone) not in (5, 6):
            if self.area_item is not None:
                self.removeItem(self.area_item)
                self.area_item = None
            return
        if self.area_item is None:
            self.area_item = DefenderAreaItem()
            self.addItem(self.area_item)
        colour = QColor(state.player(state.defender).colour if state.defender else "#5a6e8c")
        self.area_item.set_area(zone, colour, plan.defender_area)

    def update_zones(self) -> None:
        """The set-up zones changed (edges dealt out, S2; the defender chosen, M2)."""
        self._draw_zones()

    def update_models(self, ids: frozenset[str]) -> None:
        state = self.controller.state
        # a renamed or relabelled model can change its warband-mates' made-up labels
        players = {m.player for m in map(state.model, ids)
                   if self.model_items[m.id].named != (m.name, m.label)}
        if players:
            self.short_labels.update(assign_labels([m for m in state.models
                                                    if m.player in players]))
        for model in state.models:
            if model.id in ids or model.player in players:
                item = self.model_items[model.id]
                if model.id in ids or item.short_label != self.short_labels[model.id]:
                    item.sync(model, state.player(model.player), self.short_labels[model.id])
                    item.mark.fit_to_zoom(self.px_per_in, item.name_label.font_px)
                    item.engaged_mark.fit_to_zoom(self.px_per_in, item.name_label.font_px)
        self.update_combats()
        self.update_rings()
        if self.sight_shown:
            self.refresh_sight()
        near = [self._labelled_at.get(mid) for mid in ids]
        if len(ids) <= 20 and None not in near:
            near += [(state.model(mid).x_in, state.model(mid).y_in) for mid in ids]
            self.place_model_labels(near)  # only the labels near where models moved
        else:
            self.place_model_labels()
        self.place_objective_labels()
        self._fit_scene_rect()

    def _fit_scene_rect(self) -> None:
        """The board's extent: the table and the margin around it, grown to hold any model
        on the table or objective that stands farther out (put down there while zoomed out,
        or a slip in a hand-edited game file), so that fitting the table to the window shows
        it and it can be dragged back; its verdict says it is off the table (G2)."""
        state = self.controller.state
        m = style.TABLE_MARGIN_IN
        left, top = -m, -m
        right, bottom = state.table.width_in + m, state.table.depth_in + m
        for thing in (*(x for x in state.models if x.on_table), *state.objectives):
            left, right = min(left, thing.x_in - m), max(right, thing.x_in + m)
            top, bottom = min(top, thing.y_in - m), max(bottom, thing.y_in + m)
        rect = QRectF(left, top, right - left, bottom - top)
        if rect != self.sceneRect():
            self.setSceneRect(rect)

    @property
    def px_per_in(self) -> float:
        """The view's scale, device pixels per inch (:meth:`set_px_per_in`; a rendering for
        paper sets its own for a while). It places the labels, and it draws them, the
        status marks and the halos' badges, whose own units are pixels, at their size in
        pixels (:func:`fit_to_screen`)."""
        return self._px_per_in

    @px_per_in.setter
    def px_per_in(self, value: float) -> None:
        if value == self._px_per_in:
            return
        self._px_per_in = value
        for item in self.model_items.values():
            self._fit_to_screen(item)
        for objective in self.objective_items.values():
            if objective.label is not None:
                fit_to_screen(objective.label, value)

    def _fit_to_screen(self, item: ModelItem) -> None:
        for part in item.screen_parts():
            fit_to_screen(part, self._px_per_in)

    def set_px_per_in(self, px_per_in: float) -> None:
        """The view's scale. Labels keep their size on screen, so how much of the table they
        cover, and so where an objective's label fits, changes with the zoom."""
        if px_per_in > 0 and px_per_in != self.px_per_in:
            self.px_per_in = px_per_in
            for item in self.model_items.values():
                if item.mark.isVisible():
                    item.mark.fit_to_zoom(px_per_in, item.name_label.font_px)
                if item.engaged_mark.isVisible():
                    item.engaged_mark.fit_to_zoom(px_per_in, item.name_label.font_px)
            self.place_model_labels()
            self.place_objective_labels()

    def place_model_labels(self, near: list[tuple[float, float]] | None = None) -> None:
        """Put each model's short label beside its base where it covers no other label:
        under the base, else over it, to its right or its left, clear of the other bases
        (and status marks) where it can be; a label with no place clear of the others is
        hidden (the model's tooltip names it). Zoomed in far enough, a label gives the
        model's full name too ("Cl1 · Clanrat 1") where that fits. Labels keep their size on
        screen, so this runs again when the zoom changes, as when models move (``near``:
        where they moved from and to; only the labels near there are placed again)."""
        place_model_labels(self.model_items.values(), self.px_per_in, near)
        self._labelled_at = {mid: (m.x_in, m.y_in) for mid, m in
                             ((i.model_id, i.model) for i in self.model_items.values())}

    def place_labels(self) -> None:
        """Place every label again (the models', then the objectives'): their size changed
        (status marks grow or shrink with them)."""
        for item in self.model_items.values():
            if item.name_label is not None:
                if item.mark.isVisible():
                    item.mark.fit_to_zoom(self.px_per_in, item.name_label.font_px)
                if item.engaged_mark.isVisible():
                    item.engaged_mark.fit_to_zoom(self.px_per_in, item.name_label.font_px)
        self.place_model_labels()
        self.place_objective_labels()

    def place_objective_labels(self) -> None:
        """Put each objective's label over its control ring (S4), clear of the models holding
        it inside the ring, whose labels hang down; or under the ring, when that keeps it on
        the table and clear of more of what is in the way over it: the bases of models outside
        the ring, their name labels, and the labels of the objectives placed before it. Labels
        keep their size on screen, so this depends on the view's scale
        (:meth:`set_px_per_in`); it runs again whenever models move, the zoom changes or a
        label's text does."""
        scale = self.px_per_in
        state = self.controller.state
        width_in, depth_in = state.table.width_in, state.table.depth_in
        models = [(m.x_in, m.y_in, m.base.radius_in, m.base.shape == "round", m.id)
                  for m in state.models]
        if self.dragging:  # a carried model is where the cursor holds it, not where it stood
            models = [self._carried(m) if m[4] in self.dragging else m for m in models]
        widest = max((item.name_label.size_px()[0] for item in self.model_items.values()
                      if item.name_label is not None), default=0.0)
        largest = max((radius for _, _, radius, _, _ in models), default=0.0)
        placed: list[Box] = []
        # the terrain pieces' names, drawn at this scale: no label goes over one (a piece's
        # name under a counter's label reads as neither)
        names = [box for box in (t.name_box_in(scale) for t in self.terrain_items.values())
                 if box is not None]
        for item in self.objective_items.values():
            if item.counter and item.label is not None:
                self._place_counter_label(item, names, placed, scale, width_in, depth_in)
        for item in self.objective_items.values():
            label = item.label
            if item.counter or label is None:
                continue
            ring = max(item.control_in, item.contest_in)
            centre = item.pos()
            x, y = centre.x(), centre.y()
            boxes = {above: label.box_in(x, y - ring if above else y + ring, above, scale)
                     for above in (True, False)}
            # only models whose base or label (on any side of the base) can reach one of
            # the two places count
            label_h = label.size_px()[1] / scale
            left = min(b[0] for b in boxes.values()) - widest / scale - largest
            right = max(b[2] for b in boxes.values()) + widest / scale + largest
            top = min(b[1] for b in boxes.values()) - 2 * label_h - largest
            bottom = max(b[3] for b in boxes.values()) + 2 * label_h + largest
            near = []
            for model_x, model_y, radius, round_base, model_id in models:
                if not (left <= model_x <= right and top <= model_y <= bottom):
                    continue
                model_item = self.model_items.get(model_id)
                if model_item is not None and model_item.isVisible():
                    near.append((model_x, model_y, radius, round_base, model_item))

            def in_the_way(box: Box) -> int:
                count = sum(_overlap(box, other) for other in placed)
                count += 2 * sum(_overlap(box, name) for name in names)
                for model_x, model_y, radius, round_base, model_item in near:
                    if round_base:
                        count += _meets_circle(box, model_x, model_y, radius)
                    elif _meets_circle(box, model_x, model_y, radius):  # then its true shape
                        count += model_item.base_shape().intersects(QRectF(
                            box[0] - model_x, box[1] - model_y, box[2] - box[0], box[3] - box[1]))
                    name = model_item.name_label
                    if name is not None and name.isVisible():
                        count += _overlap(box, name.box_in(
                            model_x + name.pos().x(), model_y + name.pos().y(), name.side,
                            scale))
                return count

            above = min((True, False), key=lambda side: (
                not _on_table(boxes[side], width_in, depth_in), in_the_way(boxes[side]), not side))
            placed.append(boxes[above])
            label.place(-ring if above else ring, above)

    def _carried(self, model: tuple) -> tuple:
        item = self.model_items.get(model[4])
        if item is None:
            return model
        return (item.pos().x(), item.pos().y()) + tuple(model[2:])

    @staticmethod
    def _place_counter_label(item: ObjectiveItem, names: list[Box], placed: list[Box],
                             scale: float, width_in: float, depth_in: float) -> None:
        """Hang a counter's short label (A1, B3) under its marker, or over it, right or left
        of it, whichever side first keeps it on the table and clear of the terrain pieces'
        ``names`` and of the labels ``placed`` before it (under it when none is clear);
        the box it takes is added to ``placed``."""
        label = item.label
        assert label is not None
        r = item.radius_in
        x, y = item.pos().x(), item.pos().y()
        anchors = {"below": (0.0, r), "above": (0.0, -r), "right": (r, 0.0), "left": (-r, 0.0)}
        boxes = {side: label.box_in(x + ax, y + ay, side, scale)
                 for side, (ax, ay) in anchors.items()}

        def cost(side: str) -> tuple[bool, int]:
            box = boxes[side]
            return (not _on_table(box, width_in, depth_in),
                    sum(_overlap(box, other) for other in (*names, *placed)))

        side = min(SIDES, key=cost)  # SIDES in order of preference: below first
        placed.append(boxes[side])
        label.set_side(side, QPointF(*anchors[side]))

    @contextmanager
    def labels_placed_at(self, px_per_in: float) -> Iterator[None]:
        """Place the objectives' labels for a rendering at ``px_per_in`` device pixels per
        inch (an export, the 1:1 plan), then back for the view."""
        before = self.px_per_in
        self.set_px_per_in(px_per_in)
        try:
            yield
        finally:
            self.set_px_per_in(before)

    @contextmanager
    def labels_for_paper(self, px_per_in: float, font_px: int) -> Iterator[None]:
        """Every label set in ``font_px`` device pixels and placed once for a rendering at
        ``px_per_in`` device pixels per inch (an export sheet, the 1:1 plan); after, the
        labels, marks and badges exactly as the board showed them, without placing them
        again (among 1000 models each placement takes a tenth of a second or more)."""
        labels = [i.name_label for i in self.model_items.values() if i.name_label is not None]
        labels += [i.label for i in self.objective_items.values() if i.label is not None]
        saved = [(label, label.font_px, label.text, label.side, QPointF(label.pos()),
                  label.isVisible()) for label in labels]
        before = self.px_per_in
        for label in labels:
            label._font.setPixelSize(font_px)
            label.set_text(label.text)
        self.px_per_in = px_per_in
        self.place_labels()  # the marks fitted to the paper's scale, then the labels placed
        try:
            yield
        finally:
            self.px_per_in = before
            for label, px, text, side, pos, shown in saved:
                label._font.setPixelSize(px)
                label.set_text(text)
                label.set_side(side, pos)
                label.setVisible(shown)
            for item in self.model_items.values():
                if item.name_label is not None:
                    for mark in (item.mark, item.engaged_mark):
                        if mark.isVisible():
                            mark.fit_to_zoom(before, item.name_label.font_px)

    # -- the rules' verdicts ------------------------------------------------------------------
    def feedback(self, model_id: str) -> Feedback | None:
        """Status text and lines for a model from the judge's current verdict (``None`` when
        the rules do not judge it: off the table, or no judge)."""
        item = self.model_items.get(model_id)
        name = ""
        if item is not None:
            model = item.model
            name = display_name(model.name, model.label, item.player.warband)
        fb = self.controller.feedback(model_id, name)
        if (fb is not None and item is not None and item.engaged
                and model_id not in self.dragging):  # M8: where it stood before the drag
            fb = replace(fb, text=f"{fb.text} \u00b7 {item.combat_text}")
        return fb

    def apply_verdicts(self, update: Update) -> None:
        """Show verdicts: halos (a model being dragged shows green, red or amber; any other
        model only a red halo when it breaks a set-up rule), objective control, coherency.

        Verdicts on a game the items were not drawn from are ignored: when another game is
        opened the controller judges it before the scene redraws, and :meth:`rebuild` then
        applies the new game's verdicts itself."""
        if self.controller.state is not self._built_for:
            return
        flipped = []
        for mid, verdict in update.models.items():
            item = self.model_items.get(mid)
            if item is None:
                continue
            shown = _badges_shown(item)
            item.set_verdict(verdict)
            self._halo(item)
            if _badges_shown(item) != shown:
                flipped.append(item)
        self._labels_clear_of(flipped)
        if self._labels_due and self.dragging:  # still moving: no pause yet
            self._label_timer().start(LABEL_PAUSE_MS)
        players = {p.id: p for p in self.controller.state.players}
        changed = False
        for oid, verdict in update.objectives.items():
            item = self.objective_items.get(oid)
            if item is not None:
                changed |= item.set_control(
                    [players[p] for p in verdict.controlled_by if p in players],
                    verdict.contested)
        if changed:  # a label's text, so its width, changed: placed at once
            self.place_objective_labels()
        elif update.objectives and self.dragging:
            # a model carried past an objective changes nothing it shows: its label moves
            # clear of the model when the drag pauses, or at the drop (2 ms a move, issue 21)
            self._objective_labels_due = True
            self._label_timer().start(LABEL_PAUSE_MS)
        elif update.objectives:
            self.place_objective_labels()
        if self.coherency_item is not None and update.models:
            self._update_coherency()

    def _halo(self, item: ModelItem) -> None:
        verdict = item.verdict
        if verdict is None or not item.isVisible():
            item.set_feedback("")
        elif item.model_id in self.dragging:
            fb = self.feedback(item.model_id)
            item.set_feedback(fb.state if fb else "")
        else:
            item.set_feedback("illegal" if not verdict.legal else "")

    def set_dragging(self, ids) -> None:  # noqa: ANN001 - iterable of model ids
        """Models being dragged show their full verdict (green/red/amber) on their halo, and
        are drawn above the others (a model dropped onto another, G8, stays in sight)."""
        old, self.dragging = self.dragging, set(ids)
        if not self.dragging:
            self._place_due_labels()  # the drop: nothing waits for a pause any more
        for mid in old | self.dragging:
            item = self.model_items.get(mid)
            if item is not None:
                item.setZValue(6 if mid in self.dragging else item.rest_z)
                self._halo(item)

    def show_lines(self, specs: list[LineSpec] | tuple[LineSpec, ...]) -> None:
        """Draw these measured lines (and hide the ones drawn before)."""
        while len(self.lines) < len(specs):
            ruler = RulerItem()
            self.addItem(ruler)
            self.lines.append(ruler)
        for ruler, spec in zip(self.lines, specs):
            ruler.set_line(spec.p1, spec.p2, spec.text, spec.kind)
            ruler.setVisible(True)
        for ruler in self.lines[len(specs):]:
            ruler.setVisible(False)

    @contextmanager
    def clean_for_export(self, rendered: bool = True):  # noqa: ANN201 - a context manager
        """Hide what belongs to the moment, not to the position (selection and its rings,
        measure rulers, drag lines) while the scene is rendered for print or export; red halos
        and objective control stay, they are the rules' verdict on the position.
        ``rendered``: through ``QGraphicsScene.render`` (the items' pixmap caches are
        switched off meanwhile); ``False``: each item's ``paint`` is called directly (the
        1:1 plan), which never reads the cache, so the screen keeps its pixmaps."""
        selected = [i for i in self.selectedItems()]
        everything = self.items()
        rulers = [i for i in everything if isinstance(i, RulerItem) and i.isVisible()]
        # items cached as pixmaps for the screen are painted afresh for paper: a cached item
        # would reach a PDF as a bitmap at screen resolution
        cached = [(i, i.cacheMode()) for i in everything
                  if i.cacheMode() != QGraphicsItem.CacheMode.NoCache] if rendered else []
        for item, _mode in cached:
            item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self.clearSelection()
        for ruler in rulers:
            ruler.setVisible(False)
        if self.sight_item is not None:  # follows the selection: hidden with it
            self.sight_item.setVisible(False)
        try:
            yield self
        finally:
            for item, mode in cached:
                item.setCacheMode(mode)
            for ruler in rulers:
                ruler.setVisible(True)
            for item in selected:
                item.setSelected(True)

    def visible_lines(self) -> list[RulerItem]:
        return [r for r in self.lines if r.isVisible()]

    def _update_coherency(self) -> None:
        """S2 links: centres of unit-mates whose bases are within the coherency distance;
        from a model out of coherency, a broken link to its nearest unit-mate (the rules'
        measure, from the controller)."""
        assert self.coherency_item is not None
        self.coherency_item.set_links(*self.controller.coherency_links())

    def update_rings(self) -> None:
        """The selected model's 6 in and 8 in rings: true offsets of its base."""
        try:
            if self.rings_item is not None:
                self.removeItem(self.rings_item)
                self.rings_item = None
            selected = [i for i in self.selectedItems() if isinstance(i, ModelItem)]
        except RuntimeError:  # the scene is being deleted
            return
        if len(selected) != 1 or not selected[0].isVisible():
            return
        if self.controller.state.system != "mordheim":  # the 6 in (M4) and 8 in (M10) rings
            return
        item = selected[0]
        model = item.model
        rings = [(d, offset_path(model.base, model.facing_deg, d)) for d in SELECTED_RINGS_IN]
        table = self.table_rect

        def avoid(rect: QRectF) -> bool:  # a ring's label must not sit under another base
            if not table.contains(rect):
                return True
            return any(other is not item and other.isVisible()
                       and other.sceneBoundingRect().intersects(rect)
                       for other in self.model_items.values())

        self.rings_item = RingsItem(item, rings, avoid)

    def update_turn(self) -> None:
        """Mark activated models and the models of the player whose activation it is; tint
        segments in the colour of the warband that chose them (M4)."""
        state = self.controller.state
        owners = {p.segment: p for p in state.players if p.segment}
        for letter, segment in self.segment_items.items():
            if segment.owner is not owners.get(letter):
                segment.set_owner(owners.get(letter))
        setup = self.controller.setup_rules
        for segment in self.segment_items.values():
            segment.show_zone = setup
            segment.update()
        for zone in self.edge_zone_items.values():
            zone.setVisible(setup)
        self._draw_area()  # shown while the set-up runs
        self.update_combats()  # an alliance made or broken changes who fights whom (M10)
        done = set(state.turn.activated)
        current = self.controller.whose_activation
        for item in self.model_items.values():
            item.activated = item.model_id in done
            item.active = item.model.player == current and not item.activated
            item.update()


def _badges_shown(item) -> tuple[bool, ...]:  # noqa: ANN001 - ModelItem
    """Which of a model's marks and badges are shown (labels keep clear of them)."""
    from .labels import badges

    return tuple(m.isVisible() for m in badges(item))
