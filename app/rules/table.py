"""The table and its edges: rules G1, G2, M1, M4.

Coordinates are inches with the origin at the table's top-left corner as drawn, x along the
long (width) edge and y downwards (G2). Base sizes are millimetres, converted exactly (G1).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Shapely loads on first use: the rules measure analytically
    from shapely.geometry import LineString, Polygon

MM_PER_INCH = 25.4


def mm_to_in(mm: float) -> float:
    """Millimetres to inches, exactly (G1): ``mm / 25.4``."""
    return mm / MM_PER_INCH


SEGMENT_LETTERS = ("A", "B", "C", "D", "E", "F")
"""The six edge segments, lettered clockwise from the top-left (M4)."""

EDGES = ("top", "right", "bottom", "left")


@dataclass(frozen=True)
class Segment:
    """One table-edge segment (M4): a straight piece of the table's edge.

    ``letter`` A-F; ``edge`` top/right/bottom/left; ``start`` and ``end`` are (x_in, y_in).
    """

    letter: str
    edge: str
    start: tuple[float, float]
    end: tuple[float, float]

    @property
    def line(self) -> LineString:
        """The segment as a Shapely line, inches."""
        from shapely.geometry import LineString

        return LineString([self.start, self.end])

    @property
    def length_in(self) -> float:
        return math.dist(self.start, self.end)


@dataclass(frozen=True)
class Table:
    """A rectangular table ``width_in`` x ``depth_in`` (G2); 72 x 48 by default (M1)."""

    width_in: float = 72.0
    depth_in: float = 48.0

    def __post_init__(self) -> None:
        if not (self.width_in > 0 and self.depth_in > 0):
            raise ValueError(
                f"table size must be positive, got {self.width_in} x {self.depth_in} in"
            )

    @property
    def polygon(self) -> Polygon:
        """The playing surface as a Shapely box, in inches."""
        from shapely.geometry import box

        return box(0.0, 0.0, self.width_in, self.depth_in)

    @property
    def centre(self) -> tuple[float, float]:
        return (self.width_in / 2.0, self.depth_in / 2.0)

    def segments(self) -> dict[str, Segment]:
        """The six edge segments A-F (M4): A/B the top edge's left/right halves, C the whole
        right edge, D/E the bottom edge's right/left halves, F the whole left edge."""
        w, d = self.width_in, self.depth_in
        half = w / 2.0
        return {
            "A": Segment("A", "top", (0.0, 0.0), (half, 0.0)),
            "B": Segment("B", "top", (half, 0.0), (w, 0.0)),
            "C": Segment("C", "right", (w, 0.0), (w, d)),
            "D": Segment("D", "bottom", (w, d), (half, d)),
            "E": Segment("E", "bottom", (half, d), (0.0, d)),
            "F": Segment("F", "left", (0.0, d), (0.0, 0.0)),
        }

    def edge_line(self, edge: str) -> LineString:
        """A whole table edge (``top``, ``right``, ``bottom`` or ``left``) as a line."""
        w, d = self.width_in, self.depth_in
        ends = {
            "top": ((0.0, 0.0), (w, 0.0)),
            "right": ((w, 0.0), (w, d)),
            "bottom": ((w, d), (0.0, d)),
            "left": ((0.0, d), (0.0, 0.0)),
        }
        if edge not in ends:
            raise ValueError(f"unknown table edge {edge!r}; expected one of {', '.join(EDGES)}")
        from shapely.geometry import LineString

        return LineString(ends[edge])

    def edge_frame(self, edge: str) -> tuple[float, float, float]:
        """A table edge as ``(nx, ny, k)``: its outward unit normal and offset, so that a point
        ``p`` is on the table side of the edge when ``n . p <= k`` and lies ``k - n . p`` inches
        from the edge's line. ``ValueError`` for an unknown edge name."""
        frames = {
            "top": (0.0, -1.0, 0.0),
            "right": (1.0, 0.0, self.width_in),
            "bottom": (0.0, 1.0, self.depth_in),
            "left": (-1.0, 0.0, 0.0),
        }
        if edge not in frames:
            raise ValueError(f"unknown table edge {edge!r}; expected one of {', '.join(EDGES)}")
        return frames[edge]

    def edge_zone(self, edge: str, depth_in: float) -> Polygon:
        """The strip of the table within ``depth_in`` of a whole edge (S2), for drawing."""
        from shapely.geometry import box

        return box(*self.edge_zone_bounds(edge, depth_in))

    def edge_zone_bounds(self, edge: str, depth_in: float) -> tuple[float, float, float, float]:
        """:meth:`edge_zone` as ``(min_x, min_y, max_x, max_y)`` inches (S2); ``ValueError``
        for an unknown edge name."""
        w, d = self.width_in, self.depth_in
        t = min(depth_in, w if edge in ("left", "right") else d)
        boxes = {
            "top": (0.0, 0.0, w, t),
            "bottom": (0.0, d - t, w, d),
            "left": (0.0, 0.0, t, d),
            "right": (w - t, 0.0, w, d),
        }
        if edge not in boxes:
            raise ValueError(f"unknown table edge {edge!r}; expected one of {', '.join(EDGES)}")
        return boxes[edge]

    def segment_zone(self, letter: str, depth_in: float = 6.0) -> Polygon:
        """The area of the table within ``depth_in`` of segment ``letter`` (M4), for drawing.

        Rules measure analytically; this polygon (a buffer, slightly inside the true curve at
        the segment's ends) is for display only.
        """
        seg = self.segments()[letter]
        return seg.line.buffer(depth_in, quad_segs=32).intersection(self.polygon)
