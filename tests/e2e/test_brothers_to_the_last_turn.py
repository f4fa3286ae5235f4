"""V1, V2 through the player's path (tests/playkit.py): a four-player Brothers-in-Arms played
to its last turn from File ▸ New game, models dragged from the tray onto the objectives, the
turns driven from the panel's buttons, points added by hand with a row's + and taken back
with Undo, the game saved, closed and opened again, and the winners named after turn 4."""

from __future__ import annotations

from test_club_night import deploy_from_the_tray, roster_file, save_close_reopen


def play_a_turn(player, first=False):
    win = player.window
    panel = win.panel
    if first:
        player.click(win.setup_panel.action)  # C5: turn 1's Initiative cards
    else:
        player.click(panel.new_turn_button)
    while panel.next_button.isEnabled():
        player.click(panel.next_button)
    player.click(panel.end_turn_button)


def test_v1_v2_a_four_player_brothers_in_arms_played_to_its_last_turn(club_pc, qtbot,
                                                                      monkeypatch, tmp_path):
    player = club_pc((1366, 768), as_app=True)
    names = ["Heretic Legion", "Trench Pilgrims", "Iron Sultanate", "Court of the Seven"]
    rosters = [roster_file(tmp_path, "trench-crusade", n, [("Officer", 25, "", 1, 50)])
               for n in names]
    player.new_game("trench-crusade", "brothers-in-arms", [
        {"name": who, "roster": r} for who, r in zip(("Ann", "Bob", "Cy", "Di"), rosters)],
        table=(48, 48))
    state = player.window.controller.state
    assert state.alliances == [frozenset({"ann", "bob"}), frozenset({"cy", "di"})]
    player.click(player.window.setup_panel.action)  # C4: a draw for the set-up order
    # Ann and Bob on a quarter objective each, Cy on one, Di away from all five (S4)
    spots = {"ann": iter([(13, 12)]), "bob": iter([(36, 13)]), "cy": iter([(35, 36)]),
             "di": iter([(3, 24)])}
    deploy_from_the_tray(player, spots)

    play_a_turn(player, first=True)
    rows = player.window.panel.rows
    assert rows["ann"].victory.value.text() == "Team VP 2"
    assert rows["bob"].victory.value.text() == "Team VP 2"
    assert rows["cy"].victory.value.text() == "Team VP 1"
    assert "Victory points (V1): Ann & Bob 2 VP, Cy & Di 1 VP" in player.window.panel.notice.text()
    assert any(e.text == "Ann & Bob: 0 \u2192 1 VP (+1, turn 1: holds Top-left quarter)"
               for e in state.log)

    # V1 by hand: Di's + pressed twice is one step; Undo takes both back
    player.click(rows["di"].victory.plus)
    player.click(rows["di"].victory.plus)
    assert rows["di"].victory.value.text() == "Team VP 3"
    assert state.log[-1].text == "Cy & Di: 1 \u2192 3 VP (+2, by hand)"
    player.undo()
    assert rows["di"].victory.value.text() == "Team VP 1"

    play_a_turn(player)
    player, path = save_close_reopen(player, qtbot, tmp_path, club_pc, "brothers-vp.json")
    state = player.window.controller.state
    assert state.victory_points == {"ann": 4, "cy": 2}
    rows = player.window.panel.rows
    assert rows["ann"].victory.value.text() == "Team VP 4"

    play_a_turn(player)
    assert not state.result
    play_a_turn(player)  # turn 4, the last (V2)
    panel = player.window.panel
    assert state.result == "last-turn"
    assert panel.heading.text() == "Game over"
    assert ("Turn 4, the last, has ended: Heretic Legion (Ann) & Trench Pilgrims (Bob) win "
            "on victory points (Ann & Bob 8 VP, Cy & Di 4 VP).") in panel.notice.text()
    assert "\u2605 Winner" in rows["ann"].notes.text()
    assert "\u2605 Winner" in rows["bob"].notes.text()
    assert not rows["cy"].notes.text().startswith("\u2605")
    assert not panel.new_turn_button.isEnabled()
    assert not rows["cy"].victory.plus.isEnabled()
    # the final sheet says who won and the points (a newcomer's trial found only "turn 4")
    from pypdf import PdfReader

    with player.choosing_file(tmp_path / "final.pdf"):
        player.menu("File", "Export board")
    sheet = " ".join(" ".join(page.extract_text().split())
                     for page in PdfReader(tmp_path / "final.pdf").pages)
    assert "Result" in sheet and "win on victory points" in sheet, sheet
    assert "Victory points: Ann & Bob 8 VP, Cy & Di 4 VP" in sheet, sheet
    player.undo()  # the end of turn 4 is taken back: the game goes on
    assert not state.result and state.victory_points == {"ann": 6, "cy": 3}
    assert panel.heading.text() == "Turn 4"
