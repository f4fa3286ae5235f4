"""The exposure legend (R4) beside the table while View ▸ Exposure is on: whom the map is for
(a small list to choose another player), what each shade means, which enemy warbands are
counted and from where, and the eye on a model enemy models already see.

It sits in the board's margin beside the fitted table and its segment letters (narrower
than its full width if need be), so it hides none of them; where no margin is wide enough
(a wide table, a narrow window) the fitted board keeps a strip free for it left of the table
(:meth:`~app.ui.board.view.BoardView.reserve_left`). Only on a board the player zoomed in
does it stand over the board: folded to the title and the list (its fold button opens it),
in the corner with the fewest models and letters under it. Its rows are as tall as their
wrapped text (they never overlap). With enemies but none counted yet nothing is shaded, and
it says why.

It only shows what the board's exposure layer
(:class:`~app.ui.board.exposure_layer.ExposureLayer`) worked out, and hands the player chosen
back to it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (
    QComboBox, QFrame, QGridLayout, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget,
)

from typing import TYPE_CHECKING

from app.i18n import translate
from app.ui.board.exposure_items import EYE, SAFE_HATCH, swatch_colour
from app.ui.board.exposure_layer import ExposureLayer

if TYPE_CHECKING:  # the rules' geometry: loaded when Exposure is first shown
    from app.game.exposure_map import ExposureMap
    from app.game.state import GameState

MARGIN_PX = 10
"""The legend's distance from the board's corner."""
SWATCH_PX = 20
LEGEND_PX = 300
"""The legend's width on screen (its rows wrap within it)."""
SMALLEST_BASE_PX = 10
"""A 25 mm base is never drawn narrower than this when the table is fitted (ux: room to
plan): the legend keeps no strip beside the table that would make it so."""
LEGEND_MIN_PX = 180
"""The narrowest the legend is made to fit in the margin beside the table."""


def shade_text(k: int) -> str:
    """What a shade means: ``k`` enemy warbands see the spot."""
    if k == 0:
        return translate("ExposureLegend", "Safe: no enemy warband sees it")
    if k == 1:
        return translate("ExposureLegend", "Seen by 1 enemy warband")
    return translate("ExposureLegend", "Seen by {n} enemy warbands").format(n=k)


def now_text(state: GameState, now: str | None) -> str:
    """The list's first row: who sets up now, whose turn it is, or that it is nobody's (every
    model placed, every model activated, the game over): never a wrong "whose turn it is"."""
    if now is not None:
        name = state.player(now).name
        if state.turn.phase == "setup":
            return translate("ExposureLegend", "{name}, who sets up now").format(name=name)
        return translate("ExposureLegend", "{name}, whose turn it is").format(name=name)
    if state.result or state.turn.phase == "over":
        return translate("ExposureLegend", "No one: the game is over")
    if state.turn.phase == "setup":
        return translate("ExposureLegend", "No one sets up now: every model is placed")
    return translate("ExposureLegend", "No one's turn now")


def enemy_text(state: GameState, m: ExposureMap) -> list[str]:
    """One line per enemy warband: how the map counts it."""
    from app.game.commands import agrees_zones, zone_words
    from app.game.exposure_map import MODELS, NONE

    lines = []
    for e in m.enemies:
        name = state.player(e.player).name
        if e.source == NONE:
            lines.append(translate("ExposureLegend", "{name}: not counted (no set-up zone and "
                                                     "no model on the table yet)"
                                   ).format(name=name))
        elif e.source == MODELS:
            count = e.models  # English has no catalogue to pick a plural form from
            lines.append((translate("ExposureLegend", "{name}: from its 1 model on the table "
                                                      "(no set-up zone)") if count == 1 else
                          translate("ExposureLegend", "{name}: from its %n models on the table "
                                                      "(no set-up zone)", None, count)
                          ).format(name=name))
        elif state.player(e.player).agreed_zone and agrees_zones(state):
            lines.append(translate("ExposureLegend", "{name}: from its agreed set-up zone "
                                                     "({zone})").format(
                name=name, zone=zone_words(state.player(e.player).agreed_zone).shown()))
        else:
            lines.append(translate("ExposureLegend", "{name}: from its set-up zone"
                                   ).format(name=name))
    if not m.enemies:
        lines.append(translate("ExposureLegend", "No enemy warband: allies and team-mates "
                                                 "never count"))
    return lines


def _swatch(k: int) -> QPixmap:
    pix = QPixmap(SWATCH_PX, SWATCH_PX)
    pix.fill(swatch_colour(k))
    p = QPainter(pix)
    if k == 0:
        p.fillRect(pix.rect(), _hatch())
    p.setPen(QColor("#5b5546"))
    p.drawRect(0, 0, SWATCH_PX - 1, SWATCH_PX - 1)
    p.end()
    return pix


def _blank() -> QPixmap:
    pix = QPixmap(SWATCH_PX, SWATCH_PX)
    pix.fill(Qt.GlobalColor.transparent)
    return pix


def _hatch():  # noqa: ANN202 - QBrush
    from PySide6.QtGui import QBrush

    return QBrush(SAFE_HATCH, Qt.BrushStyle.BDiagPattern)


def _eye() -> QPixmap:
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QPainterPath, QPen

    pix = QPixmap(SWATCH_PX, SWATCH_PX)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    w, h = SWATCH_PX - 2, (SWATCH_PX - 2) * 0.62
    c = QPointF(SWATCH_PX / 2, SWATCH_PX / 2)
    eye = QPainterPath()
    eye.moveTo(c.x() - w / 2, c.y())
    eye.quadTo(c.x(), c.y() - h, c.x() + w / 2, c.y())
    eye.quadTo(c.x(), c.y() + h, c.x() - w / 2, c.y())
    p.setPen(QPen(EYE, 1.3))
    p.setBrush(QColor("white"))
    p.drawPath(eye)
    p.setBrush(EYE)
    p.drawEllipse(c, h * 0.32, h * 0.32)
    p.end()
    return pix


class ExposureLegend(QFrame):
    """A small panel beside the table, or over the board's bottom-left corner (a child of
    the board view, placed again as it resizes, zooms or scrolls: :meth:`place`). ``chooser``
    lists "who sets up now" and every player."""

    def __init__(self, view: QWidget) -> None:
        super().__init__(view)
        self.setObjectName("exposureLegend")
        self.view = view
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        pal = self.palette()
        pal.setColor(self.backgroundRole(), QColor(250, 248, 242, 235))
        pal.setColor(self.foregroundRole(), QColor("#1d1d1d"))
        self.setPalette(pal)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(3)
        top = QHBoxLayout()
        top.setSpacing(6)
        self.title = QLabel(translate("ExposureLegend", "Exposure for"))
        font = self.title.font()
        font.setPointSizeF(11)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)  # a long title ("Einsehbarkeit für") wraps, never cut
        top.addWidget(self.title, 1)
        self.chooser = QComboBox()
        self.chooser.setObjectName("exposurePlayer")
        self.chooser.setToolTip(translate("ExposureLegend", "Whose exposure the board shades"))
        # a row of its own, the legend's width: "Ann, who sets up now" is never cut
        self.chooser.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.chooser.setMinimumContentsLength(12)
        top.addStretch(1)
        self.fold = QToolButton()
        self.fold.setObjectName("exposureLegendFold")
        self.fold.setCheckable(True)
        self.fold.setArrowType(Qt.ArrowType.DownArrow)
        self.fold.setToolTip(translate("ExposureLegend", "Fold the legend away (the list stays)"))
        self.fold.toggled.connect(self._folded)
        self._fold_chosen = False
        """The player folded or unfolded the legend: it stays so (else it is folded only
        while it would stand over the table)."""
        self._placing = False
        top.addWidget(self.fold)
        layout.addLayout(top)
        layout.addWidget(self.chooser)
        self.rows = QGridLayout()
        self.rows.setHorizontalSpacing(8)
        self.rows.setVerticalSpacing(3)
        layout.addLayout(self.rows)
        self._rows: list[tuple[QLabel, QLabel]] = []
        self.enemies = QLabel()
        self.enemies.setWordWrap(True)
        small = self.enemies.font()
        small.setPointSizeF(10)
        self.enemies.setFont(small)
        layout.addWidget(self.enemies)
        self.setToolTip(translate("ExposureLegend", "A guide (R4, T3): the table has the final "
                                                    "word."))
        self.setFixedWidth(LEGEND_PX)
        self.beside = False
        self.hide()
        view.installEventFilter(self)
        zoomed = getattr(view, "zoomChanged", None)
        if zoomed is not None:
            zoomed.connect(self._view_moved)
        for bar in ("horizontalScrollBar", "verticalScrollBar"):
            if hasattr(view, bar):
                getattr(view, bar)().valueChanged.connect(self._view_moved)

    def text(self) -> str:
        """Everything the legend says, as one text (what a player reads)."""
        parts = [self.title.text(), self.chooser.currentText()]
        parts += [text.text() for _, text in self._rows if text.property("used")]
        parts += [self.enemies.text(), self.toolTip()]
        return "\n".join(p for p in parts if p)

    def fill_chooser(self, state: GameState, chosen: str | None, now: str | None,
                     shown: str | None = None) -> None:
        """The list: who sets up now or whose turn it is (default; when it is nobody's, it
        says so), then each player still in the game; ``chosen`` selected, else the first row while it names
        a player, else the row of ``shown``, the player the map is for."""
        box = self.chooser
        box.blockSignals(True)
        box.clear()
        box.addItem(now_text(state, now), None)
        for p in state.players_in_game:  # a warband that fled or routed plans nothing
            box.addItem(f"{p.name} ({p.warband})" if p.warband else p.name, p.id)
        if chosen is not None:
            index = box.findData(chosen)
        elif now is None and shown is not None:
            index = box.findData(shown)
        else:
            index = 0
        box.setCurrentIndex(max(0, index))
        box.blockSignals(False)

    def show_map(self, state: GameState, m: ExposureMap | None, seen_marks: int) -> None:
        """Say what the shading of ``m`` means (hidden when there is none)."""
        if m is None:
            self.hide()
            self._reserve(0)
            return
        known = ExposureLayer.known(m)  # as the layer shades it
        shades = list(range(0, max(1, m.counted) + 1)) if known else []
        rows = [(_swatch(k), shade_text(k)) for k in shades]
        if not known:
            rows.append((_blank(), translate(
                "ExposureLegend", "Nothing shaded yet: no enemy warband has a set-up zone or "
                                  "a model on the table")))
        rows.append((_eye(), translate(
            "ExposureLegend", "Seen now by enemy models on the table ({n})").format(n=seen_marks)))
        while len(self._rows) < len(rows):  # (swatch, text) pairs, made once and kept
            n = len(self._rows)
            pair = (QLabel(), self._row(""))
            self.rows.addWidget(pair[0], n, 0, Qt.AlignmentFlag.AlignTop)
            self.rows.addWidget(pair[1], n, 1)
            self._rows.append(pair)
        for k, (swatch, text) in enumerate(self._rows):
            used = k < len(rows)
            if used:
                swatch.setPixmap(rows[k][0])
                text.setText(rows[k][1])
            text.setProperty("used", used)
            swatch.setVisible(used and not self.fold.isChecked())
            text.setVisible(used and not self.fold.isChecked())
        self.enemies.setText("\n".join(enemy_text(state, m)))
        self.show()
        self.raise_()
        self.place()

    def _folded(self, folded: bool) -> None:
        """Only the title and the list while folded: the legend covers less of the table.
        Folded or unfolded by the player (not by :meth:`place`), it stays so."""
        if not self._placing:
            self._fold_chosen = True
        self.fold.setArrowType(Qt.ArrowType.UpArrow if folded else Qt.ArrowType.DownArrow)
        for swatch, text in self._rows:
            used = bool(text.text()) and not folded and text.property("used")
            swatch.setVisible(bool(used))
            text.setVisible(bool(used))
        self.enemies.setVisible(not folded)
        self.place()

    @staticmethod
    def _row(text: str) -> QLabel:
        row = QLabel(text)
        row.setWordWrap(True)
        font = row.font()
        font.setPointSizeF(11)
        row.setFont(font)
        return row

    def _fit_rows(self, width: int) -> None:
        """Each wrapped row as tall as its text needs at the legend's ``width``: rows grow
        and never overlap (a grid's own height-for-width guesses the column's width)."""
        margins = self.layout().contentsMargins()
        inner = width - margins.left() - margins.right() - 2 * self.frameWidth()
        column = max(40, inner - SWATCH_PX - self.rows.horizontalSpacing())
        for swatch, text in self._rows:
            text.setFixedWidth(column)
            text.setFixedHeight(max(SWATCH_PX, text.heightForWidth(column)))
        title = max(40, inner - self.fold.sizeHint().width() - self.layout().spacing() - 6)
        self.title.setFixedWidth(title)
        self.title.setFixedHeight(self.title.heightForWidth(title))
        self.enemies.setFixedWidth(max(40, inner))
        self.enemies.setFixedHeight(max(0, self.enemies.heightForWidth(max(40, inner))))

    def _height_for(self, width: int) -> int:
        self._fit_rows(width)
        layout = self.layout()
        layout.invalidate()
        layout.activate()
        return layout.minimumSize().height()  # every row's height fixed: no guess left

    def table_on_screen(self) -> QRect | None:
        """The table's rectangle in the board's viewport (``None``: not known)."""
        view = self.view
        scene = view.scene() if hasattr(view, "scene") else None
        rect = getattr(scene, "table_rect", None)
        if rect is None or not hasattr(view, "mapFromScene"):
            return None
        return view.mapFromScene(rect).boundingRect()

    def board_on_screen(self) -> QRect | None:
        """The board's rectangle in the viewport: the table and its margin, where the
        segment letters stand (``None``: not known)."""
        view = self.view
        scene = view.scene() if hasattr(view, "scene") else None
        if scene is None or not hasattr(view, "mapFromScene"):
            return None
        return view.mapFromScene(scene.sceneRect()).boundingRect()

    def _reserve(self, px: int) -> bool:
        """Ask the board to keep ``px`` free beside the fitted table (it fits the table
        again, and the legend is placed again from there); whether it changed anything."""
        view = self.view
        if not hasattr(view, "reserve_left") or view.reserved_left_px == px:
            return False
        view.reserve_left(px)
        return True

    def place(self) -> None:
        """Beside the table and its margin (the segment letters), in the wider of the
        board's side margins (bottom-aligned); while the table is fitted to the window and
        no margin is wide enough, the board keeps a strip free for it left of the table
        (the table a little smaller). Zoomed in by the player: folded to its title and list
        (unless the player unfolded it) in the corner of the board with the fewest models
        and letters under it. It never covers the scroll bars."""
        view = self.view
        vp = view.viewport().geometry() if hasattr(view, "viewport") else view.rect()
        board = self.board_on_screen()
        width, left = LEGEND_PX, vp.left() + MARGIN_PX
        top = None
        self.beside = False
        """The legend stands in the margin beside the table (it hides none of it)."""
        if board is not None:
            board = board.translated(vp.topLeft())
            free_left = board.left() - vp.left() - 2 * MARGIN_PX
            free_right = vp.right() - board.right() - 2 * MARGIN_PX
            room = max(free_left, free_right)
            tall_enough = vp.height() - 2 * MARGIN_PX
            if room >= LEGEND_MIN_PX and self._height_for(min(LEGEND_PX, room)) <= tall_enough:
                reserved = getattr(view, "reserved_left_px", 0)
                if reserved and getattr(view, "fit_mode", False) and self._natural_room() \
                        >= LEGEND_MIN_PX and self._reserve(0):
                    return  # room enough without the strip now: placed again from the refit
                width = min(LEGEND_PX, room)
                left = vp.left() + MARGIN_PX if free_left >= free_right \
                    else vp.right() - MARGIN_PX - width
                self.beside = True
            elif getattr(view, "fit_mode", False) and not self._placing and \
                    self._height_for(LEGEND_MIN_PX) <= tall_enough and \
                    self._strip_keeps_bases(LEGEND_MIN_PX + 2 * MARGIN_PX + 8) and \
                    self._reserve(LEGEND_MIN_PX + 2 * MARGIN_PX + 8):
                return  # the board made room: placed again from its refit
        if not self._fold_chosen and self.fold.isChecked() == self.beside and not self._placing:
            self._placing = True  # over the table: folded (title and list) unless unfolded
            try:
                self.fold.setChecked(not self.beside)
            finally:
                self._placing = False
        if not self.beside and self.fold.isChecked():
            width = LEGEND_MIN_PX  # folded over the board: its title and list, narrow
        self.setFixedWidth(width)
        self.resize(width, self._height_for(width))
        if not self.beside:
            left, top = self._free_corner(vp, width, self.height())
        self.move(left, top if top is not None else vp.bottom() - self.height() - MARGIN_PX)

    def _strip_keeps_bases(self, px: int) -> bool:
        """Would the fitted table, ``px`` narrower, still draw a 25 mm base (the smallest
        of the rosters) at least :data:`SMALLEST_BASE_PX` across? Else the legend folds in
        a corner instead of taking the table's room."""
        fitted = getattr(self.view, "fitted_scale", None)
        return fitted is not None and fitted(px) * 25 / 25.4 >= SMALLEST_BASE_PX

    def _natural_room(self) -> float:
        """The margin beside the table were no strip kept free (pixels)."""
        view = self.view
        scene = view.scene()
        rect = scene.sceneRect()
        scale = view.fitted_scale(0)
        return (view.viewport().width() - scale * rect.width()) / 2 - 2 * MARGIN_PX

    def _free_corner(self, vp: QRect, width: int, height: int) -> tuple[int, int]:
        """The corner of the viewport where a ``width`` x ``height`` legend covers the
        fewest models and segment letters (bottom-left first)."""
        from app.ui.board.items import ModelItem, SegmentItem

        x0, x1 = vp.left() + MARGIN_PX, vp.right() - MARGIN_PX - width
        y0, y1 = vp.top() + MARGIN_PX, vp.bottom() - MARGIN_PX - height
        corners = [(x0, y1), (x1, y1), (x1, y0), (x0, y0)]
        if not hasattr(self.view, "items"):
            return corners[0]

        def covered(corner: tuple[int, int]) -> int:
            rect = QRect(corner[0] - vp.left(), corner[1] - vp.top(), width, height)
            return sum(1 for item in self.view.items(rect)
                       if isinstance(item, (ModelItem, SegmentItem)) and item.isVisible())

        return min(corners, key=covered)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if watched is self.view and event.type() == QEvent.Type.Resize and self.isVisible():
            self.place()
        return False

    def _view_moved(self, *_args: object) -> None:
        """The board was zoomed or scrolled: the table's margins moved."""
        if self.isVisible():
            self.place()
