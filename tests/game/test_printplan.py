"""The 1:1 print plan's tiling arithmetic (G2: the plan matches the real table in inches)."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.game.printplan import PAPER_MM, plan_tiles, row_letter, tiles_along


def test_72_by_48_on_a4_takes_55_portrait_pages():
    # A4 is 8.27 x 11.69 in; less 0.5 in margins: 7.27 x 10.69 in; step = printable - 0.5 in
    plan = plan_tiles(72, 48, "A4")
    assert not plan.landscape
    assert (plan.columns, plan.rows, plan.pages) == (11, 5, 55)  # ceil(71.5/6.77), ceil(47.5/10.19)
    assert plan.page_width_in == pytest.approx(210 / 25.4)
    assert plan.page_height_in == pytest.approx(297 / 25.4)
    landscape = plan_tiles(72, 48, "A4", orientation="landscape")
    assert (landscape.columns, landscape.rows, landscape.pages) == (8, 8, 64)


def test_72_by_48_on_letter_takes_55_portrait_pages():
    # Letter 8.5 x 11 in; printable 7.5 x 10 in; step 7 x 9.5 in
    plan = plan_tiles(72, 48, "Letter")
    assert (plan.columns, plan.rows, plan.pages, plan.landscape) == (11, 5, 55, False)
    landscape = plan_tiles(72, 48, "Letter", orientation="landscape")
    assert (landscape.columns, landscape.rows) == (8, 7)


def test_tiles_are_true_scale_and_overlap_by_exactly_the_overlap():
    plan = plan_tiles(72, 48, "A4")
    a1, a2, b1 = plan.tile(0, 0), plan.tile(0, 1), plan.tile(1, 0)
    assert (a1.x_in, a1.y_in) == (0, 0)
    assert a1.width_in == pytest.approx(210 / 25.4 - 1)  # the printable width, in inches
    assert a1.x_in + a1.width_in - a2.x_in == pytest.approx(0.5)
    assert b1.y_in == pytest.approx(plan.printable_height_in - 0.5)
    last = plan.tiles[-1]
    assert last.label == "E11"
    assert last.x_in < 72 <= last.x_in + last.width_in
    assert last.y_in < 48 <= last.y_in + last.height_in
    assert plan.caption(a2).startswith("A2 · page 2 of 55 · x 6.77–14.04 in, y 0.00–10.69 in")


@given(st.floats(1, 200), st.floats(1, 200), st.sampled_from(sorted(PAPER_MM)),
       st.floats(0, 1), st.floats(0, 1))
def test_every_point_of_the_table_is_on_some_page_and_no_page_is_wasted(w, d, paper, margin, overlap):
    plan = plan_tiles(w, d, paper, margin, overlap)
    xs = sorted({t.x_in for t in plan.tiles})
    ys = sorted({t.y_in for t in plan.tiles})
    assert len(xs) == plan.columns and len(ys) == plan.rows
    assert xs[-1] + plan.printable_width_in >= w - 1e-9  # covered to the far edge
    assert ys[-1] + plan.printable_height_in >= d - 1e-9
    assert xs[-1] < w and ys[-1] < d  # the last column and row show some table


def test_fits_on_one_page_when_small():
    assert tiles_along(6.0, 7.27, 0.5) == 1
    plan = plan_tiles(6, 6, "Letter")
    assert plan.pages == 1 and plan.tiles[0].label == "A1"


def test_row_letters_continue_past_z():
    assert [row_letter(i) for i in (0, 1, 25, 26, 27)] == ["A", "B", "Z", "AA", "AB"]


@pytest.mark.parametrize("kwargs, words", [
    ({"paper": "A3"}, "unknown paper"),
    ({"orientation": "sideways"}, "unknown orientation"),
    ({"margin_in": 4}, "leave no room"),
    ({"overlap_in": -1}, "overlap"),
])
def test_bad_settings_are_clear_errors(kwargs, words):
    with pytest.raises(ValueError, match=words):
        plan_tiles(72, 48, **kwargs)
    with pytest.raises(ValueError, match="table width"):
        plan_tiles(math.nan, 48)
