"""The event log: every draw, roll, activation, alliance change, flee and refund, with its
turn. Lines of an undone command stay (what was revealed was seen) but are greyed and
struck through; the "Undone: ..." line says what was taken back."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QBrush, QFont
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from app.game.state import LogEntry
from app.ui.controller import GameController

KEY_ROLE = 256  # Qt.ItemDataRole.UserRole
UNDONE_ROLE = 257


def entry_text(entry: LogEntry) -> str:
    turn = f"T{entry.turn}" if entry.turn else "Set-up"
    text = f"{turn} \u00b7 {entry.text}"
    return f"{text}  (undone)" if entry.undone else text


class LogPanel(QListWidget):
    """Shows ``GameState.log`` newest last, scrolled to the end as entries arrive."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("eventLog")
        self.setAlternatingRowColors(True)
        self.setWordWrap(True)
        font = QFont(self.font())
        font.setPointSizeF(max(font.pointSizeF(), 11))
        self.setFont(font)
        controller.gameReplaced.connect(self.refresh)
        controller.logChanged.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        log = self.controller.state.log
        # most changes append or mark lines undone; rebuild only what differs
        shown = self.count()
        same = 0
        while same < min(shown, len(log)) and self.item(same).data(KEY_ROLE) == (
            log[same].turn, log[same].kind, log[same].text
        ):
            same += 1
        while self.count() > same:
            self.takeItem(self.count() - 1)
        for entry in log[same:]:
            item = QListWidgetItem()
            item.setData(KEY_ROLE, (entry.turn, entry.kind, entry.text))
            self.addItem(item)
        for i, entry in enumerate(log):
            self._style(self.item(i), entry)
        self.scrollToBottom()

    def showEvent(self, event) -> None:  # noqa: ANN001, N802 (Qt name and signature)
        """Shown for the first time (a game opened at start): its lines are laid out only now,
        so scroll to the newest once they are."""
        super().showEvent(event)
        QTimer.singleShot(0, self, self.scrollToBottom)

    def _style(self, item: QListWidgetItem, entry: LogEntry) -> None:
        text = entry_text(entry)
        if item.text() == text and item.data(UNDONE_ROLE) == entry.undone:
            return
        item.setText(text)
        item.setData(UNDONE_ROLE, entry.undone)
        font = QFont(self.font())
        font.setStrikeOut(entry.undone)
        font.setItalic(entry.kind == "undo")
        item.setFont(font)
        if entry.undone:
            item.setForeground(QBrush(self.palette().placeholderText().color()))
            item.setToolTip("Undone (Ctrl+Z): kept in the log because it was seen")
        else:
            item.setData(Qt.ItemDataRole.ForegroundRole, None)
            item.setToolTip("")
