"""Commands on one model or a few: its status (per game system), taking models off the
table (the board's Delete) and the model editor's changes. Each is one undoable step.

- :class:`SetModelStatus`: the right-click menu's statuses; the game system decides which
  exist (:func:`app.rules.statuses.statuses_for`: Mordheim's stunned, knocked down, hidden
  and fleeing, M10; out of action everywhere).
- :class:`RemoveModels`: Delete. While a game is set up the models go back to the set-up
  tray; in play they are taken out of action (off the table, like a casualty: All-Out War
  counts a unit left with no model as destroyed, S7; a Mordheim warband left with none is
  wiped out, M9).
- :class:`EditModel`: the model editor's OK: name, short label, unit, base, facing and
  status changed together.

Pure Python: no Qt. These also import as ``app.game.commands.SetModelStatus`` and so on.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from app.rules.bases import Base
from app.rules.statuses import check_status, status_word

from .commands import (
    Change,
    _end_phase_if_done,
    _leave_game,
    _record_verdict,
    _TurnCommand,
    victory_verdict,
)
from .labels import label_problem
from .limits import NAME_MAX, UNIT_MAX
from .state import GameState, Model, setting_up, unit_key

BASE_MAX_MM = 2000.0
"""The largest base a game file holds (``app.game.saves``), in millimetres."""


def change_status(state: GameState, model: Model, status: str) -> None:
    """Give ``model`` its new ``status`` and log it; a Mordheim warband with no model left on
    the table is wiped out (M9); the phase ends when nobody has a model left to activate; the
    victory check runs (C9, M9, S6)."""
    model.status = status
    owner = state.player(model.player)
    state.log_event("status", f"{model.name} ({owner.name}) is now {status.replace('_', ' ')}")
    if (state.system == "mordheim" and not owner.fled and state.turn.phase != "setup"
            and not state.models_on_table(owner.id)):
        _leave_game(state, owner.id, "wiped-out")  # M9
    _end_phase_if_done(state)
    _record_verdict(state, victory_verdict(state))


class SetModelStatus(_TurnCommand):
    """Set one model's status, one of those its game system has
    (:func:`~app.rules.statuses.statuses_for`: Mordheim's stunned, knocked down, hidden,
    fleeing; out of action in every system, M9, M10); ``ValueError`` for another.

    ``fled`` is set only through :class:`~app.game.commands.Flee`. With Annihilation (S6)
    the game may end here.
    """

    def __init__(self, model_id: str, status: str) -> None:
        super().__init__()
        self.model_id = model_id
        self.status = status
        self.text = "Change status"

    def _apply(self, state: GameState) -> Change:
        model = state.model(self.model_id)
        check_status(state.system, self.status)
        self.text = f"{model.name}: {self.status.replace('_', ' ')}"
        change_status(state, model, self.status)
        return Change(models=frozenset({model.id}), turn=True, log=True)


def _names(models: list[Model]) -> str:
    if len(models) == 1:
        return models[0].name
    return f"{len(models)} models"


class RemoveModels(_TurnCommand):
    """Delete on the board: the models ``model_ids`` leave the table. While the game is set
    up from its scenario's plan they go back to the set-up tray (status ``unplaced``);
    otherwise they are taken out of action, each logged, with the checks a status change
    makes (M9, S6, S7: see :func:`change_status`). ``ValueError`` naming a model that is not
    on the table (nothing changes)."""

    def __init__(self, model_ids: Iterable[str]) -> None:
        super().__init__()
        self.model_ids = list(dict.fromkeys(model_ids))
        self.text = "Remove models"

    def _apply(self, state: GameState) -> Change:
        if not self.model_ids:
            raise ValueError("select a model on the board first")
        models = [state.model(mid) for mid in self.model_ids]
        for m in models:
            if not m.on_table:
                raise ValueError(f"{m.name} is not on the table "
                                 f"({status_word(m.status).lower()})")
        ids = frozenset(m.id for m in models)
        if setting_up(state):
            for m in models:
                m.status = "unplaced"
            self.text = f"{_names(models)} back to the tray"
            return Change(models=ids, turn=True)
        for m in models:
            change_status(state, m, "out_of_action")
        self.text = f"Take {_names(models)} off the table"
        return Change(models=ids, turn=True, log=True)


def _follow_unit(state: GameState, old: str, new: str) -> None:
    """A model moved from unit ``old`` to ``new``: if ``old`` is left with no model, the
    units on the table when the turn began (S7) name ``new`` in its place (the unit was
    renamed, or its last model joined another)."""
    if old == new or any(unit_key(m) == old for m in state.models):
        return
    keys = state.turn.units_at_start
    if old in keys:
        keys[keys.index(old)] = new
        state.turn.units_at_start = list(dict.fromkeys(keys))


_IDENTITY = ("name", "label", "unit", "base", "facing_deg")
"""The model's fields the editor changes besides its status (position stays)."""


class EditModel(_TurnCommand):
    """The model editor's OK: model ``model_id``'s ``name``, short ``label`` (at most 5
    characters, unique in its warband; ``""``: made from the name), ``unit`` (``""``: a unit
    of one), ``base``, ``facing_deg`` (degrees anticlockwise as drawn, kept in [0, 360)) and
    ``status`` (one its game system has, see :class:`SetModelStatus`) change together, as one
    undoable step; ``None`` leaves a field as it is. Everything is checked before anything
    changes: ``ValueError`` with a sentence for the players otherwise, and when nothing would
    change. The log says what changed."""

    def __init__(self, model_id: str, *, name: str | None = None, label: str | None = None,
                 unit: str | None = None, base: Base | None = None,
                 facing_deg: float | None = None, status: str | None = None) -> None:
        super().__init__()
        self.model_id = model_id
        self.fields = {"name": name, "label": label, "unit": unit, "base": base,
                       "facing_deg": facing_deg}
        self.status = status
        self.text = "Edit model"
        self._before: dict[str, object] = {}

    def _checked(self, state: GameState, model: Model) -> dict[str, object]:
        """The fields that change, checked; ``ValueError`` for any that cannot."""
        out: dict[str, object] = {}
        name, label, unit, base, facing = (self.fields[f] for f in _IDENTITY)
        if name is not None:
            name = name.strip()
            if not name:
                raise ValueError("a model needs a name")
            if len(name) > NAME_MAX or not name.isprintable():
                raise ValueError(f"a model's name is at most {NAME_MAX} plain characters")
            out["name"] = name
        if label is not None:
            label = label.strip()
            problem = label_problem(state, model.id, label)
            if problem:
                raise ValueError(problem)
            out["label"] = label
        if unit is not None:
            unit = unit.strip()
            if len(unit) > UNIT_MAX or not unit.isprintable():
                raise ValueError(f"a unit's name is at most {UNIT_MAX} plain characters")
            out["unit"] = unit
        if base is not None:
            if not isinstance(base, Base):
                raise ValueError("a base is round, oval or rectangular with its size in mm")
            sizes = [v for v in (base.diameter_mm, base.length_mm, base.width_mm,
                                 base.depth_mm) if v is not None]
            if any(v > BASE_MAX_MM for v in sizes):
                raise ValueError(f"a base is at most {BASE_MAX_MM:g} mm across")
            out["base"] = base
        if facing is not None:
            facing = float(facing)
            if not math.isfinite(facing):
                raise ValueError("a facing is a number of degrees")
            out["facing_deg"] = facing % 360.0
        return {f: v for f, v in out.items() if getattr(model, f) != v}

    def _apply(self, state: GameState) -> Change:
        model = state.model(self.model_id)
        changed = self._checked(state, model)
        status = self.status if self.status not in (None, model.status) else None
        if status is not None:
            if not model.on_table:
                raise ValueError(f"{model.name} is not on the table: its status stays "
                                 f"{status_word(model.status).lower()}")
            check_status(state.system, status)
        if not changed and status is None:
            raise ValueError(f"nothing about {model.name} has changed")
        owner = state.player(model.player)
        old_name = model.name
        self._before = {f: getattr(model, f) for f in changed}
        words = {"name": "name", "label": "short label", "unit": "unit", "base": "base",
                 "facing_deg": "facing"}
        parts = []
        old_key = unit_key(model)
        for f, value in changed.items():
            setattr(model, f, value)
        _follow_unit(state, old_key, unit_key(model))
        for f, value in changed.items():
            if f == "base":
                shown = value.size_label  # type: ignore[union-attr]
            elif f == "facing_deg":
                shown = f"{value:g}\N{DEGREE SIGN}"
            else:
                shown = value or ("none" if f == "unit" else "made from the name")
            parts.append(f"{words[f]} {shown}")
        if parts:
            state.log_event("edit", f"{old_name} ({owner.name}) edited: " + "; ".join(parts))
        if status is not None:
            change_status(state, model, status)
        self.text = f"Edit {old_name}"
        return Change(models=frozenset({model.id}), turn=True, log=True)

    def undo(self, state: GameState) -> Change:
        change = super().undo(state)
        model = state.model(self.model_id)
        for f, value in self._before.items():
            setattr(model, f, value)
        return Change(models=change.models | {model.id}, turn=True, log=True)


__all__ = ["EditModel", "RemoveModels", "SetModelStatus", "change_status"]
