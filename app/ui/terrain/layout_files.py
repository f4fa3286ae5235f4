"""File ▸ Terrain layout (T5): a club's usual table saved on its own and put down again in a
new game. Opening one replaces the players' pieces (the scenario's own stay) as one undoable
step, and only while the game is being set up; otherwise the player is told why."""

from __future__ import annotations

from pathlib import Path

from PySide6 import QtWidgets


LAYOUT_FILTER = "Table layouts (*.layout.json *.json);;All files (*)"
NOT_SETTING_UP = ("A table layout opens into a game being set up: start one with File "
                  "\N{BLACK RIGHT-POINTING SMALL TRIANGLE} New game, then open the layout "
                  "before the first turn (T5).")


def save_layout_dialog(window) -> bool:  # noqa: ANN001 - MainWindow
    """Save layout…: the pieces on the table (the scenario's own too) and the table's size."""
    from app.game.layouts import save_layout

    state = window.controller.state
    if not state.terrain:
        QtWidgets.QMessageBox.information(window, "Nothing to save",
                                          "There is no terrain on the table to save as a "
                                          "layout: drag pieces from the Terrain tab first.")
        return False
    start = str(Path(window.files._start_folder()) / "table.layout.json")
    path, _ = QtWidgets.QFileDialog.getSaveFileName(window, "Save table layout", start,
                                                    LAYOUT_FILTER)
    if not path:
        return False
    try:
        save_layout(path, state.terrain, state.table)
    except Exception as exc:  # noqa: BLE001 - disk full, no permission: said, not raised
        QtWidgets.QMessageBox.warning(window, "Could not save the layout", str(exc))
        return False
    window.statusBar().showMessage(f"Saved the table layout ({len(state.terrain)} pieces) to "
                                   f"{Path(path).name}", 8000)
    return True


def open_layout_dialog(window) -> bool:  # noqa: ANN001 - MainWindow
    """Open layout…: only into a game being set up (see the module docstring)."""
    from app.game.commands.terrain import LoadLayout
    from app.game.layouts import fitted, load_layout
    from app.game.terrain import fmt_in

    controller = window.controller
    turn = controller.state.turn
    if turn.phase != "setup" or turn.number > 0:
        QtWidgets.QMessageBox.warning(window, "Cannot open a layout now", NOT_SETTING_UP)
        return False
    path, _ = QtWidgets.QFileDialog.getOpenFileName(window, "Open table layout",
                                                    window.files._start_folder(), LAYOUT_FILTER)
    if not path:
        return False
    try:
        layout = load_layout(path)
    except Exception as exc:  # noqa: BLE001 - a bad file: one line naming file and field
        QtWidgets.QMessageBox.warning(window, "Cannot open the layout", str(exc))
        return False
    table = controller.state.table
    pieces = fitted(layout, table)  # a layout for another table: scaled
    name = layout.name.removesuffix(".layout")
    note = ""
    if (layout.table.width_in, layout.table.depth_in) != (table.width_in, table.depth_in):
        note = (f"it was laid out on a {fmt_in(layout.table.width_in)} x "
                f"{fmt_in(layout.table.depth_in)} in table, so the pieces' places were spread "
                f"to this {fmt_in(table.width_in)} x {fmt_in(table.depth_in)} in one and "
                "their sizes kept")
    if not controller.attempt(LoadLayout(pieces, name=f"the {name} layout", note=note)):
        return False
    said = controller.undo_stack.undoText()
    window.statusBar().showMessage(f"{said}: {note}" if note else said, 15000 if note else 8000)
    return True
