"""A deployment plan for one player of a game (R1-R5), as the ``plan`` command prints it and
as the board's planning layers will ask for it.

:class:`Planner` keeps the rules' caches (:class:`app.rules.exposure.Exposure` per terrain,
:class:`app.rules.race.Race` per terrain) across calls: ask :meth:`Planner.plan` again after
a change and only what the change touched is worked out again.
"""

from __future__ import annotations

from typing import Any, Callable

from app.rules.exposure import Exposure, deployment_zone
from app.rules.geometry import footprint
from app.rules.planning import Movement, charge_threats, movement_of
from app.rules.race import Race, already_within, turns_for, zone_for_base
from app.rules.sight import Sight

from .state import GameState

AREA_DIGITS = 3
GAP_DIGITS = 3
ODDS_DIGITS = 4


def zone_of(state: GameState, player_id: str) -> Any:
    """R4: the player's set-up zone as a polygon (``None`` while they have none)."""
    player = state.player(player_id)
    plan = state.setup
    area = None
    if state.defender == player_id and plan is not None and len(plan.defender_zone) in (5, 6):
        area = plan.defender_zone
    return deployment_zone(state.table, state.deployment.kind, state.deployment.zone_depth_in,
                           player.segment, player.edge, area, player.agreed_zone)


def enemies_of(state: GameState, player_id: str) -> list[str]:
    """R4: the enemy warbands of ``player_id`` still in the game, in player order: allies and
    team-mates never count (C8, M10), nor a warband that fled or routed (C9, M9): the plan's
    ``exposed_by``, the board's shading and the drag's sentence all ask this one function."""
    return [p.id for p in state.players
            if p.id != player_id and not p.fled and state.is_enemy(player_id, p.id)]


ZONE = "zone"
MODELS = "models"
NONE = "none"


def source_of(state: GameState, player_id: str) -> tuple[str, Any]:
    """R4: where an enemy warband looks from: its set-up zone, else its models' bases on the
    table (their union), else nothing: ``(kind, polygon or None)``."""
    zone = zone_of(state, player_id)
    if zone is not None and not zone.is_empty:
        return ZONE, zone
    placed = state.models_on_table(player_id)
    if not placed:
        return NONE, None
    import shapely

    bases = [footprint(m.base, m.x_in, m.y_in, m.facing_deg).polygon for m in placed]
    return MODELS, shapely.union_all(bases)


class Planner:
    """R1-R5 for a game, with the caches kept between calls."""

    def __init__(self) -> None:
        self._terrain_key: tuple | None = None
        self.exposure: Exposure | None = None
        self._race_key: tuple | None = None
        self.race: Race | None = None

    @staticmethod
    def terrain_key(state: GameState) -> tuple:
        """What the rules' caches depend on: the table's size and the pieces."""
        return Planner.terrain_key_of(state.table, state.terrain)

    @staticmethod
    def terrain_key_of(table: Any, terrain: Any) -> tuple:
        """:meth:`terrain_key` of a table and pieces (a drop planned ahead)."""
        return (table.width_in, table.depth_in,
                tuple((p.geometry_key(), p.kind, p.height_in, p.enterable) for p in terrain))

    def same_table(self, state: GameState) -> bool:
        """Whether the cached exposure is over a table of the game's size."""
        key = self._terrain_key
        return key is not None and key[:2] == (state.table.width_in, state.table.depth_in)

    def adopt(self, key: tuple, exposure: Exposure) -> None:
        """Take ``exposure``, worked out for the pieces of ``key``, as the cached one."""
        self._terrain_key = key
        self.exposure = exposure

    def _for_terrain(self, state: GameState) -> tuple[Exposure, Race]:
        exposure = self.exposure_of(state)
        key = self._terrain_key
        if key != self._race_key or self.race is None:
            self.race = Race(state.terrain, state.table)
            self._race_key = key
        return exposure, self.race

    def exposure_of(self, state: GameState) -> Exposure:
        """R4: the cached :class:`Exposure` of the game's table and terrain now (a piece
        moved: the others' shadows kept). The race (R5) is worked out only when asked."""
        key = self.terrain_key(state)
        if key != self._terrain_key or self.exposure is None:
            if self.exposure is not None and self._terrain_key is not None \
                    and key[:2] == self._terrain_key[:2]:
                self.exposure = self.exposure.moved(state.terrain)
            else:
                self.exposure = Exposure(state.terrain, state.table)
            self._terrain_key = key
        return self.exposure

    def plan(self, state: GameState, player_id: str) -> dict[str, Any]:
        """The plan document for ``player_id`` (``KeyError`` for an unknown player)."""
        import shapely

        state.player(player_id)
        exposure, race = self._for_terrain(state)
        enemies = enemies_of(state, player_id)
        mine = zone_of(state, player_id)
        # each enemy counted as the board's shading counts it (R4): from its set-up zone,
        # else (no zone yet: Brothers-in-Arms before one is agreed) from its models' bases
        sources = {pid: source_of(state, pid)[1] for pid in enemies}
        hidden: dict[str, Any] = {pid: None for pid in enemies}
        exposure.work_out(z for z in sources.values() if z is not None)
        for pid, source in sources.items():
            if source is not None:
                hidden[pid] = exposure.hidden(source)
        area = float(mine.area) if mine is not None else 0.0
        exposed_by = {}
        union = None
        for pid in enemies:
            if hidden[pid] is None or mine is None:
                exposed_by[pid] = 0.0
                continue
            part = shapely.difference(mine, hidden[pid])
            exposed_by[pid] = float(part.area)
            union = part if union is None else shapely.union(union, part)
        exposed = float(union.area) if union is not None else 0.0
        # the player's models on the table: exposed to, seen by, charged by
        on_table = [m for m in state.models if m.on_table]
        fps = {m.id: footprint(m.base, m.x_in, m.y_in, m.facing_deg) for m in on_table}
        enemy_models = [m for m in on_table if m.player in enemies]
        chargers: dict[str, tuple[Any, Movement]] = {}
        for m in enemy_models:
            move = movement_of(m)
            if move is not None:
                chargers[m.id] = (fps[m.id], move)
        sight = Sight(state.terrain)
        models = []
        for m in on_table:
            if m.player != player_id:
                continue
            fp = fps[m.id]
            base = fp.polygon
            exposed_to = [pid for pid in enemies if hidden[pid] is not None
                          and (not hidden[pid].contains(base)
                               or self._seen_from_zone(exposure, fp, sources[pid]))]
            lines = sight.from_one(fp, {e.id: fps[e.id] for e in enemy_models})
            seen_by = [e.id for e in enemy_models if lines[e.id].seen]
            threats = charge_threats(fp, chargers, state.system)
            models.append({
                "id": m.id, "exposed_to": exposed_to, "seen_by": seen_by,
                "charged_by": [{"id": t.id, "gap_in": round(t.gap_in, GAP_DIGITS),
                                "odds": round(float(t.odds), ODDS_DIGITS)} for t in threats]})
        return {
            "player": player_id,
            "zone": {"area_in2": round(area, AREA_DIGITS),
                     "exposed_in2": round(exposed, AREA_DIGITS),
                     "hidden_in2": round(max(0.0, area - exposed), AREA_DIGITS)},
            "exposed_by": {pid: round(v, AREA_DIGITS) for pid, v in exposed_by.items()},
            "models": models,
            "objectives": self.objectives(state, race),
        }

    @staticmethod
    def _seen_from_zone(exposure: Exposure, fp: Any, zone: Any) -> bool:
        """R4, T3 for a base the hidden part holds: is it seen from a viewpoint of the zone
        after all, along a line that only grazes a piece (T3: grazing does not block)?"""
        from app.rules.geometry import Footprint

        _, eyes = exposure.viewpoints(zone)
        points = {str(k): Footprint("round", float(x), float(y), 0.0, 0.0)
                  for k, (x, y) in enumerate(eyes.tolist())}
        return any(line.seen for line in exposure.sight.from_one(fp, points).values())

    def objectives(self, state: GameState, race: Race,
                   pause: Callable[[], None] | None = None) -> list[dict[str, Any]]:
        """R5: per objective, the turns each warband needs and who is first (``pause``
        called before each warband's race to each objective)."""
        control = float(state.objective_control.control_in)
        players = [p.id for p in state.players if not p.fled]
        out = []
        zones = {pid: zone_of(state, pid) for pid in players}
        for obj in state.objectives:
            turns: dict[str, int | None] = {}
            for pid in players:
                if pause is not None:
                    pause()
                turns[pid] = self._fewest_turns(state, race, pid, (obj.x_in, obj.y_in),
                                                control, zones[pid])
            known = [t for t in turns.values() if t is not None]
            best = min(known) if known else None
            out.append({"id": obj.id, "turns": turns,
                        "first": [pid for pid, t in turns.items()
                                  if best is not None and t == best]})
        return out

    def _fewest_turns(self, state: GameState, race: Race, player_id: str,
                      centre: tuple[float, float], control: float, zone: Any) -> int | None:
        """R5: the fewest turns of the warband's fastest model; 0 when a model of it is
        already within control range (:func:`already_within`) or, still to set up, may be
        set up within it: no Movement needed for that, known or not (R1)."""
        mine = [m for m in state.models if m.player == player_id]
        fps = {m.id: footprint(m.base, m.x_in, m.y_in, m.facing_deg) for m in mine}
        if any(m.on_table and already_within(fps[m.id], centre, control, state.table)
               for m in mine):
            return 0
        best: int | None = None
        for m in mine:
            move = movement_of(m)
            fp = fps[m.id]
            r, reach = fp.radius, control + fp.inner  # an oval: the discs that hold it / it holds
            if m.on_table:
                if move is None:
                    continue
                length = race.path_length(r, [(m.x_in, m.y_in)], centre, reach)
            elif m.status == "unplaced" and zone is not None and not zone.is_empty:
                start = zone_for_base(zone, r)
                if start.is_empty:
                    continue
                if move is None:  # set up within range or no number (R1)
                    if race.starts_within(r, start, centre, reach):
                        best = 0
                    continue
                length = race.path_length(r, start, centre, reach)
            else:
                continue
            if length is None:
                continue
            turns = turns_for(length, move.inches)
            if turns is None:
                continue
            if best is None or turns < best:
                best = turns
        return best


def plan_document(state: GameState, player_id: str) -> dict[str, Any]:
    """The ``plan`` command's JSON document for ``player_id`` (``KeyError`` if unknown)."""
    return Planner().plan(state, player_id)
