"""Qt's own translations for the system language: the standard buttons and texts Qt draws
(Save, Discard, Cancel in the unsaved-changes question, the wizard's Back / Next, a text
field's context menu) follow a German or French club PC. The app's own texts stay English.

PySide6 wheels (also PySide6-Essentials) ship Qt's ``qtbase_<language>.qm`` catalogues in
``PySide6/Qt/translations``; the packaged executable keeps them there (packaging/
table_marshal.spec). Where none is found for the language, Qt's English stays."""

from __future__ import annotations

from pathlib import Path

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
    languages = locale.uiLanguages()
    if not languages or languages[0] in ("C", "en") or languages[0].startswith("en-"):
        return None  # Qt's texts are English already: nothing to load at start-up
    for folder in translation_folders():
        translator = QTranslator(app)  # a child of the app: kept alive as long as it
        if translator.load(locale, CATALOGUE, "_", str(folder)):
            app.installTranslator(translator)
            return Path(translator.filePath())
        translator.deleteLater()
    return None
