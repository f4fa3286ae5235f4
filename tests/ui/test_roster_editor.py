"""The roster editor: standard base picker and custom sizes (G1, G3), total cost as the
warband rating, rosters saved and reopened as files, bad files reported."""

import pytest

from app.game.rosters import Roster, RosterEntry
from app.rules.bases import Base
from app.ui.dialogs.roster_editor import (
    BASE, COST, COUNT, NAME, SIZE, STANDARD_BASES, RosterEditor, parse_base)


@pytest.fixture
def editor(qtbot):
    dialog = RosterEditor(system="trench-crusade")
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_the_picker_offers_every_standard_base():
    labels = [label for label, _ in STANDARD_BASES]
    assert labels == ["25 mm round", "28 mm round", "32 mm round", "40 mm round",
                      "50 mm round", "60 mm round", "60x30 mm oval", "60x35 mm oval",
                      "120x80 mm oval",
                      "20 mm square", "25 mm square"]
    assert parse_base("60x35 mm oval", "") == Base("oval", length_mm=60, width_mm=35)
    # Trench Crusade's 30x60 mm oval, named long axis first as the tray names it
    assert parse_base("60x30 mm oval", "") == Base("oval", length_mm=60, width_mm=30)
    assert Base("oval", length_mm=60, width_mm=30).size_label == "60x30 mm oval"
    assert parse_base("Custom oval", "45x70") == Base("oval", length_mm=70, width_mm=45)
    assert parse_base("Custom round", "30") == Base.round(30)
    with pytest.raises(ValueError, match="type the size in millimetres"):
        parse_base("Custom round", "")


@pytest.mark.parametrize("size", ["0.0001", "4.9", "3x40", "501", "40x600"])
def test_a_custom_base_too_small_to_place_or_too_big_for_the_table_is_refused(size):
    with pytest.raises(ValueError, match="must be 5 to 500 millimetres"):
        parse_base("Custom oval" if "x" in size else "Custom round", size)
    assert parse_base("Custom round", "5") == Base.round(5)


def test_rows_make_a_roster_with_counts_costs_and_total(editor):
    editor.name_edit.setText("Pilgrims")
    r = editor.add_entry()
    editor.cell(r, NAME).setText("Trooper")
    editor.cell(r, BASE).setCurrentText("32 mm round")
    editor.cell(r, COUNT).setValue(5)
    editor.cell(r, COST).setValue(12)
    r = editor.add_entry()
    editor.cell(r, NAME).setText("Walker")
    editor.cell(r, BASE).setCurrentText("Custom oval")
    assert editor.cell(r, SIZE).isEnabled()
    editor.cell(r, SIZE).setText("100x60")
    editor.cell(r, COST).setValue(140)
    assert editor.total.text() == "6 models · total cost (rating) 200"
    roster = editor.roster()
    assert roster.model_count == 6 and roster.total_cost == 200
    assert roster.models[1].base == Base("oval", length_mm=100, width_mm=60)


def test_ok_refuses_a_nameless_model_with_a_sentence(editor):
    editor.add_entry()
    editor.accept()
    assert editor.isVisible() and editor.problem.text() == "Row 1: the model needs a name"


def test_save_then_open_gives_the_same_roster_and_a_bad_file_is_reported(editor, qtbot,
                                                                          tmp_path):
    editor.set_roster(Roster("Skaven", warband="Clan Eshin", models=[
        RosterEntry("Verminkin", Base("rect", width_mm=20, depth_mm=20), "pack", 4, 20)]))
    path = tmp_path / "skaven.json"
    assert editor.save(path)
    other = RosterEditor()
    qtbot.addWidget(other)
    assert other.load(path)
    assert other.roster().models == editor.roster().models
    assert other.cell(0, BASE).currentText() == "20 mm square"
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "table-marshal/roster", "version": 1, "name": "x", '
                   '"models": [{"name": "A", "base": {"shape": "round"}}]}')
    assert not other.load(bad)
    assert "bad.json" in other.problem.text() and "models[0].base" in other.problem.text()
    assert other.roster().models == editor.roster().models  # nothing changed


def test_counts_and_costs_are_capped_and_a_huge_total_is_refused(editor):
    """The rating (M2, M6) stays a sane number: no overflow when the roster is used."""
    r = editor.add_entry()
    editor.cell(r, NAME).setText("Giant")
    editor.cell(r, COUNT).setValue(100000)
    editor.cell(r, COST).setValue(1000000000)
    assert editor.cell(r, COUNT).value() == 200 and editor.cell(r, COST).value() == 10000
    editor.accept()
    assert editor.isVisible() and "at most 100000" in editor.problem.text()


@pytest.mark.parametrize("size", ["-70x45", "0", "70x-45", "abc"])
def test_a_negative_or_zero_custom_size_is_refused_naming_the_row(editor, size):
    r = editor.add_entry()
    editor.cell(r, NAME).setText("Walker")
    editor.cell(r, BASE).setCurrentText("Custom oval")
    editor.cell(r, SIZE).setText(size)
    editor.accept()
    assert editor.isVisible() and editor.problem.text().startswith("Row 1 (Walker): ")
    assert "millimetres" in editor.problem.text()
