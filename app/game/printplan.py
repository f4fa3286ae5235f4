"""Tiling the table onto paper at 1:1, so a printed plan can be laid on the real table (G2).

Pure arithmetic, in inches. Every page has the same printable area (the paper less a
margin on each side, where the page's coordinates and marks go). Neighbouring pages overlap
by ``overlap_in`` so they can be aligned and taped: page ``(row, col)`` shows the table from
``x = col * step_x`` to ``x + printable_width`` (and likewise down), where
``step = printable - overlap``. Rows are lettered from the top (A, B, ...), columns numbered
from the left (1, 2, ...): page ``B3`` is the second row, third column.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

MM_PER_IN = 25.4

PAPER_MM: dict[str, tuple[float, float]] = {
    "A4": (210.0, 297.0),
    "Letter": (215.9, 279.4),
}
"""Paper sizes (portrait width, height) in millimetres."""

ORIENTATIONS = ("auto", "portrait", "landscape")


def row_letter(row: int) -> str:
    """0 -> ``A``, 25 -> ``Z``, 26 -> ``AA``."""
    letters = ""
    row += 1
    while row:
        row, rem = divmod(row - 1, 26)
        letters = chr(ord("A") + rem) + letters
    return letters


@dataclass(frozen=True)
class Tile:
    """One page: ``row``/``col`` from 0, and the table area it shows (inches, table
    coordinates: ``x_in``/``y_in`` top-left, ``width_in`` x ``height_in``, which may run past
    the table's far edges on the last row and column)."""

    row: int
    col: int
    x_in: float
    y_in: float
    width_in: float
    height_in: float

    @property
    def label(self) -> str:
        """``A1`` for the top-left page; row letter then column number."""
        return f"{row_letter(self.row)}{self.col + 1}"


@dataclass(frozen=True)
class TilePlan:
    """The pages of a 1:1 plan, in reading order (row by row, left to right)."""

    paper: str
    landscape: bool
    page_width_in: float
    page_height_in: float
    margin_in: float
    overlap_in: float
    table_width_in: float
    table_depth_in: float
    columns: int
    rows: int
    tiles: tuple[Tile, ...]

    @property
    def pages(self) -> int:
        return len(self.tiles)

    @property
    def printable_width_in(self) -> float:
        return self.page_width_in - 2 * self.margin_in

    @property
    def printable_height_in(self) -> float:
        return self.page_height_in - 2 * self.margin_in

    @property
    def step_x_in(self) -> float:
        return self.printable_width_in - self.overlap_in

    @property
    def step_y_in(self) -> float:
        return self.printable_height_in - self.overlap_in

    def tile(self, row: int, col: int) -> Tile:
        return self.tiles[row * self.columns + col]

    def caption(self, tile: Tile) -> str:
        """The page's coordinates, e.g. ``B3 · page 14 of 55 · x 13.54-20.81 in,
        y 10.19-20.88 in`` (the part of the table on this page)."""
        x0, y0 = tile.x_in, tile.y_in
        x1 = min(tile.x_in + tile.width_in, self.table_width_in)
        y1 = min(tile.y_in + tile.height_in, self.table_depth_in)
        page = tile.row * self.columns + tile.col + 1
        return (f"{tile.label} · page {page} of {self.pages} · "
                f"x {x0:.2f}–{x1:.2f} in, y {y0:.2f}–{y1:.2f} in")


def tiles_along(length_in: float, printable_in: float, overlap_in: float) -> int:
    """How many pages cover ``length_in`` when each shows ``printable_in`` and neighbours
    overlap by ``overlap_in``: 1 if it fits, else ``ceil((length - overlap) / step)``."""
    if length_in <= printable_in + 1e-9:
        return 1
    step = printable_in - overlap_in
    return math.ceil((length_in - overlap_in) / step - 1e-9)


def plan_tiles(table_width_in: float, table_depth_in: float, paper: str = "A4",
               margin_in: float = 0.5, overlap_in: float = 0.5,
               orientation: str = "auto") -> TilePlan:
    """Tile a ``table_width_in`` x ``table_depth_in`` table onto ``paper`` (``A4`` or
    ``Letter``) at 1:1. ``orientation``: ``portrait``, ``landscape`` or ``auto`` (whichever
    needs fewer pages; portrait on a tie). Raises ``ValueError`` for an unknown paper or
    orientation, a non-positive table size, or a margin/overlap that leaves no room."""
    if paper not in PAPER_MM:
        raise ValueError(f"unknown paper {paper!r}; expected one of {', '.join(PAPER_MM)}")
    if orientation not in ORIENTATIONS:
        raise ValueError(f"unknown orientation {orientation!r}; expected {', '.join(ORIENTATIONS)}")
    for name, value in (("table width", table_width_in), ("table depth", table_depth_in)):
        if not (math.isfinite(value) and value > 0):
            raise ValueError(f"{name} must be a positive number of inches, got {value!r}")
    if not (math.isfinite(margin_in) and margin_in >= 0):
        raise ValueError(f"margin must be 0 in or more, got {margin_in!r}")
    if not (math.isfinite(overlap_in) and overlap_in >= 0):
        raise ValueError(f"overlap must be 0 in or more, got {overlap_in!r}")
    w_mm, h_mm = PAPER_MM[paper]
    portrait = (w_mm / MM_PER_IN, h_mm / MM_PER_IN)
    candidates = []
    for landscape in (False, True):
        if orientation != "auto" and landscape != (orientation == "landscape"):
            continue
        page_w, page_h = (portrait[1], portrait[0]) if landscape else portrait
        pw, ph = page_w - 2 * margin_in, page_h - 2 * margin_in
        if min(pw, ph) - overlap_in <= 0.5:
            raise ValueError(f"a {margin_in} in margin and {overlap_in} in overlap leave no room "
                             f"on {paper} paper")
        cols = tiles_along(table_width_in, pw, overlap_in)
        rows = tiles_along(table_depth_in, ph, overlap_in)
        candidates.append((cols * rows, landscape, page_w, page_h, pw, ph, cols, rows))
    _, landscape, page_w, page_h, pw, ph, cols, rows = min(candidates, key=lambda c: (c[0], c[1]))
    step_x, step_y = pw - overlap_in, ph - overlap_in
    tiles = tuple(
        Tile(r, c, c * step_x, r * step_y, pw, ph) for r in range(rows) for c in range(cols)
    )
    return TilePlan(paper, landscape, page_w, page_h, margin_in, overlap_in,
                    table_width_in, table_depth_in, cols, rows, tiles)


# -- where the guide text goes --------------------------------------------------------------
Box = tuple[float, float, float, float]
"""A rectangle on the table or the page: left, top, right, bottom (inches)."""


def boxes_meet(a: Box, b: Box) -> bool:
    """True if the two boxes share area (touching edges do not)."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _positions(lo: float, hi: float, size: float, step: float, start: str) -> list[float]:
    """Where a ``size`` long box can start between ``lo`` and ``hi``, every ``step``, from
    the ``"low"`` end, the ``"high"`` end or the ``"centre"`` outwards."""
    room = hi - lo - size
    if room < -1e-9:
        return []
    count = int(math.floor(max(room, 0.0) / step + 1e-9))
    if start == "high":
        return [hi - size - i * step for i in range(count + 1)]
    if start == "centre":
        middle = lo + room / 2
        out = [middle]
        for i in range(1, count // 2 + 2):
            out += [p for p in (middle - i * step, middle + i * step)
                    if lo - 1e-9 <= p <= hi - size + 1e-9]
        return out
    return [lo + i * step for i in range(count + 1)]


def free_box(width: float, height: float, region: Box, obstacles: list[Box], *,
             x_from: str = "low", y_from: str = "high", gap: float = 0.05,
             step: float = 0.1) -> Box | None:
    """A place for a ``width`` x ``height`` box (a page's guide text) inside ``region``,
    at least ``gap`` clear of every box in ``obstacles`` (the bases and labels on the page),
    or None if there is none. The search starts at the corner given by ``y_from`` (``"high"``:
    the bottom, y grows downwards) and ``x_from``, goes along that edge first and then row by
    row inwards, so a guide keeps its usual corner whenever that corner is free."""
    left, top, right, bottom = region
    near = [o for o in obstacles
            if boxes_meet((o[0] - gap, o[1] - gap, o[2] + gap, o[3] + gap), region)]
    xs = _positions(left, right, width, step, x_from)
    for y in _positions(top, bottom, height, step, y_from):
        # the box grown by ``gap`` meets an obstacle (boxes_meet) where both spans overlap:
        # first the obstacles across this row, then along it
        low, high = y - gap, y + height + gap
        row = [(o[0], o[2]) for o in near if low < o[3] and o[1] < high]
        for x in xs:
            start, end = x - gap, x + width + gap
            if not any(start < o_right and o_left < end for o_left, o_right in row):
                return (x, y, x + width, y + height)
    return None
