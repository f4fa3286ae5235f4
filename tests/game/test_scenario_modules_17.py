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
