"""Flee, rout, last warband standing, Annihilation, points: rules C9, M9, S1, S6, S7."""

import pytest

from app.rules.victory import adjust_pool, all_out_war_refund, annihilation, check_victory


def test_s7_refund_is_cost_minus_one_never_below_zero():
    assert all_out_war_refund([]) == 0
    assert all_out_war_refund([60]) == 59
    assert all_out_war_refund([60, 1, 0]) == 59
    assert all_out_war_refund([10, 25]) == 33


def test_s1_pools_are_separate_and_cannot_go_negative():
    assert adjust_pool(3, -2, "command") == 1
    assert adjust_pool(0, 5, "threat") == 5
    with pytest.raises(ValueError, match="only 1 left"):
        adjust_pool(1, -2, "threat")
    with pytest.raises(ValueError, match="unknown points pool"):
        adjust_pool(1, 1, "glory")


def test_c9_m9_last_warband_standing_wins():
    players = ["a", "b", "c"]
    assert not check_victory(players, {"a"}).over
    verdict = check_victory(players, {"a", "c"})
    assert (verdict.winner, verdict.reason) == ("b", "last-standing")
    assert check_victory(players, {"a", "b", "c"}).reason == "no-one-left"


def test_s6_annihilation_when_opponents_have_nothing_to_command():
    verdict = check_victory(["a", "b", "c"], set(), commandable_units={"a": 2, "b": 0, "c": 0})
    assert (verdict.winner, verdict.reason) == ("a", "annihilation")
    assert not check_victory(["a", "b"], set(), commandable_units={"a": 1, "b": 1}).over
    # Without the module, units do not matter.
    assert not check_victory(["a", "b", "c"], set()).over
    assert annihilation({"a": 1, "b": 3}, out={"b"}).winner == "a"
