"""G8 on the board: a drop that makes two bases overlap is shown red with both models named
and refused (the model goes back, the status bar says why) unless placed knowingly: Shift
held at the drop, or the set-up dock's Place anyway. A knowing placement is one undoable step
with a line in the event log. The same for a model on the table (real mouse drags on the
viewport) and for a model dragged from the tray, in set-up and in play."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QByteArray, QEvent, QMimeData, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QMouseEvent
from PySide6.QtWidgets import QApplication

from app.game.saves import load_game
from app.paths import demo_game_path
from app.ui.setup.setup_panel import MIME
from guikit import open_window

LEFT = Qt.MouseButton.LeftButton
NOMOD = Qt.KeyboardModifier.NoModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
CTRL = Qt.KeyboardModifier.ControlModifier

CAPTAIN = "Witch Hunter Captain (Capt, Witch Hunters)"
PRIEST = "Warrior Priest (Prst, Witch Hunters)"




def px(win, x_in, y_in):
    return win.view.mapFromScene(QPointF(x_in, y_in))


def press_and_move(qtbot, win, start, path, modifier=NOMOD):
    vp = win.view.viewport()
    qtbot.mousePress(vp, LEFT, modifier, px(win, *start))
    for point in path:
        qtbot.mouseMove(vp, px(win, *point))


def release(qtbot, win, at, modifier=NOMOD):
    qtbot.mouseRelease(win.view.viewport(), LEFT, modifier, px(win, *at))


def status(win):
    return win.statusBar().currentMessage()


def pos(win, mid):
    m = win.controller.state.model(mid)
    return (m.x_in, m.y_in)


def live_log(win):
    return [e.text for e in win.controller.state.log if not e.undone]


@pytest.fixture
def demo_window(qtbot, request):
    """The Mordheim demo: in set-up (segments chosen), or in play with ``phase``."""
    state = load_game(demo_game_path())
    state.turn.phase = getattr(request, "param", "setup")
    return open_window(qtbot, state)


@pytest.mark.parametrize("demo_window", ["setup", "player-turn"], indirect=True)
def test_g8_a_drag_onto_another_base_shows_both_red_and_the_drop_is_refused(demo_window,
                                                                            qtbot):
    win = demo_window
    scene, controller = win.scene, win.controller
    start = pos(win, "bob-1")  # the Captain at (45, 44); the Priest at (48.5, 44)
    press_and_move(qtbot, win, start, [(46, 44), (47.9, 44.0)])
    # while dragging: both red, the status bar names both models
    assert scene.model_items["bob-1"].feedback_state == "illegal"
    assert scene.model_items["bob-2"].feedback_state == "illegal"
    assert f"{CAPTAIN}: Overlaps {PRIEST} by " in status(win) and "(G8)" in status(win)
    assert not any("G8" in r.text for r in scene.visible_lines())  # no "0.00 in" line
    release(qtbot, win, (47.9, 44.0))
    # refused: back where it was, nothing on the undo stack, one sentence naming both
    assert pos(win, "bob-1") == start and controller.undo_stack.count() == 0
    item = scene.model_items["bob-1"]
    assert (item.pos().x(), item.pos().y()) == start
    text = status(win)
    assert text.startswith(f"\u2717 {CAPTAIN} not moved: overlaps {PRIEST} by ")
    assert "(G8); hold Shift as you drop" in text and text.endswith("to place it knowingly")
    assert text.count(".") == 1  # one sentence ("0.58 in")
    assert item.feedback_state == "" and scene.model_items["bob-2"].feedback_state == ""
    assert controller.verdict("bob-1").legal and controller.verdict("bob-2").legal


@pytest.mark.parametrize("demo_window", ["setup", "player-turn"], indirect=True)
def test_g8_shift_at_the_drop_places_it_knowingly_red_logged_and_ctrl_z_undoes_it(demo_window,
                                                                                  qtbot):
    win = demo_window
    scene, controller = win.scene, win.controller
    start = pos(win, "bob-1")
    press_and_move(qtbot, win, start, [(46, 44), (47.9, 44.0)])
    release(qtbot, win, (47.9, 44.0), SHIFT)
    assert pos(win, "bob-1") == pytest.approx((47.9, 44.0), abs=0.1)
    assert controller.undo_stack.count() == 1
    assert scene.model_items["bob-1"].feedback_state == "illegal"
    assert scene.model_items["bob-2"].feedback_state == "illegal"
    assert [v.rule for v in controller.verdict("bob-2").violations] == ["G8"]
    assert controller.verdict("bob-2").violations[0].other == "bob-1"
    line = live_log(win)[-1]
    assert line.startswith("Witch Hunter Captain (Bob) placed knowingly against the rules")
    assert f"Overlaps {PRIEST} by " in line and "(G8)" in line
    assert "placed knowingly" in status(win)
    qtbot.keyClick(win.view, Qt.Key.Key_Z, CTRL)
    assert pos(win, "bob-1") == start
    assert scene.model_items["bob-1"].feedback_state == ""
    assert scene.model_items["bob-2"].feedback_state == ""
    assert not any("placed knowingly" in t for t in live_log(win))
    assert controller.state.log[-1].text.startswith("Undone: Place Witch Hunter Captain")


def exact_drag(win, start, end, modifier=NOMOD):
    """Press on ``start`` and release on ``end`` (inches) at the fractional viewport
    positions the view's transform gives them, so the drop lands on ``end`` to float
    precision."""
    vp = win.view.viewport()
    to_vp = win.view.viewportTransform()
    for kind, at, buttons in ((QEvent.Type.MouseButtonPress, start, LEFT),
                              (QEvent.Type.MouseMove, end, LEFT),
                              (QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)):
        p = to_vp.map(QPointF(*at))
        QApplication.sendEvent(vp, QMouseEvent(kind, p, vp.mapToGlobal(p), LEFT, buttons,
                                               modifier))


@pytest.mark.parametrize("demo_window", ["setup", "player-turn"], indirect=True)
def test_g8_a_drop_exactly_touching_at_an_odd_angle_is_legal_and_a_hair_closer_is_not(
        demo_window, qtbot):
    """Touching: the centres 2 x 12.5 mm apart, at 37 degrees; then 0.001 in closer."""
    import math

    win = demo_window
    controller = win.controller
    start = pos(win, "bob-1")
    c, s = math.cos(math.radians(37)), math.sin(math.radians(37))
    apart = 25 / 25.4  # two 25 mm bases touch with their centres this far apart
    closer = apart - 0.001
    exact_drag(win, start, (48.5 - closer * c, 44.0 + closer * s))
    assert pos(win, "bob-1") == start and controller.undo_stack.count() == 0
    assert "not moved: overlaps" in status(win) and "by less than 0.01 in (G8)" in status(win)
    touch = (48.5 - apart * c, 44.0 + apart * s)
    exact_drag(win, start, touch)
    assert pos(win, "bob-1") == pytest.approx(touch, abs=1e-9)
    assert controller.undo_stack.count() == 1
    assert controller.judge.distance("bob-1", "bob-2") == pytest.approx(0.0, abs=1e-9)
    assert all(v.rule != "G8" for v in controller.verdict("bob-1").violations)
    assert all(v.rule != "G8" for v in controller.verdict("bob-2").violations)


@pytest.mark.parametrize("demo_window", ["player-turn"], indirect=True)
def test_g8_a_unit_shift_dragged_onto_bases_needs_shift_pressed_afresh_at_the_drop(
        demo_window, qtbot):
    win = demo_window
    controller, vp = win.controller, win.view.viewport()
    unit = ["bob-7", "bob-8", "bob-9", "bob-10"]  # the Flagellants, 2.5 in below the heroes
    before = {m: pos(win, m) for m in unit}
    # Shift held from the press to the drop (the moves say so too): that Shift picked the
    # unit, it does not place the unit knowingly
    qtbot.mousePress(vp, LEFT, SHIFT, px(win, *before["bob-7"]))
    for y in (46.0, 45.0, 44.4):
        p = QPointF(px(win, 45.0, y))
        QApplication.sendEvent(vp, QMouseEvent(QEvent.Type.MouseMove, p, vp.mapToGlobal(p),
                                               Qt.MouseButton.NoButton, LEFT, SHIFT))
    assert win.scene.model_items["bob-1"].feedback_state == "illegal"
    release(qtbot, win, (45.0, 44.4), SHIFT)
    assert {m: pos(win, m) for m in unit} == before and controller.undo_stack.count() == 0
    assert "Flagellant (Fl1, Witch Hunters) not moved: overlaps " in status(win)
    assert "release Shift and press it again as you drop to place them knowingly" in status(win)
    # Shift let go while dragging and held again at the drop: placed knowingly, one step
    press_and_move(qtbot, win, before["bob-7"], [(45.0, 46.0), (45.0, 44.4)], SHIFT)
    release(qtbot, win, (45.0, 44.4), SHIFT)
    assert pos(win, "bob-7") == pytest.approx((45.0, 44.4), abs=0.1)
    assert controller.undo_stack.count() == 1
    lines = [t for t in live_log(win) if "placed knowingly" in t]
    assert len(lines) == 4 and all("(G8)" in t for t in lines)
    qtbot.keyClick(win.view, Qt.Key.Key_Z, CTRL)
    assert {m: pos(win, m) for m in unit} == before


def test_g2_in_play_stays_a_flag_not_a_refusal_but_overlap_with_it_is_refused(qtbot):
    state = load_game(demo_game_path())
    state.turn.phase = "player-turn"
    state.model("bob-2").y_in = 47.8  # the Priest already hangs over the table edge
    win = open_window(qtbot, state)
    press_and_move(qtbot, win, pos(win, "bob-1"), [(46.0, 46.0), (48.2, 47.8)])
    release(qtbot, win, (48.2, 47.8))
    assert pos(win, "bob-1") == (45.0, 44.0)
    assert f"not moved: overlaps {PRIEST}" in status(win)


# -- from the tray -------------------------------------------------------------------------
def _mime(payload):
    data = QMimeData()
    data.setData(MIME, QByteArray(payload.encode("utf-8")))
    return data


def tray_drop(win, payload, x_in, y_in, shift=False):
    """Drag ``payload`` from the tray over the board and drop it at (x_in, y_in)."""
    vp = win.view.viewport()
    at = QPointF(px(win, x_in, y_in))
    data = _mime(payload)
    for cls in (QDragEnterEvent, QDragMoveEvent):
        QApplication.sendEvent(vp, cls(at.toPoint(), Qt.DropAction.CopyAction, data, LEFT,
                                       NOMOD))
    drop = QDropEvent(at, Qt.DropAction.CopyAction, data, LEFT, SHIFT if shift else NOMOD)
    QApplication.sendEvent(vp, drop)
    return drop.isAccepted()


@pytest.fixture
def looters_window(qtbot):
    """The Looters (Trench Crusade, a reserve allowed) in set-up with Ann's first Trooper on
    the table at (6, 6); no crates."""
    from app.game.newgame import PlayerSetup, SettleSetUpOrder, new_game
    from app.game.rosters import Roster, RosterEntry
    from app.game.scenarios import bundled_scenarios
    from app.rules.bases import Base
    from app.rules.rng import GameRng

    looters = next(s for s in bundled_scenarios() if s.id == "the-looters")
    roster = Roster("W", system="trench-crusade",
                    models=[RosterEntry("Trooper", Base.round(32), "", 2, 10)])
    state = new_game(looters, [PlayerSetup(n, roster=roster) for n in ("Ann", "Bob", "Cy")],
                     rng=GameRng(seed=3))
    SettleSetUpOrder().apply(state)
    for c in state.setup.counters:
        c.dropped = dict(c.counts)
    win = open_window(qtbot, state)
    assert tray_drop(win, "model:ann-1", 6, 6)
    return win


def test_g8_a_tray_drop_onto_a_base_is_refused_naming_both_and_shift_places_it(
        looters_window, qtbot):
    win = looters_window
    panel, controller, state = win.setup_panel, win.controller, win.controller.state
    steps = controller.undo_stack.count()
    assert not tray_drop(win, "model:ann-2", 6.8, 6.2)
    assert state.model("ann-2").status == "unplaced" and "model:ann-2" in panel.tray_payloads()
    assert not win.scene.model_items["ann-2"].isVisible()
    text = panel.verdict.text()
    assert "Trooper 2 (Tr2, W): Overlaps Trooper 1 (Tr1, W) by " in text and "(G8)" in text
    assert "Not placed: hold Shift while dropping" in text
    assert "Overlaps Trooper 1 (Tr1, W)" in status(win) and controller.undo_stack.count() == steps
    assert tray_drop(win, "model:ann-2", 6.8, 6.2, shift=True)
    assert state.model("ann-2").on_table and controller.undo_stack.count() == steps + 1
    assert win.scene.model_items["ann-1"].feedback_state == "illegal"
    line = live_log(win)[-1]
    assert line.startswith("Trooper 2 (Ann) placed knowingly against the rules")
    assert "Overlaps Trooper 1 (Tr1, W) by" in line
    qtbot.keyClick(win.view, Qt.Key.Key_Z, CTRL)
    assert state.model("ann-2").status == "unplaced"
    assert win.scene.model_items["ann-1"].feedback_state == ""


def test_g8_place_anyway_lets_a_model_on_the_table_be_dropped_onto_a_base_in_set_up(
        looters_window, qtbot):
    win = looters_window
    panel, controller, state = win.setup_panel, win.controller, win.controller.state
    assert tray_drop(win, "model:ann-2", 12, 6)
    steps, dropped = controller.undo_stack.count(), pos(win, "ann-2")  # (12, 6) to a pixel
    assert dropped == pytest.approx((12, 6), abs=0.1)
    press_and_move(qtbot, win, (12, 6), [(9, 6), (6.9, 6.1)])
    release(qtbot, win, (6.9, 6.1))
    assert pos(win, "ann-2") == dropped and controller.undo_stack.count() == steps
    assert "Trooper 2 (Tr2, W) not moved: overlaps Trooper 1 (Tr1, W)" in status(win)
    assert "or tick Place anyway" in status(win)
    qtbot.mouseClick(panel.override, LEFT)
    assert panel.override.isChecked()
    press_and_move(qtbot, win, (12, 6), [(9, 6), (6.9, 6.1)])
    release(qtbot, win, (6.9, 6.1))
    assert pos(win, "ann-2") == pytest.approx((6.9, 6.1), abs=0.1)
    assert controller.undo_stack.count() == steps + 1
    assert "placed knowingly" in live_log(win)[-1] and "(G8)" in live_log(win)[-1]


def test_g8_a_reserve_arriving_in_play_onto_a_base_is_refused_unless_shift(looters_window,
                                                                           qtbot):
    win = looters_window
    panel, state = win.setup_panel, win.controller.state
    assert tray_drop(win, "model:bob-1", 40, 6) and tray_drop(win, "model:cy-1", 6, 40)
    qtbot.mouseClick(panel.start_now, LEFT)
    assert state.turn.phase != "setup" and panel.heading.text() == "Reserve"
    assert not tray_drop(win, "model:bob-2", 40.5, 6.5)
    assert state.model("bob-2").status == "unplaced"
    assert "Trooper 2 (Tr2, W): Overlaps Trooper 1 (Tr1, W) by " in status(win)
    assert tray_drop(win, "model:bob-2", 40.5, 6.5, shift=True)
    assert state.model("bob-2").on_table
    entries = [e for e in state.log if not e.undone]
    assert "arrives from the reserve" in entries[-2].text
    assert entries[-1].kind == "placement" and "placed knowingly" in entries[-1].text
    assert "Overlaps Trooper 1 (Tr1, W)" in entries[-1].text


def test_g8_through_the_player_harness_a_single_model_shift_dragged_is_placed_knowingly(
        qtbot, monkeypatch):
    """Shift held from the press to the drop on a model that is its own unit picks no unit,
    so the Shift at the drop places it knowingly; a unit's Shift-drag onto bases, Shift held
    throughout, is refused."""
    from playkit import Player

    state = load_game(demo_game_path())
    state.turn.phase = "player-turn"
    win = open_window(qtbot, state)
    player = Player(qtbot, win, monkeypatch)
    player.drag_model("bob-1", (47.9, 44.0))
    assert pos(win, "bob-1") == (45.0, 44.0) and "not moved" in status(win)
    player.drag_model("bob-1", (47.9, 44.0), shift=True)
    assert pos(win, "bob-1") == pytest.approx((47.9, 44.0), abs=0.1)
    assert "placed knowingly" in live_log(win)[-1]
    player.key(Qt.Key.Key_Z, ctrl=True)
    assert pos(win, "bob-1") == (45.0, 44.0)
    player.drag_model("bob-7", (45.0, 44.4), shift=True)  # the Flagellants onto the heroes
    assert pos(win, "bob-7") == (45.0, 46.5)
    assert "release Shift and press it again as you drop" in status(win)


def _oval_beside_a_base(state):
    """The demo's Captain on a 60 x 35 mm oval facing along x, and the Priest's round base
    0.02 in from its long side: a 15 degree turn swings the oval into the Priest."""
    from app.rules.bases import Base

    captain = next(m for m in state.models if m.name == "Witch Hunter Captain")
    priest = next(m for m in state.models if m.name == "Warrior Priest")
    captain.base = Base("oval", length_mm=60.0, width_mm=35.0)
    captain.facing_deg = 0.0
    captain.x_in, captain.y_in = 30.0, 30.0
    priest.x_in, priest.y_in = 30.0, 30.0 + 35 / 25.4 / 2 + 0.02 + priest.base.radius_in
    return captain, priest


@pytest.mark.parametrize("phase", ["setup", "player-turn"])
def test_g8_turning_a_base_into_another_is_refused_then_made_knowingly_by_the_same_key(
        qtbot, monkeypatch, phase):
    """G8 with R: the Captain's oval turned into the Priest's base is refused, the status
    bar naming both and the rule; R again turns it knowingly: one undo step and a log line.
    Ctrl+Z takes it back. Shift+R the other way is a new turn, refused again."""
    from playkit import Player

    state = load_game(demo_game_path())
    state.turn.phase = phase
    captain, priest = _oval_beside_a_base(state)
    win = open_window(qtbot, state)
    player = Player(qtbot, win, monkeypatch)
    state = win.controller.state
    stack = win.controller.undo_stack
    player.click_model(captain.id)
    steps = stack.count()
    player.key(Qt.Key.Key_R)
    assert state.model(captain.id).facing_deg == 0 and stack.count() == steps
    message = status(win)
    assert message.startswith(f"\u2717 {CAPTAIN} not turned: overlaps {PRIEST}"), message
    assert "(G8)" in message and "same key" in message and "Place anyway" in message
    player.key(Qt.Key.Key_R)  # the same turn again: knowingly
    assert state.model(captain.id).facing_deg == 15 and stack.count() == steps + 1
    line = live_log(win)[-1]
    assert line.startswith("Witch Hunter Captain (") and "turned to 15° knowingly" in line
    assert "(G8)" in line
    assert "turned knowingly" in status(win)
    assert win.scene.model_items[captain.id].feedback_state == "illegal"
    player.key(Qt.Key.Key_Z, ctrl=True)
    assert state.model(captain.id).facing_deg == 0 and stack.index() == steps
    player.key(Qt.Key.Key_R, shift=True)  # the other way: a new turn, refused first
    assert state.model(captain.id).facing_deg == 0
    assert "not turned" in status(win)


def test_g8_place_anyway_ticked_turns_a_base_into_another_at_once(qtbot, monkeypatch):
    from playkit import Player

    state = load_game(demo_game_path())
    captain, priest = _oval_beside_a_base(state)
    win = open_window(qtbot, state)
    player = Player(qtbot, win, monkeypatch)
    state = win.controller.state
    qtbot.mouseClick(win.setup_panel.override, LEFT)
    player.click_model(captain.id)
    player.key(Qt.Key.Key_R)
    assert state.model(captain.id).facing_deg == 15
    assert "turned to 15° knowingly" in live_log(win)[-1]


@pytest.mark.parametrize("demo_window", ["player-turn"], indirect=True)
def test_g8_a_drop_asks_the_rules_once_and_leaves_the_judge_and_items_as_the_drag_had_them(
        demo_window, qtbot, monkeypatch):
    """Issue 31: a real drag's drop is one command that checks itself once (through
    app.game.placement), whether made or refused; the judge is not moved again for a drop
    the drag already previewed there, and the dragged item is where the game has it."""
    from app.game import placement
    from app.rules.judge import Judge

    win = demo_window
    controller = win.controller
    calls, moves = [], []
    real_reasons, real_move = placement.knowing_reasons, Judge.move
    monkeypatch.setattr("app.game.commands.models.knowing_reasons",
                        lambda *a, **k: calls.append(1) or real_reasons(*a, **k))
    monkeypatch.setattr(Judge, "move", lambda self, *a, **k: moves.append(a[0]) or
                        real_move(self, *a, **k))
    start = pos(win, "bob-1")
    press_and_move(qtbot, win, start, [(45.5, 41.0), (46.0, 40.0)])
    calls.clear(), moves.clear()
    release(qtbot, win, (46.0, 40.0))  # clear of every base: made
    dropped = pos(win, "bob-1")
    assert dropped == pytest.approx((46.0, 40.0), abs=0.1) and controller.undo_stack.count()
    assert len(calls) == 1 and moves == []
    item = win.scene.model_items["bob-1"]
    assert (item.pos().x(), item.pos().y()) == dropped
    assert controller.judge.footprint("bob-1").centre == dropped
    press_and_move(qtbot, win, dropped, [(47.0, 42.0), (47.9, 44.0)])
    calls.clear()
    release(qtbot, win, (47.9, 44.0))  # onto the Priest: refused by the command
    assert pos(win, "bob-1") == dropped and len(calls) == 1
    assert status(win).startswith(f"\u2717 {CAPTAIN} not moved: overlaps {PRIEST} by ")
    assert controller.judge.footprint("bob-1").centre == dropped


@pytest.mark.parametrize("demo_window", ["player-turn"], indirect=True)
def test_a_gesture_that_fails_is_reported_and_dropped_and_the_board_goes_on(demo_window, qtbot,
                                                                            monkeypatch):
    """A fault in a gesture (here: a drag step raising) does not take the window down: the
    crash report is written (sys.excepthook), the drag is dropped with the model back where
    it stood, and the next drag works."""
    import sys

    from app.ui.board.interactions import MoveModelsInteraction

    win = demo_window
    reports = []
    monkeypatch.setattr(sys, "excepthook", lambda *exc: reports.append(exc[0]))
    real = MoveModelsInteraction.update

    def broken(self, scene_pos):  # noqa: ANN001, ANN202
        raise RuntimeError("a bug in a drag step")

    monkeypatch.setattr(MoveModelsInteraction, "update", broken)
    start = pos(win, "bob-1")
    press_and_move(qtbot, win, start, [(45.5, 41.0)])
    release(qtbot, win, (45.5, 41.0))
    assert reports == [RuntimeError] and not win.view.busy
    assert pos(win, "bob-1") == start and win.controller.undo_stack.count() == 0
    item = win.scene.model_items["bob-1"]
    assert (item.pos().x(), item.pos().y()) == start
    monkeypatch.setattr(MoveModelsInteraction, "update", real)
    press_and_move(qtbot, win, start, [(45.5, 41.0), (46.0, 40.0)])
    release(qtbot, win, (46.0, 40.0))
    assert pos(win, "bob-1") != start and win.controller.undo_stack.count() == 1
