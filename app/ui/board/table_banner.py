"""The table screen's banner (:mod:`app.ui.board.table_screen`): the turn, who acts now,
the dealt Initiative cards (or the Mordheim order of play), the objectives each player holds
and the victory points, in type large enough to read from the players' chairs.

Everything is read from the game state and the controller's verdicts; the words for who
holds an objective come from :func:`app.rules.verdicts.holder_words`, as on the board."""

from __future__ import annotations

from collections.abc import Mapping
from html import escape

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QLabel, QToolButton, QVBoxLayout, QWidget

from app.game.commands import whose_turn
from app.game.scoring import result_words, totals_words
from app.game.state import GameState
from app.i18n import translate
from app.phrases import shown
from app.rules.cards import rank_by_cards
from app.ui.panel.turn_panel import held_objectives
from app.rules.verdicts import ObjectiveVerdict
from app.ui.controller import GameController

MIN_TEXT_PX = 28
"""The banner's smallest text, in pixels (at 1080p it is larger: :func:`text_px`)."""


def text_px(height: int) -> int:
    """The banner's body text size for a screen (or window) ``height`` pixels high: a
    thirtieth of it (36 px at 1080p), never under :data:`MIN_TEXT_PX`."""
    return max(MIN_TEXT_PX, round(height / 30))


def _who(state: GameState, pid: str, short: bool = False) -> str:
    """The player's colour, warband and name (``short``: colour and name)."""
    player = state.player(pid)
    name = escape(player.name)
    if not short and player.warband and player.warband != player.name:
        name = f"{escape(player.warband)} ({name})"
    return f'<span style="color:{escape(player.colour)}">\u25a0</span>&nbsp;{name}'


def headline(state: GameState, controller: GameController) -> str:
    """The turn and who acts now: the warband activating (card games) or whose turn it is
    (Mordheim); the result once the game is over (V2)."""
    turn = state.turn
    if state.result:
        return escape(shown(result_words(state)))
    if state.system == "trench-crusade":
        head = (translate("TableBanner", "Turn {number}").format(number=turn.number)
                if turn.number else translate("TableBanner", "Before the first turn"))
        current = controller.whose_activation
        if turn.phase == "activation" and current:
            return translate("TableBanner", "{turn} \u00b7 activating: {who}").format(
                turn=head, who=_who(state, current))
        if turn.phase == "end":
            return translate("TableBanner", "{turn} \u00b7 every model has activated").format(
                turn=head)
        if turn.phase == "ended":
            return translate("TableBanner", "{turn} is over").format(turn=head)
        return head
    if turn.phase == "setup":
        return translate("TableBanner", "Set-up")
    current = whose_turn(state)
    if current:
        return translate("TableBanner", "Turn {number} \u00b7 {who}\u2019s turn").format(
            number=turn.number, who=_who(state, current))
    return translate("TableBanner", "Turn {number}").format(number=turn.number)


SEP = " \u00b7 "
"""Between the parts of a banner line (a line break where the banner is a narrow column)."""


def _head(title: str, sep: str) -> str:
    return f"{title} " if sep == SEP else f"<b>{title}</b>{sep}"


def order_line(state: GameState, controller: GameController, sep: str = SEP) -> str:
    """Card games: the dealt Initiative cards, highest first (C3); Mordheim: the order of
    play (M5), whose turn it is underlined. "" when there is none yet."""
    if state.system == "trench-crusade":
        cards = state.turn.initiative
        if not cards:
            return ""
        current = controller.whose_activation
        parts = []
        for pid in rank_by_cards(dict(cards)):
            text = f"{_who(state, pid, short=True)} <b>{escape(cards[pid].label)}</b>"
            parts.append(f"<u>{text}</u>" if pid == current else text)
        return _head(translate("TableBanner", "Initiative:"), sep) + sep.join(parts)
    order = state.order_of_play
    if not order:
        return ""
    current = whose_turn(state)
    out = set(state.out_players)
    parts = []
    for pid in order:
        text = _who(state, pid, short=True)
        if pid in out:
            text = f"<s>{text}</s>"
        parts.append(f"<u>{text}</u>" if pid == current else text)
    return _head(translate("TableBanner", "Order of play:"), sep) + (" \u25b8 " if sep == SEP
                                           else " \u25b8" + sep).join(parts)


def objectives_line(state: GameState, verdicts: Mapping[str, ObjectiveVerdict] | None,
                    sep: str = SEP) -> str:
    """Who holds each objective the game scores by control (S4), in the board's words;
    "" without objectives. Counters the players placed are left out."""
    held = held_objectives(state, verdicts, "board")
    if not held:
        return ""

    def keep(text: str) -> str:  # on the wide banner a line breaks between objectives only
        # (trial 10: "Top-" / "right quarter": never at a name's hyphen, in a column too)
        text = escape(text).replace("-", "\u2011")
        return text.replace(" ", "&nbsp;") if sep == SEP else text

    parts = [f"<b>{keep(name)}</b>:&nbsp;{keep(words)}" for name, words in held]
    return _head(translate("TableBanner", "Objectives:"), sep) + sep.join(parts)


def points_line(state: GameState) -> str:
    """The victory points (V1), highest first; "" while nobody scores."""
    points = totals_words(state)
    return translate("TableBanner", "VP: {points}").format(points=escape(shown(points))) if points else ""


def exposure_line(state: GameState, player_id: str | None) -> str:
    """With View ▸ Exposure on (``player_id``: whom the shading is for), what the shading on
    the table means (R4; trial 5: the TV showed it with no word of whose it was); "" off."""
    if player_id is None or player_id not in {p.id for p in state.players}:
        return ""
    return translate("TableBanner", "Exposure for {who}: shaded = enemy warbands see it "
                     "(darker: more); clear = safe").format(
        who=_who(state, player_id, short=True))


class TableBanner(QFrame):
    """The banner: a headline and up to four lines below it (:func:`order_line`,
    :func:`objectives_line`, :func:`points_line`, :func:`exposure_line` while the shading
    is shown: :attr:`exposure_for`), redrawn by :meth:`refresh`; its type is sized by
    :meth:`set_text_px`."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("tableBanner")
        self.setStyleSheet("QFrame#tableBanner { background: #1d2026; }"
                           "QLabel { color: #f4f4f4; }")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 12, 24, 12)
        layout.setSpacing(6)
        self.head = QLabel()
        self.head.setObjectName("bannerHead")
        self.lines = [QLabel() for _ in range(4)]
        self.exposure_for: str | None = None
        """Whom the board's exposure shading is for (``None``: not shown)."""
        for i, label in enumerate((self.head, *self.lines)):
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setWordWrap(True)
            label.setObjectName(label.objectName() or f"bannerLine{i}")
            layout.addWidget(label)
        layout.addStretch(1)
        self.corner = QToolButton(self)
        """A small button in the banner's top right corner (the table screen's menu)."""
        self.corner.setAutoRaise(True)
        self.corner.setStyleSheet("QToolButton { color: #9aa0a6; font-size: 28px; }")
        self.px = 0
        self.stacked = False
        """A narrow column beside the board (turned 90 or 270 degrees, or a table narrow for
        the screen): a part a line."""
        self.set_text_px(MIN_TEXT_PX)
        self.refresh()

    def set_text_px(self, px: int) -> None:
        """Body text ``px`` pixels high, the headline a third larger."""
        if px == self.px:
            return
        self.px = px
        for label, size, bold in ((self.head, round(px * 4 / 3), True),
                                  *((line, px, False) for line in self.lines)):
            font = QFont(label.font())
            font.setPixelSize(size)
            font.setBold(bold)
            label.setFont(font)

    def resizeEvent(self, event) -> None:  # noqa: ANN001, N802 (Qt name)
        super().resizeEvent(event)
        self.corner.adjustSize()
        self.corner.move(self.width() - self.corner.width() - 6, 6)
        # the headline wraps short of the corner's button (a narrow column, turned 90 degrees)
        self.head.setContentsMargins(0, 0, max(0, self.corner.width() + 12 - 24), 0)

    def set_stacked(self, stacked: bool) -> None:
        if stacked != self.stacked:
            self.stacked = stacked
            self.refresh()

    def texts(self) -> list[str]:
        """What the banner says now, as plain text (headline first; shown lines only)."""
        from PySide6.QtGui import QTextDocument

        out = []
        for label in (self.head, *self.lines):
            if not label.isHidden():
                doc = QTextDocument()
                doc.setHtml(label.text())
                out.append(doc.toPlainText())
        return out

    def refresh(self) -> None:
        c = self.controller
        state = c.state
        self.head.setText(headline(state, c))
        sep = "<br>" if self.stacked else SEP
        texts = [order_line(state, c, sep), objectives_line(state, c.objective_verdicts(), sep),
                 points_line(state), exposure_line(state, self.exposure_for)]
        for label, text in zip(self.lines, texts):
            label.setText(text)
            label.setHidden(not text)
