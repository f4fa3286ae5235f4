"""The set-up dock's "Agreed set-up zone" row, in a game whose scenario gives no set-up zones
(``players-agree``, e.g. Brothers-in-Arms): for the player chosen (the one setting up now
unless another is picked), none, a table edge with a depth in inches (the scenario's zone
depth at first) or a table quarter. Each choice is one undoable
:class:`~app.game.commands.AgreeZone`; the board draws the zone, and Exposure (R4), the race
(R5) and ``plan`` look from it. Nothing is judged against it: it is the players' agreement.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QHBoxLayout, QVBoxLayout, QWidget

from app.game.commands import AgreeZone, agrees_zones
from app.game.state import GameState, deploying_order, setting_up
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.rules.agreed import canonical
from app.ui.controller import GameController
from app.ui.panel.widgets import label

ZONES = (
    ("", QT_TRANSLATE_NOOP("AgreedZoneBox", "No zone agreed")),
    ("edge:top", QT_TRANSLATE_NOOP("AgreedZoneBox", "Top edge")),
    ("edge:bottom", QT_TRANSLATE_NOOP("AgreedZoneBox", "Bottom edge")),
    ("edge:left", QT_TRANSLATE_NOOP("AgreedZoneBox", "Left edge")),
    ("edge:right", QT_TRANSLATE_NOOP("AgreedZoneBox", "Right edge")),
    ("quarter:top-left", QT_TRANSLATE_NOOP("AgreedZoneBox", "Top-left quarter")),
    ("quarter:top-right", QT_TRANSLATE_NOOP("AgreedZoneBox", "Top-right quarter")),
    ("quarter:bottom-right", QT_TRANSLATE_NOOP("AgreedZoneBox", "Bottom-right quarter")),
    ("quarter:bottom-left", QT_TRANSLATE_NOOP("AgreedZoneBox", "Bottom-left quarter")),
)
"""The zone list's entries: data (``""``, ``edge:NAME`` or ``quarter:NAME``) and words, as
drawn on the board (top is the table's top edge on screen)."""

DEPTH_STEP_IN = 0.5


def zone_key(zone: dict | None) -> str:
    """The list entry's data for a recorded zone."""
    zone = canonical(zone) if zone else None
    if zone is None:
        return ""
    return f"edge:{zone['edge']}" if "edge" in zone else f"quarter:{zone['quarter']}"


class AgreedZoneBox(QWidget):
    """A player list, a zone list and a depth; shown while a ``players-agree`` game is set
    up."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("agreedZoneBox")
        self.controller = controller
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 4)
        layout.setSpacing(4)
        self.zones = QComboBox()
        top = QHBoxLayout()
        self.title = label(12, bold=True, name="agreedTitle")
        self.title.setText(translate("AgreedZoneBox", "Agreed set-up zone"))
        top.addWidget(self.title)
        self.players = QComboBox()
        self.players.setObjectName("agreedPlayer")
        self.players.setAccessibleName(translate("AgreedZoneBox", "Whose agreed set-up zone"))
        self.players.setToolTip(translate("AgreedZoneBox", "Whose agreed set-up zone"))
        self.players.activated.connect(self._player_chosen)
        for box, letters in ((self.players, 10), (self.zones, 12)):  # the dock stays narrow
            box.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(letters)
        top.addWidget(self.players, 1)
        layout.addLayout(top)
        row = QHBoxLayout()
        self.zones.setObjectName("agreedZone")
        self.zones.setAccessibleName(translate("AgreedZoneBox", "Agreed set-up zone"))
        for data, words in ZONES:
            self.zones.addItem(translate("AgreedZoneBox", words), data)
        self.zones.activated.connect(self._chosen)
        row.addWidget(self.zones, 1)
        self.depth = QDoubleSpinBox()
        self.depth.setObjectName("agreedDepth")
        self.depth.setDecimals(1)
        self.depth.setSingleStep(DEPTH_STEP_IN)
        self.depth.setRange(DEPTH_STEP_IN, 48.0)
        self.depth.setSuffix(translate("AgreedZoneBox", " in"))
        self.depth.setKeyboardTracking(False)  # one step per value entered, not per digit
        self.depth.setToolTip(translate("AgreedZoneBox", "How deep the strip along the edge is "
                                                         "(inches)"))
        self.depth.valueChanged.connect(self._chosen)
        row.addWidget(self.depth)
        layout.addLayout(row)
        self.note = label(10, name="agreedNote")
        self.note.setText(translate(
            "AgreedZoneBox", "The scenario gives no set-up zones: this records what the players "
            "agree. Exposure and the race look from it; placements are not judged against it."))
        layout.addWidget(self.note)
        self._chosen_player: str | None = None
        """The player picked in the list (``None``: whoever sets up now), in the game
        :attr:`_chosen_in` (another game opened starts again from who sets up now)."""
        self._chosen_in: GameState | None = None
        self.setVisible(False)

    @property
    def state(self) -> GameState:
        return self.controller.state

    @property
    def player_id(self) -> str | None:
        """Whose zone the row shows: the player picked, else the one setting up now."""
        ids = [p.id for p in self.state.players]
        if self._chosen_player in ids and self._chosen_in is self.state:
            return self._chosen_player
        order = deploying_order(self.state)
        return order[0] if order else (ids[0] if ids else None)

    def refresh(self) -> bool:
        """Fill the row from the game; returns whether it is shown (a ``players-agree`` game
        being set up)."""
        state = self.state
        shown = setting_up(state) and agrees_zones(state) and bool(state.players)
        self.setVisible(shown)
        if not shown:
            return False
        pid = self.player_id
        order = deploying_order(state)
        ids = [*order, *(p.id for p in state.players if p.id not in order)]
        for widget in (self.players, self.zones, self.depth):
            widget.blockSignals(True)
        self.players.clear()
        for k, p_id in enumerate(ids):
            p = state.player(p_id)
            words = (translate("AgreedZoneBox", "{name}, who sets up now") if k == 0 and order
                     else "{name}").format(name=p.name)
            self.players.addItem(words, p.id)
        self.players.setCurrentIndex(max(0, self.players.findData(pid)))
        player = state.player(pid)
        zone = canonical(player.agreed_zone) if player.agreed_zone else None
        self.zones.setCurrentIndex(max(0, self.zones.findData(zone_key(zone))))
        table = state.table
        self.depth.setMaximum(max(table.width_in, table.depth_in))
        edge = zone is not None and "edge" in zone
        self.depth.setValue(zone["depth_in"] if edge else state.deployment.zone_depth_in)
        self.depth.setEnabled(edge)
        for widget in (self.players, self.zones, self.depth):
            widget.blockSignals(False)
        return True

    def _player_chosen(self, index: int) -> None:
        self._chosen_player = self.players.itemData(index)
        self._chosen_in = self.state
        self.refresh()

    def chosen_zone(self) -> dict | None:
        """The zone the row says now (``None``: no zone agreed)."""
        data = self.zones.currentData() or ""
        kind, _, name = data.partition(":")
        if kind == "edge":
            return {"edge": name, "depth_in": float(self.depth.value())}
        if kind == "quarter":
            return {"quarter": name}
        return None

    def _chosen(self, *_args: object) -> None:
        """A zone picked, or a depth entered: one command (a refusal is said on the status
        bar, and the row shows the game as it is again)."""
        pid = self.player_id
        if pid is None:
            return
        zone = self.chosen_zone()
        if canonical(zone) != canonical(self.state.player(pid).agreed_zone):
            self.controller.attempt(AgreeZone(pid, zone))
        self.refresh()
