"""A terrain piece's right-click menu: edit, lock or unlock, turn, remove (T1)."""

from __future__ import annotations

from PySide6.QtWidgets import QMenu

from app.game.commands.terrain import DeleteTerrain, LockTerrain
from app.i18n import translate
from app.game.terrain import piece_name
from app.phrases import shown


def build_piece_menu(window, piece_id: str) -> QMenu:  # noqa: ANN001 - MainWindow
    controller, view = window.controller, window.view
    piece = controller.state.piece(piece_id)
    name = shown(piece_name(piece))
    menu = QMenu(window)
    menu.setObjectName("pieceMenu")
    menu.addAction(translate("PieceMenu", "Edit {piece}…").format(piece=name)).triggered.connect(lambda: window.edit_piece(piece_id))
    if piece.locked:
        lock = menu.addAction(translate("PieceMenu", "Unlock"))
        lock.setToolTip(translate("PieceMenu", "A drag on the piece moves it again"))
        lock.triggered.connect(lambda: controller.attempt(LockTerrain(piece_id, False)))
    else:
        lock = menu.addAction(translate("PieceMenu", "Lock"))
        lock.setToolTip(translate("PieceMenu", "A drag on the piece then moves the models on "
                                  "it, not the piece"))
        lock.triggered.connect(lambda: controller.attempt(LockTerrain(piece_id, True)))
    menu.addSeparator()

    def turn(degrees: float) -> None:
        item = window.scene.terrain_items.get(piece_id)
        if item is not None:
            view.rotate_piece(item, degrees)

    for text, degrees in ((translate("PieceMenu", "Turn left 15\u00b0"), 15.0),
                          (translate("PieceMenu", "Turn right 15\u00b0"), -15.0)):
        action = menu.addAction(text)
        action.setEnabled(not piece.locked)
        action.triggered.connect(lambda _c=False, d=degrees: turn(d))
    menu.addSeparator()
    remove = menu.addAction(translate("PieceMenu", "Remove from the table"))
    remove.setEnabled(not piece.locked)
    remove.triggered.connect(lambda: controller.attempt(DeleteTerrain(piece_id)))
    return menu
