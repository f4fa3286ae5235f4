"""The new-game wizard's second page: the scenario's ``[[parameters]]``, details the sources
leave open, set by the players."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
    QWizardPage,
)

from app.game.scenario_translations import shown_scenario, text_table
from app.i18n import language
from app.i18n import translate
from app.game.scenarios import Scenario, ScenarioError

if TYPE_CHECKING:
    from .new_game_host import NewGameHost


def unit_suffix(unit: str) -> str:
    """A scenario parameter's unit (:class:`~app.game.scenario_schema` ``unit``) as its spin
    box's suffix, in the players' language."""
    suffixes = {"in": translate("SettingsPage", " in"), "mm": translate("SettingsPage", " mm"),
                "vp": translate("SettingsPage", " VP"),
                "turns": translate("SettingsPage", " turns"),
                "models": translate("SettingsPage", " models"),
                "points": translate("SettingsPage", " points")}
    return suffixes.get(unit, f" {unit}")


class SettingsPage(QWizardPage):
    """The scenario's ``[[parameters]]``: details the sources leave open, set by the players."""

    def __init__(self, wizard: NewGameHost) -> None:
        super().__init__()
        self.wiz = wizard
        self.setTitle(translate("SettingsPage", "Scenario settings"))
        self.setSubTitle(translate(
            "SettingsPage", "The sources leave these details open: agree them and set them here."))
        self.layout_ = QVBoxLayout(self)
        self.form_box = QWidget()
        self.layout_.addWidget(self.form_box)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #D55E00;")
        self.layout_.addWidget(self.problem)
        self.layout_.addStretch(1)
        self.editors: dict[str, QWidget] = {}
        self._english: dict[str, tuple[str, str]] = {}
        """Text settings shown translated: id -> (the shown default, the English one)."""
        self._for: str | None = None

    def initializePage(self) -> None:
        scenario = self.wiz.chosen_scenario()
        assert scenario is not None
        if self._for == scenario.id:
            return
        self._for = scenario.id
        self.form_box.setParent(None)
        self.form_box.deleteLater()
        self.form_box = QWidget()
        form = QFormLayout(self.form_box)
        self.layout_.insertWidget(0, self.form_box)
        self.editors = {}
        self._english: dict[str, tuple[str, str]] = {}
        shown = shown_scenario(scenario)  # labels, help, text defaults in the player's language
        words = text_table(scenario, language())
        for p, english in zip(shown.parameters, scenario.parameters):
            value = scenario.setting(p.id)
            if p.kind == "text" and p.sets is None and isinstance(p.default, str):
                # shown translated; kept English in the game when left as it is
                self._english[p.id] = (p.default, str(english.default))
                value = p.default
            editor: QWidget
            if p.kind == "flag":
                editor = QCheckBox()
                editor.setChecked(bool(value))
            elif p.kind == "choice":
                editor = QComboBox()  # the choices shown translated, kept as written
                for choice in english.choices:
                    editor.addItem(words.get(choice, choice), choice)
                editor.setCurrentIndex(max(0, editor.findData(str(value))))
            elif p.kind == "integer":
                editor = QSpinBox()
                editor.setRange(int(p.min if p.min is not None else -1000000),
                                int(p.max if p.max is not None else 1000000))
                editor.setValue(int(value or 0))
            elif p.kind == "number":
                editor = QDoubleSpinBox()
                editor.setDecimals(2)
                editor.setRange(p.min if p.min is not None else -1e6,
                                p.max if p.max is not None else 1e6)
                editor.setValue(float(value or 0))
            else:
                editor = QLineEdit(str(value or ""))
                editor.setMinimumWidth(360)
            if p.unit and hasattr(editor, "setSuffix"):
                editor.setSuffix(unit_suffix(p.unit))
            editor.setObjectName(f"param-{p.id}")
            if p.help:
                editor.setToolTip(p.help)
            form.addRow(p.label, editor)
            self.editors[p.id] = editor
        if not scenario.parameters:
            form.addRow(QLabel(translate("SettingsPage", "This scenario has no settings.")))

    def values(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for pid, editor in self.editors.items():
            if isinstance(editor, QCheckBox):
                out[pid] = editor.isChecked()
            elif isinstance(editor, QComboBox):
                out[pid] = editor.currentData()
            elif isinstance(editor, QSpinBox):
                out[pid] = editor.value()
            elif isinstance(editor, QDoubleSpinBox):
                out[pid] = float(editor.value())
            else:
                out[pid] = editor.text()
                shown, english = self._english.get(pid, (None, None))
                if out[pid] == shown:
                    out[pid] = english
        return out

    def validatePage(self) -> bool:
        scenario = self.wiz.chosen_scenario()
        try:
            self.wiz.configured = scenario.with_settings(self.values())
        except ScenarioError as exc:
            self.problem.setText(f"{setting_label(scenario, exc.field)}: {exc.message}")
            return False
        self.problem.setText("")
        return True


def setting_label(scenario: Scenario, field: str) -> str:
    """The label of the setting a settings error is about (``field``: ``parameters.<id>`` or
    the scenario field the setting changes), else the field itself."""
    for p in shown_scenario(scenario).parameters:
        if field in (f"parameters.{p.id}", p.sets):
            return p.label
    return field or translate("SettingsPage", "Settings")

