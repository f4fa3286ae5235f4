"""Close combats worked out from base contact (M8, G3) and whose close-combat phases a
model fights in; the M7 random hit draws from the same combat.

The touching graph
    Its vertices are the models on the table; an edge joins two models of *opposing*
    warbands (different players who are not allies, C8/M10) whose bases touch or overlap,
    measured on their true shapes (:func:`app.rules.placement.bases_touch`: G3 with G4's
    tolerance). Friends touching each other are not fighting each other, so they add no
    edge: two separate fights that happen to have friends standing shoulder to shoulder stay
    two combats.

A close combat
    A connected component of that graph with at least one edge (a model touching nobody
    is in no combat). Components are independent of the order the models are given in and
    of which base is measured from which (touching is symmetric).

Engaged
    A model is engaged with the warbands of the models its own base touches. Engaged with
    models of two or more other warbands, it fights in each of those players' close-combat
    phases (as well as its own player's), and in another player's turn it must attack that
    player's models (M8).

Pure Python, no Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from .geometry import EPS_IN, Footprint
from .placement import bases_touch

Fighter = tuple[str, str, Footprint]
"""``(model_id, player_id, footprint)`` of a model on the table."""

Enemies = Callable[[str, str], bool]
"""``enemies(player_a, player_b)``: do these two players' models fight each other?"""


def _different(a: str, b: str) -> bool:
    return a != b


def touching_pairs(fighters: Sequence[Fighter],
                   enemies: Enemies = _different) -> set[frozenset[str]]:
    """The edges of the touching graph: pairs of model ids of opposing players whose bases
    touch (true shapes, G3). Bases whose enclosing circles are apart are skipped without
    measuring (they cannot touch)."""
    pairs: set[frozenset[str]] = set()
    items = sorted(fighters, key=lambda f: f[2].x - f[2].radius)  # sweep along x
    for i, (ida, pa, fa) in enumerate(items):
        right = fa.x + fa.radius + EPS_IN
        for idb, pb, fb in items[i + 1:]:
            if fb.x - fb.radius > right:
                break
            if not enemies(pa, pb):
                continue
            reach = fa.radius + fb.radius + EPS_IN
            if (fa.x - fb.x) ** 2 + (fa.y - fb.y) ** 2 > reach * reach:
                continue
            if bases_touch(fa, fb):
                pairs.add(frozenset((ida, idb)))
    return pairs


def components(pairs: Iterable[frozenset[str]]) -> list[frozenset[str]]:
    """The connected components of the graph with these edges (every vertex on an edge),
    each a frozenset of model ids, ordered by their smallest id."""
    parent: dict[str, str] = {}

    def find(v: str) -> str:
        parent.setdefault(v, v)
        while parent[v] != v:
            parent[v] = parent[parent[v]]
            v = parent[v]
        return v

    for edge in pairs:
        a, b = tuple(edge)
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)
    groups: dict[str, set[str]] = {}
    for v in list(parent):
        groups.setdefault(find(v), set()).add(v)
    return sorted((frozenset(g) for g in groups.values()), key=min)


@dataclass(frozen=True)
class Engagement:
    """One model in close combat (M8). ``opponents``: the players whose models its base
    touches (sorted); ``combat``: every model of its close combat (itself included)."""

    model: str
    player: str
    opponents: tuple[str, ...]
    combat: frozenset[str]

    @property
    def multi(self) -> bool:
        """Engaged with models of two or more other warbands (M8's mark)."""
        return len(self.opponents) >= 2

    @property
    def phases(self) -> tuple[str, ...]:
        """The players in whose close-combat phases it fights: its own, then each
        opponent's (M8)."""
        return (self.player, *self.opponents)


@dataclass(frozen=True)
class CloseCombats:
    """Every close combat on the table and every engaged model (:func:`close_combats`)."""

    combats: tuple[frozenset[str], ...]
    engaged: dict[str, Engagement]

    def combat_of(self, model_id: str) -> frozenset[str]:
        """The models of ``model_id``'s close combat (itself included); empty when it is in
        none."""
        e = self.engaged.get(model_id)
        return e.combat if e is not None else frozenset()


def close_combats(fighters: Sequence[Fighter], enemies: Enemies = _different) -> CloseCombats:
    """M8: the close combats among ``fighters`` (models on the table) and each engaged
    model's opponents. ``enemies``: which players fight each other (default: any two
    different players; the app passes C8/M10's, so allies do not)."""
    pairs = touching_pairs(fighters, enemies)
    player = {mid: pid for mid, pid, _ in fighters}
    groups = components(pairs)
    combat = {mid: g for g in groups for mid in g}
    opponents: dict[str, set[str]] = {}
    for edge in pairs:
        a, b = tuple(edge)
        opponents.setdefault(a, set()).add(player[b])
        opponents.setdefault(b, set()).add(player[a])
    engaged = {mid: Engagement(mid, player[mid], tuple(sorted(opps)), combat[mid])
               for mid, opps in opponents.items()}
    return CloseCombats(tuple(groups), engaged)


def phases_text(engagement: Engagement, name: Callable[[str], str]) -> str:
    """M8 in words for the players, e.g. "Fights in the close-combat phases of Ann (its own),
    Bob and Cy (M8); in Bob's or Cy's turn it must attack that player's models".
    ``name``: a player's name from its id."""
    own = f"{name(engagement.player)} (its own)"
    others = [name(p) for p in engagement.opponents]
    every = [own, *others]
    listed = ", ".join(every[:-1]) + " and " + every[-1] if len(every) > 1 else every[0]
    turns = " or ".join(f"{o}'s" for o in others)
    return (f"Fights in the close-combat phases of {listed} (M8); in {turns} turn it must "
            f"attack that player's models")
