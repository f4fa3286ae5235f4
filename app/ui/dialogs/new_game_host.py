"""What the new-game wizard's pages read and write on the wizard they belong to: the
scenarios offered, the game's dice, the scenario roll, the scenario as configured, and the
game built from what is entered. :class:`~app.ui.dialogs.new_game.NewGameWizard` is one."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from app.game.scenarios import Scenario
    from app.game.state import GameState
    from app.rules.dice import Roll
    from app.rules.rng import GameRng


class NewGameHost(Protocol):
    rng: GameRng
    """The game's own generator: the scenario roll is the game's first random event."""
    scenarios: list[Scenario]
    scenario_roll: tuple[Roll, str] | None
    """The scenario roll and the scenario it gave (C10, M11)."""
    lowest_chooses: Roll | None
    """The scenario roll when it was a 2 or 12 (M11: the lowest rating chooses)."""
    configured: Scenario | None
    """The scenario chosen, with the settings page's values applied."""

    def scenario_by_id(self, scenario_id: str) -> Scenario: ...

    def chosen_scenario(self) -> Scenario | None:
        """The scenario picked on the first page (None while none is)."""
        ...

    def build(self) -> GameState: ...
