"""Autosave without Qt: written atomically to the user data folder, removed on a clean exit
or when the work is saved, and found after a crash (its process gone)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from app.game import autosave
from app.game.autosave import AutosaveSession, find_recoveries, pid_alive
from app.game.saves import dumps_game
from savekit import demo_state


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_default_folder_is_the_user_data_folder_for_tablemarshal(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    folder = autosave.default_folder()
    assert "TableMarshal" in folder.parts and folder.name == "autosave"
    if sys.platform.startswith("linux"):
        assert folder == tmp_path / "TableMarshal" / "autosave"


def test_write_holds_the_game_and_where_it_came_from(tmp_path):
    session = AutosaveSession(tmp_path)
    state = demo_state()
    state.models[0].x_in = 33.5
    session.write(state, tmp_path / "club.json")
    assert session.game_path.read_text(encoding="utf-8") == dumps_game(state)
    meta = json.loads(session.meta_path.read_text(encoding="utf-8"))
    assert meta["source"] == str(tmp_path / "club.json") and meta["pid"] == os.getpid()
    assert meta["name"] == state.name


def test_clean_exit_removes_the_autosave(tmp_path):
    session = AutosaveSession(tmp_path)
    session.write(demo_state(), None)
    session.close()
    assert os.listdir(tmp_path) == []
    session.write(demo_state(), None)  # after close nothing more is written
    assert os.listdir(tmp_path) == []


def test_running_app_is_not_offered_its_own_or_a_live_autosave(tmp_path):
    mine = AutosaveSession(tmp_path)
    mine.write(demo_state(), None)
    assert find_recoveries(tmp_path, own=mine) == []
    # another instance still running (its pid alive) is left alone
    live = tmp_path / f"autosave-{os.getppid()}-abcd.json"
    live.write_text(dumps_game(demo_state()), encoding="utf-8")
    assert find_recoveries(tmp_path, own=mine) == []


def test_crashed_session_is_found_and_loads_exactly(tmp_path):
    state = demo_state()
    state.models[2].x_in, state.models[2].y_in = 40.25, 17.5
    crashed = AutosaveSession(tmp_path)
    crashed.write(state, tmp_path / "mine.json")
    dead = _dead_pid()
    assert not pid_alive(dead)
    # as if written by that (now dead) process
    game = tmp_path / f"autosave-{dead}-{crashed.token}.json"
    crashed.game_path.rename(game)
    crashed.meta_path.rename(game.with_name(game.stem + ".meta.json"))
    found = find_recoveries(tmp_path, own=AutosaveSession(tmp_path))
    assert len(found) == 1
    recovery = found[0]
    assert recovery.source == tmp_path / "mine.json" and recovery.name == state.name
    assert dumps_game(recovery.load()) == dumps_game(state)
    recovery.discard()
    assert os.listdir(tmp_path) == []


def test_autosave_from_an_earlier_run_with_a_reused_pid_is_offered(tmp_path):
    earlier = AutosaveSession(tmp_path)
    earlier.write(demo_state(), None)
    # a new run in a process that got the same pid: a different session token
    now = AutosaveSession(tmp_path)
    assert [r.game_path for r in find_recoveries(tmp_path, own=now)] == [earlier.game_path]


def test_missing_or_broken_note_still_offers_the_game(tmp_path):
    session = AutosaveSession(tmp_path)
    session.write(demo_state(), None)
    session.meta_path.write_text("{broken", encoding="utf-8")
    found = find_recoveries(tmp_path, is_alive=lambda pid: False, own=None)
    assert len(found) == 1 and found[0].source is None
    assert found[0].saved_at  # from the file's time


def test_newest_crash_comes_first(tmp_path):
    a, b = AutosaveSession(tmp_path), AutosaveSession(tmp_path)
    a.write(demo_state(), None)
    b.write(demo_state(), Path("b.json"))
    for session, when in ((a, "2026-11-30T10:00:00+00:00"), (b, "2026-11-30T11:00:00+00:00")):
        meta = json.loads(session.meta_path.read_text(encoding="utf-8"))
        meta["saved_at"] = when
        session.meta_path.write_text(json.dumps(meta), encoding="utf-8")
    found = find_recoveries(tmp_path, is_alive=lambda pid: False)
    assert [r.game_path for r in found] == [b.game_path, a.game_path]


def test_no_folder_means_nothing_to_recover(tmp_path):
    assert find_recoveries(tmp_path / "none") == []


def _as_written_by(session: AutosaveSession, pid: int, started: str | None) -> Path:
    """Move ``session``'s autosave to the name process ``pid`` would use, noting ``started``."""
    game = session.folder / f"autosave-{pid}-{session.token}.json"
    session.game_path.rename(game)
    meta = json.loads(session.meta_path.read_text(encoding="utf-8"))
    meta["started"] = started
    game.with_name(game.stem + ".meta.json").write_text(json.dumps(meta), encoding="utf-8")
    session.meta_path.unlink()
    return game


def test_crash_is_offered_when_its_pid_now_belongs_to_another_process(tmp_path):
    crashed = AutosaveSession(tmp_path)
    crashed.write(demo_state(), None)
    parent = os.getppid()  # a live process, but not the one that wrote the autosave
    game = _as_written_by(crashed, parent, "old-boot/12345")
    found = find_recoveries(tmp_path, own=AutosaveSession(tmp_path),
                            identity=lambda pid: "this-boot/999")
    assert [r.game_path for r in found] == [game]


def test_autosave_of_a_still_running_app_with_the_same_start_is_not_offered(tmp_path):
    running = AutosaveSession(tmp_path)
    running.write(demo_state(), None)
    _as_written_by(running, os.getppid(), "boot/42")
    assert find_recoveries(tmp_path, own=AutosaveSession(tmp_path),
                           identity=lambda pid: "boot/42") == []


def test_process_identity_tells_a_live_process_from_a_later_one():
    mine = autosave.process_identity(os.getpid())
    if mine is None:  # not Linux: only the pid is compared
        return
    assert mine == autosave.process_identity(os.getpid())
    first = autosave.process_identity(1)  # started at boot, long before this test
    assert first is not None and first != mine
    assert first.split("/")[0] == mine.split("/")[0]  # same boot, other start
    assert AutosaveSession().identity == mine


def test_half_written_autosaves_of_killed_apps_are_cleared_but_not_a_running_apps(tmp_path):
    """An app killed while writing leaves a temp file: the next start removes it (it could
    grow to megabytes with a long undo history), but never one a running app is writing."""
    tmp_path.mkdir(exist_ok=True)
    dead = tmp_path / ".autosave-999991-aaaa.json.x1y2.tmp"
    alive = tmp_path / ".autosave-999992-bbbb.json.z3w4.tmp"
    other = tmp_path / ".notes.txt.tmp"
    for path in (dead, alive, other):
        path.write_text("{", encoding="utf-8")
    found = find_recoveries(tmp_path, is_alive=lambda pid: pid == 999992)
    assert found == []
    assert not dead.exists() and alive.exists() and other.exists()
