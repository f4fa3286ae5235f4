"""View ▸ Table screen (F11), as the club puts it on its TV: a second window on the same
board, read only, with a banner in large type that follows the turn; Esc closes it, it
turns to face the table and keeps that; and Ctrl+Q quits from anywhere (issue 34)."""

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from app.ui.board.table_banner import MIN_TEXT_PX


def _open_card_demo(player):
    player.menu("File", "Open demo", "Trench Crusade All-Out War")
    return player.window


def _activate(player, widget):
    widget.activateWindow()
    player.qtbot.waitUntil(lambda: QApplication.activeWindow() is widget, timeout=2000)


def _free_spot(state, model, step=3.0):
    """A spot ``step`` in from ``model``, on the table and at least 2 in clear of every
    other model's centre and of every objective."""
    t = state.table
    others = [(m.x_in, m.y_in) for m in state.models if m.on_table and m.id != model.id]
    others += [(o.x_in, o.y_in) for o in state.objectives]
    for dx, dy in ((step, 0), (-step, 0), (0, step), (0, -step)):
        x, y = model.x_in + dx, model.y_in + dy
        if 2 < x < t.width_in - 2 and 2 < y < t.depth_in - 2 and all(
                (x - ox) ** 2 + (y - oy) ** 2 > 4 for ox, oy in others):
            return x, y
    raise AssertionError(f"no free spot next to {model.id}")


def _table_screen(player):
    player.menu("View", "Table screen")
    screen = player.window.table_screen.screen
    assert screen is not None
    player.qtbot.waitUntil(screen.isVisible, timeout=2000)
    return screen


def test_ctrl_q_quits_the_main_window_asking_about_unsaved_changes(club_pc):
    player = club_pc(as_app=True)
    win = _open_card_demo(player)
    model = next(m for m in win.controller.state.models if m.on_table)
    player.drag_model(model.id, _free_spot(win.controller.state, model))
    assert win.controller.modified
    with player.answering("Discard") as asked:
        player.key(Qt.Key.Key_Q, ctrl=True)
    assert asked  # the unsaved-changes question was asked, and answered
    player.qtbot.waitUntil(lambda: not win.isVisible(), timeout=2000)


def test_the_table_screen_shows_the_same_board_read_only_and_follows_the_turn(club_pc):
    player = club_pc(size=(1366, 768))
    win = _open_card_demo(player)
    action = player.action("View", "Table screen")
    assert action.isCheckable() and not action.isChecked()
    screen = _table_screen(player)
    assert action.isChecked()
    view = screen.view
    assert view.scene() is win.scene  # one scene: every change shows on both at once
    assert not view.isInteractive() and not view.acceptDrops()
    assert view.dragMode() == view.DragMode.NoDrag
    assert screen.findChildren(type(win.panel)) == []  # no panels on the TV
    state = win.controller.state
    player.wait(lambda: screen.banner.texts()[0].startswith("Turn 1 \u00b7 activating: "))
    cards = screen.banner.texts()[1]
    assert cards.startswith("Initiative:")  # a line, or a column beside a 4'x4' table
    for pid, card in state.turn.initiative.items():
        assert f"{state.player(pid).name}) {card.label}" in cards or (
            f"{state.player(pid).name} {card.label}" in cards)
    current = win.controller.whose_activation
    assert state.player(current).name in screen.banner.texts()[0]

    # a real drag on the main board moves the model on the table screen too
    model = next(m for m in state.models if m.on_table and m.player == current)
    before = view.viewport().grab().toImage()
    to = _free_spot(state, model)
    player.drag_model(model.id, to)
    item = view.scene().model_items[model.id]
    player.wait(lambda: abs(item.pos().x() - to[0]) < 0.05 and abs(item.pos().y() - to[1]) < 0.05)
    assert state.model(model.id).x_in == pytest.approx(to[0], abs=0.05)
    player.wait(lambda: view.viewport().grab().toImage() != before)

    # a VP won by hand shows on the banner
    from PySide6.QtWidgets import QAbstractButton

    plus = win.panel.rows[current].findChild(QAbstractButton, "vp-plus")
    player.click(plus)
    player.wait(lambda: any(t.startswith("VP: ") and f"{state.player(current).name} 1 VP" in t
                            for t in screen.banner.texts()))

    player.press("End turn")
    player.wait(lambda: screen.banner.texts()[0] == "Turn 1 is over")

    # Esc on the table screen closes it; F11 on the main window opens it again, F11 there
    # closes it
    _activate(player, screen)
    player.qtbot.keyClick(screen, Qt.Key.Key_Escape)
    player.wait(lambda: not screen.isVisible())
    assert not action.isChecked()
    assert win.isVisible()
    player.key(Qt.Key.Key_F11)
    player.wait(screen.isVisible)
    assert action.isChecked()
    _activate(player, screen)
    player.qtbot.keyClick(screen, Qt.Key.Key_F11)
    player.wait(lambda: not screen.isVisible())


def test_the_table_screen_follows_a_game_opened_from_the_file_menu(club_pc):
    player = club_pc(size=(1366, 768))
    _open_card_demo(player)
    screen = _table_screen(player)
    player.menu("File", "Open demo", "Mordheim Treasure Hunt")
    state = player.window.controller.state
    assert state.system == "mordheim"
    player.wait(lambda: set(screen.view.scene().model_items) == {m.id for m in state.models})
    assert screen.view.scene() is player.window.scene
    player.press("Roll order of play")
    player.wait(lambda: len(screen.banner.texts()) > 1
                and screen.banner.texts()[1].startswith("Order of play: "))
    first = state.player(state.turn.current_player)
    head = screen.banner.texts()[0]
    assert head.startswith("Turn 1 \u00b7 ") and head.endswith(f"{first.name})\u2019s turn")
    for pid in state.order_of_play:
        assert state.player(pid).name in screen.banner.texts()[1]


def test_the_table_screen_turns_to_face_the_table_and_keeps_it(club_pc):
    player = club_pc(as_app=True)
    win = _open_card_demo(player)
    screen = _table_screen(player)
    assert screen.turn == 0
    entries = {a.text(): a for a in screen.turn_menu().actions() if not a.isSeparator()}
    assert {"Not turned", "Turned 90\N{DEGREE SIGN}", "Turned 180\N{DEGREE SIGN}",
            "Turned 270\N{DEGREE SIGN}"} <= set(entries)
    entries["Turned 90\N{DEGREE SIGN}"].trigger()
    assert screen.turn == 90
    # the table, 6' wide and 4' deep, stands on end: its corner (0, 0) is at the top right
    view = screen.view
    corner = view.mapFromScene(0, 0)
    far = view.mapFromScene(win.controller.state.table.width_in, 0)
    assert corner.x() > far.x() - 1 and far.y() > corner.y()
    # the banner's headline wraps short of the turn button (it overlapped "activating:")
    banner = screen.banner
    player.wait(lambda: banner.head.contentsRect().right() + banner.head.x()
                < screen.turn_button.x())
    screen.close()
    player.wait(lambda: not screen.isVisible())
    player.menu("View", "Table screen")
    player.wait(screen.isVisible)
    assert screen.turn == 90  # kept in the settings
    assert win.files.settings.value("tableScreen/turn") in (90, "90")
    [a for a in screen.turn_menu().actions() if a.text() == "Close the table screen (Esc)"][0].trigger()
    player.wait(lambda: not screen.isVisible())


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_banner_is_large_at_the_tv_size(club_pc, size, tmp_path):
    player = club_pc(size=(1366, 768))
    _open_card_demo(player)  # turn 1 dealt
    screen = _table_screen(player)
    screen.showNormal()
    screen.resize(*size)
    player.wait(lambda: screen.size().width() == size[0])
    player.wait(lambda: screen.banner.px >= MIN_TEXT_PX)
    if size[1] >= 1080:
        assert screen.banner.px >= 36
    for label in (screen.banner.head, *screen.banner.lines):
        assert label.font().pixelSize() >= MIN_TEXT_PX
    # the board still takes most of the screen
    assert screen.view.height() > size[1] * 0.6
    assert screen.view.mapFromScene(0, 0).x() >= 0
    shot = screen.grab()
    assert shot.width() == size[0]
    shot.save(str(tmp_path / f"table-screen-{size[0]}.png"))
    assert QPoint(0, 0) == screen.banner.pos()


def test_ctrl_q_on_the_table_screen_quits_and_closes_both_windows(club_pc):
    player = club_pc()
    win = _open_card_demo(player)
    screen = _table_screen(player)
    _activate(player, screen)
    player.qtbot.keyClick(screen, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    player.wait(lambda: not win.isVisible() and not screen.isVisible())


TWO_SCREENS = """
import json, sys
from PySide6.QtCore import QSettings
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

app = QApplication(sys.argv)
from app.ui.actions import ActionId
from app.ui.controller import GameController
from app.ui.main_window import MainWindow

screens = {s.name(): s for s in QGuiApplication.screens()}
settings = QSettings(sys.argv[1], QSettings.Format.IniFormat)
win = MainWindow(GameController(), settings=settings)
win.setScreen(screens["laptop"])
win.setGeometry(screens["laptop"].availableGeometry().adjusted(0, 0, -100, -100))
win.show()
app.processEvents()
win.menus.actions_by_id[ActionId.TABLE_SCREEN].trigger()  # View > Table screen
app.processEvents()
tv = win.table_screen.screen
out = {"main": win.screen().name(), "screen": tv.screen().name(),
       "full": tv.isFullScreen(), "size": [tv.width(), tv.height()], "px": tv.banner.px}
tv.close()
out["kept"] = settings.value("tableScreen/screen")
print(json.dumps(out))
"""


def test_with_a_second_screen_it_opens_full_screen_there_and_keeps_it(tmp_path):
    """The club's laptop and its TV (Qt's offscreen platform, given two screens): the table
    screen opens full screen on the TV, not on the laptop the main window is on, with the
    banner's text at least 36 px high at 1080p; the settings keep the TV's name."""
    import json
    import os
    import subprocess
    import sys
    from pathlib import Path

    config = tmp_path / "screens.json"
    config.write_text(json.dumps({"screens": [
        {"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768,
         "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
        {"name": "club-tv", "x": 1366, "y": 0, "width": 1920, "height": 1080,
         "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               PYTHONPATH=str(root))
    run = subprocess.run([sys.executable, "-c", TWO_SCREENS, str(tmp_path / "s.ini")],
                         capture_output=True, text=True, env=env, cwd=root, timeout=120)
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout.strip().splitlines()[-1])
    assert out["main"] == "laptop"
    assert out["screen"] == "club-tv" and out["full"] and out["size"] == [1920, 1080]
    assert out["px"] >= 36
    assert out["kept"] == "club-tv"


@pytest.mark.parametrize("turn", [0, 180])
def test_text_on_the_board_reads_upright_on_a_view_turned_half_a_turn(qtbot, turn):
    """Labels, base marks and segment letters are painted upright on the table screen turned
    180 degrees (the board's own view, never turned, is painted as before)."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    from app.ui.board.paint import draw_text_in, view_turn

    def draw(rotated: bool) -> QImage:
        image = QImage(200, 200, QImage.Format.Format_ARGB32)
        image.fill(QColor("white"))
        p = QPainter(image)
        p.translate(100, 100)
        if rotated:
            p.rotate(turn)
        p.scale(20, 20)  # 20 px per inch
        assert view_turn(p) == (turn if rotated else 0)
        draw_text_in(p, QRectF(-2, -1, 4, 2), "Ab", 1.2, QColor("black"))
        p.end()
        return image

    plain, turned = draw(False), draw(True)
    assert turned == plain  # the text turned back about its box's centre: it reads upright
    from PySide6.QtGui import QTransform

    upside_down = plain.transformed(QTransform().rotate(180))
    assert plain != upside_down  # (and "Ab" upside down would look otherwise)


def _pick(player, entry, open_menu):  # noqa: ANN001
    """Open a menu by ``open_menu()`` and click its ``entry``, as the player does (inside the
    menu's own event loop); returns the entries it offered."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMenu

    offered: list[list[str]] = []

    def pick(tries: int = 0) -> None:
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            if tries < 100:
                QTimer.singleShot(10, lambda: pick(tries + 1))
            else:
                offered.append([])
            return
        offered.append([a.text() for a in menu.actions() if not a.isSeparator()])
        hit = next(a for a in menu.actions() if a.text() == entry)
        menu.close()
        hit.trigger()

    QTimer.singleShot(0, pick)
    open_menu()
    player.wait(lambda: bool(offered))
    return offered[0]


def test_a_right_click_or_its_button_opens_the_table_screens_turn_menu(club_pc):
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QContextMenuEvent

    player = club_pc()
    _open_card_demo(player)
    screen = _table_screen(player)
    vp = screen.view.viewport()
    at = QPoint(vp.width() // 2, vp.height() // 2)
    offered = _pick(player, "Turned 270\N{DEGREE SIGN}", lambda: QApplication.sendEvent(
        vp, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, at, vp.mapToGlobal(at))))
    assert "Close the table screen (Esc)" in offered
    assert screen.turn == 270
    _pick(player, "Not turned", lambda: player.qtbot.mouseClick(
        screen.turn_button, Qt.MouseButton.LeftButton))  # the ⟳ button in the banner
    assert screen.turn == 0
