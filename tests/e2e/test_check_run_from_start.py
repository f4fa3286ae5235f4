"""``python -m app check``: ``can_run`` (M10) from where the models stood when the player's
turn began (``turn.starts``), or from where they stand when the file records none."""

import json
import subprocess
import sys
from pathlib import Path

from app.game.commands import EndTurn, MoveModel, RollOrderOfPlay
from app.game.saves import dumps_game, load_game
from app.paths import demo_game_path

ROOT = Path(__file__).resolve().parents[2]


def check(path):
    run = subprocess.run([sys.executable, "-m", "app", "check", str(path)], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    return {m["id"]: m for m in json.loads(run.stdout)["models"]}


def test_check_reports_can_run_from_the_recorded_starts_and_falls_back_without(tmp_path):
    state = load_game(demo_game_path())
    RollOrderOfPlay(first={"bob": 6, "phil": 2, "devin": 1}).apply(state)
    MoveModel("bob-1", 46.0, 10.0).apply(state)  # within 8 in of Devin's models
    EndTurn().apply(state)  # Phil's turn begins: bob-1 recorded there
    MoveModel("bob-1", 30.0, 30.0).apply(state)  # then dragged far from everyone
    game = tmp_path / "in-play.json"
    game.write_text(dumps_game(state), encoding="utf-8")
    models = check(game)
    assert models["bob-1"]["can_run"] is False
    assert "when the turn began" in models["bob-1"]["run_blocker"]["reason"]
    assert models["devin-5"]["can_run"] is False  # the enemy is judged from the same spots
    assert models["bob-2"]["can_run"] is True
    # the same position with no recorded starts (an older file): measured where they stand
    doc = json.loads(game.read_text(encoding="utf-8"))
    del doc["turn"]["starts"]
    game.write_text(json.dumps(doc), encoding="utf-8")
    models = check(game)
    assert models["bob-1"]["can_run"] is True and models["devin-5"]["can_run"] is True
