"""The board scene: projects the game state onto items, kept by id.

The scene listens to the controller; it never changes the state. Units are inches (G2).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene

from app.ui.controller import GameController

from . import style
from .items import LabelItem, ModelItem, ObjectiveItem, SegmentItem, TableItem
from .shapes import to_path


class BoardScene(QGraphicsScene):
    """Table, segments with their zones, objectives and models of the controller's game."""

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.controller = controller
        self.table_item: TableItem | None = None
        self.segment_items: dict[str, SegmentItem] = {}
        self.objective_items: dict[str, ObjectiveItem] = {}
        self.model_items: dict[str, ModelItem] = {}
        self.setBackgroundBrush(style.BACKGROUND)
        controller.gameReplaced.connect(self.rebuild)
        controller.modelsChanged.connect(self.update_models)
        controller.turnChanged.connect(self.update_turn)
        self.rebuild()

    @property
    def table_rect(self) -> QRectF:
        """The table in scene units (inches)."""
        table = self.controller.state.table
        return QRectF(0, 0, table.width_in, table.depth_in)

    def rebuild(self) -> None:
        """Drop every item and draw the whole game again."""
        self.clear()
        self.segment_items.clear()
        self.objective_items.clear()
        self.model_items.clear()
        state = self.controller.state
        table = state.table
        m = style.TABLE_MARGIN_IN
        self.setSceneRect(QRectF(-m, -m, table.width_in + 2 * m, table.depth_in + 2 * m))
        self.table_item = TableItem(table)
        self.addItem(self.table_item)
        if state.deployment.kind == "edge-segments":
            owners = {p.segment: p for p in state.players if p.segment}
            for letter in table.segments():
                zone = to_path(table.segment_zone(letter, state.deployment.zone_depth_in))
                item = SegmentItem(table, letter, zone, owners.get(letter))
                self.segment_items[letter] = item
                self.addItem(item)
        for objective in state.objectives:
            item = ObjectiveItem(objective)
            LabelItem(item, item.name, item.radius_in)
            self.objective_items[objective.id] = item
            self.addItem(item)
        for model in state.models:
            item = ModelItem(model, state.player(model.player))
            LabelItem(item, model.label or model.name, item.base_shape().boundingRect().bottom())
            self.model_items[model.id] = item
            self.addItem(item)
        self.update_turn()

    def update_models(self, ids: frozenset[str]) -> None:
        state = self.controller.state
        for model_id in ids:
            model = state.model(model_id)
            self.model_items[model_id].sync(model, state.player(model.player))

    def update_turn(self) -> None:
        """Mark activated models and the models of the player whose activation it is; tint
        segments in the colour of the warband that chose them (M4)."""
        state = self.controller.state
        owners = {p.segment: p for p in state.players if p.segment}
        for letter, segment in self.segment_items.items():
            if segment.owner is not owners.get(letter):
                segment.set_owner(owners.get(letter))
        done = set(state.turn.activated)
        current = self.controller.whose_activation
        for item in self.model_items.values():
            item.activated = item.model_id in done
            item.active = item.model.player == current and not item.activated
            item.update()
