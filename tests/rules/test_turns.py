"""Activation sequence and clockwise order: rules C5-C7, M5."""

import pytest

from app.rules.cards import Card
from app.rules.rng import GameRng
from app.rules.turns import (
    activation_order,
    clockwise_order,
    last_in_sequence,
    next_activation,
    next_in_order,
    order_of_play,
)

SEGMENTS = {"bob": "D", "phil": "F", "devin": "B"}


def test_m5_seed_example_devin_first_then_bob_then_phil():
    assert clockwise_order("devin", SEGMENTS) == ["devin", "bob", "phil"]
    result = order_of_play(SEGMENTS, GameRng(seed=1), first={"devin": 6, "bob": 1, "phil": 2})
    assert result.first == "devin"
    assert result.order == ["devin", "bob", "phil"]  # Bob before Phil despite rolling lower


def test_m5_clockwise_wraps_past_f():
    assert clockwise_order("phil", SEGMENTS) == ["phil", "devin", "bob"]
    with pytest.raises(ValueError, match="unknown segment"):
        clockwise_order("a", {"a": "G"})


def test_c7_unequal_model_counts_drop_out_when_done():
    cards = {"a": Card.parse("3H"), "b": Card.parse("JD"), "c": Card.parse("JS")}
    order = activation_order(cards, {"a": 4, "b": 1, "c": 2})
    assert order == ["c", "b", "a", "c", "a", "a", "a"]
    assert len(order) == 7


def test_c7_next_activation_follows_the_whole_sequence_step_by_step():
    cards = {"a": Card.parse("3H"), "b": Card.parse("JD"), "c": Card.parse("JS")}
    left = {"a": 4, "b": 1, "c": 2}
    expected = activation_order(cards, left)
    seen, last = [], None
    while (pid := next_activation(cards, left, last)) is not None:
        seen.append(pid)
        left[pid] -= 1
        last = pid
    assert seen == expected


def test_m5_next_in_order_skips_players_who_are_out():
    order = ["devin", "bob", "phil"]
    assert next_in_order(order, "devin") == "bob"
    assert next_in_order(order, "devin", out={"bob"}) == "phil"
    assert next_in_order(order, "phil") == "devin"
    assert next_in_order(order, "phil", out={"devin", "bob", "phil"}) is None


def test_c6_highest_initiative_card_among_the_asked_players():
    from app.rules.turns import initiative_holder

    cards = {"a": Card.parse("3H"), "b": Card.parse("JD"), "c": Card.parse("JS")}
    assert initiative_holder(cards, ["a", "b"]) == "b"
    assert initiative_holder(cards, ["a", "b", "c"]) == "c"
    assert initiative_holder(cards, ["z"]) is None


def test_c7_c9_the_sequence_goes_on_past_a_player_who_fled_with_their_card():
    """A player who flees gives up their Initiative card (C5, C9). Cards A > K > Q > 2, every
    sequence and every flee point: the activations that follow are the ones the full
    sequence would give with the fled player dropped out."""
    cards = {"a": Card.parse("AS"), "k": Card.parse("KS"), "q": Card.parse("QS"),
             "two": Card.parse("2S")}
    counts = {"a": 1, "k": 3, "q": 2, "two": 3}
    full = activation_order(cards, counts)
    for step in range(len(full)):
        done, fled = full[:step + 1], full[step]
        held = {pid: c for pid, c in cards.items() if pid != fled}
        left = {pid: counts[pid] - done.count(pid) for pid in held}
        expected = [pid for pid in full[step + 1:] if pid != fled]
        got = []
        activations = list(done)
        while True:
            pid = next_activation(held, left, last_in_sequence(activations, held))
            if pid is None:
                break
            got.append(pid)
            activations.append(pid)
            left[pid] -= 1
        assert got == expected, (step, fled)
