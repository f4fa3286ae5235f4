"""File ▸ Terrain layout (T5): a club's usual table saved on its own and put down again in a
new game. Opening one replaces the players' pieces (the scenario's own stay) as one undoable
step, and only while the game is being set up; otherwise the player is told why."""

from __future__ import annotations

from pathlib import Path

from PySide6 import QtWidgets

from app.i18n import QT_TRANSLATE_NOOP, translate
from app.phrases import Phrase, shown

LAYOUT_FILTER = QT_TRANSLATE_NOOP("LayoutFiles", "Table layouts (*.layout.json *.json);;All "
                                  "files (*)")
NOT_SETTING_UP = QT_TRANSLATE_NOOP(
    "LayoutFiles", "A table layout opens into a game being set up: start one with File \u25b8 "
    "New game, then open the layout before the first turn (T5).")
"""Both translated where shown."""


def save_layout_dialog(window) -> bool:  # noqa: ANN001 - MainWindow
    """Save layout…: the pieces on the table (the scenario's own too) and the table's size."""
    from app.game.layouts import save_layout

    state = window.controller.state
    if not state.terrain:
        QtWidgets.QMessageBox.information(
            window, translate("LayoutFiles", "Nothing to save"),
            translate("LayoutFiles", "There is no terrain on the table to save as a layout: "
                      "drag pieces from the Terrain tab first."))
        return False
    start = str(Path(window.files._start_folder()) / "table.layout.json")
    path, _ = QtWidgets.QFileDialog.getSaveFileName(
        window, translate("LayoutFiles", "Save table layout"), start,
        translate("LayoutFiles", LAYOUT_FILTER))
    if not path:
        return False
    try:
        save_layout(path, state.terrain, state.table)
    except Exception as exc:  # noqa: BLE001 - disk full, no permission: said, not raised
        QtWidgets.QMessageBox.warning(window, translate("LayoutFiles", "Could not save the "
                                                        "layout"), str(exc))
        return False
    window.statusBar().showMessage(translate(
        "LayoutFiles", "Saved the table layout ({count} pieces) to {file}").format(
        count=len(state.terrain), file=Path(path).name), 8000)
    return True


def open_layout_dialog(window) -> bool:  # noqa: ANN001 - MainWindow
    """Open layout…: only into a game being set up (see the module docstring)."""
    from app.game.commands.terrain import LoadLayout
    from app.game.layouts import fitted, load_layout
    from app.game.terrain import fmt_in

    controller = window.controller
    turn = controller.state.turn
    if turn.phase != "setup" or turn.number > 0:
        QtWidgets.QMessageBox.warning(window, translate("LayoutFiles", "Cannot open a layout "
                                                        "now"),
                                      translate("LayoutFiles", NOT_SETTING_UP))
        return False
    path, _ = QtWidgets.QFileDialog.getOpenFileName(
        window, translate("LayoutFiles", "Open table layout"), window.files._start_folder(),
        translate("LayoutFiles", LAYOUT_FILTER))
    if not path:
        return False
    try:
        layout = load_layout(path)
    except Exception as exc:  # noqa: BLE001 - a bad file: one line naming file and field
        QtWidgets.QMessageBox.warning(window, translate("LayoutFiles", "Cannot open the "
                                                        "layout"), str(exc))
        return False
    table = controller.state.table
    pieces = fitted(layout, table)  # a layout for another table: scaled
    name = layout.name.removesuffix(".layout")
    note = ""
    if (layout.table.width_in, layout.table.depth_in) != (table.width_in, table.depth_in):
        note = Phrase.translate(  # English in the game file, shown translated (issue 34)
            "LayoutFiles", "it was laid out on a {width} x {depth} in table, so the pieces' "
                           "places were spread to this {our_width} x {our_depth} in one and "
                           "their sizes kept").format(
            width=fmt_in(layout.table.width_in), depth=fmt_in(layout.table.depth_in),
            our_width=fmt_in(table.width_in), our_depth=fmt_in(table.depth_in))
    if not controller.attempt(LoadLayout(pieces, name=Phrase.translate("Log", "the {name} layout").format(
            name=name), note=note)):
        return False
    said = controller.undo_stack.undoText()
    window.statusBar().showMessage(f"{said}: {shown(note)}" if note else said,
                                   15000 if note else 8000)
    return True
