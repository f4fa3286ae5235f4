"""View ▸ Table screen's side of the main window (issue 34): the switch that builds the
table screen (:mod:`app.ui.board.table_screen`) the first time it is shown, so the window
starts without it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:  # annotations only
    from app.ui.board.scene import BoardScene
    from app.ui.board.table_screen import TableScreen


class TableScreenSwitch(QObject):
    """View ▸ Table screen's side of the main window: the window (built when first shown,
    :attr:`screen`), shown or closed by :meth:`set_shown`; ``shownChanged(bool)`` follows
    it (the menu entry's tick)."""

    shownChanged = Signal(bool)

    def __init__(self, scene: BoardScene, window: QWidget, settings=None) -> None:  # noqa: ANN001
        super().__init__(window)
        self.scene = scene
        self.window = window
        self.settings = settings
        self.screen: TableScreen | None = None
        self.shared_actions: list[QAction] = []
        """The main window's actions that work on the table screen too (Quit, F11)."""

    @property
    def shown(self) -> bool:
        return self.screen is not None and self.screen.isVisible()

    def set_shown(self, shown: bool) -> None:
        if shown == self.shown:
            self.shownChanged.emit(shown)
            return
        if not shown:
            assert self.screen is not None
            self.screen.close()
            return
        if self.screen is None:
            from app.ui.board.table_screen import TableScreen  # built when first shown

            self.screen = TableScreen(self.scene, self.window, settings=self.settings)
            self.screen.addActions(self.shared_actions)
            self.screen.shownChanged.connect(self.shownChanged)
        self.screen.open_on_screen()

    def toggle(self) -> None:
        self.set_shown(not self.shown)

    def close(self) -> None:
        if self.shown:
            assert self.screen is not None
            self.screen.close()
