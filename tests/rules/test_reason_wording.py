"""Every reason sentence agrees with its verdict at the limit (G4, G6): a distance that
would round onto the rule's range says "just over" / "just under" instead of printing the
range itself, as the measure tool does."""

import pytest

from app.rules.bases import Base
from app.rules.deployment import (
    coherency_violation,
    scout_follower_violation,
    segment_zone_violation,
    unit_gap_violation,
    warband_gap_violation,
)
from app.rules.geometry import footprint
from app.rules.movement import run_block
from app.rules.table import Table
from app.rules.verdicts import fmt_in

R25 = 25 / 25.4 / 2


def test_s2_coherency_at_2_001_reads_just_over_2_not_2_00():
    v = coherency_violation(2.001, "w2", "Bob Warrior")
    assert v is not None
    assert "is just over 2.00 in away, must be within 2 in" in v.reason
    assert "is 2.00 in" not in v.reason


def test_s2_coherency_at_exactly_2_is_legal():
    assert coherency_violation(2.0, "w2", "Bob Warrior") is None


def test_s2_unit_gap_at_1_999_reads_just_under_2():
    v = unit_gap_violation(1.999, "r1", "Phil Rat")
    assert v is not None and "just under 2.00 in, units must be at least 2 in apart" in v.reason
    assert unit_gap_violation(2.0, "r1", "Phil Rat") is None


def test_m4_gap_at_6_001_is_legal_and_at_5_999_reads_just_under_6():
    assert warband_gap_violation(6.001, "r1", "Phil Rat") is None
    v = warband_gap_violation(5.999, "r1", "Phil Rat")
    assert v is not None and "just under 6.00 in, must be more than 6 in" in v.reason


def test_m4_zone_at_6_001_reads_just_over_6():
    table = Table()
    seg = table.segments()["D"]
    x = (seg.start[0] + seg.end[0]) / 2
    # the base's top point 6.001 in from the bottom edge segment
    fp = footprint(Base.round(25), x, 48.0 - 6.001 + R25)
    v = segment_zone_violation(fp, table, "D")
    assert v is not None and "part of the base is just over 6.00 in from it" in v.reason


def test_m10_and_s3_reasons_at_the_limit():
    assert "is 8.00 in away" in run_block(8.0, "r1", "Phil Rat").reason
    assert "just under 8.00 in away" in run_block(7.999, "r1", "Phil Rat").reason
    assert "just over 2.00 in away" in scout_follower_violation(2.001, "s1", "Scout").reason


@pytest.mark.parametrize("value,limit,text", [
    (2.001, 2, "just over 2.00 in"), (1.999, 2, "just under 2.00 in"),
    (6.001, 6, "just over 6.00 in"), (2.0000004, 2, "2.00 in"), (5.84, 6, "5.84 in"),
    (0.001, 0, "less than 0.01 in")])
def test_fmt_in_names_the_side_of_the_limit(value, limit, text):
    assert fmt_in(value, limit) == text
