"""A full turn of a three-player card game driven through the panel and the board (C5-C7,
S7): deal, activate by selecting a model and pressing Enter and by the button to the end of the phase, End turn
with the refund shown, and the next Initiative phase."""

from PySide6.QtCore import Qt

from app.game.commands import SetModelStatus
from app.rules.turns import activation_order


def click_model(window, qtbot, model_id):
    view = window.view
    item = window.scene.model_items[model_id]
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(item.pos()))


def current_row(window):
    rows = [pid for pid, row in window.panel.rows.items() if row.property("current")]
    assert len(rows) <= 1
    return rows[0] if rows else None


def test_c5_c7_s7_full_turn_of_three_player_card_game(card_window, qtbot):
    window, panel = card_window, card_window.panel
    state = window.controller.state
    assert not panel.next_button.isEnabled() and not panel.end_turn_button.isEnabled()

    # Initiative phase (C5): one card each, rows ordered highest first (C3)
    qtbot.mouseClick(panel.new_turn_button, Qt.MouseButton.LeftButton)
    assert state.turn.number == 1 and len(state.turn.initiative) == 3
    assert "Turn 1" in panel.heading.text()
    assert not panel.new_turn_button.isEnabled()
    expected = activation_order(state.turn.initiative, {"ana": 7, "ben": 7, "cara": 6})
    assert panel.queue.text().startswith("Queue: " + state.player(expected[0]).name)

    # a click on a model of the wrong warband is refused in the status bar, not a crash
    first = expected[0]
    wrong = next(m for m in state.models if m.player != first)
    click_model(window, qtbot, wrong.id)
    assert state.turn.activated == []
    assert "activation" in window.statusBar().currentMessage()

    # a click on a model of the player whose activation it is only selects it (C7: a
    # mis-click spends nothing); Enter activates the selected model
    own = next(m for m in state.models if m.player == first)
    click_model(window, qtbot, own.id)
    assert state.turn.activated == []
    assert "press Enter" in window.statusBar().currentMessage()
    window.activateWindow()
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert state.turn.activated == [own.id]
    assert window.scene.model_items[own.id].activated
    assert current_row(window) == expected[1]
    click_model(window, qtbot, own.id)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)  # twice is refused
    assert state.turn.activated == [own.id]
    assert "activation" in window.statusBar().currentMessage()

    # a unit of Ben's is destroyed during the turn: refund of cost - 1 at the end (S7)
    brute = next(m for m in state.models if m.unit == "deathbrute")
    window.controller.push(SetModelStatus(brute.id, "out_of_action"))
    assert state.unit_cost("ben/deathbrute") == 4

    seen = [first]
    while panel.next_button.isEnabled():
        seen.append(current_row(window))
        qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    # Ben dropped out one activation early: he had one model fewer to activate
    assert seen == activation_order(state.turn.initiative, {"ana": 7, "ben": 6, "cara": 6})
    assert len(state.turn.activated) == 19
    assert "Every model has activated" in panel.phase.text()

    qtbot.mouseClick(panel.end_turn_button, Qt.MouseButton.LeftButton)
    assert state.turn.phase == "ended" and state.turn.initiative == {}
    assert len(state.deck.discard_pile) == 3
    assert state.player("ben").threat_points == 3
    assert "Refund: +3 Threat Points (S7)" in panel.rows["ben"].notes.text()
    assert "Threat 3" in panel.rows["ben"].threat.value.text()
    assert "Ben +3 Threat" in panel.notice.text()
    assert "Morale" in panel.notice.text() and "Ben" in panel.notice.text()
    assert "Objectives (S4): Centre: nobody" in panel.notice.text()
    texts = [window.log_panel.item(i).text() for i in range(window.log_panel.count())]
    assert any(t.startswith("T1") and "regains 3 Threat Points" in t for t in texts)
    assert sum("activates" in t for t in texts) == 19

    # next Initiative phase
    assert panel.new_turn_button.isEnabled()
    qtbot.mouseClick(panel.new_turn_button, Qt.MouseButton.LeftButton)
    assert state.turn.number == 2 and len(state.turn.initiative) == 3
    assert "Refund" not in panel.rows["ben"].notes.text()
