"""The board's sight layer (T4): with Sight on and one model selected, the part of the table
it does not see shaded, rings round the models it sees, and the status bar's sentence; while
the model is carried, a quick shading from its base's centre that follows it.

:class:`~app.ui.board.scene.BoardScene` holds one (``scene.sight``) and tells it when the
selection, the models or the terrain changed; what the model sees comes from
:mod:`app.ui.board.sight` (the rules' line of sight), drawn by
:class:`~app.ui.board.terrain_items.SightItem`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QPainterPath, QPolygonF
from PySide6.QtWidgets import QGraphicsItem

from app.i18n import translate

from .items import ModelItem
from .sight import SightCache, SightReport, report as sight_report, sentence as sight_sentence
from .terrain_items import SightItem, shapely_path

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from app.ui.controller import GameController

SIGHT_PAUSE_MS = 150
"""A drag of the model whose sight is shown: how long the cursor rests before the shading
follows it (the rules' sight takes longer than a frame with a full table)."""


class SeeingBoard(Protocol):
    """What the sight layer uses of the board (:class:`~app.ui.board.scene.BoardScene`, a
    ``QObject`` that parents the layer's timer): its game, its models' items, its selection,
    room for the shading, and the signal that Sight went off by itself."""

    controller: GameController
    model_items: dict[str, ModelItem]
    sightDropped: SignalInstance

    def selectedItems(self) -> list[QGraphicsItem]: ...

    def addItem(self, item: QGraphicsItem) -> None: ...


class SightLayer:
    """What the selected model of ``scene`` sees, shown while Sight is on (:attr:`shown`);
    :attr:`text` is the status bar's sentence for it. With no model selected any more Sight
    goes off by itself (``scene.sightDropped``)."""

    def __init__(self, scene: SeeingBoard) -> None:
        self.scene = scene
        self.shown = False
        """Sight (T4) is on: the selected model's view is shaded (:meth:`set_shown`)."""
        self.item: SightItem | None = None
        """The shading and rings, once drawn (in the scene)."""
        self.text = ""
        """The status bar's sentence for the sight shown (``""``: none shown)."""
        self.cache = SightCache()
        self.report: SightReport | None = None
        """The :class:`~app.ui.board.sight.SightReport` shown, if any."""
        self._quick_at: tuple[float, float] | None = None
        """Where the quick shading of a carried model was last drawn from (its centre)."""
        self._hidden_for: tuple[object, QPainterPath | None] = (None, None)
        self._timer: QTimer | None = None

    def forget_item(self) -> None:
        """The scene dropped every item (a new game is drawn): the shading is drawn anew."""
        self.item = None

    def hide(self) -> None:
        """Hide the shading (it follows the selection: hidden with it for paper)."""
        if self.item is not None:
            self.item.setVisible(False)

    def _selected_models(self) -> list[ModelItem] | None:
        """The selected models' items; ``None`` while the scene is being deleted."""
        try:
            return [i for i in self.scene.selectedItems() if isinstance(i, ModelItem)]
        except RuntimeError:  # the scene is being deleted
            return None

    def set_shown(self, shown: bool) -> None:
        """Sight on or off (T4): with one model selected, what it sees is shown."""
        self.shown = bool(shown)
        self.refresh()

    def _drop_if_unselected(self) -> None:
        selected = self._selected_models()
        if selected is None:
            return
        if self.shown and not any(i.isVisible() for i in selected):
            self.shown = False
            self.scene.sightDropped.emit()

    def model_selected(self) -> bool:
        """Exactly one model is selected and on the table: Sight has a model to see from."""
        selected = self._selected_models()
        if selected is None:
            return False
        return len(selected) == 1 and selected[0].isVisible()

    def refresh(self) -> None:
        """Show (or hide) what the selected model sees, where the judge has it now (a model
        being dragged: where it is shown), and set :attr:`text`. With no model selected any
        more Sight goes off (``scene.sightDropped``), so it is never left on with nothing
        to show."""
        selected = self._selected_models()
        if selected is None:
            return
        if self.shown and not any(i.isVisible() for i in selected):
            self.hide()
            self.text = ""
            # a click on another model clears the selection before it selects that one:
            # Sight goes off only if no model is selected once the click is done
            QTimer.singleShot(0, self._drop_if_unselected)
            return
        rep = None
        if self.shown and len(selected) == 1 and selected[0].isVisible():
            rep = sight_report(self.scene.controller, selected[0].model_id, self.cache)
        if rep is None:
            self.hide()
            self.text = (translate("BoardSight", "Sight: select one model on the table to see "
                                   "what it sees") if self.shown else "")
            return
        self._timer_stop()
        self._quick_at = None
        self._show(rep, self._hidden_path(rep.region))

    def _hidden_path(self, region):  # noqa: ANN001, ANN202 - Shapely polygon -> QPainterPath
        """What the model does not see, as a path (kept for the last region drawn)."""
        if self._hidden_for[0] is region:
            return self._hidden_for[1]
        from shapely.geometry import box

        table = self.scene.controller.state.table
        path = shapely_path(box(0.0, 0.0, table.width_in, table.depth_in).difference(region))
        self._hidden_for = (region, path)
        return path

    def during_drag(self, ids) -> None:  # noqa: ANN001 - iterable of model ids
        """A drag step with Sight shown (the models ``ids`` carried). A drag selects the model
        it carries, so it is the one whose sight is shown: the shading follows it live, as
        seen from the base's centre (:func:`app.rules.sight.shadow_parts`, a few ms), and
        once the cursor rests (:data:`SIGHT_PAUSE_MS`) the whole of it is shown from there:
        the shading from the base's rim, the rings round the models it sees and the status
        sentence (the rules' sight against every model takes longer than a frame)."""
        rep = self.report
        if not self.shown or rep is None or self.item is None:
            return
        if rep.model not in set(ids):
            return  # the drag carries other models: what they would see is asked at the drop
        controller = self.scene.controller
        fp = controller.footprint(rep.model)
        if fp is not None and self._quick_at != (round(fp.x, 2), round(fp.y, 2)):
            self._quick_at = (round(fp.x, 2), round(fp.y, 2))
            table = controller.state.table
            self.item.set_sight(self._quick_hidden(fp), [], quick=True,
                                clip=QRectF(0.0, 0.0, table.width_in, table.depth_in))
            self.item.setVisible(True)
        self.text = translate("BoardSight", "Sight: shading from the model's centre while it "
                              "moves; whom it sees is shown when it stops (T4)")
        self._timer_start()

    def _quick_hidden(self, fp):  # noqa: ANN001, ANN202 - Footprint -> QPainterPath
        """What a point at the base's centre does not see, as a path: each piece's shadow
        as it is, filled by the non-zero rule (their union, without working it out), and
        clipped to the table as it is drawn (:class:`SightItem`'s quick mode)."""
        from app.rules.sight import shadow_parts

        state = self.scene.controller.state
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.WindingFill)
        for part in shadow_parts((fp.x, fp.y), self.cache.sight(state.terrain),
                                 state.table, fp):  # what its base stands in hides nothing
            ring = list(part.exterior.coords)
            if len(ring) < 4:
                continue
            area2 = sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(ring, ring[1:]))
            if area2 < 0:  # every ring the same way round, so overlaps never cancel
                ring.reverse()
            path.addPolygon(QPolygonF([QPointF(x, y) for x, y in ring]))
            path.closeSubpath()
        return path

    def _timer_start(self) -> None:
        timer = self._timer
        if timer is None:
            timer = self._timer = QTimer(self.scene)
            timer.setSingleShot(True)
            timer.timeout.connect(self.refresh)
        timer.start(SIGHT_PAUSE_MS)

    def _timer_stop(self) -> None:
        if self._timer is not None:
            self._timer.stop()

    def _show(self, rep: SightReport, hidden: QPainterPath) -> None:
        rings = []
        model_items = self.scene.model_items
        for mid in rep.sees:
            item = model_items.get(mid)
            if item is not None and item.isVisible():
                r = item.base_shape().boundingRect()
                rings.append((item.pos(), max(r.width(), r.height()) / 2, mid == rep.closest))
        if self.item is None:
            self.item = SightItem()
            self.scene.addItem(self.item)
        self.item.set_sight(hidden, rings)
        self.item.setVisible(True)
        self.report = rep
        self.text = sight_sentence(self.scene.controller, rep)
