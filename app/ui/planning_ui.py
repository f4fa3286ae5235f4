"""The main window's planning aids (issue 33): View ▸ Exposure (X, and its tool bar toggle)
with its legend in the board's corner (R4), and the Race tab (R5), shown beside the Set-up
and Terrain tabs while the game is set up (View ▸ Race at any time).

It composes what the board's exposure layer (``scene.exposure``,
:class:`~app.ui.board.exposure_layer.ExposureLayer`) works out with the legend
(:class:`~app.ui.panel.exposure_legend.ExposureLegend`) and the race table
(:class:`~app.ui.panel.race_table.RaceTable`); it decides nothing itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QDockWidget, QMainWindow

from app.i18n import translate
from app.ui.panel.exposure_legend import ExposureLegend
from app.ui.panel.race_table import RaceTable
from app.ui.panel.widgets import VerticalScrollArea

if TYPE_CHECKING:
    from app.ui.board.scene import BoardScene
    from app.ui.board.view import BoardView
    from app.ui.docks import WindowDocks


class PlanningAids(QObject):
    """Exposure and the race for ``window``. ``exposureShown(bool)`` follows the layer (the
    menu's check mark and the tool bar's toggle)."""

    exposureShown = Signal(bool)

    def __init__(self, window: QMainWindow, scene: BoardScene, view: BoardView,
                 docks: WindowDocks) -> None:
        super().__init__(window)
        self.window = window
        self.scene = scene
        self.layer = scene.exposure
        self.legend = ExposureLegend(view)
        self.race_table = RaceTable()
        self.race_dock = QDockWidget(translate("RaceTable", "Race"), window)
        self.race_dock.setObjectName("raceDock")
        scroll = VerticalScrollArea(min_width=280)  # as the other tabs of the column
        scroll.setWidget(self.race_table)
        self.race_dock.setWidget(scroll)
        self.race_dock.setFeatures(docks.panel_dock.features())
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.race_dock)
        window.tabifyDockWidget(docks.terrain_dock, self.race_dock)
        self.race_table.shownChanged.connect(self.layer.set_race_wanted)
        self._setting_up: bool | None = None
        scene.controller.gameReplaced.connect(self.follow_the_game)
        scene.controller.turnChanged.connect(self.follow_the_game)
        self.follow_the_game()
        docks.panel_dock.raise_()  # the Turn tab in front, as the docks leave it at start
        self.legend.chooser.currentIndexChanged.connect(self._player_chosen)
        self.layer.changed.connect(self.refresh)
        scene.controller.gameReplaced.connect(self._game_replaced)

    @property
    def exposure_shown(self) -> bool:
        return self.layer.shown

    def set_exposure_shown(self, shown: bool) -> None:
        """View ▸ Exposure: shade the table for the player chosen (or who sets up now)."""
        self.layer.set_shown(shown)
        self.exposureShown.emit(self.layer.shown)

    def _player_chosen(self, index: int) -> None:
        self.layer.set_player(self.legend.chooser.itemData(index))

    def follow_the_game(self) -> None:
        """The Race tab shows while the game is set up (beside the Set-up and Terrain tabs)
        and hides once play begins, as they do; View ▸ Race shows it at any time."""
        setting_up = self.scene.controller.state.turn.phase == "setup"
        if setting_up != self._setting_up:
            self._setting_up = setting_up
            self.race_dock.setVisible(setting_up)

    def _game_replaced(self) -> None:
        state = self.scene.controller.state
        if self.layer.chosen not in {p.id for p in state.players}:
            self.layer.chosen = None

    def refresh(self) -> None:
        """Show what the layer worked out: the legend, the race table."""
        state = self.scene.controller.state
        layer = self.layer
        m = layer.map
        if m is not None and not {m.player, *(e.player for e in m.enemies)} <= {
                p.id for p in state.players}:
            m = None  # worked out for the game before (another game just opened)
        if m is not None:
            self.legend.fill_chooser(state, layer.chosen, layer.player_now, m.player)
        self.legend.show_map(state, m, layer.marks.count if layer.marks is not None else 0)
        if layer.race_wanted:
            self.race_table.show_race(state, layer.objectives)

