"""``python -m app sight GAME.json MODEL_ID`` (T3, T4) and ``check``'s T2 violations, run as
a player runs them: a process, its JSON on stdout, exit 2 with one line for bad input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "resources" / "games" / "demo.json"


def run(*args):
    return subprocess.run([sys.executable, "-m", "app", *map(str, args)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def skirmish(tmp_path, terrain):
    """Three models of two players: the closest enemy hides behind a house."""
    data = json.loads(DEMO.read_text(encoding="utf-8"))
    models = {m["id"]: m for m in data["models"]}
    keep = [models["bob-1"], models["bob-2"], next(m for m in data["models"]
                                                  if m["player"] != "bob")]
    me, mate, enemy = keep
    me.update(x_in=10, y_in=10)
    mate.update(x_in=10, y_in=20)
    enemy.update(x_in=20, y_in=10)
    far = dict(enemy, id="far-enemy", label="", x_in=10, y_in=30)
    data["models"] = [me, mate, enemy, far]
    data["turn"]["activated"] = []
    data["turn"]["starts"] = {}
    data["terrain"] = terrain
    path = tmp_path / "g.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path, me["id"], mate["id"], enemy["id"]


HOUSE = {"id": "h1", "name": "House", "kind": "building", "height_in": 6, "shape": "rect",
         "x_in": 15, "y_in": 10, "width_in": 4, "depth_in": 4, "facing_deg": 0}


def test_sight_lists_who_the_model_sees_and_the_closest_enemy_it_sees(tmp_path):
    path, me, mate, enemy = skirmish(tmp_path, [HOUSE])
    done = run("sight", path, me)
    assert done.returncode == 0, done.stderr
    doc = json.loads(done.stdout)
    assert doc == {"model": me, "sees": [mate, "far-enemy"], "enemies_seen": ["far-enemy"],
                   "closest_enemy": "far-enemy", "blocked": {enemy: "h1"}}


def test_without_the_house_the_closest_enemy_is_the_nearer_one(tmp_path):
    path, me, mate, enemy = skirmish(tmp_path, [])
    doc = json.loads(run("sight", path, me).stdout)
    assert doc["closest_enemy"] == enemy and doc["blocked"] == {}


def test_sight_refuses_an_unknown_model_and_a_broken_file_with_one_line(tmp_path):
    path, *_ = skirmish(tmp_path, [HOUSE])
    done = run("sight", path, "nobody")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and str(path) in done.stderr and "nobody" in done.stderr
    broken = tmp_path / "broken.json"
    data = json.loads(path.read_text())
    data["terrain"][0]["height_in"] = "tall"
    broken.write_text(json.dumps(data))
    done = run("sight", broken, "bob-1")
    assert done.returncode == 2 and done.stderr.count("\n") == 1
    assert "terrain[0].height_in" in done.stderr and str(broken) in done.stderr


def test_check_reports_a_model_inside_a_building(tmp_path):
    """T2 in ``check``: the model's verdict names the piece, as G8 names the other model."""
    path, me, *_ = skirmish(tmp_path, [dict(HOUSE, x_in=10, y_in=10)])
    done = run("check", path)
    assert done.returncode == 0, done.stderr
    verdict = next(v for v in json.loads(done.stdout)["models"] if v["id"] == me)
    assert not verdict["legal"]
    (t2,) = [v for v in verdict["violations"] if v["rule"] == "T2"]
    assert t2["other"] == "h1" and "House" in t2["reason"]
