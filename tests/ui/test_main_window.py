"""The main window on the demo games: to-scale table, segments, warbands, and (on the
Trench Crusade demo) dealt Initiative cards."""

import re
from collections import Counter

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QKeySequence

from app.rules.table import mm_to_in
from app.rules.turns import activation_order


def test_table_is_72_by_48_inches(window):
    rect = window.scene.table_rect
    assert (rect.width(), rect.height()) == (72, 48)
    assert window.windowTitle().startswith("Club night")


def test_m4_six_segments_with_their_extents_and_zones(window):
    items = window.scene.segment_items
    assert sorted(items) == list("ABCDEF")
    ends = {k: (v.segment.start, v.segment.end) for k, v in items.items()}
    assert ends["A"] == ((0, 0), (36, 0))
    assert ends["B"] == ((36, 0), (72, 0))
    assert ends["C"] == ((72, 0), (72, 48))
    assert ends["D"] == ((72, 48), (36, 48))
    assert ends["E"] == ((36, 48), (0, 48))
    assert ends["F"] == ((0, 48), (0, 0))
    zone_b = items["B"].zone.boundingRect()
    assert abs(zone_b.top()) < 1e-9 and abs(zone_b.bottom() - 6) < 1e-6
    assert abs(zone_b.right() - 72) < 1e-9 and abs(zone_b.left() - 30) < 1e-2
    zone_c = items["C"].zone.boundingRect()
    assert abs(zone_c.left() - 66) < 1e-6 and abs(zone_c.height() - 48) < 1e-9
    # chosen segments are tinted in their warband's colour
    assert items["D"].owner.warband == "Witch Hunters"
    assert items["A"].owner is None



def test_m4_drawn_zone_is_the_table_within_6_in_of_its_segment(window):
    """The tint a player sets up in covers exactly the table within 6" of the segment: the
    round end past the segment's inner end, nothing off the table."""
    zone = window.scene.segment_items["A"].zone
    diag = 0.5 ** 0.5
    for d, inside in ((5.9, True), (6.1, False)):
        assert zone.contains(QPointF(10, d)) is inside  # along the segment
        assert zone.contains(QPointF(36 + d * diag, d * diag)) is inside  # its round end
    assert not zone.contains(QPointF(-0.1, 1))  # off the table
    assert not zone.contains(QPointF(1, -0.1))

def test_each_warband_on_its_real_bases(window, demo_doc):
    by_player = Counter(m["player"] for m in demo_doc["models"])
    items = window.scene.model_items
    assert len(items) == len(demo_doc["models"]) == 36
    shown = Counter(item.model.player for item in items.values())
    assert shown == by_player == {"bob": 12, "phil": 15, "devin": 9}
    for doc in demo_doc["models"]:
        item = items[doc["id"]]
        diameter_in = item.base_shape().boundingRect().width()
        assert abs(diameter_in - mm_to_in(doc["base"]["diameter_mm"])) < 1e-9
        assert (item.pos().x(), item.pos().y()) == (doc["x_in"], doc["y_in"])
    large = [i for i in items.values() if i.model.base.diameter_mm == 40]
    assert {i.model.player for i in large} == {"phil", "devin"}
    assert len(window.scene.objective_items) == 3


def test_c3_panel_shows_three_distinct_cards_highest_first(dealt_window):
    window = dealt_window
    panel = window.panel
    ids = panel.ordered_player_ids()
    cards = [panel.rows[pid].card.card for pid in ids]
    assert len(set(cards)) == 3 and None not in cards
    assert cards == sorted(cards, reverse=True)
    shown_order = [panel.rows_box.itemAt(i).widget().player_id for i in range(3)]
    assert shown_order == ids


def test_c7_next_activation_walks_round_robin_on_unequal_counts(dealt_window, qtbot):
    window = dealt_window
    state = window.controller.state
    expected = activation_order(state.turn.initiative, {"ana": 7, "ben": 7, "cara": 6})
    seen = []
    while window.panel.next_button.isEnabled():
        current = [pid for pid, row in window.panel.rows.items() if row.property("current")]
        assert len(current) == 1
        seen.append(current[0])
        qtbot.mouseClick(window.panel.next_button, Qt.MouseButton.LeftButton)
    assert seen == expected
    assert len(seen) == 20
    assert "Every model has activated" in window.panel.phase.text()


def test_new_turn_discards_the_old_cards_and_deals_new_ones(dealt_window, qtbot):
    window = dealt_window
    state = window.controller.state
    old = set(state.turn.initiative.values())
    assert not window.panel.new_turn_button.isEnabled()  # End turn comes first
    qtbot.mouseClick(window.panel.end_turn_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.panel.new_turn_button, Qt.MouseButton.LeftButton)
    assert state.turn.number == 2
    assert set(state.deck.discard_pile) == old
    assert not old & set(state.turn.initiative.values())
    assert len(state.deck) == 52 - 6
    assert window.panel.deck_label.text() == "46 to draw\n3 discarded"
    assert window.panel.discard.card == state.deck.top_discard
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert set(state.turn.initiative.values()) == old and state.turn.number == 1


def test_drag_a_model_with_the_mouse_and_undo(window, qtbot):
    view = window.view
    item = window.scene.model_items["bob-1"]
    start = QPointF(item.pos())
    press = view.mapFromScene(start)
    drop = view.mapFromScene(start + QPointF(-2, 1))  # still in its set-up zone (M4)
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=press)
    qtbot.mouseMove(view.viewport(), pos=drop)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=drop)
    model = window.controller.state.model("bob-1")
    assert abs(model.x_in - (start.x() - 2)) < 0.2 and abs(model.y_in - (start.y() + 1)) < 0.2
    assert window.isWindowModified()  # the title shows an asterisk
    window.undo_action.trigger()
    assert (model.x_in, model.y_in) == (start.x(), start.y())
    assert item.pos() == start
    assert not window.isWindowModified()


def test_zoom_keys_and_fit(window, qtbot):
    view = window.view
    fitted = view.px_per_in
    qtbot.keyClick(view, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert view.px_per_in > fitted * 1.2
    qtbot.keyClick(view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert view.px_per_in < fitted
    qtbot.keyClick(view, Qt.Key.Key_F)
    assert abs(view.px_per_in - fitted) < 1e-6
    # the whole table is visible after fitting
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.contains(window.scene.table_rect)


def test_status_bar_shows_cursor_in_inches(window, qtbot):
    view = window.view
    qtbot.mouseMove(view.viewport(), pos=view.mapFromScene(QPointF(31.42, 12.07)))
    text = window.position_label.text()
    x, y = (float(v) for v in re.findall(r"\d+\.\d\d", text))
    pixel_in = 1 / view.px_per_in  # the mouse lands on a whole pixel
    assert abs(x - 31.42) <= pixel_in and abs(y - 12.07) <= pixel_in
    assert "in" in text and "off table" not in text


def test_event_log_shows_each_activation_and_its_undo(dealt_window, qtbot):
    window = dealt_window
    log = window.log_panel
    before = log.count()
    assert "Initiative cards dealt" in log.item(before - 1).text()
    qtbot.mouseClick(window.panel.next_button, Qt.MouseButton.LeftButton)
    assert log.count() == before + 1
    assert "activates" in log.item(log.count() - 1).text()
    window.undo_action.trigger()
    assert "Undone" in log.item(log.count() - 1).text()
    undone = log.item(log.count() - 2)
    assert "activates" in undone.text() and undone.font().strikeOut()


def test_no_two_actions_share_a_shortcut(window):
    """Two actions on one key make Qt report an ambiguous shortcut and neither fires."""
    from PySide6.QtGui import QAction

    owners: dict[str, str] = {}
    for action in window.findChildren(QAction):
        for key in action.shortcuts():
            text = key.toString()
            assert text not in owners, f"{text} is bound to {owners[text]!r} and {action.text()!r}"
            owners[text] = action.text()
    assert "Ctrl+E" in owners and "Ctrl+Shift+E" in owners


def test_end_turn_and_export_keys_each_fire_their_own_action(window, qtbot):
    from PySide6.QtCore import Qt

    from app.ui.actions import ActionId

    qtbot.mouseClick(window.panel.order_button, Qt.MouseButton.LeftButton)  # play begins
    assert window.actions_by_id[ActionId.END_TURN].isEnabled()
    fired = []
    for action_id in (ActionId.END_TURN, ActionId.EXPORT):
        action = window.actions_by_id[action_id]
        action.triggered.disconnect()
        action.triggered.connect(lambda _checked=False, a=action_id: fired.append(a))
    ctrl, shift = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(window.view, Qt.Key.Key_E, ctrl | shift)
    qtbot.keyClick(window.view, Qt.Key.Key_E, ctrl)
    assert fired == [ActionId.END_TURN, ActionId.EXPORT]


def test_order_of_play_names_the_ambush_defender_centre_not_none(window):
    """M5 with the defender in the middle: the order line says "(centre)", never "(None)"."""
    from app.game.commands import ChooseDefender
    from app.game.newgame import PlayerSetup, new_game
    from app.game.rosters import Roster, RosterEntry
    from app.game.scenarios import bundled_scenarios
    from app.rules.bases import Base
    from app.rules.rng import GameRng

    ambush = next(s for s in bundled_scenarios() if s.id == "ambush")
    roster = Roster("W", models=[RosterEntry("Hero", Base.round(25), "", 1, 30)])
    state = new_game(ambush, [PlayerSetup(n, roster=roster, rating=r)
                              for n, r in (("Ann", 300), ("Bob", 100), ("Cy", 120))],
                     rng=GameRng(seed=2))
    ChooseDefender().apply(state)
    state.player("bob").segment, state.player("cy").segment = "A", "D"
    state.order_of_play = ["bob", "ann", "cy"]
    window.controller.set_game(state)
    text = window.panel.queue.text()
    assert "Order of play: Bob (A) \u25b8 Ann (centre) \u25b8 Cy (D)" in text
    assert "None" not in text
