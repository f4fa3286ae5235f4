"""GUI test fixtures: see tests/guikit.py."""

from guikit import card_window, dealt_window, demo_doc, setup_window, window  # noqa: F401
