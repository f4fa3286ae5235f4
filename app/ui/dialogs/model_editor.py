"""The model editor: double-click a model on the board (or *Edit model…* in its right-click
menu) to change its name, short label, unit, base, facing, status and Movement (R1: inches,
"unknown" when its roster gave none, and in Trench Crusade Infantry or Flying). OK applies every
change as one undoable step (:class:`~app.game.commands.EditModel`; with the Movement,
:class:`~app.game.commands.EditMovement`). While a name, short label or unit
is typed, what the command would refuse (an empty name, a label another model of the warband
has) is said in one sentence beside the field and OK waits; any other refusal is explained
under the fields and the dialog stays open."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from app.game.labels import display_labels
from app.game.limits import NAME_MAX, SHORT_LABEL_MAX, UNIT_MAX
from app.game.commands import EditModel, EditMovement
from app.game.commands.rosters import MOVE_TYPES
from app.game.limits import MOVE_MAX
from app.i18n import translate
from app.rules.statuses import status_word, statuses_for
from app.ui.controller import GameController

from .base_picker import BasePicker


class ModelEditor(QDialog):
    """Edit model ``model_id`` of the controller's game. Open with ``open()``; OK pushes one
    :class:`EditModel` with what changed (nothing when nothing did)."""

    def __init__(self, controller: GameController, model_id: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.model_id = model_id
        state = controller.state
        model = state.model(model_id)
        player = state.player(model.player)
        self.setWindowTitle(translate("ModelEditor", "Edit {model}").format(model=model.name))
        layout = QVBoxLayout(self)
        heading = QLabel(f"{player.warband or player.name} ({player.name})")
        heading.setObjectName("modelEditorWarband")
        layout.addWidget(heading)
        form = QFormLayout()
        self.name_edit = QLineEdit(model.name)
        self.name_edit.setObjectName("modelName")
        self.name_edit.setMaxLength(NAME_MAX)
        self.label_edit = QLineEdit(model.label)
        self.label_edit.setObjectName("modelLabel")
        self.label_edit.setMaxLength(max(SHORT_LABEL_MAX, len(model.label)))
        self.label_edit.setPlaceholderText(display_labels(state).get(model.id, ""))
        self.label_edit.setToolTip(translate(
            "ModelEditor", "The few letters on the token: at most {count}, "
                           "unique in the warband. Left empty, they are made from "
                           "the name.").format(count=SHORT_LABEL_MAX))
        self.unit_edit = QComboBox()
        self.unit_edit.setObjectName("modelUnit")
        self.unit_edit.setEditable(True)
        units = sorted({m.unit for m in state.models_of(model.player) if m.unit})
        self.unit_edit.addItems(units)
        self.unit_edit.setCurrentText(model.unit)
        line = self.unit_edit.lineEdit()
        assert line is not None
        line.setMaxLength(UNIT_MAX)
        line.setPlaceholderText(translate("ModelEditor", "(alone)"))
        self.base_edit = BasePicker(model.base)
        self.base_edit.setObjectName("modelBase")
        self.facing_edit = QDoubleSpinBox()
        self.facing_edit.setObjectName("modelFacing")
        self.facing_edit.setRange(0.0, 359.9)
        self.facing_edit.setDecimals(1)
        self.facing_edit.setWrapping(True)
        self.facing_edit.setSuffix("\N{DEGREE SIGN}")
        self.facing_edit.setValue(model.facing_deg % 360.0)
        self.facing_edit.setToolTip(translate(
            "ModelEditor", "Where an oval or rectangular base faces: degrees "
                           "anticlockwise as drawn, 90 towards the top edge"))
        self.status_edit = QComboBox()
        self.status_edit.setObjectName("modelStatus")
        choices = list(statuses_for(state.system))
        if model.status not in choices:
            choices.append(model.status)
        for status in choices:
            self.status_edit.addItem(status_word(status), status)
        self.status_edit.setCurrentIndex(choices.index(model.status))
        self.status_edit.setEnabled(model.on_table)
        self.move_edit = QDoubleSpinBox()
        self.move_edit.setObjectName("modelMovement")
        self.move_edit.setRange(-1.0, MOVE_MAX)
        self.move_edit.setDecimals(1)
        self.move_edit.setSingleStep(1.0)
        self.move_edit.setSuffix('"')
        self.move_edit.setSpecialValueText(translate("ModelEditor", "unknown"))  # -1: no Movement known (R1)
        self.move_edit.setValue(-1.0 if model.move_in is None else model.move_in)
        self.move_edit.setToolTip(translate(
            "ModelEditor", "The model's Movement in inches, from its roster's profile "
                           "(R1); \"unknown\" shows no reach"))
        self.move_type_edit = QComboBox()
        self.move_type_edit.setObjectName("modelMovementType")
        kinds = list(MOVE_TYPES.get(state.system, ("", "infantry", "flying")))
        if model.move_type not in kinds:
            kinds.append(model.move_type)
        kind_words = {"infantry": translate("ModelEditor", "Infantry"),
                      "flying": translate("ModelEditor", "Flying")}
        for kind in kinds:
            self.move_type_edit.addItem(kind_words.get(kind, kind.title()) or "\u2014", kind)
        self.move_type_edit.setCurrentIndex(kinds.index(model.move_type)
                                            if model.move_type in kinds else 0)
        self.move_type_edit.setEnabled(len(kinds) > 1)
        self.notes: dict[str, QLabel] = {}
        """Beside the name, short label and unit: why the command refuses what is typed."""
        form.addRow(translate("ModelEditor", "Name"), self._noted("name", self.name_edit))
        form.addRow(translate("ModelEditor", "Short label"), self._noted("label", self.label_edit))
        form.addRow(translate("ModelEditor", "Unit"), self._noted("unit", self.unit_edit))
        form.addRow(translate("ModelEditor", "Base"), self.base_edit)
        form.addRow(translate("ModelEditor", "Facing"), self.facing_edit)
        form.addRow(translate("ModelEditor", "Status"), self.status_edit)
        form.addRow(translate("ModelEditor", "Movement"), self.move_edit)
        form.addRow(translate("ModelEditor", "Movement type"), self.move_type_edit)
        layout.addLayout(form)
        self.problem = QLabel()
        self.problem.setObjectName("modelEditorProblem")
        self.problem.setStyleSheet("color: #D55E00;")
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(420)
        for signal in (self.name_edit.textChanged, self.label_edit.textChanged,
                       self.unit_edit.currentTextChanged):
            signal.connect(self.check_fields)
        self.check_fields()

    def _noted(self, field: str, editor: QWidget) -> QWidget:
        """``editor`` with the line under it where a refusal of its ``field`` is said."""
        box = QWidget()
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        column.addWidget(editor)
        note = QLabel()
        note.setObjectName(f"modelEditor{field.title()}Problem")
        note.setStyleSheet("color: #D55E00;")
        note.setWordWrap(True)
        note.hide()
        column.addWidget(note)
        self.notes[field] = note
        return box

    def check_fields(self) -> None:
        """Ask :meth:`EditModel.problems` about the name, short label and unit as typed:
        each refusal beside its field (✗ and the sentence), OK disabled while there is one."""
        edit = EditModel(self.model_id, name=self.name_edit.text(),
                         label=self.label_edit.text(), unit=self.unit_edit.currentText())
        problems = edit.problems(self.controller.state)
        grown = False
        for field, note in self.notes.items():
            text = problems.get(field, "")
            text = f"\u2717 {text[:1].upper()}{text[1:]}" if text else ""
            grown |= text != note.text()
            note.setText(text)
            note.setVisible(bool(text))
        if grown and self.isVisible():  # a sentence wrapped on two lines gets its room
            layout = self.layout()
            layout.activate()
            self.resize(self.width(), max(layout.totalHeightForWidth(self.width()),
                                          layout.totalMinimumSize().height()))
        self.ok_button.setEnabled(not problems)
        self.ok_button.setToolTip(translate("ModelEditor", "Mend what is said beside the field first") if problems
                                  else "")

    @property
    def ok_button(self):  # noqa: ANN201 - QPushButton
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    def command(self) -> EditModel | EditMovement | None:
        """The edit as entered, or ``None`` when nothing changed; ``ValueError`` with a
        sentence for a base size that is not one."""
        model = self.controller.state.model(self.model_id)
        name = self.name_edit.text().strip()
        label = self.label_edit.text().strip()
        unit = self.unit_edit.currentText().strip()
        base = self.base_edit.base()
        facing = round(self.facing_edit.value(), 1)
        status = self.status_edit.currentData()
        fields = {
            "name": name if name != model.name else None,
            "label": label if label != model.label else None,
            "unit": unit if unit != model.unit else None,
            "base": base if base != model.base else None,
            "facing_deg": facing if abs(facing - round(model.facing_deg % 360.0, 1)) > 1e-9
            else None,
            "status": status if status != model.status else None,
        }
        move = self.move_edit.value()
        move_in = None if move < 0 else round(move, 1)
        move_type = self.move_type_edit.currentData()
        moved = move_in != model.move_in or move_type != model.move_type
        if all(v is None for v in fields.values()):
            if not moved:
                return None
            return EditMovement(self.model_id, move_in=move_in, move_type=move_type)
        edit = EditModel(self.model_id, **fields)
        if moved:
            return EditMovement(self.model_id, move_in=move_in, move_type=move_type, edit=edit)
        return edit

    def accept(self) -> None:
        try:
            command = self.command()
        except ValueError as exc:
            self.problem.setText(str(exc)[:1].upper() + str(exc)[1:])
            return
        if command is not None:
            done = self.controller.attempt(command, say=False)
            if not done:
                self.problem.setText(done.refusal)  # said beside the fields, not in the bar
                return
        super().accept()
