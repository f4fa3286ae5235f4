"""What a newcomer's trial of the whole app found, each fixed and checked through what a player
touches (tests/playkit.py): Rout… before play begins (M9), two players with one name, the
controls left working after Game over (V2), the board's room during set-up at 1366x768, and
the model editor's messages."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.game.labels import display_labels
from app.ui.controller import GameController
from app.ui.main_window import MainWindow
from playkit import Player, plain
from rosterkit import saved_roster


# -- 1. Rout… only once play has begun (M9, C9) ----------------------------------------------
def test_m9_rout_is_disabled_during_set_up_and_says_why(club_pc):
    player = club_pc()
    player.menu("File", "Open demo", "Mordheim Treasure Hunt")
    panel = player.window.panel
    rows = list(panel.rows.values())
    assert panel.heading.text() == "Set-up"
    for row in rows:
        assert plain(row.flee_button.text()) == "Rout"
        assert not row.flee_button.isEnabled(), "Rout… can be pressed during set-up"
        assert "only once play has begun" in row.flee_button.toolTip()
    player.press("Roll order of play")
    assert panel.heading.text().startswith("Turn 1")
    for row in rows:
        assert row.flee_button.isEnabled()
        assert row.flee_button.toolTip() == "The warband routs: its models leave the table (M9)"
    player.undo()  # back in the set-up: refused again
    assert not rows[0].flee_button.isEnabled()


def test_c9_flee_from_the_model_menu_is_refused_before_the_first_turn(club_pc):
    player = club_pc()
    player.menu("File", "Open demo", "Mordheim Treasure Hunt")
    state = player.window.controller.state
    model = next(m for m in state.models if m.on_table)
    with pytest.raises(AssertionError, match="disabled"):
        player.model_menu(model.id, f"{state.player(model.player).warband} routs")
    assert not state.player(model.player).fled


# -- 3. after Game over nothing that moves the game on still looks usable (V2) ---------------
def _end_the_game(player):
    """Two of the three warbands of the All-Out War demo flee from their rows (C9)."""
    rows = list(player.window.panel.rows.values())
    for row in rows[1:]:
        with player.answering("Yes"):
            player.click(row.flee_button)
    assert player.window.panel.heading.text() == "Game over"
    return rows


def test_v2_after_game_over_the_turn_controls_and_points_are_disabled_and_undo_restores(
        club_pc):
    player = club_pc()
    player.menu("File", "Open demo", "Trench Crusade All-Out War")
    state = player.window.controller.state
    rows = _end_the_game(player)
    turn = state.turn.number
    initiative = player.action("Game", "Initiative phase")
    assert not initiative.isEnabled(), "Initiative (Ctrl+T) is offered after Game over"
    assert "The game is over" in initiative.toolTip()
    for entry in ("Activate selected model", "Activate next model", "End turn"):
        assert not player.action("Game", entry).isEnabled(), entry
    player.key(Qt.Key.Key_T, ctrl=True)  # the shortcut: nothing dealt
    assert state.turn.number == turn and state.result
    winner = rows[0]
    for box in (winner.threat, winner.command):
        for b in (box.minus, box.plus):
            assert not b.isEnabled(), f"{box.title} {b.text()} works after Game over"
            assert "The game is over" in b.toolTip()
    for b in (player.window.panel.new_turn_button, player.window.panel.end_turn_button):
        assert not b.isEnabled() and "The game is over" in b.toolTip()

    player.undo()  # the last flight taken back: the game goes on, mid-turn
    assert not state.result
    assert player.action("Game", "End turn").isEnabled()
    assert player.action("Game", "Initiative phase").isEnabled() == \
        player.window.panel.new_turn_button.isEnabled()
    assert winner.threat.plus.isEnabled()
    assert winner.threat.plus.toolTip() == "Gain 1 Threat Point (S1)"


# -- 2. two players with one name: refused on the players page -------------------------------
def test_two_players_with_one_name_keep_finish_disabled_until_one_is_renamed(club_pc,
                                                                            tmp_path):
    player = club_pc()
    wizard = player.new_game_to_players("trench-crusade", "contested-ground")
    page = wizard.players_page
    finish = player.wizard_button(wizard, "Finish")
    first, second = page.active_rows
    for row, warband in zip((first, second), ("Pilgrims", "Heretics")):
        with player.choosing_file(saved_roster(tmp_path, "trench-crusade", warband, [
                ("Trooper", 25, "", 3, 15)])):
            player.click(row.load_button)
    assert finish.isEnabled()
    player.type_into(first.name, "Ann Lee")
    player.type_into(second.name, "  ann  LEE ")  # case and spaces do not make another name
    assert not finish.isEnabled(), "Finish takes two players called Ann Lee"
    assert "\u2717 Two players are called ann LEE: give each a different name." in \
        page.notice.text()
    player.see(page.notice)
    for row in (first, second):
        assert "give each a different name" in row.name.toolTip()
    player.type_into(second.name, "Bob")
    assert finish.isEnabled()
    assert "called" not in page.notice.text() and not first.name.toolTip()
    player.type_into(second.name, "")  # a player without a name is refused the same way
    assert not finish.isEnabled() and "\u2717 Player 2 needs a name." in page.notice.text()
    player.type_into(second.name, "Bob")
    player.finish(wizard)
    assert [p.name for p in player.window.controller.state.players] == ["Ann Lee", "Bob"]


# -- 5. the model editor says what is wrong beside the field, and OK waits ---------------------
def test_the_model_editor_names_the_field_beside_it_and_ok_waits_until_it_is_mended(club_pc):
    player = club_pc()
    player.menu("File", "Open demo", "Mordheim Treasure Hunt")
    state = player.window.controller.state
    mine, other = [m for m in state.models if m.on_table and m.player == state.players[0].id][:2]
    player.double_click_model(mine.id)
    editor = player.window.model_editor
    player.see(editor)
    ok = editor.ok_button
    assert ok.isEnabled()
    player.type_into(editor.name_edit, "")
    note = editor.notes["name"]
    player.see(note)
    assert note.text() == "\u2717 The name is empty: type the model's name"
    assert not ok.isEnabled()
    player.type_into(editor.name_edit, "Gnash")
    assert not note.isVisible() and ok.isEnabled()
    taken = display_labels(state)[other.id]  # the letters on the other model's token
    player.type_into(editor.label_edit, taken.lower())
    note = editor.notes["label"]
    player.see(note)
    assert note.text().startswith(f"\u2717 The short label {taken} is already {other.name}'s")
    assert not ok.isEnabled()
    player.type_into(editor.label_edit, "Gn")
    player.click(ok)
    assert not editor.isVisible()
    assert (state.model(mine.id).name, state.model(mine.id).label) == ("Gnash", "Gn")


# -- 4. the board gets the room during set-up at 1366x768 --------------------------------------
def _in_front(dock) -> bool:
    """The dock's tab is the one on the screen (a tab behind counts as visible to Qt)."""
    return dock.isVisible() and not dock.visibleRegion().isEmpty()


def _brothers_in_arms(player, tmp_path):
    rosters = [saved_roster(tmp_path, "trench-crusade", w, [("Trooper", 25, "squad", 2, 15)])
               for w in ("Heretic Legion", "Trench Pilgrims", "Iron Sultanate", "Court")]
    player.new_game("trench-crusade", "brothers-in-arms", [
        {"name": n, "roster": r} for n, r in zip(("Ann", "Bob", "Cy", "Di"), rosters)])


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_during_set_up_the_board_has_most_of_the_window_and_the_turn_tab_comes_back(
        club_pc, tmp_path, size):
    player = club_pc(size)
    win = player.window
    _brothers_in_arms(player, tmp_path)
    panel = win.setup_panel
    player.wait(lambda: _in_front(win.setup_dock))  # the set-up's tab in front of the Turn's
    assert not _in_front(win.panel_dock)
    board = win.view.viewport().width()
    assert board >= 0.6 * win.width(), f"the board is {board} px of a {win.width()} px window"
    assert win.setup_dock.width() <= 0.4 * win.width()
    player.wait(lambda: panel.action.visibleRegion().boundingRect().width()
                == panel.action.width())  # its button whole, not cut at the side
    player.click(panel.action)  # C4: the set-up order
    spots = {p.id: iter([(x + 2.0 * k, y) for k in range(4)]) for p, (x, y) in zip(
        win.controller.state.players, [(5, 5), (40, 5), (5, 40), (40, 40)])}
    player.deploy_everything(spots)
    player.click(panel.action)  # the first turn: play begins in the Turn tab
    assert win.controller.state.turn.number == 1
    player.wait(lambda: _in_front(win.panel_dock))
    assert not win.setup_dock.isVisible()
    player.undo()  # back in the set-up: its tab again
    player.wait(lambda: _in_front(win.setup_dock))


def test_the_docks_width_the_player_chose_is_kept_for_the_next_evening(qtbot, monkeypatch,
                                                                     tmp_path):
    from PySide6.QtCore import QSettings

    def window():
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        win = MainWindow(GameController(), settings=settings)
        qtbot.addWidget(win)
        win.restore_layout()
        win.resize(1366, 768)
        win.show()
        qtbot.waitExposed(win)
        return Player(qtbot, win, monkeypatch)

    player = window()
    _brothers_in_arms(player, tmp_path)
    win = player.window
    player.wait(lambda: _in_front(win.setup_dock))
    narrow = win.setup_dock.width()
    # the player drags the docks' edge 60 px to the left
    win.resizeDocks([win.setup_dock], [narrow + 60], Qt.Orientation.Horizontal)
    player.wait(lambda: win.setup_dock.width() == narrow + 60)
    wide = win.setup_dock.width()
    assert win.close()
    again = window()
    _brothers_in_arms(again, tmp_path)
    again.wait(lambda: _in_front(again.window.setup_dock))
    assert abs(again.window.setup_dock.width() - wide) <= 2


# -- D. the Game menu's turn entries follow the panel's buttons ------------------------------
def test_the_game_menus_turn_entries_and_their_shortcuts_work_only_when_the_buttons_do(
        club_pc):
    player = club_pc()
    player.menu("File", "Open demo", "Trench Crusade All-Out War")
    win, state = player.window, player.window.controller.state
    panel = win.panel
    pairs = {"Initiative phase": panel.new_turn_button, "Activate next model": panel.next_button,
             "Activate selected model": panel.next_button, "End turn": panel.end_turn_button}

    def agree():
        for entry, button in pairs.items():
            action = player.action("Game", entry)
            assert action.isEnabled() == button.isEnabled(), (entry, button.text())
            if not action.isEnabled():
                assert action.toolTip() == f"Not now. {panel.phase.text()}"

    assert state.turn.phase == "activation"  # the demo's turn 1, its cards dealt
    agree()
    initiative = player.action("Game", "Initiative phase")
    assert not panel.new_turn_button.isEnabled() and not initiative.isEnabled()
    assert initiative.toolTip().startswith("Not now. Activation phase")
    turn, dealt, logged = state.turn.number, dict(state.turn.initiative), len(state.log)
    win.statusBar().clearMessage()
    player.key(Qt.Key.Key_T, ctrl=True)  # Initiative's shortcut mid-turn: nothing at all
    assert (state.turn.number, state.turn.initiative, len(state.log)) == (turn, dealt, logged)
    assert win.statusBar().currentMessage() == ""  # not even a refusal
    player.key(Qt.Key.Key_E, ctrl=True, shift=True)  # End turn
    assert state.turn.phase == "ended"
    agree()
    assert not player.action("Game", "End turn").isEnabled()
    logged = len(state.log)
    player.key(Qt.Key.Key_E, ctrl=True, shift=True)  # End turn's shortcut again: nothing
    assert len(state.log) == logged and state.turn.phase == "ended"
    player.key(Qt.Key.Key_T, ctrl=True)  # the next Initiative phase (C5)
    assert state.turn.number == turn + 1 and state.turn.phase == "activation"
    agree()
    player.undo()  # the deal taken back: Initiative can be used again, End turn not
    assert state.turn.phase == "ended"
    agree()
    assert player.action("Game", "Initiative phase").isEnabled()
