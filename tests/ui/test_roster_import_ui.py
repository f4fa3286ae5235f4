"""Import… in the roster editor and on the New game wizard's players page (issue 18): the
file dialog offers both tools' files, the editor opens on the imported roster with its
guessed bases highlighted, and a Mordheim roster's Warband Rating (M2, M6) is shown, goes to
the player's rating, and is flagged for a check once the models change."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QWizard

from app.rules.bases import Base
from app.ui.dialogs.roster_editor import BASE, COUNT, FROM, NAME, RosterEditor
from rosterkit import member, model, roster_doc, unit, write_companion, write_nr_json, write_rosz


def answer_file_dialog(monkeypatch, path, asked):
    def dialog(parent, caption, folder, filters, *args, **kwargs):  # noqa: ANN001, ANN002
        asked.append((caption, filters))
        return str(path), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(dialog))


@pytest.fixture
def eshin(tmp_path):
    return write_rosz(roster_doc("mordheim", "Skaven.cat", [
        model("Assassin Adept"), unit("Verminkin", model("Verminkin", 5)), model("Rat Ogre")],
        name="Clan Eshin", extra_costs={"Warband Rating": 11}), tmp_path / "Clan Eshin.rosz")


def test_the_editor_imports_a_mordheim_roster_with_its_guesses_highlighted(
        qtbot, monkeypatch, eshin):
    editor = RosterEditor(system="mordheim")
    qtbot.addWidget(editor)
    editor.show()
    asked = []
    answer_file_dialog(monkeypatch, eshin, asked)
    qtbot.mouseClick(editor.import_button, Qt.MouseButton.LeftButton)
    caption, filters = asked[0]
    assert caption == "Import roster" and "*.rosz" in filters and "Trench Companion" in filters
    assert editor.table.rowCount() == 3 and editor.name_edit.text() == "Clan Eshin"
    picker = editor.cell(2, BASE)
    assert editor.cell(2, NAME).text() == "Rat Ogre" and picker.currentText() == "40 mm round"
    assert "F0E442" in picker.styleSheet() and "guess" in picker.toolTip()
    assert editor.cell(2, FROM).text() == "\u26a0 guess"
    assert "3 of the bases are guesses" in editor.imported.text()
    assert "BattleScribe" in editor.imported.text()
    # the Warband Rating, not the gold: 7 warriors x 5 - 5 + 20 for the ogre, + experience
    assert editor.rating_edit.value() == 5 + 25 + 20 + 11
    assert editor.rating_note.text() == "imported with the roster"
    # picking the ogre's real base makes it the player's: no longer a guess
    picker.setCurrentText("50 mm round")
    assert picker.styleSheet() == "" and editor.roster().models[2].base_source == ""
    assert editor.cell(2, FROM).text() == ""
    assert editor.roster().models[0].base_source == "guess"


def test_changing_the_models_marks_the_imported_rating_for_a_check(qtbot, monkeypatch, eshin):
    editor = RosterEditor(system="mordheim")
    qtbot.addWidget(editor)
    editor.show()
    answer_file_dialog(monkeypatch, eshin, [])
    editor.import_dialog()
    editor.cell(1, COUNT).setValue(6)  # a sixth Verminkin
    assert "models changed since this rating was imported (61)" in editor.rating_note.text()
    assert "F0E442" in editor.rating_edit.styleSheet()
    assert editor.roster().rating == 61  # kept as it was, flagged: the player types the new one
    editor.rating_edit.setValue(66)
    assert editor.rating_note.text() == "" and editor.roster().rating == 66


def test_a_refused_file_is_one_sentence_and_the_editor_keeps_its_rows(qtbot, monkeypatch,
                                                                      tmp_path):
    editor = RosterEditor(system="trench-crusade")
    qtbot.addWidget(editor)
    editor.add_entry()
    bad = tmp_path / "bad.ros"
    bad.write_text("<roster", encoding="utf-8")
    answer_file_dialog(monkeypatch, bad, [])
    editor.import_dialog()
    assert editor.table.rowCount() == 1
    assert str(bad) in editor.problem.text() and "cut short" in editor.problem.text()


def test_a_companion_warband_keeps_glory_and_reserves_through_the_editor(qtbot, tmp_path):
    path = write_companion(tmp_path / "Host.json", "Host", "fc_cultoftheblackgrail", [
        member("md_plagueknight", 60, glory=2), member("md_grailthrall", 25, state="reserved")])
    editor = RosterEditor(system="trench-crusade")
    qtbot.addWidget(editor)
    assert editor.import_file(path)
    assert "not put on the table" in editor.imported.text()
    assert "listed in the warband" in editor.cell(1, NAME).toolTip()
    roster = editor.roster()
    assert [(e.glory, e.status) for e in roster.models] == [(2, ""), (0, "reserved")]
    assert roster.rating == 85 and roster.faction == "Cult of the Black Grail"


def test_the_wizard_imports_opens_the_editor_and_takes_the_warband_rating(
        window, qtbot, monkeypatch, eshin):
    wizard = window.new_game_dialog()
    qtbot.waitExposed(wizard)
    page = wizard.scenario_page
    page.system.setCurrentIndex(page.system.findData("mordheim"))
    wizard.next()
    wizard.next()
    row = wizard.players_page.active_rows[0]
    assert row.import_button.isVisible()
    answer_file_dialog(monkeypatch, eshin, [])
    qtbot.mouseClick(row.import_button, Qt.MouseButton.LeftButton)
    editor = row.editor
    assert editor is not None and editor.isVisible()
    assert "guesses" in editor.imported.text()
    editor.accept()
    assert row.roster.model_count == 7 and row.rating.value() == 61
    assert row.summary.text().startswith("7 models")
    assert row.warband.text() == "Clan Eshin"
    # the roster edited again with a new rating: the rating follows it (none was typed)
    editor = row.edit_roster()
    editor.rating_edit.setValue(70)
    editor.accept()
    assert row.rating.value() == 70
    row.rating.setValue(75)  # typed by the player: a roster opened later leaves it alone
    editor = row.edit_roster()
    editor.rating_edit.setValue(90)
    editor.accept()
    assert row.rating.value() == 75
    wizard.reject()


def test_the_wizard_names_a_file_it_cannot_import(window, qtbot, monkeypatch, tmp_path):
    wizard = window.new_game_dialog()
    qtbot.waitExposed(wizard)
    wizard.next()
    wizard.next()
    row = wizard.players_page.active_rows[0]
    doc = roster_doc("trench-crusade", "Black Grail.cat", [model("Plague Knight")])
    doc["gameSystemId"], doc["gameSystemName"] = "x", "Kill Team"
    answer_file_dialog(monkeypatch, write_nr_json(doc, tmp_path / "kt.json"), [])
    qtbot.mouseClick(row.import_button, Qt.MouseButton.LeftButton)
    assert row.editor is None
    problem = row.note.text()  # said on the row, which keeps what it had
    assert problem.startswith("\u2717 kt.json was not imported: this is a Kill Team roster")
    assert wizard.button(QWizard.WizardButton.FinishButton) is not None
    wizard.reject()


def test_an_imported_oval_shows_as_the_standard_60x30_oval(qtbot, tmp_path):
    doc = roster_doc("trench-crusade", "Black Grail.cat", [model("Hound of the Black Grail")])
    editor = RosterEditor(system="trench-crusade")
    qtbot.addWidget(editor)
    assert editor.import_file(write_nr_json(doc, tmp_path / "hound.json"))
    assert editor.cell(0, BASE).currentText() == "60x30 mm oval"
    assert editor.roster().models[0].base == Base("oval", length_mm=60, width_mm=30)
    assert editor.cell(0, BASE).toolTip() == "Base from the imported roster file"
    assert editor.cell(0, FROM).text() == "roster"


def test_ok_on_an_imported_trench_crusade_roster_keeps_each_models_movement(
        qtbot, monkeypatch, tmp_path):
    """R1: a newcomer's trial lost every model's Movement when the editor's OK rebuilt the
    rows (Import…, then OK on the New game wizard's editor): the Race tab then knew none."""
    path = write_rosz(roster_doc("trench-crusade", "Black Grail.cat", [
        model("Plague Knight", 2), model("Heralds of Beelzebub")], name="Flies"),
        tmp_path / "flies.rosz")
    editor = RosterEditor(system="trench-crusade")
    qtbot.addWidget(editor)
    editor.show()
    answer_file_dialog(monkeypatch, path, [])
    qtbot.mouseClick(editor.import_button, Qt.MouseButton.LeftButton)
    editor.cell(0, COUNT).setValue(3)  # the player changes a count, then OK
    qtbot.mouseClick(editor.ok_button, Qt.MouseButton.LeftButton)
    assert editor.result() == editor.DialogCode.Accepted
    by_name = {e.name: e for e in editor.roster().models}
    assert (by_name["Plague Knight"].move_in, by_name["Plague Knight"].move_type) == \
        (6.0, "infantry")
    assert by_name["Plague Knight"].profile["Movement"] == '6"/Infantry'
    assert (by_name["Heralds of Beelzebub"].move_in,
            by_name["Heralds of Beelzebub"].move_type) == (10.0, "flying")
