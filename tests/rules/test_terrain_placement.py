"""T1: where a piece lies. Its centre stays on the table (hanging over an edge is fine), and
two pieces lying one on the other are found (touching edges is not lying on; area terrain
strewn over a piece never counts), at odd angles and for ellipses and polygons."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from app.rules.geometry import facing_vector
from app.rules.table import Table
from app.rules.terrain import (
    TerrainPiece, overhang_in, overhang_sentence, shares_ground, stacked_pieces,
    stacked_sentence, table_problem,
)

TABLE = Table(72, 48)


def rect(pid, x, y, w=6, d=6, facing=0.0, kind="building"):  # noqa: PLR0913
    return TerrainPiece(pid, f"Piece {pid}", kind, 3, "rect", x, y, w, d, facing)


@pytest.mark.parametrize("x, y, on", [
    (0, 0, True), (72, 48, True), (36, 24, True), (-0.01, 10, False), (72.01, 10, False),
    (10, -3, False), (10, 48.5, False),
])
def test_a_piece_s_centre_must_be_on_the_table(x, y, on):
    problem = table_problem(rect("a", x, y), TABLE)
    assert (problem is None) is on
    if not on:
        assert "Piece a would be off the table" in problem and "72 x 48 in" in problem


def test_a_piece_hanging_over_an_edge_at_an_angle_is_on_the_table():
    assert table_problem(rect("a", 1, 1, 10, 8, 37), TABLE) is None


@pytest.mark.parametrize("piece, over", [
    (rect("a", 1.5, 24), 1.5),  # 6 in wide, centred 1.5 in from the left edge
    (rect("a", 70, 46.5, 6, 6), 1.5),  # a corner: the most over any one edge (1 and 1.5)
    (rect("a", 3, 24), 0.0),  # touching the edge exactly: on the table
    (rect("a", 36, 24, 10, 4, 90), 0.0),
    (TerrainPiece("e", "Pond", "impassable", 0, "ellipse", 36, 46, 8, 6), 1.0),
])
def test_t1_how_far_a_piece_hangs_over_the_tables_edge(piece, over):
    assert overhang_in(piece, TABLE) == pytest.approx(over, abs=1e-6)
    sentence = overhang_sentence(piece, TABLE)
    if over:
        assert sentence == (f"{piece.name} hangs {over:.2f} in over the table's edge (T1: "
                            "allowed, its centre is on the table)")
    else:
        assert sentence is None


def test_t1_a_piece_off_the_table_is_refused_not_said_to_hang_over():
    piece = rect("a", -1, 24)
    assert table_problem(piece, TABLE) and overhang_sentence(piece, TABLE) is None


def test_two_turned_rects_exactly_touching_do_not_lie_on_each_other():
    """Two 6 x 6 in buildings turned 33 degrees, side by side along their own x axis: 6 in
    apart they touch (not stacked); 5.9 in apart they share area (stacked)."""
    ux, uy = facing_vector(33)  # the piece's own x axis as the rules turn it
    a = rect("a", 30, 20, facing=33)
    for gap, stacked in ((6.0, False), (5.9, True)):
        b = rect("b", 30 + gap * ux, 20 + gap * uy, facing=33)
        assert shares_ground(a, b) is stacked, gap
        assert bool(stacked_pieces([a, b])) is stacked


def test_an_ellipse_on_a_polygon_is_found_and_named():
    pool = TerrainPiece("p", "Pool", "impassable", 0, "ellipse", 40, 30, 8, 5, 20)
    ruin = TerrainPiece("r", "Ruin", "ruin", 4, "polygon",
                        points_in=[[42, 28], [50, 28], [46, 36]])
    ruin.x_in, ruin.y_in = 46, 30.7
    far = rect("f", 10, 10)
    found = stacked_pieces([pool, ruin, far])
    assert [p.id for p in found["p"]] == ["r"] and [p.id for p in found["r"]] == ["p"]
    assert "f" not in found
    assert stacked_sentence(pool, found["p"]) == "Pool lies on Ruin: move one off the other (T1)"


def test_woods_over_a_ruin_are_not_stacked():
    assert stacked_pieces([rect("r", 30, 20, kind="ruin"), rect("w", 30, 20, kind="area")]) == {}


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.floats(0, 72), st.floats(0, 48), st.floats(0.5, 12),
                          st.floats(0.5, 12), st.floats(0, 360)), min_size=2, max_size=12))
def test_stacked_pieces_agrees_with_every_pair(specs):
    pieces = [rect(f"p{i}", *spec) for i, spec in enumerate(specs)]
    found = stacked_pieces(pieces)
    for a in pieces:
        expect = [b.id for b in pieces if b is not a and shares_ground(a, b)]
        assert [b.id for b in found.get(a.id, [])] == expect
