"""File ▸ New game through the menu (issue: a game made there could never be saved, and every
such game had the same dice and shuffle): the menu's ``triggered(bool)`` must never reach the
wizard's seed. Each wizard gets a fresh seed (C1), and its game saves, autosaves and is
recovered after a crash."""

from __future__ import annotations

import json

import pytest

from app.game.autosave import find_recoveries
from app.game.rosters import Roster, RosterEntry, save_roster
from app.game.saves import load_game
from app.rules.bases import Base


@pytest.fixture
def rosters(tmp_path):
    """Two warband files the players saved on an earlier evening."""
    paths = []
    for name, entries in (
            ("Clan Eshin", [RosterEntry("Night Runner", Base.round(25), "runners", 3, 20)]),
            ("Reiklanders", [RosterEntry("Swordsman", Base.round(25), "", 3, 35)]),
            ("Witch Hunters", [RosterEntry("Zealot", Base.round(25), "", 3, 25)])):
        path = tmp_path / f"{name}.json"
        save_roster(Roster(name, system="mordheim", warband=name, models=entries), path)
        paths.append(path)
    return paths


def players_of(rosters):
    return [{"name": "Ann", "roster": rosters[0], "rating": 120},
            {"name": "Bob", "roster": rosters[1], "rating": 110},
            {"name": "Cy", "roster": rosters[2], "rating": 95}]


def test_new_game_from_the_menu_has_a_whole_number_seed_and_saves(club_pc, qtbot, monkeypatch,
                                                                   tmp_path, rosters):
    player = club_pc(as_app=True)
    win = player.window
    wizard = player.new_game("mordheim", "street-brawl", players_of(rosters))
    assert not wizard.isVisible(), wizard.players_page.problem.text()
    state = win.controller.state
    assert [p.name for p in state.players] == ["Ann", "Bob", "Cy"]
    seed = state.rng.seed
    assert type(seed) is int and seed not in (0, 1)
    # autosaved at once (it was not: "rng.seed: expected a whole number, got false")
    autosave = win.files.autosave
    assert autosave.game_path.exists()
    assert load_game(autosave.game_path).rng.seed == seed
    assert "Autosave failed" not in win.statusBar().currentMessage()
    target = tmp_path / "tuesday.json"
    with player.choosing_file(target):
        player.menu("File", "Save")  # a game never saved: Save asks where
    assert json.loads(target.read_text(encoding="utf-8"))["rng"]["seed"] == seed
    assert load_game(target).rng.seed == seed
    assert not win.isWindowModified()


def test_two_new_games_from_ctrl_n_get_their_own_seed_and_dice(club_pc, qtbot, monkeypatch):
    """C1: each game its own shuffle; two wizards once rolled the same 3 + 4 = 7."""
    from PySide6.QtCore import Qt

    player = club_pc(as_app=True)
    win = player.window
    seeds, rolls = [], []
    for _ in range(2):
        player.key(Qt.Key.Key_N, ctrl=True, widget=win)
        wizard = win.new_game_wizard
        assert wizard is not None and wizard not in [w for w, _ in seeds]
        qtbot.waitExposed(wizard)
        page = wizard.scenario_page
        page.system.setCurrentIndex(page.system.findData("mordheim"))
        shown = []
        for _ in range(6):
            player.click(page.roll_button)
            shown.append(page.dice.text())
        rolls.append(shown)
        seeds.append((wizard, wizard.rng.seed))
        wizard.reject()
    assert all(type(seed) is int for _, seed in seeds)
    assert seeds[0][1] != seeds[1][1]
    assert rolls[0] != rolls[1]


def test_the_checkable_measure_entry_still_gets_its_checked_flag(club_pc, qtbot, monkeypatch):
    """Only checkable actions hand ``checked`` on: Tools > Measure arms and disarms."""
    player = club_pc(as_app=True)
    win = player.window
    player.menu("Tools", "Measure")
    assert win.view.measuring
    player.menu("Tools", "Measure")
    assert not win.view.measuring
