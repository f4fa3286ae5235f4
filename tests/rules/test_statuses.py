"""A model's statuses per game system (seed 003: Mordheim's stunned, knocked down, hidden,
fleeing, M10; out of action in every system; C9: a Trench Crusade warband flees as a whole,
so no Mordheim status is offered there)."""

import pytest

from app.rules.movement import RUN_IGNORES
from app.rules.statuses import check_status, status_note, status_word, statuses_for


def test_mordheim_offers_its_own_statuses_and_trench_crusade_none_of_them():
    mordheim = statuses_for("mordheim")
    assert mordheim == ("active", "stunned", "knocked_down", "hidden", "fleeing",
                        "out_of_action")
    trench = statuses_for("trench-crusade")
    assert trench == ("active", "out_of_action")
    assert not set(trench) & {"stunned", "knocked_down", "hidden", "fleeing"}


def test_m10_every_mordheim_status_that_does_not_stop_running_says_so():
    for status in RUN_IGNORES:
        assert status in statuses_for("mordheim")
        assert "M10" in status_note("mordheim", status)
    assert status_note("trench-crusade", "out_of_action") == ""


def test_a_status_the_system_lacks_is_refused_with_a_sentence():
    check_status("mordheim", "knocked_down")
    with pytest.raises(ValueError, match="a Trench Crusade game has no stunned status; a model "
                                         "can be active, out of action"):
        check_status("trench-crusade", "stunned")
    for status in ("fled", "unplaced", "asleep"):  # fled by Flee, unplaced by the tray only
        with pytest.raises(ValueError, match="unknown model status"):
            check_status("mordheim", status)


def test_status_words():
    assert status_word("knocked_down") == "Knocked down"
    assert status_word("out_of_action") == "Out of action"
    assert status_word("dazed") == "Dazed"
