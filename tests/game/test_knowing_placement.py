"""Knowing placements (G8; set-up rules): a move the rules refuse is refused by the command
itself, with the rule's sentence; agreed, it is one undoable step with one log line per model
that breaks a rule, the same line for a model from the tray and a model moved on the table."""

import pytest

from app.game.history import Step
from app.game.newgame import PlaceModel
from app.game.commands import MoveModel, MoveModels
from app.game.placement import knowing_reasons
from app.game.saves import load_game
from app.paths import demo_game_path

PRIEST = "Warrior Priest (Prst, Witch Hunters)"


@pytest.fixture
def demo():
    return load_game(demo_game_path())  # Mordheim, in set-up; Captain (45, 44), Priest (48.5, 44)


def test_g8_a_knowing_move_onto_a_base_is_one_step_with_a_log_line_naming_both(demo):
    state = demo
    step, change = Step.perform(MoveModel("bob-1", 48.0, 44.0, agreed=True), state)
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
    MoveModel("bob-1", 48.3, 47.8, agreed=True).apply(state)
    assert state.log[-1].kind == "placement" and "(G2)" not in state.log[-1].text
    assert f"Overlaps {PRIEST}" in state.log[-1].text


def test_a_unit_placed_knowingly_logs_each_model_that_breaks_a_rule(demo):
    state = demo
    state.turn.phase = "player-turn"
    moves = {"bob-7": (45.0, 44.3), "bob-8": (48.5, 44.3), "bob-9": (52.0, 46.5)}
    MoveModels(moves, agreed=True).apply(state)
    lines = [e.text for e in state.log if "placed knowingly" in e.text]
    assert len(lines) == 2 and lines[0].startswith("Flagellant (Bob)")
    assert "Overlaps Witch Hunter Captain (Capt, Witch Hunters)" in lines[0]


def test_a_model_off_the_table_is_not_placed_knowingly(demo):
    state = demo
    state.model("bob-1").status = "out_of_action"
    with pytest.raises(ValueError, match="not on the table"):
        MoveModel("bob-1", 48.0, 44.0, agreed=True).apply(state)


def test_g8_a_reserve_model_arriving_onto_a_base_is_refused_unless_placed_knowingly(demo):
    state = demo
    state.turn.phase = "player-turn"
    state.model("bob-3").status = "unplaced"
    with pytest.raises(ValueError, match=f"Overlaps {PRIEST.replace('(', '.').replace(')', '.')}"):
        PlaceModel("bob-3", 48.9, 44.0).apply(state)
    assert state.model("bob-3").status == "unplaced"
    PlaceModel("bob-3", 48.9, 44.0, agreed=True).apply(state)
    assert state.model("bob-3").on_table
    assert "arrives from the reserve" in state.log[-2].text
    assert state.log[-1].text.startswith("Witch Hunter (Bob) placed knowingly against the rules")


def test_g8_move_model_refuses_a_move_onto_another_base_with_the_rules_sentence(demo):
    """Issue 31: MoveModel checks itself: in play, a move onto another base is refused with
    G8's sentence and the model named; nothing moves; agreed, it is made and logged."""
    state = demo
    state.turn.phase = "player-turn"
    command = MoveModel("bob-1", 48.0, 44.0)
    assert command.check(state) == ("Witch Hunter Captain (Capt, Witch Hunters) not moved: "
                                    f"overlaps {PRIEST} by 0.48 in (G8)")
    with pytest.raises(ValueError, match="not moved: overlaps"):
        command.apply(state)
    assert (state.model("bob-1").x_in, state.model("bob-1").y_in) == (45.0, 44.0)
    assert MoveModel("bob-1", 48.0, 40.0).check(state) is None  # clear of every base
    # at an odd angle, bases exactly touching are not an overlap (G8, G4)
    priest = state.model("bob-2")
    import math

    from app.rules.geometry import footprint
    from app.rules.placement import overlap_depth

    reach = (state.model("bob-1").base.radius_in + priest.base.radius_in)
    x, y = priest.x_in + reach * math.cos(0.7), priest.y_in - reach * math.sin(0.7)
    assert overlap_depth(footprint(state.model("bob-1").base, x, y),
                         footprint(priest.base, priest.x_in, priest.y_in)) < 1e-6
    assert MoveModel("bob-1", x, y).check(state) is None


def test_g8_the_check_changes_nothing_and_asks_the_rules_once_per_apply(demo, monkeypatch):
    """A command's check has no side effects: checking twice says the same, the game and
    the command unchanged; apply judges the spot once."""
    import copy

    from app.game import placement

    state = demo
    state.turn.phase = "player-turn"
    command = MoveModels({"bob-7": (45.0, 44.3), "bob-8": (48.5, 44.3)})
    before = (copy.deepcopy(vars(command)), [(m.x_in, m.y_in) for m in state.models])
    first, second = command.check(state), command.check(state)
    assert first == second and first.startswith("Flagellant")
    assert (vars(command), [(m.x_in, m.y_in) for m in state.models]) == before
    calls = []
    real = placement.knowing_reasons
    monkeypatch.setattr("app.game.commands.models.knowing_reasons",
                        lambda *a, **k: calls.append(1) or real(*a, **k))
    MoveModels({"bob-7": (45.0, 44.3), "bob-8": (48.5, 44.3)}, agreed=True).apply(state)
    assert len(calls) == 1


def test_g8_a_turn_deeper_into_an_overlap_is_refused_a_turn_out_of_it_is_not(demo):
    """G8: an oval turned into another base is refused unless agreed; once it overlaps by
    agreement, each further turn that deepens the overlap is refused again (with the rule's
    sentence), while a turn back out of it is allowed."""
    from app.game.commands import RotateModel
    from app.rules.bases import Base

    state = demo
    state.turn.phase = "player-turn"
    boar, orc = state.model("bob-1"), state.model("bob-2")  # (45, 44) and (48.5, 44)
    boar.base = Base("oval", length_mm=60, width_mm=35)
    boar.facing_deg = 90.0  # its long axis across the line to the orc: clear of it
    orc.x_in = 45.0 + 35 / 25.4 / 2 + orc.base.radius_in + 0.3
    assert RotateModel(boar.id, 60.0).check(state) is None  # still clear of the priest
    into = RotateModel(boar.id, 30.0)  # its long side swings 0.09 in into the priest's base
    assert "Overlaps Warrior Priest" in (into.check(state) or "")
    RotateModel(boar.id, 30.0, agreed=True).apply(state)
    assert "turned to 30" in state.log[-1].text and "by agreement" in state.log[-1].text
    assert "(G8)" in (RotateModel(boar.id, 0.0).check(state) or "")  # deeper: refused again
    RotateModel(boar.id, 0.0, agreed=True).apply(state)
    assert RotateModel(boar.id, 20.0).check(state) is None  # shallower: on its way out
    assert RotateModel(boar.id, 45.0).check(state) is None  # out of it
