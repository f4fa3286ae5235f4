"""Property checks of the activation round-robin (C7) with drop-out and a mid-phase flee (C9)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from app.rules.cards import full_deck
from app.rules.turns import activation_order, next_activation

PLAYERS = ["p1", "p2", "p3", "p4", "p5"]


@st.composite
def phases(draw):
    n = draw(st.integers(2, 5))
    players = PLAYERS[:n]
    cards = draw(st.permutations(full_deck()))[:n]
    counts = {p: draw(st.integers(0, 6)) for p in players}
    return dict(zip(players, cards)), counts


def run(cards, counts, flee_at=None, fleeing=None):
    left, seq, last = dict(counts), [], None
    while (pid := next_activation(cards, left, last)) is not None:
        if flee_at is not None and len(seq) == flee_at:
            left[fleeing] = 0
            flee_at = None
            continue
        seq.append(pid)
        left[pid] -= 1
        last = pid
    return seq


@settings(max_examples=100, deadline=None)
@given(phases())
def test_c7_step_by_step_matches_the_whole_phase(phase):
    cards, counts = phase
    assert run(cards, counts) == activation_order(cards, counts)


@settings(max_examples=100, deadline=None)
@given(phases(), st.integers(0, 30), st.integers(0, 4))
def test_c9_a_flee_mid_phase_does_not_disturb_the_others(phase, flee_at, who):
    cards, counts = phase
    fleeing = list(cards)[who % len(cards)]
    seq = run(cards, counts, flee_at, fleeing)
    full = activation_order(cards, counts)
    assert [p for p in seq if p != fleeing] == [p for p in full if p != fleeing]
    assert fleeing not in seq[flee_at:]
