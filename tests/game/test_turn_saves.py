"""Saving mid-turn keeps everything the turn needs: C1, C2 and every new field."""

import json

from app.game.commands import (
    AdjustPoints,
    AnswerAlliance,
    Attack,
    Draw,
    Flee,
    NextActivation,
    ProposeAlliance,
    RollDice,
    RollOff,
    SetModelStatus,
    StartTurn,
)
from app.game.saves import dumps_game, load_game, parse_game, save_game
from turnkit import make_game, perform


def reload(state):
    return parse_game(json.loads(dumps_game(state)))


def test_c1_save_mid_turn_reload_draws_the_same_next_five_cards(tmp_path):
    state = make_game({"a": 2, "b": 2, "c": 1})
    StartTurn().apply(state)
    NextActivation().apply(state)
    Draw(["a", "b"]).apply(state)
    path = tmp_path / "mid-turn.json"
    save_game(state, path)
    loaded = load_game(path)
    assert [str(loaded.deck.draw()) for _ in range(5)] == [str(state.deck.draw())
                                                          for _ in range(5)]


def test_c2_reshuffle_after_reload_gives_the_same_order():
    state = make_game({"a": 1, "b": 1})
    state.deck.discard(state.deck.deal(50))
    loaded = reload(state)
    assert [loaded.deck.draw() for _ in range(8)] == [state.deck.draw() for _ in range(8)]


def test_every_new_field_round_trips():
    state = make_game({"a": 2, "b": 2, "c": 2}, modules=["S6", "S7"],
                      unit_costs={"a": {"u1": 40}})
    StartTurn().apply(state)
    NextActivation().apply(state)
    SetModelStatus("a-1", "out_of_action").apply(state)
    AdjustPoints("b", "threat", 7).apply(state)
    AdjustPoints("b", "command", 2).apply(state)
    ProposeAlliance("a", ["b", "c"]).apply(state)
    AnswerAlliance("b", "a", True).apply(state)
    Attack("c-1", "a-2", "shoot").apply(state)
    assert [(p.proposer, p.invitee) for p in reload(state).proposals] == [("a", "c")]
    Draw(["a", "c"], purpose="test").apply(state)
    RollDice("D3", player="c").apply(state)
    undone = perform(RollOff(["a", "b"], first={"a": 3, "b": 3}), state)
    undone.undo(state)
    RollOff(["a", "b"], first={"a": 3, "b": 3}).apply(state)
    Flee("c").apply(state)
    text = dumps_game(state)
    again = reload(state)
    assert dumps_game(again) == text
    assert again.player("b").threat_points == 7 and again.player("b").command_points == 2
    assert again.player("c").out_reason == "fled"
    assert again.allied("a", "b")
    assert again.proposals == []  # C's pending offer lapsed when C fled
    assert again.turn.attacks[0].kind == "shoot"
    assert again.turn.units_at_start == state.turn.units_at_start
    assert again.last_draw.cards == state.last_draw.cards
    assert again.last_roll.roll == state.last_roll.roll
    assert again.last_roll_off.rounds == state.last_roll_off.rounds
    assert any(e.undone for e in again.log)
    assert again.modules == ["S6", "S7"] and again.unit_costs == {"a": {"u1": 40}}


def test_mordheim_fields_round_trip(tmp_path):
    from app.game.commands import ChooseDefender, ChooseSegment, RollOrderOfPlay, SettleSetUpOrder

    state = make_game({"bob": 1, "phil": 1}, system="mordheim",
                      ratings={"bob": 195, "phil": 176})
    ChooseDefender().apply(state)
    SettleSetUpOrder().apply(state)
    ChooseSegment("bob", "D").apply(state)
    ChooseSegment("phil", "F").apply(state)
    RollOrderOfPlay().apply(state)
    again = reload(state)
    assert again.defender == "bob" and again.setup_order == ["bob", "phil"]
    assert again.order_of_play == state.order_of_play
    assert again.turn.current_player == state.turn.current_player
    assert again.turn.phase == "player-turn"


def test_a_bad_reference_is_named_with_its_field():
    import pytest

    from app.game.saves import GameFileError

    state = make_game({"a": 1, "b": 1})
    doc = json.loads(dumps_game(state))
    doc["order_of_play"] = ["a", "zed"]
    with pytest.raises(GameFileError, match=r"order_of_play\[1\]: no player has id 'zed'"):
        parse_game(doc, "game.json")
    doc = json.loads(dumps_game(state))
    doc["last_roll"] = {"purpose": "", "player": None, "roll": {"kind": "D6", "faces": [9]}}
    with pytest.raises(GameFileError, match="last_roll"):
        parse_game(doc, "game.json")


def test_the_demo_game_still_loads_and_round_trips():
    from app.paths import demo_game_path

    state = load_game(demo_game_path())
    assert dumps_game(reload(state)) == dumps_game(state)
