"""Mordheim set-up and order of play through the commands: M2-M6."""

import pytest

from app.game.commands import (
    AllocateHit,
    ChooseDefender,
    ChooseSegment,
    EndTurn,
    Flee,
    RollOrderOfPlay,
    RollScenario,
    SettleSetUpOrder,
    next_to_set_up,
    whose_turn,
)
from app.rules.setup import SCENARIO_TABLES
from turnkit import make_game

RATINGS = {"phil": 176, "bob": 195, "devin": 123}


def seed_game(**kwargs):
    return make_game({"phil": 2, "bob": 3, "devin": 2}, system="mordheim", ratings=RATINGS,
                     **kwargs)


def test_m4_segments_are_chosen_once_the_set_up_order_is_rolled():
    """The set-up-order guard is the command's own (M3, M4): no segment before the roll; a
    click on the board (ChooseSegment(None, ...)) is the player next in that order's."""
    state = seed_game()
    with pytest.raises(ValueError, match="Roll the set-up order first"):
        ChooseSegment("bob", "D").apply(state)
    SettleSetUpOrder(first={"phil": 3, "bob": 5, "devin": 1}).apply(state)
    ChooseSegment(None, "D").apply(state)
    assert state.player("bob").segment == "D"
    ChooseSegment(None, "F").apply(state)
    ChooseSegment(None, "B").apply(state)
    assert [state.player(p).segment for p in ("phil", "devin")] == ["F", "B"]
    assert ChooseSegment(None, "A").check(state) == (
        "Every warband has a segment: roll the order of play (M5)")  # no tray: all placed


def test_seed_example_from_set_up_to_turns():
    state = seed_game()
    assert state.underdog == ("devin", 1)  # 176 - 123 = 53
    SettleSetUpOrder(first={"phil": 3, "bob": 5, "devin": 1}).apply(state)
    assert state.setup_order == ["bob", "phil", "devin"]
    assert next_to_set_up(state) == "bob"
    with pytest.raises(ValueError, match="Bob chooses a segment first"):
        ChooseSegment("phil", "F").apply(state)
    ChooseSegment("bob", "D").apply(state)
    with pytest.raises(ValueError, match="taken by Bob"):
        ChooseSegment("phil", "D").apply(state)
    ChooseSegment("phil", "F").apply(state)
    ChooseSegment("devin", "b").apply(state)
    assert state.player("devin").segment == "B"
    before = len(state.log)
    RollOrderOfPlay(first={"devin": 6, "bob": 1, "phil": 2}).apply(state)
    assert state.order_of_play == ["devin", "bob", "phil"]
    # one log line with one order: the rolls, who is first, then clockwise (not the dice
    # ranking Devin > Phil > Bob, which is not the order of play)
    (line,) = [e.text for e in state.log[before:]]
    assert "Phil 2, Bob 1, Devin 6" in line and "Devin \u25b8 Bob \u25b8 Phil" in line
    assert "Phil > Bob" not in line and "Phil \u25b8 Bob" not in line
    assert (state.turn.number, whose_turn(state)) == (1, "devin")
    EndTurn().apply(state)
    assert (state.turn.number, whose_turn(state)) == (1, "bob")
    EndTurn().apply(state)
    assert whose_turn(state) == "phil"
    EndTurn().apply(state)
    assert (state.turn.number, whose_turn(state)) == (2, "devin")
    assert "turn 2: Devin plays" in state.log[-1].text


def test_m2_defender_sets_up_first():
    state = seed_game()
    ChooseDefender().apply(state)
    assert state.defender == "bob"
    assert "highest warband rating" in state.log[-1].text
    SettleSetUpOrder(first={"phil": 4, "devin": 4}).apply(state)
    assert state.setup_order[0] == "bob"
    assert set(state.setup_order[1:]) == {"phil", "devin"}
    assert "re-roll" in state.log[-2].text


def test_m2_tied_rating_and_models_goes_to_a_roll_off():
    state = make_game({"a": 2, "b": 2}, system="mordheim", ratings={"a": 150, "b": 150})
    ChooseDefender(first={"a": 1, "b": 6}).apply(state)
    assert state.defender == "b"
    assert state.last_roll_off.purpose == "defender"


def test_m5_order_of_play_needs_every_segment():
    state = seed_game()
    SettleSetUpOrder(first={"bob": 6, "phil": 4, "devin": 2}).apply(state)
    ChooseSegment("bob", "D").apply(state)
    with pytest.raises(ValueError, match="Phil, Devin"):
        RollOrderOfPlay().apply(state)


def test_m9_rout_passes_the_turn_and_is_skipped_afterwards():
    state = seed_game()
    SettleSetUpOrder(first={"bob": 6, "phil": 4, "devin": 2}).apply(state)  # M3, then M4
    for pid, seg in (("bob", "D"), ("phil", "F"), ("devin", "B")):
        ChooseSegment(pid, seg).apply(state)
    RollOrderOfPlay(first={"devin": 6, "bob": 1, "phil": 2}).apply(state)
    EndTurn().apply(state)  # Bob's turn
    Flee("bob", reason="routed").apply(state)
    assert whose_turn(state) == "phil"
    EndTurn().apply(state)
    assert (state.turn.number, whose_turn(state)) == (2, "devin")
    EndTurn().apply(state)
    assert whose_turn(state) == "phil"  # Bob is out


def test_scenario_roll_uses_the_systems_table():
    state = seed_game()
    roll = RollScenario()
    roll.apply(state)
    assert state.last_roll.roll.kind == "2D6"
    assert roll.scenario == SCENARIO_TABLES["mordheim"][1][state.last_roll.roll.total]
    from app.game.scenarios import scenario_by_id
    from app.rules.setup import LOWEST_RATING_CHOOSES

    text = state.log[-1].text
    if roll.scenario == LOWEST_RATING_CHOOSES:
        assert "lowest warband rating chooses" in text
    else:  # the scenario's name for people, not its file id
        assert scenario_by_id(roll.scenario).name in text and roll.scenario not in text


def test_m7_shooting_into_combat_from_outside_hits_a_random_fighter():
    state = seed_game()
    hit = AllocateHit("bob-1", ["phil-1", "phil-2"], shooter="devin-1")
    hit.apply(state)
    assert hit.hit.model in {"bob-1", "phil-1", "phil-2"}
    assert "the hit lands on" in state.log[-1].text
    # the roll is shown: each candidate's number, and the number rolled
    k = list(hit.hit.candidates).index(hit.hit.model) + 1
    assert f"rolled {k} on a 1\u20133 roll" in state.log[-1].text
    assert f"{k} {state.model(hit.hit.model).name}" in state.log[-1].text
    with pytest.raises(ValueError, match="own warband"):
        AllocateHit("bob-1", ["phil-1"], shooter="phil-2").apply(state)


def test_m9_a_wiped_out_warband_leaves_and_the_last_one_wins():
    from app.game.commands import SetModelStatus

    state = seed_game()
    SettleSetUpOrder(first={"bob": 6, "phil": 4, "devin": 2}).apply(state)  # M3, then M4
    for pid, seg in (("bob", "D"), ("phil", "F"), ("devin", "B")):
        ChooseSegment(pid, seg).apply(state)
    RollOrderOfPlay(first={"devin": 6, "bob": 1, "phil": 2}).apply(state)
    SetModelStatus("phil-1", "out_of_action").apply(state)
    assert not state.player("phil").fled
    SetModelStatus("phil-2", "out_of_action").apply(state)
    assert state.player("phil").out_reason == "wiped-out"
    assert "Phil is out of the game" in state.log[-1].text
    Flee("bob", reason="routed").apply(state)
    assert (state.winner, state.result) == ("devin", "last-standing")
