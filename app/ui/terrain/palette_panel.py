"""The terrain dock: the palette of pieces (T1) from the palette data file
(:func:`app.game.terrain_palette.load_palette`, extended by the players' own file). Drag one
onto the table to put it down; the hint says how pieces are handled once there."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QListWidgetItem, QVBoxLayout, QWidget

from app.game.terrain import fmt_in, piece_doc, piece_name
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.rules.terrain import TerrainPiece
from app.ui.board.drop_interactions import MIME_TERRAIN
from app.ui.panel.widgets import DragList
from app.phrases import shown

HINT = QT_TRANSLATE_NOOP(
    "PalettePanel", "Drag a piece onto the table. Click a piece to select it; drag it to move "
    "it; R / Shift+R turn it 15\u00b0 (with Ctrl 1\u00b0); the square handles resize it; "
    "double-click edits its name, kind and height; right-click locks it (a drag then moves "
    "the models on it); Delete takes it away. Ctrl+Z undoes.")


def palette_pieces() -> tuple[list[TerrainPiece], str]:
    """The palette's pieces (each centred on the table's origin) and a sentence on any file
    that could not be read (one line naming the file and the field)."""
    from app.game.terrain_palette import load_palette

    palette = load_palette()
    pieces = [e.piece(f"p{n + 1}", 0.0, 0.0) for n, e in enumerate(palette.entries)]
    return pieces, "; ".join(palette.problems)


def entry_text(piece: TerrainPiece) -> str:
    if piece.shape == "polygon":
        return translate("PalettePanel", "{piece} ({kind}, {height} in high)").format(
            piece=shown(piece_name(piece)), kind=piece.shown_kind,
            height=fmt_in(piece.height_in))
    return translate("PalettePanel", "{piece} ({kind}, {width} x {depth} in, {height} in high)"
                     ).format(piece=shown(piece_name(piece)), kind=piece.shown_kind,
                              width=fmt_in(piece.width_in), depth=fmt_in(piece.depth_in),
                              height=fmt_in(piece.height_in))


class PaletteList(DragList):
    """The pieces; each row carries the piece as the game file writes it."""

    mime = MIME_TERRAIN

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("terrainPalette")
        self.setMinimumHeight(200)
        self.setWordWrap(True)  # long names wrap: the dock stays narrow beside the board
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)

    def sizeHint(self):  # noqa: ANN201 - QSize
        hint = super().sizeHint()
        hint.setWidth(260)
        return hint

    def minimumSizeHint(self):  # noqa: ANN201 - QSize
        hint = super().minimumSizeHint()
        hint.setWidth(200)
        return hint


class TerrainPanel(QWidget):
    """The palette list and the hint (see the module docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        heading = QLabel(translate("PalettePanel", "Terrain pieces"))
        font = heading.font()
        font.setPixelSize(15)
        font.setBold(True)
        heading.setFont(font)
        layout.addWidget(heading)
        self.list = PaletteList(self)
        layout.addWidget(self.list, 1)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setVisible(False)
        layout.addWidget(self.problem)
        hint = QLabel(translate("PalettePanel", HINT))
        hint.setWordWrap(True)
        hint.setMinimumWidth(200)
        layout.addWidget(hint)
        self.pieces: list[TerrainPiece] = []
        self._loaded = False  # read when first shown: the first frame does not wait for it

    def showEvent(self, event) -> None:  # noqa: ANN001 - Qt signature
        if not self._loaded:
            self.reload()
        super().showEvent(event)

    def reload(self) -> None:
        self._loaded = True
        try:
            self.pieces, problem = palette_pieces()
        except Exception as exc:  # noqa: BLE001 - a bad palette file: say so, offer none
            self.pieces, problem = [], translate("PalettePanel", "The terrain palette could not be read: {error}").format(
                error=exc)
        self.list.clear()
        for piece in self.pieces:
            item = QListWidgetItem(entry_text(piece))
            doc = piece_doc(piece)
            doc.pop("id", None)
            item.setData(Qt.ItemDataRole.UserRole, json.dumps(doc))
            item.setToolTip(translate("PalettePanel", "Drag onto the table to put it down (T1)"))
            self.list.addItem(item)
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
