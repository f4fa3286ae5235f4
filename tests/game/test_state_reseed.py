"""A new game from a template file gets its own shuffle (C1), recorded as its seed."""

import pytest

from app.game.saves import load_game
from app.game.commands import StartTurn
from app.paths import demo_game_path


def test_reseed_gives_a_new_shuffle_recorded_in_the_generator():
    a, b = load_game(demo_game_path()), load_game(demo_game_path())
    a.reseed(1)
    b.reseed(2)
    assert a.rng.seed == 1 and a.deck.draw_pile != b.deck.draw_pile
    assert sorted(a.deck.draw_pile) == sorted(b.deck.draw_pile)
    assert len(a.deck) == 52


def test_reseed_is_refused_once_cards_are_dealt():
    state = load_game(demo_game_path())
    StartTurn().apply(state)
    with pytest.raises(ValueError, match="started"):
        state.reseed(3)


@pytest.mark.parametrize("bad", [float("nan"), float("inf")])
def test_a_move_to_a_non_finite_position_is_refused_and_nothing_moves(bad):
    from app.game.commands import MoveModel, MoveModels

    state = load_game(demo_game_path())
    model = state.models[0]
    before = (model.x_in, model.y_in)
    with pytest.raises(ValueError, match="not a position"):
        MoveModel(model.id, bad, 3.0).apply(state)
    with pytest.raises(ValueError, match="not a position"):
        MoveModels({model.id: (1.0, bad), state.models[1].id: (2.0, 2.0)}).apply(state)
    assert (model.x_in, model.y_in) == before
