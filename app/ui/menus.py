"""The main window's menus, tool bar and actions (:class:`~app.ui.actions.ActionId`), each
connected to the window's, the controller's, the file actions' or the board view's slot;
the Game menu's entries follow the turn panel's buttons; and the Help menu's texts."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6 import QtWidgets  # QtWidgets.QMessageBox: made when first shown
from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMenu, QMenuBar, QStatusBar, QToolBar

from app.i18n import QT_TRANSLATE_NOOP, translate
from app.ui.actions import ActionId, plain_text

if TYPE_CHECKING:
    from app.ui.board.table_screen_switch import TableScreenSwitch
    from app.ui.board.view import BoardView
    from app.ui.controller import GameController
    from app.ui.file_menu import FileActions
    from app.ui.planning_ui import PlanningAids
    from app.ui.roster_files import RosterImport
    from app.ui.panel.turn_panel import TurnPanel


class MenuWindow(Protocol):
    """What the menus connect to: the main window (:class:`app.ui.main_window.MainWindow`),
    its parts and its slots."""

    controller: GameController
    view: BoardView
    files: FileActions
    table_screen: TableScreenSwitch
    planning: PlanningAids
    rosters: RosterImport
    panel: TurnPanel
    panel_dock: QDockWidget
    tools_dock: QDockWidget
    log_dock: QDockWidget
    terrain_dock: QDockWidget

    def new_game_dialog(self, seed: int | None = None) -> Any: ...
    def open_dialog(self) -> None: ...
    def open_demo(self) -> None: ...
    def open_mordheim_demo(self) -> None: ...
    def open_card_demo(self) -> None: ...
    def edit_selected_model(self) -> None: ...
    def activate_selected(self) -> None: ...
    # QMainWindow's own
    def menuBar(self) -> QMenuBar: ...  # noqa: N802 (Qt names)
    def statusBar(self) -> QStatusBar: ...  # noqa: N802
    def addToolBar(self, title: str) -> QToolBar: ...  # noqa: N802
    def addAction(self, action: QAction) -> None: ...  # noqa: N802
    def close(self) -> bool: ...


GAME_FLOW = {ActionId.NEW_TURN: "new_turn_button",
             ActionId.ACTIVATE_SELECTED: "next_button",
             ActionId.NEXT_ACTIVATION: "next_button",
             ActionId.END_TURN: "end_turn_button"}
"""The Game menu's entries that move the game on, and the turn panel's button each
follows: an entry (and its shortcut) can be used exactly when its button can."""


class WindowMenus(QObject):
    """The menu bar and tool bar of ``window``: :attr:`actions_by_id`, the undo and redo
    actions, the demo and Game menus."""

    def __init__(self, window: MenuWindow) -> None:
        super().__init__(window)  # a QMainWindow
        self.window = window
        self.actions_by_id: dict[ActionId, QAction] = {}
        self._build()

    def action(self, action_id: ActionId, slot: Callable, *,
               checkable: bool = False) -> QAction:
        """An action of the menus. ``triggered(bool)`` carries ``checked``: only a checkable
        action hands it on; any other slot is called with no argument, so a slot's first
        parameter with a default (``new_game_dialog(seed=None)``) never receives ``False``."""
        action = QAction(action_id.text, self.window)
        action.setShortcuts(action_id.shortcuts)
        action.setStatusTip(action_id.tip)
        if checkable:
            action.setCheckable(True)
            action.triggered.connect(slot)
        else:
            action.triggered.connect(lambda _checked=False, s=slot: s())
        self.window.addAction(action)
        self.actions_by_id[action_id] = action
        return action

    def _build(self) -> None:
        w = self.window
        c, v, f = w.controller, w.view, w.files
        bar = w.menuBar()
        file_menu = bar.addMenu(translate("Menus", "&File"))
        file_menu.addAction(self.action(ActionId.NEW_GAME, w.new_game_dialog))
        file_menu.addAction(self.action(ActionId.OPEN, w.open_dialog))
        file_menu.addAction(self.action(ActionId.IMPORT_ROSTER, w.rosters.import_dialog))
        file_menu.addMenu(f.recent_menu)
        self.demo_menu: QMenu = file_menu.addMenu(translate("Menus", "Open &demo"))  # the three demos, side by side
        self.demo_menu.setObjectName("demoMenu")
        self.demo_menu.addAction(self.action(ActionId.OPEN_DEMO, w.open_demo))
        self.demo_menu.addAction(self.action(ActionId.OPEN_MORDHEIM_DEMO,
                                             w.open_mordheim_demo))
        self.demo_menu.addAction(self.action(ActionId.OPEN_CARD_DEMO, w.open_card_demo))
        file_menu.addSeparator()
        file_menu.addAction(self.action(ActionId.SAVE, f.save))
        file_menu.addAction(self.action(ActionId.SAVE_AS, f.save_as))
        file_menu.addSeparator()
        from app.ui.terrain.layout_files import open_layout_dialog, save_layout_dialog

        layout_menu = file_menu.addMenu(translate("Menus", "&Terrain layout"))
        layout_menu.setObjectName("terrainLayoutMenu")
        layout_menu.addAction(self.action(ActionId.SAVE_LAYOUT,
                                          lambda: save_layout_dialog(w)))
        layout_menu.addAction(self.action(ActionId.OPEN_LAYOUT,
                                          lambda: open_layout_dialog(w)))
        file_menu.addAction(self.action(ActionId.EXPORT, f.export_dialog))
        file_menu.addAction(self.action(ActionId.PRINT_PLAN, f.print_plan_dialog))
        file_menu.addSeparator()
        quit_action = self.action(ActionId.QUIT, w.close)
        file_menu.addAction(quit_action)

        edit_menu = bar.addMenu(translate("Menus", "&Edit"))
        undo = c.undo_stack.createUndoAction(w, translate("Menus", "&Undo"))
        undo.setShortcuts(QKeySequence.StandardKey.Undo)
        redo = c.undo_stack.createRedoAction(w, translate("Menus", "&Redo"))
        redo_keys = [QKeySequence("Ctrl+Shift+Z")]
        redo_keys += [k for k in QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)
                      if k not in redo_keys]
        redo.setShortcuts(redo_keys)
        edit_menu.addAction(undo)
        edit_menu.addAction(redo)
        self.undo_action, self.redo_action = undo, redo
        edit_menu.addSeparator()
        edit_menu.addAction(self.action(ActionId.DELETE_MODEL, lambda: v.delete_selected()))
        edit_menu.addAction(self.action(ActionId.EDIT_MODEL, w.edit_selected_model))

        view_menu = bar.addMenu(translate("Menus", "&View"))
        view_menu.addAction(self.action(ActionId.FIT, v.fit_to_window))
        view_menu.addAction(self.action(ActionId.ZOOM_IN, v.zoom_in))
        view_menu.addAction(self.action(ActionId.ZOOM_OUT, v.zoom_out))
        view_menu.addSeparator()
        table_screen = self.action(ActionId.TABLE_SCREEN, w.table_screen.set_shown,
                                   checkable=True)
        w.table_screen.shownChanged.connect(table_screen.setChecked)
        w.table_screen.shared_actions += [table_screen, quit_action]  # F11, Ctrl+Q there too
        view_menu.addAction(table_screen)
        exposure = self.action(ActionId.EXPOSURE, w.planning.set_exposure_shown,
                               checkable=True)
        w.planning.exposureShown.connect(exposure.setChecked)
        w.table_screen.shared_actions.append(exposure)
        view_menu.addAction(exposure)
        view_menu.addSeparator()
        for dock in (w.panel_dock, w.planning.race_dock, w.log_dock, w.terrain_dock):
            view_menu.addAction(dock_entry(dock))
        view_menu.addSeparator()
        from app.ui.language_menu import build_language_menu

        self.language_menu = build_language_menu(view_menu, w, w.files.settings)

        tools_menu = bar.addMenu(translate("Menus", "&Tools"))
        measure = self.action(ActionId.MEASURE, v.set_measure_armed, checkable=True)
        v.measureArmed.connect(measure.setChecked)
        tools_menu.addAction(measure)
        sight = self.action(ActionId.SIGHT, v.set_sight_shown, checkable=True)
        v.sightShown.connect(sight.setChecked)

        def sight_tip() -> None:  # T4: the button says what it needs before it is pressed
            try:
                sight.setToolTip(
                    translate("Menus", "{tip} (V)").format(tip=ActionId.SIGHT.tip)
                    if v.board.sight_model_selected()
                    else translate("Menus", "Select a model to see its sight (V)"))
            except RuntimeError:  # the window is being deleted (its scene clears last)
                pass

        v.board.selectionChanged.connect(sight_tip)
        v.sightShown.connect(lambda _shown: sight_tip())
        sight_tip()
        tools_menu.addAction(sight)
        tools_menu.addAction(self.action(ActionId.CANCEL_TOOL, v.cancel_tool))
        tools_menu.addSeparator()
        for action_id, degrees in ((ActionId.ROTATE_LEFT, 15.0), (ActionId.ROTATE_RIGHT, -15.0),
                                   (ActionId.ROTATE_LEFT_FINE, 1.0),
                                   (ActionId.ROTATE_RIGHT_FINE, -1.0)):
            tools_menu.addAction(self.action(
                action_id, lambda d=degrees: v.rotate_selected(d)))

        game_menu = bar.addMenu(translate("Menus", "&Game"))
        game_menu.addAction(self.action(ActionId.NEW_TURN, c.new_turn))
        game_menu.addAction(self.action(ActionId.ACTIVATE_SELECTED, w.activate_selected))
        game_menu.addAction(self.action(ActionId.NEXT_ACTIVATION, c.next_activation))
        game_menu.addAction(self.action(ActionId.END_TURN, c.end_turn))
        game_menu.addSeparator()
        game_menu.addAction(dock_entry(w.tools_dock))
        game_menu.setToolTipsVisible(True)  # a disabled entry says why (game over)
        self.game_menu = game_menu
        w.panel.refreshed.connect(self.update_game_actions)
        self.update_game_actions()

        help_menu = bar.addMenu(translate("Menus", "&Help"))
        help_menu.addAction(self.action(ActionId.HELP, lambda: show_help(w)))
        self.guide = None
        guide = QAction(translate("Help", "&Player's guide\u2026"), w)
        guide.setStatusTip(translate("Help", "The illustrated guide: each task, and the rules by ID"))
        guide.triggered.connect(lambda _checked=False: self.show_guide())
        help_menu.addAction(guide)
        help_menu.addAction(self.action(ActionId.OPEN_LOG_FOLDER, lambda: open_log_folder(w)))
        self.about_box: QtWidgets.QMessageBox | None = None
        help_menu.addAction(self.action(ActionId.ABOUT, self.show_about))

        toolbar = w.addToolBar(translate("Menus", "Main"))
        toolbar.setObjectName("mainToolbar")
        toolbar.addAction(undo)
        toolbar.addAction(redo)
        toolbar.addSeparator()
        for action_id in (ActionId.FIT, ActionId.ZOOM_OUT, ActionId.ZOOM_IN):
            toolbar.addAction(self.actions_by_id[action_id])
        toolbar.addSeparator()
        toolbar.addAction(measure)
        toolbar.addAction(sight)
        toolbar.addAction(exposure)

    def show_guide(self):
        """Help ▸ Player's guide (:func:`app.ui.guide.show_guide`), one window."""
        from app.ui.guide import show_guide

        self.guide = show_guide(self.window, self.guide)
        return self.guide

    def show_about(self) -> QtWidgets.QMessageBox:
        """Help ▸ About (:func:`app.ui.about.show_about`), one box at a time."""
        from app.ui.about import show_about

        if self.about_box is not None:
            self.about_box.close()
        self.about_box = show_about(self.window)
        return self.about_box

    def update_game_actions(self) -> None:
        """Each Game menu entry that moves the game on is enabled when the turn panel's
        matching button is (:meth:`TurnPanel.usable`), its shortcut with it; disabled, it
        says why (the game is over (V2), or what the game waits for now). In a Mordheim game
        *Activate selected model* stays, to say Mordheim has no activations when Enter is
        pressed."""
        state, panel = self.window.controller.state, self.window.panel
        over = bool(state.result)
        for action_id, name in GAME_FLOW.items():
            action = self.actions_by_id[action_id]
            usable = panel.usable(getattr(panel, name))
            if action_id is ActionId.ACTIVATE_SELECTED and state.system != "trench-crusade":
                usable = not over
            action.setEnabled(usable)
            if over:
                tip = translate("Menus", "The game is over: {action} cannot be used. "
                                         "Ctrl+Z takes back the end.").format(
                    action=plain_text(action_id.text))
            elif usable:
                tip = action_id.tip
            else:
                now = panel.phase.text()
                tip = (translate("Menus", "Not now. {now}").format(now=now) if now
                       else translate("Menus", "Not now."))
            action.setToolTip(tip)
            action.setStatusTip(tip)


HELP_TEXT = QT_TRANSLATE_NOOP(
    "Menus",
    "Drag a model to move it (Ctrl+Z undoes). Wheel or Ctrl+= / Ctrl+- zooms, F fits "
    "the table, drag the background or hold the middle button to pan. Right-click a "
    "model for its status; double-click it to edit it; Delete takes the selected "
    "models off the table.\n\n"
    "Terrain: drag pieces from the Terrain tab (View ▸ Terrain) onto the table; "
    "drag a piece to move it, R / Shift+R turns it, its square handles resize it, "
    "double-click edits it, right-click locks it, Delete removes it. File ▸ "
    "Terrain layout saves the table's pieces and opens them into a new game being "
    "set up. Sight (V) shades what the selected model sees and lists the enemies "
    "it sees, the closest first: a guide, the table has the final word.\n\n"
    "The Turn panel moves the game on. Card games: 'Initiative phase' deals the "
    "cards; click a model of the highlighted warband and press Enter (or use "
    "'Activate next model') to activate it; 'End turn' discards and refunds. "
    "Mordheim: roll the set-up order, "
    "click a free segment for each warband in turn, roll the order of play, and "
    "'End turn' passes play clockwise.\n\n"
    "The 'Dice and draws' tab has draws, roll-offs, the dice roller and the random "
    "hit for shooting into combat. Everything is in the event log; Ctrl+Z undoes.\n\n"
    "To try the app: File ▸ Open demo has a card skirmish and an All-Out War game "
    "(Trench Crusade) and a Mordheim Treasure Hunt."
)
"""Help ▸ Table Marshal help."""


def dock_entry(dock: QDockWidget) -> QAction:
    """The View menu's entry for a dock: ticked while the dock is open. Chosen while it is
    open but behind another tab (nothing of it on screen), it comes to the front instead of
    closing (trial 5: View ▸ Race hid the Race tab a player asked to see); else it opens
    (in front) or closes."""
    action = QAction(dock.windowTitle(), dock)
    action.setCheckable(True)
    action.setChecked(not dock.isHidden())

    def chosen(checked: bool) -> None:
        if not checked and dock.isVisible() and dock.visibleRegion().isEmpty() \
                and not dock.isFloating():
            action.setChecked(True)
            dock.raise_()
        elif checked:
            dock.show()
            dock.raise_()
        else:
            dock.close()

    action.triggered.connect(chosen)
    dock.visibilityChanged.connect(lambda _shown: action.setChecked(not dock.isHidden()))
    dock.windowTitleChanged.connect(action.setText)
    return action


def show_help(window: QtWidgets.QWidget) -> None:
    QtWidgets.QMessageBox.information(window, translate("Menus", "Table Marshal help"),
                                      translate("Menus", HELP_TEXT))


def open_log_folder(window: QtWidgets.QMainWindow) -> None:
    """Help ▸ Open log folder, and where it is, in the status bar for a while."""
    from app.ui.crash_ui import open_log_folder as open_folder

    folder = open_folder()
    window.statusBar().showMessage(
        translate("Menus", "Log folder: {folder}").format(folder=folder), 5000)
