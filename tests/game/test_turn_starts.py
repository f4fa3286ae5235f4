"""M10: where every model stood as each Mordheim player's turn began is recorded in the game
(``turn.starts``): by the order of play (turn 1) and by each End turn, undone with the step
that recorded it, saved with the game and read back; older files have none."""

import json

import pytest

from app.game.commands import EndTurn, MoveModel, RollOrderOfPlay, whose_turn
from app.game.gamefile import GameFileError
from app.game.history import History
from app.game.saves import dumps_game, load_saved_game, parse_game
from app.rules.judge import Judge
from savekit import demo_state
from turnkit import perform

ROLLS = {"bob": 6, "phil": 2, "devin": 1}


def spots(state):
    return {m.id: [m.x_in, m.y_in, m.facing_deg] for m in state.models if m.on_table}


def in_play():
    state = demo_state()
    assert state.turn.starts == {}  # set-up: nothing recorded
    steps = [perform(RollOrderOfPlay(first=ROLLS), state)]
    return state, steps


def test_m10_the_order_of_play_records_where_every_model_stands_for_turn_1():
    state, _ = in_play()
    assert whose_turn(state) == "bob"
    assert state.turn.starts == spots(state)


def test_m10_end_turn_records_the_next_players_start_and_undo_puts_the_old_one_back():
    state, steps = in_play()
    first = json.loads(json.dumps(state.turn.starts))
    steps.append(perform(MoveModel("bob-1", 46.0, 10.0), state))
    assert state.turn.starts == first  # moving in a turn records nothing
    steps.append(perform(EndTurn(), state))
    assert whose_turn(state) == "phil"  # clockwise: D, F, B
    assert state.turn.starts["bob-1"] == [46.0, 10.0, 0.0]
    assert state.turn.starts == spots(state)
    steps[-1].undo(state)
    assert state.turn.starts == first and whose_turn(state) == "bob"
    steps[-1].redo(state)
    assert state.turn.starts["bob-1"] == [46.0, 10.0, 0.0]


def test_m10_the_judge_of_the_game_measures_running_from_the_recorded_starts():
    state, _ = in_play()
    perform(MoveModel("bob-1", 46.0, 10.0), state)  # 8 in of Devin's models: no run
    perform(EndTurn(), state)
    perform(MoveModel("bob-1", 30.0, 30.0), state)  # moved far away in Phil's turn
    assert Judge.from_state(state).verdict("bob-1").can_run is False
    assert Judge.from_state(state).verdict("devin-5").can_run is False
    state.turn.starts = {}  # an older file: measured where the models are now
    assert Judge.from_state(state).verdict("bob-1").can_run is True


def test_m10_starts_are_saved_with_the_game_and_its_undo_history(tmp_path):
    state, steps = in_play()
    steps.append(perform(MoveModel("bob-1", 46.0, 10.0), state))
    steps.append(perform(EndTurn(), state))
    text = dumps_game(state, History(steps, len(steps)))
    assert json.loads(text)["turn"]["starts"]["bob-1"] == [46, 10, 0]
    path = tmp_path / "evening.json"
    path.write_text(text, encoding="utf-8")
    saved = load_saved_game(path)
    assert saved.problem == ""
    assert saved.state.turn.starts == state.turn.starts
    saved.history.steps[-1].undo(saved.state)  # undo after reopening: turn 1's starts
    assert saved.state.turn.starts["bob-1"] == [45.0, 44.0, 0.0]


def test_m10_a_file_without_starts_still_loads_with_none_and_writes_none():
    state = demo_state()
    doc = json.loads(dumps_game(state))
    assert "starts" not in doc["turn"]
    assert parse_game(doc).turn.starts == {}


@pytest.mark.parametrize("starts, field", [
    ({"nobody-1": [1.0, 2.0, 0.0]}, "turn.starts"),
    ({"bob-1": [1.0, 2.0]}, "turn.starts.bob-1"),
    ({"bob-1": [1.0, "2", 0.0]}, "turn.starts.bob-1"),
])
def test_m10_bad_starts_in_a_file_are_refused_naming_the_field(starts, field):
    doc = json.loads(dumps_game(demo_state()))
    doc["turn"]["starts"] = starts
    with pytest.raises(GameFileError) as caught:
        parse_game(doc)
    assert str(caught.value.field).startswith(field), caught.value
