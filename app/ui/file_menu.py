"""The File menu's behaviour: open, open recent, save, save as, export, print plan at 1:1,
the unsaved-changes question, autosave after every command and crash recovery.

:class:`FileActions` is owned by the main window, which only builds the menu from it and
asks :meth:`FileActions.maybe_save` before closing. Every dialog is a static ``QMessageBox``
/ ``QFileDialog`` / ``QInputDialog`` call (or, for recovery, a ``QMessageBox`` with custom
button texts), so tests can drive them.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QObject, QSettings
from PySide6 import QtWidgets  # its dialog classes are made on first use: QtWidgets.QFileDialog
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu

from app import crashlog
from app.game.atomic import remove_stale_temps_in
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.game.autosave import AutosaveSession, Recovery
from app.game.demo import ready_demo
from app.game.gamefile import GameFileError
from app.paths import default_game_path
from app.ui.controller import GameController
from app.ui.crash_ui import busy_cursor, run_with_progress
from app.ui.settings import RECENT_FILES

RECENT_LIMIT = 8
GAME_FILTER = QT_TRANSLATE_NOOP("FileMenu", "Table Marshal games (*.json)")
PDF_FILTER = QT_TRANSLATE_NOOP("FileMenu", "PDF document (*.pdf)")
PNG_FILTER = QT_TRANSLATE_NOOP("FileMenu", "PNG picture (*.png)")
"""The file dialogs' filters (English here; shown with ``translate("FileMenu", ...)``)."""


def add_recent(paths: list[str], path: str | Path, limit: int = RECENT_LIMIT) -> list[str]:
    """``path`` first, without duplicates, at most ``limit`` entries."""
    text = str(Path(path).resolve())
    return [text] + [p for p in paths if p != text][: limit - 1]



_UNSAFE = re.compile(r'[<>:"/\\|?*\x00-\x1f]+')
_RESERVED = {"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(1, 10)),
             *(f"LPT{i}" for i in range(1, 10))}


def safe_file_name(name: str) -> str:
    """A game's name as a file name every desktop accepts: characters Windows refuses
    (``< > : " / \\ | ? *``, control characters) become " - " (a time's colon "-"), no
    trailing dots or spaces, no reserved device name; "game" when nothing is left."""
    text = re.sub(r"(?<=\d):(?=\d)", "-", name)  # a time, 15:40 -> 15-40
    text = _UNSAFE.sub(" - ", text)
    text = re.sub(r"\s+", " ", text)
    text = re.sub(r"( - )+", " - ", text).strip(" .-")
    if text.split(".")[0].upper() in _RESERVED:
        text = f"{text} game"
    return text or "game"

class FileActions(QObject):
    """File-menu intents for ``window``. ``settings`` keeps the recent files (None: kept in
    memory only); ``autosave`` is this run's autosave slot (None: no autosave);
    ``confirm_unsaved``: ask Save / Discard / Cancel before unsaved changes are lost."""

    def __init__(self, window: QMainWindow, controller: GameController,
                 settings: QSettings | None = None, autosave: AutosaveSession | None = None,
                 confirm_unsaved: bool = False) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.settings = settings
        self.autosave = autosave
        self.confirm_unsaved = confirm_unsaved
        self.autosave_warning: QLabel | None = None
        self.recent_menu = QMenu(translate("FileMenu", "Open &recent"), window)
        self.recent_menu.setObjectName("recentMenu")
        self._recent: list[str] = self._read_recent()
        self._rebuild_recent()
        stack = controller.undo_stack
        stack.indexChanged.connect(self._after_command)
        stack.cleanChanged.connect(self._clean_changed)
        controller.gameReplaced.connect(self._game_replaced)

    # -- recent files ------------------------------------------------------------------------
    def _read_recent(self) -> list[str]:
        if self.settings is None:
            return []
        return RECENT_FILES.get(self.settings)[:RECENT_LIMIT]

    @property
    def recent_files(self) -> list[str]:
        return list(self._recent)

    def remember(self, path: str | Path) -> None:
        self._set_recent(add_recent(self._recent, path))

    def forget(self, path: str | Path) -> None:
        text = str(Path(path).resolve())
        self._set_recent([p for p in self._recent if p != text])

    def clear_recent(self) -> None:
        self._set_recent([])

    def _set_recent(self, paths: list[str]) -> None:
        self._recent = paths
        if self.settings is not None:
            RECENT_FILES.set(paths, self.settings)
        self._rebuild_recent()

    def _rebuild_recent(self) -> None:
        self.recent_menu.clear()
        for i, path in enumerate(self._recent, start=1):
            p = Path(path)
            action = self.recent_menu.addAction(f"&{i} {p.name}   ({p.parent})")
            action.setData(path)
            action.setStatusTip(path)
            action.triggered.connect(lambda _=False, path=path: self.open_game(path))
        if self._recent:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction(translate("FileMenu", "Clear recent files"),
                                       self.clear_recent)
        self.recent_menu.setEnabled(bool(self._recent))

    # -- the unsaved-changes question -----------------------------------------------------
    def _display_name(self) -> str:
        return self.controller.path.name if self.controller.path else self.controller.state.name

    def maybe_save(self) -> bool:
        """True when it is fine to drop the current game: no unsaved changes, or the player
        saved them or chose Discard. False on Cancel or a failed save."""
        if not self.confirm_unsaved or not self.controller.modified:
            return True
        box, button = QtWidgets.QMessageBox, QtWidgets.QMessageBox.StandardButton
        answer = box.question(
            self.window, translate("FileMenu", "Unsaved changes"),
            translate("FileMenu", "“{name}” has changes that are not saved.\n\n"
                                  "Save them before continuing?").format(name=self._display_name()),
            button.Save | button.Discard | button.Cancel, button.Save,
        )
        if answer == button.Save:
            return self.save()
        return answer == button.Discard

    # -- open ---------------------------------------------------------------------------------
    def _start_folder(self) -> str:
        if self.controller.path is not None:
            return str(self.controller.path.parent)
        if self._recent:
            return str(Path(self._recent[0]).parent)
        return str(Path.home())

    def open_game(self, path: str | Path, remember: bool = True, *, ask: bool = True) -> bool:
        """Open a game file after the unsaved-changes question (``ask=False``: it was asked
        already); a bad file is reported (and left as it is) and the current game stays. A
        file that is gone (a recent file moved or deleted) is reported before the
        unsaved-changes question, and dropped from the recent list."""
        if not Path(path).exists():
            from app.game.saves import load_game

            try:
                load_game(path)  # raises the usual one-line "not found" error
            except GameFileError as exc:
                crashlog.note("refused %s", exc, level="warning")
                QtWidgets.QMessageBox.warning(self.window, translate("FileMenu", "Cannot open game"), str(exc))
            self.forget(path)
            return False
        if ask and not self.maybe_save():
            return False
        self._tidy_folder(path)
        try:
            from app.game.saves import load_saved_game

            # a long game takes a moment to read and replay: a busy cursor, and a progress
            # dialog after half a second (issue 20)
            with busy_cursor():
                saved = run_with_progress(self.window, translate("FileMenu", "Opening {name}…").format(
                    name=Path(path).name),
                                          lambda: load_saved_game(path))
                problem = self.controller.open_game(path, saved)
        except GameFileError as exc:
            crashlog.note("refused %s", exc, level="warning")
            QtWidgets.QMessageBox.warning(self.window, translate("FileMenu", "Cannot open game"), str(exc))
            if not Path(path).exists():
                self.forget(path)
            return False
        crashlog.note("opened %s%s", path, f" (undo history not restored: {problem})" if problem else "")
        if remember:
            self.remember(path)
        self.window.statusBar().showMessage(
            translate("FileMenu", "Opened {path}").format(path=path), 5000)
        if problem:
            self.history_not_restored(problem)
        from app.game.scenarios import unknown_scenario

        unknown = unknown_scenario(self.controller.state.scenario)
        if unknown:  # trial 10: it opened without a word, and lost its scoring and last turn
            crashlog.note("opened %s: %s", path, unknown, level="warning")
            QtWidgets.QMessageBox.warning(
                self.window, translate("FileMenu", "Scenario not known"),
                translate("FileMenu", "{path}: {problem}").format(path=path, problem=unknown))
        return True

    def history_not_restored(self, problem: str) -> None:
        """Say that a game opened without its undo history, and why (``problem`` names the
        file and the field)."""
        QtWidgets.QMessageBox.warning(
            self.window, translate("FileMenu", "Undo history not restored"),
            translate("FileMenu", "{problem}.\n\nEverything else in the game is as it was saved; "
                                  "only Edit ▸ Undo starts afresh.").format(problem=problem))

    @staticmethod
    def _tidy_folder(path: str | Path) -> None:
        """Remove the temp files killed saves left in the game's folder (stale ones only)."""
        for name in remove_stale_temps_in(Path(path).resolve().parent):
            crashlog.note("removed the stale temp file %s", Path(path).resolve().parent / name)

    def open_dialog(self) -> None:
        """File ▸ Open game: the unsaved-changes question first (Cancel: no file dialog),
        then the file dialog, then the game."""
        if not self.maybe_save():
            return
        path, _ = QtWidgets.QFileDialog.getOpenFileName(
            self.window, translate("FileMenu", "Open game"), self._start_folder(),
            translate("FileMenu", GAME_FILTER))
        if path:
            self.open_game(path, ask=False)

    def open_bundled(self, path: str | Path) -> bool:
        """Open a game shipped with the app (a demo) as a new, unsaved-to game with its own
        shuffle (and, for a card game, turn 1 dealt): Save asks where, so the bundled file
        is never overwritten."""
        if not self.maybe_save():
            return False
        from app.game.saves import load_game

        try:
            state = load_game(path)
        except GameFileError as exc:
            crashlog.note("refused %s", exc, level="warning")
            QtWidgets.QMessageBox.warning(self.window, translate("FileMenu", "Cannot open game"), str(exc))
            return False
        crashlog.note("opened the demo %s", path)
        self.controller.set_game(ready_demo(state), None)
        self.window.update_title()
        self.window.statusBar().showMessage(
            translate("FileMenu", "New game from the demo “{name}”").format(name=state.name), 5000)
        return True

    def open_demo(self) -> None:
        self.open_bundled(default_game_path())

    # -- save -------------------------------------------------------------------------------
    def save(self) -> bool:
        """Ctrl+S: save to the game's file, or ask where (Save as) if it has none."""
        if self.controller.path is None:
            return self.save_as()
        return self.save_to(self.controller.path)

    def save_as(self) -> bool:
        name = safe_file_name(self.controller.state.name)
        start = str(Path(self._start_folder()) / f"{name}.json")
        path, _ = QtWidgets.QFileDialog.getSaveFileName(
            self.window, translate("FileMenu", "Save game as"), start,
            translate("FileMenu", GAME_FILTER))
        if not path:
            return False
        if not Path(path).suffix:
            path += ".json"
        return self.save_to(path)

    def save_to(self, path: str | Path) -> bool:
        """Save atomically; a failure is shown with its reason (the file on disk unchanged)."""
        if Path(path).parent.is_dir():
            self._tidy_folder(path)
        try:
            saved = self.controller.save(path)
        except GameFileError as exc:
            crashlog.note("could not save %s", exc, level="warning")
            QtWidgets.QMessageBox.warning(self.window, translate("FileMenu", "Could not save the game"),
                                          str(exc))
            return False
        crashlog.note("saved %s", saved)
        self.remember(saved)
        self.window.update_title()
        self.window.statusBar().showMessage(
            translate("FileMenu", "Saved {path}").format(path=saved), 5000)
        return True

    # -- autosave ---------------------------------------------------------------------------
    def _after_command(self, _index: int = 0) -> None:
        """Autosave after every command (and undo/redo) while there is unsaved work."""
        if self.autosave is None or self.controller.restoring:
            return
        try:
            modified = self.controller.modified
        except RuntimeError:  # the undo stack is being destroyed (app exit): nothing to do
            return
        if not modified:
            return
        try:
            self.autosave.write(self.controller.state, self.controller.path,
                                self.controller.history())
        except Exception as exc:  # noqa: BLE001 - an autosave must never stop the game
            reason = exc.message if isinstance(exc, GameFileError) else str(exc)
            crashlog.note("autosave failed: %s", reason or type(exc).__name__, level="warning")
            self._autosave_failed(reason or type(exc).__name__)
        else:
            crashlog.note("autosaved %s", self.autosave.game_path)
            self._autosave_failed(None)

    def _autosave_failed(self, reason: str | None) -> None:
        """Say in the status bar that the autosave could not be written, and keep a lasting
        "Autosave failed" mark there until an autosave succeeds again (``reason`` None)."""
        bar = self.window.statusBar()
        if self.autosave_warning is None:
            if reason is None:
                return
            self.autosave_warning = QLabel(translate("FileMenu", "⚠ Autosave failed"))
            self.autosave_warning.setObjectName("autosaveWarning")
            self.autosave_warning.setStyleSheet("color: #b03a2e; font-weight: bold;")
            bar.addPermanentWidget(self.autosave_warning)
        if reason is None:
            self.autosave_warning.hide()
            return
        text = translate("FileMenu", "Autosave failed: {reason}").format(reason=reason)
        self.autosave_warning.setToolTip(
            text + "\n" + translate("FileMenu", "Save the game to keep your work."))
        self.autosave_warning.show()
        bar.showMessage(text, 15000)

    def _clean_changed(self, clean: bool) -> None:
        if clean and self.autosave is not None:
            self.autosave.clear()  # saved (or undone back to the saved state): nothing to recover
            self._autosave_failed(None)

    def _game_replaced(self) -> None:
        if self.autosave is None:
            return
        if self.controller.modified:
            self._after_command()
        else:
            self.autosave.clear()

    def offer_recovery(self, recoveries: list[Recovery]) -> bool:
        """After a crash: offer the autosaves one after the other, newest first (Recover /
        Discard / Not now), until one is recovered. Returns True if a game was recovered.
        Autosaves left alone ("Not now", or after the one recovered) stay for the next start."""
        for i, recovery in enumerate(recoveries):
            of = (translate("FileMenu", " ({number} of {count})").format(
                number=i + 1, count=len(recoveries)) if len(recoveries) > 1 else "")
            if self._offer_one(recovery, of):
                return True
        return False

    def _offer_one(self, recovery: Recovery, of: str) -> bool:
        where = (translate("FileMenu", "“{file}”").format(file=recovery.source.name)
                 if recovery.source else translate("FileMenu", "a game that was never saved"))
        button = QtWidgets.QMessageBox.StandardButton
        text = translate(
            "FileMenu", "Table Marshal did not close properly last time. It autosaved "
            "{where} (“{name}”) at {time}.\n\nRecover it? You can then save it where you like.")
        box = QtWidgets.QMessageBox(
            QtWidgets.QMessageBox.Icon.Question,
            translate("FileMenu", "Recover unsaved game?") + of,
            text.format(where=where, name=recovery.name, time=recovery.saved_at_local),
            button.Yes | button.Discard | button.Cancel, self.window)
        box.button(button.Yes).setText(translate("FileMenu", "Recover"))
        box.button(button.Discard).setText(translate("FileMenu", "Discard it"))
        box.button(button.Cancel).setText(translate("FileMenu", "Not now"))
        box.setDefaultButton(button.Yes)
        answer = box.exec()
        box.deleteLater()
        if answer == button.Discard:
            crashlog.note("discarded the autosave %s", recovery.game_path)
            recovery.discard()
            return False
        if answer != button.Yes:
            return False
        try:
            with busy_cursor():  # reading and replaying a long game takes a moment
                saved = run_with_progress(self.window,
                                          translate("FileMenu", "Recovering the autosaved game…"),
                                          recovery.load_saved)
                self.controller.recover(saved.state, recovery.source, saved.history)
        except GameFileError as exc:
            crashlog.note("could not recover %s", exc, level="warning")
            QtWidgets.QMessageBox.warning(
                self.window, translate("FileMenu", "Cannot recover the game"),
                translate("FileMenu", "{problem}\n\nThe autosave was left where it is.")
                .format(problem=exc))
            return False
        crashlog.note("recovered the autosave %s (from %s)", recovery.game_path,
                      recovery.source or "a game never saved")
        if saved.problem:
            self.history_not_restored(saved.problem)
        self._after_command()  # now held by this run's autosave
        recovery.discard()
        self.window.update_title()
        self.window.statusBar().showMessage(
            translate("FileMenu", "Recovered the autosaved game: save it to keep it"), 10000)
        return True

    # -- export and print -----------------------------------------------------------------
    def _base_name(self) -> str:
        """The file's stem, or the game's name made safe as a file name (no "/" or ":")."""
        if self.controller.path:
            return self.controller.path.stem
        return safe_file_name(self.controller.state.name)

    def export_dialog(self) -> bool:
        from app.ui.export import ExportError, export_board

        start = str(Path(self._start_folder()) / f"{self._base_name()}.pdf")
        pdf, png = translate("FileMenu", PDF_FILTER), translate("FileMenu", PNG_FILTER)
        path, chosen = QtWidgets.QFileDialog.getSaveFileName(
            self.window, translate("FileMenu", "Export board"), start, f"{pdf};;{png}")
        if not path:
            return False
        if Path(path).suffix.lower() not in (".pdf", ".png"):
            path += ".png" if chosen in (png, PNG_FILTER) else ".pdf"
        try:
            export_board(self.window.scene, self.controller.state, path)
        except ExportError as exc:
            QtWidgets.QMessageBox.warning(
                self.window, translate("FileMenu", "Could not export"), str(exc))
            return False
        self.window.statusBar().showMessage(
            translate("FileMenu", "Exported the board to {path}").format(path=path), 5000)
        return True

    def print_plan_dialog(self) -> bool:
        from app.ui.export import ExportError, default_paper, print_plan_pdf

        papers = ["A4", "Letter"]
        paper, ok = QtWidgets.QInputDialog.getItem(
            self.window, translate("FileMenu", "Print plan at 1:1"),
            translate("FileMenu", "Paper size. The plan is a PDF: print it at 100 % "
                                  "(“Actual size”), never “Fit to page”."),
            papers, papers.index(default_paper()), False)
        if not ok:
            return False
        start = str(Path(self._start_folder()) / f"{self._base_name()} plan {paper}.pdf")
        path, _ = QtWidgets.QFileDialog.getSaveFileName(
            self.window, translate("FileMenu", "Save the 1:1 plan"), start,
            translate("FileMenu", PDF_FILTER))
        if not path:
            return False
        if Path(path).suffix.lower() != ".pdf":
            path += ".pdf"
        try:
            plan = print_plan_pdf(self.window.scene, self.controller.state, path, paper)
        except (ExportError, ValueError) as exc:
            QtWidgets.QMessageBox.warning(
                self.window, translate("FileMenu", "Could not make the plan"), str(exc))
            return False
        pages = plan.pages  # lupdate reads a plain name as the count, not plan.pages
        QtWidgets.QMessageBox.information(
            self.window, translate("FileMenu", "Plan at 1:1 ready"),
            translate("FileMenu", "Wrote %n {paper} pages ({columns} across, {rows} down) to\n"
                                  "{path}\n\nPrint the PDF at 100 % (“Actual size”), not “Fit to "
                                  "page”, and check the 2-inch bar on a page. Lay the pages out "
                                  "by their labels, A1 top left; each page overlaps the next by "
                                  "{overlap} in, up to its dashed line.", None, pages)
            .format(paper=paper, columns=plan.columns, rows=plan.rows, path=path,
                    overlap=f"{plan.overlap_in:g}"))
        return True


__all__ = ["FileActions", "add_recent"]
