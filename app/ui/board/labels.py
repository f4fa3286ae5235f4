"""Where the models' short labels go, so that no two labels ever cover each other.

Labels keep their size on screen while bases shrink with the zoom: at a club table's
usual spacing of 2 in, fitted to a laptop screen, a label is wider than the gap between two
bases. Each label is put beside its base on the first side (under, over, right, left) that
covers no label placed before it, no status mark and no other base (a base drawn over a
label would cut its text), and no mark or badge beside a base (status, engaged, cannot be
targeted, the halo's tick or cross); with no such side it is hidden (the model's tooltip names it,
and zooming in brings it back). Zoomed in far enough, a label names the model in full
("Cl1 · Clanrat 1") where that fits under or over the base.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF

from .label_item import SIDES, side_rect_px

if TYPE_CHECKING:
    from .items import ModelItem

Box = tuple[float, float, float, float]
"""A rectangle on the table: left, top, right, bottom in inches."""

FULL_NAME_FONTS_PER_IN = 2.5
"""From this zoom, in label font heights per inch (30 screen pixels per inch for the board's
12 px labels), a label also gives the model's full name."""


def overlap(a: Box, b: Box) -> bool:
    """True if boxes ``a`` and ``b`` overlap (touching edges do not)."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


class _Grid:
    """Boxes in a uniform grid of ``cell`` inches, for finding what a box meets."""

    def __init__(self, cell: float) -> None:
        self.cell = cell
        self.cells: dict[tuple[int, int], list[tuple[Box, object]]] = {}

    def add(self, box: Box, owner: object) -> None:
        c = self.cell
        for i in range(math.floor(box[0] / c), math.floor(box[2] / c) + 1):
            for j in range(math.floor(box[1] / c), math.floor(box[3] / c) + 1):
                self.cells.setdefault((i, j), []).append((box, owner))

    def meets(self, box: Box, exclude: object = None) -> bool:
        """True if ``box`` overlaps a box in the grid (those of ``exclude`` left out)."""
        c, cells = self.cell, self.cells
        left, top, right, bottom = box
        for i in range(math.floor(left / c), math.floor(right / c) + 1):
            for j in range(math.floor(top / c), math.floor(bottom / c) + 1):
                for other, owner in cells.get((i, j), ()):
                    if (owner is not exclude and left < other[2] and other[0] < right
                            and top < other[3] and other[1] < bottom):
                        return True
        return False


def badges(item: ModelItem) -> tuple:
    """The marks and badges drawn beside a model's base: its status mark, M8's engaged mark,
    S3's "cannot be targeted" mark and the tick/cross badge of its halo."""
    return (item.mark, item.engaged_mark, item.scout_mark, item.badge)


def badge_boxes(item: ModelItem, scale: float) -> list[Box]:
    """The part of the table (inches) each visible mark or badge of ``item`` covers at
    ``scale`` screen pixels per inch (they keep their size on screen)."""
    p = item.pos()
    out = []
    for mark in badges(item):
        if mark.isVisible():
            r = mark.boundingRect()  # screen pixels about the mark's anchor
            a = p + mark.pos()
            out.append((a.x() + r.left() / scale, a.y() + r.top() / scale,
                        a.x() + r.right() / scale, a.y() + r.bottom() / scale))
    return out


def _obstacles(items: list[ModelItem], scale: float, cell: float) -> tuple[_Grid, _Grid]:
    """The bases of ``items`` (their bounding boxes) and their marks and badges (status,
    engaged, cannot be targeted, tick/cross), which no label may cover (a label may cover
    its own base's box, not its own marks), in inches."""
    bases, marks = _Grid(cell), _Grid(cell)
    for item in items:
        p = item.pos()
        r = item.base_shape().boundingRect()
        bases.add((p.x() + r.left(), p.y() + r.top(), p.x() + r.right(), p.y() + r.bottom()),
                  item)
        for box in badge_boxes(item, scale):
            marks.add(box, item)
    return bases, marks


def place_model_labels(model_items: Iterable[ModelItem], px_per_in: float,
                       near: list[tuple[float, float]] | None = None) -> None:
    """Place (or hide) the label of every visible model item for a view of ``px_per_in``
    screen pixels per inch; see the module docstring. Models are taken top to bottom, left
    to right, so the result does not depend on the order of the game's models.

    ``near``: table points (inches) where models moved from and to: only the labels that
    can reach them are placed again, the others stay where they are (a drop re-places a
    few labels, not a thousand)."""
    scale = max(px_per_in, 1e-6)
    items = [i for i in model_items if i.isVisible() and i.name_label is not None]
    if not items:
        return
    # about a label's height or a base's size, whichever is larger: each box falls in a few
    # cells (a 0.25 in cell under a 1 in base on a 1200 dpi plan page made 25 of them)
    cell = max(0.25, 24.0 / scale, 2.0 * items[0].name_label.size_px("Ag")[1] / scale,
               2 * max(i.model.base.radius_in for i in items))
    if near is None:
        bases, labels = _obstacles(items, scale, cell)  # a label may not cover a mark either
    else:
        reach = (max(i.name_label.size_px()[0] for i in items) + 40) / scale + \
            2 * max(i.model.base.radius_in for i in items)
        # a label placed again lies within ``reach`` of a moved point (its base's centre)
        # plus its own width and base; whatever it may meet (a base, a mark, a label that
        # stays) lies as far again from it: nothing further away can change where it goes,
        # so a drop or a drag's tick among 1000 models looks at its neighbours, not at all
        far = 3 * reach + 40 / scale
        moved, around = [], []
        for item in items:
            p = item.pos()
            px, py = p.x(), p.y()
            if any(abs(px - x) <= reach and abs(py - y) <= reach for x, y in near):
                moved.append(item)
                around.append(item)
            elif any(abs(px - x) <= far and abs(py - y) <= far for x, y in near):
                around.append(item)
        bases, labels = _obstacles(around, scale, cell)
        placed = set(map(id, moved))
        for item in around:
            if id(item) not in placed and item.name_label.isVisible():
                labels.add(item.name_label.current_box_in(scale), item)
        items = moved
    for item in sorted(items, key=lambda i: (round(i.pos().y(), 3), round(i.pos().x(), 3))):
        label = item.name_label
        assert label is not None
        p = item.pos()
        px, py = p.x(), p.y()
        r = item.base_shape().boundingRect()
        anchors = {"below": (0.0, r.bottom()), "above": (0.0, r.top()),
                   "right": (r.right(), 0.0), "left": (r.left(), 0.0)}
        short, name = item.short_label, item.model.name
        tries = [(short, side) for side in SIDES]
        if scale >= FULL_NAME_FONTS_PER_IN * label.font_px and name != short:
            tries[:0] = [(f"{short} \u00b7 {name}", "below"), (f"{short} \u00b7 {name}", "above")]
        choice: tuple[str, str, Box] | None = None
        sizes: dict[str, tuple[float, float]] = {}  # each text measured once (LabelItem.box_in)
        for text, side in tries:
            size = sizes.get(text)
            if size is None:
                size = sizes[text] = label.size_px(text)
            x, y, w, h = side_rect_px(side, *size)
            ax, ay = anchors[side]
            ax, ay = px + ax, py + ay
            box = (ax + x / scale, ay + y / scale, ax + (x + w) / scale, ay + (y + h) / scale)
            if not labels.meets(box) and not bases.meets(box, exclude=item):
                choice = (text, side, box)
                break
        if choice is None:
            label.setVisible(False)
            continue
        text, side, box = choice
        if text != label.text:
            label.set_text(text)
        label.set_side(side, QPointF(*anchors[side]))
        label.setVisible(True)
        labels.add(box, item)
