"""The player's side of a crash (:mod:`app.crashlog`): the dialog saying where the report is
and that the game is autosaved (with *Copy report*), Help ▸ Open log folder, and long work that shows itself (a
busy cursor; a progress dialog when opening or recovering a game takes more than half a
second, :func:`run_with_progress`)."""

from __future__ import annotations

import time
from concurrent.futures import TimeoutError as FutureTimeout
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator, TypeVar

from PySide6 import QtWidgets  # dialogs are made on first use: QtWidgets.QMessageBox

from app import crashlog
from app.i18n import translate

T = TypeVar("T")


def crash_box(report: Path | None) -> QtWidgets.QMessageBox:
    """The dialog after an unexpected error: where the report is, and that the game is
    safe; its *Copy report* button puts the report's text on the clipboard (for a bug
    report) and leaves the dialog open."""
    where = (translate("CrashDialog", "A report for the bug report was written to\n{file}")
             .format(file=report) if report is not None
             else translate("CrashDialog",
                            "No report could be written (the log folder is not writable)."))
    box = QtWidgets.QMessageBox(
        QtWidgets.QMessageBox.Icon.Critical,
        translate("CrashDialog", "Table Marshal hit an unexpected error"),
        translate("CrashDialog", "Something went wrong inside Table Marshal.\n\n{where}\n\n"
                  "Your game is autosaved after every move: carry on, or if the app closes, "
                  "it offers to recover the game the next time it starts. Help ▸ Open log "
                  "folder shows the reports.").format(where=where),
        QtWidgets.QMessageBox.StandardButton.Ok, QtWidgets.QApplication.activeWindow())
    box.setObjectName("crashBox")
    # Esc (and closing it) answers OK: with a second button Qt would find no escape button
    # and refuse to close the box
    box.setEscapeButton(QtWidgets.QMessageBox.StandardButton.Ok)
    copy = box.addButton(translate("CrashDialog", "Copy report"), QtWidgets.QMessageBox.ButtonRole.ActionRole)
    copy.setObjectName("copyReport")
    copy.clicked.disconnect()  # copying leaves the dialog open
    copy.clicked.connect(lambda: copy_report(report))
    copy.setEnabled(report is not None)
    return box


def copy_report(report: Path | None) -> str:
    """Put the report's text on the clipboard; returns it ("" when it cannot be read)."""
    try:
        text = report.read_text(encoding="utf-8") if report is not None else ""
    except OSError:
        text = str(report)
    QtWidgets.QApplication.clipboard().setText(text)
    return text


def tell_player(report: Path | None) -> None:
    """The dialog after an unexpected error (:func:`crash_box`), until the player closes it."""
    crash_box(report).exec()


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


PROGRESS_AFTER_S = 0.5
"""Long work shows a progress dialog once it has taken this long (issue 20)."""


def run_with_progress(parent, label: str, work: Callable[[], T]) -> T:  # noqa: ANN001
    """Run ``work()`` (pure Python, no Qt: reading a game file and replaying its history) in a
    worker thread (the caller shows the busy cursor), keeping the window painted; if it takes longer than
    :data:`PROGRESS_AFTER_S` a progress dialog saying ``label`` shows until it is done.
    Returns what ``work`` returned, or raises what it raised. The player's clicks and keys
    wait meanwhile (user input is not processed)."""
    from concurrent.futures import ThreadPoolExecutor

    from PySide6.QtCore import QEventLoop, Qt

    app = QtWidgets.QApplication.instance()
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="table-marshal-load") as pool:
        future = pool.submit(work)
        start = time.perf_counter()
        dialog = None
        try:
            while True:
                try:
                    return future.result(timeout=0.02)
                except FutureTimeout:
                    pass
                if dialog is None and time.perf_counter() - start >= PROGRESS_AFTER_S:
                    dialog = QtWidgets.QProgressDialog(label, None, 0, 0, parent)
                    dialog.setWindowTitle("Table Marshal")
                    dialog.setWindowModality(Qt.WindowModality.WindowModal)
                    dialog.setMinimumDuration(0)
                    dialog.setCancelButton(None)
                    dialog.show()
                if app is not None:
                    app.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents, 20)
        finally:
            if dialog is not None:
                dialog.close()
                dialog.deleteLater()
