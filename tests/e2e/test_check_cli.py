"""``python -m app check GAME.json``: verdicts as JSON, or exit 2 with one line (issue 7)."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "resources" / "games" / "demo.json"
R25 = 25 / 25.4 / 2


def check(*args):
    return subprocess.run([sys.executable, "-m", "app", "check", *map(str, args)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def demo():
    return json.loads(DEMO.read_text(encoding="utf-8"))


def test_check_prints_verdicts_for_the_demo_game_and_exits_0():
    run = check(DEMO)
    assert run.returncode == 0, run.stderr
    doc = json.loads(run.stdout)
    assert [o["id"] for o in doc["objectives"]] == ["o1", "o2", "o3"]
    assert all(set(o) >= {"id", "controlled_by"} for o in doc["objectives"])
    assert len(doc["models"]) == len(demo()["models"])
    first = doc["models"][0]
    assert first == {"id": "bob-1", "legal": True, "can_run": True, "cover": False,
                     "violations": []}


def test_check_reports_a_model_set_up_too_close_with_rule_reason_other_and_distance(tmp_path):
    data = demo()
    rat = next(m for m in data["models"] if m["id"] == "phil-14")
    captain = next(m for m in data["models"] if m["id"] == "bob-1")
    captain["x_in"], captain["y_in"] = rat["x_in"] + 5.84 + 2 * R25, rat["y_in"]
    game = tmp_path / "close.json"
    game.write_text(json.dumps(data), encoding="utf-8")
    doc = json.loads(check(game).stdout)
    verdict = next(m for m in doc["models"] if m["id"] == "bob-1")
    assert not verdict["legal"]
    close = [v for v in verdict["violations"] if v["other"] == "phil-14"]
    assert close and close[0]["rule"] == "M4"
    assert close[0]["distance_in"] == pytest.approx(5.84)
    assert "must be more than 6 in" in close[0]["reason"]



@pytest.mark.parametrize("setup", ["auto", "no"])
def test_check_reports_g8_overlapping_bases_on_both_models_and_not_touching_ones(tmp_path,
                                                                                 setup):
    """G8 in set-up and without set-up rules (as in play): both models, each naming the
    other; two bases exactly touching are fine."""
    data = demo()
    models = {m["id"]: m for m in data["models"]}
    priest, hunter, zealot = models["bob-2"], models["bob-3"], models["bob-5"]
    priest["x_in"] = hunter["x_in"] - 2 * R25 + 0.05  # 0.05 in over the Witch Hunter's base
    models["bob-4"]["x_in"] = zealot["x_in"] - 2 * R25  # exactly touching the Zealot
    game = tmp_path / "overlap.json"
    game.write_text(json.dumps(data), encoding="utf-8")
    run = check(game, "--setup", setup)
    assert run.returncode == 0, run.stderr
    verdicts = {m["id"]: m for m in json.loads(run.stdout)["models"]}

    def g8(mid):
        return [v for v in verdicts[mid]["violations"] if v["rule"] == "G8"]

    assert g8("bob-2") == [{"rule": "G8", "other": "bob-3", "distance_in": 0.0,
                            "reason": "Overlaps Witch Hunter (WH1, Witch Hunters) by 0.05 in "
                                      "(G8)"}]
    assert g8("bob-3") == [{"rule": "G8", "other": "bob-2", "distance_in": 0.0,
                            "reason": "Overlaps Warrior Priest (Prst, Witch Hunters) by "
                                      "0.05 in (G8)"}]
    assert not verdicts["bob-2"]["legal"] and not verdicts["bob-3"]["legal"]
    assert g8("bob-4") == [] and g8("bob-5") == [] and verdicts["bob-4"]["legal"]

BROKEN = {
    "not-json.json": ("a shopping list, not a game", "not valid JSON"),
    "cut-short.json": ("{\"format\": ", "cut short"),
    "empty.json": ("", "empty"),
    "bad-x.json": (lambda d: d["models"][3].update(x_in="far"), "models[3].x_in"),
    "bad-kind.json": (lambda d: d["deployment"].update(kind="spiral"), "deployment.kind"),
    "no-size.json": (lambda d: d["models"][0]["base"].pop("diameter_mm"), "models[0].base"),
    "bad-edge.json": (lambda d: d["players"][0].update(edge="north"), "players[0].edge"),
    "bad-status.json": (lambda d: d["models"][2].update(status="dead"), "models[2].status"),
    "wrong-format.json": (lambda d: d.update(format="something-else"), "format"),
    # numbers written as text or true/false are refused, naming the field (not read as 40)
    "quoted-x.json": (lambda d: d["models"][0].update(x_in="40"),
                      'models[0].x_in: expected a number, got "40"'),
    "true-y.json": (lambda d: d["models"][1].update(y_in=True),
                    "models[1].y_in: expected a number, got true"),
    "quoted-table.json": (lambda d: d["table"].update(width_in="72"), "table.width_in"),
    "quoted-control.json": (lambda d: d["objective_control"].update(control_in="3"),
                            "objective_control.control_in"),
    "nan-x.json": (lambda d: d["models"][2].update(x_in=float("nan")),
                   "models[2].x_in: NaN is not a number"),
    "far-x.json": (lambda d: d["models"][0].update(x_in=5000), "models[0].x_in"),
    "round-length.json": (lambda d: d["models"][0]["base"].update(length_mm=32),
                          "models[0].base: a round base has no length_mm"),
}


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_check_a_broken_file_exits_2_with_one_line_naming_file_and_field(tmp_path, name):
    content, expected = BROKEN[name]
    path = tmp_path / name
    if callable(content):
        data = demo()
        content(data)
        content = json.dumps(data)
    path.write_text(content, encoding="utf-8")
    run = check(path)
    assert run.returncode == 2
    assert run.stdout == ""
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1, run.stderr
    assert "Traceback" not in run.stderr
    assert name in lines[0] and expected in lines[0]


def test_check_a_missing_file_exits_2(tmp_path):
    run = check(tmp_path / "nowhere.json")
    assert run.returncode == 2 and len(run.stderr.strip().splitlines()) == 1
    assert "nowhere.json" in run.stderr


def test_check_a_game_whose_undo_history_is_damaged_still_judges_it_and_warns(tmp_path):
    doc = demo()
    doc["history"] = {"index": 3, "steps": []}
    path = tmp_path / "damaged.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    result = check(path)
    assert result.returncode == 0 and json.loads(result.stdout)["models"]
    assert result.stderr.startswith("table-marshal check: warning: ") and "history.index" in result.stderr


def test_check_s5_no_cover_in_a_game_without_reinforced_defenses(tmp_path):
    """S5 (issue 17): the Mordheim demo does not use Reinforced Defenses, so a model standing
    on an objective has no cover (before, every game reported it by the objective's id)."""
    data = demo()
    captain = next(m for m in data["models"] if m["id"] == "bob-1")
    captain["x_in"], captain["y_in"] = 36.0, 24.0  # on objective o1 "Wyrdstone 1"
    game = tmp_path / "on-objective.json"
    game.write_text(json.dumps(data), encoding="utf-8")
    verdict = next(m for m in json.loads(check(game).stdout)["models"] if m["id"] == "bob-1")
    assert verdict["cover"] is False and "cover_objective" not in verdict


@pytest.mark.parametrize("off, cover", [(0.0, True), (0.001, False)])
def test_check_s5_cover_at_the_scenarios_distance_names_the_objective_and_the_charge_rule(
        tmp_path, off, cover):
    """S5 where the game uses Reinforced Defenses at 4.5 in: exactly 4.5 in from the
    objective's centre to the base (at an odd angle) gives cover, 0.001 in beyond does not;
    the verdict names "Wyrdstone 1" and says only a Move charge may charge the unit."""
    import math

    data = demo()
    data["objective_control"]["cover_in"] = 4.5
    data["turn"]["phase"] = "activation"  # in play: no set-up rules
    captain = next(m for m in data["models"] if m["id"] == "bob-1")
    a, d = math.radians(200.0), 4.5 + off + R25
    captain["x_in"], captain["y_in"] = 36.0 + d * math.cos(a), 24.0 + d * math.sin(a)
    game = tmp_path / "reinforced.json"
    game.write_text(json.dumps(data), encoding="utf-8")
    run = check(game, "--setup", "no")
    assert run.returncode == 0, run.stderr
    verdict = next(m for m in json.loads(run.stdout)["models"] if m["id"] == "bob-1")
    assert verdict["cover"] is cover
    if cover:
        assert verdict["cover_objective"] == "o1" and verdict["cover_name"] == "Wyrdstone 1"
        assert "Wyrdstone 1" in verdict["cover_reason"] and "o1" not in verdict["cover_reason"]
        assert "within 4.5 in" in verdict["cover_reason"]
        assert "charged only by a charge that uses the charger's Move value" in \
            verdict["cover_reason"]
