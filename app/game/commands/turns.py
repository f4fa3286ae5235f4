"""Commands that move the game on: card-game turns (C5-C7, S7), Mordheim player turns (M5),
a warband leaving the game (C9, M9) and points (S1); and the queries and helpers they share
(whose activation or turn it is, the victory check)."""

from __future__ import annotations

from app.i18n import QT_TRANSLATE_NOOP, translate
from app.phrases import Phrase
from app.rules import alliances as alliance_rules
from app.rules.turns import last_in_sequence, next_activation, next_in_order
from app.rules.victory import Verdict, adjust_pool, all_out_war_refund, check_victory, points_line

from ..scoring import (award_end_of_game, award_end_of_turn, award_start_of_turn, end_on_points,
                       past_last_turn, totals_words)
from ..state import OUT_REASONS, GameState, TurnState, unit_key
from .base import Change, Command
from .scouting import refund_unplaced


def record_verdict(state: GameState, verdict: Verdict) -> None:
    """Store and log a verdict that ends the game (C9, M9, S6)."""
    if not verdict.over or state.result:
        return
    award_end_of_game(state)  # V1: rows scored only when the game ends, before its line
    state.winner = verdict.winner
    state.result = verdict.reason
    state.turn.phase = "over"
    if verdict.winner is None:
        state.log_event("victory", Phrase.translate(
            "Log", "Every warband has left the game: nobody wins{points}").format(
                points=_with_points(state)))
        return
    if verdict.reason in ("team-standing", "allies-standing"):
        names = " & ".join(f"{state.player(p).warband or state.player(p).name} "
                           f"({state.player(p).name})" for p in verdict.winners)
        what = ("the last team left in the game" if verdict.reason == "team-standing"
                else "the last warbands left in the game, all allied with each other")
        what = (Phrase.translate("Log", "the last team left in the game")
                if verdict.reason == "team-standing" else Phrase.translate(
                    "Log", "the last warbands left in the game, all allied with each other"))
        state.log_event("victory", Phrase.translate(
            "Log", "{names} win together: {what} (C9){points}").format(
                names=names, what=what, points=_with_points(state)))
        return
    why = {
        "last-standing": Phrase.translate("Log", "the last warband left in the game"),
        "annihilation": Phrase.translate(
            "Log", "no opponent has a unit left that can be given commands (Annihilation)"),
    }.get(verdict.reason, verdict.reason)
    state.log_event("victory", Phrase.translate("Log", "{player} wins: {why}{points}").format(
        player=state.player(verdict.winner).name, why=why, points=_with_points(state)))


def _with_points(state: GameState) -> str:
    """The victory-point totals for the victory line, once anybody has scored (V2)."""
    points = totals_words(state) if any(state.victory_points.values()) else ""
    return Phrase.translate("Log", " ({points})").format(points=points) if points else ""


def commandable_units(state: GameState) -> dict[str, int]:
    """Per player: units that can still be given commands (S6): those with at least one
    model on the table that is not fleeing, and those held in reserve (models still in the
    set-up tray once play has begun, e.g. waiting to come on by Scout and Secure, S3). A
    player whose only units are in reserve has not been annihilated."""
    units: dict[str, set[str]] = {p.id: set() for p in state.players}
    for m in state.models:
        if (m.on_table and m.status != "fleeing") or m.status == "unplaced":
            units.setdefault(m.player, set()).add(unit_key(m))
    return {pid: len(keys) for pid, keys in units.items()}


def victory_verdict(state: GameState) -> Verdict:
    """The game's verdict now: last warband standing (C9, M9), and Annihilation (S6) when the
    scenario's modules include it."""
    units = commandable_units(state) if "S6" in state.modules else None
    teams = state.alliances if state.fixed_teams else ()
    # C9: in Trench Crusade the last warbands standing win together when all are allied;
    # in Mordheim the game goes on until one warband is left (M9)
    allies = (state.alliances if state.system != "mordheim" and not state.fixed_teams
              else None)
    return check_victory([p.id for p in state.players], state.out_players,
                         commandable_units=units, teams=teams, alliances=allies)


def record_starts(state: GameState) -> None:
    """M10: remember where every model on the table stands as a player's turn begins
    (Mordheim), and the status of each, so running is judged from there however far a model
    is dragged and whatever befalls its enemies in the turn."""
    state.turn.starts = {m.id: [float(m.x_in), float(m.y_in), float(m.facing_deg)]
                         for m in state.models if m.on_table}
    state.turn.start_status = {m.id: m.status for m in state.models
                               if m.on_table and m.status != "active"}


def whose_turn(state: GameState) -> str | None:
    """Mordheim (M5): the player whose turn it is, or None outside the player turns."""
    if state.turn.phase != "player-turn":
        return None
    return state.turn.current_player


# -- card-game turns (C5-C7) --------------------------------------------------------------
class StartTurn(Command):
    """End the current turn (discard the Initiative cards) and deal the next turn's
    Initiative cards, one per player still in the game (C5); the Activation phase begins."""

    text = Phrase.translate("Undo", "New turn")

    def check(self, state: GameState) -> str | None:
        return translate("Refusals", "the game is over") if state.result else None

    def act(self, state: GameState) -> Change:
        assert state.deck is not None
        held = list(state.turn.initiative.values())
        if held:
            state.deck.discard(held)
        number = state.turn.number + 1
        state.turn = TurnState(number=number, phase="activation")
        state.turn.units_at_start = sorted(state.units_on_table())
        reshuffled = False
        for player in state.players_in_game:
            if not state.deck.draw_pile:
                reshuffled = True
            card = state.deck.draw()
            state.turn.initiative[player.id] = card
        if reshuffled:
            state.log_event("reshuffle", Phrase.translate(
                "Log", "The draw pile ran out: the discards were shuffled into a new draw pile"))
        ranked = sorted(state.turn.initiative.items(), key=lambda kv: kv[1], reverse=True)
        dealt = ", ".join(
            f"{state.player(pid).name} ({state.player(pid).warband}) {card.rank}{card.symbol}"
            for pid, card in ranked
        )
        state.log_event("initiative", Phrase.translate(
            "Log", "Turn {number}: Initiative cards dealt: {dealt}").format(
                number=number, dealt=dealt))
        award_start_of_turn(state)  # V1: rows the scenario scores as a turn begins
        return Change(turn=True, log=True)


def models_left_to_activate(state: GameState) -> dict[str, int]:
    """Per player in the game: models on the table not yet activated this phase (C7)."""
    done = set(state.turn.activated)
    return {
        p.id: sum(1 for m in state.models_on_table(p.id) if m.id not in done)
        for p in state.players_in_game
    }


def whose_activation(state: GameState) -> str | None:
    """The player whose activation it is now (C7), or None outside an Activation phase or
    when every model has activated. A player who fled gave up their card (C9): the round-robin
    goes on from the last activation of a player who still holds one (see last_in_sequence)."""
    if state.turn.phase != "activation" or not state.turn.initiative:
        return None
    last = last_in_sequence(state.turn.activations, state.turn.initiative)
    return next_activation(state.turn.initiative, models_left_to_activate(state), last)


class NextActivation(Command):
    """The player whose turn it is activates one model (the given one, or their next model
    not yet activated); the round-robin passes on (C7). When every model has activated, the
    phase ends."""

    text = Phrase.translate("Undo", "Activation")

    def __init__(self, model_id: str | None = None) -> None:
        self.model_id = model_id

    def check(self, state: GameState) -> str | None:
        """Why the activation cannot happen now (C7), or None when it can."""
        pid = whose_activation(state)
        if pid is None:
            return translate("Refusals", "no activation is due: the Activation phase is over")
        if self.model_id is None:
            return None
        model = state.model(self.model_id)
        if model.player != pid:
            return translate("Refusals", "it is {name}'s activation, not {other}'s").format(
                name=state.player(pid).name, other=state.player(model.player).name)
        if model.id in state.turn.activated or not model.on_table:
            return translate("Refusals", "{name} cannot activate again this turn").format(
                name=model.name)
        return None

    def act(self, state: GameState) -> Change:
        pid = whose_activation(state)
        assert pid is not None
        done = set(state.turn.activated)
        if self.model_id is None:
            model = next(m for m in state.models_on_table(pid) if m.id not in done)
        else:
            model = state.model(self.model_id)
        state.turn.activated.append(model.id)
        state.turn.activations.append(pid)
        self.text = Phrase.translate("Undo", "Activate {model}").format(model=model.name)
        state.log_event("activation", Phrase.translate("Log", "{player} activates {model}").format(
            player=state.player(pid).name, model=model.name))
        end_phase_if_done(state)
        return Change(models=frozenset({model.id}), turn=True, log=True)


def end_phase_if_done(state: GameState) -> None:
    """C7: once every model has activated, the activation phase ends (logged)."""
    if state.turn.phase == "activation" and whose_activation(state) is None:
        state.turn.phase = "end"
        state.log_event("phase", Phrase.translate(
            "Log", "Turn {number}: every model has activated").format(number=state.turn.number))


def destroyed_this_turn(state: GameState) -> list[str]:
    """Unit keys on the table when the turn began with no model on it now, for players still
    in the game (S7)."""
    now = state.units_on_table()
    out = state.out_players
    return [key for key in state.turn.units_at_start
            if key not in now and key.partition("/")[0] not in out]


class EndTurn(Command):
    """End the current turn.

    Card games (C5, S7): the Initiative cards are discarded; with the All-Out War module (S7)
    each player regains Threat Points for their units destroyed this turn (cost - 1, not
    below 0), shown in ``state.turn.refunds``; the victory check runs; the phase becomes
    ``ended`` and the next :class:`StartTurn` deals. Mordheim (M5): play passes clockwise to
    the next player still in the game; after the last player in the order a new turn begins.
    """

    text = Phrase.translate("Undo", "End turn")

    def check(self, state: GameState) -> str | None:
        if state.result:
            return translate("Refusals", "the game is over")
        if state.system == "mordheim" and state.order_of_play:
            if state.turn.phase != "player-turn":
                return translate("Refusals", "no player turn is under way: roll the order of play "
                                             "first")
            return None
        if state.turn.phase not in ("activation", "end"):
            return translate("Refusals", "no turn is under way: start a turn first")
        return None

    def act(self, state: GameState) -> Change:
        assert state.deck is not None
        if state.system == "mordheim" and state.order_of_play:
            refunded = refund_unplaced(state, {state.turn.current_player})  # S3
            _pass_turn(state, state.turn.current_player)
            return Change(models=_unit_ids(state, refunded), turn=True, log=True)
        number = state.turn.number
        # C7: the phase ends when every model has activated; ended sooner, the log says so
        unactivated = sum(models_left_to_activate(state).values()) \
            if state.turn.phase == "activation" else 0
        refunded = refund_unplaced(state)  # S3: paid for, never placed
        held = list(state.turn.initiative.values())
        state.deck.discard(held)
        state.turn.initiative = {}
        refunds: dict[str, int] = {}
        if "S7" in state.modules:
            by_player: dict[str, list[int]] = {}
            for key in destroyed_this_turn(state):
                by_player.setdefault(key.partition("/")[0], []).append(state.unit_cost(key))
            for pid, costs in by_player.items():
                refund = all_out_war_refund(costs, state.refund_minus)
                refunds[pid] = refund
                player = state.player(pid)
                player.threat_points += refund
                line = (Phrase.translate("Log", "{player} regains {refund} Threat Points for "
                                         "{count} unit destroyed (costs {costs}) (All-Out War)")
                        if len(costs) == 1 else
                        Phrase.translate("Log", "{player} regains {refund} Threat Points for "
                                         "{count} units destroyed (costs {costs}) (All-Out War)"))
                state.log_event("refund", line.format(
                    player=player.name, refund=refund, count=len(costs),
                    costs=", ".join(map(str, costs))))
        state.turn.refunds = refunds
        state.turn.phase = "ended"
        state.log_event("turn", Phrase.translate(
            "Log", "Turn {number} ends: Initiative cards discarded").format(number=number))
        if unactivated:
            state.log_event("turn", (
                Phrase.translate("Log", "Turn {number} was ended with 1 model not activated "
                                        "(C7); Ctrl+Z takes it back") if unactivated == 1 else
                Phrase.translate("Log", "Turn {number} was ended with {count} models not "
                                        "activated (C7); Ctrl+Z takes it back")).format(
                number=number, count=unactivated))
        award_end_of_turn(state)  # V1: the scenario's end-of-turn points
        record_verdict(state, victory_verdict(state))
        if past_last_turn(state, number):
            end_on_points(state)  # V2: the scenario's last turn has ended
        return Change(models=_unit_ids(state, refunded), turn=True, log=True)


def _unit_ids(state: GameState, keys: list[str]) -> frozenset[str]:
    """The ids of the models of these units (their tray entries and marks change)."""
    wanted = set(keys)
    return frozenset(m.id for m in state.models if unit_key(m) in wanted)


def _pass_turn(state: GameState, current: str | None) -> None:
    """Mordheim (M5): play passes clockwise to the next player still in the game."""
    order = state.order_of_play
    nxt = next_in_order(order, current, state.out_players)
    if nxt is None:
        return
    if current in order and order.index(nxt) <= order.index(current):
        # past the last player in the order: the turn ends (V1, V2), a new one begins
        award_end_of_turn(state)
        if past_last_turn(state, state.turn.number):
            state.turn.current_player = None
            state.turn.attacks = []
            end_on_points(state)
            return
        state.turn.number += 1
        new_turn = True
    else:
        new_turn = False
    state.turn.current_player = nxt
    state.turn.out_at_start = state.out_of_action_count(nxt)  # the Rout test (M9)
    state.turn.attacks = []
    record_starts(state)
    name = state.player(current).name if current else ""
    state.log_event("turn", (Phrase.translate(
        "Log", "{player} ends the turn; turn {number}: {next} plays") if name else
        Phrase.translate("Log", "turn {number}: {next} plays")).format(
            player=name, number=state.turn.number, next=state.player(nxt).name))
    if new_turn:
        award_start_of_turn(state)  # V1: rows the scenario scores as a turn begins


NOT_BEGUN_FLEE = {
    "fled": QT_TRANSLATE_NOOP("Refusals", "A warband can flee only once play has begun: its "
                                          "morale is tested in the turns (C9)"),
    "routed": QT_TRANSLATE_NOOP("Refusals", "A warband can rout only once play has begun: Rout "
                                            "tests are taken at the start of its turns (M9)"),
    "wiped-out": QT_TRANSLATE_NOOP("Refusals", "A warband can be wiped out only once play has "
                                               "begun (M9)"),
}
"""Why a warband cannot leave the game while it is set up, by reason."""


# -- flee and points ----------------------------------------------------------------------
class Flee(Command):
    """A warband leaves the game (C9, M9): its models still on the table are removed (kept with
    status ``fled``), its player is out, the activation sequence passes over it, pending
    alliance offers to or from it lapse, its alliances end, and the victory check runs.
    ``reason``: ``fled`` (failed morale), ``routed`` or ``wiped-out``."""

    def __init__(self, player_id: str, reason: str = "fled") -> None:
        self.player_id = player_id
        self.reason = reason
        self.text = Phrase.translate("Undo", "Flee")

    def check(self, state: GameState) -> str | None:
        player = state.player(self.player_id)
        if self.reason not in OUT_REASONS:
            return f"unknown reason {self.reason!r}; expected one of {', '.join(OUT_REASONS)}"
        if player.fled:
            return translate("Refusals", "{name}'s warband has already left the game").format(
                name=player.name)
        if state.result:
            return translate("Refusals", "the game is over")
        if state.turn.phase == "setup":
            return translate("Refusals", NOT_BEGUN_FLEE[self.reason])
        return None

    def act(self, state: GameState) -> Change:
        player = state.player(self.player_id)
        self.text = {"fled": Phrase.translate("Undo", "{warband} fled"),
                     "routed": Phrase.translate("Undo", "{warband} routed"),
                     "wiped-out": Phrase.translate("Undo", "{warband} wiped out"),
                     }.get(self.reason, Phrase.translate("Undo", "Flee")).format(
                         warband=player.warband or player.name)
        removed = leave_game(state, player.id, self.reason)
        end_phase_if_done(state)
        record_verdict(state, victory_verdict(state))
        return Change(models=frozenset(removed), turn=True, log=True)


def leave_game(state: GameState, player_id: str, reason: str) -> list[str]:
    """The warband leaves the game (C9, M9): models still on the table get status ``fled``,
    the player is out and gives up their Initiative card (discarded, C5), offers to or from it
    lapse, its alliances end, and in Mordheim its turn passes on. Returns the removed ids."""
    player = state.player(player_id)
    card = state.turn.initiative.pop(player.id, None)
    state.deck.discard([card] if card is not None and state.deck is not None else [])
    removed = [m for m in state.models_of(player.id) if m.on_table]
    for m in removed:
        m.status = "fled"
    player.fled = True
    player.out_reason = reason
    state.proposals = [p for p in state.proposals if player.id not in (p.proposer, p.invitee)]
    state.alliances, former = alliance_rules.left_game(state.alliances, player.id,
                                                       state.fixed_teams)
    what = {"fled": Phrase.translate("Log", "{player}'s {warband} flees"),
            "routed": Phrase.translate("Log", "{player}'s {warband} routs"),
            "wiped-out": Phrase.translate("Log", "{player}'s {warband} is wiped out")}[reason]
    count = ("" if not removed else
             Phrase.translate("Log", "1 model leaves the table; ") if len(removed) == 1
             else Phrase.translate("Log", "{count} models leave the table; ").format(
                 count=len(removed)))
    ended: str = ""
    if former:
        names = sorted(state.player(p).warband or state.player(p).name for p in former)
        ended = (Phrase.translate("Log", "; its alliance with {name} ends").format(
            name=names[0]) if len(names) == 1 else
            Phrase.translate("Log", "; its alliances with {names} and {last} end").format(
                names=", ".join(names[:-1]), last=names[-1]))
    state.log_event("flee", Phrase.translate(
        "Log", "{what}: {count}{player} is out of the game{ended}").format(
            what=what.format(player=player.name,
                             warband=player.warband or Phrase.translate("Log", "warband")),
            count=count, player=player.name, ended=ended))
    if state.turn.phase == "player-turn" and state.turn.current_player == player.id:
        _pass_turn(state, player.id)
    return [m.id for m in removed]


class AdjustPoints(Command):
    """Add ``delta`` (negative to spend) to a player's Threat Points (``pool="threat"``) or
    Command Points (``pool="command"``); the two never share (S1). A pool cannot go below 0."""

    def __init__(self, player_id: str, pool: str, delta: int) -> None:
        self.player_id = player_id
        self.pool = pool
        self.delta = int(delta)
        self.text = Phrase.translate("Undo", "Points")
        self.merge_key = ("points", player_id, pool)  # a run of presses is one step (history)

    def _new(self, state: GameState) -> tuple[int, int]:
        old = getattr(state.player(self.player_id), f"{self.pool}_points", 0)
        return old, adjust_pool(old, self.delta, self.pool)

    def check(self, state: GameState) -> str | None:
        try:
            self._new(state)
        except ValueError as exc:
            return str(exc)
        return None

    def act(self, state: GameState) -> Change:
        player = state.player(self.player_id)
        old, new = self._new(state)
        setattr(player, f"{self.pool}_points", new)
        self.text = points_line(player.name, self.pool, old, new)
        state.log_event("points", self.text)
        return Change(turn=True, log=True)
