"""M7 with M8: the random hit drawn from the target's close combat, worked out from base
contact when no models are ticked; undone and redone with the same candidates."""

import pytest

from app.game.commands import AllocateHit
from app.game.history import History
from app.game.saves import load_game
from app.paths import demo_game_path

D = 25 / 25.4  # two 25 mm bases touch with their centres this far apart


@pytest.fixture
def state():
    s = load_game(demo_game_path())
    s.turn.phase = "player-turn"
    put = {"bob-1": (30, 30), "phil-14": (30 + D, 30), "devin-1": (30 + 2 * D, 30),
           "bob-2": (30 - D, 30)}  # a chain: Bob 2 - Bob 1 - Phil's rat - Devin's captain
    for mid, (x, y) in put.items():
        s.model(mid).x_in, s.model(mid).y_in = x, y
    return s


def test_m7_m8_the_hit_draws_from_the_targets_whole_combat(state):
    """Bob's Priest touches only his captain (no edge: friends), so it is not in the fight;
    Devin's captain touches only the rat, yet it is in the same combat as Bob's captain."""
    hit = AllocateHit("bob-1")
    hit.apply(state)
    assert hit.hit.candidates == ("bob-1", "phil-14", "devin-1")
    assert "on a 1\u20133 roll" in state.log[-1].text


def test_m7_m8_a_model_in_no_combat_is_refused_with_a_reason(state):
    with pytest.raises(ValueError) as err:
        AllocateHit("bob-3").apply(state)
    assert "in no close combat" in str(err.value) and "(M8)" in str(err.value)


def test_m7_m8_a_shooter_whose_warband_is_in_the_combat_is_refused(state):
    with pytest.raises(ValueError) as err:
        AllocateHit("phil-14", shooter="devin-2").apply(state)
    assert "cannot shoot into this combat" in str(err.value)
