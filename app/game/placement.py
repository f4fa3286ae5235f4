"""Placing models where the rules say no, knowingly (G8; in set-up also M4, S2, S3, G2).

A drop the rules refuse (:func:`app.rules.placement.needs_agreement`: during set-up any broken
rule; in play a base overlapping another, G8) is made only knowingly: the player holds Shift
at the drop or ticks the set-up dock's *Place anyway*. A knowing placement is one undoable
command and writes one log line per model, from :func:`log_knowing`: "<model> (<player>)
placed knowingly against the rules, by agreement: <the rules' reasons>". It is the same line
whether the model came from the tray (:class:`app.game.newgame.PlaceModel` with
``override``) or was moved on the table (:class:`app.game.commands.PlaceKnowingly`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence

from app.rules.judge import Judge
from app.rules.placement import needs_agreement
from app.rules.verdicts import Violation

from .state import GameState, Model


def knowing_reasons(state: GameState, moves: Mapping[str, tuple[float, float]],
                    facings: Mapping[str, float] | None = None, *,
                    overlap_only: bool = False) -> dict[str, tuple[Violation, ...]]:
    """What placing each model of ``moves`` (``{model_id: (x_in, y_in)}``, base centres in
    inches, all at once; ``facings``: new facings in degrees, for a turn) would need the
    players' agreement for: ``{model_id: violations}`` for the models that break such a rule
    (see the module docstring; ``overlap_only``: only bases sharing area, G8, T2, whatever
    the phase). A model still in the tray is judged as if on the table. ``KeyError`` names
    an unknown model."""
    setup = state.turn.phase == "setup"
    judge = Judge.from_state(state, setup=setup)
    facings = facings or {}
    for mid, (x, y) in moves.items():
        model = state.model(mid)
        if not model.on_table:
            judge.set_status(mid, "active", dataclasses.replace(model, status="active"))
        judge.move(mid, x, y, facings.get(mid))
    out = {}
    for mid in moves:
        reasons = needs_agreement(judge.verdict(mid), setup and not overlap_only)
        if reasons:
            out[mid] = reasons
    return out


def agreed_reasons(state: GameState, model_id: str, x_in: float, y_in: float,
                   override: bool) -> tuple[Violation, ...]:
    """:func:`knowing_reasons` for one model placed at ``(x_in, y_in)``; a ``ValueError``
    with the first reason when there are some and the placement is not ``override`` (made
    knowingly)."""
    reasons = knowing_reasons(state, {model_id: (x_in, y_in)}).get(model_id, ())
    if reasons and not override:
        raise ValueError(reasons[0].reason)
    return reasons


def knowing_line(state: GameState, model: Model, reasons: Sequence[Violation],
                 done: str = "placed") -> str:
    """The log's sentence for a knowing placement of ``model`` against ``reasons``
    (``done``: what was done, "placed" or, for a turn of its base, "turned to 30°")."""
    owner = state.player(model.player)
    because = "; ".join(v.reason for v in reasons)
    return (f"{model.name} ({owner.name}) {done} knowingly against the rules, by agreement: "
            f"{because}")


def log_knowing(state: GameState, model: Model, reasons: Sequence[Violation],
                done: str = "placed") -> None:
    """Write the log line of a knowing placement (kind ``setup`` during set-up, else
    ``placement``); nothing when there are no reasons."""
    if reasons:
        kind = "setup" if state.turn.phase == "setup" else "placement"
        state.log_event(kind, knowing_line(state, model, reasons, done))

