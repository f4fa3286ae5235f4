"""File ▸ New game end to end: the wizard (scenario rolled or chosen, settings, players and
rosters), then the set-up dock (set-up order M3/C4, counters, segments M4 by board clicks,
models dragged from the tray with live verdicts), ending with every model on the table and
the first turn ready (C5 Initiative cards; M5 order of play)."""

import pytest
from PySide6.QtCore import QByteArray, QMimeData, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QWizard

from app.game.rosters import load_roster
from app.ui.dialogs.roster_editor import BASE, COST, COUNT, NAME, SIZE, UNIT
from app.ui.setup.setup_panel import MIME
from playerpath import click_segment


def _mime(payload):
    data = QMimeData()
    data.setData(MIME, QByteArray(payload.encode("utf-8")))
    return data


def hover(window, payload, x_in, y_in):
    """A drag from the tray entering the board and moving to (x_in, y_in)."""
    view = window.view
    pos = view.mapFromScene(QPointF(x_in, y_in))
    data = _mime(payload)
    for cls in (QDragEnterEvent, QDragMoveEvent):
        event = cls(pos, Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton,
                    Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(view.viewport(), event)
    return data


def drag_drop(window, payload, x_in, y_in, shift=False):
    """Drag ``payload`` from the tray and drop it at (x_in, y_in) on the board."""
    view = window.view
    data = hover(window, payload, x_in, y_in)
    pos = QPointF(view.mapFromScene(QPointF(x_in, y_in)))
    mods = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
    drop = QDropEvent(pos, Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton, mods)
    QApplication.sendEvent(view.viewport(), drop)
    return drop.isAccepted()


def fill_roster(editor, warband, rows):
    """Type a roster into the editor: rows of (name, unit, base picker text, size, count,
    cost); then OK."""
    editor.warband_edit.setText(warband)
    editor.name_edit.setText(warband)
    for name, unit, base, size, count, cost in rows:
        r = editor.add_entry()
        editor.cell(r, NAME).setText(name)
        editor.cell(r, UNIT).setText(unit)
        editor.cell(r, BASE).setCurrentText(base)
        editor.cell(r, SIZE).setText(size)
        editor.cell(r, COUNT).setValue(count)
        editor.cell(r, COST).setValue(cost)


def wizard_players(window, qtbot, wizard, players):
    """On the players page: name, warband and a roster typed into the roster editor."""
    page = wizard.players_page
    page.count.setValue(len(players))
    for row, (name, warband, rows) in zip(page.active_rows, players):
        row.name.setText(name)
        editor = row.edit_roster()
        assert editor.isVisible()
        fill_roster(editor, warband, rows)
        editor.accept()
        assert not editor.isVisible()
        assert row.roster is not None and row.roster.warband == warband


def legal_spots(state, pid):
    """Spots 1.6 in apart, 2.5 in from the player's set-up edge, inside their zone (or 5 in
    apart in a corner where the players agree where models go)."""
    p = state.player(pid)
    if p.segment:
        seg = state.table.segments()[p.segment]
        (x0, y0), (x1, y1) = seg.start, seg.end
        if y0 == y1:
            y = 2.5 if y0 == 0 else state.table.depth_in - 2.5
            lo = min(x0, x1) + 8
            return [(lo + 1.6 * k, y) for k in range(20)]
        x = 2.5 if x0 == 0 else state.table.width_in - 2.5
        lo = min(y0, y1) + 8
        return [(x, lo + 1.6 * k) for k in range(20)]
    # players agree where models go: 5 in apart, so no base overlaps another (G8), not
    # even a 120 mm walker
    corners = [(4, 4), (28, 4), (4, 28), (28, 28)]
    bx, by = corners[[q.id for q in state.players].index(pid)]
    return [(bx + 5.0 * (k % 3), by + 5.0 * (k // 3)) for k in range(20)]


def place_everything_from_the_tray(window, qtbot):
    state = window.controller.state
    panel = window.setup_panel
    spots = {p.id: iter(legal_spots(state, p.id)) for p in state.players}
    while True:
        payloads = panel.tray_payloads()
        if not payloads:
            break
        mid = payloads[0].partition(":")[2]
        x, y = next(spots[state.model(mid).player])
        assert drag_drop(window, payloads[0], x, y), panel.verdict.text()
        assert state.model(mid).on_table
        assert window.scene.model_items[mid].isVisible()


def test_three_player_mordheim_treasure_hunt_from_new_game_to_turn_one(window, qtbot,
                                                                        tmp_path):
    win = window
    wizard = win.new_game_dialog(seed=20261130)
    qtbot.waitExposed(wizard)
    page = wizard.scenario_page
    page.system.setCurrentIndex(page.system.findData("mordheim"))
    assert page.roll_button.text() == "Roll 2D6 for the scenario"
    qtbot.mouseClick(page.roll_button, Qt.MouseButton.LeftButton)
    shown = page.dice.text()
    assert "=" in shown and any(face in shown for face in "\u2680\u2681\u2682\u2683\u2684\u2685")
    assert "\u2192" in shown or "lowest warband rating chooses" in shown
    page.select("treasure-hunt")
    assert "Treasure Hunt" in page.about.text() and "Unknown" in page.about.text()
    assert page.width_in.value() == 72 and page.depth_in.value() == 48
    wizard.next()
    settings = wizard.settings_page
    settings.editors["counter-size"].setValue(30)
    wizard.next()
    assert wizard.configured.counters[0].diameter_mm == 30
    skaven = [("Assassin Adept", "", "25 mm round", "", 1, 60),
              ("Night Runner", "runners", "25 mm round", "", 2, 20),
              ("Rat Ogre", "", "Custom round", "50", 1, 210)]
    reik = [("Captain", "", "25 mm round", "", 1, 60), ("Swordsman", "", "25 mm round", "", 2, 35)]
    wizard_players(win, qtbot, wizard, [
        ("Ann", "Clan Eshin", skaven), ("Bob", "Reiklanders", reik)] + [("Cy", "", [])])
    # Cy reuses a roster file saved from the editor
    row = wizard.players_page.active_rows[2]
    editor = row.edit_roster()
    fill_roster(editor, "Witch Hunters", [("Witch Hunter", "", "25 mm square", "", 3, 25)])
    assert editor.save(tmp_path / "witch-hunters.json")
    editor.reject()
    assert row.open_roster(str(tmp_path / "witch-hunters.json")) == ""
    saved = load_roster(tmp_path / "witch-hunters.json")
    assert saved.model_count == 3 and saved.colour == row.colour.currentData()
    # M2, M6: a Mordheim rating is the warband rating, never the roster's gold crowns
    assert row.rating.value() == 0 and row.rating.text() == "enter"
    wizard.button(QWizard.WizardButton.FinishButton).click()
    assert wizard.isVisible()
    assert "Enter Ann's warband rating" in wizard.players_page.problem.text()
    assert "gold crowns" in wizard.players_page.subTitle()
    for r, rating in zip(wizard.players_page.active_rows, (310, 130, 180)):
        r.rating.setValue(rating)
    wizard.button(QWizard.WizardButton.FinishButton).click()
    assert not wizard.isVisible()

    state = win.controller.state
    assert state.scenario == "treasure-hunt" and [p.name for p in state.players] == [
        "Ann", "Bob", "Cy"]
    assert [p.rating for p in state.players] == [310, 130, 180]
    assert len(state.models) == 4 + 3 + 3 and state.unplaced_models() == state.models
    assert win.setup_dock.isVisible()
    panel = win.setup_panel
    assert "Roll the set-up order (M3)" == panel.action.text()
    assert panel.tray.count() >= 10 and panel.tray_payloads() == []  # not draggable yet

    qtbot.mouseClick(panel.action, Qt.MouseButton.LeftButton)  # M3
    assert sorted(state.setup_order) == ["ann", "bob", "cy"]
    assert panel.action.text() == "Roll D3 for wyrdstone counters"
    qtbot.mouseClick(panel.action, Qt.MouseButton.LeftButton)
    counts = state.setup.counters[0].counts
    assert all(1 <= n <= 3 for n in counts.values())
    spots = iter([(20 + 4 * k, 20 + 2 * (k % 3)) for k in range(12)])
    while panel.tray_payloads() and panel.tray_payloads()[0].startswith("counter:"):
        payload = panel.tray_payloads()[0]
        assert drag_drop(win, payload, *next(spots))
        assert not win.view.busy  # the drop ended the tray drop and its ghost
    assert len(state.objectives) == sum(counts.values())
    assert len(win.scene.objective_items) == sum(counts.values())

    for pid, letter in zip(state.setup_order, "AC E".replace(" ", "")):
        assert state.player(pid).name in panel.detail.text()
        click_segment(win, qtbot, letter)
    assert [state.player(p).segment for p in state.setup_order] == ["A", "C", "E"]

    # an illegal spot: the board shows the tray model as any dragged model (red halo with a
    # cross, the measured line, the reason); the drop is refused; Shift places knowingly
    first = panel.tray_payloads()[0]
    mid = first.partition(":")[2]
    hover(win, first, 36, 24)
    item = win.scene.model_items[mid]
    assert win.view.interaction.preview_item is item and item.isVisible()
    assert item.feedback_state == "illegal"
    assert "\u2717" in panel.verdict.text() and "segment" in panel.verdict.text()
    assert win.scene.visible_lines(), "the measured line to the segment is drawn"
    assert panel.verdict.text() in win.statusBar().currentMessage()
    # over a legal spot in the model's own segment the halo turns green
    hover(win, first, *legal_spots(state, state.model(mid).player)[0])
    assert item.feedback_state == "legal" and "\u2713" in panel.verdict.text()
    hover(win, first, 36, 24)
    data = _mime(first)  # the event does not own its data: keep it alive
    QApplication.sendEvent(win.view.viewport(), QDropEvent(
        QPointF(win.view.mapFromScene(QPointF(36, 24))), Qt.DropAction.CopyAction,
        data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier))
    assert state.model(mid).status == "unplaced" and not item.isVisible()
    assert win.controller.verdict(mid) is None  # out of the judge again
    assert "Shift" in panel.verdict.text()
    assert drag_drop(win, first, 36, 24, shift=True)
    assert state.model(mid).on_table and "against the rules" in state.log[-1].text
    win.undo_action.trigger()
    assert state.model(mid).status == "unplaced"
    assert not win.scene.model_items[mid].isVisible()

    place_everything_from_the_tray(win, qtbot)
    assert all(m.on_table for m in state.models)
    assert panel.action.text() == "Start: roll the order of play (M5)"
    qtbot.mouseClick(panel.action, Qt.MouseButton.LeftButton)
    assert state.turn.number == 1 and state.turn.phase == "player-turn"
    assert state.turn.current_player == state.order_of_play[0]
    assert not win.setup_dock.isVisible()
    assert win.panel.heading.text().startswith("Turn 1")


def test_four_player_brothers_in_arms_from_new_game_to_initiative_phase(window, qtbot):
    win = window
    wizard = win.new_game_dialog(seed=4)
    qtbot.waitExposed(wizard)
    page = wizard.scenario_page
    page.system.setCurrentIndex(page.system.findData("trench-crusade"))
    assert page.roll_button.text() == "Roll D6 for the scenario"
    page.select("brothers-in-arms")
    page.width_in.setValue(48)
    wizard.next()
    wizard.next()
    players = wizard.players_page
    assert players.count.minimum() == players.count.maximum() == 4
    assert all(row.team.isVisible() for row in players.active_rows)
    troops = [("Trooper", "squad", "32 mm round", "", 3, 15), ("Officer", "", "40 mm round", "", 1, 50),
              ("Walker", "", "120x80 mm oval", "", 1, 150)]
    wizard_players(win, qtbot, wizard, [
        ("Ann", "Heretic Legion", troops), ("Bob", "Trench Pilgrims", troops),
        ("Cy", "Iron Sultanate", troops), ("Di", "Court of the Seven", troops)])
    colours = {row.colour.currentData() for row in players.active_rows}
    assert len(colours) == 4
    wizard.button(QWizard.WizardButton.FinishButton).click()

    state = win.controller.state
    assert state.scenario == "brothers-in-arms" and len(state.players) == 4
    assert state.alliances == [frozenset({"ann", "bob"}), frozenset({"cy", "di"})]
    assert len(state.objectives) == 5 and len(win.scene.objective_items) == 5
    panel = win.setup_panel
    assert panel.action.text() == "Draw cards for the set-up order (C4)"
    qtbot.mouseClick(panel.action, Qt.MouseButton.LeftButton)
    assert state.last_draw.purpose == "set-up order"
    assert state.setup_order == state.last_draw.order
    place_everything_from_the_tray(win, qtbot)
    assert len([m for m in state.models if m.on_table]) == 20
    assert panel.action.text() == "Start turn 1: deal Initiative cards (C5)"
    qtbot.mouseClick(panel.action, Qt.MouseButton.LeftButton)
    assert state.turn.number == 1 and state.turn.phase == "activation"
    assert set(state.turn.initiative) == {"ann", "bob", "cy", "di"}
    assert win.panel.heading.text() == "Turn 1"
    assert "S7" in state.modules  # All Out War: refunds on by default (S7, issue 17)


def test_ambush_defender_area_is_drawn_and_judged_by_the_board(window, qtbot):
    """M2 then the defender's own area (wholly within 6 in of the centre): drawn on the
    board while setting up, and a defender model placed there is legal on the board."""
    from app.game.newgame import PlayerSetup, new_game
    from app.game.rosters import Roster, RosterEntry
    from app.game.scenarios import bundled_scenarios
    from app.rules.bases import Base
    from app.rules.rng import GameRng

    ambush = next(s for s in bundled_scenarios() if s.id == "ambush")
    roster = Roster("W", models=[RosterEntry("Hero", Base.round(25), "", 2, 30)])
    state = new_game(ambush, [PlayerSetup(n, roster=roster, rating=r)
                              for n, r in (("Ann", 300), ("Bob", 100), ("Cy", 120))],
                     rng=GameRng(seed=1))
    win = window
    win.controller.set_game(state)
    panel = win.setup_panel
    assert panel.action.text() == "Choose the defender (M2)"
    qtbot.mouseClick(panel.action, Qt.MouseButton.LeftButton)
    assert state.defender == "ann"
    area = win.scene.area_item
    assert area is not None and area.isVisible()
    rect = area.path().boundingRect()
    assert (rect.center().x(), rect.center().y(), rect.width()) == (36, 24, 12)
    qtbot.mouseClick(panel.action, Qt.MouseButton.LeftButton)  # set-up order
    for pid, letter in zip(state.setup_order[1:], "AD"):
        click_segment(win, qtbot, letter)
    assert drag_drop(win, "model:ann-1", 36, 24)
    assert win.controller.verdict("ann-1").legal
    assert not drag_drop(win, "model:ann-2", 36, 34)
    assert "table centre" in panel.verdict.text()
    # opening another game drops the old game's verdict line
    ambush2 = new_game(ambush, [PlayerSetup(n, roster=roster, rating=r)
                                for n, r in (("Ann", 300), ("Bob", 100), ("Cy", 120))],
                       rng=GameRng(seed=2))
    win.controller.set_game(ambush2)
    assert panel.verdict.text() == ""


def test_back_to_the_tray_and_starting_with_a_reserve_left_in_the_tray(window, qtbot):
    """A placed model can go back to the tray; the game may start with models held back
    (e.g. The Looters' reserve): they stay off the table and out of the activations (C7)."""
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
        c.dropped = dict(c.counts)  # no crates this time
    win = window
    win.controller.set_game(state)
    panel = win.setup_panel
    assert not panel.start_now.isVisible()
    for pid, (x, y) in zip(("ann", "bob", "cy"), ((6, 6), (40, 6), (6, 40))):
        assert drag_drop(win, f"model:{pid}-1", x, y)
    assert panel.start_now.isVisible() and panel.back.isVisible()
    win.scene.model_items["cy-1"].setSelected(True)
    qtbot.mouseClick(panel.back, Qt.MouseButton.LeftButton)
    assert state.model("cy-1").status == "unplaced"
    assert "model:cy-1" in panel.tray_payloads()
    assert drag_drop(win, "model:cy-1", 6, 40)
    qtbot.mouseClick(panel.start_now, Qt.MouseButton.LeftButton)
    assert state.turn.number == 1 and state.turn.phase == "activation"
    assert len(state.unplaced_models()) == 3
    assert all(not win.scene.model_items[m.id].isVisible() for m in state.unplaced_models())
    # the reserve stays in the dock and arrives later by a drag
    assert win.setup_dock.isVisible() and panel.heading.text() == "Reserve"
    assert sorted(panel.tray_payloads()) == ["model:ann-2", "model:bob-2", "model:cy-2"]
    assert drag_drop(win, "model:bob-2", 40, 8)
    assert state.model("bob-2").on_table and win.scene.model_items["bob-2"].isVisible()
    assert "arrives from the reserve" in state.log[-1].text
    assert drag_drop(win, "model:ann-2", 8, 8) and drag_drop(win, "model:cy-2", 8, 38)
    assert not win.setup_dock.isVisible()


def test_starting_with_models_in_the_tray_is_offered_only_where_there_is_a_reserve(window):
    """Brothers-in-Arms has no reserve: the first turn waits for every model (no "Start with
    the rest in reserve" button); The Looters' file says its warbands keep a reserve."""
    from app.game.newgame import PlayerSetup, SettleSetUpOrder, new_game
    from app.game.rosters import Roster, RosterEntry
    from app.game.scenarios import bundled_scenarios
    from app.rules.bases import Base
    from app.rules.rng import GameRng

    by_id = {s.id: s for s in bundled_scenarios()}
    assert [i for i, s in sorted(by_id.items()) if s.deployment.reserve] == ["the-looters"]
    roster = Roster("W", system="trench-crusade",
                    models=[RosterEntry("Trooper", Base.round(32), "", 2, 10)])
    state = new_game(by_id["alliance-and-betrayal"],
                     [PlayerSetup(n, roster=roster) for n in ("Ann", "Bob", "Cy")],
                     rng=GameRng(seed=3))
    assert not state.setup.reserve
    SettleSetUpOrder().apply(state)
    window.controller.set_game(state)
    panel = window.setup_panel
    for m in state.unplaced_models():
        ok = any(drag_drop(window, f"model:{m.id}", x, y)
                 for x, y in legal_spots(state, m.player))
        if ok:
            break
    assert any(m.on_table for m in state.models)
    assert not panel.start_now.isVisible()


def test_the_wizards_mansion_is_drawn_on_the_board(window):
    from app.game.newgame import PlayerSetup, new_game
    from app.game.rosters import Roster, RosterEntry
    from app.game.scenarios import bundled_scenarios
    from app.ui.board.terrain_items import TerrainItem
    from app.rules.bases import Base

    mansion = next(s for s in bundled_scenarios() if s.id == "the-wizards-mansion")
    roster = Roster("W", models=[RosterEntry("Hero", Base.round(25), "", 1, 30)])
    window.controller.set_game(new_game(mansion, [PlayerSetup(n, roster=roster)
                                                  for n in ("Ann", "Bob", "Cy")]))
    items = [i for i in window.scene.items() if isinstance(i, TerrainItem)]
    assert len(items) == 1 and items[0].piece.kind == "building"
    rect = items[0].sceneBoundingRect()
    assert abs(rect.center().x() - 36) < 0.01 and abs(rect.center().y() - 24) < 0.01


def test_looters_crates_dragged_with_live_limits(window, qtbot):
    """The Looters: a crate dragged outside 12 in of the centre shows a red ghost with the
    reason and is refused; inside it is placed; Leave this counter out drops one only
    when no legal spot is left."""
    from app.game.newgame import PlayerSetup, new_game
    from app.game.rosters import Roster, RosterEntry
    from app.game.scenarios import bundled_scenarios
    from app.rules.bases import Base
    from app.rules.rng import GameRng

    looters = next(s for s in bundled_scenarios() if s.id == "the-looters")
    roster = Roster("W", models=[RosterEntry("Trooper", Base.round(32), "", 1, 10)])
    state = new_game(looters, [PlayerSetup(n, roster=roster) for n in ("Ann", "Bob", "Cy")],
                     rng=GameRng(seed=3))
    win = window
    win.controller.set_game(state)
    panel = win.setup_panel
    qtbot.mouseClick(panel.action, Qt.MouseButton.LeftButton)  # C4 draw
    payload = panel.tray_payloads()[0]
    assert payload.startswith("counter:supply-crate:")
    hover(win, payload, 24, 4)
    ghost = win.view.interaction.ghost
    assert ghost is not None and not ghost.legal
    assert "Not wholly within 12 in of the table centre" in panel.verdict.text()
    assert not drag_drop(win, payload, 24, 4)
    assert drag_drop(win, payload, 24, 24)
    assert len(win.scene.objective_items) == 1
    second = panel.tray_payloads()[0]
    assert second != payload
    assert not panel.drop_counter.isVisible()  # a legal spot is left: no leaving out
    win.undo_action.trigger()  # the first crate comes off the table, and back on redo
    assert state.objectives == [] and win.scene.objective_items == {}
    win.redo_action.trigger()
    assert len(state.objectives) == 1 and len(win.scene.objective_items) == 1
    assert panel.tray_payloads()[0] == second
    assert drag_drop(win, second, 33, 24)
    assert drag_drop(win, panel.tray_payloads()[0], 21, 24)
    # the first crate sits at the centre: the second cannot be 12 in from it (no spot left)
    assert panel.drop_counter.isVisible()
    qtbot.mouseClick(panel.drop_counter, Qt.MouseButton.LeftButton)
    assert sum(state.setup.counters[0].dropped.values()) == 1
    win.undo_action.trigger()
    assert sum(state.setup.counters[0].dropped.values()) == 0


def test_a_counter_off_the_table_is_refused_even_with_shift(window, qtbot):
    """Placing anyway (Shift) bends the scenario's limits, never the table's edge."""
    from app.game.newgame import PlaceCounter, PlayerSetup, new_game
    from app.game.rosters import Roster, RosterEntry
    from app.game.scenarios import bundled_scenarios
    from app.rules.bases import Base
    from app.rules.rng import GameRng

    looters = next(s for s in bundled_scenarios() if s.id == "the-looters")
    roster = Roster("W", models=[RosterEntry("Trooper", Base.round(32), "", 1, 10)])
    state = new_game(looters, [PlayerSetup(n, roster=roster) for n in ("Ann", "Bob", "Cy")],
                     rng=GameRng(seed=3))
    win = window
    win.controller.set_game(state)
    panel = win.setup_panel
    qtbot.mouseClick(panel.action, Qt.MouseButton.LeftButton)  # C4 draw
    payload = panel.tray_payloads()[0]
    assert not drag_drop(win, payload, 47.8, 24, shift=True)
    assert state.objectives == [] and "wholly on the table" in panel.verdict.text()
    pid = payload.rpartition(":")[2]
    with pytest.raises(ValueError, match="wholly on the table, even by agreement"):
        PlaceCounter("supply-crate", pid, -3, -3, agreed=True).apply(state)
    assert drag_drop(win, payload, 24, 4, shift=True)  # only outside 12 in: agreed
    assert len(state.objectives) == 1
    crate = next(iter(win.scene.objective_items.values()))
    owner = state.player(pid)
    assert crate.counter and crate.label.text == f"{owner.mark}1"
    assert owner.name in crate.toolTip() and "not scored by control" in crate.toolTip()
    assert crate.boundingRect().width() < 2  # the marker only: no 3 in control ring
    crate.set_control([owner], False)
    assert crate.label.text == f"{owner.mark}1" and crate.controllers == []
    assert "Objectives (S4)" not in win.panel.queue.text() + win.panel.notice.text()
