"""Set-up zones and gaps: edge segments (M4), Battle Formations (S2), Scout and Secure (S3)."""

import math

import pytest

from app.rules.bases import Base
from app.rules.deployment import (
    coherency_violation,
    edge_zone_violation,
    scout_first_violation,
    scout_follower_violation,
    segment_zone_violation,
    unit_gap_violation,
    warband_gap_violation,
)
from app.rules.geometry import distance, footprint
from app.rules.table import Table

TABLE = Table()
R25 = 25 / 25.4 / 2
ROUND25 = Base.round(25)
OVAL = Base("oval", length_mm=60, width_mm=35)


def along(x, y, angle_deg, length):
    a = math.radians(angle_deg)
    return x + length * math.cos(a), y + length * math.sin(a)


@pytest.mark.parametrize("angle", [217.0, 233.0])
def test_m4_wholly_within_6_of_segment_d_at_its_end_at_an_odd_angle(angle):
    # segment D runs along the bottom edge from x 72 to x 36; beyond its end at (36, 48) the
    # zone's edge is a quarter circle, so the farthest rim point is centre distance + r.
    inside = footprint(ROUND25, *along(36.0, 48.0, angle, 6.0 - R25))
    assert segment_zone_violation(inside, TABLE, "D") is None
    outside = footprint(ROUND25, *along(36.0, 48.0, angle, 6.001 - R25))
    v = segment_zone_violation(outside, TABLE, "D")
    assert v is not None and v.rule == "M4" and v.other == "segment D"
    assert v.distance_in == pytest.approx(6.001)
    assert "Not wholly within 6 in of segment D" in v.reason


def test_m4_a_base_at_the_zone_line_is_in_and_one_off_the_table_is_not():
    at_line = footprint(ROUND25, 50.0, 48.0 - 6.0 + R25)
    assert segment_zone_violation(at_line, TABLE, "D") is None
    overhanging = footprint(ROUND25, 50.0, 48.0 - R25 + 0.001)
    v = segment_zone_violation(overhanging, TABLE, "D")
    assert v is not None and "off the table" in v.reason


def test_m4_an_oval_must_fit_its_whole_rim_in_the_zone():
    fp = footprint(OVAL, 50.0, 44.0, 90)  # long axis across the edge: reaches 44 - 1.18 in
    half = 30 / 25.4
    assert 48 - (44 - half) > 5.0
    ok = footprint(OVAL, 50.0, 48.0 - 6.0 + half, 90)
    assert segment_zone_violation(ok, TABLE, "D") is None
    bad = footprint(OVAL, 50.0, 48.0 - 6.001 + half, 90)
    assert segment_zone_violation(bad, TABLE, "D") is not None
    assert segment_zone_violation(fp, TABLE, "D") is None


@pytest.mark.parametrize("angle", [37.0, 113.0])
def test_m4_another_warband_exactly_6_away_is_too_close_and_6_001_is_not(angle):
    a = footprint(ROUND25, 30.0, 30.0)
    b = footprint(ROUND25, *along(30.0, 30.0, angle, 6.0 + 2 * R25))
    v = warband_gap_violation(distance(a, b), "rat-3", "Skaven Rat 3")
    assert v is not None and v.rule == "M4" and v.other == "rat-3"
    assert v.reason == "Too close to Skaven Rat 3: 6.00 in, must be more than 6 in (M4)"
    c = footprint(ROUND25, *along(30.0, 30.0, angle, 6.001 + 2 * R25))
    assert warband_gap_violation(distance(a, c), "rat-3", "Skaven Rat 3") is None


@pytest.mark.parametrize("edge", ["top", "right", "bottom", "left"])
def test_s2_wholly_within_12_of_own_edge_exact_and_beyond(edge):
    nx, ny, k = TABLE.edge_frame(edge)
    depth = 12.0 - R25  # centre this far in from the edge line
    cx, cy = (36.0, 24.0)
    # put the centre on the normal through the table's middle, `depth` from the edge
    if nx:
        cx = k - depth if nx > 0 else depth
    else:
        cy = k - depth if ny > 0 else depth
    assert edge_zone_violation(footprint(ROUND25, cx, cy), TABLE, edge) is None
    cx2, cy2 = cx - nx * 0.001, cy - ny * 0.001
    v = edge_zone_violation(footprint(ROUND25, cx2, cy2), TABLE, edge)
    assert v is not None and v.rule == "S2" and v.distance_in == pytest.approx(12.001)


@pytest.mark.parametrize("facing", [0.0, 37.0, 113.0])
def test_s2_an_oval_at_odd_facings_is_exactly_at_the_12_in_line(facing):
    probe = footprint(OVAL, 0.0, 0.0, facing)
    reach = probe.support(0.0, -1.0)  # how far the rim reaches upwards from the centre
    ok = footprint(OVAL, 30.0, 36.0 + reach, facing)
    assert edge_zone_violation(ok, TABLE, "bottom") is None
    bad = footprint(OVAL, 30.0, 36.0 + reach - 0.001, facing)
    assert edge_zone_violation(bad, TABLE, "bottom") is not None


@pytest.mark.parametrize("angle", [37.0, 113.0])
def test_s2_coherency_2_in_inclusive_and_units_of_one_exempt(angle):
    a = footprint(ROUND25, 30.0, 40.0)
    mate = footprint(ROUND25, *along(30.0, 40.0, angle, 2.0 + 2 * R25))
    assert coherency_violation(distance(a, mate), "z2", "Zealot") is None
    far = footprint(ROUND25, *along(30.0, 40.0, angle, 2.001 + 2 * R25))
    v = coherency_violation(distance(a, far), "z2", "Zealot")
    assert v is not None and v.rule == "S2" and v.distance_in == pytest.approx(2.001)
    assert coherency_violation(None, None, None) is None


@pytest.mark.parametrize("angle", [37.0, 113.0])
def test_s2_units_at_least_2_apart_exactly_2_is_legal(angle):
    a = footprint(ROUND25, 30.0, 40.0)
    other = footprint(ROUND25, *along(30.0, 40.0, angle, 2.0 + 2 * R25))
    assert unit_gap_violation(distance(a, other), "x", "Flagellant") is None
    near = footprint(ROUND25, *along(30.0, 40.0, angle, 1.999 + 2 * R25))
    v = unit_gap_violation(distance(a, near), "x", "Flagellant")
    assert v is not None and "at least 2 in apart" in v.reason


def test_s3_first_model_touches_its_table_edge():
    touching = footprint(ROUND25, 20.0, 48.0 - R25)
    assert scout_first_violation(touching, TABLE, "bottom") is None
    short = footprint(ROUND25, 20.0, 48.0 - R25 - 0.001)
    v = scout_first_violation(short, TABLE, "bottom")
    assert v is not None and v.rule == "S3" and v.distance_in == pytest.approx(0.001)
    crossing = footprint(ROUND25, 20.0, 48.0 - R25 + 0.01)
    assert "crosses" in scout_first_violation(crossing, TABLE, "bottom").reason
    oval = footprint(OVAL, 0.0, 20.0, 37)
    left = footprint(OVAL, oval.support(-1.0, 0.0), 20.0, 37)
    assert scout_first_violation(left, TABLE, "left") is None


@pytest.mark.parametrize("angle", [37.0, 113.0])
def test_s3_rest_of_the_unit_within_2_of_the_first(angle):
    first = footprint(ROUND25, 20.0, 47.0)
    ok = footprint(ROUND25, *along(20.0, 47.0, -angle, 2.0 + 2 * R25))
    assert scout_follower_violation(distance(first, ok), "f", "Scout") is None
    bad = footprint(ROUND25, *along(20.0, 47.0, -angle, 2.001 + 2 * R25))
    assert scout_follower_violation(distance(first, bad), "f", "Scout") is not None


@pytest.mark.parametrize("base", [ROUND25, OVAL, Base("rect", width_mm=50, depth_mm=25)])
def test_m4_s2_s3_zone_violations_carry_the_measured_line_for_the_board(base):
    fp = footprint(base, 30.0, 40.0, 37.0)
    for v in (segment_zone_violation(fp, TABLE, "E"), edge_zone_violation(fp, TABLE, "bottom", 6),
              scout_first_violation(fp, TABLE, "bottom")):
        assert v is not None and v.points is not None
        assert math.dist(*v.points) == pytest.approx(v.distance_in, abs=1e-9)


def test_scenario_area_round_base_exact_at_the_limit_g4_and_box_areas():
    """M4 scenario areas: wholly within D of the centre (a point) or of a building (a box)."""
    from app.rules.bases import Base
    from app.rules.deployment import area_violation, farthest_from_box
    from app.rules.geometry import footprint
    from app.rules.table import Table

    table = Table(72, 48)
    r = 25 / 25.4 / 2
    fp = footprint(Base.round(25), 36 + 6 - r, 24)
    assert abs(farthest_from_box(fp, 36, 24, 0, 0) - 6) < 1e-9
    assert area_violation(fp, table, (36, 24, 0, 0, 6), "the table centre") is None
    fp = footprint(Base.round(25), 36 + 6 - r + 0.001, 24)
    v = area_violation(fp, table, (36, 24, 0, 0, 6), "the table centre")
    assert v is not None and "6.00 in" in v.reason and v.rule == "M4"
    # a 10 x 8 in building: inside counts, and 6 in beyond its wall
    inside = footprint(Base.round(25), 36, 24)
    assert farthest_from_box(inside, 36, 24, 10, 8) == 0
    near_wall = footprint(Base.round(25), 41 + 6 - r, 24)
    assert area_violation(near_wall, table, (36, 24, 10, 8, 6), "the mansion") is None
    oval = footprint(Base("oval", length_mm=60, width_mm=35), 36, 24 + 4 + 5.3)  # 0.69 in half-width
    assert area_violation(oval, table, (36, 24, 10, 8, 6), "the mansion") is None
