"""The set-up dock: walks the scenario's set-up step by step, with the tray of models and
counters waiting beside the table.

Steps (:func:`app.game.newgame.setup_steps`): defender (M2), set-up order (M3 dice or C4
draw), counters (with the scenario's limits), edge segments (M4: a click on the board, the
board's segment-click wiring), models, first turn (C5 Initiative cards, or M5 order of play).

Placement is a drag from the tray onto the board. While dragging, a ghost of the base follows
the cursor, shown by the board exactly as it shows a model dragged on the table: green with a
tick where the rules allow it, red with a cross, the measured line and the reason (from the
controller's :class:`~app.rules.judge.Judge`) where they do not, a base overlapping another
(G8) naming both models. An illegal drop is refused with the reason; holding Shift while
dropping, or ticking "Place anyway", places it knowingly (the log records why). Every
placement is one undoable command. "Place anyway" also lets a model already on the table be
dragged, during set-up, to where the rules say no (:class:`~app.ui.board.tools.MoveModelTool`).
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QEvent, QMimeData, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QDrag, QIcon, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QGraphicsPathItem,
    QGraphicsView,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.game.newgame import (
    OFF_TABLE,
    OVERLAPS,
    DropCounter,
    PlaceCounter,
    PlaceModel,
    ReturnToTray,
    counter_violations,
    counters_left,
    current_step,
    may_leave_counter_out,
    next_counter_placer,
    placement_verdict,
    setup_steps,
    start_command,
    step_command,
)
from app.game.state import GameState, deploying_order, in_reserve, setting_up
from app.rules.table import mm_to_in
from app.ui.controller import GameController
from app.ui.panel.widgets import button, label

MIME = "application/x-table-marshal-tray"
"""Drag payload: ``model:<model id>`` or ``counter:<counter id>:<player id>``."""

LEGAL = QColor("#009E73")
ILLEGAL = QColor("#D55E00")


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


class TrayList(QListWidget):
    """The tray beside the table: counters to place and models not on the table yet. Each
    item carries its drag payload; dragging one onto the board places it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tray")
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setMinimumHeight(220)

    def payload(self, item: QListWidgetItem) -> str:
        return item.data(Qt.ItemDataRole.UserRole) or ""

    def mimeTypes(self) -> list[str]:
        return [MIME]

    def mimeData(self, items) -> QMimeData:  # noqa: ANN001 - Qt signature
        data = QMimeData()
        if items:
            data.setData(MIME, QByteArray(self.payload(items[0]).encode("utf-8")))
        return data

    def startDrag(self, actions) -> None:  # noqa: ANN001 - Qt signature
        item = self.currentItem()
        if item is None or not self.payload(item):
            return
        drag = QDrag(self)
        drag.setMimeData(self.mimeData([item]))
        # no drag image of its own: over the board the ghost of the real base is the one
        # token that follows the cursor (a swatch trailed beside it)
        blank = QPixmap(1, 1)
        blank.fill(Qt.GlobalColor.transparent)
        drag.setPixmap(blank)
        drag.exec(Qt.DropAction.CopyAction)


class GhostItem(QGraphicsPathItem):
    """The base being dragged from the tray: green with a tick where legal, red with a cross
    where not (colour is never the only cue)."""

    def __init__(self, path: QPainterPath) -> None:
        super().__init__(path)
        self.setZValue(50)
        self.legal = True
        self.set_legal(True)

    def set_legal(self, legal: bool) -> None:
        self.legal = legal
        colour = LEGAL if legal else ILLEGAL
        pen = QPen(colour, 3)
        pen.setCosmetic(True)
        self.setPen(pen)
        fill = QColor(colour)
        fill.setAlpha(90)
        self.setBrush(QBrush(fill))
        self.update()

    def paint(self, painter, option, widget=None) -> None:  # noqa: ANN001 - Qt signature
        super().paint(painter, option, widget)
        rect = self.path().boundingRect()
        painter.save()
        pen = QPen(self.pen().color(), 3)
        pen.setCosmetic(True)
        painter.setPen(pen)
        s = min(rect.width(), rect.height()) * 0.28
        c = rect.center()
        if self.legal:
            painter.drawPolyline([QPointF(c.x() - s, c.y()), QPointF(c.x() - s / 3, c.y() + s * 0.7),
                                  QPointF(c.x() + s, c.y() - s * 0.7)])
        else:
            painter.drawLine(QPointF(c.x() - s, c.y() - s), QPointF(c.x() + s, c.y() + s))
            painter.drawLine(QPointF(c.x() - s, c.y() + s), QPointF(c.x() + s, c.y() - s))
        painter.restore()


class TrayDrop(QObject):
    """Takes drags from the tray over the board view (an event filter on its viewport).

    A model is shown as the board shows any dragged model: its own item follows the cursor
    and the controller's judge re-judges it on every move, so the board's halo (green tick,
    red cross), the measured line of a broken rule and the status sentence are the same as
    for a drag on the board (:meth:`~app.ui.board.scene.BoardScene.feedback`). A counter is
    shown as a ghost marker judged by the scenario's limits. The drop is one command.

    Signals ``verdict(text, legal)`` with the sentence for the spot under the cursor."""

    verdict = Signal(str, bool)

    def __init__(self, controller: GameController, view: QGraphicsView,
                 override: QCheckBox) -> None:
        super().__init__(view)
        self.controller = controller
        self.view = view
        self.override = override
        self.ghost: GhostItem | None = None
        self.payload = ""
        self.model_id: str | None = None
        self.legal = False
        self.text = ""
        view.viewport().installEventFilter(self)
        view.setAcceptDrops(True)
        view.viewport().setAcceptDrops(True)

    @property
    def state(self) -> GameState:
        return self.controller.state

    @property
    def scene(self):  # noqa: ANN201 - BoardScene
        return self.view.scene()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt name
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop):
            if not event.mimeData().hasFormat(MIME):
                return False
            payload = bytes(event.mimeData().data(MIME)).decode("utf-8")
            pos = self.view.mapToScene(event.position().toPoint())
            if kind == QEvent.Type.DragEnter or payload != self.payload:
                self.begin(payload)
            if kind == QEvent.Type.Drop:
                shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
                placed = self.drop(payload, pos.x(), pos.y(), override=shift)
                event.setDropAction(Qt.DropAction.CopyAction)
                event.accept() if placed else event.ignore()
            else:
                self.hover(pos.x(), pos.y())
                event.setDropAction(Qt.DropAction.CopyAction)
                event.accept()
            return True
        if kind == QEvent.Type.DragLeave:
            self.end()
            self.verdict.emit("", True)
            return False
        return False

    # -- the gesture ---------------------------------------------------------------------------
    def begin(self, payload: str) -> None:
        """A drag from the tray comes over the board: put the model into the judge (or make
        the counter's ghost)."""
        self.end()
        self.payload = payload
        state = self.state
        what, _, rest = payload.partition(":")
        if what == "model":
            model = state.model(rest)
            self.model_id = model.id
            judge = self.controller.judge
            if judge is not None:
                judge.set_status(model.id, "active", _OnTable(model))
            self.scene.set_dragging([model.id])
            return
        counter_id = rest.partition(":")[0]
        plan = next(c for c in state.setup.counters if c.id == counter_id)
        r = mm_to_in(plan.diameter_mm) / 2
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), r, r)
        self.ghost = GhostItem(path)
        self.scene.addItem(self.ghost)

    def hover(self, x_in: float, y_in: float) -> None:
        """The drag is over ``(x_in, y_in)``: move the preview and show its verdict."""
        if not self.payload:
            return
        if self.model_id is not None:
            model = self.state.model(self.model_id)
            item = self.scene.model_items.get(model.id)
            if item is not None:
                item.setPos(x_in, y_in)
                item.setVisible(True)
            self.controller.preview_move({model.id: (x_in, y_in, model.facing_deg)})
            fb = self.scene.feedback(model.id)
            if fb is not None:
                self.legal, self.text = fb.state != "illegal", fb.text
                self.scene.show_lines(fb.lines)
            else:  # no judge: ask the rules directly
                verdict = placement_verdict(self.state, model.id, x_in, y_in)
                self.legal = verdict.legal
                self.text = (f"\u2713 {model.name}: legal here" if verdict.legal
                             else f"\u2717 {verdict.reason}")
        else:
            _, _, rest = self.payload.partition(":")
            counter_id, _, pid = rest.partition(":")
            reasons = counter_violations(self.state, counter_id, pid, x_in, y_in)
            self.legal = not reasons
            self.text = f"\u2717 {reasons[0]}" if reasons else "\u2713 The counter may go here"
            if self.ghost is not None:
                self.ghost.setPos(x_in, y_in)
                self.ghost.set_legal(self.legal)
        self.verdict.emit(self.text, self.legal)

    def drop(self, payload: str, x_in: float, y_in: float, override: bool = False) -> bool:
        """Drop ``payload`` at ``(x_in, y_in)``: one command. An illegal spot is refused with
        the reason unless ``override`` (Shift held) or the "Place anyway" box is ticked.
        Returns True when placed."""
        if payload != self.payload:
            self.begin(payload)
        self.hover(x_in, y_in)
        legal, text = self.legal, self.text
        knowingly = override or self.override.isChecked()
        self.end()
        hard = ""
        if payload.startswith("counter:"):
            counter_id, _, pid = payload.partition(":")[2].partition(":")
            reasons = counter_violations(self.state, counter_id, pid, x_in, y_in)
            if OFF_TABLE in reasons:
                hard = f"{OFF_TABLE}: a counter must lie wholly on the table"
            else:
                hard = next((r for r in reasons if r.startswith(OVERLAPS)), "")
                hard = hard and f"{hard}: markers cannot lie on top of each other"
        if hard:
            text = f"\u2717 {hard}, even by agreement"
            self.verdict.emit(text, False)
            self.controller.message.emit(text.lstrip("\u2717 "))
            return False
        if not legal and not knowingly:
            self.verdict.emit(f"{text}. Not placed: hold Shift while dropping, or tick "
                              "'Place anyway', to place it knowingly.", False)
            self.controller.message.emit(text.lstrip("\u2717 "))
            return False
        what, _, rest = payload.partition(":")
        if what == "model":
            command = PlaceModel(rest, x_in, y_in, override=not legal)
        else:
            counter_id, _, pid = rest.partition(":")
            command = PlaceCounter(counter_id, pid, x_in, y_in, override=not legal)
        placed = self.controller.attempt(command)
        if placed:
            self.verdict.emit(text if legal else f"{text} (placed by agreement)", legal)
        return placed

    def end(self) -> None:
        """The drag left the board or dropped: take the preview away."""
        if self.ghost is not None:
            scene = self.ghost.scene()
            if scene is not None:
                scene.removeItem(self.ghost)
            self.ghost = None
        if self.model_id is not None:
            mid, self.model_id = self.model_id, None
            scene = self.scene
            scene.set_dragging(())
            scene.show_lines([])
            try:
                model = self.state.model(mid)
            except KeyError:
                model = None
            item = scene.model_items.get(mid)
            if model is not None and item is not None:
                item.sync(model, self.state.player(model.player))
            if model is not None:
                self.controller.end_preview([mid])
        self.payload = ""

    @property
    def preview_item(self):  # noqa: ANN201 - ModelItem | None
        """The board item of the model being dragged from the tray, if any."""
        return self.scene.model_items.get(self.model_id) if self.model_id else None


class _OnTable:
    """A tray model as the judge reads it, but on the table."""

    def __init__(self, model) -> None:  # noqa: ANN001 - app.game.state.Model
        self._model = model
        self.status = "active"

    def __getattr__(self, name: str):  # noqa: ANN204
        return getattr(self._model, name)


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
        row = QHBoxLayout()
        self.drop_counter = button("Leave this counter out", "dropCounter",
                                   "It cannot be placed within the scenario's limits")
        self.drop_counter.clicked.connect(self.leave_counter_out)
        row.addWidget(self.drop_counter)
        self.start_now = button("Start with the rest in reserve", "startNow",
                                "Start the first turn; models left in the tray stay off "
                                "the table")
        self.start_now.clicked.connect(self.start)
        row.addWidget(self.start_now)
        layout.addLayout(row)
        self.tray = TrayList()
        layout.addWidget(self.tray, 1)
        self.back = button("Back to the tray", "backToTray",
                           "Take the selected model off the table again")
        self.back.clicked.connect(self.back_to_tray)
        layout.addWidget(self.back)
        self.override = QCheckBox("Place anyway where the rules say no (players agree)")
        self.override.setObjectName("placeAnyway")
        layout.addWidget(self.override)
        self.verdict = label(12, name="setupVerdict")
        layout.addWidget(self.verdict)
        self.notes = label(10, name="setupNotes")
        layout.addWidget(self.notes)
        self.view = view
        view.place_anyway = self.override.isChecked  # a model dragged on the table, too
        self.drop = TrayDrop(controller, view, self.override)
        self.drop.verdict.connect(self.show_verdict)
        self._verdict_at = 0
        """The undo stack's index when the verdict was shown: it belongs to that game."""
        controller.undo_stack.indexChanged.connect(self._game_changed)
        controller.gameReplaced.connect(self._game_replaced)
        controller.turnChanged.connect(self.refresh)
        controller.modelsChanged.connect(lambda _ids: self.refresh())
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
        self.drop.end()
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
        if self.reserve:
            self.heading.setText("Reserve")
            self.steps.setText("")
            self.detail.setText("Models still off the table: drag one onto the table when it "
                                "arrives, where the scenario's rule puts it.")
            for w in (self.action, self.drop_counter, self.start_now, self.back):
                w.setVisible(False)
            self._fill_tray(None)
            return
        if not self.active:
            self.heading.setText("Set-up done" if state.setup is not None else "No set-up")
            self.steps.setText("")
            self.detail.setText("The game is under way." if state.setup is not None else
                                "File \u25b8 New game sets up a scenario here.")
            for w in (self.action, self.drop_counter, self.start_now, self.back):
                w.setVisible(False)
            self.tray.clear()
            return
        self.heading.setText(f"Set-up \u00b7 {state.name}")
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
                                  and state.setup.reserve)
        self.back.setVisible(started)
        self.notes.setText("\n".join(f"\u2022 {n}" for n in (state.setup.notes or [])))
        self._fill_tray(counter)

    def _button_text(self, key: str) -> str:
        state = self.state
        plan = state.setup
        if key == "defender":
            return "Choose the defender (M2)"
        if key == "order":
            return {"d6": "Roll the set-up order (M3)",
                    "draw": "Draw cards for the set-up order (C4)",
                    "roll-off": "Roll off for the set-up order"}[plan.order]
        if key.startswith("counters:"):
            counter = self._current_counter()
            return f"Roll {counter.dice} for {counter.name.lower()}s"
        if state.system == "trench-crusade":
            return "Start turn 1: deal Initiative cards (C5)"
        return "Start: roll the order of play (M5)"

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
                item = QListWidgetItem(_swatch("#f2c14e", p.mark),
                                       f"{counter.name} \u2014 {p.name} ({left} left)")
                item.setData(Qt.ItemDataRole.UserRole, f"counter:{counter.id}:{who}")
                self.tray.addItem(item)
            return
        placing = (step is not None and step.key in ("models", "start")) or self.reserve
        # in set-up order (M3, C4): the warband setting up now first, marked, then the others
        for k, pid in enumerate(deploying_order(state)):
            p = state.player(pid)
            models = state.unplaced_models(pid)
            now = "\u25b6 sets up now \u00b7 " if k == 0 and placing and not self.reserve else ""
            head = QListWidgetItem(f"{now}{p.warband} ({p.name}) \u2014 {len(models)} in the tray")
            head.setFlags(Qt.ItemFlag.ItemIsEnabled)  # readable, never picked or dragged
            if now:
                bold = head.font()
                bold.setBold(True)
                head.setFont(bold)
            self.tray.addItem(head)
            for m in models:
                unit = f" \u00b7 {m.unit}" if m.unit else ""
                item = QListWidgetItem(_swatch(p.colour, p.mark),
                                       f"   {m.name}{unit} \u00b7 {m.base.size_label}")
                item.setData(Qt.ItemDataRole.UserRole, f"model:{m.id}" if placing else "")
                if not placing:
                    item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                self.tray.addItem(item)

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
        """Payloads of the draggable tray items, in order (for tests and tools)."""
        out = []
        for i in range(self.tray.count()):
            payload = self.tray.item(i).data(Qt.ItemDataRole.UserRole)
            if payload:
                out.append(payload)
        return out
