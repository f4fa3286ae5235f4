"""V1, V2 in the game: points awarded at End turn where the scenario scores them, by hand
(AdjustVictoryPoints, a run of presses one undo step), logged, undone, saved and read back,
and the game over after the scenario's last turn with the winner on points or a draw."""

from __future__ import annotations

import json

from app.game.commands import AdjustVictoryPoints, EndTurn, Flee, StartTurn
from app.game.history import History
from app.game.saves import dumps_game, parse_saved_game
from app.game.scoring import result_words, totals, winners
from app.game.state import Objective, SetupPlan
from app.rules.table import Table

from turnkit import in_play, make_game, perform

R25 = 25.0 / 25.4 / 2


def brothers(**kw):
    """Brothers-in-Arms (4 turns, 1 VP per objective a team holds at each turn end), one
    model each: Ann and Bob (team) on two objectives, Cy on one, Di far from all."""
    state = make_game({"ann": 1, "bob": 1, "cy": 1, "di": 1}, scenario="brothers-in-arms",
                      table=Table(48, 48), setup=SetupPlan(order="draw", fixed_teams=True),
                      alliances=[frozenset({"ann", "bob"}), frozenset({"cy", "di"})], **kw)
    state.objectives = [Objective("centre", 24, 24, name="Centre"),
                        Objective("top-left-quarter", 12, 12, name="Top-left quarter"),
                        Objective("top-right-quarter", 36, 12, name="Top-right quarter"),
                        Objective("bottom-right-quarter", 36, 36, name="Bottom-right quarter"),
                        Objective("bottom-left-quarter", 12, 36, name="Bottom-left quarter")]
    for mid, (x, y) in {"ann-1": (12 + 3.0 + R25, 12), "bob-1": (36, 12),
                        "cy-1": (36, 36), "di-1": (2, 24)}.items():
        m = state.model(mid)
        m.x_in, m.y_in = x, y
    return state


def play_turn(state):
    perform(StartTurn(), state)
    return perform(EndTurn(), state)


def test_v1_s4_end_turn_awards_each_team_its_objectives_held_exactly_at_3_in():
    state = brothers()
    step = play_turn(state)
    assert totals(state) == {"ann": 2, "cy": 1}  # Ann held hers at exactly 3.000 in
    lines = [e.text for e in state.log if e.kind == "score"]
    assert lines == ["Ann & Bob: 0 \u2192 1 VP (+1, turn 1: holds Top-left quarter)",
                     "Ann & Bob: 1 \u2192 2 VP (+1, turn 1: holds Top-right quarter)",
                     "Cy & Di: 0 \u2192 1 VP (+1, turn 1: holds Bottom-right quarter)"]
    step.undo(state)
    assert state.victory_points == {} and totals(state) == {"ann": 0, "cy": 0}
    step.redo(state)
    assert totals(state) == {"ann": 2, "cy": 1}


def test_v1_an_objective_0_001_in_beyond_3_in_is_not_scored():
    state = brothers()
    state.model("ann-1").x_in = 12 + 3.001 + R25
    play_turn(state)
    assert totals(state) == {"ann": 1, "cy": 1}


def test_v2_after_the_last_turn_the_team_with_most_points_wins():
    state = brothers()
    for _ in range(3):
        play_turn(state)
    assert not state.result
    play_turn(state)
    assert state.result == "last-turn" and state.turn.phase == "over"
    assert winners(state) == ("ann", "bob") and state.winner == "ann"
    assert totals(state) == {"ann": 8, "cy": 4}
    words = result_words(state)
    assert words.startswith("Turn 4, the last, has ended: Ann's band (Ann) & Bob's band (Bob) "
                            "win on victory points (Ann & Bob 8 VP, Cy & Di 4 VP)")
    assert state.log[-1].kind == "victory" and state.log[-1].text == words
    assert StartTurn().check(state) == "the game is over"


def test_v2_equal_totals_after_the_last_turn_are_a_draw():
    state = brothers()
    state.model("bob-1").x_in = 30  # Ann & Bob hold one objective, as Cy & Di do
    for _ in range(4):
        play_turn(state)
    assert state.result == "last-turn" and state.winner is None and winners(state) == ()
    assert "a draw, the highest totals are equal (Ann & Bob 4 VP, Cy & Di 4 VP)" \
        in result_words(state)


def test_v1_points_by_hand_merge_into_one_step_and_undo():
    state = make_game({"ann": 1, "bob": 1})  # no scenario: the players keep the points
    first = perform(AdjustVictoryPoints("ann", 1), state)
    for delta in (1, 1, -1):
        assert first.merge(perform(AdjustVictoryPoints("ann", delta), state), state)
    assert state.victory_points == {"ann": 2}
    assert state.log[-1].text == first.text == "Ann: 0 \u2192 2 VP (+2, by hand)"
    first.undo(state)
    assert state.victory_points == {}
    assert AdjustVictoryPoints("ann", 200000).check(state) == "a total is kept within \u00b1100000 VP"


def test_v1_victory_points_are_saved_only_when_someone_has_some_and_read_back():
    state = brothers()
    assert "victory_points" not in json.loads(dumps_game(state))
    step = play_turn(state)
    text = dumps_game(state, History([step], 1))
    assert json.loads(text)["victory_points"] == {"ann": 2, "cy": 1}
    saved = parse_saved_game(json.loads(text))
    assert saved.state.victory_points == {"ann": 2, "cy": 1}
    saved.history.steps[0].undo(saved.state)  # the award is undone after reopening
    assert saved.state.victory_points == {}


def test_v2_a_victory_by_flight_gives_the_points_too():
    state = in_play(make_game({"ann": 1, "bob": 1}))
    perform(AdjustVictoryPoints("ann", 3), state)
    perform(Flee("bob"), state)
    assert result_words(state) == ("Ann's band (Ann) wins: the last warband standing "
                                   "(Ann 3 VP, Bob 0 VP).")


def test_v1_a_mordheim_game_ends_after_its_last_turn():
    state = make_game({"ann": 1, "bob": 1, "cy": 1}, system="mordheim", scenario="ambush")
    state.order_of_play = ["ann", "bob", "cy"]
    state.turn.phase, state.turn.number, state.turn.current_player = "player-turn", 10, "ann"
    for _ in range(3):
        perform(EndTurn(), state)
    assert state.result == "last-turn" and state.turn.number == 10
    assert "a draw" in result_words(state)  # nobody scored: Ambush's points are by hand


def test_v1_alliance_and_betrayal_scores_alliances_takedowns_and_the_centre_at_end_turn():
    from app.game.commands import Attack, SetModelStatus

    state = make_game({"ann": 1, "bob": 1, "cy": 2}, scenario="alliance-and-betrayal",
                      table=Table(48, 48), alliances=[frozenset({"ann", "bob"})])
    for mid, (x, y) in {"ann-1": (24, 24 - 6.0 - R25), "bob-1": (40, 40),
                        "cy-1": (25, 24), "cy-2": (30, 5)}.items():
        m = state.model(mid)
        m.x_in, m.y_in = x, y
    perform(StartTurn(), state)
    perform(Attack("cy-2", "bob-1", "shoot"), state)
    perform(SetModelStatus("bob-1", "out_of_action"), state)
    perform(EndTurn(), state)
    # Ann +1 alliance +2 a model exactly 6 in from the centre; Bob +1 alliance; Cy +1 for
    # taking Bob's model out of action, +2 near the centre, +3 the most models within 3 in
    assert state.victory_points == {"ann": 3, "bob": 1, "cy": 6}


def test_v1_v2_the_players_settings_for_points_and_turns_are_kept_with_the_game():
    from app.game.newgame import PlayerSetup, new_game
    from app.game.scenarios import scenario_by_id
    from app.game.scoring import game_scoring

    plain = new_game(scenario_by_id("contested-ground"), [PlayerSetup("Ann"), PlayerSetup("Bob")])
    assert plain.scoring == {} and "scoring" not in json.loads(dumps_game(plain))
    assert game_scoring(plain).turn_limit == 5
    sc = scenario_by_id("contested-ground").with_settings({"vp-per-objective": 2, "turns": 3})
    state = new_game(sc, [PlayerSetup("Ann"), PlayerSetup("Bob")])
    again = parse_saved_game(json.loads(dumps_game(state))).state
    scoring = game_scoring(again)
    assert scoring.turn_limit == 3 and [r.vp for r in scoring.rows] == [2]
