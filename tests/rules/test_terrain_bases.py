"""T2: a base on terrain bases may not stand in is judged like G8 (set-up illegal, play
flagged and refused unless placed knowingly), and the scenario limits that name terrain."""

from __future__ import annotations

import math
from types import SimpleNamespace

import pytest

from app.rules.bases import Base
from app.rules.geometry import Footprint, distance, facing_vector, footprint as base_at
from app.rules.judge import Judge
from app.rules.placement import needs_agreement
from app.rules.table import Table
from app.rules.terrain import (
    TerrainPiece,
    impassable_near_centre,
    marker_terrain_limits,
    overlap_violations,
)

OVAL = Base("oval", length_mm=60, width_mm=35)
R25 = Base.round(25)


def wall(facing: float = 20.0) -> TerrainPiece:
    return TerrainPiece("w1", "Long wall", "wall", 2, "rect", 30, 20, 6, 0.5, facing)


def wall_as_base(piece: TerrainPiece) -> Footprint:
    """The wall's footprint as a rectangle the geometry module measures exactly."""
    ux, uy = facing_vector(piece.facing_deg)
    return Footprint("rect", piece.x_in, piece.y_in, piece.width_in / 2, piece.depth_in / 2,
                     ux, uy)


def _oval_at_gap(piece: TerrainPiece, gap: float, facing: float) -> Footprint:
    """An oval at ``facing`` beyond the wall's end, slid along the wall's axis until its
    closest-point distance to the wall is ``gap`` (bisection on the exact distance)."""
    ux, uy = facing_vector(piece.facing_deg)
    exact = wall_as_base(piece)
    end = (piece.x_in + ux * piece.width_in / 2, piece.y_in + uy * piece.width_in / 2)
    # off the end, a little to one side so the corner is nearest
    side = (-uy * 0.2, ux * 0.2)

    def at(t: float) -> Footprint:
        return base_at(OVAL, end[0] + side[0] + ux * t, end[1] + side[1] + uy * t, facing)

    lo, hi = 0.0, 5.0  # distance grows with t once clear
    for _ in range(200):
        mid = (lo + hi) / 2
        if distance(at(mid), exact) < gap:
            lo = mid
        else:
            hi = mid
    return at(hi)


@pytest.mark.parametrize("facing", [37.0, 113.0, 251.5])
def test_an_oval_at_an_odd_angle_just_clear_of_a_wall_s_end(facing):
    """T2 at the boundary: 0.001 in clear is fine, touching is fine, 0.001 in in is not."""
    piece = wall()
    clear = _oval_at_gap(piece, 0.001, facing)
    assert distance(clear, wall_as_base(piece)) == pytest.approx(0.001, abs=1e-7)
    assert overlap_violations(clear, [piece]) == []
    touching = _oval_at_gap(piece, 1e-8, facing)
    assert overlap_violations(touching, [piece]) == []
    ux, uy = facing_vector(piece.facing_deg)
    # slide the touching oval 0.002 in towards the wall along its axis: now it overlaps
    into = base_at(OVAL, touching.x - ux * 0.002, touching.y - uy * 0.002, facing)
    assert distance(into, wall_as_base(piece)) == 0.0
    assert overlap_violations(into, [piece]) == [piece]


def _game(models, terrain, phase="setup"):
    players = [SimpleNamespace(id="a", name="Ann", warband="Ann's", segment=None, edge=None),
               SimpleNamespace(id="b", name="Bob", warband="Bob's", segment=None, edge=None)]
    return SimpleNamespace(
        table=Table(48, 48), deployment=SimpleNamespace(kind="players-agree", zone_depth_in=6,
                                                        gap_in=0, coherency_in=2,
                                                        unit_gap_in=2),
        objective_control=SimpleNamespace(control_in=3, contest_in=2, cover_in=None, cover=3),
        players=players, models=models, objectives=[], alliances=[], terrain=terrain,
        turn=SimpleNamespace(phase=phase, starts={}), setup=None, defender=None, scouts={},
        system="trench-crusade")


def _model(mid, x, y, player="a", base=R25):
    return SimpleNamespace(id=mid, player=player, unit="", name=mid.title(), label="",
                           base=base, x_in=x, y_in=y, facing_deg=0.0, status="active")


@pytest.mark.parametrize("kind, enterable, judged", [
    ("building", False, True), ("building", True, False), ("wall", False, True),
    ("impassable", False, True), ("ruin", False, False), ("area", False, False)])
def test_which_pieces_a_base_may_not_stand_in(kind, enterable, judged):
    piece = TerrainPiece("t1", "Chapel", kind, 4, "rect", 10, 10, 6, 6, enterable=enterable)
    judge = Judge.from_state(_game([_model("m1", 10, 10)], [piece]))
    verdict = judge.verdict("m1")
    assert (not verdict.legal) is judged
    if judged:
        (v,) = verdict.violations
        assert v.rule == "T2" and v.other == "t1" and "Chapel" in v.reason


def test_t2_is_refused_in_play_like_g8_and_follows_a_drag():
    house = TerrainPiece("h", "House", "building", 6, "rect", 10, 10, 4, 4)
    judge = Judge.from_state(_game([_model("m1", 20, 20)], [house], phase="activation"),
                             setup=False)
    assert judge.verdict("m1").legal
    update = judge.move("m1", 11, 10)
    verdict = update.models["m1"]
    assert [v.rule for v in verdict.violations] == ["T2"]
    assert [v.rule for v in needs_agreement(verdict, setup=False)] == ["T2"]
    # touching the wall from outside is fine (as G8)
    edge = 12 + R25.radius_in
    assert judge.move("m1", edge, 10).models["m1"].legal
    assert not judge.move("m1", edge - 0.001, 10).models["m1"].legal


def test_crates_keep_more_than_1_in_from_impassable_terrain():
    """T2 (The Looters): exactly 1 in is too close; 1.001 in is fine."""
    pool = TerrainPiece("p", "Pit", "impassable", 0, "rect", 24, 24, 4, 4)  # x 22..26
    r = 40 / 25.4 / 2
    assert marker_terrain_limits(26 + 1 + r, 24, r, [pool], 1.0)
    (reason,) = marker_terrain_limits(26 + 0.5 + r, 24, r, [pool], 1.0, "supply crate")
    assert "Pit" in reason and "more than 1 in" in reason and "0.50 in" in reason
    assert marker_terrain_limits(26 + 1.001 + r, 24, r, [pool], 1.0) == []
    ruin = TerrainPiece("r", "Ruin", "ruin", 4, "rect", 24, 24, 4, 4)
    assert marker_terrain_limits(26 + 0.5 + r, 24, r, [ruin], 1.0) == []


def test_impassable_terrain_within_6_in_of_the_centre_is_named():
    table = Table(48, 48)
    near = TerrainPiece("p", "Crater", "impassable", 0, "ellipse", 24 + 6 + 2, 24, 4, 4)
    far = TerrainPiece("q", "Far crater", "impassable", 0, "ellipse", 24 + 6.01 + 2, 24, 4, 4)
    (line,) = impassable_near_centre([near, far], table, 6.0)
    assert line.startswith("Crater is impassable terrain") and "within 6 in" in line
    assert math.isclose(float(line.split(" in from")[0].split()[-1]), 6.0, abs_tol=0.01)
