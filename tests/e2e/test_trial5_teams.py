"""Trial 5: in Brothers-in-Arms a team-mate fleeing leaves the team whole (C9: team-mates are
not opponents; V1: the team's points tallied as one), and the Exposure list then offers only
the players still in the game, the fled team-mate never counted (R4)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from test_rules_in_play_17 import brothers_in_arms, end_the_turn, log_lines


def test_c9_v1_a_team_mate_fleeing_keeps_the_team_whole(club_pc, tmp_path):
    player = club_pc((1366, 768))
    win = player.window
    state = brothers_in_arms(player, tmp_path)
    teams = [frozenset({"ann", "bob"}), frozenset({"cy", "di"})]
    assert state.alliances == teams
    with player.answering("Yes"):
        player.press("Flee", within=win.panel.rows["di"])
    assert state.player("di").fled and not state.result
    assert state.alliances == teams  # C9: the team stays: Cy and Di are still team-mates
    assert not any("alliance with" in line for line in log_lines(win)[-2:])
    assert not state.is_enemy("cy", "di")
    end_the_turn(player)
    from app.game.scoring import tally_name, team_of

    assert team_of(state)["di"] == team_of(state)["cy"] == "cy"
    assert tally_name(state, "cy") == "Cy & Di"

    # the Exposure list: Di is out, not offered; Cy's map never counts Di
    player.menu("View", "Exposure")
    layer, legend = win.scene.exposure, win.planning.legend
    player.wait(lambda: layer.map is not None and legend.isVisible())
    offered = [legend.chooser.itemData(i) for i in range(legend.chooser.count())]
    assert "di" not in offered and {"ann", "bob", "cy"} <= set(offered)
    box = legend.chooser
    player.see(box)
    box.setFocus()
    while box.currentData() != "cy":
        player.qtbot.keyClick(box, Qt.Key.Key_Down)
    player.wait(lambda: layer.map is not None and layer.map.player == "cy")
    assert {e.player for e in layer.map.enemies} == {"ann", "bob"}




def test_v2_a_game_ended_by_a_flight_is_over_in_its_turn_not_after_it(club_pc, tmp_path):
    """Trial 5: the game ended when a team fled in turn 1 read "over after turn 1"; it
    ended in it."""
    player = club_pc((1366, 768))
    win = player.window
    state = brothers_in_arms(player, tmp_path)
    for pid in ("cy", "di"):
        with player.answering("Yes"):
            player.press("Flee", within=win.panel.rows[pid])
    assert state.result == "team-standing"
    assert "The game is over in turn 1:" in win.panel.phase.text()
