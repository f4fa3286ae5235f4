"""File ▸ Export (PDF or PNG of the board); File ▸ Print plan at 1:1 is
:mod:`app.ui.export_plan` (its entry points are imported here too).

The export sheet shows the game and scenario name, the board as large as the page allows
with the segment letters (M4) beside the table's edges and labels of at least 6 pt, a scale
bar in inches, and the legend (:mod:`app.ui.export_text`): warbands (colour, mark, name,
rating, and how one that left the game left it), objective control and the counters.

Files are written to a temporary file in the target folder and moved into place, so a failed
export never leaves half a file (:mod:`app.ui.export_files`). Errors are
:class:`ExportError` with a one-line reason.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from app.game.state import GameState
from app.i18n import translate

from .export_files import ExportError, end_painting, pdf_writer, replacing
from .export_paper import FAINT, INK, draw_text, paper_font, paper_labels, paper_pen, print_look
from .export_plan import (  # noqa: F401 - the plan's entry points: the API
    default_paper, paint_tile_page, print_plan_pdf,
)
from .export_text import (  # noqa: F401 - objective_control_lines, legend_rows: the API
    SAFE_MARK, SHADE_MARK, Section, exposure_section, legend_rows, legend_sections, objective_control_lines,
    scenario_title,
)

PNG_DPI = 150
SHEET_PAPER = "A4"
SEGMENT_INK = QColor("#595959")


def _table_rect(state: GameState) -> QRectF:
    return QRectF(0, 0, state.table.width_in, state.table.depth_in)


# -- the export sheet ----------------------------------------------------------------------
SHEET_MARGIN_IN = 0.3
"""The sheet's margin on paper (inches): wider than most printers' unprintable edge."""
SHEET_LABEL_PT = 6.5
"""Model and objective labels on the sheet are printed this large (points): at least 6 pt,
small enough that models 2 in apart keep their labels apart."""
LETTER_PT = 13.0
"""The segment letters (M4) beside the table's edges."""
LETTER_STRIP_IN = 0.33
"""The band of paper along each table edge that holds the segment letters (inches)."""
TABLE_PAD_IN = 0.4
"""Table inches shown around the table's edge (bases standing on the edge, halos)."""

def _board_source(scene: QGraphicsScene, state: GameState) -> QRectF:
    """The part of the board the sheet shows (table inches): the table and a thin band
    around it, grown to hold any model or objective standing off the table."""
    pad = TABLE_PAD_IN
    rect = _table_rect(state).adjusted(-pad, -pad, pad, pad)
    for thing in (*(m for m in state.models if m.on_table), *state.objectives):
        rect = rect.united(QRectF(thing.x_in - 1.5, thing.y_in - 1.5, 3, 3))
    return rect.intersected(scene.sceneRect()) if not scene.sceneRect().isEmpty() else rect


def segment_letters(scene: QGraphicsScene) -> list[tuple[str, str, float, float]]:
    """``(letter, edge, x_in, y_in)`` of each table-edge segment the board draws (M4), at the
    middle of the segment; none for a board without segments."""
    out = []
    for letter, item in sorted(getattr(scene, "segment_items", {}).items()):
        (x0, y0), (x1, y1) = item.segment.start, item.segment.end
        out.append((letter, item.segment.edge, (x0 + x1) / 2, (y0 + y1) / 2))
    return out


CONTINUED = "+"
"""The mark of a legend row that carries on the row above (indented like it)."""


def _wrapped(sections: list[Section], body: QFont, swatch: float, most: float) -> list[Section]:
    """The legend's rows no wider than ``most`` (device pixels): a longer row carries on in
    rows below it, indented like its text (a terrain row lists every piece of its kind)."""
    metrics = QFontMetricsF(body)
    out = []
    for title, rows in sections:
        lines = []
        for colour, mark, text in rows:
            room = most - swatch * 1.5
            words, line = text.split(" "), ""
            first = True
            for word in words:
                trial = f"{line} {word}" if line else word
                if line and metrics.horizontalAdvance(trial) > room:
                    lines.append((colour, mark, line) if first else (None, CONTINUED, line))
                    first, line = False, word
                else:
                    line = trial
            lines.append((colour, mark, line) if first else (None, CONTINUED, line))
        out.append((title, lines))
    return out


def _legend_columns(sections: list[Section], max_rows: int, body: QFont, head: QFont,
                    swatch: float) -> list[tuple[str, list[tuple[QColor | None, str, str]], float]]:
    """The legend cut into columns of at most ``max_rows`` rows: ``(heading, rows, width)``;
    a long section carries on in the next column under an empty heading."""
    columns = []
    for title, rows in sections:
        for i in range(0, max(1, len(rows)), max_rows):
            part = rows[i:i + max_rows]
            heading = title if i == 0 else ""
            width = max([QFontMetricsF(head).horizontalAdvance(heading)]
                        + [QFontMetricsF(body).horizontalAdvance(t)
                           + (swatch * 1.5 if c or m == CONTINUED else 0) for c, m, t in part])
            columns.append((heading, part, width))
    return columns


def _objective_verdicts(scene: QGraphicsScene, state: GameState):  # noqa: ANN202
    """The rules' verdicts on the objectives of ``state`` from the board's controller (S4),
    by id; ``None`` when the rules cannot judge the game."""
    controller = getattr(scene, "controller", None)
    if controller is None or controller.state is not state:
        return None
    return controller.objective_verdicts()


def paint_sheet(painter: QPainter, scene: QGraphicsScene, state: GameState,
                width_px: float, height_px: float, dpi: float) -> float:
    """Paint the export sheet on a ``width_px`` x ``height_px`` device of ``dpi`` pixels per
    inch: the game's name, the board as large as the page allows with its segment letters
    (M4) beside the table's edges, a scale bar, and the legend (warbands, objectives, counters)
    below the board or beside it, whichever leaves the table larger. Labels print at
    :data:`SHEET_LABEL_PT`. Returns the board's scale in device pixels per table inch."""
    m = SHEET_MARGIN_IN * dpi
    title_font, sub_font = paper_font(dpi, 15, bold=True), paper_font(dpi, 9.5)
    y = m + draw_text(painter, m, m, state.name, title_font)
    subtitle = " · ".join(part for part in (
        translate("Export", "Scenario: {scenario}").format(scenario=scenario_title(state))
        if state.scenario else "",
        state.system.replace("-", " ").title(),
        translate("Export", "table {width} × {depth} in").format(
            width=f"{state.table.width_in:g}", depth=f"{state.table.depth_in:g}"),
        translate("Export", "turn {turn}").format(turn=state.turn.number) if state.turn.number
        else translate("Export", "before the first turn"),
    ) if part)
    y += draw_text(painter, m, y, subtitle, sub_font, FAINT) + 0.08 * dpi

    body, head = paper_font(dpi, 8.5), paper_font(dpi, 8.5, bold=True)
    line_h = QFontMetricsF(body).height() * 1.2
    swatch = line_h * 0.75
    gap = 0.25 * dpi
    letters = segment_letters(scene)
    strip = LETTER_STRIP_IN * dpi if letters else 0.08 * dpi
    source = _board_source(scene, state)
    usable = QRectF(m, y, width_px - 2 * m, height_px - m - y)
    legend = legend_sections(state, _objective_verdicts(scene, state))
    shading = exposure_section(state, getattr(scene, "exposure", None)) \
        if getattr(scene, "controller", None) is not None and scene.controller.state is state \
        else None
    if shading is not None:  # the board's shading is printed: whose, and what it means
        legend.insert(1, shading)

    def fit(board: QRectF) -> float:
        return max(0.0, min((board.width() - 2 * strip) / source.width(),
                            (board.height() - 2 * strip) / source.height()))

    layouts = []
    below = None
    for share in (2, 3, 4):  # long rows wrapped to a half, a third or a quarter of the page
        sections = _wrapped(legend, body, swatch, usable.width() / share - gap)
        longest = max(3, max(len(rows) for _, rows in sections))
        for max_rows in range(3, longest + 1):  # as few rows as fit across the page
            columns = _legend_columns(sections, max_rows, body, head, swatch)
            wide = sum(w for _, _, w in columns) + gap * (len(columns) - 1)
            if wide <= usable.width():
                below = (max_rows, columns)
                break
        if below is not None:
            break
    if below is None:  # nothing fits across: every section's rows in one long column each
        below = (longest, _legend_columns(sections, longest, body, head, swatch))
    max_rows, columns = below
    tall = line_h * (max_rows + 1)
    board = QRectF(usable.left(), usable.top(), usable.width(), usable.height() - tall - gap)
    layouts.append((fit(board), board, "below", columns))
    sections = _wrapped(legend, body, swatch, usable.width() / 2 - gap)
    column = _legend_columns(sections, 10 ** 6, body, head, swatch)
    side_w = max(w for _, _, w in column)
    side_h = sum(line_h * (len(rows) + 1) + line_h * 0.5 for _, rows, _ in column)
    if side_h <= usable.height() and side_w < usable.width() / 2:
        board = QRectF(usable.left(), usable.top(), usable.width() - side_w - gap, usable.height())
        layouts.append((fit(board), board, "right", column))
    scale, board, where, columns = max(layouts, key=lambda layout: layout[0])
    size = QRectF(0, 0, source.width() * scale, source.height() * scale)
    target = QRectF(board.left() + (board.width() - size.width()) / 2, board.top() + strip,
                    size.width(), size.height())
    with print_look(scene), paper_labels(scene, scale, dpi, SHEET_LABEL_PT):
        scene.render(painter, target, source, Qt.AspectRatioMode.IgnoreAspectRatio)
    _paint_letters(painter, letters, source, target, scale, strip, dpi)
    _scale_bar(painter, width_px - m, m, scale, dpi)

    # the legend: under the board, in columns; or beside it, one column
    if where == "below":
        x, top = usable.left(), target.bottom() + strip + gap * 0.6
    else:
        x, top = board.right() + gap, usable.top()
    for heading, rows, width in columns:
        draw_text(painter, x, top, heading, head)
        for i, (colour, mark, text) in enumerate(rows):
            row_y = top + line_h * (i + 1)
            left = x
            if colour is not None and mark in (SHADE_MARK, SAFE_MARK):  # an exposure shade
                painter.setPen(paper_pen(INK, 0.5, dpi))
                painter.setBrush(colour)
                painter.drawRect(QRectF(x, row_y, swatch, swatch))
                if mark == SAFE_MARK:
                    from .board.exposure_items import SAFE_HATCH

                    painter.setBrush(QBrush(SAFE_HATCH, Qt.BrushStyle.BDiagPattern))
                    painter.drawRect(QRectF(x, row_y, swatch, swatch))
                left += swatch * 1.5
            elif colour is not None:
                painter.setPen(paper_pen(INK, 0.5, dpi))
                painter.setBrush(colour)
                painter.drawEllipse(QRectF(x, row_y, swatch, swatch))
                draw_text(painter, x + swatch / 2, row_y + swatch * 0.05, mark,
                          paper_font(dpi, 6.5, bold=True),
                          QColor("white") if colour.lightness() < 140 else INK,
                          Qt.AlignmentFlag.AlignHCenter)
                left += swatch * 1.5
            elif mark == CONTINUED:
                left += swatch * 1.5
            draw_text(painter, left, row_y, text, body)
        if where == "below":
            x += width + gap
        else:
            top += line_h * (len(rows) + 1.5)
    return scale


def _paint_letters(painter: QPainter, letters: list[tuple[str, str, float, float]],
                   source: QRectF, target: QRectF, scale: float, strip: float,
                   dpi: float) -> None:
    """The segment letters (M4) in the band of paper beside each table edge, at the middle
    of their segment, each on an outlined tag pointing at the edge (as the board draws
    them): dark enough to read on paper, and never like a model's filled, lettered disc."""
    from app.ui.board.paint import edge_tag_path

    font = paper_font(dpi, LETTER_PT, bold=True)
    metrics = QFontMetricsF(font)
    gap, pointer = 0.02 * dpi, 0.05 * dpi
    h = metrics.height()
    w = max(h, metrics.horizontalAdvance("W") + 0.08 * dpi)
    for letter, edge, x_in, y_in in letters:
        x = target.left() + (x_in - source.left()) * scale
        y = target.top() + (y_in - source.top()) * scale
        near = gap + pointer
        if edge == "top":
            body = QRectF(x - w / 2, target.top() - near - h, w, h)
        elif edge == "bottom":
            body = QRectF(x - w / 2, target.bottom() + near, w, h)
        elif edge == "left":
            body = QRectF(target.left() - near - w, y - h / 2, w, h)
        else:
            body = QRectF(target.right() + near, y - h / 2, w, h)
        painter.setPen(paper_pen(SEGMENT_INK, 1.0, dpi))
        painter.setBrush(QBrush(Qt.GlobalColor.white))
        painter.drawPath(edge_tag_path(body, edge, pointer))
        c = body.center()
        draw_text(painter, c.x(), c.y() - metrics.height() / 2, letter, font, SEGMENT_INK,
                  Qt.AlignmentFlag.AlignHCenter)


def _scale_bar(painter: QPainter, right: float, top: float, scale: float, dpi: float) -> None:
    """A 12 in scale bar (6 in if that is too long) ending at ``right``, ticks every inch."""
    bar_in = 12 if 12 * scale < 3 * dpi else 6
    small = paper_font(dpi, 7)
    label = translate("Export", "inches (scale bar, {length} in)").format(length=bar_in)
    x0 = right - bar_in * scale
    tick = 0.08 * dpi
    y = top + 0.05 * dpi
    painter.setPen(paper_pen(INK, 1.0, dpi))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawLine(QPointF(x0, y + tick), QPointF(right, y + tick))
    for i in range(bar_in + 1):
        x = x0 + i * scale
        long = i % 3 == 0
        painter.setPen(paper_pen(INK, 1.0 if long else 0.6, dpi))
        painter.drawLine(QPointF(x, y + tick), QPointF(x, y + (0 if long else tick / 2)))
        if long:
            draw_text(painter, x, y + tick * 1.4, f"{i}", small,
                      align=Qt.AlignmentFlag.AlignHCenter)
    draw_text(painter, x0 - 0.1 * dpi, y, label, small, FAINT, Qt.AlignmentFlag.AlignRight)


def export_pdf(scene: QGraphicsScene, state: GameState, path: str | os.PathLike[str],
               paper: str = SHEET_PAPER) -> None:
    """One landscape ``paper`` page: the board with scale bar, legend and objective control."""
    with replacing(path, ".pdf") as tmp:
        writer = pdf_writer(tmp, paper, True, f"{state.name} — Table Marshal")
        painter = QPainter()
        if not painter.begin(writer):
            raise ExportError(translate("Export", "{path}: could not start the PDF").format(path=path))
        try:
            paint_sheet(painter, scene, state, writer.width(), writer.height(), writer.resolution())
        except BaseException:
            painter.end()
            raise
        end_painting(painter, path)
        del painter, writer  # closes the file before it is checked


def render_sheet_image(scene: QGraphicsScene, state: GameState, dpi: int = PNG_DPI,
                       size_in: tuple[float, float] = (297 / 25.4, 210 / 25.4)) -> QImage:
    """The export sheet as an image (A4 landscape by default) at ``dpi``."""
    image = QImage(round(size_in[0] * dpi), round(size_in[1] * dpi), QImage.Format.Format_ARGB32)
    image.setDotsPerMeterX(round(dpi / 0.0254))
    image.setDotsPerMeterY(round(dpi / 0.0254))
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    try:
        paint_sheet(painter, scene, state, image.width(), image.height(), dpi)
    finally:
        painter.end()
    return image


def export_png(scene: QGraphicsScene, state: GameState, path: str | os.PathLike[str],
               dpi: int = PNG_DPI) -> None:
    """The export sheet as a PNG picture."""
    image = render_sheet_image(scene, state, dpi)
    with replacing(path, ".png") as tmp:
        if not image.save(tmp, "PNG"):
            raise ExportError(translate(
                "Export", "{path}: could not write the PNG picture (is the disk full?); "
                          "the previous file is unchanged").format(path=path))


def export_board(scene: QGraphicsScene, state: GameState, path: str | os.PathLike[str]) -> None:
    """PDF or PNG by the file's extension (``.pdf``/``.png``); :class:`ExportError` else."""
    suffix = Path(path).suffix.lower()
    if suffix == ".pdf":
        export_pdf(scene, state, path)
    elif suffix == ".png":
        export_png(scene, state, path)
    else:
        raise ExportError(translate("Export", "{path}: choose a .pdf or .png file name").format(
            path=path))


__all__ = [
    "ExportError", "export_board", "export_pdf", "export_png", "paint_sheet", "paint_tile_page",
    "print_plan_pdf", "render_sheet_image", "default_paper", "objective_control_lines",
]
