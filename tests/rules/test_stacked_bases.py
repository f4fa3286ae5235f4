"""Bases stacked on one another (issue 20): G8 and M4/S2 verdicts name the deepest or
closest few (LISTED_MAX) and count the rest, depths known only as a bound are measured
exactly when named, and a pile of stacked bases neither changes a verdict nor takes long.

G8 two bases never overlap (touching is fine); G4 the tolerance; M4 the 6 in gap between
warbands at set-up; S2 the gap between units; M8 the close combats a stack makes."""

import math
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from app.rules.bases import Base
from app.rules.combat import close_combats
from app.rules.geometry import EPS_IN, footprint
from app.rules.judge import LISTED_MAX, Judge
from app.rules.placement import overlap_depth, sure_overlap, touching_only

from test_judge import OVAL, game, model

SMALL_OVAL = Base("oval", length_mm=50, width_mm=30)


def _stack(n, base=Base.round(25), players=("wh", "sk", "me"), spread=0.0, facing=0.0):
    models = []
    for k in range(n):
        m = model(f"m{k:02d}", players[k % len(players)], 36.0 + spread * k, 24.0, base=base,
                  unit=f"u{k}")
        m.facing_deg = facing * k
        models.append(m)
    return models


def test_g8_a_stack_names_the_deepest_few_and_counts_the_rest():
    state = game(_stack(30), phase="activation")
    verdict = Judge.from_state(state).verdict("m00")
    g8 = [v for v in verdict.violations if v.rule == "G8"]
    assert not verdict.legal
    assert [v.other for v in g8[:LISTED_MAX]] == [f"m{k:02d}" for k in range(1, LISTED_MAX + 1)]
    assert all(v.reason.startswith("Overlaps Warrior") for v in g8[:LISTED_MAX])
    assert g8[-1].reason == f"Also overlaps {29 - LISTED_MAX} more bases (G8)"
    assert g8[-1].other is None and len(g8) == LISTED_MAX + 1


def test_g8_a_few_overlaps_are_all_named_deepest_first_as_before():
    models = _stack(4, spread=0.2)  # m00 overlaps m01 deepest, m03 least
    verdict = Judge.from_state(game(models, phase="activation")).verdict("m00")
    assert [v.other for v in verdict.violations] == ["m01", "m02", "m03"]
    assert not any(v.reason.startswith("Also") for v in verdict.violations)


def test_m4_a_crowd_of_enemies_names_the_closest_five_then_how_many_more():
    models = [model("w1", "wh", 36.0, 40.0)]
    models += [model(f"r{k}", "sk", 36.0 + 1.1 * (k - 4), 40.0 + 2.0) for k in range(9)]
    verdict = Judge.from_state(game(models)).verdict("w1")
    m4 = [v for v in verdict.violations if v.rule == "M4" and v.reason.startswith(
        ("Too close", "Also too close"))]
    assert len(m4) == LISTED_MAX + 1
    distances = [v.distance_in for v in m4[:LISTED_MAX]]
    assert distances == sorted(distances) and m4[0].other == "r4"
    assert m4[-1].reason == "Also too close to 4 more models of other warbands (M4)"


def test_s2_a_crowd_of_other_units_counts_the_rest():
    models = [model("a", "wh", 36.0, 45.0, unit="ua")]
    models += [model(f"b{k}", "wh", 36.0 + 0.5 * (k - 3), 43.0, unit="ub") for k in range(8)]
    verdict = Judge.from_state(game(models, kind="battle-formations")).verdict("a")
    s2 = [v for v in verdict.violations if v.rule == "S2" and v.reason.startswith(
        ("Too close", "Also too close"))]
    assert s2[-1].reason == "Also too close to 3 more models of other units (S2)"


@settings(max_examples=60, deadline=None)
@given(st.floats(0.0, 1.2), st.floats(0.0, 1.2), st.floats(0.0, 360.0), st.floats(0.0, 360.0),
       st.sampled_from([OVAL, SMALL_OVAL, Base.round(25), Base("rect", width_mm=25,
                                                              depth_mm=50)]))
def test_g8_depths_are_exact_whether_found_by_a_bound_or_measured(dx, dy, fa, fb, base):
    """The judge's overlap set and depths equal overlap_depth's, pair by pair, for ovals
    and rectangles stacked close at odd facings (the bound path and the exact path)."""
    a = model("a", "wh", 36.0, 24.0, base=OVAL)
    b = model("b", "sk", 36.0 + dx, 24.0 + dy, base=base)
    a.facing_deg, b.facing_deg = fa, fb
    judge = Judge.from_state(game([a, b], phase="activation"))
    want = overlap_depth(footprint(a.base, a.x_in, a.y_in, fa), footprint(b.base, b.x_in, b.y_in, fb))
    got = judge.overlapping("a").get("b", 0.0)
    assert (want > EPS_IN) == ("b" in judge.overlapping("a")) == ("a" in judge.overlapping("b"))
    assert math.isclose(got, want if want > EPS_IN else 0.0, abs_tol=1e-9)
    named = [v for v in judge.verdict("a").violations if v.rule == "G8"]
    assert bool(named) == (want > EPS_IN)


@settings(max_examples=80, deadline=None)
@given(st.floats(0.0, 360.0), st.floats(0.0, 360.0), st.floats(0.0, 2 * math.pi))
def test_g8_ovals_touching_at_odd_angles_are_proved_touching_not_overlapping(fa, fb, t):
    """Two ovals pushed together until they touch: touching_only proves it at the contact
    point, the judge finds no overlap, and nudging one 0.01 in closer makes one (G8)."""
    p = footprint(OVAL, 36.0, 24.0, fa)
    nx, ny = math.cos(t), math.sin(t)
    lo, hi = 0.0, 10.0  # centres' distance along (nx, ny) at which they just touch
    for _ in range(200):
        mid = (lo + hi) / 2
        q = footprint(SMALL_OVAL, 36.0 + nx * mid, 24.0 + ny * mid, fb)
        lo, hi = (lo, mid) if overlap_depth(p, q) <= 0.0 else (mid, hi)
    a = model("a", "wh", 36.0, 24.0, base=OVAL)
    b = model("b", "sk", 36.0 + nx * hi, 24.0 + ny * hi, base=SMALL_OVAL)
    a.facing_deg, b.facing_deg = fa, fb
    judge = Judge.from_state(game([a, b], phase="activation"))
    assert judge.verdict("a").legal and judge.neighbours("a")["b"] <= EPS_IN
    closer = Judge.from_state(game([a, b], phase="activation"))
    closer.move("b", 36.0 + nx * (hi - 0.01), 24.0 + ny * (hi - 0.01), fb)
    assert not closer.verdict("a").legal


def test_g8_the_quick_bound_and_the_touching_proof_never_contradict_the_exact_depth():
    rng = random.Random(20)
    bases = [OVAL, SMALL_OVAL, Base.round(25), Base.round(60), Base("rect", width_mm=25,
                                                                    depth_mm=50)]
    from app.rules.geometry import closest_points

    for _ in range(400):
        p = footprint(rng.choice(bases), 10.0, 10.0, rng.uniform(0, 360))
        q = footprint(rng.choice(bases), 10.0 + rng.uniform(-2.5, 2.5),
                      10.0 + rng.uniform(-2.5, 2.5), rng.uniform(0, 360))
        depth = overlap_depth(p, q)
        assert sure_overlap(p, q) <= depth + 1e-9
        point = closest_points(p, q)[0]
        if touching_only(p, q, point):
            assert depth <= EPS_IN


def test_m8_and_g8_a_pile_of_200_stacked_ovals_and_rounds():
    """Every base of a pile overlaps every other: the verdicts are illegal, name five and
    count the rest, and the pile is one close combat of every model (the time for 1000 is
    benchmarks/stacked_files.py's figure)."""
    models = _stack(200, base=OVAL, facing=7.0)
    for m in models[::2]:
        m.base = Base.round(25)
    state = game(models, phase="activation")
    judge = Judge.from_state(state)
    fighters = [(m.id, m.player, footprint(m.base, m.x_in, m.y_in, m.facing_deg))
                for m in models]
    combats = close_combats(fighters)
    v = judge.verdict("m07")
    assert v.violations[LISTED_MAX].reason == f"Also overlaps {199 - LISTED_MAX} more bases (G8)"
    assert len(combats.combats) == 1 and len(combats.engaged) == 200
    assert set(combats.engaged["m00"].opponents) == {"sk", "me"}
