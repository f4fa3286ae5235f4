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


def demo_game_path() -> Path:
    """The demo game the app opens when started without a file."""
    return resources_dir() / "games" / "demo.json"


def card_demo_game_path() -> Path:
    """A three-player Trench Crusade game (All-Out War, Initiative cards) for the card flow."""
    return resources_dir() / "games" / "demo-trench-crusade.json"
