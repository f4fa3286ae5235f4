"""Issue 33, "after one piece is moved, the shading updated" (R4): a terrain piece carried with
a real drag on the board's viewport and resting under the cursor has the shading for that
spot worked out ahead (off the GUI thread), shown while the piece is still held; put down
there, the shading is the new one at once, with no pause and no work on the GUI thread; Esc
brings back the shading of the piece where it was; put down before the work is done, the
shading follows when it is; the same map as worked out afresh, point by point as the rules
say (:func:`app.rules.exposure.point_exposed`)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from test_exposure_plan import BEHIND, OPEN, brothers_in_arms, rules_level

LEFT, NOMOD = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier


def exposure_on(player):  # noqa: ANN001, ANN201 - the layer
    player.menu("View", "Exposure")
    layer = player.window.scene.exposure
    player.wait(lambda: layer.map is not None and layer.item is not None and layer.updates)
    player.qtbot.wait(200)  # the legend placed, the board fitted beside it: nothing moves
    return layer


def carry_the_wall(club_pc, tmp_path):  # noqa: ANN001, ANN201
    """Brothers-in-Arms set up, Exposure on, the wall pressed and carried down the table to
    y = 34 in, still held: (player, state, layer, wall id, (x, y) it was at); the map shown
    before it was lifted is ``layer.before`` (for the test)."""
    player = club_pc((1366, 768))
    win, state = brothers_in_arms(player, tmp_path)
    layer = exposure_on(player)
    layer.before = layer.map
    wall = state.terrain[-1].id
    x, y = player.piece_at(wall)
    player.drag((x, y), (x, 34.0), release=False)
    return player, state, layer, wall, (x, y)


def ahead_shown(layer) -> bool:  # noqa: ANN001
    """The shading worked out ahead for the carried piece is on screen."""
    return layer.ahead is not None and layer.map is layer.ahead.map \
        and layer.item.opacity() == 1.0


def test_a_resting_piece_shows_its_shading_and_the_drop_takes_it_at_once(club_pc, tmp_path,
                                                                           monkeypatch):
    player = club_pc((1366, 768))
    win, state = brothers_in_arms(player, tmp_path)
    layer = exposure_on(player)
    now = layer.player
    assert layer.level_at(*BEHIND) == 0 and layer.level_at(*OPEN) == 2
    wall = state.terrain[-1].id
    x, y = player.piece_at(wall)
    player.drag((x, y), (x, 34.0), release=False)  # carried down the table, held
    assert layer.item.opacity() == 0.0  # moving: the stale shading is faded out
    player.wait(lambda: ahead_shown(layer), timeout=10000)  # resting: worked out ahead
    assert state.piece(wall).y_in == pytest.approx(y)  # nothing put down yet
    assert layer.level_at(*BEHIND) == 2  # the wall no longer hides it
    assert layer.level_at(24, 35) == 0  # behind the wall where it is held

    calls = []
    maker = layer.maker
    real = maker.shading
    monkeypatch.setattr(maker, "shading", lambda *a: calls.append(a) or real(*a))
    player.qtbot.mouseRelease(player.viewport, LEFT, NOMOD, player.px(x, 34.0))
    assert state.piece(wall).y_in == pytest.approx(34.0, abs=0.1)
    assert ahead_shown(layer)  # at once: no pause, nothing more to work out
    assert layer.level_at(*BEHIND) == rules_level(state, now, BEHIND) == 2
    assert layer.level_at(24, 35) == rules_level(state, now, (24, 35)) == 0
    before = layer.updates
    player.wait(lambda: layer.updates > before)  # then the seen marks and the race
    player.qtbot.wait(300)  # the pause after the change runs out: nothing worked out again
    assert calls == [] or layer.map.levels == layer.ahead.map.levels
    fresh = real(state, now)
    assert [g.area for g in fresh.levels] == pytest.approx([g.area for g in layer.map.levels])

    # Ctrl+Z: the wall back where it was, the shading worked out for it as usual
    player.key(Qt.Key.Key_Z, ctrl=True)
    assert state.piece(wall).y_in == pytest.approx(y)
    player.wait(lambda: layer.level_at(*BEHIND) == 0)


def test_esc_while_the_piece_rests_brings_back_the_shading_of_where_it_was(club_pc, tmp_path):
    player, state, layer, wall, (x, y) = carry_the_wall(club_pc, tmp_path)
    settled = layer.before
    player.wait(lambda: ahead_shown(layer), timeout=10000)
    assert layer.level_at(*BEHIND) == 2
    player.key(Qt.Key.Key_Escape)
    assert layer.map is settled and layer.item.opacity() == 1.0
    assert layer.level_at(*BEHIND) == 0
    player.qtbot.mouseRelease(player.viewport, LEFT, NOMOD, player.px(x, 34.0))
    assert state.piece(wall).y_in == pytest.approx(y)
    assert layer.level_at(*BEHIND) == 0


def test_moved_on_after_a_rest_the_shading_fades_and_follows_the_drop(club_pc, tmp_path,
                                                                      monkeypatch):
    """Rested at one spot, then carried on and put down at once elsewhere: the shading
    worked out for the first spot is not shown for the second; it follows the drop, worked
    out off the GUI thread as soon as the piece is put down (the board stays free)."""
    player, state, layer, wall, (x, y) = carry_the_wall(club_pc, tmp_path)
    calls = []
    real = layer.maker.shading
    monkeypatch.setattr(layer.maker, "shading", lambda *a: calls.append(a) or real(*a))
    now = layer.player
    player.wait(lambda: ahead_shown(layer), timeout=10000)
    player.drag((x, 34.0), (x + 10, 40.0), press=False, release=False)
    assert layer.item.opacity() == 0.0  # moving again: faded
    player.qtbot.mouseRelease(player.viewport, LEFT, NOMOD, player.px(x + 10, 40.0))
    assert state.piece(wall).x_in == pytest.approx(x + 10, abs=0.1)
    assert layer.item.opacity() == 0.0  # not the first spot's shading
    player.wait(lambda: layer.item.opacity() == 1.0, timeout=10000)
    assert calls == []  # nothing worked out on the GUI thread
    for point in (BEHIND, OPEN, (x + 10, 41.5)):
        assert layer.level_at(*point) == rules_level(state, now, point), point


def test_put_down_while_its_shading_is_worked_out_the_shading_follows_when_done(
        club_pc, tmp_path):
    player, state, layer, wall, (x, y) = carry_the_wall(club_pc, tmp_path)
    now = layer.player
    player.wait(lambda: layer.worker.busy, timeout=5000)  # resting: being worked out
    player.qtbot.mouseRelease(player.viewport, LEFT, NOMOD, player.px(x, 34.0))
    assert layer.item.opacity() == 0.0
    player.wait(lambda: ahead_shown(layer), timeout=10000)
    assert layer.level_at(*BEHIND) == rules_level(state, now, BEHIND) == 2
