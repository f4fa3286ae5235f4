"""C9 with teams (the team still on the table wins together) and the Mordheim Rout-test
threshold (M9: a quarter or more of the warband out of action)."""

import pytest

from app.rules.victory import check_victory, last_standing, rout_test_due, sides

PLAYERS = ["ann", "bob", "cy", "di"]
TEAMS = [frozenset({"ann", "bob"}), frozenset({"cy", "di"})]


def test_c9_sides_are_the_fixed_teams_and_lone_players_in_player_order():
    assert sides(PLAYERS, TEAMS) == [("ann", "bob"), ("cy", "di")]
    assert sides(PLAYERS) == [("ann",), ("bob",), ("cy",), ("di",)]
    assert sides(["a", "b", "c"], [{"c", "a"}]) == [("a", "c"), ("b",)]


def test_c9_both_opposing_warbands_fled_the_team_left_wins_together():
    v = last_standing(PLAYERS, {"cy", "di"}, TEAMS)
    assert v.over and v.reason == "team-standing"
    assert v.winner == "ann" and v.winners == ("ann", "bob")
    # a team-mate who fled earlier still wins with the team still on the table
    v = check_victory(PLAYERS, {"bob", "cy", "di"}, teams=TEAMS)
    assert v.reason == "team-standing" and v.winners == ("ann", "bob")


def test_c9_one_warband_of_each_team_fled_the_game_goes_on():
    assert not last_standing(PLAYERS, {"bob", "di"}, TEAMS).over
    assert not last_standing(PLAYERS, {"cy"}, TEAMS).over


def test_c9_without_teams_two_left_play_on_and_everyone_out_is_nobody():
    assert not last_standing(PLAYERS, {"cy", "di"}).over  # today's rule without teams
    assert last_standing(PLAYERS, set(PLAYERS), TEAMS).reason == "no-one-left"
    v = last_standing(PLAYERS, {"bob", "cy", "di"})
    assert (v.winner, v.reason, v.winners) == ("ann", "last-standing", ("ann",))


@pytest.mark.parametrize("models, out, due", [
    (8, 2, True),    # exactly a quarter
    (8, 1, False),
    (5, 1, False),   # 20 %
    (5, 2, True),
    (4, 1, True),
    (1, 1, True),
    (10, 0, False),
    (0, 0, False),
])
def test_m9_rout_test_due_at_a_quarter_or_more_out_of_action(models, out, due):
    assert rout_test_due(models, out) is due


def test_c9_allies_standing_only_when_every_warband_left_is_allied_with_every_other():
    """C9 with C8: the warbands still in the game all allied with each other win together;
    one of them not allied with another keeps the game going; without ``alliances`` (the
    Mordheim case, M9) allies never end the game."""
    from app.rules.victory import check_victory

    players = ["a", "b", "c", "d"]
    pairs = [frozenset({"a", "b"}), frozenset({"b", "c"}), frozenset({"a", "c"})]
    v = check_victory(players, {"d"}, alliances=pairs)
    assert v.reason == "allies-standing" and v.winners == ("a", "b", "c") and v.winner == "a"
    assert not check_victory(players, {"d"}, alliances=pairs[:2]).over  # a and c not allied
    assert not check_victory(players, {"d"}, alliances=None).over
    assert check_victory(players, {"c", "d"}, alliances=pairs[:1]).reason == "allies-standing"
    assert check_victory(players, {"b", "c", "d"}, alliances=pairs).reason == "last-standing"
