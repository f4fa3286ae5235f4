"""Victory points by hand (V1): the players add or take away points where the scenario's
scoring is unknown (or to put a miscount right); a run of presses is one undo step."""

from __future__ import annotations

from app.i18n import translate
from app.phrases import Phrase

from ..scoring import add_points
from ..state import GameState
from .base import Change, Command

VP_LIMIT = 100000
"""A total is kept within +/- this (a real game is far below it)."""


class AdjustVictoryPoints(Command):
    """Add ``delta`` (negative to take away) to a player's victory points (V1)."""

    def __init__(self, player_id: str, delta: int) -> None:
        self.player_id = player_id
        self.delta = int(delta)
        self.text = Phrase.translate("Undo", "Victory points")
        self.merge_key = ("vp", player_id)  # a run of presses is one step (history)

    def check(self, state: GameState) -> str | None:
        try:
            state.player(self.player_id)
        except KeyError as exc:
            return str(exc.args[0])
        if state.result:
            return translate("Refusals", "the game is over")
        if abs(state.victory_points.get(self.player_id, 0) + self.delta) > VP_LIMIT:
            return translate("Refusals", "a total is kept within \u00b1{most} VP").format(
                most=VP_LIMIT)
        return None

    def act(self, state: GameState) -> Change:
        self.text = add_points(state, self.player_id, self.delta,
                               Phrase.translate("Log", "by hand"))
        return Change(turn=True, log=True)
