"""G4 in scenario set-up areas (M4): an oval base is measured on its true rim, so one whose
farthest point is exactly 6.000 in from the Ambush centre or the Wizard's Mansion building is
within (inclusive) and one 0.001 in farther is not, at odd facings."""

import math

import pytest

from app.rules.bases import Base
from app.rules.deployment import area_violation, farthest_from_box, farthest_point_from_box
from app.rules.geometry import facing_vector, footprint
from app.rules.table import Table

TABLE = Table(72, 48)
OVAL = Base("oval", length_mm=60, width_mm=35)
A = 60 / 25.4 / 2  # semi-axes, inches
B = 35 / 25.4 / 2
CENTRE = (36.0, 24.0, 0.0, 0.0, 6.0)  # Ambush: within 6 in of the table's centre
MANSION = (36.0, 24.0, 10.0, 8.0, 6.0)  # The Wizard's Mansion: a 10 x 8 in building


def on_major_axis(px, py, facing, reach, beyond=0.0):
    """An oval facing ``facing`` whose centre lies on the ray from ``(px, py)`` along its own
    major axis, so its farthest point from ``(px, py)`` is the far end of that axis, exactly
    ``reach`` away (plus ``beyond``)."""
    ux, uy = facing_vector(facing)
    s = reach - A + beyond
    return footprint(OVAL, px + s * ux, py + s * uy, facing)


def on_minor_axis(px, py, facing, reach, beyond=0.0):
    """The same along the minor axis: the farthest point is its far end, ``reach`` away."""
    ux, uy = facing_vector(facing)
    s = reach - B + beyond
    return footprint(OVAL, px - s * uy, py + s * ux, facing)


@pytest.mark.parametrize("facing", [0.0, 37.0, 113.3, 251.7])
@pytest.mark.parametrize("place", [on_major_axis, on_minor_axis])
def test_g4_oval_exactly_6_in_from_the_ambush_centre_is_within_and_a_hair_more_is_not(
        facing, place):
    fp = place(36.0, 24.0, facing, 6.0)
    assert farthest_from_box(fp, 36, 24, 0, 0) == pytest.approx(6.0, abs=1e-9)
    assert area_violation(fp, TABLE, CENTRE, "the table centre") is None
    out = place(36.0, 24.0, facing, 6.0, beyond=0.001)
    v = area_violation(out, TABLE, CENTRE, "the table centre")
    assert v is not None and v.rule == "M4" and v.distance_in == pytest.approx(6.001, abs=1e-9)
    assert math.dist(*v.points) == pytest.approx(v.distance_in, abs=1e-9)


@pytest.mark.parametrize("facing", [23.0, 37.0, 161.0])
def test_g4_oval_exactly_6_in_beyond_a_mansion_wall_at_an_odd_facing(facing):
    """Beyond the right wall, the oval's farthest point from the building is its reach along
    +x (its support), exactly when the oval lies square to the wall's span."""
    ux, uy = facing_vector(facing)
    reach_x = math.hypot(A * ux, B * uy)  # half the oval's width along x
    fp = footprint(OVAL, 41 + 6 - reach_x, 24.0 + 1.3, facing)
    assert farthest_from_box(fp, 36, 24, 10, 8) == pytest.approx(6.0, abs=1e-9)
    assert area_violation(fp, TABLE, MANSION, "the mansion") is None
    out = footprint(OVAL, 41 + 6.001 - reach_x, 24.0 + 1.3, facing)
    v = area_violation(out, TABLE, MANSION, "the mansion")
    assert v is not None and v.distance_in == pytest.approx(6.001, abs=1e-9)
    assert "the mansion" in v.reason


@pytest.mark.parametrize("facing", [30.0, 52.0, 71.0])
def test_g4_oval_exactly_6_in_beyond_a_mansion_corner(facing):
    """Beyond the bottom-right corner (41, 28) the distance to the building is the distance
    to that corner: an oval on the ray from the corner along its major axis reaches 6 in."""
    fp = on_major_axis(41.0, 28.0, -facing, 6.0)  # facing down-right, as drawn
    assert fp.x - fp.radius > 41 and fp.y - fp.radius > 28  # wholly in the corner's quadrant
    far, point, foot = farthest_point_from_box(fp, 36, 24, 10, 8)
    assert far == pytest.approx(6.0, abs=1e-9) and foot == pytest.approx((41.0, 28.0))
    assert area_violation(fp, TABLE, MANSION, "the mansion") is None
    out = on_major_axis(41.0, 28.0, -facing, 6.0, beyond=0.001)
    assert area_violation(out, TABLE, MANSION, "the mansion") is not None


def test_farthest_from_box_agrees_with_dense_brute_force_on_the_rim():
    """The refined rim search against 200 000 rim points, at odd places and facings."""
    import random

    rng = random.Random(17)
    for _ in range(40):
        facing = rng.uniform(0, 360)
        fp = footprint(OVAL, 36 + rng.uniform(-9, 9), 24 + rng.uniform(-8, 8), facing)
        w, d = rng.choice([(0.0, 0.0), (10.0, 8.0), (3.0, 0.0)])
        hw, hd = w / 2, d / 2

        def gap(x, y):
            return math.hypot(max(abs(x - 36) - hw, 0), max(abs(y - 24) - hd, 0))

        brute = max(gap(*fp.boundary_point(2 * math.pi * k / 200_000)) for k in range(200_000))
        assert farthest_from_box(fp, 36, 24, w, d) == pytest.approx(brute, abs=1e-9)
