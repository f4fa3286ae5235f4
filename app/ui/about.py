"""Help ▸ About Table Marshal: the version, the licence, the credits (the libraries the app is
built on and where the base tables come from), and a button that opens the log folder."""

from __future__ import annotations

from html import escape

from PySide6 import QtWidgets  # QtWidgets.QMessageBox: made when first shown

from app import __version__
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.paths import app_root

CREDITS = (
    ("Qt and PySide6 (Qt for Python)", "The Qt Company", "LGPL v3"),
    ("Shapely", QT_TRANSLATE_NOOP("About", "the Shapely contributors"), "BSD 3-Clause"),
    ("NumPy", QT_TRANSLATE_NOOP("About", "the NumPy developers"), "BSD 3-Clause"),
    ("pydantic", QT_TRANSLATE_NOOP("About", "Samuel Colvin and the pydantic contributors"),
     "MIT"),
    ("platformdirs", QT_TRANSLATE_NOOP("About", "the platformdirs contributors"), "MIT"),
    ("defusedxml", "Christian Heimes", "PSF License"),
    ("typing_extensions", QT_TRANSLATE_NOOP("About", "the Python Software Foundation"),
     "PSF License"),
)
"""The libraries Table Marshal is built on: (name, by whom, licence); shown translated
(context "About")."""

BASE_TABLES = (
    (QT_TRANSLATE_NOOP("About", "Trench Crusade bases (resources/bases/trench-crusade.csv)"),
     QT_TRANSLATE_NOOP("About", "Trench Companion's model data and the New Recruit "
                                "catalogue's Base characteristic; where the two disagree, "
                                "the base is marked a guess")),
    (QT_TRANSLATE_NOOP("About", "Mordheim bases (resources/bases/mordheim.csv)"),
     QT_TRANSLATE_NOOP("About", "Mordheim's rosters carry no base sizes: the usual base of "
                                "each kind of model, every row a guess for the players to "
                                "check")),
)
"""Where the base tables' sizes come from (their files' headers say the same)."""

NO_LICENCE = QT_TRANSLATE_NOOP(
    "About", "The project's licence is not yet chosen: the repository has no LICENSE file, "
    "so ask its authors before you copy or share it.")


def licence_text() -> str:
    """The first line of the repository's LICENSE file (or of a packaged copy), else
    :data:`NO_LICENCE`."""
    for name in ("LICENSE", "LICENSE.txt", "LICENSE.md", "COPYING"):
        path = app_root() / name
        if path.is_file():
            try:
                first = next((line.strip() for line in path.read_text(
                    encoding="utf-8").splitlines() if line.strip()), "")
            except OSError:
                continue
            return (translate("About", "Licence: {licence} (see {file}).").format(
                licence=first, file=name) if first
                else translate("About", "Licence: see {file}.").format(file=name))
    return translate("About", NO_LICENCE)


def about_text() -> str:
    """The About box's text (rich text)."""
    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import qVersion

    def tr(text: str) -> str:
        return escape(translate("About", text))

    libs = "".join(f"<li><b>{escape(name)}</b> \u2014 {tr(by)} ({escape(licence)})</li>"
                   for name, by, licence in CREDITS)
    tables = "".join(f"<li><b>{tr(what)}</b>: {tr(source)}</li>"
                     for what, source in BASE_TABLES)
    built_on = translate("About", "Built on (Qt {qt}, PySide6 {pyside}):").format(
        qt=qVersion(), pyside=pyside_version)
    return (f"<h3>Table Marshal {escape(__version__)}</h3>"
            "<p>" + escape(translate(
                "About", "A companion for multiplayer skirmish games: a to-scale table, the "
                "rules' geometry judged live, dealt Initiative cards.")) + "</p>"
            f"<p>{escape(licence_text())}</p>"
            f"<p>{escape(built_on)}</p>"
            f"<ul>{libs}</ul>"
            "<p>" + escape(translate("About", "Base tables:")) + f"</p><ul>{tables}</ul>"
            "<p>" + escape(translate(
                "About", "Trench Crusade and Mordheim belong to their publishers; Table "
                "Marshal is an unofficial companion and ships none of their rules text."))
            + "</p>")


def show_about(window: QtWidgets.QWidget) -> QtWidgets.QMessageBox:
    """Help ▸ About: the box, not blocking; its *Open log folder* button opens the folder
    (and leaves the box open), Close closes it."""
    from PySide6.QtCore import Qt

    from app.ui.crash_ui import open_log_folder

    box = QtWidgets.QMessageBox(window)
    box.setObjectName("aboutBox")
    box.setWindowTitle(translate("About", "About Table Marshal"))
    box.setIcon(QtWidgets.QMessageBox.Icon.Information)
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setText(about_text())
    box.setStyleSheet("QLabel#qt_msgbox_label { min-width: 600px; }")
    box.addButton(QtWidgets.QMessageBox.StandardButton.Close)
    folder = box.addButton(translate("About", "Open log folder"), QtWidgets.QMessageBox.ButtonRole.ActionRole)
    folder.clicked.disconnect()  # the box stays open: the folder opens beside it
    folder.clicked.connect(lambda: open_log_folder())
    box.open()
    return box
