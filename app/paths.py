"""Where the app's bundled files are, from a source checkout or a frozen (PyInstaller) build."""

from __future__ import annotations

import sys
from pathlib import Path


def app_root() -> Path:
    """The folder holding ``resources/`` and ``scenarios/``: the repository root from
    source, or PyInstaller's unpack folder (``sys._MEIPASS``) in the packaged executable."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def resources_dir() -> Path:
    return app_root() / "resources"


def scenarios_dir() -> Path:
    return app_root() / "scenarios"


def default_game_path() -> Path:
    """The game the app opens when started without a file: three warbands set up in
    segments D, F and B of a 4'x6' table, driven by Initiative cards."""
    return resources_dir() / "games" / "demo-card-skirmish.json"


def demo_game_path() -> Path:
    """The Mordheim demo (Treasure Hunt, three warbands, before the order of play)."""
    return resources_dir() / "games" / "demo.json"


def card_demo_game_path() -> Path:
    """A three-player Trench Crusade game (All-Out War, Initiative cards) for the card flow."""
    return resources_dir() / "games" / "demo-trench-crusade.json"
