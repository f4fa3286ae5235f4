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
from typing import Any, Callable

from app.game.planning import MODELS, NONE, ZONE, Planner, enemies_of, source_of, zone_of
from app.game.state import GameState
from app.rules.geometry import footprint
from app.rules.planning import movement_of



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


def enemy_sources(state: GameState, player_id: str) -> list[tuple[EnemyView, Any]]:
    """R4 for ``player_id``: each enemy warband still in the game (:func:`enemies_of`: never
    an ally or a team-mate) with how it is counted and where it looks from
    (:func:`source_of`; ``None``: not counted). The board's shading and the drag's threats
    sentence (:class:`app.game.threats.SpotThreats`) both count from this list."""
    out = []
    for pid in enemies_of(state, player_id):
        kind, source = source_of(state, pid)
        out.append((EnemyView(pid, kind, len(state.models_on_table(pid))), source))
    return out


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
        state.player(player_id)
        return levels_map(self.exposure(state), player_id, enemy_sources(state, player_id))

    @staticmethod
    def seen(state: GameState, player_id: str,
             pause: Callable[[], None] | None = None) -> dict[str, list[str]]:
        """R4 (T3 from the bases): each placed model of ``player_id`` that enemy models on
        the table see, and which (the plan document's ``seen_by``); ``pause`` called
        before each model's sight is worked out."""
        from app.rules.sight import Sight

        on_table = [m for m in state.models if m.on_table]
        foes = set(enemies_of(state, player_id))
        enemies = {m.id: footprint(m.base, m.x_in, m.y_in, m.facing_deg) for m in on_table
                   if m.player in foes}
        mine = [m for m in on_table if m.player == player_id]
        if not enemies or not mine:
            return {}
        sight = Sight(state.terrain)
        out = {}
        for m in mine:
            if pause is not None:
                pause()
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

    def cached_race(self, key: tuple) -> Any:
        """The race kept for the pieces of ``key`` (``None``: none)."""
        return self._race if key == self._race_for else None

    def keep_race(self, key: tuple, race: Any) -> None:
        """Keep ``race`` (its graphs) for the pieces of ``key``."""
        self._race, self._race_for = race, key

    def whole(self, state: GameState, player_id: str) -> ExposureMap:
        """The map with its seen marks and the race."""
        out = self.shading(state, player_id)
        out.seen = self.seen(state, player_id)
        out.objectives = self.race(state)
        return out


def levels_map(exposure: Any, player_id: str,
               sources: list[tuple[EnemyView, Any]]) -> ExposureMap:
    """R4: the map for ``player_id`` from its enemies' sources (:func:`enemy_sources`), the
    zones worked out side by side: :attr:`ExposureMap.levels` ``[k - 1]`` is seen by at
    least ``k`` of them."""
    import shapely

    out = ExposureMap(player_id)
    regions = []
    for view, source in sources:
        out.enemies.append(view)
        if source is not None:
            regions.append(source)
    exposure.work_out(regions)  # side by side
    seen_regions = [exposure.exposed(s) for s in regions]  # each source itself included
    levels: list[Any] = []
    for region in seen_regions:  # at least k: L'_k = L_k + (L_(k-1) & region)
        new = [region if not levels else shapely.union(levels[0], region)]
        for k in range(1, len(levels) + 1):
            here = shapely.intersection(levels[k - 1], region)
            new.append(here if k == len(levels) else shapely.union(levels[k], here))
        levels = new
    out.levels = [g for g in levels if not g.is_empty]
    return out


def looks_from(sources: list[tuple[EnemyView, Any]]) -> tuple:
    """What a map's enemies and their sources are (:func:`enemy_sources`), comparable."""
    import shapely

    return tuple((view.player, view.source, view.models,
                  b"" if source is None else shapely.to_wkb(source)) for view, source in sources)


class ShadingAhead:
    """R4 worked out ahead of a drop: the map for ``player_id`` were the pieces ``terrain``
    (a piece carried and resting, not yet put down), over a copy of the maker's exposure
    (:meth:`~app.rules.exposure.Exposure.copy`), so that :meth:`run` can go on in another
    thread while the board is used. Put down where it was worked out for, the drop takes
    it as it is (:meth:`adopt`): the shading follows at once."""

    def __init__(self, maker: MapMaker, state: GameState, player_id: str,
                 terrain: list[Any]) -> None:
        self.key = Planner.terrain_key_of(state.table, terrain)
        """The pieces' key (:meth:`Planner.terrain_key`) the map is worked out for."""
        self.player = player_id
        self.sources = enemy_sources(state, player_id)
        self.looks = looks_from(self.sources)
        """Who is counted and from where (:func:`looks_from`): a map for other sources (a
        zone agreed, an alliance made, models moved) is another map."""
        self.table = state.table
        self.terrain = list(terrain)
        base = maker.planner.exposure
        self.exposure: Any = base.copy() \
            if base is not None and maker.planner.same_table(state) else None
        self.map: ExposureMap | None = None
        """The map, once :meth:`run` is done."""
        self.era = 0
        """The asker's count of other changes when it asked (a job from before is stale)."""

    def run(self) -> "ShadingAhead":
        """Work the map out (any thread: it touches nothing but its own copy)."""
        from app.rules.exposure import Exposure

        exposure = self.exposure.moved(self.terrain) if self.exposure is not None \
            else Exposure(self.terrain, self.table)
        self.exposure = exposure
        self.map = levels_map(exposure, self.player, self.sources)
        return self

    def fits(self, state: GameState, player_id: str | None) -> bool:
        """Worked out, and for the game's pieces as they are now and this player."""
        return self.map is not None and self.is_for(state, player_id)

    def is_for(self, state: GameState, player_id: str | None) -> bool:
        """For the game's pieces, this player and its enemies' sources as they are now
        (worked out or not)."""
        return player_id == self.player and self.key == Planner.terrain_key(state) \
            and self.looks == looks_from(enemy_sources(state, player_id))

    def adopt(self, maker: MapMaker) -> ExposureMap:
        """The maker's exposure is this one's from now on (its caches for the pieces as
        they now stand); the map."""
        assert self.map is not None
        maker.planner.adopt(self.key, self.exposure)
        return self.map


def snapshot(state: GameState) -> GameState:
    """A copy of the game for work in another thread (its log left out: nothing here reads
    it), so that the game may change meanwhile."""
    import copy

    return copy.deepcopy(state, {id(state.log): []})


class RestAhead:
    """The seen marks (R4, T3 from the bases) and the race (R5) for a copy of the game, to
    work out in another thread (:meth:`run`) while the board is used; the race's graphs of
    the maker's pieces are taken along when the pieces are the same, and given back by
    :meth:`adopt`."""

    def __init__(self, maker: MapMaker, state: GameState, player_id: str | None,
                 race_wanted: bool) -> None:
        self.state = snapshot(state)
        self.player = player_id
        self.race_wanted = race_wanted
        self.key = Planner.terrain_key(state)
        race = maker.cached_race(self.key)
        self.race: Any = race
        self.seen: dict[str, list[str]] = {}
        self.objectives: list[dict[str, Any]] | None = None
        self.era = 0
        """The asker's count of changes when it asked (a job from before is stale)."""
        self.ms = 0.0
        """How long :meth:`run` took (ms)."""
        self.pause: Callable[[], None] | None = None
        """Called between the steps (a model's sight, a warband's race to an objective):
        the runner may wait there while the board is used."""

    def run(self) -> "RestAhead":
        """Work them out (any thread: it touches nothing but its own copy)."""
        import time

        from app.rules.race import Race

        t0 = time.perf_counter()
        if self.player is not None:
            self.seen = MapMaker.seen(self.state, self.player, self.pause)
        if self.race_wanted:
            if self.race is None:
                self.race = Race(self.state.terrain, self.state.table)
            self.objectives = Planner().objectives(self.state, self.race, self.pause)
        self.ms = (time.perf_counter() - t0) * 1000
        return self

    def adopt(self, maker: MapMaker) -> None:
        """The maker keeps the race's graphs for these pieces."""
        if self.race is not None:
            maker.keep_race(self.key, self.race)


def movement_known(state: GameState, player_id: str) -> bool:
    """R1: does any model of the warband have a known Movement (else the race says so)?"""
    return any(movement_of(m) is not None for m in state.models_in_warband(player_id))


def race_document(state: GameState) -> list[dict[str, Any]]:
    """R5 on its own (the exported sheet): the plan document's ``objectives``."""
    return MapMaker().race(state)
