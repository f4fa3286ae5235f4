"""The 1:1 plan's page furniture (G2): the 2-inch check bar sits where any printer prints
(inside the page margin), and model labels are printed large enough to read."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from app.game.printplan import plan_tiles
from app.ui.board.items import LabelItem
from app.ui.export_plan import PLAN_LABEL_PT, paint_tile_page, plan_labels


def _longest_dark_run(image: QImage, y: int) -> int:
    best = run = 0
    for x in range(image.width()):
        if QImage.pixelColor(image, x, y).lightness() < 80:
            run += 1
            best = max(best, run)
        else:
            run = 0
    return best


@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_check_bar_measures_2_in_and_lies_inside_the_printable_margin(qapp, paper):
    plan = plan_tiles(72, 48, paper)
    dpi = 100
    image = QImage(round(plan.page_width_in * dpi), round(plan.page_height_in * dpi),
                   QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    area = paint_tile_page(painter, QGraphicsScene(), plan, plan.tile(plan.rows - 1, 0), dpi)
    painter.end()
    rows = [y for y in range(image.height())
            if abs(_longest_dark_run(image, y) - 2 * dpi) <= 2]
    assert rows, "no 2-inch bar on the page"
    bar_y = rows[-1]
    # at least the page margin away from the paper's bottom edge (inside the printed area)
    assert area.top() < bar_y < area.bottom()
    assert (image.height() - bar_y) / dpi >= plan.margin_in


def test_model_labels_print_at_least_7_pt_and_are_restored_after(window):
    scene = window.scene
    labels = [i for i in scene.items() if isinstance(i, LabelItem)]
    assert labels
    before = [label.boundingRect().height() for label in labels]
    dpi = 300
    with plan_labels(scene, dpi):
        for label in labels:
            assert label.font_px / dpi * 72 >= PLAN_LABEL_PT - 0.2
            assert label.boundingRect().height() > label.font_px
    assert [label.boundingRect().height() for label in labels] == before
