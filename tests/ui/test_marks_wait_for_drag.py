"""Issue 33, "the drag frame with exposure shown and threats said within the budget": the seen
marks and the race after a change are worked out off the GUI thread (R4, R5); while a model
is carried they wait at their next step, so the drag's frames keep the interpreter, and they
go on once it is put down. Through the entry points: File > New game (Brothers-in-Arms),
models dropped from the tray, View > Exposure, the Race tab clicked, a model dropped with a
real drag and another picked up at once and held."""

from __future__ import annotations

from PySide6.QtCore import Qt

from test_exposure_plan import brothers_in_arms

LEFT, NOMOD = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier


def test_the_marks_and_the_race_wait_while_a_model_is_carried(club_pc, tmp_path):
    player = club_pc((1366, 768))
    win, state = brothers_in_arms(player, tmp_path)
    player.menu("View", "Exposure")
    player.show_tab("Race")
    layer = win.scene.exposure
    rest = layer.rest_worker
    table = win.planning.race_table
    player.wait(lambda: layer.map is not None and table.table.rowCount() == len(state.objectives)
                and not rest.busy, timeout=10000)
    placed = [m for m in state.models if m.on_table]
    first, second = placed[0], placed[1]

    player.drag_model(first.id, (first.x_in, 6.0))  # a change: marks and race worked out again
    x, y = player.model_at(second.id)
    player.drag((x, y), (x + 1.0, y + 2.0), release=False)  # picked up at once, held
    assert win.scene.dragging == {second.id}
    player.wait(lambda: rest.busy, timeout=5000)  # asked while held (or before): it waits
    job = rest.running
    player.qtbot.wait(1200)  # far longer than the work takes on its own
    assert rest.running is job and job.objectives is None  # still waiting at a step

    player.qtbot.mouseRelease(player.viewport, LEFT, NOMOD, player.px(x + 1.0, y + 2.0))
    assert win.scene.dragging == set()
    player.wait(lambda: not rest.busy, timeout=10000)  # put down: it goes on, and is in
    player.wait(lambda: table.table.rowCount() == len(state.objectives) and layer.map.seen
                is not None, timeout=10000)
    assert abs(state.model(second.id).y_in - (y + 2.0)) < 0.05  # and the model is put down
