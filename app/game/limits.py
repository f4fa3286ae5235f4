"""Text length limits, one source of truth for the game file schema (:mod:`app.game.saves`),
the roster schema (:mod:`app.game.rosters`) and the input fields of the UI (which pass these
to ``QLineEdit.setMaxLength``), so that anything the app lets a user type and save also loads.

Pure Python, no Qt. All limits are counts of characters.
"""
from __future__ import annotations

NAME_MAX = 120
"""Player, warband, model, objective, feature and roster names."""
ROSTER_COUNT_MAX = 200
"""Most models one roster entry may stand for."""
ENTRY_NAME_MAX = NAME_MAX - len(f" {ROSTER_COUNT_MAX}")
"""A roster entry's name: short enough that the model names made from it ("Rat 12", up to
" 200") still fit :data:`NAME_MAX`."""
UNIT_MAX = 64
"""A unit's name (models sharing it activate together)."""
MARK_MAX = 2
"""The letter(s) drawn on a player's bases."""
LABEL_MAX = 8
"""The longest short label a game file may hold (older files have labels up to 8)."""
SHORT_LABEL_MAX = 5
"""A model's short label on the board as the app makes it and lets a player type it."""
COUNTER_NAME_MAX = 80
"""A set-up counter plan's name; counters placed from it are named "<name> <mark><n>", which
must fit :data:`NAME_MAX`."""
