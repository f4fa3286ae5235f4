"""Interaction objects for the board: one object per gesture, with start/update/finish/cancel.

The view hands mouse events to the tool in charge; a tool previews on the items and, when
finished, asks the controller for one command. Tools never change the state themselves.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF

from app.ui.controller import GameController

from .items import ModelItem


class MoveModelTool:
    """Drag one model: the item follows the cursor; the drop pushes one ``MoveModel``."""

    def __init__(self, controller: GameController, item: ModelItem, grab_scene: QPointF) -> None:
        self.controller = controller
        self.item = item
        self.start = QPointF(item.pos())
        self.offset = item.pos() - grab_scene
        self.moved = False

    def update(self, scene_pos: QPointF) -> QPointF:
        """Preview the model at the cursor; returns the base centre in inches."""
        centre = scene_pos + self.offset
        self.item.setPos(centre)
        self.moved = self.moved or centre != self.start
        return centre

    def finish(self, scene_pos: QPointF) -> None:
        centre = self.update(scene_pos)
        if self.moved:
            self.controller.move_model(self.item.model_id, centre.x(), centre.y())

    def cancel(self) -> None:
        self.item.setPos(self.start)
