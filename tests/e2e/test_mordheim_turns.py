"""A Mordheim game driven through the panel and the board: set-up order (M3), segment choice
by clicking the board (M4), order of play (M5), End turn passing clockwise, underdog (M6)."""

from PySide6.QtCore import Qt

from app.rules.turns import clockwise_order
from playerpath import click_segment


def test_m3_m4_m5_setup_by_clicks_then_turns_pass_clockwise(setup_window, qtbot):
    window, panel = setup_window, setup_window.panel
    state = window.controller.state
    assert panel.heading.text() == "Set-up"
    assert not panel.order_button.isEnabled() and not panel.new_turn_button.isVisible()
    # M6 example: 176 - 123 = 53 -> the Mercenaries get +1 experience
    assert "Mercenaries (Devin) gains +1 experience" in panel.notice.text()
    assert "Underdog: +1" in panel.rows["devin"].notes.text()

    click_segment(window, qtbot, "A")  # before the set-up order: a hint, nothing chosen
    assert all(p.segment is None for p in state.players)
    assert "set-up order" in window.statusBar().currentMessage()

    qtbot.mouseClick(panel.setup_order_button, Qt.MouseButton.LeftButton)
    order = list(state.setup_order)
    assert sorted(order) == ["bob", "devin", "phil"]
    assert "Set-up order: " + " \u25b8 ".join(state.player(p).name for p in order) \
        in panel.queue.text()
    assert not panel.setup_order_button.isEnabled()

    # each player in set-up order clicks a free segment; a taken one is refused
    first = state.player(order[0])
    assert first.warband in panel.phase.text() and "click a free segment" in panel.phase.text()
    click_segment(window, qtbot, "C")
    assert first.segment == "C"
    assert window.scene.segment_items["C"].owner is first
    assert panel.rows[first.id].badge.text() == "C"
    click_segment(window, qtbot, "C")
    assert state.player(order[1]).segment is None
    assert "taken" in window.statusBar().currentMessage()
    click_segment(window, qtbot, "A")
    click_segment(window, qtbot, "E")
    assert [state.player(p).segment for p in order] == ["C", "A", "E"]
    assert panel.order_button.isEnabled()

    # undo takes the last choice back, on the board too
    window.undo_action.trigger()
    assert state.player(order[2]).segment is None
    assert window.scene.segment_items["E"].owner is None
    window.redo_action.trigger()
    assert window.scene.segment_items["E"].owner is state.player(order[2])

    qtbot.mouseClick(panel.order_button, Qt.MouseButton.LeftButton)
    segments = {pid: state.player(pid).segment for pid in order}
    play = state.order_of_play
    assert play == clockwise_order(play[0], segments)
    assert state.turn.number == 1 and state.turn.current_player == play[0]
    assert panel.heading.text() == f"Turn 1 \u00b7 {state.player(play[0]).name}'s turn"
    assert panel.rows[play[0]].status.text().startswith("\u25b6 Playing now")
    assert not panel.setup_order_button.isVisible()
    assert panel.end_turn_button.text() == f"End turn \u25b8 {state.player(play[1]).name}"

    # End turn passes clockwise; after the last player a new turn begins
    seen = [state.turn.current_player]
    for _ in range(3):
        qtbot.mouseClick(panel.end_turn_button, Qt.MouseButton.LeftButton)
        seen.append(state.turn.current_player)
    assert seen == play + [play[0]]
    assert state.turn.number == 2
    assert panel.heading.text().startswith("Turn 2")
    log = [window.log_panel.item(i).text() for i in range(window.log_panel.count())]
    assert any("Order of play" in t for t in log)
    assert log[-1].startswith("T2") and "plays" in log[-1]


def test_demo_game_opens_on_the_order_of_play(window, qtbot):
    """The Mordheim demo has its segments chosen: the next step is the order of play."""
    panel = window.panel
    assert panel.order_button.isEnabled() and not panel.setup_order_button.isEnabled()
    assert "Roll the order of play" in panel.phase.text()
    assert [panel.rows[p].badge.text() for p in ("bob", "phil", "devin")] == ["D", "F", "B"]
    assert not panel.rows["bob"].card.isVisible() and not panel.deck_box.isVisible()


def test_m10_only_the_player_whose_turn_it_is_proposes(window, qtbot, monkeypatch):
    from app.ui.panel import confirm

    panel = window.panel
    state = window.controller.state
    qtbot.mouseClick(panel.order_button, Qt.MouseButton.LeftButton)
    current = state.turn.current_player
    others = [pid for pid in state.order_of_play if pid != current]
    assert panel.rows[current].alliance_button.isEnabled()
    assert not any(panel.rows[pid].alliance_button.isEnabled() for pid in others)
    propose = next(a for a in panel.rows[current].alliance_menu.actions()
                   if a.text().startswith("Propose to all"))
    propose.trigger()
    assert {p.invitee for p in state.proposals} == set(others)

    # a click on a model in Mordheim selects it; nothing is activated
    item = window.scene.model_items[next(m.id for m in state.models if m.player == current)]
    view = window.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(item.pos()))
    assert state.turn.activated == [] and item.isSelected()

    # the player whose turn it is flees: play passes on clockwise, their offers lapse (M9)
    asked = []
    monkeypatch.setattr(confirm, "confirm_flee",
                        lambda parent, player, routs=False: asked.append(routs) or True)
    assert panel.rows[current].flee_button.text() == "Rout\u2026"
    qtbot.mouseClick(panel.rows[current].flee_button, Qt.MouseButton.LeftButton)
    assert asked == [True] and state.player(current).out_reason == "routed"
    assert panel.rows[current].status.text().startswith("Routed")
    assert state.turn.current_player == others[0]
    assert state.proposals == []
    assert panel.rows[others[0]].status.text().startswith("\u25b6 Playing now")
    assert panel.ordered_player_ids()[-1] == current  # out of the game: listed last


def test_m2_m3_defender_sets_up_first_in_a_defender_scenario(qtbot):
    from guikit import _open

    from app.game.saves import load_game
    from app.paths import demo_game_path

    state = load_game(demo_game_path())
    state.scenario = "ambush"  # a scenario file with a defender
    for player in state.players:
        player.segment = None
    window = _open(qtbot, state)
    panel = window.panel
    assert panel.defender_button.isVisible() and panel.defender_button.isEnabled()
    qtbot.mouseClick(panel.defender_button, Qt.MouseButton.LeftButton)
    assert state.defender == "bob"  # highest rating, 195
    assert "Defender: Bob (M2)" in panel.queue.text()
    assert not panel.defender_button.isEnabled()
    qtbot.mouseClick(panel.setup_order_button, Qt.MouseButton.LeftButton)
    assert state.setup_order[0] == "bob"
    assert panel.rows["bob"].status.text() == "Sets up 1st \u00b7 defender"


def test_no_defender_button_in_a_scenario_without_one(setup_window):
    assert setup_window.controller.state.scenario == "treasure-hunt"
    assert not setup_window.panel.defender_button.isVisible()
    assert setup_window.panel.setup_order_button.isVisible()


def test_a_planned_setup_leaves_the_set_up_buttons_to_the_set_up_dock(qtbot):
    from guikit import _open

    from app.game.saves import load_game
    from app.game.state import SetupPlan
    from app.paths import demo_game_path

    state = load_game(demo_game_path())
    state.setup = SetupPlan()
    window = _open(qtbot, state)
    panel = window.panel
    assert "Set-up tab" in panel.phase.text()
    assert not any(b.isVisible() for b in (panel.setup_order_button, panel.order_button,
                                           panel.defender_button, panel.new_turn_button))
    assert len(panel.rows) == 3


def test_m4_clicking_a_corner_where_a_free_zone_overlaps_a_taken_one_takes_the_free_one(
        setup_window, qtbot):
    """At the top-left corner the zones of A and F overlap: with F taken, a click there
    gives the next player A instead of 'taken'."""
    from PySide6.QtCore import QPointF

    window, state = setup_window, setup_window.controller.state
    panel = window.panel
    qtbot.mouseClick(panel.setup_order_button, Qt.MouseButton.LeftButton)
    order = list(state.setup_order)
    click_segment(window, qtbot, "F")
    assert state.player(order[0]).segment == "F"
    view = window.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(QPointF(3, 3)))
    assert state.player(order[1]).segment == "A"
    assert window.scene.segment_items["A"].owner is state.player(order[1])
