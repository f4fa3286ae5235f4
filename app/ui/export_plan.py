"""File ▸ Print plan at 1:1 (a PDF of tiled pages).

The 1:1 plan renders the board scene at true scale (G2) onto A4 or Letter pages laid out by
:func:`app.game.printplan.plan_tiles`, on a light page fill (saves ink), each page with its
coordinates, overlap marks and a check ruler, the guide text placed clear of the bases;
print it at 100 % ("Actual size"), never "Fit to page". What each page shows is gathered
once per plan (:func:`paper_layers`) and painted directly (:func:`paint_items`).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem

from app.game.printplan import Box, Tile, TilePlan, free_box, plan_tiles
from app.game.state import GameState
from app.i18n import QT_TRANSLATE_NOOP, translate

from .export_files import ExportError, end_painting, pdf_writer, replacing
from .export_paper import (
    FAINT, INK, draw_text, labels_at, paper_font, paper_labels, paper_pen, print_look,
)

MARK = QColor("#c0392b")
"""The overlap marks and the guide text that goes with them."""
PAPER_TABLE = QColor("#fcfbf8")
"""The table's surface on the 1:1 plan: almost white, so 55 pages do not empty a cartridge."""
PAPER_GRID = (QColor("#ebe8e1"), QColor("#cdc8bd"))
PAPER_ZONE_ALPHA = 28
"""The most a set-up zone's tint covers on the plan (of 255)."""


@contextlib.contextmanager
def light_fill(scene: QGraphicsScene) -> Iterator[None]:
    """A light page while the plan is printed (saves ink): the table almost white with a
    pale grid, the set-up zones (M4 segments, S2 edges) only tinted; the board's own look
    after."""
    from app.ui.board.items import SegmentItem, TableItem
    from app.ui.board.overlays import EdgeZoneItem

    tables = [i for i in scene.items() if isinstance(i, TableItem)]
    segments = [i for i in scene.items() if isinstance(i, SegmentItem)]
    zones = [i for i in scene.items() if isinstance(i, EdgeZoneItem)]
    looks = [(t.fill, t.grid) for t in tables]
    for table in tables:
        table.fill, table.grid = PAPER_TABLE, PAPER_GRID
    for segment in segments:
        segment.max_alpha = PAPER_ZONE_ALPHA
    for zone in zones:
        zone.paper = True
    try:
        yield
    finally:
        for table, (fill, grid) in zip(tables, looks):
            table.fill, table.grid = fill, grid
        for segment in segments:
            segment.max_alpha = 255
        for zone in zones:
            zone.paper = False


def paint_tile_page(painter: QPainter, scene: QGraphicsScene, plan: TilePlan, tile: Tile,
                    dpi: float, title: str = "", obstacles: list[Box] | None = None,
                    items: list[QGraphicsItem] | None = None) -> QRectF:
    """Paint one page of the 1:1 plan on a device of ``dpi`` pixels per inch: the table area
    of ``tile`` at true scale inside the page margin, dashed overlap marks where the
    neighbouring pages begin, the page's coordinates and a 2-inch check ruler. The guide
    text printed over the table (the check bar, "lay B1 from the dashed line") keeps clear
    of ``obstacles`` (table inches; default: the bases, markers and labels on the board,
    :func:`plan_obstacles`), moving along its edge or strip to a free place. ``items``: the
    scene's items that reach the page, lowest first (:func:`paper_layers`), painted
    directly; default: the scene rendered. Returns the printable area in device pixels."""
    m = plan.margin_in * dpi
    area = QRectF(m, m, plan.printable_width_in * dpi, plan.printable_height_in * dpi)
    source = QRectF(tile.x_in, tile.y_in, tile.width_in, tile.height_in)
    painter.save()
    painter.setClipRect(area)
    if items is None:
        scene.render(painter, area, source, Qt.AspectRatioMode.IgnoreAspectRatio)
    else:
        sx, sy = area.width() / source.width(), area.height() / source.height()
        paint_items(painter, items, QTransform(sx, 0, 0, sy, area.left() - source.left() * sx,
                                               area.top() - source.top() * sy))
    painter.restore()
    taken = plan_obstacles(scene, dpi) if obstacles is None else list(obstacles)
    x0, y0 = tile.x_in, tile.y_in
    x1, y1 = x0 + tile.width_in, y0 + tile.height_in

    def on_page(box: Box) -> QRectF:  # table inches (1:1) -> device pixels
        return QRectF(area.left() + (box[0] - x0) * dpi, area.top() + (box[1] - y0) * dpi,
                      (box[2] - box[0]) * dpi, (box[3] - box[1]) * dpi)

    def place(width: float, height: float, region: Box, default: Box, **order: str) -> QRectF:
        box = free_box(width, height, region, taken, **order) or default
        taken.append(box)
        return on_page(box)

    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(paper_pen(FAINT, 0.5, dpi))
    painter.drawRect(area)
    # overlap marks: the neighbour's printable area starts at the dashed line
    ov = plan.overlap_in * dpi
    small = paper_font(dpi, 6.5)
    dashed = paper_pen(MARK, 0.8, dpi, Qt.PenStyle.DashLine)
    right, bottom = tile.col < plan.columns - 1, tile.row < plan.rows - 1
    if right:
        x = area.right() - ov
        painter.setPen(dashed)
        painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
    if bottom:
        y = area.bottom() - ov
        painter.setPen(dashed)
        painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
    # neighbours: the left one named in the left margin (the right and bottom margins hold
    # the coordinate ticks); the right and bottom ones inside the overlap strips, which the
    # neighbouring page covers anyway, slid along the strip clear of the bases. Arrows point
    # at the neighbouring page.
    label = paper_font(dpi, 7)
    gap = 0.06 * dpi
    line = QFontMetricsF(label).height()
    pad = BOX_PAD_IN * dpi
    if tile.col > 0:
        painter.save()
        painter.translate(area.left() - gap - line, area.center().y())
        painter.rotate(-90)  # reads upwards; the text's "up" (▲) is the page's left
        draw_text(painter, 0, 0, "▲ " + translate("ExportPlan", "{tile} overlaps {overlap} in").format(
            tile=plan.tile(tile.row, tile.col - 1).label, overlap=f"{plan.overlap_in:g}"),
            label, MARK, Qt.AlignmentFlag.AlignHCenter)
        painter.restore()
    if bottom:
        text = translate("ExportPlan", "lay {tile} from the dashed line").format(
            tile=plan.tile(tile.row + 1, tile.col).label) + " ▼"
        w = (QFontMetricsF(label).horizontalAdvance(text) + 2 * pad) / dpi
        h = (line + 2 * pad) / dpi
        mid, end = y1 - plan.overlap_in / 2, x1 - (plan.overlap_in if right else 0) - gap / dpi
        box = place(w, h, (x0 + gap / dpi, y1 - plan.overlap_in, end, y1),
                    (end - w, mid - h / 2, end, mid + h / 2), x_from="high", y_from="centre")
        _boxed_text(painter, box.right() - pad, box.top() + pad, text, label, MARK,
                    Qt.AlignmentFlag.AlignRight, dpi)
    if right:
        text = translate("ExportPlan", "lay {tile} from the dashed line").format(
            tile=plan.tile(tile.row, tile.col + 1).label) + " ▲"
        w = (line + 2 * pad) / dpi
        h = (QFontMetricsF(label).horizontalAdvance(text) + 2 * pad) / dpi
        mid, end = x1 - plan.overlap_in / 2, y1 - (plan.overlap_in if bottom else 0)
        centre = (y0 + end) / 2
        box = place(w, h, (x1 - plan.overlap_in, y0 + gap / dpi, x1, end - gap / dpi),
                    (mid - w / 2, centre - h / 2, mid + w / 2, centre + h / 2),
                    x_from="centre", y_from="centre")
        painter.save()
        painter.translate(box.center().x() + line / 2, box.center().y())
        painter.rotate(90)  # reads downwards; the text's "up" (▲) is the page's right
        _boxed_text(painter, 0, 0, text, label, MARK, Qt.AlignmentFlag.AlignHCenter, dpi)
        painter.restore()
    # the check bar inside the printed area, where any printer prints it: bottom left (in
    # the bottom overlap strip, which the page below covers, where there is one), else the
    # nearest place along the bottom edge, then upwards, clear of the bases and the strips'
    # guide text (placed first: it belongs to its strip)
    inset = CHECK_BAR_INSET_IN
    bar_w, bar_h = (v / dpi for v in _check_bar_size(dpi))
    bar = place(bar_w, bar_h, (x0 + inset, y0 + inset, x1 - inset, y1 - inset),
                (x0 + inset, y1 - inset - bar_h, x0 + inset + bar_w, y1 - inset),
                x_from="low", y_from="high")
    _edge_ticks(painter, plan, tile, area, dpi)
    # header, in the top margin: the page's coordinates and the game
    draw_text(painter, area.left(), m - QFontMetricsF(paper_font(dpi, 8, True)).height() - gap,
              plan.caption(tile), paper_font(dpi, 8, bold=True))
    if title:
        draw_text(painter, area.right(), m - QFontMetricsF(small).height() - gap, title, small,
                  FAINT, Qt.AlignmentFlag.AlignRight)
    _check_bar(painter, area, dpi, bar.topLeft())
    return area


def plan_obstacles(scene: QGraphicsScene, dpi: float) -> list[Box]:
    """What the plan's guide text must not cover, in table inches: every base and marker
    on the board and the labels hung from them. Labels keep their size in device pixels, so
    ``dpi`` of their pixels make an inch of paper, which at 1:1 is an inch of the table."""
    from app.ui.board.items import ModelItem, ObjectiveItem
    from app.ui.board.label_item import LabelItem

    boxes: list[Box] = []
    for item in scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, ModelItem):
            rect = item.mapRectToScene(item.base_shape().boundingRect())
        elif isinstance(item, ObjectiveItem):
            r = item.radius_in
            rect = QRectF(item.pos().x() - r, item.pos().y() - r, 2 * r, 2 * r)
        elif isinstance(item, LabelItem):
            at, own = item.scenePos(), item.boundingRect()
            rect = QRectF(at.x() + own.left() / dpi, at.y() + own.top() / dpi,
                          own.width() / dpi, own.height() / dpi)
        else:
            continue
        boxes.append((rect.left(), rect.top(), rect.right(), rect.bottom()))
    return boxes


BOX_PAD_IN = 0.03
"""The white box around guide text printed over the board (inches of paper)."""


def _boxed_text(painter: QPainter, x: float, y: float, text: str, font: QFont, color: QColor,
                align: Qt.AlignmentFlag, dpi: float) -> None:
    """:func:`draw_text` on a white box, readable over the board."""
    metrics = QFontMetricsF(font)
    width, pad = metrics.horizontalAdvance(text), BOX_PAD_IN * dpi
    left = x - width if align == Qt.AlignmentFlag.AlignRight else \
        x - width / 2 if align == Qt.AlignmentFlag.AlignHCenter else x
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 235))
    painter.drawRect(QRectF(left - pad, y - pad, width + 2 * pad, metrics.height() + 2 * pad))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    draw_text(painter, x, y, text, font, color, align)


CHECK_BAR_INSET_IN = 0.06
"""The 2-inch check bar's distance inside the printed area's bottom-left corner."""


def _check_bar_size(dpi: float) -> tuple[float, float]:
    """The check bar's box, width and height in device pixels."""
    font = paper_font(dpi, 7)
    metrics = QFontMetricsF(font)
    pad, tick = 0.04 * dpi, 0.08 * dpi
    width = max(2 * dpi, metrics.horizontalAdvance(translate("ExportPlan", CHECK_BAR_TEXT))) + 2 * pad
    return width, metrics.height() + tick + 3 * pad


CHECK_BAR_TEXT = QT_TRANSLATE_NOOP("ExportPlan", "Print at 100 %: this bar must measure 2 in (50.8 mm)")
"""English here; printed with ``translate("ExportPlan", CHECK_BAR_TEXT)``."""


def _check_bar(painter: QPainter, area: QRectF, dpi: float,
               top_left: QPointF | None = None) -> QRectF:
    """The 2-inch check bar with its instruction, on white, its box's top-left corner at
    ``top_left`` (default: inside the bottom-left corner of the printed area, inside the page
    margin, so any printer prints it). Returns its box."""
    font = paper_font(dpi, 7)
    pad, tick = 0.04 * dpi, 0.08 * dpi
    width, height = _check_bar_size(dpi)
    inset = CHECK_BAR_INSET_IN * dpi
    if top_left is None:
        top_left = QPointF(area.left() + inset, area.bottom() - inset - height)
    box = QRectF(top_left.x(), top_left.y(), width, height)
    painter.setPen(paper_pen(FAINT, 0.5, dpi))
    painter.setBrush(QColor(255, 255, 255))
    painter.drawRect(box)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    y = box.top() + pad
    y += draw_text(painter, box.left() + pad, y, translate("ExportPlan", CHECK_BAR_TEXT), font, INK)
    y += pad
    painter.setPen(paper_pen(INK, 0.8, dpi))
    x0 = box.left() + pad
    painter.drawLine(QPointF(x0, y + tick), QPointF(x0 + 2 * dpi, y + tick))
    for i in range(5):
        x = x0 + i * 0.5 * dpi
        painter.drawLine(QPointF(x, y), QPointF(x, y + tick))
    return box


def _edge_ticks(painter: QPainter, plan: TilePlan, tile: Tile, area: QRectF, dpi: float) -> None:
    """Table coordinates along the bottom and right edges of the printed area: a tick at
    every whole inch of the table, a longer one labelled in inches every 6 in."""
    tick = 0.06 * dpi
    tiny = paper_font(dpi, 5.5)
    x1 = min(tile.x_in + tile.width_in, plan.table_width_in)
    y1 = min(tile.y_in + tile.height_in, plan.table_depth_in)
    inch = int(tile.x_in) + (0 if float(tile.x_in).is_integer() else 1)
    while inch <= x1 + 1e-9:
        x = area.left() + (inch - tile.x_in) * dpi
        long = inch % 6 == 0
        painter.setPen(paper_pen(INK, 0.5, dpi))
        painter.drawLine(QPointF(x, area.bottom()), QPointF(x, area.bottom() + tick * (2 if long else 1)))
        if long:
            draw_text(painter, x, area.bottom() + tick * 2, f"{inch}", tiny, FAINT,
                      Qt.AlignmentFlag.AlignHCenter)
        inch += 1
    inch = int(tile.y_in) + (0 if float(tile.y_in).is_integer() else 1)
    while inch <= y1 + 1e-9:
        y = area.top() + (inch - tile.y_in) * dpi
        long = inch % 6 == 0
        painter.setPen(paper_pen(INK, 0.5, dpi))
        painter.drawLine(QPointF(area.right(), y), QPointF(area.right() + tick * (2 if long else 1), y))
        if long:
            height = QFontMetricsF(tiny).height()
            draw_text(painter, area.right() + tick * 2.5, y - height / 2, f"{inch}", tiny, FAINT)
        inch += 1


PLAN_LABEL_PT = 7.0
"""Model and objective labels on the 1:1 plan are printed this large (points)."""


def plan_labels(scene: QGraphicsScene, dpi: float):  # noqa: ANN202 - a context manager
    """Labels at :data:`PLAN_LABEL_PT` while the plan is rendered (see :func:`labels_at`)."""
    return labels_at(scene, dpi, PLAN_LABEL_PT)


def paper_layers(scene: QGraphicsScene, dpi: float) -> list[tuple[QGraphicsItem, Box]]:
    """Every item the scene shows, in the order Qt paints them (its stacking order, lowest
    first), each with the part of the table it can paint on (table inches), for a device of
    ``dpi`` pixels per inch at 1:1 (labels, marks and badges are sized for the paper while
    it prints): gathered once, so a page paints only what reaches it without Qt looking
    every item of the scene up again for each of the 55 pages."""
    at_scale = QTransform.fromScale(dpi, dpi)
    empty = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
    layers = []
    for item in reversed(scene.items(Qt.SortOrder.DescendingOrder)):
        if not item.isVisible() or item.flags() & empty:
            continue
        r = item.deviceTransform(at_scale).mapRect(item.boundingRect())
        layers.append((item, (r.left() / dpi, r.top() / dpi, r.right() / dpi, r.bottom() / dpi)))
    return layers


def _by_tile(plan: TilePlan, boxes: list[tuple[object, Box]], pad: float = 0.0
             ) -> list[list[object]]:
    """For each tile of ``plan`` (in its order), the things of ``boxes`` (``(thing, box)``,
    table inches) whose box meets the tile grown by ``pad`` inches, in the order given."""
    cols = sorted({(t.col, t.x_in - pad, t.x_in + t.width_in + pad) for t in plan.tiles})
    rows = sorted({(t.row, t.y_in - pad, t.y_in + t.height_in + pad) for t in plan.tiles})
    out: list[list[object]] = [[] for _ in plan.tiles]
    index = {(t.row, t.col): k for k, t in enumerate(plan.tiles)}
    for thing, (left, top, right, bottom) in boxes:
        across = [c for c, lo, hi in cols if left < hi and lo < right]
        if not across:
            continue
        for r, lo, hi in rows:
            if top < hi and lo < bottom:
                for c in across:
                    out[index[r, c]].append(thing)
    return out


def paint_items(painter: QPainter, items: list[QGraphicsItem], transform: QTransform) -> None:
    """Paint ``items`` (lowest first) as ``QGraphicsScene.render`` would through
    ``transform`` (scene to device), each on a fresh painter state, without looking every
    item of the scene up again for each page."""
    option = QStyleOptionGraphicsItem()
    for item in items:
        option.exposedRect = item.boundingRect()
        painter.save()
        painter.setWorldTransform(item.deviceTransform(transform))
        item.paint(painter, option, None)
        painter.restore()


def print_plan_pdf(scene: QGraphicsScene, state: GameState, path: str | os.PathLike[str],
                   paper: str = "A4", margin_in: float = 0.5, overlap_in: float = 0.5) -> TilePlan:
    """Write the 1:1 plan of the table as a PDF of ``paper`` pages; returns the plan."""
    plan = plan_tiles(state.table.width_in, state.table.depth_in, paper, margin_in, overlap_in)
    title = translate("ExportPlan", "{game} — plan at 1:1").format(game=state.name)
    with replacing(path, ".pdf") as tmp:
        writer = pdf_writer(tmp, paper, plan.landscape, title)
        painter = QPainter()
        if not painter.begin(writer):
            raise ExportError(translate("ExportPlan", "{path}: could not start the PDF").format(
                path=path))
        try:
            with print_look(scene, rendered=False), light_fill(scene), \
                    paper_labels(scene, writer.resolution(), writer.resolution(),
                                 PLAN_LABEL_PT):
                dpi = writer.resolution()
                # once, not once a page: what each page shows, and what its guide text
                # keeps clear of (the bases and labels within an inch of it)
                layers = _by_tile(plan, paper_layers(scene, dpi))
                near = _by_tile(plan, [(box, box) for box in plan_obstacles(scene, dpi)], 1.0)
                for i, tile in enumerate(plan.tiles):
                    if i:
                        writer.newPage()
                    paint_tile_page(painter, scene, plan, tile, dpi, title, near[i], layers[i])
        except BaseException:
            painter.end()
            raise
        end_painting(painter, path)
        del painter, writer  # closes the file before it is checked
    return plan


def default_paper() -> str:
    """Letter where the system locale uses it (US, Canada, Mexico, ...), else A4."""
    from PySide6.QtCore import QLocale

    territory = QLocale.system().territory()
    letter = {QLocale.Country.UnitedStates, QLocale.Country.Canada, QLocale.Country.Mexico,
              QLocale.Country.Philippines, QLocale.Country.Chile, QLocale.Country.Colombia}
    return "Letter" if territory in letter else "A4"
