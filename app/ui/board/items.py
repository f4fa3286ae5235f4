"""Scene items: dumb painters of the table, its segments, objectives and models.

The scene's unit is the inch (G2): an item at ``(x, y)`` sits ``x`` inches from the table's
left edge and ``y`` inches from its top. Items never change the game state; the scene moves
them when the controller says the state changed.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush, QColor, QCursor, QPainter, QPainterPath, QPen, QTransform,
)
from PySide6.QtWidgets import (QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem,
                               QToolTip, QWidget)

from app.game.commands import profile_lines
from app.game.state import Model, Objective, Player
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.phrases import shown
from app.rules.statuses import status_in_sentence, status_note
from app.rules.table import Table, mm_to_in
from app.rules.verdicts import holder_words

from . import style
from .marks import EngagedMarkItem, ScoutMarkItem, StatusMarkItem
from .overlays import BadgeItem
from .paint import (clipped_away, cosmetic_pen, draw_text_in, edge_tag_path, on_paper,
                    solid_on_paper, stroke_in_clip)
from .label_item import LabelItem
from .picture import paint_parts, parts_bounds
from .shapes import offset_path

UNTARGETABLE_TIP = QT_TRANSLATE_NOOP(
    "BoardItems", "Cannot be targeted: brought in by Scout and Secure, enemies may not choose "
    "it as a direct target until it has moved (templates and area effects still hit it) (S3)")
"""S3's mark and tooltip line (translated where shown)."""



STILL_CACHE_PX = 4096
"""The largest side, device pixels, of the pixmap an unmoving item is kept in; zoomed in
further it is painted directly (a 72 in table at 57 px/in and beyond)."""


def cache_still(item: QGraphicsItem) -> None:
    """Keep an item that does not move (the table, a set-up zone) as a pixmap at the view's
    scale, so that a repaint of the whole board (Sight's shading following a carried model,
    T4) blits it instead of painting its tint and grid again (issue 19's drag step)."""
    from PySide6.QtCore import QSize

    item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache,
                      QSize(STILL_CACHE_PX, STILL_CACHE_PX))


class TableItem(QGraphicsItem):
    """The table's surface with a 1" minor and 6" major grid (G2)."""

    def __init__(self, table: Table) -> None:
        super().__init__()
        self.table = table
        self.fill = style.TABLE_FILL
        self.grid = (style.GRID_MINOR_ON_TABLE, style.GRID_MAJOR_ON_TABLE)
        """The surface and its 1"/6" grid lines; a print on paper uses lighter ones."""
        self.setZValue(-10)
        cache_still(self)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.table.width_in, self.table.depth_in).adjusted(-0.2, -0.2, 0.2, 0.2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        w, d = self.table.width_in, self.table.depth_in
        # a brush set from a QColor: constructing a QBrush (or fillRect's overloads) makes
        # PySide build the QGradient and QImage enums (a few ms) before the first frame
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.fill)
        painter.drawRect(QRectF(0, 0, w, d))
        lod = option.levelOfDetailFromTransform(painter.worldTransform())
        painter.save()
        # opaque axis-aligned hairlines without antialiasing: translucent antialiased ones
        # made the grid the costliest thing on the board to paint (30+ ms a frame)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        for step, color in zip((1, 6), self.grid):
            if step == 1 and lod < 6:
                continue  # 1" lines closer than 6 px would only grey the table
            painter.setPen(cosmetic_pen(color, 0))  # width 0: Qt's fast hairline
            lines = [QLineF(x, 0, x, d) for x in range(step, math.ceil(w), step) if x < w]
            lines += [QLineF(0, y, w, y) for y in range(step, math.ceil(d), step) if y < d]
            painter.drawLines(lines)  # one call: far cheaper than a call per line
        painter.restore()
        painter.setPen(cosmetic_pen(style.TABLE_EDGE, 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRectF(0, 0, w, d))


def live_tooltip(item: QGraphicsItem, text: str) -> None:
    """Set ``item``'s tooltip; when that tooltip is on screen now (the pointer rests on the
    item), show the new text at once: a verdict that changed under a resting pointer (an
    undo, a model of its unit moved across the Reinforced Defenses line, S5) is never left
    standing in an old tooltip."""
    if text == item.toolTip():
        return
    item.setToolTip(text)
    if not QToolTip.isVisible() or not item.isUnderMouse():
        return
    scene = item.scene()
    for view in scene.views() if scene is not None else ():
        if view.viewport().underMouse() or view.viewport().rect().contains(
                view.viewport().mapFromGlobal(QCursor.pos())):
            QToolTip.showText(QCursor.pos(), text, view.viewport())
            return


class SegmentItem(QGraphicsItem):
    """One table-edge segment (M4): its set-up zone tinted, its end marks and its letter
    outside the table. A segment a player has chosen is tinted in that warband's colour."""

    def __init__(self, table: Table, letter: str, zone: QPainterPath,
                 owner: Player | None = None) -> None:
        super().__init__()
        self.table = table
        self.letter = letter
        self.segment = table.segments()[letter]
        self.zone = zone
        self.owner = owner
        self.show_zone = True  # zones stand out while set-up rules apply (M4), faint after
        self.max_alpha = 255  # a print on paper keeps the zone's tint light (saves ink)
        self.setZValue(-5)
        cache_still(self)
        self.setToolTip(self._tooltip())

    def _tooltip(self) -> str:
        if self.owner:
            return translate("BoardItems", "Segment {letter} — {warband} ({name})").format(
                letter=self.letter, warband=self.owner.warband, name=self.owner.name)
        return translate("BoardItems", "Segment {letter} — free").format(letter=self.letter)

    def set_owner(self, owner: Player | None) -> None:
        self.owner = owner
        self.setToolTip(self._tooltip())
        self.update()

    TAG_LONG_IN, TAG_SHORT_IN = 3.2, 2.6
    """The tag's body (inches): along the edge, and out from it."""
    TAG_GAP_IN, TAG_POINTER_IN = 0.5, 0.6
    """The pointer's tip stays this far off the table edge (clear of what the paper sheet
    shows around the table); the pointer is this long."""

    def letter_rect(self) -> QRectF:
        """The tag's body, where the letter is drawn, in the margin just outside the table
        edge at the middle of the segment (inches); clicking it chooses the segment."""
        (x0, y0), (x1, y1) = self.segment.start, self.segment.end
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2
        long_, short = self.TAG_LONG_IN, self.TAG_SHORT_IN
        near = self.TAG_GAP_IN + self.TAG_POINTER_IN
        edge = self.segment.edge
        if edge == "top":
            return QRectF(mx - long_ / 2, my - near - short, long_, short)
        if edge == "bottom":
            return QRectF(mx - long_ / 2, my + near, long_, short)
        if edge == "left":
            return QRectF(mx - near - short, my - long_ / 2, short, long_)
        return QRectF(mx + near, my - long_ / 2, short, long_)

    _tag: QPainterPath | None = None
    _bounds: QRectF | None = None

    def tag_path(self) -> QPainterPath:
        """The outlined tag at the table edge that carries the letter (M4): a rounded box
        pointing at its segment, never a filled disc like a model's lettered token. Made
        once (a path union): Qt asks for the bounds on every frame the segment is painted."""
        if self._tag is None:
            self._tag = edge_tag_path(self.letter_rect(), self.segment.edge, self.TAG_POINTER_IN)
        return QPainterPath(self._tag)

    def boundingRect(self) -> QRectF:
        if self._bounds is None:
            self._bounds = self.zone.boundingRect().united(
                self.tag_path().boundingRect()).adjusted(-0.5, -0.5, 0.5, 0.5)
        return self._bounds

    def shape(self) -> QPainterPath:
        path = QPainterPath(self.zone)
        path.addPath(self.tag_path())
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.owner is not None:
            fill = QColor(self.owner.colour)
            fill.setAlpha(60)
            edge = QColor(self.owner.colour)
        else:
            fill, edge = style.ZONE_FREE, style.ZONE_EDGE
        pen = cosmetic_pen(solid_on_paper(painter, edge), 1)
        pen.setStyle(Qt.PenStyle.DashLine)
        if not self.show_zone:
            # in play the zones no longer bind (M4 is a set-up rule): a faint tint keeps
            # each segment's place readable without competing with the models
            fill = QColor(fill)
            fill.setAlpha(max(22, fill.alpha() * 11 // 20))
            pen = Qt.PenStyle.NoPen
        if fill.alpha() > self.max_alpha:
            fill = QColor(fill)
            fill.setAlpha(self.max_alpha)
        painter.setBrush(fill)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPath(self.zone)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(pen)
        if pen != Qt.PenStyle.NoPen:
            # on paper, not along the table's edge: its line marks the zone's edge there, and
            # the dashes (opaque in a PDF) would only grey it
            inset = 0.01
            stroke_in_clip(painter, self.zone, QRectF(
                inset, inset, self.table.width_in - 2 * inset, self.table.depth_in - 2 * inset)
                if on_paper(painter) else None)
        # the segment itself, along the table edge, with ticks at its ends
        painter.setPen(cosmetic_pen(edge, 4))
        painter.drawLine(QPointF(*self.segment.start), QPointF(*self.segment.end))
        # the letter on an outlined tag pointing at the edge: a model's letter sits on a filled
        # disc, so the two are never confused
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(cosmetic_pen(style.SEGMENT_TAG, 2.5))
        painter.drawPath(self.tag_path())
        draw_text_in(painter, self.letter_rect(), self.letter, 2.0, style.SEGMENT_LETTER, bold=True)


class ObjectiveItem(QGraphicsItem):
    """An objective marker drawn at its real size (G7), with its control (3 in) and contest
    (2 in) rings measured from its centre (S4), tinted by who controls it. A contested
    objective is hatched and says "contested" (colour is never the only cue).

    A counter a player placed (``objective.kind``: a supply crate, a wyrdstone counter) is
    not scored by control in any scenario: it is drawn as its marker ringed in its owner's
    colour, labelled short (owner's mark and number, e.g. "A1"), with no control rings.
    ``owner``: that player."""

    def __init__(self, objective: Objective, control_in: float = 3.0,
                 contest_in: float = 2.0, owner: Player | None = None,
                 shown_name: str = "") -> None:
        super().__init__()
        self.objective_id = objective.id
        self.radius_in = mm_to_in(objective.diameter_mm) / 2
        self.name = shown_name or objective.name or objective.id  # in the player's language
        self.counter = bool(objective.kind)
        self.owner = owner
        self.control_in = float(control_in)
        self.contest_in = float(contest_in)
        self.controllers: list[Player] = []
        self.contested = False
        self._shown: tuple | None = None  # what set_control last showed
        self.label: "LabelItem | None" = None
        self.setPos(objective.x_in, objective.y_in)
        self.setZValue(1)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        if self.counter:
            number = objective.id.rsplit("-", 1)[-1]
            mark = owner.mark if owner is not None else ""
            self.short_label = f"{mark}{number}" if number.isdigit() else self.name
            size = f"{objective.diameter_mm:g}"
            if owner is not None:
                tip = translate("BoardItems", "{counter}, {name}'s ({warband}): {size} mm marker, "
                                "not scored by control").format(
                    counter=self.name, name=owner.name, warband=owner.warband, size=size)
            else:
                tip = translate("BoardItems", "{counter}: {size} mm marker, not scored by "
                                "control").format(counter=self.name, size=size)
            self.setToolTip(tip)
        else:
            self.short_label = self.name
            self.setToolTip(translate("BoardItems", "{objective} ({size} mm marker)").format(
                objective=self.name, size=f"{objective.diameter_mm:g}"))

    @property
    def status_text(self) -> str:
        """"held by Witch Hunters", "contested", "held by A and B" or "nobody holds it"
        (:func:`app.rules.verdicts.holder_words`)."""
        return holder_words([p.warband for p in self.controllers], self.contested)

    def set_control(self, controllers: list[Player], contested: bool) -> bool:
        """Show the rules' verdict (S4): the controlling players, and whether it is contested.
        True when what the marker shows changed; a verdict it already shows (a drag near it
        that changes nothing) leaves its cached picture and its label alone (issue 21)."""
        if self.counter:
            return False  # counters are not scored by control: no rings, no holder
        shown = (tuple((p.id, p.warband, p.colour) for p in controllers), bool(contested))
        if shown == self._shown:
            return False
        self._shown = shown
        self.controllers = list(controllers)
        self.contested = contested
        if self.label is not None:
            # two short lines, not one long one: neighbouring objectives' labels stay apart
            # on a small screen (S4)
            self.label.set_text(f"{self.name}\n{self.status_text}")
        live_tooltip(self, translate(
            "BoardItems", "{objective}: {holder}\nControl within {control} in, contest within "
            "{contest} in of its centre (S4)").format(
            objective=self.name, holder=self.status_text, control=f"{self.control_in:g}",
            contest=f"{self.contest_in:g}"))
        self.update()
        return True

    def boundingRect(self) -> QRectF:
        if self.counter:
            r = self.radius_in + 0.2
        else:
            r = max(self.radius_in, self.control_in, self.contest_in) + 0.2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if clipped_away(painter, self.boundingRect()):
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.counter:
            self._paint_marker(painter)
            if self.owner is not None:
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(cosmetic_pen(QColor(self.owner.colour), 3))
                painter.drawEllipse(QPointF(0, 0), self.radius_in, self.radius_in)
            return
        c = self.control_in
        if self.contested:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(style.CONTESTED, Qt.BrushStyle.BDiagPattern))
            painter.drawEllipse(QPointF(0, 0), c, c)
        elif self.controllers:
            fill = QColor(self.controllers[0].colour)
            fill.setAlpha(45)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawEllipse(QPointF(0, 0), c, c)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        rect = QRectF(-c, -c, 2 * c, 2 * c)
        if self.controllers:
            # several controllers (allies, S4): the ring is shared out between their colours
            span = 360 * 16 // len(self.controllers)
            for i, player in enumerate(self.controllers):
                painter.setPen(cosmetic_pen(QColor(player.colour), 3))
                painter.drawArc(rect, 90 * 16 + i * span, span)
        else:
            painter.setPen(cosmetic_pen(style.CONTESTED if self.contested else style.NOBODY, 2))
            painter.drawEllipse(rect)
        pen = cosmetic_pen(solid_on_paper(painter, style.NOBODY), 1.5)
        pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawEllipse(QPointF(0, 0), self.contest_in, self.contest_in)
        self._paint_marker(painter)

    def _paint_marker(self, painter: QPainter) -> None:
        r = self.radius_in
        painter.setPen(cosmetic_pen(style.OBJECTIVE_EDGE, 2))
        painter.setBrush(style.OBJECTIVE_FILL)
        painter.drawEllipse(QPointF(0, 0), r, r)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), r * 0.55, r * 0.55)
        painter.drawLine(QPointF(-r * 0.3, 0), QPointF(r * 0.3, 0))
        painter.drawLine(QPointF(0, -r * 0.3), QPointF(0, r * 0.3))


class ModelItem(QGraphicsObject):
    """A model drawn as its real base (G3) in its warband's colour, with the warband's mark
    letter on it (colour is never the only cue), its status mark at the top left
    (:mod:`app.ui.board.marks`) and its short label beside it. The item's position is the
    base centre.

    Its whole look, the label, marks and badge beside the base too, is one picture cached
    at the view's zoom (:mod:`app.ui.board.picture`), drawn again only when what it shows
    changes or the zoom does; its bounds hold the parts it shows
    (:meth:`base_scene_rect`: the base and its halo alone)."""

    _synced: tuple | None = None
    """What :meth:`sync` last showed (the model and player as they were then)."""

    def __init__(self, model: Model, player: Player, short_label: str = "") -> None:
        super().__init__()
        self.model_id = model.id
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, True)
        self.setAcceptHoverEvents(True)
        self.setZValue(5)
        # painted once into a pixmap at the view's scale and blitted after: a frame repaints
        # the bases a moving ring or halo uncovers without running paint() (issue 21); the
        # scene paints directly while it renders for paper (BoardScene.clean_for_export)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._path = QPainterPath()
        self.active = False
        self.activated = False
        self.verdict = None
        self._tip = ""
        self.feedback_state = ""  # "", "legal", "illegal" or "caution": the halo shown
        self._halo = QPainterPath()
        self._bounds = QRectF()
        """The base and its halo (what the item's bounds were before its parts joined)."""
        self._picture = QRectF()
        """The item's bounds: the base, its halo and the parts it shows."""
        self._label: LabelItem | None = None
        self.badge = BadgeItem(self)
        self.mark = StatusMarkItem(self)
        self.engaged_mark = EngagedMarkItem(self)
        self.combat_text = ""
        """M8 in words: whom it fights and, engaged with two or more other warbands, in
        whose close-combat phases (``""``: in no close combat)."""
        self._warbands = 0
        self.scout_mark = ScoutMarkItem(self)
        """S3: "cannot be targeted" (a struck-through target ring) while the verdict says so."""
        for part in (self.badge, self.mark, self.engaged_mark, self.scout_mark):
            part.draw_in(self)
        self.short_label = short_label or model.label or model.name
        self.sync(model, player, short_label)

    @property
    def name_label(self) -> LabelItem | None:
        """The model's short label beside its base (the scene adds and places it), drawn in
        the model's picture."""
        return self._label

    @name_label.setter
    def name_label(self, label: LabelItem | None) -> None:
        self._label = label
        if label is not None:
            label.draw_in(self)

    def parts(self) -> list[QGraphicsItem]:
        """What the picture holds beside the base, in the order Qt stacks them: the label,
        then the halo's badge and the marks."""
        parts: list[QGraphicsItem] = [] if self._label is None else [self._label]
        return parts + [self.badge, self.mark, self.engaged_mark, self.scout_mark]

    def part_changed(self) -> None:
        """A part shown, hidden, moved, resized or drawn otherwise: the bounds hold what the
        picture shows now, and the picture is drawn again."""
        bounds = parts_bounds(self._bounds, self.parts())
        if bounds != self._picture:
            self.prepareGeometryChange()
            self._picture = bounds
        self.update()

    def base_scene_rect(self) -> QRectF:
        """The base and its halo on the table (inches), without the label and marks."""
        return self.mapRectToScene(self._bounds)

    def set_turn(self, activated: bool, active: bool) -> None:
        """Show the model activated this turn (its tick) and whether its player's activation
        it is (the ring); drawn again only when that changes."""
        if (activated, active) != (self.activated, self.active):
            self.activated, self.active = activated, active
            self.update()

    def hoverEnterEvent(self, event) -> None:  # noqa: ANN001, N802 - Qt's name
        """Hovering shows nothing (a tooltip at most): the picture stays (Qt's own handler
        would draw it again)."""

    def hoverLeaveEvent(self, event) -> None:  # noqa: ANN001, N802 - Qt's name
        """As :meth:`hoverEnterEvent`."""

    system = "mordheim"
    """The game's system, which says what a status means (the scene sets it per game)."""

    def take(self, model: Model, player: Player, short_label: str = "") -> None:
        """Show ``model`` from now on, exactly as a new item for it would: another game was
        opened and the scene keeps its items instead of building them afresh (issue 21).
        Nothing of the model shown before stays: not its selection, verdict, halo, close
        combat, activation or label."""
        self.model_id = model.id
        self.setSelected(False)
        self.setZValue(5)
        self.active = self.activated = False
        self.verdict = None
        self.set_feedback("")
        self._warbands, self.combat_text = 0, ""
        self.short_label = short_label or model.label or model.name
        self._synced = None
        self.sync(model, player, short_label)
        label = self.name_label
        if label is not None:  # as the scene makes it: under the base, then placed
            if label.text != short_label:
                label.set_text(short_label)
            label.set_side("below", QPointF(0, self._path.boundingRect().bottom()))
            label.setVisible(True)

    def sync(self, model: Model, player: Player, short_label: str = "") -> None:
        """Take position, base, colours, short label and status from the state. A base whose
        look is as shown (the model a drag left where the drop put it) only has its tooltip's
        position said again: it is not laid out and drawn afresh."""
        looks = (id(model), id(player), model.facing_deg, model.base, model.status, model.name,
                 model.label, player.colour, player.warband, player.name,
                 short_label or model.label or self.short_label)
        if (looks == self._synced and self.isVisible() == model.on_table
                and self.pos() == QPointF(model.x_in, model.y_in)):
            self._tip = self._tip_for(model, player)
            self._show_tooltip()
            return
        self._synced = looks
        self.prepareGeometryChange()
        self.model = model
        self.player = player
        self.named = (model.name, model.label)
        """The name and label the short label was made for."""
        self.short_label = short_label or model.label or self.short_label
        self.colour = QColor(player.colour)
        self._path = base_path(model)
        self._halo = offset_path(model.base, model.facing_deg, 0.18)
        # room for the halo's 7 px stroke down to about 14 px per inch of zoom; kept, as Qt
        # asks for it several times per item and frame
        self._bounds = self._halo.boundingRect().adjusted(-0.5, -0.5, 0.5, 0.5)
        r = self._path.boundingRect()
        self.badge.setPos(r.right() * 0.85 + 0.1, r.top() * 0.85 - 0.1)
        self.setPos(model.x_in, model.y_in)
        self.setVisible(model.on_table)
        self._tip = self._tip_for(model, player)
        rim = 0.7071 if model.base.shape == "round" else 1.0
        self.mark.show_status(model.status, QPointF(r.left() * rim, r.top() * rim),
                              max(r.width(), r.height()), self._status_line(model))
        self._place_engaged_mark()
        self._show_scout_mark()
        self._show_tooltip()
        self.part_changed()  # the bounds hold the base as it is now, and its parts

    def _status_line(self, model: Model) -> str:
        if model.status == "active":
            return ""
        note = status_note(self.system, model.status)
        word = status_in_sentence(model.status)
        return (translate("BoardItems", "Status: {status} — {note}").format(status=word, note=note)
                if note else translate("BoardItems", "Status: {status}").format(status=word))

    def _tip_for(self, model: Model, player: Player) -> str:
        """The tooltip's own lines: who the model is, its status, its base and where."""
        label = f" [{self.short_label}]" if self.short_label != model.name else ""
        lines = [f"{model.name}{label} — {player.warband} ({player.name})"]
        status = self._status_line(model)
        if status:
            lines.append(status)
        lines.append(translate("BoardItems", "Base {size} · ({x:.2f}, {y:.2f}) in").format(
            size=model.base.shown_size, x=model.x_in, y=model.y_in))
        if model.move_in is not None or model.profile:  # its roster's profile (issue 32, R1)
            lines += map(shown, profile_lines(model))
        return "\n".join(lines)

    def set_engagement(self, warbands: int, text: str) -> None:
        """M8: the model fights models of ``warbands`` other warbands (0: in no close
        combat); ``text`` says so in words for its tooltip (and the status bar, when it is
        selected). Two or more show the engaged mark (crossed swords)."""
        if (warbands, text) == (self._warbands, self.combat_text):
            return
        self._warbands, self.combat_text = warbands, text
        self._place_engaged_mark()
        self._show_tooltip()
        if self.zValue() != 6:  # not while dragged
            self.setZValue(self.rest_z)

    @property
    def rest_z(self) -> float:
        """Stacking when not dragged: a model with M8's mark above its opponents, so the
        mark is never hidden under a base it touches."""
        return 5.5 if self._warbands >= 2 else 5.0

    def _place_engaged_mark(self) -> None:
        r = self._path.boundingRect()
        rim = 0.7071 if self.model.base.shape == "round" else 1.0
        self.engaged_mark.show_engaged(self._warbands, QPointF(r.left() * rim, r.bottom() * rim),
                                       max(r.width(), r.height()), self.combat_text)

    @property
    def engaged(self) -> bool:
        """Whether the token shows M8's engaged mark (for tests and exports)."""
        return self.engaged_mark.isVisible()

    @property
    def status_mark(self) -> str:
        """The status whose mark the token shows (``""``: none), for tests and exports."""
        return self.mark.status if self.mark.isVisible() else ""

    running = True
    """Whether the game uses M10's running rule (Mordheim); the scene sets it per game."""

    def _show_tooltip(self) -> None:
        """The model, its base and place, and the rules' verdict in words (the same sentences
        as the status bar), so a red halo can be explained by hovering."""
        lines = [self._tip]
        if self.combat_text:
            lines.append(self.combat_text)
        verdict = self.verdict
        if verdict is not None:
            lines += [f"\u2717 {v.reason}" for v in verdict.violations]
            if verdict.run_blocker is not None and self.running:
                lines.append(f"\u2717 {verdict.run_blocker.reason}")
            if verdict.cover and verdict.cover_reason:
                lines.append(verdict.cover_reason[0].upper() + verdict.cover_reason[1:])
            if verdict.untargetable:
                lines.append(translate("BoardItems", UNTARGETABLE_TIP))
        live_tooltip(self, "\n".join(lines))

    def set_verdict(self, verdict) -> None:  # noqa: ANN001 - ModelVerdict | None
        if verdict == self.verdict:
            return  # judged again as before (a model near one carried): its mark and tip stand
        self.verdict = verdict
        self._show_scout_mark()
        self._show_tooltip()

    def _show_scout_mark(self) -> None:
        r = self._path.boundingRect()
        rim = 0.7071 if self.model.base.shape == "round" else 1.0
        self.scout_mark.show_status(
            "untargetable" if self.untargetable else "",
            QPointF(r.right() * rim, r.bottom() * rim), max(r.width(), r.height()),
            translate("BoardItems", UNTARGETABLE_TIP))

    @property
    def untargetable(self) -> bool:
        """S3: the token shows the "cannot be targeted" mark (for tests and exports)."""
        return bool(self.verdict is not None and self.verdict.untargetable)

    def base_shape(self) -> QPainterPath:
        return self._path

    def screen_parts(self) -> list[QGraphicsItem]:
        """What it carries at a fixed size on screen, in pixels: its badge, marks and label
        (the scene scales them to the view's zoom, :func:`app.ui.board.scene.fit_to_screen`)."""
        parts: list[QGraphicsItem] = [self.badge, self.mark, self.engaged_mark, self.scout_mark]
        if self.name_label is not None:
            parts.append(self.name_label)
        return parts

    def set_feedback(self, state: str) -> None:
        """Show a legality halo: ``"legal"`` (green, tick), ``"illegal"`` (vermilion, dashed,
        cross), ``"caution"`` (amber, dotted, cross: cannot run) or ``""`` (none)."""
        from .feedback import CROSS, TICK

        if state == self.feedback_state:
            return  # unchanged: the cached pixmap stays good
        self.feedback_state = state
        colours = {"legal": style.LEGAL, "illegal": style.ILLEGAL, "caution": style.CAUTION}
        if state:
            self.badge.show_symbol(TICK if state == "legal" else CROSS, colours[state])
        else:
            self.badge.show_symbol("", style.LEGAL)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._picture

    def shape(self) -> QPainterPath:
        return self._path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        """The whole look: the base, then the parts shown beside it
        (:mod:`app.ui.board.picture`)."""
        if clipped_away(painter, self._picture):
            return
        if not clipped_away(painter, self._bounds):
            painter.save()
            self._paint_base(painter)
            painter.restore()
        paint_parts(painter, self.parts(), option, widget)

    def _paint_base(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.feedback_state:
            colour, dash = {
                "legal": (style.LEGAL, Qt.PenStyle.SolidLine),
                "illegal": (style.ILLEGAL, Qt.PenStyle.DashLine),
                "caution": (style.CAUTION, Qt.PenStyle.DotLine),
            }[self.feedback_state]
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(cosmetic_pen(QColor(255, 255, 255, 220), 7))
            painter.drawPath(self._halo)
            halo = cosmetic_pen(colour, 4)
            halo.setStyle(dash)
            painter.setPen(halo)
            painter.drawPath(self._halo)
        if self.active or self.isSelected():
            ring = QPen(style.ACTIVE_RING if self.active else QColor("#ffd54f"), 0.12)
            painter.setPen(ring)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            grow = 0.12
            painter.drawPath(_grown(self._path, grow))
        fill = activated_fill(self.colour) if self.activated else QColor(self.colour)
        outline = cosmetic_pen(QColor("#111111"), 1.2)
        if self.model.status == "hidden":  # with its mark: a dashed, see-through token
            fill.setAlpha(150)
            outline = cosmetic_pen(QColor("#111111"), 1.6)
            outline.setStyle(Qt.PenStyle.DashLine)
        painter.setBrush(fill)
        painter.setPen(outline)
        painter.drawPath(self._path)
        r = self._path.boundingRect().height() / 2
        text = self.player.mark or self.player.warband[:1]
        light = fill.lightnessF() > 0.55  # the yellow and sky blue of the palette
        colour = QColor("#1d1d1d") if self.activated or light else QColor("#ffffff")
        if self.activated:  # the mark a little smaller and to the left: the tick has the rest
            draw_text_in(painter, QRectF(-1.25 * r, -1.1 * r, 2 * r, 2 * r), text, r * 1.05,
                         colour, bold=True)
            paint_done_tick(painter, r)
        else:
            draw_text_in(painter, QRectF(-r, -r, 2 * r, 2 * r), text, r * 1.3, colour, bold=True)


def activated_fill(colour: QColor) -> QColor:
    """An activated model's base (done for this turn): a pale tint of its warband's colour,
    so the hue still says whose it is (with the mark: never colour alone)."""
    c = QColor(colour)
    return QColor(round(c.red() + (255 - c.red()) * 0.5),
                  round(c.green() + (255 - c.green()) * 0.5),
                  round(c.blue() + (255 - c.blue()) * 0.5))


def paint_done_tick(painter: QPainter, r: float) -> None:
    """The tick of an activated model, over the lower right of its base (``r``: the base's
    half height, inches; drawn in the base's own coordinates): dark on a white casing, so
    it reads on any warband's tint, on the board and on paper alike."""
    tick = QPainterPath()
    tick.moveTo(0.05 * r, 0.35 * r)
    tick.lineTo(0.38 * r, 0.72 * r)
    tick.lineTo(0.98 * r, -0.12 * r)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for colour, width in ((QColor("#ffffff"), 0.34 * r), (QColor("#1d1d1d"), 0.17 * r)):
        pen = QPen(colour, width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.drawPath(tick)


def _grown(path: QPainterPath, by_in: float) -> QPainterPath:
    rect = path.boundingRect().adjusted(-by_in, -by_in, by_in, by_in)
    out = QPainterPath()
    out.addEllipse(rect)
    return out


def base_path(model: Model) -> QPainterPath:
    """The base's outline around its centre (0, 0), in inches, turned to its facing."""
    base = model.base
    path = QPainterPath()
    if base.shape == "round":
        r = mm_to_in(base.diameter_mm) / 2  # type: ignore[arg-type]
        path.addEllipse(QPointF(0, 0), r, r)
        return path
    if base.shape == "oval":
        a, b = mm_to_in(base.length_mm) / 2, mm_to_in(base.width_mm) / 2  # type: ignore[arg-type]
        path.addEllipse(QPointF(0, 0), a, b)
    else:
        a, b = mm_to_in(base.width_mm) / 2, mm_to_in(base.depth_mm) / 2  # type: ignore[arg-type]
        path.addRect(QRectF(-a, -b, 2 * a, 2 * b))
    turn = QTransform()
    turn.rotate(-model.facing_deg)  # facing is anticlockwise as seen; y points down
    return turn.map(path)
