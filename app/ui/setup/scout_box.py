"""The reserve's Scout and Secure row (S3) in the set-up dock: pick a unit waiting in the tray
and spend its cost in Threat Points (S1) to bring it in; then drag its first model from the
tray onto the table touching its player's edge. Shown only while a game whose scenario uses
Scout and Secure has a reserve; the button pushes :class:`~app.game.commands.BringInUnit`
(refused, with the reason on the status bar, when the player has too few Threat Points or
it is not the start of a turn)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QVBoxLayout, QWidget

from app.game.commands import BringInUnit, reserve_units, uses_scout_and_secure
from app.game.commands.scouting import unit_name
from app.game.state import GameState
from app.i18n import translate
from app.ui.controller import GameController
from app.ui.panel.widgets import button, label


class ScoutBox(QWidget):
    """A unit picker ("Ann · Officer — 3 Threat Points"; its data the unit's key) and the
    button that spends them."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.units = QComboBox()
        self.units.setObjectName("scoutUnit")
        self.units.setAccessibleName(translate("ScoutBox", "Unit to bring in by Scout and Secure"))
        self.units.currentIndexChanged.connect(self._show_cost)
        layout.addWidget(self.units)
        self.bring_in = button(translate("ScoutBox", "Bring in"), "bringIn",
                               translate("ScoutBox", "Spend the unit's cost in Threat Points to "
                                         "bring it in (S3)"))
        self.bring_in.clicked.connect(self.spend)
        layout.addWidget(self.bring_in)
        self.note = label(11, name="scoutNote")
        layout.addWidget(self.note)

    @property
    def state(self) -> GameState:
        return self.controller.state

    def refresh(self) -> bool:
        """Fill the picker from the game; returns whether the row is shown (a Scout and
        Secure game with units waiting in reserve)."""
        state = self.state
        keep = self.units.currentData()
        self.units.blockSignals(True)
        self.units.clear()
        if uses_scout_and_secure(state):
            for p in state.players_in_game:
                for key in reserve_units(state, p.id):
                    self.units.addItem(translate(
                        "ScoutBox", "{name} \u00b7 {unit} \u2014 {cost} Threat Points").format(
                        name=p.name, unit=unit_name(state, key), cost=state.unit_cost(key)), key)
        index = self.units.findData(keep) if keep is not None else -1
        self.units.setCurrentIndex(max(index, 0) if self.units.count() else -1)
        self.units.blockSignals(False)
        shown = self.units.count() > 0
        self.setVisible(shown)
        if shown:
            self._show_cost()
        return shown

    def _show_cost(self) -> None:
        key = self.units.currentData()
        if key is None:
            return
        pid = key.partition("/")[0]
        player = self.state.player(pid)
        cost = self.state.unit_cost(key)
        self.bring_in.setText(translate(
            "ScoutBox", "Bring in {unit}: spend {cost} Threat Points (S3)").format(
            unit=unit_name(self.state, key), cost=cost))
        problem = BringInUnit(pid, key).check(self.state)
        text = translate("ScoutBox", "{name} has {points} Threat Points.").format(
            name=player.name, points=player.threat_points)
        if problem:
            text += f" {problem[:1].upper()}{problem[1:]}."
        self.note.setText(text)
        self.bring_in.setToolTip(problem or translate(
            "ScoutBox", "Spend the unit's cost in Threat Points to bring it in; its first model "
            "goes touching your table edge (S3)"))

    def spend(self) -> None:
        key = self.units.currentData()
        if key is not None:
            self.controller.attempt(BringInUnit(key.partition("/")[0], key))
