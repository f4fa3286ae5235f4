"""Every change to a :class:`~app.game.state.GameState` is a command with apply and undo.

The UI wraps each command in a ``QUndoCommand``; tests and headless tools call
:meth:`Command.apply` / :meth:`Command.undo` directly. ``apply`` and ``undo`` return a
:class:`Change` saying what the views must redraw. ``apply`` raises ``ValueError`` with a
sentence for the players when the rules do not allow the action; the state is then unchanged.

Commands that draw cards, roll dice or move the game on are undone by restoring a snapshot:
the deck, the generator and the turn go back exactly, so redoing replays the same cards and
dice. A revealed card stays revealed for the players: the log keeps the undone lines (marked
``undone``) and adds an "Undone: ..." line.
"""

from __future__ import annotations

import copy
import math
from dataclasses import dataclass, field
from typing import Mapping, Sequence

from app.rules import alliances as alliance_rules
from app.rules import dice as dice_rules
from app.rules.cards import draw as draw_cards
from app.rules.geometry import footprint
from app.rules.setup import LOWEST_RATING_CHOOSES, choose_defender, scenario_for_roll, set_up_order, SCENARIO_TABLES
from app.rules.turns import (SEGMENT_ORDER, clockwise_order, last_in_sequence, next_activation,
                             next_in_order, order_of_play)
from app.rules.victory import (Verdict, adjust_pool, all_out_war_refund, check_victory,
                               points_line)

from .state import (
    OUT_REASONS,
    AttackRecord,
    DrawRecord,
    GameState,
    Proposal,
    RollOffRecord,
    RollRecord,
    TurnState,
    unit_key,
)


@dataclass(frozen=True)
class Change:
    """What a command changed: ``models`` by id; ``turn`` the cards/turn/panel (players,
    points, alliances, dice and draws are shown there too); ``log``; ``everything``."""

    models: frozenset[str] = frozenset()
    turn: bool = False
    log: bool = False
    everything: bool = False


class Command:
    """Base class: ``text`` names the command in Edit ▸ Undo."""

    text: str = ""
    undo_logged: bool = False
    """True when undoing the command marks its log lines undone and logs "Undone: ..."."""

    def apply(self, state: GameState) -> Change:  # pragma: no cover - abstract
        raise NotImplementedError

    def undo(self, state: GameState) -> Change:  # pragma: no cover - abstract
        raise NotImplementedError


def _check_position(name: str, x_in: float, y_in: float) -> None:
    """``ValueError`` (nothing moves) for a position that is not a finite number of inches,
    or is more than 1000 in from the table's corner along x or y (a game file could not hold
    it; see ``app.game.saves.MAX_COORD_IN``)."""
    if not (math.isfinite(x_in) and math.isfinite(y_in)) or max(abs(x_in), abs(y_in)) > 1000.0:
        raise ValueError(f"{name} cannot move to ({x_in}, {y_in}): not a position on the table")


@dataclass
class MoveModel(Command):
    """Move one model's base centre to ``(x_in, y_in)`` (inches)."""

    model_id: str
    x_in: float
    y_in: float
    _from: tuple[float, float] | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        self.text = "Move model"

    def apply(self, state: GameState) -> Change:
        model = state.model(self.model_id)
        _check_position(model.name, self.x_in, self.y_in)
        self.text = f"Move {model.name}"
        self._from = (model.x_in, model.y_in)
        model.x_in, model.y_in = self.x_in, self.y_in
        return Change(models=frozenset({self.model_id}))

    def undo(self, state: GameState) -> Change:
        model = state.model(self.model_id)
        assert self._from is not None
        model.x_in, model.y_in = self._from
        return Change(models=frozenset({self.model_id}))


@dataclass
class MoveModels(Command):
    """Move several models together (a whole unit dragged at once), as one undoable step.
    ``moves``: ``{model_id: (x_in, y_in)}`` base centres in inches. ``KeyError`` naming an
    unknown model (nothing moves)."""

    moves: dict[str, tuple[float, float]]
    _from: dict[str, tuple[float, float]] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        self.text = f"Move {len(self.moves)} models"

    def apply(self, state: GameState) -> Change:
        models = {mid: state.model(mid) for mid in self.moves}
        for mid, (x, y) in self.moves.items():
            _check_position(models[mid].name, x, y)
        self._from = {mid: (m.x_in, m.y_in) for mid, m in models.items()}
        for mid, (x, y) in self.moves.items():
            models[mid].x_in, models[mid].y_in = float(x), float(y)
        return Change(models=frozenset(self.moves))

    def undo(self, state: GameState) -> Change:
        for mid, (x, y) in self._from.items():
            model = state.model(mid)
            model.x_in, model.y_in = x, y
        return Change(models=frozenset(self._from))


@dataclass
class RotateModel(Command):
    """Turn a model's base to ``facing_deg`` (degrees anticlockwise as drawn, normalised to
    [0, 360)). Matters for oval and rectangular bases (G3)."""

    model_id: str
    facing_deg: float
    _from: float | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        self.facing_deg = float(self.facing_deg) % 360.0
        self.text = "Turn model"

    def apply(self, state: GameState) -> Change:
        model = state.model(self.model_id)
        self.text = f"Turn {model.name} to {self.facing_deg:g}\N{DEGREE SIGN}"
        self._from = model.facing_deg
        model.facing_deg = self.facing_deg
        return Change(models=frozenset({self.model_id}))

    def undo(self, state: GameState) -> Change:
        assert self._from is not None
        state.model(self.model_id).facing_deg = self._from
        return Change(models=frozenset({self.model_id}))


# -- snapshot-undone commands ---------------------------------------------------------------
_SNAPSHOT_FIELDS = (
    "turn", "alliances", "proposals", "defender", "setup_order", "order_of_play",
    "winner", "result", "last_draw", "last_roll", "last_roll_off", "setup",
)


class _TurnCommand(Command):
    """A command undone by restoring a snapshot of the game's moving parts: the deck piles,
    the generator's event count, the turn, the players (points, fled), alliances, proposals,
    the Mordheim order, the last draw/roll, and every model's position and status.

    Subclasses implement :meth:`_apply`; a ``ValueError`` raised there leaves the state as it
    was. The log lines written by the command are marked undone on undo, and an
    "Undone: ..." line is added.
    """

    undo_logged = True

    def __init__(self) -> None:
        self._snapshot: dict | None = None

    def _save(self, state: GameState) -> None:
        assert state.deck is not None
        self._snapshot = {
            "draw": list(state.deck.draw_pile),
            "discard": list(state.deck.discard_pile),
            "events": state.rng.events,
            "log_len": len(state.log),
            "models": {m.id: (m.x_in, m.y_in, m.status) for m in state.models},
            "players": {p.id: copy.deepcopy(vars(p)) for p in state.players},
            **{name: copy.deepcopy(getattr(state, name)) for name in _SNAPSHOT_FIELDS},
        }

    def _restore(self, state: GameState) -> set[str]:
        """Put the snapshot back; return ids of models whose position or status changed."""
        assert self._snapshot is not None and state.deck is not None
        snap = self._snapshot
        state.deck.draw_pile[:] = snap["draw"]
        state.deck.discard_pile[:] = snap["discard"]
        state.rng.events = snap["events"]
        for name in _SNAPSHOT_FIELDS:
            setattr(state, name, copy.deepcopy(snap[name]))
        for player in state.players:  # in place: views may hold the Player objects
            if player.id in snap["players"]:
                vars(player).update(copy.deepcopy(snap["players"][player.id]))
        changed: set[str] = set()
        for m in state.models:
            old = snap["models"].get(m.id)
            if old is not None and old != (m.x_in, m.y_in, m.status):
                m.x_in, m.y_in, m.status = old
                changed.add(m.id)
        return changed

    def apply(self, state: GameState) -> Change:
        self._save(state)
        try:
            change = self._apply(state)
            assert self._snapshot is not None
            self._snapshot["log_end"] = len(state.log)
            return change
        except Exception:
            self._restore(state)
            assert self._snapshot is not None
            del state.log[self._snapshot["log_len"]:]
            raise

    def _apply(self, state: GameState) -> Change:  # pragma: no cover - abstract
        raise NotImplementedError

    def undo(self, state: GameState) -> Change:
        assert self._snapshot is not None
        changed = self._restore(state)
        for entry in state.log[self._snapshot["log_len"]:self._snapshot["log_end"]]:
            entry.undone = True
        state.log_event("undo", f"Undone: {self.text}")
        return Change(models=frozenset(changed), turn=True, log=True)


def _names(state: GameState, ids: Sequence[str]) -> str:
    return ", ".join(state.player(pid).name for pid in ids)


def _check_players(state: GameState, ids: Sequence[str]) -> None:
    for pid in ids:
        state.player(pid)  # KeyError names an unknown id
    if len(set(ids)) != len(ids):
        raise ValueError("a player is named twice")


def _record_verdict(state: GameState, verdict: Verdict) -> None:
    """Store and log a verdict that ends the game (C9, M9, S6)."""
    if not verdict.over or state.result:
        return
    state.winner = verdict.winner
    state.result = verdict.reason
    state.turn.phase = "over"
    if verdict.winner is None:
        state.log_event("victory", "Every warband has left the game: nobody wins")
        return
    why = {
        "last-standing": "the last warband left in the game",
        "annihilation": "no opponent has a unit left that can be given commands (Annihilation)",
    }.get(verdict.reason, verdict.reason)
    state.log_event("victory", f"{state.player(verdict.winner).name} wins: {why}")


def commandable_units(state: GameState) -> dict[str, int]:
    """Per player: units with at least one model on the table that is not fleeing (S6)."""
    units: dict[str, set[str]] = {p.id: set() for p in state.players}
    for m in state.models:
        if m.on_table and m.status != "fleeing":
            units.setdefault(m.player, set()).add(unit_key(m))
    return {pid: len(keys) for pid, keys in units.items()}


def victory_verdict(state: GameState) -> Verdict:
    """The game's verdict now: last warband standing (C9, M9), and Annihilation (S6) when the
    scenario's modules include it."""
    units = commandable_units(state) if "S6" in state.modules else None
    return check_victory([p.id for p in state.players], state.out_players, commandable_units=units)


# -- draws and dice -----------------------------------------------------------------------
class Draw(_TurnCommand):
    """A draw in place of a roll-off (C4): each of ``players`` (default: every player still in
    the game) takes a card; the ranking is kept in ``state.last_draw`` and logged; the cards
    are discarded once the draw is settled. ``purpose`` says what the draw decides."""

    def __init__(self, players: Sequence[str] | None = None, purpose: str = "") -> None:
        super().__init__()
        self.players = list(players) if players is not None else None
        self.purpose = purpose
        self.text = f"Draw{': ' + purpose if purpose else ''}"

    def _apply(self, state: GameState) -> Change:
        assert state.deck is not None
        players = self.players if self.players is not None else [
            p.id for p in state.players_in_game]
        _check_players(state, players)
        result = draw_cards(state.deck, players)
        state.last_draw = DrawRecord(self.purpose, dict(result.cards), list(result.order))
        if result.reshuffled:
            state.log_event("reshuffle", "The draw pile ran out: the discards were shuffled "
                                         "into a new draw pile")
        label = f"Draw ({self.purpose})" if self.purpose else "Draw"
        state.log_event("draw", f"{label}: {result.describe(state.names)}")
        return Change(turn=True, log=True)


class RollDice(_TurnCommand):
    """Roll a D3, D6 or 2D6 for ``player`` (or nobody in particular); kept in
    ``state.last_roll`` and logged with its faces."""

    def __init__(self, kind: str = "D6", player: str | None = None, purpose: str = "") -> None:
        super().__init__()
        self.kind = kind
        self.player = player
        self.purpose = purpose
        self.text = f"Roll {kind}"

    def _apply(self, state: GameState) -> Change:
        who = state.player(self.player).name if self.player is not None else ""
        result = dice_rules.roll(state.rng, self.kind)
        state.last_roll = RollRecord(self.purpose, self.player, result)
        text = f"{who + ' rolls' if who else 'Roll'} {result}"
        state.log_event("roll", text + (f" ({self.purpose})" if self.purpose else ""))
        return Change(turn=True, log=True)


class RollOff(_TurnCommand):
    """A dice roll-off among ``players`` (default: every player still in the game),
    re-rolling among the tied only (M3, M5); kept in ``state.last_roll_off`` and logged.
    ``settle``: ``"all"`` ranks everyone, ``"winner"`` settles only the top. ``first``:
    first-round totals rolled with real dice."""

    def __init__(
        self,
        players: Sequence[str] | None = None,
        kind: str = "D6",
        purpose: str = "",
        *,
        settle: str = "all",
        first: Mapping[str, int] | None = None,
    ) -> None:
        super().__init__()
        self.players = list(players) if players is not None else None
        self.kind = kind
        self.purpose = purpose
        self.settle = settle
        self.first = dict(first) if first is not None else None
        self.text = f"Roll-off{': ' + purpose if purpose else ''}"

    def _apply(self, state: GameState) -> Change:
        players = self.players if self.players is not None else [
            p.id for p in state.players_in_game]
        _check_players(state, players)
        result = dice_rules.roll_off(
            state.rng, players, self.kind, settle=self.settle, first=self.first)
        state.last_roll_off = RollOffRecord(
            self.purpose, [dict(r.rolls) for r in result.rounds], list(result.order))
        label = f"Roll-off ({self.purpose})" if self.purpose else "Roll-off"
        state.log_event("roll-off", f"{label}: {result.describe(state.names)}")
        return Change(turn=True, log=True)


class AllocateHit(_TurnCommand):
    """M7: a hit from a shot into a close combat lands on a random model among the ``target``
    and the models ``fighting`` it. ``shooter``: the shooting model's id; its warband must
    not be in the combat. The result is in :attr:`hit` and the log."""

    def __init__(self, target: str, fighting: Sequence[str], shooter: str | None = None) -> None:
        super().__init__()
        self.target = target
        self.fighting = list(fighting)
        self.shooter = shooter
        self.text = "Random hit"
        self.hit: dice_rules.RandomHit | None = None

    def _apply(self, state: GameState) -> Change:
        target = state.model(self.target)
        fighting = [state.model(mid) for mid in self.fighting]
        if self.shooter is not None:
            shooter = state.model(self.shooter)
            combat = {target.player, *(m.player for m in fighting)}
            if not dice_rules.can_shoot_into_combat(shooter.player, sorted(combat)):
                raise ValueError(
                    f"{shooter.name} cannot shoot into this combat: a model of its own "
                    "warband is fighting in it")
        self.hit = dice_rules.random_hit(state.rng, target.id, [m.id for m in fighting])
        hit_model = state.model(self.hit.model)
        n = len(self.hit.candidates)
        rolled = self.hit.candidates.index(self.hit.model) + 1
        names = ", ".join(f"{i} {state.model(mid).name}"
                          for i, mid in enumerate(self.hit.candidates, 1))
        state.log_event("hit", f"Shot into combat at {target.name}: rolled {rolled} on a "
                               f"1\u2013{n} roll ({names}), so the hit lands on "
                               f"{hit_model.name}")
        return Change(models=frozenset({hit_model.id}), turn=True, log=True)


def _scenario_text(scenario_id: str) -> str:
    """A scenario table result for people: the scenario's name, or who chooses (M11)."""
    if scenario_id == LOWEST_RATING_CHOOSES:
        return "the player with the lowest warband rating chooses the scenario (M11)"
    from .scenarios import ScenarioError, scenario_by_id  # one file, read only when rolled

    try:
        return scenario_by_id(scenario_id).name
    except (KeyError, ValueError, OSError, ScenarioError):
        return scenario_id


class RollScenario(_TurnCommand):
    """Roll on the game system's scenario table (C10: D6; M11: 2D6). The roll is in
    ``state.last_roll`` (purpose ``"scenario"``), the result id in :attr:`scenario` and the
    log; loading the scenario is up to the caller."""

    text = "Roll for scenario"

    def __init__(self) -> None:
        super().__init__()
        self.scenario: str | None = None

    def _apply(self, state: GameState) -> Change:
        kind, _table = SCENARIO_TABLES[state.system]
        result = dice_rules.roll(state.rng, kind)
        self.scenario = scenario_for_roll(state.system, result.total)
        state.last_roll = RollRecord("scenario", None, result)
        state.log_event("roll", f"Scenario table: {result} \u2192 {_scenario_text(self.scenario)}")
        return Change(turn=True, log=True)


# -- card-game turns (C5-C7) --------------------------------------------------------------
class StartTurn(_TurnCommand):
    """End the current turn (discard the Initiative cards) and deal the next turn's
    Initiative cards, one per player still in the game (C5); the Activation phase begins."""

    text = "New turn"

    def _apply(self, state: GameState) -> Change:
        assert state.deck is not None
        if state.result:
            raise ValueError("the game is over")
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
            state.log_event("reshuffle", "The draw pile ran out: the discards were shuffled "
                                         "into a new draw pile")
        ranked = sorted(state.turn.initiative.items(), key=lambda kv: kv[1], reverse=True)
        dealt = ", ".join(
            f"{state.player(pid).name} ({state.player(pid).warband}) {card.rank}{card.symbol}"
            for pid, card in ranked
        )
        state.log_event("initiative", f"Turn {number}: Initiative cards dealt: {dealt}")
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


class NextActivation(_TurnCommand):
    """The player whose turn it is activates one model (the given one, or their next model
    not yet activated); the round-robin passes on (C7). When every model has activated, the
    phase ends."""

    text = "Activation"

    def __init__(self, model_id: str | None = None) -> None:
        super().__init__()
        self.model_id = model_id

    def check(self, state: GameState) -> str | None:
        """Why the activation cannot happen now (C7), or None when it can."""
        pid = whose_activation(state)
        if pid is None:
            return "no activation is due: the Activation phase is over"
        if self.model_id is None:
            return None
        model = state.model(self.model_id)
        if model.player != pid:
            return (f"it is {state.player(pid).name}'s activation, not "
                    f"{state.player(model.player).name}'s")
        if model.id in state.turn.activated or not model.on_table:
            return f"{model.name} cannot activate again this turn"
        return None

    def _apply(self, state: GameState) -> Change:
        problem = self.check(state)
        if problem:
            raise ValueError(problem)
        pid = whose_activation(state)
        done = set(state.turn.activated)
        if self.model_id is None:
            model = next(m for m in state.models_on_table(pid) if m.id not in done)
        else:
            model = state.model(self.model_id)
        state.turn.activated.append(model.id)
        state.turn.activations.append(pid)
        self.text = f"Activate {model.name}"
        state.log_event("activation", f"{state.player(pid).name} activates {model.name}")
        _end_phase_if_done(state)
        return Change(models=frozenset({model.id}), turn=True, log=True)


def _end_phase_if_done(state: GameState) -> None:
    if state.turn.phase == "activation" and whose_activation(state) is None:
        state.turn.phase = "end"
        state.log_event("phase", f"Turn {state.turn.number}: every model has activated")


def destroyed_this_turn(state: GameState) -> list[str]:
    """Unit keys on the table when the turn began with no model on it now, for players still
    in the game (S7)."""
    now = state.units_on_table()
    out = state.out_players
    return [key for key in state.turn.units_at_start
            if key not in now and key.partition("/")[0] not in out]


class EndTurn(_TurnCommand):
    """End the current turn.

    Card games (C5, S7): the Initiative cards are discarded; with the All-Out War module (S7)
    each player regains Threat Points for their units destroyed this turn (cost - 1, not
    below 0), shown in ``state.turn.refunds``; the victory check runs; the phase becomes
    ``ended`` and the next :class:`StartTurn` deals. Mordheim (M5): play passes clockwise to
    the next player still in the game; after the last player in the order a new turn begins.
    """

    text = "End turn"

    def _apply(self, state: GameState) -> Change:
        assert state.deck is not None
        if state.result:
            raise ValueError("the game is over")
        if state.system == "mordheim" and state.order_of_play:
            return self._mordheim(state)
        if state.turn.phase not in ("activation", "end"):
            raise ValueError("no turn is under way: start a turn first")
        number = state.turn.number
        held = list(state.turn.initiative.values())
        state.deck.discard(held)
        state.turn.initiative = {}
        refunds: dict[str, int] = {}
        if "S7" in state.modules:
            by_player: dict[str, list[int]] = {}
            for key in destroyed_this_turn(state):
                by_player.setdefault(key.partition("/")[0], []).append(state.unit_cost(key))
            for pid, costs in by_player.items():
                refund = all_out_war_refund(costs)
                refunds[pid] = refund
                player = state.player(pid)
                player.threat_points += refund
                state.log_event(
                    "refund",
                    f"{player.name} regains {refund} Threat Points for {len(costs)} "
                    f"unit{'s' if len(costs) != 1 else ''} destroyed (costs "
                    f"{', '.join(map(str, costs))}) (All-Out War)")
        state.turn.refunds = refunds
        state.turn.phase = "ended"
        state.log_event("turn", f"Turn {number} ends: Initiative cards discarded")
        _record_verdict(state, victory_verdict(state))
        return Change(turn=True, log=True)

    def _mordheim(self, state: GameState) -> Change:
        if state.turn.phase != "player-turn":
            raise ValueError("no player turn is under way: roll the order of play first")
        current = state.turn.current_player
        _pass_turn(state, current)
        return Change(turn=True, log=True)


def _pass_turn(state: GameState, current: str | None) -> None:
    """Mordheim (M5): play passes clockwise to the next player still in the game."""
    order = state.order_of_play
    nxt = next_in_order(order, current, state.out_players)
    if nxt is None:
        return
    if current in order and order.index(nxt) <= order.index(current):
        state.turn.number += 1  # past the last player in the order: a new turn begins
    state.turn.current_player = nxt
    state.turn.attacks = []
    name = state.player(current).name if current else ""
    state.log_event("turn", (f"{name} ends the turn; " if name else "")
                    + f"turn {state.turn.number}: {state.player(nxt).name} plays")


# -- flee and points ----------------------------------------------------------------------
class Flee(_TurnCommand):
    """A warband leaves the game (C9, M9): its models still on the table are removed (kept with
    status ``fled``), its player is out, the activation sequence passes over it, pending
    alliance offers to or from it lapse, its alliances end, and the victory check runs.
    ``reason``: ``fled`` (failed morale), ``routed`` or ``wiped-out``."""

    def __init__(self, player_id: str, reason: str = "fled") -> None:
        super().__init__()
        self.player_id = player_id
        self.reason = reason
        self.text = "Flee"

    def _apply(self, state: GameState) -> Change:
        player = state.player(self.player_id)
        if self.reason not in OUT_REASONS:
            raise ValueError(f"unknown reason {self.reason!r}; expected one of "
                             f"{', '.join(OUT_REASONS)}")
        if player.fled:
            raise ValueError(f"{player.name}'s warband has already left the game")
        if state.result:
            raise ValueError("the game is over")
        self.text = f"{player.warband or player.name} {self.reason.replace('-', ' ')}"
        removed = _leave_game(state, player.id, self.reason)
        _end_phase_if_done(state)
        _record_verdict(state, victory_verdict(state))
        return Change(models=frozenset(removed), turn=True, log=True)


def _leave_game(state: GameState, player_id: str, reason: str) -> list[str]:
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
    state.alliances, former = alliance_rules.left_game(state.alliances, player.id)
    what = {"fled": "flees", "routed": "routs", "wiped-out": "is wiped out"}[reason]
    count = f"{len(removed)} model{'s' if len(removed) != 1 else ''} leave the table; " \
        if removed else ""
    ended = ""
    if former:
        names = sorted(state.player(p).warband or state.player(p).name for p in former)
        ended = (f"; its alliance with {names[0]} ends" if len(names) == 1 else
                 f"; its alliances with {', '.join(names[:-1])} and {names[-1]} end")
    state.log_event("flee", f"{player.name}'s {player.warband or 'warband'} {what}: "
                            f"{count}{player.name} is out of the game{ended}")
    if state.turn.phase == "player-turn" and state.turn.current_player == player.id:
        _pass_turn(state, player.id)
    return [m.id for m in removed]


class AdjustPoints(_TurnCommand):
    """Add ``delta`` (negative to spend) to a player's Threat Points (``pool="threat"``) or
    Command Points (``pool="command"``); the two never share (S1). A pool cannot go below 0."""

    def __init__(self, player_id: str, pool: str, delta: int) -> None:
        super().__init__()
        self.player_id = player_id
        self.pool = pool
        self.delta = int(delta)
        self.text = "Points"
        self.merge_key = ("points", player_id, pool)  # a run of presses is one step (history)

    def _apply(self, state: GameState) -> Change:
        player = state.player(self.player_id)
        old = getattr(player, f"{self.pool}_points", 0)
        new = adjust_pool(old, self.delta, self.pool)
        setattr(player, f"{self.pool}_points", new)
        self.text = points_line(player.name, self.pool, old, new)
        state.log_event("points", self.text)
        return Change(turn=True, log=True)


# -- alliances (M10) ----------------------------------------------------------------------
FIXED_TEAMS = ("this scenario is played in fixed teams: team-mates stay allies all game and "
               "no other alliance can be made")
"""Why alliance commands are refused in a fixed-team scenario (Brothers-in-Arms)."""


class ProposeAlliance(_TurnCommand):
    """``proposer`` offers an alliance to each of ``invitees`` (M10). In Mordheim only the
    player whose turn it is may propose (at the start of their turn). Each invitee answers
    with :class:`AnswerAlliance`."""

    def __init__(self, proposer: str, invitees: Sequence[str]) -> None:
        super().__init__()
        self.proposer = proposer
        self.invitees = list(invitees)
        self.text = "Propose alliance"

    def _apply(self, state: GameState) -> Change:
        proposer = state.player(self.proposer)
        _check_players(state, self.invitees)
        if not self.invitees:
            raise ValueError("name at least one warband to ally with")
        if state.fixed_teams:
            raise ValueError(FIXED_TEAMS)
        if proposer.fled:
            raise ValueError(f"{proposer.name} is out of the game")
        if (state.system == "mordheim" and state.turn.phase == "player-turn"
                and state.turn.current_player != proposer.id):
            raise ValueError(f"{proposer.name} may propose an alliance only at the start of "
                             "their own turn")
        for pid in self.invitees:
            other = state.player(pid)
            if pid == proposer.id:
                raise ValueError("a warband cannot ally with itself")
            if other.fled:
                raise ValueError(f"{other.name} is out of the game")
            if state.allied(proposer.id, pid):
                raise ValueError(f"{proposer.name} and {other.name} are already allies")
        for pid in self.invitees:
            state.proposals = [p for p in state.proposals
                               if {p.proposer, p.invitee} != {proposer.id, pid}]
            state.proposals.append(Proposal(proposer.id, pid, state.turn.number))
        self.text = f"{proposer.name} proposes an alliance"
        state.log_event("alliance", f"{proposer.name} proposes an alliance to "
                                    f"{_names(state, self.invitees)}")
        return Change(turn=True, log=True)


def models_in_contact(state: GameState, a: str, b: str) -> list[tuple[str, str]]:
    """Pairs (model of ``a``, model of ``b``) on the table whose bases touch, measured on
    round footprints (other bases by their enclosing circle) with 1e-6 in tolerance (G4)."""
    pairs = []
    for ma in state.models_on_table(a):
        for mb in state.models_on_table(b):
            gap = ((ma.x_in - mb.x_in) ** 2 + (ma.y_in - mb.y_in) ** 2) ** 0.5
            if gap - ma.base.radius_in - mb.base.radius_in <= 1e-6:
                pairs.append((ma.id, mb.id))
    return pairs


class AnswerAlliance(_TurnCommand):
    """``invitee`` accepts or refuses ``proposer``'s offer (M10). On acceptance the two are
    allies; their models in close combat with each other break off and are placed 1" apart.

    ``separate``: the pairs of model ids in close combat; by default, the pairs of models of
    the two warbands whose bases touch (:func:`models_in_contact`).
    """

    def __init__(
        self,
        invitee: str,
        proposer: str,
        accept: bool,
        separate: Sequence[tuple[str, str]] | None = None,
    ) -> None:
        super().__init__()
        self.invitee = invitee
        self.proposer = proposer
        self.accept = accept
        self.separate = [tuple(p) for p in separate] if separate is not None else None
        self.text = "Answer alliance"

    def _apply(self, state: GameState) -> Change:
        invitee, proposer = state.player(self.invitee), state.player(self.proposer)
        offer = next((p for p in state.proposals
                      if p.proposer == proposer.id and p.invitee == invitee.id), None)
        if offer is None:
            raise ValueError(f"{proposer.name} has not offered {invitee.name} an alliance")
        state.proposals.remove(offer)
        if not self.accept:
            self.text = f"{invitee.name} refuses the alliance"
            state.log_event("alliance", f"{invitee.name} refuses {proposer.name}'s alliance")
            return Change(turn=True, log=True)
        state.alliances = alliance_rules.form(state.alliances, proposer.id, [invitee.id])
        self.text = f"{invitee.name} allies with {proposer.name}"
        state.log_event("alliance", f"{invitee.name} and {proposer.name} are now allies")
        pairs = (self.separate if self.separate is not None
                 else models_in_contact(state, proposer.id, invitee.id))
        footprints = {m.id: footprint(m.base, m.x_in, m.y_in, m.facing_deg)
                      for m in state.models if m.on_table}
        names = {m.id: f"{state.player(m.player).name}'s {m.label or m.name}" for m in state.models}
        moved, notes = alliance_rules.place_break_off(footprints, pairs, state.table, names=names)
        for mid, (x, y) in moved.items():
            model = state.model(mid)
            model.x_in, model.y_in = x, y
        if moved:
            state.log_event("alliance", f"{len(pairs)} close combat"
                                        f"{'s' if len(pairs) != 1 else ''} between the new "
                                        "allies broken off; the models are placed 1\" apart")
        for note in notes:
            state.log_event("alliance", note)
        return Change(models=frozenset(moved), turn=True, log=True)


class BreakAlliance(_TurnCommand):
    """End the alliance between ``a`` and ``b`` by agreement (M10 lets alliances be brief)."""

    def __init__(self, a: str, b: str) -> None:
        super().__init__()
        self.a, self.b = a, b
        self.text = "Break alliance"

    def _apply(self, state: GameState) -> Change:
        pa, pb = state.player(self.a), state.player(self.b)
        if state.fixed_teams:
            raise ValueError(FIXED_TEAMS)
        state.alliances, broken = alliance_rules.broken_by_attack(state.alliances, pa.id, pb.id)
        if broken is None:
            raise ValueError(f"{pa.name} and {pb.name} are not allies")
        state.log_event("alliance", f"The alliance between {pa.name} and {pb.name} ends")
        return Change(turn=True, log=True)


class Attack(_TurnCommand):
    """Record that model ``by`` charged, shot or cast a harmful spell (``kind``) at model
    ``target``. An attack on an ally breaks that alliance at once (M10)."""

    def __init__(self, by: str, target: str, kind: str = "charge") -> None:
        super().__init__()
        self.by, self.target, self.kind = by, target, kind
        self.text = "Attack"

    def _apply(self, state: GameState) -> Change:
        by, target = state.model(self.by), state.model(self.target)
        if self.kind not in alliance_rules.ATTACK_KINDS:
            raise ValueError(f"unknown attack {self.kind!r}; expected one of "
                             f"{', '.join(alliance_rules.ATTACK_KINDS)}")
        if by.player == target.player:
            raise ValueError(f"{by.name} and {target.name} are in the same warband")
        state.turn.attacks.append(AttackRecord(by.id, target.id, self.kind))
        verb = {"charge": "charges", "shoot": "shoots at", "spell": "casts a spell at"}[self.kind]
        self.text = f"{by.name} {verb} {target.name}"
        state.log_event("attack", f"{by.name} ({state.player(by.player).name}) {verb} "
                                  f"{target.name} ({state.player(target.player).name})")
        if state.fixed_teams:
            return Change(turn=True, log=True)  # team-mates stay a team
        state.alliances, broken = alliance_rules.broken_by_attack(
            state.alliances, by.player, target.player)
        if broken is not None:
            state.log_event("alliance", f"The alliance between {state.player(by.player).name} "
                                        f"and {state.player(target.player).name} is broken by "
                                        "the attack")
        return Change(turn=True, log=True)


# -- Mordheim set-up and order of play (M2, M3, M4, M5) -----------------------------------
class ChooseDefender(_TurnCommand):
    """M2: the defender is the highest warband rating, then the most models, then a D6
    roll-off among the tied (``first``: their first rolls with real dice)."""

    text = "Choose defender"

    def __init__(self, first: Mapping[str, int] | None = None) -> None:
        super().__init__()
        self.first = dict(first) if first is not None else None

    def _apply(self, state: GameState) -> Change:
        players = state.players_in_game
        choice = choose_defender(
            {p.id: p.rating for p in players},
            {p.id: len(state.models_in_warband(p.id)) for p in players},
            state.rng, first=self.first)
        state.defender = choice.player
        name = state.player(choice.player).name
        why = {"rating": "highest warband rating", "models": "tied rating, most models",
               "roll-off": "tied rating and models, won the roll-off"}[choice.reason]
        if choice.roll_off is not None:
            state.last_roll_off = RollOffRecord(
                "defender", [dict(r.rolls) for r in choice.roll_off.rounds],
                list(choice.roll_off.order))
            state.log_event("roll-off", f"Roll-off (defender): "
                                        f"{choice.roll_off.describe(state.names)}")
        state.log_event("setup", f"{name} defends ({why})")
        return Change(turn=True, log=True)


class RollSetUpOrder(_TurnCommand):
    """M3: the defender (if chosen) sets up first; the others roll a D6 each, highest first,
    ties rolled again among the tied. ``first``: first-round rolls made with real dice."""

    text = "Roll set-up order"

    def __init__(self, first: Mapping[str, int] | None = None) -> None:
        super().__init__()
        self.first = dict(first) if first is not None else None

    def _apply(self, state: GameState) -> Change:
        players = [p.id for p in state.players_in_game]
        result = set_up_order(players, state.rng, defender=state.defender, first=self.first)
        state.setup_order = list(result.order)
        if result.roll_off is not None:
            state.last_roll_off = RollOffRecord(
                "set-up order", [dict(r.rolls) for r in result.roll_off.rounds],
                list(result.roll_off.order))
            state.log_event("roll-off", f"Roll-off (set-up order): "
                                        f"{result.roll_off.describe(state.names)}")
        state.log_event("setup", f"Set-up order: {_names(state, state.setup_order)}")
        return Change(turn=True, log=True)


def next_to_set_up(state: GameState) -> str | None:
    """M4: the first player in the set-up order who has not chosen a segment yet (a defender
    who sets up in the middle of the table, not by a segment, is passed over)."""
    centre_defender = (state.defender if state.setup is not None and state.setup.defender_area
                       else None)
    for pid in state.setup_order:
        player = state.player(pid)
        if not player.fled and player.segment is None and pid != centre_defender:
            return pid
    return None


class ChooseSegment(_TurnCommand):
    """M4: in set-up order, a player takes a free table-edge segment (A-F) to set up along."""

    def __init__(self, player_id: str, segment: str) -> None:
        super().__init__()
        self.player_id = player_id
        self.segment = segment.upper()
        self.text = "Choose segment"

    def _apply(self, state: GameState) -> Change:
        player = state.player(self.player_id)
        if self.segment not in SEGMENT_ORDER:
            raise ValueError(f"unknown segment {self.segment!r} (expected A-F)")
        if state.turn.phase != "setup":
            raise ValueError("segments are chosen during set-up only")
        taken = {p.segment: p for p in state.players if p.segment and p.id != player.id}
        if self.segment in taken:
            raise ValueError(f"segment {self.segment} is taken by {taken[self.segment].name}")
        for counter in (state.setup.counters if state.setup is not None else []):
            if counter.before_segments and _counters_pending(state, counter):
                raise ValueError(f"place the {counter.name.lower()}s first: the scenario has "
                                 "them placed before segments are chosen")
        due = next_to_set_up(state)
        if state.setup_order and due is not None and due != player.id:
            raise ValueError(f"{state.player(due).name} chooses a segment first (set-up order)")
        player.segment = self.segment
        self.text = f"{player.name} sets up in segment {self.segment}"
        state.log_event("setup", self.text)
        return Change(turn=True, log=True)


def _order_with_centre_defender(state: GameState, centre: str,
                                first: Mapping[str, int] | None):  # noqa: ANN202
    """M5 when the defender set up in the middle (no segment): everyone rolls; the attackers
    follow clockwise by segment; the defender plays first on winning the roll, else last."""
    from app.rules.turns import OrderOfPlay

    players = [p.id for p in state.players_in_game]
    rolled = dice_rules.roll_off(state.rng, players, "D6", settle="winner", first=first)
    attackers = {p.id: p.segment for p in state.players_in_game if p.id != centre}
    if not attackers:
        return OrderOfPlay([centre], rolled)
    if rolled.winner == centre:
        start = min(attackers, key=lambda pid: SEGMENT_ORDER.index(attackers[pid]))
        order = [centre] + clockwise_order(start, attackers)  # type: ignore[arg-type]
    else:
        order = clockwise_order(rolled.winner, attackers) + [centre]  # type: ignore[arg-type]
    return OrderOfPlay(order, rolled)


def _counters_pending(state: GameState, counter) -> bool:  # noqa: ANN001 - CounterPlan
    """Counters of a set-up plan not yet rolled for, placed or left out."""
    if not counter.counts:
        return True
    placed = sum(1 for o in state.objectives if o.kind == counter.id)
    return placed + sum(counter.dropped.values()) < sum(counter.counts.values())


def whose_turn(state: GameState) -> str | None:
    """Mordheim (M5): the player whose turn it is, or None outside the player turns."""
    if state.turn.phase != "player-turn":
        return None
    return state.turn.current_player


class RollOrderOfPlay(_TurnCommand):
    """M5: every player in the game rolls a D6 (a tie for the top rolls again); the highest
    plays first, then play passes clockwise by set-up segment. Starts turn 1 with the first
    player. Every player still in must have a segment. ``first``: rolls with real dice."""

    text = "Roll order of play"

    def __init__(self, first: Mapping[str, int] | None = None) -> None:
        super().__init__()
        self.first = dict(first) if first is not None else None

    def _apply(self, state: GameState) -> Change:
        players = state.players_in_game
        centre = (state.defender if state.setup is not None and state.setup.defender_area
                  else None)
        missing = [p.name for p in players if p.segment is None and p.id != centre]
        if missing:
            raise ValueError(f"every warband needs a set-up segment first: {', '.join(missing)}")
        if centre is not None and any(p.id == centre for p in players):
            result = _order_with_centre_defender(state, centre, self.first)
            state.log_event("setup", f"{state.player(centre).name} set up in the middle and "
                                     "has no segment: they play first if they win the roll, "
                                     "otherwise after the last attacker clockwise (the "
                                     "scenario does not say; agree otherwise if you wish)")
        else:
            result = order_of_play({p.id: p.segment for p in players},  # type: ignore[misc]
                                   state.rng, first=self.first)
        state.order_of_play = list(result.order)
        state.last_roll_off = RollOffRecord(
            "order of play", [dict(r.rolls) for r in result.roll_off.rounds],
            list(result.roll_off.order))
        state.turn = TurnState(number=1, phase="player-turn", current_player=result.first)
        first = state.player(result.first).name
        clockwise = " \u25b8 ".join(state.player(p).name for p in state.order_of_play)
        state.log_event("turn", f"Order of play (M5): rolled "
                                f"{result.roll_off.describe_rolls(state.names)}; {first} "
                                f"goes first, then clockwise: {clockwise}. Turn 1: {first} plays")
        return Change(turn=True, log=True)


def __getattr__(name: str):  # noqa: ANN202 - commands on models live in their own module
    if name in ("SetModelStatus", "change_status", "EditModel", "RemoveModels"):
        from . import model_commands

        return getattr(model_commands, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
