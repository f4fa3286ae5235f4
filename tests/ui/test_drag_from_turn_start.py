"""M10 on the board: a model dragged in play keeps the running verdict of where it stood when
its player's turn began (halo and status), the status says how far it has moved from there
("moved X.XX in") and a line runs back to that spot; Esc puts it back. Driven through the
player's path (tests/playkit.py): the panel's button, real mouse drags, the menu, the key."""

import math

from PySide6.QtCore import Qt

from playkit import Player


def status(window):
    return window.statusBar().currentMessage()


def moved_lines(window):
    return [r for r in window.scene.visible_lines() if r.kind == "moved"]


def start_of_phils_turn(player, window):
    """Roll the order of play, walk Bob's Captain up to Devin's warband, end the turn: the
    next player's turn begins with the Captain within 8 in of Devin's models."""
    player.click(window.panel.order_button)
    state = window.controller.state
    assert state.turn.phase == "player-turn"
    player.drag_model("bob-1", (46.0, 10.0))
    player.wait(lambda: abs(state.model("bob-1").y_in - 10.0) < 0.1)
    player.menu("Game", "End turn")
    captain = state.model("bob-1")
    player.wait(lambda: state.turn.starts.get("bob-1") == [captain.x_in, captain.y_in, 0.0])
    return state


def test_m10_a_model_dragged_far_is_still_judged_from_its_start(window, qtbot, monkeypatch):
    player = Player(qtbot, window, monkeypatch)
    state = start_of_phils_turn(player, window)
    captain = window.scene.model_items["bob-1"]
    sx, sy, _ = state.turn.starts["bob-1"]
    assert window.controller.verdict("bob-1").can_run is False
    # drag it 25 in away from everyone, button still held: judged from where it started
    player.drag((sx, sy), (30.0, 30.0), steps=8, release=False)
    assert captain.feedback_state == "caution"
    text = status(window)
    assert "Cannot run:" in text and "when the turn began, within 8 in (M10)" in text
    cx, cy = player.model_at("bob-1")
    assert math.hypot(cx - 30.0, cy - 30.0) < 0.1
    moved = math.hypot(cx - sx, cy - sy)
    assert text.endswith(f"; moved {moved:.2f} in from where it started the turn")
    (line,) = moved_lines(window)
    assert (line.line.p1().x(), line.line.p1().y()) == (sx, sy)
    assert (line.line.p2().x(), line.line.p2().y()) == (cx, cy)
    assert line.text == f"moved {moved:.2f} in"
    window.grab().save("/tmp/r17b/dragged-far.png")
    # Esc puts it back where it stood; the line goes
    player.key(Qt.Key.Key_Escape)
    assert status(window) == "Move cancelled"
    assert player.model_at("bob-1") == (sx, sy)
    assert moved_lines(window) == []
    qtbot.mouseRelease(player.viewport, Qt.MouseButton.LeftButton, pos=player.px(30.0, 30.0))
    assert (state.model("bob-1").x_in, state.model("bob-1").y_in) == (sx, sy)


def test_m10_a_model_that_could_run_stays_green_when_dragged_up_to_an_enemy(
        window, qtbot, monkeypatch):
    player = Player(qtbot, window, monkeypatch)
    start_of_phils_turn(player, window)
    fighter = window.scene.model_items["bob-12"]  # 62.5, 46.5: far from every enemy
    player.drag((62.5, 46.5), (62.5, 12.0), steps=8, release=False)
    assert fighter.feedback_state == "legal"
    text = status(window)
    assert "can run: no enemy within 8 in (M10)" in text
    cx, cy = player.model_at("bob-12")
    moved = math.hypot(cx - 62.5, cy - 46.5)
    assert moved > 34 and text.endswith(f"; moved {moved:.2f} in from where it started the turn")
    assert len(moved_lines(window)) == 1
    qtbot.mouseRelease(player.viewport, Qt.MouseButton.LeftButton, pos=player.px(62.5, 12.0))
    state = window.controller.state
    player.wait(lambda: abs(state.model("bob-12").y_in - 12.0) < 0.1)
    assert moved_lines(window) == []  # the line belongs to the drag
    assert window.controller.verdict("bob-12").can_run is True
    # the drop is one undoable move
    player.undo()
    assert state.model("bob-12").y_in == 46.5


def test_m10_no_moved_line_during_set_up(setup_window, qtbot, monkeypatch):
    player = Player(qtbot, setup_window, monkeypatch)
    player.drag((45.0, 44.0), (40.0, 44.0), release=False)
    assert "moved" not in status(setup_window) and moved_lines(setup_window) == []
    player.key(Qt.Key.Key_Escape)
    qtbot.mouseRelease(player.viewport, Qt.MouseButton.LeftButton, pos=player.px(40.0, 44.0))
