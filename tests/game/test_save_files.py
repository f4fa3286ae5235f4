"""The game file: canonical text, versions and migrations, clear errors for bad files, and
broken files left exactly as they were."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from app.game import saves
from app.game.saves import GameFileError, dumps_game, load_game, migrate, save_game
from app.paths import demo_game_path, resources_dir
from savekit import demo_state, reloaded


def test_load_then_save_is_byte_identical(tmp_path):
    first = tmp_path / "first.json"
    second = tmp_path / "second.json"
    save_game(demo_state(), first)
    save_game(load_game(first), second)
    assert first.read_bytes() == second.read_bytes()
    # and again from the reloaded copy: the canonical form is a fixed point
    assert dumps_game(reloaded(second.read_text(encoding="utf-8"))) == second.read_text(encoding="utf-8")


@pytest.mark.parametrize("name", sorted(p.name for p in resources_dir().joinpath("games").glob("*.json")))
def test_every_bundled_game_saves_to_a_fixed_point(tmp_path, name):
    state = load_game(resources_dir() / "games" / name)
    first = tmp_path / "first.json"
    save_game(state, first)
    again = load_game(first)
    assert saves.game_to_dict(again) == saves.game_to_dict(state)
    second = tmp_path / "second.json"
    save_game(again, second)
    assert second.read_bytes() == first.read_bytes()


def test_saved_file_keeps_everything_needed_to_continue(tmp_path):
    state = demo_state()
    from app.game.commands import NextActivation, StartTurn

    StartTurn().apply(state)
    NextActivation().apply(state)
    NextActivation().apply(state)
    path = tmp_path / "mid-turn.json"
    save_game(state, path)
    again = load_game(path)
    assert again.deck.draw_pile == state.deck.draw_pile
    assert again.deck.discard_pile == state.deck.discard_pile
    assert again.turn.initiative == state.turn.initiative
    assert again.turn.activated == state.turn.activated
    assert (again.rng.seed, again.rng.events) == (state.rng.seed, state.rng.events)
    assert [(e.turn, e.kind, e.text) for e in again.log] == [(e.turn, e.kind, e.text) for e in state.log]
    # the next draw after loading is the draw the unsaved game would have made
    StartTurn().apply(state)
    StartTurn().apply(again)
    assert again.turn.initiative == state.turn.initiative


def test_numbers_are_written_in_one_stable_form():
    state = demo_state()
    state.models[0].x_in = 12.0
    state.models[1].x_in = 0.1 + 0.2
    state.models[2].x_in = -0.0
    doc = json.loads(dumps_game(state))
    assert [m["x_in"] for m in doc["models"][:3]] == [12, 0.30000000000000004, 0]
    assert '"x_in": 12,' in dumps_game(state)
    assert '"x_in": 0.30000000000000004,' in dumps_game(state)


def test_keys_come_in_a_fixed_order():
    doc = json.loads(dumps_game(demo_state()))
    assert list(doc)[:3] == ["format", "version", "name"]
    assert doc["format"] == "table-marshal/game" and doc["version"] == saves.VERSION


# -- versions -----------------------------------------------------------------------------
VERSION_1_DEMO = Path(__file__).parent / "fixtures" / "demo-version-1.json"
"""The Mordheim demo as the first release wrote it (format version 1)."""


def test_version_1_file_is_migrated_on_load(tmp_path):
    doc = json.loads(VERSION_1_DEMO.read_text(encoding="utf-8"))
    assert doc["version"] == 1
    path = tmp_path / "old.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    before = path.read_bytes()
    state = load_game(path)
    assert len(state.models) == 36
    assert json.loads(dumps_game(state))["version"] == saves.VERSION
    assert path.read_bytes() == before  # loading never rewrites the old file


def test_migration_chain_runs_every_step_in_order(monkeypatch):
    seen = []

    def step(n):
        def run(doc):
            seen.append(n)
            doc = dict(doc)
            doc.setdefault("steps", []).append(n)
            return doc
        return run

    monkeypatch.setattr(saves, "VERSION", 5)
    monkeypatch.setattr(saves, "MIGRATIONS", {n: step(n) for n in range(1, 5)})
    original = {"format": saves.FORMAT, "version": 2}
    doc = migrate(original)
    assert seen == [2, 3, 4]
    assert doc["version"] == 5 and doc["steps"] == [2, 3, 4]
    assert original == {"format": saves.FORMAT, "version": 2}  # the input is not changed


def test_missing_migration_step_is_a_clear_error(monkeypatch):
    monkeypatch.setattr(saves, "VERSION", 4)
    monkeypatch.setattr(saves, "MIGRATIONS", {1: lambda d: d})
    with pytest.raises(GameFileError, match="format version 2 cannot be read"):
        migrate({"format": saves.FORMAT, "version": 1}, "x.json")


# -- broken files: clear errors, files untouched --------------------------------------------
def _good_text() -> str:
    return dumps_game(demo_state())


BROKEN = {
    "truncated": lambda: _good_text()[:2000],
    "truncated-in-a-string": lambda: _good_text().split('"Club night')[0] + '"Club ni',
    "non-json": lambda: "this is a shopping list, not a game\n",
    "empty": lambda: "",
    "whitespace": lambda: "  \n\n",
    "newer-version": lambda: _good_text().replace(
        f'"version": {saves.VERSION},', f'"version": {saves.VERSION + 1},', 1),
    "not-a-game": lambda: json.dumps({"format": "something-else", "version": 1}),
    "nan": lambda: _good_text().replace('"x_in": ', '"x_in": NaN, "_": ', 1),
    "binary": lambda: "\udcff",
}
MESSAGES = {
    "truncated": "cut short",
    "truncated-in-a-string": "cut short",
    "non-json": "not valid JSON",
    "empty": "the file is empty",
    "whitespace": "the file is empty",
    "newer-version": "saved by a newer Table Marshal",
    "not-a-game": "is this a Table Marshal game",
    "nan": "NaN is not a number a game file may hold",
    "binary": "not a text file",
}


@pytest.mark.parametrize("kind", sorted(BROKEN))
def test_broken_file_gives_a_clear_error_and_stays_untouched(tmp_path, kind):
    path = tmp_path / f"{kind}.json"
    path.write_bytes(BROKEN[kind]().encode("utf-8", "surrogateescape"))
    before = path.read_bytes()
    stat = os.stat(path)
    listing = sorted(os.listdir(tmp_path))
    with pytest.raises(GameFileError) as caught:
        load_game(path)
    message = str(caught.value)
    assert message.startswith(str(path)), message
    assert MESSAGES[kind] in message
    assert "\n" not in message and "Traceback" not in message
    assert path.read_bytes() == before
    assert os.stat(path).st_mtime_ns == stat.st_mtime_ns
    assert sorted(os.listdir(tmp_path)) == listing  # nothing moved, deleted or added


def test_a_file_cut_short_inside_a_string_says_where_in_plain_words(tmp_path):
    path = tmp_path / "cut.json"
    path.write_text(BROKEN["truncated-in-a-string"](), encoding="utf-8")
    with pytest.raises(GameFileError) as caught:
        load_game(path)
    message = str(caught.value)
    assert re.search(r"unterminated string starting at line \d+\)", message), message
    assert " at at " not in message


def test_newer_version_message_names_both_versions(tmp_path):
    path = tmp_path / "future.json"
    path.write_text(BROKEN["newer-version"](), encoding="utf-8")
    with pytest.raises(GameFileError) as caught:
        load_game(path)
    assert caught.value.field == "version"
    assert f"version {saves.VERSION + 1}" in str(caught.value)
    assert f"reads up to {saves.VERSION}" in str(caught.value)


def test_invalid_field_names_file_and_field(tmp_path):
    doc = json.loads(_good_text())
    doc["models"][4]["base"]["diameter_mm"] = -3
    path = tmp_path / "bad-base.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(GameFileError) as caught:
        load_game(path)
    assert caught.value.field == "models[4].base.diameter_mm"
    assert "bad-base.json" in str(caught.value)


def test_missing_file_and_folder_are_clear_errors(tmp_path):
    with pytest.raises(GameFileError, match="cannot read the file"):
        load_game(tmp_path / "nope.json")
    with pytest.raises(GameFileError, match="cannot read the file"):
        load_game(tmp_path)


def test_utf8_bom_from_a_text_editor_is_accepted(tmp_path):
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + _good_text().encode("utf-8"))
    assert len(load_game(path).models) == 36


def _dealt_card_doc():
    """The card demo with turn 1 dealt: Initiative cards held, the rest in the piles."""
    from app.game.demo import ready_demo
    from app.paths import card_demo_game_path

    return json.loads(dumps_game(ready_demo(load_game(card_demo_game_path()))))


def _load_doc(tmp_path, doc):
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(GameFileError) as caught:
        load_game(path)
    return caught.value


def test_c1_a_deck_with_a_card_twice_is_refused_naming_the_card(tmp_path):
    doc = _dealt_card_doc()
    assert doc["turn"]["initiative"], "the demo is dealt"
    doc["deck"]["draw_pile"].append(doc["deck"]["draw_pile"][0])
    error = _load_doc(tmp_path, doc)
    assert error.field == "deck.draw_pile"
    from app.rules.cards import Card

    card = Card.parse(doc["deck"]["draw_pile"][0])
    assert "holds 53 cards" in str(error) and f"{card.rank}{card.symbol} twice" in str(error)
    assert "52 cards once each" in str(error)


def test_c1_a_short_deck_is_refused_saying_how_many_cards_are_missing(tmp_path):
    doc = _dealt_card_doc()
    held = len(doc["turn"]["initiative"])
    doc["deck"]["draw_pile"] = doc["deck"]["draw_pile"][:10 - held]
    doc["deck"]["discard_pile"] = []
    error = _load_doc(tmp_path, doc)
    assert "holds 10 cards" in str(error) and "42 missing" in str(error)


def test_c1_a_held_initiative_card_also_in_the_draw_pile_is_refused(tmp_path):
    doc = _dealt_card_doc()
    pid, code = sorted(doc["turn"]["initiative"].items())[0]
    doc["deck"]["draw_pile"][5] = code  # and the card it replaced is now missing
    error = _load_doc(tmp_path, doc)
    assert error.field == "deck.draw_pile"
    assert f"held by {pid} as an Initiative card" in str(error) and "1 missing" in str(error)


@pytest.mark.parametrize("name", ["demo.json", "demo-card-skirmish.json",
                                  "demo-trench-crusade.json"])
def test_bundled_demos_are_current_canonical_files_read_the_same_without_the_schema(name):
    """The app opens its bundled demo without pydantic (app.game.gamefile.load_bundled) to
    paint sooner (issue 6): that is only safe for a file the full loader accepts, written in
    this version's canonical form, and read into exactly the same game."""
    from app.game.gamefile import load_bundled
    from app.paths import resources_dir

    path = resources_dir() / "games" / name
    checked = load_game(path)
    assert path.read_text(encoding="utf-8") == dumps_game(checked)  # canonical, this version
    assert saves.game_to_dict(load_bundled(path)) == saves.game_to_dict(checked)


def test_a_bundled_file_of_another_version_is_not_read_without_the_schema(tmp_path):
    from app.game.gamefile import load_bundled

    path = tmp_path / "old.json"
    path.write_text(json.dumps({"format": saves.FORMAT, "version": 1, "players": []}))
    with pytest.raises(ValueError):
        load_bundled(path)
