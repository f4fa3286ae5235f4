"""View ▸ Language: English, Deutsch, Français or the system's language, kept in the
:data:`~app.ui.settings.LANGUAGE` setting and applied at the next start (the catalogues are
loaded once, before the window is built: :func:`app.ui.translations.install_translations`)."""

from __future__ import annotations

from PySide6 import QtWidgets  # QtWidgets.QMessageBox: made when first shown
from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from app.i18n import translate
from app.ui.settings import LANGUAGE
from app.ui.translations import LANGUAGES


def build_language_menu(parent: QMenu, window: QWidget, settings: QSettings | None) -> QMenu:
    """The View menu's Language submenu of ``window``: one checked entry, the setting kept in
    ``settings`` (None: the app's own)."""
    menu = parent.addMenu(translate("LanguageMenu", "&Language"))
    menu.setObjectName("languageMenu")
    group = QActionGroup(menu)
    group.setExclusive(True)
    chosen = LANGUAGE.get(settings)
    known = {code for code, _name in LANGUAGES}
    entries = [("", translate("LanguageMenu", "&System language"))]
    entries += [(code, name) for code, name in LANGUAGES]  # each in its own language
    for code, name in entries:
        action = QAction(name, menu)
        action.setCheckable(True)
        action.setChecked(code == chosen or (code == "" and chosen not in known))
        action.setData(code)
        action.setStatusTip(translate(
            "LanguageMenu", "The language Table Marshal speaks from its next start"))
        action.triggered.connect(
            lambda _checked=False, c=code, n=name: choose_language(window, settings, c, n))
        group.addAction(action)
        menu.addAction(action)
    return menu


def choose_language(window: QWidget, settings: QSettings | None, code: str,
                    name: str) -> None:
    """Keep ``code`` ("" for the system's language) and say it applies at the next start."""
    if code == LANGUAGE.get(settings):
        return
    LANGUAGE.set(code, settings)
    name = name.replace("&", "")
    QtWidgets.QMessageBox.information(
        window, translate("LanguageMenu", "Language"),
        translate("LanguageMenu", "Table Marshal speaks {language} from the next time it "
                                  "starts. Quit and start it again to switch now.")
        .format(language=name))
