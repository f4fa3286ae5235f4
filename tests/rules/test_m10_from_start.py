"""M10: running is judged from where the models stood when the player's turn began, not from
where a dragged model is now (the judge's ``starts``; G4 inclusive and exact, G3 bases)."""

import math
from dataclasses import dataclass

import pytest

from app.game.state import Deployment, ObjectiveControl
from app.rules.bases import Base
from app.rules.geometry import distance, footprint
from app.rules.judge import Judge
from app.rules.movement import start_neighbours
from app.rules.table import Table

ROUND25 = Base.round(25)
R25 = 25 / 25.4 / 2
OVAL = Base("oval", length_mm=60, width_mm=35)


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


SIDES = [Side("p1", "Reds"), Side("p2", "Blues")]


def judge(pieces, starts, alliances=(), start_status=None):
    return Judge(Table(), Deployment(), ObjectiveControl(), SIDES, pieces, (), alliances,
                 setup=False, starts=starts, start_status=start_status)


def round_pair(angle_deg, edge_in, cx=30.0, cy=24.0):
    """Two 25 mm bases whose edges are ``edge_in`` apart along ``angle_deg``."""
    a = math.radians(angle_deg)
    L = edge_in + 2 * R25
    return (cx, cy), (cx + L * math.cos(a), cy + L * math.sin(a))


def start_of(*spots):
    return {mid: [x, y, f] for mid, (x, y, f) in spots}


@pytest.mark.parametrize("angle", [0.0, 37.0, 113.0, 251.5])
@pytest.mark.parametrize("edge, runs", [(8.0, False), (7.999, False), (8.001, True)])
def test_m10_enemy_at_the_boundary_at_the_start_decides_wherever_the_model_is_now(
        angle, edge, runs):
    (x, y), (ex, ey) = round_pair(angle, edge)
    # now: the runner has been dragged 20 in away (could run) or right next to the enemy
    far = [Piece("a", "p1", "", "Runner", ROUND25, 5.0, 5.0),
           Piece("e", "p2", "", "Enemy", ROUND25, ex, ey)]
    near = [Piece("a", "p1", "", "Runner", ROUND25, ex + 2 * R25 + 1.0, ey),
            Piece("e", "p2", "", "Enemy", ROUND25, ex, ey)]
    starts = start_of(("a", (x, y, 0.0)), ("e", (ex, ey, 0.0)))
    for pieces in (far, near):
        v = judge(pieces, starts).verdict("a")
        assert v.can_run is runs
    # without starts the judge measures where the models are now (set-up, older files)
    assert judge(far, {}).verdict("a").can_run is True
    assert judge(near, {}).verdict("a").can_run is False


def test_m10_the_reason_says_the_distance_was_at_the_start_of_the_turn():
    (x, y), (ex, ey) = round_pair(37.0, 8.0)
    pieces = [Piece("a", "p1", "", "Runner", ROUND25, 5.0, 5.0),
              Piece("e", "p2", "", "Enemy", ROUND25, ex, ey)]
    v = judge(pieces, start_of(("a", (x, y, 0.0)), ("e", (ex, ey, 0.0)))).verdict("a")
    assert v.run_blocker.reason == ("Cannot run: Enemy (Blues) was 8.00 in away when the turn "
                                    "began, within 8 in (M10)")
    assert v.run_blocker.distance_in == pytest.approx(8.0, abs=1e-9)
    p, q = v.run_blocker.points  # the line between the two start spots
    assert math.hypot(q[0] - p[0], q[1] - p[1]) == pytest.approx(8.0, abs=1e-9)


@pytest.mark.parametrize("facing, t", [(0.0, 0.3), (23.0, 1.1), (131.0, 2.6), (289.0, 4.0)])
@pytest.mark.parametrize("edge, runs", [(8.0, False), (8.001, True)])
def test_m10_an_oval_base_at_the_start_measured_exactly(facing, t, edge, runs):
    """The enemy sits on the outward normal of the oval's edge: its base edge is exactly
    ``edge`` from the oval's closest point (G4: ovals are measured exactly)."""
    ox, oy = 36.0, 24.0
    fp = footprint(OVAL, ox, oy, facing)
    ux, uy = fp.ux, fp.uy
    vx, vy = -uy, ux
    px = ox + fp.a * math.cos(t) * ux + fp.b * math.sin(t) * vx
    py = oy + fp.a * math.cos(t) * uy + fp.b * math.sin(t) * vy
    nx = math.cos(t) / fp.a * ux + math.sin(t) / fp.b * vx
    ny = math.cos(t) / fp.a * uy + math.sin(t) / fp.b * vy
    n = math.hypot(nx, ny)
    ex, ey = px + nx / n * (edge + R25), py + ny / n * (edge + R25)
    assert distance(fp, footprint(ROUND25, ex, ey)) == pytest.approx(edge, abs=1e-9)
    pieces = [Piece("o", "p1", "", "Ogre", OVAL, 60.0, 40.0, facing),  # dragged far away
              Piece("e", "p2", "", "Enemy", ROUND25, ex, ey)]
    j = judge(pieces, start_of(("o", (ox, oy, facing)), ("e", (ex, ey, 0.0))))
    assert j.verdict("o").can_run is runs
    assert j.verdict("e").can_run is runs  # the same pair, measured the same both ways


def test_m10_dragging_changes_no_running_verdict_and_moving_back_keeps_it():
    (x, y), (ex, ey) = round_pair(90.0, 6.0)
    pieces = [Piece("a", "p1", "", "Runner", ROUND25, x, y),
              Piece("e", "p2", "", "Enemy", ROUND25, ex, ey),
              Piece("f", "p1", "", "Friend", ROUND25, 60.0, 10.0)]
    j = judge(pieces, start_of(("a", (x, y, 0.0)), ("e", (ex, ey, 0.0)),
                               ("f", (60.0, 10.0, 0.0))))
    assert j.verdict("a").can_run is False and j.verdict("f").can_run is True
    for step in range(1, 41):  # a long drag away, one mouse move at a time
        update = j.move("a", x + step, y)
        assert "f" not in update.models or update.models["f"].can_run
        assert j.verdict("a").can_run is False
    j.move("e", 60.0, 12.0)  # the enemy dragged right up to the friend
    assert j.verdict("f").can_run is True and j.verdict("a").can_run is False
    assert j.start_footprint("a").centre == (x, y)


def test_m10_enemies_block_with_the_statuses_they_had_when_the_turn_began():
    (x, y), (ex, ey) = round_pair(45.0, 3.0)
    pieces = [Piece("a", "p1", "", "Runner", ROUND25, 5.0, 5.0),
              Piece("e", "p2", "", "Enemy", ROUND25, 50.0, 40.0)]
    starts = start_of(("a", (x, y, 0.0)), ("e", (ex, ey, 0.0)))
    j = judge(pieces, starts)
    assert j.verdict("a").can_run is False
    # stunned during the turn: it was active when the turn began, so it still blocks
    assert j.set_status("e", "stunned").models["a"].can_run is False
    assert j.set_status("e", "active").models["a"].can_run is False
    assert j.set_status("e", "out_of_action").models["a"].can_run is True  # off the table
    assert judge(pieces, starts, alliances=[{"p1", "p2"}]).verdict("a").can_run is True
    # knocked down when the turn began: it never blocks this turn, even standing up again
    down = judge(pieces, starts, start_status={"e": "knocked_down"})
    assert down.verdict("a").can_run is True
    assert down.set_status("e", "active").models["a"].can_run is True


def test_m10_a_model_with_no_recorded_start_counts_where_it_stood_when_judged():
    (x, y), (ex, ey) = round_pair(0.0, 5.0)
    pieces = [Piece("a", "p1", "", "Runner", ROUND25, x, y),
              Piece("e", "p2", "", "Newcomer", ROUND25, ex, ey)]  # placed after the start
    j = judge(pieces, start_of(("a", (x, y, 0.0))))
    assert j.verdict("a").can_run is False
    j.move("a", 60.0, 40.0)
    assert j.verdict("a").can_run is False


def test_m10_start_neighbours_finds_each_pair_within_reach_once_each_way():
    fps = {"a": footprint(ROUND25, 10.0, 10.0), "b": footprint(ROUND25, 10.0 + 8.0 + 2 * R25,
                                                               10.0),
           "c": footprint(ROUND25, 10.0, 10.0 + 8.001 + 2 * R25)}
    near = start_neighbours(fps, 8.0)
    assert near["a"] == {"b": pytest.approx(8.0)} and near["b"] == {"a": pytest.approx(8.0)}
    assert near["c"] == {}
