"""Two whole club evenings, played only through what a player touches (tests/playkit.py):
File ▸ New game, every model deployed by dragging from the tray, an illegal drop refused,
two turns driven from the panel, an alliance made and broken, a warband leaving the game,
Save from the menu, the window closed, the file opened again from the menu, Undo, and the
board exported and the 1:1 plan printed.

- A three-player Mordheim Treasure Hunt (M3 set-up order, wyrdstone counters, M4 segments by
  clicking the board, M5 order of play and clockwise turns, M10 alliances, M9 rout).
- A four-player Trench Crusade Brothers-in-Arms (C4 set-up draw, S2 Battle Formations, C5
  Initiative cards, C7 activations, fixed teams, C9 a warband fleeing)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from app.game.saves import load_game
from rosterkit import saved_roster as roster_file  # the neighbours' evenings import it here


SIZES = [pytest.param((1366, 768), id="1366x768"), pytest.param((1920, 1080), id="1920x1080")]


def snapshot(player, name):
    """With TABLE_MARSHAL_SHOTS=folder set, keep a picture of the window as the player sees
    it (docs/club-night-*.png are made so: see README)."""
    folder = os.environ.get("TABLE_MARSHAL_SHOTS")
    if folder:
        win = player.window
        frames = []

        def still() -> bool:  # the picture as it stands once Qt has laid the window out:
            frames.append(win.grab().toImage())  # two grabs alike, with events between
            return len(frames) > 1 and frames[-1] == frames[-2]

        player.qtbot.waitUntil(still)
        size = f"{win.width()}x{win.height()}"
        Path(folder).mkdir(parents=True, exist_ok=True)
        assert win.grab().save(str(Path(folder) / f"club-night-{name}-{size}.png"))


def segment_spots(state, pid, spacing=2.4):
    """Legal set-up spots for ``pid``'s warband: 2.5 in in from the middle of its segment
    (M4: wholly within 6 in of it), ``spacing`` apart (bases never overlap, G8)."""
    seg = state.table.segments()[state.player(pid).segment]
    (x0, y0), (x1, y1) = seg.start, seg.end
    if y0 == y1:  # a half of the top or bottom edge
        y = 2.5 if y0 == 0 else state.table.depth_in - 2.5
        lo = min(x0, x1) + 9
        return iter([(lo + spacing * k, y) for k in range(12)])
    x = 2.5 if x0 == 0 else state.table.width_in - 2.5
    lo = min(y0, y1) + 12
    return iter([(x, lo + spacing * k) for k in range(12)])


def deploy_from_the_tray(player, spots):
    player.deploy_everything(spots)


def save_close_reopen(player, qtbot, tmp_path, club_pc, name):
    """File ▸ Save as, close the window, File ▸ Open the file in a new window."""
    path = tmp_path / name
    with player.choosing_file(path):
        player.menu("File", "Save as")
    assert path.exists() and not player.window.isWindowModified()
    player.window.close()
    assert not player.window.isVisible()
    again = club_pc((player.window.width(), player.window.height()), as_app=True)
    with again.choosing_file(path):
        again.menu("File", "Open game")
    assert again.window.controller.path == path
    return again, path


def export_and_print(player, tmp_path):
    board = tmp_path / "board.pdf"
    with player.choosing_file(board, "PDF (*.pdf)"):
        player.menu("File", "Export board")
    assert board.read_bytes().startswith(b"%PDF")
    plan = tmp_path / "plan.pdf"
    with player.picking("A4"), player.choosing_file(plan), player.answering("OK"):
        player.menu("File", "Print plan at 1:1")
    assert plan.read_bytes().startswith(b"%PDF") and plan.stat().st_size > 10_000


@pytest.mark.parametrize("size", SIZES)
def test_a_three_player_mordheim_treasure_hunt_evening(club_pc, qtbot, monkeypatch, tmp_path,
                                                       size):
    player = club_pc(size, as_app=True)
    rosters = [
        roster_file(tmp_path, "mordheim", "Clan Eshin", [
            ("Assassin Adept", 25, "", 1, 60), ("Night Runner", 25, "runners", 2, 20)]),
        roster_file(tmp_path, "mordheim", "Reiklanders", [
            ("Captain", 25, "", 1, 60), ("Swordsman", 25, "", 2, 35)]),
        roster_file(tmp_path, "mordheim", "Witch Hunters", [
            ("Witch Hunter", 25, "", 2, 25), ("Warhound", 40, "hounds", 1, 15)])]
    wizard = player.new_game("mordheim", "treasure-hunt", [
        {"name": "Ann", "roster": rosters[0], "rating": 140},
        {"name": "Bob", "roster": rosters[1], "rating": 130},
        {"name": "Cy", "roster": rosters[2], "rating": 95}])
    assert not wizard.isVisible(), wizard.players_page.problem.text()
    win = player.window
    snapshot(player, "mordheim-setup")
    state = win.controller.state
    assert state.scenario == "treasure-hunt" and [p.rating for p in state.players] == [
        140, 130, 95]
    assert type(state.rng.seed) is int and win.isWindowModified()
    panel = win.setup_panel
    assert win.setup_dock.isVisible()

    # M3 set-up order, then the wyrdstone counters dropped from the tray
    player.click(panel.action)
    assert sorted(state.setup_order) == ["ann", "bob", "cy"]
    player.click(panel.action)  # D3 for the counters
    spots = iter([(20 + 4 * k, 18 + 3 * (k % 3)) for k in range(12)])
    while panel.tray_payloads() and panel.tray_payloads()[0].startswith("counter:"):
        assert player.drag_from_tray(panel.tray_payloads()[0], next(spots)), \
            panel.verdict.text()
    assert state.objectives

    # M4: each player in set-up order clicks a free segment on the board
    for letter in "ACE":
        player.click_segment(letter)
    assert sorted(p.segment for p in state.players) == ["A", "C", "E"]

    # an illegal drop (in the middle of the table, M4) is refused and says why
    first = panel.tray_payloads()[0]
    mid = first.partition(":")[2]
    assert not player.drag_from_tray(first, (36, 24))
    assert state.model(mid).status == "unplaced"
    assert "segment" in panel.verdict.text() and "Shift" in panel.verdict.text()

    spots = {p.id: segment_spots(state, p.id) for p in state.players}
    deploy_from_the_tray(player, spots)
    assert all(m.on_table for m in state.models)

    # M5 order of play, then two turns passing clockwise
    player.click(panel.action)
    assert state.turn.number == 1 and state.turn.phase == "player-turn"
    assert not win.setup_dock.isVisible()
    turn_panel = win.panel
    player.show_tab("Dice and draws")
    player.click(win.tools.dice_box.buttons["D6"])
    assert "D6" in state.log[-1].text
    player.show_tab("Turn")

    # at the start of Ann's turn she offers Bob an alliance; Bob accepts (M10)
    while state.turn.current_player != "ann":
        player.click(turn_panel.end_turn_button)
    player.choose(turn_panel.rows["ann"].alliance_button, "Propose to Reiklanders")
    player.press("Accept", within=turn_panel.rows["bob"])
    assert state.allied("ann", "bob")
    assert "Allied with" in turn_panel.rows["ann"].notes.text()
    snapshot(player, "mordheim")

    # each player moves a model in their turn (a real drag on the board) and ends it
    start_turn = state.turn.number
    while state.turn.number < start_turn + 2:
        pid = state.turn.current_player
        model = next(m for m in state.models if m.player == pid and m.on_table)
        x, y = player.model_at(model.id)  # 3 in straight in from its table edge
        target = ((x, y + 3) if y < 12 else (x, y - 3) if y > 36 else
                  (x - 3, y) if x > 36 else (x + 3, y))
        player.drag_model(model.id, target)
        assert state.model(model.id).x_in == pytest.approx(target[0], abs=0.05)
        player.click(turn_panel.end_turn_button)

    # the alliance is broken (M10); then the Witch Hunters rout (M9)
    player.choose(turn_panel.rows["bob"].alliance_button, "Break alliance with Clan Eshin")
    assert not state.allied("ann", "bob")
    with player.answering("Yes"):
        player.press("Rout", within=turn_panel.rows["cy"])
    assert state.player("cy").fled
    assert "cy" not in state.order_of_play or state.player("cy").fled
    routed_line = state.log[-1].text

    # saved, closed, opened again another evening: Undo takes the rout back
    player, path = save_close_reopen(player, qtbot, tmp_path, club_pc, "treasure-hunt.json")
    state = player.window.controller.state
    assert state.player("cy").fled
    undo = player.action("Edit", "Undo")
    assert undo.isEnabled() and "Rout" in undo.text() or "rout" in undo.text(), undo.text()
    assert json.loads(path.read_text(encoding="utf-8"))["rng"]["seed"] == state.rng.seed
    player.undo()
    assert not state.player("cy").fled
    assert any("Undone" in e.text or e.undone for e in state.log) or routed_line

    export_and_print(player, tmp_path)
    assert load_game(path).scenario == "treasure-hunt"


@pytest.mark.parametrize("size", SIZES)
def test_a_four_player_trench_crusade_brothers_in_arms_evening(club_pc, qtbot, monkeypatch,
                                                               tmp_path, size):
    player = club_pc(size, as_app=True)
    troops = [("Trooper", 25, "squad", 3, 15), ("Officer", 40, "", 1, 50)]
    names = ["Heretic Legion", "Trench Pilgrims", "Iron Sultanate", "Court of the Seven"]
    rosters = [roster_file(tmp_path, "trench-crusade", n, troops) for n in names]
    player.new_game("trench-crusade", "brothers-in-arms", [
        {"name": who, "roster": r} for who, r in zip(("Ann", "Bob", "Cy", "Di"), rosters)],
        table=(48, 48))
    win = player.window
    state = win.controller.state
    assert state.scenario == "brothers-in-arms" and len(state.players) == 4
    assert state.alliances == [frozenset({"ann", "bob"}), frozenset({"cy", "di"})]
    panel = win.setup_panel

    player.click(panel.action)  # C4: a draw for the set-up order
    assert state.setup_order == state.last_draw.order
    corners = dict(zip([p.id for p in state.players],
                       [(5, 5), (36, 5), (5, 36), (36, 36)]))
    spots = {pid: iter([(x + 2.4 * (k % 3), y + 2.4 * (k // 3)) for k in range(9)])
             for pid, (x, y) in corners.items()}
    deploy_from_the_tray(player, spots)
    assert all(m.on_table for m in state.models)
    player.click(panel.action)  # C5: turn 1's Initiative cards
    assert state.turn.number == 1 and state.turn.phase == "activation"
    assert set(state.turn.initiative) == {"ann", "bob", "cy", "di"}

    turn_panel = win.panel
    # Brothers-in-Arms plays in fixed teams: no alliance can be made or broken, and the
    # Alliance button says why (its Mordheim counterpart above makes and breaks one)
    alliance = turn_panel.rows["ann"].alliance_button
    player.see(alliance)
    assert not alliance.isEnabled() and "Fixed teams" in alliance.toolTip()
    # C7: a click selects; Enter activates the selected model of the due warband
    due = win.controller.whose_activation
    own = next(m for m in state.models if m.player == due)
    player.click_model(own.id)
    assert state.turn.activated == []
    player.key(Qt.Key.Key_Return)
    assert state.turn.activated == [own.id]
    snapshot(player, "trench-crusade")
    while turn_panel.next_button.isEnabled():
        player.click(turn_panel.next_button)
    assert len(state.turn.activated) == len(state.models)
    player.click(turn_panel.end_turn_button)

    # turn 2: Command Points spent, a roll-off in the Dice tab, the Court of the Seven flees
    player.click(turn_panel.new_turn_button)
    assert state.turn.number == 2
    player.show_tab("Dice and draws")
    player.click(win.tools.draw_box.draw_button)
    assert state.last_draw is not None
    player.show_tab("Turn")
    with player.answering("Yes"):
        player.press("Flee", within=turn_panel.rows["di"])
    assert state.player("di").fled
    assert "di" not in state.turn.initiative or state.player("di").fled
    while turn_panel.next_button.isEnabled():
        player.click(turn_panel.next_button)
    player.click(turn_panel.end_turn_button)

    player, path = save_close_reopen(player, qtbot, tmp_path, club_pc, "brothers.json")
    state = player.window.controller.state
    assert state.turn.number == 2 and state.player("di").fled
    player.undo()  # the end of turn 2 is taken back
    assert state.turn.phase != "ended"
    export_and_print(player, tmp_path)
