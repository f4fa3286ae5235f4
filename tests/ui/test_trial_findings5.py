"""The fourth newcomer trial's findings (issue 33/34/35 session), each replayed through what
the player touches: the New game wizard's players page, ..."""

from __future__ import annotations

from app.game.rosters import Roster, RosterEntry, save_roster
from app.rules.bases import Base


# -- 3. a roster of the other game system on the wizard's players page ------------------------
def test_a_mordheim_roster_in_a_trench_crusade_game_is_refused_on_the_players_page(
        club_pc, tmp_path):
    player = club_pc()
    wizard = player.new_game_to_players("trench-crusade", "contested-ground")
    page = wizard.players_page
    skaven = tmp_path / "skaven.json"
    save_roster(Roster("Skaven", system="mordheim", warband="Clan Eshin",
                       models=[RosterEntry("Verminkin", Base.round(25), "", 3, 20)]), skaven)
    pilgrims = tmp_path / "pilgrims.json"
    save_roster(Roster("Pilgrims", system="trench-crusade", warband="Pilgrims",
                       models=[RosterEntry("Pilgrim", Base.round(25), "", 3, 20)]), pilgrims)
    for row, who in zip(page.active_rows, ("Ann", "Bob", "Cy", "Di")):
        player.type_into(row.name, who)
        player.open_roster(row, skaven if who == "Ann" else pilgrims)
    finish = player.wizard_button(wizard, "Finish")
    assert not finish.isEnabled()
    assert "Ann's roster is a Mordheim roster; the game is Trench Crusade" in \
        page.notice.text(), page.notice.text()
    # Ann opens a Trench Crusade roster: the game can start
    player.open_roster(page.active_rows[0], pilgrims)
    assert "Mordheim roster" not in page.notice.text()
    assert finish.isEnabled()


# -- 2. End turn with models still to activate (C7): not asked (Ctrl+Z takes it back), said ---
def test_c7_ending_the_turn_before_every_model_activated_is_said_in_the_log(dealt_window, qtbot):
    from PySide6.QtCore import Qt

    win = dealt_window
    state = win.controller.state
    assert state.turn.phase == "activation"
    left = sum(1 for m in state.models if m.on_table and m.player in state.turn.initiative)
    qtbot.mouseClick(win.panel.end_turn_button, Qt.MouseButton.LeftButton)
    assert state.turn.phase == "ended"
    said = [e.text for e in state.log if "not activated" in e.text]
    assert said == [f"Turn 1 was ended with {left} models not activated (C7); Ctrl+Z takes "
                    "it back"]
    qtbot.mouseClick(win.panel.new_turn_button, Qt.MouseButton.LeftButton)
    while win.panel.next_button.isEnabled():
        qtbot.mouseClick(win.panel.next_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(win.panel.end_turn_button, Qt.MouseButton.LeftButton)
    # a turn whose every model activated ends without that line
    assert [e.text for e in state.log if "not activated" in e.text] == said


# -- 14. the guide's first picture fits its page -----------------------------------------------
def test_help_players_guide_fits_its_pictures_in_the_page(club_pc, qtbot):
    player = club_pc((1366, 768))
    player.menu("Help", "Player's guide")
    from app.ui.guide import GuideWindow

    guide = next(w for w in player.window.findChildren(GuideWindow))
    qtbot.waitExposed(guide)
    qtbot.waitUntil(lambda: guide.browser.document().characterCount() > 100)
    assert guide.browser.horizontalScrollBar().maximum() == 0
    guide.resize(1300, 700)  # wider: the picture may grow, still no scrolling sideways
    qtbot.wait(10)
    assert guide.browser.horizontalScrollBar().maximum() == 0
    guide.close()
    qtbot.waitUntil(lambda: not guide.isVisible())
