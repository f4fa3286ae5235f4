"""Anything the app saves it loads again: one set of length limits (app.game.limits) for the
game file, rosters and the UI fields, and a round-trip check before a save is written."""

import json

import pytest

from app.game import limits
from app.game.newgame import PlayerSetup, new_game
from app.game.rosters import Roster, RosterEntry, RosterFileError, parse_roster, roster_to_dict
from app.game.saves import GameFileError, GameSaveError, dumps_game, load_game, save_game
from app.game.scenarios import bundled_scenarios
from app.rules.bases import Base
from app.rules.rng import GameRng
from savekit import demo_state


def _long_game():
    longest_entry = "E" * limits.ENTRY_NAME_MAX
    roster = Roster(name="R" * limits.NAME_MAX, warband="W" * limits.NAME_MAX, models=[
        RosterEntry(longest_entry, Base.round(25), "", limits.ROSTER_COUNT_MAX, 1)])
    scenario = next(s for s in bundled_scenarios() if s.id == "street-brawl")
    small = Roster(name="S", models=[RosterEntry("Rat", Base.round(25))])
    players = [PlayerSetup("A" * limits.NAME_MAX, warband="W" * limits.NAME_MAX, roster=roster),
               PlayerSetup("B" * limits.NAME_MAX, roster=small),
               PlayerSetup("C" * limits.NAME_MAX, roster=small)]
    return new_game(scenario, players, rng=GameRng(seed=3))


def test_longest_names_the_app_accepts_save_and_reopen(tmp_path):
    state = _long_game()
    path = tmp_path / "long.json"
    save_game(state, path)
    again = load_game(path)
    assert again.players[0].name == "A" * limits.NAME_MAX
    assert again.players[0].warband == "W" * limits.NAME_MAX
    # the generated name "<entry> 200" of the last model still fits
    assert max(len(m.name) for m in again.models) <= limits.NAME_MAX
    assert any(m.name.endswith(f" {limits.ROSTER_COUNT_MAX}") for m in again.models)


def test_a_game_that_would_not_load_is_refused_at_save_naming_the_field(tmp_path):
    state = demo_state()
    state.players[0].name = "X" * (limits.NAME_MAX + 1)
    path = tmp_path / "game.json"
    path.write_text("previous", encoding="utf-8")
    with pytest.raises(GameSaveError) as err:
        save_game(state, path)
    assert "players[0].name" in str(err.value)
    assert path.read_text(encoding="utf-8") == "previous"


def test_a_save_with_a_dangling_reference_is_refused():
    state = demo_state()
    state.turn.units_at_start = ["zzz"]
    with pytest.raises(GameSaveError, match=r"turn\.units_at_start\[0\]"):
        dumps_game(state)


def test_turn_lists_naming_unknown_units_are_refused_on_load(tmp_path):
    doc = json.loads(dumps_game(demo_state()))
    doc["turn"]["units_at_start"] = ["zzz"]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(GameFileError, match=r"turn\.units_at_start\[0\].*'zzz'"):
        load_game(path)


def test_roster_entry_name_leaves_room_for_the_model_number():
    entry = {"name": "E" * (limits.ENTRY_NAME_MAX + 1), "base": {"diameter_mm": 25}}
    doc = {**roster_to_dict(Roster(name="R")), "models": [entry]}
    with pytest.raises(RosterFileError, match=r"models\[0\]\.name"):
        parse_roster(doc)


def test_a_roster_taken_from_a_game_with_long_names_saves_and_opens(tmp_path):
    from app.game.rosters import MAX_COUNT, load_roster, roster_from_game, save_roster

    state = demo_state()
    pid = state.players[0].id
    mine = [m for m in state.models if m.player == pid]
    for m in mine:
        m.name, m.unit, m.base = "N" * limits.NAME_MAX, "", mine[0].base
    template = mine[0]
    import dataclasses
    for i in range(MAX_COUNT + 5 - len(mine)):
        state.models.append(dataclasses.replace(template, id=f"extra-{i}"))
    roster = roster_from_game(state, pid)
    path = tmp_path / "r.json"
    save_roster(roster, path)
    again = load_roster(path)
    assert sum(e.count for e in again.models) == MAX_COUNT + 5
    assert all(len(e.name) <= limits.ENTRY_NAME_MAX for e in again.models)


def test_a_roster_that_would_not_open_is_refused_at_save(tmp_path):
    from app.game.rosters import save_roster

    path = tmp_path / "r.json"
    roster = Roster(name="R", models=[RosterEntry("E" * (limits.ENTRY_NAME_MAX + 1),
                                                  Base.round(25))])
    with pytest.raises(RosterFileError, match=r"models\[0\]\.name"):
        save_roster(roster, path)
    assert not path.exists()
