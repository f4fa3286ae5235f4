"""The board's set-up zones: the table-edge segments with their zones (M4), the Battle
Formations zones of the players' edges (S2), the defender's own area (M2) and, where the
scenario gives no zones, the zones the players agreed (:mod:`app.rules.agreed`), tinted in
the colour of the warband that holds them and shown while the set-up rules apply.

:class:`~app.ui.board.scene.BoardScene` holds one (``scene.zones``) and tells it when the
game is drawn anew, when the zones change and when the turn moves on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainterPath
from PySide6.QtWidgets import QGraphicsItem

from app.game.commands import agrees_zones, zone_words
from app.game.setup_walk import defender_area_words
from app.game.state import setting_up
from app.i18n import translate
from app.rules.agreed import agreed_bounds, canonical
from app.rules.judge import BATTLE_FORMATIONS

from .items import SegmentItem
from .overlays import DefenderAreaItem, EdgeZoneItem
from .shapes import edge_zone_path, segment_zone_path

if TYPE_CHECKING:
    from app.ui.controller import GameController


MARKER_CLEAR_IN = (5.5, 3.5)
"""A zone's name keeps this far above and below an objective marker (inches): its control
ring, and its label above it."""


def name_spot(zone: QRectF, markers: list[tuple[float, float]], text_in: float) -> QPointF:
    """Where a zone's name (``text_in`` inches long) stands: its centre, else the first spot
    across the zone (its short side) whose line of text is clear of every objective marker
    and its label; else the one with the fewest in the way."""
    along_x = zone.width() >= zone.height()  # the words run along the long side
    half = min(text_in, (zone.width() if along_x else zone.height()) - 2.0) / 2 + 3.2
    above, below = MARKER_CLEAR_IN
    best, fewest = zone.center(), None
    for share in (0.5, 0.8, 0.2, 0.65, 0.35, 0.9, 0.1):
        if along_x:
            spot = QPointF(zone.center().x(), zone.top() + zone.height() * share)
            hits = sum(1 for x, y in markers if abs(x - spot.x()) <= half
                       and spot.y() - below <= y <= spot.y() + above)
        else:
            spot = QPointF(zone.left() + zone.width() * share, zone.center().y())
            hits = sum(1 for x, y in markers if abs(y - spot.y()) <= half
                       and abs(x - spot.x()) <= above)
        if not hits:
            return spot
        if fewest is None or hits < fewest:
            best, fewest = spot, hits
    return best


def text_length_in(text: str, height_in: float = 1.1) -> float:
    """How long a zone's name is on the board (inches), bold ``height_in`` tall."""
    from PySide6.QtGui import QFont, QFontMetricsF

    from .paint import TEXT_SCALE

    font = QFont()
    font.setPixelSize(max(1, round(height_in * TEXT_SCALE)))
    font.setBold(True)
    return QFontMetricsF(font).horizontalAdvance(text) / TEXT_SCALE


class ZonedBoard(Protocol):
    """What the zones layer uses of the board (:class:`~app.ui.board.scene.BoardScene`):
    its game, and room for the zones' items."""

    controller: GameController

    def addItem(self, item: QGraphicsItem) -> None: ...

    def removeItem(self, item: QGraphicsItem) -> None: ...


class ZoneLayer:
    """The set-up zones of ``scene``'s game, by segment letter and by player id."""

    def __init__(self, scene: ZonedBoard) -> None:
        self.scene = scene
        self.segment_items: dict[str, SegmentItem] = {}
        self.edge_zone_items: dict[str, EdgeZoneItem] = {}
        self.area_item: DefenderAreaItem | None = None
        """The defender's own set-up area (M2), while the set-up runs."""
        self.agreed_items: dict[str, EdgeZoneItem] = {}
        """The agreed set-up zones by player id (team-mates who agreed the same zone share
        one item, naming both warbands)."""

    def forget_items(self) -> None:
        """The scene dropped every item (a new game is drawn)."""
        self.segment_items.clear()
        self.edge_zone_items.clear()
        self.agreed_items.clear()
        self.area_item = None

    def build(self) -> None:
        """Draw the zones of the game the scene shows now (after :meth:`forget_items`)."""
        scene = self.scene
        state = scene.controller.state
        table = state.table
        if state.deployment.kind == "edge-segments":
            owners = {p.segment: p for p in state.players if p.segment}
            for letter in table.segments():
                zone = segment_zone_path(table, letter, state.deployment.zone_depth_in)
                item = SegmentItem(table, letter, zone, owners.get(letter))
                self.segment_items[letter] = item
                scene.addItem(item)
        self.draw()

    def draw(self) -> None:
        """The Battle Formations zones of the players' edges (S2) and the defender's own area
        (M2), as the game has them now (edges dealt out, S2; the defender chosen, M2)."""
        scene = self.scene
        state = scene.controller.state
        for item in self.edge_zone_items.values():
            scene.removeItem(item)
        self.edge_zone_items.clear()
        if state.deployment.kind == BATTLE_FORMATIONS:
            depth = state.deployment.zone_depth_in
            for player in state.players:
                if player.edge:
                    zone = edge_zone_path(state.table, player.edge, depth)
                    text = translate("ZoneLayer", "{warband}: set up within {depth} in of this "
                                     "edge (S2)").format(warband=player.warband, depth=f"{depth:g}")
                    item = EdgeZoneItem(zone, QColor(player.colour), text)
                    item.setVisible(scene.controller.setup_rules)
                    self.edge_zone_items[player.id] = item
                    scene.addItem(item)
        self._draw_agreed()
        self._draw_area()

    def _draw_agreed(self) -> None:
        """The zones the players agreed (``players-agree``), one item per distinct zone."""
        scene = self.scene
        state = scene.controller.state
        for item in set(self.agreed_items.values()):
            scene.removeItem(item)
        self.agreed_items.clear()
        if not agrees_zones(state):
            return
        groups: dict[tuple, list] = {}
        for player in state.players:
            zone = canonical(player.agreed_zone) if player.agreed_zone else None
            if zone is not None:
                groups.setdefault(tuple(sorted(zone.items())), []).append(player)
        for key, players in groups.items():
            zone = dict(key)
            x0, y0, x1, y1 = agreed_bounds(state.table, zone)
            path = QPainterPath()
            path.addRect(QRectF(x0, y0, x1 - x0, y1 - y0))
            names = ", ".join(p.warband for p in players)
            item = EdgeZoneItem(path, QColor(players[0].colour), translate(
                "ZoneLayer", "{warbands}: agreed zone").format(warbands=names))
            item.setToolTip(translate(
                "ZoneLayer", "{warbands}: set up {zone}, as the players agreed (the scenario "
                "gives no zones; nothing is judged against it)").format(
                warbands=names, zone=zone_words(zone).shown()))
            item.text_centre = name_spot(QRectF(x0, y0, x1 - x0, y1 - y0),
                                         [(o.x_in, o.y_in) for o in state.objectives],
                                         text_length_in(item.text))
            item.setVisible(scene.controller.setup_rules)
            scene.addItem(item)
            for p in players:
                self.agreed_items[p.id] = item

    def _draw_area(self) -> None:
        scene = self.scene
        state = scene.controller.state
        plan = state.setup
        zone = list(plan.defender_zone) if setting_up(state) and plan is not None else []
        if len(zone) not in (5, 6):
            if self.area_item is not None:
                scene.removeItem(self.area_item)
                self.area_item = None
            return
        if self.area_item is None:
            self.area_item = DefenderAreaItem()
            scene.addItem(self.area_item)
        colour = QColor(state.player(state.defender).colour if state.defender else "#5a6e8c")
        self.area_item.set_area(zone, colour, defender_area_words(state))

    def update_turn(self) -> None:
        """Tint segments in the colour of the warband that chose them (M4); show the zones
        while the set-up rules apply, the defender's area while the set-up runs."""
        controller = self.scene.controller
        state = controller.state
        owners = {p.segment: p for p in state.players if p.segment}
        for letter, segment in self.segment_items.items():
            if segment.owner is not owners.get(letter):
                segment.set_owner(owners.get(letter))
        setup = controller.setup_rules
        for segment in self.segment_items.values():
            segment.show_zone = setup
            segment.update()
        for zone in [*self.edge_zone_items.values(), *self.agreed_items.values()]:
            zone.setVisible(setup)
        self._draw_area()  # shown while the set-up runs
