"""Issue 32: a roster imported for a new player, before set-up begins, adds the player with
their warband in the set-up tray (the next free colour and mark, the scenario's Threat Points
and counters, S1); one undoable step that saves and opens again at every point, and refused
once set-up has begun, for a taken name, or past the scenario's most players."""

from __future__ import annotations

import pytest

from app.game.commands import JoinWithRoster, join_refusal
from app.game.history import History, Step
from app.game.newgame import PlaceModel, PlayerSetup, new_game, step_command
from app.game.rosters import Roster, RosterEntry
from app.game.saves import load_saved_game, save_game
from app.game.scenarios import bundled_scenarios
from app.rules.bases import Base
from app.rules.rng import GameRng


def _roster(name="Newcomers", system="trench-crusade"):
    return Roster(name, system=system, warband=name,
                  models=[RosterEntry("Trooper", Base.round(25), "", 3, 10)])


def _game(scenario_id="the-looters", names=("Ann", "Bob", "Cy")):
    scenario = next(s for s in bundled_scenarios() if s.id == scenario_id)
    return new_game(scenario, [PlayerSetup(n, roster=_roster("W", scenario.system))
                               for n in names], rng=GameRng(seed=5))


def test_a_new_player_joins_with_their_warband_in_the_tray_and_undo_takes_them_away():
    state = _game()
    before = [vars(p).copy() for p in state.players], len(state.models)
    step, change = Step.perform(JoinWithRoster("Dee", _roster()), state)
    dee = state.players[-1]
    assert (dee.id, dee.name, dee.warband, dee.rating) == ("dee", "Dee", "Newcomers", 30)
    assert dee.colour not in {p.colour for p in state.players[:-1]}
    assert dee.mark and dee.mark not in {p.mark for p in state.players[:-1]}
    assert dee.threat_points == state.players[0].threat_points
    mine = [m for m in state.models if m.player == "dee"]
    assert len(mine) == 3 and all(m.status == "unplaced" for m in mine)
    assert change.warbands and change.turn
    for counter in state.setup.counters:
        if counter.per_player:
            assert counter.counts["dee"] == counter.per_player
    step.undo(state)
    assert [vars(p) for p in state.players] == before[0] and len(state.models) == before[1]
    assert all("dee" not in c.counts for c in state.setup.counters)
    step.redo(state)
    assert state.players[-1].name == "Dee" and len(state.models) == before[1] + 3


def test_a_history_with_a_player_joining_saves_and_opens_at_every_point(tmp_path):
    for undone in range(3):  # nothing undone, the placing undone, the joining undone too
        state = _game()
        steps = [Step.perform(JoinWithRoster("Dee", _roster()), state)[0]]
        steps.append(Step.perform(step_command(state), state)[0])  # C4: the set-up order
        for step in reversed(steps[len(steps) - undone:]):
            step.undo(state)
        path = tmp_path / f"joined-{undone}.json"
        save_game(state, path, History(steps, len(steps) - undone))
        saved = load_saved_game(path)
        assert saved.problem == "", saved.problem
        game, history = saved.state, saved.history
        assert ("dee" in {p.id for p in game.players}) == (undone < 2)
        for step in history.steps[history.index:]:
            step.redo(game)
        assert game.players[-1].name == "Dee" and game.setup_order


@pytest.mark.parametrize("name, says", [
    ("", "needs a name"), ("ann", "called ann already"), ("  Bob ", "called Bob already")])
def test_a_new_player_needs_a_name_of_their_own(name, says):
    state = _game()
    assert says in JoinWithRoster(name, _roster()).check(state)


def test_no_one_joins_once_set_up_has_begun_or_past_the_most_players():
    state = _game()
    Step.perform(step_command(state), state)  # the set-up order is found
    assert "Set-up has begun" in join_refusal(state)
    assert "Set-up has begun" in JoinWithRoster("Dee", _roster()).check(state)
    full = _game(names=("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"))  # 3-8 players
    assert "at most 8 players" in JoinWithRoster("Ida", _roster()).check(full)
    other = _game()
    assert "Mordheim roster" in JoinWithRoster("Eve", _roster(system="mordheim")).check(other)
