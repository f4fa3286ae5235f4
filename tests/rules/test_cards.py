"""Cards and the activation sequence: rules C1-C3, C7."""

from app.rules.cards import Card, Deck
from app.rules.turns import activation_order


def test_c3_card_order_rank_then_suit():
    assert Card.parse("AS") > Card.parse("KS") > Card.parse("QH") > Card.parse("QD")
    assert Card.parse("2S") > Card.parse("2H") > Card.parse("2D") > Card.parse("2C")
    assert str(Card.parse("10h")) == "10H"


def test_c1_deck_has_52_distinct_cards_and_is_seeded():
    deck = Deck(seed=7)
    cards = [deck.draw() for _ in range(52)]
    assert len(set(cards)) == 52
    again = Deck(seed=7)
    assert [again.draw() for _ in range(52)] == cards


def test_c2_reshuffles_discards_when_empty_but_not_held_cards():
    deck = Deck(seed=1)
    held = deck.deal(52)
    deck.discard(held[:10])
    drawn = deck.deal(10)
    assert sorted(drawn) == sorted(held[:10])
    assert len(deck) == 0


def test_c7_round_robin_with_drop_out_on_unequal_model_counts():
    cards = {"a": Card.parse("KH"), "b": Card.parse("AS"), "c": Card.parse("2C")}
    order = activation_order(cards, {"a": 2, "b": 1, "c": 3})
    assert order == ["b", "a", "c", "a", "c", "c"]


def test_card_parse_accepts_the_suit_symbols_the_panel_shows():
    assert Card.parse("Q\u2665") == Card.parse("QH")
    assert str(Card.parse("10\u2660")) == "10S"


def test_c7_activation_order_refuses_counts_that_are_not_whole_numbers():
    import pytest

    cards = {"a": Card.parse("KH")}
    with pytest.raises(ValueError, match="whole number"):
        activation_order(cards, {"a": 2.9})
    with pytest.raises(ValueError, match="no Initiative card"):
        activation_order(cards, {"a": 1, "b": 2})
