"""M8: close combats worked out from base contact (G3, true shapes), whose close-combat
phases an engaged model fights in, and M7's random hit drawn from the same combat."""

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.rules.bases import Base
from app.rules.combat import close_combats, components, phases_text, touching_pairs
from app.rules.geometry import footprint
from app.rules.placement import bases_touch

R25 = Base.round(25)
D = 25 / 25.4  # two 25 mm bases touch with their centres this far apart
OVAL = Base("oval", length_mm=60, width_mm=35)


def test_m8_a_model_touching_two_other_warbands_fights_in_both_their_phases():
    """Ann's hero touches a Bob model and a Cy model (at odd angles); Bob's also touches a
    Di model: one combat of four; only Ann's hero is engaged with two other warbands."""
    c37, s37 = math.cos(math.radians(37)), math.sin(math.radians(37))
    hero = ("ann-1", "ann", footprint(R25, 30, 20))
    bob = ("bob-1", "bob", footprint(R25, 30 + D * c37, 20 - D * s37))
    cy = ("cy-1", "cy", footprint(R25, 30 - D * c37, 20 + D * s37))
    di = ("di-1", "di", footprint(R25, bob[2].x + D, bob[2].y))
    away = ("cy-2", "cy", footprint(R25, 50, 40))
    cc = close_combats([hero, bob, cy, di, away])
    assert cc.combats == (frozenset({"ann-1", "bob-1", "cy-1", "di-1"}),)
    e = cc.engaged["ann-1"]
    assert e.multi and e.opponents == ("bob", "cy") and e.phases == ("ann", "bob", "cy")
    assert cc.engaged["bob-1"].multi  # Bob's model touches Ann's and Di's
    assert not cc.engaged["cy-1"].multi and cc.engaged["cy-1"].opponents == ("ann",)
    assert "cy-2" not in cc.engaged and cc.combat_of("cy-2") == frozenset()
    names = {"ann": "Ann", "bob": "Bob", "cy": "Cy"}.get
    assert phases_text(e, names) == (
        "Fights in the close-combat phases of Ann (its own), Bob and Cy (M8); in Bob's or "
        "Cy's turn it must attack that player's models")


def test_m8_touching_is_exact_at_the_limit_and_0_001_in_apart_is_no_combat():
    c, s = math.cos(math.radians(113)), math.sin(math.radians(113))
    a = ("a", "ann", footprint(OVAL, 20, 20, 113))  # touching along its major axis
    reach = 60 / 25.4 / 2 + 25 / 25.4 / 2
    touching = ("b", "bob", footprint(R25, 20 + reach * c, 20 - reach * s))
    apart = ("b", "bob", footprint(R25, 20 + (reach + 0.001) * c, 20 - (reach + 0.001) * s))
    assert close_combats([a, touching]).combats == (frozenset({"a", "b"}),)
    assert close_combats([a, apart]).combats == ()


def test_m8_friends_touching_do_not_join_two_fights_and_allies_do_not_fight():
    a1 = ("a1", "ann", footprint(R25, 10, 10))
    a2 = ("a2", "ann", footprint(R25, 10 + D, 10))  # shoulder to shoulder with a1
    b1 = ("b1", "bob", footprint(R25, 10, 10 - D))  # fights a1
    c1 = ("c1", "cy", footprint(R25, 10 + D, 10 + D))  # fights a2
    cc = close_combats([a1, a2, b1, c1])
    assert set(cc.combats) == {frozenset({"a1", "b1"}), frozenset({"a2", "c1"})}
    allied = {frozenset({"ann", "cy"})}
    cc = close_combats([a1, a2, b1, c1], lambda p, q: p != q and frozenset((p, q)) not in allied)
    assert cc.combats == (frozenset({"a1", "b1"}),)


# -- properties --------------------------------------------------------------------------------
PLAYERS = ("ann", "bob", "cy")


@st.composite
def tables(draw):
    """Round bases on a grid whose neighbours touch exactly, some cells left empty, and a
    few ovals at random places and facings among them; each model of a random player."""
    cells = draw(st.sets(st.tuples(st.integers(0, 4), st.integers(0, 4)), max_size=14))
    out = []
    for i, j in sorted(cells):
        out.append((f"r{i}{j}", draw(st.sampled_from(PLAYERS)),
                    footprint(R25, 10 + i * D, 10 + j * D)))
    for k in range(draw(st.integers(0, 3))):
        x = draw(st.floats(9, 15))
        y = draw(st.floats(9, 15))
        out.append((f"o{k}", draw(st.sampled_from(PLAYERS)),
                    footprint(OVAL, x, y, draw(st.floats(0, 360)))))
    return out


def brute_components(fighters):
    """Components found the slow, obvious way: every pair measured, flood fill."""
    edges = {f[0]: set() for f in fighters}
    for a in fighters:
        for b in fighters:
            if a[0] != b[0] and a[1] != b[1] and bases_touch(a[2], b[2]):
                edges[a[0]].add(b[0])
    seen, out = set(), set()
    for start in edges:
        if start in seen or not edges[start]:
            continue
        group, todo = set(), [start]
        while todo:
            v = todo.pop()
            if v not in group:
                group.add(v)
                todo.extend(edges[v])
        seen |= group
        out.add(frozenset(group))
    return out


@settings(max_examples=60, deadline=None)
@given(tables(), st.randoms(use_true_random=False))
def test_m8_combats_are_the_connected_components_of_the_touching_graph(fighters, rnd):
    cc = close_combats(fighters)
    assert set(cc.combats) == brute_components(fighters)
    # every model of a combat is in exactly one, and each engaged model's combat holds it
    ids = [m for g in cc.combats for m in g]
    assert len(ids) == len(set(ids)) == len(cc.engaged)
    for mid, e in cc.engaged.items():
        assert mid in e.combat and cc.combat_of(mid) == e.combat
    # order-independent: any order of the models gives the same combats and engagements
    shuffled = list(fighters)
    rnd.shuffle(shuffled)
    again = close_combats(shuffled)
    assert again.combats == cc.combats and again.engaged == cc.engaged
    # symmetric: a touches b exactly when b touches a
    pairs = touching_pairs(fighters)
    by_id = {f[0]: f for f in fighters}
    for edge in pairs:
        a, b = sorted(edge)
        assert bases_touch(by_id[a][2], by_id[b][2]) and bases_touch(by_id[b][2], by_id[a][2])
    assert components(pairs) == list(cc.combats)


@settings(max_examples=40, deadline=None)
@given(tables())
def test_m8_opponents_are_the_other_warbands_a_model_touches(fighters):
    cc = close_combats(fighters)
    by_id = {f[0]: f for f in fighters}
    for mid, e in cc.engaged.items():
        touched = {f[1] for f in fighters
                   if f[1] != e.player and bases_touch(by_id[mid][2], f[2])}
        assert set(e.opponents) == touched and e.player not in e.opponents
        assert e.multi == (len(touched) >= 2)


def test_m7_random_hit_candidates_are_the_targets_combat():
    """M7 with M8: the hit lands among the target's whole combat (here 3 models of 3
    warbands, one of them not touching the target)."""
    from app.rules.dice import random_hit
    from app.rules.rng import GameRng

    a = ("a", "ann", footprint(R25, 10, 10))
    b = ("b", "bob", footprint(R25, 10 + D, 10))
    c = ("c", "cy", footprint(R25, 10 + 2 * D, 10))
    cc = close_combats([a, b, c])
    fighting = sorted(cc.combat_of("a") - {"a"})
    assert fighting == ["b", "c"]
    hit = random_hit(GameRng(seed=3), "a", fighting)
    assert hit.candidates == ("a", "b", "c")


@pytest.mark.parametrize("n", [30, 60])
def test_m8_the_sweep_measures_only_near_pairs(n):
    """A crowded table: still the brute-force answer."""
    import random

    rng = random.Random(n)
    fighters = [(f"m{k}", rng.choice(PLAYERS),
                 footprint(R25, rng.uniform(0, 12), rng.uniform(0, 12))) for k in range(n)]
    assert set(close_combats(fighters).combats) == brute_components(fighters)
