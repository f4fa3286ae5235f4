"""The set-up zone the players agree where the scenario gives none (issue 33, Brothers-in-Arms:
``players-agree``): :class:`AgreeZone` (guarded, logged, one undo), kept in the game file
(one line naming the file and the field for a bad value; files without it still open), and
R4/R5 looking from it (the ``plan`` document's zone area and ``exposed_by``), with allies
and team-mates never counted. The judge never refuses a placement outside it."""

from __future__ import annotations

import json

import pytest

from app import plan_cli
from app.game.commands import AgreeZone, PlaceModel, zone_words
from app.game.gamefile import GameFileError
from app.game.history import History
from app.game.planning import plan_document, zone_of
from app.game.saves import dumps_game, parse_saved_game
from app.game.state import Deployment, SetupPlan
from app.rules.agreed import agreed_bounds, agreed_problem, canonical
from app.rules.exposure import deployment_zone
from app.rules.table import Table
from app.rules.terrain import TerrainPiece

from turnkit import make_game, perform

TOP = {"edge": "top", "depth_in": 6.0}


def brothers():
    """Brothers-in-Arms in its set-up: Ann and Bob against Cy and Di, one model each, off
    the table; no zones agreed yet."""
    state = make_game({"ann": 1, "bob": 1, "cy": 1, "di": 1}, scenario="brothers-in-arms",
                      table=Table(48, 48), setup=SetupPlan(order="draw", fixed_teams=True),
                      alliances=[frozenset({"ann", "bob"}), frozenset({"cy", "di"})],
                      deployment=Deployment(kind="players-agree", zone_depth_in=6.0, gap_in=0.0))
    state.setup_order = ["ann", "cy", "bob", "di"]
    for m in state.models:
        m.status = "unplaced"
    return state


def test_agreed_zone_shapes_are_an_edge_strip_or_a_quarter():
    table = Table(48, 48)
    assert agreed_bounds(table, TOP) == (0.0, 0.0, 48.0, 6.0)
    assert agreed_bounds(table, {"edge": "right", "depth_in": 8}) == (40.0, 0.0, 48.0, 48.0)
    assert agreed_bounds(table, {"edge": "left", "depth_in": 60}) == (0.0, 0.0, 48.0, 48.0)
    assert agreed_bounds(table, {"quarter": "bottom-right"}) == (24.0, 24.0, 48.0, 48.0)
    assert deployment_zone(table, "players-agree", 6.0, None, None, None,
                           {"quarter": "top-left"}).area == pytest.approx(576.0)
    # only a players-agree deployment reads it; none agreed is no zone
    assert deployment_zone(table, "battle-formations", 6.0, None, None, None, TOP) is None
    assert deployment_zone(table, "players-agree", 6.0, None, None, None, None) is None
    assert canonical({"edge": "top", "depth_in": 6}) == TOP
    for bad in ({"edge": "up", "depth_in": 6}, {"edge": "top", "depth_in": 0},
                {"edge": "top"}, {"quarter": "middle"}, {"quarter": "top-left", "edge": "top"},
                {"edge": "top", "depth_in": True}, "top"):
        assert agreed_problem(bad), bad


def test_agree_zone_is_logged_and_undone_in_one_step():
    state = brothers()
    step = perform(AgreeZone("cy", TOP), state)
    assert state.player("cy").agreed_zone == TOP
    assert str(state.log[-1].text) == "Set-up zone agreed for Cy: within 6 in of the top edge"
    assert str(step.text) == "Agree Cy's set-up zone"
    assert step.everything  # the board redraws the zones
    step.undo(state)
    assert state.player("cy").agreed_zone is None
    step.redo(state)
    assert state.player("cy").agreed_zone == TOP
    perform(AgreeZone("cy", None), state)
    assert state.player("cy").agreed_zone is None
    assert str(state.log[-1].text) == "Cy has no agreed set-up zone now"
    assert str(zone_words({"quarter": "top-left"})) == "the top-left quarter"


def test_agree_zone_is_refused_where_it_means_nothing_and_changes_nothing():
    state = brothers()
    before = dumps_game(state)
    assert "already" in AgreeZone("cy", None).check(state)
    assert "unknown table edge" in AgreeZone("cy", {"edge": "up", "depth_in": 6}).check(state)
    with pytest.raises(KeyError):
        AgreeZone("nobody", TOP).check(state)
    state.deployment = Deployment(kind="battle-formations")
    assert "scenario gives the set-up zones" in AgreeZone("cy", TOP).check(state)
    state.deployment = Deployment(kind="players-agree")
    state.turn.phase = "ended"
    assert "during set-up only" in AgreeZone("cy", TOP).check(state)
    state.turn.phase = "setup"
    state.deployment = Deployment(kind="players-agree", zone_depth_in=6.0, gap_in=0.0)
    assert dumps_game(state) == before  # check asked the rules and changed nothing


def test_the_agreed_zone_is_saved_and_read_back_and_old_files_still_open(tmp_path):
    state = brothers()
    steps = [perform(AgreeZone("cy", {"edge": "bottom", "depth_in": 8.5}), state),
             perform(AgreeZone("di", {"quarter": "bottom-left"}), state)]
    text = dumps_game(state, History(steps, 2))
    doc = json.loads(text)
    assert doc["players"][2]["agreed_zone"] == {"edge": "bottom", "depth_in": 8.5}
    assert "agreed_zone" not in doc["players"][0]  # none agreed: left out, bytes kept
    saved = parse_saved_game(doc, "game.json")
    assert saved.problem == ""
    back = saved.state
    assert back.player("cy").agreed_zone == {"edge": "bottom", "depth_in": 8.5}
    assert back.player("di").agreed_zone == {"quarter": "bottom-left"}
    # the undo history read back puts the zones back: undo both, redo one
    saved.history.steps[1].undo(back)
    saved.history.steps[0].undo(back)
    assert back.player("cy").agreed_zone is None and back.player("di").agreed_zone is None
    saved.history.steps[0].redo(back)
    assert back.player("cy").agreed_zone == {"edge": "bottom", "depth_in": 8.5}
    # an older file (no agreed zones) opens as it is
    old_doc = json.loads(dumps_game(brothers()))
    assert all("agreed_zone" not in p for p in old_doc["players"])
    old = parse_saved_game(old_doc, "old.json").state
    assert all(p.agreed_zone is None for p in old.players)


@pytest.mark.parametrize("zone, field", [
    ({"edge": "up", "depth_in": 6}, "players[2].agreed_zone.edge"),
    ({"edge": "top", "depth_in": -1}, "players[2].agreed_zone.depth_in"),
    ({"edge": "top", "depth_in": "6"}, "players[2].agreed_zone.depth_in"),
    ({"quarter": "top-left", "edge": "top", "depth_in": 6}, "players[2].agreed_zone"),
    ({"corner": "top-left"}, "players[2].agreed_zone"),
])
def test_a_bad_agreed_zone_is_one_line_naming_the_file_and_field(zone, field):
    doc = json.loads(dumps_game(brothers()))
    doc["players"][2]["agreed_zone"] = zone
    with pytest.raises(GameFileError) as err:
        parse_saved_game(doc, "club.json")
    line = str(err.value)
    assert "\n" not in line and "club.json" in line and field in line, line


def test_plan_looks_from_the_agreed_zones_and_never_counts_the_team_mate(capsys, tmp_path):
    state = brothers()
    for pid, zone in {"ann": TOP, "bob": {"quarter": "top-right"},
                      "cy": {"edge": "bottom", "depth_in": 6.0},
                      "di": {"edge": "left", "depth_in": 6.0}}.items():
        AgreeZone(pid, zone).apply(state)
    # a wall across the middle hides part of Ann's strip from Cy's strip
    state.terrain = [TerrainPiece(id="w", name="Wall", kind="wall", height_in=3.0, x_in=24.0,
                                  y_in=24.0, width_in=40.0, depth_in=1.0)]
    doc = plan_document(state, "ann")
    assert doc["zone"]["area_in2"] == pytest.approx(48 * 6)
    assert list(doc["exposed_by"]) == ["cy", "di"]  # Bob is Ann's team-mate (S4, R4)
    assert 0 < doc["exposed_by"]["cy"] < 48 * 6  # the wall hides some of it
    assert doc["exposed_by"]["di"] == pytest.approx(48 * 6, abs=0.01)
    assert doc["zone"]["exposed_in2"] == pytest.approx(48 * 6, abs=0.01)
    assert zone_of(state, "bob").area == pytest.approx(576.0)
    path = tmp_path / "bia.json"
    path.write_text(dumps_game(state), encoding="utf-8")
    assert plan_cli.main([str(path), "cy"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["zone"]["area_in2"] == pytest.approx(288.0)
    assert list(out["exposed_by"]) == ["ann", "bob"] and out["exposed_by"]["bob"] > 0


def test_the_judge_never_refuses_a_placement_outside_the_agreed_zone():
    state = brothers()
    AgreeZone("ann", TOP).apply(state)
    place = PlaceModel("ann-1", 24.0, 40.0)  # far from the top edge
    assert place.check(state) is None
    place.apply(state)
    assert state.model("ann-1").on_table


def test_a_dragged_model_is_exposed_to_the_enemies_agreed_zones_only():
    """R4 while a model is carried: the spot's exposure comes from the enemies' agreed zones
    (behind the wall from Cy's strip: hidden); the team-mate's zone never counts."""
    from app.game.threats import SpotThreats

    state = brothers()
    for pid, zone in {"bob": TOP, "cy": {"edge": "bottom", "depth_in": 6.0},
                      "di": {"quarter": "top-right"}}.items():
        AgreeZone(pid, zone).apply(state)
    state.terrain = [TerrainPiece(id="w", name="Wall", kind="wall", height_in=3.0, x_in=24.0,
                                  y_in=24.0, width_in=40.0, depth_in=1.0)]
    spot = SpotThreats(state, "ann-1")
    assert spot.at(24.0, 3.0).exposed_to == ("di",)  # Cy's strip is behind the wall
    assert spot.at(24.0, 40.0).exposed_to == ("cy", "di")
    assert "exposed to Cy and Di" in spot.sentence(spot.at(24.0, 40.0))
