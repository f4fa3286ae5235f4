"""A block dropped from the set-up tray (a unit or a whole warband at once): each base clear
of the others (G8), neighbours exactly 1 in apart (closest points, G3), units kept together,
for round bases and ovals at odd facings."""

import itertools
import math

import pytest

from app.rules.bases import Base
from app.rules.blocks import block_layout
from app.rules.geometry import EPS_IN, distance, footprint

R25, R40 = Base.round(25), Base.round(40)
OVAL = Base("oval", length_mm=60, width_mm=35)


def _footprints(groups, laid):
    return [[footprint(b, x, y, f) for (b, f), (x, y) in zip(g, spots)]
            for g, spots in zip(groups, laid)]


def _nearest(fp, others):
    return min(distance(fp, q) for q in others)


@pytest.mark.parametrize("groups", [
    [[(R25, 0.0)] * 5],
    [[(R25, 0.0)] * 10],
    [[(OVAL, 37.0), (OVAL, 113.0), (OVAL, 200.0), (OVAL, 301.5), (R25, 0.0)]],
    [[(R40, 0.0), (R25, 0.0), (OVAL, 71.0), (R25, 0.0)], [(OVAL, 15.0)] * 3, [(R25, 0.0)]],
], ids=["five-25mm", "ten-25mm", "ovals-at-odd-facings", "mixed-units"])
def test_g8_every_base_of_a_block_stands_clear_and_its_nearest_neighbour_exactly_1in_away(groups):
    laid = block_layout(groups, (36.0, 24.0))
    fps = _footprints(groups, laid)
    flat = [fp for g in fps for fp in g]
    for a, b in itertools.combinations(flat, 2):  # G8: no two bases overlap, none closer
        assert distance(a, b) >= 1.0 - EPS_IN
    for g in fps:  # inside a unit every model has a neighbour exactly 1 in away
        if len(g) > 1:
            for fp in g:
                assert abs(_nearest(fp, [q for q in g if q is not fp]) - 1.0) <= EPS_IN


def test_the_block_is_centred_on_the_drop_point_and_compact():
    groups = [[(R25, 0.0)] * 9]
    laid = block_layout(groups, (30.0, 20.0))
    fps = _footprints(groups, laid)[0]
    left = min(fp.bounds()[0] for fp in fps)
    right = max(fp.bounds()[2] for fp in fps)
    top = min(fp.bounds()[1] for fp in fps)
    bottom = max(fp.bounds()[3] for fp in fps)
    assert math.isclose((left + right) / 2, 30.0, abs_tol=1e-9)
    assert math.isclose((top + bottom) / 2, 20.0, abs_tol=1e-9)
    # nine 25 mm bases stand 3 by 3: about 5 in across, not a 27 in line
    assert right - left < 5.0 and bottom - top < 5.0


def test_a_wide_block_for_a_zone_along_an_edge_is_shallow():
    groups = [[(R25, 0.0)] * 4, [(R25, 0.0)] * 4, [(R25, 0.0)] * 4]
    laid = block_layout(groups, (50.0, 44.0), aspect=3.0)
    fps = [fp for g in _footprints(groups, laid) for fp in g]
    depth = max(fp.bounds()[3] for fp in fps) - min(fp.bounds()[1] for fp in fps)
    width = max(fp.bounds()[2] for fp in fps) - min(fp.bounds()[0] for fp in fps)
    assert depth < 6.0 - 1.0 < width  # fits a 6 in deep edge zone (M4) with room


def test_s2_units_of_a_block_stand_at_least_the_unit_gap_apart_and_stay_together():
    groups = [[(R25, 0.0)] * 3, [(OVAL, 45.0)] * 2, [(R25, 0.0)] * 4]
    laid = block_layout(groups, (36.0, 10.0), group_gap_in=2.0)
    fps = _footprints(groups, laid)
    for g, h in itertools.combinations(fps, 2):
        assert min(distance(a, b) for a in g for b in h) >= 2.0 - EPS_IN
    for g in fps:  # S2 coherency: every model within 2 in of another of its unit
        for fp in g:
            assert _nearest(fp, [q for q in g if q is not fp]) <= 2.0 + EPS_IN
