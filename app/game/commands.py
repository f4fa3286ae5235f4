"""Every change to a :class:`~app.game.state.GameState` is a command with apply and undo.

The UI wraps each command in a ``QUndoCommand``; tests and headless tools call
:meth:`Command.apply` / :meth:`Command.undo` directly. ``apply`` and ``undo`` return a
:class:`Change` saying what the views must redraw.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from app.rules.turns import next_activation

from .state import GameState, TurnState


@dataclass(frozen=True)
class Change:
    """What a command changed: ``models`` by id; ``turn`` the cards/turn/panel; ``log``."""

    models: frozenset[str] = frozenset()
    turn: bool = False
    log: bool = False
    everything: bool = False


class Command:
    """Base class: ``text`` names the command in Edit ▸ Undo."""

    text: str = ""

    def apply(self, state: GameState) -> Change:  # pragma: no cover - abstract
        raise NotImplementedError

    def undo(self, state: GameState) -> Change:  # pragma: no cover - abstract
        raise NotImplementedError


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
        self.text = f"Move {model.name}"
        self._from = (model.x_in, model.y_in)
        model.x_in, model.y_in = self.x_in, self.y_in
        return Change(models=frozenset({self.model_id}))

    def undo(self, state: GameState) -> Change:
        model = state.model(self.model_id)
        assert self._from is not None
        model.x_in, model.y_in = self._from
        return Change(models=frozenset({self.model_id}))


class _TurnCommand(Command):
    """A command on the deck and the turn, undone by restoring a snapshot of both.

    A revealed card stays revealed for the players, but undoing puts the deck, the generator
    and the turn back exactly, so the game replays the same.
    """

    def __init__(self) -> None:
        self._snapshot: tuple | None = None

    def _save(self, state: GameState) -> None:
        assert state.deck is not None
        self._snapshot = (
            list(state.deck.draw_pile),
            list(state.deck.discard_pile),
            state.rng.events,
            copy.deepcopy(state.turn),
            len(state.log),
        )

    def undo(self, state: GameState) -> Change:
        assert self._snapshot is not None and state.deck is not None
        draw, discard, events, turn, log_len = self._snapshot
        state.deck.draw_pile[:] = draw
        state.deck.discard_pile[:] = discard
        state.rng.events = events
        state.turn = copy.deepcopy(turn)
        del state.log[log_len:]
        state.log_event("undo", f"Undone: {self.text}")
        return Change(turn=True, log=True)


class StartTurn(_TurnCommand):
    """End the current turn (discard the Initiative cards) and deal the next turn's
    Initiative cards, one per player still in the game (C5); the Activation phase begins."""

    text = "New turn"

    def apply(self, state: GameState) -> Change:
        assert state.deck is not None
        self._save(state)
        held = list(state.turn.initiative.values())
        if held:
            state.deck.discard(held)
        number = state.turn.number + 1
        state.turn = TurnState(number=number, phase="activation")
        for player in state.players_in_game:
            card = state.deck.draw()
            state.turn.initiative[player.id] = card
        dealt = ", ".join(
            f"{state.player(pid).name} {card}" for pid, card in state.turn.initiative.items()
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
    when every model has activated."""
    if state.turn.phase != "activation" or not state.turn.initiative:
        return None
    in_game = {p.id for p in state.players_in_game}
    cards = {pid: c for pid, c in state.turn.initiative.items() if pid in in_game}
    last = state.turn.activations[-1] if state.turn.activations else None
    return next_activation(cards, models_left_to_activate(state), last)


class NextActivation(_TurnCommand):
    """The player whose turn it is activates one model (the given one, or their next model
    not yet activated); the round-robin passes on (C7). When every model has activated, the
    phase ends."""

    text = "Activation"

    def __init__(self, model_id: str | None = None) -> None:
        super().__init__()
        self.model_id = model_id

    def apply(self, state: GameState) -> Change:
        self._save(state)
        pid = whose_activation(state)
        if pid is None:
            raise ValueError("no activation is due: the Activation phase is over")
        done = set(state.turn.activated)
        if self.model_id is None:
            model = next(m for m in state.models_on_table(pid) if m.id not in done)
        else:
            model = state.model(self.model_id)
            if model.player != pid:
                raise ValueError(
                    f"it is {state.player(pid).name}'s activation, not "
                    f"{state.player(model.player).name}'s"
                )
            if model.id in done or not model.on_table:
                raise ValueError(f"{model.name} cannot activate again this turn")
        state.turn.activated.append(model.id)
        state.turn.activations.append(pid)
        self.text = f"Activate {model.name}"
        state.log_event("activation", f"{state.player(pid).name} activates {model.name}")
        if whose_activation(state) is None:
            state.turn.phase = "end"
            state.log_event("phase", f"Turn {state.turn.number}: every model has activated")
        return Change(models=frozenset({model.id}), turn=True, log=True)
