"""File ▸ New game: a wizard from the game system and scenario to the players' warbands.

Pages: (1) game system and scenario, chosen from the list or rolled on the system's scenario
table (C10: D6 for Trench Crusade; M11: 2D6 for Mordheim, where 2 and 12 let the player with
the lowest warband rating choose), with the dice shown, and the table size (the scenario's by
default): :mod:`.scenario_page`; (2) the scenario's settings for details the sources leave
open, and its notes: :mod:`.settings_page`; (3) the players: name, warband, rating, colour,
mark, team (team scenarios) and roster: :mod:`.players_page`, one line each
(:mod:`.player_row`).

Finishing builds the game with :func:`app.game.newgame.new_game` (:attr:`NewGameWizard.game`);
the main window then walks the set-up in the set-up dock. Dice come from the game's own
generator (:attr:`NewGameWizard.rng`), so the scenario roll is the game's first random event.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget, QWizard

from app.i18n import translate
from app.game.newgame import new_game
from app.game.scenarios import Scenario, ScenarioError, all_scenarios
from app.game.state import GameState
from app.rules.dice import Roll
from app.rules.rng import GameRng

from .player_row import MORDHEIM_RATING_TIP, PlayerRow
from .players_page import NAME_REFUSED_STYLE, PLAYERS_SUBTITLE, PlayersPage
from .scenario_page import DIE_FACES, SYSTEM_NAMES, ScenarioPage, dice_text, setup_text
from .settings_page import SettingsPage, setting_label


class NewGameWizard(QWizard):
    """File ▸ New game. Open with ``open()`` or ``show()``; when accepted, :attr:`game` holds
    the new :class:`~app.game.state.GameState` (set-up phase, models in the tray).

    ``seed``: the game's random seed (tests); ``scenarios``: the scenarios offered (default:
    bundled and the user's own, see :func:`app.game.scenarios.all_scenarios`)."""

    def __init__(self, parent: QWidget | None = None, *, seed: int | None = None,
                 scenarios: list[Scenario] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("NewGameWizard", "New game"))
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.setMinimumSize(980, 640)
        # as wide as the screen (or the window it opens from) allows, up to 1280 px: the
        # players page's names and roster summaries get their room (at 1366x768: 1280)
        room = max(parent.width() if parent is not None else 0,
                   self.screen().availableGeometry().width()) - 80
        self.resize(max(980, min(1280, room)), 640)
        self.rng = GameRng() if seed is None else GameRng(seed=seed)
        self.problems: list[ScenarioError] = []
        if scenarios is None:
            scenarios, self.problems = all_scenarios()
        self.scenarios = scenarios
        self.scenario_roll: tuple[Roll, str] | None = None
        self.lowest_chooses: Roll | None = None
        """The scenario roll when it was a 2 or 12 (M11: the lowest rating chooses)."""
        self.configured: Scenario | None = None
        self.game: GameState | None = None
        self.scenario_page = ScenarioPage(self)
        self.settings_page = SettingsPage(self)
        self.players_page = PlayersPage(self)
        self.addPage(self.scenario_page)
        self.addPage(self.settings_page)
        self.addPage(self.players_page)
        if self.problems:
            skipped = len(self.problems)
            self.scenario_page.problems.setPlainText(
                translate("NewGameWizard", "%n of your own scenario files were skipped:", None,
                          skipped)
                + "\n" + "\n".join(f"\u2022 {p}" for p in self.problems))
            self.scenario_page.problems.setVisible(True)

    def scenario_by_id(self, scenario_id: str) -> Scenario:
        for s in self.scenarios:
            if s.id == scenario_id:
                return s
        raise KeyError(f"no scenario {scenario_id!r}")

    def chosen_scenario(self) -> Scenario | None:
        """The scenario picked on the first page (None while none is)."""
        return self.scenario_page.scenario()

    def build(self) -> GameState:
        """Build the game from what is entered (``ValueError`` with a sentence if the
        scenario refuses it); kept in :attr:`game`."""
        scenario = self.configured
        assert scenario is not None
        roll = None
        if self.scenario_roll is not None and self.scenario_roll[1] == scenario.id:
            roll = self.scenario_roll[0]
        page = self.scenario_page
        self.game = new_game(
            scenario, [row.setup() for row in self.players_page.active_rows],
            width_in=page.width_in.value(), depth_in=page.depth_in.value(),
            rng=self.rng, scenario_roll=roll)
        return self.game

__all__ = [
    "NewGameWizard", "ScenarioPage", "SettingsPage", "PlayersPage", "PlayerRow",
    "SYSTEM_NAMES", "DIE_FACES", "dice_text", "setup_text", "setting_label",
    "PLAYERS_SUBTITLE", "NAME_REFUSED_STYLE", "MORDHEIM_RATING_TIP",
]
