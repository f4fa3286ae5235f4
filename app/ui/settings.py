"""The app's settings, each declared once with its key, type and default (Picard's declared
options), kept in QSettings.

Read one with ``GEOMETRY.get(store)`` and write it with ``GEOMETRY.set(value, store)``;
``store`` is a :class:`~PySide6.QtCore.QSettings` (the window's, which tests leave out), by
default the app's own (``QSettings()``: organisation "TableMarshal", application "Table
Marshal"). A value of another type than the setting's (a file edited by hand, an older
version) reads as the default. The keys are the ones the app has always used, so settings
saved by an earlier version still load.
"""

from __future__ import annotations

from typing import Any, Generic, TypeVar

from PySide6.QtCore import QByteArray, QSettings

T = TypeVar("T")


def app_settings() -> QSettings:
    """The app's own settings (the organisation and application names set at start)."""
    return QSettings()


class Setting(Generic[T]):
    """One setting: its ``key`` in QSettings, its ``kind`` (``QByteArray``, ``str``,
    ``int``, ``bool`` or ``list`` of strings) and its ``default``."""

    def __init__(self, key: str, kind: type, default: T, doc: str = "") -> None:
        self.key = key
        self.kind = kind
        self.default = default
        self.__doc__ = doc

    def __repr__(self) -> str:
        return f"Setting({self.key!r}, {self.kind.__name__}, {self.default!r})"

    def get(self, store: QSettings | None = None) -> T:
        """The value kept in ``store`` (default: the app's settings), else the default."""
        store = store if store is not None else app_settings()
        raw = store.value(self.key, None)
        if raw is None:
            return self._default()
        return self._read(raw)

    def set(self, value: T, store: QSettings | None = None) -> None:
        """Keep ``value`` in ``store`` (default: the app's settings), written at once."""
        store = store if store is not None else app_settings()
        store.setValue(self.key, list(value) if self.kind is list else value)
        store.sync()

    def remove(self, store: QSettings | None = None) -> None:
        store = store if store is not None else app_settings()
        store.remove(self.key)

    def _default(self) -> T:
        return list(self.default) if self.kind is list else self.default

    def _read(self, raw: Any) -> T:
        kind = self.kind
        if kind is list:  # an ini file gives one item back as a string, none as ""
            if isinstance(raw, str):
                return [raw] if raw else []
            if isinstance(raw, (list, tuple)):
                return [str(v) for v in raw]
            return self._default()
        if kind is bool:
            if isinstance(raw, bool):
                return raw
            if isinstance(raw, str) and raw.lower() in ("true", "false"):
                return (raw.lower() == "true")
            return self._default()
        if kind is int:
            try:
                return int(raw)
            except (TypeError, ValueError):
                return self._default()
        if kind is str:
            return raw if isinstance(raw, str) else self._default()
        return raw if isinstance(raw, kind) else self._default()


GEOMETRY: Setting[QByteArray | None] = Setting(
    "window/geometry", QByteArray, None,
    "The main window's size and place when it was last closed (QMainWindow.saveGeometry).")
DOCKS: Setting[QByteArray | None] = Setting(
    "window/docks", QByteArray, None,
    "The docks' layout when the window was last closed (QMainWindow.saveState): which are "
    "shown, where, how wide, which tab is in front.")
RECENT_FILES: Setting[list[str]] = Setting(
    "recentFiles", list, (),
    "File ▸ Open recent: the game files opened or saved last, the newest first.")
ROSTER_FOLDER: Setting[str] = Setting(
    "rosters/folder", str, "",
    "The folder of the last roster file opened, imported or saved (the roster dialogs "
    "start there).")

TABLE_SCREEN_TURN: Setting[int] = Setting(
    "tableScreen/turn", int, 0,
    "View ▸ Table screen: how far the board is turned to face the table (0, 90, 180 or 270 "
    "degrees, clockwise).")
TABLE_SCREEN_NAME: Setting[str] = Setting(
    "tableScreen/screen", str, "",
    "View ▸ Table screen: the name of the screen it was on last (QScreen.name), to open "
    "there full screen again.")

LANGUAGE: Setting[str] = Setting(
    "ui/language", str, "",
    "View ▸ Language: the language the app speaks from its next start (\"en\", \"de\", "
    "\"fr\"); empty: the system's (app.ui.translations.install_translations).")

ALL: tuple[Setting[Any], ...] = (GEOMETRY, DOCKS, RECENT_FILES, ROSTER_FOLDER,
                                 TABLE_SCREEN_TURN, TABLE_SCREEN_NAME, LANGUAGE)
"""Every setting of the app."""
