"""Terrain on the board (issue 19, T1-T4), driven as a player drives it: a piece dragged from
the Terrain tab's palette onto the table, moved, turned with R / Shift+R / Ctrl+R, resized by
a handle, edited by double-click, locked from its right-click menu, deleted with Delete, each
undone with Ctrl+Z; a model dragged into a building refused (T2); Sight toggled with V and
with the toolbar button, the status bar naming the enemies seen and the closest (T4); the
measure tool saying whether its two ends see each other (T3)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolBar

from playkit import Player, plain

TOL = 0.12  # inches: a mouse lands on whole pixels (about 12 px to the inch here)


def near(a: float, b: float, tol: float = TOL) -> bool:
    return abs(a - b) <= tol


@pytest.fixture
def player(window, qtbot, monkeypatch):
    """The Mordheim demo (segments chosen), View ▸ Terrain shown."""
    p = Player(qtbot, window, monkeypatch)
    p.menu("View", "Terrain")
    p.see(window.terrain_panel.list)
    return p


def _only_new(state, before: set[str]):
    new = [p for p in state.terrain if p.id not in before]
    assert len(new) == 1, [p.id for p in state.terrain]
    return new[0]


def test_palette_lists_the_bundled_pieces(player, window):
    texts = [window.terrain_panel.list.item(i).text()
             for i in range(window.terrain_panel.list.count())]
    assert any(t.startswith("Building 6 x 6 (building") for t in texts)
    assert any(t.startswith("Wall 12 in (wall") for t in texts)


def test_a_piece_placed_moved_turned_resized_edited_deleted_each_undone(player, window, qtbot):
    state = window.controller.state
    before = {p.id for p in state.terrain}
    # T1: put down from the palette
    assert player.drag_from_palette("Building 6 x 6", (50, 30))
    piece = _only_new(state, before)
    pid = piece.id
    assert piece.kind == "building" and near(piece.x_in, 50) and near(piece.y_in, 30)
    assert pid in window.scene.terrain_items
    assert "Place Building 6 x 6" in window.log_panel.item(window.log_panel.count() - 1).text()
    player.undo()
    assert pid not in {p.id for p in window.controller.state.terrain}
    assert pid not in window.scene.terrain_items  # the board dropped it
    player.redo()
    assert pid in window.scene.terrain_items

    # move: a drag on the piece
    start = player.piece_at(pid)
    player.drag(start, (46, 28))
    moved = window.controller.state.piece(pid)
    assert near(moved.x_in, start[0] - 4) and near(moved.y_in, start[1] - 2)
    player.undo()
    assert window.controller.state.piece(pid).x_in == pytest.approx(start[0])
    assert player.piece_at(pid)[0] == pytest.approx(start[0])

    # turn: select it (a click), R / Shift+R 15 degrees, Ctrl+R 1 degree
    player.click_board(*player.piece_at(pid))
    assert window.scene.selected_piece() is window.scene.terrain_items[pid]
    player.key(Qt.Key.Key_R)
    assert window.controller.state.piece(pid).facing_deg == pytest.approx(15)
    player.key(Qt.Key.Key_R, ctrl=True)
    assert window.controller.state.piece(pid).facing_deg == pytest.approx(16)
    player.undo()
    player.undo()
    assert window.controller.state.piece(pid).facing_deg == pytest.approx(0)
    player.key(Qt.Key.Key_R, shift=True)
    assert window.controller.state.piece(pid).facing_deg == pytest.approx(345)
    player.undo()

    # resize: the bottom-right corner handle dragged 2 in right and 1 in down; the opposite
    # corner stays where it was
    p = window.controller.state.piece(pid)
    corner = (p.x_in + p.width_in / 2, p.y_in + p.depth_in / 2)
    player.drag(corner, (corner[0] + 2, corner[1] + 1))
    grown = window.controller.state.piece(pid)
    assert near(grown.width_in, 8) and near(grown.depth_in, 7)
    assert near(grown.x_in - grown.width_in / 2, p.x_in - 3)  # the left edge did not move
    assert near(grown.y_in - grown.depth_in / 2, p.y_in - 3)
    assert window.scene.terrain_items[pid].piece.width_in == grown.width_in
    player.undo()
    assert window.controller.state.piece(pid).width_in == 6

    # edit: double-click opens its dialog; name, kind, height; OK is one step
    player.double_click_board(*player.piece_at(pid))
    dialog = window.piece_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.name.selectAll()
    qtbot.keyClicks(dialog.name, "Chapel")
    dialog.kind.setCurrentIndex(dialog.kind.findData("ruin"))
    dialog.height.setValue(3.5)
    player.click(dialog.buttons.button(dialog.buttons.StandardButton.Ok))
    edited = window.controller.state.piece(pid)
    assert (edited.name, edited.kind, edited.height_in) == ("Chapel", "ruin", 3.5)
    assert "Chapel" in window.scene.terrain_items[pid].toolTip()
    player.undo()
    edited = window.controller.state.piece(pid)
    assert (edited.name, edited.kind) == ("Building 6 x 6", "building")

    # delete: Delete with the piece selected
    player.click_board(*player.piece_at(pid))
    player.key(Qt.Key.Key_Delete)
    assert pid not in {q.id for q in window.controller.state.terrain}
    assert pid not in window.scene.terrain_items
    player.undo()
    assert pid in window.scene.terrain_items


def test_a_locked_piece_stays_put_under_a_drag(player, window):
    state = window.controller.state
    before = {p.id for p in state.terrain}
    assert player.drag_from_palette("Ruin 6 x 8", (40, 30))
    pid = _only_new(state, before).id
    player.board_menu(player.piece_at(pid), "Lock")
    assert window.controller.state.piece(pid).locked
    start = player.piece_at(pid)
    player.drag(start, (start[0] - 5, start[1]))
    assert window.controller.state.piece(pid).x_in == pytest.approx(start[0])
    assert "locked" in window.statusBar().currentMessage()
    player.key(Qt.Key.Key_R)  # a locked piece does not turn either
    assert window.controller.state.piece(pid).facing_deg == 0
    player.board_menu(player.piece_at(pid), "Unlock")
    assert not window.controller.state.piece(pid).locked
    player.undo()
    assert window.controller.state.piece(pid).locked


@pytest.fixture
def play(dealt_window, qtbot, monkeypatch):
    """The Trench Crusade card demo in play (turn 1 dealt), View ▸ Terrain shown."""
    p = Player(qtbot, dealt_window, monkeypatch)
    p.menu("View", "Terrain")
    p.see(dealt_window.terrain_panel.list)
    return p


def test_a_model_dragged_into_a_building_is_refused(play, dealt_window):
    """T2: a base may not stand in a building not marked enterable; the drop is refused with
    the piece named and the model stays where it was."""
    window = dealt_window
    assert play.drag_from_palette("Building 6 x 6", (12, 11))
    model = window.controller.state.model("ana-1")
    start = (model.x_in, model.y_in)
    play.drag_model("ana-1", (12, 10))
    assert (model.x_in, model.y_in) == start
    assert play.model_at("ana-1") == pytest.approx(start)
    said = window.statusBar().currentMessage()
    assert "not moved" in said and "Building 6 x 6" in said, said
    play.drag_model("ana-1", (12, 6.5))  # short of the building: it moves
    assert near(model.y_in, 6.5)


def _sight_button(window):
    bar = window.findChild(QToolBar, "mainToolbar")
    action = next(a for a in bar.actions() if plain(a.text()) == "Sight")
    return action, bar.widgetForAction(action)


def test_sight_by_key_and_button_names_the_enemies_seen(play, dealt_window):
    """T3/T4: with a model selected, V shades what it sees and the status bar lists the
    enemies seen and the closest; a building in the way hides the model behind it; the
    toolbar button turns it off and on again."""
    window = dealt_window
    assert play.drag_from_palette("Building 10 x 8", (12, 24))
    play.click_model("ana-1")
    play.key(Qt.Key.Key_V)
    action, button = _sight_button(window)
    assert action.isChecked()
    said = window.statusBar().currentMessage()
    assert said.startswith("Sight:") and "enemies" in said and "closest" in said, said
    assert "final word" in said  # T4: the table decides
    rep = window.scene.sight.report
    assert "ben-7" not in rep.sees and rep.blocked["ben-7"]  # behind the building
    assert "ben-1" in rep.sees
    assert rep.closest in rep.enemies
    assert window.scene.sight.item.isVisible()
    ben7 = window.controller.state.model("ben-7")
    assert (ben7.label or ben7.name) + " (" not in said.split("closest")[0]
    play.click(button)  # the toolbar's Sight: off
    assert not action.isChecked() and not window.scene.sight.item.isVisible()
    play.click(button)
    assert action.isChecked() and window.scene.sight.item.isVisible()
    # carried, the shading follows the model live, seen from its centre, without rings;
    # once the cursor rests it shows the whole of what it sees from there (judged where it
    # is shown), before the drop
    item = window.scene.sight.item
    before = item._hidden
    play.drag(play.model_at("ana-1"), (30, 10), release=False)
    assert item.isVisible() and item._quick and not item._rings
    assert item._hidden is not before and item._hidden != before  # drawn from the new spot
    assert "while it moves" in window.scene.sight_text  # the status bar tells the drag
    play.wait(lambda: bool(item._rings))
    assert not item._quick
    rep = window.scene.sight.report
    assert rep.model == "ana-1" and "ben-7" in rep.sees  # the building no longer in the way
    play.qtbot.mouseRelease(play.viewport, Qt.MouseButton.LeftButton, pos=play.px(30, 10))
    assert near(window.controller.state.model("ana-1").x_in, 30)
    assert window.scene.sight.item.isVisible() and "ben-7" in window.scene.sight.report.sees


def test_the_measure_tool_says_whether_its_ends_see_each_other(play, dealt_window):
    window = dealt_window
    assert play.drag_from_palette("Building 10 x 8", (12, 24))
    play.key(Qt.Key.Key_M)
    play.drag((12, 15), (12, 35))
    said = window.statusBar().currentMessage()
    assert "no line of sight" in said and "Building 10 x 8 is in the way" in said, said
    assert "in the way" in window.view.ruler.text
    play.drag((30, 15), (30, 35))
    assert "they see each other" in window.statusBar().currentMessage()


def test_a_polygon_piece_is_reshaped_by_its_vertex_handle(player, window):
    state = window.controller.state
    before = {p.id for p in state.terrain}
    assert player.drag_from_palette("Rubble", (40, 24))
    piece = _only_new(state, before)
    assert piece.shape == "polygon"
    player.click_board(*player.piece_at(piece.id))
    x, y = piece.points_in[0]
    player.drag((x, y), (x + 1.5, y - 1))
    moved = window.controller.state.piece(piece.id).points_in[0]
    assert near(moved[0], x + 1.5) and near(moved[1], y - 1)
    assert window.controller.state.piece(piece.id).points_in[1] == piece.points_in[1]
    player.undo()
    assert window.controller.state.piece(piece.id).points_in[0] == [x, y]


def test_the_board_on_paper_has_the_terrain_and_its_legend(player, window, tmp_path):
    """The export and the 1:1 plan draw the pieces (they render the board) and the export's
    legend lists them by kind with what each kind does (T1)."""
    from app.ui.export_text import legend_sections

    assert player.drag_from_palette("Ruin 6 x 8", (40, 24))
    sections = dict(legend_sections(window.controller.state))
    rows = [text for _c, _m, text in sections["Terrain (T1)"]]
    assert any(r.startswith("Ruin (") and "Ruin 6 x 8 (4 in high)" in r for r in rows), rows
    board = tmp_path / "board.png"
    with player.choosing_file(board, "PNG (*.png)"):
        player.menu("File", "Export board")
    from PySide6.QtGui import QImage

    image = QImage(str(board))
    assert not image.isNull()
    with window.scene.clean_for_export():  # nothing of the moment on paper
        assert not window.scene.selected_piece()


def test_a_piece_dropped_off_the_table_is_refused_and_said(player, window):
    """T1: a piece's centre stays on the table. A palette drop beyond the table's right edge,
    and a drag of a placed piece off its bottom edge, are refused with the reason in the
    status bar; the piece stays where it was. Hanging over an edge is fine."""
    state = window.controller.state
    before = {p.id for p in state.terrain}
    width, depth = state.table.width_in, state.table.depth_in
    assert player.drag_from_palette("Building 6 x 6", (width + 3, 20)) is False or \
        {p.id for p in state.terrain} == before
    assert {p.id for p in state.terrain} == before  # nothing was put down
    said = window.statusBar().currentMessage()
    assert "off the table" in said and "T1" in said, said
    # a piece hanging over the left edge is put down
    assert player.drag_from_palette("Ruin 6 x 8", (1.5, 20))
    piece = _only_new(state, before)
    assert not window.scene.terrain_items[piece.id].problem
    # dragged off the bottom edge: refused, it stays
    start = player.piece_at(piece.id)
    player.drag(start, (start[0] + 2, depth + 4))
    assert state.piece(piece.id).y_in == pytest.approx(start[1])
    assert player.piece_at(piece.id) == pytest.approx(start)
    assert "off the table" in window.statusBar().currentMessage()


def test_a_piece_dropped_on_another_is_flagged_on_the_board_and_by_check(player, window,
                                                                         tmp_path):
    """T1: a building put down on a ruin is accepted (the players decide) but flagged: both
    get a red dashed outline with the reason first in their tooltips, the status bar says it,
    and ``check`` warns; moving one off the other clears the flags; undo brings them back.
    Woods strewn over a piece are never flagged."""
    import json
    import subprocess
    import sys

    state = window.controller.state
    before = {p.id for p in state.terrain}
    assert player.drag_from_palette("Ruin 6 x 8", (40, 30))
    ruin = _only_new(state, before)
    before.add(ruin.id)
    assert player.drag_from_palette("Building 6 x 6", (42, 31))
    building = _only_new(state, before)
    said = window.statusBar().currentMessage()
    assert "lies on" in said and "T1" in said, said
    items = window.scene.terrain_items
    for pid in (ruin.id, building.id):
        assert items[pid].problem and items[pid].toolTip().startswith("\u26a0")
    assert "Building 6 x 6" in items[ruin.id].problem
    # check says so too
    saved = tmp_path / "stacked.json"
    with player.choosing_file(saved):
        player.menu("File", "Save as")
    out = subprocess.run([sys.executable, "-m", "app", "check", str(saved)],
                         capture_output=True, text=True, timeout=60)
    doc = json.loads(out.stdout)
    assert any("lies on" in w for w in doc.get("terrain_warnings", [])), doc.get(
        "terrain_warnings")
    # moved clear: no flags
    player.drag(player.piece_at(building.id), (55, 31))
    assert not items[ruin.id].problem and not items[building.id].problem
    player.undo()
    assert items[ruin.id].problem and items[building.id].problem
    # woods over the ruin: area terrain is never flagged
    before.add(building.id)
    player.undo()  # the building taken away again
    player.undo()
    assert player.drag_from_palette("Woods 8 x 6", (40, 30))
    assert not any(i.problem for i in items.values())


def test_the_sight_message_fits_the_status_bar_of_a_1366_window(play, dealt_window):
    """T4 at 1366 x 768: the status bar's Sight sentence (13 enemies seen) is shown whole,
    with the closest enemy and the caveat, not cut off at the window's edge."""
    window = dealt_window
    window.resize(1366, 768)
    play.click_model("ana-1")
    play.key(Qt.Key.Key_V)
    said = window.statusBar().currentMessage()
    assert "closest" in said and "final word" in said, said
    width = window.statusBar().fontMetrics().horizontalAdvance(said)
    assert width < window.width() - 200, (width, said)  # room left for the cursor's x / y


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_every_palette_name_shows_whole_at_1366_and_1920(player, window, size):
    """T1 at a laptop's 1366 x 768 and a club screen's 1920 x 1080: each piece of the
    palette shows its whole name and size (wrapped, never cut off or elided), every word
    within the list's width."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QApplication

    window.resize(*size)
    player.show_tab("Terrain")
    QApplication.processEvents()
    palette = window.terrain_panel.list
    metrics = palette.fontMetrics()
    assert palette.count() >= 8
    for row in range(palette.count()):
        item = palette.item(row)
        rect = palette.visualItemRect(item)
        width = rect.width() - 8  # the item's own text margins
        text = item.text()
        assert max(metrics.horizontalAdvance(w) for w in text.split()) <= width, (text, rect)
        needed = metrics.boundingRect(QRect(0, 0, width, 10_000),
                                      int(Qt.TextFlag.TextWordWrap), text).height()
        assert needed <= rect.height(), (text, needed, rect)


def test_a_building_dropped_on_deployed_models_says_whose_bases_it_covers(player, window):
    """T2 (judged as G8): a building put down over models standing on the table is placed
    (the players decide), and the status bar names the models it covers, which turn red."""
    state = window.controller.state
    spot = player.model_at("bob-1")  # the Witch Hunter captain, at the table edge
    assert player.drag_from_palette("Building 6 x 6", (spot[0], spot[1] - 1.5))
    said = window.statusBar().currentMessage()
    assert "covers the base" in said and "move it or them (T2)" in said, said
    assert "Capt" in said
    assert not window.controller.judge.verdict("bob-1").legal
    assert any(v.rule == "T2" for v in window.controller.judge.verdict("bob-1").violations)
    assert len(state.terrain) >= 1


def test_the_exported_sheet_s_terrain_legend_wraps_inside_the_page(player, window, tmp_path):
    """T1 on paper: a long terrain legend row (every building and its height) carries on in
    rows below it instead of running off the sheet (the newcomer trial's cut legend)."""
    from app.ui import export
    from app.ui.export_paper import paper_font

    for x in (14, 26, 38, 50):
        assert player.drag_from_palette("Building 10 x 8", (x, 24))
    sections = export.legend_sections(window.controller.state)
    rows = dict(sections)["Terrain (T1)"]
    from PySide6.QtGui import QFontMetricsF

    body = paper_font(150, 8.5)
    wrapped = dict(export._wrapped(sections, body, 10.0, 600.0))["Terrain (T1)"]
    assert len(wrapped) > len(rows)  # the building row carries on below
    assert all(QFontMetricsF(body).horizontalAdvance(t) <= 600.0 - 15.0 for _, _, t in wrapped)
    assert " ".join(t for _, _, t in wrapped).count("Building 10 x 8 (8 in high)") == 4
    sheet = tmp_path / "board.png"
    with player.choosing_file(sheet, "PNG (*.png)"):
        player.menu("File", "Export board")
    assert sheet.stat().st_size > 10_000


def test_undo_while_a_piece_or_a_model_is_held_cancels_the_drag_quietly(player, window):
    """Ctrl+Z with the mouse still held on a piece just put down (or a model just moved):
    the drag is cancelled first, the step undone, and releasing the mouse drops nothing
    and raises nothing (the second trial's 'no terrain piece t1' error dialog)."""
    from PySide6.QtCore import Qt as _Qt

    state = window.controller.state
    before = len(state.terrain)
    assert player.drag_from_palette("Wall 12 in", (40, 24))
    wall = state.terrain[-1]
    player.drag(player.piece_at(wall.id), (44, 26), release=False)
    player.key(_Qt.Key.Key_Z, ctrl=True)
    player.qtbot.mouseRelease(player.viewport, _Qt.MouseButton.LeftButton,
                              pos=player.px(44, 26))
    assert len(window.controller.state.terrain) == before  # the wall's placing undone
    assert set(window.scene.terrain_items) == {p.id for p in window.controller.state.terrain}

    x, y = player.model_at("bob-1")
    player.drag((x, y), (x - 2, y - 1))  # a move: one step
    moved = window.controller.state.model("bob-1")
    assert (moved.x_in, moved.y_in) != (x, y)
    player.drag(player.model_at("bob-1"), (x - 5, y - 2), release=False)
    player.key(_Qt.Key.Key_Z, ctrl=True)
    player.qtbot.mouseRelease(player.viewport, _Qt.MouseButton.LeftButton,
                              pos=player.px(x - 5, y - 2))
    back = window.controller.state.model("bob-1")
    assert (round(back.x_in, 3), round(back.y_in, 3)) == (round(x, 3), round(y, 3))
    item = window.scene.model_items["bob-1"]
    assert (round(item.pos().x(), 3), round(item.pos().y(), 3)) == (round(x, 3), round(y, 3))


def test_play_begins_over_covered_bases_only_when_the_players_say_so(player, window):
    """T2 (illegal in set-up): with a building over deployed models, Roll order of play
    asks first; No keeps the set-up (and says why), Yes begins turn 1."""
    spot = player.model_at("bob-1")
    assert player.drag_from_palette("Building 6 x 6", (spot[0], spot[1] - 1.5))
    with player.answering("No") as asked:
        player.press("Roll order of play")
    assert "covers the base" in asked[0] and window.controller.state.turn.phase == "setup"
    assert "Not started" in window.statusBar().currentMessage()
    with player.answering("Yes"):
        player.press("Roll order of play")
    assert window.controller.state.turn.number == 1


def test_a_selected_wall_pressed_in_its_middle_moves_and_a_handle_dragged_back_leaves_no_step(
        player, window):
    """Trial 4: a wall 0.25-0.5 in thick has its side handles on top of its middle; a press
    there, the wall selected, moves it (one Move step), not a resize that changes nothing;
    and a handle dragged and brought back where it was pushes no step to undo."""
    state = window.controller.state
    before = {p.id for p in state.terrain}
    assert player.drag_from_palette("Wall 12 in", (40, 20))
    wall = _only_new(state, before)
    player.click_board(*player.piece_at(wall.id))
    assert window.scene.selected_piece() is window.scene.terrain_items[wall.id]
    steps = window.controller.undo_stack.count()
    start = player.piece_at(wall.id)
    player.drag(start, (start[0] + 3, start[1] + 2))
    moved = window.controller.state.piece(wall.id)
    assert near(moved.x_in, start[0] + 3) and near(moved.y_in, start[1] + 2)
    assert (moved.width_in, moved.depth_in) == (wall.width_in, wall.depth_in)
    assert window.controller.undo_stack.count() == steps + 1
    assert window.controller.undo_stack.text(steps).startswith("Move ")
    # the end handle dragged out and back: nothing changed, nothing to undo
    end = (moved.x_in + moved.width_in / 2, moved.y_in)
    player.drag(end, (end[0] + 2, end[1]), release=False)
    player.drag((end[0] + 2, end[1]), end, steps=3, release=False, press=False)
    player.qtbot.mouseRelease(player.viewport, Qt.MouseButton.LeftButton,
                              Qt.KeyboardModifier.NoModifier, player.px(*end))
    stack = window.controller.undo_stack
    assert stack.count() == steps + 1, stack.text(stack.count() - 1)
    assert window.controller.state.piece(wall.id).width_in == wall.width_in
