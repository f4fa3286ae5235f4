"""Help ▸ Player's guide: the offline guide, Markdown pages under ``resources/guide/`` shown in
a :class:`QTextBrowser` beside a contents list; Esc or Close closes it.

Issue 34: the guide speaks the app's language (:func:`app.i18n.language`). A German or French
page lives in ``resources/guide/de/`` or ``fr/`` under the English file's name; a page not
translated there (``reference.md``) opens in English, and a link from it back into the guide
opens the translated page again (:meth:`GuideBrowser.doSetSource`). The contents' titles go
through ``translate("Guide", ...)``. The pictures stay in ``resources/guide/images/``: the
English pages point to ``images/...``, the translated ones to ``../images/...``."""
from __future__ import annotations

from pathlib import Path

from PySide6 import QtCore, QtGui, QtWidgets

from app.i18n import QT_TRANSLATE_NOOP, language, translate
from app.paths import app_root

PAGES = (
    ("index.md", QT_TRANSLATE_NOOP("Guide", "Welcome")),
    ("new-game.md", QT_TRANSLATE_NOOP("Guide", "A new game")),
    ("rosters.md", QT_TRANSLATE_NOOP("Guide", "Rosters")),
    ("setup.md", QT_TRANSLATE_NOOP("Guide", "Set-up: segments, deployment, Scout")),
    ("terrain.md", QT_TRANSLATE_NOOP("Guide", "Terrain and sight")),
    ("planning.md", QT_TRANSLATE_NOOP("Guide", "Planning a deployment")),
    ("trench-crusade-turn.md", QT_TRANSLATE_NOOP("Guide", "A turn of Trench Crusade")),
    ("mordheim-turn.md", QT_TRANSLATE_NOOP("Guide", "A turn of Mordheim")),
    ("saving.md", QT_TRANSLATE_NOOP("Guide", "Saving and printing")),
    ("table-screen.md", QT_TRANSLATE_NOOP("Guide", "The table screen")),
    ("rules.md", QT_TRANSLATE_NOOP("Guide", "The rules as the app applies them")),
    # English only: its German and French titles say so ("Alles im Detail (englisch)")
    ("reference.md", QT_TRANSLATE_NOOP("Guide", "Everything in detail")),
)
"""The guide's pages, in the contents' order: (file, English title; shown through
``translate("Guide", title)``)."""

GUIDE_LANGUAGES = ("de", "fr")
"""The languages with a folder of translated pages under :func:`guide_folder`."""


def guide_folder() -> Path:
    """``resources/guide``: the English pages, ``images/`` and one folder per language."""
    return app_root() / "resources" / "guide"


def page_path(file: str, lang: str | None = None) -> Path:
    """The page ``file`` in ``lang`` (default: the app's language), or the English file when
    that language has no such page."""
    lang = language() if lang is None else lang
    if lang in GUIDE_LANGUAGES:
        translated = guide_folder() / lang / file
        if translated.is_file():
            return translated
    return guide_folder() / file


def page_title(title: str) -> str:
    """A contents title in the player's language."""
    return translate("Guide", title)


CONTENTS_WIDTH = 180
"""The contents list is as wide as its longest title, between this and twice this."""

PICTURE_WIDTH = 880
"""A picture wider than this (the 1366x768 grabs), or than the page, is shown scaled to it."""


class GuideBrowser(QtWidgets.QTextBrowser):
    """The page: pictures scaled to fit beside the contents; a link to a guide page opens that
    page in :attr:`lang` (:func:`page_path`), whichever folder the link was followed from."""

    def __init__(self, lang: str, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = lang

    def doSetSource(self, name: QtCore.QUrl,  # noqa: N802 - Qt's API
                    kind: QtGui.QTextDocument.ResourceType =
                    QtGui.QTextDocument.ResourceType.UnknownResource) -> None:
        if name.isLocalFile():
            path = Path(name.toLocalFile())
            folder = guide_folder()
            if path.suffix == ".md" and path.parent in (folder, *(
                    folder / lang for lang in GUIDE_LANGUAGES)):
                wanted = page_path(path.name, self.lang)
                if wanted != path:
                    url = QtCore.QUrl.fromLocalFile(str(wanted))
                    url.setFragment(name.fragment())
                    name = url
                kind = QtGui.QTextDocument.ResourceType.MarkdownResource
        super().doSetSource(name, kind)

    def resizeEvent(self, event: QtGui.QResizeEvent) -> None:  # noqa: N802 - Qt's API
        super().resizeEvent(event)
        # the pictures are scaled to the page when loaded: loaded again for a new width
        if abs(event.size().width() - event.oldSize().width()) > 40 \
                and not self.source().isEmpty():
            bar = self.verticalScrollBar().value()
            self.reload()
            self.verticalScrollBar().setValue(bar)

    def loadResource(self, kind: int, name: QtCore.QUrl):  # noqa: N802, ANN201 - Qt's API
        data = super().loadResource(kind, name)
        if kind == QtGui.QTextDocument.ResourceType.ImageResource.value and data is not None:
            image = data if isinstance(data, QtGui.QImage) else QtGui.QImage.fromData(data)
            # as wide as the page at most (a newcomer found the first picture cut off)
            room = self.viewport().width() - 2 * round(self.document().documentMargin()) - 24
            most = max(240, min(PICTURE_WIDTH, room))
            if not image.isNull() and image.width() > most:
                return image.scaledToWidth(
                    most, QtCore.Qt.TransformationMode.SmoothTransformation)
            return image
        return data


class GuideWindow(QtWidgets.QDialog):
    """The guide: contents on the left, the page on the right; not modal."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playersGuide")
        self.setWindowTitle(translate("Guide", "Table Marshal \u2014 Player's guide"))
        self.resize(1000, 680)
        self.lang = language()
        self.contents = QtWidgets.QListWidget()
        self.contents.setObjectName("guideContents")
        for file, title in PAGES:
            item = QtWidgets.QListWidgetItem(page_title(title))
            item.setData(QtCore.Qt.ItemDataRole.UserRole, file)
            self.contents.addItem(item)
        # the longest title whole (German and French run longer than English), within limits
        fit = self.contents.sizeHintForColumn(0) + 2 * self.contents.frameWidth() + 12
        fit = max(CONTENTS_WIDTH, min(fit, 2 * CONTENTS_WIDTH))
        self.contents.setMaximumWidth(fit)
        self.browser = GuideBrowser(self.lang)
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
        split.setSizes([fit, 1000 - fit])
        layout = QtWidgets.QVBoxLayout(self)
        layout.addWidget(split)
        layout.addWidget(close)
        QtGui.QShortcut(QtGui.QKeySequence(QtCore.Qt.Key.Key_Escape), self, self.close)
        self.contents.setCurrentRow(0)

    def show_page(self, file: str) -> None:
        """Open one page by its file name (``rules.md``)."""
        url = QtCore.QUrl.fromLocalFile(str(page_path(file, self.lang)))
        self.browser.setSource(url, QtGui.QTextDocument.ResourceType.MarkdownResource)

    def page_file(self) -> str:
        """The page shown, by its file name (``rules.md``), whichever language it is in."""
        return Path(self.browser.source().toLocalFile()).name

    def page_language(self) -> str:
        """The language of the page shown: "de", "fr", or "en" for the English file."""
        folder = Path(self.browser.source().toLocalFile()).parent.name
        return folder if folder in GUIDE_LANGUAGES else "en"

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
