"""Findings of a newcomer trial outside the board, each replayed through what the player
touches (File ▸ New game, the players page's buttons, the roster editor, the turn panel)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox

from app.ui.dialogs import roster_editor as re_
from playkit import Player
from rosterkit import model, roster_doc, write_ros


def _ok(dialog):  # noqa: ANN001, ANN202
    return dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)


def _players_page(qtbot, window, monkeypatch, system="mordheim", scenario="treasure-hunt"):  # noqa: ANN001, ANN202
    player = Player(qtbot, window, monkeypatch)
    wizard = player.new_game_to_players(system, scenario)
    return player, wizard, wizard.players_page


def _shows_all_of(label) -> bool:  # noqa: ANN001
    """The label is wide enough for its whole text (nothing cut off at its right edge)."""
    return label.width() >= label.fontMetrics().horizontalAdvance(label.text())


def test_the_roster_total_shows_every_digit_and_counts_one_model_in_the_singular(
        qtbot, window, monkeypatch, tmp_path):
    player, _wizard, page = _players_page(qtbot, window, monkeypatch)
    row = page.active_rows[0]
    ros = write_ros(roster_doc("mordheim", "Orc Mob.cat", [model("Orc Boss")], name="Mob"),
                    tmp_path / "mob.ros")
    with player.choosing_file(ros):
        player.click(row.import_button)
    editor = row.editor
    player.see(editor)
    qtbot.wait(50)  # the layout settles as a player looks at it
    assert editor.total.text() == "1 model · total cost 80"
    assert _shows_all_of(editor.total), (editor.total.width(), editor.total.text())
    assert "1 of the bases is a guess (highlighted)" in editor.imported.text()
    assert "guesses" not in editor.imported.text()
    player.click(editor.add_button)
    player.type_into(editor.cell(1, re_.NAME), "Orc")
    editor.cell(1, re_.COUNT).setValue(12)
    editor.cell(1, re_.COST).setValue(2500)
    qtbot.wait(50)
    assert editor.total.text().startswith("13 models · total cost 30080")
    assert _shows_all_of(editor.total), (editor.total.width(), editor.total.text())
    player.click(editor.remove_button)  # back to the one orc boss
    player.click(_ok(editor))
    assert row.summary.text() == "1 model, cost 80"


def test_the_total_grows_with_a_roster_imported_over_the_one_entered(
        qtbot, window, monkeypatch, tmp_path):
    player, _wizard, page = _players_page(qtbot, window, monkeypatch)
    row = page.active_rows[0]
    player.click(row.roster_button)
    editor = row.editor
    player.see(editor)
    player.click(editor.add_button)
    player.type_into(editor.cell(0, re_.NAME), "Ogre")
    player.type_into(editor.warband_edit, "My Ogres")
    player.click(_ok(editor))
    ros = write_ros(roster_doc("mordheim", "Orc Mob.cat", [model("Orc Boss")], name="Mob"),
                    tmp_path / "mob.ros")
    player.click(row.roster_button)
    editor = row.editor
    player.see(editor)
    with player.choosing_file(ros):
        player.click(editor.import_button)
    qtbot.wait(50)
    assert editor.total.text() == "1 model · total cost 80"
    assert _shows_all_of(editor.total), (editor.total.width(), editor.total.text())
