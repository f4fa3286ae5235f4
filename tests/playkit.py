"""A player at the keyboard: drives the real main window only through what a player touches.

Menu actions are found by their menu text and triggered (``QAction.trigger()``, so the slot
gets what Qt's ``triggered(bool)`` passes, as from a click on the menu), buttons are clicked
with the mouse where they are visible and enabled, the board gets real mouse presses, moves
and releases on its viewport, keys are pressed on the board, and file dialogs and message
boxes are answered by patching the static dialog call (that is the player choosing a file or
a button). Nothing here calls a controller method or pushes a command.

    player = Player(qtbot, window, monkeypatch)
    wizard = player.menu("File", "New game")
    player.drag_model("ann-1", (30, 4))
    player.key(Qt.Key.Key_Z, ctrl=True)
    with player.choosing_file(tmp_path / "evening.json"):
        player.menu("File", "Save as")
"""

from __future__ import annotations

import contextlib
import dataclasses
from pathlib import Path

from PySide6 import QtWidgets
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QAction, QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QMenu, QWidget

LEFT = Qt.MouseButton.LeftButton
RIGHT = Qt.MouseButton.RightButton
NOMOD = Qt.KeyboardModifier.NoModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
CTRL = Qt.KeyboardModifier.ControlModifier


def plain(text: str) -> str:
    """A menu or button text as the player reads it: no '&' accelerator, no trailing '…'."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip(".\u2026 ").strip()


def wheel_down(widget: QWidget, notches: int = 20) -> None:
    """Turn the mouse wheel down ``notches`` notches over the middle of ``widget`` (a scroll
    area's viewport), as a player scrolls."""
    from PySide6.QtGui import QWheelEvent

    at = QPointF(widget.width() / 2, widget.height() / 2)
    for _ in range(notches):
        QApplication.sendEvent(widget, QWheelEvent(
            at, QPointF(widget.mapToGlobal(at.toPoint())), QPoint(0, 0), QPoint(0, -120),
            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase, False))


def menu_action(window: QtWidgets.QMainWindow, *path: str) -> QAction:
    """The action at ``path`` in the menu bar, e.g. ``("File", "Open demo", "Mordheim")``:
    each step matches a menu title or action text (without '&' and '…') exactly, or, failing
    that, as the start of the text."""
    entries: list[QAction] = window.menuBar().actions()
    found: QAction | None = None
    for depth, step in enumerate(path):
        texts = {a: plain(a.text()) for a in entries if not a.isSeparator()}
        hits = [a for a, t in texts.items() if t == step] or [
            a for a, t in texts.items() if t.startswith(step)]
        assert len(hits) == 1, (f"menu {' > '.join(path[:depth + 1])!r}: "
                                f"{len(hits)} matches among {sorted(texts.values())}")
        found = hits[0]
        if depth < len(path) - 1:
            menu: QMenu | None = found.menu()
            assert menu is not None, f"{step!r} is not a menu"
            menu.aboutToShow.emit()  # menus filled when shown (Open recent) are filled now
            entries = menu.actions()
    assert found is not None
    return found


@dataclasses.dataclass
class Tally:
    """Clicks (and drags) counted for one player (``mine``) and for everyone else
    (``others``), with what each of the player's was (``steps``): the helpers below that
    take a ``tally`` add what they click."""

    mine: int = 0
    others: int = 0
    steps: list[str] = dataclasses.field(default_factory=list)

    def add(self, n: int, what: str, mine: bool = True) -> None:
        if mine:
            self.mine += n
            self.steps.append(f"{n} {what}")
        else:
            self.others += n


def _count(tally: Tally | None, n: int, what: str, mine: bool = True) -> None:
    if tally is not None:
        tally.add(n, what, mine)


class Player:
    """One person at the club PC, in front of ``window`` (a :class:`MainWindow`)."""

    def __init__(self, qtbot, window, monkeypatch) -> None:  # noqa: ANN001
        self.qtbot = qtbot
        self.window = window
        self.monkeypatch = monkeypatch
        window.activateWindow()  # shortcuts go to the active window
        self._guard_dialogs()

    def _guard_dialogs(self) -> None:
        """A message box nobody expected fails the test with its text (instead of waiting
        for a click that never comes); :meth:`answering` and :meth:`choosing_file` say what
        the player clicks when one is expected."""
        def unexpected(*args, **kwargs):  # noqa: ANN002, ANN003
            text = args[2] if len(args) > 2 else kwargs.get("text", "")
            raise AssertionError(f"unexpected message box: {text}")

        box = QtWidgets.QMessageBox
        for name in ("question", "warning", "information", "critical"):
            self.monkeypatch.setattr(box, name, staticmethod(unexpected))
        self.monkeypatch.setattr(box, "exec", lambda b: unexpected(None, None, b.text()))
        for name in ("getItem", "getText", "getInt", "getDouble"):
            self.monkeypatch.setattr(QtWidgets.QInputDialog, name, staticmethod(
                lambda *a, **k: unexpected(None, None, a[2] if len(a) > 2 else "an input")))

    # -- menus, buttons, keys --------------------------------------------------------------
    def action(self, *path: str) -> QAction:
        return menu_action(self.window, *path)

    def menu(self, *path: str):  # noqa: ANN201 - what the slot returned is not visible
        """Click the menu entry at ``path``; it must be enabled. Returns the window's wizard
        when the entry opened one (File ▸ New game), else None."""
        action = self.action(*path)
        assert action.isEnabled(), f"{' > '.join(path)} is disabled"
        before = getattr(self.window, "new_game_wizard", None)
        action.trigger()
        wizard = getattr(self.window, "new_game_wizard", None)
        return wizard if wizard is not before else None

    def see(self, widget: QWidget, timeout: int = 1000) -> None:
        """Wait, as a player does, until ``widget`` is on screen (a widget added to a shown
        panel is shown on the next turn of the event loop)."""
        try:
            self.qtbot.waitUntil(widget.isVisible, timeout=timeout)
        except Exception:  # noqa: BLE001 - say which widget, not pytest-qt's timeout
            text = widget.text() if hasattr(widget, "text") else widget.objectName()
            raise AssertionError(f"{text!r} is not visible") from None

    def click(self, button: QAbstractButton) -> None:
        """Click a button the player can see: visible, enabled and not cut off."""
        self.see(button)
        assert button.isEnabled(), f"{button.text()!r} is disabled"
        self.qtbot.mouseClick(button, LEFT, pos=button.rect().center())

    def button(self, text: str, within: QWidget | None = None) -> QAbstractButton:
        """The one visible button whose text (without '&') is ``text`` or starts with it."""
        root = within if within is not None else self.window
        if within is not None:
            self.see(within)
        buttons = [b for b in root.findChildren(QAbstractButton)
                   if b.isVisible() or (within is not None and not b.isHidden())]
        hits = [b for b in buttons if plain(b.text()) == text] or [
            b for b in buttons if plain(b.text()).startswith(text)]
        assert len(hits) == 1, (f"button {text!r}: {len(hits)} matches among "
                                f"{sorted(plain(b.text()) for b in buttons)}")
        return hits[0]

    def press(self, text: str, within: QWidget | None = None) -> None:
        """Click the visible button named ``text``."""
        self.click(self.button(text, within))

    def key(self, key: Qt.Key, *, ctrl: bool = False, shift: bool = False,
            widget: QWidget | None = None) -> None:
        """Press a key with the board focused (or on ``widget``)."""
        if QApplication.activeWindow() is not self.window:  # keys go to the active window
            self.window.activateWindow()
            if QApplication.focusWindow() is None:
                # Qt's offscreen platform gives focus only to a window being shown, and may
                # have none to give once a focused window closed: the window system's word
                import warnings

                with warnings.catch_warnings():
                    warnings.simplefilter("ignore", DeprecationWarning)
                    QApplication.setActiveWindow(self.window)
            try:
                self.qtbot.waitUntil(lambda: QApplication.activeWindow() is self.window,
                                     timeout=1000)
            except Exception:  # noqa: BLE001
                raise AssertionError(
                    f"the window is not active: {QApplication.activeWindow()}, modal "
                    f"{QApplication.activeModalWidget()}, popup "
                    f"{QApplication.activePopupWidget()}, visible {self.window.isVisible()}, "
                    f"exposed {self.window.windowHandle().isExposed()}, focus "
                    f"{QApplication.focusWindow()}, state {self.window.windowState()}") from None
        mods = NOMOD
        if ctrl:
            mods |= CTRL
        if shift:
            mods |= SHIFT
        self.qtbot.keyClick(widget if widget is not None else self.window.view, key, mods)

    def undo(self) -> None:
        self.key(Qt.Key.Key_Z, ctrl=True)

    def redo(self) -> None:
        self.key(Qt.Key.Key_Z, ctrl=True, shift=True)

    # -- the board -------------------------------------------------------------------------
    @property
    def viewport(self) -> QWidget:
        return self.window.view.viewport()

    def px(self, x_in: float, y_in: float) -> QPoint:
        """Where the table point (inches) is on the screen, in viewport pixels."""
        return self.window.view.mapFromScene(QPointF(x_in, y_in))

    def model_at(self, model_id: str) -> tuple[float, float]:
        """Where the model's base centre is drawn (inches)."""
        pos = self.window.scene.model_items[model_id].pos()
        return pos.x(), pos.y()

    def click_board(self, x_in: float, y_in: float, *, button=LEFT, modifiers=NOMOD) -> None:  # noqa: ANN001
        self.qtbot.mouseClick(self.viewport, button, modifiers, self.px(x_in, y_in))

    def click_model(self, model_id: str, **kw) -> None:  # noqa: ANN003
        self.click_board(*self.model_at(model_id), **kw)

    def double_click_model(self, model_id: str) -> None:
        self.qtbot.mouseDClick(self.viewport, LEFT, NOMOD, self.px(*self.model_at(model_id)))

    def drag(self, start: tuple[float, float], end: tuple[float, float], *, shift: bool = False,
             steps: int = 6, release: bool = True, press: bool = True) -> None:
        """Press at ``start`` (inches), move in ``steps`` to ``end`` with the button held, and
        release there (Shift held throughout when ``shift``; ``press=False``: the button is
        already held, a drag going on)."""
        mods = SHIFT if shift else NOMOD
        vp = self.viewport
        if press:
            self.qtbot.mousePress(vp, LEFT, mods, self.px(*start))
        for k in range(1, steps + 1):
            t = k / steps
            point = (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t)
            self._move(self.px(*point), mods)
        if release:
            self.qtbot.mouseRelease(vp, LEFT, mods, self.px(*end))

    def _move(self, pos: QPoint, mods) -> None:  # noqa: ANN001
        # QTest's mouseMove carries no buttons or modifiers: send the event a held button makes
        from PySide6.QtGui import QMouseEvent

        vp = self.viewport
        event = QMouseEvent(QMouseEvent.Type.MouseMove, QPointF(pos),
                            QPointF(vp.mapToGlobal(pos)), Qt.MouseButton.NoButton, LEFT, mods)
        QApplication.sendEvent(vp, event)

    def hover(self, x_in: float, y_in: float) -> str:
        """Rest the pointer at ``(x_in, y_in)`` on the board (a move with no button held,
        the cursor put there) until its tooltip shows; returns the tooltip's text ("" if
        none shows)."""
        from PySide6.QtCore import QEvent
        from PySide6.QtGui import QCursor, QHelpEvent, QMouseEvent
        from PySide6.QtWidgets import QToolTip

        vp = self.viewport
        pos = self.px(x_in, y_in)
        where = vp.mapToGlobal(pos)
        QCursor.setPos(where)
        QApplication.sendEvent(vp, QMouseEvent(QMouseEvent.Type.MouseMove, QPointF(pos),
                                               QPointF(where), Qt.MouseButton.NoButton,
                                               Qt.MouseButton.NoButton, NOMOD))
        QApplication.sendEvent(vp, QHelpEvent(QEvent.Type.ToolTip, pos, where))
        return QToolTip.text() if QToolTip.isVisible() else ""

    def drag_model(self, model_id: str, to: tuple[float, float], *, shift: bool = False) -> None:
        """Grab the model by its base centre and drop it with its centre at ``to``."""
        self.drag(self.model_at(model_id), to, shift=shift)

    # -- the set-up tray ---------------------------------------------------------------------
    def tray_item(self, payload_start: str):  # noqa: ANN201 - QListWidgetItem
        tray = self.window.setup_panel.tray
        for row in range(tray.count()):
            item = tray.item(row)
            if tray.payload(item).startswith(payload_start) and not item.isHidden():
                return item
        raise AssertionError(f"nothing in the tray for {payload_start!r}")

    def drag_from_tray(self, payload_start: str, to: tuple[float, float], *,
                       shift: bool = False, drop: bool = True) -> bool:
        """Pick the tray's entry (``"model:ann-1"``, ``"counter:crate"``), carry it over the
        board to ``to`` (inches) and drop it; returns whether the board took the drop. The
        drag's data is the tray's own (its ``mimeData``); the drag-and-drop events are the
        ones Qt sends the board while a real drag passes over it."""
        tray = self.window.setup_panel.tray
        item = self.tray_item(payload_start)
        tray.setCurrentItem(item)
        data: QMimeData = tray.mimeData([item])
        self._tray_data = data  # the events do not own their data: keep it alive
        mods = SHIFT if shift else NOMOD
        vp = self.viewport
        start = QPointF(self.px(to[0] - 6, to[1]))
        end = QPointF(self.px(*to))
        for k, cls in enumerate((QDragEnterEvent, QDragMoveEvent, QDragMoveEvent)):
            pos = start + (end - start) * (k / 2)
            event = cls(pos.toPoint(), Qt.DropAction.CopyAction, data, LEFT, mods)
            QApplication.sendEvent(vp, event)
        if not drop:
            return False
        event = QDropEvent(end, Qt.DropAction.CopyAction, data, LEFT, mods)
        QApplication.sendEvent(vp, event)
        return event.isAccepted()

    # -- the terrain palette ----------------------------------------------------------------
    def drag_from_palette(self, name: str, to: tuple[float, float]) -> bool:
        """Pick the terrain palette's piece whose text starts with ``name`` and drop it on the
        board with its centre at ``to`` (inches), with the drag-and-drop events a real drag
        sends the board; returns whether the board took it. The Terrain tab must show."""
        palette = self.window.terrain_panel.list
        self.see(palette)
        rows = [palette.item(i) for i in range(palette.count())]
        hits = [r for r in rows if r.text().startswith(name)]
        assert len(hits) == 1, f"palette {name!r}: {[r.text() for r in rows]}"
        palette.setCurrentItem(hits[0])
        data: QMimeData = palette.mimeData([hits[0]])
        self._palette_data = data
        vp = self.viewport
        start, end = QPointF(self.px(to[0] - 6, to[1])), QPointF(self.px(*to))
        for k, cls in enumerate((QDragEnterEvent, QDragMoveEvent, QDragMoveEvent)):
            pos = start + (end - start) * (k / 2)
            QApplication.sendEvent(vp, cls(pos.toPoint(), Qt.DropAction.CopyAction, data,
                                           LEFT, NOMOD))
        event = QDropEvent(end, Qt.DropAction.CopyAction, data, LEFT, NOMOD)
        QApplication.sendEvent(vp, event)
        return event.isAccepted()

    def piece_at(self, piece_id: str) -> tuple[float, float]:
        """Where the terrain piece's centre is drawn (inches)."""
        pos = self.window.scene.terrain_items[piece_id].pos()
        return pos.x(), pos.y()

    def double_click_board(self, x_in: float, y_in: float) -> None:
        self.qtbot.mouseDClick(self.viewport, LEFT, NOMOD, self.px(x_in, y_in))

    def deploy_everything(self, spots: dict) -> None:
        """Drag every model left in the tray onto the table, in the order the dock offers
        them; ``spots``: for each player id, an iterator of legal spots (inches)."""
        state = self.window.controller.state
        panel = self.window.setup_panel
        while panel.tray_payloads():
            payload = panel.tray_payloads()[0]
            mid = payload.partition(":")[2]
            assert self.drag_from_tray(payload, next(spots[state.model(mid).player])), \
                panel.verdict.text()
            assert state.model(mid).on_table

    # -- dialogs -----------------------------------------------------------------------------
    @contextlib.contextmanager
    def choosing_file(self, path: str | Path | None, chosen_filter: str = ""):
        """Every file dialog opened meanwhile is answered with ``path`` (None: Cancel)."""
        answer = ("" if path is None else str(path), chosen_filter)
        asked: list[str] = []

        def dialog(*args, **kwargs):  # noqa: ANN002, ANN003
            asked.append(args[1] if len(args) > 1 else kwargs.get("caption", ""))
            return answer

        with self.monkeypatch.context() as m:
            for name in ("getOpenFileName", "getSaveFileName"):
                m.setattr(QtWidgets.QFileDialog, name, staticmethod(dialog))
            yield asked
        assert asked, "no file dialog was opened"

    @contextlib.contextmanager
    def answering(self, button_text: str):
        """Every message box meanwhile is answered by clicking its ``button_text`` button
        (a standard one by its English text: "Save", "Discard", "Cancel", "OK", "Yes"...)."""
        asked: list[str] = []
        box = QtWidgets.QMessageBox
        sb = box.StandardButton
        standard = {plain(k): getattr(sb, k) for k in (
            "Save", "Discard", "Cancel", "Ok", "Yes", "No", "Close", "Open")}
        standard["OK"] = sb.Ok

        def static(*args, **kwargs):  # noqa: ANN002, ANN003
            asked.append(str(args[2] if len(args) > 2 else kwargs.get("text", "")))
            return standard[button_text]

        def exec_(self_box):  # noqa: ANN001
            asked.append(self_box.text())
            for b in self_box.buttons():
                if plain(b.text()) == button_text or (
                        self_box.standardButton(b) == standard.get(button_text)):
                    b.click()  # so clickedButton() says which
                    return standard.get(button_text, 0)
            raise AssertionError(f"no {button_text!r} button in {self_box.text()!r}")

        with self.monkeypatch.context() as m:
            for name in ("question", "warning", "information", "critical"):
                m.setattr(box, name, staticmethod(static))
            m.setattr(box, "exec", exec_)
            yield asked
        assert asked, "no message box was shown"

    @contextlib.contextmanager
    def picking(self, item: str):
        """Every list-choice dialog meanwhile (``QInputDialog.getItem``, e.g. the paper size)
        is answered by picking ``item`` and OK."""
        asked: list[str] = []

        def get_item(parent, title, label, items, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003
            asked.append(title)
            assert item in items, f"{item!r} is not offered: {items}"
            return item, True

        with self.monkeypatch.context() as m:
            m.setattr(QtWidgets.QInputDialog, "getItem", staticmethod(get_item))
            yield asked
        assert asked, "no choice was offered"

    def wait(self, condition, timeout: int = 3000) -> None:  # noqa: ANN001
        self.qtbot.waitUntil(condition, timeout=timeout)


    # -- File ▸ New game -------------------------------------------------------------------
    def new_game(self, system: str, scenario: str, players: list[dict], *,
                 settings: dict | None = None, table: tuple[float, float] | None = None,
                 roll: bool = False):  # noqa: ANN201 - the wizard
        """File ▸ New game, as a player fills it in: the game system and the scenario picked
        (or rolled with ``roll``), the settings page's ``settings`` (editor key: value), then
        each player's name, roster file (opened with the *Open…* button) and rating, and
        Finish. ``players``: dicts with ``name``, ``roster`` (a path) and optionally
        ``rating``. Returns the wizard (closed once Finish took it)."""
        wizard = self.new_game_to_players(system, scenario, settings=settings, table=table,
                                          roll=roll)
        page = wizard.players_page
        page.count.setValue(len(players))
        assert page.count.value() == len(players), "the scenario takes another number of players"
        for row, spec in zip(page.active_rows, players):
            self.type_into(row.name, spec["name"])
            self.open_roster(row, spec["roster"])
            if "rating" in spec:
                row.rating.setValue(spec["rating"])
        self.finish(wizard)
        return wizard

    def type_into(self, edit: QtWidgets.QLineEdit, text: str) -> None:
        """Select what the line edit holds and type ``text`` over it, key by key."""
        self.see(edit)
        edit.setFocus()
        edit.selectAll()
        if text:
            self.qtbot.keyClicks(edit, text)
        else:
            self.qtbot.keyClick(edit, Qt.Key.Key_Delete)

    def wizard_button(self, wizard, which: str) -> QAbstractButton:  # noqa: ANN001
        """The wizard's ``"Next"``, ``"Back"``, ``"Finish"`` or ``"Cancel"`` button."""
        from PySide6.QtWidgets import QWizard

        return wizard.button(getattr(QWizard.WizardButton, f"{which}Button"))

    def finish(self, wizard) -> None:  # noqa: ANN001
        """Click Finish (it must be enabled)."""
        self.click(self.wizard_button(wizard, "Finish"))

    def new_game_to_players(self, system: str, scenario: str, *,
                            settings: dict | None = None,
                            table: tuple[float, float] | None = None,
                            roll: bool = False,
                            tally: Tally | None = None):  # noqa: ANN201 - the wizard
        """File ▸ New game up to its players page: the game system picked (when it is not
        the one offered), the scenario clicked in the list (or rolled with ``roll``), the
        table size, Next, the settings page's ``settings`` (editor key: value), Next.
        Returns the wizard, showing its players page. ``tally``: counts the clicks (the
        settings and the table size are not counted)."""
        wizard = self.menu("File", "New game")
        assert wizard is not None, "File > New game opened no wizard"
        _count(tally, 2, "File ▸ New game")
        self.qtbot.waitExposed(wizard)
        page = wizard.scenario_page
        if page.system.currentData() != system:
            page.system.setCurrentIndex(page.system.findData(system))
            _count(tally, 2, "game system (open the list, pick)")
        if roll:
            self.click(page.roll_button)
            _count(tally, 1, "the scenario roll")
        else:
            rows = [page.list.item(i) for i in range(page.list.count())]
            item = next(i for i in rows if i.data(Qt.ItemDataRole.UserRole) == scenario)
            rect = page.list.visualItemRect(item)
            self.qtbot.mouseClick(page.list.viewport(), LEFT, pos=rect.center())
            _count(tally, 1, "the scenario")
        if table is not None:
            page.width_in.setValue(table[0])
            page.depth_in.setValue(table[1])
        self.click(self.wizard_button(wizard, "Next"))
        _count(tally, 1, "Next")
        for key, value in (settings or {}).items():
            editor = wizard.settings_page.editors[key]
            if isinstance(editor, QtWidgets.QCheckBox):  # a switch: toggled when it differs
                self.see(editor)
                if editor.isChecked() != bool(value):
                    self.qtbot.keyClick(editor, Qt.Key.Key_Space)
                assert editor.isChecked() == bool(value), f"the {key!r} switch did not turn"
                continue
            (editor.setValue if hasattr(editor, "setValue") else editor.setCurrentText)(value)
        self.click(self.wizard_button(wizard, "Next"))
        _count(tally, 1, "Next")
        assert wizard.currentPage() is wizard.players_page, "Next did not reach the players"
        return wizard

    def open_roster(self, row, path: str | Path, *, tally: Tally | None = None,  # noqa: ANN001
                    mine: bool = True) -> None:
        """On the players page, the player ``row`` (a wizard ``PlayerRow``) opens a saved
        roster: *Open…*, the file dialog answered with ``path``."""
        with self.choosing_file(path) as asked:
            self.click(row.load_button)
        assert asked == ["Open roster"], asked
        assert row.roster is not None, row.summary.text()
        _count(tally, 3, "Open… and the file dialog (the file, Open)", mine)

    def import_roster(self, row, path: str | Path, *, tally: Tally | None = None):  # noqa: ANN001, ANN201
        """On the players page, the player ``row`` imports another tool's roster file:
        *Import…*, the file dialog answered with ``path``, then OK in the roster editor
        that opens on the import. Returns the editor (closed)."""
        from PySide6.QtWidgets import QDialogButtonBox

        with self.choosing_file(path) as asked:
            self.click(row.import_button)
        assert asked == ["Import roster"], asked
        _count(tally, 1 + 2, "Import… and the file dialog (the file, Open)")
        editor = row.editor
        assert editor is not None and editor.isVisible(), row.summary.text()
        assert "Imported from" in editor.imported.text()
        self.click(editor.findChild(QDialogButtonBox).button(
            QDialogButtonBox.StandardButton.Ok))
        _count(tally, 1, "OK in the roster editor")
        assert not editor.isVisible(), editor.problem.text()
        return editor

    def click_segment(self, letter: str) -> None:
        """Click a table edge segment's letter (A-F) on the board (M4)."""
        centre = self.window.scene.segment_items[letter].letter_rect().center()
        self.click_board(centre.x(), centre.y())

    # -- docks and button menus --------------------------------------------------------------
    def show_tab(self, title: str) -> None:
        """Click the dock tab called ``title`` (e.g. "Dice and draws") so its panel shows."""
        from PySide6.QtWidgets import QTabBar

        def shown() -> bool:  # a dock just shown gets its tab on the next turn of the loop
            return any(plain(bar.tabText(i)) == title and bar.isVisible()
                       for bar in self.window.findChildren(QTabBar) for i in range(bar.count()))

        try:
            self.qtbot.waitUntil(shown, timeout=1000)
        except Exception:  # noqa: BLE001 - said below
            pass
        for bar in self.window.findChildren(QTabBar):
            for i in range(bar.count()):
                if plain(bar.tabText(i)) == title and bar.isVisible():
                    self.qtbot.mouseClick(bar, LEFT, pos=bar.tabRect(i).center())
                    assert bar.currentIndex() == i, f"the {title!r} tab did not open"
                    return
        raise AssertionError(f"no dock tab {title!r}")

    def choose(self, button: QAbstractButton, entry: str) -> None:
        """Open the drop-down of ``button`` (e.g. *Alliance ▾*) and click its ``entry`` (its
        text, or the start of it). The menu is filled as when it is shown."""
        self.see(button)
        assert button.isEnabled(), (
            f"{button.text()!r} cannot be used (visible {button.isVisible()}): {button.toolTip()}")
        menu = button.menu()
        assert menu is not None, f"{button.text()!r} has no menu"
        menu.aboutToShow.emit()
        texts = {a: plain(a.text()) for a in menu.actions() if not a.isSeparator()}
        hits = [a for a, t in texts.items() if t == entry] or [
            a for a, t in texts.items() if t.startswith(entry)]
        assert len(hits) == 1, f"{entry!r}: {len(hits)} matches among {list(texts.values())}"
        assert hits[0].isEnabled(), f"{entry!r} is disabled"
        hits[0].trigger()

    def select(self, box: QtWidgets.QComboBox, entry: str) -> None:
        """Open the drop-down list ``box`` and click its ``entry`` (its text, or the start of
        it), as a player picks from a list."""
        self.see(box)
        assert box.isEnabled(), f"{box.objectName()!r} is disabled"
        texts = [plain(box.itemText(i)) for i in range(box.count())]
        hits = [i for i, t in enumerate(texts) if t == entry] or [
            i for i, t in enumerate(texts) if t.startswith(entry)]
        assert len(hits) == 1, f"{entry!r}: {len(hits)} matches among {texts}"
        box.showPopup()
        view = box.view()
        self.qtbot.waitUntil(view.isVisible, timeout=1000)
        index = box.model().index(hits[0], 0)
        view.scrollTo(index)
        self.qtbot.mouseClick(view.viewport(), LEFT, pos=view.visualRect(index).center())
        self.qtbot.waitUntil(lambda: not view.isVisible(), timeout=1000)
        assert box.currentIndex() == hits[0], f"{entry!r} was not picked"

    def model_menu(self, model_id: str, entry: str, *sub: str) -> None:
        """Right-click the model and click ``entry`` (``sub``: through a submenu, e.g.
        ``("Status", "Stunned")``) of the menu the board opens."""
        self.board_menu(self.model_at(model_id), entry, *sub)

    def board_menu(self, at: tuple[float, float], entry: str, *sub: str) -> None:
        """Right-click the board at ``at`` (inches: a model, a terrain piece) and click
        ``entry`` (``sub``: through a submenu) of the menu it opens."""
        from PySide6.QtCore import QTimer
        from PySide6.QtGui import QContextMenuEvent

        path = (entry, *sub)
        outcome: list[str] = []

        def pick(tries: int = 0) -> None:  # runs inside the menu's own event loop
            menu = QApplication.activePopupWidget()
            if not isinstance(menu, QMenu):
                if tries < 100:
                    QTimer.singleShot(10, lambda: pick(tries + 1))
                else:
                    outcome.append("right-click opened no menu")
                return
            actions, hit = menu.actions(), None
            for depth, step in enumerate(path):
                texts = {a: plain(a.text()) for a in actions if not a.isSeparator()}
                hits = [a for a, t in texts.items() if t == step] or [
                    a for a, t in texts.items() if t.startswith(step)]
                if len(hits) != 1:
                    outcome.append(f"{step!r}: {len(hits)} matches in {list(texts.values())}")
                    menu.close()
                    return
                hit = hits[0]
                if depth < len(path) - 1:
                    actions = hit.menu().actions()
            menu.close()
            if not hit.isEnabled():
                outcome.append(f"{path!r} is disabled")
                return
            hit.trigger()
            outcome.append("")

        QTimer.singleShot(0, pick)
        where = self.px(*at)
        event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, where,
                                  self.viewport.mapToGlobal(where))
        QApplication.sendEvent(self.viewport, event)  # what a right-click sends the board
        self.qtbot.waitUntil(lambda: bool(outcome), timeout=3000)
        assert outcome[0] == "", outcome[0]


def looters_game(player: Player, tmp_path: Path) -> QtWidgets.QMainWindow:
    """File ▸ New game of The Looters (Trench Crusade) for Ann, Bob and Cy, each with a roster
    of one 25 mm Trooper, and the set-up order's draw (C4) clicked: the window, in set-up."""
    from app.game.rosters import Roster, RosterEntry, save_roster
    from app.rules.bases import Base

    paths = []
    for name in ("Heretic Legion", "Trench Pilgrims", "Iron Sultanate"):
        path = tmp_path / f"{name}.json"
        save_roster(Roster(name, system="trench-crusade", warband=name, models=[
            RosterEntry("Trooper", Base.round(25), "", 2, 15)]), path)
        paths.append(path)
    player.new_game("trench-crusade", "the-looters",
                    [{"name": who, "roster": r} for who, r in zip(("Ann", "Bob", "Cy"), paths)])
    player.click(player.window.setup_panel.action)  # C4: the draw for the set-up order
    return player.window
