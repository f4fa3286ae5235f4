"""The controller owns the :class:`GameState` and the ``QUndoStack``.

Every change goes through :meth:`GameController.push`: the command is applied to the state,
wrapped in a ``QUndoCommand`` (so Edit ▸ Undo/Redo and the modified flag work) and the typed
signals tell the board and the panel what to redraw.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from app.game.commands import (
    ChooseSegment,
    Change,
    Command,
    EndTurn,
    MoveModel,
    NextActivation,
    StartTurn,
    next_to_set_up,
    whose_activation,
)
from app.game.saves import load_game
from app.game.state import GameState


class _UndoCommand(QUndoCommand):
    """Adapts a pure :class:`Command` to Qt's undo stack. The command is already applied
    when pushed, so the stack's first ``redo()`` does nothing."""

    def __init__(self, controller: "GameController", command: Command) -> None:
        super().__init__(command.text)
        self._controller = controller
        self._command = command
        self._applied = True

    def redo(self) -> None:
        if self._applied:
            self._applied = False
            return
        self._controller._announce(self._command.apply(self._controller.state))
        self.setText(self._command.text)

    def undo(self) -> None:
        self._controller._announce(self._command.undo(self._controller.state))


class GameController(QObject):
    """Holds one game. Signals: ``modelsChanged(frozenset[str])`` with the ids of models that
    moved or changed, ``turnChanged()`` for cards/turn/panel, ``logChanged()``, and
    ``gameReplaced()`` when a whole new game is loaded, and ``message(str)`` with a sentence
    for the status bar when an intent is refused by the rules."""

    modelsChanged = Signal(object)
    turnChanged = Signal()
    logChanged = Signal()
    gameReplaced = Signal()
    message = Signal(str)

    def __init__(self, state: GameState | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.state = state if state is not None else GameState()
        self.path: Path | None = None
        self.undo_stack = QUndoStack(self)

    # -- the one way to change the game ---------------------------------------------------
    def push(self, command: Command) -> None:
        """Apply ``command`` and put it on the undo stack. A ``ValueError`` from the command
        (an action the rules do not allow now) propagates and leaves the stack unchanged."""
        change = command.apply(self.state)
        self._announce(change)
        self.undo_stack.push(_UndoCommand(self, command))

    def attempt(self, command: Command) -> bool:
        """Push ``command``; when the rules refuse it (``ValueError``), say why on
        :attr:`message` instead and return False. The panel's buttons go through here."""
        try:
            self.push(command)
        except ValueError as exc:
            text = str(exc)
            self.message.emit(text[:1].upper() + text[1:])
            return False
        return True

    def _announce(self, change: Change) -> None:
        if change.everything:
            self.gameReplaced.emit()
            return
        if change.models:
            self.modelsChanged.emit(change.models)
        if change.turn:
            self.turnChanged.emit()
        if change.log:
            self.logChanged.emit()

    # -- intents ----------------------------------------------------------------------------
    def set_game(self, state: GameState, path: Path | None = None) -> None:
        """Replace the whole game (not undoable). Nothing is dealt or rolled: the turn panel's
        "Initiative phase" (card games) or set-up steps (Mordheim) start the game."""
        self.state = state
        self.path = path
        self.undo_stack.clear()
        self.undo_stack.setClean()
        self.gameReplaced.emit()

    def open_game(self, path: str | Path) -> None:
        """Load a game file; raises ``GameFileError`` (the current game stays) if unreadable."""
        state = load_game(path)
        self.set_game(state, Path(path))

    def move_model(self, model_id: str, x_in: float, y_in: float) -> None:
        self.push(MoveModel(model_id, x_in, y_in))

    def next_activation(self, model_id: str | None = None) -> None:
        """The player whose activation it is activates a model (C7); no-op when none is due."""
        if whose_activation(self.state) is None:
            return
        self.attempt(NextActivation(model_id))

    def new_turn(self) -> None:
        """Initiative phase (C5): discard any Initiative cards still held and deal the next
        turn's, one per player still in the game."""
        self.attempt(StartTurn())

    def end_turn(self) -> None:
        """End turn: card games discard and refund (C5, S7); Mordheim passes clockwise (M5)."""
        self.attempt(EndTurn())

    def model_clicked(self, model_id: str) -> None:
        """A model was clicked on the board (no drag). In a card game's Activation phase this
        activates it (C7); a model of the wrong warband, or one already activated, is refused
        with a status-bar message. Outside the Activation phase a click only selects."""
        state = self.state
        if state.system != "trench-crusade" or state.turn.phase != "activation":
            return
        if whose_activation(state) is None:
            return
        self.attempt(NextActivation(model_id))

    def segment_clicked(self, letter: str) -> None:
        """A table-edge segment was clicked on the board (M4): during Mordheim set-up the
        player next in the set-up order takes it. Refusals go to :attr:`message`."""
        state = self.state
        if state.turn.phase != "setup" or state.deployment.kind != "edge-segments":
            return
        if state.system != "mordheim":
            return
        if not state.setup_order:
            self.message.emit("Roll the set-up order first: players choose segments in that "
                              "order (M3, M4)")
            return
        pid = next_to_set_up(state)
        if pid is None:
            self.message.emit("Every warband has a segment: roll the order of play (M5)")
            return
        self.attempt(ChooseSegment(pid, letter))

    @property
    def whose_activation(self) -> str | None:
        return whose_activation(self.state)
