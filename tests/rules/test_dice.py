"""Dice, roll-offs and random hits: rules M3, M5, M7."""

import pytest

from app.rules.dice import Roll, can_shoot_into_combat, fixed, random_hit, roll, roll_off
from app.rules.rng import GameRng


@pytest.mark.parametrize("kind,low,high,count", [("D3", 1, 3, 1), ("D6", 1, 6, 1),
                                                ("2D6", 2, 12, 2)])
def test_rolls_stay_in_range_and_show_their_faces(kind, low, high, count):
    rng = GameRng(seed=1)
    totals = set()
    for _ in range(600):
        r = roll(rng, kind)
        assert len(r.faces) == count
        assert low <= r.total <= high
        totals.add(r.total)
    assert totals == set(range(low, high + 1))
    assert rng.events == 600  # one random event per roll


def test_roll_text_for_the_log():
    assert str(Roll("2D6", (3, 4))) == "2D6 3+4=7"
    assert str(Roll("D6", (5,))) == "D6 5"
    assert Roll("D3", (5,)).total == 3
    assert "D3 3" in str(Roll("D3", (5,)))


def test_rolls_replay_from_the_same_seed_and_event():
    a, b = GameRng(seed=8, events=10), GameRng(seed=8, events=10)
    assert [roll(a, "2D6") for _ in range(5)] == [roll(b, "2D6") for _ in range(5)]


def test_unknown_dice_is_refused():
    with pytest.raises(ValueError, match="unknown dice"):
        roll(GameRng(seed=1), "D20")
    with pytest.raises(ValueError, match="cannot show"):
        fixed("D6", 7)


def test_m3_setup_example_rolls_rank_without_rerolls():
    # Seed example: Phil 3, Bob 5, Devin 1 -> Bob, Phil, Devin.
    rng = GameRng(seed=1)
    result = roll_off(rng, ["phil", "bob", "devin"], first={"phil": 3, "bob": 5, "devin": 1})
    assert result.order == ["bob", "phil", "devin"]
    assert len(result.rounds) == 1
    assert rng.events == 0


def test_m3_ties_reroll_among_the_tied_only():
    rng = GameRng(seed=2)
    result = roll_off(rng, ["a", "b", "c", "d"], first={"a": 4, "b": 4, "c": 6, "d": 1})
    assert result.order[0] == "c" and result.order[3] == "d"
    assert set(result.order[1:3]) == {"a", "b"}
    for rnd in result.rounds[1:]:
        assert set(rnd.among) == {"a", "b"}  # c and d never roll again
    last = result.rounds[-1].rolls
    assert last[result.order[1]].total > last[result.order[2]].total


def test_m5_only_a_tie_for_the_top_is_rolled_again():
    rng = GameRng(seed=3)
    result = roll_off(rng, ["a", "b", "c", "d"], settle="winner",
                      first={"a": 2, "b": 2, "c": 6, "d": 6})
    assert result.winner in {"c", "d"}
    assert all(set(r.among) == {"c", "d"} for r in result.rounds[1:])
    assert result.order[2:] == ["a", "b"]  # the low tie stays as given


def test_roll_off_settles_many_ties_with_a_seeded_generator():
    for seed in range(50):
        result = roll_off(GameRng(seed=seed), list("abcdef"))
        assert sorted(result.order) == list("abcdef")


def test_roll_off_errors_name_the_problem():
    with pytest.raises(ValueError, match="twice"):
        roll_off(GameRng(seed=1), ["a", "a"])
    with pytest.raises(ValueError, match="no first roll given for b"):
        roll_off(GameRng(seed=1), ["a", "b"], first={"a": 3})


def test_m7_random_hit_is_uniform_among_target_and_its_opponents():
    rng = GameRng(seed=11)
    counts = {"ogre": 0, "h1": 0, "h2": 0, "s1": 0}
    for _ in range(4000):
        hit = random_hit(rng, "ogre", ["h1", "h2", "s1", "ogre"])
        assert hit.candidates == ("ogre", "h1", "h2", "s1")
        counts[hit.model] += 1
    assert all(900 < c < 1100 for c in counts.values())


def test_m7_only_shooters_outside_the_combat_may_shoot_into_it():
    assert can_shoot_into_combat("phil", ["bob", "devin"])
    assert not can_shoot_into_combat("bob", ["bob", "devin"])
