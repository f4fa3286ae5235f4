"""The controller owns the :class:`GameState` and the ``QUndoStack``.

Every change goes through :meth:`GameController.push`: the command is applied to the state,
wrapped in a ``QUndoCommand`` (so Edit ▸ Undo/Redo and the modified flag work) and the typed
signals tell the board and the panel what to redraw.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from app.game.commands import Change, Command, MoveModel, NextActivation, StartTurn, whose_activation
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
    ``gameReplaced()`` when a whole new game is loaded."""

    modelsChanged = Signal(object)
    turnChanged = Signal()
    logChanged = Signal()
    gameReplaced = Signal()

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
        """Replace the whole game (not undoable); deals the first turn if none was dealt."""
        self.state = state
        self.path = path
        self.undo_stack.clear()
        if state.turn.number == 0 and state.players:
            StartTurn().apply(state)
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
        self.push(NextActivation(model_id))

    def new_turn(self) -> None:
        """Discard the Initiative cards and deal the next turn's (C5)."""
        self.push(StartTurn())

    @property
    def whose_activation(self) -> str | None:
        return whose_activation(self.state)
