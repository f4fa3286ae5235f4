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

This module measures the position (a grid of footprints, each model's neighbours and
overlaps) and judges G2, G8 and T2; the set-up rules are :mod:`app.rules.judge_setup` (M4,
S2, S3) and the in-play rules :mod:`app.rules.judge_play` (M10, S4, S5), which read the
position through :class:`app.rules.judge_base.Position`. None of them imports anything from
``app.game``: they read attributes (see the ``*Like`` protocols), so the game layer passes
its own objects in.

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
from typing import Any

from .geometry import (
    EPS_IN,
    Point2,
    Footprint,
    closest_points,
    distance,
    footprint,
    overhang,
    oval_pairs,
    rim_search_pair,
)
from .judge_base import LISTED_MAX, ModelRecord, PieceLike, SideLike, display_name
from .judge_play import ControlLike, MarkerLike, ObjectiveRules, RunRules
from .judge_setup import (
    BATTLE_FORMATIONS,
    EDGE_SEGMENTS,
    PLAYERS_AGREE,
    Area,
    ScoutGroup,
    SetupLike,
    SetupRules,
    scout_groups,
)
from .movement import OFF_TABLE, RUN_BLOCK_IN, alliance_test
from .objectives import COVER, COVER_IN
from .placement import (WHOLLY_OFF, overlap_bound, overlap_depth, overlap_violation,
                        sure_overlap, touching_only)
from .table import Table
from .terrain import blocks_bases, footprint as piece_footprint, overlap_sentence, \
    overlap_violations
from .verdicts import Said, fmt_over
from .verdicts import ModelVerdict, ObjectiveVerdict, Update, Violation

__all__ = [  # the judge's parts, importable from here as before the split
    "BATTLE_FORMATIONS", "EDGE_SEGMENTS", "LISTED_MAX", "PLAYERS_AGREE", "ControlLike",
    "Judge", "MarkerLike", "PieceLike", "ScoutGroup", "SetupLike", "SideLike",
    "display_name", "scout_groups", "verdicts_document",
]


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
    with no recorded start counts where it stood when the judge was built; ``start_status``
    the statuses then of the models not active (M10: enemies block with those). Without starts
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
                 areas: dict[str, Area] | None = None, running: bool = True,
                 starts: Mapping[str, Sequence[float]] | None = None,
                 start_status: Mapping[str, str] | None = None,
                 terrain: Iterable[Any] = ()) -> None:
        self._players = {p.id: p for p in players}
        self.set_up = SetupRules(table, deployment, self._players, setup=setup, areas=areas,
                                 scouts=scouts)
        """The set-up part (M4, S2, S3): :class:`app.rules.judge_setup.SetupRules`."""
        self.table = table
        self.kind = deployment.kind
        self.zone_depth_in = self.set_up.zone_depth_in
        self.gap_in = self.set_up.gap_in
        self.coherency_in = self.set_up.coherency_in
        self.unit_gap_in = self.set_up.unit_gap_in
        self.setup = self.set_up.setup
        self.allied = alliance_test(alliances)
        self.run = RunRules(self._players, self.allied, run_block_in=run_block_in,
                            running=running, starts=starts, start_status=start_status)
        """Running (M10): :class:`app.rules.judge_play.RunRules`."""
        self.run_block_in = self.run.run_block_in
        self.running = self.run.running
        """Whether the game uses M10's running rule (Mordheim). Verdicts carry ``can_run``
        either way (the measure: no enemy within 8 in); what shows them asks this first."""
        self.goals = ObjectiveRules(objectives, control, self.allied, list(self._players),
                                    cover_in=cover_in, cover=cover)
        """Objective control and cover (S4, S5): :class:`app.rules.judge_play.ObjectiveRules`."""
        self.control_in = self.goals.control_in
        self.contest_in = self.goals.contest_in
        self.cover_in = self.goals.cover_in
        """Reinforced Defenses (S5): cover within this distance of an objective, ``None`` in
        a game whose scenario does not use that module (no cover at all)."""
        self.cover = self.goals.cover
        self.near_in = max(self.run_block_in, self.set_up.reach_in())
        self._cell = max(self.near_in, 1.0)
        self._grid: dict[tuple[int, int], set[str]] = {}
        self._recs: dict[str, ModelRecord] = {}
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
            self._insert(ModelRecord(piece, self._display(piece)))
        measured: set[str] = set()
        later: list[tuple[ModelRecord, ModelRecord]] = []
        for rec in self._recs.values():  # each pair measured once, from its first model
            near, over = self._neighbours(rec, measured, later)
            measured.add(rec.id)
            self._link(rec, near, over)
        self._measure_later(later)
        for rec in self._recs.values():
            rec.off = self._off_table(rec)
            rec.ground = self._ground(rec)
            self.goals.add(rec)
            rec.zone = self.set_up.zone(rec)
        self.run.measure_starts(self._recs)
        self.from_starts = self.run.from_starts
        """M10: running is judged from the positions at the start of the player's turn."""
        for mid in self._recs:
            self._model_verdicts[mid] = self._verdict(mid)
        for oid in self.goals.places:
            self._objective_verdicts[oid] = self.goals.verdict(oid, self)

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
                   start_status=getattr(getattr(state, "turn", None), "start_status", None),
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
        return self.run.start_fp.get(model_id) if self.from_starts else None

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

    # -- the position, as the judge's parts read it (app.rules.judge_base.Position) ----------
    @property
    def records(self) -> Mapping[str, ModelRecord]:
        """The models on the table by id (read, do not change: the judge keeps them)."""
        return self._recs

    def unit_of(self, rec: ModelRecord) -> set[str]:
        """The ids of the models of ``rec``'s unit on the table (``rec`` among them)."""
        return self._units[rec.unit_key]

    def pair_points(self, a: ModelRecord, b: ModelRecord
                    ) -> tuple[tuple[float, float], tuple[float, float]]:
        """Closest points of two models (on a, on b), reusing the measurement made by
        :meth:`_neighbours` while neither has moved since."""
        hit = self._points.get((a.id, b.id))
        if hit is not None and hit[0] is a.fp and hit[1] is b.fp:
            return hit[2]
        hit = self._points.get((b.id, a.id))
        if hit is not None and hit[0] is b.fp and hit[1] is a.fp:
            return (hit[2][1], hit[2][0])
        return closest_points(a.fp, b.fp)

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
        changed_objectives = self.goals.replace(rec)
        rec.zone = self.set_up.zone(rec)
        mates = self._units[rec.unit_key]
        affected = set(mates)
        if old_over or rec.over:
            affected |= old_over.keys() | rec.over.keys()
        for j in old_near.keys() | rec.near.keys():
            if j not in mates and self._needs_refresh(self._recs[j], rec, old_near.get(j),
                                                      rec.near.get(j)):
                affected.add(j)
        return self._refresh(affected, changed_objectives)

    def _needs_refresh(self, rec: ModelRecord, mover: ModelRecord, old_d: float | None,
                       new_d: float | None) -> bool:
        """Can ``mover`` going from ``old_d`` to ``new_d`` away (``None``: beyond
        :attr:`near_in`) change the verdict of ``rec`` (not in the mover's unit)?"""
        return (self.set_up.changes_for(rec, mover, old_d, new_d)
                or self.run.changes_for(rec, mover, new_d, self._model_verdicts.get(rec.id)))

    def set_status(self, model_id: str, status: str, piece: Any | None = None) -> Update:
        """Change a model's status (M10 ignores some; ``out_of_action``/``fled`` take it off
        the table). To bring an off-table model back, pass the ``piece`` itself."""
        if model_id in self._recs:
            rec = self._recs[model_id]
            if status in OFF_TABLE:
                return self._remove(rec)
            rec.set_status(status)
            return self._refresh(set(rec.near) | self.run.start_neighbours_of(model_id)
                                 | {model_id}, set())
        if piece is None or status in OFF_TABLE:
            return Update({}, {})
        rec = ModelRecord(piece, self._display(piece))
        rec.set_status(status)
        self._insert(rec)
        self._measure_around(rec)
        for j, d in rec.near.items():
            self._recs[j].near[rec.id] = d
        for j, depth in rec.over.items():
            self._recs[j].over[rec.id] = depth
        rec.off = self._off_table(rec)
        rec.ground = self._ground(rec)
        changed = self.goals.replace(rec)
        rec.zone = self.set_up.zone(rec)
        self.run.add_start(rec)
        return self._refresh(set(rec.near) | self._units[rec.unit_key]
                             | self.run.start_neighbours_of(rec.id), changed)

    # -- internals -----------------------------------------------------------------------------
    def _rec(self, model_id: str) -> ModelRecord:
        try:
            return self._recs[model_id]
        except KeyError:
            raise KeyError(f"no model {model_id!r} on the table") from None

    def _display(self, piece: Any) -> str:
        side = self._players.get(piece.player)
        warband = getattr(side, "warband", "") or getattr(side, "name", "") or piece.player
        label = getattr(piece, "label", "")
        return display_name(piece.name, label, warband)

    def _insert(self, rec: ModelRecord) -> None:
        self.run.add_player(rec.player)
        self._recs[rec.id] = rec
        self._units.setdefault(rec.unit_key, set()).add(rec.id)
        self._max_radius = max(self._max_radius, rec.fp.radius)
        self._grid_add(rec)

    def _remove(self, rec: ModelRecord) -> Update:
        for j in rec.near:
            self._recs[j].near.pop(rec.id, None)
        for j in rec.over:
            self._recs[j].over.pop(rec.id, None)
        self._grid_remove(rec)
        del self._recs[rec.id]
        self._model_verdicts.pop(rec.id, None)
        mates = self._units[rec.unit_key]
        mates.discard(rec.id)
        changed = self.goals.remove(rec)
        return self._refresh(set(rec.near) | mates | self.run.start_neighbours_of(rec.id),
                             changed)

    def _grid_add(self, rec: ModelRecord) -> None:
        rec.cell = (math.floor(rec.fp.x / self._cell), math.floor(rec.fp.y / self._cell))
        self._grid.setdefault(rec.cell, set()).add(rec.id)

    def _grid_remove(self, rec: ModelRecord) -> None:
        cell = self._grid.get(rec.cell)
        if cell is not None:
            cell.discard(rec.id)
            if not cell:
                del self._grid[rec.cell]

    def _link(self, rec: ModelRecord, near: dict[str, float], over: dict[str, float]) -> None:
        """Record measured pairs on both models."""
        rec.near.update(near)
        rec.over.update(over)
        recs = self._recs
        for j, d in near.items():
            recs[j].near[rec.id] = d
        for j, depth in over.items():
            recs[j].over[rec.id] = depth

    def _measure_around(self, rec: ModelRecord) -> None:
        """``rec.near`` and ``rec.over`` measured afresh (a model moved or came back), its
        oval-to-oval pairs all at once as the judge's first measure does (a drag among a
        full table of ovals meets 70-80 of them a step: :func:`oval_pairs`). The other
        models' side is the caller's to record."""
        later: list[tuple[ModelRecord, ModelRecord]] = []
        near, over = self._neighbours(rec, later=later)
        fp = rec.fp
        for (_, b), pts in zip(later, self._closest_of(later)):
            self._judge_pair(rec.id, fp, b.id, b.fp, pts, near, over)
        rec.near, rec.over = near, over

    def _measure_later(self, pairs: list[tuple[ModelRecord, ModelRecord]]) -> None:
        """Measure the pairs :meth:`_neighbours` put off and link them."""
        for (a, b), pts in zip(pairs, self._closest_of(pairs)):
            near: dict[str, float] = {}
            over: dict[str, float] = {}
            self._judge_pair(a.id, a.fp, b.id, b.fp, pts, near, over)
            self._link(a, near, over)

    @staticmethod
    def _closest_of(pairs: list[tuple[ModelRecord, ModelRecord]]
                    ) -> Iterator[tuple[Point2, Point2]]:
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

    def _neighbours(self, rec: ModelRecord, skip: set[str] | frozenset[str] = frozenset(),
                    later: list[tuple[ModelRecord, ModelRecord]] | None = None
                    ) -> tuple[dict[str, float], dict[str, float]]:
        """``(near, over)``: every other model (not in ``skip``) within :attr:`near_in`
        (closest points, inclusive) and, of those, the ones whose bases this one overlaps
        with the depth (G8). Only bases at closest-point distance 0 (within the tolerance)
        can overlap; those are measured again, exactly
        (:func:`app.rules.placement.overlap_depth`), unless their inscribed circles already
        overlap: then the depth is kept as a bound until a verdict names it
        (:attr:`app.rules.judge_base.ModelRecord.over`).
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

    def _off_table(self, rec: ModelRecord) -> Violation | None:
        """G2: a base not wholly on the table (in set-up and in play; players may still drop
        it there, but the board shows it red with this reason)."""
        off = overhang(rec.fp, self.table)
        if off <= EPS_IN:
            return None
        x0, y0, x1, y1 = rec.fp.bounds()
        table = self.table
        if x1 < 0 or y1 < 0 or x0 > table.width_in or y0 > table.depth_in:  # a mis-drag
            far = max(-x1, -y1, x0 - table.width_in, y0 - table.depth_in)
            return Violation("G2", Said.translate(
                "Judge", "The base is wholly off the table, {far} beyond its edge (G2)").format(
                far=fmt_over(far)), WHOLLY_OFF, far)  # the distance the sentence says
        return Violation("G2", Said.translate(
            "Judge", "Part of the base is off the table: it reaches {over} over the table edge "
            "(G2)").format(over=fmt_over(off)), "table edge", off)

    def _ground(self, rec: ModelRecord) -> Violation | None:
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

    def _refresh(self, model_ids: set[str], objective_ids: set[str]) -> Update:
        models = {}
        for mid in model_ids:
            if mid in self._recs:
                verdict = self._verdict(mid)
                self._model_verdicts[mid] = verdict
                models[mid] = verdict
        objectives = {}
        for oid in objective_ids:
            verdict = self.goals.verdict(oid, self)
            self._objective_verdicts[oid] = verdict
            objectives[oid] = verdict
        return Update(models, objectives)

    def _depth(self, rec: ModelRecord, j: str) -> float:
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

    def _verdict(self, mid: str) -> ModelVerdict:
        """The model's verdict: G2, G8 (deepest first; a pile of stacked bases names the
        deepest few), T2, then the set-up part's (zone, coherency, gaps, S3) and the in-play
        part's (M10 running, S5 cover)."""
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
                violations.append(Violation("G8", Said.translate(
                    "Judge", "Also overlaps {count} more bases (G8)").format(
                        count=len(over) - LISTED_MAX)))
        if rec.ground is not None:  # T2, as G8
            violations.append(rec.ground)
        if rec.zone is not None:
            violations.append(rec.zone)
        v = self.set_up.coherency(rec, self)
        if v:
            violations.append(v)
        violations.extend(self.set_up.gaps(rec, self))  # M4 / S2, closest first
        untargetable, v = self.set_up.scout(rec, self)
        if v:
            violations.append(v)
        run_reason = self.run.run_reason(rec, self)
        return ModelVerdict(mid, tuple(violations), run_reason is None, run_reason,
                            untargetable=untargetable, **self.goals.cover_of(rec, self))


def verdicts_document(judge: Judge) -> dict[str, Sequence[dict[str, Any]]]:
    """The JSON document ``python -m app check`` prints: objectives then models."""
    return {
        "objectives": [v.to_dict() for v in judge.objective_verdicts()],
        "models": [v.to_dict() for v in judge.model_verdicts()],
    }
