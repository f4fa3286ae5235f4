"""Objective control (S4), Reinforced Defenses (S5) and the running rule (M10)."""

import math

import pytest

from app.rules.bases import Base
from app.rules.geometry import footprint
from app.rules.movement import alliance_test, can_run
from app.rules.objectives import cover_objective, objective_control

R25 = 25 / 25.4 / 2
ROUND25 = Base.round(25)
NOBODY = alliance_test([])


def at(angle_deg, edge_distance, cx=36.0, cy=24.0):
    a = math.radians(angle_deg)
    L = edge_distance + R25
    return footprint(ROUND25, cx + L * math.cos(a), cy + L * math.sin(a))


@pytest.mark.parametrize("angle", [37.0, 113.0])
def test_s4_control_within_3_inclusive_from_the_objective_centre(angle):
    v = objective_control("o1", 36.0, 24.0, [("p1", at(angle, 3.0))], NOBODY)
    assert v.controlled_by == ("p1",)
    v = objective_control("o1", 36.0, 24.0, [("p1", at(angle, 3.001))], NOBODY)
    assert v.controlled_by == ()


@pytest.mark.parametrize("angle", [37.0, 113.0])
def test_s4_an_enemy_within_2_contests_and_2_001_does_not(angle):
    mine = ("p1", at(angle + 180, 1.0))
    v = objective_control("o1", 36.0, 24.0, [mine, ("p2", at(angle, 2.0))], NOBODY)
    assert v.controlled_by == () and v.contested
    v = objective_control("o1", 36.0, 24.0, [mine, ("p2", at(angle, 2.001))], NOBODY)
    assert v.controlled_by == ("p1",)
    assert v.contested  # p2 is within 3 in as well, but p1's model within 2 in denies it


def test_s4_allies_never_contest_and_several_players_can_control():
    models = [("p1", at(10, 1.0)), ("p2", at(190, 1.0))]
    allied = alliance_test([["p1", "p2"]])
    v = objective_control("o1", 36.0, 24.0, models, allied, player_order=["p2", "p1"])
    assert v.controlled_by == ("p2", "p1")
    both = [("p1", at(10, 2.5)), ("p2", at(190, 2.5))]
    assert objective_control("o1", 36.0, 24.0, both, NOBODY).controlled_by == ("p1", "p2")


def test_s4_ranges_are_configurable():
    v = objective_control("o1", 36.0, 24.0, [("p1", at(37, 4.0))], NOBODY, control_in=4.0)
    assert v.controlled_by == ("p1",)


def test_s5_a_unit_with_one_model_within_3_has_cover():
    unit = [at(37, 3.0), at(37, 9.0)]
    assert cover_objective(unit, [("o1", 36.0, 24.0)]) == "o1"
    assert cover_objective([at(37, 3.001)], [("o1", 36.0, 24.0)]) is None


def _other(oid, player, fp, status="active"):
    return (oid, f"Rat {oid}", player, status, fp)


@pytest.mark.parametrize("angle", [37.0, 113.0])
def test_m10_an_enemy_within_8_stops_running_and_8_001_does_not(angle):
    me = footprint(ROUND25, 36.0, 24.0)
    ok, why = can_run(me, "p1", [_other("r", "p2", at(angle, 8.0 + R25))], NOBODY)
    assert not ok and why.rule == "M10" and why.other == "r"
    assert why.reason == "Cannot run: Rat r is 8.00 in away, within 8 in (M10)"
    ok, why = can_run(me, "p1", [_other("r", "p2", at(angle, 8.001 + R25))], NOBODY)
    assert ok and why is None


@pytest.mark.parametrize("status", ["fleeing", "stunned", "knocked_down", "hidden",
                                    "out_of_action", "fled"])
def test_m10_enemies_fleeing_stunned_knocked_down_hidden_or_gone_do_not_stop_running(status):
    me = footprint(ROUND25, 36.0, 24.0)
    assert can_run(me, "p1", [_other("r", "p2", at(0, 3.0), status)], NOBODY)[0]


def test_m10_allies_and_own_models_do_not_stop_running():
    me = footprint(ROUND25, 36.0, 24.0)
    others = [_other("a", "p2", at(0, 1.0)), _other("b", "p1", at(90, 1.0))]
    assert can_run(me, "p1", others, alliance_test([["p1", "p2"]]))[0]
    assert not can_run(me, "p1", others, NOBODY)[0]
