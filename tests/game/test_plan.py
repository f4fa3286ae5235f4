"""R1-R5 through the headless command ``python -m app plan GAME PLAYER`` and the planner
behind it: the JSON document exactly, allies and team-mates never counted (M10, S4), charge
odds (R2, R3), exposure of the models (R4, T3: a line grazing a corner sees), the race to the
objectives with ties (R5), and bad input (exit 2, one line naming the file and the field)."""

import json
import math

import pytest

from app import plan_cli
from app.game.planning import Planner, plan_document, zone_of
from app.game.saves import dumps_game
from app.game.state import SetupPlan
from app.paths import resources_dir
from app.rules.terrain import TerrainPiece
from savekit import demo_state

R25 = 25 / 25.4 / 2


def run(capsys, *argv):
    code = plan_cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_plan_prints_the_documented_json_for_a_bundled_game(capsys):
    path = str(resources_dir() / "games" / "demo.json")
    code, out, err = run(capsys, path, "bob")
    assert code == 0 and err == ""
    doc = json.loads(out)
    assert list(doc) == ["player", "zone", "exposed_by", "models", "objectives"]
    assert doc["player"] == "bob"
    assert list(doc["zone"]) == ["area_in2", "exposed_in2", "hidden_in2"]
    # M4: segment D, 6 in deep, ending in a quarter circle mid-edge
    assert doc["zone"]["area_in2"] == pytest.approx(36 * 6 + math.pi * 36 / 4, abs=0.01)
    assert doc["zone"]["exposed_in2"] + doc["zone"]["hidden_in2"] == \
        pytest.approx(doc["zone"]["area_in2"], abs=0.002)
    assert list(doc["exposed_by"]) == ["phil", "devin"]
    bobs = [m.id for m in demo_state().models if m.player == "bob" and m.on_table]
    assert [m["id"] for m in doc["models"]] == bobs
    for m in doc["models"]:
        assert list(m) == ["id", "exposed_to", "seen_by", "charged_by"]
    assert [o["id"] for o in doc["objectives"]] == ["o1", "o2", "o3"]
    for o in doc["objectives"]:
        assert list(o) == ["id", "turns", "first"]
        # the demo's models carry their Movement (R1): every warband has a number of turns
        assert set(o["turns"]) == {"bob", "phil", "devin"}
        assert all(isinstance(t, int) and t >= 0 for t in o["turns"].values()), o
        best = min(o["turns"].values())
        assert o["first"] == [pid for pid, t in o["turns"].items() if t == best]


def test_plan_bad_input_exits_2_with_one_line_naming_the_file_and_field(capsys, tmp_path):
    path = str(resources_dir() / "games" / "demo.json")
    code, out, err = run(capsys, path, "nobody")
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and path in err and "player" in err and "'nobody'" in err
    bad = tmp_path / "bad.json"
    doc = json.loads(dumps_game(demo_state()))
    doc["models"][0]["x_in"] = "far"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    code, out, err = run(capsys, str(bad), "bob")
    assert code == 2 and out == "" and err.count("\n") == 1
    assert str(bad) in err and "models[0].x_in" in err
    code, out, err = run(capsys, str(tmp_path / "missing.json"), "bob")
    assert code == 2 and err.count("\n") == 1 and "missing.json" in err
    assert run(capsys, path)[0] == 2  # no player given


def test_plan_runs_from_python_dash_m_app():
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-m", "app", "plan",
                           str(resources_dir() / "games" / "demo.json"), "phil"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["player"] == "phil"


def set_move(state, player, inches, move_type=""):
    for m in state.models:
        if m.player == player:
            m.move_in = inches
            m.move_type = move_type


@pytest.mark.parametrize("how", ["allies", "team-mates"])
def test_r4_r2_allies_and_team_mates_never_count(how):
    state = demo_state()
    state.alliances = [frozenset({"bob", "phil"})]
    if how == "team-mates":
        state.setup = SetupPlan(fixed_teams=True)
    set_move(state, "phil", 6.0)
    set_move(state, "devin", 6.0)
    phil1 = state.model("phil-1")
    bob1 = state.model("bob-1")
    phil1.x_in, phil1.y_in = bob1.x_in - 3.0, bob1.y_in - 3.0  # right next to bob-1
    doc = plan_document(state, "bob")
    assert list(doc["exposed_by"]) == ["devin"]
    for m in doc["models"]:
        assert "phil" not in m["exposed_to"]
        assert not any(mid.startswith("phil") for mid in m["seen_by"])
        assert not any(t["id"].startswith("phil") for t in m["charged_by"])


def test_r3_mordheim_odds_are_1_within_2_x_m_in_the_plan():
    state = demo_state()
    assert state.system == "mordheim"
    set_move(state, "devin", 4.0)
    bob1, devin1 = state.model("bob-1"), state.model("devin-1")
    # devin-1 8 in (base edge to base edge) above bob-1; every other Devin model far away
    devin1.x_in, devin1.y_in = bob1.x_in, bob1.y_in - 8.0 - 2 * R25
    doc = plan_document(state, "bob")
    threats = next(m for m in doc["models"] if m["id"] == "bob-1")["charged_by"]
    assert threats[0] == {"id": "devin-1", "gap_in": 8.0, "odds": 1.0}
    devin1.y_in -= 0.001
    threats = next(m for m in plan_document(state, "bob")["models"]
                   if m["id"] == "bob-1")["charged_by"]
    assert all(t["id"] != "devin-1" for t in threats)


def test_r2_trench_crusade_odds_in_the_plan_are_fractions_of_6():
    state = demo_state()
    state.system = "trench-crusade"
    set_move(state, "devin", 6.0, "infantry")
    bob1, devin1 = state.model("bob-1"), state.model("devin-1")
    devin1.x_in, devin1.y_in = bob1.x_in, bob1.y_in - 10.0 - 2 * R25
    threats = next(m for m in plan_document(state, "bob")["models"]
                   if m["id"] == "bob-1")["charged_by"]
    assert threats[0] == {"id": "devin-1", "gap_in": 10.0, "odds": round(4 / 6, 4)}


def test_r4_a_model_seen_only_along_a_line_grazing_two_buildings_is_exposed():
    state = demo_state()
    # two buildings touching along y = 24 between x = 10 and 20: from Phil's zone (the left
    # edge, F) only the line y = 24 itself passes them, grazing both (T3: it sees)
    state.terrain = [TerrainPiece("a", "North house", "building", 4, "rect", 15, 12, 10, 24),
                     TerrainPiece("b", "South house", "building", 4, "rect", 15, 36, 10, 24)]
    on_line, off_line = state.model("bob-1"), state.model("bob-2")
    on_line.x_in, on_line.y_in = 25.0, 24.0
    off_line.x_in, off_line.y_in = 25.0, 30.0
    doc = plan_document(state, "bob")
    seen = {m["id"]: m["exposed_to"] for m in doc["models"]}
    assert "phil" in seen["bob-1"]
    assert "phil" not in seen["bob-2"]


def test_r5_the_race_counts_turns_per_warband_and_shows_ties():
    state = demo_state()
    set_move(state, "phil", None)
    set_move(state, "bob", 6.0)
    set_move(state, "devin", 6.0)
    planner = Planner()
    doc = planner.plan(state, "bob")
    o1 = doc["objectives"][0]
    assert o1["turns"]["phil"] is None  # no Movement known
    # o1 at the centre (36, 24): bob's nearest model and devin's, by straight lines
    def fewest(player):
        best = min(math.hypot(m.x_in - 36.0, m.y_in - 24.0) for m in state.models
                   if m.player == player and m.on_table)
        return max(0, math.ceil((best - 3.0 - R25 - 1e-6) / 6.0))
    assert o1["turns"]["bob"] == fewest("bob") and o1["turns"]["devin"] == fewest("devin")
    best = min(o1["turns"]["bob"], o1["turns"]["devin"])
    assert o1["first"] == [p for p in ("bob", "devin") if o1["turns"][p] == best]
    # a tie: both warbands' fastest models the same distance away
    b, d = state.model("bob-1"), state.model("devin-1")
    b.x_in, b.y_in = 36.0, 24.0 + 10.0
    d.x_in, d.y_in = 36.0, 24.0 - 10.0
    o1 = planner.plan(state, "devin")["objectives"][0]
    assert o1["turns"]["bob"] == o1["turns"]["devin"] == 2
    assert o1["first"] == ["bob", "devin"]


def test_r5_a_warband_still_to_set_up_races_from_its_zone():
    state = demo_state()
    set_move(state, "phil", 5.0)
    for m in state.models:
        if m.player == "phil":
            m.status = "unplaced"
    zone = zone_of(state, "phil")
    assert zone is not None
    o1 = plan_document(state, "bob")["objectives"][0]
    # from the zone's edge (x = 6 - radius for the centre) to within 3 in of (36, 24)
    length = 36.0 - (6.0 - R25) - 3.0 - R25
    assert o1["turns"]["phil"] == math.ceil(length / 5.0)


def test_plan_reads_movement_from_the_game_file(capsys, tmp_path):
    state = demo_state()
    for pid in ("phil", "devin"):
        set_move(state, pid, None)
    set_move(state, "bob", 6.0)
    path = tmp_path / "moves.json"
    path.write_text(dumps_game(state), encoding="utf-8")
    code, out, err = run(capsys, str(path), "phil")
    assert code == 0, err
    doc = json.loads(out)
    assert all(o["turns"]["bob"] is not None for o in doc["objectives"])
    assert all(o["turns"]["phil"] is None and o["turns"]["devin"] is None
               for o in doc["objectives"])
    assert all(o["first"] == ["bob"] for o in doc["objectives"])
