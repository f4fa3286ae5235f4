"""Small games built in code for the game-layer tests (no Qt, no files)."""

from __future__ import annotations

from app.game.history import Step
from app.game.state import GameState, Model, Player
from app.rules.bases import Base
from app.rules.rng import GameRng


def make_game(models: dict[str, int], *, system: str = "trench-crusade", seed: int = 7,
              ratings: dict[str, int] | None = None, **kwargs) -> GameState:
    """A game whose players (ids as given, names capitalised) have ``models[pid]`` models on
    25 mm bases, spaced along a row per player; each model is its own unit ``u<n>``."""
    ratings = ratings or {}
    players = [Player(id=pid, name=pid.capitalize(), warband=f"{pid.capitalize()}'s band",
                      rating=ratings.get(pid, 100), mark=pid[:1].upper())
               for pid in models]
    figures = []
    for row, (pid, count) in enumerate(models.items()):
        for n in range(count):
            figures.append(Model(id=f"{pid}-{n + 1}", player=pid, name=f"{pid.capitalize()} {n + 1}",
                                 base=Base.round(25.0), x_in=5.0 + 3 * n, y_in=5.0 + 6 * row,
                                 unit=f"u{n + 1}"))
    return GameState(system=system, players=players, models=figures, rng=GameRng(seed=seed),
                     **kwargs)


def in_play(state: GameState) -> GameState:
    """The game past its set-up, in turn 1 (a warband may flee or rout only once play has
    begun, C9 M9): a card game after its turn 1 ended, Mordheim in a player's turn."""
    state.turn.number = max(state.turn.number, 1)
    state.turn.phase = "ended" if state.system == "trench-crusade" else "player-turn"
    return state


def apply(state, *commands):
    """Apply commands in order; return them."""
    for command in commands:
        command.apply(state)
    return commands


def perform(command, state) -> Step:
    """Apply ``command`` as the app does (:meth:`Step.perform`) and return its undo step:
    ``step.undo(state)`` is Edit ▸ Undo, ``step.redo(state)`` Edit ▸ Redo."""
    return Step.perform(command, state)[0]
