"""The set-up dock: walks the scenario's set-up step by step, with the tray of models and
counters waiting beside the table.

Steps (:func:`app.game.newgame.setup_steps`): defender (M2), set-up order (M3 dice or C4
draw), counters (with the scenario's limits), edge segments (M4: a click on the board, the
board's segment-click wiring), models, first turn (C5 Initiative cards, or M5 order of play).
Where the scenario gives no set-up zones, the "Agreed set-up zone" row
(:class:`~app.ui.setup.agreed_box.AgreedZoneBox`) records the zone each player agreed.

Placement is a drag from the tray onto the board, where the board's tray tool takes it
(:class:`~app.ui.board.drop_interactions.TrayDropInteraction`): the model follows the cursor, shown by the
board exactly as it shows a model dragged on the table: green with a tick where the rules
allow it, red with a cross, the measured line and the reason where they do not, a base
overlapping another (G8) naming both models; a counter is a ghost marker judged by the
scenario's limits. The dock shows the tool's sentence (:attr:`BoardView.trayVerdict`). An illegal drop is refused with the reason; holding Shift while
dropping, or ticking "Place anyway", places it knowingly (the log records why). Every
placement is one undoable command. "Place anyway" also lets a model already on the table be
dragged, during set-up, to where the rules say no (:class:`~app.ui.board.interactions.MoveModelsInteraction`).

A warband's line and a unit's line (a unit with two or more models left) are dragged too: the
whole warband or unit lands at once, 1 in apart around the drop point, judged as a group
(:class:`~app.ui.board.drop_interactions.BlockDropInteraction`, one undoable
:class:`~app.game.commands.PlaceBlock`). Set-up only: a reserve arrives model by model (S3).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QGraphicsView,
    QHBoxLayout,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.game.commands import movement_text, profile_lines
from app.game.newgame import (
    DropCounter,
    ReturnToTray,
    counters_left,
    current_step,
    may_leave_counter_out,
    next_counter_placer,
    setup_steps,
    start_command,
    step_command,
)
from app.game.state import GameState, deploying_order, in_reserve, setting_up
from app.game.scenario_words import counter_words, note_text, scenario_text, shown_name
from app.game.setup_rules import terrain_warnings
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.ui.board.drop_interactions import BLOCK_PAYLOADS, MIME
from app.ui.controller import GameController
from app.ui.panel.widgets import DragList, button, label
from app.ui.setup.agreed_box import AgreedZoneBox
from app.ui.setup.scout_box import ScoutBox

SCOUT_DETAIL = QT_TRANSLATE_NOOP(
    "SetupPanel", "Scout and Secure (S3): at the start of a turn, pick a unit and spend its "
    "cost in Threat Points; drag its first model onto the table touching your table edge; "
    "once it has moved, place the rest within 2 in of it.")
"""The reserve's line in a Scout and Secure game (translated where shown)."""

__all__ = ["MIME", "SetupPanel", "TrayList"]


def _swatch(colour: str, mark: str = "") -> QIcon:
    pix = QPixmap(22, 22)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QColor(colour))
    p.setPen(QPen(QColor("#222222"), 1.2))
    p.drawEllipse(QRectF(1.5, 1.5, 19, 19))
    if mark:
        light = QColor(colour).lightnessF() > 0.55
        p.setPen(QColor("#000000") if light else QColor("#ffffff"))
        f = p.font()
        f.setPixelSize(11)
        f.setBold(True)
        p.setFont(f)
        p.drawText(QRectF(0, 0, 22, 22), int(Qt.AlignmentFlag.AlignCenter), mark[:2])
    p.end()
    return QIcon(pix)


class TrayList(DragList):
    """The tray beside the table: counters to place and models not on the table yet. Each
    item carries its drag payload; dragging one onto the board places it."""

    mime = MIME

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tray")
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setMinimumHeight(220)
        self.setWordWrap(True)  # a long header wraps: the dock stays narrow beside the board
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)


class SetupPanel(QWidget):
    """The set-up dock's contents: the steps, the current step's button, the tray, the
    verdict of the last drag and the scenario's notes. Hidden work once the game starts."""

    def __init__(self, controller: GameController, view: QGraphicsView,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        self.heading = label(15, bold=True, name="setupHeading")
        layout.addWidget(self.heading)
        self.steps = label(12, name="setupSteps")
        layout.addWidget(self.steps)
        self.detail = label(12, bold=True, name="setupDetail")
        layout.addWidget(self.detail)
        self.action = button("", "setupAction", points=13, bold=True, height=44)
        self.action.clicked.connect(self.do_step)
        layout.addWidget(self.action)
        self.agreed = AgreedZoneBox(controller)  # players-agree: the zone they agreed
        layout.addWidget(self.agreed)
        row = QHBoxLayout()
        self.drop_counter = button(translate("SetupPanel", "Leave this counter out"), "dropCounter",
                                   translate("SetupPanel",
                                             "It cannot be placed within the scenario's limits"))
        self.drop_counter.clicked.connect(self.leave_counter_out)
        row.addWidget(self.drop_counter)
        self.start_now = button(translate("SetupPanel", "Start with the rest in reserve"),
                                "startNow",
                                translate("SetupPanel", "Start the first turn; models left in "
                                          "the tray stay off the table"))
        self.start_now.clicked.connect(self.start)
        row.addWidget(self.start_now)
        layout.addLayout(row)
        self.scout = ScoutBox(controller)  # S3: a unit from the reserve for Threat Points
        layout.addWidget(self.scout)
        self.tray = TrayList()
        layout.addWidget(self.tray, 1)
        self.back = button(translate("SetupPanel", "Back to the tray"), "backToTray",
                           translate("SetupPanel", "Take the selected model off the table again"))
        self.back.clicked.connect(self.back_to_tray)
        layout.addWidget(self.back)
        self.override = QCheckBox(translate(
            "SetupPanel", "Place anyway where the rules say no (players agree)"))
        self.override.setObjectName("placeAnyway")
        layout.addWidget(self.override)
        self.verdict = label(12, name="setupVerdict")
        layout.addWidget(self.verdict)
        self.notes = label(10, name="setupNotes")
        layout.addWidget(self.notes)
        self.view = view
        view.place_anyway = self.override.isChecked  # a model dragged on the table, too
        view.trayVerdict.connect(self.show_verdict)  # the board's tray tool says it
        self._verdict_at = 0
        """The undo stack's index when the verdict was shown: it belongs to that game."""
        controller.undo_stack.indexChanged.connect(self._game_changed)
        controller.gameReplaced.connect(self._game_replaced)
        controller.turnChanged.connect(self.refresh)
        controller.zonesChanged.connect(self.refresh)  # an agreed zone, undone or redone
        controller.modelsChanged.connect(lambda _ids: self.refresh())
        controller.terrainChanged.connect(lambda _ids: self.refresh())  # T2 warnings
        self.refresh()

    @property
    def state(self) -> GameState:
        return self.controller.state

    @property
    def active(self) -> bool:
        """True while the game is being set up from a scenario (a set-up plan, turn 0)."""
        return setting_up(self.state)

    @property
    def reserve(self) -> bool:
        """True once the game has started with models still in the tray (a reserve)."""
        return in_reserve(self.state)

    def _game_replaced(self) -> None:
        """Another game was opened: the last drag's verdict belonged to the old one."""
        self.show_verdict("", True)
        self.refresh()

    def _game_changed(self, index: int) -> None:
        """A command was done or undone since the verdict was shown (the drop it was about
        undone, the step moved on): the sentence no longer describes the game."""
        if index != self._verdict_at:
            self._verdict_at = index
            self._show_verdict("", True)

    def show_verdict(self, text: str, legal: bool) -> None:
        self._verdict_at = self.controller.undo_stack.index()
        self._show_verdict(text, legal)

    def _show_verdict(self, text: str, legal: bool) -> None:
        self.verdict.setText(text)
        colour = "#00694d" if legal else "#b34700"
        self.verdict.setStyleSheet(f"QLabel#setupVerdict {{ color: {colour}; }}")

    def refresh(self) -> None:
        state = self.state
        self.agreed.refresh()
        if self.reserve:
            self.heading.setText(translate("SetupPanel", "Reserve"))
            self.steps.setText("")
            if self.scout.refresh() or "S3" in state.modules:
                self.detail.setText(translate("SetupPanel", SCOUT_DETAIL))
            else:
                self.detail.setText(translate(
                    "SetupPanel", "Models still off the table: drag one onto the table when it "
                    "arrives, where the scenario's rule puts it."))
            for w in (self.action, self.drop_counter, self.start_now, self.back):
                w.setVisible(False)
            self._fill_tray(None)
            return
        self.scout.setVisible(False)
        if not self.active:
            planned = state.setup is not None
            self.heading.setText(translate("SetupPanel", "Set-up done") if planned
                                 else translate("SetupPanel", "No set-up"))
            self.steps.setText("")
            self.detail.setText(translate("SetupPanel", "The game is under way.") if planned
                                else translate("SetupPanel",
                                               "File \u25b8 New game sets up a scenario here."))
            for w in (self.action, self.drop_counter, self.start_now, self.back):
                w.setVisible(False)
            self.tray.clear()
            return
        self.heading.setText(translate("SetupPanel", "Set-up \u00b7 {game}").format(
            game=shown_name(state.scenario, state.name)))
        steps = setup_steps(state)
        step = current_step(state)
        lines = []
        for s in steps:
            mark = "\u2713" if s.done else ("\u25b6" if s is step or s == step else "\u00b7")
            lines.append(f"{mark} {s.title}")
        self.steps.setText("\n".join(lines))
        self.detail.setText(step.detail if step else "")
        command = step_command(state)
        self.action.setVisible(command is not None)
        if command is not None:
            self.action.setText(self._button_text(step.key))
        counter = self._current_counter()
        placer = (next_counter_placer(state, counter)
                  if counter is not None and counter.counts else None)
        self.drop_counter.setVisible(
            placer is not None and not may_leave_counter_out(state, counter.id, placer))
        started = any(m.on_table for m in state.models)
        self.start_now.setVisible(step is not None and step.key == "models" and started
                                  and (state.setup.reserve or "S3" in state.modules))
        self.back.setVisible(started)
        warnings = [f"\u26a0 {w}" for w in terrain_warnings(state)]  # T2: the players decide
        self.notes.setText("\n".join(warnings + [f"\u2022 {note_text(state.scenario, n)}"
                                                 for n in (state.setup.notes or [])]))
        self._fill_tray(counter)

    def _button_text(self, key: str) -> str:
        state = self.state
        plan = state.setup
        if key == "defender":
            return translate("SetupPanel", "Choose the defender (M2)")
        if key == "order":
            return translate("SetupPanel", {
                "d6": QT_TRANSLATE_NOOP("SetupPanel", "Roll the set-up order (M3)"),
                "draw": QT_TRANSLATE_NOOP("SetupPanel", "Draw cards for the set-up order (C4)"),
                "roll-off": QT_TRANSLATE_NOOP("SetupPanel", "Roll off for the set-up order"),
            }[plan.order])
        if key.startswith("counters:"):
            counter = self._current_counter()
            return translate("SetupPanel", "Roll {dice} for {counters}").format(
                dice=counter.dice, counters=counter_words(state.scenario, counter.name)[1])
        if state.system == "trench-crusade":
            return translate("SetupPanel", "Start turn 1: deal Initiative cards (C5)")
        return translate("SetupPanel", "Start: roll the order of play (M5)")

    def _current_counter(self):  # noqa: ANN202 - CounterPlan | None
        step = current_step(self.state)
        if step is None or not step.key.startswith("counters:"):
            return None
        cid = step.key.partition(":")[2]
        return next(c for c in self.state.setup.counters if c.id == cid)

    def _fill_tray(self, counter) -> None:  # noqa: ANN001 - CounterPlan | None
        state = self.state
        self.tray.clear()
        step = current_step(state)
        if counter is not None and counter.counts:
            who = next_counter_placer(state, counter)
            if who is not None:
                p = state.player(who)
                left = counters_left(state, counter)[who]
                item = QListWidgetItem(_swatch("#f2c14e", p.mark), translate(
                    "SetupPanel", "{counter} \u2014 {name} ({left} left)").format(
                    counter=scenario_text(state.scenario, counter.name), name=p.name,
                    left=left))
                item.setData(Qt.ItemDataRole.UserRole, f"counter:{counter.id}:{who}")
                self.tray.addItem(item)
            return
        placing = (step is not None and step.key in ("models", "start")) or self.reserve
        # in set-up order (M3, C4): the warband setting up now first, marked, then the others
        for k, pid in enumerate(deploying_order(state)):
            p = state.player(pid)
            models = state.unplaced_models(pid)
            now = k == 0 and placing and not self.reserve
            head = QListWidgetItem((translate(
                "SetupPanel", "\u25b6 sets up now \u00b7 {warband} ({name}) \u2014 {count} in the tray")
                if now else translate(
                "SetupPanel", "{warband} ({name}) \u2014 {count} in the tray")).format(
                warband=p.warband, name=p.name, count=len(models)))
            blocks = placing and not self.reserve  # a block at once: set-up only, never S3
            self._header(head, f"warband:{pid}" if blocks and len(models) > 1 else "",
                         translate("SetupPanel", "Drag onto the table to put the whole warband "
                                   "down at once: {count} models, 1 in apart").format(
                             count=len(models)))
            if now:
                bold = head.font()
                bold.setBold(True)
                head.setFont(bold)
            self.tray.addItem(head)
            counts: dict[str, int] = {}
            for m in models:
                if m.unit:
                    counts[m.unit] = counts.get(m.unit, 0) + 1
            headed: set[str] = set()
            for m in models:
                if blocks and counts.get(m.unit, 0) > 1 and m.unit not in headed:
                    headed.add(m.unit)
                    unit = QListWidgetItem(translate(
                        "SetupPanel", "  \u25be {unit} \u2014 {count} models").format(
                        unit=m.unit, count=counts[m.unit]))
                    self._header(unit, f"unit:{pid}:{m.unit}",
                                 translate("SetupPanel", "Drag onto the table to put the unit "
                                           "down at once: {count} models, 1 in apart").format(
                                     count=counts[m.unit]))
                    self.tray.addItem(unit)
                unit = f" \u00b7 {m.unit}" if m.unit else ""
                label = f" ({m.label})" if m.label else ""  # two Plague Knights: PK1, PK2
                move = f" \u00b7 {movement_text(m.move_in)}" if m.move_in is not None else ""
                item = QListWidgetItem(_swatch(p.colour, p.mark),
                                       f"   {m.name}{label}{unit} \u00b7 {m.base.shown_size}"
                                       f"{move}")
                if m.move_in is not None or m.profile:  # its roster's profile (issue 32)
                    item.setToolTip("\n".join([m.name, *profile_lines(m)]))
                item.setData(Qt.ItemDataRole.UserRole, f"model:{m.id}" if placing else "")
                if not placing:
                    item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                self.tray.addItem(item)

    @staticmethod
    def _header(item: QListWidgetItem, payload: str, tip: str) -> None:
        """A warband's or unit's line: dragged, it carries every model of it still in the
        tray (``payload``); without one, only read."""
        if payload:
            item.setData(Qt.ItemDataRole.UserRole, payload)
            item.setToolTip(tip)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
                          | Qt.ItemFlag.ItemIsDragEnabled)
        else:
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)  # readable, never picked or dragged

    # -- buttons ---------------------------------------------------------------------------
    def do_step(self) -> None:
        command = step_command(self.state)
        if command is not None:
            self.controller.attempt(command)

    def leave_counter_out(self) -> None:
        counter = self._current_counter()
        if counter is None:
            return
        who = next_counter_placer(self.state, counter)
        if who is not None:
            self.controller.attempt(DropCounter(counter.id, who))

    def start(self) -> None:
        self.controller.attempt(start_command(self.state))

    def back_to_tray(self) -> None:
        for item in self.view.scene().selectedItems():
            mid = getattr(item, "model_id", None)
            if mid is not None:
                self.controller.attempt(ReturnToTray(mid))

    def tray_payloads(self) -> list[str]:
        """Payloads of the draggable models and counters of the tray, in order (for tests
        and tools); the headers' blocks are :meth:`block_payloads`."""
        return [p for p in self._payloads() if not p.startswith(BLOCK_PAYLOADS)]

    def block_payloads(self) -> list[str]:
        """Payloads of the draggable warband and unit headers (a block at once), in order."""
        return [p for p in self._payloads() if p.startswith(BLOCK_PAYLOADS)]

    def _payloads(self) -> list[str]:
        out = []
        for i in range(self.tray.count()):
            payload = self.tray.item(i).data(Qt.ItemDataRole.UserRole)
            if payload:
                out.append(payload)
        return out
