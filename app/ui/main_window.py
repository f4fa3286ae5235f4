"""The main window: a thin shell that composes the board, the turn panel, menus and the
status bar, and forwards actions to the controller and the view."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6 import QtWidgets  # QtWidgets.QMessageBox: made when first shown
from PySide6.QtCore import QByteArray, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QMainWindow,
    QWidget,
)

from app import __version__
from app.game.autosave import AutosaveSession
from app.game.state import in_reserve, setting_up
from app.paths import card_demo_game_path, default_game_path, demo_game_path
from app.ui.actions import ActionId, plain_text
from app.ui.board.scene import BoardScene
from app.ui.board.view import BoardView
from app.ui.controller import GameController
from app.ui.file_menu import FileActions
from app.ui.panel.log_panel import LogPanel
from app.ui.panel.model_menu import build_model_menu
from app.ui.panel.turn_panel import SYSTEM_NAMES, TurnPanel
from app.ui.panel.widgets import VerticalScrollArea

if TYPE_CHECKING:  # the wizard loads every scenario file: imported when first opened
    from app.ui.dialogs.model_editor import ModelEditor
    from app.ui.dialogs.new_game import NewGameWizard
    from app.ui.panel.tools_panel import ToolsPanel
    from app.ui.setup.setup_panel import SetupPanel


DOCK_WIDTH = 380
"""The docks' column at the first start, in px (each panel's least width comes first)."""
GEOMETRY_KEY = "window/geometry"
DOCKS_KEY = "window/docks"
LAYOUT_VERSION = 2
"""Raise it when the docks change so much that an old saved layout no longer fits: Qt then
ignores the saved one. 2: the set-up and terrain docks are tabs beside the turn panel (they
were a second column on the left, which left a 1366 px window's board 40% of its width)."""


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
        self.scene = BoardScene(controller)
        self.view = BoardView(self.scene, self)
        self.setCentralWidget(self.view)

        self.panel = TurnPanel(controller)  # scrolls its rows itself, its buttons pinned
        self.panel_dock = QDockWidget("Turn", self)
        self.panel_dock.setObjectName("turnDock")
        self.panel_dock.setWidget(self.panel)
        self.panel_dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                                    | QDockWidget.DockWidgetFeature.DockWidgetFloatable
                                    | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.panel_dock)

        # The tools and set-up panels are not in view at start (a tab behind the Turn tab; a
        # dock shown only while a game is set up): each is built when first shown or used
        # (:attr:`tools`, :attr:`setup_panel`), which keeps them out of the start-up time.
        self._tools: ToolsPanel | None = None
        self._tools_scroll = VerticalScrollArea(min_width=380)
        self.tools_dock = QDockWidget("Dice and draws", self)
        self.tools_dock.setObjectName("toolsDock")
        self.tools_dock.setWidget(self._tools_scroll)
        self.tools_dock.setFeatures(self.panel_dock.features())
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.tools_dock)
        self.tabifyDockWidget(self.panel_dock, self.tools_dock)
        self.panel_dock.raise_()
        self.tools_dock.visibilityChanged.connect(self._tools_shown)

        self.log_panel = LogPanel(controller)
        self.log_dock = QDockWidget("Event log", self)
        self.log_dock.setObjectName("logDock")
        self.log_dock.setWidget(self.log_panel)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.log_dock)
        # the turn panel keeps the window's full height; the log sits under the board only
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        self.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.resizeDocks([self.log_dock], [110], Qt.Orientation.Vertical)

        # The set-up and the terrain palette are tabs beside the Turn and Dice and draws tabs,
        # in front while a game is set up: one column of docks, so the board keeps the
        # room (at 1366x768 the board is about two thirds of the window; a player who drags
        # a tab elsewhere finds it there again, the layout is kept in the settings)
        self._setup_panel: SetupPanel | None = None
        self._setup_scroll = VerticalScrollArea(min_width=320)
        self.setup_dock = QDockWidget("Set-up", self)
        self.setup_dock.setObjectName("setupDock")
        self.setup_dock.setWidget(self._setup_scroll)
        self.setup_dock.setFeatures(self.panel_dock.features())
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.setup_dock)
        self.tabifyDockWidget(self.tools_dock, self.setup_dock)
        from app.ui.terrain.palette_panel import TerrainPanel  # small: built at once

        self.terrain_panel = TerrainPanel()
        self.terrain_dock = QDockWidget("Terrain", self)
        self.terrain_dock.setObjectName("terrainDock")
        terrain_scroll = VerticalScrollArea(min_width=300)
        terrain_scroll.setWidget(self.terrain_panel)
        self.terrain_dock.setWidget(terrain_scroll)
        self.terrain_dock.setFeatures(self.panel_dock.features())
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.terrain_dock)
        self.tabifyDockWidget(self.setup_dock, self.terrain_dock)
        self.setup_dock.hide()
        self.terrain_dock.hide()
        self.panel_dock.raise_()
        # as narrow as the widest panel's least width (the set-up panel would ask for more)
        self.resizeDocks([self.panel_dock], [DOCK_WIDTH], Qt.Orientation.Horizontal)
        self.piece_dialog = None
        self._setup_shown: bool | None = None
        self._setting_up: bool | None = None
        controller.gameReplaced.connect(self._show_setup_dock)
        controller.turnChanged.connect(self._show_setup_dock)
        self._show_setup_dock()
        self.new_game_wizard: NewGameWizard | None = None

        self.position_label = QLabel()
        self.position_label.setMinimumWidth(190)
        self.statusBar().addPermanentWidget(self.position_label)
        self.view.cursorMoved.connect(self.show_cursor)
        self.view.modelClicked.connect(controller.model_clicked)
        self.view.segmentClicked.connect(controller.segment_clicked)
        self.view.modelMenuRequested.connect(self.show_model_menu)
        self.view.modelEditRequested.connect(self.edit_model)
        self.view.pieceEditRequested.connect(self.edit_piece)
        self.view.pieceMenuRequested.connect(self.show_piece_menu)
        self.model_editor: ModelEditor | None = None
        self.view.statusText.connect(self.show_board_status)
        self.view.trayVerdict.connect(self._show_tray_verdict)
        controller.message.connect(self.show_message)
        controller.confirm_start = self._confirm_start
        self.show_cursor(None, None, False)

        self.actions_by_id: dict[ActionId, QAction] = {}
        self._build_actions()
        controller.gameReplaced.connect(self.update_title)
        controller.saved.connect(lambda _path: self.update_title())
        controller.undo_stack.cleanChanged.connect(self._clean_changed)
        self._last_message = self._said = self._echo = ""
        self._turn_key: tuple | None = None
        controller.undo_stack.indexChanged.connect(self._game_moved_on)
        controller.turnChanged.connect(self._turn_moved_on)
        controller.gameReplaced.connect(self._turn_moved_on)
        self.update_title()

    # -- actions and menus ----------------------------------------------------------------
    def _action(self, action_id: ActionId, slot, *, checkable: bool = False) -> QAction:  # noqa: ANN001
        """An action of the menus. ``triggered(bool)`` carries ``checked``: only a checkable
        action hands it on; any other slot is called with no argument, so a slot's first
        parameter with a default (``new_game_dialog(seed=None)``) never receives ``False``."""
        action = QAction(action_id.text, self)
        action.setShortcuts(action_id.shortcuts)
        action.setStatusTip(action_id.tip)
        if checkable:
            action.setCheckable(True)
            action.triggered.connect(slot)
        else:
            action.triggered.connect(lambda _checked=False, s=slot: s())
        self.addAction(action)
        self.actions_by_id[action_id] = action
        return action

    def _build_actions(self) -> None:
        c, v, f = self.controller, self.view, self.files
        file_menu = self.menuBar().addMenu("&File")
        file_menu.addAction(self._action(ActionId.NEW_GAME, self.new_game_dialog))
        file_menu.addAction(self._action(ActionId.OPEN, self.open_dialog))
        file_menu.addMenu(f.recent_menu)
        self.demo_menu = file_menu.addMenu("Open &demo")  # the three demos, side by side
        self.demo_menu.setObjectName("demoMenu")
        self.demo_menu.addAction(self._action(ActionId.OPEN_DEMO, self.open_demo))
        self.demo_menu.addAction(self._action(ActionId.OPEN_MORDHEIM_DEMO,
                                              self.open_mordheim_demo))
        self.demo_menu.addAction(self._action(ActionId.OPEN_CARD_DEMO, self.open_card_demo))
        file_menu.addSeparator()
        file_menu.addAction(self._action(ActionId.SAVE, f.save))
        file_menu.addAction(self._action(ActionId.SAVE_AS, f.save_as))
        file_menu.addSeparator()
        from app.ui.terrain.layout_files import open_layout_dialog, save_layout_dialog

        layout_menu = file_menu.addMenu("&Terrain layout")
        layout_menu.setObjectName("terrainLayoutMenu")
        layout_menu.addAction(self._action(ActionId.SAVE_LAYOUT,
                                           lambda: save_layout_dialog(self)))
        layout_menu.addAction(self._action(ActionId.OPEN_LAYOUT,
                                           lambda: open_layout_dialog(self)))
        file_menu.addAction(self._action(ActionId.EXPORT, f.export_dialog))
        file_menu.addAction(self._action(ActionId.PRINT_PLAN, f.print_plan_dialog))
        file_menu.addSeparator()
        file_menu.addAction(self._action(ActionId.QUIT, self.close))

        edit_menu = self.menuBar().addMenu("&Edit")
        undo = c.undo_stack.createUndoAction(self, "&Undo")
        undo.setShortcuts(QKeySequence.StandardKey.Undo)
        redo = c.undo_stack.createRedoAction(self, "&Redo")
        redo_keys = [QKeySequence("Ctrl+Shift+Z")]
        redo_keys += [k for k in QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)
                      if k not in redo_keys]
        redo.setShortcuts(redo_keys)
        edit_menu.addAction(undo)
        edit_menu.addAction(redo)
        self.undo_action, self.redo_action = undo, redo
        edit_menu.addSeparator()
        edit_menu.addAction(self._action(ActionId.DELETE_MODEL, lambda: v.delete_selected()))
        edit_menu.addAction(self._action(ActionId.EDIT_MODEL, self.edit_selected_model))

        view_menu = self.menuBar().addMenu("&View")
        view_menu.addAction(self._action(ActionId.FIT, v.fit_to_window))
        view_menu.addAction(self._action(ActionId.ZOOM_IN, v.zoom_in))
        view_menu.addAction(self._action(ActionId.ZOOM_OUT, v.zoom_out))
        view_menu.addSeparator()
        view_menu.addAction(self.panel_dock.toggleViewAction())
        view_menu.addAction(self.log_dock.toggleViewAction())
        view_menu.addAction(self.terrain_dock.toggleViewAction())

        tools_menu = self.menuBar().addMenu("&Tools")
        measure = self._action(ActionId.MEASURE, v.set_measure_armed, checkable=True)
        v.measureArmed.connect(measure.setChecked)
        tools_menu.addAction(measure)
        sight = self._action(ActionId.SIGHT, v.set_sight_shown, checkable=True)
        v.sightShown.connect(sight.setChecked)

        def sight_tip() -> None:  # T4: the button says what it needs before it is pressed
            try:
                sight.setToolTip(f"{ActionId.SIGHT.tip} (V)" if v.board.sight_model_selected()
                                 else "Select a model to see its sight (V)")
            except RuntimeError:  # the window is being deleted (its scene clears last)
                pass

        v.board.selectionChanged.connect(sight_tip)
        v.sightShown.connect(lambda _shown: sight_tip())
        sight_tip()
        tools_menu.addAction(sight)
        tools_menu.addAction(self._action(ActionId.CANCEL_TOOL, v.cancel_tool))
        tools_menu.addSeparator()
        for action_id, degrees in ((ActionId.ROTATE_LEFT, 15.0), (ActionId.ROTATE_RIGHT, -15.0),
                                   (ActionId.ROTATE_LEFT_FINE, 1.0),
                                   (ActionId.ROTATE_RIGHT_FINE, -1.0)):
            tools_menu.addAction(self._action(
                action_id, lambda d=degrees: v.rotate_selected(d)))

        game_menu = self.menuBar().addMenu("&Game")
        game_menu.addAction(self._action(ActionId.NEW_TURN, c.new_turn))
        game_menu.addAction(self._action(ActionId.ACTIVATE_SELECTED, self.activate_selected))
        game_menu.addAction(self._action(ActionId.NEXT_ACTIVATION, c.next_activation))
        game_menu.addAction(self._action(ActionId.END_TURN, c.end_turn))
        game_menu.addSeparator()
        game_menu.addAction(self.tools_dock.toggleViewAction())
        game_menu.setToolTipsVisible(True)  # a disabled entry says why (game over)
        self.game_menu = game_menu
        self.panel.refreshed.connect(self._update_game_actions)
        self._update_game_actions()

        help_menu = self.menuBar().addMenu("&Help")
        help_menu.addAction(self._action(ActionId.HELP, self.show_help))
        help_menu.addAction(self._action(ActionId.OPEN_LOG_FOLDER, self.open_log_folder))
        help_menu.addAction(self._action(ActionId.ABOUT, self.show_about))

        toolbar = self.addToolBar("Main")
        toolbar.setObjectName("mainToolbar")
        toolbar.addAction(undo)
        toolbar.addAction(redo)
        toolbar.addSeparator()
        for action_id in (ActionId.FIT, ActionId.ZOOM_OUT, ActionId.ZOOM_IN):
            toolbar.addAction(self.actions_by_id[action_id])
        toolbar.addSeparator()
        toolbar.addAction(measure)
        toolbar.addAction(sight)

    GAME_FLOW = {ActionId.NEW_TURN: "new_turn_button",
                 ActionId.ACTIVATE_SELECTED: "next_button",
                 ActionId.NEXT_ACTIVATION: "next_button",
                 ActionId.END_TURN: "end_turn_button"}
    """The Game menu's entries that move the game on, and the turn panel's button each
    follows: an entry (and its shortcut) can be used exactly when its button can."""

    def _update_game_actions(self) -> None:
        """Each Game menu entry that moves the game on is enabled when the turn panel's
        matching button is (:meth:`TurnPanel.usable`), its shortcut with it; disabled, it
        says why (the game is over (V2), or what the game waits for now). In a Mordheim game
        *Activate selected model* stays, to say Mordheim has no activations when Enter is
        pressed."""
        state, panel = self.controller.state, self.panel
        over = bool(state.result)
        for action_id, name in self.GAME_FLOW.items():
            action = self.actions_by_id[action_id]
            usable = panel.usable(getattr(panel, name))
            if action_id is ActionId.ACTIVATE_SELECTED and state.system != "trench-crusade":
                usable = not over
            action.setEnabled(usable)
            if over:
                tip = (f"The game is over: {plain_text(action_id.text)} cannot be used. "
                       "Ctrl+Z takes back the end.")
            elif usable:
                tip = action_id.tip
            else:
                now = panel.phase.text()
                tip = f"Not now. {now}" if now else "Not now."
            action.setToolTip(tip)
            action.setStatusTip(tip)

    # -- slots ----------------------------------------------------------------------------
    def show_cursor(self, x_in: float | None, y_in: float | None, on_table: bool) -> None:
        if x_in is None or y_in is None:
            self.position_label.setText("x –  y –")
            return
        text = f"x {x_in:6.2f} in   y {y_in:6.2f} in"
        self.position_label.setText(text if on_table else f"{text} (off table)")

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
        ids = self.view.selected_model_ids()
        if len(ids) != 1:
            self.show_message("Select one model on the board to edit it (or double-click it)")
            return
        self.edit_model(ids[0])

    @property
    def tools(self) -> ToolsPanel:
        """The 'Dice and draws' panel, built the first time its tab is shown or it is used."""
        if self._tools is None:
            from app.ui.panel.tools_panel import ToolsPanel

            self._tools = ToolsPanel(self.controller)
            self._tools_scroll.setWidget(self._tools)
        return self._tools

    def _tools_shown(self, visible: bool) -> None:
        if visible:
            self.tools  # noqa: B018 (built on first view)

    @property
    def setup_panel(self) -> SetupPanel:
        """The set-up dock's panel, built the first time a game is set up from a scenario (or
        has a reserve), or when it is used."""
        if self._setup_panel is None:
            from app.ui.setup.setup_panel import SetupPanel

            panel = SetupPanel(self.controller, self.view)
            self._setup_scroll.setWidget(panel)
            self._setup_panel = panel
        return self._setup_panel

    def _show_setup_dock(self) -> None:
        """The set-up tab shows while a new game is set up (in front of the Turn tab), and
        afterwards, called Reserve, while models wait in the tray as a reserve (the Turn tab
        in front: play has begun); it hides otherwise. The terrain palette is a tab beside
        the set-up while the table is laid out; View ▸ Terrain shows it at any other time."""
        state = self.controller.state
        set_up = setting_up(state)
        active = set_up or in_reserve(state)
        if active:
            self.setup_panel  # noqa: B018 (built when first needed)
        self.setup_dock.setWindowTitle("Set-up" if set_up or not active else "Reserve")
        if active != self._setup_shown:
            self._setup_shown = active
            self.setup_dock.setVisible(active)
            self.terrain_dock.setVisible(active)
        if set_up != self._setting_up:
            self._setting_up = set_up
            self._raise_tab()

    def _raise_tab(self) -> None:
        """The Set-up tab in front while the game is set up, the Turn tab once play begins
        (a window not shown yet has no tabs: it is done when the window shows)."""
        self._tab_to_raise = not self.isVisible()
        dock = self.setup_dock if self._setting_up else self.panel_dock
        dock.lower()  # Qt brings a dock's tab to the front when it comes to the top, and
        dock.raise_()  # raising the one already at the top does nothing

    def showEvent(self, event) -> None:  # noqa: ANN001, N802 (Qt name)
        super().showEvent(event)
        if getattr(self, "_tab_to_raise", False):
            QTimer.singleShot(0, self._raise_tab)

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
            self.show_message("Mordheim has no activations: in their turn each player moves "
                              "their whole warband, then End turn passes play clockwise (M5)")
            return
        selected = self.view.selected_model_ids()
        if len(selected) != 1:
            self.show_message("Select one model of the warband whose activation it is, then "
                              "press Enter to activate it (C7)")
            return
        self.controller.activate(selected[0])

    def show_board_status(self, text: str) -> None:
        """The board's live verdict or measurement: kept while a tool is in use; otherwise
        for a while, and gone once the turn or phase changes (:meth:`_turn_moved_on`). The
        board repeating the step just done ("Take … off the table") goes with the next
        step, undo or redo (:meth:`_game_moved_on`)."""
        if not text:
            self.statusBar().clearMessage()
        elif self.view.busy:
            self.statusBar().showMessage(text)
        else:
            self._said_now(text)
            self._echo = text if text == self.controller.undo_stack.undoText() else ""
            self.statusBar().showMessage(text, 15000)

    def _show_tray_verdict(self, text: str, _legal: bool) -> None:
        """A drag from the set-up tray: its sentence, in the status bar for a while."""
        if text:
            self._said_now(text)
            self.statusBar().showMessage(text, 8000)

    def _confirm_start(self, problems: list[str]) -> bool:
        """T2 before play begins: pieces still over models' bases; begin anyway?"""
        box = QtWidgets.QMessageBox
        answer = box.question(
            self, "Begin with bases under terrain?",
            "\n".join(problems) + "\n\nThese models stand where bases may not. Begin play "
            "anyway (the players agree), or go back and move them?",
            box.StandardButton.Yes | box.StandardButton.No, box.StandardButton.No)
        return answer == box.StandardButton.Yes

    def show_message(self, text: str) -> None:
        """A refusal or hint from the rules, in the status bar for a while (until the game
        moves on: :meth:`_game_moved_on`)."""
        # a hint given while a command is pushed belongs to the new state: it stays
        self._last_message = "" if self.controller.pushing else text
        self._said_now(text)
        self.statusBar().showMessage(text, 8000)

    def _said_now(self, text: str) -> None:
        """``text`` goes to the status bar for a while: it is about this turn and phase (a
        sentence said while a command is pushed is about the new state: not remembered)."""
        self._said = "" if self.controller.pushing else text

    def _turn_moved_on(self) -> None:
        """The turn, the player whose turn it is, the phase or the result changed: a timed
        sentence still in the status bar is about the turn before, so it goes."""
        state = self.controller.state
        key = (id(state), state.turn.number, state.turn.phase, state.turn.current_player,
               state.result)
        if key == self._turn_key:
            return
        self._turn_key = key
        bar = self.statusBar()
        if self._said and bar.currentMessage() == self._said:
            bar.clearMessage()
        self._said = ""

    def _game_moved_on(self, _index: int = 0) -> None:
        """A command was done or undone: a refusal still in the status bar is about the game
        as it was, so it goes (a segment already taken, once the next player chose one), and
        so does the board's word for the step before."""
        bar = self.statusBar()
        if self._last_message and bar.currentMessage() == self._last_message:
            bar.clearMessage()
        if self._echo and bar.currentMessage() == self._echo:
            bar.clearMessage()
        self._last_message = self._echo = ""

    def _clean_changed(self, clean: bool) -> None:
        self.update_title(clean)

    def update_title(self, clean: bool | None = None) -> None:
        """Game or file name, with an asterisk while there are unsaved changes."""
        if clean is None:
            clean = self.controller.undo_stack.isClean()
        state = self.controller.state
        name = self.controller.path.name if self.controller.path else state.name
        system = SYSTEM_NAMES.get(state.system, state.system)
        self.setWindowTitle(f"{name} ({system})[*] — Table Marshal")
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

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing with unsaved changes asks Save / Discard / Cancel; a clean close removes
        the autosave and remembers the window's size, place and docks for the next start."""
        if not self.files.maybe_save():
            event.ignore()
            return
        if self.files.autosave is not None:
            self.files.autosave.close()
        self.save_layout()
        event.accept()

    def save_layout(self) -> None:
        """Keep the window's size and place and the docks' layout (which are shown, where,
        how wide, which tab is in front) in the settings."""
        settings = self.files.settings
        if settings is None:
            return
        settings.setValue(GEOMETRY_KEY, self.saveGeometry())
        settings.setValue(DOCKS_KEY, self.saveState(LAYOUT_VERSION))
        settings.sync()

    def restore_layout(self) -> bool:
        """The size, place and docks the window had when it was last closed (the app calls
        this at start). False when the settings hold none (the first start): the caller
        picks a size. The set-up dock still follows the game (shown only while it is set up)."""
        settings = self.files.settings
        if settings is None:
            return False
        geometry, docks = settings.value(GEOMETRY_KEY), settings.value(DOCKS_KEY)
        restored = isinstance(geometry, QByteArray) and self.restoreGeometry(geometry)
        if isinstance(docks, QByteArray):
            self.restoreState(docks, LAYOUT_VERSION)
            self._setup_shown = None  # the tab in front stays as it was left
            self._show_setup_dock()
        return bool(restored)

    def open_card_demo(self) -> None:
        self.files.open_bundled(card_demo_game_path())

    def show_help(self) -> None:
        QtWidgets.QMessageBox.information(
            self, "Table Marshal help",
            "Drag a model to move it (Ctrl+Z undoes). Wheel or Ctrl+= / Ctrl+- zooms, F fits "
            "the table, drag the background or hold the middle button to pan. Right-click a "
            "model for its status; double-click it to edit it; Delete takes the selected "
            "models off the table.\n\n"
            "Terrain: drag pieces from the Terrain tab (View \u25b8 Terrain) onto the table; "
            "drag a piece to move it, R / Shift+R turns it, its square handles resize it, "
            "double-click edits it, right-click locks it, Delete removes it. File \u25b8 "
            "Terrain layout saves the table's pieces and opens them into a new game being "
            "set up. Sight (V) shades what the selected model sees and lists the enemies "
            "it sees, the closest first: a guide, the table has the final word.\n\n"
            "The Turn panel moves the game on. Card games: 'Initiative phase' deals the "
            "cards; click a model of the highlighted warband and press Enter (or use "
            "'Activate next model') to activate it; 'End turn' discards and refunds. Mordheim: roll the set-up order, "
            "click a free segment for each warband in turn, roll the order of play, and "
            "'End turn' passes play clockwise.\n\n"
            "The 'Dice and draws' tab has draws, roll-offs, the dice roller and the random "
            "hit for shooting into combat. Everything is in the event log; Ctrl+Z undoes.\n\n"
            "To try the app: File \u25b8 Open demo has a card skirmish and an All-Out War game "
            "(Trench Crusade) and a Mordheim Treasure Hunt.",
        )

    def open_log_folder(self) -> None:
        from app.ui.crash_ui import open_log_folder

        folder = open_log_folder()
        self.statusBar().showMessage(f"Log folder: {folder}", 5000)

    def show_about(self) -> None:
        QtWidgets.QMessageBox.about(self, "About Table Marshal",
                                    f"Table Marshal {__version__}\nA companion for multiplayer skirmish games.")
