"""Base footprints and closest-point distances: rules G1-G6."""

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from shapely.geometry import Point, Polygon
from shapely import affinity

from app.rules.bases import Base
from app.rules.geometry import (
    at_least_apart,
    beyond,
    closest_points,
    distance,
    distance_point,
    distance_to_geometry,
    facing_vector,
    farthest_from_segment,
    footprint,
    wholly_on_table,
    wholly_within,
    within,
)
from app.rules.table import Table

R25 = 25 / 25.4 / 2
ROUND25 = Base.round(25)
ROUND40 = Base.round(40)
OVAL = Base("oval", length_mm=60, width_mm=35)
RECT = Base("rect", width_mm=50, depth_mm=25)
RANGES = [3.0, 2.0, 6.0, 8.0, 12.0]
ANGLES = [37.0, 113.0, 251.0]


def along(x, y, angle_deg, length):
    a = math.radians(angle_deg)
    return x + length * math.cos(a), y + length * math.sin(a)


def test_g1_base_sizes_convert_exactly_from_mm():
    fp = footprint(Base.round(32), 10, 10)
    assert fp.a == 32 / 25.4 / 2


@pytest.mark.parametrize("d", RANGES)
def test_g4_within_is_inclusive_and_g6_at_least_is_inclusive(d):
    assert within(d, d) and within(d + 5e-7, d)
    assert not within(d + 0.001, d)
    assert beyond(d + 0.001, d) and not beyond(d, d)
    assert at_least_apart(d, d) and at_least_apart(d - 5e-7, d)
    assert not at_least_apart(d - 0.001, d)


@pytest.mark.parametrize("d", RANGES)
@pytest.mark.parametrize("angle", ANGLES)
def test_g4_round_bases_exactly_d_apart_at_odd_angles_are_within_d(d, angle):
    a = footprint(ROUND25, 30.0, 20.0)
    bx, by = along(30.0, 20.0, angle, d + R25 + 40 / 25.4 / 2)
    b = footprint(ROUND40, bx, by)
    assert within(distance(a, b), d)
    cx, cy = along(30.0, 20.0, angle, d + 0.001 + R25 + 40 / 25.4 / 2)
    assert not within(distance(a, footprint(ROUND40, cx, cy)), d)


@pytest.mark.parametrize("angle", ANGLES)
def test_g4_a_buffered_circle_would_measure_long_but_the_round_base_does_not(angle):
    fp = footprint(ROUND25, 10.0, 10.0)
    px, py = along(10.0, 10.0, angle + 0.7, 3.0 + R25)
    assert within(distance_point(fp, px, py), 3.0)
    buffered = Point(10.0, 10.0).buffer(R25, quad_segs=8)
    assert buffered.distance(Point(px, py)) > 3.0 + 1e-6


def test_g3_touching_and_overlapping_bases_are_zero_apart_never_negative():
    a = footprint(ROUND25, 10.0, 10.0)
    touching = footprint(ROUND25, *along(10.0, 10.0, 37, 2 * R25))
    overlapping = footprint(ROUND40, 10.3, 10.2)
    same = footprint(ROUND25, 10.0, 10.0)
    assert distance(a, touching) == pytest.approx(0.0, abs=1e-12)
    assert distance(a, overlapping) == 0.0
    assert distance(a, same) == 0.0
    oval = footprint(OVAL, 10.5, 10.0, 37)
    rect = footprint(RECT, 10.0, 10.4, 113)
    assert distance(a, oval) == 0.0 and distance(oval, rect) == 0.0 and distance(rect, a) == 0.0


def test_g3_facing_is_anticlockwise_as_drawn():
    ux, uy = facing_vector(90)
    assert ux == pytest.approx(0.0, abs=1e-15) and uy == pytest.approx(-1.0)
    half = 30 / 25.4
    up = footprint(OVAL, 20.0, 20.0, 90)
    assert distance_point(up, 20.0, 20.0 - half - 1.0) == pytest.approx(1.0, abs=1e-9)
    assert distance_point(up, 20.0 + 35 / 25.4 / 2 + 1.0, 20.0) == pytest.approx(1.0, abs=1e-9)


def _outward(fp, t):
    """A rim point of an oval and its outward unit normal."""
    bx, by = fp.boundary_point(t)
    nlx, nly = math.cos(t) / fp.a, math.sin(t) / fp.b
    n = math.hypot(nlx, nly)
    nlx, nly = nlx / n, nly / n
    return (bx, by), (nlx * fp.ux - nly * fp.uy, nlx * fp.uy + nly * fp.ux)


@pytest.mark.parametrize("facing", [0.0, 37.0, 90.0, 113.0, 200.0])
@pytest.mark.parametrize("d", [2.0, 3.0, 8.0])
def test_g3_oval_bases_at_several_facings_measure_exactly(facing, d):
    fp = footprint(OVAL, 30.0, 20.0, facing)
    for t in (0.4, 1.3, 2.9, 4.4, 5.8):
        (bx, by), (nx, ny) = _outward(fp, t)
        assert within(distance_point(fp, bx + d * nx, by + d * ny), d)
        assert not within(distance_point(fp, bx + (d + 0.001) * nx, by + (d + 0.001) * ny), d)
        # a round base whose rim sits exactly d from the oval
        r = footprint(ROUND25, bx + (d + R25) * nx, by + (d + R25) * ny)
        assert within(distance(fp, r), d) and within(distance(r, fp), d)
        r2 = footprint(ROUND25, bx + (d + 0.001 + R25) * nx, by + (d + 0.001 + R25) * ny)
        assert not within(distance(fp, r2), d)


@pytest.mark.parametrize("facings", [(0, 90), (37, 113), (200, 15)])
def test_g3_oval_to_oval_matches_a_dense_brute_force(facings):
    a = footprint(OVAL, 30.0, 20.0, facings[0])
    b = footprint(OVAL, 33.5, 22.0, facings[1])
    d = distance(a, b)
    n = 5000
    brute = min(distance_point(b, *a.boundary_point(2 * math.pi * k / n)) for k in range(n))
    assert d <= brute + 1e-9
    assert d == pytest.approx(brute, abs=1e-6)
    pa, pb = closest_points(a, b)
    assert math.dist(pa, pb) == pytest.approx(d, abs=1e-9)


@pytest.mark.parametrize("facing", [0.0, 37.0, 113.0])
def test_g3_rectangular_bases_measure_from_their_edges_and_corners(facing):
    fp = footprint(RECT, 10.0, 10.0, facing)
    hw, hd = 25 / 25.4, 12.5 / 25.4
    ux, uy = facing_vector(facing)
    vx, vy = -uy, ux
    corner = (10 + hw * ux + hd * vx, 10 + hw * uy + hd * vy)
    diag = (ux + vx) / math.sqrt(2), (uy + vy) / math.sqrt(2)
    p = (corner[0] + 2 * diag[0], corner[1] + 2 * diag[1])
    assert within(distance_point(fp, *p), 2.0)
    assert distance_point(fp, *p) == pytest.approx(2.0, abs=1e-12)
    other = footprint(RECT, 10 + (2 * hw + 2.0) * ux, 10 + (2 * hw + 2.0) * uy, facing)
    assert distance(fp, other) == pytest.approx(2.0, abs=1e-9)


def test_g5_wholly_within_a_zone_counts_its_edge_as_in():
    zone = affinity.rotate(Polygon([(0, 0), (10, 0), (10, 10), (0, 10)]), 37, origin=(0, 0))
    # a base tangent to the zone's first edge from inside, at the rotated angle
    ex, ey = along(0, 0, 37, 5.0)
    nx, ny = math.cos(math.radians(37 + 90)), math.sin(math.radians(37 + 90))
    inside = footprint(ROUND25, ex + R25 * nx, ey + R25 * ny)
    assert wholly_within(inside, zone)
    out = footprint(ROUND25, ex + (R25 - 0.001) * nx, ey + (R25 - 0.001) * ny)
    assert not wholly_within(out, zone)
    rect = footprint(RECT, 5.0, 5.0, 0)
    square = Polygon([(5 - 25 / 25.4, 5 - 12.5 / 25.4), (5 + 25 / 25.4, 5 - 12.5 / 25.4),
                      (5 + 25 / 25.4, 5 + 12.5 / 25.4), (5 - 25 / 25.4, 5 + 12.5 / 25.4)])
    assert wholly_within(rect, square)
    assert not wholly_within(footprint(RECT, 5.001, 5.0, 0), square)


def test_g5_wholly_on_the_table_at_its_edge():
    table = Table()
    assert wholly_on_table(footprint(ROUND25, R25, 48 - R25), table)
    assert not wholly_on_table(footprint(ROUND25, R25 - 0.001, 20), table)


def test_g3_distance_to_zone_geometry_for_round_bases_is_exact():
    line_far = Polygon([(20, 0), (30, 0), (30, 10), (20, 10)])
    fp = footprint(ROUND25, *along(30, 10, 37, 6.0 + R25))
    assert within(distance_to_geometry(fp, line_far), 6.0)
    assert distance_to_geometry(fp, line_far) == pytest.approx(6.0, abs=1e-9)


def test_farthest_point_of_an_oval_from_a_segment_uses_the_true_rim():
    fp = footprint(OVAL, 30.0, 5.0, 37)
    far = farthest_from_segment(fp, (0.0, 0.0), (72.0, 0.0))
    assert far == pytest.approx(fp.support(0.0, 1.0), abs=1e-9)


# -- properties -----------------------------------------------------------------------------
coords = st.floats(min_value=2.0, max_value=70.0, allow_nan=False)
facings = st.floats(min_value=0.0, max_value=360.0, allow_nan=False)
bases = st.sampled_from([ROUND25, ROUND40, OVAL, RECT])


@settings(max_examples=60, deadline=None)
@given(bases, coords, coords, facings, bases, coords, coords, facings)
def test_g3_distance_is_symmetric(b1, x1, y1, f1, b2, x2, y2, f2):
    p, q = footprint(b1, x1, y1, f1), footprint(b2, x2, y2, f2)
    assert distance(p, q) == pytest.approx(distance(q, p), abs=1e-7)
    assert distance(p, q) >= 0.0


@settings(max_examples=60, deadline=None)
@given(bases, coords, coords, facings, bases, facings,
       st.floats(-5, 5), st.floats(-5, 5), st.floats(-20, 20), st.floats(-20, 20))
def test_g3_distance_is_translation_invariant(b1, x1, y1, f1, b2, f2, ox, oy, tx, ty):
    p, q = footprint(b1, x1, y1, f1), footprint(b2, x1 + ox, y1 + oy, f2)
    p2, q2 = footprint(b1, x1 + tx, y1 + ty, f1), footprint(b2, x1 + ox + tx, y1 + oy + ty, f2)
    assert distance(p, q) == pytest.approx(distance(p2, q2), abs=1e-7)


@settings(max_examples=60, deadline=None)
@given(bases, facings, st.floats(0, 360), st.lists(st.floats(0, 15), min_size=2, max_size=6))
def test_g3_distance_grows_with_separation(b, facing, angle, steps):
    fp = footprint(b, 36.0, 24.0, facing)
    ds = [distance_point(fp, *along(36.0, 24.0, angle, s)) for s in sorted(steps)]
    assert all(a <= b + 1e-9 for a, b in zip(ds, ds[1:]))
    other = [distance(footprint(ROUND25, 36.0, 24.0), footprint(ROUND25, *along(36, 24, angle, s)))
             for s in sorted(steps)]
    assert all(a <= b + 1e-12 for a, b in zip(other, other[1:]))


@pytest.mark.parametrize("base", [ROUND25, OVAL, RECT])
@pytest.mark.parametrize("facing", [0.0, 37.0, 113.0])
def test_g5_the_farthest_point_from_a_segment_lies_on_the_base_and_measures_as_reported(base, facing):
    from app.rules.geometry import farthest_point_from_segment, point_segment_distance

    fp = footprint(base, 40.0, 44.0, facing)
    d, (px, py) = farthest_point_from_segment(fp, (72.0, 48.0), (36.0, 48.0))
    assert point_segment_distance(px, py, (72.0, 48.0), (36.0, 48.0)) == pytest.approx(d)
    assert distance_point(fp, px, py) == pytest.approx(0.0, abs=1e-9)
    assert d == pytest.approx(48.0 + fp.support(0.0, -1.0), abs=1e-9)


@pytest.mark.parametrize("base", [ROUND25, OVAL, RECT])
def test_support_point_is_the_extreme_of_the_base(base):
    fp = footprint(base, 10.0, 10.0, 37.0)
    for nx, ny in ((1.0, 0.0), (0.6, -0.8), (-1.0, 0.0), (0.0, 1.0)):
        px, py = fp.support_point(nx, ny)
        assert px * nx + py * ny == pytest.approx(fp.support(nx, ny), abs=1e-12)


@pytest.mark.parametrize("facing", [1e-200, 1e-9, 90.0 - 1e-12])
def test_g3_an_oval_facing_a_hair_off_an_axis_measures_like_on_it(facing):
    fp = footprint(OVAL, 36.0, 24.0, facing)
    ux, uy = facing_vector(facing)
    tip = 30 / 25.4
    assert distance_point(fp, 36.0 + (tip + 2.0) * ux, 24.0 + (tip + 2.0) * uy) == pytest.approx(2.0)
