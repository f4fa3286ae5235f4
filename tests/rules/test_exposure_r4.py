"""R4: the part of the table a warband's set-up zone exposes (T3 from a point of the zone),
measured on the true shapes: the areas agree with a brute-force check of single points on
random layouts within 1 %; a zone hidden by a wall with a gap; a wall lower than 1 in hides
nothing; a ruin the zone reaches into hides nothing from it; moving a piece keeps the rest."""

import random

import numpy as np
import pytest
import shapely
from shapely.geometry import box

from app.rules.exposure import Exposure, point_exposed, segment_zone
from app.rules.table import Table
from app.rules.terrain import TerrainPiece


def random_layout(rng, table, n):
    pieces = []
    for i in range(n):
        x, y = rng.uniform(9, table.width_in - 3), rng.uniform(3, table.depth_in - 3)
        shape = rng.choice(["rect", "rect", "ellipse", "polygon"])
        kind = rng.choice(["building", "ruin", "wall"])
        if shape == "polygon":  # an L, not convex
            s = rng.uniform(2, 5)
            pts = [[x, y], [x + s, y], [x + s, y + 1], [x + 1, y + 1], [x + 1, y + s], [x, y + s]]
            pieces.append(TerrainPiece(f"t{i}", f"T{i}", kind, 3, "polygon", points_in=pts))
        else:
            w, d = (rng.uniform(3, 7), 0.5) if kind == "wall" else \
                (rng.uniform(2, 6), rng.uniform(2, 6))
            pieces.append(TerrainPiece(f"t{i}", f"T{i}", kind, 3, shape, x, y, w, d,
                                       rng.uniform(0, 180)))
    return pieces


def brute_force(exposure, zone, table, step):
    """Points on a grid (cell centres), each judged on its own (:func:`point_exposed`)."""
    xs = np.arange(step / 2, table.width_in, step)
    ys = np.arange(step / 2, table.depth_in, step)
    pts = [(float(x), float(y)) for x in xs for y in ys]
    seen = np.array([point_exposed(p, zone, exposure.sight, table) for p in pts])
    return pts, seen


@pytest.mark.parametrize("seed", [3, 11])
def test_r4_exposed_areas_agree_with_a_brute_force_check_within_1_percent(seed):
    rng = random.Random(seed)
    table = Table(36.0, 24.0)
    pieces = random_layout(rng, table, 6)
    exposure = Exposure(pieces, table)
    zone = table.edge_zone("left", 6.0)
    exposed = exposure.exposed(zone)
    step = 0.75
    pts, seen = brute_force(exposure, zone, table, step)
    brute_area = seen.sum() * step * step
    assert exposed.area == pytest.approx(brute_area, rel=0.01)
    # point by point, away from the shading's edge
    mine = shapely.contains_xy(exposed, *np.array(pts).T) | shapely.touches(
        exposed, shapely.points(pts))
    near_edge = shapely.dwithin(exposed.boundary, shapely.points(pts), 0.05)
    assert (mine == seen)[~near_edge].mean() >= 0.99


def wall_with_a_gap(height):
    """A wall across a 36 x 24 table at y = 18, from x 0 to 16 and 20 to 36 (a 4 in gap)."""
    return [TerrainPiece("w1", "Wall", "wall", height, "rect", 8, 18, 16, 0.5),
            TerrainPiece("w2", "Wall", "wall", height, "rect", 28, 18, 16, 0.5)]


def test_r4_a_zone_hidden_by_a_wall_is_seen_through_its_gap():
    table = Table(36.0, 24.0)
    exposure = Exposure(wall_with_a_gap(2.0), table)
    enemy = table.edge_zone("top", 6.0)
    mine = table.edge_zone("bottom", 3.0)  # y 21-24, just behind the wall
    exposed = exposure.exposed(enemy)
    assert exposed.contains(shapely.Point(18, 22.5))  # in line with the gap
    assert not exposed.contains(shapely.Point(4, 22.5))
    assert not exposed.contains(shapely.Point(32, 22.5))
    part = shapely.intersection(mine, exposed).area
    assert 0 < part < mine.area
    # the same from points one by one
    step = 0.25
    xs = np.arange(step / 2, 36, step)
    ys = np.arange(21 + step / 2, 24, step)
    seen = [point_exposed((float(x), float(y)), enemy, exposure.sight, table)
            for x in xs for y in ys]
    assert part == pytest.approx(sum(seen) * step * step, rel=0.01)


def test_r4_a_wall_lower_than_1_in_hides_nothing():
    table = Table(36.0, 24.0)
    assert Exposure(wall_with_a_gap(0.99), table).hidden(table.edge_zone("top", 6.0)).is_empty
    assert not Exposure(wall_with_a_gap(1.0), table).hidden(
        table.edge_zone("top", 6.0)).is_empty


def test_r4_a_ruin_the_zone_reaches_into_hides_nothing_from_the_zone():
    table = Table(36.0, 24.0)
    zone = table.edge_zone("top", 6.0)
    inside = TerrainPiece("r", "Ruin", "ruin", 4, "rect", 18, 6, 8, 4)  # y 4-8: half in
    apart = TerrainPiece("r", "Ruin", "ruin", 4, "rect", 18, 12, 8, 4)  # y 10-14
    assert Exposure([inside], table).hidden(zone).is_empty
    assert Exposure([apart], table).hidden(zone).area > 1.0


def test_r4_an_m4_zone_and_a_moved_piece():
    table = Table()
    pieces = random_layout(random.Random(5), table, 8)
    exposure = Exposure(pieces, table)
    zone = segment_zone(table, "A", 6.0)
    before = exposure.hidden(zone).area
    moved = list(pieces)
    moved[0] = TerrainPiece(**{**vars(pieces[0]), "x_in": pieces[0].x_in + 3.0})
    again = exposure.moved(moved).hidden(zone).area
    fresh = Exposure(moved, table).hidden(zone).area
    assert again == pytest.approx(fresh, abs=0.01)  # in2: only the slivers of the snapping
    assert before > 0
    # the zone itself is never hidden from itself
    assert shapely.intersection(Exposure(moved, table).hidden(zone), zone).area < 1e-6
    assert box(0, 0, 72, 48).covers(Exposure(moved, table).exposed(zone))


@pytest.mark.parametrize("which", range(6))
def test_r4_after_a_piece_is_moved_the_map_is_the_one_worked_out_afresh(which):
    """Only where the moved piece cast a shadow before or casts one now is worked out again
    (:meth:`Exposure.moved`); the result is the same as from scratch."""
    table = Table()
    pieces = random_layout(random.Random(7), table, 8)
    zones = [segment_zone(table, letter, 6.0) for letter in "BE"]
    exposure = Exposure(pieces, table)
    for zone in zones:
        exposure.hidden(zone)
    moved = list(pieces)
    p = pieces[which]
    if p.shape == "polygon":
        moved[which] = TerrainPiece(**{**vars(p), "points_in": [[x + 2.0, y - 1.0]
                                                              for x, y in p.points_in]})
    else:
        moved[which] = TerrainPiece(**{**vars(p), "x_in": p.x_in + 2.0, "y_in": p.y_in - 1.0})
    exposure.moved(moved)
    fresh = Exposure(moved, table)
    for zone in zones:
        assert exposure.hidden(zone).area == pytest.approx(fresh.hidden(zone).area, abs=0.01)
        assert shapely.symmetric_difference(exposure.hidden(zone), fresh.hidden(zone)).area \
            < 0.01


def test_r4_zones_worked_out_side_by_side_are_the_ones_worked_out_one_at_a_time():
    """:meth:`Exposure.work_out` (threads, one zone each) gives each zone's map as
    :meth:`Exposure.hidden` does alone, from scratch and after a piece is moved."""
    table = Table()
    pieces = random_layout(random.Random(9), table, 8)
    zones = [segment_zone(table, letter, 6.0) for letter in "ACDF"]
    together = Exposure(pieces, table)
    together.work_out(zones)
    alone = [Exposure(pieces, table).hidden(zone) for zone in zones]
    for zone, hid in zip(zones, alone):
        assert shapely.symmetric_difference(together.hidden(zone), hid).area < 1e-6
    moved = list(pieces)
    moved[2] = TerrainPiece(**{**vars(pieces[2]), "x_in": pieces[2].x_in + 1.5})
    together.moved(moved).work_out(zones)
    for zone in zones:
        fresh = Exposure(moved, table).hidden(zone)
        assert shapely.symmetric_difference(together.hidden(zone), fresh).area < 0.01
