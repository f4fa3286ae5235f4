"""Commands on one model or a few: moving and turning bases, a model's status (per game
system), taking models off the table (the board's Delete) and the model editor's changes.
Each is one undoable step.

- :class:`MoveModel`, :class:`MoveModels`, :class:`RotateModel`: drags and turns; their
  undo is silent (no log line).
- :class:`SetModelStatus`: the right-click menu's statuses; the game system decides which
  exist (:func:`app.rules.statuses.statuses_for`: Mordheim's stunned, knocked down, hidden
  and fleeing, M10; out of action everywhere).
- :class:`RemoveModels`: Delete. While a game is set up the models go back to the set-up
  tray; in play they are taken out of action (off the table, like a casualty: All-Out War
  counts a unit left with no model as destroyed, S7; a Mordheim warband left with none is
  wiped out, M9).
- :class:`EditModel`: the model editor's OK: name, short label, unit, base, facing and
  status changed together.

A move or turn the rules refuse is made only when the players agree (``agreed=True``: G8,
T2; in set-up every broken rule), and the log says so (see :mod:`app.game.placement`).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from app.i18n import translate
from app.phrases import Phrase, joined
from app.rules.bases import Base
from app.rules.geometry import EPS_IN, footprint
from app.rules.judge import display_name
from app.rules.placement import overlap_depth
from app.rules.statuses import check_status, status_in_sentence

from ..labels import label_problem
from ..placement import knowing_reasons, log_knowing
from ..limits import BASE_MAX_MM, BASE_MIN_MM, NAME_MAX, UNIT_MAX
from ..state import GameState, Model, setting_up, unit_key
from .base import Assessment, Change, Command, PlacingCommand, position_problem
from .scouting import note_moved
from .turns import end_phase_if_done, leave_game, record_verdict, victory_verdict


def _moved_names(state: GameState, model_ids: list[str]) -> "Phrase | str":
    first = state.model(model_ids[0])
    return first.name if len(model_ids) == 1 else Phrase.translate(
        "Log", "{count} models").format(count=len(model_ids))


def _move_assessment(state: GameState, moves: Mapping[str, tuple[float, float]],
                     agreed: bool) -> Assessment:
    """Whether models may move to ``moves`` (``{id: (x_in, y_in)}``, all at once): a spot no
    table holds is refused; so is, unless ``agreed``, one that breaks a rule the players may
    only agree away (:func:`~app.game.placement.knowing_reasons`: in play G8 and T2, in set-up
    every broken rule), with the first such model and the rule's sentence ("Rat 1 (Skaven)
    not moved: overlaps Ogre (Orcs) by 0.20 in (G8)")."""
    models = {mid: state.model(mid) for mid in moves}  # KeyError names an unknown model
    for mid, (x, y) in moves.items():
        if not models[mid].on_table:
            return Assessment(translate("Refusals", "{name} is not on the table").format(
                name=models[mid].name))
        problem = position_problem(models[mid].name, x, y)
        if problem:
            return Assessment(problem)
    reasons = knowing_reasons(state, moves)
    if reasons and not agreed:
        mid, broken = next((mid, reasons[mid]) for mid in moves if mid in reasons)
        model = models[mid]
        name = display_name(model.name, model.label, state.player(model.player).warband)
        reason = broken[0].reason
        return Assessment(translate("Refusals", "{name} not moved: {reason}").format(
            name=name, reason=f"{reason[:1].lower()}{reason[1:]}"), agreeable=True)
    return Assessment(None, reasons)


@dataclass
class MoveModel(PlacingCommand):
    """Move one model's base centre to ``(x_in, y_in)`` (inches). A spot the rules refuse
    (in play a base overlapping another, G8, or standing in terrain bases may not, T2; in
    set-up any broken rule) is refused with the rule's sentence unless ``agreed``: then it
    is one undoable step and the log says what was agreed
    (:func:`~app.game.placement.log_knowing`)."""

    model_id: str
    x_in: float
    y_in: float
    agreed: bool = False
    undo_logged = False

    def __post_init__(self) -> None:
        self.text = Phrase.translate("Undo", "Move model")

    def assess(self, state: GameState) -> Assessment:
        return _move_assessment(state, {self.model_id: (self.x_in, self.y_in)}, self.agreed)

    def place(self, state: GameState, assessment: Assessment) -> Change:
        model = state.model(self.model_id)
        self.text = Phrase.translate("Undo", "Move {model}").format(model=model.name)
        model.x_in, model.y_in = self.x_in, self.y_in
        # S3: its "cannot be targeted" mark ends (the judge takes the scouts afresh)
        scouted = bool(state.scouts) and note_moved(state, (self.model_id,))
        if assessment.agreed:
            return _agreed_move(self, state, [self.model_id], assessment)
        return Change(models=frozenset({self.model_id}), turn=scouted)


def _agreed_move(command: Command, state: GameState, model_ids: list[str],
                 assessment: Assessment) -> Change:
    """A move the players agreed against the rules: "Place … knowingly" in Edit ▸ Undo, a
    log line per model breaking one (G8, and in set-up M4, S2, S3, G2), which Undo marks
    undone."""
    for mid in model_ids:
        log_knowing(state, state.model(mid), assessment.agreed.get(mid, ()))
    command.text = Phrase.translate("Undo", "Place {models} knowingly").format(
        models=_moved_names(state, model_ids))
    command.undo_logged = True
    return Change(models=frozenset(model_ids), turn=True, log=True)


@dataclass
class MoveModels(PlacingCommand):
    """Move several models together (a whole unit dragged at once), as one undoable step.
    ``moves``: ``{model_id: (x_in, y_in)}`` base centres in inches. ``KeyError`` naming an
    unknown model (nothing moves). Judged all where they land, as :class:`MoveModel`
    (``agreed``: the players agree to what the rules refuse)."""

    moves: dict[str, tuple[float, float]]
    agreed: bool = False
    undo_logged = False

    def __post_init__(self) -> None:
        self.moves = {mid: (float(x), float(y)) for mid, (x, y) in self.moves.items()}
        self.text = Phrase.translate("Undo", "Move {count} models").format(
            count=len(self.moves))

    def assess(self, state: GameState) -> Assessment:
        return _move_assessment(state, self.moves, self.agreed)

    def place(self, state: GameState, assessment: Assessment) -> Change:
        for mid, (x, y) in self.moves.items():
            model = state.model(mid)
            model.x_in, model.y_in = float(x), float(y)
        scouted = bool(state.scouts) and note_moved(state, self.moves)  # S3
        if assessment.agreed:
            return _agreed_move(self, state, list(self.moves), assessment)
        return Change(models=frozenset(self.moves), turn=scouted)


@dataclass
class RotateModel(PlacingCommand):
    """Turn a model's base to ``facing_deg`` (degrees anticlockwise as drawn, normalised to
    [0, 360)). Matters for oval and rectangular bases (G3).

    A turn that makes the base share area with another base (G8, or stand on terrain bases
    may not overlap, T2) it did not overlap before is refused with the reason, unless
    ``agreed``: the players agree; then it is one undoable step and the log says why
    (:func:`~app.game.placement.log_knowing`)."""

    model_id: str
    facing_deg: float
    agreed: bool = False
    undo_logged = False

    def __post_init__(self) -> None:
        self.facing_deg = float(self.facing_deg) % 360.0
        self.text = Phrase.translate("Undo", "Turn model")

    def overlaps(self, state: GameState) -> tuple:
        """The overlaps (G8, T2) the turn would start or deepen: those of the new facing
        that the model's base does not have now, and those with another base that grow
        deeper (a base already overlapping, placed by agreement, may be turned out of it)."""
        model = state.model(self.model_id)
        if not model.on_table:
            return ()
        spot = {model.id: (model.x_in, model.y_in)}
        after = knowing_reasons(state, spot, {model.id: self.facing_deg},
                                overlap_only=True).get(model.id, ())
        if not after:
            return ()
        before = {(v.rule, v.other) for v in knowing_reasons(
            state, spot, overlap_only=True).get(model.id, ())}
        return tuple(v for v in after if (v.rule, v.other) not in before
                     or (v.rule == "G8" and self._deeper(state, model, v.other)))

    def _deeper(self, state: GameState, model: Model, other_id: str | None) -> bool:
        """G8: the turn makes the overlap with ``other_id``'s base deeper (G4 tolerance)."""
        try:
            other = state.model(other_id or "")
        except KeyError:
            return False
        theirs = footprint(other.base, other.x_in, other.y_in, other.facing_deg)
        now = overlap_depth(footprint(model.base, model.x_in, model.y_in, model.facing_deg),
                            theirs)
        then = overlap_depth(footprint(model.base, model.x_in, model.y_in, self.facing_deg),
                             theirs)
        return then > now + EPS_IN

    def assess(self, state: GameState) -> Assessment:
        state.model(self.model_id)  # KeyError names an unknown model
        started = self.overlaps(state)
        if started and not self.agreed:
            return Assessment(started[0].reason, agreeable=True)
        return Assessment(None, {self.model_id: started} if started else {})

    def place(self, state: GameState, assessment: Assessment) -> Change:
        model = state.model(self.model_id)
        facing = f"{self.facing_deg:g}"
        self.text = Phrase.translate("Undo", "Turn {model} to {facing}°").format(
            model=model.name, facing=facing)
        model.facing_deg = self.facing_deg
        agreed = assessment.agreed.get(self.model_id, ())
        if not agreed:
            return Change(models=frozenset({self.model_id}))
        self.text = Phrase.translate("Undo", "Turn {model} to {facing}° knowingly").format(
            model=model.name, facing=facing)
        self.undo_logged = True  # the step keeps its log line (Undo marks it undone)
        log_knowing(state, model, agreed, Phrase.translate(
            "Log", "turned to {facing}°").format(facing=facing))
        return Change(models=frozenset({self.model_id}), turn=True, log=True)


def status_phrase(status: str) -> "Phrase | str":
    """A model's status in the words of the log ("knocked down"), shown translated."""
    words = {"active": Phrase.translate("Log", "active"),
             "fleeing": Phrase.translate("Log", "fleeing"),
             "stunned": Phrase.translate("Log", "stunned"),
             "knocked_down": Phrase.translate("Log", "knocked down"),
             "hidden": Phrase.translate("Log", "hidden"),
             "out_of_action": Phrase.translate("Log", "out of action"),
             "fled": Phrase.translate("Log", "fled"),
             "unplaced": Phrase.translate("Log", "unplaced")}
    return words.get(status, status.replace("_", " "))


def change_status(state: GameState, model: Model, status: str) -> None:
    """Give ``model`` its new ``status`` and log it; a Mordheim warband with no model left on
    the table is wiped out (M9); the phase ends when nobody has a model left to activate; the
    victory check runs (C9, M9, S6)."""
    model.status = status
    owner = state.player(model.player)
    state.log_event("status", Phrase.translate("Log", "{model} ({player}) is now {status}").format(
        model=model.name, player=owner.name, status=status_phrase(status)))
    if (state.system == "mordheim" and not owner.fled and state.turn.phase != "setup"
            and not state.models_on_table(owner.id)):
        leave_game(state, owner.id, "wiped-out")  # M9
    end_phase_if_done(state)
    record_verdict(state, victory_verdict(state))


def _status_problem(system: str, status: str) -> str | None:
    try:
        check_status(system, status)
    except ValueError as exc:
        return str(exc)
    return None


class SetModelStatus(Command):
    """Set one model's status, one of those its game system has
    (:func:`~app.rules.statuses.statuses_for`: Mordheim's stunned, knocked down, hidden,
    fleeing; out of action in every system, M9, M10); ``ValueError`` for another.

    ``fled`` is set only through :class:`~app.game.commands.Flee`. With Annihilation (S6)
    the game may end here.
    """

    def __init__(self, model_id: str, status: str) -> None:
        self.model_id = model_id
        self.status = status
        self.text = Phrase.translate("Undo", "Change status")

    def check(self, state: GameState) -> str | None:
        state.model(self.model_id)  # KeyError names an unknown model
        return _status_problem(state.system, self.status)

    def act(self, state: GameState) -> Change:
        model = state.model(self.model_id)
        self.text = Phrase.translate("Undo", "{model}: {status}").format(
            model=model.name, status=status_phrase(self.status))
        change_status(state, model, self.status)
        return Change(models=frozenset({model.id}), turn=True, log=True)


def _names(models: list[Model]) -> "Phrase | str":
    if len(models) == 1:
        return models[0].name
    return Phrase.translate("Log", "{count} models").format(count=len(models))


class RemoveModels(Command):
    """Delete on the board: the models ``model_ids`` leave the table. While the game is set
    up from its scenario's plan they go back to the set-up tray (status ``unplaced``);
    otherwise they are taken out of action, each logged, with the checks a status change
    makes (M9, S6, S7: see :func:`change_status`). ``ValueError`` naming a model that is not
    on the table (nothing changes)."""

    def __init__(self, model_ids: Iterable[str]) -> None:
        self.model_ids = list(dict.fromkeys(model_ids))
        self.text = Phrase.translate("Undo", "Remove models")

    def check(self, state: GameState) -> str | None:
        if not self.model_ids:
            return translate("Refusals", "select a model on the board first")
        for m in [state.model(mid) for mid in self.model_ids]:
            if not m.on_table:
                return translate("Refusals", "{name} is not on the table ({status})").format(
                    name=m.name, status=status_in_sentence(m.status))
        return None

    def act(self, state: GameState) -> Change:
        models = [state.model(mid) for mid in self.model_ids]
        ids = frozenset(m.id for m in models)
        if setting_up(state):
            for m in models:
                m.status = "unplaced"
            self.text = Phrase.translate("Undo", "{model} back to the tray").format(
                model=_names(models))
            return Change(models=ids, turn=True)
        for m in models:
            change_status(state, m, "out_of_action")
        self.text = Phrase.translate("Undo", "Take {models} off the table").format(
            models=_names(models))
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


class EditModel(Command):
    """The model editor's OK: model ``model_id``'s ``name``, short ``label`` (at most 5
    characters, unique in its warband; ``""``: made from the name), ``unit`` (``""``: a unit
    of one), ``base``, ``facing_deg`` (degrees anticlockwise as drawn, kept in [0, 360)) and
    ``status`` (one its game system has, see :class:`SetModelStatus`) change together, as one
    undoable step; ``None`` leaves a field as it is. Everything is checked before anything
    changes: :meth:`check` gives the sentence for the players otherwise, and when nothing
    would change. The log says what changed."""

    def __init__(self, model_id: str, *, name: str | None = None, label: str | None = None,
                 unit: str | None = None, base: Base | None = None,
                 facing_deg: float | None = None, status: str | None = None) -> None:
        self.model_id = model_id
        self.fields = {"name": name, "label": label, "unit": unit, "base": base,
                       "facing_deg": facing_deg}
        self.status = status
        self.text = Phrase.translate("Undo", "Edit model")

    @staticmethod
    def _value(state: GameState, model: Model, field: str, value: object) -> object:
        """``value`` as field ``field`` of ``model`` will hold it; ``ValueError`` with one
        sentence naming the field when it cannot."""
        if field == "name":
            name = str(value).strip()
            if not name:
                raise ValueError("the name is empty: type the model's name")
            if len(name) > NAME_MAX or not name.isprintable():
                raise ValueError(f"the name is at most {NAME_MAX} plain characters")
            return name
        if field == "label":
            label = str(value).strip()
            problem = label_problem(state, model.id, label)
            if problem:
                raise ValueError(problem)
            return label
        if field == "unit":
            unit = str(value).strip()
            if len(unit) > UNIT_MAX or not unit.isprintable():
                raise ValueError(f"the unit's name is at most {UNIT_MAX} plain characters")
            return unit
        if field == "base":
            if not isinstance(value, Base):
                raise ValueError("a base is round, oval or rectangular with its size in mm")
            sizes = [v for v in (value.diameter_mm, value.length_mm, value.width_mm,
                                 value.depth_mm) if v is not None]
            if any(not BASE_MIN_MM <= v <= BASE_MAX_MM for v in sizes):
                raise ValueError(f"a base is {BASE_MIN_MM:g} to {BASE_MAX_MM:g} mm across")
            return value
        facing = float(value)  # type: ignore[arg-type]
        if not math.isfinite(facing):
            raise ValueError("a facing is a number of degrees")
        return facing % 360.0

    def _checked(self, state: GameState, model: Model) -> dict[str, object]:
        """The fields that change, checked; ``ValueError`` for the first that cannot."""
        out = {f: self._value(state, model, f, v) for f, v in self.fields.items()
               if v is not None}
        return {f: v for f, v in out.items() if getattr(model, f) != v}

    def problems(self, state: GameState) -> dict[str, str]:
        """Each field (``"name"``, ``"label"``, ``"unit"``, ``"base"``, ``"facing_deg"``)
        that cannot take its new value, with the sentence why (what :meth:`check` says for
        the first of them); the model editor shows each beside its field."""
        model = state.model(self.model_id)
        out: dict[str, str] = {}
        for field, value in self.fields.items():
            if value is not None:
                try:
                    self._value(state, model, field, value)
                except ValueError as exc:
                    out[field] = str(exc)
        return out

    def _new_status(self, model: Model) -> str | None:
        return self.status if self.status not in (None, model.status) else None

    def check(self, state: GameState) -> str | None:
        model = state.model(self.model_id)
        try:
            changed = self._checked(state, model)
        except ValueError as exc:
            return str(exc)
        status = self._new_status(model)
        if status is not None:
            if not model.on_table:
                return translate("Refusals", "{name} is not on the table: its status stays "
                                             "{status}").format(
                    name=model.name, status=status_in_sentence(model.status))
            problem = _status_problem(state.system, status)
            if problem:
                return problem
        if not changed and status is None:
            return translate("Refusals", "nothing about {name} has changed").format(
                name=model.name)
        return None

    def act(self, state: GameState) -> Change:
        model = state.model(self.model_id)
        changed = self._checked(state, model)
        status = self._new_status(model)
        owner = state.player(model.player)
        old_name = model.name
        words = {"name": Phrase.translate("Log", "name {value}"),
                 "label": Phrase.translate("Log", "short label {value}"),
                 "unit": Phrase.translate("Log", "unit {value}"),
                 "base": Phrase.translate("Log", "base {value}"),
                 "facing_deg": Phrase.translate("Log", "facing {value}")}
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
                shown = value or (Phrase.translate("Log", "none") if f == "unit"
                                  else Phrase.translate("Log", "made from the name"))
            parts.append(words[f].format(value=shown))
        if parts:
            state.log_event("edit", Phrase.translate("Log", "{model} ({player}) edited: {changes}"
                                                     ).format(model=old_name, player=owner.name,
                                                              changes=joined(parts, "; ")))
        if status is not None:
            change_status(state, model, status)
        self.text = Phrase.translate("Undo", "Edit {model}").format(model=old_name)
        return Change(models=frozenset({model.id}), turn=True, log=True)
