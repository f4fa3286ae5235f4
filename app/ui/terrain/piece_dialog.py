"""The terrain piece's dialog (double-click a piece): its name, kind, height and whether
bases may enter it (a building). OK is one undoable ``EditTerrain`` with what changed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QLabel,
    QLineEdit, QWidget,
)

from app.game.commands.terrain import EditTerrain
from app.game.limits import NAME_MAX
from app.i18n import translate
from app.rules.terrain import KIND_NAMES, KINDS
from app.ui.controller import GameController
from app.game.terrain import piece_name
from app.phrases import shown

KIND_TIPS = {
    "building": "bases may not stand in it unless enterable; blocks sight",
    "ruin": "bases may stand in it; blocks sight between models both outside it",
    "wall": "bases may not overlap it; blocks sight",
    "area": "woods, rubble, crates: bases may stand in it; never blocks sight",
    "impassable": "water, pits: bases may not overlap it; never blocks sight",
}


class PieceDialog(QDialog):
    """Edit one piece (T1). Not blocking; ``accepted`` pushes the command."""

    def __init__(self, controller: GameController, piece_id: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.piece_id = piece_id
        piece = controller.state.piece(piece_id)
        self.setWindowTitle(translate("PieceDialog", "Terrain piece: {piece}").format(
            piece=shown(piece_name(piece))))
        form = QFormLayout(self)
        self.name = QLineEdit(piece.name)
        self.name.setMaxLength(NAME_MAX)
        form.addRow(translate("PieceDialog", "&Name"), self.name)
        self.kind = QComboBox()
        for kind in KINDS:
            self.kind.addItem(KIND_NAMES.get(kind, kind).capitalize(), kind)
            self.kind.setItemData(self.kind.count() - 1, KIND_TIPS.get(kind, ""),
                                  Qt.ItemDataRole.ToolTipRole)
        self.kind.setCurrentIndex(KINDS.index(piece.kind) if piece.kind in KINDS else 0)
        form.addRow(translate("PieceDialog", "&Kind"), self.kind)
        self.what = QLabel()
        self.what.setWordWrap(True)
        form.addRow("", self.what)
        self.height = QDoubleSpinBox()
        self.height.setRange(0.0, 1000.0)
        self.height.setDecimals(2)
        self.height.setSingleStep(0.5)
        self.height.setSuffix(translate("PieceDialog", " in"))
        self.height.setValue(piece.height_in)
        self.height.setToolTip(translate("PieceDialog", "A piece lower than 1 in never blocks sight (T3)"))
        form.addRow(translate("PieceDialog", "&Height"), self.height)
        self.enterable = QCheckBox(translate("PieceDialog", "Bases may stand inside (an enterable "
                                                   "building)"))
        self.enterable.setChecked(piece.enterable)
        form.addRow("", self.enterable)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        form.addRow(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        form.addRow(buttons)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self._kind_changed()

    def _kind_changed(self) -> None:
        kind = self.kind.currentData()
        self.what.setText(KIND_TIPS.get(kind, "").capitalize() + " (T1)")
        self.enterable.setEnabled(kind == "building")

    def command(self) -> EditTerrain | None:
        """The edit the fields make, or ``None`` when nothing changed."""
        piece = self.controller.state.piece(self.piece_id)
        name = self.name.text().strip()
        kind = self.kind.currentData()
        height = round(self.height.value(), 2)
        enterable = self.enterable.isChecked() and kind == "building"
        changes = {}
        if name != piece.name:
            changes["name"] = name
        if kind != piece.kind:
            changes["kind"] = kind
        if abs(height - piece.height_in) > 1e-9:
            changes["height_in"] = height
        if enterable != piece.enterable:
            changes["enterable"] = enterable
        return EditTerrain(self.piece_id, **changes) if changes else None

    def accept(self) -> None:
        command = self.command()
        if command is not None:
            problem = command.check(self.controller.state)
            if problem:
                self.problem.setText(problem[:1].upper() + problem[1:])
                return
            if not self.controller.attempt(command):
                return
        super().accept()
