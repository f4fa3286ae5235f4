"""Issue 34: a log line or undo name is a :class:`~app.phrases.Phrase`, its English sentence
(what the game file keeps, what scripts and tests read) with its template and values, so it
is shown in the players' language, also once the game is reopened (the file's ``"say"``
fields). No Qt: a fake translator stands in for Qt's catalogue."""

from __future__ import annotations

import json

import pytest

from app import i18n
from app.game.commands import AdjustVictoryPoints, PlaceTerrain, RollDice
from app.game.history import History, Step
from app.game.saves import GameFileError, load_game, load_saved_game, save_game
from app.game.terrain import PALETTE_NAMES, piece_name
from app.game.terrain_palette import bundled_palette_path, read_palette
from app.paths import card_demo_game_path
from app.phrases import Phrase, from_say, joined, shown
from app.rules.verdicts import Said

GERMAN = {
    ("Log", "{player} rolls {roll} ({purpose})"): "{player} würfelt {roll} ({purpose})",
    ("Log", "{first} and {next}"): "{first} und {next}",
    ("Log", "re-roll: {rolls}"): "neu gewürfelt: {rolls}",
    ("Log", "by hand"): "von Hand",
    ("Log", "{who}: {old} \u2192 {new} VP ({delta}, {why})"):
        "{who}: {old} \u2192 {new} SP ({delta}, {why})",
    ("Log", "Place {piece} ({kind}) at ({x}, {y})"): "{piece} ({kind}) bei ({x}, {y}) gestellt",
    ("TerrainPalette", "Ruin 6 x 8"): "Ruine 6 x 8",
    ("Terrain", "ruin"): "Ruine",
    ("Edges", "top"): "oben",
    ("Log", "broken {missing}"): "kaputt {nicht_da}",  # a translation naming no value
}


def _fake(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    del disambiguation
    found = GERMAN.get((context, text), text)
    return found.replace("%n", str(n)) if n >= 0 else found


@pytest.fixture
def german():
    i18n.install(_fake, "de")
    yield
    i18n.install(None)


def test_a_phrase_is_its_english_and_round_trips_through_say():
    inner = Phrase.translate("Log", "re-roll: {rolls}").format(rolls="Ana 3, Bob 5")
    line = Phrase.translate("Log", "{player} rolls {roll} ({purpose})").format(
        player="Ana", roll=inner, purpose=7)
    assert line == "Ana rolls re-roll: Ana 3, Bob 5 (7)" and isinstance(line, str)
    say = line.to_say()
    assert json.loads(json.dumps(say)) == say  # the file holds it as it is
    again = from_say(str(line), say)
    assert again == line and isinstance(again, Phrase)
    assert again.template == line.template and again.values["purpose"] == 7
    assert again.to_say() == say  # the nested phrase too, saved again as it came
    assert from_say("plain English", None) == "plain English"  # an older app's line
    assert type(from_say("plain English", None)) is str


def test_shown_translates_the_phrase_and_its_nested_phrases(german):
    inner = Phrase.translate("Log", "re-roll: {rolls}").format(rolls="Ana 3")
    line = Phrase.translate("Log", "{player} rolls {roll} ({purpose})").format(
        player="Ana", roll=inner, purpose="charge")
    assert str(line) == "Ana rolls re-roll: Ana 3 (charge)"  # English kept for the file
    assert shown(line) == "Ana würfelt neu gewürfelt: Ana 3 (charge)"
    assert shown(from_say(str(line), line.to_say())) == shown(line)  # reopened: the same
    assert shown("not a phrase") == "not a phrase" and shown(3) == 3


def test_a_translation_that_cannot_be_filled_shows_the_english(german):
    line = Phrase.translate("Log", "broken {missing}").format(missing="x")
    assert shown(line) == "broken x"


def test_joined_keeps_plain_names_plain_and_shows_each_phrase_translated(german):
    assert joined(["Ana", "Bob"]) == "Ana, Bob" and type(joined(["Ana", "Bob"])) is str
    parts = [Phrase.translate("Log", "by hand"), "Bob", Said.translate("Edges", "top")]
    both = joined(parts, "; ")
    assert str(both) == "by hand; Bob; top"  # a Said goes in by its English
    assert shown(both) == "von Hand; Bob; oben"
    assert shown(from_say(str(both), both.to_say())) == "von Hand; Bob; oben"


def _saved_roll(tmp_path):
    state = load_game(card_demo_game_path())
    step, _ = Step.perform(RollDice("D6", state.players[0].id, "charge"), state)
    path = tmp_path / "roll.json"
    save_game(state, path, History([step], 1))
    doc = json.loads(path.read_text(encoding="utf-8"))
    index = next(i for i, e in enumerate(doc["log"]) if "say" in e)
    return path, doc, index


def test_a_roll_is_saved_english_with_its_phrase_and_reopens_translated(german, tmp_path):
    path, doc, index = _saved_roll(tmp_path)
    entry = doc["log"][index]
    assert entry["text"].endswith("(charge)") and " rolls D6 " in entry["text"]
    assert entry["say"]["t"] == "{player} rolls {roll} ({purpose})"
    assert doc["history"]["steps"][0]["say"]["t"] == "Roll {dice}"
    saved = load_saved_game(path)
    assert saved.problem == ""
    assert " würfelt D6 " in shown(saved.state.log[index].text)


@pytest.mark.parametrize("bad, field, words", [
    ({"c": "Log", "t": 5, "v": {}}, "say.t", "expected text, got 5"),
    ({"c": "Log", "v": {}}, "say.t", "this field is required"),
    ({"c": "Log", "t": "{a}", "v": {"a": [1]}}, "say.v.a", "expected text, a number or a phrase"),
    ("Ana rolls", "say", "expected an object"),
    ({"c": "Log", "t": "{a}", "v": {}, "x": 1}, "say.x", "unknown field"),
])
def test_a_bad_say_field_is_one_line_naming_the_file_and_field(tmp_path, bad, field, words):
    path, doc, index = _saved_roll(tmp_path)
    doc["log"][index]["say"] = bad
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(GameFileError) as caught:
        load_saved_game(path)
    message = str(caught.value)
    assert "\n" not in message and str(path) in message
    assert f"log[{index}].{field}" in message and words in message, message


def test_a_bad_say_of_an_undo_step_opens_the_game_without_its_history(tmp_path):
    path, doc, _ = _saved_roll(tmp_path)
    doc["history"]["steps"][0]["say"] = {"c": 1, "t": "x", "v": {}}
    path.write_text(json.dumps(doc), encoding="utf-8")
    saved = load_saved_game(path)
    assert "history.steps[0].say.c" in saved.problem and str(path) in saved.problem
    assert "\n" not in saved.problem


def test_a_say_that_does_not_fit_its_text_never_crashes(german, tmp_path):
    path, doc, index = _saved_roll(tmp_path)
    doc["log"][index]["say"] = {"c": "Log", "t": "{a} {b}",
                                "v": {"a": {"c": "Log", "t": "{z}", "v": {}}}}
    path.write_text(json.dumps(doc), encoding="utf-8")
    saved = load_saved_game(path)
    text = saved.state.log[index].text
    assert text == doc["log"][index]["text"] and shown(text) == text  # its English


def test_a_deeply_nested_say_is_refused_not_a_crash(tmp_path):
    path, doc, index = _saved_roll(tmp_path)
    doc["log"][index]["say"] = "SAY"
    deep = '{"c": "Log", "t": "{a}", "v": {"a": ' * 3000 + '"x"' + "}}" * 3000
    path.write_text(json.dumps(doc).replace('"SAY"', deep), encoding="utf-8")
    try:
        saved = load_saved_game(path)
    except GameFileError as exc:
        assert "\n" not in str(exc) and str(path) in str(exc)
    else:
        assert saved.state.log[index].text == doc["log"][index]["text"]


def test_palette_pieces_and_points_read_translated_while_the_log_keeps_english(german):
    """Issue 34 item 4 and V1: a palette piece placed and points given by hand."""
    state = load_game(card_demo_game_path())
    ruin = next(e for e in read_palette(bundled_palette_path()) if e.name == "Ruin 6 x 8")
    step, _ = Step.perform(PlaceTerrain(ruin.piece("t-new", 20.0, 20.0)), state)
    assert str(step.text) == "Place Ruin 6 x 8 (ruin) at (20, 20)"
    assert shown(step.text) == "Ruine 6 x 8 (Ruine) bei (20, 20) gestellt"
    assert shown(piece_name(state.piece("t-new"))) == "Ruine 6 x 8"
    step, _ = Step.perform(AdjustVictoryPoints(state.players[0].id, 2), state)
    assert str(step.text).endswith("VP (+2, by hand)")
    assert shown(step.text).endswith("SP (+2, von Hand)")


def test_every_app_palette_name_is_marked_for_translation():
    assert {e.name for e in read_palette(bundled_palette_path())} <= set(PALETTE_NAMES)


def test_a_word_carries_its_own_translations_through_the_file(german):
    """A scenario's counter name (its file's [translations.de]) in a log line."""
    from app.game.scenario_words import counter_phrase

    crate = counter_phrase("the-looters", "Supply crate")
    assert crate == "supply crate" and isinstance(crate, Phrase)
    line = Phrase.translate("Log", "{first} and {next}").format(first=crate, next="Bob")
    assert shown(line) == "Nachschubkiste und Bob"
    again = from_say(str(line), json.loads(json.dumps(line.to_say())))
    assert shown(again) == "Nachschubkiste und Bob"
    assert str(counter_phrase("the-looters", "Supply crate", several=True)) == "supply crates"
    i18n.install(_fake, "fr")
    assert shown(again).endswith(" und Bob") and not shown(again).startswith("supply")
    i18n.install(_fake, "it")  # a language the scenario does not translate: its English
    assert shown(again) == "supply crate und Bob"
