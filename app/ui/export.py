"""File ▸ Export (PDF or PNG of the board) and File ▸ Print plan at 1:1 (a PDF of tiled pages).

The export sheet shows the game and scenario name, the board as large as the page allows
with the segment letters (M4) beside the table's edges and labels of at least 6 pt, a scale
bar in inches, and the legend (:mod:`app.ui.export_text`): warbands (colour, mark, name,
rating, and how one that left the game left it), objective control and the counters. The
1:1 plan renders the same board scene at true scale (G2) onto A4 or Letter pages laid out by
:func:`app.game.printplan.plan_tiles`, on a light page fill (saves ink), each page with its
coordinates, overlap marks and a check ruler, the guide text placed clear of the bases;
print it at 100 % ("Actual size"), never "Fit to page".

Files are written to a temporary file in the target folder and moved into place, so a failed
export never leaves half a file. Errors are :class:`ExportError` with a one-line reason.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush, QColor, QFont, QFontMetricsF, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter,
    QPen, QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem

from app.game.atomic import new_file_mode as _new_file_mode
from app.game.printplan import Box, Tile, TilePlan, free_box, plan_tiles
from app.game.state import GameState

from .export_text import (  # noqa: F401 - objective_control_lines, legend_rows: the API
    Section, legend_rows, legend_sections, objective_control_lines, scenario_title,
)

PDF_DPI = 300
"""Device units per inch of the PDFs written here."""
PNG_DPI = 150
SHEET_PAPER = "A4"
INK = QColor("#1d1d1d")
FAINT = QColor("#6b6b6b")
MARK = QColor("#c0392b")
SEGMENT_INK = QColor("#595959")


class ExportError(Exception):
    """An export or print plan could not be written; ``str()`` says why (no file was left)."""


# -- painting helpers --------------------------------------------------------------------------
def _font(dpi: float, points: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(points * dpi / 72.0)))
    font.setBold(bold)
    return font


def _pen(color: QColor, width_pt: float, dpi: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(color, max(1.0, width_pt * dpi / 72.0))
    pen.setStyle(style)
    return pen


def _text(painter: QPainter, x: float, y: float, text: str, font: QFont,
          color: QColor = INK, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> float:
    """Draw one line with its top at ``y``; returns its height. ``align``: left, right
    or centre around ``x``."""
    painter.setFont(font)
    painter.setPen(color)
    metrics = QFontMetricsF(font)
    width = metrics.horizontalAdvance(text)
    if align == Qt.AlignmentFlag.AlignRight:
        x -= width
    elif align == Qt.AlignmentFlag.AlignHCenter:
        x -= width / 2
    painter.drawText(QPointF(x, y + metrics.ascent()), text)
    return metrics.height()


@contextlib.contextmanager
def print_look(scene: QGraphicsScene, rendered: bool = True) -> Iterator[None]:
    """Paper look while rendering: white around the table, and nothing that belongs to the
    moment rather than the position (the board's ``clean_for_export``: selection, its rings,
    rulers; for any other scene the selection). ``rendered``: through
    ``QGraphicsScene.render``; ``False``: the items painted directly (:func:`_paint_items`)."""
    brush = scene.backgroundBrush()
    scene.setBackgroundBrush(QBrush(Qt.GlobalColor.white))
    clean = getattr(scene, "clean_for_export", None)
    selected = [] if clean is not None else scene.selectedItems()
    for item in selected:
        item.setSelected(False)
    try:
        with clean(rendered) if clean is not None else contextlib.nullcontext():
            yield
    finally:
        scene.setBackgroundBrush(brush)
        for item in selected:
            item.setSelected(True)


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


def labels_placed_at(scene: QGraphicsScene, px_per_in: float):  # noqa: ANN201 - a context manager
    """The board's objective labels placed for a rendering at ``px_per_in`` device pixels per
    table inch (labels keep their size in device pixels, so where they fit depends on it);
    nothing for any other scene."""
    place = getattr(scene, "labels_placed_at", None)
    return place(px_per_in) if place is not None else contextlib.nullcontext()


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
    title_font, sub_font = _font(dpi, 15, bold=True), _font(dpi, 9.5)
    y = m + _text(painter, m, m, state.name, title_font)
    subtitle = " · ".join(part for part in (
        f"Scenario: {scenario_title(state)}" if state.scenario else "",
        state.system.replace("-", " ").title(),
        f"table {state.table.width_in:g} × {state.table.depth_in:g} in",
        f"turn {state.turn.number}" if state.turn.number else "before the first turn",
    ) if part)
    y += _text(painter, m, y, subtitle, sub_font, FAINT) + 0.08 * dpi

    body, head = _font(dpi, 8.5), _font(dpi, 8.5, bold=True)
    line_h = QFontMetricsF(body).height() * 1.2
    swatch = line_h * 0.75
    gap = 0.25 * dpi
    letters = segment_letters(scene)
    strip = LETTER_STRIP_IN * dpi if letters else 0.08 * dpi
    source = _board_source(scene, state)
    usable = QRectF(m, y, width_px - 2 * m, height_px - m - y)
    legend = legend_sections(state, _objective_verdicts(scene, state))

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
    with print_look(scene), _paper_labels(scene, scale, dpi, SHEET_LABEL_PT):
        scene.render(painter, target, source, Qt.AspectRatioMode.IgnoreAspectRatio)
    _paint_letters(painter, letters, source, target, scale, strip, dpi)
    _scale_bar(painter, width_px - m, m, scale, dpi)

    # the legend: under the board, in columns; or beside it, one column
    if where == "below":
        x, top = usable.left(), target.bottom() + strip + gap * 0.6
    else:
        x, top = board.right() + gap, usable.top()
    for heading, rows, width in columns:
        _text(painter, x, top, heading, head)
        for i, (colour, mark, text) in enumerate(rows):
            row_y = top + line_h * (i + 1)
            left = x
            if colour is not None:
                painter.setPen(_pen(INK, 0.5, dpi))
                painter.setBrush(colour)
                painter.drawEllipse(QRectF(x, row_y, swatch, swatch))
                _text(painter, x + swatch / 2, row_y + swatch * 0.05, mark,
                      _font(dpi, 6.5, bold=True),
                      QColor("white") if colour.lightness() < 140 else INK,
                      Qt.AlignmentFlag.AlignHCenter)
                left += swatch * 1.5
            elif mark == CONTINUED:
                left += swatch * 1.5
            _text(painter, left, row_y, text, body)
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

    font = _font(dpi, LETTER_PT, bold=True)
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
        painter.setPen(_pen(SEGMENT_INK, 1.0, dpi))
        painter.setBrush(QBrush(Qt.GlobalColor.white))
        painter.drawPath(edge_tag_path(body, edge, pointer))
        c = body.center()
        _text(painter, c.x(), c.y() - metrics.height() / 2, letter, font, SEGMENT_INK,
              Qt.AlignmentFlag.AlignHCenter)


def _scale_bar(painter: QPainter, right: float, top: float, scale: float, dpi: float) -> None:
    """A 12 in scale bar (6 in if that is too long) ending at ``right``, ticks every inch."""
    bar_in = 12 if 12 * scale < 3 * dpi else 6
    small = _font(dpi, 7)
    label = f"inches (scale bar, {bar_in} in)"
    x0 = right - bar_in * scale
    tick = 0.08 * dpi
    y = top + 0.05 * dpi
    painter.setPen(_pen(INK, 1.0, dpi))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawLine(QPointF(x0, y + tick), QPointF(right, y + tick))
    for i in range(bar_in + 1):
        x = x0 + i * scale
        long = i % 3 == 0
        painter.setPen(_pen(INK, 1.0 if long else 0.6, dpi))
        painter.drawLine(QPointF(x, y + tick), QPointF(x, y + (0 if long else tick / 2)))
        if long:
            _text(painter, x, y + tick * 1.4, f"{i}", small, align=Qt.AlignmentFlag.AlignHCenter)
    _text(painter, x0 - 0.1 * dpi, y, label, small, FAINT, Qt.AlignmentFlag.AlignRight)


def _writer(path: str, paper: str, landscape: bool, title: str) -> QPdfWriter:
    writer = QPdfWriter(path)
    size = QPageSize(QPageSize.PageSizeId.A4 if paper == "A4" else QPageSize.PageSizeId.Letter)
    orientation = QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
    writer.setPageLayout(QPageLayout(size, orientation, QMarginsF(0, 0, 0, 0)))
    writer.setResolution(PDF_DPI)
    writer.setTitle(title)
    writer.setCreator("Table Marshal")
    return writer


_ENDINGS = {".pdf": b"%%EOF", ".png": b"IEND\xaeB`\x82"}
"""What the last bytes of a complete file of each kind hold."""


def _complete(path: str, suffix: str) -> bool:
    """Whether the file at ``path`` ends as a whole PDF (``%%EOF``) or PNG (the IEND chunk)
    does; a write cut short by a full disk does not."""
    ending = _ENDINGS.get(suffix)
    if ending is None:
        return True
    with open(path, "rb") as handle:
        handle.seek(0, os.SEEK_END)
        handle.seek(max(0, handle.tell() - 1024))
        tail = handle.read()
    return ending in tail if suffix == ".pdf" else tail.endswith(ending)


def _finish(painter: QPainter, path: str | os.PathLike[str]) -> None:
    """End ``painter``; :class:`ExportError` if the device reports the output failed."""
    if not painter.end():
        raise ExportError(f"{path}: could not finish the file (is the disk full?); the "
                          "previous file is unchanged")


@contextlib.contextmanager
def _replacing(path: str | os.PathLike[str], suffix: str) -> Iterator[str]:
    """Yield a temporary name in ``path``'s folder; move it onto ``path`` if the block
    succeeds, delete it if not."""
    target = Path(path)
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=suffix, dir=target.parent)
    except OSError as exc:
        raise ExportError(f"{target}: cannot write there ({exc.strerror or exc})") from None
    os.close(fd)
    try:
        yield tmp
        if os.path.getsize(tmp) == 0:
            raise ExportError(f"{target}: nothing was written (is the disk full?)")
        if not _complete(tmp, suffix):
            raise ExportError(f"{target}: the file came out incomplete (is the disk full?); "
                              "the previous file is unchanged")
        try:
            mode = target.stat().st_mode & 0o7777
        except OSError:
            mode = _new_file_mode()
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except OSError as exc:
        raise ExportError(f"{target}: could not write the file ({exc.strerror or exc})") from None
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


def export_pdf(scene: QGraphicsScene, state: GameState, path: str | os.PathLike[str],
               paper: str = SHEET_PAPER) -> None:
    """One landscape ``paper`` page: the board with scale bar, legend and objective control."""
    with _replacing(path, ".pdf") as tmp:
        writer = _writer(tmp, paper, True, f"{state.name} — Table Marshal")
        painter = QPainter()
        if not painter.begin(writer):
            raise ExportError(f"{path}: could not start the PDF")
        try:
            paint_sheet(painter, scene, state, writer.width(), writer.height(), writer.resolution())
        except BaseException:
            painter.end()
            raise
        _finish(painter, path)
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
    with _replacing(path, ".png") as tmp:
        if not image.save(tmp, "PNG"):
            raise ExportError(f"{path}: could not write the PNG picture (is the disk full?); "
                              "the previous file is unchanged")


def export_board(scene: QGraphicsScene, state: GameState, path: str | os.PathLike[str]) -> None:
    """PDF or PNG by the file's extension (``.pdf``/``.png``); :class:`ExportError` else."""
    suffix = Path(path).suffix.lower()
    if suffix == ".pdf":
        export_pdf(scene, state, path)
    elif suffix == ".png":
        export_png(scene, state, path)
    else:
        raise ExportError(f"{path}: choose a .pdf or .png file name")


# -- the 1:1 plan ------------------------------------------------------------------------------
def paint_tile_page(painter: QPainter, scene: QGraphicsScene, plan: TilePlan, tile: Tile,
                    dpi: float, title: str = "", obstacles: list[Box] | None = None,
                    items: list[QGraphicsItem] | None = None) -> QRectF:
    """Paint one page of the 1:1 plan on a device of ``dpi`` pixels per inch: the table area
    of ``tile`` at true scale inside the page margin, dashed overlap marks where the
    neighbouring pages begin, the page's coordinates and a 2-inch check ruler. The guide
    text printed over the table (the check bar, "lay B1 from the dashed line") keeps clear
    of ``obstacles`` (table inches; default: the bases, markers and labels on the board,
    :func:`plan_obstacles`), moving along its edge or strip to a free place. ``items``: the
    scene's items that reach the page, lowest first (:func:`_paper_layers`), painted
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
        _paint_items(painter, items, QTransform(sx, 0, 0, sy, area.left() - source.left() * sx,
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
    painter.setPen(_pen(FAINT, 0.5, dpi))
    painter.drawRect(area)
    # overlap marks: the neighbour's printable area starts at the dashed line
    ov = plan.overlap_in * dpi
    small = _font(dpi, 6.5)
    dashed = _pen(MARK, 0.8, dpi, Qt.PenStyle.DashLine)
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
    label = _font(dpi, 7)
    gap = 0.06 * dpi
    line = QFontMetricsF(label).height()
    pad = BOX_PAD_IN * dpi
    if tile.col > 0:
        painter.save()
        painter.translate(area.left() - gap - line, area.center().y())
        painter.rotate(-90)  # reads upwards; the text's "up" (▲) is the page's left
        _text(painter, 0, 0, f"▲ {plan.tile(tile.row, tile.col - 1).label} overlaps "
              f"{plan.overlap_in:g} in", label, MARK, Qt.AlignmentFlag.AlignHCenter)
        painter.restore()
    if bottom:
        text = f"lay {plan.tile(tile.row + 1, tile.col).label} from the dashed line ▼"
        w = (QFontMetricsF(label).horizontalAdvance(text) + 2 * pad) / dpi
        h = (line + 2 * pad) / dpi
        mid, end = y1 - plan.overlap_in / 2, x1 - (plan.overlap_in if right else 0) - gap / dpi
        box = place(w, h, (x0 + gap / dpi, y1 - plan.overlap_in, end, y1),
                    (end - w, mid - h / 2, end, mid + h / 2), x_from="high", y_from="centre")
        _boxed_text(painter, box.right() - pad, box.top() + pad, text, label, MARK,
                    Qt.AlignmentFlag.AlignRight, dpi)
    if right:
        text = f"lay {plan.tile(tile.row, tile.col + 1).label} from the dashed line ▲"
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
    _text(painter, area.left(), m - QFontMetricsF(_font(dpi, 8, True)).height() - gap,
          plan.caption(tile), _font(dpi, 8, bold=True))
    if title:
        _text(painter, area.right(), m - QFontMetricsF(small).height() - gap, title, small, FAINT,
              Qt.AlignmentFlag.AlignRight)
    _check_bar(painter, area, dpi, bar.topLeft())
    return area


def plan_obstacles(scene: QGraphicsScene, dpi: float) -> list[Box]:
    """What the plan's guide text must not cover, in table inches: every base and marker
    on the board and the labels hung from them. Labels keep their size in device pixels, so
    ``dpi`` of their pixels make an inch of paper, which at 1:1 is an inch of the table."""
    from app.ui.board.items import LabelItem, ModelItem, ObjectiveItem

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
    """:func:`_text` on a white box, readable over the board."""
    metrics = QFontMetricsF(font)
    width, pad = metrics.horizontalAdvance(text), BOX_PAD_IN * dpi
    left = x - width if align == Qt.AlignmentFlag.AlignRight else \
        x - width / 2 if align == Qt.AlignmentFlag.AlignHCenter else x
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 235))
    painter.drawRect(QRectF(left - pad, y - pad, width + 2 * pad, metrics.height() + 2 * pad))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    _text(painter, x, y, text, font, color, align)


CHECK_BAR_INSET_IN = 0.06
"""The 2-inch check bar's distance inside the printed area's bottom-left corner."""


def _check_bar_size(dpi: float) -> tuple[float, float]:
    """The check bar's box, width and height in device pixels."""
    font = _font(dpi, 7)
    metrics = QFontMetricsF(font)
    pad, tick = 0.04 * dpi, 0.08 * dpi
    width = max(2 * dpi, metrics.horizontalAdvance(CHECK_BAR_TEXT)) + 2 * pad
    return width, metrics.height() + tick + 3 * pad


CHECK_BAR_TEXT = "Print at 100 %: this bar must measure 2 in (50.8 mm)"


def _check_bar(painter: QPainter, area: QRectF, dpi: float,
               top_left: QPointF | None = None) -> QRectF:
    """The 2-inch check bar with its instruction, on white, its box's top-left corner at
    ``top_left`` (default: inside the bottom-left corner of the printed area, inside the page
    margin, so any printer prints it). Returns its box."""
    font = _font(dpi, 7)
    pad, tick = 0.04 * dpi, 0.08 * dpi
    width, height = _check_bar_size(dpi)
    inset = CHECK_BAR_INSET_IN * dpi
    if top_left is None:
        top_left = QPointF(area.left() + inset, area.bottom() - inset - height)
    box = QRectF(top_left.x(), top_left.y(), width, height)
    painter.setPen(_pen(FAINT, 0.5, dpi))
    painter.setBrush(QColor(255, 255, 255))
    painter.drawRect(box)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    y = box.top() + pad
    y += _text(painter, box.left() + pad, y, CHECK_BAR_TEXT, font, INK)
    y += pad
    painter.setPen(_pen(INK, 0.8, dpi))
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
    tiny = _font(dpi, 5.5)
    x1 = min(tile.x_in + tile.width_in, plan.table_width_in)
    y1 = min(tile.y_in + tile.height_in, plan.table_depth_in)
    inch = int(tile.x_in) + (0 if float(tile.x_in).is_integer() else 1)
    while inch <= x1 + 1e-9:
        x = area.left() + (inch - tile.x_in) * dpi
        long = inch % 6 == 0
        painter.setPen(_pen(INK, 0.5, dpi))
        painter.drawLine(QPointF(x, area.bottom()), QPointF(x, area.bottom() + tick * (2 if long else 1)))
        if long:
            _text(painter, x, area.bottom() + tick * 2, f"{inch}", tiny, FAINT, Qt.AlignmentFlag.AlignHCenter)
        inch += 1
    inch = int(tile.y_in) + (0 if float(tile.y_in).is_integer() else 1)
    while inch <= y1 + 1e-9:
        y = area.top() + (inch - tile.y_in) * dpi
        long = inch % 6 == 0
        painter.setPen(_pen(INK, 0.5, dpi))
        painter.drawLine(QPointF(area.right(), y), QPointF(area.right() + tick * (2 if long else 1), y))
        if long:
            height = QFontMetricsF(tiny).height()
            _text(painter, area.right() + tick * 2.5, y - height / 2, f"{inch}", tiny, FAINT)
        inch += 1


PLAN_LABEL_PT = 7.0
"""Model and objective labels on the 1:1 plan are printed this large (points)."""


def _plan_labels(scene: QGraphicsScene, dpi: float):  # noqa: ANN202 - a context manager
    """Labels at :data:`PLAN_LABEL_PT` while the plan is rendered (see :func:`_labels_at`)."""
    return _labels_at(scene, dpi, PLAN_LABEL_PT)


@contextlib.contextmanager
def _labels_at(scene: QGraphicsScene, dpi: float, points: float) -> Iterator[None]:
    """Labels keep a fixed size in device pixels (they ignore zoom), which on a 300 dpi page
    is about 3 pt: set them to ``points`` while the page is rendered."""
    from app.ui.board.items import LabelItem

    labels = [i for i in scene.items() if isinstance(i, LabelItem)]
    old = [label._font.pixelSize() for label in labels]
    # they are larger now: placed again (models' first, then the objectives')
    place = getattr(scene, "place_labels", None) or getattr(scene, "place_objective_labels",
                                                             lambda: None)
    for label in labels:
        label._font.setPixelSize(max(1, round(points * dpi / 72.0)))
        label.set_text(label.text)
    place()
    try:
        yield
    finally:
        for label, px in zip(labels, old):
            label._font.setPixelSize(px)
            label.set_text(label.text)
        place()


@contextlib.contextmanager
def _paper_labels(scene: QGraphicsScene, px_per_in: float, dpi: float,
                  points: float) -> Iterator[None]:
    """Labels at ``points`` on a device of ``dpi`` showing ``px_per_in`` pixels per table
    inch, placed for it (:func:`labels_placed_at` and :func:`_labels_at` in one): the board
    places them once and puts its own placement back after."""
    once = getattr(scene, "labels_for_paper", None)
    if once is not None:
        with once(px_per_in, max(1, round(points * dpi / 72.0))):
            yield
        return
    with labels_placed_at(scene, px_per_in), _labels_at(scene, dpi, points):
        yield


def _paper_layers(scene: QGraphicsScene, dpi: float) -> list[tuple[QGraphicsItem, Box]]:
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


def _paint_items(painter: QPainter, items: list[QGraphicsItem], transform: QTransform) -> None:
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
    title = f"{state.name} — plan at 1:1"
    with _replacing(path, ".pdf") as tmp:
        writer = _writer(tmp, paper, plan.landscape, title)
        painter = QPainter()
        if not painter.begin(writer):
            raise ExportError(f"{path}: could not start the PDF")
        try:
            with print_look(scene, rendered=False), light_fill(scene), \
                    _paper_labels(scene, writer.resolution(), writer.resolution(),
                                  PLAN_LABEL_PT):
                dpi = writer.resolution()
                # once, not once a page: what each page shows, and what its guide text
                # keeps clear of (the bases and labels within an inch of it)
                layers = _by_tile(plan, _paper_layers(scene, dpi))
                near = _by_tile(plan, [(box, box) for box in plan_obstacles(scene, dpi)], 1.0)
                for i, tile in enumerate(plan.tiles):
                    if i:
                        writer.newPage()
                    paint_tile_page(painter, scene, plan, tile, dpi, title, near[i], layers[i])
        except BaseException:
            painter.end()
            raise
        _finish(painter, path)
        del painter, writer  # closes the file before it is checked
    return plan


def default_paper() -> str:
    """Letter where the system locale uses it (US, Canada, Mexico, ...), else A4."""
    from PySide6.QtCore import QLocale

    territory = QLocale.system().territory()
    letter = {QLocale.Country.UnitedStates, QLocale.Country.Canada, QLocale.Country.Mexico,
              QLocale.Country.Philippines, QLocale.Country.Chile, QLocale.Country.Colombia}
    return "Letter" if territory in letter else "A4"


__all__ = [
    "ExportError", "export_board", "export_pdf", "export_png", "paint_sheet", "paint_tile_page",
    "print_plan_pdf", "render_sheet_image", "default_paper", "objective_control_lines",
]
