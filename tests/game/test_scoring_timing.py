"""V1 scoring timing: a scenario's ``[[scoring]]`` row may name ``when`` (``end-of-turn``,
``start-of-turn`` or ``end-of-game``); an ``objective-controlled`` row without it is scored at
the objective module's ``timing`` (S4); an ``end-of-game`` row is scored once, when the game
ends, before the winner on points is found (V2). A bad ``when`` is one line naming the file
and the field."""

from __future__ import annotations

import pytest

from app.game import scenarios as sc
from app.game.commands import EndTurn, Flee, StartTurn
from app.game.scenarios import ScenarioError, load_scenario
from app.game.state import Objective
from app.rules.table import Table

from turnkit import make_game, perform

R25 = 25.0 / 25.4 / 2
BASE = (sc.paths.scenarios_dir() / "contested-ground.toml").read_text(encoding="utf-8")


def scenario_text(scenario_id, *, timing="end-of-turn", objective_when=None, extra=""):
    """Contested Ground under another id: its objective row's ``when`` replaced (or left
    out), the objective module's ``timing`` set, ``extra`` rows added, 3 turns."""
    text = BASE.replace('id = "contested-ground"', f'id = "{scenario_id}"')
    text = text.replace('name = "Contested Ground"', f'name = "Timing {scenario_id}"')
    text = text.replace("turn_limit = 5", "turn_limit = 3")
    text = text.replace('timing = "end-of-turn"', f'timing = "{timing}"')
    line = 'when = "end-of-turn"\ncondition = "objective-controlled"'
    assert line in text
    own = f'when = "{objective_when}"\n' if objective_when else ""
    text = text.replace(line, own + 'condition = "objective-controlled"')
    return text.replace("[[parameters]]", extra + "\n[[parameters]]", 1)


END_OF_GAME_ROW = '''
[[scoring]]
when = "end-of-game"
condition = "model-within-centre"
vp = 5
range_in = 6.0
text = "5 VP once, at the end of the game, to a player with a model within 6 in of the centre."
'''


@pytest.fixture
def user_dir(tmp_path, monkeypatch):
    folder = tmp_path / "user-scenarios"
    folder.mkdir()
    monkeypatch.setattr(sc, "user_scenarios_dir", lambda: folder)
    return folder


def game_of(user_dir, scenario_id, **kw):
    (user_dir / f"{scenario_id}.toml").write_text(scenario_text(scenario_id, **kw))
    state = make_game({"a": 1, "b": 1}, scenario=scenario_id, table=Table(48, 48))
    state.objectives = [Objective("centre", 24, 24, name="Centre objective")]
    a, b = state.model("a-1"), state.model("b-1")
    a.x_in, a.y_in = 24 + 3.0 + R25, 24  # holds the centre objective (3 in, S4)
    b.x_in, b.y_in = 2, 2
    return state


def score_lines(state):
    return [e.text for e in state.log if e.kind == "score" and not e.undone]


def test_v1_an_end_of_game_row_is_scored_only_when_the_game_ends(user_dir):
    state = game_of(user_dir, "timing-end-of-game", extra=END_OF_GAME_ROW)
    perform(StartTurn(), state)
    perform(EndTurn(), state)
    assert score_lines(state) == ["A: 0 \u2192 1 VP (+1, turn 1: holds Centre objective)"]
    perform(StartTurn(), state)
    perform(EndTurn(), state)
    assert not state.result and len(score_lines(state)) == 2
    perform(StartTurn(), state)
    perform(EndTurn(), state)  # the last turn: the game ends on points
    assert score_lines(state)[-1] == (
        "A: 3 \u2192 8 VP (+5, end of the game: a model within 6 in of the centre)")
    assert state.result == "last-turn" and state.winner == "a"
    assert state.victory_points == {"a": 8}


def test_v1_an_end_of_game_row_is_scored_when_a_victory_condition_ends_the_game(user_dir):
    state = game_of(user_dir, "timing-flee", extra=END_OF_GAME_ROW)
    perform(StartTurn(), state)
    perform(Flee("b"), state)
    assert state.result == "last-standing"
    assert score_lines(state) == [
        "A: 0 \u2192 5 VP (+5, end of the game: a model within 6 in of the centre)"]
    assert state.log[-1].kind == "victory" and "5 VP" in state.log[-1].text


def test_s4_v1_objectives_scored_at_the_objective_modules_timing(user_dir):
    """``[modules.objective_control] timing = "start-of-turn"`` and a row without ``when``:
    the objective is scored as each turn's cards are dealt, not at End turn."""
    state = game_of(user_dir, "timing-start", timing="start-of-turn")
    perform(StartTurn(), state)
    assert score_lines(state) == [
        "A: 0 \u2192 1 VP (+1, start of turn 1: holds Centre objective)"]
    perform(EndTurn(), state)
    assert len(score_lines(state)) == 1
    perform(StartTurn(), state)
    assert len(score_lines(state)) == 2 and state.victory_points == {"a": 2}


@pytest.mark.parametrize("kw, field, words", [
    ({"objective_when": "sometimes"}, "scoring[0].when", "end-of-turn"),
    ({"timing": "start-of-turn", "objective_when": "end-of-turn"}, "scoring[0].when",
     "objective module's timing"),
])
def test_v1_a_bad_when_is_one_line_naming_the_file_and_field(tmp_path, kw, field, words):
    path = tmp_path / "bad-when.toml"
    path.write_text(scenario_text("bad-when", **kw))
    with pytest.raises(ScenarioError) as info:
        load_scenario(path)
    message = str(info.value)
    assert "\n" not in message and "bad-when.toml" in message and field in message, message
    assert words in message


def test_v1_when_may_be_left_out(tmp_path):
    path = tmp_path / "ok-when.toml"
    path.write_text(scenario_text("ok-when"))  # the objective row has no when
    scenario = load_scenario(path)
    assert [scenario.scoring_when(r) for r in scenario.scoring] == ["end-of-turn"]
