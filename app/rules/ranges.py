"""The distances the rules compare against, in inches (G4): a measured distance that would
round onto one of them without being at it is worded on the side it is ("just over 6.00 in"),
as the rules' own reasons word it. The ranges come from the rules that use them: set-up
(M4, S2), objective control and cover (S4, S5) and running (M10), and a judge's own (a
scenario's zone depth or gaps)."""

from __future__ import annotations

from typing import Any

from .deployment import (
    COHERENCY_IN, FORMATION_ZONE_IN, SEGMENT_ZONE_IN, UNIT_GAP_IN, WARBAND_GAP_IN,
)
from .movement import RUN_BLOCK_IN
from .objectives import CONTEST_IN, CONTROL_IN, COVER_IN

RULE_RANGES_IN: tuple[float, ...] = tuple(sorted({
    COHERENCY_IN, UNIT_GAP_IN, CONTEST_IN,  # S2, S4: 2 in
    CONTROL_IN, COVER_IN,  # S4, S5: 3 in
    SEGMENT_ZONE_IN, WARBAND_GAP_IN,  # M4: 6 in
    RUN_BLOCK_IN,  # M10: 8 in
    FORMATION_ZONE_IN,  # S2: 12 in
}))
"""The rules' standard ranges (2, 3, 6, 8 and 12 in)."""


def rule_ranges(judge: Any | None = None) -> tuple[float, ...]:
    """The ranges the rules of a game compare against: :data:`RULE_RANGES_IN` and, given
    its :class:`~app.rules.judge.Judge`, the judge's own (a scenario's zone depth or gaps)."""
    if judge is None:
        return RULE_RANGES_IN
    own = (judge.gap_in, judge.zone_depth_in, judge.coherency_in, judge.unit_gap_in,
           judge.run_block_in)
    return RULE_RANGES_IN + tuple(sorted({r for r in own if r and r not in RULE_RANGES_IN}))
