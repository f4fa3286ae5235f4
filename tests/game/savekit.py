"""Game states for the save-file tests, built without Qt."""

from __future__ import annotations

import json

from app.game.saves import load_game, parse_game
from app.game.state import GameState, Model
from app.paths import demo_game_path
from app.rules.bases import Base


def demo_state() -> GameState:
    return load_game(demo_game_path())


def big_state(models: int = 400) -> GameState:
    """The demo game with many more models, so a save takes a while to write."""
    state = demo_state()
    players = [p.id for p in state.players]
    for i in range(models):
        state.models.append(Model(
            id=f"extra{i}", player=players[i % len(players)], name=f"Extra {i}",
            base=Base.round(25), x_in=1.0 + (i % 70) + i / 997, y_in=1.0 + (i % 46) + i / 991,
            unit=f"u{i % 9}", label=str(i),
        ))
    return state


def reloaded(text: str) -> GameState:
    return parse_game(json.loads(text))
