"""The game's undo history, as data that a save file can hold.

Every command the app applies is recorded as a :class:`Step`: what the command changed,
before and after (a *patch* of the game's moving parts), the event-log lines it wrote and
its name for Edit ▸ Undo. Undo puts the "before" patch back; redo puts the "after" patch
back and writes the same log lines again, so a redone draw shows the same cards and a redone
roll the same dice, exactly as redoing the command itself would.

Because a step holds only data, the whole undo stack can be saved with the game
(:mod:`app.game.saves`, format version 4) and, after reopening the file or recovering an
autosave, Edit ▸ Undo goes on taking back what was done before.

A patch is a dict with any of these keys (object form; :mod:`app.game.saves` writes it as
JSON): ``models`` ``{model_id: {field: value}}`` for :data:`MODEL_FIELDS`; ``players``
``{player_id: {field: value}}`` for any :class:`~app.game.state.Player` field;
``draw_pile`` / ``discard_pile`` (lists of :class:`~app.rules.cards.Card`); ``rng_events``
(the generator's event count); ``turn`` ``{field: value}`` for :data:`TURN_FIELDS`; and
every name in :data:`STATE_FIELDS` with the value of that
:class:`~app.game.state.GameState` attribute. Only what the command changed is kept, so
patches are small; they are correct because steps are undone and redone in stack order.
"""

from __future__ import annotations

import copy
import dataclasses
from dataclasses import dataclass, field
from typing import Any

from .commands import Change, Command
from .state import GameState, LogEntry, TurnState

HISTORY_MAX = 5000
"""The most undo steps a game keeps (and a game file holds)."""

MODEL_FIELDS = ("x_in", "y_in", "facing_deg", "status")
"""The fields of a model that commands change (position, facing, status)."""

TURN_FIELDS = tuple(f.name for f in dataclasses.fields(TurnState))
"""The fields of the turn (:class:`~app.game.state.TurnState`); a patch keeps the changed
ones only."""

STATE_FIELDS = (
    "alliances", "proposals", "objectives", "defender", "setup_order",
    "order_of_play", "winner", "result", "last_draw", "last_roll", "last_roll_off", "setup",
)
"""The :class:`GameState` attributes a command may change, besides models, players, the deck
piles and the generator's event count."""

Patch = dict[str, Any]


def capture(state: GameState) -> Patch:
    """A full patch of ``state``'s moving parts (deep copies: later changes to the game do
    not reach it). Pair it with :func:`changes` after a command to get the step's patches."""
    assert state.deck is not None
    return {
        "models": {m.id: {f: getattr(m, f) for f in MODEL_FIELDS} for m in state.models},
        "players": {p.id: copy.deepcopy(vars(p)) for p in state.players},
        "draw_pile": list(state.deck.draw_pile),
        "discard_pile": list(state.deck.discard_pile),
        "rng_events": state.rng.events,
        "turn": {f: copy.deepcopy(getattr(state.turn, f)) for f in TURN_FIELDS},
        **{name: copy.deepcopy(getattr(state, name)) for name in STATE_FIELDS},
    }


def changes(before: Patch, state: GameState) -> tuple[Patch, Patch]:
    """``(before, after)`` patches holding only what differs between the full patch
    ``before`` (from :func:`capture`) and ``state`` now: per model and per player, and of
    the turn, only the changed fields; otherwise whole parts."""
    now = capture(state)
    old_patch: Patch = {}
    new_patch: Patch = {}
    for key, old in before.items():
        new = now[key]
        if key == "turn":
            changed = [f for f in old if old[f] != new[f]]
            if changed:
                old_patch[key] = {f: old[f] for f in changed}
                new_patch[key] = {f: new[f] for f in changed}
        elif key in ("models", "players"):
            old_items: dict[str, dict[str, Any]] = {}
            new_items: dict[str, dict[str, Any]] = {}
            for item_id, fields in old.items():
                current = new.get(item_id)
                if current is None:  # pragma: no cover - commands never remove models
                    continue
                changed = [f for f in fields if fields[f] != current[f]]
                if changed:
                    old_items[item_id] = {f: fields[f] for f in changed}
                    new_items[item_id] = {f: current[f] for f in changed}
            if old_items:
                old_patch[key], new_patch[key] = old_items, new_items
        elif old != new:
            old_patch[key], new_patch[key] = old, new
    return old_patch, new_patch


def apply_patch(state: GameState, patch: Patch) -> frozenset[str]:
    """Put ``patch`` into ``state`` (copies, so the patch can be applied again). Returns the
    ids of the models it changed. ``KeyError`` names a model or player the game lacks."""
    assert state.deck is not None
    models = patch.get("models", {})
    for model_id, fields in models.items():
        model = state.model(model_id)
        for name, value in fields.items():
            setattr(model, name, value)
    for player_id, fields in patch.get("players", {}).items():
        # in place: views may hold the Player objects
        vars(state.player(player_id)).update(copy.deepcopy(fields))
    if "draw_pile" in patch:
        state.deck.draw_pile[:] = patch["draw_pile"]
    if "discard_pile" in patch:
        state.deck.discard_pile[:] = patch["discard_pile"]
    if "rng_events" in patch:
        state.rng.events = patch["rng_events"]
    for name, value in patch.get("turn", {}).items():
        setattr(state.turn, name, copy.deepcopy(value))
    for name in STATE_FIELDS:
        if name in patch:
            setattr(state, name, copy.deepcopy(patch[name]))
    return frozenset(models)


@dataclass
class Step(Command):
    """One undoable step of a game, as data (see the module docstring).

    ``text``: its name in Edit ▸ Undo. ``before``/``after``: patches. ``log``: ``None`` for a
    step that writes no log and whose undo is silent (moving or turning models); otherwise
    ``(start, end)``, the indices in ``state.log`` of the lines it wrote when last applied:
    undo marks them undone and adds an "Undone: ..." line (as turn commands do), redo writes
    them again at the end of the log. ``everything``: the board must be rebuilt (zones or
    objectives changed).
    """

    before: Patch
    after: Patch
    text: str = ""
    log: tuple[int, int] | None = None
    everything: bool = False
    saved: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)
    """For :mod:`app.game.saves`: the step's checked JSON text, kept so an autosave after
    every command only writes out the new steps afresh."""

    @classmethod
    def perform(cls, command: Command, state: GameState) -> tuple["Step", Change]:
        """Apply ``command`` to ``state`` and record it as a step. A ``ValueError`` from the
        command (refused by the rules) propagates with the state unchanged."""
        before = capture(state)
        log_start = len(state.log)
        change = command.apply(state)
        old, new = changes(before, state)
        logged = getattr(command, "undo_logged", False)
        step = cls(old, new, command.text,
                   (log_start, len(state.log)) if logged else None, change.everything)
        return step, change

    def apply(self, state: GameState) -> Change:
        """Redo: the "after" patch, and the step's log lines written again."""
        if self.log is not None:
            start, end = self.log
            lines = [LogEntry(e.turn, e.kind, e.text) for e in state.log[start:end]]
            first = len(state.log)
            state.log.extend(lines)
            self.log = (first, len(state.log))
        return self._change(apply_patch(state, self.after))

    def undo(self, state: GameState) -> Change:
        """Undo: the "before" patch; a logged step marks its lines undone and says so."""
        models = apply_patch(state, self.before)
        if self.log is not None:
            start, end = self.log
            for entry in state.log[start:end]:
                entry.undone = True
            state.log_event("undo", f"Undone: {self.text}")
        return self._change(models)

    def _change(self, models: frozenset[str]) -> Change:
        others = any(key != "models" for key in (*self.before, *self.after))
        turn = self.log is not None or others
        # new or removed objectives (set-up counters) need the board rebuilt, whatever the
        # step says
        everything = self.everything or "objectives" in self.before or "objectives" in self.after
        return Change(models=models, turn=turn, log=self.log is not None, everything=everything)


@dataclass
class History:
    """A saved undo stack: ``steps`` oldest first; the first ``index`` are done (Edit ▸
    Undo takes back ``steps[index - 1]``), the rest were undone and can be redone."""

    steps: list[Step] = field(default_factory=list)
    index: int = 0

    def __post_init__(self) -> None:
        if not 0 <= self.index <= len(self.steps):
            raise ValueError(f"index {self.index} is outside 0..{len(self.steps)}")
