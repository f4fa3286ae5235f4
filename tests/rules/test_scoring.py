"""V1, V2: victory points from a scenario's scoring rows and the winner on points, through
the rules API (app/rules/scoring.py), at the boundaries (G4: within is inclusive and exact)."""

from __future__ import annotations

import math

import pytest

from app.rules.bases import Base
from app.rules.geometry import footprint
from app.rules.movement import alliance_test
from app.rules.scoring import Board, Row, end_of_turn_awards, teams, vp_line, winners_on_points

R25 = 25.0 / 25.4 / 2  # G1: a 25 mm base's radius in inches


def model(player, x, y, mm=25.0):
    return (player, footprint(Base.round(mm), x, y))


def oval(player, x, y, facing):
    return (player, footprint(Base("oval", length_mm=60.0, width_mm=35.0), x, y, facing))


def board(models, objectives=(("obj", "Obelisk", 10.0, 10.0),), alliances=(), takedowns=(),
          players=("ann", "bob", "cy")):
    return Board(tuple(models), tuple(objectives), (24.0, 24.0), tuple(alliances),
                 tuple(takedowns), tuple(players))


HOLD = (Row("objective-controlled", 1),)


def awards(rows, b, team_play=False, **kw):
    team_of = teams(list(b.players), b.alliances, team_play)
    return [(a.player, a.vp) for a in end_of_turn_awards(rows, b, team_of=team_of,
                                                         allied=alliance_test(b.alliances), **kw)]


@pytest.mark.parametrize("angle", [0.0, 37.0, 145.0, 271.5])
def test_v1_s4_an_objective_held_exactly_at_3_000_in_scores_and_0_001_beyond_does_not(angle):
    a = math.radians(angle)
    for gap, scores in ((3.0, True), (3.001, False)):
        d = gap + R25  # centre distance: the base edge is exactly ``gap`` from the objective
        b = board([model("ann", 10 + d * math.cos(a), 10 + d * math.sin(a))])
        assert awards(HOLD, b) == ([("ann", 1)] if scores else [])


def test_v1_s4_an_oval_base_whose_tip_is_exactly_3_in_away_holds():
    half_length = 60.0 / 25.4 / 2
    b = board([oval("ann", 10 + 3.0 + half_length, 10.0, 0.0)])
    assert awards(HOLD, b) == [("ann", 1)]
    b = board([oval("ann", 10 + 3.001 + half_length, 10.0, 0.0)])
    assert awards(HOLD, b) == []


def test_v1_s4_an_enemy_exactly_2_in_away_contests_and_nobody_scores():
    b = board([model("ann", 11.0, 10.0), model("bob", 10 + 2.0 + R25, 10.0)])
    assert awards(HOLD, b) == []
    b = board([model("ann", 11.0, 10.0), model("bob", 10 + 2.001 + R25, 10.0)])
    assert awards(HOLD, b) == [("ann", 1)]


def test_v1_s4_team_mates_hold_together_and_the_team_scores_once():
    b = board([model("ann", 11.0, 10.0), model("bob", 9.0, 10.0)],
              alliances=(frozenset({"ann", "bob"}),), players=("ann", "bob", "cy"))
    assert awards(HOLD, b, team_play=True) == [("ann", 1)]
    # in a free-for-all, allies both control it (S4) and each scores
    assert awards(HOLD, b) == [("ann", 1), ("bob", 1)]


def test_v1_alliance_and_betrayal_end_of_turn_points():
    rows = (Row("in-alliance", 1), Row("enemy-out-of-action", 1),
            Row("model-within-centre", 2, 6.0), Row("most-models-within-centre", 3, 3.0))
    b = board([model("ann", 24.0, 24.0 - (6.0 + R25)),          # exactly 6 in: +2
               model("bob", 24.0, 24.0 + 6.001 + R25),           # 0.001 beyond: nothing
               model("cy", 24.0 + 1.0, 24.0), model("cy", 24.0 - 1.0, 24.0)],
              objectives=(), alliances=(frozenset({"ann", "bob"}),),
              takedowns=("cy", "cy", "bob"))
    assert awards(rows, b) == [("ann", 1), ("bob", 1), ("bob", 1), ("cy", 2),
                               ("ann", 2), ("cy", 2), ("cy", 3)]


def test_v1_a_tie_for_most_models_near_the_centre_scores_as_the_setting_says():
    rows = (Row("most-models-within-centre", 3, 3.0),)
    b = board([model("ann", 25.0, 24.0), model("bob", 23.0, 24.0)], objectives=())
    assert awards(rows, b) == []
    assert awards(rows, b, centre_tie_scores=True) == [("ann", 3), ("bob", 3)]


def test_v2_the_highest_total_wins_a_tie_is_a_draw_and_teams_win_together():
    ids = ["ann", "bob", "cy", "di"]
    solo = teams(ids, [], False)
    assert winners_on_points({"ann": 3, "bob": 2}, ids, set(ids), solo) == ("ann",)
    assert winners_on_points({"ann": 3, "bob": 3}, ids, set(ids), solo) == ()
    # a player who fled is out of the game: their points do not win it
    assert winners_on_points({"ann": 3, "bob": 2}, ids, {"bob", "cy", "di"}, solo) == ("bob",)
    team = teams(ids, [frozenset({"ann", "bob"}), frozenset({"cy", "di"})], True)
    assert winners_on_points({"ann": 1, "bob": 4, "cy": 4}, ids, set(ids), team) == ("ann", "bob")
    assert winners_on_points({"ann": 1, "bob": 3, "cy": 4}, ids, set(ids), team) == ()


def test_v1_the_log_line_gives_the_change_and_why():
    assert vp_line("Ann & Bob", 2, 3, "holds Centre") == "Ann & Bob: 2 \u2192 3 VP (+1, holds Centre)"
