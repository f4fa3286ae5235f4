"""Issue 33 in a four-player Brothers-in-Arms (``players-agree``: the scenario gives no set-up
zones): the players record the zone they agreed in the Set-up dock's "Agreed set-up zone"
row (lists picked by clicking, a depth typed), Edit > Undo takes it back, the board and the
table screen draw it, File > Save as and File > Open keep it, View > Exposure counts each
enemy warband from its agreed zone (R4; the legend says so, team-mates never counted) and
stands beside the table, not over it; ``plan`` prints the zone's area and ``exposed_by``."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QGraphicsView

from app import plan_cli
from app.game.planning import plan_document

from test_exposure_plan import SIZES, brothers_in_arms, rules_level

SHOTS = Path(os.environ.get("AGREED_SHOTS", "")) if os.environ.get("AGREED_SHOTS") else None


def table_on_screen(win) -> QRect:  # noqa: ANN001
    view = win.view
    rect = view.mapFromScene(win.scene.table_rect).boundingRect()
    return rect.translated(view.viewport().geometry().topLeft())


@pytest.mark.parametrize("size", SIZES)
def test_an_agreed_zone_is_chosen_undone_saved_and_counted_by_exposure(
        club_pc, tmp_path, capsys, size):
    player = club_pc(size)
    win, state = brothers_in_arms(player, tmp_path)
    now = state.setup_order[-1]  # the warband setting up now
    me = state.player(now)
    enemies = [p for p in state.players if state.is_enemy(now, p.id)]
    mate = next(p for p in state.players if p.id != now and not state.is_enemy(now, p.id))
    player.show_tab("Set-up")
    box = win.setup_panel.agreed
    player.see(box)
    assert box.players.currentData() == now  # the one setting up now, at first
    assert "players" in box.note.text() and "not judged" in box.note.text()
    assert not box.depth.isEnabled() and box.depth.value() == 6.0  # the scenario's depth

    # the player setting up now agrees the bottom edge, 6 in (one undoable step)
    steps = win.controller.undo_stack.count()
    player.select(box.zones, "Bottom edge")
    player.wait(lambda: me.agreed_zone == {"edge": "bottom", "depth_in": 6.0})
    assert win.controller.undo_stack.count() == steps + 1 and box.depth.isEnabled()
    assert any("Set-up zone agreed for" in e.text for e in state.log)
    item = win.scene.zones.agreed_items[now]
    assert item.isVisible() and item.zone.boundingRect().getCoords() == (0, 42, 48, 48)
    # a deeper strip, typed in
    player.type_into(box.depth.lineEdit(), "8")
    player.qtbot.keyClick(box.depth.lineEdit(), Qt.Key.Key_Return)
    player.wait(lambda: me.agreed_zone == {"edge": "bottom", "depth_in": 8.0})
    assert win.scene.zones.agreed_items[now].zone.boundingRect().top() == 40
    player.menu("Edit", "Undo")  # Edit > Undo: back to 6 in
    player.wait(lambda: me.agreed_zone == {"edge": "bottom", "depth_in": 6.0})
    assert box.depth.value() == 6.0

    # the two enemy warbands: the top edge, and the top-right quarter
    first, second = enemies
    player.select(box.players, first.name)
    player.select(box.zones, "Top edge")
    player.wait(lambda: first.agreed_zone == {"edge": "top", "depth_in": 6.0})
    player.select(box.players, second.name)
    player.select(box.zones, "Top-right quarter")
    player.wait(lambda: second.agreed_zone == {"quarter": "top-right"})
    player.menu("Edit", "Undo")
    player.wait(lambda: second.agreed_zone is None)
    assert box.zones.currentText() == "No zone agreed"
    player.menu("Edit", "Redo")
    player.wait(lambda: second.agreed_zone == {"quarter": "top-right"})

    # the judge refuses no placement outside an agreed zone: a model dropped mid-table
    payload = next(p for p in win.setup_panel.tray_payloads())
    assert player.drag_from_tray(payload, (10.0, 30.0)), win.setup_panel.verdict.text()

    # View > Exposure for the player setting up now: each enemy looks from its zone
    player.menu("View", "Exposure")
    layer = win.scene.exposure
    player.wait(lambda: layer.map is not None and win.planning.legend.isVisible())
    legend = win.planning.legend
    player.wait(lambda: "agreed set-up zone" in legend.text())
    text = legend.text()
    assert f"{first.name}: from its agreed set-up zone (within 6 in of the top edge)" in text
    assert f"{second.name}: from its agreed set-up zone (the top-right quarter)" in text
    assert "model(s) on the table" not in text and f"{mate.name}:" not in text
    for point in ((24.5, 45.0), (24.5, 21.4), (5.0, 30.0)):  # my zone, behind the wall, open
        assert layer.level_at(*point) == rules_level(state, now, point), point
    doc = plan_document(state, now)
    assert doc["zone"]["area_in2"] == pytest.approx(48 * 6)
    assert list(doc["exposed_by"]) == [first.id, second.id]
    assert all(v > 0 for v in doc["exposed_by"].values())
    # the legend stands beside the fitted table, hiding none of it
    assert legend.beside
    assert not legend.geometry().intersects(table_on_screen(win))
    if SHOTS:
        win.grab().save(str(SHOTS / f"agreed-{size[0]}x{size[1]}.png"))

    # saved and opened again: the zones are kept
    path = tmp_path / "bia.json"
    with player.choosing_file(path):
        player.menu("File", "Save as")
    player.wait(path.exists)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert {p["id"]: p.get("agreed_zone") for p in saved["players"]}[now] == \
        {"edge": "bottom", "depth_in": 6.0}
    with player.choosing_file(path):
        player.menu("File", "Open game")
    player.wait(lambda: win.controller.state is not state)
    reopened = win.controller.state
    assert reopened.player(now).agreed_zone == {"edge": "bottom", "depth_in": 6.0}
    assert reopened.player(second.id).agreed_zone == {"quarter": "top-right"}
    player.show_tab("Set-up")
    player.see(box)
    assert box.zones.currentText() == "Bottom edge"
    player.wait(lambda: set(win.scene.zones.agreed_items) == {now, first.id, second.id})

    # python -m app plan GAME PLAYER: a nonzero zone area, exposed_by per enemy
    assert plan_cli.main([str(path), now]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["zone"]["area_in2"] == pytest.approx(288.0)
    assert out["zone"]["exposed_in2"] > 0 and set(out["exposed_by"]) == {first.id, second.id}


def test_the_table_screen_draws_the_agreed_zones(club_pc, tmp_path):
    player = club_pc((1366, 768))
    win, state = brothers_in_arms(player, tmp_path)
    player.show_tab("Set-up")
    box = win.setup_panel.agreed
    player.select(box.zones, "Left edge")
    now = state.setup_order[-1]
    player.wait(lambda: state.player(now).agreed_zone is not None)
    player.menu("View", "Table screen")
    screen = win.table_screen.screen
    player.wait(lambda: screen is not None and screen.isVisible())
    view = screen.findChild(QGraphicsView)
    item = win.scene.zones.agreed_items[now]
    assert view.scene() is win.scene and item.scene() is win.scene and item.isVisible()
    if SHOTS:
        screen.grab().save(str(SHOTS / "agreed-table-screen.png"))
    player.menu("View", "Table screen")


def test_the_legend_keeps_beside_the_fitted_table_and_folds_only_over_a_zoomed_board(
        club_pc, tmp_path):
    """Issue 33 (R4): the legend never hides the fitted table; no margin wide enough (a
    narrow window), the board keeps a strip free for it; zoomed in, it folds to its title
    and list in the corner with the fewest models, and a fold the player chose stays."""
    player = club_pc((1366, 768))
    win, state = brothers_in_arms(player, tmp_path)
    player.menu("View", "Exposure")
    legend = win.planning.legend
    player.wait(lambda: legend.isVisible())
    assert legend.beside and not legend.fold.isChecked()
    assert not legend.geometry().intersects(table_on_screen(win))
    win.resize(1000, 768)  # no margin beside the table: the board makes room
    player.wait(lambda: win.view.reserved_left_px > 0)
    player.wait(lambda: legend.beside and not legend.fold.isChecked())
    assert legend.geometry().right() < table_on_screen(win).left()
    win.resize(1366, 768)
    player.wait(lambda: legend.beside and not legend.fold.isChecked())
    player.press("Zoom in")  # zoomed in: the legend folds over the board
    player.press("Zoom in")
    player.wait(lambda: not legend.beside and legend.fold.isChecked())
    assert legend.chooser.isVisible() and not legend.enemies.isVisible()
    assert legend.height() < 90
    player.click(legend.fold)  # the player unfolds it over the board: it stays open
    player.press("Zoom in")
    player.wait(lambda: not legend.fold.isChecked() and legend.enemies.isVisible())
    player.press("Fit table to window")  # fitted again: beside the table, still open
    player.wait(lambda: legend.beside and not legend.fold.isChecked())
    assert not legend.geometry().intersects(table_on_screen(win))
