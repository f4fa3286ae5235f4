"""A unit or a whole warband put down at once from the set-up tray (issue 18): one undoable
step laid out 1 in apart (G8), judged as a group (M4 zone and gap, G5, G8), logged with the
unit's name and the count, kept by save and reopen, and undone whole after reopening."""

import itertools

import pytest

from app.game.commands import PlaceBlock
from app.game.history import History, Step
from app.game.placement import block_spots, tray_block
from app.game.saves import load_game, load_saved_game, save_game
from app.paths import demo_game_path
from app.rules.geometry import EPS_IN, distance, footprint


@pytest.fixture
def demo():
    """The Mordheim demo in set-up with Bob's Witch Hunters (segment D: the bottom edge's
    right half, M4) all back in the tray."""
    state = load_game(demo_game_path())
    for m in state.models_of("bob"):
        m.status = "unplaced"
    return state


def _on_table(state, ids):
    return [state.model(mid).on_table for mid in ids]


def test_a_unit_dropped_at_once_lands_1in_apart_in_one_step_and_one_undo_takes_it_back(demo):
    state = demo
    ids = [m.id for m in tray_block(state, "bob", "flagellants")]
    assert ids == ["bob-7", "bob-8", "bob-9", "bob-10"]
    spots = block_spots(state, ids, 54.0, 45.0)
    step, change = Step.perform(PlaceBlock(spots), state)
    assert all(_on_table(state, ids)) and change.models == frozenset(ids)
    fps = [footprint(state.model(i).base, state.model(i).x_in, state.model(i).y_in)
           for i in ids]
    assert min(distance(a, b) for a, b in itertools.combinations(fps, 2)) == \
        pytest.approx(1.0, abs=EPS_IN)  # G8: clear of each other, neighbours 1 in apart
    assert step.text == "Place flagellants (4 models)"
    assert state.log[-1].text.startswith("Bob puts down flagellants at once: 4 models around")
    step.undo(state)
    assert not any(_on_table(state, ids))
    assert [state.model(i).status for i in ids] == ["unplaced"] * 4


def test_the_whole_warband_at_once_is_judged_legal_in_its_segment(demo):
    state = demo
    ids = [m.id for m in tray_block(state, "bob")]
    assert len(ids) == 12
    spots = block_spots(state, ids, 54.0, 44.5)
    assert PlaceBlock(spots).check(state) is None  # M4: wholly within 6 in of D, G8 clear
    PlaceBlock(spots).apply(state)
    assert state.unplaced_models("bob") == []
    assert "Witch Hunters at once: 12 models" in state.log[-1].text


def test_m4_a_block_with_models_outside_the_zone_is_refused_naming_one_unless_knowingly(demo):
    state = demo
    ids = [m.id for m in tray_block(state, "bob")]
    spots = block_spots(state, ids, 54.0, 43.0)  # its back row sticks out of the 6 in zone
    with pytest.raises(ValueError, match=r"^Witch Hunter Captain \(Capt, Witch Hunters\): "
                                         r"not wholly within 6 in of segment D.*\(M4\)"):
        PlaceBlock(spots).apply(state)
    assert not any(_on_table(state, ids))
    PlaceBlock(spots, agreed=True).apply(state)
    assert all(_on_table(state, ids))
    knowing = [e.text for e in state.log if "placed knowingly" in e.text]
    assert knowing and all("(M4)" in t for t in knowing)
    assert len(knowing) < len(ids)  # only the models outside the zone: the front row is in


def test_only_models_in_the_tray_and_only_during_set_up(demo):
    state = demo
    spots = block_spots(state, ["bob-7", "bob-8"], 54.0, 45.0)
    state.model("bob-8").status = "active"
    assert PlaceBlock(spots).check(state) == "Flagellant is not in the tray"
    state.model("bob-8").status = "unplaced"
    state.turn.phase = "player-turn"
    assert "during set-up only" in PlaceBlock(spots).check(state)


def test_a_block_saved_and_reopened_stays_and_undo_after_reopening_takes_the_whole_block(
        demo, tmp_path):
    state = demo
    ids = [m.id for m in tray_block(state, "bob", "zealots")]
    spots = block_spots(state, ids, 60.0, 45.0)
    step, _ = Step.perform(PlaceBlock(spots), state)
    path = tmp_path / "block.json"
    save_game(state, path, History([step], 1))
    saved = load_saved_game(path)
    assert saved.problem == ""
    again = saved.state
    assert [(again.model(i).x_in, again.model(i).y_in) for i in ids] == \
        [spots[i] for i in ids]
    assert all(_on_table(again, ids))
    assert saved.history.index == 1
    saved.history.steps[0].undo(again)
    assert [again.model(i).status for i in ids] == ["unplaced", "unplaced"]
