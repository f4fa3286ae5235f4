"""Draws instead of roll-offs and the shuffle: rules C1-C4."""

import pytest

from app.rules.cards import Card, Deck, draw, full_deck
from app.rules.rng import GameRng

# Chi-square critical value for 51 degrees of freedom at p = 0.001.
CHI2_51_P001 = 87.97


def chi_square(counts, expected):
    return sum((c - expected) ** 2 / expected for c in counts)


def test_c1_shuffle_places_a_card_uniformly_across_all_52_positions():
    rng = GameRng(seed=20261130)
    shuffles = 5200
    ace_positions = [0] * 52
    top_cards = {card: 0 for card in full_deck()}
    for _ in range(shuffles):
        deck = Deck(rng=rng)
        ace_positions[deck.draw_pile.index(Card.parse("AS"))] += 1
        top_cards[deck.draw_pile[0]] += 1
    assert chi_square(ace_positions, shuffles / 52) < CHI2_51_P001
    assert chi_square(list(top_cards.values()), shuffles / 52) < CHI2_51_P001


def test_c2_reshuffled_discards_are_uniform_too():
    rng = GameRng(seed=99)
    counts = [0] * 52
    deck = Deck(rng=rng)
    for _ in range(2600):
        deck.discard(deck.deal(len(deck)))
        deck.reshuffle()
        counts[deck.draw_pile.index(Card.parse("2C"))] += 1
    assert chi_square(counts, 2600 / 52) < CHI2_51_P001


def test_c3_every_pair_of_cards_is_ordered_and_none_tie():
    cards = full_deck()
    assert sorted(cards, reverse=True)[0] == Card.parse("AS")
    assert sorted(cards)[0] == Card.parse("2C")
    assert len({c.value for c in cards}) == 52
    assert Card.parse("KC") > Card.parse("QS")  # rank before suit
    assert Card.parse("7H") > Card.parse("7D")


@pytest.mark.parametrize("code", ["1S", "QX", "", "Q", "11H"])
def test_c1_bad_card_codes_are_refused_with_the_code_named(code):
    with pytest.raises(ValueError, match="not a card"):
        Card.parse(code)


def test_c4_draw_ranks_players_by_card_and_discards_the_cards():
    deck = Deck(seed=3)
    top = deck.draw_pile[:3]
    result = draw(deck, ["bob", "phil", "devin"])
    assert result.cards == dict(zip(["bob", "phil", "devin"], top))
    assert result.order == sorted(result.cards, key=result.cards.get, reverse=True)
    assert result.winner == result.order[0]
    assert deck.discard_pile == top  # discarded once the draw is settled
    assert len(deck) == 49
    assert result.describe({"bob": "Bob"}).startswith("1. ")


def test_c4_draw_with_two_players_and_errors():
    deck = Deck(seed=4)
    assert len(draw(deck, ["a", "b"]).order) == 2
    with pytest.raises(ValueError, match="at least one"):
        draw(deck, [])
    with pytest.raises(ValueError, match="twice"):
        draw(deck, ["a", "a"])


def test_c2_draw_reshuffles_when_the_pile_runs_out_mid_draw():
    deck = Deck(seed=5)
    held = deck.deal(51)
    deck.discard(held[:20])
    result = draw(deck, ["a", "b", "c"])
    assert result.reshuffled
    assert len(set(result.cards.values())) == 3
    # The 31 cards still held never come back.
    assert not set(result.cards.values()) & set(held[20:])


def test_c2_nothing_to_draw_when_every_card_is_held():
    deck = Deck(seed=6)
    deck.deal(52)
    with pytest.raises(RuntimeError, match="held in play"):
        deck.draw()
