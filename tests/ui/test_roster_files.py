"""Rosters in the wizard: one roster file opened for several players keeps each player's
own colour; the roster dialogs start in the documents folder or the folder last used."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QFileDialog

from app.game.rosters import Roster, RosterEntry, save_roster
from app.rules.bases import Base
from app.ui.dialogs.roster_editor import RosterEditor, roster_folder


def test_one_roster_for_several_players_keeps_their_colours_apart(window, qtbot, tmp_path):
    path = tmp_path / "skaven.json"
    save_roster(Roster("Skaven", warband="Skaven", colour="#D55E00",
                       models=[RosterEntry("Rat", Base.round(25))]), path)
    wizard = window.new_game_dialog(seed=1)
    qtbot.waitExposed(wizard)
    wizard.next()
    wizard.next()
    rows = wizard.players_page.active_rows
    assert len(rows) >= 2
    for row in rows:
        assert row.open_roster(str(path)) == ""
    colours = [row.colour.currentData() for row in rows]
    assert colours[0] == "#D55E00"  # the first player takes the roster's colour
    assert len(set(colours)) == len(colours)  # nobody else is repainted to match
    wizard.reject()


def test_roster_dialogs_start_in_documents_then_in_the_last_folder(qtbot, tmp_path, monkeypatch):
    QSettings().remove("rosters/folder")
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    first = roster_folder()
    assert first in (documents, str(Path.home()))  # not the working directory
    starts = []
    target = tmp_path / "club" / "rats.json"
    target.parent.mkdir()

    def save_name(parent, caption, start, *a, **k):
        starts.append(start)
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_name))
    editor = RosterEditor(system="mordheim")
    qtbot.addWidget(editor)
    editor.name_edit.setText("Rats")
    editor.add_entry(RosterEntry("Rat", Base.round(25)))
    editor.save_dialog()
    assert starts == [str(Path(first) / "Rats.json")]
    assert target.exists()
    assert roster_folder() == str(target.parent)  # the next dialog starts there
    QSettings().remove("rosters/folder")


def test_roster_save_suggests_a_safe_file_name(qtbot, monkeypatch):
    """A warband named "Rats/Skaven: 2" is suggested as one file, not a sub-folder."""
    seen = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda parent, caption, start, *a, **k: (seen.append(start), ("", ""))[1]))
    editor = RosterEditor(system="mordheim")
    qtbot.addWidget(editor)
    editor.name_edit.setText("Rats/Skaven: 2")
    editor.save_dialog()
    assert Path(seen[0]).name == "Rats - Skaven - 2.json"
