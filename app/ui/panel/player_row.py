"""One player's row in the turn panel: Initiative card (card games) or set-up segment
(Mordheim), warband, what the player is doing now, Threat/Command Points with +/- (S1),
allies and alliance offers (M10), the underdog bonus (M6), the last refund (S7) and Flee
(C9, M9). The row reads the state and sends commands through the controller; it holds no
rules of its own."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.game.commands import (
    AdjustPoints,
    AdjustVictoryPoints,
    AnswerAlliance,
    BreakAlliance,
    Flee,
    ProposeAlliance,
)
from app.game.scoring import game_scoring, team_of, totals, winners
from app.game.state import GameState, Player
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.rules.alliances import may_propose_now
from app.rules.turns import initiative_holder
from app.rules.victory import leaving_reason
from app.ui.controller import GameController

from . import confirm
from .cards import CardWidget
from .widgets import button, font, label

OUT_WORDS = {"fled": QT_TRANSLATE_NOOP("PlayerRow", "Fled"),
             "routed": QT_TRANSLATE_NOOP("PlayerRow", "Routed"),
             "wiped-out": QT_TRANSLATE_NOOP("PlayerRow", "Wiped out")}
"""How a warband left the game, by ``out_reason``: translated where shown (:func:`out_words`)."""


def out_words(reason: str) -> str:
    """``Fled — out of the game`` (or Routed, Wiped out) in the player's language."""
    return translate("PlayerRow", "{how} \u2014 out of the game").format(
        how=translate("PlayerRow", OUT_WORDS.get(reason, "Fled")))


POOL_WORDS = {
    "threat": (QT_TRANSLATE_NOOP("PlayerRow", "Threat {value}"),
               QT_TRANSLATE_NOOP("PlayerRow", "Spend 1 Threat Point (S1)"),
               QT_TRANSLATE_NOOP("PlayerRow", "Gain 1 Threat Point (S1)")),
    "command": (QT_TRANSLATE_NOOP("PlayerRow", "Command {value}"),
                QT_TRANSLATE_NOOP("PlayerRow", "Spend 1 Command Point (S1)"),
                QT_TRANSLATE_NOOP("PlayerRow", "Gain 1 Command Point (S1)")),
}
"""Per points pool (S1): its value line, the minus button's and the plus button's tooltip."""


class PointsBox(QWidget):
    """``Threat 10 [−] [+]``: one points pool (S1) with buttons that push AdjustPoints."""

    def __init__(self, controller: GameController, player_id: str, pool: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller, self.player_id, self.pool = controller, player_id, pool
        self.setObjectName(f"points-{pool}")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.value = label(12, bold=True, wrap=False)
        line, spend, gain = POOL_WORDS[pool]
        self.line = translate("PlayerRow", line)
        self.tips = (translate("PlayerRow", spend), translate("PlayerRow", gain))
        # room for a three-figure pool: "Threat 11" must never show as "Threat 1" (S1)
        self.value.setMinimumWidth(
            self.value.fontMetrics().horizontalAdvance(self.line.format(value=888)) + 4)
        layout.addWidget(self.value)
        self.minus = self._tool("\u2212", -1, self.tips[0])
        self.plus = self._tool("+", +1, self.tips[1])
        layout.addWidget(self.minus)
        layout.addWidget(self.plus)

    def _tool(self, text: str, delta: int, tip: str) -> QToolButton:
        b = QToolButton()
        b.setText(text)
        b.setObjectName("minus" if delta < 0 else "plus")
        b.setFont(font(b, 13, bold=True))
        b.setMinimumSize(b.sizeHint().expandedTo(QSize(32, 30)))  # never squeezed below its text
        b.setToolTip(tip)
        b.clicked.connect(lambda: self.controller.attempt(
            AdjustPoints(self.player_id, self.pool, delta)))
        return b

    def show_value(self, value: int, enabled: bool, why_not: str = "") -> None:
        """``enabled``: the pool can change (not once the warband left or the game is over);
        ``why_not``: the buttons' tooltip otherwise."""
        self.value.setText(self.line.format(value=value))
        self.minus.setEnabled(enabled and value > 0)
        self.plus.setEnabled(enabled)
        for b, tip in zip((self.minus, self.plus), self.tips):
            b.setToolTip(tip if enabled or not why_not else why_not)


class VictoryBox(QWidget):
    """``VP 3 [−] [+]``: the player's victory points (V1), or the team's total
    in a team scenario, with buttons that push AdjustVictoryPoints (points by hand)."""

    def __init__(self, controller: GameController, player_id: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller, self.player_id = controller, player_id
        self.setObjectName("victory-points")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.value = label(12, bold=True, wrap=False)
        self.value.setObjectName("vp-value")
        self.value.setToolTip(translate("PlayerRow", "Victory points (V1)"))
        layout.addWidget(self.value)
        self.minus = self._tool("\u2212", -1, translate(
            "PlayerRow", "Take away 1 victory point by hand (V1)"))
        self.plus = self._tool("+", +1, translate("PlayerRow", "Add 1 victory point by hand (V1)"))
        layout.addWidget(self.minus)
        layout.addWidget(self.plus)

    def _tool(self, text: str, delta: int, tip: str) -> QToolButton:
        b = QToolButton()
        b.setText(text)
        b.setObjectName("vp-minus" if delta < 0 else "vp-plus")
        b.setFont(font(b, 13, bold=True))
        b.setMinimumSize(b.sizeHint().expandedTo(QSize(32, 30)))
        b.setToolTip(tip)
        b.clicked.connect(lambda: self.controller.attempt(
            AdjustVictoryPoints(self.player_id, delta)))
        return b

    def show_value(self, state: GameState) -> None:
        if state.fixed_teams:  # the team scores together (S4): its total, on both rows
            key = team_of(state).get(self.player_id, self.player_id)
            shown = totals(state).get(key, 0)
            self.value.setText(translate("PlayerRow", "Team VP {vp}").format(vp=shown))
        else:
            shown = state.victory_points.get(self.player_id, 0)
            self.value.setText(translate("PlayerRow", "VP {vp}").format(vp=shown))
        open_game = not state.result
        self.minus.setEnabled(open_game and shown > 0)
        self.plus.setEnabled(open_game)
        for b, tip in ((self.minus, translate("PlayerRow",
                                              "Take away 1 victory point by hand (V1)")),
                       (self.plus, translate("PlayerRow", "Add 1 victory point by hand (V1)"))):
            b.setToolTip(tip if open_game else translate(
                "PlayerRow", "The game is over: the victory points are final (V2)."))


class PlayerRow(QFrame):
    """One player. ``card`` shows the Initiative card in card games; ``badge`` the set-up
    segment letter in Mordheim. Highlighted (tint, thick border and a ▶ in the text, so never
    by colour alone) while it is this player's activation or turn."""

    def __init__(self, player: Player, controller: GameController | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.player_id = player.id
        self.controller = controller
        self.colour = QColor(player.colour)
        self.setObjectName("PlayerRow")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 5, 8, 5)
        outer.setSpacing(3)
        top = QGridLayout()
        top.setHorizontalSpacing(10)
        top.setVerticalSpacing(1)
        self.card = CardWidget()
        self.badge = QLabel()
        self.badge.setObjectName("segmentBadge")
        self.badge.setFixedSize(56, 66)
        self.badge.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.badge.setFont(font(self.badge, 22, bold=True))
        top.addWidget(self.card, 0, 0, 4, 1, Qt.AlignmentFlag.AlignTop)
        top.addWidget(self.badge, 0, 0, 4, 1, Qt.AlignmentFlag.AlignTop)
        # the texts wrap, so a long warband or player name makes the row taller, never wider
        # than the dock (the panel scrolls vertically only)
        self.title = label(14, bold=True)
        self.subtitle = label(12)
        self.status = label(12, bold=True)
        self.notes = label(12, name="notes")
        for i, lab in enumerate((self.title, self.subtitle, self.status, self.notes)):
            top.addWidget(lab, i, 1)
        top.setColumnStretch(1, 1)
        outer.addLayout(top)

        self.points_line = QWidget()
        points = QHBoxLayout(self.points_line)
        points.setContentsMargins(0, 0, 0, 0)
        self.threat = self.command = None
        if controller is not None:
            self.threat = PointsBox(controller, player.id, "threat")
            self.command = PointsBox(controller, player.id, "command")
            points.addWidget(self.threat)
            points.addStretch(1)
            points.addWidget(self.command)
        outer.addWidget(self.points_line)

        self.offers = QVBoxLayout()
        self.offers.setSpacing(2)
        outer.addLayout(self.offers)
        self.offer_widgets: list[QWidget] = []

        actions = QHBoxLayout()
        actions.setSpacing(6)
        self.alliance_button = button(translate("PlayerRow", "Alliance \u25be"), "alliance",
                                      translate("PlayerRow", "Propose or break an alliance (M10)"),
                                      height=32)
        self.alliance_menu = QMenu(self.alliance_button)
        self.alliance_button.setMenu(self.alliance_menu)
        self.flee_button = button(translate("PlayerRow", "Flee\u2026"), "flee",
                                  translate("PlayerRow", "The warband flees: its models leave "
                                            "the table (C9, M9)"),
                                  height=32)
        self.flee_button.clicked.connect(self._flee)
        actions.addWidget(self.alliance_button)
        actions.addStretch(1)
        self.victory = None
        if controller is not None:  # V1, on the actions line: the row grows no taller
            self.victory = VictoryBox(controller, player.id)
            actions.addWidget(self.victory)
            actions.addStretch(1)
        actions.addWidget(self.flee_button)
        outer.addLayout(actions)

    def take(self, player: Player) -> None:
        """Show ``player`` from now on (another game was opened: the turn panel keeps its
        rows); the next :meth:`refresh` draws everything else from the state."""
        self.player_id = player.id
        self.colour = QColor(player.colour)
        for box in (self.threat, self.command, self.victory):
            if box is not None:
                box.player_id = player.id

    # -- state -> widgets -----------------------------------------------------------------
    def show_state(self, player: Player, card, left: int, total: int, current: bool,
                   order: int | None) -> None:  # noqa: ANN001
        """The card-game part of the row (kept for callers without a state at hand)."""
        self.card.set_card(card)
        self.title.setText(f"{player.mark} \u00b7 {player.warband}")
        self.subtitle.setText(translate("PlayerRow", "{name} \u00b7 rating {rating}").format(
            name=player.name, rating=player.rating) if player.rating else player.name)
        if player.fled:
            self.status.setText(out_words(player.out_reason))
        elif card is None:
            self.status.setText(translate("PlayerRow", "Waiting for a card \u00b7 1 model")
                                if total == 1 else
                                translate("PlayerRow", "Waiting for a card \u00b7 {total} models")
                                .format(total=total))
        elif current:
            self.status.setText(translate("PlayerRow", "\u25b6 Activating now \u00b7 {left} of "
                                          "{total} left").format(left=left, total=total))
        elif left:
            self.status.setText(translate("PlayerRow", "{left} of {total} to activate").format(
                left=left, total=total))
        else:
            self.status.setText(translate("PlayerRow", "All activated"))
        self._highlight(current, player.fled)

    def refresh(self, state: GameState, *, current: bool, left: int = 0, total: int = 0,
                position: int | None = None, next_up: bool = False) -> None:
        """Redraw from ``state``. ``current``: it is this player's activation (C7) or turn
        (M5); ``left``/``total``: models still to activate / on the table (C7);
        ``position``: place in the Mordheim order of play (1-based); ``next_up``: plays next."""
        player = state.player(self.player_id)
        cards = state.system == "trench-crusade"
        self.card.setVisible(cards)
        self.badge.setVisible(not cards)
        if cards:
            self.show_state(player, state.turn.initiative.get(player.id), left, total,
                            current, None)
        else:
            self._show_mordheim(state, player, current, position, next_up)
        if state.result and not player.fled:  # V2: the final state, nobody waits any more
            self.status.setText(self._over_status(state, player))
            self._highlight(False, False)
        self._show_notes(state, player)
        self._show_points(state, player)
        self._show_offers(state, player)
        self._build_alliance_menu(state, player)
        reason = leaving_reason(state.system)
        # enabled only when the warband may leave now: not during set-up, not once it left
        # or the game is over; the tooltip says why not (C9, M9)
        refused = Flee(player.id, reason).check(state)
        self.flee_button.setEnabled(refused is None)
        if reason == "routed":
            self.flee_button.setText(translate("PlayerRow", "Rout\u2026"))
            tip = translate("PlayerRow", "The warband routs: its models leave the table (M9)")
        else:
            self.flee_button.setText(translate("PlayerRow", "Flee\u2026"))
            tip = translate("PlayerRow", "The warband flees: its models leave the table (C9)")
        self.flee_button.setToolTip(tip if refused is None else _sentence(refused))

    @staticmethod
    def _over_status(state: GameState, player: Player) -> str:
        """The row's status once the game has ended (V2): over, whether this warband won,
        and its victory points when the scenario scores."""
        parts = [translate("PlayerRow", "Game over")]
        if player.id in winners(state):
            parts.append(translate("PlayerRow", "won"))
        tally = totals(state)
        if any(tally.values()) or game_scoring(state).known:
            key = team_of(state).get(player.id, player.id)
            vp = (translate("PlayerRow", "team {vp} VP") if state.fixed_teams
                  else translate("PlayerRow", "{vp} VP"))
            parts.append(vp.format(vp=tally.get(key, 0)))
        return " \u00b7 ".join(parts)

    def _show_mordheim(self, state: GameState, player: Player, current: bool,
                       position: int | None, next_up: bool) -> None:
        self.title.setText(f"{player.mark} \u00b7 {player.warband}")
        subtitle = (translate("PlayerRow", "{name} \u00b7 rating {rating} \u00b7 segment {segment}")
                    if player.segment else translate("PlayerRow", "{name} \u00b7 rating {rating}"))
        self.subtitle.setText(subtitle.format(name=player.name, rating=player.rating,
                                              segment=player.segment))
        self.badge.setText(player.segment or "\u2013")
        self.badge.setToolTip(translate("PlayerRow", "Set-up segment {segment}").format(
            segment=player.segment) if player.segment
            else translate("PlayerRow", "No set-up segment yet"))
        _set_style(self.badge,
                   "QLabel#segmentBadge { background: rgba(255,255,255,200); color: #222; "
                   f"border: 2px solid {self.colour.name()}; border-radius: 6px; }}")
        if player.fled:
            status = out_words(player.out_reason)
        elif current:
            status = translate("PlayerRow", "\u25b6 Playing now")
        elif next_up:
            status = translate("PlayerRow", "Plays next")
        elif state.turn.phase == "setup":
            order = state.setup_order
            if player.id in order:
                status = translate("PlayerRow", "Sets up {nth}").format(
                    nth=_ordinal(order.index(player.id) + 1))
            elif player.segment:
                status = translate("PlayerRow", "Sets up along segment {segment}").format(
                    segment=player.segment)
            else:
                status = translate("PlayerRow", "Setting up")
            if state.defender == player.id:
                status += translate("PlayerRow", " \u00b7 defender")
        else:
            status = translate("PlayerRow", "Waiting")
        if position is not None and not player.fled:
            status += translate("PlayerRow", " \u00b7 {nth} in order").format(
                nth=_ordinal(position))
        self.status.setText(status)
        self._highlight(current, player.fled)

    def _show_notes(self, state: GameState, player: Player) -> None:
        notes = []
        allies = sorted(state.allies_of(player.id), key=[p.id for p in state.players].index)
        if allies:
            names = ", ".join(state.player(a).warband or state.player(a).name for a in allies)
            # M10: allies are not enemies; in Mordheim that is running and forced charges
            notes.append((translate("PlayerRow", "Allied with {names} (they block no run and "
                                    "draw no forced charge, M10)")
                          if state.system == "mordheim"
                          else translate("PlayerRow", "Allied with {names}")).format(names=names))
        outgoing = [p.invitee for p in state.proposals if p.proposer == player.id]
        if outgoing:
            notes.append(translate("PlayerRow", "Offered an alliance to {names}").format(
                names=", ".join(state.player(i).name for i in outgoing)))
        if state.system == "mordheim" and state.turn.number <= 1:
            who, bonus = state.underdog
            if who == player.id:
                notes.append(translate("PlayerRow", "Underdog: +{bonus} experience (M6)").format(
                    bonus=bonus))
        if (state.system == "trench-crusade" and state.turn.initiative
                and state.turn.phase not in ("ended", "over")
                and initiative_holder(state.turn.initiative,
                                      [p.id for p in state.players_in_game]) == player.id):
            notes.append(translate("PlayerRow", "Holds the Initiative: the highest card (C6)"))
        refund = state.turn.refunds.get(player.id)
        if refund is not None and state.turn.phase in ("ended", "over"):
            notes.append(translate("PlayerRow", "Refund: +{refund} Threat Points (S7)").format(
                refund=refund))
        if player.id in winners(state):
            notes.insert(0, translate("PlayerRow", "\u2605 Winner"))
        self.notes.setText("\n".join(notes))
        self.notes.setVisible(bool(notes))

    def _show_points(self, state: GameState, player: Player) -> None:
        show = state.system == "trench-crusade" or bool(player.threat_points
                                                        or player.command_points)
        self.points_line.setVisible(show and self.threat is not None)
        if self.threat is not None and self.command is not None:
            why_not = (translate("PlayerRow", "The game is over: the points no longer change.")
                       if state.result else
                       translate("PlayerRow", "{name}'s warband has left the game.").format(
                           name=player.name) if player.fled
                       else "")
            for box, value in ((self.threat, player.threat_points),
                               (self.command, player.command_points)):
                box.show_value(value, not why_not, why_not)
        if self.victory is not None:  # V1: from the first turn on, or once anyone scored
            self.victory.setVisible(state.turn.phase != "setup" or bool(state.victory_points))
            self.victory.show_value(state)

    def _show_offers(self, state: GameState, player: Player) -> None:
        for w in self.offer_widgets:
            w.setParent(None)
            w.deleteLater()
        self.offer_widgets = []
        if self.controller is None:
            return
        for offer in state.proposals:
            if offer.invitee != player.id:
                continue
            proposer = state.player(offer.proposer)
            box = QWidget()
            box.setObjectName(f"offer-{proposer.id}")
            line = QHBoxLayout(box)
            line.setContentsMargins(0, 0, 0, 0)
            text = label(12, bold=True)
            text.setText(translate("PlayerRow", "{name} offers an alliance").format(
                name=proposer.name))
            line.addWidget(text, 1)
            for word, accept, tip in (
                    (translate("PlayerRow", "Accept"), True,
                     translate("PlayerRow", "{name} accepts (M10)")),
                    (translate("PlayerRow", "Refuse"), False,
                     translate("PlayerRow", "{name} refuses (M10)"))):
                b = button(word, "accept" if accept else "refuse",
                           tip.format(name=player.name), height=30)
                b.clicked.connect(lambda _=False, pid=proposer.id, a=accept:
                                  self.controller.attempt(AnswerAlliance(player.id, pid, a)))
                line.addWidget(b)
            self.offers.addWidget(box)
            self.offer_widgets.append(box)

    def _build_alliance_menu(self, state: GameState, player: Player) -> None:
        menu = self.alliance_menu
        menu.clear()
        if self.controller is None or player.fled or state.result:
            self.alliance_button.setEnabled(False)
            self.alliance_button.setToolTip(
                translate("PlayerRow", "The game is over: no more alliances.") if state.result
                else translate("PlayerRow", "{name}'s warband has left the game.").format(
                    name=player.name))
            return
        if state.fixed_teams:
            self.alliance_button.setEnabled(False)
            self.alliance_button.setToolTip(translate(
                "PlayerRow", "Fixed teams: team-mates stay allies all game and no other "
                "alliance can be made"))
            return
        may_propose = may_propose_now(state.system, state.turn.phase,
                                      state.turn.current_player, player.id)
        others = [p for p in state.players_in_game
                  if p.id != player.id and not state.allied(player.id, p.id)]
        if may_propose:
            for other in others:
                act = menu.addAction(translate("PlayerRow", "Propose to {warband} ({name})").format(
                    warband=other.warband or other.name, name=other.name))
                act.triggered.connect(lambda _=False, ids=[other.id]: self._propose(ids))
            if len(others) > 1:
                act = menu.addAction(translate("PlayerRow", "Propose to all {count} others").format(
                    count=len(others)))
                act.triggered.connect(lambda _=False, ids=[o.id for o in others]:
                                      self._propose(ids))
        allies = [p for p in state.players if state.allied(player.id, p.id)]
        if allies and not menu.isEmpty():
            menu.addSeparator()
        for ally in allies:
            act = menu.addAction(translate("PlayerRow", "Break alliance with {warband}").format(
                warband=ally.warband or ally.name))
            act.triggered.connect(lambda _=False, other=ally.id: self.controller.attempt(
                BreakAlliance(player.id, other)))
        self.alliance_button.setEnabled(not menu.isEmpty())
        if not may_propose and not allies:
            self.alliance_button.setToolTip(translate(
                "PlayerRow", "Alliances are proposed at the start of your own turn (M10)"))
        else:
            self.alliance_button.setToolTip(translate("PlayerRow",
                                                      "Propose or break an alliance (M10)"))

    def _propose(self, invitees: list[str]) -> None:
        assert self.controller is not None
        self.controller.attempt(ProposeAlliance(self.player_id, invitees))

    def flee(self) -> None:
        """Flee… / Rout…: asks the player to confirm, then the warband leaves (C9, M9)."""
        self._flee()

    def _flee(self) -> None:
        if self.controller is None:
            return
        state = self.controller.state
        player = state.player(self.player_id)
        reason = leaving_reason(state.system)  # M9 rout, C9 flight
        if confirm.confirm_flee(self.window(), player, routs=reason == "routed"):
            self.controller.attempt(Flee(player.id, reason))

    def _highlight(self, current: bool, out: bool) -> None:
        self.setProperty("current", current)
        tint = QColor(self.colour)
        tint.setAlpha(70 if current else (0 if out else 18))
        border = self.colour.name() if current else "rgba(128,128,128,90)"
        width = 3 if current else 1
        style = "dashed" if out else "solid"
        # border plus padding is 3 px either way: the row keeps its size when it is
        # highlighted, so the rows below it do not move when the activation passes
        _set_style(
            self,
            "#PlayerRow { background: rgba(%d,%d,%d,%d); border: %dpx %s %s; padding: %dpx; "
            "border-radius: 6px; }" % (tint.red(), tint.green(), tint.blue(), tint.alpha(),
                                       width, style, border, 3 - width)
        )


def _sentence(text: str) -> str:
    """A command's refusal as a tooltip: capitalised, ending with a full stop."""
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", ")")) else text + "."


def _set_style(widget: QWidget, sheet: str) -> None:
    """Set a style sheet only when it changes (re-polishing costs milliseconds)."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


def _ordinal(n: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th``... in the player's language (German ``1.``)."""
    if n == 1:
        return translate("PlayerRow", "1st")
    if 10 <= n % 100 <= 20:
        word = translate("PlayerRow", "{n}th")
    else:
        word = {1: translate("PlayerRow", "{n}st"), 2: translate("PlayerRow", "{n}nd"),
                3: translate("PlayerRow", "{n}rd")}.get(n % 10) or translate("PlayerRow", "{n}th")
    return word.format(n=n)
