"""app/rules/placement.py's records: counter limits (G2, G8, G3/G5 scenario limits), bases
touching by their true shapes (G3, G4) and the Mordheim table minimum (M1)."""

import math

from app.rules.bases import Base
from app.rules.geometry import EPS_IN, footprint
from app.rules.placement import (Limit, Marker, bases_touch, counter_limits, never_agreed,
                                 table_minimum)
from app.rules.table import mm_to_in


def test_g4_has_one_tolerance():
    from app.rules import verdicts
    assert EPS_IN == 1e-6 and not hasattr(verdicts, "TOLERANCE_IN")


def test_counter_limits_say_which_rules_players_may_agree_away():
    r = 0.5
    crate = Marker(24, 24, r, "Supply crate A1", own=True)
    limits = counter_limits(24.2, 24, r, 48, 48, [crate], within_centre_in=12,
                            more_than_from_markers_in=6)
    assert limits == [Limit("G8", "Overlaps Supply crate A1", agreeable=False)]
    assert never_agreed(limits).never_agreed("supply crate") == (
        "Overlaps Supply crate A1: markers cannot lie on top of each other")
    off = counter_limits(0.2, 24, r, 48, 48, [], within_centre_in=12)
    assert [(lim.rule, lim.agreeable) for lim in off] == [("G2", False), ("scenario", True)]
    assert off[0].never_agreed() == ("Part of the marker is off the table: a counter must lie "
                                     "wholly on the table")
    assert off[1].reason.startswith("Not wholly within 12 in of the table centre")
    # G4: a crate whose edge is exactly 12 in from the centre is wholly within 12 in
    assert counter_limits(24 + 12 - r, 24, r, 48, 48, [], within_centre_in=12) == []
    near = counter_limits(24 + 2 * r + 3, 24, r, 48, 48, [crate], more_than_from_markers_in=6)
    assert near == [Limit("scenario", "Too close to Supply crate A1: 3.00 in, must be more "
                                      "than 6 in")]
    assert never_agreed(near) is None


def test_bases_touch_by_their_true_shapes_not_their_enclosing_circles():
    """G3: an oval side-on to a round base is farther than its enclosing circle says."""
    oval = footprint(Base("oval", length_mm=120, width_mm=60), 10, 10, 0.0)  # long axis along x
    r = mm_to_in(32) / 2
    above = 10 - mm_to_in(60) / 2 - r  # touching the oval's flat side
    assert bases_touch(oval, footprint(Base.round(32), 10, above))
    # 0.5 in off the flat side: inside the oval's enclosing circle, yet not touching
    assert not bases_touch(oval, footprint(Base.round(32), 10, above - 0.5))
    assert math.hypot(0, 10 - (above - 0.5)) - r - mm_to_in(120) / 2 < 0
    # G4: a hair beyond the tolerance is apart
    assert not bases_touch(footprint(Base.round(32), 0, 0),
                           footprint(Base.round(32), 2 * r + 2 * EPS_IN, 0))


def test_m1_one_table_minimum_for_the_wizard_the_scenarios_and_new_games():
    assert table_minimum("mordheim", 3, 60, 48).rule == "M1"
    assert not table_minimum("mordheim", 3, 60, 48).agreeable
    assert table_minimum("mordheim", 3, 72, 48) is None
    assert table_minimum("mordheim", 3, 48, 72) is None  # either way round
    assert table_minimum("mordheim", 2, 48, 48) is None  # a two-player game
    assert table_minimum("trench-crusade", 4, 48, 48) is None


def test_s4_who_holds_an_objective_is_worded_in_one_place_for_three_places():
    from app.rules.verdicts import holder_words

    assert holder_words(["Skaven"], False) == "held by Skaven"
    assert holder_words(["A", "B"], True) == "held by A and B (contested)"
    assert holder_words([], True) == "contested"
    assert holder_words([], False) == "nobody holds it"
    assert holder_words([], True, "legend") == "contested, held by nobody"
    assert holder_words([], False, "legend") == "held by nobody"
    assert holder_words(["Ann", "Bob"], False, "summary") == "Ann and Bob"
    assert holder_words([], True, "summary") == "nobody (contested)"


def test_m10_alliance_timing_and_c9_m9_leaving_come_from_the_rules():
    from app.rules.alliances import may_propose_now
    from app.rules.victory import leaving_reason

    assert may_propose_now("mordheim", "player-turn", "bob", "bob")
    assert not may_propose_now("mordheim", "player-turn", "bob", "ann")
    assert may_propose_now("mordheim", "setup", None, "ann")
    assert may_propose_now("trench-crusade", "activation", "bob", "ann")
    assert leaving_reason("mordheim") == "routed" and leaving_reason("trench-crusade") == "fled"
