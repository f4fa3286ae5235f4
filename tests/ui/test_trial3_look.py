"""The planner's look after the third newcomer trial (issue 33; R1-R5), at a laptop's 1366x768
and a club PC's 1920x1080, through the menus, the board's viewport and the legend's widgets:
the legend's rows grow and never overlap; the legend never stands over the fitted table, its
models or its segment letters; with nothing known yet no spot is shaded safe; the rings'
labels are readable and apart; the export sheet says whose shading it prints; a carried
terrain piece's stale shading fades out until the drop is worked out."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QLabel

from app.paths import demo_game_path
from app.rules.table import mm_to_in
from app.ui.board.items import ModelItem, SegmentItem
from app.ui.export_text import exposure_section, legend_sections
from test_exposure_plan import SIZES, brothers_in_arms


def on_screen(win, rect) -> QRect:  # noqa: ANN001 - a scene rectangle, in the window
    view = win.view
    return view.mapFromScene(rect).boundingRect().translated(view.viewport().geometry().topLeft())


def exposure_on(player):  # noqa: ANN001, ANN201 - the legend
    win = player.window
    player.menu("View", "Exposure")
    legend = win.planning.legend
    player.wait(lambda: win.scene.exposure.updates > 0 and legend.isVisible())
    return legend


def rows_apart(legend) -> None:  # noqa: ANN001
    """Every shown row of the legend whole (as tall as its wrapped text) and none over
    another."""
    labels = [w for w in legend.findChildren(QLabel) if w.isVisible() and w.text()]
    for label in labels:
        if label.wordWrap():
            assert label.height() >= label.heightForWidth(label.width()), label.text()
        assert legend.rect().contains(label.geometry().translated(
            label.parentWidget().mapTo(legend, label.pos()) - label.pos())), label.text()
    boxes = [(label.text(), label.geometry()) for label in labels
             if label.parentWidget() is legend]
    for i, (a, ra) in enumerate(boxes):
        for b, rb in boxes[i + 1:]:
            assert not ra.intersects(rb), (a, b)


@pytest.mark.parametrize("size", SIZES)
def test_the_legend_rows_grow_and_the_legend_stands_beside_the_table(club_pc, tmp_path, size):
    """Brothers-in-Arms (48 x 48): the legend beside the table; its row "Seen now by enemy
    models on the table (n)" wraps and grows, never over the row above (R4)."""
    player = club_pc(size)
    win, state = brothers_in_arms(player, tmp_path)
    legend = exposure_on(player)
    player.wait(lambda: legend.beside)
    assert not legend.geometry().intersects(on_screen(win, win.scene.table_rect))
    assert "Seen now by enemy models on the table" in legend.text()
    rows_apart(legend)


@pytest.mark.parametrize("size", SIZES)
def test_the_legend_hides_no_model_and_no_segment_letter_on_a_wide_table(
        club_pc, tmp_path, size):
    """Mordheim on 72 x 48 (the demo, its models placed): no margin beside the table is wide
    enough, so the fitted board keeps a strip for the legend (it covers no model, letter or
    table edge, and stays open), unless that strip would draw a 25 mm base under 10 px: then
    it folds to its title and list in the corner with the fewest things under it (at
    1366x768), covering no model and no segment letter."""
    player = club_pc(size)
    win = player.window
    with player.choosing_file(demo_game_path()):
        player.menu("File", "Open game")
    player.wait(lambda: win.controller.state.table.width_in == 72)
    legend = exposure_on(player)
    player.wait(lambda: legend.beside != legend.fold.isChecked())
    assert mm_to_in(25) * win.view.px_per_in >= 10
    box = legend.geometry()
    if size == (1920, 1080):
        assert legend.beside
    if legend.beside:
        assert not box.intersects(on_screen(win, win.scene.table_rect))
    kinds = (ModelItem, SegmentItem) if legend.beside else ModelItem  # folded: over an edge
    covered = [item for item in win.scene.items()
               if isinstance(item, kinds) and item.isVisible()
               and box.intersects(on_screen(win, item.sceneBoundingRect()))]
    assert covered == []
    assert box.bottom() < win.view.viewport().geometry().bottom() + win.view.y()
    rows_apart(legend)


def test_nothing_known_yet_shades_nothing_safe_and_the_legend_says_why(club_pc, tmp_path):
    """R4 at the start of a set-up with no zones (the players agree them) and no model on
    the table: no enemy warband is counted, so no spot is hatched safe; the legend says so."""
    player = club_pc((1366, 768))
    movement = {"Ann": 6.0, "Bob": 5.0, "Cy": 6.0, "Di": None}
    from test_exposure_plan import roster

    player.new_game("trench-crusade", "brothers-in-arms", [
        {"name": who, "roster": roster(tmp_path, f"{who}'s band", move)}
        for who, move in movement.items()], table=(48, 48))
    win = player.window
    player.click(win.setup_panel.action)  # C4: the set-up draw
    legend = exposure_on(player)
    layer = win.scene.exposure
    assert layer.map is not None and layer.map.counted == 0 and layer.map.enemies
    assert layer.item is None or not layer.item.isVisible()
    text = legend.text()
    assert "Nothing shaded yet: no enemy warband has a set-up zone or a model on the table" \
        in text
    assert "Safe: no enemy warband sees it" not in text
    rows_apart(legend)
    assert exposure_section(win.controller.state, layer) is None  # the sheet prints none


@pytest.mark.parametrize("size", SIZES)
def test_the_selected_models_ring_labels_are_readable_and_apart(club_pc, tmp_path, size):
    """R1-R2: the move ring and the charge bands of a model at the fitted zoom: each label's
    text at least 11 px tall on screen, no two overlapping, each whole in the rings' item."""
    player = club_pc(size)
    win, state = brothers_in_arms(player, tmp_path)
    ann = next(m for m in state.models if m.on_table and m.move_in == 6.0)
    player.click_model(ann.id)
    layer = win.scene.reach
    player.wait(lambda: layer.rings_item is not None)
    rings = layer.rings_item
    assert rings.texts[0].startswith("move") and len(rings.texts) == 4
    px = win.view.px_per_in
    assert rings.text_in * px >= 11 - 1e-6
    for i, a in enumerate(rings.label_rects):
        assert rings.boundingRect().contains(a)
        for b in rings.label_rects[i + 1:]:
            assert not a.intersects(b), (a, b)
    player.press("Zoom out")  # zoomed out: the labels grow in inches, still apart
    player.wait(lambda: rings.text_in * win.view.px_per_in >= 11 - 1e-6)
    assert all(not a.intersects(b) for i, a in enumerate(rings.label_rects)
               for b in rings.label_rects[i + 1:])


def test_the_export_sheet_names_whose_shading_it_prints(club_pc, tmp_path):
    """File ▸ Export board with Exposure on: the sheet's legend says whose exposure the
    shading is and what each shade means (R4); the points heading is said once; an agreed
    zone's name stands clear of the objective markers."""
    player = club_pc((1366, 768))
    win, state = brothers_in_arms(player, tmp_path)
    player.show_tab("Set-up")
    box = win.setup_panel.agreed
    player.select(box.zones, "Top-left quarter")
    player.wait(lambda: any(p.agreed_zone for p in state.players))
    exposure_on(player)
    layer = win.scene.exposure
    section = exposure_section(state, layer)
    me = state.player(layer.map.player)
    assert section is not None and section[0].startswith(f"Exposure for {me.name}")
    assert [text for _, _, text in section[1]][:2] == [
        "Safe: no enemy warband sees it", "Seen by 1 enemy warband"]
    path = tmp_path / "board.png"
    with player.choosing_file(path, "PNG (*.png)"):
        player.menu("File", "Export board")
    player.wait(path.exists)
    headings = [h for h, rows in legend_sections(state) for _, _, text in rows
                if text.startswith(h + ":")]
    assert headings == []  # "Victory points: Victory points ..." no more
    for item in set(win.scene.zones.agreed_items.values()):
        spot = item.text_centre or item.zone.boundingRect().center()
        for o in state.objectives:
            assert not (abs(o.x_in - spot.x()) < 3 and -3.5 <= o.y_in - spot.y() <= 5.5), \
                (item.text, o.name)


def test_a_carried_piece_fades_the_stale_shading_until_the_drop_is_worked_out(club_pc,
                                                                                tmp_path):
    """View ▸ Terrain with Exposure on: while the wall is dragged (a real drag on the
    viewport) the shading, worked out with the wall where it was, is faded out; dropped, it
    comes back once worked out for the new spot; Esc mid-drag brings it back at once."""
    from PySide6.QtCore import Qt

    player = club_pc((1366, 768))
    win, state = brothers_in_arms(player, tmp_path)
    exposure_on(player)
    layer = win.scene.exposure
    item = layer.item
    assert item is not None and item.opacity() == 1.0
    wall = state.terrain[-1].id
    x, y = player.piece_at(wall)
    player.drag((x, y), (x + 6, y + 8), release=False)
    assert item.opacity() == 0.0
    before = layer.updates
    player.qtbot.mouseRelease(player.viewport, Qt.MouseButton.LeftButton,
                              Qt.KeyboardModifier.NoModifier, player.px(x + 6, y + 8))
    assert state.piece(wall).y_in == pytest.approx(y + 8, abs=0.1)
    player.wait(lambda: layer.updates > before)
    assert item.opacity() == 1.0
    x, y = player.piece_at(wall)
    kept = state.piece(wall).x_in
    player.drag((x, y), (x - 6, y), release=False)
    assert item.opacity() == 0.0
    player.key(Qt.Key.Key_Escape)
    assert item.opacity() == 1.0
    player.qtbot.mouseRelease(player.viewport, Qt.MouseButton.LeftButton,
                              Qt.KeyboardModifier.NoModifier, player.px(x - 6, y))
    assert state.piece(wall).x_in == kept


@pytest.mark.parametrize("how", ["demo", "file"])
def test_another_game_opened_with_exposure_shown_shows_its_own_legend(club_pc, tmp_path, how):
    """Trial 4: Exposure shown in one game, then File > Open demo (or Open game) of another
    with other players: no crash (the old map named players the new game lacks); the legend
    follows the new game's players."""
    from app.game.saves import dumps_game, load_game

    player = club_pc((1366, 768))
    win = player.window
    player.menu("File", "Open demo", "Trench Crusade All-Out War")
    player.menu("View", "Exposure")
    legend = win.planning.legend
    player.wait(lambda: win.scene.exposure.map is not None)
    if how == "demo":
        player.menu("File", "Open demo", "Mordheim")
    else:
        path = tmp_path / "mordheim.json"
        path.write_text(dumps_game(load_game(demo_game_path())), encoding="utf-8")
        with player.choosing_file(path):
            player.menu("File", "Open game")
    player.qtbot.wait(1500)  # the pause after the change, the map and the refresh after it
    assert win.scene.exposure.map is not None
    assert win.scene.exposure.map.player in {p.id for p in win.controller.state.players}
    names = [legend.chooser.itemText(i) for i in range(legend.chooser.count())]
    assert any(p.name in " ".join(names) for p in win.controller.state.players), names
