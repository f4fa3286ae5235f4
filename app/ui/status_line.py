"""The main window's status bar: the cursor's place on the table, the board's live verdicts
and measurements, the set-up tray's verdicts, and the rules' refusals and hints, each kept
as long as it is about the game as it is (gone once the turn or phase changes, or the game
moves on by a command, an undo or a redo)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel, QStatusBar

from app.i18n import translate
from app.ui.controller import GameController

if TYPE_CHECKING:
    from app.ui.board.view import BoardView


class StatusLine(QObject):
    """The words in ``bar`` for ``controller``'s game on ``view``."""

    def __init__(self, bar: QStatusBar, controller: GameController, view: BoardView) -> None:
        super().__init__(bar)
        self.bar = bar
        self.controller = controller
        self.view = view
        self.position_label = QLabel()
        self.position_label.setMinimumWidth(190)
        bar.addPermanentWidget(self.position_label)
        self._last_message = self._said = self._echo = self._hint = ""
        self._said_at = self._steps = 0  # the controller's undo and redo count then, now
        self._board = ""  # the board's last sentence
        self._turn_key: tuple | None = None
        self.show_cursor(None, None, False)

    def follow_the_game(self) -> None:
        """Clear what the game moved on from: a command done or undone, the turn passing."""
        controller = self.controller
        controller.undo_stack.indexChanged.connect(self.game_moved_on)
        controller.turnChanged.connect(self.turn_moved_on)
        controller.gameReplaced.connect(self.turn_moved_on)

    def show_cursor(self, x_in: float | None, y_in: float | None, on_table: bool) -> None:
        if x_in is None or y_in is None:
            self.position_label.setText(translate("StatusLine", "x –  y –"))
            return
        text = translate("StatusLine", "x {x} in   y {y} in").format(
            x=f"{x_in:6.2f}", y=f"{y_in:6.2f}")
        self.position_label.setText(text if on_table else translate(
            "StatusLine", "{position} (off table)").format(position=text))

    def show_board_status(self, text: str) -> None:
        """The board's live verdict or measurement: kept while a tool is in use; otherwise
        for a while, and gone once the turn or phase changes (:meth:`turn_moved_on`). The
        board repeating the step just done ("Take … off the table") goes with the next
        step, undo or redo (:meth:`game_moved_on`)."""
        self._board = text
        if not text:
            self.bar.clearMessage()
        elif self.view.busy:
            self.bar.showMessage(text)
        else:
            self._said_now(text)
            self._echo = text if text == self.controller.undo_stack.undoText() else ""
            self.bar.showMessage(text, 15000)

    def forget(self, text: str) -> None:
        """The board's sentence ``text`` no longer holds (the Shift charge reach let go):
        off the status bar, if it is still what the bar says."""
        if text and self.bar.currentMessage() == text:
            self.bar.clearMessage()

    def selection_gone(self, text: str) -> None:
        """The model selected before is no longer selected: what the board said of it
        (``text``) and what its click said it may do (:meth:`show_selection_hint`) go, if
        still in the status bar."""
        said = self.bar.currentMessage()
        # a drop it refused too, and a refusal or word said since (trial 11: a refused Enter)
        if said and said in (text, self._hint, self._board, self._last_message, self._echo):
            self.bar.clearMessage()
        self._hint = ""

    def show_selection_hint(self, text: str) -> None:
        """What the model just clicked may do now (C7): shown as a refusal or hint is
        (:meth:`show_message`), and gone once the model is no longer selected (trial 9: "WP
        selected: press Enter …" stayed with nothing selected)."""
        self.show_message(text)
        self._hint = text

    def show_tray_verdict(self, text: str, _legal: bool) -> None:
        """A drag from the set-up tray: its sentence, in the status bar for a while."""
        if text:
            self._said_now(text)
            self.bar.showMessage(text, 8000)

    def show_message(self, text: str) -> None:
        """A refusal or hint from the rules, in the status bar for a while (until the game
        moves on: :meth:`game_moved_on`)."""
        # a hint given while a command is pushed belongs to the new state: it stays
        self._last_message = "" if self.controller.pushing else text
        self._said_now(text)
        self.bar.showMessage(text, 8000)

    def _said_now(self, text: str) -> None:
        """``text`` goes to the status bar for a while: it is about this turn and phase (a
        sentence said while a command is pushed is about the new state: not remembered)."""
        self._said = "" if self.controller.pushing else text
        self._said_at = self.controller.steps

    def turn_moved_on(self) -> None:
        """The turn, the player whose turn it is, the phase or the result changed: a timed
        sentence still in the status bar is about the turn before, so it goes."""
        state = self.controller.state
        key = (id(state), state.turn.number, state.turn.phase, state.turn.current_player,
               state.result)
        if key == self._turn_key:
            return
        self._turn_key = key
        if self._said and self.bar.currentMessage() == self._said:
            self.bar.clearMessage()
        self._said = ""

    def game_moved_on(self, _index: int = 0) -> None:
        """A command was done or undone: a refusal still in the status bar is about the game
        as it was, so it goes (a segment already taken, once the next player chose one), and
        so does the board's word for the step before or a drop it refused."""
        bar = self.bar
        said = bar.currentMessage()
        # what the board said before the step (trial 10: "… not moved: overlaps …" stayed
        # after a flee), not what it said during an undo or redo (the verdict it follows,
        # "Drag cancelled by the undo"): those carry the undo or redo's own count
        steps = self.controller.steps
        before = self._said if steps == self._steps or self._said_at < steps else ""
        if said and said in (self._last_message, self._echo, before):
            bar.clearMessage()
        if before:
            self._said = ""
        self._last_message = self._echo = ""
        self._steps = steps
