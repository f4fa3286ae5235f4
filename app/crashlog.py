"""The app's log file and crash reports, in the platform's log folder.

- :func:`note` records a line in the rotating log file (``table-marshal.log``, standard
  :mod:`logging` with a :class:`~logging.handlers.RotatingFileHandler`): opens, saves,
  autosaves, recoveries and refused files. :mod:`logging` and :mod:`platformdirs` load on
  the first line written, never before the first frame (tests/e2e/test_startup_imports.py).
- :func:`write_report` writes ``crash-<time>-<pid>.txt``: the app's version, the OS, the Qt
  and Python versions, the traceback and the last lines of the log.
- :func:`install` sets :data:`sys.excepthook` (PySide routes an exception raised in a Qt slot
  there too) to write a report and tell the player where it is; :func:`enable_faulthandler`
  points :mod:`faulthandler` at a per-run report file that a hard crash (a segfault in Qt)
  fills in and a clean exit removes.

Pure Python at import time: no Qt, no logging, no platformdirs.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import Any, Callable

APP_NAME = "TableMarshal"
LOG_NAME = "table-marshal.log"
LOG_MAX_BYTES = 512 * 1024
LOG_BACKUPS = 3
LOG_TAIL_LINES = 40
LOGGER = "table_marshal"

_state: dict[str, Any] = {}


def log_folder() -> Path:
    """The platform's log folder for Table Marshal (platformdirs ``user_log_dir``): on Linux
    ``$XDG_STATE_HOME/TableMarshal/log`` (``~/.local/state/...``), on Windows
    ``%LOCALAPPDATA%\\TableMarshal\\Logs``, on macOS ``~/Library/Logs/TableMarshal``."""
    import platformdirs  # loaded on first use: the first frame does not wait for it

    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def log_file() -> Path | None:
    """The log file lines go to (None until :func:`logger` has set it up)."""
    return _state.get("file")


def logger():  # noqa: ANN201 - logging.Logger, imported late
    """The app's logger, writing to the rotating log file (set up once, on first use). If the
    log folder cannot be made, lines are dropped: logging must never stop the game."""
    import logging

    log = logging.getLogger(LOGGER)
    if "set" not in _state:
        _state["set"] = True
        log.setLevel(logging.INFO)
        log.propagate = False
        try:
            from logging.handlers import RotatingFileHandler

            folder = log_folder()
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / LOG_NAME
            handler = RotatingFileHandler(path, maxBytes=LOG_MAX_BYTES, backupCount=LOG_BACKUPS,
                                          encoding="utf-8", delay=True)
            handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
            log.addHandler(handler)
            _state["file"] = path
        except OSError:
            log.addHandler(logging.NullHandler())
    return log


def note(message: str, *args: object, level: str = "info") -> None:
    """Record one line in the log file (``message % args``, as :mod:`logging` formats it)."""
    try:
        getattr(logger(), level)(message, *args)
    except Exception:  # noqa: BLE001 - a log line must never stop the game
        pass


def _qt_versions() -> str:
    qt = sys.modules.get("PySide6.QtCore")
    if qt is None:
        return "Qt not loaded"
    pyside = getattr(sys.modules.get("PySide6"), "__version__", "?")
    return f"Qt {qt.qVersion()}, PySide6 {pyside}"


def _log_tail(lines: int = LOG_TAIL_LINES) -> str:
    path = log_file()
    if path is None or not path.exists():
        return "(no log lines yet)"
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError as exc:
        return f"(the log {path} could not be read: {exc.strerror or exc})"
    return "\n".join(text.splitlines()[-lines:]) or "(the log is empty)"


def report_header() -> str:
    """The version lines every report starts with."""
    import platform

    from app import __version__

    return (f"Table Marshal {__version__}\n"
            f"OS: {platform.platform()}\n"
            f"{_qt_versions()}\n"
            f"Python {platform.python_version()} ({sys.executable})\n"
            f"Frozen build: {'yes' if getattr(sys, 'frozen', False) else 'no'}\n")


def _report_name(kind: str) -> str:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return f"{kind}-{stamp}-{os.getpid()}.txt"


def write_report(exc_type: type[BaseException], exc: BaseException, tb: Any) -> Path | None:
    """Write a crash report for an exception; return its path (None if it could not be
    written: the folder is not writable)."""
    import traceback

    trace = "".join(traceback.format_exception(exc_type, exc, tb))
    logger()  # the log's file is known, so its tail can be read
    tail = _log_tail()  # before this error's own line, which repeats the traceback
    note("unhandled exception: %s", trace.rstrip(), level="error")
    text = (report_header()
            + f"Time: {time.strftime('%Y-%m-%d %H:%M:%S %z')}\n\nTraceback:\n{trace}\n"
            + f"Last lines of the log ({log_file() or 'no log'}):\n{tail}\n")
    try:
        folder = log_folder()
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / _report_name("crash")
        n = 1
        while path.exists():  # a second report in the same second: crash-<time>-<pid>-2.txt
            n += 1
            path = folder / _report_name("crash").replace(".txt", f"-{n}.txt")
        path.write_text(text, encoding="utf-8")
    except OSError:
        return None
    return path


def install(tell_player: Callable[[Path | None], None] | None = None) -> Callable[..., None]:
    """Set :data:`sys.excepthook` to write a report and then call ``tell_player`` with its
    path (the window's dialog). Returns the hook it replaced. A second exception while the
    player is being told is reported to the file only."""
    previous = sys.excepthook

    def hook(exc_type, exc, tb) -> None:  # noqa: ANN001
        if issubclass(exc_type, KeyboardInterrupt):
            previous(exc_type, exc, tb)
            return
        path = write_report(exc_type, exc, tb)
        if path is None:  # no report: at least stderr has it
            previous(exc_type, exc, tb)
        if tell_player is None or _state.get("telling"):
            return
        _state["telling"] = True
        try:
            tell_player(path)
        except Exception:  # noqa: BLE001 - the report is written; the dialog is a courtesy
            pass
        finally:
            _state["telling"] = False

    sys.excepthook = hook
    install_thread_hook()
    return previous


def install_thread_hook() -> None:
    """:data:`threading.excepthook`: an exception escaping a worker thread writes a report too
    (no dialog from a thread: the log says where the report is)."""
    import threading

    previous = threading.excepthook

    def thread_hook(args) -> None:  # noqa: ANN001 - threading.ExceptHookArgs
        if args.exc_type is SystemExit:
            return
        path = write_report(args.exc_type, args.exc_value, args.exc_traceback)
        name = getattr(args.thread, "name", "?")
        note("an exception in the thread %s: report %s", name, path, level="error")
        if path is None:
            previous(args)

    threading.excepthook = thread_hook


CRASH_TEST_ENV = "TABLE_MARSHAL_CRASH_TEST"
"""``TABLE_MARSHAL_CRASH_TEST=slot``: once the window shows, a slot raises on purpose, so the
tests and the packaged build's smoke test can check a report is written (the dialog is
answered and the app quits by itself)."""


class CrashTest(RuntimeError):
    """The exception :data:`CRASH_TEST_ENV` raises in a slot."""


def enable_faulthandler() -> Path | None:
    """Point :mod:`faulthandler` at this run's ``fault-<time>-<pid>.txt`` (its header written
    now); :func:`close_faulthandler` removes it on a clean exit, so a file left behind holds
    the traceback of a hard crash. Returns its path (None if the folder is not writable)."""
    import faulthandler

    try:
        folder = log_folder()
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / _report_name("fault")
        handle = open(path, "w", encoding="utf-8")  # noqa: SIM115 - kept open for the crash
        handle.write(report_header() + "A hard crash (the traceback of each thread follows):\n")
        handle.flush()
    except OSError:
        return None
    faulthandler.enable(handle, all_threads=True)
    _state["fault"] = (path, handle)
    return path


def close_faulthandler() -> None:
    """A clean exit: stop :mod:`faulthandler` and remove this run's empty fault report."""
    entry = _state.pop("fault", None)
    if entry is None:
        return
    import faulthandler

    path, handle = entry
    faulthandler.disable()
    handle.close()
    try:
        path.unlink()
    except OSError:
        pass
