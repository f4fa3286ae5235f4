"""Commands about a warband's roster and its models' profiles (issue 32):

- :class:`AddRosterToTray`: a roster's models put in a player's set-up tray (File ▸ Import
  roster…, or a roster file dropped on the window), before play starts only;
- :class:`EditMovement`: a model's Movement and its type (R1), with the rest of the model
  editor's changes (:class:`~app.game.commands.EditModel`) as one undoable step.

Pure Python, no Qt.
"""

from __future__ import annotations

import math
from typing import Any

from app.i18n import QT_TRANSLATE_NOOP, translate
from app.phrases import Phrase

from ..labels import assign_labels, roster_models
from ..limits import MODELS_MAX, MOVE_MAX
from ..state import GameState, Model
from .base import Change, Command
from .models import EditModel

MOVE_TYPES = {"trench-crusade": ("infantry", "flying"), "mordheim": ("",)}
"""The Movement types each game system has (R1)."""
SYSTEM_NAMES = {"trench-crusade": "Trench Crusade", "mordheim": "Mordheim"}
UNCHANGED: Any = object()
UNDER_WAY = QT_TRANSLATE_NOOP("Refusals", "The game is under way: a roster's models go in a "
                                           "tray only before play starts")
"""The one sentence refusing a roster once play has started."""
NO_TRAY = QT_TRANSLATE_NOOP("Refusals", "This game is set up without a set-up tray (it has no "
                                         "scenario plan): start a New game with this roster "
                                         "instead")
"""The sentence refusing a roster where no tray could hold its models."""


def _system(system: str) -> str:
    return SYSTEM_NAMES.get(system, system.replace("-", " ").title())


def movement_text(move_in: float | None, move_type: str = "") -> "Phrase | str":
    """Movement as a player reads it: ``6"``, ``6" Infantry``, ``9" Flying``; ``"unknown"``
    when the model's Movement is not known (R1: it then shows no reach)."""
    if move_in is None:
        return Phrase.translate("Log", "unknown")
    kinds = {"infantry": Phrase.translate("Log", "Infantry"),
             "flying": Phrase.translate("Log", "Flying")}
    if not move_type:
        return f'{move_in:g}"'
    return Phrase.translate("Log", "{inches} {kind}").format(
        inches=f'{move_in:g}"', kind=kinds.get(move_type, move_type.title()))


def tray_refusal(state: GameState) -> str | None:
    """Why no roster's models can go in a tray now (play has started; a game set up without
    a scenario's plan has no tray), or ``None``: what :class:`AddRosterToTray` refuses first,
    asked before a file is chosen."""
    if state.turn.phase != "setup":
        return translate("Refusals", UNDER_WAY)
    if state.setup is None:
        return translate("Refusals", NO_TRAY)
    return None


def roster_refusal(state: GameState, roster: Any) -> str | None:
    """Why ``roster``'s models cannot come into this game whoever brings them (another game
    system, no model to place, more than :data:`MODELS_MAX` models in all), or ``None``."""
    if roster.system != state.system:
        return translate("Refusals", "this is a {roster} roster; the game is {game}").format(
            roster=_system(roster.system), game=_system(state.system))
    count = sum(e.count for e in roster.models if e.placed)
    if not count:
        return translate("Refusals", "the roster {name} holds no model to place").format(
            name=roster.name)
    if len(state.models) + count > MODELS_MAX:
        return translate("Refusals", "the roster's {count} models would make {total} in the "
                                     "game; a game holds at most {most}").format(
            count=count, total=len(state.models) + count, most=MODELS_MAX)
    return None


class AddRosterToTray(Command):
    """Put the models of ``roster`` (a :class:`~app.game.rosters.Roster`) in player
    ``player_id``'s set-up tray, with their bases, units, costs and profiles, numbered after
    the models the warband has (its reserved, lost and dead models left out, as in a new
    game). Refused once play has started, for a roster of another game system, one with no
    model to place, or one that would take the game over :data:`MODELS_MAX` models."""

    def __init__(self, player_id: str, roster: Any, source: str = "") -> None:
        self.player_id = player_id
        self.roster = roster
        self.source = source
        self.text = Phrase.translate("Undo", "Add roster")

    def check(self, state: GameState) -> str | None:
        refusal = tray_refusal(state)
        if refusal:
            return refusal
        if self.player_id not in {p.id for p in state.players}:
            return f"no player has id {self.player_id!r}"
        return roster_refusal(state, self.roster)

    def act(self, state: GameState) -> Change:
        player = state.player(self.player_id)
        models, costs = roster_models(self.roster, self.player_id)
        taken = {m.id for m in state.models}
        number = 1
        renamed: dict[str, str] = {}
        for model in models:
            while f"{self.player_id}-{number}" in taken:
                number += 1
            renamed[model.id] = f"{self.player_id}-{number}"
            model.id = renamed[model.id]
            taken.add(model.id)
        # the warband's own labels first: a new model's label that one of them has is
        # numbered afresh, so labels stay unique in the warband
        mates = list(state.models_of(self.player_id))
        labels = assign_labels([*mates, *models])
        for model in models:
            model.label = labels[model.id]
        state.models += models
        units = state.unit_costs.setdefault(self.player_id, {})
        for key, cost in costs.items():
            key = renamed.get(key, key)
            units[key] = units.get(key, 0) + int(cost)
        line = (Phrase.translate("Log", "{player}'s tray: {count} models from the roster "
                                        "{roster} ({source})") if self.source else
                Phrase.translate("Log", "{player}'s tray: {count} models from the roster "
                                        "{roster}"))
        state.log_event("setup", line.format(player=player.name, count=len(models),
                                             roster=self.roster.name, source=self.source))
        self.text = Phrase.translate("Undo", "Add {roster} to {player}'s tray").format(
            roster=self.roster.name, player=player.name)
        return Change(turn=True, log=True, warbands=True)


class EditMovement(Command):
    """The model editor's OK when the Movement changes: model ``model_id``'s ``move_in``
    (inches, ``None``: unknown) and ``move_type`` (``"infantry"``/``"flying"`` in Trench
    Crusade, ``""`` in Mordheim), with ``edit`` (the editor's other changes, an
    :class:`EditModel`, or ``None``) as one undoable step. :data:`UNCHANGED` leaves a field
    as it is."""

    def __init__(self, model_id: str, *, move_in: Any = UNCHANGED, move_type: Any = UNCHANGED,
                 edit: EditModel | None = None) -> None:
        self.model_id = model_id
        self.move_in = move_in
        self.move_type = move_type
        self.edit = edit
        self.text = Phrase.translate("Undo", "Edit model")

    def problem(self, state: GameState) -> str | None:
        """Why the Movement cannot be what was entered, or ``None``."""
        model = state.model(self.model_id)
        if self.move_in is not UNCHANGED and self.move_in is not None:
            try:
                inches = float(self.move_in)
            except (TypeError, ValueError):
                return translate("Refusals", "a Movement is a number of inches")
            if not math.isfinite(inches) or not 0 <= inches <= MOVE_MAX:
                return translate("Refusals", "a Movement is 0 to {most} inches").format(
                    most=f"{MOVE_MAX:g}")
        if self.move_type is not UNCHANGED:
            kinds = MOVE_TYPES.get(state.system, ("", "infantry", "flying"))
            if self.move_type not in kinds and self.move_type != "":
                return translate("Refusals", "{name}'s Movement type is one of {kinds} in "
                                             "{system}").format(
                    name=model.name, kinds=", ".join(k.title() for k in kinds if k),
                    system=_system(state.system))
        return None

    def _changes(self, state: GameState) -> dict[str, Any]:
        model = state.model(self.model_id)
        out: dict[str, Any] = {}
        if self.move_in is not UNCHANGED:
            value = None if self.move_in is None else float(self.move_in)
            if value != model.move_in:
                out["move_in"] = value
        if self.move_type is not UNCHANGED and self.move_type != model.move_type:
            out["move_type"] = self.move_type
        return out

    def check(self, state: GameState) -> str | None:
        model = state.model(self.model_id)
        problem = self.problem(state)
        if problem:
            return problem
        if self.edit is not None:
            return self.edit.check(state)
        if not self._changes(state):
            return translate("Refusals", "nothing about {name} has changed").format(
                name=model.name)
        return None

    def act(self, state: GameState) -> Change:
        model = state.model(self.model_id)
        old_name = model.name
        changes = self._changes(state)
        change = self.edit.act(state) if self.edit is not None else Change()
        for field, value in changes.items():
            setattr(model, field, value)
        if changes:
            owner = state.player(model.player)
            state.log_event("edit", Phrase.translate(
                "Log", "{model} ({player}) edited: Movement {movement}").format(
                    model=old_name, player=owner.name,
                    movement=movement_text(model.move_in, model.move_type)))
        self.text = Phrase.translate("Undo", "Edit {model}").format(model=old_name)
        return Change(models=change.models | {model.id}, turn=True, log=True,
                      objectives=change.objectives, zones=change.zones, terrain=change.terrain)


def profile_lines(model: Model) -> list[str]:
    """A model's profile for its tooltip and the tray: its Movement (R1: "unknown" when the
    roster gave none), then the roster's other characteristics, in the roster's order
    ("Ranged +1 Dice")."""
    lines: list[str] = [Phrase.translate("Log", "Movement {movement}").format(
        movement=movement_text(model.move_in, model.move_type))]
    rest = [f"{name} {text}" for name, text in model.profile.items()
            if name.strip().casefold() not in ("movement", "m", "base")]
    if rest:
        lines.append(", ".join(rest))
    return lines


__all__ = ["AddRosterToTray", "roster_refusal", "EditMovement", "MOVE_TYPES", "UNCHANGED",
           "UNDER_WAY",
           "movement_text",
           "profile_lines"]
