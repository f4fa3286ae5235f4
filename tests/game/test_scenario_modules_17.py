"""Issue 17 in the scenario files: S7 on by default in the three All Out War scenarios with a
setting that switches it off; S5 only where Reinforced Defenses is used, at its distance;
no Rout tests in Ambush! (rout_tests = false)."""

import pytest

from app.game.scenarios import scenario_by_id

ALL_OUT_WAR = ["the-looters", "brothers-in-arms", "alliance-and-betrayal"]


@pytest.mark.parametrize("sid", ALL_OUT_WAR)
def test_s7_on_by_default_in_the_all_out_war_scenarios_and_switched_off_by_the_setting(sid):
    scenario = scenario_by_id(sid)
    assert "S7" in scenario.game_modules()
    param = scenario.parameter("all-out-war")
    assert param.kind == "flag" and param.label == "Threat Point refunds (All Out War, S7)"
    assert scenario.setting("all-out-war") is True
    assert "S7" not in scenario.with_settings({"all-out-war": False}).game_modules()


@pytest.mark.parametrize("sid, cover_in", [
    ("contested-ground", 3.0), ("brothers-in-arms", None), ("the-looters", None),
    ("alliance-and-betrayal", None), ("treasure-hunt", None), ("ambush", None)])
def test_s5_cover_range_only_where_the_scenario_uses_reinforced_defenses(sid, cover_in):
    assert scenario_by_id(sid).game_objective_control().cover_in == cover_in


def test_ambush_has_no_rout_tests_other_mordheim_scenarios_do():
    assert scenario_by_id("ambush").rout_tests is False
    assert scenario_by_id("treasure-hunt").rout_tests is True
    assert scenario_by_id("street-brawl").rout_tests is True


def test_s7_the_scenarios_minus_is_read_saved_and_used_at_end_turn():
    """``[modules.all_out_war] minus = 2``: a destroyed unit of cost 40 refunds 38 Threat
    Points at End turn (never below 0); the setting is saved with the game (the module's 1
    is left out of the file)."""
    import json

    from app.game.commands import EndTurn, SetModelStatus, StartTurn
    from app.game.newgame import PlayerSetup, new_game
    from app.game.rosters import Roster, RosterEntry
    from app.game.saves import dumps_game, parse_game
    from app.game.scenarios import AllOutWarSpec
    from app.rules.bases import Base
    from app.rules.rng import GameRng
    from app.rules.victory import all_out_war_refund

    assert all_out_war_refund([40, 1], minus=2) == 38
    sc = scenario_by_id("the-looters")
    sc = sc.model_copy(update={"modules": sc.modules.model_copy(
        update={"all_out_war": AllOutWarSpec(minus=2)})})
    roster = Roster(name="R", warband="R", models=[RosterEntry("Officer", Base.round(25), "", 1, 40)])
    state = new_game(sc, [PlayerSetup(n, roster=roster) for n in ("Ann", "Bob", "Cy")],
                     rng=GameRng(seed=3))
    assert state.refund_minus == 2
    for k, m in enumerate(state.models):
        m.status, m.x_in, m.y_in = "active", 10.0 + 5 * k, 10.0
    state.turn.phase = "ended"
    StartTurn().apply(state)
    victim = state.models[0]
    before = state.player(victim.player).threat_points
    SetModelStatus(victim.id, "out_of_action").apply(state)
    EndTurn().apply(state)
    assert state.player(victim.player).threat_points == before + 38
    doc = json.loads(dumps_game(state))
    assert doc["refund_minus"] == 2 and parse_game(doc).refund_minus == 2
