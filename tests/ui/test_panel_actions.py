"""The per-player buttons and the dice-and-draws tools of the side panel: Flee with its
confirmation (C9), alliances (M10), Threat/Command Points (S1), dice (D3/D6/2D6), draws
(C4) and roll-offs (M3), the random hit into a combat (M7), and undo of each."""

import pytest
from PySide6.QtCore import Qt

from app.ui.panel import confirm


def click(qtbot, widget):
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def menu_action(row, starts):
    matches = [a for a in row.alliance_menu.actions() if a.text().startswith(starts)]
    assert len(matches) == 1, [a.text() for a in row.alliance_menu.actions()]
    return matches[0]


def log_texts(window):
    return [window.log_panel.item(i).text() for i in range(window.log_panel.count())]


@pytest.mark.parametrize("answer", [False, True])
def test_c9_flee_asks_first_and_undo_brings_the_warband_back(dealt_window, qtbot,
                                                              monkeypatch, answer):
    window = dealt_window
    state = window.controller.state
    asked = []
    monkeypatch.setattr(confirm, "confirm_flee",
                        lambda parent, player, routs=False: asked.append(player.id) or answer)
    row = window.panel.rows["ben"]
    click(qtbot, row.flee_button)
    assert asked == ["ben"]
    ben_items = [i for i in window.scene.model_items.values() if i.model.player == "ben"]
    if not answer:
        assert not state.player("ben").fled
        assert all(i.isVisible() for i in ben_items)
        return
    assert state.player("ben").fled
    assert row.status.text().startswith("Fled")
    assert not row.flee_button.isEnabled()
    assert not any(i.isVisible() for i in ben_items)
    assert any("Ben is out of the game" in t for t in log_texts(window))
    # the activation queue passes over Ben (C9)
    assert "Ben" not in window.panel.queue.text()
    ben_box = window.tools.draw_box.checks["ben"]
    assert not ben_box.isChecked() and not ben_box.isEnabled()
    window.undo_action.trigger()
    assert not state.player("ben").fled
    assert all(i.isVisible() for i in ben_items)
    assert row.flee_button.isEnabled()
    # back in the game: ticked again for the next draw
    assert ben_box.isEnabled() and ben_box.isChecked()


def test_c9_last_warband_standing_wins(dealt_window, qtbot, monkeypatch):
    window = dealt_window
    monkeypatch.setattr(confirm, "confirm_flee", lambda parent, player, routs=False: True)
    click(qtbot, window.panel.rows["ben"].flee_button)
    click(qtbot, window.panel.rows["cara"].flee_button)
    assert window.controller.state.winner == "ana"
    assert "New Antioch (Ana) wins" in window.panel.notice.text()
    assert window.panel.heading.text() == "Game over"
    assert not window.panel.next_button.isEnabled()
    # the phase line agrees with the heading: no "Set-up. Deal the Initiative cards…"
    phase = window.panel.phase.text()
    assert "game is over" in phase and "Ana) wins" in phase and "Deal" not in phase


def test_m10_alliance_propose_accept_show_and_break(dealt_window, qtbot):
    window = dealt_window
    state = window.controller.state
    panel = window.panel
    menu_action(panel.rows["ana"], "Propose to Heretic Legion").trigger()
    assert "Offered an alliance to Ben" in panel.rows["ana"].notes.text()
    offer = panel.rows["ben"].offer_widgets
    assert len(offer) == 1
    accept = offer[0].findChild(type(panel.next_button), "accept")
    click(qtbot, accept)
    assert state.allied("ana", "ben")
    assert "Allied with Heretic Legion" in panel.rows["ana"].notes.text()
    assert "Allied with New Antioch" in panel.rows["ben"].notes.text()
    assert not panel.rows["ben"].offer_widgets
    assert any("are now allies" in t for t in log_texts(window))

    # propose to everyone not yet allied: only Cara is left for Ana
    texts = [a.text() for a in panel.rows["ana"].alliance_menu.actions() if a.text()]
    assert texts == ["Propose to Iron Sultanate (Cara)", "Break alliance with Heretic Legion"]
    menu_action(panel.rows["ana"], "Break alliance with Heretic Legion").trigger()
    assert not state.allied("ana", "ben")
    assert "Allied" not in panel.rows["ana"].notes.text()
    window.undo_action.trigger()
    assert state.allied("ana", "ben")


def test_m10_refused_offer_and_offer_to_several(dealt_window, qtbot):
    window = dealt_window
    state = window.controller.state
    rows = window.panel.rows
    menu_action(rows["cara"], "Propose to all 2 others").trigger()
    assert {(p.proposer, p.invitee) for p in state.proposals} == {("cara", "ana"),
                                                                  ("cara", "ben")}
    refuse = rows["ana"].offer_widgets[0].findChild(type(window.panel.next_button), "refuse")
    click(qtbot, refuse)
    accept = rows["ben"].offer_widgets[0].findChild(type(window.panel.next_button), "accept")
    click(qtbot, accept)
    assert not state.allied("cara", "ana") and state.allied("cara", "ben")
    assert any("Ana refuses Cara's alliance" in t for t in log_texts(window))


def test_s1_points_plus_minus_are_separate_pools_and_undoable(card_window, qtbot):
    window = card_window
    player = window.controller.state.player("ana")
    threat, command = window.panel.rows["ana"].threat, window.panel.rows["ana"].command
    assert not threat.minus.isEnabled()  # nothing to spend
    for _ in range(3):
        click(qtbot, threat.plus)
    click(qtbot, threat.minus)
    click(qtbot, command.plus)
    assert (player.threat_points, player.command_points) == (2, 1)
    assert threat.value.text() == "Threat 2" and command.value.text() == "Command 1"
    # a run of presses on one pool is one line and one step (issue 15)
    assert any("Ana: Threat Points 0 \u2192 2 (+2)" in t for t in log_texts(window))
    window.undo_action.trigger()
    assert (player.threat_points, player.command_points) == (2, 0)
    window.undo_action.trigger()
    assert (player.threat_points, player.command_points) == (0, 0)
    assert threat.value.text() == "Threat 0"


@pytest.mark.parametrize("kind,low,high", [("D3", 1, 3), ("D6", 1, 6), ("2D6", 2, 12)])
def test_dice_roller_shows_and_logs_the_roll(window, qtbot, kind, low, high):
    dice = window.tools.dice_box
    click(qtbot, dice.buttons[kind])
    last = window.controller.state.last_roll
    assert last.roll.kind == kind and low <= last.roll.total <= high
    assert dice.result.text().endswith(f"= {last.roll.total}")
    assert log_texts(window)[-1].startswith("Set-up \u00b7 Roll " + kind)


def test_dice_roll_for_a_player_names_them(window, qtbot):
    dice = window.tools.dice_box
    dice.who.setCurrentIndex(dice.who.findData("phil"))
    click(qtbot, dice.buttons["D6"])
    assert dice.result.text().startswith("Phil: D6 = ")
    assert "Phil rolls D6" in log_texts(window)[-1]


def test_c4_draw_shows_ranked_cards_and_undo_puts_the_deck_back(dealt_window, qtbot):
    window = dealt_window
    state = window.controller.state
    box = window.tools.draw_box
    before = (list(state.deck.draw_pile), list(state.deck.discard_pile))
    box.purpose.setText("deploy first")
    click(qtbot, box.draw_button)
    record = state.last_draw
    assert record.purpose == "deploy first" and len(record.cards) == 3
    shown = [card.card for card, _ in box.card_slots]
    assert shown == [record.cards[pid] for pid in record.order]
    assert shown == sorted(shown, reverse=True)
    assert box.card_slots[0][1].text() == f"1. {state.player(record.order[0]).name}"
    assert "Last draw (deploy first)" in box.draw_title.text()
    assert "Draw (deploy first): 1." in log_texts(window)[-1]
    assert len(state.deck.discard_pile) == 3  # a settled draw is discarded (C4)

    window.undo_action.trigger()
    assert (state.deck.draw_pile, state.deck.discard_pile) == before
    assert state.last_draw is None and box.card_slots == []
    log = window.log_panel
    drawn = log.item(log.count() - 2)
    assert "Draw (deploy first)" in drawn.text() and drawn.font().strikeOut()
    assert "(undone)" in drawn.text()
    assert log.item(log.count() - 1).text().endswith("Undone: Draw: deploy first")
    # redo deals exactly the same cards again
    window.redo_action.trigger()
    assert state.last_draw.cards == record.cards


def test_draw_among_chosen_players_only(dealt_window, qtbot):
    window = dealt_window
    box = window.tools.draw_box
    box.checks["cara"].setChecked(False)
    click(qtbot, box.draw_button)
    assert set(window.controller.state.last_draw.cards) == {"ana", "ben"}
    assert len(box.card_slots) == 2


def test_m3_roll_off_shows_rounds_and_order(window, qtbot):
    box = window.tools.draw_box
    click(qtbot, box.roll_off_button)
    record = window.controller.state.last_roll_off
    names = window.controller.state.names
    assert sorted(record.order) == ["bob", "devin", "phil"]
    assert box.roll_off_text.text().endswith(
        "Result: " + " \u25b8 ".join(names[p] for p in record.order))
    assert "Roll-off:" in log_texts(window)[-1]


def test_m7_random_hit_into_a_combat(window, qtbot):
    state = window.controller.state
    hit = window.tools.hit_box
    # put a Skaven and a Mercenary in base contact with a Witch Hunter
    target, a, b = state.model("bob-1"), state.model("phil-1"), state.model("devin-1")
    window.controller.move_model(a.id, target.x_in + 2 * target.base.radius_in, target.y_in,
                                 agreed=True)
    window.controller.move_model(b.id, target.x_in - 2 * target.base.radius_in, target.y_in,
                                 agreed=True)
    hit.target.setCurrentIndex(hit.target.findData(target.id))
    assert set(hit.chosen_fighting()) == {a.id, b.id}  # touching bases are ticked
    # a shooter whose warband is in the combat is refused (M7)
    hit.shooter.setCurrentIndex(hit.shooter.findData("phil-2"))
    click(qtbot, hit.hit_button)
    assert "cannot shoot into this combat" in window.statusBar().currentMessage()
    hit.shooter.setCurrentIndex(0)
    click(qtbot, hit.hit_button)
    landed = [t for t in log_texts(window) if "the hit lands on" in t]
    assert len(landed) == 1 and hit.result.text() in landed[0]
    assert any(m.name in hit.result.text().split("lands on ")[1].split(" (")[0]
               for m in (target, a, b))


def test_cards_in_the_panels_are_readable_from_a_metre(dealt_window, qtbot):
    """ux.md: card rank and suit at least 28 px tall (painted at 36% of the card's height)."""
    window = dealt_window
    click(qtbot, window.tools.draw_box.draw_button)
    cards = [row.card for row in window.panel.rows.values()]
    cards += [window.panel.discard] + [c for c, _ in window.tools.draw_box.card_slots]
    assert len(cards) == 7
    for card in cards[:4]:  # the turn panel's tab
        assert card.card is not None and card.isVisible()
        rank, suit = ink_heights(card)
        assert rank >= 28 and suit >= 28, (str(card.card), rank, suit)
    window.tools_dock.raise_()  # the Dice and draws tab
    qtbot.waitUntil(lambda: all(c.isVisible() and c.height() > 70 for c in cards[4:]))
    for card in cards[4:]:
        rank, suit = ink_heights(card)
        assert rank >= 28 and suit >= 28, (str(card.card), rank, suit)


def ink_heights(card):
    """Painted height in logical px of the rank (upper half) and the suit (lower half): rows
    holding the card's red or black ink."""
    image = card.grab().toImage()
    dpr = image.devicePixelRatio()
    w, h = image.width(), image.height()
    rows = []
    for y in range(h):
        if any(_is_ink(image.pixelColor(x, y)) for x in range(int(w * 0.15), int(w * 0.85))):
            rows.append(y)
    upper = [y for y in rows if y < h * 0.52]
    lower = [y for y in rows if y >= h * 0.52]
    height = lambda ys: (max(ys) - min(ys) + 1) / dpr if ys else 0  # noqa: E731
    return height(upper), height(lower)


def _is_ink(c):
    red = c.red() > 150 and c.green() < 110 and c.blue() < 110
    black = c.red() < 90 and c.green() < 90 and c.blue() < 90
    return red or black


def test_m11_scenario_roll_names_the_scenario(window, qtbot):
    from app.rules.setup import scenario_for_roll

    dice = window.tools.dice_box
    click(qtbot, dice.scenario_button)
    last = window.controller.state.last_roll
    assert last.purpose == "scenario" and last.roll.kind == "2D6"
    from app.game.scenarios import scenario_by_id
    from app.rules.setup import LOWEST_RATING_CHOOSES

    sid = scenario_for_roll("mordheim", last.roll.total)
    shown = dice.scenario.text()
    if sid == LOWEST_RATING_CHOOSES:
        assert "lowest warband rating chooses" in shown
    else:  # the scenario's name, never its file id ("alliance-and-betrayal")
        assert shown == scenario_by_id(sid).name and sid not in shown
    window.undo_action.trigger()
    assert dice.scenario.text() == "" and dice.result.text() == "\u2013"


def test_draw_buttons_need_two_players(dealt_window, qtbot):
    """A draw or a roll-off ranks players against each other (C4, M3): with one player
    ticked (or none) neither is offered, and the button says why."""
    box = dealt_window.tools.draw_box
    for check in box.checks.values():
        check.setChecked(False)
    assert not box.draw_button.isEnabled() and not box.roll_off_button.isEnabled()
    box.checks["ben"].setChecked(True)
    assert not box.draw_button.isEnabled() and "two players" in box.draw_button.toolTip()
    box.checks["ana"].setChecked(True)
    assert box.draw_button.isEnabled() and box.roll_off_button.isEnabled()


def test_end_of_turn_lists_the_scenario_scoring_and_objective_control(card_window, qtbot):
    """C5 end-of-turn steps: the scenario's scoring rows (Alliance & Betrayal) as a reminder;
    objective control (S4) is shown only when the scenario scores it or is unknown."""
    window = card_window
    c, state = window.controller, window.controller.state
    c.move_model("ana-1", 24.0, 22.5, agreed=True)  # within 3 in of the centre objective
    state.scenario = "alliance-and-betrayal"
    click(qtbot, window.panel.new_turn_button)
    click(qtbot, window.panel.end_turn_button)
    notice = window.panel.notice.text()
    assert "Scored at each turn end (V1): 1 VP to a player who is in an alliance." in notice
    assert "Objectives (S4)" not in notice  # this scenario scores the centre, not objectives
    state.scenario = ""
    window.undo_action.trigger()
    click(qtbot, window.panel.end_turn_button)
    assert "Objectives (S4): Centre: Ana" in window.panel.notice.text()
    assert "Scored at each turn end" not in window.panel.notice.text()


def test_the_row_of_the_player_who_acts_is_scrolled_into_view(dealt_window, qtbot):
    window = dealt_window
    window.resize(1400, 700)  # a small screen: the rows do not all fit
    panel = window.panel
    scroll = panel.scroll_area
    for _ in range(3):
        click(qtbot, panel.next_button)
        row = next(r for r in panel.rows.values() if r.property("current"))

        def visible():
            top = row.mapTo(scroll.viewport(), row.rect().topLeft()).y()
            return top >= 0 and top + row.height() <= scroll.viewport().height()

        qtbot.waitUntil(visible, timeout=2000)


def test_the_real_flee_confirmation_is_a_yes_cancel_question(dealt_window, qtbot):
    """The one confirmation (ux.md), driven with a timer: Cancel keeps the warband, Yes
    removes it."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    window = dealt_window
    seen = []

    def answer(button):
        def press():
            box = QApplication.activeModalWidget()
            if not isinstance(box, QMessageBox):
                QTimer.singleShot(10, press)
                return
            seen.append(box.text())
            box.button(button).click()
        QTimer.singleShot(0, press)

    answer(QMessageBox.StandardButton.Cancel)
    click(qtbot, window.panel.rows["cara"].flee_button)
    assert not window.controller.state.player("cara").fled
    answer(QMessageBox.StandardButton.Yes)
    click(qtbot, window.panel.rows["cara"].flee_button)
    assert window.controller.state.player("cara").fled
    assert len(seen) == 2 and "Iron Sultanate flees" in seen[0] and "Ctrl+Z" in seen[0]


def test_the_heading_and_deck_stay_in_view_when_the_acting_row_fits(dealt_window, qtbot):
    """When the activation passes to a row that fits below the heading, the panel shows
    the heading and the deck with it (scrolled to the top)."""
    window = dealt_window
    panel = window.panel
    bar = panel.scroll_area.verticalScrollBar()
    window.resize(1600, 760)  # a laptop-height window: the three rows do not all fit
    qtbot.waitUntil(lambda: bar.maximum() > 0, timeout=2000)
    first = panel.ordered_player_ids()[0]
    assert panel.rows[first].property("current")
    click(qtbot, panel.next_button)  # the activation passes on, down the rows...
    while not panel.rows[first].property("current"):  # ...until it comes back to the top
        bar.setValue(bar.maximum())
        click(qtbot, panel.next_button)
    qtbot.waitUntil(lambda: bar.value() == 0, timeout=2000)


def test_redrawing_the_draw_result_does_not_pile_up_widgets(dealt_window, qtbot):
    box = dealt_window.tools.draw_box
    click(qtbot, box.draw_button)
    for _ in range(5):
        box.refresh()
    assert box.draw_cards.count() == 3  # the three players' cards


def test_game_menu_opens_the_card_game_demo(window, qtbot):
    from app.ui.actions import ActionId

    assert window.controller.state.system == "mordheim"
    assert not window.panel.new_turn_button.isVisible()
    window.actions_by_id[ActionId.OPEN_CARD_DEMO].trigger()
    state = window.controller.state
    assert state.system == "trench-crusade" and len(state.players) == 3
    # a demo opens as a new game in play: turn 1's Initiative cards are dealt (C5)
    assert len(state.turn.initiative) == 3 and state.turn.number == 1
    assert window.panel.heading.text().startswith("Turn 1")
    assert window.panel.next_button.isVisible() and window.panel.next_button.isEnabled()
    assert window.tools.draw_box.checks.keys() == {"ana", "ben", "cara"}


def test_c4_roll_off_among_more_than_two_players_is_a_draw_in_a_card_game(dealt_window, window):
    """Card game: three ticked players can only draw (C4); two may roll off. Mordheim: a
    roll-off among three is fine (M3)."""
    box = dealt_window.tools.draw_box
    assert len(box.chosen()) == 3
    assert box.draw_button.isEnabled() and not box.roll_off_button.isEnabled()
    assert "C4" in box.roll_off_button.toolTip() and "draw" in box.roll_off_button.toolTip()
    box.checks["cara"].setChecked(False)
    assert box.roll_off_button.isEnabled() and "C4" not in box.roll_off_button.toolTip()
    mordheim = window.tools.draw_box
    assert len(mordheim.chosen()) == 3 and mordheim.roll_off_button.isEnabled()


def test_fixed_teams_offer_no_alliance_menu(window):
    """Brothers-in-Arms: the Alliance button is off and says the teams are fixed."""
    from app.game.newgame import PlayerSetup, new_game
    from app.game.scenarios import bundled_scenarios
    from app.rules.rng import GameRng

    bia = next(s for s in bundled_scenarios() if s.id == "brothers-in-arms")
    state = new_game(bia, [PlayerSetup(n) for n in ("Ann", "Bob", "Cy", "Di")],
                     rng=GameRng(seed=1))
    window.controller.set_game(state)
    row = window.panel.rows["ann"]
    assert not row.alliance_button.isEnabled()
    assert "Fixed teams" in row.alliance_button.toolTip()
