"""Placing models where the rules say no, knowingly (G8; in set-up also M4, S2, S3, G2).

A drop the rules refuse (:func:`app.rules.placement.needs_agreement`: during set-up any broken
rule; in play a base overlapping another, G8) is made only knowingly: the player holds Shift
at the drop or ticks the set-up dock's *Place anyway*. A knowing placement is one undoable
command and writes one log line per model, from :func:`log_knowing`: "<model> (<player>)
placed knowingly against the rules, by agreement: <the rules' reasons>". It is the same line
whether the model came from the tray (:class:`app.game.commands.PlaceModel`) or was moved
or turned on the table (:class:`app.game.commands.MoveModel`, ``MoveModels``,
``RotateModel``), each with ``agreed=True``.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping, Sequence

from app.phrases import Phrase, joined
from app.rules.blocks import block_layout
from app.rules.geometry import EPS_IN
from app.rules.judge import Judge
from app.rules.placement import needs_agreement
from app.rules.verdicts import Violation, english

from .state import GameState, Model, unit_key


def knowing_reasons(state: GameState, moves: Mapping[str, tuple[float, float]],
                    facings: Mapping[str, float] | None = None, *,
                    overlap_only: bool = False) -> dict[str, tuple[Violation, ...]]:
    """What placing each model of ``moves`` (``{model_id: (x_in, y_in)}``, base centres in
    inches, all at once; ``facings``: new facings in degrees, for a turn) would need the
    players' agreement for: ``{model_id: violations}`` for the models that break such a rule
    (:func:`app.rules.placement.needs_agreement`: in set-up every broken rule; in play, or
    with ``overlap_only``, only bases sharing area, G8, T2). A model still in the tray is
    judged as if on the table. ``KeyError`` names an unknown model.

    In set-up the whole table is judged (zones, gaps and coherency reach across it); for
    overlaps only the bases that can reach the moved ones are, so a drop among 1000 models
    is judged in a few milliseconds, with the same verdicts (G8 lists the deepest overlaps
    and counts the rest, T2 names the pieces, exactly as the board's judge does)."""
    setup = state.turn.phase == "setup" and not overlap_only
    facings = facings or {}
    if setup:
        judge = Judge.from_state(state, setup=True)
        for mid, (x, y) in moves.items():
            model = state.model(mid)
            if not model.on_table:
                judge.set_status(mid, "active", dataclasses.replace(model, status="active"))
            judge.move(mid, x, y, facings.get(mid))
    else:
        judge = overlap_judge(state, moves, facings)
    out = {}
    for mid in moves:
        reasons = needs_agreement(judge.verdict(mid), setup)
        if reasons:
            out[mid] = reasons
    return out


def overlap_judge(state: GameState, moves: Mapping[str, tuple[float, float]],
                  facings: Mapping[str, float]) -> Judge:
    """A judge of play's rules (no set-up zones) over the models of ``moves`` where they would
    stand and the models on the table whose bases can reach them there (their enclosing
    circles meet): what G8 and T2 say of the moved models is what a judge of the whole table
    says. ``KeyError`` names an unknown model."""
    moved = []
    for mid, (x, y) in moves.items():
        model = state.model(mid)
        moved.append(dataclasses.replace(
            model, x_in=float(x), y_in=float(y), status="active" if not model.on_table
            else model.status, facing_deg=float(facings.get(mid, model.facing_deg))))
    spots = [(m.x_in, m.y_in, m.base.radius_in) for m in moved]
    near = [m for m in state.models if m.on_table and m.id not in moves and any(
        math.hypot(m.x_in - x, m.y_in - y) <= r + m.base.radius_in + EPS_IN
        for x, y, r in spots)]
    return Judge(state.table, state.deployment, state.objective_control, state.players,
                 [*moved, *near], (), state.alliances, setup=False, cover_in=None,
                 running=False, terrain=state.terrain)


def knowing_line(state: GameState, model: Model, reasons: Sequence[Violation],
                 done: str = "placed") -> str:
    """The log's sentence for a knowing placement of ``model`` against ``reasons``
    (``done``: what was done, "placed" or, for a turn of its base, "turned to 30°"). The
    game file keeps it, so it is English in every language (issue 34)."""
    owner = state.player(model.player)
    because = joined([v.reason for v in reasons], "; ")
    line = (Phrase.translate("Log", "{model} ({player}) placed knowingly against the rules, "
                                    "by agreement: {because}") if done == "placed" else
            Phrase.translate("Log", "{model} ({player}) {done} knowingly against the rules, "
                                    "by agreement: {because}"))
    return line.format(model=model.name, player=owner.name, done=done, because=because)


def log_knowing(state: GameState, model: Model, reasons: Sequence[Violation],
                done: str = "placed") -> None:
    """Write the log line of a knowing placement (kind ``setup`` during set-up, else
    ``placement``); nothing when there are no reasons."""
    if reasons:
        kind = "setup" if state.turn.phase == "setup" else "placement"
        state.log_event(kind, knowing_line(state, model, reasons, done))



# -- a unit or a whole warband put down at once (a block from the set-up tray) -------------
def tray_block(state: GameState, player_id: str, unit: str | None = None) -> list[Model]:
    """The models a drag of a tray header carries: ``player_id``'s models still in the
    set-up tray, of ``unit`` only when one is named, in roster order. ``KeyError`` for an
    unknown player."""
    state.player(player_id)
    return [m for m in state.unplaced_models(player_id) if unit is None or m.unit == unit]


def block_spots(state: GameState, model_ids: Sequence[str], x_in: float, y_in: float
                ) -> dict[str, tuple[float, float]]:
    """Where a block of these models lands when dropped at ``(x_in, y_in)``:
    ``{model_id: (x_in, y_in)}`` from :func:`app.rules.blocks.block_layout`, each unit kept
    together, neighbouring bases 1 in apart (G8: clear of each other), and the units of a
    Battle Formations deployment at least its unit gap apart (S2; elsewhere the models of no
    unit stand together as one group)."""
    deployment = state.deployment
    unit_gap = (float(deployment.unit_gap_in) if deployment.kind == "battle-formations"
                else None)
    groups: dict[str, list[Model]] = {}
    for mid in model_ids:
        model = state.model(mid)
        # models of no unit (heroes) stand together, unless S2 keeps units of one apart too
        key = unit_key(model) if model.unit or unit_gap is not None else f"{model.player}/"
        groups.setdefault(key, []).append(model)
    laid = block_layout([[(m.base, m.facing_deg) for m in g] for g in groups.values()],
                        (x_in, y_in), group_gap_in=unit_gap,
                        aspect=_block_aspect(state, [m for g in groups.values() for m in g]))
    return {m.id: spot for g, spots in zip(groups.values(), laid) for m, spot in zip(g, spots)}


def _block_aspect(state: GameState, models: Sequence[Model]) -> float:
    """How much wider than deep a block is laid: long along its player's zone (M4 segment,
    S2 edge): 3 along the top or bottom edge, 1/3 along a side, else 1.5 (tables are wider
    than deep)."""
    players = {m.player for m in models}
    if len(players) != 1:
        return 1.5
    player = state.player(next(iter(players)))
    if player.segment in ("C", "F") or player.edge in ("left", "right"):
        return 1 / 3
    if player.segment or player.edge in ("top", "bottom"):
        return 3.0
    return 1.5


def block_name(state: GameState, model_ids: Sequence[str]) -> "Phrase | str":
    """How a block is named: its unit's name when the models are of one named unit, else
    the warband's (several warbands: "models")."""
    models = [state.model(mid) for mid in model_ids]
    units = {unit_key(m) for m in models}
    if len(units) == 1 and models and models[0].unit:
        return models[0].unit
    players = {m.player for m in models}
    if len(players) == 1:
        return state.player(models[0].player).warband or state.player(models[0].player).name
    return Phrase.translate("Log", "models")
