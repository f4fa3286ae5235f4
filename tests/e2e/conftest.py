"""GUI test fixtures: see tests/guikit.py."""

from guikit import (  # noqa: F401
    card_window, club_pc, dealt_window, demo_doc, setup_window, skirmish_doc,
    skirmish_window, window,
)
