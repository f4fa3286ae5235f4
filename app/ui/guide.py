"""Help ▸ Player's guide: the offline guide, Markdown pages under ``resources/guide/`` shown in
a :class:`QTextBrowser` beside a contents list. Links between pages and the pictures under
``resources/guide/images/`` resolve through the browser's search path; Esc or Close closes it."""
from __future__ import annotations

from pathlib import Path

from PySide6 import QtCore, QtGui, QtWidgets

from app.i18n import translate
from app.paths import app_root

PAGES = (
    ("index.md", "Welcome"),
    ("new-game.md", "A new game"),
    ("rosters.md", "Rosters"),
    ("setup.md", "Set-up: segments, deployment, Scout"),
    ("terrain.md", "Terrain and sight"),
    ("trench-crusade-turn.md", "A turn of Trench Crusade"),
    ("mordheim-turn.md", "A turn of Mordheim"),
    ("saving.md", "Saving and printing"),
    ("table-screen.md", "The table screen"),
    ("rules.md", "The rules as the app applies them"),
    ("reference.md", "Everything in detail"),
)
"""The guide's pages, in the contents' order: (file, title)."""


def guide_folder() -> Path:
    return app_root() / "resources" / "guide"


PICTURE_WIDTH = 880
"""A picture wider than this (the 1366x768 grabs) is shown scaled to it."""


class GuideBrowser(QtWidgets.QTextBrowser):
    """The page: pictures scaled to fit beside the contents."""

    def loadResource(self, kind: int, name: QtCore.QUrl):  # noqa: N802, ANN201 - Qt's API
        data = super().loadResource(kind, name)
        if kind == QtGui.QTextDocument.ResourceType.ImageResource.value and data is not None:
            image = data if isinstance(data, QtGui.QImage) else QtGui.QImage.fromData(data)
            if not image.isNull() and image.width() > PICTURE_WIDTH:
                return image.scaledToWidth(
                    PICTURE_WIDTH, QtCore.Qt.TransformationMode.SmoothTransformation)
            return image
        return data


class GuideWindow(QtWidgets.QDialog):
    """The guide: contents on the left, the page on the right; not modal."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playersGuide")
        self.setWindowTitle(translate("Guide", "Table Marshal \u2014 Player's guide"))
        self.resize(1000, 680)
        self.contents = QtWidgets.QListWidget()
        self.contents.setObjectName("guideContents")
        self.contents.setMaximumWidth(260)
        for file, title in PAGES:
            item = QtWidgets.QListWidgetItem(title)
            item.setData(QtCore.Qt.ItemDataRole.UserRole, file)
            self.contents.addItem(item)
        self.browser = GuideBrowser()
        self.browser.setObjectName("guidePage")
        self.browser.setSearchPaths([str(guide_folder())])
        self.browser.setOpenExternalLinks(True)
        self.browser.sourceChanged.connect(self._follow_source)
        self.contents.currentRowChanged.connect(self._show_row)
        close = QtWidgets.QDialogButtonBox(QtWidgets.QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.close)
        split = QtWidgets.QSplitter()
        split.addWidget(self.contents)
        split.addWidget(self.browser)
        split.setStretchFactor(1, 1)
        layout = QtWidgets.QVBoxLayout(self)
        layout.addWidget(split)
        layout.addWidget(close)
        QtGui.QShortcut(QtGui.QKeySequence(QtCore.Qt.Key.Key_Escape), self, self.close)
        self.contents.setCurrentRow(0)

    def show_page(self, file: str) -> None:
        """Open one page by its file name (``rules.md``)."""
        url = QtCore.QUrl.fromLocalFile(str(guide_folder() / file))
        self.browser.setSource(url, QtGui.QTextDocument.ResourceType.MarkdownResource)

    def page_file(self) -> str:
        return Path(self.browser.source().toLocalFile()).name

    def _show_row(self, row: int) -> None:
        if 0 <= row < len(PAGES) and self.page_file() != PAGES[row][0]:
            self.show_page(PAGES[row][0])

    def _follow_source(self, url: QtCore.QUrl) -> None:
        name = Path(url.toLocalFile()).name
        for row, (file, _title) in enumerate(PAGES):
            if file == name and self.contents.currentRow() != row:
                self.contents.blockSignals(True)
                self.contents.setCurrentRow(row)
                self.contents.blockSignals(False)


def show_guide(window: QtWidgets.QWidget, current: GuideWindow | None) -> GuideWindow:
    """Help ▸ Player's guide: one guide window, raised if already open."""
    guide = current if current is not None else GuideWindow(window)
    guide.show()
    guide.raise_()
    guide.activateWindow()
    return guide
