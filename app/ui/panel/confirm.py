"""The app's one confirmation: a warband fleeing (ux.md: confirm only what the players cannot
take back at the table). Tests replace :func:`confirm_flee` with a stub."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from app.game.state import Player


def confirm_flee(parent: QWidget | None, player: Player, routs: bool = False) -> bool:
    """Ask whether ``player``'s warband flees (C9) or, in Mordheim, routs (M9); True when
    the players confirm."""
    band = player.warband or "warband"
    verb = "routs" if routs else "flees"
    answer = QMessageBox.question(
        parent,
        f"Warband {verb}?",
        f"{player.name}'s {band} {verb}: all its models leave the table and {player.name} is "
        f"out of the game ({'M9' if routs else 'C9'}).\n\nCtrl+Z takes it back if it was "
        "pressed by mistake.",
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
        QMessageBox.StandardButton.Cancel,
    )
    return answer == QMessageBox.StandardButton.Yes
