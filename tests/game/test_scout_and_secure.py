"""S3 Scout and Secure in play (S1 Threat Points): a unit waiting in the set-up tray comes in
at the start of a turn for its cost, its first model touching its player's table edge
(exact, G4, an oval base at an odd angle too), "cannot be targeted" until it has moved, then
the rest within 2 in of it; every step one undo, saved with the game, reported by check."""

from __future__ import annotations

import json
import math
import subprocess
import sys

import pytest

from app.game.commands import BringInUnit, MoveModel, reserve_units
from app.game.newgame import PlaceModel, PlayerSetup, new_game
from app.game.rosters import Roster, RosterEntry
from app.game.saves import dumps_game, load_game, save_game
from app.game.scenarios import scenario_by_id
from app.game.setup_walk import start_command
from app.game.commands import SettleSetUpOrder
from app.rules.bases import Base
from app.rules.geometry import facing_vector
from app.rules.judge import Judge
from app.rules.rng import GameRng

from turnkit import perform

R32 = 32 / 25.4 / 2
OVAL = Base("oval", length_mm=60.0, width_mm=35.0)
A, B = 60 / 25.4 / 2, 35 / 25.4 / 2  # the oval's semi-axes, inches


def roster(name):
    return Roster(name=name, warband=name, models=[
        RosterEntry("Trooper", Base.round(32), "squad", 2, 15),
        RosterEntry("Officer", Base.round(32), "", 1, 40),
        RosterEntry("Beast", OVAL, "beasts", 2, 20)])


def game(threat=100):
    """Contested Ground for Ann (top edge) and Bob (bottom): the squads set up, the rest
    (the officer, the beasts) waiting in reserve; turn 1 dealt."""
    sc = scenario_by_id("contested-ground").with_settings({"threat-points": threat})
    state = new_game(sc, [PlayerSetup("Ann", roster=roster("Heretics")),
                          PlayerSetup("Bob", roster=roster("Pilgrims"))], rng=GameRng(seed=12))
    assert "S3" in state.modules
    SettleSetUpOrder().apply(state)
    for p in state.players:
        y = 3.0 if p.edge == "top" else 45.0
        PlaceModel(f"{p.id}-1", 10, y).apply(state)
        PlaceModel(f"{p.id}-2", 12.2, y).apply(state)
    start_command(state).apply(state)  # the rest stays in reserve; turn 1's cards dealt
    assert state.turn.phase == "activation" and state.turn.number == 1
    return state


def top_player(state):
    return next(p for p in state.players if p.edge == "top")


def test_s1_s3_bringing_in_spends_the_unit_cost_in_threat_points_only_and_logs_it():
    state = game(threat=45)
    ann = top_player(state)
    key = f"{ann.id}/{ann.id}-3"  # the officer, a unit of one
    assert reserve_units(state, ann.id) == [key, f"{ann.id}/beasts"]
    cp = ann.command_points
    step = perform(BringInUnit(ann.id, key), state)
    assert ann.threat_points == 5 and ann.command_points == cp  # S1: two pools
    assert state.scouts == {key: {"first": f"{ann.id}-3", "moved": False}}
    assert "spends 40 Threat Points to bring in Officer by Scout and Secure (5 left" \
        in state.log[-1].text
    # too few left for the beasts (2 x 20)
    problem = BringInUnit(ann.id, f"{ann.id}/beasts").check(state)
    assert problem == "Ann has 5 Threat Points; bringing in beasts costs 40 (S1, S3)"
    step.undo(state)
    assert ann.threat_points == 45 and state.scouts == {}


def test_s3_only_at_the_start_of_a_turn_and_only_where_the_scenario_allows_it():
    state = game()
    ann = top_player(state)
    key = f"{ann.id}/beasts"
    state.turn.activated.append(f"{ann.id}-1")
    assert "before the first activation" in BringInUnit(ann.id, key).check(state)
    state.turn.activated.clear()
    state.modules.remove("S3")
    assert BringInUnit(ann.id, key).check(state) == \
        "this scenario does not use Scout and Secure (S3)"
    # a unit partly on the table is not in reserve
    state.modules.append("S3")
    assert "not waiting in reserve" in BringInUnit(ann.id, f"{ann.id}/squad").check(state)


def test_s3_a_reserve_model_arrives_only_once_its_unit_is_brought_in():
    state = game()
    ann = top_player(state)
    problem = PlaceModel(f"{ann.id}-3", 20, R32).check(state)
    assert problem.startswith("bring Officer in first: spend its cost in Threat Points")


@pytest.mark.parametrize("edge_gap, legal", [(0.0, True), (0.001, False), (-0.001, False)])
def test_s3_first_model_touching_its_own_edge_exactly_g4(edge_gap, legal):
    state = game()
    ann = top_player(state)
    BringInUnit(ann.id, f"{ann.id}/{ann.id}-3").apply(state)
    problem = PlaceModel(f"{ann.id}-3", 20, R32 + edge_gap).check(state)
    assert (problem is None) == legal, problem
    if edge_gap > 0:
        assert problem == "Must touch the top table edge: it is less than 0.01 in from it (S3)"


@pytest.mark.parametrize("facing", [0.0, 37.0, 90.0, 143.5])
@pytest.mark.parametrize("edge_gap, legal", [(0.0, True), (0.001, False)])
def test_s3_an_oval_first_model_at_odd_angles_touches_the_edge_exactly(facing, edge_gap, legal):
    state = game()
    ann = top_player(state)
    BringInUnit(ann.id, f"{ann.id}/beasts").apply(state)
    beast = state.model(f"{ann.id}-4")
    beast.facing_deg = facing
    ux, uy = facing_vector(facing)
    half_depth = math.hypot(A * uy, B * ux)  # the ellipse's extent across y
    problem = PlaceModel(beast.id, 30, half_depth + edge_gap).check(state)
    assert (problem is None) == legal, problem


def bring_in_beasts(state):
    """Ann's two beasts come in: the first touching the top edge, then moved 1 in down."""
    ann = top_player(state)
    BringInUnit(ann.id, f"{ann.id}/beasts").apply(state)
    first = state.model(f"{ann.id}-4")
    PlaceModel(first.id, 30, B).apply(state)  # facing 0: the long axis along the edge
    return ann, first


def test_s3_untargetable_until_moved_then_the_rest_within_2_in_one_undo_each():
    state = game()
    ann, first = bring_in_beasts(state)
    assert Judge.from_state(state).verdict(first.id).untargetable
    other = f"{ann.id}-5"
    assert PlaceModel(other, 30, 5).check(state) == (
        "Beast 1 must move once before the rest of its unit is placed within 2 in of it (S3)")
    step = perform(MoveModel(first.id, 30, 6), state)
    assert state.scouts[f"{ann.id}/beasts"]["moved"]
    verdict = Judge.from_state(state).verdict(first.id)
    assert not verdict.untargetable and verdict.legal  # off the edge once moved: fine
    step.undo(state)
    assert Judge.from_state(state).verdict(first.id).untargetable
    step.redo(state)
    # the second beast along the first's long axis, at an odd angle: 2.000 in is within
    facing = 33.0
    first.facing_deg = facing
    ux, uy = facing_vector(facing)
    state.model(other).facing_deg = facing
    for gap, legal in ((2.001, False), (2.0, True)):
        d = A + gap + A
        problem = PlaceModel(other, 30 + d * ux, 6 + d * uy).check(state)
        assert (problem is None) == legal, (gap, problem)
    assert "it is just over 2.00 in away (S3)" in PlaceModel(other, 30 + (2 * A + 2.001) * ux,
                                               6 + (2 * A + 2.001) * uy).check(state)
    d = 2 * A + 2.0
    perform(PlaceModel(other, 30 + d * ux, 6 + d * uy), state)
    assert state.scouts == {}  # the unit is wholly on the table and its first has moved


def test_s3_shift_places_a_follower_knowingly_and_the_log_says_why():
    state = game()
    ann, first = bring_in_beasts(state)
    MoveModel(first.id, 30, 6).apply(state)
    other = f"{ann.id}-5"
    PlaceModel(other, 40, 6, agreed=True).apply(state)
    assert state.log[-1].text == ("Beast 2 (Ann) placed knowingly against the rules, by "
                                  "agreement: Must be placed within 2 in of Beast 1: it is "
                                  "7.64 in away (S3)")


def test_s3_saved_with_the_game_only_while_a_unit_comes_in(tmp_path):
    state = game()
    assert "scouts" not in json.loads(dumps_game(state))
    ann, first = bring_in_beasts(state)
    save_game(state, tmp_path / "g.json")
    again = load_game(tmp_path / "g.json")
    assert again.scouts == {f"{ann.id}/beasts": {"first": first.id, "moved": False}}
    assert Judge.from_state(again).verdict(first.id).untargetable


def test_s3_a_bad_scout_record_is_named_in_the_message(tmp_path):
    from app.game.saves import GameFileError

    state = game()
    bring_in_beasts(state)
    doc = json.loads(dumps_game(state))
    key = next(iter(doc["scouts"]))
    doc["scouts"][key]["first"] = "nobody"
    (tmp_path / "bad.json").write_text(json.dumps(doc))
    with pytest.raises(GameFileError, match=r"scouts\..*\.first.*no model has id 'nobody'"):
        load_game(tmp_path / "bad.json")


def test_check_cli_reports_untargetable_until_the_first_model_has_moved(tmp_path):
    state = game()
    ann, first = bring_in_beasts(state)
    path = tmp_path / "g.json"
    save_game(state, path)

    def verdict():
        out = subprocess.run([sys.executable, "-m", "app", "check", str(path)],
                             capture_output=True, text=True, check=True)
        return next(m for m in json.loads(out.stdout)["models"] if m["id"] == first.id)

    assert verdict()["untargetable"] is True
    MoveModel(first.id, 30, 6).apply(state)
    save_game(state, path)
    assert "untargetable" not in verdict()


def test_s3_a_first_model_out_of_action_hands_its_place_at_the_edge_to_the_next():
    """The first beast is taken out of action after it moved: the rest of its unit is not
    stuck in the tray; the next beast comes on as the first, touching the edge (S3)."""
    from app.game.commands import SetModelStatus

    state = game()
    ann, first = bring_in_beasts(state)
    perform(MoveModel(first.id, 30, 6), state)
    perform(SetModelStatus(first.id, "out_of_action"), state)
    other = f"{ann.id}-5"
    problem = PlaceModel(other, 30, 10).check(state)
    assert problem is not None and "touch the top table edge" in problem
    assert PlaceModel(other, 30, B).check(state) is None
    step = perform(PlaceModel(other, 30, B), state)
    rec = state.scouts[f"{ann.id}/beasts"]
    assert rec == {"first": other, "moved": False}
    assert Judge.from_state(state).verdict(other).untargetable  # protected until it moves
    step.undo(state)
    assert state.scouts[f"{ann.id}/beasts"]["first"] == first.id


def scout_game(from_turn=1, follow_in=2.0, threat=100):
    """Contested Ground with its ``modules.scout_and_secure`` set to these values."""
    from app.game.scenarios import ScoutAndSecureSpec

    sc = scenario_by_id("contested-ground").with_settings({"threat-points": threat})
    spec = ScoutAndSecureSpec(from_turn=from_turn, follow_in=follow_in)
    sc = sc.model_copy(update={"modules": sc.modules.model_copy(
        update={"scout_and_secure": spec})})
    state = new_game(sc, [PlayerSetup("Ann", roster=roster("Heretics")),
                          PlayerSetup("Bob", roster=roster("Pilgrims"))], rng=GameRng(seed=12))
    SettleSetUpOrder().apply(state)
    for p in state.players:
        y = 3.0 if p.edge == "top" else 45.0
        PlaceModel(f"{p.id}-1", 10, y).apply(state)
        PlaceModel(f"{p.id}-2", 12.2, y).apply(state)
    start_command(state).apply(state)
    return state


def test_s3_only_once_the_turns_cards_are_dealt_and_before_its_first_activation():
    """S3 timing: after End turn (the cards discarded, the next turn not dealt) no unit comes
    in; once New turn deals, it may until the first activation."""
    from app.game.commands import EndTurn, NextActivation, StartTurn

    state = game()
    ann = top_player(state)
    key = f"{ann.id}/beasts"
    assert BringInUnit(ann.id, key).check(state) is None  # turn 1 dealt, nobody activated
    EndTurn().apply(state)
    assert state.turn.phase == "ended"
    assert BringInUnit(ann.id, key).check(state) == (
        "Scout and Secure brings units in at the start of a turn: deal the next turn's "
        "Initiative cards first (S3)")
    StartTurn().apply(state)
    assert BringInUnit(ann.id, key).check(state) is None
    NextActivation().apply(state)
    assert "before the first activation" in BringInUnit(ann.id, key).check(state)


def test_s3_the_scenarios_from_turn_is_read():
    """S3: ``modules.scout_and_secure.from_turn = 2``: nothing comes in in turn 1; in turn 2
    it may. The setting is saved with the game."""
    from app.game.commands import EndTurn, StartTurn

    state = scout_game(from_turn=2)
    assert state.scout_rules.from_turn == 2
    ann = top_player(state)
    key = f"{ann.id}/beasts"
    assert BringInUnit(ann.id, key).check(state) == (
        "in this scenario Scout and Secure brings units in from turn 2 on; this is turn 1 (S3)")
    EndTurn().apply(state)
    StartTurn().apply(state)
    assert BringInUnit(ann.id, key).check(state) is None
    again = load_game_text(dumps_game(state))
    assert again.scout_rules.from_turn == 2
    assert "scout_rules" not in json.loads(dumps_game(game()))  # the defaults: left out


def load_game_text(text):
    from app.game.saves import parse_game

    return parse_game(json.loads(text))


@pytest.mark.parametrize("gap, legal", [(3.0, True), (3.001, False), (2.5, True)])
def test_s3_the_scenarios_follow_in_is_read(gap, legal):
    """S3 with ``follow_in = 3.0``: the rest of the unit goes within 3 in of its first model,
    exactly (G4), in the command and in the live judge."""
    state = scout_game(follow_in=3.0)
    ann, first = bring_in_beasts(state)
    MoveModel(first.id, 30, 6).apply(state)
    other = f"{ann.id}-5"
    x = 30 + 2 * A + gap
    problem = PlaceModel(other, x, 6).check(state)
    assert (problem is None) == legal, problem
    if not legal:
        assert "within 3 in of Beast 1" in problem
    state.model(other).status = "active"  # the live judge, as if dragged there
    state.model(other).x_in, state.model(other).y_in = x, 6
    assert Judge.from_state(state).verdict(other).legal == legal


def test_s3_threat_points_spent_on_a_unit_never_placed_are_refunded_at_end_turn():
    """S3, S1: a unit paid for whose models were not placed by End turn is no longer being
    brought in; its Threat Points come back, with a warning in the log; undone as one step."""
    from app.game.commands import EndTurn

    state = game(threat=100)
    ann = top_player(state)
    BringInUnit(ann.id, f"{ann.id}/beasts").apply(state)
    assert ann.threat_points == 60
    step = perform(EndTurn(), state)
    assert ann.threat_points == 100 and state.scouts == {}
    warning = next(e for e in state.log if e.kind == "warning")
    assert warning.text == ("Warning: Ann spent 40 Threat Points to bring in beasts but placed "
                            "none of its models by the end of the turn: the 40 Threat Points "
                            "are refunded (100 now; S3)")
    assert f"{ann.id}/beasts" in reserve_units(state, ann.id)  # may come in again later
    step.undo(state)
    assert ann.threat_points == 60 and f"{ann.id}/beasts" in state.scouts
    # a unit whose first model is on the table is not refunded
    bring = game(threat=100)
    ann = top_player(bring)
    bring_in_beasts(bring)
    EndTurn().apply(bring)
    assert ann.threat_points == 60 and not any(e.kind == "warning" for e in bring.log)
