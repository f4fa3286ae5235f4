"""The edges of the board's gestures, as a newcomer's trial found them (issue 31): a model let
go outside the board goes back; a drop whose command grows the board's extent leaves the
model drawn where the game has it; Ctrl+Z while carrying a model from the tray ends the carry,
so the drop that follows places nothing."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QDropEvent, QMouseEvent
from PySide6.QtWidgets import QApplication

from playkit import looters_game

LEFT = Qt.MouseButton.LeftButton
NOMOD = Qt.KeyboardModifier.NoModifier


def _move(player, pos: QPoint) -> None:
    vp = player.viewport
    QApplication.sendEvent(vp, QMouseEvent(QMouseEvent.Type.MouseMove, QPointF(pos),
                                           QPointF(vp.mapToGlobal(pos)), Qt.MouseButton.NoButton,
                                           LEFT, NOMOD))


def _all_out_war(club_pc):
    player = club_pc((1366, 768))
    player.menu("File", "Open demo", "Trench Crusade All-Out War")
    state = player.window.controller.state
    model = next(m for m in state.models
                 if m.on_table and m.player == player.window.controller.whose_activation)
    return player, state, model


def _carry_to(player, model, end: QPoint) -> None:
    vp = player.viewport
    start = player.px(model.x_in, model.y_in)
    player.qtbot.mousePress(vp, LEFT, NOMOD, start)
    for k in range(1, 9):
        _move(player, QPoint(int(start.x() + (end.x() - start.x()) * k / 8), end.y()))


def test_a_model_let_go_outside_the_board_goes_back(club_pc):
    player, state, model = _all_out_war(club_pc)
    start = (model.x_in, model.y_in)
    far = QPoint(player.viewport.width() + 200, player.px(*start).y())
    _carry_to(player, model, far)
    player.qtbot.mouseRelease(player.viewport, LEFT, NOMOD, far)
    assert (model.x_in, model.y_in) == start and player.model_at(model.id) == start
    assert not player.window.controller.undo_stack.count()
    assert player.window.statusBar().currentMessage() == (
        "Move cancelled: released outside the board")
    assert not player.window.scene.visible_lines()


def test_a_drop_that_grows_the_board_leaves_the_model_drawn_where_the_game_has_it(club_pc):
    """A model put down beside the table, at the far side of the window, knowingly (Shift at
    the drop: wholly off the table is refused otherwise, G2): the board's extent grows to
    hold it (and the view scrolls); the drop is made there, not followed as a drag."""
    player, state, model = _all_out_war(club_pc)
    edge = QPoint(player.viewport.width() - 6, player.px(model.x_in, model.y_in).y())
    _carry_to(player, model, edge)
    player.qtbot.mouseRelease(player.viewport, LEFT, Qt.KeyboardModifier.ShiftModifier, edge)
    assert player.window.controller.undo_stack.count() == 1
    assert player.model_at(model.id) == (model.x_in, model.y_in)
    assert model.x_in > state.table.width_in  # beside the table: placed knowingly (G2)
    assert not player.window.scene.visible_lines()


def test_undo_while_carrying_from_the_tray_ends_the_carry(club_pc, tmp_path):
    player = club_pc((1366, 768))
    win = looters_game(player, tmp_path)
    panel = win.setup_panel
    payload = panel.tray_payloads()[0]
    assert payload.startswith("counter:")
    player.drag_from_tray(payload, (24, 26))  # a crate placed: something to undo
    placed = len(win.controller.state.objectives)
    payload = panel.tray_payloads()[0]
    player.drag_from_tray(payload, (30, 26), drop=False)  # carried, not dropped
    assert win.view.busy
    player.undo()
    assert not win.view.busy and len(win.controller.state.objectives) == placed - 1
    drop = QDropEvent(QPointF(player.px(30, 26)), Qt.DropAction.CopyAction, player._tray_data,
                      LEFT, NOMOD)
    QApplication.sendEvent(player.viewport, drop)
    assert len(win.controller.state.objectives) == placed - 1  # nothing placed by it
    assert win.statusBar().currentMessage() == "Drag cancelled by the undo"


def test_the_position_goes_from_the_status_bar_when_the_pointer_leaves_the_board(club_pc):
    """Trial 10: after a release outside the board the position label kept the last spot,
    about 200 in off the table ("x -199.97 in … (off table)")."""
    player, state, model = _all_out_war(club_pc)
    far = QPoint(player.viewport.width() + 200, player.px(model.x_in, model.y_in).y())
    _carry_to(player, model, far)
    player.qtbot.mouseRelease(player.viewport, LEFT, NOMOD, far)
    label = player.window.status_line.position_label
    assert "off table" in label.text()
    QApplication.sendEvent(player.viewport, QEvent(QEvent.Type.Leave))  # as Qt sends it then
    assert label.text() == "x –  y –"
