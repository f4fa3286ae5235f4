"""The turn panel's Rout-test reminder (Mordheim, M9): when a quarter or more of the playing
warband is out of action at the start of its turn, its player is reminded to take a Rout test,
with *Rout…* one click away (the same confirmation and command as the row's button). No
reminder in a scenario whose file says no Rout tests are taken (Ambush!, ``rout_tests``).

It only shows: the threshold is :func:`app.rules.victory.rout_test_due`, the rout itself the
row's Flee command.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from PySide6.QtWidgets import QFrame, QHBoxLayout

from app.game.state import GameState
from app.i18n import translate
from app.rules.victory import rout_test_due

from .widgets import button, label


@lru_cache(maxsize=32)
def scenario_rout_tests(scenario_id: str) -> bool:
    """Whether the game's scenario has Rout tests: its file's ``rout_tests`` (true for a
    scenario the app does not know: the players decide, so the reminder stays)."""
    if not scenario_id:
        return True
    from app.game.scenarios import ScenarioError, scenario_by_id  # loaded when a game has one

    try:
        return scenario_by_id(scenario_id).rout_tests
    except (KeyError, ValueError, OSError, ScenarioError):
        return True


def rout_reminder(state: GameState, player_id: str | None) -> str:
    """The reminder for the warband whose turn it is, or ``""`` when none is due."""
    if (state.system != "mordheim" or player_id is None or state.result
            or state.turn.phase != "player-turn" or not scenario_rout_tests(state.scenario)):
        return ""
    player = state.player(player_id)
    if player.fled:
        return ""
    models = [m for m in state.models if m.player == player_id]
    out = state.turn.out_at_start  # counted when the turn began, not as it goes on
    if out is None:  # a file from before the count was kept: as the table stands now
        out = state.out_of_action_count(player_id)
    if not rout_test_due(len(models), out):
        return ""
    return translate("RoutReminder", "Rout test: {out} of {total} models of {warband} are out "
                     "of action (a quarter or more). {player} takes a Rout test now; if it "
                     "fails, press Rout\u2026 (M9).").format(
        out=out, total=len(models), warband=player.warband or player.name, player=player.name)


class RoutReminder(QFrame):
    """The reminder line and its *Rout…* button; ``on_rout(player_id)`` runs the rout."""

    def __init__(self, on_rout: Callable[[str], None]) -> None:
        super().__init__()
        self.setObjectName("routReminder")
        self.setStyleSheet("QFrame#routReminder { background: rgba(213, 94, 0, 40); "
                           "border: 1px solid #D55E00; border-radius: 4px; }")
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 4, 6, 4)
        self.text = label(12, name="routReminderText")
        row.addWidget(self.text, 1)
        self.rout_button = button(translate("RoutReminder", "Rout\u2026"), "routReminderButton",
                                  translate("RoutReminder", "The warband failed its Rout test: "
                                            "it routs and leaves the game (M9)"))
        row.addWidget(self.rout_button)
        self._player: str | None = None
        self.rout_button.clicked.connect(lambda: self._player and on_rout(self._player))
        self.setVisible(False)

    def refresh(self, state: GameState, player_id: str | None) -> None:
        text = rout_reminder(state, player_id)
        self._player = player_id if text else None
        self.text.setText(text)
        self.setVisible(bool(text))
