"""File ▸ Export (PDF or PNG of the board) and File ▸ Print plan at 1:1 (a PDF of tiled pages).

The export sheet shows the game and scenario name, the board fitted to the page, a scale bar
in inches, the legend of warbands (colour, mark, name, rating) and objective control. The
1:1 plan renders the same board scene at true scale (G2) onto A4 or Letter pages laid out by
:func:`app.game.printplan.plan_tiles`, each page with its coordinates, overlap marks and a
check ruler; print it at 100 % ("Actual size"), never "Fit to page".

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
    QPen,
)
from PySide6.QtWidgets import QGraphicsScene

from app.game.atomic import _new_file_mode
from app.game.printplan import Tile, TilePlan, plan_tiles
from app.game.state import GameState

PDF_DPI = 300
"""Device units per inch of the PDFs written here."""
PNG_DPI = 150
SHEET_PAPER = "A4"
INK = QColor("#1d1d1d")
FAINT = QColor("#6b6b6b")
MARK = QColor("#c0392b")


class ExportError(Exception):
    """An export or print plan could not be written; ``str()`` says why (no file was left)."""


# -- what the sheet says -----------------------------------------------------------------------
def scenario_title(state: GameState) -> str:
    """The scenario's name from the bundled scenarios, else its id made readable ("" if
    the game has no scenario)."""
    if not state.scenario:
        return ""
    try:
        from app.game.scenarios import bundled_scenarios

        for scenario in bundled_scenarios():
            if scenario.id == state.scenario:
                return scenario.name
    except Exception:  # noqa: BLE001 - a broken scenario folder must not stop an export
        pass
    return state.scenario.replace("-", " ").replace("_", " ").capitalize()


def objective_control_lines(state: GameState) -> list[str] | None:
    """One line per objective saying who controls it (S4), from the rules' judge; ``None``
    when the rules layer offers no objective-control verdict (the sheet then shows the
    markers only)."""
    try:
        from app.rules.judge import Judge
    except ImportError:
        return None
    try:
        verdicts = Judge.from_state(state, setup=False).objective_verdicts()
    except (ValueError, KeyError, TypeError, AttributeError):
        return None
    names = {p.id: p.warband or p.name for p in state.players}
    titles = {o.id: o.name or o.id for o in state.objectives}
    lines = []
    for v in verdicts:
        who = " and ".join(names.get(p, p) for p in v.controlled_by)
        if who:
            text = f"held by {who}" + (" (contested)" if v.contested else "")
        elif v.contested:
            text = "contested, held by nobody"
        else:
            text = "held by nobody"
        lines.append(f"{titles.get(v.id, v.id)}: {text}")
    return lines


def legend_rows(state: GameState) -> list[tuple[QColor, str, str]]:
    """``(colour, mark, text)`` per warband, e.g. ``Skaven (Phil) · 176 · 15 models``."""
    rows = []
    for p in state.players:
        on_table = len(state.models_on_table(p.id))
        text = f"{p.warband} ({p.name})"
        if p.rating:
            text += f" · rating {p.rating}"
        text += f" · {on_table} model{'s' if on_table != 1 else ''} on the table"
        if p.fled:
            text += " · fled"
        rows.append((QColor(p.colour), p.mark or p.name[:1].upper(), text))
    return rows


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
def print_look(scene: QGraphicsScene) -> Iterator[None]:
    """Paper look while rendering: white around the table, and nothing that belongs to the
    moment rather than the position (the board's ``clean_for_export``: selection, its rings,
    rulers; for any other scene the selection)."""
    brush = scene.backgroundBrush()
    scene.setBackgroundBrush(QBrush(Qt.GlobalColor.white))
    clean = getattr(scene, "clean_for_export", None)
    selected = [] if clean is not None else scene.selectedItems()
    for item in selected:
        item.setSelected(False)
    try:
        with clean() if clean is not None else contextlib.nullcontext():
            yield
    finally:
        scene.setBackgroundBrush(brush)
        for item in selected:
            item.setSelected(True)


def labels_placed_at(scene: QGraphicsScene, px_per_in: float):  # noqa: ANN201 - a context manager
    """The board's objective labels placed for a rendering at ``px_per_in`` device pixels per
    table inch (labels keep their size in device pixels, so where they fit depends on it);
    nothing for any other scene."""
    place = getattr(scene, "labels_placed_at", None)
    return place(px_per_in) if place is not None else contextlib.nullcontext()


def _table_rect(state: GameState) -> QRectF:
    return QRectF(0, 0, state.table.width_in, state.table.depth_in)


# -- the export sheet ----------------------------------------------------------------------
def paint_sheet(painter: QPainter, scene: QGraphicsScene, state: GameState,
                width_px: float, height_px: float, dpi: float) -> float:
    """Paint the export sheet on a ``width_px`` x ``height_px`` device of ``dpi`` pixels per
    inch. Returns the board's scale in device pixels per table inch."""
    m = 0.4 * dpi
    y = m
    y += _text(painter, m, y, state.name, _font(dpi, 16, bold=True))
    subtitle = " · ".join(part for part in (
        f"Scenario: {scenario_title(state)}" if state.scenario else "",
        state.system.replace("-", " ").title(),
        f"table {state.table.width_in:g} × {state.table.depth_in:g} in",
        f"turn {state.turn.number}" if state.turn.number else "before the first turn",
    ) if part)
    y += _text(painter, m, y, subtitle, _font(dpi, 10), FAINT) + 0.1 * dpi

    legend = legend_rows(state)
    control = objective_control_lines(state)
    control_rows = control if control is not None else [
        f"{o.name or o.id}: marker at ({o.x_in:.2f}, {o.y_in:.2f}) in" for o in state.objectives]
    line_h = QFontMetricsF(_font(dpi, 9)).height() * 1.25
    footer_h = 0.55 * dpi + line_h * (1 + max(len(legend), len(control_rows) + 1))
    board = QRectF(m, y, width_px - 2 * m, height_px - y - m - footer_h)
    source = scene.sceneRect()
    scale = min(board.width() / source.width(), board.height() / source.height())
    target = QRectF(board.x() + (board.width() - source.width() * scale) / 2, board.y(),
                    source.width() * scale, source.height() * scale)
    with print_look(scene), labels_placed_at(scene, scale):
        scene.render(painter, target, source, Qt.AspectRatioMode.IgnoreAspectRatio)

    # scale bar: 12 in (6 in if that would not fit), ticks every inch
    y = target.bottom() + 0.15 * dpi
    bar_in = 12 if 12 * scale < board.width() / 2 else 6
    x0 = m
    painter.setPen(_pen(INK, 1.0, dpi))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    tick = 0.08 * dpi
    painter.drawLine(QPointF(x0, y + tick), QPointF(x0 + bar_in * scale, y + tick))
    small = _font(dpi, 8)
    for i in range(bar_in + 1):
        x = x0 + i * scale
        long = i % 3 == 0
        painter.setPen(_pen(INK, 1.0 if long else 0.6, dpi))
        painter.drawLine(QPointF(x, y + tick), QPointF(x, y + (0 if long else tick / 2)))
        if long:
            _text(painter, x, y + tick * 1.4, f"{i}", small, align=Qt.AlignmentFlag.AlignHCenter)
    _text(painter, x0 + bar_in * scale + 0.1 * dpi, y, f"inches (scale bar, {bar_in} in)", small, FAINT)

    # legend of warbands, then objective control, side by side
    y += 0.45 * dpi
    col = (width_px - 2 * m) / 2
    head = _font(dpi, 9, bold=True)
    body = _font(dpi, 9)
    _text(painter, m, y, "Warbands", head)
    _text(painter, m + col, y, "Objectives" + ("" if control is not None else " (markers only)"), head)
    swatch = line_h * 0.75
    for i, (colour, mark, text) in enumerate(legend):
        row_y = y + line_h * (i + 1)
        painter.setPen(_pen(INK, 0.5, dpi))
        painter.setBrush(colour)
        painter.drawEllipse(QRectF(m, row_y, swatch, swatch))
        _text(painter, m + swatch / 2, row_y + swatch * 0.1, mark, _font(dpi, 6.5, bold=True),
              QColor("white") if colour.lightness() < 140 else INK, Qt.AlignmentFlag.AlignHCenter)
        _text(painter, m + swatch * 1.5, row_y, text, body)
    for i, text in enumerate(control_rows or ["no objectives"]):
        _text(painter, m + col, y + line_h * (i + 1), text, body)
    return scale


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
                    dpi: float, title: str = "") -> QRectF:
    """Paint one page of the 1:1 plan on a device of ``dpi`` pixels per inch: the table area
    of ``tile`` at true scale inside the page margin, dashed overlap marks where the
    neighbouring pages begin, the page's coordinates and a 2-inch check ruler. Returns the
    printable area in device pixels."""
    m = plan.margin_in * dpi
    area = QRectF(m, m, plan.printable_width_in * dpi, plan.printable_height_in * dpi)
    source = QRectF(tile.x_in, tile.y_in, tile.width_in, tile.height_in)
    painter.save()
    painter.setClipRect(area)
    scene.render(painter, area, source, Qt.AspectRatioMode.IgnoreAspectRatio)
    painter.restore()

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
    # neighbouring page covers anyway. Arrows point at the neighbouring page.
    label = _font(dpi, 7)
    gap = 0.06 * dpi
    line = QFontMetricsF(label).height()
    if tile.col > 0:
        painter.save()
        painter.translate(area.left() - gap - line, area.center().y())
        painter.rotate(-90)  # reads upwards; the text's "up" (▲) is the page's left
        _text(painter, 0, 0, f"▲ {plan.tile(tile.row, tile.col - 1).label} overlaps "
              f"{plan.overlap_in:g} in", label, MARK, Qt.AlignmentFlag.AlignHCenter)
        painter.restore()
    if right:
        painter.save()
        painter.translate(area.right() - ov / 2 + line / 2, area.center().y())
        painter.rotate(90)  # reads downwards; the text's "up" (▲) is the page's right
        _boxed_text(painter, 0, 0, f"lay {plan.tile(tile.row, tile.col + 1).label} from the "
                    "dashed line ▲", label, MARK, Qt.AlignmentFlag.AlignHCenter, dpi)
        painter.restore()
    if bottom:
        x = area.right() - (ov if right else 0) - gap
        _boxed_text(painter, x, area.bottom() - ov / 2 - line / 2,
                    f"lay {plan.tile(tile.row + 1, tile.col).label} from the dashed line ▼",
                    label, MARK, Qt.AlignmentFlag.AlignRight, dpi)
    _edge_ticks(painter, plan, tile, area, dpi)
    # header: coordinates and the game; the check bar inside the printed area (bottom left,
    # on white, inside the bottom overlap strip where there is one), well away from the paper's edge that many printers cannot reach
    _text(painter, area.left(), m - QFontMetricsF(_font(dpi, 8, True)).height() - gap,
          plan.caption(tile), _font(dpi, 8, bold=True))
    if title:
        _text(painter, area.right(), m - QFontMetricsF(small).height() - gap, title, small, FAINT,
              Qt.AlignmentFlag.AlignRight)
    _check_bar(painter, area, dpi)
    return area


def _boxed_text(painter: QPainter, x: float, y: float, text: str, font: QFont, color: QColor,
                align: Qt.AlignmentFlag, dpi: float) -> None:
    """:func:`_text` on a white box, readable over the board."""
    metrics = QFontMetricsF(font)
    width, pad = metrics.horizontalAdvance(text), 0.03 * dpi
    left = x - width if align == Qt.AlignmentFlag.AlignRight else \
        x - width / 2 if align == Qt.AlignmentFlag.AlignHCenter else x
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 235))
    painter.drawRect(QRectF(left - pad, y - pad, width + 2 * pad, metrics.height() + 2 * pad))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    _text(painter, x, y, text, font, color, align)


CHECK_BAR_INSET_IN = 0.06
"""The 2-inch check bar's distance inside the printed area's bottom-left corner."""


def _check_bar(painter: QPainter, area: QRectF, dpi: float) -> QRectF:
    """The 2-inch check bar with its instruction, on white inside the bottom-left corner of
    the printed area (inside the page margin, so any printer prints it). Returns its box."""
    font = _font(dpi, 7)
    metrics = QFontMetricsF(font)
    lines = ["Print at 100 %: this bar must measure 2 in (50.8 mm)"]
    pad, tick = 0.04 * dpi, 0.08 * dpi
    width = max(2 * dpi, *(metrics.horizontalAdvance(t) for t in lines)) + 2 * pad
    height = len(lines) * metrics.height() + tick + 3 * pad
    inset = CHECK_BAR_INSET_IN * dpi
    box = QRectF(area.left() + inset, area.bottom() - inset - height, width, height)
    painter.setPen(_pen(FAINT, 0.5, dpi))
    painter.setBrush(QColor(255, 255, 255))
    painter.drawRect(box)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    y = box.top() + pad
    for text in lines:
        y += _text(painter, box.left() + pad, y, text, font, INK)
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


@contextlib.contextmanager
def _plan_labels(scene: QGraphicsScene, dpi: float) -> Iterator[None]:
    """Labels keep a fixed size in device pixels (they ignore zoom), which on a 300 dpi page
    is about 3 pt: set them to :data:`PLAN_LABEL_PT` while the plan is rendered."""
    from app.ui.board.items import LabelItem

    labels = [i for i in scene.items() if isinstance(i, LabelItem)]
    old = [label._font.pixelSize() for label in labels]
    place = getattr(scene, "place_objective_labels", lambda: None)  # they are larger now
    for label in labels:
        label._font.setPixelSize(max(1, round(PLAN_LABEL_PT * dpi / 72.0)))
        label.set_text(label.text)
    place()
    try:
        yield
    finally:
        for label, px in zip(labels, old):
            label._font.setPixelSize(px)
            label.set_text(label.text)
        place()


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
            with print_look(scene), labels_placed_at(scene, writer.resolution()), \
                    _plan_labels(scene, writer.resolution()):
                for i, tile in enumerate(plan.tiles):
                    if i:
                        writer.newPage()
                    paint_tile_page(painter, scene, plan, tile, writer.resolution(), title)
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
