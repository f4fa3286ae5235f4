"""The app's one confirmation: a warband fleeing (ux.md: confirm only what the players cannot
take back at the table). Tests replace :func:`confirm_flee` with a stub."""

from __future__ import annotations

from PySide6 import QtWidgets  # QtWidgets.QMessageBox: made when first asked
from PySide6.QtWidgets import QWidget

from app.game.state import Player
from app.i18n import translate


def confirm_flee(parent: QWidget | None, player: Player, routs: bool = False) -> bool:
    """Ask whether ``player``'s warband flees (C9) or, in Mordheim, routs (M9); True when
    the players confirm."""
    band = player.warband or translate("FleeConfirm", "warband")
    button = QtWidgets.QMessageBox.StandardButton
    if routs:
        title = translate("FleeConfirm", "Warband routs?")
        text = translate("FleeConfirm", "{player}'s {band} routs: all its models leave the table "
                         "and {player} is out of the game (M9).\n\nCtrl+Z takes it back if it "
                         "was pressed by mistake.")
    else:
        title = translate("FleeConfirm", "Warband flees?")
        text = translate("FleeConfirm", "{player}'s {band} flees: all its models leave the table "
                         "and {player} is out of the game (C9).\n\nCtrl+Z takes it back if it "
                         "was pressed by mistake.")
    answer = QtWidgets.QMessageBox.question(
        parent,
        title,
        text.format(player=player.name, band=band),
        button.Yes | button.Cancel,
        button.Cancel,
    )
    return answer == button.Yes
