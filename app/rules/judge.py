"""The judge: every rule's verdict over a whole position, re-judged incrementally.

Built once from plain data (anything shaped like :class:`app.game.state.GameState`, or its
parts), a :class:`Judge` keeps each model's footprint in a uniform grid and, per model, the
closest-point distance to every other model within the largest range any rule asks about
(8 in for running, M10). When one model moves, :meth:`Judge.move` re-measures only that
model against its neighbours and returns fresh verdicts for just the models and objectives
that may have changed, so the board can re-judge on every mouse move while dragging.

Rules judged: set-up (only while ``setup`` is true: M4 edge segments or S2 Battle
Formations; a ``players-agree`` deployment has no zones or gaps to judge), Scout and Secure
placement (S3, for the groups passed in), running (M10), objective control (S4) and
Reinforced Defenses cover (S5), and in every phase a base not wholly on the table (G2: it is
illegal, and neither controls objectives nor takes cover), two bases sharing area (G8:
both models get the violation, each naming the other; touching is fine) and a base sharing
area with a terrain piece bases may not stand in (T2: a wall, impassable terrain, a building
not marked enterable; judged like G8, naming the piece). Models whose
status is ``out_of_action``, ``fled`` or ``unplaced`` (still in the set-up tray) are off the
table and ignored everywhere.

This module imports nothing from ``app.game``: it reads attributes (see the ``*Like``
protocols), so the game layer passes its own objects in.

Typical use by the board::

    judge = Judge.from_state(state)             # on load, and after changes other than moves
    update = judge.move("bob-3", x_in, y_in)     # every mouse move while dragging (and on undo)
    verdict = update.models["bob-3"]             # .legal, .reason, .violations[i].points
    for oid, ov in update.objectives.items(): ...   # .controlled_by, .contested

Moving a model back (a cancelled drag, an undo) is just another :meth:`Judge.move`.
:meth:`Judge.set_status` handles status changes; anything else (alliances, players' segments,
the phase) needs a new judge.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from .bases import Base
from .deployment import (
    SCOUT_FOLLOW_IN,
    area_violation,
    coherency_violation,
    edge_zone_violation,
    scout_first_violation,
    scout_follower_violation,
    segment_zone_violation,
    unit_gap_violation,
    warband_gap_violation,
)
from .geometry import (
    EPS_IN,
    Point2,
    Footprint,
    closest_points,
    distance,
    distance_point,
    footprint,
    overhang,
    oval_pairs,
    rim_search_pair,
    within,
)
from .movement import (
    OFF_TABLE,
    RUN_BLOCK_IN,
    RUN_IGNORES,
    alliance_test,
    is_enemy,
    run_block,
    start_neighbours,
)
from .objectives import COVER, COVER_IN, cover_sentence, settle_control
from .placement import (overlap_bound, overlap_depth, overlap_violation, sure_overlap,
                        touching_only)
from .table import Table
from .terrain import blocks_bases, footprint as piece_footprint, overlap_sentence, \
    overlap_violations
from .verdicts import fmt_over, fmt_range
from .verdicts import ModelVerdict, ObjectiveVerdict, Update, Violation

EDGE_SEGMENTS = "edge-segments"
BATTLE_FORMATIONS = "battle-formations"
PLAYERS_AGREE = "players-agree"
"""A scenario that gives no set-up zones: players place models where they agree."""

LISTED_MAX = 5
"""The most models one verdict names for each rule between two models (G8 overlaps, M4 and
S2 gaps): the deepest or closest first, then one sentence counting the rest ("Also
overlaps 12 more bases"), so a pile of stacked bases judges, shows and prints in bounded
time (issue 20) and a tooltip stays readable."""


class PieceLike(Protocol):
    """A model as the judge reads it (``app.game.state.Model`` fits; ``label`` optional)."""

    id: str
    player: str
    unit: str
    name: str
    base: Base
    x_in: float
    y_in: float
    facing_deg: float
    status: str


class SideLike(Protocol):
    """A player (``app.game.state.Player`` fits; ``warband`` optional)."""

    id: str
    segment: str | None
    edge: str | None


class MarkerLike(Protocol):
    id: str
    x_in: float
    y_in: float


class SetupLike(Protocol):
    """``app.game.state.Deployment`` fits."""

    kind: str
    zone_depth_in: float
    gap_in: float
    coherency_in: float
    unit_gap_in: float


class ControlLike(Protocol):
    control_in: float
    contest_in: float


@dataclass(frozen=True)
class ScoutGroup:
    """A unit being brought on by Scout and Secure (S3): ``first`` is the id of the model
    placed touching ``edge``; until it has moved (``first_moved``) it is untargetable."""

    player: str
    unit: str
    first: str
    edge: str
    first_moved: bool = False
    follow_in: float = SCOUT_FOLLOW_IN


def scout_groups(state: Any) -> list[ScoutGroup]:
    """The units being brought in by Scout and Secure (S3), from anything shaped like
    :class:`app.game.state.GameState` (``scouts``: ``{"player/unit": {"first", "moved"}}``;
    the player's ``edge``); a unit of one is keyed by its model's id as the judge keys it."""
    edges = {p.id: getattr(p, "edge", None) for p in state.players}
    units = {m.id: getattr(m, "unit", "") for m in state.models}
    follow_in = float(getattr(getattr(state, "scout_rules", None), "follow_in",
                              SCOUT_FOLLOW_IN))
    groups = []
    for key, rec in state.scouts.items():
        player, _, unit = key.partition("/")
        first = rec.get("first", "")
        if not edges.get(player) or first not in units:
            continue
        groups.append(ScoutGroup(player, units[first] or f"#{first}", first, edges[player],
                                 bool(rec.get("moved")), follow_in))
    return groups


class _Rec:
    __slots__ = ("id", "player", "unit_key", "name", "display", "base", "facing", "status",
                 "fp", "cell", "near", "over", "obj", "zone", "blocks", "off", "ground")

    def __init__(self, piece: Any, display: str) -> None:
        self.id: str = piece.id
        self.player: str = piece.player
        self.unit_key: tuple[str, str] = (piece.player, piece.unit or f"#{piece.id}")
        self.name: str = piece.name
        self.display = display
        self.base: Base = piece.base
        self.facing: float = float(getattr(piece, "facing_deg", 0.0) or 0.0)
        self.status: str = getattr(piece, "status", "active")
        self.fp: Footprint = footprint(piece.base, piece.x_in, piece.y_in, self.facing)
        self.cell: tuple[int, int] = (0, 0)
        self.near: dict[str, float] = {}
        self.over: dict[str, float] = {}
        """G8: ``{other_id: overlap depth, inches}`` for the bases this one overlaps; a
        negative value ``-b`` is a depth of at least ``b`` not yet measured exactly (bases
        stacked on one another, :func:`app.rules.placement.sure_overlap`): see
        :meth:`Judge._depth`."""
        self.obj: dict[str, float] = {}
        self.zone: Violation | None = None
        self.off: Violation | None = None
        self.ground: Violation | None = None
        """T2: the terrain pieces the base stands in that bases may not overlap."""
        self.blocks = self.status not in RUN_IGNORES


def display_name(name: str, label: str, warband: str) -> str:
    """How a model is named in a sentence: "Mercenary Captain (Capt, Mercenaries)", or
    "Warrior (Mercenaries)" without a label."""
    inside = ", ".join(part for part in (label, warband) if part)
    return f"{name} ({inside})" if inside else name


class Judge:
    """Verdicts for one position; see the module docstring.

    ``deployment.kind`` is ``edge-segments`` (M4: ``zone_depth_in``, ``gap_in``),
    ``battle-formations`` (S2: ``zone_depth_in``, ``coherency_in``, ``unit_gap_in``) or
    ``players-agree`` (no zones). ``areas``: players who set up in a scenario's own area
    instead (a defender around the centre), ``{player: ((cx, cy, width_in, depth_in,
    within_in), name)}``; ``from_state`` takes it from ``state.setup.defender_zone``.
    ``alliances``: groups of allied player ids (M10). ``setup``: judge set-up rules (the
    game is in its set-up phase). ``starts``: where each model stood when the player's turn
    began, ``{id: (x_in, y_in, facing_deg)}`` (M10): when given, running is judged from
    there, so dragging a model never changes whether it, or anyone near it, may run; a model
    with no recorded start counts where it stood when the judge was built. Without starts
    (set-up, older files) running is judged from where the models are now.
    ``terrain``: the pieces on the table (:class:`app.rules.terrain.TerrainPiece`), for T2;
    a change of the terrain needs a new judge.
    ``ValueError`` for an unknown deployment kind.
    """

    def __init__(self, table: Table, deployment: SetupLike, control: ControlLike,
                 players: Iterable[SideLike], models: Iterable[PieceLike],
                 objectives: Iterable[MarkerLike] = (),
                 alliances: Iterable[Iterable[str]] = (), *, setup: bool = True,
                 scouts: Iterable[ScoutGroup] = (), run_block_in: float = RUN_BLOCK_IN,
                 cover_in: float | None = COVER_IN, cover: int = COVER,
                 areas: dict[str, tuple[tuple[float, float, float, float, float], str]]
                 | None = None, running: bool = True,
                 starts: Mapping[str, Sequence[float]] | None = None,
                 terrain: Iterable[Any] = ()) -> None:
        if deployment.kind not in (EDGE_SEGMENTS, BATTLE_FORMATIONS, PLAYERS_AGREE):
            raise ValueError(f"unknown deployment kind {deployment.kind!r}; expected "
                             f"{EDGE_SEGMENTS}, {BATTLE_FORMATIONS} or {PLAYERS_AGREE}")
        self.table = table
        self.kind = deployment.kind
        self.zone_depth_in = float(deployment.zone_depth_in)
        self.gap_in = float(deployment.gap_in)
        self.coherency_in = float(deployment.coherency_in)
        self.unit_gap_in = float(deployment.unit_gap_in)
        self.control_in = float(control.control_in)
        self.contest_in = float(control.contest_in)
        self.run_block_in = float(run_block_in)
        self.running = bool(running)
        """Whether the game uses M10's running rule (Mordheim). Verdicts carry ``can_run``
        either way (the measure: no enemy within 8 in); what shows them asks this first."""
        self.cover_in = None if cover_in is None else float(cover_in)
        """Reinforced Defenses (S5): cover within this distance of an objective, ``None`` in
        a game whose scenario does not use that module (no cover at all)."""
        self.cover = int(cover)
        self.setup = setup and deployment.kind != PLAYERS_AGREE
        self._areas = dict(areas or {})
        self.allied = alliance_test(alliances)
        self._players = {p.id: p for p in players}
        self._player_order = list(self._players)
        self._all_players: set[str] = set(self._players)
        self._enemy_cache: dict[str, frozenset[str]] = {}
        self._scouts: dict[tuple[str, str], ScoutGroup] = {
            (g.player, g.unit): g for g in scouts}
        objectives = list(objectives)
        self._objectives: dict[str, tuple[float, float]] = {
            o.id: (float(o.x_in), float(o.y_in)) for o in objectives}
        self._objective_names: dict[str, str] = {
            o.id: getattr(o, "name", "") or o.id for o in objectives}
        self._obj_near: dict[str, dict[str, float]] = {o: {} for o in self._objectives}
        self._obj_range = max(self.control_in, self.contest_in, self.cover_in or 0.0)
        ranges = [self.run_block_in, self.coherency_in if self.setup else 0.0]
        if self.setup:
            ranges += [self.gap_in if self.kind == EDGE_SEGMENTS else self.unit_gap_in]
        if self._scouts:
            ranges.append(2.0)
        self.near_in = max(ranges)
        self._cell = max(self.near_in, 1.0)
        self._grid: dict[tuple[int, int], set[str]] = {}
        self._recs: dict[str, _Rec] = {}
        self._units: dict[tuple[str, str], set[str]] = {}
        self._max_radius = 0.0
        self._model_verdicts: dict[str, ModelVerdict] = {}
        self._points: dict[tuple[str, str], tuple[Footprint, Footprint, Any]] = {}
        self._objective_verdicts: dict[str, ObjectiveVerdict] = {}
        self._walls = [p for p in terrain if blocks_bases(p)]
        """T2: the pieces bases may not overlap, with their bounds for a quick test."""
        self._wall_bounds = [piece_footprint(p).bounds for p in self._walls]
        for piece in models:
            if getattr(piece, "status", "active") in OFF_TABLE:
                continue
            self._insert(_Rec(piece, self._display(piece)))
        measured: set[str] = set()
        later: list[tuple[_Rec, _Rec]] = []
        for rec in self._recs.values():  # each pair measured once, from its first model
            near, over = self._neighbours(rec, measured, later)
            measured.add(rec.id)
            self._link(rec, near, over)
        self._measure_later(later)
        for rec in self._recs.values():
            rec.off = self._off_table(rec)
            rec.ground = self._ground(rec)
            rec.obj = self._objective_distances(rec)
            rec.zone = self._zone(rec)
            for oid, d in rec.obj.items():
                self._obj_near[oid][rec.id] = d
        self._starts = {mid: tuple(float(v) for v in where)
                        for mid, where in (starts or {}).items()}
        self.from_starts = bool(self._starts)
        """M10: running is judged from the positions at the start of the player's turn."""
        self._start_fp: dict[str, Footprint] = {}
        self._start_near: dict[str, dict[str, float]] = {}
        if self.from_starts:
            self._start_fp = {mid: self._start_footprint(rec) for mid, rec in self._recs.items()}
            self._start_near = start_neighbours(self._start_fp, self.run_block_in)
        for mid in self._recs:
            self._model_verdicts[mid] = self._verdict(mid)
        for oid in self._objectives:
            self._objective_verdicts[oid] = self._objective_verdict(oid)

    @classmethod
    def from_state(cls, state: Any, *, setup: bool | None = None,
                   scouts: Iterable[ScoutGroup] = ()) -> "Judge":
        """A judge for anything shaped like :class:`app.game.state.GameState`; set-up rules
        apply when ``setup`` is true or, by default, while ``state.turn.phase == "setup"``."""
        if setup is None:
            setup = getattr(getattr(state, "turn", None), "phase", "setup") == "setup"
        areas = {}
        plan = getattr(state, "setup", None)
        zone = list(getattr(plan, "defender_zone", None) or [])
        defender = getattr(state, "defender", None)
        if defender and len(zone) in (5, 6):
            areas[defender] = (tuple(zone), getattr(plan, "defender_zone_name", "") or
                               "the defender's area")
        if not scouts and getattr(state, "scouts", None):
            scouts = scout_groups(state)
        control = state.objective_control
        return cls(state.table, state.deployment, control, state.players,
                   state.models, state.objectives, state.alliances, setup=setup,
                   scouts=scouts, areas=areas, cover_in=getattr(control, "cover_in", None),
                   cover=getattr(control, "cover", COVER),
                   running=getattr(state, "system", "mordheim") == "mordheim",
                   starts=getattr(getattr(state, "turn", None), "starts", None),
                   terrain=getattr(state, "terrain", ()))

    # -- public queries -----------------------------------------------------------------------
    def verdict(self, model_id: str) -> ModelVerdict:
        """The current verdict of a model on the table; ``KeyError`` naming it otherwise."""
        try:
            return self._model_verdicts[model_id]
        except KeyError:
            raise KeyError(f"no model {model_id!r} on the table") from None

    def model_verdicts(self) -> list[ModelVerdict]:
        """Verdicts of every model on the table, in the order they were given."""
        return list(self._model_verdicts.values())

    def objective_verdicts(self) -> list[ObjectiveVerdict]:
        return list(self._objective_verdicts.values())

    def footprint(self, model_id: str) -> Footprint:
        """The model's footprint as judged (for drawing and the measure tool)."""
        return self._rec(model_id).fp

    def start_footprint(self, model_id: str) -> Footprint | None:
        """M10: where the model stood when the player's turn began, as running is judged
        from it; ``None`` when the judge has no start positions (it judges from now)."""
        return self._start_fp.get(model_id) if self.from_starts else None

    def neighbours(self, model_id: str) -> dict[str, float]:
        """``{other_id: distance_in}`` for every model within :attr:`near_in` of this one
        (closest points, G3), as measured for the verdicts (e.g. coherency links, S2)."""
        return dict(self._rec(model_id).near)

    def distance(self, a: str, b: str) -> float:
        """Closest-point distance between two models on the table, inches (G3)."""
        return distance(self._rec(a).fp, self._rec(b).fp)

    def overlapping(self, model_id: str) -> dict[str, float]:
        """``{other_id: depth_in}``: the models whose bases this one overlaps (G8), with how
        deep (:func:`app.rules.placement.overlap_depth`)."""
        rec = self._rec(model_id)
        return {j: self._depth(rec, j) for j in rec.over}

    # -- incremental updates ------------------------------------------------------------------
    def move(self, model_id: str, x_in: float, y_in: float,
             facing_deg: float | None = None) -> Update:
        """Put a model's centre at ``(x_in, y_in)`` (and facing, if given) and re-judge what
        that can change: the model, every model that was or now is within
        :attr:`near_in` of it, its unit, and objectives it was or now is near.
        ``KeyError`` if the model is not on the table."""
        rec = self._rec(model_id)
        if facing_deg is not None:
            rec.facing = float(facing_deg)
        old_near = rec.near
        old_over = rec.over
        recs = self._recs
        for j in old_near:
            recs[j].near.pop(model_id, None)
        for j in old_over:
            recs[j].over.pop(model_id, None)
        self._grid_remove(rec)
        rec.fp = footprint(rec.base, x_in, y_in, rec.facing)
        self._grid_add(rec)
        self._measure_around(rec)
        for j, d in rec.near.items():
            self._recs[j].near[model_id] = d
        for j, depth in rec.over.items():
            self._recs[j].over[model_id] = depth
        rec.off = self._off_table(rec)
        rec.ground = self._ground(rec)
        changed_objectives = self._replace_objective_distances(rec)
        rec.zone = self._zone(rec)
        mates = self._units[rec.unit_key]
        affected = set(mates)
        if old_over or rec.over:
            affected |= old_over.keys() | rec.over.keys()
        for j in old_near.keys() | rec.near.keys():
            if j not in mates and self._needs_refresh(self._recs[j], rec, old_near.get(j),
                                                      rec.near.get(j)):
                affected.add(j)
        return self._refresh(affected, changed_objectives)

    def _needs_refresh(self, rec: _Rec, mover: _Rec, old_d: float | None,
                       new_d: float | None) -> bool:
        """Can ``mover`` going from ``old_d`` to ``new_d`` away (``None``: beyond
        :attr:`near_in`) change the verdict of ``rec`` (not in the mover's unit)?"""
        if self.setup:
            if self.kind == EDGE_SEGMENTS:
                if rec.player != mover.player:
                    limit = self.gap_in + EPS_IN
                    if (old_d is not None and old_d <= limit) or (
                            new_d is not None and new_d <= limit):
                        return True
            else:
                limit = self.unit_gap_in - EPS_IN
                if (old_d is not None and old_d < limit) or (new_d is not None and new_d < limit):
                    return True
        if self.from_starts or not mover.blocks or mover.player not in self._enemies(rec.player):
            return False  # M10 from the turn's start: moving now changes nobody's running
        current = self._model_verdicts.get(rec.id)
        blocker = current.run_blocker if current is not None else None
        if blocker is None:
            return new_d is not None and new_d <= self.run_block_in + EPS_IN
        if blocker.other == mover.id:
            return True
        return new_d is not None and (new_d, mover.id) < (blocker.distance_in, blocker.other)

    def set_status(self, model_id: str, status: str, piece: Any | None = None) -> Update:
        """Change a model's status (M10 ignores some; ``out_of_action``/``fled`` take it off
        the table). To bring an off-table model back, pass the ``piece`` itself."""
        if model_id in self._recs:
            rec = self._recs[model_id]
            if status in OFF_TABLE:
                return self._remove(rec)
            rec.status = status
            rec.blocks = status not in RUN_IGNORES
            return self._refresh(set(rec.near) | set(self._start_near.get(model_id, ()))
                                 | {model_id}, set())
        if piece is None or status in OFF_TABLE:
            return Update({}, {})
        rec = _Rec(piece, self._display(piece))
        rec.status = status
        rec.blocks = status not in RUN_IGNORES
        self._insert(rec)
        self._measure_around(rec)
        for j, d in rec.near.items():
            self._recs[j].near[rec.id] = d
        for j, depth in rec.over.items():
            self._recs[j].over[rec.id] = depth
        rec.off = self._off_table(rec)
        rec.ground = self._ground(rec)
        changed = self._replace_objective_distances(rec)
        rec.zone = self._zone(rec)
        if self.from_starts:
            self._add_start(rec)
        return self._refresh(set(rec.near) | self._units[rec.unit_key]
                             | set(self._start_near.get(rec.id, ())), changed)

    # -- internals -----------------------------------------------------------------------------
    def _rec(self, model_id: str) -> _Rec:
        try:
            return self._recs[model_id]
        except KeyError:
            raise KeyError(f"no model {model_id!r} on the table") from None

    def _start_footprint(self, rec: _Rec) -> Footprint:
        where = self._starts.get(rec.id)
        if where is None or len(where) < 2:
            return rec.fp
        facing = where[2] if len(where) > 2 else rec.facing
        return footprint(rec.base, where[0], where[1], facing)

    def _add_start(self, rec: _Rec) -> None:
        """A model back on the table: measure its start position against the others'."""
        fp = self._start_fp[rec.id] = self._start_footprint(rec)
        mine = self._start_near[rec.id] = {}
        for j, ofp in self._start_fp.items():
            if j != rec.id:
                d = distance(fp, ofp)
                if within(d, self.run_block_in):
                    mine[j] = d
                    self._start_near.setdefault(j, {})[rec.id] = d
                else:
                    self._start_near.get(j, {}).pop(rec.id, None)

    def _display(self, piece: Any) -> str:
        side = self._players.get(piece.player)
        warband = getattr(side, "warband", "") or getattr(side, "name", "") or piece.player
        label = getattr(piece, "label", "")
        return display_name(piece.name, label, warband)

    def _enemies(self, player: str) -> frozenset[str]:
        """Players whose models are enemies of ``player``'s (C8, M10), cached."""
        found = self._enemy_cache.get(player)
        if found is None:
            found = frozenset(q for q in self._all_players if is_enemy(player, q, self.allied))
            self._enemy_cache[player] = found
        return found

    def _insert(self, rec: _Rec) -> None:
        if rec.player not in self._all_players:
            self._all_players.add(rec.player)
            self._enemy_cache.clear()
        self._recs[rec.id] = rec
        self._units.setdefault(rec.unit_key, set()).add(rec.id)
        self._max_radius = max(self._max_radius, rec.fp.radius)
        self._grid_add(rec)

    def _remove(self, rec: _Rec) -> Update:
        for j in rec.near:
            self._recs[j].near.pop(rec.id, None)
        for j in rec.over:
            self._recs[j].over.pop(rec.id, None)
        self._grid_remove(rec)
        del self._recs[rec.id]
        self._model_verdicts.pop(rec.id, None)
        mates = self._units[rec.unit_key]
        mates.discard(rec.id)
        changed = set()
        for oid in rec.obj:
            self._obj_near[oid].pop(rec.id, None)
            changed.add(oid)
        return self._refresh(set(rec.near) | mates | set(self._start_near.get(rec.id, ())),
                             changed)

    def _grid_add(self, rec: _Rec) -> None:
        rec.cell = (math.floor(rec.fp.x / self._cell), math.floor(rec.fp.y / self._cell))
        self._grid.setdefault(rec.cell, set()).add(rec.id)

    def _grid_remove(self, rec: _Rec) -> None:
        cell = self._grid.get(rec.cell)
        if cell is not None:
            cell.discard(rec.id)
            if not cell:
                del self._grid[rec.cell]

    def _link(self, rec: _Rec, near: dict[str, float], over: dict[str, float]) -> None:
        """Record measured pairs on both models."""
        rec.near.update(near)
        rec.over.update(over)
        recs = self._recs
        for j, d in near.items():
            recs[j].near[rec.id] = d
        for j, depth in over.items():
            recs[j].over[rec.id] = depth

    def _measure_around(self, rec: _Rec) -> None:
        """``rec.near`` and ``rec.over`` measured afresh (a model moved or came back), its
        oval-to-oval pairs all at once as the judge's first measure does (a drag among a
        full table of ovals meets 70-80 of them a step: :func:`oval_pairs`). The other
        models' side is the caller's to record."""
        later: list[tuple[_Rec, _Rec]] = []
        near, over = self._neighbours(rec, later=later)
        fp = rec.fp
        for (_, b), pts in zip(later, self._closest_of(later)):
            self._judge_pair(rec.id, fp, b.id, b.fp, pts, near, over)
        rec.near, rec.over = near, over

    def _measure_later(self, pairs: list[tuple[_Rec, _Rec]]) -> None:
        """Measure the pairs :meth:`_neighbours` put off and link them."""
        for (a, b), pts in zip(pairs, self._closest_of(pairs)):
            near: dict[str, float] = {}
            over: dict[str, float] = {}
            self._judge_pair(a.id, a.fp, b.id, b.fp, pts, near, over)
            self._link(a, near, over)

    @staticmethod
    def _closest_of(pairs: list[tuple[_Rec, _Rec]]) -> Iterator[tuple[Point2, Point2]]:
        """The closest points of each pair, as :func:`closest_points` finds them: two ovals
        all at once (NumPy, :func:`app.rules.geometry.oval_pairs`), any other pair one by
        one."""
        ovals = [(a.fp, b.fp) for a, b in pairs if a.fp.shape == "oval" == b.fp.shape]
        found = iter(oval_pairs(ovals) if ovals else ())
        for a, b in pairs:
            if a.fp.shape == "oval" == b.fp.shape:
                hit = next(found)  # not certified: the rim search, as closest_points would
                yield hit[1] if hit is not None else rim_search_pair(a.fp, b.fp)[1]
            else:
                yield closest_points(a.fp, b.fp)

    def _judge_pair(self, i: str, fp: Footprint, j: str, ofp: Footprint,
                    pts: tuple[tuple[float, float], tuple[float, float]],
                    out: dict[str, float], over: dict[str, float]) -> None:
        """Two bases that are not both round, by their closest points: near (within
        :attr:`near_in`) and overlapping (G8)."""
        d = math.hypot(pts[1][0] - pts[0][0], pts[1][1] - pts[0][1])
        self._points[(i, j)] = (fp, ofp, pts)
        if d <= EPS_IN and not touching_only(fp, ofp, pts[0]):
            bound = overlap_bound(fp, ofp)  # surely overlapping: measured when named
            depth = -bound if bound else overlap_depth(fp, ofp)
            if depth > EPS_IN or depth < 0.0:
                over[j] = depth
        if d <= self.near_in + EPS_IN:
            out[j] = d

    def _neighbours(self, rec: _Rec, skip: set[str] | frozenset[str] = frozenset(),
                    later: list[tuple[_Rec, _Rec]] | None = None
                    ) -> tuple[dict[str, float], dict[str, float]]:
        """``(near, over)``: every other model (not in ``skip``) within :attr:`near_in`
        (closest points, inclusive) and, of those, the ones whose bases this one overlaps
        with the depth (G8). Only bases at closest-point distance 0 (within the tolerance)
        can overlap; those are measured again, exactly
        (:func:`app.rules.placement.overlap_depth`), unless their inscribed circles already
        overlap: then the depth is kept as a bound until a verdict names it (:attr:`_Rec.over`).
        ``later``: pairs not both round that need measuring are appended there instead
        (:meth:`_measure_later`)."""
        fp = rec.fp
        reach = self.near_in + fp.radius + self._max_radius + EPS_IN
        x0 = math.floor((fp.x - reach) / self._cell)
        x1 = math.floor((fp.x + reach) / self._cell)
        y0 = math.floor((fp.y - reach) / self._cell)
        y1 = math.floor((fp.y + reach) / self._cell)
        limit = self.near_in + EPS_IN
        out: dict[str, float] = {}
        over: dict[str, float] = {}
        recs = self._recs
        grid = self._grid
        for cx in range(x0, x1 + 1):
            for cy in range(y0, y1 + 1):
                ids = grid.get((cx, cy))
                if not ids:
                    continue
                for j in ids:
                    if j == rec.id or j in skip:
                        continue
                    ofp = recs[j].fp
                    centres = math.hypot(ofp.x - fp.x, ofp.y - fp.y)
                    if centres - fp.radius - ofp.radius > limit:
                        continue
                    if fp.shape == "round" and ofp.shape == "round":
                        d = centres - fp.a - ofp.a
                        if d < -EPS_IN:  # G8: round bases overlap by exactly this much
                            over[j] = -d
                        d = d if d > 0.0 else 0.0
                    else:  # measure once; keep the closest points for the reasons' lines
                        bound = sure_overlap(fp, ofp)
                        if bound:  # stacked: they overlap at least this deep (G8)
                            over[j] = -bound
                            out[j] = 0.0
                            continue
                        if later is not None:
                            later.append((rec, recs[j]))
                        else:
                            self._judge_pair(rec.id, fp, j, ofp, closest_points(fp, ofp),
                                             out, over)
                        continue
                    if d <= limit:
                        out[j] = d
        return out, over

    def _off_table(self, rec: _Rec) -> Violation | None:
        """G2: a base not wholly on the table (in set-up and in play; players may still drop
        it there, but the board shows it red with this reason)."""
        off = overhang(rec.fp, self.table)
        if off <= EPS_IN:
            return None
        return Violation("G2", f"Part of the base is off the table: it reaches "
                               f"{fmt_over(off)} over the table edge (G2)", "table edge", off)

    def _ground(self, rec: _Rec) -> Violation | None:
        """T2: the base shares area with pieces bases may not overlap (touching is fine).
        One violation naming every such piece (``other``: the first piece's id)."""
        if not self._walls:
            return None
        bx0, by0, bx1, by1 = rec.fp.bounds()
        hits = []
        for piece, (x0, y0, x1, y1) in zip(self._walls, self._wall_bounds):
            if bx1 <= x0 or bx0 >= x1 or by1 <= y0 or by0 >= y1:
                continue
            if overlap_violations(rec.fp, (piece,)):
                hits.append(piece)
        if not hits:
            return None
        return Violation("T2", overlap_sentence(hits), hits[0].id, None)

    def _objective_distances(self, rec: _Rec) -> dict[str, float]:
        """Objectives within reach of the model (S4, S5); none for a model partly off the
        table (G2), which neither controls, contests nor takes cover."""
        if rec.off is not None:
            return {}
        out = {}
        for oid, (ox, oy) in self._objectives.items():
            d = distance_point(rec.fp, ox, oy)
            if within(d, self._obj_range):
                out[oid] = d
        return out

    def _replace_objective_distances(self, rec: _Rec) -> set[str]:
        old = rec.obj
        rec.obj = self._objective_distances(rec)
        changed = set(old) | set(rec.obj)
        for oid in old:
            self._obj_near[oid].pop(rec.id, None)
        for oid, d in rec.obj.items():
            self._obj_near[oid][rec.id] = d
        return changed

    def _zone(self, rec: _Rec) -> Violation | None:
        if not self.setup or rec.off is not None:  # off the table: G2 says so already
            return None
        side = self._players.get(rec.player)
        area = self._areas.get(rec.player)
        if area is not None:
            return area_violation(rec.fp, self.table, area[0], area[1])
        if self.kind == EDGE_SEGMENTS:
            letter = getattr(side, "segment", None)
            if letter:
                return segment_zone_violation(rec.fp, self.table, letter, self.zone_depth_in)
            return Violation("M4", "Its player has not chosen an edge segment to set up "
                                   "from (M4)", None, None)
        edge = getattr(side, "edge", None)
        if edge:
            return edge_zone_violation(rec.fp, self.table, edge, self.zone_depth_in)
        return Violation("S2", "Its player has no table edge to set up from (S2)", None, None)

    def _refresh(self, model_ids: set[str], objective_ids: set[str]) -> Update:
        models = {}
        for mid in model_ids:
            if mid in self._recs:
                verdict = self._verdict(mid)
                self._model_verdicts[mid] = verdict
                models[mid] = verdict
        objectives = {}
        for oid in objective_ids:
            verdict = self._objective_verdict(oid)
            self._objective_verdicts[oid] = verdict
            objectives[oid] = verdict
        return Update(models, objectives)

    def _depth(self, rec: _Rec, j: str) -> float:
        """The exact G8 depth of ``rec``'s overlap with model ``j``, measuring (and keeping,
        on both models) a depth known only as a bound."""
        depth = rec.over[j]
        if depth < 0.0:
            other = self._recs[j]
            depth = max(overlap_depth(rec.fp, other.fp), -depth)
            rec.over[j] = depth
            if rec.id in other.over:
                other.over[rec.id] = depth
        return depth

    def _pair_points(self, a: _Rec, b: _Rec) -> tuple[tuple[float, float], tuple[float, float]]:
        """Closest points of two models (on a, on b), reusing the measurement made by
        :meth:`_neighbours` while neither has moved since."""
        hit = self._points.get((a.id, b.id))
        if hit is not None and hit[0] is a.fp and hit[1] is b.fp:
            return hit[2]
        hit = self._points.get((b.id, a.id))
        if hit is not None and hit[0] is b.fp and hit[1] is a.fp:
            return (hit[2][1], hit[2][0])
        return closest_points(a.fp, b.fp)

    def _verdict(self, mid: str) -> ModelVerdict:
        rec = self._recs[mid]
        recs = self._recs
        violations: list[Violation] = []
        if rec.off is not None:
            violations.append(rec.off)
        if rec.over:  # G8, deepest first; a pile of stacked bases names the deepest few
            over = rec.over
            named = (list(over) if len(over) <= LISTED_MAX else
                     [j for _, j in heapq.nsmallest(
                         LISTED_MAX, [(-abs(v), j) for j, v in over.items()])])
            for depth, j in sorted((-self._depth(rec, j), j) for j in named):
                v = overlap_violation(-depth, j, recs[j].display)
                if v:
                    violations.append(v)
            if len(over) > LISTED_MAX:
                violations.append(Violation(
                    "G8", f"Also overlaps {len(over) - LISTED_MAX} more bases (G8)"))
        if rec.ground is not None:  # T2, as G8
            violations.append(rec.ground)
        if rec.zone is not None:
            violations.append(rec.zone)
        pair: list[Violation] = []
        near = rec.near
        edge_segments = self.kind == EDGE_SEGMENTS
        if self.setup:  # M4 / S2, closest first; a crowd names the closest few
            if edge_segments:
                limit = self.gap_in + EPS_IN
                close = [(d, j) for j, d in near.items()
                         if d <= limit and recs[j].player != rec.player]
                rule, others, gap_in, violation = ("M4", "models of other warbands",
                                                   self.gap_in, warband_gap_violation)
            else:
                limit = self.unit_gap_in - EPS_IN
                close = [(d, j) for j, d in near.items()
                         if d < limit and recs[j].unit_key != rec.unit_key]
                rule, others, gap_in, violation = ("S2", "models of other units",
                                                   self.unit_gap_in, unit_gap_violation)
            for d, j in heapq.nsmallest(LISTED_MAX, close):
                other = recs[j]
                v = violation(d, j, other.display, gap_in, self._pair_points(rec, other))
                if v:
                    pair.append(v)
            if len(close) > LISTED_MAX:
                pair.append(Violation(rule, f"Also too close to {len(close) - LISTED_MAX} "
                                            f"more {others} ({rule})"))
        # M10: the nearest non-allied enemy that can stop running (ties broken by id)
        enemies = self._enemies(rec.player)
        run_limit = self.run_block_in + EPS_IN
        blocker: tuple[float, str] | None = None
        for j, d in (self._start_near.get(mid, {}) if self.from_starts else near).items():
            if d <= run_limit:
                other = recs.get(j)  # from the starts: it may have left the table since
                if (other is not None and other.blocks and other.player in enemies
                        and (blocker is None or (d, j) < blocker)):
                    blocker = (d, j)
        if self.setup and not edge_segments:
            v = self._coherency(rec)
            if v:
                violations.append(v)
        pair.sort(key=lambda v: (v.other is None, v.distance_in or 0.0, v.other or ""))
        violations.extend(pair)
        untargetable = False
        group = self._scouts.get(rec.unit_key)
        if group is not None:
            if group.first == mid:
                untargetable = not group.first_moved
                v = (None if group.first_moved
                     else scout_first_violation(rec.fp, self.table, group.edge))
            elif group.first in recs and not group.first_moved:
                first = recs[group.first]
                v = Violation("S3", f"{first.display} must move once before the rest of its "
                                    f"unit is placed within {fmt_range(group.follow_in)} of "
                                    "it (S3)", first.id)
            elif group.first in recs:
                first = recs[group.first]
                d = rec.near.get(group.first)
                if d is None:
                    d = distance(rec.fp, first.fp)
                v = scout_follower_violation(d, first.id, first.display, group.follow_in,
                                             points=self._pair_points(rec, first))
            else:  # the unit's first model is not on the table yet: it comes on first
                v = Violation("S3", "The first model of its unit comes on first, touching "
                                    f"the {group.edge} table edge (S3)", group.first)
            if v:
                violations.append(v)
        run_reason = None
        if blocker is not None:
            other = recs[blocker[1]]
            if self.from_starts:
                run_reason = run_block(blocker[0], blocker[1], other.display, self.run_block_in,
                                       closest_points(self._start_fp[mid],
                                                      self._start_fp[blocker[1]]),
                                       at_start=True)
            else:
                run_reason = run_block(blocker[0], blocker[1], other.display,
                                       self.run_block_in, self._pair_points(rec, other))
        cover: tuple[float, str] | None = None
        if self.cover_in is not None:
            limit = self.cover_in + EPS_IN
            for m in self._units[rec.unit_key]:
                for oid, d in recs[m].obj.items():
                    if d <= limit and (cover is None or (d, oid) < cover):
                        cover = (d, oid)
        if cover is None:
            return ModelVerdict(mid, tuple(violations), run_reason is None, run_reason,
                                untargetable=untargetable)
        name = self._objective_names.get(cover[1], cover[1])
        return ModelVerdict(mid, tuple(violations), run_reason is None, run_reason,
                            True, cover[1], untargetable, cover_name=name,
                            cover_reason=cover_sentence(name, self.cover_in, self.cover))

    def _coherency(self, rec: _Rec) -> Violation | None:
        mates = self._units[rec.unit_key]
        if len(mates) < 2:
            return None
        limit = self.coherency_in + EPS_IN
        near = rec.near
        for j in mates:
            d = near.get(j)
            if d is not None and d <= limit:
                return None
        best: tuple[float, str] | None = None
        for j in mates:
            if j == rec.id:
                continue
            d = near.get(j)
            if d is None:
                d = distance(rec.fp, self._recs[j].fp)
            if best is None or (d, j) < best:
                best = (d, j)
        assert best is not None
        mate = self._recs[best[1]]
        return coherency_violation(best[0], best[1], mate.display, self.coherency_in,
                                   self._pair_points(rec, mate))

    def _objective_verdict(self, oid: str) -> ObjectiveVerdict:
        control = set()
        contest = set()
        for mid, d in self._obj_near[oid].items():
            player = self._recs[mid].player
            if d <= self.control_in + EPS_IN:
                control.add(player)
            if d <= self.contest_in + EPS_IN:
                contest.add(player)
        return settle_control(oid, control, contest, self.allied, self._player_order)


def judge_state(state: Any, **kwargs: Any) -> Judge:
    """Shorthand for :meth:`Judge.from_state`."""
    return Judge.from_state(state, **kwargs)


def verdicts_document(judge: Judge) -> dict[str, Sequence[dict[str, Any]]]:
    """The JSON document ``python -m app check`` prints: objectives then models."""
    return {
        "objectives": [v.to_dict() for v in judge.objective_verdicts()],
        "models": [v.to_dict() for v in judge.model_verdicts()],
    }
