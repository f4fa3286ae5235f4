"""Flee and rout mid-phase, victory, points ledgers: C7, C9, M9, S1, S6."""

import pytest

from app.game.commands import (
    AdjustPoints,
    Flee,
    NextActivation,
    SetModelStatus,
    StartTurn,
    whose_activation,
)
from turnkit import in_play, make_game, perform


def test_c9_flee_in_the_middle_of_an_activation_phase():
    state = make_game({"a": 3, "b": 3, "c": 3})
    StartTurn().apply(state)
    ranked = sorted(state.turn.initiative, key=state.turn.initiative.get, reverse=True)
    top, middle, low = ranked
    NextActivation().apply(state)  # top
    NextActivation().apply(state)  # middle
    assert whose_activation(state) == low
    flee = Flee(middle)
    flee.apply(state)
    fled = [m for m in state.models_of(middle)]
    assert all(m.status == "fled" and not m.on_table for m in fled)
    assert state.player(middle).fled and middle not in [p.id for p in state.players_in_game]
    assert "out of the game" in state.log[-1].text
    # The sequence carries on, passing over the fled warband.
    order = []
    while (pid := whose_activation(state)) is not None:
        order.append(pid)
        NextActivation().apply(state)
    assert order == [low, top, low, top, low]
    assert state.turn.phase == "end"
    assert state.result == ""  # two warbands still in


def test_c9_flee_by_the_player_who_was_last_to_activate_keeps_the_rotation():
    state = make_game({"a": 2, "b": 2, "c": 2})
    StartTurn().apply(state)
    ranked = sorted(state.turn.initiative, key=state.turn.initiative.get, reverse=True)
    NextActivation().apply(state)
    NextActivation().apply(state)  # the middle card has just activated
    Flee(ranked[1]).apply(state)
    assert whose_activation(state) == ranked[2]  # not back to the top


def test_undo_of_flee_puts_the_models_back():
    state = in_play(make_game({"a": 2, "b": 2, "c": 1}, system="mordheim"))  # stunned: M10
    SetModelStatus("a-2", "stunned").apply(state)
    flee = perform(Flee("a", reason="routed"), state)
    assert state.player("a").out_reason == "routed"
    flee.undo(state)
    assert [m.status for m in state.models_of("a")] == ["active", "stunned"]
    assert not state.player("a").fled
    assert state.log[-1].text.startswith("Undone:")


def test_c9_m9_last_warband_standing_wins():
    state = in_play(make_game({"a": 1, "b": 1, "c": 1}))
    Flee("a").apply(state)
    assert state.winner is None
    Flee("c", reason="routed").apply(state)
    assert (state.winner, state.result) == ("b", "last-standing")
    assert state.turn.phase == "over"
    assert state.log[-1].text.startswith("B wins")
    with pytest.raises(ValueError, match="over"):
        StartTurn().apply(state)


def test_s6_annihilation_only_where_the_scenario_uses_it():
    plain = make_game({"a": 1, "b": 1, "c": 1})
    SetModelStatus("b-1", "out_of_action").apply(plain)
    SetModelStatus("c-1", "out_of_action").apply(plain)
    assert plain.winner is None
    annihilation = make_game({"a": 1, "b": 1, "c": 1}, modules=["S6"])
    SetModelStatus("b-1", "out_of_action").apply(annihilation)
    SetModelStatus("c-1", "out_of_action").apply(annihilation)
    assert (annihilation.winner, annihilation.result) == ("a", "annihilation")


def test_s1_threat_and_command_points_are_separate_ledgers():
    state = make_game({"a": 1, "b": 1})
    AdjustPoints("a", "threat", 10).apply(state)
    spend = AdjustPoints("a", "command", 2)
    spend.apply(state)
    assert (state.player("a").threat_points, state.player("a").command_points) == (10, 2)
    AdjustPoints("a", "command", -2).apply(state)
    assert (state.player("a").threat_points, state.player("a").command_points) == (10, 0)
    with pytest.raises(ValueError, match="only 0 left"):
        AdjustPoints("a", "command", -1).apply(state)
    assert state.log[-1].text == "A: Command Points 2 \u2192 0 (-2)"
    assert state.player("b").threat_points == 0


def test_flee_refuses_twice():
    state = in_play(make_game({"a": 1, "b": 1, "c": 1}))
    Flee("a").apply(state)
    with pytest.raises(ValueError, match="already left"):
        Flee("a").apply(state)


def test_s6_units_held_in_reserve_count_as_units_that_can_be_given_commands():
    """S6: a player whose only units are waiting in reserve (still in the tray once play has
    begun) has not been annihilated; the game ends when those are gone too."""
    state = make_game({"a": 1, "b": 2}, modules=["S6"])
    state.model("b-2").status = "unplaced"
    state.model("b-2").unit = "reserve"
    SetModelStatus("b-1", "out_of_action").apply(state)
    assert state.winner is None and not state.result
    SetModelStatus("b-2", "out_of_action").apply(state)
    assert (state.winner, state.result) == ("a", "annihilation")


@pytest.mark.parametrize("system, reason, rule", [("trench-crusade", "fled", "C9"),
                                                  ("mordheim", "routed", "M9")])
def test_c9_m9_no_warband_leaves_before_play_begins(system, reason, rule):
    state = make_game({"a": 1, "b": 1}, system=system)  # turn 0, set-up
    with pytest.raises(ValueError, match=f"only once play has begun.*{rule}"):
        Flee("a", reason).apply(state)
    assert not state.player("a").fled
    in_play(state)
    Flee("a", reason).apply(state)
    assert state.player("a").out_reason == reason
