"""What every command is: a guard and an action, and the :class:`Change` it reports.

A command's :meth:`Command.check` says, in a sentence for the players, why the rules refuse
it now (``None``: allowed); :meth:`Command.apply` does it and returns the :class:`Change` the
views must redraw, raising ``ValueError`` with the check's sentence when called while
refused. No command knows how to undo itself: :class:`app.game.history.Step` records what a
command changed and is the one undo (and it puts the game back if ``apply`` fails half-way).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Sequence

from app.i18n import translate
from app.rules.verdicts import Violation

from ..state import GameState


@dataclass(frozen=True)
class Change:
    """What a command changed, so that each view redraws only that: ``models`` by id;
    ``objectives`` by id (objective markers and the counters players place: added, moved,
    renamed or removed); ``zones`` the set-up zones the board draws (Battle Formations edges,
    S2; the defender's own area, M2); ``turn`` the cards/turn/panel (players, points,
    alliances, dice and draws are shown there too); ``log``. A game opened or started is not
    a command: the controller replaces it, and every view draws it afresh."""

    models: frozenset[str] = frozenset()
    turn: bool = False
    log: bool = False
    objectives: frozenset[str] = frozenset()
    zones: bool = False
    terrain: frozenset[str] = frozenset()
    """T5: the terrain pieces (by id) placed, moved, turned, resized, edited, locked or taken
    away, so the board updates only those."""
    warbands: bool = False
    """Models were added to the game or taken from it (a roster's models put in a tray,
    issue 32, or that undone): the views draw the whole game afresh."""


class Command:
    """Base class: ``text`` names the command in Edit ▸ Undo (commands may set it when
    applied, e.g. naming the model moved).

    Subclasses implement :meth:`check` (the guard: nothing changes) and :meth:`act` (the
    action, called only once the check allowed it)."""

    text: str = ""
    undo_logged: bool = True
    """True when undoing the command marks its log lines undone and logs "Undone: ..."
    (every command but moving and turning models, whose undo is silent)."""

    def check(self, state: GameState) -> str | None:
        """Why the rules refuse the command now, as a sentence for the players, or ``None``
        when it is allowed. Changes nothing; ``KeyError`` names an unknown model or player."""
        return None

    def apply(self, state: GameState) -> Change:
        """Do the command. ``ValueError`` with :meth:`check`'s sentence when it is refused
        (nothing changes)."""
        problem = self.check(state)
        if problem:
            raise ValueError(problem)
        return self.act(state)

    def act(self, state: GameState) -> Change:  # pragma: no cover - abstract
        """The action itself, once :meth:`check` allowed it."""
        raise NotImplementedError


@dataclass(frozen=True)
class Assessment:
    """What a placing command's :meth:`PlacingCommand.assess` found, without changing
    anything: ``refusal`` the sentence refusing it (``None``: allowed), ``agreed`` the broken
    rules the players agree away, by model id (logged when it is done), and ``verdict``
    whatever else the command measured for its action (e.g. the set-up verdict of a model
    placed from the tray)."""

    refusal: str | None = None
    agreed: Mapping[str, tuple[Violation, ...]] = field(default_factory=dict)
    verdict: Any = None
    agreeable: bool = False
    """Refused, but only by rules the players may agree away: ``agreed=True`` would do it."""


class Refused(ValueError):
    """A placing command the rules refuse: the sentence, and whether the players may agree it
    away (:attr:`Assessment.agreeable`), so a gesture can say how to make it knowingly
    without asking the rules again."""

    def __init__(self, sentence: str, agreeable: bool = False) -> None:
        super().__init__(sentence)
        self.agreeable = agreeable


class PlacingCommand(Command):
    """A command that puts bases somewhere: :class:`~app.game.commands.MoveModel(s)`,
    :class:`~app.game.commands.RotateModel`, :class:`~app.game.commands.PlaceModel`,
    :class:`~app.game.commands.PlaceBlock`, :class:`~app.game.commands.PlaceCounter`.

    ``agreed``: the players agree to a placement the rules let them agree away (G8, and in
    set-up M4, S2, S3, G2; see :func:`app.rules.placement.needs_agreement`); it is then done
    and the log says what was agreed. Subclasses give :meth:`assess` (no side effects: it
    asks the rules, through :mod:`app.game.placement`) and :meth:`place` (the action, with
    what :meth:`assess` found); :meth:`check` and :meth:`apply` assess once."""

    agreed: bool = False

    def assess(self, state: GameState) -> Assessment:  # pragma: no cover - abstract
        raise NotImplementedError

    def check(self, state: GameState) -> str | None:
        return self.assess(state).refusal

    def apply(self, state: GameState) -> Change:
        assessment = self.assess(state)
        if assessment.refusal:
            raise Refused(assessment.refusal, assessment.agreeable)
        return self.place(state, assessment)

    def act(self, state: GameState) -> Change:
        return self.place(state, self.assess(state))

    def place(self, state: GameState, assessment: Assessment) -> Change:  # pragma: no cover
        """The action, once :meth:`assess` allowed it."""
        raise NotImplementedError


def position_problem(name: str, x_in: float, y_in: float) -> str | None:
    """Why ``name`` cannot go to a position that is not a finite number of inches, or is
    more than 1000 in from the table's corner along x or y (a game file could not hold it;
    see ``app.game.saves.MAX_COORD_IN``); ``None`` for a position on the table."""
    if not (math.isfinite(x_in) and math.isfinite(y_in)) or max(abs(x_in), abs(y_in)) > 1000.0:
        return translate("Refusals", "{name} cannot move to ({x}, {y}): not a position on the "
                                     "table").format(name=name, x=x_in, y=y_in)
    return None


def check_position(name: str, x_in: float, y_in: float) -> None:
    """``ValueError`` with :func:`position_problem`'s sentence."""
    problem = position_problem(name, x_in, y_in)
    if problem:
        raise ValueError(problem)


def player_names(state: GameState, ids: Sequence[str]) -> str:
    """The players' names, comma-separated, in the order of ``ids``."""
    return ", ".join(state.player(pid).name for pid in ids)


def players_problem(state: GameState, ids: Sequence[str]) -> str | None:
    """``KeyError`` for an unknown player id; the sentence when a player is named twice."""
    for pid in ids:
        state.player(pid)  # KeyError names an unknown id
    if len(set(ids)) != len(ids):
        return translate("Refusals", "a player is named twice")
    return None
