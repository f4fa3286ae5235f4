"""Trial 6's findings, through the player's entry points: another game opened while a
terrain piece (moved or by a resize handle) or the Measure ruler is held ends the drag first,
while its items still exist (it crashed the app, or sent a crash report); switching the
player in the Exposure legend while a piece is held keeps the shading faded until the held
spot's shading for that player is worked out (R4)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from test_exposure_plan import BEHIND, brothers_in_arms
from test_shading_ahead import ahead_shown, carry_the_wall, exposure_on

LEFT, NOMOD = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier


def card_demo_with_a_ruin(player):  # noqa: ANN001, ANN201 - the window
    player.menu("File", "Open demo", "Card skirmish (Trench Crusade)")
    player.menu("View", "Terrain")
    assert player.drag_from_palette("Ruin 6 x 8", (30, 20))
    return player.window


@pytest.mark.parametrize("held", ["piece", "handle", "ruler", "piece-exposure"])
def test_another_game_opened_while_something_is_held_ends_the_drag_first(club_pc, held):
    player = club_pc((1366, 768), as_app=True)
    win = card_demo_with_a_ruin(player)
    state = win.controller.state
    ruin = state.terrain[-1]
    x, y = player.piece_at(ruin.id)
    if held == "piece-exposure":
        player.menu("View", "Exposure")
        player.qtbot.wait(300)
    if held == "handle":
        from app.ui.board.terrain_items import handle_points

        player.click_board(x, y)
        handles = {h: (q.x(), q.y()) for h, q in handle_points(state.piece(ruin.id))}
        start = handles[("side", 1, 0)]
    elif held == "ruler":
        player.key(Qt.Key.Key_M)
        start = (10.0, 10.0)
    else:
        start = (x, y)
    end = (start[0] + 5, start[1] + 3)
    player.drag(start, end, release=False)
    player.qtbot.wait(150)  # resting: the shading for the spot is being worked out
    with player.answering("Discard"):
        player.menu("File", "Open demo", "Mordheim")
    assert win.controller.state.system == "mordheim"
    assert not win.view.busy
    player.qtbot.mouseRelease(player.viewport, LEFT, NOMOD, player.px(*end))
    player.qtbot.wait(300)  # anything left over from the old game would run now
    assert not win.controller.modified and win.controller.undo_stack.count() == 0


def choose_another_player(win, layer):  # noqa: ANN001, ANN201 - the player id chosen
    """The legend's list set to another player than the one the map is for."""
    box = win.planning.legend.chooser
    other = next(box.itemData(i) for i in range(box.count())
                 if box.itemData(i) not in (None, layer.player))
    box.setCurrentIndex(box.findData(other))
    return other


def test_another_player_chosen_while_a_piece_is_held_shows_the_held_spots_shading(club_pc,
                                                                                  tmp_path):
    player, state, layer, wall, (x, y) = carry_the_wall(club_pc, tmp_path)
    player.wait(lambda: ahead_shown(layer), timeout=10000)
    other = choose_another_player(player.window, layer)  # picked while the wall is held
    assert layer.item.opacity() == 0.0 or ahead_shown(layer) and layer.map.player == other
    player.wait(lambda: ahead_shown(layer) and layer.map.player == other, timeout=10000)
    assert layer.ahead.key != layer.maker.terrain_key(state)  # for the pieces as held
    player.qtbot.mouseRelease(player.viewport, LEFT, NOMOD, player.px(x, 34.0))
    assert ahead_shown(layer) and layer.map.player == other
    assert layer.level_at(*BEHIND) == layer.maker.shading(state, other).level_at(*BEHIND)


def test_esc_after_another_player_was_chosen_while_held_shows_that_players_map(club_pc,
                                                                               tmp_path):
    player, state, layer, wall, (x, y) = carry_the_wall(club_pc, tmp_path)
    other = choose_another_player(player.window, layer)
    player.key(Qt.Key.Key_Escape)  # the wall back where it lay
    player.wait(lambda: layer.item.opacity() == 1.0 and layer.map.player == other,
                timeout=10000)
    assert layer.level_at(*BEHIND) == layer.maker.shading(state, other).level_at(*BEHIND)
    player.qtbot.mouseRelease(player.viewport, LEFT, NOMOD, player.px(x, 34.0))


def test_undo_of_a_terrain_move_fades_the_old_shading_at_once(club_pc, tmp_path, monkeypatch):
    """Trial 6: after Ctrl+Z of a piece's move, the old shading stayed at full strength a
    moment; now it fades at once and the new one follows, worked out off the GUI thread."""
    player = club_pc((1366, 768))
    win, state = brothers_in_arms(player, tmp_path)
    layer = exposure_on(player)
    wall = state.terrain[-1].id
    x, y = player.piece_at(wall)
    player.drag((x, y), (x, 34.0))
    player.wait(lambda: layer.item.opacity() == 1.0 and layer.level_at(*BEHIND) == 2,
                timeout=10000)
    calls = []
    real = layer.maker.shading
    monkeypatch.setattr(layer.maker, "shading", lambda *a: calls.append(a) or real(*a))
    player.key(Qt.Key.Key_Z, ctrl=True)
    assert state.piece(wall).y_in == pytest.approx(y)
    assert layer.item.opacity() == 0.0  # at once
    player.wait(lambda: layer.item.opacity() == 1.0, timeout=10000)
    assert layer.level_at(*BEHIND) == 0 and calls == []


def test_mordheims_set_up_gap_ring_goes_once_the_game_is_under_way(club_pc):
    player = club_pc((1366, 768))
    win = player.window
    player.menu("File", "Open demo", "Mordheim")
    player.click(win.panel.order_button)  # M5: the order of play rolled, turn 1 begins
    state = win.controller.state
    assert state.turn.phase != "setup"
    model = next(m for m in state.models if m.on_table)
    player.click_model(model.id)
    player.wait(lambda: win.scene.rings_item is not None)
    rings = win.scene.rings_item
    assert [rings.label_text(i) for i in range(len(rings.rings))] == ["8 in: running (M10)"]
