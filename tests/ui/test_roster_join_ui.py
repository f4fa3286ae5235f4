"""Issue 32: before set-up begins, File ▸ Import roster… offers "A new player…" after the
game's players; answered with a name, the player joins with the roster's warband in their
tray (a row in the panel, a colour and a mark of their own), and Edit ▸ Undo takes them away.
Once the set-up order is found the choice is not offered."""

from __future__ import annotations

import pytest
from PySide6 import QtWidgets

from app.game.saves import save_game
from test_roster_import_anywhere import campaign_roster


def fresh_looters(tmp_path):
    """The Looters for Ann, Bob and Cy, the set-up order still to be drawn (C4)."""
    from app.game.newgame import PlayerSetup, new_game
    from app.game.scenarios import bundled_scenarios
    from app.rules.rng import GameRng

    scenario = next(s for s in bundled_scenarios() if s.id == "the-looters")
    state = new_game(scenario, [PlayerSetup(n, warband=f"{n}'s band") for n in
                                ("Ann", "Bob", "Cy")], rng=GameRng(seed=3))
    path = tmp_path / "fresh-looters.json"
    save_game(state, path)
    return path


@pytest.fixture
def before_set_up(club_pc, tmp_path):
    player = club_pc()
    with player.choosing_file(fresh_looters(tmp_path)):
        player.menu("File", "Open game")
    player.wait(lambda: player.window.controller.state.scenario == "the-looters")
    return player


def _answer(player, choice, name):
    offered = []

    def whose(parent, title, label, items, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003
        offered.append(list(items))
        return choice, True

    def named(parent, title, label, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003
        offered.append(label)
        return name, True

    player.monkeypatch.setattr(QtWidgets.QInputDialog, "getItem", staticmethod(whose))
    player.monkeypatch.setattr(QtWidgets.QInputDialog, "getText", staticmethod(named))
    return offered


def test_a_roster_brings_a_new_player_who_joins_and_undo_takes_them_away(before_set_up,
                                                                        tmp_path):
    player = before_set_up
    win = player.window
    offered = _answer(player, "A new player\u2026", "Dee")
    with player.choosing_file(campaign_roster(tmp_path)):
        player.menu("File", "Import roster")
    player.wait(lambda: len(win.controller.state.players) == 4)
    assert offered[0][-1] == "A new player\u2026" and len(offered[0]) == 4
    assert "Flies of the Grail" in offered[1]  # the name is asked naming the warband
    state = win.controller.state
    dee = state.players[-1]
    assert (dee.name, dee.warband) == ("Dee", "Flies of the Grail")
    assert len({p.colour for p in state.players}) == 4
    mine = [m for m in state.models if m.player == dee.id]
    assert [m.name for m in mine] == ["Plague Knight 1", "Plague Knight 2",
                                      "Heralds of Beelzebub"]
    assert win.rosters.last_message.startswith("Dee joins with Flies of the Grail: 3 models")
    player.wait(lambda: dee.id in win.panel.rows)  # a row of their own in the turn panel
    player.undo()
    player.wait(lambda: len(win.controller.state.players) == 3)
    assert not [m for m in win.controller.state.models if m.player == dee.id]
    player.redo()
    player.wait(lambda: len(win.controller.state.players) == 4)


def test_a_taken_name_is_refused_in_one_sentence_and_nothing_changes(before_set_up, tmp_path):
    player = before_set_up
    win = player.window
    _answer(player, "A new player\u2026", "bob")
    with player.choosing_file(campaign_roster(tmp_path)):
        player.menu("File", "Import roster")
    player.wait(lambda: "called bob already" in win.rosters.last_message)
    assert len(win.controller.state.players) == 3


def test_once_the_set_up_order_is_found_no_new_player_is_offered(before_set_up, tmp_path):
    from app.game.newgame import step_command

    player = before_set_up
    win = player.window
    assert win.controller.attempt(step_command(win.controller.state))  # C4's draw
    offered = _answer(player, "Ann \u2014 Ann's band", "")
    with player.choosing_file(campaign_roster(tmp_path)):
        player.menu("File", "Import roster")
    player.wait(lambda: bool(offered))
    assert "A new player\u2026" not in offered[0]
