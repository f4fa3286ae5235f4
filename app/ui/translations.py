"""The app in the player's language (issue 34): the app's own catalogue
(``resources/translations/table_marshal_<language>.qm``, built from the ``.ts`` sources by
``make translations``) and Qt's (the standard buttons and texts Qt draws: Save, Discard,
Cancel in the unsaved-changes question, the wizard's Back / Next, a text field's context
menu), for the system's language or the one picked in View ▸ Language
(:data:`app.ui.settings.LANGUAGE`), loaded once at start-up (:func:`install_translations`).
Until then, and in the scripts (`python -m app check` ...), :func:`app.i18n.translate`
gives the English text.

PySide6 wheels (also PySide6-Essentials) ship Qt's ``qtbase_<language>.qm`` catalogues in
``PySide6/Qt/translations``; the packaged executable keeps them there and the app's own in
``resources/translations`` (packaging/table_marshal.spec). Where none is found for the
language, English stays."""

from __future__ import annotations

from pathlib import Path

from app import i18n
from app.paths import resources_dir

APP_CATALOGUE = "table_marshal"
"""The app's catalogue: ``table_marshal_<language>.qm`` in :func:`app_translation_folder`."""

LANGUAGES: tuple[tuple[str, str], ...] = (("en", "English"), ("de", "Deutsch"),
                                          ("fr", "Français"))
"""The languages shipped: (code, the language's own name, as View ▸ Language lists it)."""

_INSTALLED: list = []  # the QTranslators installed by install_translations

CATALOGUE = "qtbase"
"""Qt's catalogue for QtCore, QtGui and QtWidgets (the standard buttons are in it)."""


def translation_folders() -> list[Path]:
    """Where Qt's catalogues may be: Qt's own translations path, then the one inside the
    PySide6 package (the same in a normal install; in a PyInstaller bundle Qt's path can
    point elsewhere, while the package folder is where the spec puts the files)."""
    from PySide6.QtCore import QLibraryInfo

    folders = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
    import PySide6

    bundled = Path(PySide6.__file__).resolve().parent / "Qt" / "translations"
    if bundled not in folders:
        folders.append(bundled)
    return folders


def install_qt_translations(app, locale=None) -> Path | None:  # noqa: ANN001 (Qt types)
    """Load Qt's catalogue for ``locale`` (default: the system's language, or the one set
    with ``QLocale.setDefault``) into ``app`` and return the file loaded; None for English
    (Qt's own texts) or when no catalogue for the language is shipped."""
    from PySide6.QtCore import QLocale, QTranslator

    locale = locale if locale is not None else QLocale()
    if is_english(locale):
        return None  # Qt's texts are English already: nothing to load at start-up
    for folder in translation_folders():
        translator = QTranslator(app)  # a child of the app: kept alive as long as it
        if translator.load(locale, CATALOGUE, "_", str(folder)):
            app.installTranslator(translator)
            return Path(translator.filePath())
        translator.deleteLater()
    return None


def app_translation_folder() -> Path:
    """``resources/translations``: the ``.ts`` sources and the ``.qm`` catalogues."""
    return resources_dir() / "translations"


def is_english(locale) -> bool:  # noqa: ANN001 - QLocale
    """True when ``locale``'s first user-interface language is English (or the C locale)."""
    languages = locale.uiLanguages()
    return not languages or languages[0] in ("C", "en") or languages[0].startswith("en-")


def qt_translate(context: str, text: str, disambiguation: str | None = None,
                 n: int = -1) -> str:
    """:func:`app.i18n.translate` once a catalogue is loaded: Qt's translate (``%n`` put in
    with the plural form the language's catalogue picks)."""
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(context, text, disambiguation, n)


def install_translations(app, language: str = "") -> str:  # noqa: ANN001 - QApplication
    """At start-up: the app's and Qt's catalogues for ``language`` ("de", "fr", "en"; ""
    follows the system, :data:`app.ui.settings.LANGUAGE`) loaded into ``app`` and
    :func:`app.i18n.translate` routed through them. Returns the language the app speaks:
    "en" when it is English or no catalogue of ours is shipped for the language."""
    from PySide6.QtCore import QLocale, QTranslator

    remove_translations(app)
    if language:
        QLocale.setDefault(QLocale(language))  # Qt's dialogs (file dialogs) follow it too
    locale = QLocale(language) if language else QLocale()
    qt_file = install_qt_translations(app, locale)
    if qt_file is not None:
        _INSTALLED.extend(t for t in app.findChildren(QTranslator)
                          if t.filePath() == str(qt_file))
    if is_english(locale):
        return "en"
    translator = QTranslator(app)
    if not translator.load(locale, APP_CATALOGUE, "_", str(app_translation_folder())):
        translator.deleteLater()
        return "en"
    app.installTranslator(translator)
    _INSTALLED.append(translator)
    code = Path(translator.filePath()).stem.removeprefix(APP_CATALOGUE + "_")
    i18n.install(qt_translate, code)
    return code


def remove_translations(app) -> None:  # noqa: ANN001 - QApplication
    """Back to English: the catalogues :func:`install_translations` loaded are removed (a
    test puts the app back as it found it)."""
    from PySide6.QtCore import QLocale

    from shiboken6 import isValid

    while _INSTALLED:
        translator = _INSTALLED.pop()
        if not isValid(translator):  # Qt deleted it already (its parent went, or a repeat)
            continue
        app.removeTranslator(translator)
        translator.deleteLater()
    i18n.install(None)
    QLocale.setDefault(QLocale.system())
