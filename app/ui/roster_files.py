"""Import a roster from anywhere (issue 32): File ▸ Import roster… or a ``.ros``, ``.rosz``
or ``.json`` roster file dropped on the main window. The file is read whatever tool made it
(:mod:`app.game.roster_import`); the player is asked whose warband it is (a
``QInputDialog.getItem`` listing the game's players, with the import summary: the models,
the totals, what is not a model) and its models go in that warband's set-up tray, one
undoable step (:class:`~app.game.commands.AddRosterToTray`, through
:meth:`GameController.attempt`). Once play has started it is refused in one sentence; so is a
file that is no roster.

Every dialog is a static ``QFileDialog`` / ``QInputDialog`` call, so tests can drive them.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Protocol

from PySide6 import QtWidgets  # its dialog classes are made on first use
from PySide6.QtCore import QMimeData, QObject
from PySide6.QtWidgets import QWidget

from app.i18n import translate
from app.game.commands import AddRosterToTray
from app.game.commands.rosters import UNDER_WAY, tray_refusal
from app.ui.controller import GameController

ROSTER_SUFFIXES = (".ros", ".rosz", ".json")
"""What a dropped file may be called to be taken for a roster (its content decides how it
is read)."""


class _Window(Protocol):
    controller: GameController

    def show_message(self, text: str) -> None: ...


def roster_paths(mime: QMimeData | None) -> list[str]:
    """The local roster files (``.ros``, ``.rosz``, ``.json``) a drag carries."""
    if mime is None or not mime.hasUrls():
        return []
    out = []
    for url in mime.urls():
        if url.isLocalFile():
            path = url.toLocalFile()
            if path.lower().endswith(ROSTER_SUFFIXES):
                out.append(path)
    return out


class RosterImport(QObject):
    """The window's roster import: :meth:`import_dialog` (the menu) and :meth:`import_file`
    (a dropped file); each returns whether the models went in a tray."""

    def __init__(self, window: QWidget, controller: GameController) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.last_message = ""
        """What the last import said (also on the status bar)."""

    def say(self, text: str) -> None:
        self.last_message = text
        show = getattr(self.window, "show_message", None)
        if show is not None:
            show(text)

    def import_dialog(self) -> bool:
        """File ▸ Import roster…: pick the file, then :meth:`import_file`."""
        refusal = tray_refusal(self.controller.state)  # said before asking for a file
        if refusal:
            self.say(refusal)
            return False
        from app.game.roster_import import FILE_FILTERS
        from app.ui.dialogs.roster_editor import remember_roster_folder, roster_folder

        path, _ = QtWidgets.QFileDialog.getOpenFileName(
            self.window, translate("RosterImport", "Import roster"), roster_folder(),
            ";;".join(FILE_FILTERS))
        if not path:
            return False
        remember_roster_folder(path)
        return self.import_file(path)

    def import_file(self, path: str | os.PathLike[str]) -> bool:
        """Read the roster at ``path``, ask whose warband it is, fill that warband's tray."""
        # the importer (pydantic, the base tables) is loaded when a roster first comes in
        from app.game.roster_import import RosterFileError, import_roster, import_summary

        state = self.controller.state
        refusal = tray_refusal(state)
        if refusal:
            self.say(refusal)
            return False
        try:
            roster = import_roster(path)
        except RosterFileError as exc:
            self.say(translate("RosterImport", "Not imported: {problem}").format(problem=exc))
            return False
        except (RecursionError, MemoryError):
            self.say(translate("RosterImport", "Not imported: {file}: the file is nested too "
                               "deeply or too large to be a roster").format(file=path))
            return False
        players = state.players
        if not players:
            self.say(translate("RosterImport", "The game has no players: start a new game with "
                               "the roster from File ▸ New game"))
            return False
        # what the command refuses for any player (another game system, no model to place,
        # too many models) is said before the player is asked whose warband it is
        problem = AddRosterToTray(players[0].id, roster).check(state)
        if problem:
            self.say(translate("RosterImport", "Not imported: {problem}").format(
                problem=problem[:1].upper() + problem[1:]))
            return False
        choices = [f"{p.name} \u2014 {p.warband}" if p.warband and p.warband != p.name
                   else p.name for p in players]
        name = Path(os.fspath(path)).name
        question = translate(
            "RosterImport", "{roster} ({file}): {summary}.\n\n"
            "Whose warband is it? Its models go in that warband's set-up tray.").format(
            roster=roster.name, file=name, summary=import_summary(roster))
        choice, ok = QtWidgets.QInputDialog.getItem(self.window,
                                                    translate("RosterImport", "Import roster"),
                                                    question,
                                                    choices, 0, False)
        if not ok or choice not in choices:
            return False
        player = players[choices.index(choice)]
        done = self.controller.attempt(AddRosterToTray(player.id, roster, name), say=False)
        if not done:
            self.say(translate("RosterImport", "Not imported: {problem}").format(
                problem=done.refusal))
            return False
        placed = sum(e.count for e in roster.models if e.placed)
        self.say(translate("RosterImport", "%n models of {roster} are in {player}'s tray: drag "
                           "them onto the table", None, placed).format(
            roster=roster.name, player=player.name))
        return True


__all__ = ["ROSTER_SUFFIXES", "UNDER_WAY", "RosterImport", "roster_paths"]
