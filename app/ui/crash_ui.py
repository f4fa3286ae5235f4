"""The player's side of a crash (:mod:`app.crashlog`): the dialog saying where the report is
and that the game is autosaved, Help ▸ Open log folder, and the busy cursor for long work."""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from PySide6 import QtWidgets  # dialogs are made on first use: QtWidgets.QMessageBox

from app import crashlog


def tell_player(report: Path | None) -> None:
    """The dialog after an unexpected error: where the report is, and that the game is safe."""
    where = (f"A report for the bug report was written to\n{report}" if report is not None
             else "No report could be written (the log folder is not writable).")
    QtWidgets.QMessageBox.critical(
        QtWidgets.QApplication.activeWindow(), "Table Marshal hit an unexpected error",
        "Something went wrong inside Table Marshal.\n\n"
        f"{where}\n\n"
        "Your game is autosaved after every move: carry on, or if the app closes, it offers to "
        "recover the game the next time it starts. Help \N{BLACK RIGHT-POINTING SMALL TRIANGLE} "
        "Open log folder shows the reports.")


def install_crash_handler():  # noqa: ANN201 - the hook replaced
    """The app's exception hook (also for exceptions raised in Qt slots): a report file, then
    :func:`tell_player`. Returns the hook it replaced."""
    return crashlog.install(tell_player)


def open_log_folder() -> Path:
    """Help ▸ Open log folder: the platform's file manager on the log folder (made if new)."""
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QDesktopServices

    folder = crashlog.log_folder()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))
    return folder


@contextmanager
def busy_cursor() -> Iterator[None]:
    """A busy (wait) cursor over the app while the block runs, restored whatever happens."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QCursor

    QtWidgets.QApplication.setOverrideCursor(QCursor(Qt.CursorShape.WaitCursor))
    try:
        yield
    finally:
        QtWidgets.QApplication.restoreOverrideCursor()
