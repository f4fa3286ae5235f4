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

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass

from app.i18n import translate

from .geometry import EPS_IN, Footprint
from .placement import bases_touch

Fighter = tuple[str, str, Footprint]
"""``(model_id, player_id, footprint)`` of a model on the table."""

Enemies = Callable[[str, str], bool]
"""``enemies(player_a, player_b)``: do these two players' models fight each other?"""


def _different(a: str, b: str) -> bool:
    return a != b


def _sweep(fighters: Sequence[Fighter], enemies: Enemies,
           needed: Callable[[int, int], bool] | None = None) -> Iterator[tuple[int, int]]:
    """The touching pairs of ``fighters`` as index pairs (``i < j`` in the order given).
    ``needed(i, j)``: whether the pair is worth measuring at all (a pair that can add
    nothing is skipped unmeasured)."""
    foes: dict[tuple[str, str], bool] = {}  # enemies(), asked once per two players
    items = sorted(((f[2].x - f[2].radius, f[2].radius, i, f[1], f[2])
                    for i, f in enumerate(fighters)), key=lambda f: f[0])  # sweep along x
    for k, (_, ra, ia, pa, fa) in enumerate(items):
        right = fa.x + ra + EPS_IN
        ax, ay, round_a = fa.x, fa.y, fa.shape == "round"
        for m in range(k + 1, len(items)):
            left, rb, ib, pb, fb = items[m]
            if left > right:
                break
            foe = foes.get((pa, pb))
            if foe is None:
                foe = foes[(pa, pb)] = bool(enemies(pa, pb))
            if not foe:
                continue
            reach = ra + rb + EPS_IN
            if (ax - fb.x) ** 2 + (ay - fb.y) ** 2 > reach * reach:
                continue
            i, j = (ia, ib) if ia < ib else (ib, ia)
            if round_a and fb.shape == "round":
                yield i, j  # round bases: G3 is the test just made
            elif (needed is None or needed(i, j)) and bases_touch(fa, fb):
                yield i, j


def touching_pairs(fighters: Sequence[Fighter],
                   enemies: Enemies = _different) -> set[frozenset[str]]:
    """The edges of the touching graph: pairs of model ids of opposing players whose bases
    touch (true shapes, G3). Bases whose enclosing circles are apart are skipped without
    measuring (they cannot touch)."""
    return {frozenset((fighters[i][0], fighters[j][0])) for i, j in _sweep(fighters, enemies)}


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
    different players; the app passes C8/M10's, so allies do not).

    The same as the components of :func:`touching_pairs`, worked out in one sweep that
    skips measuring a pair which could add nothing (both already in one combat, each
    already engaged with the other's player), so a pile of stacked bases stays quick."""
    parent = list(range(len(fighters)))
    opponents: dict[int, set[str]] = {}

    def find(v: int) -> int:
        while parent[v] != v:
            parent[v] = parent[parent[v]]
            v = parent[v]
        return v

    def needed(i: int, j: int) -> bool:
        return (find(i) != find(j) or fighters[j][1] not in opponents.get(i, ())
                or fighters[i][1] not in opponents.get(j, ()))

    for i, j in _sweep(fighters, enemies, needed):
        ri, rj = find(i), find(j)
        if ri != rj:
            parent[max(ri, rj)] = min(ri, rj)
        opponents.setdefault(i, set()).add(fighters[j][1])
        opponents.setdefault(j, set()).add(fighters[i][1])
    groups: dict[int, set[str]] = {}
    for i in opponents:
        groups.setdefault(find(i), set()).add(fighters[i][0])
    ordered = sorted((frozenset(g) for g in groups.values()), key=min)
    combat = {mid: g for g in ordered for mid in g}
    engaged = {fighters[i][0]: Engagement(fighters[i][0], fighters[i][1], tuple(sorted(opps)),
                                          combat[fighters[i][0]])
               for i, opps in opponents.items()}
    return CloseCombats(tuple(ordered), engaged)


def phases_text(engagement: Engagement, name: Callable[[str], str]) -> str:
    """M8 in words for the players, e.g. "Fights in the close-combat phases of Ann (its own),
    Bob and Cy (M8); in Bob's or Cy's turn it must attack that player's models".
    ``name``: a player's name from its id."""
    own = translate("Combats", "{player} (its own)").format(player=name(engagement.player))
    others = [name(p) for p in engagement.opponents]
    every = [own, *others]
    listed = translate("Combats", "{names} and {last}").format(
        names=", ".join(every[:-1]), last=every[-1]) if len(every) > 1 else every[0]
    turns = translate("Combats", " or ").join(
        translate("Combats", "{player}'s").format(player=o) for o in others)
    return translate("Combats", "Fights in the close-combat phases of {listed} (M8); in "
                                "{turns} turn it must attack that player's models").format(
        listed=listed, turns=turns)
