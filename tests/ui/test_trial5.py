"""Trial 5's findings, through the player's entry points: Shift draws the reach
of the selected model's enemies whoever is chosen in the list (R1-R3); View ▸ Race (and the
other docks' entries) brings a tab that is behind another to the front instead of hiding it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from test_exposure_plan import brothers_in_arms as setting_up


def test_shift_draws_the_selected_models_enemies_whoever_is_chosen_in_the_list(club_pc,
                                                                             tmp_path):
    player = club_pc((1366, 768))
    win, state = setting_up(player, tmp_path)
    player.menu("View", "Exposure")
    layer, legend = win.scene.exposure, win.planning.legend
    player.wait(lambda: layer.map is not None and legend.isVisible())
    placed = [m for m in state.models if m.on_table]
    mine = next(m for m in placed
                if any(state.is_enemy(m.player, o.player) and o.move_in is not None
                       for o in placed))
    other = next(p.id for p in state.players if state.is_enemy(mine.player, p.id))
    box = legend.chooser  # the list on one of the model's enemies
    player.see(box)
    box.setFocus()
    while box.currentData() != other:
        player.qtbot.keyClick(box, Qt.Key.Key_Down)
    player.wait(lambda: layer.map is not None and layer.map.player == other)
    player.click_model(mine.id)
    player.qtbot.keyPress(player.viewport, Qt.Key.Key_Shift)
    reach = win.scene.reach
    player.wait(lambda: reach.enemies_shown)
    assert reach.enemy_player == mine.player
    name = state.player(mine.player).name
    assert f"Charge reach of {name}'s enemies" in win.statusBar().currentMessage()
    player.qtbot.keyRelease(player.viewport, Qt.Key.Key_Shift)


def test_view_race_brings_the_race_tab_to_the_front_and_a_second_time_closes_it(club_pc,
                                                                             tmp_path):
    player = club_pc((1366, 768))
    win, state = setting_up(player, tmp_path)
    race = win.planning.race_dock
    player.menu("View", "Race")  # open: shown in front
    player.wait(lambda: race.isVisible() and not race.visibleRegion().isEmpty())
    player.show_tab("Terrain")  # another tab in front: the Race tab behind it
    player.wait(lambda: race.visibleRegion().isEmpty())
    assert race.isVisible()
    player.menu("View", "Race")  # brought to the front, not hidden
    player.wait(lambda: not race.visibleRegion().isEmpty())
    assert player.action("View", "Race").isChecked()
    player.menu("View", "Race")  # in front: the entry closes it
    player.wait(lambda: not race.isVisible())
    assert not player.action("View", "Race").isChecked()


def test_a_trench_crusade_drag_in_play_says_how_far_the_model_moved(club_pc):
    """Trial 5: Mordheim says how far a dragged model is from its turn's start (M10); the
    card game said nothing. Now a drag in play says how far the model is from where it was
    picked up, with its Movement (R1), and draws the line back to that spot."""
    import re

    player = club_pc((1366, 768))
    win = player.window
    player.menu("File", "Open demo", "Card skirmish (Trench Crusade)")
    state = win.controller.state
    assert state.turn.phase == "activation"
    model = next(m for m in state.models if m.on_table and m.move_in is not None)
    start = (model.x_in, model.y_in)
    player.drag(start, (start[0] + 5.0, start[1]), release=False)
    text = win.statusBar().currentMessage()
    found = re.search(r"moved (\d+\.\d\d) in \(Movement (\S+) in\)", text)
    assert found, text
    assert abs(float(found.group(1)) - 5.0) < 0.1 and float(found.group(2)) == model.move_in
    player.key(Qt.Key.Key_Escape)
    player.qtbot.mouseRelease(player.viewport, Qt.MouseButton.LeftButton,
                              Qt.KeyboardModifier.NoModifier, player.px(start[0] + 5, start[1]))
    assert (model.x_in, model.y_in) == start


def test_mordheims_rings_say_what_they_are_for(club_pc):
    """Trial 5: the selected model's rings read "6 in" and "8 in" beside "move 4" and
    "charge 8": each now says what it is for (M4's set-up gap, M10's running)."""
    player = club_pc((1366, 768))
    win = player.window
    player.menu("File", "Open demo", "Mordheim")
    state = win.controller.state
    model = next(m for m in state.models if m.on_table)
    player.click_model(model.id)
    rings = win.scene.rings_item
    player.wait(lambda: win.scene.rings_item is not None)
    rings = win.scene.rings_item
    texts = [rings.label_text(i) for i in range(len(rings.rings))]
    assert texts == ["6 in: set-up gap (M4)", "8 in: running (M10)"]
    assert not rings.label_rects[0].intersects(rings.label_rects[1])


def test_a_model_clicked_never_leaves_the_phase_sentence_cut_at_the_panels_top(club_pc):
    """Trial 5 (1366x768, card demo): a click on a model of the warband due scrolled the
    turn panel so its phase sentence began mid-way ("Enter, or Activate next model."). The
    panel now scrolls only to the start of one of its lines: the sentence whole, or not at
    all, and the acting row in view."""
    player = club_pc((1366, 768))
    win = player.window
    player.menu("File", "Open demo", "Card skirmish (Trench Crusade)")
    state = win.controller.state
    panel = win.panel
    due = next(pid for pid, row in panel.rows.items() if row.property("current"))
    model = next(m for m in state.models if m.on_table and m.player == due)
    player.click_model(model.id)
    player.qtbot.wait(100)
    vp = panel.scroll_area.viewport()
    phase = panel.phase
    top = phase.mapTo(vp, phase.rect().topLeft()).y()
    assert top >= 0 or top + phase.height() <= 0, (top, phase.height(), phase.text())
    row = panel.rows[due]
    row_top = row.mapTo(vp, row.rect().topLeft()).y()
    assert row_top >= 0 and row_top + row.height() <= vp.height()


def test_activate_next_while_a_model_is_held_cancels_the_drag(club_pc):
    """Trial 5: N (Activate next model) pressed while a model is carried moved the turn on,
    and the drop then still moved the model, in the next activation. Now the drag is
    cancelled first: the model goes back, and the release moves nothing."""
    player = club_pc((1366, 768))
    win = player.window
    player.menu("File", "Open demo", "Card skirmish (Trench Crusade)")
    state = win.controller.state
    model = next(m for m in state.models if m.on_table)
    start = (model.x_in, model.y_in)
    end = (start[0] + 4.0, start[1] - 3.0)
    player.drag(start, end, release=False)
    activated = len(state.turn.activated)
    player.key(Qt.Key.Key_N)
    assert len(state.turn.activated) == activated + 1  # the turn moved on
    player.wait(lambda: "Drag cancelled: the turn moved on" in win.statusBar().currentMessage())
    player.qtbot.mouseRelease(player.viewport, Qt.MouseButton.LeftButton,
                              Qt.KeyboardModifier.NoModifier, player.px(*end))
    assert (model.x_in, model.y_in) == start
    item = win.scene.model_items[model.id]
    assert (item.pos().x(), item.pos().y()) == pytest.approx(start)
