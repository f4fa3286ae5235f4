"""Issue 15, item 12: Threat and Command Points (S1). A run of − / + presses on one pool of
one player is one undo step and one log line giving the net change; a press on another
pool or player, or anything else done in between, starts a new step. The merged step is
saved with the game's undo history (format v4) and undone after the file is opened again.
Driven through the row's − / + buttons, Edit ▸ Undo and File ▸ Save as / Open."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from playerpath import menu_action

from app.ui.file_menu import GAME_FILTER

LEFT = Qt.MouseButton.LeftButton


def press(qtbot, button, times=1):
    for _ in range(times):
        qtbot.mouseClick(button, LEFT)


def points_lines(window):
    """The event log's lines about points, as the log panel shows them."""
    panel = window.log_panel
    return [panel.item(i).text() for i in range(panel.count())
            if "Points" in panel.item(i).text() and "regains" not in panel.item(i).text()]



def test_s1_a_run_of_presses_on_one_pool_is_one_line_and_one_undo_step(card_window, qtbot):
    window = card_window
    state = window.controller.state
    stack = window.controller.undo_stack
    ana = state.player("ana")
    start = ana.threat_points
    row = window.panel.rows["ana"]
    steps = stack.count()
    press(qtbot, row.threat.plus, 4)
    press(qtbot, row.threat.minus)
    assert ana.threat_points == start + 3
    assert stack.count() == steps + 1
    line = f"Ana: Threat Points {start} \u2192 {start + 3} (+3)"
    assert points_lines(window) == [f"Set-up \u00b7 {line}"]
    assert state.log[-1].text == line
    assert window.undo_action.text() == f"&Undo {line}"
    assert row.threat.value.text() == f"Threat {start + 3}"
    window.undo_action.trigger()  # one Undo takes back the whole run
    assert ana.threat_points == start
    assert row.threat.value.text() == f"Threat {start}"
    assert stack.count() == steps + 1 and stack.index() == steps
    window.redo_action.trigger()
    assert ana.threat_points == start + 3


def test_s1_another_pool_another_player_or_another_command_starts_a_new_step(
        card_window, qtbot):
    window = card_window
    state = window.controller.state
    stack = window.controller.undo_stack
    rows = window.panel.rows
    steps = stack.count()
    press(qtbot, rows["ana"].threat.plus, 2)
    press(qtbot, rows["ana"].command.plus)          # another pool
    press(qtbot, rows["ben"].command.plus, 2)       # another player
    assert stack.count() == steps + 3
    qtbot.mouseClick(window.tools.dice_box.buttons["D6"], LEFT)  # something else
    press(qtbot, rows["ben"].command.plus)
    assert stack.count() == steps + 5
    lines = [e.text for e in state.log if e.kind == "points"]
    assert lines == ["Ana: Threat Points 0 \u2192 2 (+2)", "Ana: Command Points 0 \u2192 1 (+1)",
                     "Ben: Command Points 0 \u2192 2 (+2)", "Ben: Command Points 2 \u2192 3 (+1)"]
    window.undo_action.trigger()
    window.undo_action.trigger()  # the roll
    window.undo_action.trigger()  # Ben's run of two
    assert state.player("ben").command_points == 0
    assert state.player("ana").command_points == 1


def test_s1_a_run_that_comes_back_to_where_it_began_leaves_nothing_to_undo(card_window, qtbot):
    window = card_window
    stack = window.controller.undo_stack
    row = window.panel.rows["cara"]
    steps, lines = stack.count(), len(window.controller.state.log)
    press(qtbot, row.command.plus, 2)
    press(qtbot, row.command.minus, 2)
    assert stack.count() == steps and stack.index() == steps
    assert len(window.controller.state.log) == lines == window.log_panel.count()


def test_s1_the_merged_step_is_saved_and_undone_after_reopening(card_window, qtbot, tmp_path,
                                                               monkeypatch):
    window = card_window
    row = window.panel.rows["ben"]
    start = window.controller.state.player("ben").threat_points
    press(qtbot, row.threat.plus, 3)
    path = tmp_path / "points.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), GAME_FILTER))
    menu_action(window, "Save as…").trigger()
    assert path.exists() and not window.isWindowModified()
    press(qtbot, row.threat.plus)  # after the save: a new step (Qt never merges into it)
    assert window.controller.undo_stack.count() == 2
    window.undo_action.trigger()

    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), GAME_FILTER))
    menu_action(window, "Open game…").trigger()
    state = window.controller.state
    assert state.player("ben").threat_points == start + 3
    assert [e.text for e in state.log if e.kind == "points"] == [
        f"Ben: Threat Points {start} \u2192 {start + 3} (+3)"]
    undo = window.undo_action
    line = f"Ben: Threat Points {start} \u2192 {start + 3} (+3)"
    assert undo.isEnabled() and undo.text() == f"&Undo {line}"
    undo.trigger()
    assert state.player("ben").threat_points == start
    assert window.panel.rows["ben"].threat.value.text() == f"Threat {start}"
    assert state.log[-1].text == f"Undone: Ben: Threat Points {start} \u2192 {start + 3} (+3)"
    assert not undo.isEnabled()


def vp_lines(window):
    panel = window.log_panel
    return [panel.item(i).text() for i in range(panel.count()) if " VP (" in panel.item(i).text()]


def test_v1_a_run_of_vp_presses_that_nets_to_zero_stays_one_line_and_one_undo_step(
        card_window, qtbot, tmp_path, monkeypatch):
    """V1 by hand: + + − − on Ana's victory points comes back to 0, but the players pressed:
    one log line ("0 → 0 VP (+0, by hand)"), one step Edit ▸ Undo names and takes back; a
    press after it merges into the same run; the step is saved and undone after reopening."""
    window = card_window
    state = window.controller.state
    stack = window.controller.undo_stack
    row = window.panel.rows["ana"]
    steps = stack.count()
    press(qtbot, row.victory.plus, 2)
    press(qtbot, row.victory.minus, 2)
    line = "Ana: 0 \u2192 0 VP (+0, by hand)"
    assert stack.count() == steps + 1 and stack.index() == steps + 1
    assert vp_lines(window) == [f"Set-up \u00b7 {line}"]
    assert window.undo_action.text() == f"&Undo {line}"
    assert row.victory.value.text() == "VP 0"
    press(qtbot, row.victory.plus)  # the run goes on: still one step, one line
    assert stack.count() == steps + 1
    assert vp_lines(window) == ["Set-up \u00b7 Ana: 0 \u2192 1 VP (+1, by hand)"]
    press(qtbot, row.victory.minus)
    assert stack.count() == steps + 1 and vp_lines(window) == [f"Set-up \u00b7 {line}"]
    path = tmp_path / "vp.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), GAME_FILTER))
    menu_action(window, "Save as…").trigger()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), GAME_FILTER))
    menu_action(window, "Open game…").trigger()
    state = window.controller.state
    assert [e.text for e in state.log if e.kind == "score"] == [line]
    undo = window.undo_action
    assert undo.isEnabled() and undo.text() == f"&Undo {line}"
    undo.trigger()
    assert state.log[-1].text == f"Undone: {line}"
    assert state.victory_points == {}
