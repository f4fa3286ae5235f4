"""Line of sight over terrain (T3, T4): issue 19's exact cases and properties. No Qt."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings, strategies as st
from shapely.geometry import LineString

from app.rules.bases import Base
from app.rules.geometry import footprint as base_at
from app.rules.table import Table
from app.rules.sight import Sight, closest_seen, sees, seen_models, sight_region
from app.rules.terrain import TerrainPiece, footprint, inside

R25 = Base.round(25)


def building(pid: str, x0: float, y0: float, x1: float, y1: float, height: float = 6,
             kind: str = "building") -> TerrainPiece:
    return TerrainPiece(pid, pid.title(), kind, height, "rect", (x0 + x1) / 2, (y0 + y1) / 2,
                        x1 - x0, y1 - y0)


def test_a_line_grazing_two_corners_does_not_block():
    """T3: two buildings meet corner to corner at (10, 10); the only clear lines from A to B
    pass exactly through that corner, grazing both: A and B see each other."""
    left = building("left", 0, 10, 10, 20)
    right = building("right", 10, 0, 20, 10)
    a = base_at(R25, 5, 5)
    b = base_at(R25, 15.3, 14.7)
    assert sees(a, b, [left, right]) == (True, None)
    assert sees(b, a, [left, right]) == (True, None)
    # pushed 0.01 in into each other, the corners close the gap: no line is clear
    closed = building("left", 0, 10, 10.01, 20)
    seen, blocker = sees(a, b, [closed, right])
    assert not seen and blocker in ("left", "right")


def test_a_line_along_a_wall_s_face_does_not_block():
    """T3: running along a piece's edge is grazing it, not crossing its inside."""
    wall = building("wall", 4, 10, 16, 11, height=3, kind="wall")
    tiny = Base.round(0.01)
    assert sees(base_at(tiny, 2, 10), base_at(tiny, 18, 10), [wall]) == (True, None)
    assert sees(base_at(tiny, 2, 10.5), base_at(tiny, 18, 10.5), [wall]) == (False, "wall")


def test_a_model_standing_in_a_ruin_sees_out_and_is_seen():
    """T3: a ruin blocks sight only between models both outside it."""
    ruin = TerrainPiece("r", "Ruined chapel", "ruin", 4, "rect", 20, 20, 8, 6)
    inside_it = base_at(R25, 20, 20)
    east = base_at(R25, 35, 20)
    west = base_at(R25, 5, 20)
    assert sees(inside_it, east, [ruin]) == (True, None)
    assert sees(west, inside_it, [ruin]) == (True, None)
    assert sees(west, east, [ruin]) == (False, "r")
    # a base only half in the ruin stands in it too (its base overlaps the footprint)
    edge = base_at(R25, 16 - 0.2, 20)
    assert sees(edge, east, [ruin]) == (True, None)
    # touching the ruin's edge from outside is not standing in it
    touching = base_at(R25, 16 - R25.radius_in, 20)
    assert sees(touching, east, [ruin]) == (False, "r")


@pytest.mark.parametrize("height, seen", [(0.9, True), (0.999, True), (1.0, False), (6, False)])
def test_a_piece_lower_than_1_in_never_blocks(height, seen):
    wall = TerrainPiece("w", "Low wall", "wall", height, "rect", 10, 10, 0.5, 30)
    result = sees(base_at(R25, 5, 10), base_at(R25, 15, 10), [wall])
    assert result == ((True, None) if seen else (False, "w"))


@pytest.mark.parametrize("kind, blocks", [("building", True), ("ruin", True), ("wall", True),
                                          ("area", False), ("impassable", False)])
def test_which_kinds_block_sight(kind, blocks):
    piece = TerrainPiece("p", "Piece", kind, 5, "rect", 10, 10, 2, 30)
    assert sees(base_at(R25, 5, 10), base_at(R25, 15, 10), [piece])[0] is not blocks


def test_sight_past_a_wall_s_end_takes_the_line_beside_it():
    """T3: a wall hides the centres from each other, but a line past its end is clear."""
    wall = TerrainPiece("w", "Wall", "wall", 2, "rect", 10, 10, 0.5, 6)  # y 7..13
    a = base_at(R25, 5, 12.6)
    b = base_at(R25, 15, 12.6)
    seen, _ = sees(a, b, [wall])
    assert seen
    line = Sight([wall]).between(a, b)
    seg = LineString(line.segment)
    assert not seg.crosses(inside(wall)) and seg.distance(footprint(wall)) < 1e-6
    # moved so the bases' whole span stays behind the wall: hidden
    assert sees(base_at(R25, 5, 12), base_at(R25, 15, 12), [wall]) == (False, "w")


def test_the_closest_enemy_seen_not_the_closest_enemy():
    """T4 (M7): the closest enemy is behind a building; the one the model sees is farther."""
    house = TerrainPiece("h", "House", "building", 6, "rect", 10, 10, 4, 4)
    me = base_at(R25, 5, 10)
    hidden_near = base_at(R25, 14, 10)
    seen_far = base_at(R25, 5, 25)
    enemies = {"near": hidden_near, "far": seen_far}
    lines = seen_models(me, enemies, [house])
    assert not lines["near"].seen and lines["near"].blocker == "h"
    assert closest_seen(me, enemies, lines) == "far"
    assert closest_seen(me, {"near": hidden_near}, lines) is None


def test_the_sight_region_shades_behind_a_building():
    house = TerrainPiece("h", "House", "building", 6, "rect", 20, 20, 4, 4)
    me = base_at(R25, 10, 20)
    region = sight_region(me, [house], Table(48, 48))
    from shapely.geometry import Point

    assert region.contains(Point(10, 40)) and region.contains(Point(40, 5))
    assert not region.contains(Point(30, 20))  # straight behind the house
    assert not region.contains(Point(20, 20))  # the house itself


# -- properties ---------------------------------------------------------------------------------
def _base(draw) -> tuple[Base, float]:
    shape = draw(st.sampled_from(["round", "oval", "rect"]))
    if shape == "round":
        return Base.round(draw(st.sampled_from([25, 32, 40, 50]))), 0.0
    facing = draw(st.floats(0, 360))
    if shape == "oval":
        return Base("oval", length_mm=60, width_mm=35), facing
    return Base("rect", width_mm=25, depth_mm=50), facing


@st.composite
def scenes(draw):
    pieces = []
    for i in range(draw(st.integers(1, 4))):
        shape = draw(st.sampled_from(["rect", "ellipse", "polygon"]))
        kind = draw(st.sampled_from(["building", "ruin", "wall"]))
        x, y = draw(st.floats(4, 20)), draw(st.floats(4, 20))
        if shape == "polygon":
            r = draw(st.floats(0.5, 3))
            pts = [[x + r * math.cos(k * 2.1 + 0.3), y + r * math.sin(k * 2.1 + 0.3) * 0.7]
                   for k in range(3)]
            pieces.append(TerrainPiece(f"p{i}", f"P{i}", kind, 3, "polygon", points_in=pts))
        else:
            pieces.append(TerrainPiece(f"p{i}", f"P{i}", kind, 3, shape, x, y,
                                       draw(st.floats(0.3, 6)), draw(st.floats(0.3, 6)),
                                       draw(st.floats(0, 360))))
    (ba, fa), (bb, fb) = _base(draw), _base(draw)
    a = base_at(ba, draw(st.floats(0, 24)), draw(st.floats(0, 24)), fa)
    b = base_at(bb, draw(st.floats(0, 24)), draw(st.floats(0, 24)), fb)
    return a, b, pieces


def _rim(fp, n: int = 24):
    if fp.shape == "rect":
        return list(fp.polygon.exterior.coords)[:-1]
    return [fp.boundary_point(2 * math.pi * k / n) for k in range(n)]


@settings(max_examples=150, deadline=None)
@given(scenes())
def test_sight_is_symmetric_and_agrees_with_brute_force(scene):
    """T3: A sees B exactly when B sees A; a clear segment the answer gives really is clear,
    and any segment that brute force finds clear (by a margin) means "sees"."""
    a, b, pieces = scene
    sight = Sight(pieces)
    ab, ba = sight.between(a, b), sight.between(b, a)
    assert ab.seen == ba.seen
    for_pair = [p for p in pieces
                if not any(_stands(fp, p) for fp in (a, b))]
    if ab.seen:
        seg = LineString(ab.segment)
        for p in for_pair:
            assert seg.intersection(footprint(p).buffer(-1e-5)).length < 1e-6
    else:
        assert ab.blocker in {p.id for p in for_pair}
        grown = [footprint(p).buffer(1e-4) for p in for_pair]
        for p0 in [a.centre, *_rim(a)]:
            for p1 in [b.centre, *_rim(b)]:
                seg = LineString([p0, p1])
                assert any(seg.intersects(g) for g in grown), (p0, p1)


def _stands(fp, piece) -> bool:
    from app.rules.terrain import stands_in

    return stands_in(fp, piece)


@st.composite
def crowds(draw):
    _, _, pieces = draw(scenes())
    bases = []
    for _ in range(draw(st.integers(2, 8))):
        base, facing = _base(draw)
        bases.append(base_at(base, draw(st.floats(0, 24)), draw(st.floats(0, 24)), facing))
    return bases, pieces


@settings(max_examples=100, deadline=None)
@given(crowds())
def test_one_model_to_many_gives_the_pairwise_answers(crowd):
    """T4: what the board and ``sight`` use (one model to all others, shortcuts shared)
    answers exactly as the pair-by-pair rule."""
    bases, pieces = crowd
    sight = Sight(pieces)
    viewer, others = bases[0], {f"m{i}": fp for i, fp in enumerate(bases[1:])}
    many = seen_models(viewer, others, sight)
    for mid, fp in others.items():
        assert many[mid].seen == Sight(pieces).between(viewer, fp).seen, mid
        if many[mid].seen:
            seg = LineString(many[mid].segment)
            for p in pieces:
                if not _stands(viewer, p) and not _stands(fp, p):
                    assert seg.intersection(footprint(p).buffer(-1e-5)).length < 1e-6


def test_the_piece_in_the_way_is_the_first_the_centre_line_enters():
    """T4: the measure tool names the piece nearest the first model along the line."""
    near = TerrainPiece("near", "Shed", "building", 4, "rect", 10, 10, 2, 6)
    far = TerrainPiece("far", "Barn", "building", 4, "rect", 20, 10, 2, 6)
    a, b = base_at(R25, 5, 10), base_at(R25, 25, 10)
    assert sees(a, b, [far, near]) == (False, "near")
    assert seen_models(a, {"b": b}, [far, near])["b"].blocker == "near"


@settings(max_examples=60, deadline=None)
@given(st.floats(0.0, 2 * math.pi), st.floats(0.5, 14.0), st.floats(-3.0, 3.0))
def test_a_bare_point_sees_as_a_vanishing_base_does(angle, reach, offset):
    """T3 for the measure tool's ends off any base: a point (radius 0) is judged without
    dividing by its size, exactly as a base of 1e-9 in would be, around a wall and a
    building at odd angles (issue 19: the measure tool no longer works around it)."""
    from app.rules.geometry import Footprint

    pieces = [building("wall", 9.0, 9.8, 13.0, 10.2, height=3, kind="wall"),
              TerrainPiece("house", "House", "building", 6, "rect", 16, 13, 4, 3,
                           facing_deg=33)]
    sx, sy = 11.0 + offset, 6.0
    ex, ey = sx + reach * math.cos(angle), sy + reach * math.sin(angle)
    point = Footprint("round", sx, sy, 0.0, 0.0)
    speck = Footprint("round", sx, sy, 1e-9, 1e-9)
    other = base_at(R25, ex, ey)
    assert sees(point, other, pieces) == sees(speck, other, pieces)
    end = Footprint("round", ex, ey, 0.0, 0.0)
    assert sees(point, end, pieces) == sees(end, point, pieces)
    assert sees(point, end, pieces)[0] == sees(speck, Footprint("round", ex, ey, 1e-9, 1e-9),
                                               pieces)[0]


def test_a_bare_point_sees_a_base_past_a_wall_s_corner_by_the_grazing_line():
    """T3: from a point (the measure tool's end, radius 0) the only clear line to the base
    grazes the wall's corner at (2, 1): seen. The centre line crosses the wall."""
    from app.rules.geometry import Footprint

    wall = building("wall", 2.0, -1.0, 3.0, 1.0, height=3, kind="wall")
    point = Footprint("round", 0.0, 0.0, 0.0, 0.0)
    assert sees(point, base_at(R25, 6.0, 2.6), [wall]) == (True, None)
    assert sees(point, base_at(R25, 6.0, 1.6), [wall]) == (False, "wall")
