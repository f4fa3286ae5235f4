"""The judge's in-play part: running (M10), objective control (S4), Reinforced Defenses (S5).

For each model on the table of a :class:`app.rules.judge.Judge`:

* :class:`RunRules` (M10): the nearest enemy (not allied, C8) within ``run_block_in`` that
  can stop it running; with ``starts`` (where each model stood when the player's turn
  began) running is judged from there, so dragging a model never changes whether it, or
  anyone near it, may run;
* :class:`ObjectiveRules` (S4, S5): which players control or contest each objective, and the
  cover a unit within ``cover_in`` of an objective takes (Reinforced Defenses; none in a
  game whose scenario does not use that module). A model partly off the table (G2) neither
  controls, contests nor takes cover.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol

from .geometry import EPS_IN, Footprint, closest_points, distance, distance_point, footprint, \
    within
from .judge_base import ModelRecord, Position
from .movement import RUN_BLOCK_IN, RUN_IGNORES, Allied, is_enemy, run_block, \
    start_neighbours
from .objectives import COVER, COVER_IN, cover_sentence, settle_control
from .verdicts import ModelVerdict, ObjectiveVerdict, Violation


class MarkerLike(Protocol):
    id: str
    x_in: float
    y_in: float


class ControlLike(Protocol):
    control_in: float
    contest_in: float


class RunRules:
    """M10 for one judge: ``players`` the player ids at the table, ``allied`` the alliance
    test (:func:`app.rules.movement.alliance_test`), ``starts`` ``{id: (x_in, y_in,
    facing_deg)}`` at the start of the player's turn (none: judged from where models are);
    ``start_status`` ``{id: status}`` with them, for the models not ``active`` then (M10: an
    enemy blocks with the status it had when the turn began; one left out was active)."""

    def __init__(self, players: Iterable[str], allied: Allied, *,
                 run_block_in: float = RUN_BLOCK_IN, running: bool = True,
                 starts: Mapping[str, Sequence[float]] | None = None,
                 start_status: Mapping[str, str] | None = None) -> None:
        self.allied = allied
        self.run_block_in = float(run_block_in)
        self.running = bool(running)
        """Whether the game uses M10's running rule (Mordheim). Verdicts carry ``can_run``
        either way (the measure: no enemy within 8 in); what shows them asks this first."""
        self.players: set[str] = set(players)
        self._enemy_cache: dict[str, frozenset[str]] = {}
        self.starts = {mid: tuple(float(v) for v in where)
                       for mid, where in (starts or {}).items()}
        self.from_starts = bool(self.starts)
        self.start_status = dict(start_status or {})
        """M10: running is judged from the positions at the start of the player's turn."""
        self.start_fp: dict[str, Footprint] = {}
        """Each model's footprint where it stood at the turn's start (with ``starts``)."""
        self.start_near: dict[str, dict[str, float]] = {}
        """``{id: {other_id: distance}}`` within ``run_block_in``, measured at the starts."""

    def add_player(self, player: str) -> None:
        """A model of a player not seen yet came onto the table."""
        if player not in self.players:
            self.players.add(player)
            self._enemy_cache.clear()

    def enemies(self, player: str) -> frozenset[str]:
        """Players whose models are enemies of ``player``'s (C8, M10), cached."""
        found = self._enemy_cache.get(player)
        if found is None:
            found = frozenset(q for q in self.players if is_enemy(player, q, self.allied))
            self._enemy_cache[player] = found
        return found

    def start_footprint(self, rec: ModelRecord) -> Footprint:
        """Where the model stood at the turn's start (where it is, when not recorded)."""
        where = self.starts.get(rec.id)
        if where is None or len(where) < 2:
            return rec.fp
        facing = where[2] if len(where) > 2 else rec.facing
        return footprint(rec.base, where[0], where[1], facing)

    def measure_starts(self, records: Mapping[str, ModelRecord]) -> None:
        """Measure every model at its start position (once, when the judge is built)."""
        if self.from_starts:
            self.start_fp = {mid: self.start_footprint(rec) for mid, rec in records.items()}
            self.start_near = start_neighbours(self.start_fp, self.run_block_in)

    def add_start(self, rec: ModelRecord) -> None:
        """A model back on the table: measure its start position against the others'."""
        if not self.from_starts:
            return
        fp = self.start_fp[rec.id] = self.start_footprint(rec)
        mine = self.start_near[rec.id] = {}
        for j, ofp in self.start_fp.items():
            if j != rec.id:
                d = distance(fp, ofp)
                if within(d, self.run_block_in):
                    mine[j] = d
                    self.start_near.setdefault(j, {})[rec.id] = d
                else:
                    self.start_near.get(j, {}).pop(rec.id, None)

    def start_neighbours_of(self, model_id: str) -> set[str]:
        """The models within ``run_block_in`` of this one at the turn's start."""
        return set(self.start_near.get(model_id, ()))

    def run_reason(self, rec: ModelRecord, position: Position) -> Violation | None:
        """M10: why the model may not run (the nearest non-allied enemy that can stop it,
        ties broken by id), or ``None`` when it may."""
        recs = position.records
        enemies = self.enemies(rec.player)
        limit = self.run_block_in + EPS_IN
        blocker: tuple[float, str] | None = None
        for j, d in (self.start_near.get(rec.id, {}) if self.from_starts else rec.near).items():
            if d <= limit:
                other = recs.get(j)  # from the starts: it may have left the table since
                if (other is not None and self.blocked_by(other) and other.player in enemies
                        and (blocker is None or (d, j) < blocker)):
                    blocker = (d, j)
        if blocker is None:
            return None
        other = recs[blocker[1]]
        if self.from_starts:
            return run_block(blocker[0], blocker[1], other.display, self.run_block_in,
                             closest_points(self.start_fp[rec.id], self.start_fp[blocker[1]]),
                             at_start=True)
        return run_block(blocker[0], blocker[1], other.display, self.run_block_in,
                         position.pair_points(rec, other))

    def blocked_by(self, other: ModelRecord) -> bool:
        """M10: can ``other`` stop an enemy running? From the turn's start: by the status it
        had then (not fleeing, stunned, knocked down or hidden); else by its status now."""
        if not self.from_starts or other.id not in self.starts:
            return other.blocks
        return self.start_status.get(other.id, "active") not in RUN_IGNORES

    def changes_for(self, rec: ModelRecord, mover: ModelRecord, new_d: float | None,
                    current: ModelVerdict | None) -> bool:
        """Can ``mover`` coming to ``new_d`` from ``rec`` (``None``: out of reach) change
        whether ``rec`` may run? ``current``: ``rec``'s verdict now."""
        if self.from_starts or not mover.blocks or mover.player not in self.enemies(rec.player):
            return False  # M10 from the turn's start: moving now changes nobody's running
        blocker = current.run_blocker if current is not None else None
        if blocker is None:
            return new_d is not None and new_d <= self.run_block_in + EPS_IN
        if blocker.other == mover.id:
            return True
        return new_d is not None and (new_d, mover.id) < (blocker.distance_in, blocker.other)


class ObjectiveRules:
    """S4 and S5 for one judge: ``objectives`` the markers, ``control`` its ``control_in``
    and ``contest_in``, ``cover_in`` (``None``: no Reinforced Defenses) and ``cover``;
    ``player_order`` breaks ties as :func:`app.rules.objectives.settle_control` says."""

    def __init__(self, objectives: Iterable[MarkerLike], control: ControlLike,
                 allied: Allied, player_order: Sequence[str], *,
                 cover_in: float | None = COVER_IN, cover: int = COVER) -> None:
        objectives = list(objectives)
        self.control_in = float(control.control_in)
        self.contest_in = float(control.contest_in)
        self.cover_in = None if cover_in is None else float(cover_in)
        """Reinforced Defenses (S5): cover within this distance of an objective, ``None`` in
        a game whose scenario does not use that module (no cover at all)."""
        self.cover = int(cover)
        self.allied = allied
        self.player_order = list(player_order)
        self.places: dict[str, tuple[float, float]] = {
            o.id: (float(o.x_in), float(o.y_in)) for o in objectives}
        self.names: dict[str, str] = {o.id: getattr(o, "name", "") or o.id for o in objectives}
        self.near: dict[str, dict[str, float]] = {o: {} for o in self.places}
        """``{objective id: {model id: distance}}`` for the models within reach."""
        self.reach_in = max(self.control_in, self.contest_in, self.cover_in or 0.0)

    def distances(self, rec: ModelRecord) -> dict[str, float]:
        """Objectives within reach of the model (S4, S5); none for a model partly off the
        table (G2), which neither controls, contests nor takes cover."""
        if rec.off is not None:
            return {}
        out = {}
        for oid, (ox, oy) in self.places.items():
            d = distance_point(rec.fp, ox, oy)
            if within(d, self.reach_in):
                out[oid] = d
        return out

    def add(self, rec: ModelRecord) -> None:
        """Measure a model put on the table (``rec.obj``) and note it near its objectives."""
        rec.obj = self.distances(rec)
        for oid, d in rec.obj.items():
            self.near[oid][rec.id] = d

    def replace(self, rec: ModelRecord) -> set[str]:
        """Measure a model that moved again; the objectives whose verdict may change."""
        old = rec.obj
        rec.obj = self.distances(rec)
        changed = set(old) | set(rec.obj)
        for oid in old:
            self.near[oid].pop(rec.id, None)
        for oid, d in rec.obj.items():
            self.near[oid][rec.id] = d
        return changed

    def remove(self, rec: ModelRecord) -> set[str]:
        """A model leaves the table; the objectives it was near."""
        changed = set()
        for oid in rec.obj:
            self.near[oid].pop(rec.id, None)
            changed.add(oid)
        return changed

    def cover_of(self, rec: ModelRecord, position: Position) -> dict[str, Any]:
        """S5: the :class:`~app.rules.verdicts.ModelVerdict` fields of the cover the model
        takes (its unit within ``cover_in`` of an objective, the nearest), ``{}`` for none."""
        if self.cover_in is None:
            return {}
        recs = position.records
        limit = self.cover_in + EPS_IN
        cover: tuple[float, str] | None = None
        for m in position.unit_of(rec):
            for oid, d in recs[m].obj.items():
                if d <= limit and (cover is None or (d, oid) < cover):
                    cover = (d, oid)
        if cover is None:
            return {}
        name = self.names.get(cover[1], cover[1])
        return {"cover": True, "cover_objective": cover[1], "cover_name": name,
                "cover_reason": cover_sentence(name, self.cover_in, self.cover)}

    def verdict(self, oid: str, position: Position) -> ObjectiveVerdict:
        """S4: who controls and who contests the objective."""
        recs = position.records
        control = set()
        contest = set()
        for mid, d in self.near[oid].items():
            player = recs[mid].player
            if d <= self.control_in + EPS_IN:
                control.add(player)
            if d <= self.contest_in + EPS_IN:
                contest.add(player)
        return settle_control(oid, control, contest, self.allied, self.player_order)
