"""The exposure map the board shades while View ▸ Exposure is on (R4, over T3), and the race
table beside it (R5): pure, built from :class:`app.game.planning.Planner`'s public API.

For the player the map is for, each enemy warband (never an ally or a team-mate, R4: M10
alliances, fixed teams) looks from its *source*: its set-up zone (M4 segment, S2 edge, a
scenario's own area), or, where the scenario gives it none (the players agree where), the
bases of its models already on the table (R4's *seen*: T3 from the bases). A warband with
neither is not counted, and the map says so. :attr:`ExposureMap.levels` ``[k - 1]`` is the
part of the table that at least ``k`` enemy warbands see; the rest is safe.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from app.game.planning import Planner, zone_of
from app.game.state import GameState, deploying_order, setting_up
from app.rules.geometry import footprint
from app.rules.planning import movement_of

ZONE = "zone"
MODELS = "models"
NONE = "none"


@dataclass
class EnemyView:
    """One enemy warband as the map counts it: ``source`` is :data:`ZONE`, :data:`MODELS`
    (``models`` of them on the table) or :data:`NONE` (not counted)."""

    player: str
    source: str
    models: int = 0


@dataclass
class ExposureMap:
    """R4 for ``player``: :attr:`levels` (shapely geometries, the table seen by at least
    1, 2, ... enemy warbands), the enemies and how each was counted, which of the player's
    placed models enemy models on the table see (``seen``: model id -> enemy model ids) and
    the race to the objectives (R5, the plan document's ``objectives``)."""

    player: str
    enemies: list[EnemyView] = field(default_factory=list)
    levels: list[Any] = field(default_factory=list)
    seen: dict[str, list[str]] = field(default_factory=dict)
    objectives: list[dict[str, Any]] = field(default_factory=list)

    def level_at(self, x_in: float, y_in: float) -> int:
        """How many enemy warbands see the point (0: safe)."""
        import shapely

        point = shapely.points(x_in, y_in)
        return sum(1 for geom in self.levels if geom.covers(point))

    @property
    def counted(self) -> int:
        """The enemy warbands counted (a source known)."""
        return sum(1 for e in self.enemies if e.source != NONE)


def player_setting_up(state: GameState, activation: str | None = None) -> str | None:
    """The player the map is for when none is chosen: the one who sets up now (the first of
    :func:`deploying_order`), else the one whose activation it is (``activation``), else the
    first player still in the game."""
    if setting_up(state):
        order = deploying_order(state)
        if order:
            return order[0]
    if activation:
        return activation
    players = [p.id for p in state.players if not p.fled] or [p.id for p in state.players]
    return players[0] if players else None


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


class MapMaker:
    """Works out :class:`ExposureMap` parts for the board, each cached by what it depends on:
    the shading (:meth:`shading`: the pieces and the sources), the seen marks (:meth:`seen`)
    and the race (:meth:`race`), so that the shading after a piece moved waits for nothing
    else. The rules' own caches (:class:`~app.rules.exposure.Exposure`'s shadows of the
    pieces that did not move, :class:`~app.rules.race.Race`'s graphs) are kept as the
    :class:`~app.game.planning.Planner` keeps them."""

    def __init__(self, planner: Planner | None = None) -> None:
        self.planner = planner or Planner()
        """The rules' exposure cache (shared with the board's reach layer)."""
        self._race: Any = None
        self._race_for: tuple | None = None

    terrain_key = staticmethod(Planner.terrain_key)

    def exposure(self, state: GameState) -> Any:
        """R4 over the pieces as they are now (a piece moved: the others' shadows kept):
        the planner's, so the shading and the drag's threats share one cache."""
        return self.planner.exposure_of(state)

    def shading(self, state: GameState, player_id: str) -> ExposureMap:
        """The map's enemies and levels for ``player_id`` (``KeyError`` if unknown)."""
        import shapely

        state.player(player_id)
        exposure = self.exposure(state)
        out = ExposureMap(player_id)
        sources = []
        for p in state.players:
            if p.id == player_id or not state.is_enemy(player_id, p.id):
                continue  # R4: allies and team-mates never count
            kind, source = source_of(state, p.id)
            out.enemies.append(EnemyView(p.id, kind, len(state.models_on_table(p.id))))
            if source is not None:
                sources.append(source)
        exposure.work_out(sources)  # side by side
        seen_regions = [exposure.exposed(s) for s in sources]  # each source itself included
        levels: list[Any] = []
        for region in seen_regions:  # at least k: L'_k = L_k + (L_(k-1) & region)
            new = [region if not levels else shapely.union(levels[0], region)]
            for k in range(1, len(levels) + 1):
                here = shapely.intersection(levels[k - 1], region)
                new.append(here if k == len(levels) else shapely.union(levels[k], here))
            levels = new
        out.levels = [g for g in levels if not g.is_empty]
        return out

    @staticmethod
    def seen(state: GameState, player_id: str) -> dict[str, list[str]]:
        """R4 (T3 from the bases): each placed model of ``player_id`` that enemy models on
        the table see, and which (the plan document's ``seen_by``)."""
        from app.rules.sight import Sight

        on_table = [m for m in state.models if m.on_table]
        enemies = {m.id: footprint(m.base, m.x_in, m.y_in, m.facing_deg) for m in on_table
                   if m.player != player_id and state.is_enemy(player_id, m.player)}
        mine = [m for m in on_table if m.player == player_id]
        if not enemies or not mine:
            return {}
        sight = Sight(state.terrain)
        out = {}
        for m in mine:
            lines = sight.from_one(footprint(m.base, m.x_in, m.y_in, m.facing_deg), enemies)
            seen_by = [eid for eid in enemies if lines[eid].seen]
            if seen_by:
                out[m.id] = seen_by
        return out

    def race(self, state: GameState) -> list[dict[str, Any]]:
        """R5: the plan document's ``objectives``."""
        from app.rules.race import Race

        key = self.terrain_key(state)
        if key != self._race_for or self._race is None:
            self._race = Race(state.terrain, state.table)
            self._race_for = key
        return self.planner.objectives(state, self._race)

    def whole(self, state: GameState, player_id: str) -> ExposureMap:
        """The map with its seen marks and the race."""
        out = self.shading(state, player_id)
        out.seen = self.seen(state, player_id)
        out.objectives = self.race(state)
        return out


def movement_known(state: GameState, player_id: str) -> bool:
    """R1: does any model of the warband have a known Movement (else the race says so)?"""
    return any(movement_of(m) is not None for m in state.models_in_warband(player_id))


def race_document(state: GameState) -> list[dict[str, Any]]:
    """R5 on its own (the exported sheet): the plan document's ``objectives``."""
    return MapMaker().race(state)
