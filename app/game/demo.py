"""Bundled demo games opened as new games.

A demo file is a template: each time a player opens it they get a game of their own, with
its own shuffle (C1), and a card game opens on turn 1 with the Initiative cards dealt (C5)
so the side panel shows the game in play straight away.
"""

from __future__ import annotations

from .commands import StartTurn
from .state import GameState


def ready_demo(state: GameState, *, reshuffle: bool = True) -> GameState:
    """Make a freshly loaded demo ready to play, in place, and return it.

    ``reshuffle``: give the game a new generator and a freshly shuffled deck (False keeps the
    file's seed, for reproducible screenshots and tests). A Trench Crusade game that has not
    started gets turn 1's Initiative cards dealt (C5); a game already under way, or a
    Mordheim game (which starts with its own set-up rolls), is left as it is.
    """
    fresh = state.turn.number == 0 and not state.turn.initiative and not state.log
    if not fresh:
        return state
    if reshuffle:
        state.reseed()
    if state.system == "trench-crusade" and state.players:
        StartTurn().apply(state)
    return state
