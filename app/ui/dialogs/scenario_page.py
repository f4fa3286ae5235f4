"""The new-game wizard's first page: the game system and the scenario, chosen from the list
or rolled on the system's scenario table (C10: D6 for Trench Crusade; M11: 2D6 for Mordheim,
where 2 and 12 let the player with the lowest warband rating choose), with the dice shown,
and the table size (the scenario's by default)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWizardPage,
)

from app.game.scenario_translations import shown_scenario
from app.game.scenarios import Scenario, scenarios_for
from app.game.state import SYSTEM_NAMES
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.rules import dice as dice_rules
from app.rules.dice import Roll
from app.rules.placement import table_minimum
from app.rules.setup import LOWEST_RATING_CHOOSES, SCENARIO_TABLES, scenario_for_roll

if TYPE_CHECKING:
    from .new_game_host import NewGameHost

DIE_FACES = "\u2680\u2681\u2682\u2683\u2684\u2685"


def dice_text(roll: Roll) -> str:
    """The dice as faces, e.g. ``"⚂ ⚄  = 8"``."""
    faces = " ".join(DIE_FACES[f - 1] for f in roll.faces)
    return f"{faces}  = {roll.total}"



class ScenarioPage(QWizardPage):
    """Game system, scenario (chosen or rolled), the scenario's summary, table size."""

    def __init__(self, wizard: NewGameHost) -> None:
        super().__init__()
        self.wiz = wizard
        self.setTitle(translate("ScenarioPage", "Game and scenario"))
        self.setSubTitle(translate(
            "ScenarioPage", "Choose the scenario, or roll for it on the game's scenario table."))
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.system = QComboBox()
        self.system.setObjectName("system")
        for sid, name in SYSTEM_NAMES.items():
            self.system.addItem(name, sid)
        top.addWidget(QLabel(translate("ScenarioPage", "Game")))
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
            spin.setSuffix(translate("ScenarioPage", " in"))
        size.addWidget(QLabel(translate("ScenarioPage", "Table")))
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
        self.roll_button.setText(translate("ScenarioPage", "Roll {dice} for the scenario").format(dice=kind))
        self.list.clear()
        for scenario in scenarios_for(self.system_id, self.wiz.scenarios):
            own = "" if scenario.bundled else translate("ScenarioPage", " (your file)")
            item = QListWidgetItem(shown_scenario(scenario).name + own)
            item.setData(Qt.ItemDataRole.UserRole, scenario.id)
            if own and scenario.path is not None:
                item.setToolTip(translate("ScenarioPage", "Your own scenario file: {path}").format(
                    path=scenario.path))
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
            self.dice.setText(translate(
                "ScenarioPage", "{dice}: the player with the lowest warband "
                                "rating chooses the scenario (M11). Pick it from the list; the "
                                "players page names who that is.").format(dice=dice_text(result)))
            return
        self.wiz.lowest_chooses = None
        self.wiz.scenario_roll = (result, sid)
        scenario = self.wiz.scenario_by_id(sid)
        self.dice.setText(f"{dice_text(result)}  \u2192  {shown_scenario(scenario).name}")
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
        scenario = shown_scenario(scenario)  # its texts in the player's language (issue 34)
        players = scenario.players
        count = (f"{players.min}" if players.min == players.max
                 else f"{players.min}\u2013{players.max}")
        teams = translate("ScenarioPage", ", in teams of {size}").format(
            size=players.team_size) if players.team_size > 1 else ""
        turns = translate("ScenarioPage", "; {turns} turns").format(
            turns=scenario.turn_limit) if scenario.turn_limit else ""
        notes = "".join(f"<li>{_esc(n)}</li>" for n in scenario.notes)
        victory = "".join(f"<li>{_esc(v)}</li>" for v in scenario.victory)
        self.about.setText(
            f"<h3>{_esc(scenario.name)}</h3><p>{_esc(scenario.summary.strip())}</p>"
            + translate("ScenarioPage", "<p><b>{count} players{teams}</b>{turns}; table "
                                        "{width} x {depth} in.</p>").format(
                count=count, teams=teams, turns=turns, width=f"{scenario.table.width_in:g}",
                depth=f"{scenario.table.depth_in:g}")
            + translate("ScenarioPage", "<p><b>Set-up:</b> {setup}</p>").format(
                setup=_esc(setup_text(scenario)))
            + translate("ScenarioPage", "<p><b>Victory</b></p><ul>{victory}</ul>").format(
                victory=victory)
            + translate("ScenarioPage", "<p><b>Notes (details the sources leave open)</b></p>"
                                        "<ul>{notes}</ul>").format(notes=notes))
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
            problem = translate(
                "ScenarioPage", "The table is {width} in wide and {depth} in deep: enter the long "
                                "edge as the width ({depth} x {width} in).").format(
                width=f"{width:g}", depth=f"{depth:g}")
        elif scenario is not None and (small := table_minimum(
                scenario.system, scenario.players.min, width, depth)) is not None:
            # the fewest players the scenario takes: a table too small for them all (M1)
            problem = translate("ScenarioPage", "{reason}; {width} x {depth} in is too small.").format(
                reason=small.reason[:1].upper() + small.reason[1:], width=f"{width:g}",
                depth=f"{depth:g}")
        self.size_problem.setText(problem)
        return not problem


_SETUP_KIND = {
    "edge-segments": QT_TRANSLATE_NOOP("ScenarioPage", "In set-up order each player takes a free table-edge segment A-F and "
                     "sets up wholly within {z} of it, more than {g} from other warbands (M3, "
                     "M4)."),
    "defender-centre": QT_TRANSLATE_NOOP("ScenarioPage", "The defender sets up as the scenario says; the others take table-edge "
                       "segments A-F (M2-M4)."),
    "battle-formations": QT_TRANSLATE_NOOP(
        "ScenarioPage", "Each player sets up wholly within {z} of their table edge (S2)."),
    "players-agree": QT_TRANSLATE_NOOP(
        "ScenarioPage", "The sources give no set-up zones; the players agree them."),
}
"""English here; shown with ``translate("ScenarioPage", ...)``."""


def setup_text(scenario: Scenario) -> str:
    """The scenario's set-up in words: its own text, else a sentence from its deployment
    kind and distances (never blank)."""
    d = scenario.deployment
    if d.text.strip():
        return d.text.strip()
    z = (translate("ScenarioPage", "{inches} in").format(inches=f"{d.zone_depth_in:g}")
         if d.zone_depth_in is not None else translate("ScenarioPage", "the zone depth"))
    g = (translate("ScenarioPage", "{inches} in").format(inches=f"{d.gap_in:g}")
         if d.gap_in is not None else translate("ScenarioPage", "the gap"))
    return translate("ScenarioPage", _SETUP_KIND[d.kind]).format(z=z, g=g)


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

