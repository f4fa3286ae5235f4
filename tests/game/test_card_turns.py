"""A card-game turn through the commands: C2, C4-C7, S7, undo."""

import pytest

from app.game.commands import (
    Draw,
    EndTurn,
    NextActivation,
    RollDice,
    RollOff,
    StartTurn,
    whose_activation,
)
from app.rules.cards import Card, rank_by_cards
from app.rules.turns import activation_order
from turnkit import apply, make_game, perform


def test_c5_c7_full_turn_with_unequal_model_counts():
    state = make_game({"a": 3, "b": 1, "c": 2})
    apply(state, StartTurn())
    cards = state.turn.initiative
    assert set(cards) == {"a", "b", "c"}
    expected = activation_order(cards, {"a": 3, "b": 1, "c": 2})
    seen = []
    while (pid := whose_activation(state)) is not None:
        seen.append(pid)
        NextActivation().apply(state)
    assert seen == expected
    assert state.turn.phase == "end"
    assert len(state.turn.activated) == 6
    EndTurn().apply(state)
    assert state.turn.initiative == {}
    assert state.turn.phase == "ended"
    assert set(state.deck.discard_pile) == set(cards.values())
    assert any("Turn 1 ends" in e.text for e in state.log)


def test_c7_activating_a_chosen_model_and_refusals():
    state = make_game({"a": 2, "b": 2})
    StartTurn().apply(state)
    first = whose_activation(state)
    other = "b" if first == "a" else "a"
    with pytest.raises(ValueError, match=f"it is {first.capitalize()}'s activation"):
        NextActivation(f"{other}-1").apply(state)
    NextActivation(f"{first}-2").apply(state)
    assert state.turn.activated == [f"{first}-2"]
    assert whose_activation(state) == other
    NextActivation(f"{other}-1").apply(state)
    with pytest.raises(ValueError, match="cannot activate again"):
        NextActivation(f"{first}-2").apply(state)
    # a refused command leaves no trace
    assert len(state.turn.activated) == 2


def test_c2_reshuffle_in_the_middle_of_a_turn():
    state = make_game({"a": 1, "b": 1, "c": 1})
    deck = state.deck
    # Leave 4 cards in the draw pile: the turn's 3 Initiative cards and 1 more.
    discards = deck.deal(48)
    deck.discard(discards)
    StartTurn().apply(state)
    held = set(state.turn.initiative.values())
    assert len(deck) == 1
    Draw(["a", "b", "c"], purpose="who places first").apply(state)
    assert state.log[-2].kind == "reshuffle"
    drawn = set(state.last_draw.cards.values())
    assert len(drawn) == 3
    assert not drawn & held  # held Initiative cards stay out of the new pile (C2)
    assert len(deck) + len(deck.discard_pile) + len(held) == 52


def test_c4_draw_command_logs_the_ranking_and_discards():
    state = make_game({"bob": 1, "phil": 1, "devin": 1})
    top = state.deck.draw_pile[:3]
    Draw(purpose="crate placement").apply(state)
    record = state.last_draw
    assert list(record.cards.values()) == top
    assert record.order == rank_by_cards(record.cards)
    assert state.deck.discard_pile == top
    line = state.log[-1].text
    assert line.startswith("Draw (crate placement): 1. ")
    best = record.cards[record.order[0]]
    assert f"{best.rank}{best.symbol}" in line  # suit symbols, as in the Initiative log
    assert not any(f" {c}" in line for c in record.cards.values())  # no file codes ("9S")


def test_undo_of_a_draw_puts_the_game_back_and_the_log_says_so():
    state = make_game({"a": 1, "b": 1})
    before = (list(state.deck.draw_pile), state.rng.events)
    draw = perform(Draw(["a", "b"]), state)
    shown = dict(state.last_draw.cards)
    draw.undo(state)
    assert (list(state.deck.draw_pile), state.rng.events) == before
    assert state.deck.discard_pile == []
    assert state.last_draw is None
    assert state.log[-2].undone and state.log[-1].text == "Undone: Draw"
    draw.redo(state)  # redo reveals the very same cards
    assert state.last_draw.cards == shown


def test_undo_of_start_turn_returns_the_initiative_cards():
    state = make_game({"a": 2, "b": 2})
    start = perform(StartTurn(), state)
    cards = dict(state.turn.initiative)
    start.undo(state)
    assert state.turn.number == 0 and state.turn.initiative == {}
    assert len(state.deck) == 52
    start.redo(state)
    assert state.turn.initiative == cards


def test_dice_and_roll_off_commands_record_faces_and_undo():
    state = make_game({"a": 1, "b": 1, "c": 1})
    events = state.rng.events
    roll = perform(RollDice("2D6", player="a", purpose="scenario"), state)
    faces = state.last_roll.roll.faces
    assert len(faces) == 2
    assert f"{faces[0]}+{faces[1]}" in state.log[-1].text
    roll.undo(state)
    assert state.last_roll is None and state.rng.events == events
    # C4: a card game settles a roll-off among more than two players with a draw
    assert "(C4)" in RollOff(["a", "b", "c"], purpose="first crate").check(state)
    with pytest.raises(ValueError, match="C4"):
        RollOff(["a", "b", "c"]).apply(state)
    off = RollOff(["a", "b"], purpose="first crate", first={"a": 5, "b": 5})
    off.apply(state)
    assert set(state.last_roll_off.order) == {"a", "b"}
    assert len(state.last_roll_off.rounds) >= 2
    assert "re-roll" in state.log[-1].text


def test_s7_refund_at_end_of_turn_for_units_destroyed_that_turn():
    state = make_game({"a": 3, "b": 2}, modules=["S7"],
                      unit_costs={"a": {"u1": 60, "u2": 1, "u3": 20}, "b": {"u1": 30}})
    from app.game.commands import SetModelStatus

    StartTurn().apply(state)
    SetModelStatus("a-1", "out_of_action").apply(state)
    SetModelStatus("a-2", "out_of_action").apply(state)
    SetModelStatus("b-2", "active").apply(state)  # still on the table: not destroyed
    EndTurn().apply(state)
    assert state.turn.refunds == {"a": 59}  # 60-1 + max(0, 1-1)
    assert state.player("a").threat_points == 59
    assert state.player("b").threat_points == 0
    assert any("regains 59 Threat Points" in e.text for e in state.log)
    # A unit already destroyed before the turn is not refunded again.
    StartTurn().apply(state)
    EndTurn().apply(state)
    assert state.turn.refunds == {}
    assert state.player("a").threat_points == 59


def test_no_refund_without_the_all_out_war_module():
    state = make_game({"a": 1, "b": 1}, unit_costs={"a": {"u1": 60}})
    from app.game.commands import SetModelStatus

    StartTurn().apply(state)
    SetModelStatus("a-1", "out_of_action").apply(state)
    EndTurn().apply(state)
    assert state.player("a").threat_points == 0


def test_end_turn_needs_a_turn_under_way():
    state = make_game({"a": 1, "b": 1})
    with pytest.raises(ValueError, match="start a turn first"):
        EndTurn().apply(state)


def test_c6_initiative_card_values_are_cards():
    state = make_game({"a": 1, "b": 1})
    StartTurn().apply(state)
    assert all(isinstance(c, Card) for c in state.turn.initiative.values())


def test_undoing_two_commands_marks_only_their_own_log_lines():
    state = make_game({"a": 1, "b": 1})
    first = perform(RollDice("D6"), state)
    second = perform(RollDice("D3"), state)
    second.undo(state)
    first.undo(state)
    assert [(e.text.split()[0], e.undone) for e in state.log] == [
        ("Roll", True), ("Roll", True), ("Undone:", False), ("Undone:", False)]
