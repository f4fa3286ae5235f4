"""The turn panel: the turn, one row per player with their Initiative card ordered highest
first (C3, C5), whose activation it is (C7), the deck, and the buttons that move the game on.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.game.commands import models_left_to_activate
from app.game.state import Player
from app.rules.cards import rank_by_cards
from app.ui.controller import GameController

from .cards import CardWidget


def _font(widget: QWidget, points: float, bold: bool = False) -> QFont:
    font = QFont(widget.font())
    font.setPointSizeF(points)
    font.setBold(bold)
    return font


class PlayerRow(QFrame):
    """One player: card, warband, player name and rating, models left; highlighted while it
    is their activation."""

    def __init__(self, player: Player, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.player_id = player.id
        self.colour = QColor(player.colour)
        self.setObjectName("PlayerRow")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(10)
        self.card = CardWidget()
        layout.addWidget(self.card)
        text = QVBoxLayout()
        text.setSpacing(2)
        self.title = QLabel()
        self.title.setFont(_font(self, 14, bold=True))
        self.subtitle = QLabel()
        self.subtitle.setFont(_font(self, 11))
        self.status = QLabel()
        self.status.setFont(_font(self, 12, bold=True))
        for label in (self.title, self.subtitle, self.status):
            label.setTextFormat(Qt.TextFormat.PlainText)
            text.addWidget(label)
        text.addStretch(1)
        layout.addLayout(text, 1)
        self.swatch = QLabel()
        self.swatch.setFixedSize(16, 16)
        self.swatch.setStyleSheet(
            f"background: {player.colour}; border: 1px solid #222; border-radius: 8px;"
        )

    def show_state(self, player: Player, card, left: int, total: int, current: bool,
                   order: int | None) -> None:  # noqa: ANN001
        self.card.set_card(card)
        self.title.setText(f"{player.mark} · {player.warband}")
        self.subtitle.setText(f"{player.name} · rating {player.rating}")
        if player.fled:
            self.status.setText("Fled")
        elif current:
            self.status.setText(f"\u25b6 Activating now · {left} of {total} left")
        elif left:
            self.status.setText(f"{left} of {total} to activate")
        else:
            self.status.setText("All activated")
        self.setProperty("current", current)
        tint = QColor(self.colour)
        tint.setAlpha(70 if current else 18)
        border = self.colour.name() if current else "rgba(128,128,128,90)"
        width = 3 if current else 1
        self.setStyleSheet(
            "#PlayerRow { background: rgba(%d,%d,%d,%d); border: %dpx solid %s; "
            "border-radius: 6px; }" % (tint.red(), tint.green(), tint.blue(), tint.alpha(),
                                       width, border)
        )


class TurnPanel(QWidget):
    """The side panel of dealt cards. Reads the state, pushes intents to the controller."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.rows: dict[str, PlayerRow] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.setSpacing(8)
        self.heading = QLabel()
        self.heading.setFont(_font(self, 16, bold=True))
        layout.addWidget(self.heading)
        self.phase = QLabel()
        self.phase.setFont(_font(self, 12))
        self.phase.setWordWrap(True)
        layout.addWidget(self.phase)
        self.rows_box = QVBoxLayout()
        self.rows_box.setSpacing(6)
        layout.addLayout(self.rows_box)

        self.next_button = QPushButton("Next activation")
        self.next_button.setObjectName("nextActivation")
        self.next_button.setFont(_font(self, 13, bold=True))
        self.next_button.setMinimumHeight(44)
        self.next_button.setToolTip("The highlighted player activates their next model (C7)")
        self.next_button.clicked.connect(lambda: controller.next_activation())
        layout.addWidget(self.next_button)
        self.new_turn_button = QPushButton("New turn")
        self.new_turn_button.setObjectName("newTurn")
        self.new_turn_button.setFont(_font(self, 12))
        self.new_turn_button.setMinimumHeight(36)
        self.new_turn_button.setToolTip("Discard the Initiative cards and deal new ones (C5)")
        self.new_turn_button.clicked.connect(controller.new_turn)
        layout.addWidget(self.new_turn_button)

        deck_row = QHBoxLayout()
        self.deck_back = CardWidget(width=40, back=True)
        self.discard = CardWidget(width=40)
        self.deck_label = QLabel()
        self.deck_label.setFont(_font(self, 11))
        self.deck_label.setWordWrap(True)
        deck_row.addWidget(self.deck_back)
        deck_row.addWidget(self.discard)
        deck_row.addWidget(self.deck_label, 1)
        layout.addLayout(deck_row)
        layout.addStretch(1)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)

        controller.gameReplaced.connect(self.rebuild)
        controller.turnChanged.connect(self.refresh)
        controller.modelsChanged.connect(lambda _ids: self.refresh())
        self.rebuild()

    def rebuild(self) -> None:
        for row in self.rows.values():
            row.setParent(None)
            row.deleteLater()
        self.rows.clear()
        for player in self.controller.state.players:
            row = PlayerRow(player, self)
            self.rows[player.id] = row
        self.refresh()

    def ordered_player_ids(self) -> list[str]:
        """Players as shown: by Initiative card, highest first (C3); without a card, last."""
        state = self.controller.state
        cards = state.turn.initiative
        ranked = rank_by_cards({pid: c for pid, c in cards.items() if pid in self.rows})
        return ranked + [p.id for p in state.players if p.id not in cards]

    def refresh(self) -> None:
        state = self.controller.state
        turn = state.turn
        current = self.controller.whose_activation
        left = models_left_to_activate(state)
        self.heading.setText(f"Turn {turn.number}" if turn.number else "Before the first turn")
        if turn.phase == "activation" and current:
            who = state.player(current)
            self.phase.setText(f"Activation phase · next: {who.warband} ({who.name})")
        elif turn.phase == "end":
            self.phase.setText("Every model has activated. Deal a new turn.")
        else:
            self.phase.setText("Set-up")
        while self.rows_box.count():
            self.rows_box.takeAt(0)
        for pid in self.ordered_player_ids():
            player = state.player(pid)
            total = len(state.models_on_table(pid))
            row = self.rows[pid]
            row.show_state(player, turn.initiative.get(pid), left.get(pid, 0), total,
                           pid == current, None)
            self.rows_box.addWidget(row)
        self.next_button.setEnabled(current is not None)
        deck = state.deck
        assert deck is not None
        self.discard.set_card(deck.top_discard)
        top = f"top card {deck.top_discard}" if deck.top_discard else "empty"
        self.deck_label.setText(
            f"Draw pile: {len(deck)} cards\nDiscard pile: {len(deck.discard_pile)} ({top})"
        )
