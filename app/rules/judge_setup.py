"""The judge's set-up part: zones, gaps and coherency (M4, S2) and Scout and Secure (S3).

While the game is in its set-up phase (``setup``), :class:`SetupRules` judges each model on
the table of a :class:`app.rules.judge.Judge`:

* M4 edge segments: the model sets up in its player's segment (``zone_depth_in`` deep) and
  more than ``gap_in`` from every model of another warband;
* S2 Battle Formations: it sets up along its player's table edge, within ``coherency_in`` of
  a model of its unit and at least ``unit_gap_in`` from every model of another unit;
* a scenario's own set-up area (a defender around the centre) instead of the zone;
* S3 Scout and Secure (in set-up and in play, for the groups passed in): a unit's first
  model comes on touching its edge and is untargetable until it has moved; the rest follow
  within ``follow_in`` of it.

A ``players-agree`` deployment has no zones or gaps to judge. The sentences come from
:mod:`app.rules.deployment`; this part picks which apply and in what order.
"""

from __future__ import annotations

import heapq
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Iterable, Protocol

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
from .geometry import EPS_IN, distance
from .judge_base import LISTED_MAX, ModelRecord, Position, SideLike
from .table import Table
from .verdicts import Said, Violation, edge_word, fmt_range

EDGE_SEGMENTS = "edge-segments"
BATTLE_FORMATIONS = "battle-formations"
PLAYERS_AGREE = "players-agree"
"""A scenario that gives no set-up zones: players place models where they agree."""

Area = tuple[tuple[float, float, float, float, float], str]
"""A scenario's own set-up area: ``((cx, cy, width_in, depth_in, within_in), name)``."""


class SetupLike(Protocol):
    """``app.game.state.Deployment`` fits."""

    kind: str
    zone_depth_in: float
    gap_in: float
    coherency_in: float
    unit_gap_in: float


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


class SetupRules:
    """The set-up verdicts of one judge (see the module docstring). ``players``: by id;
    ``areas``: players who set up in a scenario's own area, ``{player: Area}``; ``setup``:
    the game is in its set-up phase. ``ValueError`` for an unknown deployment kind."""

    def __init__(self, table: Table, deployment: SetupLike, players: Mapping[str, SideLike],
                 *, setup: bool = True, areas: Mapping[str, Area] | None = None,
                 scouts: Iterable[ScoutGroup] = ()) -> None:
        if deployment.kind not in (EDGE_SEGMENTS, BATTLE_FORMATIONS, PLAYERS_AGREE):
            raise ValueError(f"unknown deployment kind {deployment.kind!r}; expected "
                             f"{EDGE_SEGMENTS}, {BATTLE_FORMATIONS} or {PLAYERS_AGREE}")
        self.table = table
        self.kind = deployment.kind
        self.zone_depth_in = float(deployment.zone_depth_in)
        self.gap_in = float(deployment.gap_in)
        self.coherency_in = float(deployment.coherency_in)
        self.unit_gap_in = float(deployment.unit_gap_in)
        self.setup = setup and deployment.kind != PLAYERS_AGREE
        self.players = players
        self.areas = dict(areas or {})
        self.scouts: dict[tuple[str, str], ScoutGroup] = {(g.player, g.unit): g for g in scouts}

    def reach_in(self) -> float:
        """The farthest these rules look from a model (coherency, the gap, S3's touch):
        the judge measures every model's neighbours at least this far (0 when none)."""
        ranges = [self.coherency_in if self.setup else 0.0]
        if self.setup:
            ranges += [self.gap_in if self.kind == EDGE_SEGMENTS else self.unit_gap_in]
        if self.scouts:
            ranges.append(2.0)
        return max(ranges)

    def zone(self, rec: ModelRecord) -> Violation | None:
        """M4, S2 or the scenario's area: the model is not where its player sets up."""
        if not self.setup or rec.off is not None:  # off the table: G2 says so already
            return None
        side = self.players.get(rec.player)
        area = self.areas.get(rec.player)
        if area is not None:
            return area_violation(rec.fp, self.table, area[0], area[1])
        if self.kind == EDGE_SEGMENTS:
            letter = getattr(side, "segment", None)
            if letter:
                return segment_zone_violation(rec.fp, self.table, letter, self.zone_depth_in)
            return Violation("M4", Said.translate("Judge", "Its player has not chosen an edge "
                                                           "segment to set up from (M4)"),
                             None, None)
        edge = getattr(side, "edge", None)
        if edge:
            return edge_zone_violation(rec.fp, self.table, edge, self.zone_depth_in)
        return Violation("S2", Said.translate("Judge", "Its player has no table edge to set up "
                                                       "from (S2)"), None, None)

    def gaps(self, rec: ModelRecord, position: Position) -> list[Violation]:
        """M4 (other warbands) or S2 (other units): the models too close, closest first; a
        crowd names the closest :data:`LISTED_MAX` and counts the rest."""
        if not self.setup:
            return []
        recs = position.records
        near = rec.near
        if self.kind == EDGE_SEGMENTS:
            limit = self.gap_in + EPS_IN
            close = [(d, j) for j, d in near.items()
                     if d <= limit and recs[j].player != rec.player]
            rule, gap_in, violation = "M4", self.gap_in, warband_gap_violation
            also = Said.translate("Judge", "Also too close to {count} more models of other "
                                           "warbands ({rule})")
        else:
            limit = self.unit_gap_in - EPS_IN
            close = [(d, j) for j, d in near.items()
                     if d < limit and recs[j].unit_key != rec.unit_key]
            rule, gap_in, violation = "S2", self.unit_gap_in, unit_gap_violation
            also = Said.translate("Judge", "Also too close to {count} more models of other units "
                                           "({rule})")
        pair: list[Violation] = []
        for d, j in heapq.nsmallest(LISTED_MAX, close):
            other = recs[j]
            v = violation(d, j, other.display, gap_in, position.pair_points(rec, other))
            if v:
                pair.append(v)
        if len(close) > LISTED_MAX:
            pair.append(Violation(rule, also.format(count=len(close) - LISTED_MAX, rule=rule)))
        pair.sort(key=lambda v: (v.other is None, v.distance_in or 0.0, v.other or ""))
        return pair

    def coherency(self, rec: ModelRecord, position: Position) -> Violation | None:
        """S2: the model is not within ``coherency_in`` of any model of its unit."""
        if not self.setup or self.kind == EDGE_SEGMENTS:
            return None
        mates = position.unit_of(rec)
        if len(mates) < 2:
            return None
        limit = self.coherency_in + EPS_IN
        near = rec.near
        for j in mates:
            d = near.get(j)
            if d is not None and d <= limit:
                return None
        recs = position.records
        best: tuple[float, str] | None = None
        for j in mates:
            if j == rec.id:
                continue
            d = near.get(j)
            if d is None:
                d = distance(rec.fp, recs[j].fp)
            if best is None or (d, j) < best:
                best = (d, j)
        assert best is not None
        mate = recs[best[1]]
        return coherency_violation(best[0], best[1], mate.display, self.coherency_in,
                                   position.pair_points(rec, mate))

    def scout(self, rec: ModelRecord, position: Position) -> tuple[bool, Violation | None]:
        """S3 for a model of a unit coming in: ``(untargetable, violation or None)``."""
        group = self.scouts.get(rec.unit_key)
        if group is None:
            return False, None
        recs = position.records
        untargetable = False
        if group.first == rec.id:
            untargetable = not group.first_moved
            v = (None if group.first_moved
                 else scout_first_violation(rec.fp, self.table, group.edge))
        elif group.first in recs and not group.first_moved:
            first = recs[group.first]
            v = Violation("S3", Said.translate(
                "Judge", "{first} must move once before the rest of its unit is placed within "
                "{range} of it (S3)").format(first=first.display,
                                             range=fmt_range(group.follow_in)), first.id)
        elif group.first in recs:
            first = recs[group.first]
            d = rec.near.get(group.first)
            if d is None:
                d = distance(rec.fp, first.fp)
            v = scout_follower_violation(d, first.id, first.display, group.follow_in,
                                         points=position.pair_points(rec, first))
        else:  # the unit's first model is not on the table yet: it comes on first
            v = Violation("S3", Said.translate(
                "Judge", "The first model of its unit comes on first, touching the {edge} table "
                "edge (S3)").format(edge=edge_word(group.edge)), group.first)
        return untargetable, v

    def changes_for(self, rec: ModelRecord, mover: ModelRecord, old_d: float | None,
                    new_d: float | None) -> bool:
        """Can ``mover`` going from ``old_d`` to ``new_d`` away (``None``: out of reach)
        change the gaps judged for ``rec`` (not in the mover's unit)?"""
        if not self.setup:
            return False
        if self.kind == EDGE_SEGMENTS:
            if rec.player != mover.player:
                limit = self.gap_in + EPS_IN
                return (old_d is not None and old_d <= limit) or (
                    new_d is not None and new_d <= limit)
            return False
        limit = self.unit_gap_in - EPS_IN
        return (old_d is not None and old_d < limit) or (new_d is not None and new_d < limit)
