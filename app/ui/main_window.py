"""The main window: a thin shell that composes the board, the docks (:mod:`app.ui.docks`),
the menus (:mod:`app.ui.menus`) and the status bar (:mod:`app.ui.status_line`), and forwards
actions to the controller and the view."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6 import QtWidgets  # QtWidgets.QMessageBox: made when first shown
from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction, QCloseEvent, QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QMainWindow, QWidget

from app.game.scenario_words import shown_name
from app.i18n import translate
from app.game.autosave import AutosaveSession
from app.paths import card_demo_game_path, default_game_path, demo_game_path
from app.ui.actions import ActionId
from app.ui.board.scene import BoardScene
from app.ui.board.table_screen_switch import TableScreenSwitch
from app.ui.board.view import BoardView
from app.ui.controller import GameController
from app.ui.docks import WindowDocks
from app.ui.file_menu import FileActions
from app.ui.menus import WindowMenus
from app.ui.planning_ui import PlanningAids
from app.ui.roster_files import RosterImport, roster_paths
from app.ui.panel.model_menu import build_model_menu
from app.game.state import SYSTEM_NAMES
from app.ui.status_line import StatusLine

if TYPE_CHECKING:  # the wizard loads every scenario file: imported when first opened
    from app.ui.dialogs.model_editor import ModelEditor
    from app.ui.dialogs.new_game import NewGameWizard
    from app.ui.panel.tools_panel import ToolsPanel
    from app.ui.setup.setup_panel import SetupPanel


class MainWindow(QMainWindow):
    """Board in the centre, the turn panel docked on the right, cursor position below.

    ``settings`` keeps recent files, ``autosave`` is the run's autosave slot and
    ``confirm_unsaved`` makes closing or opening another game ask Save / Discard / Cancel
    when there are unsaved changes (the app turns all three on; tests choose)."""

    def __init__(self, controller: GameController, parent: QWidget | None = None, *,
                 settings: QSettings | None = None, autosave: AutosaveSession | None = None,
                 confirm_unsaved: bool = False) -> None:
        super().__init__(parent)
        self.controller = controller
        self.files = FileActions(self, controller, settings, autosave, confirm_unsaved)
        self.rosters = RosterImport(self, controller)  # File ▸ Import roster…, a dropped file
        self.setAcceptDrops(True)
        self.scene = BoardScene(controller)
        self.view = BoardView(self.scene, self)
        self.setCentralWidget(self.view)
        self.table_screen = TableScreenSwitch(self.scene, self, settings)
        """View ▸ Table screen (F11): the board and the turn for the club's TV."""

        self.docks = docks = WindowDocks(self, controller, self.view)
        self.panel, self.log_panel, self.terrain_panel = (
            docks.panel, docks.log_panel, docks.terrain_panel)
        self.panel_dock, self.tools_dock, self.log_dock = (
            docks.panel_dock, docks.tools_dock, docks.log_dock)
        self.setup_dock, self.terrain_dock = docks.setup_dock, docks.terrain_dock
        self.planning = PlanningAids(self, self.scene, self.view, docks)
        """View ▸ Exposure with its legend (R4), the Race tab (R5)."""
        self.piece_dialog = None
        self.new_game_wizard: NewGameWizard | None = None

        self.status_line = status = StatusLine(self.statusBar(), controller, self.view)
        self.position_label = status.position_label
        self.view.cursorMoved.connect(status.show_cursor)
        self.view.cursorLeft.connect(lambda: status.show_cursor(None, None, False))
        self.view.modelClicked.connect(controller.model_clicked)
        self.view.segmentClicked.connect(controller.segment_clicked)
        self.view.modelMenuRequested.connect(self.show_model_menu)
        self.view.modelEditRequested.connect(self.edit_model)
        self.view.pieceEditRequested.connect(self.edit_piece)
        self.view.pieceMenuRequested.connect(self.show_piece_menu)
        self.model_editor: ModelEditor | None = None
        self.view.statusText.connect(status.show_board_status)
        self.view.statusGone.connect(status.forget)
        self.view.selectionGone.connect(status.selection_gone)
        self.view.trayVerdict.connect(status.show_tray_verdict)
        controller.message.connect(status.show_message)
        controller.selectionHint.connect(status.show_selection_hint)
        controller.confirm_start = self._confirm_start

        self.menus = menus = WindowMenus(self)
        self.actions_by_id: dict[ActionId, QAction] = menus.actions_by_id
        self.undo_action, self.redo_action = menus.undo_action, menus.redo_action
        self.demo_menu, self.game_menu = menus.demo_menu, menus.game_menu
        controller.gameReplaced.connect(self.update_title)
        controller.saved.connect(lambda _path: self.update_title())
        controller.undo_stack.cleanChanged.connect(self._clean_changed)
        status.follow_the_game()
        self.update_title()

    # -- slots ----------------------------------------------------------------------------
    def show_model_menu(self, model_id: str, global_pos) -> None:  # noqa: ANN001
        """Right-click on a model: activate, status, flee (ux.md)."""
        build_model_menu(self.controller, model_id, self, edit=self.edit_model).exec(global_pos)

    def edit_model(self, model_id: str) -> ModelEditor:
        """Double-click on a model (or Edit ▸ Edit model): the model editor, not blocking;
        its OK is one undoable step."""
        from app.ui.dialogs.model_editor import ModelEditor

        if self.model_editor is not None:
            self.model_editor.close()
        editor = ModelEditor(self.controller, model_id, self)
        self.model_editor = editor
        editor.open()
        return editor

    def edit_piece(self, piece_id: str):  # noqa: ANN201 - PieceDialog
        """Double-click on a terrain piece: its dialog (name, kind, height, enterable), not
        blocking; its OK is one undoable step."""
        from app.ui.terrain.piece_dialog import PieceDialog

        if self.piece_dialog is not None:
            self.piece_dialog.close()
        dialog = PieceDialog(self.controller, piece_id, self)
        self.piece_dialog = dialog
        dialog.open()
        return dialog

    def show_piece_menu(self, piece_id: str, global_pos) -> None:  # noqa: ANN001
        """Right-click on a terrain piece: edit, lock or unlock, turn, remove."""
        from app.ui.terrain.piece_menu import build_piece_menu

        build_piece_menu(self, piece_id).exec(global_pos)

    def edit_selected_model(self) -> None:
        if self.view.interaction.holds_pointer:  # nothing modal interrupts a drag (ux.md)
            return
        ids = self.view.selected_model_ids()
        if len(ids) != 1:
            self.show_message(translate(
                "MainWindow", "Select one model on the board to edit it (or double-click it)"))
            return
        self.edit_model(ids[0])

    @property
    def tools(self) -> ToolsPanel:
        """The 'Dice and draws' panel, built the first time its tab is shown or it is used."""
        return self.docks.tools

    @property
    def setup_panel(self) -> SetupPanel:
        """The set-up dock's panel, built when a game is first set up or it is used."""
        return self.docks.setup_panel

    def showEvent(self, event) -> None:  # noqa: ANN001, N802 (Qt name)
        super().showEvent(event)
        self.docks.window_shown()

    def new_game_dialog(self, seed: int | None = None) -> NewGameWizard:
        """File ▸ New game: open the wizard (not blocking); when finished, its game replaces
        the current one and the set-up dock walks the set-up."""
        from app.ui.dialogs.new_game import NewGameWizard

        wizard = NewGameWizard(self, seed=seed)
        wizard.accepted.connect(lambda: self.start_new_game(wizard))
        self.new_game_wizard = wizard
        wizard.open()
        return wizard

    def start_new_game(self, wizard: NewGameWizard) -> None:
        if wizard.game is None or not self.files.maybe_save():
            return
        self.controller.set_game(wizard.game, None, modified=True)  # unsaved, autosaved now
        self.update_title()

    def activate_selected(self) -> None:
        """Game ▸ Activate selected model (Enter): activating is always this explicit step,
        never a click on the board (C7)."""
        state = self.controller.state
        if state.system != "trench-crusade":
            self.show_message(translate(
                "MainWindow", "Mordheim has no activations: in their turn each player moves "
                "their whole warband, then End turn passes play clockwise (M5)"))
            return
        selected = self.view.selected_model_ids()
        if len(selected) != 1:
            self.show_message(translate(
                "MainWindow", "Select one model of the warband whose activation it is, then "
                "press Enter to activate it (C7)"))
            return
        self.controller.activate(selected[0])

    def _confirm_start(self, problems: list[str]) -> bool:
        """T2 before play begins: pieces still over models' bases; begin anyway?"""
        box = QtWidgets.QMessageBox
        answer = box.question(
            self, translate("MainWindow", "Begin with bases under terrain?"),
            translate("MainWindow", "{problems}\n\nThese models stand where bases may not. "
                      "Begin play anyway (the players agree), or go back and move them?")
            .format(problems="\n".join(problems)),
            box.StandardButton.Yes | box.StandardButton.No, box.StandardButton.No)
        return answer == box.StandardButton.Yes

    def show_message(self, text: str) -> None:
        """A refusal or hint, in the status bar for a while (:class:`StatusLine`)."""
        self.status_line.show_message(text)

    def _clean_changed(self, clean: bool) -> None:
        self.update_title(clean)

    def update_title(self, clean: bool | None = None) -> None:
        """Game or file name, with an asterisk while there are unsaved changes."""
        if clean is None:
            clean = self.controller.undo_stack.isClean()
        state = self.controller.state
        name = (self.controller.path.name if self.controller.path
                else shown_name(state.scenario, state.name))
        system = SYSTEM_NAMES.get(state.system, state.system)
        self.setWindowTitle(translate("MainWindow", "{name} ({system})[*] — Table Marshal")
                            .format(name=name, system=system))
        self.setWindowModified(not clean)

    def open_game(self, path: str | Path) -> bool:
        """Open a game file; a bad file is reported and the current game stays."""
        return self.files.open_game(path)

    def open_dialog(self) -> None:
        self.files.open_dialog()

    def open_demo(self) -> None:
        self.files.open_bundled(default_game_path())

    def open_mordheim_demo(self) -> None:
        self.files.open_bundled(demo_game_path())

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 (Qt name)
        """A roster file (.ros, .rosz, .json) dragged over the window may be dropped."""
        if roster_paths(event.mimeData()):
            event.acceptProposedAction()
        else:
            super().dragEnterEvent(event)

    def dragMoveEvent(self, event) -> None:  # noqa: ANN001, N802 (Qt name)
        if roster_paths(event.mimeData()):
            event.acceptProposedAction()
        else:
            super().dragMoveEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 (Qt name)
        """A roster file dropped on the window: whose warband, then into its tray (issue 32;
        the first file of several)."""
        paths = roster_paths(event.mimeData())
        if not paths:
            super().dropEvent(event)
            return
        event.acceptProposedAction()
        self.rosters.import_file(paths[0])

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing with unsaved changes asks Save / Discard / Cancel; a clean close removes
        the autosave and remembers the window's size, place and docks for the next start."""
        if not self.files.maybe_save():
            event.ignore()
            return
        if self.files.autosave is not None:
            self.files.autosave.close()
        self.table_screen.close()
        self.save_layout()
        event.accept()

    def save_layout(self) -> None:
        """Keep the window's size and place and the docks' layout in the settings."""
        if self.files.settings is not None:
            self.docks.save_layout(self.files.settings)

    def restore_layout(self) -> bool:
        """The size, place and docks the window had when it was last closed (the app calls
        this at start). False when the settings hold none (the first start): the caller
        picks a size. The set-up dock still follows the game (shown only while it is set up)."""
        settings = self.files.settings
        return settings is not None and self.docks.restore_layout(settings)

    def open_card_demo(self) -> None:
        self.files.open_bundled(card_demo_game_path())
