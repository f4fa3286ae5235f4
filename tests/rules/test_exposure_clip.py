"""R4 (T3 from a point of the zone): the shadows are clipped to the box of the part of the
table still hidden, and a box whose corner is a corner of a shadow (a hidden part ends at
a piece's corner) must not lose the shadow's inside. Seen on the twelve-piece table of
benchmarks/planning.py (seed 7, piece 7 moved 1.5 in): 0.26 in2 east of the middle that a
brute-force check of single points finds hidden from segment C was shown exposed."""

import random

import shapely

from app.rules.exposure import Exposure, point_exposed, segment_zone
from app.rules.table import Table
from app.rules.terrain import TerrainPiece


def planning_layout(rng):
    """benchmarks/planning.py's twelve pieces (buildings, ruins, walls, an ellipse, an L)."""
    kinds = [("building", "rect", 6, 6, 6), ("ruin", "rect", 6, 8, 4),
             ("wall", "rect", 8, 0.5, 2), ("building", "ellipse", 8, 6, 5),
             ("ruin", "polygon", 0, 0, 3), ("impassable", "rect", 5, 4, 0)]
    out = []
    for i in range(12):
        kind, shape, w, d, h = kinds[i % len(kinds)]
        x, y = rng.uniform(10, 62), rng.uniform(10, 38)
        if shape == "polygon":
            pts = [[x, y], [x + 6, y], [x + 6, y + 2], [x + 2, y + 2], [x + 2, y + 6], [x, y + 6]]
            out.append(TerrainPiece(f"t{i}", f"Piece {i}", kind, h, shape, points_in=pts))
        else:
            out.append(TerrainPiece(f"t{i}", f"Piece {i}", kind, h, shape, x, y, w, d,
                                    rng.uniform(0, 180)))
    return out


def test_r4_a_spot_hidden_behind_pieces_meeting_at_a_box_corner_is_hidden():
    table = Table()
    zone = segment_zone(table, "C", 6.0)
    pieces = planning_layout(random.Random(7))
    pieces[7] = TerrainPiece(**{**vars(pieces[7]), "x_in": pieces[7].x_in + 1.5})
    spot = (55.585, 25.307)  # 0.02 in inside the sliver that was lost
    exposure = Exposure(pieces, table)
    assert not point_exposed(spot, zone, exposure.sight, table)
    assert exposure.hidden(zone).covers(shapely.points(*spot))


def test_r4_a_moved_piece_gives_the_map_worked_out_afresh_where_boxes_meet_corners():
    table = Table()
    zone = segment_zone(table, "C", 6.0)
    pieces = planning_layout(random.Random(7))
    exposure = Exposure(pieces, table)
    exposure.hidden(zone)
    moved = list(pieces)
    moved[7] = TerrainPiece(**{**vars(pieces[7]), "x_in": pieces[7].x_in + 1.5})
    exposure.moved(moved)
    fresh = Exposure(moved, table).hidden(zone)
    assert shapely.symmetric_difference(exposure.hidden(zone), fresh).area < 0.001
    assert exposure.hidden(zone).covers(shapely.points(55.585, 25.307))
