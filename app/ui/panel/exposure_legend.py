"""The exposure legend (R4) in the board's corner while View ▸ Exposure is on: whom the map is
for (a small list to choose another player), what each shade means, which enemy warbands
are counted and from where, and the eye on a model enemy models already see.

It only shows what the board's exposure layer
(:class:`~app.ui.board.exposure_layer.ExposureLayer`) worked out, and hands the player chosen
back to it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (
    QComboBox, QFrame, QGridLayout, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget,
)

from typing import TYPE_CHECKING

from app.i18n import translate
from app.ui.board.exposure_items import EYE, SAFE_HATCH, swatch_colour

if TYPE_CHECKING:  # the rules' geometry: loaded when Exposure is first shown
    from app.game.exposure_map import ExposureMap
    from app.game.state import GameState

MARGIN_PX = 10
"""The legend's distance from the board's corner."""
SWATCH_PX = 20
LEGEND_PX = 300
"""The legend's width on screen (its rows wrap within it)."""


def shade_text(k: int) -> str:
    """What a shade means: ``k`` enemy warbands see the spot."""
    if k == 0:
        return translate("ExposureLegend", "Safe: no enemy warband sees it")
    if k == 1:
        return translate("ExposureLegend", "Seen by 1 enemy warband")
    return translate("ExposureLegend", "Seen by {n} enemy warbands").format(n=k)


def enemy_text(state: GameState, m: ExposureMap) -> list[str]:
    """One line per enemy warband: how the map counts it."""
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
    """A small panel over the board's bottom-left corner (a child of the board view, kept in
    its corner as it resizes). ``chooser`` lists "who sets up now" and every player."""

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
        top.addWidget(self.title)
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
        self.hide()
        view.installEventFilter(self)

    def text(self) -> str:
        """Everything the legend says, as one text (what a player reads)."""
        parts = [self.title.text(), self.chooser.currentText()]
        parts += [text.text() for _, text in self._rows if text.property("used")]
        parts += [self.enemies.text(), self.toolTip()]
        return "\n".join(p for p in parts if p)

    def fill_chooser(self, state: GameState, chosen: str | None, now: str | None) -> None:
        """The list: who sets up now (default), then each player; ``chosen`` selected."""
        box = self.chooser
        box.blockSignals(True)
        box.clear()
        now_name = state.player(now).name if now else "\u2014"
        if state.turn.phase == "setup":
            first = translate("ExposureLegend", "{name}, who sets up now")
        else:
            first = translate("ExposureLegend", "{name}, whose turn it is")
        box.addItem(first.format(name=now_name), None)
        for p in state.players:
            box.addItem(f"{p.name} ({p.warband})" if p.warband else p.name, p.id)
        index = box.findData(chosen) if chosen is not None else 0
        box.setCurrentIndex(max(0, index))
        box.blockSignals(False)

    def show_map(self, state: GameState, m: ExposureMap | None, seen_marks: int) -> None:
        """Say what the shading of ``m`` means (hidden when there is none)."""
        if m is None:
            self.hide()
            return
        shades = list(range(0, max(1, m.counted) + 1))
        rows = [(_swatch(k), shade_text(k)) for k in shades]
        rows.append((_eye(), translate(
            "ExposureLegend", "Seen now by enemy models on the table ({n})").format(n=seen_marks)))
        while len(self._rows) < len(rows):  # (swatch, text) pairs, made once and kept
            n = len(self._rows)
            pair = (QLabel(), self._row(""))
            self.rows.addWidget(pair[0], n, 0)
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
        """Only the title and the list while folded: the legend covers less of the table."""
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

    def place(self) -> None:
        """In the board's bottom-left corner, clear of the scroll bars."""
        view = self.view
        vp = view.viewport().geometry() if hasattr(view, "viewport") else view.rect()
        layout = self.layout()
        self.layout().activate()
        height = layout.heightForWidth(LEGEND_PX) if layout.hasHeightForWidth() \
            else layout.sizeHint().height()
        self.resize(LEGEND_PX, max(height, layout.minimumSize().height()))
        self.move(vp.left() + MARGIN_PX, vp.bottom() - self.height() - MARGIN_PX)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if watched is self.view and event.type() == QEvent.Type.Resize and self.isVisible():
            self.place()
        return False
