"""Issue 16: a command's Change says what it changed, objectives by id included, so the board
redraws only that (placing one crate is not a new game)."""

from app.game.history import Step
from app.game.newgame import PlaceCounter, PlayerSetup, new_game, next_counter_placer, step_command
from app.game.rosters import Roster, RosterEntry
from app.game.scenarios import bundled_scenarios
from app.rules.bases import Base
from app.rules.rng import GameRng


def looters():
    scenario = next(s for s in bundled_scenarios() if s.id == "the-looters")
    roster = Roster("W", models=[RosterEntry("Trooper", Base.round(32), "", 1, 10)])
    state = new_game(scenario, [PlayerSetup(n, roster=roster) for n in ("Ann", "Bob", "Cy")],
                     rng=GameRng(seed=3))
    Step.perform(step_command(state), state)  # C4: the draw for the set-up order
    return state


def test_placing_a_crate_names_the_crate_and_is_not_everything():
    state = looters()
    crate = state.setup.counters[0]
    who = next_counter_placer(state, crate)
    step, change = Step.perform(PlaceCounter(crate.id, who, 24, 24), state)
    oid = state.objectives[0].id
    assert change.objectives == {oid} and not change.zones
    assert change.turn and change.log and not change.models
    # the game file's flag (format v4) is what it was: the step changed an objective
    assert step.everything
    undone = step.undo(state)
    assert state.objectives == []
    assert undone.objectives == {oid}
    redone = step.redo(state)
    assert [o.id for o in state.objectives] == [oid]
    assert redone.objectives == {oid}


def test_choosing_the_defender_says_the_zones_changed():
    """M2: the defender's own area is drawn in the defender's colour."""
    scenario = next(s for s in bundled_scenarios() if s.id == "ambush")
    roster = Roster("W", models=[RosterEntry("Hero", Base.round(25), "", 2, 30)])
    state = new_game(scenario, [PlayerSetup(n, roster=roster, rating=r)
                                for n, r in (("Ann", 300), ("Bob", 100), ("Cy", 120))],
                     rng=GameRng(seed=1))
    step, change = Step.perform(step_command(state), state)
    assert state.defender and change.zones
    assert not step.everything  # as saved today
    assert step.undo(state).zones
