"""The main window's docks: the Turn panel, the 'Dice and draws' tools, the event log, the
set-up (or reserve) panel and the terrain palette; which of them shows when; and their
layout kept in the settings between runs (:data:`app.ui.settings.GEOMETRY`,
:data:`app.ui.settings.DOCKS`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QMainWindow

from app.i18n import translate
from app.game.state import in_reserve, setting_up
from app.ui.controller import GameController
from app.ui.panel.log_panel import LogPanel
from app.ui.panel.turn_panel import TurnPanel
from app.ui.panel.widgets import VerticalScrollArea
from app.ui.settings import DOCKS, GEOMETRY

if TYPE_CHECKING:  # built when first shown or used
    from app.ui.board.view import BoardView
    from app.ui.panel.tools_panel import ToolsPanel
    from app.ui.setup.setup_panel import SetupPanel

DOCK_WIDTH = 380
"""The docks' column at the first start, in px (each panel's least width comes first)."""
LAYOUT_VERSION = 2
"""Raise it when the docks change so much that an old saved layout no longer fits: Qt then
ignores the saved one. 2: the set-up and terrain docks are tabs beside the turn panel (they
were a second column on the left, which left a 1366 px window's board 40% of its width)."""


class WindowDocks(QObject):
    """The docks of ``window``, built at once (the tools and set-up panels inside them when
    first shown or used: :attr:`tools`, :attr:`setup_panel`)."""

    def __init__(self, window: QMainWindow, controller: GameController,
                 view: BoardView) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.view = view
        self.panel = TurnPanel(controller)  # scrolls its rows itself, its buttons pinned
        self.panel_dock = QDockWidget(translate("Docks", "Turn"), window)
        self.panel_dock.setObjectName("turnDock")
        self.panel_dock.setWidget(self.panel)
        self.panel_dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                                    | QDockWidget.DockWidgetFeature.DockWidgetFloatable
                                    | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.panel_dock)

        # The tools and set-up panels are not in view at start (a tab behind the Turn tab; a
        # dock shown only while a game is set up): each is built when first shown or used
        # (:attr:`tools`, :attr:`setup_panel`), which keeps them out of the start-up time.
        self._tools: ToolsPanel | None = None
        self._tools_scroll = VerticalScrollArea(min_width=380)
        self.tools_dock = self._dock(translate("Docks", "Dice and draws"), "toolsDock", self._tools_scroll)
        window.tabifyDockWidget(self.panel_dock, self.tools_dock)
        self.panel_dock.raise_()
        self.tools_dock.visibilityChanged.connect(self._tools_shown)

        self.log_panel = LogPanel(controller)
        self.log_dock = QDockWidget(translate("Docks", "Event log"), window)
        self.log_dock.setObjectName("logDock")
        self.log_dock.setWidget(self.log_panel)
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.log_dock)
        # the turn panel keeps the window's full height; the log sits under the board only
        window.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        window.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.LeftDockWidgetArea)
        window.resizeDocks([self.log_dock], [110], Qt.Orientation.Vertical)

        # The set-up and the terrain palette are tabs beside the Turn and Dice and draws tabs,
        # in front while a game is set up: one column of docks, so the board keeps the
        # room (at 1366x768 the board is about two thirds of the window; a player who drags
        # a tab elsewhere finds it there again, the layout is kept in the settings)
        self._setup_panel: SetupPanel | None = None
        self._setup_scroll = VerticalScrollArea(min_width=320)
        self.setup_dock = self._dock(translate("Docks", "Set-up"), "setupDock", self._setup_scroll)
        window.tabifyDockWidget(self.tools_dock, self.setup_dock)
        from app.ui.terrain.palette_panel import TerrainPanel  # small: built at once

        self.terrain_panel = TerrainPanel()
        terrain_scroll = VerticalScrollArea(min_width=300)
        terrain_scroll.setWidget(self.terrain_panel)
        self.terrain_dock = self._dock(translate("Docks", "Terrain"), "terrainDock", terrain_scroll)
        window.tabifyDockWidget(self.setup_dock, self.terrain_dock)
        self.setup_dock.hide()
        self.terrain_dock.hide()
        self.panel_dock.raise_()
        # as narrow as the widest panel's least width (the set-up panel would ask for more)
        window.resizeDocks([self.panel_dock], [DOCK_WIDTH], Qt.Orientation.Horizontal)
        self._setup_shown: bool | None = None
        self._setting_up: bool | None = None
        self._tab_to_raise = False
        controller.gameReplaced.connect(self.show_setup_dock)
        controller.turnChanged.connect(self.show_setup_dock)
        self.show_setup_dock()

    def _dock(self, title: str, name: str, widget: VerticalScrollArea) -> QDockWidget:
        """A dock on the right with the Turn dock's features."""
        dock = QDockWidget(title, self.window)
        dock.setObjectName(name)
        dock.setWidget(widget)
        dock.setFeatures(self.panel_dock.features())
        self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        return dock

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

    def show_setup_dock(self) -> None:
        """The set-up tab shows while a new game is set up (in front of the Turn tab), and
        afterwards, called Reserve, while models wait in the tray as a reserve (the Turn tab
        in front: play has begun); it hides otherwise. The terrain palette is a tab beside
        the set-up while the table is laid out; View ▸ Terrain shows it at any other time."""
        state = self.controller.state
        set_up = setting_up(state)
        active = set_up or in_reserve(state)
        if active:
            self.setup_panel  # noqa: B018 (built when first needed)
        self.setup_dock.setWindowTitle(translate("Docks", "Set-up") if set_up or not active
                                     else translate("Docks", "Reserve"))
        if active != self._setup_shown:
            self._setup_shown = active
            self.setup_dock.setVisible(active)
            self.terrain_dock.setVisible(active)
        if set_up != self._setting_up:
            self._setting_up = set_up
            self.raise_tab()

    def raise_tab(self) -> None:
        """The Set-up tab in front while the game is set up, the Turn tab once play begins
        (a window not shown yet has no tabs: it is done when the window shows)."""
        self._tab_to_raise = not self.window.isVisible()
        dock = self.setup_dock if self._setting_up else self.panel_dock
        dock.lower()  # Qt brings a dock's tab to the front when it comes to the top, and
        dock.raise_()  # raising the one already at the top does nothing

    def window_shown(self) -> None:
        """The window shows: the tab it could not raise before comes to the front."""
        if self._tab_to_raise:
            QTimer.singleShot(0, self.raise_tab)

    def save_layout(self, store: QSettings) -> None:
        """Keep the window's size and place and the docks' layout (which are shown, where,
        how wide, which tab is in front) in ``store``."""
        GEOMETRY.set(self.window.saveGeometry(), store)
        DOCKS.set(self.window.saveState(LAYOUT_VERSION), store)

    def restore_layout(self, store: QSettings) -> bool:
        """The size, place and docks the window had when it was last closed. False when
        ``store`` holds none (the first start). The set-up dock still follows the game
        (shown only while it is set up)."""
        geometry, docks = GEOMETRY.get(store), DOCKS.get(store)
        restored = geometry is not None and self.window.restoreGeometry(geometry)
        if docks is not None:
            self.window.restoreState(docks, LAYOUT_VERSION)
            self._setup_shown = None  # the tab in front stays as it was left
            self.show_setup_dock()
        return bool(restored)
