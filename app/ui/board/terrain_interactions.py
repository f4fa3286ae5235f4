"""The board's interactions with terrain pieces (T1; :mod:`app.ui.board.interactions`):
move a piece, resize it by a handle, put one down from the terrain palette. Each previews on
the items and attempts one command at the end (:meth:`GameController.attempt`: a refusal is
said, not raised), never changing the state itself.
"""

from __future__ import annotations

import copy

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent

from app.game.commands.terrain import MoveTerrain, PieceCommand, PlaceTerrain, ResizeTerrain
from app.game.setup_rules import covered_by, covers_sentence
from app.game.terrain import fmt_in, new_piece_id, piece_name
from app.i18n import translate
from app.rules.terrain import TerrainPiece, overhang_in
from app.ui.controller import GameController
from app.phrases import shown

from .drop_interactions import DropInteraction
from .interactions import BoardInteraction, BoardView
from .overlays import GhostItem
from .terrain_items import Handle, TerrainItem, piece_path, resized


def template_from(payload: str) -> TerrainPiece:
    """The palette piece a drag carries (:data:`MIME_TERRAIN`)."""
    import json

    from app.game.terrain import piece_from

    doc = json.loads(payload)
    doc.setdefault("id", "palette")
    return piece_from(doc)


def _name(piece: TerrainPiece) -> str:
    return shown(piece_name(piece))


def done_status(controller: GameController, item: TerrainItem | None) -> str:
    """The status after a piece was put down, moved or resized: the step's text, and when
    the piece now lies on another, the board's flag on it (T1: flagged, not refused),
    when it now covers bases that may not stand in it, whose (T2: those models turn red),
    and when it hangs over the table's edge, how far (T1: allowed, a notice)."""
    text = controller.undo_stack.undoText()
    if item is not None and item.problem:
        text += f" \N{EM DASH} \u26a0 {item.problem}"
    piece = None
    if item is not None:
        try:
            piece = controller.state.piece(item.piece.id)  # as the step left it
        except KeyError:
            piece = None
    if piece is not None:
        covered = covered_by(controller.state, piece)
        if covered:
            text += " \N{EM DASH} \u26a0 " + translate("TerrainInteraction", "it {covers} (T2)").format(
                covers=covers_sentence(covered))
        over = overhang_in(piece, controller.state.table)
        if over:  # T1 allows it: a notice, so the players know it was meant
            text += " \N{EM DASH} " + translate(
                "TerrainInteraction", "it hangs {over:.2f} in over the table's edge (T1: "
                "allowed)").format(over=over)
    return text



NO_CHANGE_IN = 0.02
"""A resize handle brought back within this (inches, about a pixel at the fitted zoom) of
where it was changes nothing: no step to undo."""

class PieceInteraction(BoardInteraction):
    """A held drag of a piece: it follows the cursor (:meth:`update`) and, released, is
    done (:meth:`drop_at`) and says so; a double-click of a piece not yet dragged opens its
    dialog instead."""

    moved = False
    changed = False
    """The drop's command changed the game."""
    carrying = False
    """The piece left its spot: the exposure shading (worked out with the piece where it
    was) is faded out until the drop is worked out (:meth:`ExposureLayer.carry`)."""

    def update(self, scene_pos: QPointF) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def carried(self, scene_pos: QPointF) -> None:
        """The piece moved from its spot: the shading is stale from now on (where it rests,
        the layer works out ahead the shading a drop there would give)."""
        if self.moved:
            self.carrying = True
            self.board.exposure.carry(True, drop=self.drop_command(scene_pos))

    def drop_command(self, scene_pos: QPointF) -> PieceCommand | None:  # pragma: no cover
        """The step a drop at ``scene_pos`` would attempt (``None``: none)."""
        raise NotImplementedError

    def put_down(self, changed: bool) -> None:
        """The drag ended (``changed``: a command moved or resized the piece: the shading
        comes back once worked out for it; else at once)."""
        if self.carrying:
            self.carrying = False
            self.board.exposure.carry(False, changed)

    def restore(self) -> None:  # pragma: no cover - abstract
        """The piece's item drawn as the game has it again (the step's change, if any,
        then moves it for good)."""
        raise NotImplementedError

    cancelled_text = ""
    """The status after Esc."""

    def drop_at(self, scene_pos: QPointF) -> None:
        """The drop: the piece's step attempted (:meth:`drop_command`; none: nothing
        changed, no step to undo); refused, it stays put and the status says why (T1)."""
        command = self.drop_command(scene_pos)
        self.restore()
        if command is None:
            self.status = ""
            return
        done = self.controller.attempt(command)
        self.changed = bool(done)
        self.status = done_status(self.controller, self.item) if done else done.refusal

    def cancelled(self) -> None:
        self.restore()
        self.put_down(False)
        self.status = self.cancelled_text

    def follow(self, scene_pos: QPointF) -> None:
        self.update(scene_pos)
        self.carried(scene_pos)
        self.say()

    def mouse_move(self, event: QMouseEvent) -> bool:
        self.follow(self.view.scene_point(event.position()))
        return True

    def mouse_release(self, event: QMouseEvent) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return True
        moved = self.moved
        self.finish()  # the command's change is not followed as a drag
        self.drop_at(self.view.scene_point(event.position()))
        self.put_down(self.changed)
        self.say(self.status if moved or not isinstance(self, MovePieceInteraction)
                 else self.item.toolTip())
        return True

    def mouse_double_click(self, event: QMouseEvent) -> bool:
        self.cancel()
        return self.view.default.mouse_double_click(event)


class MovePieceInteraction(PieceInteraction):
    """Drag an unlocked piece: it follows the cursor; the drop is one ``MoveTerrain``."""

    def __init__(self, view: BoardView, item: TerrainItem, grab: QPointF) -> None:
        super().__init__(view)
        self.item = item
        self.grab = QPointF(grab)
        self.start_at = QPointF(item.pos())
        self.moved = False
        self.cancelled_text = translate("TerrainInteraction", "Move cancelled")
        self.status = translate("TerrainInteraction", "Moving {piece}: drop it where it stands "
                                "on the table").format(piece=_name(item.piece))

    def _centre(self, scene_pos: QPointF) -> QPointF:
        return self.start_at + (scene_pos - self.grab)

    def update(self, scene_pos: QPointF) -> QPointF:
        c = self._centre(scene_pos)
        self.item.setPos(c)
        self.moved = self.moved or c != self.start_at
        self.status = translate("TerrainInteraction", "Moving {piece} to ({x:.2f}, {y:.2f}) in"
                                ).format(piece=_name(self.item.piece), x=c.x(), y=c.y())
        return c

    def drop_command(self, scene_pos: QPointF) -> MoveTerrain | None:
        c = self._centre(scene_pos)
        if not self.moved or c == self.start_at:
            return None
        return MoveTerrain(self.item.piece_id, round(c.x(), 3), round(c.y(), 3))

    def restore(self) -> None:
        self.item.setPos(self.start_at)


class ResizePieceInteraction(PieceInteraction):
    """Drag a resize handle of the selected piece (a corner or side of a rect or ellipse,
    the opposite one staying put; a polygon's vertex): the drop is one ``ResizeTerrain``."""

    def __init__(self, view: BoardView, item: TerrainItem, handle: Handle) -> None:
        super().__init__(view)
        self.item = item
        self.handle = handle
        self.original = item.piece
        self.preview = item.piece
        self.moved = False
        self.cancelled_text = translate("TerrainInteraction", "Resize cancelled")
        self.status = translate("TerrainInteraction", "Resizing {piece}").format(
            piece=_name(item.piece))

    def update(self, scene_pos: QPointF) -> None:
        self.preview = resized(self.original, self.handle, scene_pos)
        self.moved = True
        try:
            self.item.set_piece(self.preview)
        except Exception:  # noqa: BLE001 - a vertex dragged across an edge: show the last good one
            self.item.set_piece(self.original)
        p = self.preview
        if p.shape == "polygon":
            self.status = translate("TerrainInteraction", "Reshaping {piece}").format(
                piece=_name(p))
        else:
            self.status = translate("TerrainInteraction", "Resizing {piece} to {width} x "
                                    "{depth} in").format(piece=_name(p),
                                                         width=fmt_in(round(p.width_in, 2)),
                                                         depth=fmt_in(round(p.depth_in, 2)))

    def start(self) -> None:
        self.say()

    def drop_command(self, scene_pos: QPointF) -> ResizeTerrain | None:
        if not self.moved:
            return None
        p = resized(self.original, self.handle, scene_pos)
        o = self.original
        if p.shape != "polygon" and max(abs(p.width_in - o.width_in), abs(p.depth_in - o.depth_in),
                                        abs(p.x_in - o.x_in), abs(p.y_in - o.y_in)) < NO_CHANGE_IN:
            return None  # dragged back to where it was: no step to undo
        if p.shape == "polygon":
            return ResizeTerrain(p.id, points_in=[[round(x, 3), round(y, 3)]
                                                  for x, y in p.points_in])
        return ResizeTerrain(p.id, round(p.width_in, 3), round(p.depth_in, 3),
                             x_in=round(p.x_in, 3), y_in=round(p.y_in, 3))

    def restore(self) -> None:
        self.item.set_piece(self.original)


class PieceDropInteraction(DropInteraction):
    """A drag from the terrain palette over the board: a ghost of the piece follows the
    cursor; the drop is one ``PlaceTerrain`` with a fresh id, centred under the cursor."""

    def __init__(self, view: BoardView, payload: str, template: TerrainPiece) -> None:
        super().__init__(view, payload)
        self.template = template
        self.legal = True
        self.ghost = GhostItem(piece_path(self._at(QPointF(0, 0))))

    def start(self) -> None:
        self.board.addItem(self.ghost)

    def _at(self, scene_pos: QPointF) -> TerrainPiece:
        piece = copy.deepcopy(self.template)
        piece.id = new_piece_id(p.id for p in self.controller.state.terrain)
        dx, dy = scene_pos.x() - piece.x_in, scene_pos.y() - piece.y_in
        if piece.shape == "polygon":
            piece.points_in = [[round(x + dx, 3), round(y + dy, 3)] for x, y in piece.points_in]
        piece.x_in, piece.y_in = round(scene_pos.x(), 3), round(scene_pos.y(), 3)
        return piece

    def update(self, scene_pos: QPointF) -> None:
        self.ghost.setPos(scene_pos)
        self.status = translate("TerrainInteraction", "Put {piece} down at ({x:.2f}, {y:.2f}) in"
                                ).format(piece=_name(self.template), x=scene_pos.x(),
                                         y=scene_pos.y())

    def drop_at(self, scene_pos: QPointF, agreed: bool = False) -> bool:
        self._drop_ghost()
        piece = self._at(scene_pos)
        done = self.controller.attempt(PlaceTerrain(piece))
        self.placed = bool(done)
        self.refused = not self.placed
        self.status = done_status(self.controller, self.board.terrain_items.get(piece.id)) \
            if self.placed \
            else done.refusal
        self.legal = self.placed and "\u26a0" not in self.status  # a refusal or a warning
        return self.placed

