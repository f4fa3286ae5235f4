"""Short labels (made from names, unique in a warband, at most 5 characters), the board's
Delete (RemoveModels: back to the tray in set-up, out of action in play, M9, S7) and the model
editor's one-step edit (EditModel), with their undo, saved history and file formats."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from app.game.commands import EndTurn, StartTurn
from app.game.history import Step
from app.game.labels import assign_labels, display_labels, label_problem, label_stem
from app.game.commands import EditModel, RemoveModels, SetModelStatus
from app.game.newgame import PlaceModel, PlayerSetup, SettleSetUpOrder, new_game
from app.game.rosters import (
    Roster, RosterEntry, RosterFileError, dumps_roster, load_roster, parse_roster,
    roster_from_game, save_roster,
)
from app.game.saves import dumps_game, load_game, load_saved_game, save_game
from app.game.scenarios import bundled_scenarios
from app.game.history import History
from app.paths import demo_game_path
from app.rules.bases import Base
from app.rules.rng import GameRng
from turnkit import make_game, perform


def _models(*names_labels):
    return [SimpleNamespace(id=str(i), name=n, label=l) for i, (n, l) in enumerate(names_labels)]


# -- short labels -------------------------------------------------------------------------------
@pytest.mark.parametrize("name, stem", [
    ("Rat Ogre", "RO"), ("Clanrat", "Cl"), ("Clanrat 3", "Cl"), ("Ogre", "Ogre"),
    ("Mercenary Captain", "MC"), ("Warrior-Priest of Sigmar", "WPS"), ("Rat 12", "Rat"),
])
def test_a_label_is_made_from_the_name(name, stem):
    assert label_stem(name) == stem


def test_labels_are_unique_in_a_warband_and_numbered_on_a_clash():
    labels = assign_labels(_models(
        ("Rat Ogre", ""), ("Clanrat 1", ""), ("Clanrat 2", ""), ("Ogre", ""),
        ("Rogue Outlaw", ""), ("Captain", "Capt"), ("Mercenary Captain", "Capt"),
        ("Warlock Engineer of Skryre 12", "")))
    assert labels == {"0": "RO1", "1": "Cl1", "2": "Cl2", "3": "Ogre", "4": "RO2",
                      "5": "Capt", "6": "Capt1", "7": "WES12"}
    assert all(len(v) <= 5 for v in labels.values())
    assert len({v.casefold() for v in labels.values()}) == len(labels)


def test_an_old_game_without_labels_shows_labels_made_from_names_and_saves_as_it_was(tmp_path):
    state = load_game(demo_game_path())
    for m in state.models:
        m.label = ""
    path = tmp_path / "old.json"
    save_game(state, path)
    before = path.read_bytes()
    again = load_game(path)
    shown = display_labels(again)
    assert shown["phil-1"] and all(len(v) <= 5 for v in shown.values())
    assert all(m.label == "" for m in again.models)  # made up for the board, never written
    save_game(again, tmp_path / "again.json")
    assert (tmp_path / "again.json").read_bytes() == before


def test_a_typed_label_is_checked_for_length_and_clashes_in_the_warband():
    state = load_game(demo_game_path())
    mine = next(m for m in state.models if m.label == "Capt" and m.player == "bob")
    other = next(m for m in state.models_of("bob") if m.id != mine.id)
    assert label_problem(state, other.id, "") == ""
    assert "at most 5" in label_problem(state, other.id, "Longer")
    assert label_problem(state, other.id, "capt") == (
        f"the short label Capt is already {mine.name}'s in this warband: type another, or "
        "leave it empty for one made from the name")
    assert label_problem(state, "phil-1", "Capt") == ""  # another warband's label


# -- rosters ------------------------------------------------------------------------------------
def test_a_roster_entry_keeps_its_label_and_a_roster_without_one_stays_as_it_was(tmp_path):
    plain = Roster("Raiders", models=[RosterEntry("Clanrat", Base.round(25), "", 3, 20)])
    text = dumps_roster(plain)
    assert "label" not in text  # written only when set
    labelled = Roster("Raiders", models=[RosterEntry("Rat Ogre", Base.round(40), "", 1, 210,
                                                     "Gnash"),
                                         RosterEntry("Clanrat", Base.round(25), "", 3, 20)])
    save_roster(labelled, tmp_path / "r.json")
    again = load_roster(tmp_path / "r.json")
    assert again == labelled and again.models[0].label == "Gnash"
    doc = json.loads(text)
    assert parse_roster(doc) == plain  # an old roster, without labels, still reads
    doc["models"][0]["label"] = "Toolong"
    with pytest.raises(RosterFileError, match=r"models\[0\]\.label: expected at most 5"):
        parse_roster(doc, "r.json")


def test_a_new_game_numbers_a_roster_label_and_makes_the_others():
    street = next(s for s in bundled_scenarios() if s.id == "street-brawl")
    roster = Roster("Skaven", models=[RosterEntry("Rat Ogre", Base.round(40), "", 1, 210),
                                      RosterEntry("Clanrat", Base.round(25), "rats", 3, 20, "Cr"),
                                      RosterEntry("Night Runner", Base.round(25), "", 2, 20)])
    state = new_game(street, [PlayerSetup(n, roster=roster) for n in ("Ann", "Bob", "Cy")],
                     rng=GameRng(seed=1))
    labels = [m.label for m in state.models_of("ann")]
    assert labels == ["RO", "Cr1", "Cr2", "Cr3", "NR1", "NR2"]
    assert [e.label for e in roster_from_game(state, "ann").models][:2] == ["RO", "Cr1"]


# -- Delete ----------------------------------------------------------------------------------------
def _set_up_game():
    street = next(s for s in bundled_scenarios() if s.id == "street-brawl")
    roster = Roster("W", models=[RosterEntry("Warrior", Base.round(25), "", 2, 30)])
    state = new_game(street, [PlayerSetup(n, roster=roster) for n in ("Ann", "Bob", "Cy")],
                     rng=GameRng(seed=2))
    SettleSetUpOrder().apply(state)
    for i, m in enumerate(state.models):
        PlaceModel(m.id, 10 + 3 * i, 10, agreed=True).apply(state)
    return state


def test_delete_during_set_up_puts_the_models_back_in_the_tray_and_undo_puts_them_back():
    state = _set_up_game()
    step, _ = Step.perform(RemoveModels(["ann-1", "bob-2"]), state)
    assert [m.id for m in state.unplaced_models()] == ["ann-1", "bob-2"]
    assert step.text == "2 models back to the tray"
    step.undo(state)
    assert state.unplaced_models() == []
    assert (state.model("ann-1").x_in, state.model("ann-1").y_in) == (10, 10)


def test_delete_in_play_takes_a_model_out_of_action_for_the_s7_refund_and_m9():
    state = make_game({"a": 2, "b": 1}, modules=["S7"], unit_costs={"a": {"u1": 30}})
    StartTurn().apply(state)
    remove = RemoveModels(["a-1"])
    remove.apply(state)
    assert state.model("a-1").status == "out_of_action" and remove.text == "Take A 1 off the table"
    assert "A 1 (A) is now out of action" in state.log[-1].text
    EndTurn().apply(state)
    assert state.turn.refunds == {"a": 29}  # S7: cost 30 - 1
    mordheim = make_game({"a": 1, "b": 1, "c": 1}, system="mordheim")
    mordheim.turn.phase = "player-turn"
    RemoveModels(["a-1"]).apply(mordheim)
    assert mordheim.player("a").fled and mordheim.player("a").out_reason == "wiped-out"  # M9


def test_delete_refuses_a_model_that_is_not_on_the_table():
    state = make_game({"a": 2, "b": 1})
    SetModelStatus("a-1", "out_of_action").apply(state)
    with pytest.raises(ValueError, match="A 1 is not on the table"):
        RemoveModels(["a-2", "a-1"]).apply(state)
    assert state.model("a-2").on_table


# -- the model editor -------------------------------------------------------------------------
def test_an_edit_changes_everything_at_once_and_one_undo_takes_it_all_back():
    state = make_game({"a": 2, "b": 1}, system="mordheim")
    edit = perform(EditModel("a-1", name="Rat Ogre", label="RO", unit="brutes",
                             base=Base("oval", length_mm=60, width_mm=35), facing_deg=450,
                             status="stunned"), state)
    m = state.model("a-1")
    assert (m.name, m.label, m.unit, m.base.shape, m.facing_deg, m.status) == \
        ("Rat Ogre", "RO", "brutes", "oval", 90.0, "stunned")
    assert edit.text == "Edit A 1"
    assert "A 1 (A) edited: name Rat Ogre; short label RO; unit brutes; base 60x35 mm oval; " \
           "facing 90°" in [e.text for e in state.log]
    edit.undo(state)
    m = state.model("a-1")
    assert (m.name, m.label, m.unit, m.base, m.facing_deg, m.status) == \
        ("A 1", "", "u1", Base.round(25), 0.0, "active")


@pytest.mark.parametrize("fields, words", [
    ({"name": "  "}, "the name is empty: type the model's name"),
    ({"label": "Toolong"}, "at most 5"),
    ({"status": "stunned"}, "Trench Crusade game has no stunned status"),
    ({"name": "A 1"}, "nothing about A 1 has changed"),
    ({"base": Base.round(3000)}, "5 to 500 mm"),  # issue 20: the roster editor's range
])
def test_an_edit_the_rules_refuse_changes_nothing(fields, words):
    state = make_game({"a": 2, "b": 1})
    before = dumps_game(state)
    with pytest.raises(ValueError, match=words):
        EditModel("a-1", **fields).apply(state)
    assert dumps_game(state) == before


def test_a_label_clash_is_refused():
    state = make_game({"a": 2, "b": 1})
    EditModel("a-1", label="Boss").apply(state)
    with pytest.raises(ValueError, match="the short label Boss is already A 1's in this "
                                         "warband"):
        EditModel("a-2", label="BOSS").apply(state)
    EditModel("b-1", label="Boss").apply(state)  # another warband may use it


def test_an_edit_survives_saving_and_reopening_with_its_undo(tmp_path):
    state = load_game(demo_game_path())
    step, _ = Step.perform(EditModel("phil-1", name="Gnash", label="Gn",
                                     base=Base("rect", width_mm=50, depth_mm=25)), state)
    path = tmp_path / "edited.json"
    save_game(state, path, History([step], 1))
    saved = load_saved_game(path)
    assert saved.problem == ""
    again = saved.state
    assert again.model("phil-1").base == Base("rect", width_mm=50, depth_mm=25)
    saved.history.steps[0].undo(again)
    original = load_game(demo_game_path()).model("phil-1")
    m = again.model("phil-1")
    assert (m.name, m.label, m.base) == (original.name, original.label, original.base)


def test_changing_a_units_last_model_keeps_the_turns_units_valid(tmp_path):
    state = make_game({"a": 1, "b": 1})
    StartTurn().apply(state)
    assert "a/u1" in state.turn.units_at_start
    EditModel("a-1", unit="guards").apply(state)
    assert "a/guards" in state.turn.units_at_start and "a/u1" not in state.turn.units_at_start
    save_game(state, tmp_path / "g.json")  # a unit key the game no longer has would be refused
    assert load_game(tmp_path / "g.json").model("a-1").unit == "guards"
