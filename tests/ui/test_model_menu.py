"""The right-click menu of a model (activate, status, flee) and the attack recorder (M10)."""

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication

from app.game.commands import AnswerAlliance, ProposeAlliance, whose_activation
from app.ui.panel import confirm
from app.ui.panel.model_menu import build_model_menu


def action(menu, name):
    found = menu.findChild(type(menu.actions()[0]), name)
    assert found is not None, name
    return found


def test_right_click_on_a_model_asks_for_its_menu(dealt_window, qtbot):
    window = dealt_window
    view = window.view
    view.modelMenuRequested.disconnect(window.show_model_menu)  # never block on exec()
    item = window.scene.model_items["ana-1"]
    pos = view.mapFromScene(item.pos())
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos, view.viewport().mapToGlobal(pos))
    with qtbot.waitSignal(view.modelMenuRequested) as blocker:
        QApplication.sendEvent(view.viewport(), event)
    assert blocker.args[0] == "ana-1" and item.isSelected()


def test_menu_activates_only_the_model_whose_turn_it_is(dealt_window):
    window = dealt_window
    state = window.controller.state
    due = whose_activation(state)
    mine = next(m.id for m in state.models if m.player == due)
    other = next(m.id for m in state.models if m.player != due)
    assert not action(build_model_menu(window.controller, other, window), "activate").isEnabled()
    act = action(build_model_menu(window.controller, mine, window), "activate")
    assert act.isEnabled()
    act.trigger()
    assert state.turn.activated == [mine]


def test_status_out_of_action_hides_the_model_and_counts_for_the_refund(dealt_window, qtbot):
    window = dealt_window
    state = window.controller.state
    menu = build_model_menu(window.controller, "ben-7", window)  # the Death Brute, cost 4
    assert action(menu, "status-active").isChecked()
    action(menu, "status-out_of_action").trigger()
    assert state.model("ben-7").status == "out_of_action"
    assert not window.scene.model_items["ben-7"].isVisible()
    while window.panel.next_button.isEnabled():
        qtbot.mouseClick(window.panel.next_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.panel.end_turn_button, Qt.MouseButton.LeftButton)
    assert state.player("ben").threat_points == 3
    window.undo_action.trigger()
    assert state.player("ben").threat_points == 0


def test_menu_flee_confirms(dealt_window, monkeypatch):
    window = dealt_window
    monkeypatch.setattr(confirm, "confirm_flee",
                        lambda parent, player, routs=False: player.id == "cara")
    action(build_model_menu(window.controller, "ana-1", window), "flee").trigger()
    assert not window.controller.state.player("ana").fled
    action(build_model_menu(window.controller, "cara-1", window), "flee").trigger()
    assert window.controller.state.player("cara").fled
    assert not action(build_model_menu(window.controller, "cara-1", window), "flee").isEnabled()


def test_m10_attack_on_an_ally_breaks_the_alliance(dealt_window, qtbot):
    window = dealt_window
    c, state = window.controller, window.controller.state
    c.push(ProposeAlliance("ana", ["ben"]))
    c.push(AnswerAlliance("ben", "ana", True))
    assert "Allied with Heretic Legion" in window.panel.rows["ana"].notes.text()
    box = window.tools.attack_box
    box.by.setCurrentIndex(box.by.findData("ana-2"))
    box.target.setCurrentIndex(box.target.findData("ben-3"))
    qtbot.mouseClick(box.buttons["shoot"], Qt.MouseButton.LeftButton)
    assert not state.allied("ana", "ben")
    assert "Allied" not in window.panel.rows["ana"].notes.text()
    log = [window.log_panel.item(i).text() for i in range(window.log_panel.count())]
    assert "shoots at" in log[-2] and "broken by the attack" in log[-1]
    window.undo_action.trigger()
    assert state.allied("ana", "ben")
