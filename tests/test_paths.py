"""app/paths.py finds the bundled files from source and from a frozen (PyInstaller) build."""

import shutil
import sys
from pathlib import Path

from app import paths, selftest

ROOT = Path(__file__).resolve().parent.parent


def test_from_source_the_paths_are_the_repository_folders(monkeypatch):
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    assert paths.app_root() == ROOT
    assert paths.demo_game_path() == ROOT / "resources" / "games" / "demo.json"
    assert paths.demo_game_path().is_file()
    assert paths.scenarios_dir() == ROOT / "scenarios"


def test_frozen_build_reads_resources_and_scenarios_from_the_unpack_folder(tmp_path, monkeypatch):
    shutil.copytree(ROOT / "resources", tmp_path / "resources")
    (tmp_path / "scenarios").mkdir()
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.app_root() == tmp_path
    assert paths.resources_dir() == tmp_path / "resources"
    assert paths.scenarios_dir() == tmp_path / "scenarios"
    assert paths.demo_game_path() == tmp_path / "resources" / "games" / "demo.json"
    # the self-test's file checks pass against the unpack folder...
    results = selftest.run_checks((("demo game", selftest.check_demo_game),
                                   ("icon", selftest.check_icon)))
    assert [r.status for r in results] == ["ok", "ok"], results
    # ...and fail, naming the folder, when the bundle lacks a file
    (tmp_path / "resources" / "icons" / "table-marshal-32.png").unlink()
    (result,) = selftest.run_checks((("icon", selftest.check_icon),))
    assert result.status == "FAIL"
    assert str(tmp_path) in result.detail and "table-marshal-32.png" in result.detail
