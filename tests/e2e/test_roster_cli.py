"""``python -m app roster FILE`` (issue 18): an imported roster printed as the app's own roster
JSON (v3 since issue 32: each model's profile and Movement), or exit 2 with one line on stderr naming the file."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from rosterkit import model, need_real, roster_doc, unit, write_rosz

ROOT = Path(__file__).resolve().parents[2]


def roster_cli(*args):
    return subprocess.run([sys.executable, "-m", "app", "roster", *map(str, args)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def test_a_mordheim_rosz_is_printed_as_a_v3_roster_with_its_warband_rating(tmp_path):
    doc = roster_doc("mordheim", "Skaven.cat", [
        model("Assassin Adept"), unit("Verminkin", model("Verminkin", 5)), model("Rat Ogre")],
        name="Clan Eshin")
    run = roster_cli(write_rosz(doc, tmp_path / "Clan Eshin.rosz"))
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout)
    assert out["format"] == "table-marshal/roster" and out["version"] == 3
    assert out["system"] == "mordheim" and out["rating"] == 5 + 25 + 20
    assert sum(m["count"] for m in out["models"]) == 7
    ogre = next(m for m in out["models"] if m["name"] == "Rat Ogre")
    assert ogre["base"] == {"shape": "round", "diameter_mm": 40} and ogre["base_source"] == "guess"
    assert out["source"]["file"] == "Clan Eshin.rosz"
    assert (ogre["move_in"], ogre["move_type"]) == (6, "")
    assert list(ogre["profile"]) == ["M", "WS", "BS", "S", "T", "W", "I", "A", "LD"]


def test_a_malformed_companion_file_exits_2_without_a_traceback(tmp_path):
    """Issue 32: a number where a list was expected, in every place a list is read."""
    path = tmp_path / "odd.json"
    path.write_text(json.dumps({"name": "Odd", "faction": "fc_ironsultanate", "ducat_bank": 1,
                                "models": [{"model": {"model": "md_x", "equipment": 5,
                                                      "stat_selections": 3},
                                            "purchase": 7}, 9]}), encoding="utf-8")
    run = roster_cli(path)
    assert run.returncode == 2 and "Traceback" not in run.stderr
    assert len(run.stderr.strip().splitlines()) == 1 and str(path) in run.stderr


def test_a_roster_of_another_game_exits_2_with_one_line_naming_it():
    real = need_real()
    path = real / "battlescribe-ros" / "aos-skaven.bs.rosz"
    run = roster_cli(path)
    assert run.returncode == 2 and run.stdout == ""
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and str(path) in lines[0]
    assert "an Age of Sigmar roster; Table Marshal plays Trench Crusade and Mordheim" in lines[0]


def test_a_missing_file_and_no_file_exit_2(tmp_path):
    run = roster_cli(tmp_path / "nowhere.ros")
    assert run.returncode == 2 and "nowhere.ros" in run.stderr and "Traceback" not in run.stderr
    run = roster_cli()
    assert run.returncode == 2 and "Traceback" not in run.stderr
