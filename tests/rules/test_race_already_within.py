"""R5 over S4 at the boundary: a model whose base is already within the control range of an
objective needs 0 turns and no Movement (R1), measured as S4 measures control: from the
objective's centre to the closest point of the base (G3, G7), inclusive (G4: exactly 3 in at
any angle is within, 0.001 in further is not), an oval by its own edge (G4: exactly), the
base wholly on the table (G2). Through :func:`app.rules.race.already_within` and
:meth:`app.rules.race.Race.starts_within`; the planner's race (``plan``) in
tests/game/test_race_plan_zero.py."""

import math

import pytest

from app.rules.bases import Base
from app.rules.geometry import distance_point, footprint
from app.rules.objectives import objective_control
from app.rules.race import Race, already_within
from app.rules.table import Table
from racekit import base_at_gap

ROUND25 = Base.round(25)
OVAL = Base("oval", length_mm=60, width_mm=35)
SQUARE = Base("rect", width_mm=25, depth_mm=25)
CONTROL = 3.0
CENTRE = (36.0, 24.0)


@pytest.mark.parametrize("angle", [0.0, 37.0, 131.7, 253.3])
@pytest.mark.parametrize("base", [ROUND25, SQUARE], ids=["round", "square"])
def test_r5_s4_a_base_edge_exactly_at_the_control_range_is_within_at_any_angle(angle, base):
    table = Table()
    at = base_at_gap(base, CONTROL, angle, facing=19.0)
    assert distance_point(at, *CENTRE) == pytest.approx(CONTROL, abs=1e-9)
    assert already_within(at, CENTRE, CONTROL, table)
    past = base_at_gap(base, CONTROL + 0.001, angle, facing=19.0)
    assert not already_within(past, CENTRE, CONTROL, table)


@pytest.mark.parametrize("angle, facing, end_on", [(23.0, 337.0, True), (200.0, 160.0, True),
                                                   (131.7, 10.0, False)])
def test_r5_an_oval_is_measured_by_its_own_edge_not_a_disc(angle, facing, end_on):
    """G4: exactly: an oval whose edge is exactly 3 in from the objective is within, also
    end on, where the disc it holds (its half width) is not; 0.001 in further it is not."""
    table = Table()
    oval = base_at_gap(OVAL, CONTROL, angle, facing)
    assert distance_point(oval, *CENTRE) == pytest.approx(CONTROL, abs=1e-9)
    assert already_within(oval, CENTRE, CONTROL, table)
    if end_on:  # the long axis points at the objective: its centre is half a length away
        assert math.dist(oval.centre, CENTRE) == pytest.approx(CONTROL + oval.radius, abs=1e-6)
        assert math.dist(oval.centre, CENTRE) > CONTROL + oval.inner + 0.4
    assert not already_within(base_at_gap(OVAL, CONTROL + 0.001, angle, facing), CENTRE,
                              CONTROL, table)
    # the same verdict as S4's control of the objective
    held = objective_control("o", *CENTRE, [("p", oval)], allied=lambda a, b: False)
    assert "p" in held.controlled_by


def test_r5_a_base_partly_off_the_table_is_not_within_g2_s4():
    table = Table(width_in=48, depth_in=48)
    r = 25 / 25.4 / 2
    on = footprint(ROUND25, r, 2.0)
    off = footprint(ROUND25, r - 0.01, 2.0)
    assert already_within(on, (2.0, 2.0), CONTROL, table)
    assert not already_within(off, (2.0, 2.0), CONTROL, table)


def test_r5_a_zone_reaching_into_the_control_range_starts_within_it():
    from shapely.geometry import box

    r = 25 / 25.4 / 2
    race = Race([], Table())
    zone = box(0, 0, 33.0, 48).buffer(-r, join_style="mitre")  # centres up to 33 - r
    assert race.starts_within(r, zone, CENTRE, CONTROL + r)  # edge at 33: exactly 3 in
    zone = box(0, 0, 32.99, 48).buffer(-r, join_style="mitre")
    assert not race.starts_within(r, zone, CENTRE, CONTROL + r)
