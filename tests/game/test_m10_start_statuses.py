"""M10 (amended): enemies block running with the statuses they had when the turn began
(``turn.start_status``, recorded with the starts, saved and read back), and a game opened in
play without turn-start positions takes its positions at opening as that turn's start."""

import json

from app.game.commands import EndTurn, MoveModel, RollOrderOfPlay, SetModelStatus
from app.game.history import History
from app.game.saves import dumps_game, parse_game
from app.rules.judge import Judge
from savekit import demo_state
from turnkit import perform

ROLLS = {"bob": 6, "phil": 2, "devin": 1}


def in_play():
    state = demo_state()
    steps = [perform(RollOrderOfPlay(first=ROLLS), state)]
    return state, steps


def test_m10_a_status_taken_in_the_turn_does_not_change_who_blocks_running():
    state, _ = in_play()
    perform(MoveModel("bob-1", 46.0, 10.0), state)  # within 8 in of Devin's models
    perform(EndTurn(), state)
    near = [m.id for m in state.models if m.player == "devin" and m.on_table]
    assert Judge.from_state(state).verdict("bob-1").can_run is False
    for mid in near:  # knocked down after the turn began: they still block (M10)
        perform(SetModelStatus(mid, "knocked_down"), state)
    assert Judge.from_state(state).verdict("bob-1").can_run is False


def test_m10_the_statuses_at_the_turn_start_are_recorded_saved_and_read_back():
    state, steps = in_play()
    devin = [m.id for m in state.models if m.player == "devin" and m.on_table]
    steps.append(perform(MoveModel("bob-1", 46.0, 10.0), state))
    for mid in devin:
        steps.append(perform(SetModelStatus(mid, "stunned"), state))
    steps.append(perform(EndTurn(), state))
    assert state.turn.start_status == {mid: "stunned" for mid in devin}
    for mid in devin:  # they get up in the turn: still stunned as far as running goes
        steps.append(perform(SetModelStatus(mid, "active"), state))
    assert Judge.from_state(state).verdict("bob-1").can_run is True
    doc = json.loads(dumps_game(state, History(steps, len(steps))))
    assert doc["turn"]["start_status"] == {mid: "stunned" for mid in devin}
    again = parse_game(doc)
    assert again.turn.start_status == state.turn.start_status
    assert Judge.from_state(again).verdict("bob-1").can_run is True


def test_m10_a_file_with_all_active_at_the_start_writes_no_start_status():
    state, _ = in_play()
    assert state.turn.starts and state.turn.start_status == {}
    assert "start_status" not in json.loads(dumps_game(state))["turn"]


def test_m10_a_game_opened_in_play_without_starts_takes_its_positions_at_opening():
    state, _ = in_play()
    perform(MoveModel("bob-1", 46.0, 10.0), state)
    doc = json.loads(dumps_game(state))
    del doc["turn"]["starts"]  # an older file
    opened = parse_game(doc)
    where = {m.id: [m.x_in, m.y_in, m.facing_deg] for m in opened.models if m.on_table}
    assert opened.turn.starts == where
    judge = Judge.from_state(opened)
    assert judge.from_starts and judge.verdict("bob-1").can_run is False
    judge.move("bob-1", 10.0, 30.0)  # dragged away: it still cannot run (M10)
    assert judge.verdict("bob-1").can_run is False


def test_m10_a_game_in_set_up_takes_no_starts_when_opened():
    doc = json.loads(dumps_game(demo_state()))
    assert parse_game(doc).turn.starts == {}
