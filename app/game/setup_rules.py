"""The set-up's placement rules for counters and models, without Qt: the scenario's limits
on counters the players place (G3, G5; e.g. The Looters' crates), whose turn it is to place
one, and the rules' verdict on placing a model from the set-up tray (M4, S2, the defender
area, G8, judged by the :class:`~app.rules.judge.Judge`).

The set-up commands (:mod:`app.game.commands.setup`) and the set-up walk
(:mod:`app.game.setup_walk`) ask these; they also import as ``app.game.newgame.X``.
Units: inches on the table, millimetres for markers.
"""

from __future__ import annotations

import math
from typing import Any

from app.rules.geometry import EPS_IN, within
from app.rules.judge import Judge
from app.rules.placement import (MARKER_OFF_TABLE, MARKER_OVERLAPS, Limit, Marker,
                                 counter_limits)
from app.rules.table import mm_to_in
from app.rules.terrain import impassable_near_centre, marker_terrain_limits
from app.rules.verdicts import ModelVerdict

from .state import CounterPlan, GameState, Model


def counters_left(state: GameState, counter: CounterPlan) -> dict[str, int]:
    """Per player: counters still to place (their count minus placed and dropped)."""
    placed: dict[str, int] = {}
    for o in state.objectives:
        if o.kind == counter.id:
            placed[o.owner] = placed.get(o.owner, 0) + 1
    return {pid: max(0, n - placed.get(pid, 0) - counter.dropped.get(pid, 0))
            for pid, n in counter.counts.items()}


def next_counter_placer(state: GameState, counter: CounterPlan) -> str | None:
    """Who places the next counter: the players take turns in the set-up order, one counter
    each (the one with the fewest placed or dropped so far goes next); ``None`` when done."""
    left = counters_left(state, counter)
    order = [pid for pid in state.setup_order if left.get(pid, 0) > 0]
    if not order:
        return None
    handled = {pid: counter.counts[pid] - left[pid] for pid in order}
    return min(order, key=lambda pid: (handled[pid], order.index(pid)))


def counter_plan(state: GameState, counter_id: str) -> CounterPlan:
    """The set-up plan's counters with this id; ``KeyError`` naming it if there are none."""
    for c in (state.setup.counters if state.setup else []):
        if c.id == counter_id:
            return c
    raise KeyError(f"no counters {counter_id!r} to place in this game")


# -- legality ------------------------------------------------------------------------------
OFF_TABLE = MARKER_OFF_TABLE
OVERLAPS = MARKER_OVERLAPS
"""The counter limits players cannot agree away: a counter lies wholly on the table and on
no other marker (:func:`app.rules.placement.counter_limits`)."""


def counter_limits_at(state: GameState, counter_id: str, player_id: str,
                      x_in: float, y_in: float) -> list[Limit]:
    """The limits (:class:`~app.rules.placement.Limit`: rule, reason, whether players may
    agree it away) a ``counter_id`` counter of ``player_id`` at ``(x_in, y_in)`` breaks: the
    table's edges, the markers already down and the scenario's distances
    (:func:`app.rules.placement.counter_limits`), and impassable terrain where the scenario
    keeps counters away from it (T2). Empty when the spot is legal."""
    counter = counter_plan(state, counter_id)
    markers = [Marker(o.x_in, o.y_in, mm_to_in(o.diameter_mm) / 2, o.name or o.id,
                      o.kind == counter.id and o.owner == player_id) for o in state.objectives]
    limits = counter_limits(x_in, y_in, mm_to_in(counter.diameter_mm) / 2,
                            state.table.width_in, state.table.depth_in, markers,
                            within_centre_in=counter.within_centre_in,
                            more_than_from_markers_in=counter.more_than_from_markers_in,
                            own_more_than_in=counter.own_more_than_in)
    if counter.more_than_from_impassable_in is not None:  # T2: The Looters' crates
        limits += [Limit("T2", reason) for reason in marker_terrain_limits(
            x_in, y_in, mm_to_in(counter.diameter_mm) / 2, state.terrain,
            counter.more_than_from_impassable_in, counter.name.lower())]
    return limits


def counter_violations(state: GameState, counter_id: str, player_id: str,
                       x_in: float, y_in: float) -> list[str]:
    """Why a ``counter_id`` counter of ``player_id`` cannot go at ``(x_in, y_in)``: the
    reasons of :func:`counter_limits_at` (the scenario's limits: wholly within N in of the
    centre, G5; more than N in from every other marker and from the player's own counters,
    closest points, G3; and the table's edges). Empty when the spot is legal."""
    return [limit.reason for limit in counter_limits_at(state, counter_id, player_id,
                                                        x_in, y_in)]


def legal_counter_spot(state: GameState, counter_id: str, player_id: str,
                       step_in: float = 0.2) -> tuple[float, float] | None:
    """A spot ``(x_in, y_in)`` where ``player_id``'s next ``counter_id`` counter may go by
    the scenario's limits (:func:`counter_violations`), or ``None`` when there is none. The
    area the counter may lie in (the circle around the centre, else the whole table) is
    sampled on a ``step_in`` grid, centre outwards. Used to allow leaving a counter out only
    when it really cannot be placed (The Looters)."""
    counter = counter_plan(state, counter_id)
    r = mm_to_in(counter.diameter_mm) / 2
    table = state.table
    cx, cy = table.width_in / 2, table.depth_in / 2
    reach = (counter.within_centre_in - r) if counter.within_centre_in is not None else None
    if reach is not None and reach < -EPS_IN:
        return None
    half_x = min(table.width_in / 2 - r, reach if reach is not None else math.inf)
    half_y = min(table.depth_in / 2 - r, reach if reach is not None else math.inf)
    if half_x < -EPS_IN or half_y < -EPS_IN:
        return None
    others = [(o.x_in, o.y_in, mm_to_in(o.diameter_mm) / 2, o.kind == counter.id
               and o.owner == player_id) for o in state.objectives]
    apart = counter.more_than_from_markers_in
    own = counter.own_more_than_in
    nx, ny = int(max(half_x, 0) / step_in), int(max(half_y, 0) / step_in)
    xs = sorted({cx + k * step_in for k in range(-nx, nx + 1)} | {cx - half_x, cx + half_x},
                key=lambda v: abs(v - cx))
    ys = sorted({cy + k * step_in for k in range(-ny, ny + 1)} | {cy - half_y, cy + half_y},
                key=lambda v: abs(v - cy))
    for x in xs:
        for y in ys:
            if reach is not None and math.hypot(x - cx, y - cy) > reach + EPS_IN:
                continue
            ok = True
            for ox, oy, orad, mine in others:
                gap = math.hypot(ox - x, oy - y) - r - orad
                if (apart is not None and within(gap, apart)) or (
                        mine and own is not None and within(gap, own)):
                    ok = False
                    break
            if ok and not counter_violations(state, counter_id, player_id, x, y):
                return (x, y)
    return None


def terrain_warnings(state: GameState) -> list[str]:
    """T2: what the game's scenario says of its terrain that the table breaks now
    (Alliance & Betrayal: no impassable terrain within 6 in of the centre), one sentence
    each; empty for a scenario that says nothing (or that this app cannot find). A warning:
    the players decide. Before those, T1's own: a piece whose centre is off the table (a game
    file may hold one) and pieces lying one on another (:func:`terrain_placement_warnings`)."""
    if not state.terrain:
        return []
    out = terrain_placement_warnings(state)
    if not state.scenario:
        return out
    from .scenarios import ScenarioError, scenario_by_id

    try:
        limits = scenario_by_id(state.scenario).terrain_limits
    except (KeyError, ScenarioError, OSError):
        return out
    if limits.no_impassable_within_centre_in is None:
        return out
    return out + impassable_near_centre(state.terrain, state.table,
                                        limits.no_impassable_within_centre_in)


def terrain_placement_warnings(state: GameState) -> list[str]:
    """T1: a sentence per piece off the table (:func:`~app.rules.terrain.table_problem`) or
    hanging over its edge (a notice: :func:`~app.rules.terrain.overhang_sentence`), and per
    pair of pieces lying one on the other (:func:`~app.rules.terrain.stacked_pieces`), in
    the table's order; then, while the game is set up, T2's: a piece put down over models'
    bases that may not stand in it (those models are illegal until one of them moves)."""
    from app.rules.terrain import (overhang_sentence, stacked_pieces, stacked_sentence,
                                   table_problem)

    out = [p for p in (table_problem(piece, state.table) or overhang_sentence(piece, state.table)
                       for piece in state.terrain) if p]
    stacked = stacked_pieces(state.terrain)
    order = {p.id: i for i, p in enumerate(state.terrain)}
    for piece in state.terrain:
        later = [o for o in stacked.get(piece.id, ()) if order[o.id] > order[piece.id]]
        if later:
            out.append(stacked_sentence(piece, later))
    if state.turn.phase == "setup":
        out += covered_bases_warnings(state)
    return out


def covered_bases_warnings(state: GameState) -> list[str]:
    """T2: a sentence per piece that covers bases of models on the table where bases may
    not stand, naming up to three of them (:func:`covered_by`)."""
    out = []
    for piece in state.terrain:
        names = covered_by(state, piece)
        if names:
            out.append(f"{piece.name or piece.id} {covers_sentence(names)} before play "
                       "begins (T2)")
    return out


def covered_by(state: GameState, piece) -> list[str]:  # noqa: ANN001 - a TerrainPiece
    """T2: the models on the table (by label, else name) whose bases share area with
    ``piece`` where bases may not stand; none for a piece bases may stand in."""
    from app.rules.geometry import footprint
    from app.rules.terrain import blocks_bases, overlap_violations

    if not blocks_bases(piece):
        return []
    return [m.label or m.name for m in state.models if m.on_table and overlap_violations(
        footprint(m.base, m.x_in, m.y_in, m.facing_deg), (piece,))]


def covers_sentence(names: list[str]) -> str:
    """"covers the bases of Capt, Wr1 and 2 more: move it or them" (T2)."""
    shown = ", ".join(names[:3]) + (f" and {len(names) - 3} more" if len(names) > 3 else "")
    return f"covers the base{'s' if len(names) > 1 else ''} of {shown}: move it or them"


def may_leave_counter_out(state: GameState, counter_id: str, player_id: str) -> str:
    """``""`` when ``player_id``'s next ``counter_id`` counter may be left out: the scenario
    drops a counter that cannot be placed (The Looters) and no legal spot is left
    (:func:`legal_counter_spot`); otherwise the reason it may not."""
    counter = counter_plan(state, counter_id)
    name = counter.name.lower()
    if counter.if_unplaceable != "dropped":
        return (f"the players agree where each {name} goes in this scenario; none is left "
                "out")
    spot = legal_counter_spot(state, counter_id, player_id)
    if spot is not None:
        return (f"the {name} can still be placed within the scenario's limits, e.g. at "
                f"({spot[0]:.1f}, {spot[1]:.1f})")
    return ""


def placement_verdict(state: GameState, model_id: str, x_in: float, y_in: float,
                      judge: Judge | None = None) -> ModelVerdict:
    """The rules' verdict on placing (or moving) model ``model_id`` with its base centre at
    ``(x_in, y_in)`` during set-up: the :class:`~app.rules.judge.Judge`'s set-up rules (M4
    segment zone and warband gap, S2 formation zone, coherency and unit gap; a defender who
    sets up in the middle is judged by the scenario's defender area). ``judge`` may be one
    already holding the model (see :func:`placement_judge`), for repeated calls while
    dragging. ``KeyError`` for an unknown model."""
    state.model(model_id)
    if judge is None:
        judge = placement_judge(state, model_id)
    update = judge.move(model_id, x_in, y_in)
    return update.models.get(model_id) or judge.verdict(model_id)


def placement_judge(state: GameState, model_id: str) -> Judge:
    """A set-up :class:`~app.rules.judge.Judge` of the position with model ``model_id`` on
    the table (placed or not), ready for :meth:`~app.rules.judge.Judge.move` on each step of
    a drag."""
    judge = Judge.from_state(state, setup=True)
    model = state.model(model_id)
    if model.on_table:
        return judge
    judge.set_status(model_id, "active", _OnTable(model))
    return judge


class _OnTable:
    """A model as the judge reads it, but on the table."""

    def __init__(self, model: Model) -> None:
        self._model = model
        self.status = "active"

    def __getattr__(self, name: str) -> Any:
        return getattr(self._model, name)


