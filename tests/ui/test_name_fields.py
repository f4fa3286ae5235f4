"""The name fields of the wizard and the roster editor stop where the game file's limits
stop (app.game.limits), so a name a user can type is a name the saved game can hold."""

from PySide6.QtWidgets import QWidget

from app.game import limits
from app.game.rosters import parse_roster, roster_to_dict
from app.ui.dialogs.new_game import PlayerRow
from app.ui.dialogs.roster_editor import NAME, RosterEditor


def test_wizard_player_fields_stop_at_the_save_limit(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    row = PlayerRow(0, "mordheim", 1, parent)
    row.name.setText("A" * 200)
    row.warband.setText("W" * 200)
    assert len(row.name.text()) == limits.NAME_MAX
    assert len(row.warband.text()) == limits.NAME_MAX


def test_roster_editor_entry_names_leave_room_for_the_model_number(qtbot):
    editor = RosterEditor(system="mordheim")
    qtbot.addWidget(editor)
    editor.name_edit.setText("R" * 200)
    r = editor.add_entry()
    editor.cell(r, NAME).setText("E" * 200)
    roster = editor.roster()
    assert len(roster.name) == limits.NAME_MAX
    assert len(roster.models[0].name) == limits.ENTRY_NAME_MAX
    # what the editor makes, the roster loader takes
    assert parse_roster(roster_to_dict(roster)).models[0].name == roster.models[0].name
