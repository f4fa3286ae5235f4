"""The app's one confirmation: a warband fleeing (ux.md: confirm only what the players cannot
take back at the table). Tests replace :func:`confirm_flee` with a stub."""

from __future__ import annotations

from PySide6 import QtWidgets  # QtWidgets.QMessageBox: made when first asked
from PySide6.QtWidgets import QWidget

from app.game.state import Player


def confirm_flee(parent: QWidget | None, player: Player, routs: bool = False) -> bool:
    """Ask whether ``player``'s warband flees (C9) or, in Mordheim, routs (M9); True when
    the players confirm."""
    band = player.warband or "warband"
    verb = "routs" if routs else "flees"
    button = QtWidgets.QMessageBox.StandardButton
    answer = QtWidgets.QMessageBox.question(
        parent,
        f"Warband {verb}?",
        f"{player.name}'s {band} {verb}: all its models leave the table and {player.name} is "
        f"out of the game ({'M9' if routs else 'C9'}).\n\nCtrl+Z takes it back if it was "
        "pressed by mistake.",
        button.Yes | button.Cancel,
        button.Cancel,
    )
    return answer == button.Yes
