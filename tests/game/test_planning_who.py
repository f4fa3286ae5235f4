"""Whom the planning aids are for (issue 33, third newcomer trial), without Qt: the player who
sets up now or whose activation / player turn it is (:func:`player_now`: nobody's once every
model is placed or the game is over), the planner's player (:func:`planning_player`: the one
chosen, else the selected model's, else the player now), the enemies that never include an
ally or a team-mate nor a warband that fled or routed (R4), the drag's threats sentence
counting the warbands the shading counts from the same sources (R4: a warband with no zone
from its models on the table), one short sentence (at most two chargers named, then "and N
more"), and the ``plan`` command (``exposed_by`` without a routed warband, one line when the
player is missing)."""

from __future__ import annotations

import json

import pytest

from app import plan_cli
from app.game.commands import EndTurn, Flee, PlaceModel, RollOrderOfPlay
from app.game.demo import ready_demo
from app.game.exposure_map import MODELS, MapMaker, enemy_sources
from app.game.planning import enemies_of, plan_document
from app.game.saves import dumps_game, load_game
from app.game.state import Deployment, SetupPlan
from app.game.threats import MAX_NAMED, SpotThreats, chargers_of, planning_player, player_now
from app.paths import default_game_path
from app.rules.table import Table

from savekit import demo_state
from turnkit import make_game, perform


def brothers(placed: bool = False):
    """Brothers-in-Arms (players agree their zones: no segment is ever chosen), Ann and Bob
    against Cy and Di, three models each with Movement 6, in the set-up tray; ``placed``:
    every model but Di's on the table (Ann's along the top, Bob's top right, Cy's bottom)."""
    state = make_game({"ann": 3, "bob": 3, "cy": 3, "di": 3}, scenario="brothers-in-arms",
                      table=Table(48, 48), setup=SetupPlan(order="draw", fixed_teams=True),
                      alliances=[frozenset({"ann", "bob"}), frozenset({"cy", "di"})],
                      deployment=Deployment(kind="players-agree", zone_depth_in=6.0, gap_in=0.0))
    state.setup_order = ["cy", "ann", "di", "bob"]
    for m in state.models:
        m.status = "unplaced"
        m.move_in, m.move_type = 6.0, "infantry"
    if placed:
        rows = {"ann": (4.0, 3.0), "bob": (30.0, 3.0), "cy": (4.0, 45.0)}
        for pid, (x, y) in rows.items():
            for k, m in enumerate(state.models_in_warband(pid)):
                PlaceModel(m.id, x + 3 * k, y).apply(state)
    return state


def test_r4_in_set_up_the_player_now_is_the_first_with_models_in_the_tray_not_a_segment():
    """Players agree their zones (no segment): the plan is for whoever's models are still in
    the tray, in set-up order, never a player waiting for a segment that does not exist."""
    state = brothers()
    assert player_now(state) == "cy"
    for m in state.models_in_warband("cy"):
        PlaceModel(m.id, 10.0 + 3 * int(m.id[-1]), 45.0).apply(state)
    assert player_now(state) == "ann"
    for k, m in enumerate(state.unplaced_models()):
        PlaceModel(m.id, 2.0 + 3 * k, 24.0).apply(state)
    assert player_now(state) is None  # every model placed: nobody sets up now


def test_r4_the_planner_is_for_the_chosen_player_else_the_selected_models_else_now():
    state = brothers()
    assert planning_player(state) == "cy"
    assert planning_player(state, selected="ann") == "ann"
    assert planning_player(state, chosen="di", selected="ann") == "di"
    assert planning_player(state, chosen="nobody", selected="ann") == "ann"
    # Ann's planner: her team-mate Bob is never an enemy (R4, fixed teams)
    assert enemies_of(state, "ann") == ["cy", "di"]


def test_r2_r4_the_enemies_charge_reach_for_ann_leaves_her_team_mate_out():
    state = brothers(placed=True)
    me = planning_player(state, selected="ann")
    chargers = chargers_of(state, me)
    assert {state.model(mid).player for mid in chargers} == {"cy"}
    assert len(chargers) == 3


def test_mordheim_in_play_the_player_now_is_whose_turn_it_is_and_nobody_at_game_over():
    """M5: the player turn passes clockwise; the planner follows it. M9: a routed warband
    leaves the enemies; with one warband left the game is over and it is nobody's turn."""
    state = demo_state()
    perform(RollOrderOfPlay(first={"bob": 6, "phil": 2, "devin": 1}), state)
    assert state.turn.phase == "player-turn" and player_now(state) == "bob"
    perform(EndTurn(), state)
    second = state.turn.current_player
    assert second != "bob" and player_now(state) == second
    assert planning_player(state) == second
    other = next(p.id for p in state.players if p.id not in ("bob", second))
    perform(Flee(other, "routed"), state)
    assert other not in enemies_of(state, "bob")
    doc = plan_document(state, "bob")
    assert other not in doc["exposed_by"]  # as the objectives leave it out
    assert all(other not in o["turns"] for o in doc["objectives"])
    perform(Flee(second, "routed"), state)
    assert state.result and player_now(state) is None


def test_c7_in_a_card_game_the_player_now_is_whose_activation_it_is():
    from app.game.commands import NextActivation, whose_activation

    state = ready_demo(load_game(default_game_path()), reshuffle=False)
    first = whose_activation(state)
    assert first is not None and player_now(state) == first
    perform(NextActivation(), state)
    assert player_now(state) == whose_activation(state)


def test_r4_the_drag_counts_the_warbands_the_shading_counts_from_the_same_sources():
    """Di has no zone: the shading counts Cy from its models on the table; the drag's
    sentence names Cy wherever the shading says one warband sees the spot."""
    state = brothers(placed=True)
    views = {view.player: view.source for view, _ in enemy_sources(state, "ann")}
    assert views["cy"] == MODELS
    spot = SpotThreats(state, "ann-1")
    shading = MapMaker().shading(state, "ann")
    for x, y in ((24.0, 24.0), (40.0, 20.0), (10.0, 30.0)):
        risk = spot.at(x, y)
        assert shading.level_at(x, y) >= 1
        assert "cy" in risk.exposed_to, (x, y)
        assert "Cy" in spot.sentence(risk)


def test_the_threats_sentence_names_two_chargers_then_counts_the_rest():
    """One short sentence: the likeliest two chargers by name (no warband), then "and N
    more"; each warband named once at most."""
    state = brothers(placed=True)
    spot = SpotThreats(state, "di-1")
    risk = spot.at(8.0, 12.0)  # in reach of all three of Ann's and of Bob's nearest
    text = spot.sentence(risk)
    assert len(risk.threats) > MAX_NAMED, text
    named = [t for t in risk.threats[:MAX_NAMED]]
    for t in named:
        assert state.model(t.id).name in text
    assert text.endswith(f" and {len(risk.threats) - MAX_NAMED} more"), text
    for p in state.players:
        assert text.count(p.warband) == 0 and text.count(p.name + " ") <= 1 + MAX_NAMED, text
    assert "could charge it" in text and text.count("(") == MAX_NAMED


def test_plan_without_a_player_says_what_is_missing_in_one_line(capsys, tmp_path):
    state = brothers(placed=True)
    path = tmp_path / "bia.json"
    path.write_text(dumps_game(state), encoding="utf-8")
    assert plan_cli.main([str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(path) in err and "player" in err, err
    assert "ann, bob, cy, di" in err and "usage" not in err
    assert plan_cli.main([]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "GAME.json" in err and "PLAYER_ID" in err, err
    assert plan_cli.main([str(path), "ann"]) == 0
    assert list(json.loads(capsys.readouterr().out)["exposed_by"]) == ["cy", "di"]


@pytest.mark.parametrize("reason", ["fled", "routed"])
def test_plan_cli_leaves_a_warband_that_left_out_of_exposed_by(capsys, tmp_path, reason):
    state = demo_state()
    perform(RollOrderOfPlay(first={"bob": 6, "phil": 2, "devin": 1}), state)
    perform(Flee("devin", reason), state)
    path = tmp_path / "mh.json"
    path.write_text(dumps_game(state), encoding="utf-8")
    assert plan_cli.main([str(path), "bob"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert list(doc["exposed_by"]) == ["phil"]
    assert all(list(o["turns"]) == ["bob", "phil"] for o in doc["objectives"])


def test_r2_odds_in_the_drag_sentence_use_the_rings_words_never_inches():
    """R2 odds read as the reach rings do ("likely", "long shot", "certain"), the D6 chance
    in sixths: "4 in 6" read as inches beside the distances (trial 4)."""
    from fractions import Fraction

    from app.game.threats import odds_text

    assert odds_text(Fraction(1), "trench-crusade") == "certain"
    assert odds_text(Fraction(4, 6), "trench-crusade") == "likely, 4/6"
    assert odds_text(Fraction(3, 6), "trench-crusade") == "likely, 3/6"
    assert odds_text(Fraction(2, 6), "trench-crusade") == "long shot, 2/6"
    assert odds_text(Fraction(1, 2), "mordheim") == "certain"
    assert all(" in " not in odds_text(Fraction(k, 6), "trench-crusade") for k in range(1, 7))
