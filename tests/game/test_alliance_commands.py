"""Alliances through the commands: M10, C8."""

import math

import pytest

from app.game.commands import (
    AnswerAlliance,
    Attack,
    BreakAlliance,
    Flee,
    ProposeAlliance,
    RollOrderOfPlay,
    ChooseSegment,
    SettleSetUpOrder,
)
from app.game.history import Step
from turnkit import in_play, make_game, perform


def three_players():
    return make_game({"bob": 2, "phil": 2, "devin": 2})


def test_m10_alliance_forms_for_each_invitee_that_accepts():
    state = three_players()
    ProposeAlliance("bob", ["phil", "devin"]).apply(state)
    assert [(p.proposer, p.invitee) for p in state.proposals] == [("bob", "phil"),
                                                                  ("bob", "devin")]
    assert state.is_enemy("bob", "phil")  # not yet: an offer is not an alliance
    AnswerAlliance("phil", "bob", accept=True).apply(state)
    AnswerAlliance("devin", "bob", accept=False).apply(state)
    assert state.allied("bob", "phil") and not state.is_enemy("phil", "bob")
    assert not state.allied("bob", "devin") and state.is_enemy("devin", "bob")
    assert state.is_enemy("phil", "devin")
    assert state.proposals == []
    texts = [e.text for e in state.log]
    assert "Phil and Bob are now allies" in texts
    assert "Devin refuses Bob's alliance" in texts
    with pytest.raises(ValueError, match="has not offered"):
        AnswerAlliance("devin", "bob", accept=True).apply(state)


def test_m10_attacking_an_ally_breaks_the_alliance_at_once():
    state = three_players()
    ProposeAlliance("bob", ["phil", "devin"]).apply(state)
    AnswerAlliance("phil", "bob", True).apply(state)
    AnswerAlliance("devin", "bob", True).apply(state)
    Attack("devin-1", "phil-1", "shoot").apply(state)  # not allies: nothing breaks
    assert state.allied("bob", "phil") and state.allied("bob", "devin")
    attack = perform(Attack("phil-2", "bob-1", "spell"), state)
    assert not state.allied("bob", "phil") and state.is_enemy("bob", "phil")
    assert state.allied("bob", "devin")
    assert state.turn.attacks[-1].target == "bob-1"
    assert "broken by the attack" in state.log[-1].text
    attack.undo(state)
    assert state.allied("bob", "phil")


def test_m9_a_warband_that_routs_leaves_its_alliances_and_undo_restores_them():
    state = three_players()  # offers made at turn 0, the rout in turn 1
    ProposeAlliance("bob", ["phil", "devin"]).apply(state)
    AnswerAlliance("phil", "bob", True).apply(state)
    AnswerAlliance("devin", "bob", True).apply(state)
    rout = perform(Flee("bob", "routed"), in_play(state))
    assert state.alliances == []
    assert not state.allied("bob", "phil") and state.is_enemy("phil", "devin")
    assert state.log[-1].text.endswith("its alliances with Devin's band and Phil's band end")
    rout.undo(state)
    assert state.allied("bob", "phil") and state.allied("bob", "devin")


def test_m9_a_fixed_team_keeps_its_other_members_when_one_leaves():
    from app.rules.alliances import left_game

    left, former = left_game([frozenset({"a", "b", "c"}), frozenset({"d", "e"})], "a")
    assert left == [frozenset({"b", "c"}), frozenset({"d", "e"})]
    assert former == {"b", "c"}
    left, former = left_game([frozenset({"d", "e"})], "e")
    assert left == [] and former == {"d"}


def test_m10_allies_in_base_contact_are_placed_one_inch_apart():
    state = three_players()
    b1, p1 = state.model("bob-1"), state.model("phil-1")
    p1.x_in, p1.y_in = b1.x_in + 2 * b1.base.radius_in, b1.y_in  # bases touch
    ProposeAlliance("bob", ["phil"]).apply(state)
    answer, change = Step.perform(AnswerAlliance("phil", "bob", True), state)
    assert change.models == {"bob-1", "phil-1"}
    gap = math.hypot(p1.x_in - b1.x_in, p1.y_in - b1.y_in) - 2 * b1.base.radius_in
    assert gap == pytest.approx(1.0)
    answer.undo(state)
    assert p1.x_in == pytest.approx(b1.x_in + 2 * b1.base.radius_in)


def test_m10_only_the_player_whose_turn_it_is_may_propose_in_mordheim():
    state = make_game({"bob": 1, "phil": 1, "devin": 1}, system="mordheim")
    SettleSetUpOrder(first={"bob": 6, "phil": 4, "devin": 2}).apply(state)  # M3, then M4
    for pid, seg in (("bob", "D"), ("phil", "F"), ("devin", "B")):
        ChooseSegment(pid, seg).apply(state)
    RollOrderOfPlay(first={"devin": 6, "bob": 1, "phil": 2}).apply(state)
    with pytest.raises(ValueError, match="start of their own turn"):
        ProposeAlliance("bob", ["phil"]).apply(state)
    ProposeAlliance("devin", ["phil"]).apply(state)
    with pytest.raises(ValueError, match="itself"):
        ProposeAlliance("devin", ["devin"]).apply(state)


def test_alliance_can_end_by_agreement():
    state = three_players()
    ProposeAlliance("bob", ["phil"]).apply(state)
    AnswerAlliance("phil", "bob", True).apply(state)
    BreakAlliance("phil", "bob").apply(state)
    assert not state.allied("bob", "phil")
    with pytest.raises(ValueError, match="not allies"):
        BreakAlliance("phil", "bob").apply(state)


def _legal_after_break_off(state, moved_ids):
    """Every moved base wholly on the table and touching no other base."""
    from app.rules.geometry import distance, footprint, wholly_on_table

    fps = {m.id: footprint(m.base, m.x_in, m.y_in, m.facing_deg) for m in state.models if m.on_table}
    for mid in moved_ids:
        assert wholly_on_table(fps[mid], state.table), f"{mid} is pushed off the table"
        for other, fp in fps.items():
            if other != mid:
                assert distance(fps[mid], fp) > 1e-6, f"{mid} lands on {other}"
    return fps


def test_m10_break_off_at_the_table_edge_keeps_both_bases_on_the_table():
    """The tester's case: a base touching the top edge, its new ally below it, and a third
    model half an inch below that. Straight apart would push one off the table (y < 0) and
    the other into the third base; the search finds a free spot and says so in the log."""
    state = three_players()
    r = state.model("bob-1").base.radius_in
    cap, sor, warrior = state.model("devin-1"), state.model("phil-2"), state.model("devin-2")
    cap.x_in, cap.y_in = 46.0, r
    sor.x_in, sor.y_in = 46.0, 3 * r
    warrior.x_in, warrior.y_in = 46.0, 5 * r + 0.5
    ProposeAlliance("devin", ["phil"]).apply(state)
    change = AnswerAlliance("phil", "devin", True).apply(state)
    assert change.models
    fps = _legal_after_break_off(state, change.models)
    from app.rules.geometry import distance
    assert distance(fps["devin-1"], fps["phil-2"]) >= 1.0 - 1e-6
    assert any("placed at" in e.text and "Phil's Phil 2" in e.text for e in state.log)


def test_m10_break_off_of_a_model_squeezed_between_two_others():
    """Bob's model sits between Phil's (its new ally, touching on the left) and Devin's
    (touching on the right): pushing it straight right would land on Devin's base."""
    state = three_players()
    r = state.model("bob-1").base.radius_in
    bob, phil, devin = state.model("bob-1"), state.model("phil-1"), state.model("devin-1")
    bob.x_in, bob.y_in = 30.0, 20.0
    phil.x_in, phil.y_in = 30.0 - 2 * r, 20.0
    devin.x_in, devin.y_in = 30.0 + 2 * r, 20.0
    ProposeAlliance("bob", ["phil"]).apply(state)
    change = AnswerAlliance("phil", "bob", True).apply(state)
    assert change.models
    fps = _legal_after_break_off(state, change.models)
    from app.rules.geometry import distance
    assert distance(fps["bob-1"], fps["phil-1"]) >= 1.0 - 1e-6


def test_c8_every_other_warband_is_an_enemy_unless_allied_and_an_ally_never_contests():
    """C8 (with M10 and S4): Phil's model within 2 in of the objective denies Bob (3 in
    away) while the two are enemies; once allied, Phil no longer contests: both control it. Devin,
    allied with nobody, stays everybody's enemy."""
    from app.game.state import Objective
    from app.rules.judge import Judge

    state = three_players()
    state.turn.phase = "player-turn"
    state.objectives = [Objective("o", 30, 30, name="Well")]
    r = 25 / 25.4 / 2
    for mid, (x, y) in {"bob-1": (30 + 3 + r, 30), "phil-1": (30, 30 + 2 + r),
                        "devin-1": (2, 2)}.items():
        state.model(mid).x_in, state.model(mid).y_in = x, y
    assert state.is_enemy("bob", "phil") and state.is_enemy("bob", "devin")
    verdict = Judge.from_state(state).objective_verdicts()[0]
    assert verdict.contested and verdict.controlled_by == ("phil",)  # Bob is denied
    ProposeAlliance("bob", ["phil"]).apply(state)
    AnswerAlliance("phil", "bob", accept=True).apply(state)
    assert not state.is_enemy("bob", "phil") and state.is_enemy("phil", "devin")
    verdict = Judge.from_state(state).objective_verdicts()[0]
    assert not verdict.contested and verdict.controlled_by == ("bob", "phil")
