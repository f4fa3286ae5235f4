"""Import a roster from anywhere (issue 32): File ▸ Import roster… or a ``.ros``, ``.rosz``
or ``.json`` roster file dropped on the main window. The file is read whatever tool made it
(:mod:`app.game.roster_import`); the player is asked whose warband it is (a
``QInputDialog.getItem`` listing the game's players, with the import summary: the models,
the totals, what is not a model; before set-up begins also "A new player…", who then
joins with it) and its models go in that warband's set-up tray, one
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

from app.i18n import QT_TRANSLATE_NOOP, translate
from app.game.commands import AddRosterToTray, JoinWithRoster, join_refusal
from app.game.commands.rosters import UNDER_WAY, tray_refusal
from app.ui.controller import GameController

NEW_PLAYER = QT_TRANSLATE_NOOP("RosterImport", "A new player…")
"""The last choice of whose warband an imported roster is, before set-up begins."""

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
        joining = join_refusal(state) is None
        if joining:  # before set-up begins, the roster may bring a new player
            choices.append(translate("RosterImport", NEW_PLAYER))
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
        if joining and choice == translate("RosterImport", NEW_PLAYER):
            return self.join(roster, name)
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


    def join(self, roster: object, source: str) -> bool:
        """The roster brings a new player: ask their name, then add them with the warband in
        their tray (:class:`~app.game.commands.JoinWithRoster`, one undoable step)."""
        name, ok = QtWidgets.QInputDialog.getText(
            self.window, translate("RosterImport", "Import roster"),
            translate("RosterImport", "The new player's name (their warband: {warband}):").format(
                warband=getattr(roster, "warband", "") or getattr(roster, "name", "")))
        if not ok or not name.strip():
            return False
        done = self.controller.attempt(JoinWithRoster(name, roster, source), say=False)
        if not done:
            self.say(translate("RosterImport", "Not imported: {problem}").format(
                problem=done.refusal))
            return False
        player = self.controller.state.players[-1]
        count = len(self._models_of(player.id))
        self.say(translate("RosterImport", "{player} joins with {warband}: %n models in their "
                           "tray; drag them onto the table", None, count).format(
            player=player.name, warband=player.warband))
        return True

    def _models_of(self, player_id: str) -> list:
        return [m for m in self.controller.state.models if m.player == player_id]


__all__ = ["ROSTER_SUFFIXES", "UNDER_WAY", "RosterImport", "roster_paths"]
