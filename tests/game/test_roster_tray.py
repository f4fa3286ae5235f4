"""Issue 32: a roster's models put in a player's set-up tray (AddRosterToTray), before play
only, as one undoable step that the game file's undo history keeps; a model's Movement
(R1) carried from its roster into the game file, written only when set, and edited
(EditMovement)."""

from __future__ import annotations

import json

import pytest

from app.game.commands import AddRosterToTray, EditModel, EditMovement, profile_lines
from app.game.history import History, Step
from app.game.roster_import import import_bytes
from app.game.saves import dumps_game, load_game, load_saved_game, save_game
from app.paths import resources_dir
from rosterkit import model, ros_text, roster_doc


def demo(name: str = "demo-trench-crusade.json"):
    """A bundled demo with a set-up plan, as a game made by File > New game has: its
    set-up tray is where a roster's models go (a game with no plan has none)."""
    from app.game.state import SetupPlan

    state = load_game(resources_dir() / "games" / name)
    state.setup = state.setup or SetupPlan()
    return state


def _without_log(text):
    doc = json.loads(text)
    doc.pop("log")
    return doc


def host():
    doc = roster_doc("trench-crusade", "Black Grail.cat", [
        model("Pile of Stuff", costs={"Ducats": -15}), model("Plague Knight", 2),
        model("Heralds of Beelzebub")], name="Flies")
    return import_bytes(ros_text(doc).encode(), "flies.ros")


def test_a_rosters_models_go_in_the_tray_with_their_movement_and_undo_takes_them_back():
    state = demo()
    before = _without_log(dumps_game(state))
    count = len(state.models)
    step, change = Step.perform(AddRosterToTray("ana", host(), "flies.ros"), state)
    assert change.warbands and not change.models
    added = state.models[count:]
    assert [m.name for m in added] == ["Plague Knight 1", "Plague Knight 2",
                                       "Heralds of Beelzebub"]
    assert {m.status for m in added} == {"unplaced"} and {m.player for m in added} == {"ana"}
    assert len({m.id for m in state.models}) == len(state.models)
    assert (added[0].move_in, added[0].move_type) == (6.0, "infantry")
    assert (added[2].move_in, added[2].move_type) == (10.0, "flying")
    assert profile_lines(added[2]) == ['Movement 10" Flying',
                                       "Ranged +0 Dice, Melee +0 Dice, Armour 0"]
    assert "flies.ros" in state.log[-1].text
    undone = step.undo(state)
    assert undone.warbands and _without_log(dumps_game(state)) == before  # the log keeps
    assert state.log[-1].text.startswith("Undone")  # its lines, marked undone
    step.redo(state)
    assert [m.name for m in state.models[count:]] == [m.name for m in added]


def test_the_added_models_and_their_undo_survive_the_game_file(tmp_path):
    state = demo()
    step, _ = Step.perform(AddRosterToTray("ben", host()), state)
    path = tmp_path / "game.json"
    save_game(state, path, History([step], 1))
    doc = json.loads(path.read_text(encoding="utf-8"))
    knight = next(m for m in doc["models"] if m["name"] == "Plague Knight 1")
    assert knight["move_in"] == 6 and knight["move_type"] == "infantry"
    assert list(knight["profile"]) == ["Movement", "Ranged", "Melee", "Armour", "Base"]
    saved = load_saved_game(path)
    assert not saved.problem and dumps_game(saved.state, saved.history) == \
        path.read_text(encoding="utf-8")
    # undone in the file too: the step's record brings the models back on redo
    saved.history.steps[0].undo(saved.state)
    again = tmp_path / "undone.json"
    save_game(saved.state, again, History(saved.history.steps, 0))
    reopened = load_saved_game(again)
    assert not reopened.problem
    assert not any(m.name == "Plague Knight 1" for m in reopened.state.models)
    reopened.history.steps[0].redo(reopened.state)
    assert any(m.name == "Plague Knight 1" for m in reopened.state.models)


def test_models_without_movement_write_nothing_new():
    state = demo()
    for m in state.models:  # the demos carry Movement: a game made before they did
        m.move_in, m.move_type = None, ""
    assert all(m.move_in is None and not m.profile for m in state.models)
    assert '"move_in"' not in dumps_game(state) and '"profile"' not in dumps_game(state)


def test_no_roster_goes_in_a_tray_once_play_has_started():
    state = demo()
    state.turn.phase = "activation"
    problem = AddRosterToTray("ana", host()).check(state)
    assert problem == ("The game is under way: a roster's models go in a tray only before "
                       "play starts")


def test_a_roster_of_another_game_system_is_refused_in_one_sentence():
    state = demo("demo.json")  # Mordheim
    assert AddRosterToTray("bob", host()).check(state) == \
        "this is a Trench Crusade roster; the game is Mordheim"


def test_the_movement_is_edited_with_the_rest_of_the_model_as_one_step():
    state = demo()
    mid = state.models[0].id
    before = state.model(mid).move_in
    command = EditMovement(mid, move_in=7, move_type="flying",
                           edit=EditModel(mid, name="Renamed"))
    step, _ = Step.perform(command, state)
    m = state.model(mid)
    assert (m.name, m.move_in, m.move_type) == ("Renamed", 7.0, "flying")
    assert 'Movement 7" Flying' in state.log[-1].text
    step.undo(state)
    assert (state.model(mid).move_in, state.model(mid).name) == (before, state.models[0].name)
    assert EditMovement(mid, move_in=-1).check(state) == "a Movement is 0 to 100 inches"
    assert EditMovement(mid, move_type="swimming").check(state).startswith(
        f"{m.name}'s Movement type is one of Infantry, Flying")
    assert EditMovement(mid).check(state) == f"nothing about {m.name} has changed"


def test_a_game_with_no_set_up_tray_takes_no_roster():
    """A game set up without a scenario's plan (the bundled Mordheim demo) has no tray: the
    roster is refused before anything else is said of it."""
    from app.game.commands.rosters import NO_TRAY

    state = load_game(resources_dir() / "games" / "demo.json")
    assert state.setup is None and state.turn.phase == "setup"
    assert AddRosterToTray("bob", host()).check(state) == NO_TRAY
