"""The game's undo history, as data that a save file can hold.

Every command the app applies is recorded as a :class:`Step`: what the command changed,
before and after (a *patch* of the game's moving parts), the event-log lines it wrote and
its name for Edit ▸ Undo. Undo puts the "before" patch back; redo puts the "after" patch
back and writes the same log lines again, so a redone draw shows the same cards and a redone
roll the same dice, exactly as redoing the command itself would.

Because a step holds only data, the whole undo stack can be saved with the game
(:mod:`app.game.saves`, format version 4) and, after reopening the file or recovering an
autosave, Edit ▸ Undo goes on taking back what was done before.

A patch is a dict keyed by the game's moving parts, declared once in
:data:`app.game.moving.PARTS` (object form; :mod:`app.game.saves` writes it as JSON):
``models`` ``{model_id: {field: value}}`` for :data:`MODEL_FIELDS`; ``players``
``{player_id: {field: value}}`` for any :class:`~app.game.state.Player` field;
``draw_pile`` / ``discard_pile`` (lists of :class:`~app.rules.cards.Card`); ``rng_events``
(the generator's event count); ``turn`` ``{field: value}`` for :data:`TURN_FIELDS`; and the
other parts whole (alliances, proposals, objectives, the defender, the orders, the result,
the last draw and rolls, the set-up plan). Only what the command changed is kept, so
patches are small; they are correct because steps are undone and redone in stack order.
"""

from __future__ import annotations

import copy
import dataclasses
import gc
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from app.phrases import Phrase
from app.rules.victory import points_line

from .commands.base import Change
from .limits import LOG_KIND_MAX, LOG_TEXT_MAX, STEP_TEXT_MAX, clean_text
from .moving import BY_KEY, MODEL_FIELDS, PARTS, TURN_FIELDS, parts_in
from .scoring import tally_name, team_of, totals, vp_line
from .state import GameState, LogEntry

if TYPE_CHECKING:
    from .commands.base import Command

HISTORY_MAX = 5000
"""The most undo steps a game keeps (and a game file holds)."""

__all__ = ["HISTORY_MAX", "MODEL_FIELDS", "TURN_FIELDS", "History", "Patch", "Step",
           "apply_patch", "capture", "changes", "collector_paused"]

Patch = dict[str, Any]


@contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cycle collector paused while a long history is read or restored: reading a
    5,000-step game makes some 100,000 dicts and lists and restoring it 5,000 undo commands,
    none of them in a cycle, and meanwhile the collector would walk every object the app
    holds, several times over (issue 21: a third of opening such a game in the window). It
    runs again, as before, afterwards.

    What was made meanwhile and is still there is what was read: it stays as long as the
    game is open. It goes straight to the collector's oldest generation (``gc.freeze`` then
    ``gc.unfreeze``, which moves objects between the generations' lists without looking at
    them) instead of being walked by the youngest generation's collection at the first
    allocation afterwards, and by the middle one's soon after (issue 35: 20 ms of every
    opening of a long evening, before the window could do anything); the collector walks it
    at its next full collection, as anything long-lived. Nothing is moved when something
    else has frozen objects (``unfreeze`` would let those go too)."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            if gc.get_freeze_count() == 0:
                gc.freeze()
                gc.unfreeze()
            gc.enable()


def capture(state: GameState) -> Patch:
    """A full patch of ``state``'s moving parts (:data:`app.game.moving.PARTS`; copies:
    later changes to the game do not reach it). Pair it with :func:`changes` after a
    command to get the step's patches, or put it back with :func:`apply_patch`."""
    assert state.deck is not None
    return {part.key: part.get(state) for part in PARTS}


def changes(before: Patch, state: GameState) -> tuple[Patch, Patch]:
    """``(before, after)`` patches holding only what differs between the full patch
    ``before`` (from :func:`capture`) and ``state`` now: per item (model, player) and of a
    record (the turn), only the changed fields; otherwise whole parts."""
    now = capture(state)
    old_patch: Patch = {}
    new_patch: Patch = {}
    for key, old in before.items():
        new = now[key]
        shape = BY_KEY[key].shape
        if shape == "fields":
            changed = [f for f in old if old[f] != new[f]]
            if changed:
                old_patch[key] = {f: old[f] for f in changed}
                new_patch[key] = {f: new[f] for f in changed}
        elif shape == "items":
            old_items: dict[str, dict[str, Any]] = {}
            new_items: dict[str, dict[str, Any]] = {}
            for item_id, fields in old.items():
                current = new.get(item_id)
                if current is None:  # a model taken away: its whole record comes back
                    old_items[item_id], new_items[item_id] = fields, None
                    continue
                changed = [f for f in fields if fields[f] != current[f]]
                if changed:
                    old_items[item_id] = {f: fields[f] for f in changed}
                    new_items[item_id] = {f: current[f] for f in changed}
            for item_id, fields in new.items():  # added (a roster's models, issue 32), in
                if item_id not in old:           # the order they were added
                    old_items[item_id], new_items[item_id] = None, fields
            if old_items:
                old_patch[key], new_patch[key] = old_items, new_items
        elif old != new:
            old_patch[key], new_patch[key] = old, new
    return old_patch, new_patch


def apply_patch(state: GameState, patch: Patch) -> frozenset[str]:
    """Put ``patch`` into ``state`` (copies, so the patch can be applied again), part by
    part in :data:`~app.game.moving.PARTS` order. Returns the ids of the models it changed.
    ``KeyError`` names a model or player the game lacks."""
    assert state.deck is not None
    for part in parts_in(patch):
        part.put(state, patch[part.key])
    return frozenset(patch.get("models", {}))


@dataclass
class Step:
    """One undoable step of a game, as data (see the module docstring): the only undo there
    is. Commands know nothing of undoing; :meth:`perform` records what one changed.

    ``text``: its name in Edit ▸ Undo. ``before``/``after``: patches. ``log``: ``None`` for a
    step that writes no log and whose undo is silent (moving or turning models); otherwise
    ``(start, end)``, the indices in ``state.log`` of the lines it wrote when last applied:
    undo marks them undone and adds an "Undone: ..." line (as turn commands do), redo writes
    them again at the end of the log. ``everything``: the command said it changed objectives
    or set-up zones (kept as saved in format v4; what undo and redo announce is read from the
    patches, :meth:`_change`).
    """

    before: Patch
    after: Patch
    text: str = ""
    log: tuple[int, int] | None = None
    everything: bool = False
    saved: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)
    """For :mod:`app.game.saves`: the step's checked JSON text, kept so an autosave after
    every command only writes out the new steps afresh."""
    merge_key: tuple | None = field(default=None, repr=False, compare=False)
    """Steps with the same key, done one right after the other, merge into one (a run of
    presses on one points pool, S1: ``("points", player_id, pool)``); see :meth:`merge`.
    Not saved: a step read from a file starts a new run."""

    @classmethod
    def perform(cls, command: "Command", state: GameState) -> tuple["Step", Change]:
        """Apply ``command`` to ``state`` and record it as a step: capture the moving parts,
        apply, diff. Any exception from the command (a ``ValueError`` when the rules refuse
        it, or a fault half-way) propagates with the game put back exactly as it was: the
        capture and the log."""
        before = capture(state)
        log_start = len(state.log)
        try:
            change = command.apply(state)
        except BaseException:
            undone, _ = changes(before, state)  # only what the command got to change
            apply_patch(state, undone)
            del state.log[log_start:]
            raise
        old, new = changes(before, state)
        logged = getattr(command, "undo_logged", False)
        # the file's "everything" flag (format v4) is what the command itself said
        everything = change.zones or bool(change.objectives)
        # issue 20: a step's name and the log lines it wrote are made fit for the file here,
        # at the source, so no command can make a game the app cannot save
        for entry in state.log[log_start:]:
            entry.kind = clean_text(entry.kind, limit=LOG_KIND_MAX)
            entry.text = clean_text(entry.text, limit=LOG_TEXT_MAX)
        step = cls(old, new, clean_text(command.text, limit=STEP_TEXT_MAX),
                   (log_start, len(state.log)) if logged else None, everything,
                   merge_key=getattr(command, "merge_key", None))
        found = step._change(change.models)
        return step, dataclasses.replace(
            change, objectives=change.objectives | found.objectives,
            zones=change.zones or found.zones, terrain=change.terrain | found.terrain)

    @property
    def empty(self) -> bool:
        """True when the step changes nothing (a merged run that came back to where it
        began)."""
        return not self.before and not self.after

    @property
    def dropped(self) -> bool:
        """True when the step is an empty run that leaves the history (a points pool, S1,
        pressed back to where it was). A run of victory-point presses (V1) stays one step
        and one log line even when it nets to nothing: the players scored by hand and the
        log says so."""
        return self.empty and not (self.merge_key and self.merge_key[0] == "vp")

    def merge(self, later: "Step", state: GameState) -> bool:
        """Fold ``later``, the step done right after this one, into this step: ``before``
        keeps this step's values, ``after`` takes the later step's, and their log lines
        become one line giving the net change ("Phil: Threat Points 3 → 6 (+3)"); a pool's
        run that ends where it began changes nothing and leaves no line (:attr:`dropped`);
        a victory-point run (V1) keeps its one line ("Ana: 1 → 1 VP (+0, by hand)"). Returns
        False, changing nothing, unless both steps have the same :attr:`merge_key` and their
        log lines are the newest lines of the log, one right after the other."""
        key = self.merge_key
        if key is None or later.merge_key != key or self.log is None or later.log is None:
            return False
        start, end = self.log
        if end != later.log[0] or later.log[1] != len(state.log) or start >= end:
            return False
        if any(entry.undone for entry in state.log[start:]):
            return False
        before = _merged(later.before, self.before)
        after = _merged(self.after, later.after)
        _drop_unchanged(before, after)
        self.before, self.after = before, after
        del state.log[start + (0 if self.dropped else 1):]
        self.log = (start, start) if self.dropped else (start, start + 1)
        if not self.dropped:
            self.text = _merged_text(key, state, before, after) or later.text
            state.log[start].text = self.text
        self.saved.clear()  # the saved text was of the step before the merge
        return True

    def redo(self, state: GameState) -> Change:
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
            state.log_event("undo", Phrase.translate("Log", "Undone: {step}").format(step=self.text))
        return self._change(models)

    def _change(self, models: frozenset[str]) -> Change:
        """What undoing or redoing the step changes, read from its patches: the models, the
        objectives by id (:func:`changed_objectives`), the set-up zones (a player's table
        edge, S2, or agreed zone, or the defender, M2, whose area it is), the turn panel
        and the log."""
        others = any(key != "models" for key in (*self.before, *self.after))
        turn = self.log is not None or others
        added = {mid for patch in (self.before, self.after)
                 for mid, fields in patch.get("models", {}).items() if fields is None}
        joined = any(fields is None for patch in (self.before, self.after)
                     for fields in patch.get("players", {}).values())
        return Change(models=models - added, turn=turn or bool(added),
                      log=self.log is not None, warbands=bool(added) or joined,
                      objectives=changed_objectives(self.before, self.after),
                      zones=_zones_changed(self.before, self.after),
                      terrain=changed_terrain(self.before, self.after))


def changed_objectives(before: Patch, after: Patch) -> frozenset[str]:
    """The ids of the objectives two patches disagree on: placed, moved, renamed or taken
    away (a set-up counter placed, then undone)."""
    if "objectives" not in before and "objectives" not in after:
        return frozenset()
    old = {o.id: o for o in before.get("objectives", ())}
    new = {o.id: o for o in after.get("objectives", ())}
    return frozenset(oid for oid in old.keys() | new.keys() if old.get(oid) != new.get(oid))


def changed_terrain(before: Patch, after: Patch) -> frozenset[str]:
    """T5: the ids of the terrain pieces two patches disagree on: placed, moved, turned,
    resized, edited, locked or taken away."""
    if "terrain" not in before and "terrain" not in after:
        return frozenset()
    old = {p.id: p for p in before.get("terrain", ())}
    new = {p.id: p for p in after.get("terrain", ())}
    return frozenset(pid for pid in old.keys() | new.keys() if old.get(pid) != new.get(pid))


def _zones_changed(before: Patch, after: Patch) -> bool:
    if "defender" in before or "defender" in after:
        return True
    old, new = before.get("setup"), after.get("setup")
    if old is not None and new is not None and old.defender_zone != new.defender_zone:
        return True  # T5: the defender's area followed its piece
    return any(fields is None or "edge" in fields or "agreed_zone" in fields
               for patch in (before, after)
               for fields in patch.get("players", {}).values())


def _merged(base: Patch, over: Patch) -> Patch:
    """``base`` with ``over`` put on top of it: per model, player and turn field; other
    parts whole. Copies: neither patch is changed."""
    out = copy.deepcopy(base)
    for key, value in over.items():
        shape = BY_KEY[key].shape
        if shape == "items":
            items = out.setdefault(key, {})
            for item_id, fields in value.items():
                items.setdefault(item_id, {}).update(copy.deepcopy(fields))
        elif shape == "fields":
            out.setdefault(key, {}).update(copy.deepcopy(value))
        else:
            out[key] = copy.deepcopy(value)
    return out


def _drop_unchanged(before: Patch, after: Patch) -> None:
    """Take out of both patches what is the same before and after (in place)."""
    for key in list(before):
        old, new = before[key], after.get(key)
        shape = BY_KEY[key].shape
        if shape == "items":
            for item_id in list(old):
                for name in list(old[item_id]):
                    if old[item_id][name] == new[item_id][name]:
                        del old[item_id][name], new[item_id][name]
                if not old[item_id]:
                    del old[item_id], new[item_id]
            if not old:
                del before[key], after[key]
        elif shape == "fields":
            for name in list(old):
                if old[name] == new[name]:
                    del old[name], new[name]
            if not old:
                del before[key], after[key]
        elif old == new:
            del before[key], after[key]


def _merged_text(key: tuple, state: GameState, before: Patch, after: Patch) -> str:
    """The merged step's name and log line, from its merge key ("" if unknown)."""
    if key[0] == "points":
        _, player_id, pool = key
        name = f"{pool}_points"
        return points_line(state.player(player_id).name, pool,
                           before["players"][player_id][name], after["players"][player_id][name])
    if key[0] == "vp":  # V1: a run of by-hand presses on one player's victory points
        player_id = key[1]
        delta = (after.get("victory_points", {}).get(player_id, 0)
                 - before.get("victory_points", {}).get(player_id, 0))
        tally = team_of(state).get(player_id, player_id)
        new = totals(state).get(tally, 0)
        return vp_line(tally_name(state, tally), new - delta, new, "by hand")
    return ""


@dataclass
class History:
    """A saved undo stack: ``steps`` oldest first; the first ``index`` are done (Edit ▸
    Undo takes back ``steps[index - 1]``), the rest were undone and can be redone."""

    steps: list[Step] = field(default_factory=list)
    index: int = 0

    def __post_init__(self) -> None:
        if not 0 <= self.index <= len(self.steps):
            raise ValueError(f"index {self.index} is outside 0..{len(self.steps)}")
