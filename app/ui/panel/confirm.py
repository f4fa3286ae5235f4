"""The app's one confirmation: a warband fleeing (ux.md: confirm only what the players cannot
take back at the table). Tests replace :func:`confirm_flee` with a stub."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from app.game.state import Player


def confirm_flee(parent: QWidget | None, player: Player) -> bool:
    """Ask whether ``player``'s warband flees (C9, M9); True when the players confirm."""
    band = player.warband or "warband"
    answer = QMessageBox.question(
        parent,
        "Warband flees?",
        f"{player.name}'s {band} flees: all its models leave the table and {player.name} is "
        "out of the game (C9, M9).\n\nCtrl+Z takes it back if it was pressed by mistake.",
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
        QMessageBox.StandardButton.Cancel,
    )
    return answer == QMessageBox.StandardButton.Yes
