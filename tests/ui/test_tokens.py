"""Tokens as the player sees and touches them (issue 15, items 3, 5, 6): a model's status
shows on its token with a glyph of its own (never colour alone) and in its tooltip, from the
right-click menu, which offers the game system's own statuses (M10; Trench Crusade has none
of Mordheim's); Delete takes the selected models off the table (back to the tray in set-up)
and Ctrl+Z brings them back; a double-click opens the model editor, whose OK is one undo
step; short labels are typed in the roster editor and never overlap on the board at 2 in
spacing."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QContextMenuEvent, QImage
from PySide6.QtWidgets import QApplication, QFileDialog, QMenu

from app.game.commands import ChooseSegment, next_to_set_up
from app.game.newgame import PlaceModel, PlayerSetup, SettleSetUpOrder, new_game
from app.game.rosters import Roster, RosterEntry
from app.game.saves import load_game
from app.game.scenarios import bundled_scenarios
from app.game.state import GameState, Model, Player
from app.paths import demo_game_path
from app.rules.bases import Base
from app.rules.rng import GameRng
from app.rules.table import Table
from app.ui.actions import ActionId
from app.ui.board.marks import MAX_PX, MIN_PX
from app.ui.dialogs.roster_editor import LABEL, NAME, RosterEditor
from guikit import open_window

LEFT = Qt.MouseButton.LeftButton
CTRL = Qt.KeyboardModifier.ControlModifier




def at(win, model_id) -> QPoint:
    """Where model ``model_id``'s base centre is on the board's viewport."""
    return win.view.mapFromScene(win.scene.model_items[model_id].pos())


def right_click_menu(win, model_id, monkeypatch) -> QMenu:
    """Right-click the model on the board; the menu it opens (not shown: exec is caught)."""
    import app.ui.main_window as main_window
    from app.ui.panel.model_menu import build_model_menu as build

    shown: list[QMenu] = []

    class Caught:  # the menu the window would show, kept instead of blocking in exec()
        def __init__(self, *args, **kwargs):
            self.menu = build(*args, **kwargs)

        def exec(self, _pos):
            shown.append(self.menu)

    monkeypatch.setattr(main_window, "build_model_menu", Caught)
    pos = at(win, model_id)
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos,
                              win.view.viewport().mapToGlobal(pos))
    QApplication.sendEvent(win.view.viewport(), event)
    assert shown, "no menu opened"
    return shown[-1]


def entries(menu: QMenu, under: str | None = None) -> list[str]:
    """The texts of a menu's entries (of its submenu ``under``)."""
    if under is not None:
        menu = next(a.menu() for a in menu.actions() if a.text() == under)
    return [a.text() for a in menu.actions() if a.text()]


def find_action(menu: QMenu, text: str):
    for action in menu.actions():
        if action.text() == text:
            return action
        if action.menu() is not None:
            found = find_action(action.menu(), text)
            if found is not None:
                return found
    return None


def mark_rect(win, model_id) -> QRect:
    mark = win.scene.model_items[model_id].mark
    return mark.deviceTransform(win.view.viewportTransform()).mapRect(
        mark.boundingRect()).toAlignedRect()


def grab(win, rect: QRect) -> QImage:
    return win.view.viewport().grab(rect).toImage()


def in_play():
    state = load_game(demo_game_path())
    state.turn.phase = "player-turn"
    return state


# -- statuses ---------------------------------------------------------------------------------
def test_mordheim_right_click_offers_its_statuses_and_the_token_shows_stunned(qtbot,
                                                                              monkeypatch):
    win = open_window(qtbot, in_play())
    item = win.scene.model_items["phil-1"]
    menu = right_click_menu(win, "phil-1", monkeypatch)
    assert entries(menu, "Status") == ["Active", "Stunned", "Knocked down", "Hidden", "Fleeing",
                                       "Out of action"]
    assert item.status_mark == "" and not item.mark.isVisible()
    rect = mark_rect(win, "phil-1").adjusted(-2, -2, 2, 2)
    before = grab(win, rect)
    find_action(menu, "Stunned").trigger()
    assert win.controller.state.model("phil-1").status == "stunned"
    assert item.status_mark == "stunned" and item.mark.isVisible()
    after = grab(win, mark_rect(win, "phil-1").adjusted(-2, -2, 2, 2))
    assert after != before  # the mark is painted there
    colours = {after.pixelColor(x, y).name() for x in range(after.width())
               for y in range(after.height())}
    assert "#ffffff" in colours and "#1d1d1d" in colours  # a white badge, a dark glyph
    assert "Status: stunned \u2014 does not stop an enemy from running (M10)" in item.toolTip()
    assert "stunned" in item.mark.toolTip()
    win.undo_action.trigger()
    assert item.status_mark == "" and "Status" not in item.toolTip()


def test_trench_crusade_right_click_offers_no_mordheim_status(dealt_window, monkeypatch):
    menu = right_click_menu(dealt_window, "ana-1", monkeypatch)
    assert entries(menu, "Status") == ["Active", "Out of action"]
    for word in ("Stunned", "Knocked down", "Hidden", "Fleeing"):
        assert find_action(menu, word) is None


def test_each_status_has_a_mark_of_its_own(qtbot, monkeypatch):
    win = open_window(qtbot, in_play())
    seen = {}
    for word in ("Stunned", "Knocked down", "Hidden", "Fleeing"):
        find_action(right_click_menu(win, "phil-1", monkeypatch), word).trigger()
        image = grab(win, mark_rect(win, "phil-1"))
        # the glyph alone, greyed: a status is never told by colour only
        seen[word] = image.convertToFormat(QImage.Format.Format_Grayscale8)
        assert word.lower() in win.scene.model_items["phil-1"].toolTip()
    glyphs = list(seen.values())
    assert all(a != b for i, a in enumerate(glyphs) for b in glyphs[i + 1:])


def test_a_mark_stays_readable_zoomed_out_and_grows_only_so_far_zoomed_in(qtbot, monkeypatch):
    win = open_window(qtbot, in_play())
    find_action(right_click_menu(win, "phil-1", monkeypatch), "Hidden").trigger()
    zoom_out = win.actions_by_id[ActionId.ZOOM_OUT]
    zoom_in = win.actions_by_id[ActionId.ZOOM_IN]
    for _ in range(6):
        zoom_out.trigger()
    small = mark_rect(win, "phil-1")
    assert small.width() >= MIN_PX
    for _ in range(16):
        zoom_in.trigger()
    large = mark_rect(win, "phil-1")
    assert small.width() < large.width() <= MAX_PX + 4
    base = win.scene.model_items["phil-1"]
    base_px = base.deviceTransform(win.view.viewportTransform()).mapRect(
        base.boundingRect()).width()
    assert large.width() < base_px  # zoomed in, the mark is a badge, not a cover


# -- Delete -------------------------------------------------------------------------------------
def _set_up_game():
    street = next(s for s in bundled_scenarios() if s.id == "street-brawl")
    roster = Roster("W", models=[RosterEntry("Warrior", Base.round(25), "", 2, 30)])
    state = new_game(street, [PlayerSetup(n, roster=roster) for n in ("Ann", "Bob", "Cy")],
                     rng=GameRng(seed=2))
    SettleSetUpOrder().apply(state)
    for letter in "ACE":  # M4: each in set-up order takes a segment
        ChooseSegment(next_to_set_up(state), letter).apply(state)
    for i, m in enumerate(state.models):
        PlaceModel(m.id, 10 + 4 * i, 12, agreed=True).apply(state)
    return state


def test_delete_during_set_up_puts_the_clicked_model_back_in_the_tray_and_ctrl_z_undoes(qtbot):
    win = open_window(qtbot, _set_up_game())
    state, view = win.controller.state, win.view
    qtbot.mouseClick(view.viewport(), LEFT, pos=at(win, "bob-1"))
    assert win.scene.model_items["bob-1"].isSelected()
    qtbot.keyClick(view, Qt.Key.Key_Delete)
    assert state.model("bob-1").status == "unplaced"
    assert not win.scene.model_items["bob-1"].isVisible()
    assert "model:bob-1" in win.setup_panel.tray_payloads()
    assert win.undo_action.text() == "&Undo Warrior 1 back to the tray"
    qtbot.keyClick(view, Qt.Key.Key_Z, CTRL)
    assert state.model("bob-1").status == "active"
    assert win.scene.model_items["bob-1"].isVisible()
    assert "model:bob-1" not in win.setup_panel.tray_payloads()


def test_delete_in_play_takes_the_model_off_the_table_from_the_edit_menu_too(qtbot):
    win = open_window(qtbot, in_play())
    state, view = win.controller.state, win.view
    qtbot.mouseClick(view.viewport(), LEFT, pos=at(win, "devin-1"))
    qtbot.keyClick(view, Qt.Key.Key_Delete)
    assert state.model("devin-1").status == "out_of_action"
    assert "is now out of action" in state.log[-1].text
    qtbot.mouseClick(view.viewport(), LEFT, pos=at(win, "devin-2"))
    edit_menu = next(a.menu() for a in win.menuBar().actions() if a.text() == "&Edit")
    find_action(edit_menu, "&Delete model").trigger()
    assert state.model("devin-2").status == "out_of_action"
    qtbot.keyClick(view, Qt.Key.Key_Z, CTRL)
    qtbot.keyClick(view, Qt.Key.Key_Z, CTRL)
    assert state.model("devin-1").on_table and state.model("devin-2").on_table
    assert win.scene.model_items["devin-1"].isVisible()


# -- the model editor ---------------------------------------------------------------------------
def test_double_click_opens_the_model_editor_and_ok_is_one_undo_step(qtbot):
    win = open_window(qtbot, in_play())
    state, view = win.controller.state, win.view
    steps = win.controller.undo_stack.count()
    qtbot.mouseDClick(view.viewport(), LEFT, pos=at(win, "phil-1"))
    qtbot.waitUntil(lambda: win.model_editor is not None and win.model_editor.isVisible())
    editor = win.model_editor
    assert editor.name_edit.text() == state.model("phil-1").name
    assert state.model("phil-1").status == "active"  # the double-click moved nothing either
    editor.name_edit.clear()
    qtbot.keyClicks(editor.name_edit, "Gnash Fang")
    editor.label_edit.clear()
    qtbot.keyClicks(editor.label_edit, "Gnash1")  # at most 5 characters
    editor.base_edit.picker.setCurrentText("40 mm round")
    editor.status_edit.setCurrentIndex(editor.status_edit.findData("knocked_down"))
    qtbot.mouseClick(editor.ok_button, LEFT)
    assert not editor.isVisible()
    model = state.model("phil-1")
    assert (model.name, model.label, model.base, model.status) == \
        ("Gnash Fang", "Gnash", Base.round(40), "knocked_down")
    assert win.controller.undo_stack.count() == steps + 1
    item = win.scene.model_items["phil-1"]
    assert item.toolTip().startswith("Gnash Fang [Gnash] \u2014 Skaven")
    assert item.status_mark == "knocked_down" and item.short_label == "Gnash"
    assert abs(item.base_shape().boundingRect().width() - 40 / 25.4) < 1e-9
    assert win.controller.judge.footprint("phil-1").a == pytest.approx(20 / 25.4)  # judged anew
    qtbot.keyClick(view, Qt.Key.Key_Z, CTRL)
    original = load_game(demo_game_path()).model("phil-1")
    model = state.model("phil-1")
    assert (model.name, model.label, model.base, model.status) == \
        (original.name, original.label, original.base, "active")
    assert item.short_label == original.label and item.status_mark == ""


def test_the_model_editor_explains_a_refused_label_beside_it_and_waits(qtbot):
    win = open_window(qtbot, in_play())
    qtbot.mouseDClick(win.view.viewport(), LEFT, pos=at(win, "phil-2"))
    qtbot.waitUntil(lambda: win.model_editor is not None and win.model_editor.isVisible())
    editor = win.model_editor
    first = win.controller.state.model("phil-1")
    taken = first.label
    editor.label_edit.selectAll()
    qtbot.keyClicks(editor.label_edit, taken.lower())
    note = editor.notes["label"]
    assert note.isVisible() and note.text() == (
        f"\u2717 The short label {taken} is already {first.name}'s in this warband: type "
        "another, or leave it empty for one made from the name")
    assert not editor.ok_button.isEnabled()
    # beside the field: right under the short label's box, before the unit's
    label_box = editor.label_edit.geometry()
    assert note.parentWidget() is editor.label_edit.parentWidget()
    assert label_box.bottom() < note.geometry().top() <= label_box.bottom() + 8
    qtbot.waitUntil(lambda: note.height() >= note.heightForWidth(note.width()))  # not cut off
    assert note.geometry().bottom() < editor.unit_edit.parentWidget().geometry().top()
    qtbot.mouseClick(editor.buttons.button(editor.buttons.StandardButton.Cancel), LEFT)
    assert win.controller.state.model("phil-2").label != taken.lower()


# -- short labels -------------------------------------------------------------------------------
def test_roster_editor_label_column_typed_saved_and_opened(qtbot, tmp_path, monkeypatch):
    editor = RosterEditor(system="mordheim")
    qtbot.addWidget(editor)
    r = editor.add_entry()
    qtbot.keyClicks(editor.cell(r, NAME), "Rat Ogre")
    assert editor.cell(r, LABEL).placeholderText() == "RO"  # what an empty label becomes
    qtbot.keyClicks(editor.cell(r, LABEL), "Gnash1")
    r2 = editor.add_entry()
    qtbot.keyClicks(editor.cell(r2, NAME), "Clanrat")
    assert [e.label for e in editor.roster().models] == ["Gnash", ""]
    path = tmp_path / "skaven.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    qtbot.mouseClick(editor.save_button, LEFT)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["models"][0]["label"] == "Gnash" and "label" not in doc["models"][1]
    other = RosterEditor()
    qtbot.addWidget(other)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    qtbot.mouseClick(other.open_button, LEFT)
    assert other.cell(0, LABEL).text() == "Gnash"
    qtbot.keyClicks(other.cell(1, LABEL), "gnash")
    other.accept()
    assert "the short label gnash is row 1's already" in other.problem.text()


def _two_inch_grid() -> GameState:
    """Two warbands of 24 models on 25 mm bases, each model 2 in from the next."""
    players = [Player(id="a", name="Ann", warband="Skaven", colour="#009E73", mark="S"),
               Player(id="b", name="Bob", warband="Witch Hunters", colour="#D55E00", mark="W")]
    names = ["Clanrat", "Night Runner", "Rat Ogre", "Black Skaven"]
    models = []
    for p, (x0, y0) in zip(players, ((10.0, 10.0), (10.0, 18.0))):
        for row in range(3):
            for col in range(8):
                n = row * 8 + col
                models.append(Model(id=f"{p.id}-{n + 1}", player=p.id,
                                    name=f"{names[n % 4]} {n // 4 + 1}", base=Base.round(25),
                                    x_in=x0 + 2 * col, y_in=y0 + 2 * row))
    return GameState(name="Two inches", system="mordheim", table=Table(72, 48),
                     players=players, models=models)


def _screen_boxes(win):
    view = win.view
    labels, bases = {}, {}
    for mid, item in win.scene.model_items.items():
        bases[mid] = item.deviceTransform(view.viewportTransform()).mapRect(
            item.base_shape().boundingRect())
        label = item.name_label
        if label.isVisible():
            labels[mid] = label.deviceTransform(view.viewportTransform()).mapRect(
                label.boundingRect())
    return labels, bases


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_labels_at_2_in_spacing_never_overlap_and_zoomed_in_every_one_shows(qtbot, size):
    win = open_window(qtbot, _two_inch_grid(), size)
    labels, bases = _screen_boxes(win)
    assert labels  # some fit even fitted to a laptop screen
    for mid, box in labels.items():
        assert not any(box.intersects(other) for o, other in labels.items() if o != mid)
        assert not any(box.intersects(base) for o, base in bases.items() if o != mid)
    for mid, item in win.scene.model_items.items():  # a hidden label is in the tooltip
        assert f"[{item.short_label}]" in item.toolTip()
    zoom_in = win.actions_by_id[ActionId.ZOOM_IN]
    for _ in range(5):
        zoom_in.trigger()
    win.view.centerOn(win.scene.model_items["a-1"])
    labels, bases = _screen_boxes(win)
    assert set(labels) == set(win.scene.model_items)
    for mid in labels:  # the short label, with the full name where that fits
        item = win.scene.model_items[mid]
        assert item.name_label.text.split(" \u00b7 ")[0] == item.short_label
    for mid, box in labels.items():
        assert not any(box.intersects(other) for o, other in labels.items() if o != mid)
    for _ in range(6):  # far in: the full names join the labels where they fit
        zoom_in.trigger()
    assert win.scene.model_items["a-1"].name_label.text == "Cl1 \u00b7 Clanrat 1"


def test_labels_stay_clear_of_each_other_after_a_model_is_dragged_into_the_crowd(qtbot):
    win = open_window(qtbot, _two_inch_grid(), (1366, 768))
    vp, view = win.view.viewport(), win.view
    start = at(win, "b-24")
    qtbot.mousePress(vp, LEFT, Qt.KeyboardModifier.NoModifier, start)
    for x_in in (30.0, 20.0, 13.0):  # into the gap between two rows of the other warband
        qtbot.mouseMove(vp, view.mapFromScene(QPointF(x_in, 13.0)))
    # dropped knowingly (Shift at the release): where it stands may break a rule (G8)
    qtbot.mouseRelease(vp, LEFT, Qt.KeyboardModifier.ShiftModifier,
                       view.mapFromScene(QPointF(13.0, 13.0)))
    assert win.controller.state.model("b-24").x_in == pytest.approx(13.0, abs=0.1)
    labels, bases = _screen_boxes(win)
    for mid, box in labels.items():
        assert not any(box.intersects(other) for o, other in labels.items() if o != mid)
        assert not any(box.intersects(base) for o, base in bases.items() if o != mid)
    win.undo_action.trigger()
    labels, _ = _screen_boxes(win)
    for mid, box in labels.items():
        assert not any(box.intersects(other) for o, other in labels.items() if o != mid)


def _mark_boxes(win):
    """Screen boxes of every visible mark and badge beside a base: status (G3 token marks),
    M8 engaged, S3 cannot be targeted, the halo's tick/cross."""
    view, out = win.view, {}
    for mid, item in win.scene.model_items.items():
        for name in ("mark", "engaged_mark", "scout_mark", "badge"):
            m = getattr(item, name)
            if m.isVisible():
                out[(mid, name)] = m.deviceTransform(view.viewportTransform()).mapRect(
                    m.boundingRect())
    return out


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_short_labels_are_placed_clear_of_status_marks_and_badges(qtbot, monkeypatch, size):
    """Short labels never cover a mark or badge beside a base, its own or another model's:
    set-up's red crosses (every model here is outside any zone), statuses set from the
    right-click menu, at every zoom step."""
    from playkit import Player

    win = open_window(qtbot, _two_inch_grid(), size)
    player = Player(qtbot, win, monkeypatch)
    for _ in range(3):
        win.actions_by_id[ActionId.ZOOM_IN].trigger()
    win.view.centerOn(win.scene.model_items["a-10"])
    for mid, status in (("a-10", "Stunned"), ("a-11", "Knocked down"), ("b-3", "Hidden")):
        player.model_menu(mid, "Status", status)
    assert win.scene.model_items["a-10"].status_mark == "stunned"
    zoom_out = win.actions_by_id[ActionId.ZOOM_OUT]
    for step in range(5):
        labels, _ = _screen_boxes(win)
        marks = _mark_boxes(win)
        assert marks and (labels or step > 2), step
        hits = [(mid, which) for mid, box in labels.items()
                for which, mark in marks.items() if box.intersects(mark)]
        assert not hits, (step, hits[:5])
        zoom_out.trigger()


def test_labels_move_clear_of_a_carried_models_tick_or_cross_when_the_drag_pauses(
        qtbot, monkeypatch):
    """Issue 21: a carried model's tick or cross (its halo's badge) comes and goes with the
    rules' verdict; the labels around it are not moved on every mouse move, but once the drag
    pauses and at the drop no label covers any mark or badge (G3 tokens stay readable)."""
    from playkit import Player

    from app.ui.board.label_layer import LABEL_PAUSE_MS

    state = _two_inch_grid()
    state.turn.number, state.turn.phase, state.turn.current_player = 1, "player-turn", "a"
    win = open_window(qtbot, state, (1366, 768))
    player = Player(qtbot, win, monkeypatch)
    for _ in range(3):
        win.actions_by_id[ActionId.ZOOM_IN].trigger()
    win.view.centerOn(win.scene.model_items["a-10"])
    item = win.scene.model_items["a-10"]

    def no_label_on_a_mark() -> None:
        labels, _ = _screen_boxes(win)
        marks = _mark_boxes(win)
        hits = [(mid, which) for mid, box in labels.items()
                for which, mark in marks.items() if box.intersects(mark)]
        assert not hits, hits[:5]

    # onto its neighbour (G8: bases overlap, a cross), then held still
    player.drag((item.pos().x(), item.pos().y()), (13.2, 12.0), release=False)
    assert item.badge.isVisible()
    # held still: once the pause (LABEL_PAUSE_MS) is over the labels put off are placed
    qtbot.waitUntil(lambda: not win.scene.labels.due, timeout=LABEL_PAUSE_MS + 3000)
    no_label_on_a_mark()
    # on to open table between the rows (a tick), dropped there without a pause
    for k in range(1, 7):
        player._move(player.px(13.2 - 0.2 * k / 6, 12.0 + 3.0 * k / 6), Qt.KeyboardModifier(0))
    qtbot.mouseRelease(player.viewport, Qt.MouseButton.LeftButton, pos=player.px(13.0, 15.0))
    assert win.controller.state.model("a-10").y_in == pytest.approx(15.0, abs=0.05)
    no_label_on_a_mark()


def test_a_wheel_turn_shows_the_board_scaled_then_sharp_with_labels_clear_once_it_rests(
        qtbot):
    """Issue 21: while the wheel turns the last frame is shown scaled (no label is placed
    again on every notch); once it rests the board is drawn at the new scale and, zoomed
    out from close up, no label covers another or another model's base (ux.md: labels
    stay readable at every zoom)."""
    from PySide6.QtGui import QWheelEvent

    from app.ui.board.view import ZOOM_SETTLE_MS

    win = open_window(qtbot, _two_inch_grid(), (1366, 768))
    view, vp = win.view, win.view.viewport()
    for _ in range(4):
        win.actions_by_id[ActionId.ZOOM_IN].trigger()
    view.centerOn(win.scene.model_items["a-10"])
    close_up = view.px_per_in
    at = QPointF(vp.width() / 2, vp.height() / 2)
    # the view says its new scale (zoomChanged) only once the wheel rests, ZOOM_SETTLE_MS
    # after its last notch, and draws it sharply then
    rests = qtbot.waitSignal(view.zoomChanged, timeout=ZOOM_SETTLE_MS + 3000)
    for _ in range(4):  # four notches toward the player: zoom out
        QApplication.sendEvent(vp, QWheelEvent(
            at, QPointF(vp.mapToGlobal(at.toPoint())), QPoint(0, 0), QPoint(0, -120),
            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase, False))
        QApplication.processEvents()
    assert view.px_per_in == pytest.approx(close_up / 1.15 ** 4)
    scaled = vp.grab().toImage()
    rests.wait()
    sharp = vp.grab().toImage()
    assert sharp != scaled  # drawn afresh at the new scale
    labels, bases = _screen_boxes(win)
    assert labels
    for mid, box in labels.items():
        assert not any(box.intersects(other) for o, other in labels.items() if o != mid)
        assert not any(box.intersects(base) for o, base in bases.items() if o != mid)
