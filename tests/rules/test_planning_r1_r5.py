"""R1-R5 at their boundaries: Movement from the profile, Trench Crusade charge odds at exactly
Movement + 2 and 12 in, Mordheim's 2 x M exactly, a path round impassable terrain, turns and
ties (G4: inclusive within EPS_IN, G3: base edge to base edge)."""

import math
from fractions import Fraction
from types import SimpleNamespace

import pytest

from app.rules.bases import Base
from app.rules.geometry import distance, footprint
from app.rules.planning import (Movement, charge_odds, charge_threats, mordheim_odds,
                                mordheim_reach, movement_of, odds_word, reach_in)
from app.rules.race import Race, turns_for
from app.rules.table import Table
from app.rules.terrain import TerrainPiece

ROUND25 = Base.round(25)
R25 = 25 / 25.4 / 2
OVAL = Base("oval", length_mm=60, width_mm=35)


def pair_at_gap(gap, angle_deg=37.0, base=ROUND25, facing=0.0):
    """A 25 mm base and another ``base`` whose edges are ``gap`` apart (exactly, G3)."""
    a = footprint(ROUND25, 30.0, 24.0)
    t = math.radians(angle_deg)
    ux, uy = math.cos(t), math.sin(t)
    # push the other base out along the direction until the gap is right (bisection)
    lo, hi = 0.0, gap + 10.0
    for _ in range(200):
        mid = (lo + hi) / 2
        b = footprint(base, 30.0 + ux * mid, 24.0 + uy * mid, facing)
        if distance(a, b) < gap:
            lo = mid
        else:
            hi = mid
    return a, footprint(base, 30.0 + ux * hi, 24.0 + uy * hi, facing)


# -- R1 ------------------------------------------------------------------------------------------
def test_r1_movement_comes_from_move_in_and_move_type():
    assert movement_of(SimpleNamespace(move_in=6.0, move_type="infantry")) == \
        Movement(6.0, "infantry")
    assert movement_of(SimpleNamespace(move_in=4)) == Movement(4.0, "")
    assert movement_of(SimpleNamespace(move_in=0.0)) == Movement(0.0, "")  # known: no move


@pytest.mark.parametrize("value", [None, -2, float("nan"), float("inf"), True, "six"])
def test_r1_a_model_without_a_known_movement_has_none(value):
    assert movement_of(SimpleNamespace(move_in=value, move_type="infantry")) is None
    assert movement_of(SimpleNamespace()) is None  # an older model: no such fields


# -- R2 ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("gap, odds", [
    (0.0, 1), (8.0, 1), (8.0 + 5e-7, 1),                  # Movement + 2: certain, inclusive
    (8.001, Fraction(5, 6)), (9.0, Fraction(5, 6)),
    (9.001, Fraction(4, 6)), (10.0, Fraction(4, 6)),
    (11.0, Fraction(3, 6)), (11.5, Fraction(2, 6)),
    (12.0, Fraction(2, 6)), (12.0 + 5e-7, Fraction(2, 6)),  # 12 in: the last in reach
    (12.001, 0), (20.0, 0),
])
def test_r2_charge_odds_for_movement_6(gap, odds):
    assert charge_odds(gap, 6.0) == odds
    assert isinstance(charge_odds(gap, 6.0), Fraction)


@pytest.mark.parametrize("move, gap, odds", [
    (4.0, 6.0, 1), (4.0, 7.0, Fraction(5, 6)), (4.0, 11.0, Fraction(1, 6)),
    (4.0, 11.001, 0),                                     # beyond Movement + 7
    (8.0, 10.0, 1), (8.0, 12.0, Fraction(4, 6)), (8.0, 12.001, 0),  # beyond 12 in
    (10.0, 12.0, 1), (10.0, 12.001, 0),
])
def test_r2_charge_odds_at_movement_plus_2_plus_7_and_12_in(move, gap, odds):
    assert charge_odds(gap, move) == odds


@pytest.mark.parametrize("angle", [0.0, 37.0, 90.0, 211.0])
def test_r2_a_charger_exactly_movement_plus_2_away_is_certain_at_any_angle(angle):
    target, charger = pair_at_gap(8.0, angle)
    threats = charge_threats(target, {"ogre": (charger, Movement(6.0, "infantry"))},
                             "trench-crusade")
    assert [(t.id, t.odds) for t in threats] == [("ogre", 1)]
    assert odds_word(threats[0].odds) == "certain"


def test_r2_a_charger_exactly_12_in_away_has_2_in_6_and_0_001_further_none():
    target, at12 = pair_at_gap(12.0, 123.0, OVAL, 40.0)
    _, past = pair_at_gap(12.001, 123.0, OVAL, 40.0)
    move = Movement(6.0, "infantry")
    assert [t.odds for t in charge_threats(target, {"a": (at12, move)}, "trench-crusade")] \
        == [Fraction(2, 6)]
    assert charge_threats(target, {"a": (past, move)}, "trench-crusade") == []


def test_r2_threats_are_listed_highest_odds_first_then_nearest():
    target, near = pair_at_gap(7.0, 10.0)
    _, mid = pair_at_gap(9.5, 100.0)
    _, far = pair_at_gap(8.5, 200.0)
    move = Movement(6.0)
    threats = charge_threats(target, {"m": (mid, move), "f": (far, move), "n": (near, move)},
                             "trench-crusade")
    assert [t.id for t in threats] == ["n", "f", "m"]
    assert [t.odds for t in threats] == [1, Fraction(5, 6), Fraction(4, 6)]
    assert odds_word(Fraction(4, 6)) == "likely" and odds_word(Fraction(2, 6)) == "long shot"
    assert reach_in("trench-crusade", Movement(6.0)) == 12.0
    assert reach_in("trench-crusade", Movement(4.0)) == 11.0


# -- R3 ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("angle", [0.0, 61.0, 180.0, 299.0])
def test_r3_mordheim_reach_is_2_x_m_exactly(angle):
    assert mordheim_reach(4.0) == 8.0
    move = Movement(4.0)
    target, at8 = pair_at_gap(8.0, angle)
    _, past = pair_at_gap(8.001, angle)
    assert [(t.id, t.odds) for t in charge_threats(target, {"r": (at8, move)}, "mordheim")] \
        == [("r", 1)]
    assert charge_threats(target, {"r": (past, move)}, "mordheim") == []
    assert mordheim_odds(8.0 + 5e-7, 4.0) == 1 and mordheim_odds(8.001, 4.0) == 0


# -- R5 ------------------------------------------------------------------------------------------
def test_r5_turns_are_whole_moves_and_exactly_n_moves_take_n_turns():
    assert turns_for(0.0, 6.0) == 0
    assert turns_for(6.0, 6.0) == 1 and turns_for(6.0 + 5e-7, 6.0) == 1
    assert turns_for(6.001, 6.0) == 2 and turns_for(12.0, 6.0) == 2
    assert turns_for(0.0, 0.0) == 0 and turns_for(1.0, 0.0) is None  # Movement 0


def test_r5_a_straight_run_ends_when_the_base_is_within_the_control_range():
    race = Race([], Table())
    # from x = 10 to within 3 in (base edge) of an objective at x = 40: 30 - 3 - radius
    length = race.path_length(R25, [(10.0, 24.0)], (40.0, 24.0), 3.0 + R25)
    assert length == pytest.approx(30.0 - 3.0 - R25, abs=1e-9)
    assert race.path_length(R25, [(37.0 - R25, 24.0)], (40.0, 24.0), 3.0 + R25) == 0.0


def test_r5_a_path_goes_round_impassable_terrain():
    pit = TerrainPiece("w", "Pit", "impassable", 0, "rect", 21, 24, 2, 28)  # x 20-22, y 10-38
    race = Race([pit], Table())
    length = race.path_length(R25, [(10.0, 24.0)], (40.0, 24.0), 3.0 + R25)
    # round the pit's end at y = 38 (the base kept off it): about 39.3 in, not 26.5
    assert 39.0 < length < 39.6
    assert turns_for(length, 6.0) == 7
    # woods (area) and a ruin do not stand in the way
    for kind in ("area", "ruin"):
        open_race = Race([TerrainPiece("w", "W", kind, 3, "rect", 21, 24, 2, 28)], Table())
        assert open_race.path_length(R25, [(10.0, 24.0)], (40.0, 24.0), 3.0 + R25) == \
            pytest.approx(30.0 - 3.0 - R25, abs=1e-9)


def test_r5_no_way_to_an_objective_walled_in_by_impassable_terrain():
    walls = [TerrainPiece(f"w{i}", "Wall", "wall", 2, "rect", x, y, w, d)
             for i, (x, y, w, d) in enumerate([(40, 14, 21, 1), (40, 34, 21, 1),
                                                (30, 24, 1, 21), (50, 24, 1, 21)])]
    race = Race(walls, Table())
    assert race.path_length(R25, [(10.0, 24.0)], (40.0, 24.0), 3.0 + R25) is None
    assert race.path_length(R25, [(37.0, 24.0)], (40.0, 24.0), 3.0 + R25) == 0.0  # inside


def test_r5_a_warband_still_to_set_up_starts_anywhere_in_its_zone():
    from shapely.geometry import box

    race = Race([], Table())
    zone = box(0, 0, 6, 48).buffer(-R25, join_style="mitre")
    assert race.path_length(R25, zone, (40.0, 24.0), 3.0 + R25) == \
        pytest.approx(40.0 - (6.0 - R25) - 3.0 - R25, abs=1e-6)
