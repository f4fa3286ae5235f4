"""View ▸ Table screen (F11): the board for the club's TV or projector.

A second top-level window with a second view on the main window's own
:class:`~app.ui.board.scene.BoardScene`, so every change shows on it at once, and a banner
(:class:`~app.ui.board.table_banner.TableBanner`) in large type: the turn, who acts, the
Initiative cards or the order of play, the objectives held and the VP. No panels; the view
is read only (it takes no clicks, drags, wheel or keys that would change the game).

It opens full screen on a second screen when there is one (the one it was on last time),
else as a window on the main window's screen; it turns by 90, 180 or 270 degrees to face
the table (right-click, or its ⟳ button: both open :meth:`TableScreen.turn_menu`); Esc
closes it; the turn and the screen are kept in the settings
(:data:`~app.ui.settings.TABLE_SCREEN_TURN`, :data:`~app.ui.settings.TABLE_SCREEN_NAME`).
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import (
    QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence, QPainter, QResizeEvent,
    QScreen, QShortcut, QTransform,
)
from PySide6.QtWidgets import (
    QBoxLayout, QGraphicsView, QMenu, QSizePolicy, QWidget,
)

from app.i18n import translate
from app.ui import settings as app_settings
from app.ui.board.scene import BoardScene
from app.ui.board.table_banner import TableBanner, text_px

TURNS = (0, 90, 180, 270)
"""How far the table screen may turn the board (degrees, clockwise)."""

SIDE_ASPECT = 0.75
"""The banner goes beside the board when the table as shown is no wider (width over depth)
than this times the screen's own width over height; else it runs above the board."""
WINDOW_SIZE = (1280, 720)
"""The table screen's size when it opens as a window (no second screen)."""


class TableView(QGraphicsView):
    """A read-only view of the board: the whole table fitted to it, turned by
    :attr:`turn` degrees; no interaction with the items, no scrolling, no zoom."""

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.board = scene
        self.turn = 0
        self.setInteractive(False)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setAcceptDrops(False)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.NoContextMenu)  # the window's menu
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        scene.changed.connect(self._scene_changed)

    def fit(self) -> None:
        """The whole table (with its margin) in the view, turned by :attr:`turn`."""
        self.setTransform(QTransform().rotate(self.turn))
        self.fitInView(self.board.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def set_turn(self, degrees: int) -> None:
        self.turn = degrees % 360
        self.fit()

    @property
    def px_per_in(self) -> float:
        """Pixels per inch of the table on this view."""
        t = self.transform()
        return (t.m11() ** 2 + t.m12() ** 2) ** 0.5

    def _scene_changed(self, _regions) -> None:  # noqa: ANN001 - list of QRectF
        if self.isVisible() and self.sceneRect() != self.board.sceneRect():
            self.setSceneRect(self.board.sceneRect())
            self.fit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        self.fit()

    def wheelEvent(self, event) -> None:  # noqa: ANN001, N802 - nothing scrolls or zooms
        event.accept()

    def keyPressEvent(self, event) -> None:  # noqa: ANN001, N802 - no key changes the game
        event.ignore()


class TableScreen(QWidget):
    """The table screen window: :attr:`view` (a :class:`TableView` of ``scene``) and
    :attr:`banner`; ``settings`` (a QSettings, or None: nothing kept) keeps its turn and
    its screen. ``shownChanged(bool)`` when it opens or closes."""

    shownChanged = Signal(bool)

    def __init__(self, scene: BoardScene, parent: QWidget | None = None, *,
                 settings=None) -> None:  # noqa: ANN001 - QSettings | None
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("tableScreen")
        self.setWindowTitle(translate("TableScreen", "Table screen \u2014 Table Marshal"))
        self.settings = settings
        self.controller = controller = scene.controller
        self.view = TableView(scene, self)
        self.banner = TableBanner(controller, self)
        self.box = QBoxLayout(QBoxLayout.Direction.TopToBottom, self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.box.setSpacing(0)
        self.box.addWidget(self.banner)
        self.box.addWidget(self.view, 1)
        self.turn_button = self.banner.corner
        self.turn_button.setObjectName("turnButton")
        self.turn_button.setText("\u27f3")
        self.turn_button.setToolTip(translate("TableScreen", "Turn the board to face the table"))
        self.turn_button.clicked.connect(
            lambda: self.turn_menu().exec(self.turn_button.mapToGlobal(
                self.turn_button.rect().bottomLeft())))
        self._watched = None  # the QWindow whose screen is followed
        self.turn_actions: dict[int, QAction] = {}
        self._turn_group = QActionGroup(self)
        for degrees in TURNS:
            action = QAction(translate("TableScreen", "Not turned") if not degrees
                             else translate("TableScreen", "Turned {degrees}\u00b0").format(
                                 degrees=degrees), self)
            action.setCheckable(True)
            action.triggered.connect(lambda _checked=False, d=degrees: self.set_turn(d))
            self._turn_group.addAction(action)
            self.turn_actions[degrees] = action
        self.close_action = QAction(translate("TableScreen", "Close the table screen (Esc)"), self)
        self.close_action.triggered.connect(self.close)
        self._esc = QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.close)
        self._esc.setContext(Qt.ShortcutContext.WindowShortcut)
        self.set_turn(app_settings.TABLE_SCREEN_TURN.get(settings) if settings is not None
                      else 0, keep=False)

        controller.turnChanged.connect(self.banner.refresh)
        controller.verdictsChanged.connect(lambda _update: self.banner.refresh())
        controller.gameReplaced.connect(self._game_replaced)
        controller.modelsChanged.connect(lambda _ids: self.banner.refresh())
        self._exposure = scene.exposure
        scene.exposure.changed.connect(self._exposure_changed)
        self._exposure_changed()

    def _exposure_changed(self) -> None:
        """The shading was worked out again, or went: the banner says whose it is."""
        layer = self._exposure
        shown = layer.map.player if layer.shown and layer.map is not None else None
        if shown != self.banner.exposure_for:
            self.banner.exposure_for = shown
            self.banner.refresh()

    # -- turning ---------------------------------------------------------------------------
    def turn_menu(self) -> QMenu:
        """The window's menu: how far the board is turned, and Close."""
        menu = QMenu(self)
        menu.setObjectName("tableScreenMenu")
        for action in self.turn_actions.values():
            menu.addAction(action)
        menu.addSeparator()
        menu.addAction(self.close_action)
        return menu

    def contextMenuEvent(self, event) -> None:  # noqa: ANN001, N802 (Qt name)
        self.turn_menu().exec(event.globalPos())

    def set_turn(self, degrees: int, keep: bool = True) -> None:
        """Turn the board ``degrees`` (one of :data:`TURNS`) clockwise; the banner goes
        to the side when the board stands on end (90, 270), so the table stays large."""
        degrees = degrees if degrees in TURNS else 0
        self.turn_actions[degrees].setChecked(True)
        self._degrees = degrees
        self._arrange()
        self.view.set_turn(degrees)
        if keep and self.settings is not None:
            app_settings.TABLE_SCREEN_TURN.set(degrees, self.settings)

    @property
    def turn(self) -> int:
        return self.view.turn

    # -- following the game ----------------------------------------------------------------
    def _game_replaced(self) -> None:
        self._arrange()  # another table size
        self.banner.refresh()
        self.view.setSceneRect(self.view.board.sceneRect())
        self.view.fit()

    # -- size, screen ----------------------------------------------------------------------
    def _arrange(self) -> None:
        """The banner beside the board where the table, as turned, is narrow for the screen
        (on end, or a 4'x4' table on a wide screen: trial 11 saw a 48 x 48 table drawn 410
        px wide under a banner taking 290 of 768 px), else above it."""
        table = self.controller.state.table
        wide, deep = table.width_in, table.depth_in
        if getattr(self, "_degrees", 0) in (90, 270):
            wide, deep = deep, wide
        w, h = max(1, self.width()), max(1, self.height())
        side = wide / max(deep, 1e-9) <= SIDE_ASPECT * w / h
        direction = QBoxLayout.Direction.LeftToRight if side \
            else QBoxLayout.Direction.TopToBottom
        if self.box.direction() != direction or self.banner.stacked != side:
            self.box.setDirection(direction)
            self.banner.set_stacked(side)
        self._size_banner()

    def _size_banner(self) -> None:
        px = text_px(self.height() if self.height() > 0 else 720)
        self.banner.set_text_px(px)
        on_end = self.box.direction() == QBoxLayout.Direction.LeftToRight
        if on_end:
            self.banner.setFixedWidth(max(320, self.width() // 3))
            self.banner.setMaximumHeight(16777215)
        else:
            self.banner.setMinimumWidth(0)
            self.banner.setMaximumWidth(16777215)
        self.banner.setSizePolicy(QSizePolicy.Policy.Preferred,
                                  QSizePolicy.Policy.Expanding if on_end
                                  else QSizePolicy.Policy.Maximum)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        self._arrange()

    def open_on_screen(self) -> None:
        """Show it: full screen on the remembered screen, else on a second screen (one the
        main window is not on); as a window beside the main window when there is one
        screen."""
        screens = QGuiApplication.screens()
        main = self.parentWidget().screen() if self.parentWidget() is not None else None
        name = app_settings.TABLE_SCREEN_NAME.get(self.settings) if self.settings else ""
        chosen = next((s for s in screens if s.name() == name and s is not main), None)
        if chosen is None:
            chosen = next((s for s in screens if s is not main), None)
        if chosen is not None and len(screens) > 1:
            self.setScreen(chosen)
            self.setGeometry(chosen.geometry())
            self.showFullScreen()
        else:
            self.resize(*WINDOW_SIZE)
            if main is not None:
                self.move(main.availableGeometry().center()
                          - QPoint(WINDOW_SIZE[0] // 2, WINDOW_SIZE[1] // 2))
            self.showNormal()
        handle = self.windowHandle()
        if handle is not None and handle is not self._watched:
            self._watched = handle
            handle.screenChanged.connect(self._screen_changed)
        self.view.fit()

    def _screen_changed(self, screen: QScreen) -> None:
        self.keep_screen(screen)

    def keep_screen(self, screen: QScreen | None = None) -> None:
        """Remember the screen it is on, to open there next time."""
        screen = screen or self.screen()
        if self.settings is not None and screen is not None:
            app_settings.TABLE_SCREEN_NAME.set(screen.name(), self.settings)

    def showEvent(self, event) -> None:  # noqa: ANN001, N802 (Qt name)
        super().showEvent(event)
        self.banner.refresh()
        self._size_banner()
        self.view.fit()
        self.shownChanged.emit(True)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt name)
        self.keep_screen()
        super().closeEvent(event)
        self.shownChanged.emit(False)
