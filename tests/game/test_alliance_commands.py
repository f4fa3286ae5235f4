"""Alliances through the commands: M10, C8."""

import math

import pytest

from app.game.commands import (
    AnswerAlliance,
    Attack,
    BreakAlliance,
    ProposeAlliance,
    RollOrderOfPlay,
    ChooseSegment,
)
from turnkit import make_game


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
    attack = Attack("phil-2", "bob-1", "spell")
    attack.apply(state)
    assert not state.allied("bob", "phil") and state.is_enemy("bob", "phil")
    assert state.allied("bob", "devin")
    assert state.turn.attacks[-1].target == "bob-1"
    assert "broken by the attack" in state.log[-1].text
    attack.undo(state)
    assert state.allied("bob", "phil")


def test_m10_allies_in_base_contact_are_placed_one_inch_apart():
    state = three_players()
    b1, p1 = state.model("bob-1"), state.model("phil-1")
    p1.x_in, p1.y_in = b1.x_in + 2 * b1.base.radius_in, b1.y_in  # bases touch
    ProposeAlliance("bob", ["phil"]).apply(state)
    answer = AnswerAlliance("phil", "bob", True)
    change = answer.apply(state)
    assert change.models == {"bob-1", "phil-1"}
    gap = math.hypot(p1.x_in - b1.x_in, p1.y_in - b1.y_in) - 2 * b1.base.radius_in
    assert gap == pytest.approx(1.0)
    answer.undo(state)
    assert p1.x_in == pytest.approx(b1.x_in + 2 * b1.base.radius_in)


def test_m10_only_the_player_whose_turn_it_is_may_propose_in_mordheim():
    state = make_game({"bob": 1, "phil": 1, "devin": 1}, system="mordheim")
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
