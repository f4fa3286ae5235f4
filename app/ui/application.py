"""Builds the QApplication and the main window; renders a screenshot when asked."""

from __future__ import annotations

import gc
import os
import sys
from pathlib import Path

from app.game.demo import ready_demo
from app.game.gamefile import GameFileError
from app.paths import default_game_path, resources_dir


def _can_show_error_box() -> bool:
    """True when Qt can open a real window: a display (not the offscreen/minimal platforms used
    for tests and screenshots) and no missing system library."""
    platform = os.environ.get("QT_QPA_PLATFORM", "").split(":")[0].strip().lower()
    if platform in ("offscreen", "minimal", "vnc"):
        return False
    from app.desktop_libs import startup_problem

    return startup_problem() is None


def show_error(text: str) -> None:
    """Show ``text`` in a modal error box (a QApplication is made if there is none)."""
    from PySide6.QtWidgets import QApplication, QMessageBox

    app = QApplication.instance() or QApplication(sys.argv[:1])  # noqa: F841 (kept alive)
    QMessageBox.critical(None, "Table Marshal", text)


RASTER_THREADS = "TABLE_MARSHAL_RASTER_THREADS"
"""Set to 1 to let Qt share raster work out to its thread pool (see :func:`paint_on_one_thread`)."""


def paint_on_one_thread(environ: dict[str, str] | None = None) -> bool:
    """Keep Qt's raster painting on the GUI thread (``QT_NO_GUI_THREADPOOL``), unless the
    user set :data:`RASTER_THREADS` to 1; True when it is kept there. Qt 6 shares each large
    blit, fill and stroke out to a pool of threads: the board paints many small cached
    pictures, and handing each out and waiting for it costs more than it saves (issue 21, on
    a 2-core machine: a drag frame among 120 oval bases p95 7-10 -> under 4 ms, a wheel notch
    at 1000 models 13 -> 3 ms, full repaints a quarter faster). Qt reads the switch once,
    when it first paints: this runs before the QApplication is made."""
    env = os.environ if environ is None else environ
    if env.get(RASTER_THREADS, "").strip() == "1":
        return False
    env.setdefault("QT_NO_GUI_THREADPOOL", "1")
    return True


def _load(path: Path, *, bundled: bool):  # noqa: ANN202 - app.game.gamefile.SavedGame
    """The game at ``path``, checked by the full loader (:mod:`app.game.saves`, pydantic).
    The bundled demo is read without the schema when it can be (the tests check it is a
    valid game; see :func:`~app.game.gamefile.load_bundled`), so the first frame comes
    sooner; the schema then loads just after the window shows (:func:`_warm_up`)."""
    if bundled:
        from app.game.gamefile import SavedGame, load_bundled

        try:
            return SavedGame(load_bundled(path))
        except Exception:  # noqa: BLE001 - not this version's canonical file: check it fully
            pass
    from app.game.saves import load_saved_game

    return load_saved_game(path)


_WARM_UP: list = []  # the warm-up thread, joined before the app exits


def _warm_up() -> None:
    """Load the save and file schemas (pydantic) in a background thread once the window has
    painted, so the first autosave, Save or Open does not wait for them. :func:`run` waits
    for it before exiting: an import cut off by the interpreter's shutdown can abort it."""
    import threading

    def load() -> None:
        try:
            import app.game.saves  # noqa: F401
        except Exception:  # noqa: BLE001 - it loads again, and reports, when first used
            pass

    thread = threading.Thread(target=load, name="warm-up")
    _WARM_UP.append(thread)
    thread.start()


def _join_warm_up() -> None:
    while _WARM_UP:
        _WARM_UP.pop().join()


def run(game: str | None = None, screenshot: str | None = None,
        size: tuple[int, int] = (1600, 1000)) -> int:
    """Start the app on ``game`` (the card-driven demo game by default). With ``screenshot``, render the
    main window offscreen to that image (.png, .jpg or .bmp) at ``size`` pixels and return 0 (1 if it
    failed). A game file that cannot be read returns 2 after printing why on stderr and, when a
    display is there and this is not a screenshot, showing it in an error box too.

    If the cyclic garbage collector was paused for the start-up (``python -m app`` does), it is
    switched back on once the window has painted (at the latest a second after it shows), and in
    any case before this returns."""
    try:
        return _run(game, screenshot, size)
    finally:
        resume_garbage_collection()


def resume_garbage_collection() -> None:
    """Switch the cyclic garbage collector back on (a no-op when it is on)."""
    if not gc.isenabled():
        gc.enable()


def _after_start(game: str | None = None) -> None:
    """Once the window has painted: the collector back on, the save schema loading, the log
    file and faulthandler's report file set up (:mod:`app.crashlog`), and stale temp files
    of killed saves beside the game opened removed."""
    resume_garbage_collection()
    _warm_up()
    _start_logs(game)


def _start_logs(game: str | None) -> None:
    from app import crashlog

    crashlog.enable_faulthandler()
    crashlog.note("started Table Marshal, %s", f"opened {game}" if game else "the demo game")
    if game:
        from app.game.atomic import remove_stale_temps_in

        for name in remove_stale_temps_in(Path(game).resolve().parent):
            crashlog.note("removed the stale temp file %s", name)


def _run(game: str | None, screenshot: str | None, size: tuple[int, int]) -> int:
    if screenshot:  # rendered offscreen, as --help says: no display needed, none touched
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    paint_on_one_thread()
    path = Path(game) if game else default_game_path()
    try:
        saved = _load(path, bundled=not game)
    except GameFileError as exc:
        print(f"table-marshal: {exc}", file=sys.stderr)
        if not screenshot and _can_show_error_box():  # started from a launcher: no terminal to read
            from app.i18n import translate

            show_error(translate("Application", "Table Marshal cannot open this game file."
                                 "\n\n{problem}").format(problem=exc))
        return 2

    from app.desktop_libs import startup_problem

    problem = startup_problem()
    if problem:  # say which library is missing, before Qt aborts with its own text
        print(problem, file=sys.stderr)
        return 3

    try:
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication
    except ImportError as exc:  # a system library Qt links against is missing
        from app.desktop_libs import install_hint

        print(f"table-marshal: cannot start: Qt could not be loaded: {exc} {install_hint(str(exc))}"
              .rstrip(), file=sys.stderr)
        return 3

    from app.game.autosave import AutosaveSession, find_recoveries
    from app.ui.controller import GameController
    from app.ui.main_window import MainWindow
    from app.ui.settings import app_settings

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Table Marshal")
    app.setOrganizationName("TableMarshal")
    app.setWindowIcon(app_icon())
    if not screenshot:  # an exception, also in a slot: a report file and a dialog
        from app.ui.crash_ui import install_crash_handler

        install_crash_handler()
    from app.ui.settings import LANGUAGE
    from app.ui.translations import install_translations

    # the app's texts and Qt's standard buttons in the PC's language, or the one picked in
    # View ▸ Language (a screenshot reads no setting: the system's language)
    install_translations(app, "" if screenshot else LANGUAGE.get(app_settings()))
    controller = GameController()
    state, history = saved.state, (saved.history if game else None)
    if not game:  # the demo is a template: a new game with its own shuffle, cards dealt
        ready_demo(state, reshuffle=not screenshot)
    # the game first, the window second: each part of the window is built once, from this game
    controller.set_game(state, Path(game) if game else None, history=history)
    probe = bool(os.environ.get("TABLE_MARSHAL_PAINT_PROBE"))
    if app.platformName() == "offscreen":  # screenshots, tests, benchmarks
        from app.ui.qt_messages import quiet_offscreen_noise

        quiet_offscreen_noise()
    if screenshot:  # a screenshot touches neither settings nor autosaves
        window = MainWindow(controller)
        if probe:
            _install_paint_probe(app, window)
        window.resize(*size)
        return save_screenshot(window, screenshot)
    session = AutosaveSession()
    window = MainWindow(controller, settings=app_settings(), autosave=session,
                        confirm_unsaved=True)
    if probe:
        _install_paint_probe(app, window)  # it quits at once: nothing to warm up
    else:
        _after_first_paint(window, lambda: _after_start(game))
    if game:
        window.files.remember(game)
    if saved.problem:
        QTimer.singleShot(0, lambda: window.files.history_not_restored(saved.problem))
    if not window.restore_layout():  # as it was when last closed, else a size that fits
        window.resize(_fitting_size(app, size))
    window.show()
    # a window that never paints (minimised at start, a hidden workspace) must not keep the
    # collector paused: it resumes after a second in any case
    QTimer.singleShot(1000, resume_garbage_collection)
    if os.environ.get("TABLE_MARSHAL_CRASH_TEST") == "slot":
        _crash_test(app)
    recoveries = [] if probe else find_recoveries(session.folder, own=session)
    if recoveries:
        QTimer.singleShot(0, lambda: window.files.offer_recovery(recoveries))
    code = app.exec()
    _join_warm_up()  # at most a fraction of a second, and only if the app quit at once
    session.close()  # a clean exit: nothing to recover next time
    from app import crashlog

    crashlog.close_faulthandler()  # a clean exit: no hard-crash report
    return code


def _crash_test(app) -> None:  # noqa: ANN001 - QApplication
    """``TABLE_MARSHAL_CRASH_TEST=slot`` (:data:`app.crashlog.CRASH_TEST_ENV`): a slot raises
    once the window shows (the crash hook writes the report and shows its dialog); the dialog
    is closed and the app quits a moment later, so a test can read the report."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from app.crashlog import CrashTest

    def boom() -> None:
        raise CrashTest("TABLE_MARSHAL_CRASH_TEST=slot: an exception raised in a slot on purpose")

    def finish() -> None:
        box = QApplication.activeModalWidget()
        if box is not None:
            box.close()
        app.quit()

    QTimer.singleShot(200, boom)
    QTimer.singleShot(2500, finish)


def app_icon():  # noqa: ANN201 (QIcon; Qt is imported late)
    """The app icon from resources/icons (PNG renderings of table-marshal.svg)."""
    from PySide6.QtGui import QIcon

    icon = QIcon()
    for size in (16, 32, 48, 64, 128, 256):
        icon.addFile(str(resources_dir() / "icons" / f"table-marshal-{size}.png"))
    return icon


def _after_first_paint(window, callback) -> None:  # noqa: ANN001
    """Call ``callback`` once the window's first frame has been painted (the window first,
    then its children in the same pass)."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstPaint(QObject):
        def eventFilter(self, obj, event):  # noqa: ANN001, N802 (Qt name)
            if event.type() == QEvent.Type.Paint:
                window.removeEventFilter(self)
                QTimer.singleShot(0, callback)  # after the rest of this frame has painted
            return False

    hook = FirstPaint(window)  # a child of the window: kept alive with it
    window.installEventFilter(hook)


def _install_paint_probe(app, window) -> None:  # noqa: ANN001
    """For benchmarks/startup.py: print ``first-paint`` once the window's first frame has been
    painted, then quit."""
    def finish() -> None:
        print("first-paint", flush=True)
        app.quit()

    _after_first_paint(window, finish)


def _fitting_size(app, wanted: tuple[int, int]):  # noqa: ANN001
    """``wanted`` pixels, shrunk to 92% of the screen's free area on a small screen."""
    from PySide6.QtCore import QSize

    screen = app.primaryScreen()
    if screen is None:
        return QSize(*wanted)
    free = screen.availableGeometry()
    return QSize(min(wanted[0], int(free.width() * 0.92)),
                 min(wanted[1], int(free.height() * 0.92)))


SCREENSHOT_FORMATS = {".png": "PNG", ".jpg": "JPG", ".jpeg": "JPG", ".bmp": "BMP"}
"""Screenshot file suffixes and the image format written for each."""


def save_screenshot(window, path: str) -> int:  # noqa: ANN001
    """Show ``window`` offscreen, let it lay out and paint, and save it in the format its suffix
    names (:data:`SCREENSHOT_FORMATS`). Returns 0, or 1 after printing why it could not (a
    wrong suffix, a folder given as the file, a folder that cannot be made or written to).
    If the window could not take the size it was given (smaller than its docks and panels
    allow), the image is the size it took, and a note on stderr says so."""
    from PySide6.QtWidgets import QApplication

    target = Path(path)
    fmt = SCREENSHOT_FORMATS.get(target.suffix.lower())
    if fmt is None:
        print(f"table-marshal: cannot write the screenshot {path}: the name must end in "
              f"{', '.join(SCREENSHOT_FORMATS)}", file=sys.stderr)
        return 1
    if target.is_dir():
        print(f"table-marshal: cannot write the screenshot {path}: it is a folder; give a file "
              f"name, e.g. {target / 'board.png'}", file=sys.stderr)
        return 1
    wanted = (window.width(), window.height())
    window.show()
    for _ in range(3):
        QApplication.processEvents()
    window.view.fit_to_window()
    QApplication.processEvents()
    image = window.grab()
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        print(f"table-marshal: cannot write the screenshot {path}: cannot create the folder "
              f"{target.parent} ({exc.strerror or exc})", file=sys.stderr)
        return 1
    if not image.save(str(path), fmt):
        why = ("the folder is not writable" if not os.access(target.parent, os.W_OK)
               else "the image could not be written there")
        print(f"table-marshal: could not write the screenshot {path} ({why})", file=sys.stderr)
        return 1
    taken = (image.width(), image.height())
    if taken != wanted:
        print(f"table-marshal: note: the window cannot be {wanted[0]}x{wanted[1]} (its panels "
              f"need more room); the screenshot is {taken[0]}x{taken[1]}", file=sys.stderr)
    return 0
