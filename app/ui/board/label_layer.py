"""The board's labels layer: where the models' and objectives' labels go, clear of the
bases, marks and badges and of each other, at the view's zoom or for a rendering on paper;
and, while a model is carried, which labels wait for the drag to pause.

:class:`~app.ui.board.scene.BoardScene` holds one (``scene.labels``) and tells it what
changed; the layer reads the scene's items by id and its scale (``scene.px_per_in``) and
moves only labels. How a model's label is placed is :func:`app.ui.board.labels.place_model_labels`.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPointF, QRectF, QTimer

from .items import ObjectiveItem
from .label_item import SIDES
from .labels import Box, badges, overlap, place_model_labels

if TYPE_CHECKING:
    from app.ui.controller import GameController

    from .items import ModelItem
    from .terrain_items import TerrainItem

LABEL_PAUSE_MS = 120
"""A carried model's tick or cross that came or went moves the labels around it out of its
way once the drag pauses this long (milliseconds), or at the drop."""


def _meets_circle(box: Box, x: float, y: float, radius: float) -> bool:
    """True if ``box`` reaches inside the circle of ``radius`` around ``(x, y)``."""
    dx = max(box[0] - x, 0.0, x - box[2])
    dy = max(box[1] - y, 0.0, y - box[3])
    return dx * dx + dy * dy < radius * radius


def _on_table(box: Box, width_in: float, depth_in: float) -> bool:
    """True if ``box`` lies on the table (a hundredth of an inch over an edge allowed)."""
    slack = 0.01
    return (box[0] >= -slack and box[1] >= -slack and box[2] <= width_in + slack
            and box[3] <= depth_in + slack)


def badges_shown(item: ModelItem) -> tuple[bool, ...]:
    """Which of a model's marks and badges are shown (labels keep clear of them)."""
    return tuple(m.isVisible() for m in badges(item))


class LabelledBoard(Protocol):
    """What the labels layer reads of the board (:class:`~app.ui.board.scene.BoardScene`,
    a ``QObject`` that parents the layer's timer): its game, its items by id, the models
    being dragged and its scale."""

    controller: GameController
    model_items: dict[str, ModelItem]
    objective_items: dict[str, ObjectiveItem]
    terrain_items: dict[str, TerrainItem]
    dragging: set[str]
    px_per_in: float

    def set_px_per_in(self, px_per_in: float) -> None: ...


class LabelLayer:
    """The labels of ``scene``'s models and objectives: placed again when models move, the
    zoom changes, a mark or badge comes or goes beside a base, or a label's text changes;
    put off while a model is carried until the drag pauses (:data:`LABEL_PAUSE_MS`)."""

    def __init__(self, scene: LabelledBoard) -> None:
        self.scene = scene
        self.due: list[tuple[float, float]] = []
        """Where a drag's badges came or went, whose labels wait for the drag to pause."""
        self.objectives_due = False
        """A drag went past objectives: their labels wait for it to pause, to move clear."""
        self._labelled_at: dict[str, tuple[float, float]] = {}
        """Where each model stood when the labels were last placed (inches)."""
        self._timer: QTimer | None = None

    def reset(self) -> None:
        """A new game is drawn: nothing waits for a drag to pause (it places all labels)."""
        self.due = []
        self.objectives_due = False

    # -- placing ------------------------------------------------------------------------------
    def place_model_labels(self, near: list[tuple[float, float]] | None = None) -> None:
        """Put each model's short label beside its base where it covers no other label:
        under the base, else over it, to its right or its left, clear of the other bases
        (and status marks) where it can be; a label with no place clear of the others is
        hidden (the model's tooltip names it). Zoomed in far enough, a label gives the
        model's full name too ("Cl1 · Clanrat 1") where that fits. Labels keep their size on
        screen, so this runs again when the zoom changes, as when models move (``near``:
        where they moved from and to; only the labels near there are placed again)."""
        model_items = self.scene.model_items
        place_model_labels(model_items.values(), self.scene.px_per_in, near)
        self._labelled_at = {mid: (m.x_in, m.y_in) for mid, m in
                             ((i.model_id, i.model) for i in model_items.values())}

    def models_moved(self, ids: frozenset[str]) -> None:
        """Models ``ids`` moved (or changed): their labels and those near where they stood
        and stand now are placed again (every label, for more than 20), then the
        objectives' labels."""
        state = self.scene.controller.state
        near = [self._labelled_at.get(mid) for mid in ids]
        if len(ids) <= 20 and None not in near:
            near += [(state.model(mid).x_in, state.model(mid).y_in) for mid in ids]
            self.place_model_labels(near)  # only the labels near where models moved
        else:
            self.place_model_labels()
        self.place_objective_labels()

    def place_labels(self) -> None:
        """Place every label again (the models', then the objectives'): their size changed
        (status marks grow or shrink with them)."""
        px_per_in = self.scene.px_per_in
        for item in self.scene.model_items.values():
            if item.name_label is not None:
                if item.mark.isVisible():
                    item.mark.fit_to_zoom(px_per_in, item.name_label.font_px)
                if item.engaged_mark.isVisible():
                    item.engaged_mark.fit_to_zoom(px_per_in, item.name_label.font_px)
        self.place_model_labels()
        self.place_objective_labels()

    def place_objective_labels(self) -> None:
        """Put each objective's label over its control ring (S4), clear of the models holding
        it inside the ring, whose labels hang down; or under the ring, when that keeps it on
        the table and clear of more of what is in the way over it: the bases of models outside
        the ring, their name labels, and the labels of the objectives placed before it. Labels
        keep their size on screen, so this depends on the view's scale
        (:meth:`BoardScene.set_px_per_in`); it runs again whenever models move, the zoom
        changes or a label's text does."""
        scene = self.scene
        scale = scene.px_per_in
        state = scene.controller.state
        model_items = scene.model_items
        width_in, depth_in = state.table.width_in, state.table.depth_in
        models = [(m.x_in, m.y_in, m.base.radius_in, m.base.shape == "round", m.id)
                  for m in state.models]
        dragging = scene.dragging
        if dragging:  # a carried model is where the cursor holds it, not where it stood
            models = [self._carried(m) if m[4] in dragging else m for m in models]
        widest = max((item.name_label.size_px()[0] for item in model_items.values()
                      if item.name_label is not None), default=0.0)
        largest = max((radius for _, _, radius, _, _ in models), default=0.0)
        placed: list[Box] = []
        # the terrain pieces' names, drawn at this scale: no label goes over one (a piece's
        # name under a counter's label reads as neither)
        names = [box for box in (t.name_box_in(scale) for t in scene.terrain_items.values())
                 if box is not None]
        for item in scene.objective_items.values():
            if item.counter and item.label is not None:
                self._place_counter_label(item, names, placed, scale, width_in, depth_in)
        for item in scene.objective_items.values():
            label = item.label
            if item.counter or label is None:
                continue
            ring = max(item.control_in, item.contest_in)
            centre = item.pos()
            x, y = centre.x(), centre.y()
            boxes = {above: label.box_in(x, y - ring if above else y + ring, above, scale)
                     for above in (True, False)}
            # only models whose base or label (on any side of the base) can reach one of
            # the two places count
            label_h = label.size_px()[1] / scale
            left = min(b[0] for b in boxes.values()) - widest / scale - largest
            right = max(b[2] for b in boxes.values()) + widest / scale + largest
            top = min(b[1] for b in boxes.values()) - 2 * label_h - largest
            bottom = max(b[3] for b in boxes.values()) + 2 * label_h + largest
            near = []
            for model_x, model_y, radius, round_base, model_id in models:
                if not (left <= model_x <= right and top <= model_y <= bottom):
                    continue
                model_item = model_items.get(model_id)
                if model_item is not None and model_item.isVisible():
                    near.append((model_x, model_y, radius, round_base, model_item))

            def in_the_way(box: Box) -> int:
                count = sum(overlap(box, other) for other in placed)
                count += 2 * sum(overlap(box, name) for name in names)
                for model_x, model_y, radius, round_base, model_item in near:
                    if round_base:
                        count += _meets_circle(box, model_x, model_y, radius)
                    elif _meets_circle(box, model_x, model_y, radius):  # then its true shape
                        count += model_item.base_shape().intersects(QRectF(
                            box[0] - model_x, box[1] - model_y, box[2] - box[0], box[3] - box[1]))
                    name = model_item.name_label
                    if name is not None and name.isVisible():
                        count += overlap(box, name.box_in(
                            model_x + name.pos().x(), model_y + name.pos().y(), name.side,
                            scale))
                return count

            above = min((True, False), key=lambda side: (
                not _on_table(boxes[side], width_in, depth_in), in_the_way(boxes[side]), not side))
            placed.append(boxes[above])
            label.place(-ring if above else ring, above)

    def _carried(self, model: tuple) -> tuple:
        item = self.scene.model_items.get(model[4])
        if item is None:
            return model
        return (item.pos().x(), item.pos().y()) + tuple(model[2:])

    @staticmethod
    def _place_counter_label(item: ObjectiveItem, names: list[Box], placed: list[Box],
                             scale: float, width_in: float, depth_in: float) -> None:
        """Hang a counter's short label (A1, B3) under its marker, or over it, right or left
        of it, whichever side first keeps it on the table and clear of the terrain pieces'
        ``names`` and of the labels ``placed`` before it (under it when none is clear);
        the box it takes is added to ``placed``."""
        label = item.label
        assert label is not None
        r = item.radius_in
        x, y = item.pos().x(), item.pos().y()
        anchors = {"below": (0.0, r), "above": (0.0, -r), "right": (r, 0.0), "left": (-r, 0.0)}
        boxes = {side: label.box_in(x + ax, y + ay, side, scale)
                 for side, (ax, ay) in anchors.items()}

        def cost(side: str) -> tuple[bool, int]:
            box = boxes[side]
            return (not _on_table(box, width_in, depth_in),
                    sum(overlap(box, other) for other in (*names, *placed)))

        side = min(SIDES, key=cost)  # SIDES in order of preference: below first
        placed.append(boxes[side])
        label.set_side(side, QPointF(*anchors[side]))

    # -- for paper ----------------------------------------------------------------------------
    @contextmanager
    def labels_placed_at(self, px_per_in: float) -> Iterator[None]:
        """Place the objectives' labels for a rendering at ``px_per_in`` device pixels per
        inch (an export, the 1:1 plan), then back for the view."""
        scene = self.scene
        before = scene.px_per_in
        scene.set_px_per_in(px_per_in)
        try:
            yield
        finally:
            scene.set_px_per_in(before)

    @contextmanager
    def labels_for_paper(self, px_per_in: float, font_px: int) -> Iterator[None]:
        """Every label set in ``font_px`` device pixels and placed once for a rendering at
        ``px_per_in`` device pixels per inch (an export sheet, the 1:1 plan); after, the
        labels, marks and badges exactly as the board showed them, without placing them
        again (among 1000 models each placement takes a tenth of a second or more)."""
        scene = self.scene
        labels = [i.name_label for i in scene.model_items.values() if i.name_label is not None]
        labels += [i.label for i in scene.objective_items.values() if i.label is not None]
        saved = [(label, label.font_px, label.text, label.side, QPointF(label.pos()),
                  label.isVisible()) for label in labels]
        before = scene.px_per_in
        for label in labels:
            label.set_font_px(font_px)
        scene.px_per_in = px_per_in
        self.place_labels()  # the marks fitted to the paper's scale, then the labels placed
        try:
            yield
        finally:
            scene.px_per_in = before
            for label, px, text, side, pos, shown in saved:
                label.set_font_px(px, text)
                label.set_side(side, pos)
                label.setVisible(shown)
            for item in scene.model_items.values():
                if item.name_label is not None:
                    for mark in (item.mark, item.engaged_mark):
                        if mark.isVisible():
                            mark.fit_to_zoom(before, item.name_label.font_px)

    # -- while a model is carried -------------------------------------------------------------
    def clear_of(self, items: list) -> None:  # noqa: ANN001 - ModelItems
        """A mark or badge appeared or went beside these models' bases: the labels near them
        are placed again, clear of it (the labels stay put otherwise)."""
        if not items or not self._labelled_at:
            return
        if self.scene.dragging and len(items) <= 20:
            # while a model is carried its tick or cross comes and goes with the rules'
            # verdict: the labels around it are placed again when the drag pauses (or ends),
            # not on every move that flips it (40-80 ms a time among 1000 models, issue 21)
            self.due += [(i.pos().x(), i.pos().y()) for i in items]
            self._pause_timer().start(LABEL_PAUSE_MS)
            return
        if len(items) > 20:
            self.place_model_labels()
            return
        self.place_model_labels([(i.pos().x(), i.pos().y()) for i in items])

    def keep_waiting(self) -> None:
        """The carried model moved on: labels waiting for the drag to pause wait on."""
        if self.due and self.scene.dragging:  # still moving: no pause yet
            self._pause_timer().start(LABEL_PAUSE_MS)

    def objectives_wait(self) -> None:
        """A model carried past objectives changes nothing they show: their labels move
        clear of it when the drag pauses, or at the drop (2 ms a move, issue 21)."""
        self.objectives_due = True
        self._pause_timer().start(LABEL_PAUSE_MS)

    def _pause_timer(self) -> QTimer:
        timer = self._timer
        if timer is None:
            timer = self._timer = QTimer(self.scene)
            timer.setSingleShot(True)
            timer.timeout.connect(self.place_due)
        return timer

    def place_due(self) -> None:
        """Place the labels a drag's marks and badges put off (:meth:`clear_of`), around
        where those models stood and stand now (the drag paused, or the drop)."""
        due, self.due = self.due, []
        objectives, self.objectives_due = self.objectives_due, False
        if self._timer is not None:
            self._timer.stop()
        if objectives:
            self.place_objective_labels()
        if not due or not self._labelled_at:
            return
        scene = self.scene
        due += [(i.pos().x(), i.pos().y()) for i in
                (scene.model_items.get(mid) for mid in scene.dragging) if i is not None]
        self.place_model_labels(due)
