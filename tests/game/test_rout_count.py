"""The Rout test's count (M9, issue 17): how many of the playing warband's models were out of
action when its turn began is recorded as each Mordheim player turn starts, saved with the
game, and undone with the step that passed the turn."""

from app.game.commands import EndTurn, RollOrderOfPlay, SetModelStatus
from app.game.history import History, Step
from app.game.saves import load_game, load_saved_game, save_game
from app.paths import demo_game_path


def test_m9_out_of_action_counted_at_the_start_of_each_player_turn(tmp_path):
    state = load_game(demo_game_path())
    Step.perform(RollOrderOfPlay(), state)
    first = state.turn.current_player
    assert state.turn.out_at_start == 0
    order = state.order_of_play
    nxt = order[(order.index(first) + 1) % len(order)]
    theirs = [m for m in state.models if m.player == nxt]
    for m in theirs[:3]:
        Step.perform(SetModelStatus(m.id, "out_of_action"), state)
    assert state.turn.out_at_start == 0  # the count is the turn's start, not now
    step, _ = Step.perform(EndTurn(), state)
    assert state.turn.current_player == nxt and state.turn.out_at_start == 3
    # taken out during its own turn: the count stays the turn's start
    Step.perform(SetModelStatus(theirs[3].id, "out_of_action"), state)
    assert state.turn.out_at_start == 3
    path = tmp_path / "rout.json"
    save_game(state, path, History([step], 1))
    again = load_saved_game(path)
    assert again.state.turn.out_at_start == 3
    step.undo(state)
    assert state.turn.current_player == first and state.turn.out_at_start == 0


def test_m9_a_file_without_the_count_loads_with_none(tmp_path):
    state = load_game(demo_game_path())
    assert state.turn.out_at_start is None  # the demo is from before the count was kept
