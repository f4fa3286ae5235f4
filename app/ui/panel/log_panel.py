"""The event log: every draw, roll, activation and other event, with its turn."""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from app.ui.controller import GameController


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
        # most changes only append; rebuild only what differs
        shown = self.count()
        same = 0
        while same < min(shown, len(log)) and self.item(same).data(256) == (
            log[same].turn, log[same].kind, log[same].text
        ):
            same += 1
        while self.count() > same:
            self.takeItem(self.count() - 1)
        for entry in log[same:]:
            turn = f"T{entry.turn}" if entry.turn else "Set-up"
            item = QListWidgetItem(f"{turn} · {entry.text}")
            item.setData(256, (entry.turn, entry.kind, entry.text))
            self.addItem(item)
        self.scrollToBottom()
