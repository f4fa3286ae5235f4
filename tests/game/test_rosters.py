"""Warband rosters as their own small JSON files: round trip, totals, clear errors."""

from __future__ import annotations

import json

import pytest

from app.game.rosters import (
    Roster, RosterEntry, RosterFileError, dumps_roster, load_roster, parse_roster,
    roster_from_game, save_roster,
)
from app.rules.bases import Base
from savekit import demo_state


def _skaven() -> Roster:
    return Roster(
        name="Clan Eshin raiders", system="mordheim", warband="Skaven", colour="#009E73",
        mark="S", models=[
            RosterEntry("Assassin Adept", Base.round(25), "heroes", 1, 60),
            RosterEntry("Verminkin", Base.round(25), "verminkin", 5, 20),
            RosterEntry("Rat Ogre", Base.round(40), "", 1, 210),
        ])


def test_roster_round_trips_byte_identical(tmp_path):
    path = tmp_path / "skaven.json"
    save_roster(_skaven(), path)
    again = load_roster(path)
    assert again == _skaven()
    save_roster(again, tmp_path / "copy.json")
    assert (tmp_path / "copy.json").read_bytes() == path.read_bytes()
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["format"] == "table-marshal/roster"
    assert set(doc["models"][0]) == {"name", "unit", "base", "count", "cost"}


def test_totals_and_one_entry_per_model():
    roster = _skaven()
    assert roster.model_count == 7
    assert roster.total_cost == 60 + 5 * 20 + 210
    names = [e.name for e in roster.each_model()]
    assert names.count("Verminkin") == 5 and len(names) == 7


def test_roster_from_a_game_counts_models_of_a_kind():
    state = demo_state()
    roster = roster_from_game(state, "phil")
    assert roster.warband == "Skaven" and roster.colour == state.player("phil").colour
    assert roster.model_count == 15
    assert sum(e.count for e in roster.models) == len(list(state.models_of("phil")))
    with pytest.raises(KeyError):
        roster_from_game(state, "nobody")


@pytest.mark.parametrize("doc, field, words", [
    ({"format": "table-marshal/game", "version": 1}, "format", "roster"),
    ({"format": "table-marshal/roster", "version": 9, "name": "x"}, "version", "newer"),
    ({"format": "table-marshal/roster", "version": 1, "name": "x",
      "models": [{"name": "Rat", "base": {"shape": "round", "diameter_mm": 25}, "count": 0}]},
     "models[0].count", "expected at least 1, got 0"),
    ({"format": "table-marshal/roster", "version": 1, "name": "x",
      "models": [{"name": "Rat", "base": {"shape": "oval", "length_mm": 60}}]},
     "models[0].base", "width_mm"),
])
def test_bad_roster_names_file_and_field(tmp_path, doc, field, words):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(RosterFileError) as caught:
        load_roster(path)
    assert caught.value.field == field and words in str(caught.value)
    assert str(path) in str(caught.value)
    assert path.read_bytes() == before


def test_empty_and_non_json_rosters_are_clear_errors(tmp_path):
    for text, words in (("", "empty"), ("hello", "not valid JSON")):
        path = tmp_path / "r.json"
        path.write_text(text, encoding="utf-8")
        with pytest.raises(RosterFileError, match=words):
            load_roster(path)


def test_nan_cost_base_fails_to_save_and_changes_nothing(tmp_path):
    path = tmp_path / "skaven.json"
    save_roster(_skaven(), path)
    before = path.read_bytes()
    broken = _skaven()
    broken.models[0] = RosterEntry("Odd", Base("rect", width_mm=20, depth_mm=20), "", 1, 0)
    object.__setattr__(broken.models[0].base, "width_mm", float("nan"))
    with pytest.raises(RosterFileError, match="nothing was written"):
        save_roster(broken, path)
    assert path.read_bytes() == before
    assert parse_roster(json.loads(dumps_roster(_skaven()))) == _skaven()


@pytest.mark.parametrize("entry, field, words", [
    ({"count": 1, "cost": 1000000000}, "models[0].cost", "at most 10000"),
    ({"count": 100000, "cost": 1}, "models[0].count", "at most 200"),
])
def test_absurd_costs_and_counts_are_refused_naming_the_field(tmp_path, entry, field, words):
    """A billion-ducat model would overflow the rating (M2, M6): the file is refused."""
    path = tmp_path / "absurd.json"
    path.write_text(json.dumps({"format": "table-marshal/roster", "version": 1, "name": "x",
                                "models": [{"name": "Rat", "base": {"shape": "round",
                                            "diameter_mm": 25}, **entry}]}), encoding="utf-8")
    with pytest.raises(RosterFileError) as caught:
        load_roster(path)
    assert caught.value.field == field and words in str(caught.value)


def test_a_roster_whose_total_is_absurd_is_refused(tmp_path):
    model = {"name": "Ogre", "base": {"shape": "round", "diameter_mm": 40}, "count": 200,
             "cost": 10000}
    path = tmp_path / "big.json"
    path.write_text(json.dumps({"format": "table-marshal/roster", "version": 1, "name": "x",
                                "models": [model, model]}), encoding="utf-8")
    with pytest.raises(RosterFileError, match="costs 4000000 in all") as caught:
        load_roster(path)
    assert caught.value.field == "models"


def test_a_bad_colour_is_explained_in_plain_words(tmp_path):
    path = tmp_path / "c.json"
    path.write_text(json.dumps({"format": "table-marshal/roster", "version": 1, "name": "x",
                                "colour": "red"}), encoding="utf-8")
    with pytest.raises(RosterFileError) as caught:
        load_roster(path)
    assert caught.value.field == "colour" and "#0072B2" in str(caught.value)
    assert "pattern" not in str(caught.value)


@pytest.mark.parametrize("change, field, words", [
    ({"name": ""}, "name", "must not be empty"),
    ({"system": "warhammer"}, "system", "expected 'trench-crusade' or 'mordheim'"),
])
def test_roster_errors_are_in_plain_words(tmp_path, change, field, words):
    path = tmp_path / "r.json"
    path.write_text(json.dumps({"format": "table-marshal/roster", "version": 1, "name": "x",
                                **change}), encoding="utf-8")
    with pytest.raises(RosterFileError) as caught:
        load_roster(path)
    assert caught.value.field == field and words in str(caught.value)
    assert "Input should" not in str(caught.value) and "String should" not in str(caught.value)
