"""A run of presses on one points pool (S1) folds into one undo step (issue 15, item 12):
the patches keep the first value before and the last value after, the log keeps one line
with the net change, and a run back to where it began changes nothing. No Qt."""

from __future__ import annotations

from app.game.commands import AdjustPoints, RollDice
from app.game.history import Step
from app.game.saves import load_game, load_saved_game, save_game
from app.game.history import History
from app.paths import card_demo_game_path


def _perform(state, command):
    return Step.perform(command, state)[0]


def test_s1_presses_on_one_pool_merge_into_one_step_with_the_net_change():
    state = load_game(card_demo_game_path())
    first = _perform(state, AdjustPoints("ana", "threat", 1))
    start = len(state.log) - 1
    for delta in (1, 1, -1):
        assert first.merge(_perform(state, AdjustPoints("ana", "threat", delta)), state)
    assert state.player("ana").threat_points == 2
    assert first.before == {"players": {"ana": {"threat_points": 0}}}
    assert first.after == {"players": {"ana": {"threat_points": 2}}}
    assert first.log == (start, start + 1) and len(state.log) == start + 1
    assert first.text == state.log[-1].text == "Ana: Threat Points 0 \u2192 2 (+2)"
    first.undo(state)
    assert state.player("ana").threat_points == 0
    assert state.log[-1].text == "Undone: Ana: Threat Points 0 \u2192 2 (+2)"
    first.redo(state)
    assert state.player("ana").threat_points == 2


def test_s1_only_the_same_pool_of_the_same_player_right_after_merges():
    state = load_game(card_demo_game_path())
    first = _perform(state, AdjustPoints("ana", "threat", 1))
    assert not first.merge(_perform(state, AdjustPoints("ana", "command", 1)), state)
    other = _perform(state, AdjustPoints("ben", "threat", 1))
    assert not first.merge(other, state)
    roll = _perform(state, RollDice("D6"))
    assert roll.merge_key is None and not other.merge(roll, state)
    # a press whose line does not follow the run's (something was logged in between)
    assert not other.merge(_perform(state, AdjustPoints("ben", "threat", 1)), state)


def test_s1_a_run_back_to_where_it_began_is_empty_and_leaves_no_line():
    state = load_game(card_demo_game_path())
    lines = len(state.log)
    first = _perform(state, AdjustPoints("cara", "command", 1))
    assert first.merge(_perform(state, AdjustPoints("cara", "command", -1)), state)
    assert first.empty and len(state.log) == lines and first.log == (lines, lines)


def test_s1_a_merged_step_saves_and_opens_with_the_history(tmp_path):
    state = load_game(card_demo_game_path())
    first = _perform(state, AdjustPoints("ben", "command", 1))
    path = tmp_path / "run.json"
    save_game(state, path, History([first], 1))  # autosaved after the first press
    assert first.merge(_perform(state, AdjustPoints("ben", "command", 1)), state)
    save_game(state, path, History([first], 1))
    saved = load_saved_game(path)
    assert saved.problem == ""
    (step,) = saved.history.steps
    assert step.after == {"players": {"ben": {"command_points": 2}}}
    step.undo(saved.state)
    assert saved.state.player("ben").command_points == 0
