"""The board's reach layer (R1-R3, issue 33): the selected model's move ring and charge reach,
every enemy model's charge reach while Shift is held, and what a carried model's spot risks
(R2-R4, :class:`app.game.threats.SpotThreats`) for the drag's status text.

The rings are true offsets of the base (:func:`~app.ui.board.shapes.offset_path`), each
labelled small: the move ring ("move 6"), then the charge reach in R2's bands ("charge:
certain", "charge: likely", "charge: long shot"; Mordheim: "charge 8", R3's 2 x M), their
radii from :func:`app.rules.planning.reach_bands` (the layer restates no rule). They are a
:class:`~app.ui.board.overlays.RingsItem`, so they are cached in parts as the 6"/8" rings
are, and follow the model while it is carried. A model with no known Movement (R1) shows no
ring; selected, the status line says how to set one (:meth:`ReachLayer.note`).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from app.game.planning import Planner
from app.game.threats import SpotThreats, chargers_of, movement_note, planning_player
from app.i18n import translate
from app.rules.planning import CERTAIN, LIKELY, movement_of, reach_bands

from . import style
from .items import ModelItem, ObjectiveItem
from .label_item import LabelItem
from .overlays import RingsItem
from .paint import cosmetic_pen
from .shapes import offset_path

BoardScene = QGraphicsScene
"""What the layer is given: the :class:`~app.ui.board.scene.BoardScene` (named by its Qt base:
the scene imports this module)."""

MOVE_COLOUR = QColor(20, 20, 20, 190)
"""The move ring (R1's Movement)."""
CHARGE_COLOUR = QColor(118, 42, 131, 210)
"""The charge reach (R2, R3): a purple kept apart from the warbands' palette and the rules'
red and amber; the bands differ by their dash pattern too, never by colour alone."""
BAND_DASH = {CERTAIN: Qt.PenStyle.SolidLine, LIKELY: Qt.PenStyle.DashLine}
"""R2's bands by pen: certain solid, likely dashed, a long shot dotted."""


def reach_rings(system: str, model) -> list[tuple[str, float, str]]:  # noqa: ANN001 - Model
    """R1-R3: ``(kind, gap in inches, label)`` for a model's rings, nearest first (``kind``
    ``"move"`` or an odds word); empty when its Movement is not known."""
    move = movement_of(model)
    if move is None:
        return []
    rings = [("move", move.inches,
              translate("Reach", "move {inches}").format(inches=f"{move.inches:g}"))]
    for word, gap in reach_bands(system, move):
        if system == "mordheim":
            label = translate("Reach", "charge {inches}").format(inches=f"{gap:g}")
        elif word == CERTAIN:
            label = translate("Reach", "charge: certain")
        elif word == LIKELY:
            label = translate("Reach", "charge: likely")
        else:
            label = translate("Reach", "charge: long shot")
        rings.append((word, gap, label))
    return rings


class ReachRingsItem(RingsItem):
    """A selected model's move ring and charge reach, labelled small (see the module
    docstring); a child of its item, drawn and cached as :class:`RingsItem` draws its
    rings."""

    TEXT_IN = 0.55

    def __init__(self, parent: QGraphicsItem, rings: list[tuple[str, float, str]],
                 avoid=None) -> None:  # noqa: ANN001 - callable(QRectF in scene) -> bool
        model = parent.model
        self.kinds = [kind for kind, _, _ in rings]
        self.texts = [text for _, _, text in rings]
        super().__init__(parent, [(gap, offset_path(model.base, model.facing_deg, gap))
                                  for _, gap, _ in rings], avoid)

    def label_text(self, i: int) -> str:
        return self.texts[i]

    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for i, (_, path) in enumerate(self.rings):
            kind = self.kinds[i]
            colour = MOVE_COLOUR if kind == "move" else CHARGE_COLOUR
            pen = cosmetic_pen(colour, 2.0 if kind == "move" else 1.6)
            pen.setStyle(BAND_DASH.get(kind, Qt.PenStyle.DotLine) if kind != "move"
                         else Qt.PenStyle.SolidLine)
            painter.setPen(pen)
            painter.drawPath(path)
        for i in range(len(self.rings)):
            self.draw_label(painter, i, MOVE_COLOUR if self.kinds[i] == "move"
                            else CHARGE_COLOUR)


class EnemyReachItem(QGraphicsItem):
    """Every enemy model's charge reach for one player (Shift held): around each charger the
    true offset of its base by its reach (R2, R3), lightly tinted in its warband's colour
    and dashed, with its certain band drawn solid inside. One item for them all, cached."""

    def __init__(self, reaches: list[tuple[QPainterPath, QPainterPath, QColor]]) -> None:
        super().__init__()
        self.setZValue(3)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.reaches = reaches
        rect = QRectF()
        for outer, _, _ in reaches:
            rect = rect.united(outer.boundingRect())
        self._rect = rect.adjusted(-0.5, -0.5, 0.5, 0.5)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for outer, certain, colour in self.reaches:
            fill = QColor(colour)
            fill.setAlpha(28)
            pen = cosmetic_pen(colour, 1.5)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(fill)
            painter.drawPath(outer)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(cosmetic_pen(colour, 1.5))
            painter.drawPath(certain)


class ReachLayer:
    """The reach rings of the selected model, the enemies' reach with Shift held, and the
    drag's threats, for ``scene``."""

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene
        self.rings_item: ReachRingsItem | None = None
        self.enemy_item: EnemyReachItem | None = None
        self.enemy_player: str | None = None
        """Whose enemies' reach is shown (Shift held), while it is."""

    @property
    def planner(self) -> Planner:
        """R4's exposure, cached across drags: the exposure layer's own
        (:class:`app.game.planning.Planner`), so a moved piece is worked out once."""
        return self.scene.exposure.maker.planner

    # -- the selected model's rings ----------------------------------------------------------
    def forget_items(self) -> None:
        """The scene was cleared: its items are gone."""
        self.rings_item = None
        self.enemy_item = None
        self.enemy_player = None
        self.enemy_text = ""
        """The status line's sentence for the enemies' reach drawn ("" while none is)."""

    def drop_rings(self) -> None:
        item, self.rings_item = self.rings_item, None
        if item is not None:
            try:
                if item.scene() is not None:
                    item.scene().removeItem(item)
            except RuntimeError:  # deleted with its model's item
                pass

    def refresh(self) -> None:
        """Draw the selected model's move ring and charge reach again (none, or another
        model, selected: taken away)."""
        scene = self.scene
        self.drop_rings()
        try:
            selected = [i for i in scene.selectedItems() if isinstance(i, ModelItem)]
        except RuntimeError:  # the scene is being deleted
            return
        if len(selected) != 1 or not selected[0].isVisible():
            return
        item = selected[0]
        rings = reach_rings(scene.controller.state.system, item.model)
        if not rings:
            return
        table = scene.table_rect
        others = [] if scene.rings_item is None else [
            scene.rings_item.parentItem().mapRectToScene(r)
            for r in scene.rings_item.label_rects]

        def avoid(rect: QRectF) -> float:  # what a label would hide there (0: nothing)
            cost = 0.0 if table.contains(rect) else 100.0
            cost += 10.0 * sum(1 for o in others if o.intersects(rect))
            cost += sum(1 for other in scene.model_items.values()
                        if other is not item and other.isVisible()
                        and other.sceneBoundingRect().intersects(rect))
            cost += sum(0.5 for thing in scene.items(rect)
                        if isinstance(thing, (ObjectiveItem, LabelItem)) and thing.isVisible())
            return cost

        self.rings_item = ReachRingsItem(item, rings, avoid)

    def note(self, model_id: str) -> str:
        """R1: the status line's word for a selected model with no known Movement ("")."""
        try:
            model = self.scene.controller.state.model(model_id)
        except KeyError:
            return ""
        return movement_note(model)

    # -- Shift: the enemies' reach -----------------------------------------------------------
    @property
    def enemies_shown(self) -> bool:
        return self.enemy_item is not None

    def whose_plan(self) -> str | None:
        """The player the enemies' reach is drawn for (:func:`planning_player`): the
        selected model's player (its enemies are what threatens it: trial 5), else the one
        chosen in the Exposure list while Exposure is shown, else the one who sets up now or
        whose turn it is (``None``: nobody's)."""
        state = self.scene.controller.state
        exposure = self.scene.exposure
        chosen = exposure.chosen if exposure.shown else None
        selected = [i for i in self.scene.selectedItems() if isinstance(i, ModelItem)]
        owner = selected[0].model.player if len(selected) == 1 else None
        return planning_player(state, owner, chosen)

    def show_enemies(self) -> str:
        """Draw every enemy model's charge reach for :meth:`whose_plan`; returns the status
        line's sentence (with no enemy model of a known Movement on the table, nothing is
        drawn and the sentence says why)."""
        self.hide_enemies()
        state = self.scene.controller.state
        player = self.whose_plan()
        chargers = chargers_of(state, player)
        colours = {p.id: QColor(p.colour) for p in state.players}
        reaches = []
        for mid, (fp, move) in chargers.items():
            model = state.model(mid)
            bands = reach_bands(state.system, move)
            at = QPointF(fp.x, fp.y)
            outer = offset_path(model.base, model.facing_deg, bands[-1][1]).translated(at)
            certain = offset_path(model.base, model.facing_deg, bands[0][1]).translated(at)
            reaches.append((outer, certain, colours.get(model.player, style.RING)))
        if not reaches:  # nothing to draw: the status line says why (R1), while Shift is held
            if player is None:
                self.enemy_text = translate(
                    "Reach", "No model on the table has a known Movement: no charge reach to "
                             "show (set it in the model editor)")
            else:
                self.enemy_text = translate(
                    "Reach", "No enemy model of {player}'s on the table has a known Movement: "
                             "no charge reach to show (set it in the model editor)").format(
                    player=state.player(player).name)
            return self.enemy_text
        self.enemy_item = EnemyReachItem(reaches)
        self.scene.addItem(self.enemy_item)
        self.enemy_player = player
        if player is None:
            self.enemy_text = translate("Reach", "Charge reach of every model with a known "
                                                 "Movement: {n}").format(n=len(reaches))
            return self.enemy_text
        name = state.player(player).name
        n = len(reaches)  # English has no catalogue to pick a plural form from
        text = (translate("Reach", "Charge reach of {player}'s enemies: 1 model (Shift held; "
                                   "solid line: certain to reach)") if n == 1 else
                translate("Reach", "Charge reach of {player}'s enemies: %n models (Shift held; "
                                   "solid line: certain to reach)", None, n))
        self.enemy_text = text.format(player=name)
        return self.enemy_text

    def hide_enemies(self) -> str:
        """Take the enemies' reach off the board; returns the sentence it was shown with
        (for the status line to forget: trial 8 read it after Shift was let go)."""
        said, self.enemy_text = self.enemy_text, ""
        item, self.enemy_item = self.enemy_item, None
        if item is not None:
            try:
                if item.scene() is not None:
                    item.scene().removeItem(item)
            except RuntimeError:  # deleted with the scene
                pass
        self.enemy_player = None
        return said

    # -- a carried model's spot --------------------------------------------------------------
    def threats_for(self, model_id: str, carried=()) -> SpotThreats | None:  # noqa: ANN001
        """R2-R4 for model ``model_id`` carried (with ``carried``), worked out once for the
        drag; ``None`` should the rules fail on the game (the drag goes on without)."""
        try:
            return SpotThreats(self.scene.controller.state, model_id, self.planner, carried)
        except (KeyError, ValueError):
            return None
