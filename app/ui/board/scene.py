"""The board scene: projects the game state onto items, kept by id.

The scene listens to the controller; it never changes the state. Units are inches (G2).
"""

from __future__ import annotations

from contextlib import contextmanager

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from app.rules.geometry import within
from app.rules.judge import BATTLE_FORMATIONS, display_name
from app.rules.verdicts import Update
from app.ui.controller import GameController

from . import style
from .feedback import Feedback, LineSpec, feedback
from .features import FeatureItem
from .items import LabelItem, ModelItem, ObjectiveItem, SegmentItem, TableItem
from .overlays import CoherencyItem, EdgeZoneItem, RingsItem, RulerItem
from .shapes import edge_zone_path, offset_path, segment_zone_path

SELECTED_RINGS_IN = (6.0, 8.0)
"""Rings around a selected model: the set-up gap (M4) and the running range (M10); both
are Mordheim rules, so only Mordheim games show them."""


LABEL_ROOM_IN = 1.0
"""Table depth (inches) an objective's label needs over its control ring to stay on the table."""

MODEL_LABEL_PX = 60
"""A generous half width (screen pixels) of a model's name label: models farther than that
(plus their base) beside an objective's label cannot meet it and are not measured."""


class BoardScene(QGraphicsScene):
    """Table, segments with their zones, objectives and models of the controller's game,
    and the rules' verdicts on them (from the controller's judge): red halos on models that
    break a set-up rule, objective control, Battle Formations zones and coherency links, and
    the selected model's 6"/8" rings. Drag feedback lines are shown with :meth:`show_lines`."""

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.controller = controller
        self.table_item: TableItem | None = None
        self.segment_items: dict[str, SegmentItem] = {}
        self.objective_items: dict[str, ObjectiveItem] = {}
        self.model_items: dict[str, ModelItem] = {}
        self.edge_zone_items: dict[str, EdgeZoneItem] = {}
        self.coherency_item: CoherencyItem | None = None
        self.rings_item: RingsItem | None = None
        self.lines: list[RulerItem] = []
        self.dragging: set[str] = set()
        self.px_per_in = 12.0
        """The view's scale (:meth:`set_px_per_in`), which places the objectives' labels."""
        self._built_for: object | None = None  # the GameState the items were drawn from
        self.setBackgroundBrush(style.BACKGROUND)
        controller.gameReplaced.connect(self.rebuild)
        controller.modelsChanged.connect(self.update_models)
        controller.turnChanged.connect(self.update_turn)
        controller.verdictsChanged.connect(self.apply_verdicts)
        self.selectionChanged.connect(self.update_rings)
        self.rebuild()

    @property
    def table_rect(self) -> QRectF:
        """The table in scene units (inches)."""
        table = self.controller.state.table
        return QRectF(0, 0, table.width_in, table.depth_in)

    def rebuild(self) -> None:
        """Drop every item and draw the whole game again."""
        self.rings_item = None
        self.clear()
        self.segment_items.clear()
        self.objective_items.clear()
        self.model_items.clear()
        self.edge_zone_items.clear()
        self.coherency_item = None
        self.rings_item = None
        self.lines = []
        self.dragging = set()
        state = self.controller.state
        self._built_for = state
        table = state.table
        m = style.TABLE_MARGIN_IN
        self.setSceneRect(QRectF(-m, -m, table.width_in + 2 * m, table.depth_in + 2 * m))
        self.table_item = TableItem(table)
        self.addItem(self.table_item)
        self.feature_items = [FeatureItem(f) for f in state.features]
        for feature_item in self.feature_items:
            self.addItem(feature_item)
        if state.deployment.kind == "edge-segments":
            owners = {p.segment: p for p in state.players if p.segment}
            for letter in table.segments():
                zone = segment_zone_path(table, letter, state.deployment.zone_depth_in)
                item = SegmentItem(table, letter, zone, owners.get(letter))
                self.segment_items[letter] = item
                self.addItem(item)
        if state.deployment.kind == BATTLE_FORMATIONS:
            depth = state.deployment.zone_depth_in
            for player in state.players:
                if player.edge:
                    zone = edge_zone_path(table, player.edge, depth)
                    text = f"{player.warband}: set up within {depth:g} in of this edge (S2)"
                    item = EdgeZoneItem(zone, QColor(player.colour), text)
                    self.edge_zone_items[player.id] = item
                    self.addItem(item)
            self.coherency_item = CoherencyItem(self.table_rect.adjusted(-1, -1, 1, 1))
            self.addItem(self.coherency_item)
        control = state.objective_control
        for objective in state.objectives:
            owner = next((p for p in state.players if p.id == objective.owner), None)
            item = ObjectiveItem(objective, control.control_in, control.contest_in, owner)
            if item.counter:
                item.label = LabelItem(item, item.short_label, item.radius_in)
            else:  # by its control ring, clear of the models inside: place_objective_labels
                ring = max(item.control_in, item.contest_in)
                item.label = LabelItem(item, item.short_label, -ring, above=True)
            self.objective_items[objective.id] = item
            self.addItem(item)
        for model in state.models:
            item = ModelItem(model, state.player(model.player))
            item.running = state.system == "mordheim"
            item.name_label = LabelItem(item, model.label or model.name,
                                        item.base_shape().boundingRect().bottom())
            self.model_items[model.id] = item
            self.addItem(item)
        self.place_objective_labels()
        self.update_turn()
        judge = self.controller.judge
        if judge is not None:
            self.apply_verdicts(Update({v.id: v for v in judge.model_verdicts()},
                                       {v.id: v for v in judge.objective_verdicts()}))

    def update_models(self, ids: frozenset[str]) -> None:
        state = self.controller.state
        for model_id in ids:
            model = state.model(model_id)
            self.model_items[model_id].sync(model, state.player(model.player))
        self.update_rings()
        self.place_objective_labels()

    def set_px_per_in(self, px_per_in: float) -> None:
        """The view's scale. Labels keep their size on screen, so how much of the table they
        cover, and so where an objective's label fits, changes with the zoom."""
        if px_per_in > 0 and px_per_in != self.px_per_in:
            self.px_per_in = px_per_in
            self.place_objective_labels()

    def place_objective_labels(self) -> None:
        """Put each objective's label over its control ring (S4), clear of the models holding
        it inside the ring, whose labels hang down; under the ring when models outside it (a
        base or its label) are in the way over it and not under it, or when the table's top
        edge leaves less than :data:`LABEL_ROOM_IN` over it. Where both sides are crowded, the
        side with fewer models in the way."""
        scale = self.px_per_in
        models = [(m.x_in, m.y_in, m.base.radius_in, m.id) for m in self.controller.state.models]
        for item in self.objective_items.values():
            label = item.label
            if item.counter or label is None:
                continue
            ring = max(item.control_in, item.contest_in)
            centre = item.pos()
            x, y = centre.x(), centre.y()
            sides = ([True] if y - ring >= LABEL_ROOM_IN else []) + [False]
            boxes = {above: label.box_in(x, y - ring if above else y + ring, above, scale)
                     for above in sides}
            left = min(box[0] for box in boxes.values())
            right = max(box[2] for box in boxes.values())
            top = min(box[1] for box in boxes.values())
            bottom = max(box[3] for box in boxes.values())
            beside = MODEL_LABEL_PX / scale  # a model's label reaches this far beside it
            under = 2 * label.size_px()[1] / scale  # and, hanging down, this far under it
            in_the_way: list[tuple[float, float, float, float]] = []
            for model_x, model_y, radius, model_id in models:
                if not (left - radius - beside <= model_x <= right + radius + beside
                        and top - radius - under <= model_y <= bottom + radius):
                    continue  # neither its base nor its label can reach this label
                model_item = self.model_items.get(model_id)
                if model_item is None or not model_item.isVisible():
                    continue
                in_the_way.append((model_x - radius, model_y - radius,
                                   model_x + radius, model_y + radius))
                name = model_item.name_label
                if name is not None:
                    in_the_way.append(name.box_in(model_x, model_y + name.offset_in,
                                                  name.above, scale))

            crowding = {side: sum(x0 < b[2] and b[0] < x1 and y0 < b[3] and b[1] < y1
                                  for b in in_the_way)
                        for side, (x0, y0, x1, y1) in boxes.items()}
            above = min(sides, key=lambda side: (crowding[side], sides.index(side)))
            item.label.place(-ring if above else ring, above)

    # -- the rules' verdicts ------------------------------------------------------------------
    def feedback(self, model_id: str) -> Feedback | None:
        """Status text and lines for a model from the judge's current verdict (``None`` when
        the rules do not judge it: off the table, or no judge)."""
        judge = self.controller.judge
        verdict = self.controller.verdict(model_id)
        if judge is None or verdict is None:
            return None
        item = self.model_items.get(model_id)
        name = ""
        if item is not None:
            model = item.model
            name = display_name(model.name, model.label, item.player.warband)
        return feedback(judge, verdict, name)

    def apply_verdicts(self, update: Update) -> None:
        """Show verdicts: halos (a model being dragged shows green, red or amber; any other
        model only a red halo when it breaks a set-up rule), objective control, coherency.

        Verdicts on a game the items were not drawn from are ignored: when another game is
        opened the controller judges it before the scene redraws, and :meth:`rebuild` then
        applies the new game's verdicts itself."""
        if self.controller.state is not self._built_for:
            return
        for mid, verdict in update.models.items():
            item = self.model_items.get(mid)
            if item is None:
                continue
            item.set_verdict(verdict)
            self._halo(item)
        players = {p.id: p for p in self.controller.state.players}
        for oid, verdict in update.objectives.items():
            item = self.objective_items.get(oid)
            if item is not None:
                item.set_control([players[p] for p in verdict.controlled_by if p in players],
                                 verdict.contested)
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
        """Models being dragged show their full verdict (green/red/amber) on their halo."""
        old, self.dragging = self.dragging, set(ids)
        for mid in old | self.dragging:
            item = self.model_items.get(mid)
            if item is not None:
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
    def clean_for_export(self):  # noqa: ANN201 - a context manager
        """Hide what belongs to the moment, not to the position (selection and its rings,
        measure rulers, drag lines) while the scene is rendered for print or export; red halos
        and objective control stay, they are the rules' verdict on the position."""
        selected = [i for i in self.selectedItems()]
        rulers = [i for i in self.items() if isinstance(i, RulerItem) and i.isVisible()]
        self.clearSelection()
        for ruler in rulers:
            ruler.setVisible(False)
        try:
            yield self
        finally:
            for ruler in rulers:
                ruler.setVisible(True)
            for item in selected:
                item.setSelected(True)

    def visible_lines(self) -> list[RulerItem]:
        return [r for r in self.lines if r.isVisible()]

    def _update_coherency(self) -> None:
        """S2 links: centres of unit-mates whose bases are within the coherency distance;
        from a model out of coherency, a broken link to its nearest unit-mate."""
        judge = self.controller.judge
        assert self.coherency_item is not None
        if judge is None:
            self.coherency_item.set_links([], [])
            return
        coherency = judge.coherency_in
        units: dict[tuple[str, str], list[str]] = {}
        for item in self.model_items.values():
            m = item.model
            if item.verdict is not None and m.on_table and m.unit:
                units.setdefault((m.player, m.unit), []).append(m.id)
        links, broken = [], []
        for ids in units.values():
            for i, a in enumerate(ids):
                near = judge.neighbours(a)
                pa = judge.footprint(a).centre
                for b in ids[i + 1:]:
                    d = near.get(b)
                    if d is not None and within(d, coherency):
                        links.append((pa, judge.footprint(b).centre))
                verdict = self.model_items[a].verdict
                for v in verdict.violations if verdict else ():
                    if v.rule == "S2" and v.reason.startswith("Out of coherency") and v.other:
                        try:
                            broken.append((pa, judge.footprint(v.other).centre))
                        except KeyError:
                            pass
        self.coherency_item.set_links(links, broken)

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
        done = set(state.turn.activated)
        current = self.controller.whose_activation
        for item in self.model_items.values():
            item.activated = item.model_id in done
            item.active = item.model.player == current and not item.activated
            item.update()
