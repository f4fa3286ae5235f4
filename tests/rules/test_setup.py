"""Defender, set-up order, underdog and scenario tables: rules M2, M3, M6, C10, M11."""

import pytest

from app.rules.rng import GameRng
from app.rules.setup import (
    LOWEST_RATING_CHOOSES,
    choose_defender,
    scenario_for_roll,
    set_up_order,
    underdog,
    underdog_bonus,
)


def test_m6_seed_example_devin_is_underdog_by_53_for_plus_1():
    assert underdog({"phil": 176, "bob": 195, "devin": 123}) == ("devin", 1)


@pytest.mark.parametrize("diff,bonus", [(0, 0), (50, 0), (51, 1), (75, 1), (76, 2), (100, 2),
                                        (101, 3), (150, 3), (151, 4), (300, 4), (301, 5),
                                        (5000, 5)])
def test_m6_bonus_table_edges(diff, bonus):
    assert underdog_bonus(diff) == bonus


def test_m6_no_underdog_for_small_gaps_ties_or_one_player():
    assert underdog({"a": 100, "b": 150}) == (None, 0)
    assert underdog({"a": 100, "b": 100, "c": 400}) == (None, 0)
    assert underdog({"a": 100}) == (None, 0)
    # Compared with the next lowest, not the highest.
    assert underdog({"a": 100, "b": 160, "c": 900}) == ("a", 1)


def test_m2_defender_by_rating_then_models_then_roll_off():
    rng = GameRng(seed=1)
    assert choose_defender({"a": 200, "b": 150}, {}, rng).player == "a"
    by_models = choose_defender({"a": 200, "b": 200, "c": 10}, {"a": 9, "b": 12}, rng)
    assert (by_models.player, by_models.reason) == ("b", "models")
    rolled = choose_defender({"a": 200, "b": 200}, {"a": 9, "b": 9}, rng,
                             first={"a": 2, "b": 5})
    assert (rolled.player, rolled.reason) == ("b", "roll-off")
    assert rolled.roll_off is not None and rolled.roll_off.rounds[0].rolls["b"].total == 5


def test_m3_seed_example_bob_then_phil_then_devin():
    result = set_up_order(["phil", "bob", "devin"], GameRng(seed=1),
                          first={"phil": 3, "bob": 5, "devin": 1})
    assert result.order == ["bob", "phil", "devin"]


def test_m3_defender_sets_up_first_whatever_the_dice():
    result = set_up_order(["phil", "bob", "devin"], GameRng(seed=1), defender="devin",
                          first={"phil": 3, "bob": 5})
    assert result.order == ["devin", "bob", "phil"]
    with pytest.raises(ValueError, match="not one of the players"):
        set_up_order(["a"], GameRng(seed=1), defender="z")


@pytest.mark.parametrize("total,scenario", [(1, "the-looters"), (2, "the-looters"),
                                            (3, "brothers-in-arms"), (4, "brothers-in-arms"),
                                            (5, "alliance-and-betrayal"),
                                            (6, "alliance-and-betrayal")])
def test_c10_trench_crusade_table(total, scenario):
    assert scenario_for_roll("trench-crusade", total) == scenario


@pytest.mark.parametrize("total,scenario", [
    (2, LOWEST_RATING_CHOOSES), (3, "monster-hunt"), (4, "the-wizards-mansion"),
    (5, "treasure-hunt"), (6, "treasure-hunt"), (7, "street-brawl"), (8, "ambush"),
    (9, "ambush"), (10, "the-pool"), (11, "the-lost-prince"), (12, LOWEST_RATING_CHOOSES)])
def test_m11_mordheim_table(total, scenario):
    assert scenario_for_roll("mordheim", total) == scenario
    assert LOWEST_RATING_CHOOSES == "lowest-rating-chooses"


def test_scenario_table_errors():
    with pytest.raises(ValueError, match="cannot total 7"):
        scenario_for_roll("trench-crusade", 7)
    with pytest.raises(ValueError, match="no scenario table"):
        scenario_for_roll("necromunda", 3)
