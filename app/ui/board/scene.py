"""The board scene: projects the game state onto items, kept by id.

The scene listens to the controller; it never changes the state. Units are inches (G2).
Layers it holds do the rest: the labels (:class:`~app.ui.board.label_layer.LabelLayer`,
``scene.labels``: placed clear of the bases, for the view's zoom or for paper), what the
selected model sees (:class:`~app.ui.board.sight_layer.SightLayer`, ``scene.sight``, T4) and
the set-up zones (:class:`~app.ui.board.zone_layer.ZoneLayer`, ``scene.zones``, M2/M4/S2) and
the exposure while planning (:class:`~app.ui.board.exposure_layer.ExposureLayer`,
``scene.exposure``, R4/R5).
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import replace

from PySide6.QtCore import QRectF, Signal
from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from app.game.labels import assign_labels, display_labels
from app.game.scenario_words import shown_name
from app.i18n import translate
from app.rules.judge import BATTLE_FORMATIONS, display_name
from app.rules.verdicts import Update
from app.ui.controller import GameController

from . import style
from .exposure_layer import ExposureLayer
from .feedback import Feedback, LineSpec
from .items import ModelItem, ObjectiveItem, SegmentItem, TableItem
from .label_item import LabelItem
from .label_layer import LabelLayer, badges_shown
from .overlays import CoherencyItem, DefenderAreaItem, EdgeZoneItem, RingsItem, RulerItem
from .reach_layer import ReachLayer
from .shapes import offset_path
from .sight import SightCache
from .sight_layer import SightLayer
from .terrain_items import TerrainItem
from .zone_layer import ZoneLayer

SELECTED_RINGS_IN = (6.0, 8.0)
SETUP_GAP_RING_IN = 6.0
"""The ring of M4's set-up gap: drawn while the game is set up only."""
"""Rings around a selected model: the set-up gap (M4) and the running range (M10); both
are Mordheim rules, so only Mordheim games show them."""


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
        self.objective_items: dict[str, ObjectiveItem] = {}
        self.model_items: dict[str, ModelItem] = {}
        self.terrain_items: dict[str, TerrainItem] = {}
        """The terrain pieces (T1), by id."""
        self.sight = SightLayer(self)
        """What the selected model sees (T4), shaded while Sight is on."""
        self.zones = ZoneLayer(self)
        """The set-up zones (M2, M4, S2)."""
        self.reach = ReachLayer(self)
        """The selected model's move ring and charge reach, the enemies' with Shift (R1-R3)."""
        self.coherency_item: CoherencyItem | None = None
        self.rings_item: RingsItem | None = None
        self.lines: list[RulerItem] = []
        self.dragging: set[str] = set()
        self._px_per_in = 12.0
        self.labels = LabelLayer(self)
        """The models' and objectives' labels, placed clear of the bases."""
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
        self.selectionChanged.connect(self.reach.refresh)
        self.selectionChanged.connect(self.sight.refresh)
        self.exposure = ExposureLayer(self)
        """How many enemy warbands see each spot (R4), shaded while Exposure is on; the race
        to the objectives (R5)."""
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
        self.reach.forget_items()
        self.clear()
        self.objective_items.clear()
        self.model_items.clear()
        self.zones.forget_items()
        self.coherency_item = None
        self.sight.forget_item()  # deleted with the others
        self.exposure.forget_items()
        self.terrain_items = {}
        self.lines = []
        self.dragging = set()
        self.labels.reset()  # a drag's labels waiting for a pause: the new game places all
        state = self.controller.state
        self._built_for = state
        table = state.table
        self._fit_scene_rect()
        self.table_item = TableItem(table)
        self.addItem(self.table_item)
        for piece in state.terrain:
            self._add_piece(piece)
        self._flag_stacked()
        self.zones.build()
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
        self.labels.place_model_labels()
        self.labels.place_objective_labels()
        self.update_turn()
        self.apply_verdicts(self.controller.verdicts())
        self.sight.refresh()

    def _detach_model_items(self) -> dict[str, ModelItem]:
        """The models' items taken out of the scene, by id, with nothing selected and no
        rings (for :meth:`rebuild` to hand on to the next game's models)."""
        self.clearSelection()
        if self.rings_item is not None:  # a child of the selected model's item
            self.removeItem(self.rings_item)
            self.rings_item = None
        self.reach.drop_rings()
        items = dict(self.model_items)
        for item in items.values():
            self.removeItem(item)
        return items

    # -- terrain (T1) --------------------------------------------------------------------------
    def _add_piece(self, piece) -> TerrainItem:  # noqa: ANN001 - TerrainPiece
        item = TerrainItem(piece, self.controller.state.scenario)
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
        self.sight.refresh()
        self.labels.place_objective_labels()  # clear of the pieces' names where they are now

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
        self.labels.clear_of(flipped)

    def _add_objective(self, objective) -> ObjectiveItem:  # noqa: ANN001 - state Objective
        state = self.controller.state
        control = state.objective_control
        owner = next((p for p in state.players if p.id == objective.owner), None)
        item = ObjectiveItem(objective, control.control_in, control.contest_in, owner,
                             shown_name(state.scenario, objective.name))
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
        self.labels.place_objective_labels()
        self._fit_scene_rect()

    def update_zones(self) -> None:
        """The set-up zones changed (edges dealt out, S2; the defender chosen, M2)."""
        self.zones.draw()

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
        self.reach.refresh()
        if self.sight.shown:
            self.sight.refresh()
        self.labels.models_moved(ids)
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
            self.labels.place_labels()  # the marks fitted to the zoom, then the labels placed

    # -- what others ask of the layers: paper asks any scene for the first three (LabelLayer),
    # the view for sight (SightLayer); tests and paper for the zones (ZoneLayer) --------------
    def place_labels(self) -> None:
        self.labels.place_labels()

    def labels_placed_at(self, px_per_in: float):  # noqa: ANN201 - a context manager
        return self.labels.labels_placed_at(px_per_in)

    def labels_for_paper(self, px_per_in: float, font_px: int):  # noqa: ANN201 - a context manager
        return self.labels.labels_for_paper(px_per_in, font_px)

    @property
    def sight_shown(self) -> bool:
        return self.sight.shown

    @property
    def sight_text(self) -> str:
        return self.sight.text

    @property
    def sight_cache(self) -> SightCache:
        return self.sight.cache

    def set_sight_shown(self, shown: bool) -> None:
        self.sight.set_shown(shown)

    def sight_model_selected(self) -> bool:
        return self.sight.model_selected()

    def sight_during_drag(self, ids) -> None:  # noqa: ANN001 - iterable of model ids
        self.sight.during_drag(ids)

    @property
    def segment_items(self) -> dict[str, SegmentItem]:
        return self.zones.segment_items

    @property
    def edge_zone_items(self) -> dict[str, EdgeZoneItem]:
        return self.zones.edge_zone_items

    @property
    def area_item(self) -> DefenderAreaItem | None:
        return self.zones.area_item

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
            shown = badges_shown(item)
            item.set_verdict(verdict)
            self._halo(item)
            if badges_shown(item) != shown:
                flipped.append(item)
        labels = self.labels
        labels.clear_of(flipped)
        labels.keep_waiting()
        players = {p.id: p for p in self.controller.state.players}
        changed = False
        for oid, verdict in update.objectives.items():
            item = self.objective_items.get(oid)
            if item is not None:
                changed |= item.set_control(
                    [players[p] for p in verdict.controlled_by if p in players],
                    verdict.contested)
        if changed:  # a label's text, so its width, changed: placed at once
            labels.place_objective_labels()
        elif update.objectives and self.dragging:
            # a model carried past an objective changes nothing it shows: its label moves
            # clear of the model when the drag pauses, or at the drop (2 ms a move, issue 21)
            labels.objectives_wait()
        elif update.objectives:
            labels.place_objective_labels()
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
        self.exposure.board_held(bool(self.dragging))
        if not self.dragging:
            self.labels.place_due()  # the drop: nothing waits for a pause any more
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
        self.sight.hide()  # follows the selection: hidden with it
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
        distances = SELECTED_RINGS_IN if self.controller.state.turn.phase == "setup" \
            else tuple(d for d in SELECTED_RINGS_IN if d != SETUP_GAP_RING_IN)  # trial 6
        rings = [(d, offset_path(model.base, model.facing_deg, d)) for d in distances]
        table = self.table_rect

        def avoid(rect: QRectF) -> bool:  # a ring's label must not sit under another base
            if not table.contains(rect):
                return True
            return any(other is not item and other.isVisible()
                       and other.base_scene_rect().intersects(rect)
                       for other in self.model_items.values())

        words = {6.0: translate("BoardOverlays", "set-up gap (M4)"),  # trial 5: what each
                 8.0: translate("BoardOverlays", "running (M10)")}  # is for
        self.rings_item = RingsItem(item, rings, avoid, words)

    def update_turn(self) -> None:
        """Mark activated models and the models of the player whose activation it is; tint
        segments in the colour of the warband that chose them (M4)."""
        state = self.controller.state
        self.zones.update_turn()
        self.update_combats()  # an alliance made or broken changes who fights whom (M10)
        done = set(state.turn.activated)
        current = self.controller.whose_activation
        for item in self.model_items.values():
            activated = item.model_id in done
            item.set_turn(activated, item.model.player == current and not activated)

