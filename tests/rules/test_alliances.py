"""Alliances and who is an enemy: rules C8, M10."""

import math

import pytest

from app.rules.alliances import (
    allied,
    allies_of,
    break_off_all,
    break_off_positions,
    broken_by_attack,
    form,
    is_enemy,
)


def test_m10_proposal_forms_one_alliance_per_warband_that_agrees():
    alliances = form([], "bob", ["phil", "devin"])
    assert allied(alliances, "bob", "phil") and allied(alliances, "bob", "devin")
    assert not allied(alliances, "phil", "devin")  # each agreed with Bob, not each other
    assert allies_of(alliances, "bob") == {"phil", "devin"}
    assert is_enemy(alliances, "phil", "devin")
    assert not is_enemy(alliances, "bob", "phil")
    assert not is_enemy(alliances, "bob", "bob")
    with pytest.raises(ValueError, match="itself"):
        form([], "bob", ["bob"])


def test_m10_attack_on_an_ally_breaks_only_that_alliance():
    alliances = form([], "bob", ["phil", "devin"])
    left, broken = broken_by_attack(alliances, "phil", "bob")
    assert broken == frozenset({"bob", "phil"})
    assert not allied(left, "bob", "phil") and allied(left, "bob", "devin")
    same, none = broken_by_attack(left, "phil", "devin")
    assert none is None and same == left


def test_m10_allies_in_combat_are_placed_one_inch_apart():
    r = 25 / 25.4 / 2
    (ax, ay), (bx, by) = break_off_positions((10.0, 10.0, r), (10.0 + 2 * r, 10.0, r))
    gap = math.hypot(bx - ax, by - ay) - 2 * r
    assert gap == pytest.approx(1.0)
    assert ay == by == 10.0 and ax < 10.0 and bx > 10.0 + 2 * r  # both moved, half each
    assert ax == pytest.approx(9.5)


def test_m10_break_off_leaves_models_already_apart_and_handles_same_centre():
    assert break_off_positions((0, 0, 0.5), (5, 0, 0.5)) == ((0, 0), (5, 0))
    (ax, _), (bx, _) = break_off_positions((3, 3, 0.5), (3, 3, 0.5))
    assert bx - ax == pytest.approx(2.0)
    moved = break_off_all({"a": (0, 0, 0.5), "b": (1, 0, 0.5), "c": (20, 0, 0.5)},
                          [("a", "b")])
    assert set(moved) == {"a", "b"}
