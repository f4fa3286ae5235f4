"""T1-T3 (amended): an ellipse piece is measured as its true ellipse, or a polygon within
0.0001 in of it; and S4/G2: a base not wholly on the table neither controls nor contests."""

import math
from dataclasses import dataclass

import numpy as np
import pytest
from shapely.geometry import Polygon

from app.game.state import Deployment, ObjectiveControl
from app.rules.bases import Base
from app.rules.geometry import facing_vector, footprint
from app.rules.judge import Judge
from app.rules.sight import Sight
from app.rules.table import Table
from app.rules.terrain import (ELLIPSE_TOLERANCE_IN, TerrainPiece, footprint as piece_fp,
                               overlap_violations, stands_in)

ROUND25 = Base.round(25)
R25 = 25 / 25.4 / 2


def true_ellipse(x, y, w, d, facing, n=100_000):
    ux, uy = facing_vector(facing)
    t = np.linspace(0, 2 * np.pi, n, endpoint=False)
    lx, ly = w / 2 * np.cos(t), d / 2 * np.sin(t)
    return Polygon(np.stack([x + lx * ux - ly * uy, y + lx * uy + ly * ux], axis=1))


@pytest.mark.parametrize("w, d, facing", [(20, 12, 30), (2, 1, 0), (40, 3, 77), (10, 10, 0)])
def test_t1_an_ellipse_piece_is_within_0_0001_in_of_its_true_ellipse(w, d, facing):
    piece = TerrainPiece("e", "Pool", "impassable", 0, "ellipse", 30, 20, w, d, facing)
    assert piece_fp(piece).hausdorff_distance(true_ellipse(30, 20, w, d, facing)) \
        <= ELLIPSE_TOLERANCE_IN


@pytest.mark.parametrize("angle", [0.0, 17.0, 45.0, 90.0, 133.0, 200.0, 301.0])
def test_t2_a_base_0_001_in_into_a_20_in_ellipse_overlaps_it_and_one_touching_does_not(angle):
    a, b, facing = 10.0, 6.0, 25.0
    piece = TerrainPiece("e", "Pool", "impassable", 0, "ellipse", 36, 24, 2 * a, 2 * b, facing)
    ux, uy = facing_vector(facing)
    t = math.radians(angle)
    lx, ly = a * math.cos(t), b * math.sin(t)
    px, py = 36 + lx * ux - ly * uy, 24 + lx * uy + ly * ux  # a point of the true ellipse
    nx, ny = b * math.cos(t), a * math.sin(t)  # its outward normal in the piece's frame
    n = math.hypot(nx, ny)
    wx, wy = (nx * ux - ny * uy) / n, (nx * uy + ny * ux) / n
    for depth, overlaps in ((0.001, True), (-0.001, False)):
        cx, cy = px + wx * (R25 - depth), py + wy * (R25 - depth)
        base = footprint(ROUND25, cx, cy)
        assert bool(overlap_violations(base, [piece])) is overlaps, (angle, depth)
        assert stands_in(base, piece) is overlaps


def test_t3_a_line_grazing_a_true_ellipse_sees_and_one_0_001_in_into_it_does_not():
    # a ruin ellipse 20 x 12 (top at y = 18); two bases side by side above or below its top
    piece = TerrainPiece("e", "Ruin", "ruin", 3, "ellipse", 36, 24, 20, 12, 0)
    sight = Sight([piece])
    y = 18 - 0.001 - R25  # their lowest common line passes 0.001 in above the ellipse
    assert sight.between(footprint(ROUND25, 20, y), footprint(ROUND25, 52, y)).seen
    y = 18 + 0.001 + R25  # every line between them passes 0.001 in into it at x = 36
    assert not sight.between(footprint(ROUND25, 20, y), footprint(ROUND25, 52, y)).seen


@dataclass
class Piece:
    id: str
    player: str
    unit: str
    name: str
    base: Base
    x_in: float
    y_in: float
    facing_deg: float = 0.0
    status: str = "active"


@dataclass
class Side:
    id: str
    name: str
    segment: str | None = None
    edge: str | None = None


@dataclass
class Marker:
    id: str
    x_in: float
    y_in: float


def test_s4_g2_a_base_not_wholly_on_the_table_neither_controls_nor_contests():
    sides = [Side("p1", "Reds"), Side("p2", "Blues")]
    mine = Piece("a", "p1", "", "Holder", ROUND25, 2.5, 24.0)
    over = Piece("e", "p2", "", "Hanging", ROUND25, R25 - 0.01, 24.0)  # 0.01 in off the table
    judge = Judge(Table(), Deployment(), ObjectiveControl(), sides, [mine, over],
                  [Marker("o", 1.0, 24.0)], setup=False)
    v = judge.objective_verdicts()[0]
    assert v.controlled_by == ("p1",) and not v.contested
    judge.move("e", R25, 24.0)  # wholly on the table, touching the edge: it contests
    v = judge.objective_verdicts()[0]
    assert v.controlled_by == () and v.contested
