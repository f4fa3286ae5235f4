"""The event log: every draw, roll, activation, alliance change, flee and refund, with its
turn. Lines of an undone command stay (what was revealed was seen) but are greyed and
struck through; the "Undone: ..." line says what was taken back."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QBrush, QFont
from PySide6.QtWidgets import QListView, QListWidget, QListWidgetItem, QWidget

from app.game.state import LogEntry
from app.i18n import translate
from app.phrases import shown
from app.ui.controller import GameController

KEY_ROLE = 256  # Qt.ItemDataRole.UserRole
UNDONE_ROLE = 257


def entry_text(entry: LogEntry) -> str:
    if entry.turn:
        text = translate("LogPanel", "T{turn} \u00b7 {text}").format(turn=entry.turn,
                                                                    text=shown(entry.text))
    else:
        text = translate("LogPanel", "Set-up \u00b7 {text}").format(text=shown(entry.text))
    return translate("LogPanel", "{text}  (undone)").format(text=text) if entry.undone else text


class LogPanel(QListWidget):
    """Shows ``GameState.log`` newest last, scrolled to the end as entries arrive.

    A long evening's log (issue 21: thousands of lines, each wrapped to the dock's width) is
    laid out by Qt in batches while the window already answers (``LayoutMode.Batched``), and
    the list follows its end as the batches come in unless the player scrolled up; a change
    touches only the lines it added or marked undone."""

    BATCH = 200

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("eventLog")
        self.setAlternatingRowColors(True)
        self.setWordWrap(True)
        self.setLayoutMode(QListView.LayoutMode.Batched)
        self.setBatchSize(self.BATCH)
        font = QFont(self.font())
        font.setPointSizeF(max(font.pointSizeF(), 11))
        self.setFont(font)
        self._shown: list[tuple[tuple[int, str, str], bool]] = []
        """Per line of the list: the entry it shows (turn, kind, text) and whether undone."""
        self._follow = True
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(self._range_changed)
        controller.gameReplaced.connect(self.refresh)
        controller.logChanged.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        log = self.controller.state.log
        # most changes append or mark lines undone; rebuild only what differs
        shown = self._shown
        same = 0
        while same < min(len(shown), len(log)) and shown[same][0] == (
            log[same].turn, log[same].kind, log[same].text
        ):
            same += 1
        if same == 0 and self.count():
            self.clear()
        while self.count() > same:
            self.takeItem(self.count() - 1)
        del shown[same:]
        for i in range(same):
            if shown[i][1] != log[i].undone:
                self._style(self.item(i), log[i])
                shown[i] = (shown[i][0], log[i].undone)
        new = log[same:]
        if new:
            self.addItems([entry_text(entry) for entry in new])  # one insert, not one each
            for i, entry in enumerate(new, same):
                item = self.item(i)
                item.setData(KEY_ROLE, (entry.turn, entry.kind, entry.text))
                if entry.undone or entry.kind == "undo":
                    self._style(item, entry)
                shown.append(((entry.turn, entry.kind, entry.text), entry.undone))
        self._follow = True
        self.scrollToBottom()

    def showEvent(self, event) -> None:  # noqa: ANN001, N802 (Qt name and signature)
        """Shown for the first time (a game opened at start): its lines are laid out only now,
        so scroll to the newest once they are."""
        super().showEvent(event)
        QTimer.singleShot(0, self, self.scrollToBottom)

    def _scrolled(self, value: int) -> None:
        self._follow = value >= self.verticalScrollBar().maximum()

    def _range_changed(self, _low: int, high: int) -> None:
        """More lines laid out (a batch, or a new entry): stay at the end if it was there."""
        if self._follow:
            self.verticalScrollBar().setValue(high)

    def _style(self, item: QListWidgetItem, entry: LogEntry) -> None:
        text = entry_text(entry)
        item.setText(text)
        item.setData(UNDONE_ROLE, entry.undone)
        font = QFont(self.font())
        font.setStrikeOut(entry.undone)
        font.setItalic(entry.kind == "undo")
        item.setFont(font)
        if entry.undone:
            item.setForeground(QBrush(self.palette().placeholderText().color()))
            item.setToolTip(translate("LogPanel", "Undone (Ctrl+Z): kept in the log because it was seen"))
        else:
            item.setData(Qt.ItemDataRole.ForegroundRole, None)
            item.setToolTip("")
