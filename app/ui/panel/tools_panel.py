"""Dice and draws: the table's random tools, each an undoable command on the game's one
seeded generator, each result shown large and written to the event log.

- Draw or roll-off among chosen players: a draw of cards (C4) or a D6 roll-off with re-rolls
  among the tied (M3, M5); the ranked result is shown with the cards or the dice.
- Dice roller: D3, D6, 2D6, optionally for a player.
- Shooting into a close combat (M7): the hit lands on a random model among the target and
  the models fighting it, that is its whole close combat worked out from base contact (M8):
  those are ticked for you.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.game.combats import combats_of
from app.game.commands import AllocateHit, Attack, Draw, RollDice, RollOff, RollScenario
from app.game.state import GameState, Model
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.rules.geometry import Footprint, distance, footprint
from app.ui.controller import GameController

from .cards import CardWidget
from .widgets import FlowLayout, button, elided, font, label

DICE_KINDS = ("D3", "D6", "2D6")


def _model_text(state: GameState, model: Model) -> str:
    player = state.player(model.player)
    return f"{model.name} [{model.label or model.id}] \u2014 {player.warband or player.name}"


def _footprint(m: Model) -> Footprint:
    return footprint(m.base, m.x_in, m.y_in, m.facing_deg)


NAME_WIDTH_PX = 300
"""A player's name on a check box is cut (with an ellipsis, the whole name in its tooltip)
beyond this width, so one long name does not widen the Dice and draws tab."""


def _shrinkable(combo: QComboBox) -> None:
    """A combo box as narrow as the panel needs, whatever its items' length: it shows the
    start of the chosen item (its list, when open, is as wide as the longest item)."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(14)


def _clear(layout) -> None:  # noqa: ANN001 - a QLayout
    """Empty ``layout``: its widgets are deleted, its sub-layouts and stretches dropped."""
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget()
        if widget is not None:
            widget.setParent(None)
            widget.deleteLater()
        elif item.layout() is not None:
            _clear(item.layout())
            item.layout().deleteLater()


def purpose_words(purpose: str) -> str:
    """What a draw or roll was for: the app's own purposes (set-up, M2-M5, C10) in the
    players' language, the players' own words as they typed them."""
    words = {"set-up order": translate("ToolsPanel", "set-up order"),
             "defender": translate("ToolsPanel", "defender"),
             "order of play": translate("ToolsPanel", "order of play"),
             "scenario": translate("ToolsPanel", "scenario")}
    return words.get(purpose, purpose)

class DrawBox(QGroupBox):
    """Pick the players, then Draw cards (C4) or Roll-off (M3, M5); shows the ranking."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(translate("ToolsPanel", "Draw or roll-off"), parent)
        self.controller = controller
        self.setFont(font(self, 12, bold=True))
        layout = QVBoxLayout(self)
        self.players_grid = FlowLayout(spacing=10)  # as many names on a line as fit
        layout.addLayout(self.players_grid)
        self.checks: dict[str, QCheckBox] = {}
        self._unticked_out: set[str] = set()
        self.purpose = QLineEdit()
        self.purpose.setObjectName("purpose")
        self.purpose.setFont(font(self.purpose, 12))
        self.purpose.setPlaceholderText(translate(
            "ToolsPanel", "What it decides (optional), e.g. who deploys first"))
        layout.addWidget(self.purpose)
        buttons = QHBoxLayout()
        self.draw_button = button(translate("ToolsPanel", "Draw cards"), "drawCards",
                                  self.draw_tip())
        self.draw_button.clicked.connect(self.draw)
        self.roll_off_button = button(translate("ToolsPanel", "Roll-off (D6)"), "rollOff",
                                      self.roll_off_tip())
        self.roll_off_button.clicked.connect(self.roll_off)
        buttons.addWidget(self.draw_button)
        buttons.addWidget(self.roll_off_button)
        layout.addLayout(buttons)

        self.draw_title = label(12, bold=True, name="drawTitle")
        layout.addWidget(self.draw_title)
        self.draw_cards = FlowLayout(spacing=8)  # eight players' cards wrap onto two lines
        holder = QWidget()
        holder.setLayout(self.draw_cards)
        layout.addWidget(holder)
        self.card_slots: list[tuple[CardWidget, QLabel]] = []
        self.roll_off_text = label(12, name="rollOffResult")
        layout.addWidget(self.roll_off_text)

    def rebuild(self) -> None:
        for box in self.checks.values():
            box.setParent(None)
            box.deleteLater()
        self.checks.clear()
        self._unticked_out: set[str] = set()  # players unticked because they left the game
        for player in self.controller.state.players:
            box = QCheckBox()
            box.setFont(font(box, 12))
            text = f"{player.name} ({player.mark})"
            box.setText(elided(box, text, NAME_WIDTH_PX))
            box.setToolTip(text)
            box.setChecked(not player.fled)
            if player.fled:
                self._unticked_out.add(player.id)
            box.toggled.connect(self._enable)
            self.checks[player.id] = box
            self.players_grid.addWidget(box)
        self.refresh()

    def chosen(self) -> list[str]:
        state = self.controller.state
        return [p.id for p in state.players if self.checks[p.id].isChecked()
                and self.checks[p.id].isEnabled()]

    @staticmethod
    def roll_off_tip() -> str:
        return translate("ToolsPanel", "Each chosen player rolls a D6; ties roll again (M3)")

    @staticmethod
    def draw_tip() -> str:
        return translate("ToolsPanel", "Each chosen player draws a card; highest first (C3, C4)")

    def _enable(self) -> None:
        chosen, state = self.chosen(), self.controller.state
        # the commands' own checks say when they may not be made: fewer than two players;
        # in a card game a roll-off among more than two (C4: a draw instead)
        refused = Draw(chosen).check(state)
        self.draw_button.setEnabled(not refused)
        self.draw_button.setToolTip(refused or self.draw_tip())
        refused = RollOff(chosen).check(state)
        self.roll_off_button.setEnabled(not refused)
        self.roll_off_button.setToolTip(refused or self.roll_off_tip())

    def draw(self) -> None:
        self.controller.attempt(Draw(self.chosen(), self.purpose.text().strip()))

    def roll_off(self) -> None:
        self.controller.attempt(RollOff(self.chosen(), "D6", self.purpose.text().strip()))

    def refresh(self) -> None:
        state = self.controller.state
        for pid, box in self.checks.items():
            out = state.player(pid).fled
            box.setEnabled(not out)
            if out and box.isChecked():
                box.setChecked(False)
                self._unticked_out.add(pid)
            elif not out and pid in self._unticked_out:  # back in the game (flee undone)
                self._unticked_out.discard(pid)
                box.setChecked(True)
        self._enable()
        record = state.last_draw
        _clear(self.draw_cards)
        self.card_slots = []
        if record is None:
            self.draw_title.setText(translate("ToolsPanel", "Last draw: none yet"))
        else:
            self.draw_title.setText(
                translate("ToolsPanel", "Last draw ({purpose}), highest first:").format(
                    purpose=purpose_words(record.purpose)) if record.purpose
                else translate("ToolsPanel", "Last draw, highest first:"))
            for i, pid in enumerate(record.order, 1):
                slot = QWidget()
                column = QVBoxLayout(slot)
                column.setContentsMargins(0, 0, 0, 0)
                card = CardWidget(record.cards[pid], width=58)
                name = label(12, bold=i == 1, wrap=False)
                text = f"{i}. {state.player(pid).name}"
                name.setText(elided(name, text, NAME_WIDTH_PX // 2))
                name.setToolTip(text)
                name.setAlignment(Qt.AlignmentFlag.AlignHCenter)
                column.addWidget(card, 0, Qt.AlignmentFlag.AlignHCenter)
                column.addWidget(name)
                self.draw_cards.addWidget(slot)
                self.card_slots.append((card, name))
        ro = state.last_roll_off
        if ro is None:
            self.roll_off_text.setText(translate("ToolsPanel", "Last roll-off: none yet"))
        else:
            lines = [translate("ToolsPanel", "Last roll-off ({purpose}):").format(
                purpose=purpose_words(ro.purpose)) if ro.purpose
                else translate("ToolsPanel", "Last roll-off:")]
            for i, rnd in enumerate(ro.rounds):
                rolls = ", ".join(f"{state.player(p).name} {r.total}" for p, r in rnd.items())
                lines.append((translate("ToolsPanel", "Re-roll: {rolls}") if i
                              else translate("ToolsPanel", "Rolls: {rolls}")).format(rolls=rolls))
            lines.append(translate("ToolsPanel", "Result: {result}").format(
                result=roll_off_result(state, ro)))
            self.roll_off_text.setText("\n".join(lines))


def roll_off_result(state: GameState, ro) -> str:  # noqa: ANN001 - RollOffRecord
    """The settled result of the last roll-off in words. The order of play (M5) is not the
    dice ranking: the highest roll goes first, then play passes clockwise by segment; the
    set-up order (M3) puts the defender before the players who rolled."""
    names = " \u25b8 ".join
    if ro.purpose == "order of play" and state.order_of_play and ro.order:
        first = state.player(ro.order[0]).name
        return translate("ToolsPanel", "{first} goes first, then clockwise: {order}").format(
            first=first, order=names(state.player(p).name for p in state.order_of_play))
    if ro.purpose == "set-up order" and state.setup_order:
        first = state.setup_order[0] not in ro.order  # the defender, who did not roll (M3)
        order = names(state.player(p).name for p in state.setup_order)
        return (translate("ToolsPanel", "{order} (the defender sets up first)").format(order=order)
                if first else order)
    return names(state.player(p).name for p in ro.order)


class DiceBox(QGroupBox):
    """D3 / D6 / 2D6 buttons, optionally for a player; the last roll shown large."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(translate("ToolsPanel", "Dice"), parent)
        self.controller = controller
        self.setFont(font(self, 12, bold=True))
        layout = QVBoxLayout(self)
        self.who = QComboBox()
        self.who.setObjectName("rollFor")
        self.who.setFont(font(self.who, 12))
        _shrinkable(self.who)
        layout.addWidget(self.who)
        row = QHBoxLayout()
        self.buttons = {}
        for kind in DICE_KINDS:
            b = button(kind, f"roll{kind}", translate("ToolsPanel", "Roll {dice}").format(dice=kind),
                       points=13, bold=True, height=40)
            b.setMinimumWidth(56)
            b.clicked.connect(lambda _=False, k=kind: self.roll(k))
            row.addWidget(b)
            self.buttons[kind] = b
        layout.addLayout(row)
        self.result = label(24, bold=True, name="diceResult")
        self.result.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.result)
        scenario = QHBoxLayout()
        self.scenario_button = button(translate("ToolsPanel", "Roll for scenario"), "rollScenario",
                                      translate("ToolsPanel", "Roll on the system's scenario "
                                                "table: D6 for Trench Crusade (C10), 2D6 for "
                                                "Mordheim (M11)"))
        self.scenario_button.clicked.connect(
            lambda: self.controller.attempt(RollScenario()))
        scenario.addWidget(self.scenario_button)
        self.scenario = label(12, name="scenarioResult")
        scenario.addWidget(self.scenario, 1)
        self.scenario_button.setSizePolicy(QSizePolicy.Policy.Fixed,
                                           QSizePolicy.Policy.Fixed)
        layout.addLayout(scenario)

    def rebuild(self) -> None:
        self.who.clear()
        self.who.addItem(translate("ToolsPanel", "Roll for: anyone"), None)
        for p in self.controller.state.players:
            self.who.addItem(translate("ToolsPanel", "Roll for: {name}").format(name=p.name), p.id)
        self.refresh()

    def roll(self, kind: str) -> None:
        self.controller.attempt(RollDice(kind, self.who.currentData()))

    def refresh(self) -> None:
        state = self.controller.state
        rolled = next((e for e in reversed(state.log)
                       if e.kind == "roll" and e.text.startswith("Scenario table")
                       and not e.undone), None)
        self.scenario.setText(rolled.text.partition("\u2192 ")[2] if rolled else "")
        last = state.last_roll
        if last is None:
            self.result.setText("\u2013")
            self.result.setToolTip("")
            return
        who = f"{state.player(last.player).name}: " if last.player else ""
        roll = last.roll
        if roll.kind == "D3":
            text = f"{who}D3 = {roll.total}"
        elif len(roll.faces) > 1:
            text = f"{who}{roll.kind} {' + '.join(map(str, roll.faces))} = {roll.total}"
        else:
            text = f"{who}{roll.kind} = {roll.total}"
        self.result.setText(text)
        self.result.setToolTip(str(roll) + (f" ({purpose_words(last.purpose)})"
                                            if last.purpose else ""))


class RandomHitBox(QGroupBox):
    """Shooting into a close combat (M7): choose the target, tick the models fighting it
    (the target's close combat, worked out from base contact, M8, is ticked for you: every
    model of every warband in it), optionally the shooter; the hit lands on a random model
    among them."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(translate("ToolsPanel", "Shooting into combat (M7)"), parent)
        self.controller = controller
        self.setFont(font(self, 12, bold=True))
        layout = QVBoxLayout(self)
        self.target = QComboBox()
        self.target.setObjectName("hitTarget")
        self.target.setFont(font(self.target, 12))
        _shrinkable(self.target)
        self.target.currentIndexChanged.connect(self._fill_fighting)
        layout.addWidget(self.target)
        hint = label(11)
        hint.setText(translate("ToolsPanel", "Models fighting it (its close combat is ticked, M8):"))
        layout.addWidget(hint)
        self.fighting = QListWidget()
        self.fighting.setObjectName("hitFighting")
        self.fighting.setFont(font(self.fighting, 12))
        self.fighting.setMaximumHeight(120)
        self.fighting.setWordWrap(True)  # long model names wrap, not scroll sideways
        self.fighting.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.fighting)
        self.shooter = QComboBox()
        self.shooter.setObjectName("hitShooter")
        self.shooter.setFont(font(self.shooter, 12))
        _shrinkable(self.shooter)
        layout.addWidget(self.shooter)
        self.hit_button = button(translate("ToolsPanel", "Roll random hit"), "randomHit",
                                 translate("ToolsPanel", "The hit lands on a random model of the "
                                           "combat (M7)"))
        self.hit_button.clicked.connect(self.roll)
        layout.addWidget(self.hit_button)
        self.result = label(13, bold=True, name="hitResult")
        layout.addWidget(self.result)

    def rebuild(self) -> None:
        state = self.controller.state
        keep = self.target.currentData()
        self.target.blockSignals(True)
        self.target.clear()
        self.target.addItem(translate("ToolsPanel", "Target: choose a model"), None)
        self.shooter.clear()
        self.shooter.addItem(translate("ToolsPanel", "Shooter: not recorded"), None)
        for m in state.models:
            if m.on_table:
                self.target.addItem(_model_text(state, m), m.id)
                self.shooter.addItem(translate("ToolsPanel", "Shooter: {model}").format(
                    model=_model_text(state, m)), m.id)
        index = self.target.findData(keep)
        self.target.setCurrentIndex(max(0, index))
        self.target.blockSignals(False)
        self._fill_fighting()
        self.refresh()

    def _fill_fighting(self) -> None:
        state = self.controller.state
        self.fighting.clear()
        target_id = self.target.currentData()
        if target_id is None:
            self.hit_button.setEnabled(False)
            return
        target = state.model(target_id)
        # M8: the target's close combat, the connected group of touching bases (true shapes,
        # G3), whatever warbands are in it; then the nearest other models, unticked
        combat = combats_of(state).combat_of(target.id) - {target.id}
        mine = _footprint(target)
        others = [m for m in state.models if m.on_table and m.id != target.id
                  and (m.id in combat or m.player != target.player)]
        gaps = {m.id: distance(mine, _footprint(m)) for m in others}
        others.sort(key=lambda m: (m.id not in combat, gaps[m.id]))
        for m in others[:max(12, len(combat))]:
            gap = gaps[m.id]
            item = QListWidgetItem(translate("ToolsPanel", "{model} \u00b7 {gap:.2f} in").format(
                model=_model_text(state, m), gap=gap))
            item.setData(Qt.ItemDataRole.UserRole, m.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            ticked = m.id in combat
            item.setCheckState(Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)
            self.fighting.addItem(item)
        self.hit_button.setEnabled(True)

    def chosen_fighting(self) -> list[str]:
        out = []
        for i in range(self.fighting.count()):
            item = self.fighting.item(i)
            if item.checkState() == Qt.CheckState.Checked:
                out.append(item.data(Qt.ItemDataRole.UserRole))
        return out

    def roll(self) -> None:
        target = self.target.currentData()
        if target is None:
            return
        fighting = self.chosen_fighting()
        if not fighting:
            self.controller.message.emit(translate("ToolsPanel",
                                                   "Tick the models fighting the target first (M7)"))
            return
        self.controller.attempt(AllocateHit(target, fighting, self.shooter.currentData()))

    def refresh(self) -> None:
        state = self.controller.state
        last = next((e for e in reversed(state.log) if e.kind == "hit" and not e.undone), None)
        self.result.setText(last.text if last else "")


class AttackBox(QGroupBox):
    """Record a charge, a shot or a harmful spell at a model (M10): an attack on an ally
    breaks the alliance at once, and the log says so."""

    KINDS = ((QT_TRANSLATE_NOOP("ToolsPanel", "Charge"), "charge"),
             (QT_TRANSLATE_NOOP("ToolsPanel", "Shoot"), "shoot"),
             (QT_TRANSLATE_NOOP("ToolsPanel", "Spell"), "spell"))

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(translate("ToolsPanel", "Attacks (breaks alliances, M10)"), parent)
        self.controller = controller
        self.setFont(font(self, 12, bold=True))
        layout = QVBoxLayout(self)
        self.by = QComboBox()
        self.by.setObjectName("attackBy")
        self.target = QComboBox()
        self.target.setObjectName("attackTarget")
        for combo in (self.by, self.target):
            combo.setFont(font(combo, 12))
            _shrinkable(combo)
            layout.addWidget(combo)
        row = QHBoxLayout()
        self.buttons = {}
        for text, kind in self.KINDS:
            b = button(translate("ToolsPanel", text), f"attack-{kind}",
                       translate("ToolsPanel", "Record this attack (M10)"))
            b.clicked.connect(lambda _=False, k=kind: self.attack(k))
            row.addWidget(b)
            self.buttons[kind] = b
        layout.addLayout(row)

    def rebuild(self) -> None:
        state = self.controller.state
        keep = (self.by.currentData(), self.target.currentData())
        for combo, empty, each in (
                (self.by, translate("ToolsPanel", "By: choose a model"),
                 translate("ToolsPanel", "By: {model}")),
                (self.target, translate("ToolsPanel", "At: choose a model"),
                 translate("ToolsPanel", "At: {model}"))):
            combo.clear()
            combo.addItem(empty, None)
            for m in state.models:
                if m.on_table:
                    combo.addItem(each.format(model=_model_text(state, m)), m.id)
        for combo, value in zip((self.by, self.target), keep):
            combo.setCurrentIndex(max(0, combo.findData(value)))

    def attack(self, kind: str) -> None:
        by, target = self.by.currentData(), self.target.currentData()
        if by is None or target is None:
            self.controller.message.emit(translate(
                "ToolsPanel", "Choose the attacking model and its target first"))
            return
        self.controller.attempt(Attack(by, target, kind))


class ToolsPanel(QWidget):
    """Draw or roll-off, the dice roller and the random-hit tool, stacked."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        self.draw_box = DrawBox(controller)
        self.dice_box = DiceBox(controller)
        self.hit_box = RandomHitBox(controller)
        self.attack_box = AttackBox(controller)
        for box in (self.dice_box, self.draw_box, self.hit_box, self.attack_box):
            layout.addWidget(box)
        layout.addStretch(1)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        controller.gameReplaced.connect(self.rebuild)
        controller.turnChanged.connect(self.refresh)
        controller.modelsChanged.connect(self._models_changed)
        self.rebuild()

    def rebuild(self) -> None:
        self.draw_box.rebuild()
        self.dice_box.rebuild()
        self.hit_box.rebuild()
        self.attack_box.rebuild()

    def refresh(self) -> None:
        self.draw_box.refresh()
        self.dice_box.refresh()
        self.hit_box.refresh()

    def _models_changed(self, _ids) -> None:  # noqa: ANN001
        # a model leaving or coming back changes the lists; a move changes the distances
        self.hit_box.rebuild()
        self.attack_box.rebuild()
