"""File ▸ New game: a wizard from the game system and scenario to the players' warbands.

Pages: (1) game system and scenario, chosen from the list or rolled on the system's scenario
table (C10: D6 for Trench Crusade; M11: 2D6 for Mordheim, where 2 and 12 let the player with
the lowest warband rating choose), with the dice shown, and the table size (the scenario's by
default); (2) the scenario's settings for details the sources leave open, and its notes;
(3) the players: name, warband, rating, colour, mark, team (team scenarios) and roster.

Finishing builds the game with :func:`app.game.newgame.new_game` (:attr:`NewGameWizard.game`);
the main window then walks the set-up in the set-up dock. Dice come from the game's own
generator (:attr:`NewGameWizard.rng`), so the scenario roll is the game's first random event.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont, QIcon, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)

from app.game.limits import MARK_MAX, NAME_MAX
from app.game.newgame import OKABE_ITO, PlayerSetup, default_marks, name_key, new_game
from app.game.roster_import import FILE_FILTERS, import_roster
from app.game.rosters import Roster, RosterFileError, load_roster
from app.game.scenarios import Scenario, ScenarioError, all_scenarios, scenarios_for
from app.game.state import GameState
from app.rules import dice as dice_rules
from app.rules.dice import Roll
from app.rules.placement import table_minimum
from app.rules.rng import GameRng
from app.rules.setup import LOWEST_RATING_CHOOSES, SCENARIO_TABLES, scenario_for_roll

from .roster_editor import RosterEditor, remember_roster_folder, roster_folder

SYSTEM_NAMES = {"trench-crusade": "Trench Crusade", "mordheim": "Mordheim"}
DIE_FACES = "\u2680\u2681\u2682\u2683\u2684\u2685"


def dice_text(roll: Roll) -> str:
    """The dice as faces, e.g. ``"⚂ ⚄  = 8"``."""
    faces = " ".join(DIE_FACES[f - 1] for f in roll.faces)
    return f"{faces}  = {roll.total}"


def _swatch(colour: str) -> QIcon:
    pix = QPixmap(16, 16)
    pix.fill(QColor(colour))
    return QIcon(pix)


# -- page 1: system and scenario --------------------------------------------------------------
class ScenarioPage(QWizardPage):
    """Game system, scenario (chosen or rolled), the scenario's summary, table size."""

    def __init__(self, wizard: "NewGameWizard") -> None:
        super().__init__()
        self.wiz = wizard
        self.setTitle("Game and scenario")
        self.setSubTitle("Choose the scenario, or roll for it on the game's scenario table.")
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.system = QComboBox()
        self.system.setObjectName("system")
        for sid, name in SYSTEM_NAMES.items():
            self.system.addItem(name, sid)
        top.addWidget(QLabel("Game"))
        top.addWidget(self.system)
        self.roll_button = QPushButton()
        self.roll_button.setObjectName("rollScenario")
        top.addWidget(self.roll_button)
        top.addStretch(1)
        layout.addLayout(top)
        self.dice = QLabel()
        self.dice.setObjectName("scenarioDice")
        font = QFont(self.font())
        font.setPointSize(20)
        self.dice.setFont(font)
        self.dice.setWordWrap(True)
        layout.addWidget(self.dice)

        middle = QHBoxLayout()
        self.list = QListWidget()
        self.list.setObjectName("scenarios")
        self.list.setMinimumWidth(220)
        middle.addWidget(self.list)
        self.about = QLabel()
        self.about.setObjectName("scenarioAbout")
        self.about.setWordWrap(True)
        self.about.setTextFormat(Qt.TextFormat.RichText)
        self.about.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.about.setMinimumWidth(380)
        middle.addWidget(self.about, 1)
        layout.addLayout(middle, 1)

        size = QHBoxLayout()
        self.width_in = QDoubleSpinBox()
        self.depth_in = QDoubleSpinBox()
        for spin in (self.width_in, self.depth_in):
            spin.setRange(12, 240)
            spin.setDecimals(1)
            spin.setSuffix(" in")
        size.addWidget(QLabel("Table"))
        size.addWidget(self.width_in)
        size.addWidget(QLabel("x"))
        size.addWidget(self.depth_in)
        size.addStretch(1)
        layout.addLayout(size)
        self.size_problem = QLabel()
        self.size_problem.setObjectName("tableSizeProblem")
        self.size_problem.setWordWrap(True)
        self.size_problem.setStyleSheet("color: #D55E00;")
        layout.addWidget(self.size_problem)
        self.problems = QPlainTextEdit()
        self.problems.setObjectName("scenarioProblems")
        self.problems.setReadOnly(True)
        self.problems.setMaximumHeight(130)
        self.problems.setStyleSheet("color: #B34700;")
        self.problems.setVisible(False)
        layout.addWidget(self.problems)

        self.system.currentIndexChanged.connect(self._system_changed)
        self.roll_button.clicked.connect(self.roll)
        self.list.currentItemChanged.connect(self._scenario_changed)
        self.width_in.valueChanged.connect(lambda _v: self.size_problem.setText(""))
        self.depth_in.valueChanged.connect(lambda _v: self.size_problem.setText(""))
        self._system_changed()

    @property
    def system_id(self) -> str:
        return self.system.currentData()

    def _system_changed(self) -> None:
        kind = SCENARIO_TABLES[self.system_id][0]
        self.roll_button.setText(f"Roll {kind} for the scenario")
        self.list.clear()
        for scenario in scenarios_for(self.system_id, self.wiz.scenarios):
            own = "" if scenario.bundled else " (your file)"
            item = QListWidgetItem(scenario.name + own)
            item.setData(Qt.ItemDataRole.UserRole, scenario.id)
            if own and scenario.path is not None:
                item.setToolTip(f"Your own scenario file: {scenario.path}")
            self.list.addItem(item)
        self.dice.setText("")
        self.wiz.scenario_roll = None
        self.wiz.lowest_chooses = None
        if self.list.count():
            self.list.setCurrentRow(0)

    def select(self, scenario_id: str) -> None:
        for i in range(self.list.count()):
            if self.list.item(i).data(Qt.ItemDataRole.UserRole) == scenario_id:
                self.list.setCurrentRow(i)
                return
        raise KeyError(f"no scenario {scenario_id!r} for {self.system_id}")

    def roll(self) -> None:
        """Roll the system's scenario dice from the game's generator and show them (C10,
        M11); on a Mordheim 2 or 12 the lowest-rated player chooses."""
        kind = SCENARIO_TABLES[self.system_id][0]
        result = dice_rules.roll(self.wiz.rng, kind)
        sid = scenario_for_roll(self.system_id, result.total)
        if sid == LOWEST_RATING_CHOOSES:
            self.wiz.scenario_roll = None
            self.wiz.lowest_chooses = result
            self.list.setCurrentItem(None)
            self.list.clearSelection()
            self.dice.setText(f"{dice_text(result)}: the player with the lowest warband "
                              "rating chooses the scenario (M11). Pick it from the list; the "
                              "players page names who that is.")
            return
        self.wiz.lowest_chooses = None
        self.wiz.scenario_roll = (result, sid)
        scenario = self.wiz.scenario_by_id(sid)
        self.dice.setText(f"{dice_text(result)}  \u2192  {scenario.name}")
        self.select(sid)

    def _scenario_changed(self) -> None:
        scenario = self.scenario()
        rolled = self.wiz.scenario_roll
        if scenario is not None and rolled is not None and rolled[1] != scenario.id:
            self.wiz.scenario_roll = None  # picked instead of the roll: the dice no longer
            self.dice.setText("")          # say which scenario is played
        if scenario is None:
            self.about.setText("")
            self.completeChanged.emit()
            return
        self.width_in.setValue(scenario.table.width_in)
        self.depth_in.setValue(scenario.table.depth_in)
        players = scenario.players
        count = (f"{players.min}" if players.min == players.max
                 else f"{players.min}\u2013{players.max}")
        teams = f", in teams of {players.team_size}" if players.team_size > 1 else ""
        turns = f"; {scenario.turn_limit} turns" if scenario.turn_limit else ""
        notes = "".join(f"<li>{_esc(n)}</li>" for n in scenario.notes)
        victory = "".join(f"<li>{_esc(v)}</li>" for v in scenario.victory)
        self.about.setText(
            f"<h3>{_esc(scenario.name)}</h3><p>{_esc(scenario.summary.strip())}</p>"
            f"<p><b>{count} players{teams}</b>{turns}; table "
            f"{scenario.table.width_in:g} x {scenario.table.depth_in:g} in.</p>"
            f"<p><b>Set-up:</b> {_esc(setup_text(scenario))}</p>"
            f"<p><b>Victory</b></p><ul>{victory}</ul>"
            f"<p><b>Notes (details the sources leave open)</b></p><ul>{notes}</ul>")
        self.completeChanged.emit()

    def scenario(self) -> Scenario | None:
        item = self.list.currentItem()
        if item is None:
            return None
        return self.wiz.scenario_by_id(item.data(Qt.ItemDataRole.UserRole))

    def isComplete(self) -> bool:
        return self.scenario() is not None

    def validatePage(self) -> bool:
        """The table size is checked here, where it is typed: the long edge is the width
        (a deeper-than-wide table is refused) and a Mordheim multiplayer table is at least
        72 x 48 in (M1)."""
        scenario = self.scenario()
        width, depth = self.width_in.value(), self.depth_in.value()
        problem = ""
        if depth > width + 1e-9:
            problem = (f"The table is {width:g} in wide and {depth:g} in deep: enter the long "
                       f"edge as the width ({depth:g} x {width:g} in).")
        elif scenario is not None and (small := table_minimum(
                scenario.system, scenario.players.min, width, depth)) is not None:
            # the fewest players the scenario takes: a table too small for them all (M1)
            problem = (f"{small.reason[:1].upper()}{small.reason[1:]}; "
                       f"{width:g} x {depth:g} in is too small.")
        self.size_problem.setText(problem)
        return not problem


_SETUP_KIND = {
    "edge-segments": "In set-up order each player takes a free table-edge segment A-F and "
                     "sets up wholly within {z} of it, more than {g} from other warbands (M3, "
                     "M4).",
    "defender-centre": "The defender sets up as the scenario says; the others take table-edge "
                       "segments A-F (M2-M4).",
    "battle-formations": "Each player sets up wholly within {z} of their table edge (S2).",
    "players-agree": "The sources give no set-up zones; the players agree them.",
}


def setup_text(scenario: Scenario) -> str:
    """The scenario's set-up in words: its own text, else a sentence from its deployment
    kind and distances (never blank)."""
    d = scenario.deployment
    if d.text.strip():
        return d.text.strip()
    z = f"{d.zone_depth_in:g} in" if d.zone_depth_in is not None else "the zone depth"
    g = f"{d.gap_in:g} in" if d.gap_in is not None else "the gap"
    return _SETUP_KIND[d.kind].format(z=z, g=g)


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


# -- page 2: settings ---------------------------------------------------------------------------
class SettingsPage(QWizardPage):
    """The scenario's ``[[parameters]]``: details the sources leave open, set by the players."""

    def __init__(self, wizard: "NewGameWizard") -> None:
        super().__init__()
        self.wiz = wizard
        self.setTitle("Scenario settings")
        self.setSubTitle("The sources leave these details open: agree them and set them here.")
        self.layout_ = QVBoxLayout(self)
        self.form_box = QWidget()
        self.layout_.addWidget(self.form_box)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #D55E00;")
        self.layout_.addWidget(self.problem)
        self.layout_.addStretch(1)
        self.editors: dict[str, QWidget] = {}
        self._for: str | None = None

    def initializePage(self) -> None:
        scenario = self.wiz.scenario_page.scenario()
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
        for p in scenario.parameters:
            value = scenario.setting(p.id)
            editor: QWidget
            if p.kind == "flag":
                editor = QCheckBox()
                editor.setChecked(bool(value))
            elif p.kind == "choice":
                editor = QComboBox()
                editor.addItems(p.choices)
                editor.setCurrentText(str(value))
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
                editor.setSuffix(f" {p.unit}")
            editor.setObjectName(f"param-{p.id}")
            if p.help:
                editor.setToolTip(p.help)
            form.addRow(p.label, editor)
            self.editors[p.id] = editor
        if not scenario.parameters:
            form.addRow(QLabel("This scenario has no settings."))

    def values(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for pid, editor in self.editors.items():
            if isinstance(editor, QCheckBox):
                out[pid] = editor.isChecked()
            elif isinstance(editor, QComboBox):
                out[pid] = editor.currentText()
            elif isinstance(editor, QSpinBox):
                out[pid] = editor.value()
            elif isinstance(editor, QDoubleSpinBox):
                out[pid] = float(editor.value())
            else:
                out[pid] = editor.text()
        return out

    def validatePage(self) -> bool:
        scenario = self.wiz.scenario_page.scenario()
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
    for p in scenario.parameters:
        if field in (f"parameters.{p.id}", p.sets):
            return p.label
    return field or "Settings"


# -- page 3: players ----------------------------------------------------------------------------
MORDHEIM_RATING_TIP = (
    "The warband rating from the warband's roster sheet (its experience, plus 5 for each "
    "warband member and 20 for each large creature). Mordheim uses it to pick the defender "
    "(M2) and the underdog (M6); it is not the warband's value in gold crowns.")


class PlayerRow(QWidget):
    """One player's line: name, warband, rating, colour, mark, team, roster."""

    changed = Signal()

    def __init__(self, index: int, system: str, team_size: int, parent: QWidget) -> None:
        super().__init__(parent)
        self.index = index
        self.system = system
        self.roster: Roster | None = None
        self._warband_from_roster = ""
        """The warband name the row took from its roster ("" when none or typed)."""
        self.rating_auto = True
        self.editor: RosterEditor | None = None
        self.name = QLineEdit(f"Player {index + 1}")
        self.name.setObjectName(f"playerName{index}")
        self.name.setMaxLength(NAME_MAX)
        self.warband = QLineEdit()
        self.warband.setMaxLength(NAME_MAX)
        self.warband.setPlaceholderText("Warband name")
        self.warband.setMinimumWidth(140)
        self.warband.textChanged.connect(self._warband_typed)
        self.name.setMinimumWidth(90)
        self.rating = QSpinBox()
        self.rating.setRange(0, 100000)
        if system == "mordheim":  # M2, M6 use the warband rating, which no roster carries
            self.rating_auto = False
            self.rating.setSpecialValueText("enter")
            self.rating.setToolTip(MORDHEIM_RATING_TIP)
        else:
            self.rating.setToolTip("Warband rating; by default the roster's total cost")
        self.rating.valueChanged.connect(self._rating_edited)
        self.colour = QComboBox()
        for name, hexcode in OKABE_ITO:
            self.colour.addItem(_swatch(hexcode), name, hexcode)
        self.colour.setCurrentIndex(index % len(OKABE_ITO))
        self.colours_in_use: Callable[[], set[str]] = set
        """The colours (``#RRGGBB``) the other players have; set by the players page."""
        self.mark = QLineEdit()
        self.mark.setMaxLength(MARK_MAX)
        self.mark.setFixedWidth(40)
        self.mark.setObjectName(f"playerMark{index}")
        self.mark.setToolTip("A letter drawn on the bases, so colour is never the only cue; "
                             "left empty, the letter shown greyed is used")
        self.team = QComboBox()
        for t in range(8):
            self.team.addItem(f"Team {t + 1}", t)
        self.team.setCurrentIndex(index // max(1, team_size))
        self.team.setVisible(team_size > 1)
        self.roster_button = QPushButton("Roster…")
        self.roster_button.setObjectName(f"roster{index}")
        self.roster_button.clicked.connect(lambda: self.edit_roster())
        self.load_button = QPushButton("Open…")
        self.load_button.setToolTip("Use a saved roster file")
        self.load_button.clicked.connect(self.open_roster_dialog)
        self.import_button = QPushButton("Import…")
        self.import_button.setObjectName(f"import{index}")
        self.import_button.setToolTip("Import a roster from BattleScribe or New Recruit (.ros, "
                                      ".rosz, .json) or a Trench Companion warband (.json); "
                                      "the roster editor opens on it to check the bases")
        self.import_button.clicked.connect(self.import_roster_dialog)
        self.summary = QLabel("no models")
        self.summary.setMinimumWidth(150)
        self.note = QLabel()
        """Under the row: why the last roster file Open… or Import… chose was not taken,
        and that the row keeps the roster it had ("" and hidden otherwise)."""
        self.note.setObjectName(f"rosterNote{index}")
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #D55E00;")  # Okabe-Ito vermilion, with a ✗ in words
        for signal in (self.name.textChanged, self.mark.textChanged,
                       self.colour.currentIndexChanged, self.rating.valueChanged):
            signal.connect(lambda *_: self.changed.emit())

    def _summarise(self, text: str) -> None:
        """The Roster column's text, whole in its tooltip too."""
        self.summary.setText(text)
        self.summary.setToolTip(text)

    def _warband_typed(self, text: str) -> None:
        """The whole warband name in the tooltip."""
        self.warband.setToolTip(text)

    def widgets(self) -> list[QWidget]:
        return [self.name, self.warband, self.rating, self.colour, self.mark, self.team,
                self.roster_button, self.load_button, self.import_button, self.summary]

    def _rating_edited(self) -> None:
        if not getattr(self, "_setting_rating", False):
            self.rating_auto = False

    def _refused(self, exc: RosterFileError, verb: str) -> str:
        """Say under the row that the file ``exc`` names was not taken (``verb``: "opened",
        "imported") and why, and that the row keeps what it had: its roster and summary are
        left as they were. Returns the whole problem (file, field, why)."""
        why = str(exc)
        prefix = f"{exc.path}: "
        if why.startswith(prefix):
            why = why[len(prefix):]
        name = Path(exc.path).name or exc.path
        who = self.name.text().strip() or f"Player {self.index + 1}"
        if self.roster is not None and self.roster.models:
            kept = (f"{who} keeps {self.roster.warband or self.roster.name or 'the roster'}"
                    f" ({self.summary.text()}).")
        else:
            kept = f"{who} has no roster yet."
        self.note.setText(f"\u2717 {name} was not {verb}: {why.rstrip('.')}. {kept}")
        self.note.setToolTip(str(exc))
        self.note.setVisible(True)
        return str(exc)

    def _clear_note(self) -> None:
        self.note.setText("")
        self.note.setToolTip("")
        self.note.setVisible(False)

    def set_roster(self, roster: Roster) -> None:
        """Use ``roster`` for this player: its warband name (if none entered) and, unless the
        rating was typed in, its total cost as the rating."""
        self.roster = roster
        self._clear_note()
        # the roster's warband name, unless the player typed one in this row: a name that
        # came from the roster before follows the roster now (one imported over it)
        shown = self.warband.text().strip()
        if not shown or shown == self._warband_from_roster:
            self.warband.setText(roster.warband or roster.name)
            self.warband.setCursorPosition(0)  # a long name shows its start
            self._warband_from_roster = self.warband.text().strip()
        # the roster's own colour, only while this player still has its default colour and
        # no other player has taken it (the same roster for several players keeps them apart)
        index = self.colour.findData(roster.colour.upper())
        default = self.index % len(OKABE_ITO)
        if (index >= 0 and roster.colour.upper() != "#0072B2"
                and self.colour.currentIndex() == default
                and roster.colour.upper() not in self.colours_in_use()):
            self.colour.setCurrentIndex(index)
        if roster.mark and not self.mark.text().strip():
            self.mark.setText(roster.mark)
        if self.rating_auto:
            self._setting_rating = True
            self.rating.setValue(min(roster.total_cost, self.rating.maximum()))
            self._setting_rating = False
        elif self.system == "mordheim" and roster.rating and self.rating.value() in (
                0, getattr(self, "_roster_rating", None)):
            # an imported Warband Rating (M2, M6), unless another was typed in already
            self._setting_rating = True
            self.rating.setValue(min(roster.rating, self.rating.maximum()))
            self._setting_rating = False
            self._roster_rating = self.rating.value()
        other = "" if roster.system == self.system else (
            f" \u26a0 a {roster.system.replace('-', ' ').title()} roster")
        away = sum(e.count for e in roster.models if not e.placed)
        on_table = roster.model_count - away
        placed = f"{on_table} model{'s' if on_table != 1 else ''}" + (f" (+{away} not placed)" if away
                                                          else "")
        self._summarise(f"{placed}, cost {roster.total_cost}{other}")
        self.changed.emit()

    def edit_roster(self, roster: Roster | None = None, source: str = "") -> RosterEditor:
        """Open the roster editor (window-modal, not blocking) on ``roster`` (by default the
        player's); OK takes its roster."""
        self.editor = RosterEditor(roster or self.roster, self.system, self.window())
        if roster is not None:
            self.editor.imported.setText(self.editor.imported.text() or
                                         f"Imported from {source}")
            if roster.system != self.system:
                self.editor.problem.setText(
                    f"\u26a0 This is a {roster.system.replace('-', ' ').title()} roster; the "
                    f"game is {self.system.replace('-', ' ').title()}.")
        if self.roster is None and self.warband.text():
            self.editor.warband_edit.setText(self.warband.text())
        # a roster saved from here remembers the warband's colour and mark
        self.editor.set_look(self.colour.currentData(), self.mark.text().strip().upper())
        self.editor.accepted.connect(lambda: self.set_roster(self.editor.roster()))
        self.editor.open()
        return self.editor

    def open_roster(self, path: str) -> str:
        """Use a roster file; returns "" or the problem with the file (said under the row,
        which keeps the roster it had: see :meth:`_refused`)."""
        try:
            self.set_roster(load_roster(path))
        except RosterFileError as exc:
            return self._refused(exc, "opened")
        return ""

    def import_roster(self, path: str) -> str:
        """Import a roster from another tool and open the roster editor on it (guesses
        highlighted; OK takes it). Returns "" or the problem with the file (said under the
        row, which keeps the roster it had)."""
        try:
            roster = import_roster(path)
        except RosterFileError as exc:
            return self._refused(exc, "imported")
        self._clear_note()
        self.edit_roster(roster, source=path)
        return ""

    def import_roster_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Import roster", roster_folder(),
                                              ";;".join(FILE_FILTERS))
        if path:
            remember_roster_folder(path)
            self.import_roster(path)

    def open_roster_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Open roster", roster_folder(),
                                              "Table Marshal rosters (*.json)")
        if path:
            remember_roster_folder(path)
            self.open_roster(path)

    def setup(self) -> PlayerSetup:
        return PlayerSetup(
            name=self.name.text().strip(), warband=self.warband.text().strip(),
            rating=self.rating.value(), colour=self.colour.currentData(),
            mark=self.mark.text().strip(), roster=self.roster,
            team=self.team.currentData() if self.team.isVisible() else None)


PLAYERS_SUBTITLE = {
    "trench-crusade": "Name each player and enter their warband's roster (or open a saved "
                      "one). The rating defaults to the roster's total cost.",
    "mordheim": "Name each player, enter their warband's roster (or open a saved one) and "
                "its warband rating from the roster sheet: Mordheim uses the rating, not the "
                "gold crowns, for the defender (M2) and the underdog (M6).",
}


NAME_REFUSED_STYLE = "QLineEdit { border: 2px solid #D55E00; }"
"""A name box Finish waits on (Okabe-Ito vermilion; the notice says why in words)."""


class PlayersPage(QWizardPage):
    """How many players, and each player's line (:class:`PlayerRow`)."""

    def __init__(self, wizard: "NewGameWizard") -> None:
        super().__init__()
        self.wiz = wizard
        self.setTitle("Players and warbands")
        self.setSubTitle(PLAYERS_SUBTITLE["trench-crusade"])
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel("Players"))
        self.count = QSpinBox()
        self.count.setObjectName("playerCount")
        top.addWidget(self.count)
        top.addStretch(1)
        layout.addLayout(top)
        self.box = QGroupBox()
        self.grid = QGridLayout(self.box)
        # the texts get the room: name, warband and roster summary stretch, the rest not
        for col, stretch in ((0, 2), (1, 3), (9, 3)):
            self.grid.setColumnStretch(col, stretch)
        for col, text in enumerate(("Name", "Warband", "Rating", "Colour", "Mark", "Team",
                                    "", "", "", "Roster")):
            self.grid.addWidget(QLabel(f"<b>{text}</b>"), 0, col)
        layout.addWidget(self.box)
        self.notice = QLabel()
        self.notice.setObjectName("playersNotice")
        self.notice.setWordWrap(True)
        layout.addWidget(self.notice)
        layout.addStretch(1)
        self.problem = QLabel()
        self.problem.setObjectName("playersProblem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #D55E00;")
        layout.addWidget(self.problem)
        self.rows: list[PlayerRow] = []
        self.refusal = ""
        """Why Finish is disabled (two players with one name or one mark, a player without
        a name), as the notice says it; "" when the names and marks can go to the table."""
        self.count.valueChanged.connect(self._count_changed)
        self._team_size = 1

    def initializePage(self) -> None:
        scenario = self.wiz.configured
        assert scenario is not None
        spec = scenario.players
        system = scenario.system
        kept: list[tuple[str, str, Roster | None]] = []
        count = self.count.value() if self.rows else 0
        if self.rows and (self._team_size != spec.team_size or self.rows[0].system != system):
            # the rows are built anew for the other system or team size: the names typed
            # stay, and so do the rosters for this system (the others are said below)
            for row in self.rows[:count]:
                typed = row.warband.text().strip()
                kept.append((row.name.text(),
                             "" if typed == row._warband_from_roster else typed, row.roster))
            for row in self.rows:
                for w in (*row.widgets(), row.note):
                    w.setParent(None)
                row.setParent(None)
            self.rows = []
        self._team_size = spec.team_size
        self._system = system
        self.setSubTitle(PLAYERS_SUBTITLE.get(system, PLAYERS_SUBTITLE["trench-crusade"]))
        self.count.blockSignals(True)
        self.count.setRange(spec.min, spec.max)
        self.count.blockSignals(False)
        self.count.setValue(max(spec.min, min(spec.max, len(self.rows) or count or spec.min)))
        self._count_changed()
        if kept:
            self._restore(kept, system)

    def _restore(self, kept: list[tuple[str, str, Roster | None]], system: str) -> None:
        """Put the names, typed warband names and the rosters that fit ``system`` back in
        the new rows; the rosters left out (another game system's) are named."""
        dropped: list[str] = []
        for row, (name, warband, roster) in zip(self.rows, kept):
            row.name.setText(name)
            if warband:
                row.warband.setText(warband)
            if roster is None or not roster.models:
                continue
            if roster.system == system:
                row.set_roster(roster)
            else:
                dropped.append(name.strip() or f"Player {row.index + 1}")
        dropped += [name.strip() or "a player" for name, _w, roster in kept[len(self.rows):]
                    if roster is not None]
        if dropped:
            other = SYSTEM_NAMES.get(system, system)
            self.problem.setText(
                f"\u26a0 The rosters of {', '.join(dropped)} were for another game system and "
                f"were left out: enter or open their {other} rosters.")

    def _count_changed(self) -> None:
        n = self.count.value()
        while len(self.rows) < n:
            row = PlayerRow(len(self.rows), self._system, self._team_size, self.box)
            row.changed.connect(self.check)
            row.colours_in_use = lambda me=row: {
                str(r.colour.currentData()).upper() for r in self.active_rows if r is not me}
            row.hide()
            line = 2 * len(self.rows) + 1  # the row's widgets, and under them its note
            for col, w in enumerate(row.widgets()):
                self.grid.addWidget(w, line, col)
            self.grid.addWidget(row.note, line + 1, 0, 1, len(row.widgets()))
            self.rows.append(row)
        for i, row in enumerate(self.rows):
            for w in row.widgets():
                w.setVisible(i < n and (w is not row.team or self._team_size > 1))
            row.note.setVisible(i < n and bool(row.note.text()))
        self.check()

    def check(self) -> None:
        """Live checks while players are entered: the marks each player will get (shown
        greyed in empty mark boxes, the same as on the table), a player without a name,
        two players with one name (case and spaces aside) or one mark, and a player without
        models (refused: the name boxes concerned are marked and Finish stays disabled until
        it is mended, see :meth:`isComplete`), two with one colour (a warning), and, after a scenario roll of
        2 or 12, who has the lowest rating and so chooses the scenario (M11)."""
        rows = self.active_rows
        names = [r.name.text().strip() for r in rows]
        marks = default_marks(names, [r.mark.text() for r in rows])
        for row, mark in zip(rows, marks):
            row.mark.setPlaceholderText(mark)
        refused: list[str] = []
        why: dict[int, str] = {}  # the name boxes to mend, and why
        unnamed = [i for i, n in enumerate(names) if not n]
        if unnamed:
            refused.append(f"\u2717 Player {unnamed[0] + 1} needs a name.")
            why.update((i, f"Player {i + 1} needs a name.") for i in unnamed)
        keys = [name_key(n) for n in names]
        problem = _same(keys, names)
        if problem:
            problem = " ".join(problem.split())
            refused.append(f"\u2717 Two players are called {problem}: give each a different "
                           "name.")
            why.update((i, refused[-1][2:]) for i, k in enumerate(keys)
                       if k == name_key(problem))
        problem = _same(marks, marks)
        if problem:
            refused.append(f"\u2717 Two players have the mark {problem}: give each a "
                           "different mark.")
        empty = [n or f"Player {r.index + 1}" for r, n in zip(rows, names)
                 if r.roster is None or not r.roster.models]
        if empty:  # every warband comes to the table with its models
            who = empty[0] if len(empty) == 1 else ", ".join(empty[:-1]) + " and " + empty[-1]
            refused.append(f"\u2717 {who} {'has' if len(empty) == 1 else 'have'} no models "
                           "yet: enter their roster (Roster…) or open a saved one.")
        for i, row in enumerate(self.rows):
            row.name.setStyleSheet(NAME_REFUSED_STYLE if i in why else "")
            row.name.setToolTip(why.get(i, ""))
        lines = list(refused)
        colours = [r.colour.currentText() for r in rows]
        problem = _same([r.colour.currentData() for r in rows], colours)
        if problem:
            lines.append(f"\u26a0 Two players have the colour {problem}: their models will "
                         "look alike except for the mark.")
        roll = getattr(self.wiz, "lowest_chooses", None)
        if roll is not None and rows:
            low = min(r.rating.value() for r in rows)
            who = [r.name.text().strip() or f"Player {r.index + 1}" for r in rows
                   if r.rating.value() == low]
            chooser = (who[0] if len(who) == 1 else
                       " or ".join(who) + " (tied: they agree or roll off)")
            lines.append(f"Scenario roll {roll.total}: the lowest warband rating chooses "
                         f"the scenario (M11): {chooser}, rating {low}. Go Back to change "
                         "the scenario if they want another.")
        self.notice.setText("\n".join(lines))
        refusal = "\n".join(refused)
        if refusal != self.refusal:
            self.refusal = refusal
            self.completeChanged.emit()

    def isComplete(self) -> bool:
        """Finish waits until every player has a name of their own, a mark of their own and
        a roster with models (the notice under the players says which is missing)."""
        return not self.refusal and super().isComplete()

    @property
    def active_rows(self) -> list[PlayerRow]:
        return self.rows[:self.count.value()]

    def validatePage(self) -> bool:
        for row in self.active_rows:
            if row.roster is None or not row.roster.models:
                self.problem.setText(f"{row.name.text() or 'A player'} has no models yet: "
                                     "enter their roster (Roster…) or open a saved one.")
                return False
        try:
            self.wiz.build()
        except ValueError as exc:
            text = str(exc)
            self.problem.setText(text[:1].upper() + text[1:])
            return False
        for row in self.active_rows:
            if row.system == "mordheim" and row.rating.value() == 0:
                who = row.name.text().strip() or f"Player {row.index + 1}"
                self.problem.setText(f"Enter {who}'s warband rating from the roster sheet: "
                                     "Mordheim uses it, not the gold crowns, for the defender "
                                     "(M2) and the underdog (M6).")
                row.rating.setFocus()
                return False
        self.problem.setText("")
        return True


def _same(keys: list[Any], shown: list[str]) -> str:
    """The shown text of the first key that occurs twice (empty keys ignored), or ``""``."""
    seen: set[Any] = set()
    for key, text in zip(keys, shown):
        if key and key in seen:
            return text
        seen.add(key)
    return ""


# -- the wizard -------------------------------------------------------------------------------------
class NewGameWizard(QWizard):
    """File ▸ New game. Open with ``open()`` or ``show()``; when accepted, :attr:`game` holds
    the new :class:`~app.game.state.GameState` (set-up phase, models in the tray).

    ``seed``: the game's random seed (tests); ``scenarios``: the scenarios offered (default:
    bundled and the user's own, see :func:`app.game.scenarios.all_scenarios`)."""

    def __init__(self, parent: QWidget | None = None, *, seed: int | None = None,
                 scenarios: list[Scenario] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New game")
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.setMinimumSize(980, 640)
        # as wide as the screen (or the window it opens from) allows, up to 1280 px: the
        # players page's names and roster summaries get their room (at 1366x768: 1280)
        room = max(parent.width() if parent is not None else 0,
                   self.screen().availableGeometry().width()) - 80
        self.resize(max(980, min(1280, room)), 640)
        self.rng = GameRng() if seed is None else GameRng(seed=seed)
        self.problems: list[ScenarioError] = []
        if scenarios is None:
            scenarios, self.problems = all_scenarios()
        self.scenarios = scenarios
        self.scenario_roll: tuple[Roll, str] | None = None
        self.lowest_chooses: Roll | None = None
        """The scenario roll when it was a 2 or 12 (M11: the lowest rating chooses)."""
        self.configured: Scenario | None = None
        self.game: GameState | None = None
        self.scenario_page = ScenarioPage(self)
        self.settings_page = SettingsPage(self)
        self.players_page = PlayersPage(self)
        self.addPage(self.scenario_page)
        self.addPage(self.settings_page)
        self.addPage(self.players_page)
        if self.problems:
            self.scenario_page.problems.setPlainText(
                f"{len(self.problems)} of your own scenario files were skipped:\n"
                + "\n".join(f"\u2022 {p}" for p in self.problems))
            self.scenario_page.problems.setVisible(True)

    def scenario_by_id(self, scenario_id: str) -> Scenario:
        for s in self.scenarios:
            if s.id == scenario_id:
                return s
        raise KeyError(f"no scenario {scenario_id!r}")

    def build(self) -> GameState:
        """Build the game from what is entered (``ValueError`` with a sentence if the
        scenario refuses it); kept in :attr:`game`."""
        scenario = self.configured
        assert scenario is not None
        roll = None
        if self.scenario_roll is not None and self.scenario_roll[1] == scenario.id:
            roll = self.scenario_roll[0]
        page = self.scenario_page
        self.game = new_game(
            scenario, [row.setup() for row in self.players_page.active_rows],
            width_in=page.width_in.value(), depth_in=page.depth_in.value(),
            rng=self.rng, scenario_roll=roll)
        return self.game
