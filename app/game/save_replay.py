"""Checking that a saved undo history leads back to the game (issue 35: a long evening opens
in about 3x ``json.loads``).

Each step of a file may be valid on its own and still not fit the others. On a copy of the
game, :func:`check_history_states` undoes the done steps back to the start, redoes every step
to the end and undoes the redone ones back to the saved position, checking each game reached
as a loaded file is checked (ids, references, the 52 cards); the game at the saved position
must be the game as saved, both times.

What makes it quick, with the same verdict and the same sentence for every file:

- the copy takes the patches' values as they are (nothing else holds the copy, and nothing
  changes a value in place on it), so a step costs no deep copy; the event log is not copied
  (no check reads it);
- a game reached is checked only for what the step changed (``changed`` of
  :func:`~app.game.save_schema.check_references` and
  :func:`~app.game.save_schema.check_turn_references`; :func:`check_deck` when the piles or
  the Initiative cards changed, :data:`DECK_READ`, and they are not plainly the 52 cards):
  the game before it passed every check, so a check of what the step left alone passes
  again. The step is refused only where a check of every part would refuse it;
- a pass that goes back over steps already walked the other way (the redo after the undo,
  the undo after the redo) is not made when each of those steps is *consistent*: its two
  sides change the same parts, items and fields, and the side it leaves was found on the
  copy as that side says. Making it would pass through the very games already checked, back
  to the game as saved. A step that is not consistent, or a model's unit changed (a
  models-only step is put unchecked, so it may lead to a game no check saw), has the way
  back made and checked as before.
"""

from __future__ import annotations

import copy
import os
from typing import Any

from app.rules.cards import full_deck

from .gamefile import GameFileError, game_to_dict
from .history import Patch, Step
from .moving import BY_KEY, parts_in
from .save_schema import check_deck, check_references, check_turn_references
from .state import GameState

__all__ = ["DECK_READ", "check_history_states"]

DECK_READ = frozenset({"draw_pile", "discard_pile", "turn.initiative"})
"""What :func:`~app.game.save_schema.check_deck` reads."""

_NO_REFERENCES = frozenset(p.key for p in BY_KEY.values() if p.field in ("models", "deck", "rng"))
"""Parts that name no player: a patch of only these had no reference check (and has none)."""

_WHOLE = frozenset(p.key for p in BY_KEY.values()
                   if p.shape == "whole" and p.field not in ("deck", "rng"))
"""Parts put on the game whole (the copy takes the patch's value itself)."""

_UNIT = frozenset({"models.unit"})
_ACTIVATION = frozenset({"activated", "activations"})
"""The turn's fields an activation changes: lists of model and player ids only."""
_DECK = tuple(full_deck())
_DECK_IDS = frozenset(map(id, _DECK))  # the deck's own 52 card objects (kept alive here)


def _whole_deck(sim: GameState) -> bool:
    """True when the piles and the Initiative cards surely are the 52 cards once each (each
    the deck's own card object, as the file's cards are read): then :func:`check_deck` has nothing to say.
    False means only "ask it"."""
    deck = sim.deck
    if deck is None:
        return False
    cards = [*sim.turn.initiative.values(), *deck.discard_pile, *deck.draw_pile]
    return len(cards) == 52 and set(map(id, cards)) == _DECK_IDS


def _read_by(patch: Patch) -> frozenset[str]:
    """The parts (``turn.<field>`` for the turn's fields) a patch changes."""
    keys = set(patch)
    turn = patch.get("turn")
    if turn is not None:
        keys.discard("turn")
        keys.update(f"turn.{name}" for name in turn)
    return frozenset(keys)


_READ_BY: dict[tuple[str, ...], frozenset[str]] = {}


def _parts_changed(patch: Patch) -> frozenset[str]:
    """:func:`_read_by`, remembered for the few shapes a history's patches have."""
    turn = patch.get("turn")
    shape = (*patch, *(turn or ()))
    found = _READ_BY.get(shape)
    if found is None:
        found = _read_by(patch)
        if len(_READ_BY) < 4096:
            _READ_BY[shape] = found
    return found


def _same_shape(a: Patch, b: Patch) -> bool:
    """Both sides of a step change the same parts, items and fields."""
    if a.keys() != b.keys():
        return False
    for key, value in a.items():
        shape = BY_KEY[key].shape
        other = b[key]
        if shape == "fields":
            if value.keys() != other.keys():
                return False
        elif shape == "items":  # a model added or taken away (None) is no same shape
            if value.keys() != other.keys() or any(
                    fields is None or other[item] is None or fields.keys() != other[item].keys()
                    for item, fields in value.items()):
                return False
    return True


class _Copy:
    """The game's copy the steps are put on, and how it is looked at."""

    def __init__(self, state: GameState, path: str | os.PathLike[str]) -> None:
        self.path = path
        # the log is left out: no check reads it, and a long evening's is thousands of lines
        self.sim = copy.deepcopy(state, {id(state.log): []})
        self.models = {m.id: m for m in self.sim.models}
        self.players = {p.id: p for p in self.sim.players}
        self.units_changed = False
        """A model's unit changed since the turn's references were last checked."""
        self.units_seen = False
        """A model's unit changed on the way (the way back is then checked: a models-only
        step is put unchecked, so it may lead to a game no check saw)."""

    def step(self, i: int, side: str, patch: Patch, other: Patch) -> bool:
        """:meth:`put` side ``side`` (``patch``) of step ``i``; True when the step is
        consistent: its other side ``other`` changes the same parts, items and fields, and
        the copy held exactly what ``other`` puts."""
        moved = patch.get("models")
        if moved is None or len(patch) != 1:
            turn = patch.get("turn")
            if turn is not None and len(patch) == 1:  # an activation, most of the rest
                back = other.get("turn")
                now = vars(self.sim.turn)
                same = back is not None and len(other) == 1 and back.keys() == turn.keys() \
                    and all(now[name] == value for name, value in back.items())
            else:
                same = _same_shape(other, patch) and self.holds(other)
            self.put(i, side, patch)
            return same
        # most steps: models moved, nothing to cross-check; compared and put in one go
        back = other.get("models")
        same = back is not None and len(other) == 1 and back.keys() == moved.keys()
        models = self.models
        for mid, fields in moved.items():
            if fields is None or "player" in fields or mid not in models:
                self.put(i, side, patch)  # a model added, taken away or handed over
                return False
            model = vars(models[mid])
            if same:
                was = back[mid]
                if was.keys() != fields.keys():
                    same = False
                else:
                    for name, value in was.items():
                        if model[name] != value:
                            same = False
                            break
            model.update(fields)
            if "unit" in fields:
                self.units_changed = self.units_seen = True
        return same

    def holds(self, patch: Patch) -> bool:
        """The copy holds exactly what ``patch`` puts."""
        sim = self.sim
        for part in parts_in(patch):
            key, value = part.key, patch[part.key]
            if key == "models" or key == "players":
                items = self.models if key == "models" else self.players
                for item_id, fields in value.items():
                    if fields is None or item_id not in items:
                        return False
                    item = vars(items[item_id])
                    if any(item[name] != v for name, v in fields.items()):
                        return False
            elif key == "turn":
                turn = vars(sim.turn)
                if any(turn[name] != v for name, v in value.items()):
                    return False
            elif key in _WHOLE:
                if getattr(sim, part.field) != value:
                    return False
            elif key == "rng_events":
                if sim.rng.events != value:
                    return False
            elif getattr(sim.deck, key) != value:
                return False
        return True

    def put(self, i: int, side: str, patch: Patch) -> None:
        """Put one side of step ``i`` on the copy and check the game it leaves for what it
        changed (the checks a loaded file has, :func:`check_references`,
        :func:`check_turn_references`, :func:`check_deck`)."""
        moved = patch.get("models")
        models = self.models
        whole = moved is not None and any(  # a model added, taken away or handed over
            fields is None or "player" in fields or mid not in models
            for mid, fields in moved.items())
        if moved is not None and len(patch) == 1 and not whole:  # most steps: models
            for mid, fields in moved.items():                    # moved, nothing to
                vars(models[mid]).update(fields)                 # cross-check
                if "unit" in fields:
                    self.units_changed = self.units_seen = True
            return
        sim = self.sim
        turn = patch.get("turn")
        if turn is not None and len(patch) == 1 and turn.keys() <= _ACTIVATION \
                and not self.units_changed:
            # the next most: an activation's lists, checked against the ids the copy keeps
            # (check_turn_references of these two, without making the sets each step)
            vars(sim.turn).update(turn)
            if all(map(models.__contains__, sim.turn.activated)) \
                    and all(map(self.players.__contains__, sim.turn.activations)):
                return
        for part in parts_in(patch):
            key, value = part.key, patch[part.key]
            if key == "models" and whole:
                part.put(sim, value)  # as the game puts it: models added or taken away
                self.models = {m.id: m for m in sim.models}
                self.units_seen = True  # the way back is made and checked
            elif key == "models":
                for mid, fields in value.items():
                    vars(models[mid]).update(fields)
                    if "unit" in fields:
                        self.units_changed = self.units_seen = True
            elif key == "players":
                if any(f is None or pid not in self.players for pid, f in value.items()):
                    part.put(sim, value)  # a player added or taken away (issue 32)
                    self.players = {p.id: p for p in sim.players}
                    whole = True  # every reference checked, as a loaded file
                else:
                    for pid, fields in value.items():
                        vars(self.players[pid]).update(fields)
            elif key == "turn":
                vars(sim.turn).update(value)
            elif key in _WHOLE:
                setattr(sim, part.field, value)
            else:  # the piles (into the deck's own lists) and the generator's count
                part.put(sim, value)
        keys = _parts_changed(patch)
        try:
            if whole:  # as a loaded file is, every part
                check_references(sim, self.path)
                check_turn_references(sim, self.path)
                self.units_changed = False
            elif not patch.keys() <= _NO_REFERENCES:  # as a loaded file, for what changed
                check_references(sim, self.path, keys)
                check_turn_references(sim, self.path,
                                      keys | _UNIT if self.units_changed else keys)
                self.units_changed = False
            if not keys.isdisjoint(DECK_READ) and not _whole_deck(sim):
                check_deck(sim, self.path)
        except GameFileError as exc:
            raise GameFileError(self.path, f"history.steps[{i}].{side}", "it would leave a "
                                f"game that is not valid ({exc.field}: {exc.message})") from None


def check_history_states(steps: list[Step], index: int, state: GameState,
                         path: str | os.PathLike[str]) -> None:
    """Check that ``steps`` (``index`` of them done) fit each other and the game ``state``
    (see the module docstring); the done steps' log lines must follow each other. Raises
    :class:`GameFileError` naming the step."""
    last_end = 0
    for i, step in enumerate(steps[:index]):
        if step.log is not None:
            if step.log[0] < last_end:
                raise GameFileError(path, f"history.steps[{i}].log", "its log lines come "
                                    "before those of the step done earlier")
            last_end = step.log[1]
    game = _Copy(state, path)
    saved = _position(state)

    def back_at_index(where: str, how: str) -> None:
        now = _position(game.sim)
        if now != saved:
            fields = ", ".join(k for k in saved if now.get(k) != saved[k])
            raise GameFileError(path, where, f"{how} does not lead back to the game as saved "
                                             f"({fields} differ)")

    # undo the done steps, noting whether each is consistent: then redoing them would pass
    # through the games just checked, back to the game as saved, and is not done
    consistent = True
    for i in range(index - 1, -1, -1):
        step = steps[i]
        if consistent:
            consistent = game.step(i, "before", step.before, step.after)
        else:
            game.put(i, "before", step.before)
    if not consistent or game.units_seen:
        for i in range(index):
            game.put(i, "after", steps[i].after)
        if index:
            back_at_index(f"history.steps[0:{index}]", "redoing the steps done")
    elif index < len(steps):
        game = _Copy(state, path)  # the game as saved, which the redo would have reached
    # redo the steps that were undone, then undo them back to where the game was saved
    consistent = True
    for i in range(index, len(steps)):
        step = steps[i]
        if consistent:
            consistent = game.step(i, "after", step.after, step.before)
        else:
            game.put(i, "after", step.after)
    if not consistent or game.units_seen:
        for i in range(len(steps) - 1, index - 1, -1):
            game.put(i, "before", steps[i].before)
        if index < len(steps):
            back_at_index(f"history.steps[{index}:]", "undoing the steps that can be redone")


def _position(state: GameState) -> dict[str, Any]:
    doc = game_to_dict(state, log=False)
    del doc["log"]
    return doc
