"""Knowing placements (G8; set-up rules): one undoable step with one log line per model that
breaks a rule, the same line for a model from the tray and a model moved on the table."""

import pytest

from app.game.history import Step
from app.game.newgame import PlaceModel
from app.game.commands import PlaceKnowingly
from app.game.placement import knowing_reasons
from app.game.saves import load_game
from app.paths import demo_game_path

PRIEST = "Warrior Priest (Prst, Witch Hunters)"


@pytest.fixture
def demo():
    return load_game(demo_game_path())  # Mordheim, in set-up; Captain (45, 44), Priest (48.5, 44)


def test_g8_a_knowing_move_onto_a_base_is_one_step_with_a_log_line_naming_both(demo):
    state = demo
    step, change = Step.perform(PlaceKnowingly({"bob-1": (48.0, 44.0)}), state)
    assert (state.model("bob-1").x_in, state.model("bob-1").y_in) == (48.0, 44.0)
    assert change.log and step.text == "Place Witch Hunter Captain knowingly"
    line = state.log[-1]
    assert line.kind == "setup"
    assert line.text == ("Witch Hunter Captain (Bob) placed knowingly against the rules, by "
                         f"agreement: Overlaps {PRIEST} by 0.48 in (G8)")
    step.undo(state)
    assert (state.model("bob-1").x_in, state.model("bob-1").y_in) == (45.0, 44.0)
    assert state.log[-2].undone and state.log[-1].text.startswith("Undone: Place Witch")


def test_g8_in_play_only_the_overlap_needs_agreement_and_is_logged(demo):
    state = demo
    state.turn.phase = "player-turn"
    state.model("bob-2").y_in = 47.8
    # over the table edge and onto the Priest: only the overlap is what was agreed
    reasons = knowing_reasons(state, {"bob-1": (48.3, 47.8)})
    assert [v.rule for v in reasons["bob-1"]] == ["G8"]
    assert knowing_reasons(state, {"bob-1": (45.0, 47.9)}) == {}  # G2 alone: no agreement
    PlaceKnowingly({"bob-1": (48.3, 47.8)}).apply(state)
    assert state.log[-1].kind == "placement" and "(G2)" not in state.log[-1].text
    assert f"Overlaps {PRIEST}" in state.log[-1].text


def test_a_unit_placed_knowingly_logs_each_model_that_breaks_a_rule(demo):
    state = demo
    state.turn.phase = "player-turn"
    moves = {"bob-7": (45.0, 44.3), "bob-8": (48.5, 44.3), "bob-9": (52.0, 46.5)}
    PlaceKnowingly(moves).apply(state)
    lines = [e.text for e in state.log if "placed knowingly" in e.text]
    assert len(lines) == 2 and lines[0].startswith("Flagellant (Bob)")
    assert "Overlaps Witch Hunter Captain (Capt, Witch Hunters)" in lines[0]


def test_a_model_off_the_table_is_not_placed_knowingly(demo):
    state = demo
    state.model("bob-1").status = "out_of_action"
    with pytest.raises(ValueError, match="not on the table"):
        PlaceKnowingly({"bob-1": (48.0, 44.0)}).apply(state)


def test_g8_a_reserve_model_arriving_onto_a_base_is_refused_unless_placed_knowingly(demo):
    state = demo
    state.turn.phase = "player-turn"
    state.model("bob-3").status = "unplaced"
    with pytest.raises(ValueError, match=f"Overlaps {PRIEST.replace('(', '.').replace(')', '.')}"):
        PlaceModel("bob-3", 48.9, 44.0).apply(state)
    assert state.model("bob-3").status == "unplaced"
    PlaceModel("bob-3", 48.9, 44.0, override=True).apply(state)
    assert state.model("bob-3").on_table
    assert "arrives from the reserve" in state.log[-2].text
    assert state.log[-1].text.startswith("Witch Hunter (Bob) placed knowingly against the rules")
