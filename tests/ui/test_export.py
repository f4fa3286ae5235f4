"""Export of the board (PDF, PNG) and the 1:1 print plan: page sizes, page counts, the
legend, the scale bar, and tiles that measure true on paper (G2)."""

from __future__ import annotations

import os

import pypdf
import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter
from PySide6.QtWidgets import QFileDialog, QGraphicsScene, QInputDialog, QMessageBox

from app.game.printplan import plan_tiles
from app.ui.actions import ActionId
from app.ui.export import (
    ExportError, export_board, objective_control_lines, paint_tile_page, print_plan_pdf,
    render_sheet_image,
)
from app.ui.file_menu import PDF_FILTER, PNG_FILTER

PT_PER_IN = 72.0
A4_PT = (595.28, 841.89)
LETTER_PT = (612.0, 792.0)


def _pages(path):
    reader = pypdf.PdfReader(str(path))
    return reader, [(float(p.mediabox.width), float(p.mediabox.height)) for p in reader.pages]


def _text(page) -> str:
    return " ".join(page.extract_text().split())


def test_board_pdf_is_one_a4_landscape_page_with_name_legend_and_scale(window, tmp_path):
    path = tmp_path / "board.pdf"
    export_board(window.scene, window.controller.state, path)
    reader, sizes = _pages(path)
    assert len(sizes) == 1
    assert sizes[0] == pytest.approx((A4_PT[1], A4_PT[0]), abs=0.5)
    text = _text(reader.pages[0])
    assert "Club night: Treasure Hunt" in text
    assert "Scenario: Treasure Hunt" in text
    for warband in ("Witch Hunters (Bob)", "Skaven (Phil)", "Mercenaries (Devin)"):
        assert warband in text
    assert "inches (scale bar, 12 in)" in text
    assert "Wyrdstone 1" in text


def test_objective_control_comes_from_the_rules(window):
    """S4: the legend says what the controller's judge says (no Judge of its own)."""
    controller = window.controller
    state = controller.state
    lines = objective_control_lines(state, controller.objective_verdicts())
    assert lines is not None and len(lines) == len(state.objectives)
    # put a Skaven model on Wyrdstone 1, nobody else near: Skaven hold it (S4)
    target = state.objectives[0]
    rat = next(m for m in state.models if m.player == "phil")
    controller.move_model(rat.id, target.x_in + 0.5, target.y_in, agreed=True)
    lines = objective_control_lines(state, controller.objective_verdicts())
    assert lines[0] == f"{target.name}: held by Skaven"
    assert objective_control_lines(state, None) is None  # no verdicts: markers only


def test_board_png_is_a4_landscape_at_150_dpi_and_not_blank(window, tmp_path):
    path = tmp_path / "board.png"
    export_board(window.scene, window.controller.state, path)
    image = QImage(str(path))
    assert (image.width(), image.height()) == (1754, 1240)
    colours = {image.pixel(x, y) for x in range(0, 1754, 13) for y in range(0, 1240, 13)}
    assert len(colours) > 30
    # the warbands' colours appear in the legend
    sheet = render_sheet_image(window.scene, window.controller.state, dpi=60)
    seen = {QColor(sheet.pixel(x, y)).name() for x in range(sheet.width()) for y in range(sheet.height() - 120, sheet.height())}
    for player in window.controller.state.players:
        assert player.colour.lower() in seen


def test_export_refuses_other_file_types_and_writes_nothing(window, tmp_path):
    with pytest.raises(ExportError, match=r"\.pdf or \.png"):
        export_board(window.scene, window.controller.state, tmp_path / "board.docx")
    with pytest.raises(ExportError, match="cannot write there"):
        export_board(window.scene, window.controller.state, tmp_path / "missing" / "b.pdf")
    assert os.listdir(tmp_path) == []  # no stray temporary files


def test_print_plan_72_by_48_tiles_onto_55_true_size_a4_pages(window, tmp_path):
    path = tmp_path / "plan-A4.pdf"
    plan = print_plan_pdf(window.scene, window.controller.state, path, "A4")
    reader, sizes = _pages(path)
    assert plan.pages == len(sizes) == 55
    assert all(s == pytest.approx(A4_PT, abs=0.5) for s in sizes)  # portrait, as planned
    first = _text(reader.pages[0])
    assert "A1 · page 1 of 55 · x 0.00–7.27 in, y 0.00–10.69 in" in first
    assert "lay A2 from the dashed line" in first and "B1 from the dashed line" in first
    assert "this bar must measure 2 in" in first


def _measure_scene() -> QGraphicsScene:
    """A black bar from x=8 to x=13 in and y=2 to y=5 in on white."""
    scene = QGraphicsScene()
    scene.setSceneRect(QRectF(-4, -4, 80, 56))
    scene.setBackgroundBrush(QBrush(Qt.GlobalColor.white))
    scene.addRect(QRectF(8, 2, 5, 3), Qt.PenStyle.NoPen, QBrush(Qt.GlobalColor.black))
    return scene


def _dark_run(image: QImage, y: int | None = None, x: int | None = None) -> tuple[int, int]:
    if y is not None:
        hits = [i for i in range(image.width()) if QColor(image.pixel(i, y)).lightness() < 40]
    else:
        hits = [i for i in range(image.height()) if QColor(image.pixel(x, i)).lightness() < 40]
    return hits[0], hits[-1] + 1


def test_a_tile_measures_true_on_paper(qapp):
    """Five inches on the table are five inches on the printed page, at the place the tile's
    coordinates say (G2)."""
    scene = _measure_scene()
    plan = plan_tiles(72, 48, "A4")
    tile = plan.tile(0, 1)  # x from 6.77 in: the bar starts 1.23 in into the printable area
    dpi = 100
    image = QImage(round(plan.page_width_in * dpi), round(plan.page_height_in * dpi),
                   QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    paint_tile_page(painter, scene, plan, tile, dpi)
    painter.end()
    left, right = _dark_run(image, y=round((plan.margin_in + 3.5) * dpi))
    assert (right - left) / dpi == pytest.approx(5.0, abs=1.5 / dpi)
    assert left / dpi == pytest.approx(plan.margin_in + 8 - tile.x_in, abs=1.5 / dpi)
    top, bottom = _dark_run(image, x=round((plan.margin_in + 3.0) * dpi))
    assert (bottom - top) / dpi == pytest.approx(3.0, abs=1.5 / dpi)
    assert top / dpi == pytest.approx(plan.margin_in + 2, abs=1.5 / dpi)


def test_print_plan_from_the_file_menu(window, tmp_path, monkeypatch):
    path = tmp_path / "plan.pdf"
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a, **k: ("Letter", True))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "plan"), PDF_FILTER))
    said = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text, *a: said.append(text))
    assert ActionId.PRINT_PLAN.shortcuts[0].toString() == "Ctrl+P"
    window.actions_by_id[ActionId.PRINT_PLAN].trigger()
    _, sizes = _pages(path)
    assert len(sizes) == 55 and sizes[0] == pytest.approx(LETTER_PT, abs=0.5)
    assert "100 %" in said[0] and "55 Letter pages" in said[0]


def test_export_from_the_file_menu_picks_the_type_from_the_filter(window, tmp_path, monkeypatch):
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "board"), PNG_FILTER))
    window.actions_by_id[ActionId.EXPORT].trigger()
    assert QImage(str(tmp_path / "board.png")).width() == 1754


def test_export_leaves_out_the_selection_and_puts_it_back(window, tmp_path):
    scene = window.scene
    item = next(iter(scene.model_items.values()))
    item.setSelected(True)
    seen = []
    original = scene.render

    def spy(*args, **kwargs):
        seen.append([i for i in scene.selectedItems()])
        return original(*args, **kwargs)

    scene.render = spy
    try:
        export_board(scene, window.controller.state, tmp_path / "b.png")
    finally:
        del scene.render
    assert seen == [[]]
    assert item.isSelected()


@pytest.mark.parametrize("action", [ActionId.EXPORT, ActionId.PRINT_PLAN, ActionId.SAVE_AS])
def test_suggested_file_names_from_a_game_name_with_slashes_stay_in_the_folder(
        window, tmp_path, monkeypatch, action):
    """A game named "Week 3/4: finals" suggests one file in the start folder, not a sub-folder."""
    window.controller.state.name = "Week 3/4: finals \\ day"
    window.controller.path = None
    suggested = []
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a, **k: ("A4", True))
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda parent, title, start, *a, **k: (suggested.append(start), ("", ""))[1])
    window.actions_by_id[action].trigger()
    name = os.path.basename(suggested[0])
    assert os.path.dirname(suggested[0]) == window.files._start_folder()
    assert name.startswith("Week 3 - 4 - finals - day") and not set(name) & set('/\\:')
