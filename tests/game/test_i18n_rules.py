"""Issue 34: the sentences of the rules and game floors go through ``app.i18n.translate``,
and what the game file stores stays English whatever the players read (G8's reason in a
knowing placement's log line, written by the same move the refusal names)."""

from __future__ import annotations

import json

import pytest

from app import i18n
from app.game.commands import MoveModel
from app.game.saves import load_game
from app.paths import demo_game_path
from app.rules.verdicts import Said, english

PRIEST = "Warrior Priest (Prst, Witch Hunters)"
GERMAN = {
    ("Judge", "Overlaps {other} by {depth} (G8)"): "Überlappt {other} um {depth} (G8)",
    ("Refusals", "{name} not moved: {reason}"): "{name} nicht bewegt: {reason}",
}


@pytest.fixture
def german():
    i18n.install(lambda context, text, disambiguation=None, n=-1:
                 GERMAN.get((context, text), text))
    yield
    i18n.install(None)


def test_said_fills_the_players_words_and_keeps_the_english(german):
    said = Said.translate("Judge", "Overlaps {other} by {depth} (G8)").format(
        other=Said.translate("Edges", "top"), depth="0.48 in")
    assert said == "Überlappt top um 0.48 in (G8)"
    assert english(said) == "Overlaps top by 0.48 in (G8)"
    assert english("plain") == "plain"


def test_g8_the_refusal_is_translated_and_the_stored_log_line_stays_english(german, tmp_path):
    state = load_game(demo_game_path())
    state.turn.phase = "player-turn"
    refusal = MoveModel("bob-1", 48.0, 44.0).check(state)
    assert refusal == ("Witch Hunter Captain (Capt, Witch Hunters) nicht bewegt: "
                       f"überlappt {PRIEST} um 0.48 in (G8)")
    MoveModel("bob-1", 48.0, 44.0, agreed=True).apply(state)
    assert state.log[-1].text == ("Witch Hunter Captain (Bob) placed knowingly against the "
                                  f"rules, by agreement: Overlaps {PRIEST} by 0.48 in (G8)")
    from app.game.saves import save_game

    path = tmp_path / "g.json"
    save_game(state, path)
    assert "Überlappt" not in path.read_text(encoding="utf-8")
    json.loads(path.read_text(encoding="utf-8"))
