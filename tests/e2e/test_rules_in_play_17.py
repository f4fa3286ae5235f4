"""Issue 17 rules in play, through what a player touches (tests/playkit.py): S7 refunds on by
default in an All Out War scenario with the New game wizard's switch (and with it unticked),
S5 cover only where the scenario uses Reinforced Defenses, C9 team victory from the panel's
Flee buttons, and the Mordheim Rout-test reminder with Rout… beside it (none in Ambush!)."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import Qt

from app.game.rosters import Roster, RosterEntry, save_roster
from app.game.saves import load_game
from app.paths import demo_game_path
from app.rules.bases import Base
from guikit import open_window
from playkit import Player

NAMES = ("Ann", "Bob", "Cy", "Di")
WARBANDS = ["Heretic Legion", "Trench Pilgrims", "Iron Sultanate", "Court of the Seven"]
TROOPS = [("Trooper", 25, "squad", 3, 15), ("Officer", 40, "", 1, 50)]


def roster_file(tmp_path, warband, entries=TROOPS, system="trench-crusade"):
    path = tmp_path / f"{warband}.json"
    save_roster(Roster(warband, system=system, warband=warband, models=[
        RosterEntry(name, Base.round(mm), unit, count, cost)
        for name, mm, unit, count, cost in entries]), path)
    return path


def log_lines(window):
    return [window.log_panel.item(i).text() for i in range(window.log_panel.count())]


def deploy_from_the_tray(player, spots):
    player.deploy_everything(spots)


def brothers_in_arms(player, tmp_path, settings=None):
    """File ▸ New game: a four-player Brothers-in-Arms, set up by dragging from the tray,
    turn 1's Initiative cards dealt."""
    rosters = [roster_file(tmp_path, n) for n in WARBANDS]
    player.new_game("trench-crusade", "brothers-in-arms",
                    [{"name": who, "roster": r} for who, r in zip(NAMES, rosters)],
                    settings=settings)
    win = player.window
    state = win.controller.state
    player.click(win.setup_panel.action)  # C4: the set-up draw
    corners = dict(zip([p.id for p in state.players], [(5, 5), (38, 5), (5, 38), (38, 38)]))
    spots = {pid: iter([(x + 2.4 * (k % 3), y + 2.4 * (k // 3)) for k in range(9)])
             for pid, (x, y) in corners.items()}
    deploy_from_the_tray(player, spots)
    player.click(win.setup_panel.action)  # C5: turn 1's Initiative cards
    assert state.turn.number == 1 and state.turn.phase == "activation"
    return state


def end_the_turn(player):
    panel = player.window.panel
    while panel.next_button.isEnabled():
        player.click(panel.next_button)
    player.click(panel.end_turn_button)


# -- S7 ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("refunds", [True, False], ids=["switch-ticked", "switch-unticked"])
def test_s7_refund_at_the_end_of_turn_in_brothers_in_arms_with_the_wizard_switch(
        qtbot, window, monkeypatch, tmp_path, refunds):
    """S7: the All Out War scenarios refund Threat Points by default; the New game wizard's
    "Threat Point refunds (All Out War, S7)" switch is ticked for them, and unticked there is
    no refund."""
    player = Player(qtbot, window, monkeypatch)
    settings = None if refunds else {"all-out-war": False}
    state = brothers_in_arms(player, tmp_path, settings)
    assert ("S7" in state.modules) is refunds
    officer = next(m for m in state.models if m.player == "ann" and m.name == "Officer")
    player.model_menu(officer.id, "Status", "Out of action")
    assert state.model(officer.id).status == "out_of_action"
    end_the_turn(player)
    assert state.turn.phase == "ended"
    notes = window.panel.rows["ann"].notes.text()
    if refunds:
        assert state.player("ann").threat_points == 49  # cost 50 minus 1
        assert "Refund: +49 Threat Points (S7)" in notes
        assert any("Ann regains 49 Threat Points" in line for line in log_lines(window))
        assert "Refunds (All-Out War, S7): Ann +49 Threat" in window.panel.notice.text()
    else:
        assert state.player("ann").threat_points == 0
        assert "Refund" not in notes
        assert not any("regains" in line for line in log_lines(window))
        assert "S7" not in window.panel.notice.text()


def test_s7_the_wizard_switch_is_ticked_by_default_for_all_out_war_scenarios(qtbot, window,
                                                                              monkeypatch):
    from PySide6.QtWidgets import QCheckBox, QWizard

    player = Player(qtbot, window, monkeypatch)
    wizard = player.menu("File", "New game")
    page = wizard.scenario_page
    page.system.setCurrentIndex(page.system.findData("trench-crusade"))
    for sid in ("the-looters", "brothers-in-arms", "alliance-and-betrayal"):
        rows = [page.list.item(i) for i in range(page.list.count())]
        item = next(i for i in rows if i.data(Qt.ItemDataRole.UserRole) == sid)
        qtbot.mouseClick(page.list.viewport(), Qt.MouseButton.LeftButton,
                         pos=page.list.visualItemRect(item).center())
        player.click(wizard.button(QWizard.WizardButton.NextButton))
        editor = wizard.settings_page.editors["all-out-war"]
        assert isinstance(editor, QCheckBox) and editor.isChecked()
        form = wizard.settings_page.form_box.layout()
        assert form.labelForField(editor).text() == "Threat Point refunds (All Out War, S7)"
        player.click(wizard.button(QWizard.WizardButton.BackButton))
    wizard.reject()


# -- S5 ----------------------------------------------------------------------------------------
def test_s5_no_cover_on_an_objective_in_brothers_in_arms(qtbot, window, monkeypatch, tmp_path):
    """Brothers-in-Arms does not use Reinforced Defenses: a trooper dragged onto the
    Bottom-right quarter objective in play is told nothing about cover."""
    player = Player(qtbot, window, monkeypatch)
    state = brothers_in_arms(player, tmp_path)
    trooper = next(m for m in state.models if m.player == "di" and m.name.startswith("Trooper"))
    player.drag_model(trooper.id, (36.0, 36.0))
    assert state.model(trooper.id).x_in == pytest.approx(36.0, abs=0.05)
    message = window.statusBar().currentMessage()
    assert "cover" not in message.lower() and "S5" not in message
    verdict = window.controller.judge.verdict(trooper.id)
    assert not verdict.cover


def test_s5_cover_in_contested_ground_names_the_objective_and_the_move_charge(
        qtbot, window, monkeypatch, tmp_path):
    """Contested Ground uses Reinforced Defenses (3 in): a model dragged to within 3 in of
    the Centre objective in play has cover, said with the objective's name and the charge
    limit; 0.1 in beyond it has none."""
    player = Player(qtbot, window, monkeypatch)
    rosters = [roster_file(tmp_path, n) for n in WARBANDS[:2]]
    player.new_game("trench-crusade", "contested-ground",
                    [{"name": who, "roster": r} for who, r in zip(NAMES, rosters)])
    state = window.controller.state
    assert state.objective_control.cover_in == 3.0
    panel = window.setup_panel
    player.click(panel.action)  # the roll-off for who deploys first
    # S2: squads in a row 2.4 in apart, the officer 4 in beyond (units at least 2 in apart)
    xs = [10.0, 12.4, 14.8, 19.0]
    spots = {p.id: iter([(x, 3.0 if p.edge == "top" else 45.0) for x in xs])
             for p in state.players}
    while panel.tray_payloads():
        payload = panel.tray_payloads()[0]
        mid = payload.partition(":")[2]
        assert player.drag_from_tray(payload, next(spots[state.model(mid).player])), \
            panel.verdict.text()
    while state.turn.phase == "setup":
        player.click(panel.action)
    officer = next(m for m in state.models if m.name == "Officer")
    r = 40 / 25.4 / 2
    a = math.radians(-53.0)
    d = 3.0 - 0.05 + r
    player.drag_model(officer.id, (24.0 + d * math.cos(a), 24.0 + d * math.sin(a)))
    message = window.statusBar().currentMessage()
    assert "Cover +3 from Centre objective" in message, message
    assert "centre)" not in message  # never the objective's id
    assert "charged only by a charge that uses the charger's Move value" in message
    d = 3.0 + 0.1 + r
    player.drag_model(officer.id, (24.0 + d * math.cos(a), 24.0 + d * math.sin(a)))
    assert "Cover" not in window.statusBar().currentMessage()


# -- C9 ----------------------------------------------------------------------------------------
def test_c9_the_team_still_on_the_table_wins_together(qtbot, window, monkeypatch, tmp_path):
    """Brothers-in-Arms (fixed teams): both warbands of one team flee from the panel's Flee
    buttons; the other team wins together, named in the turn panel, its rows and the log."""
    player = Player(qtbot, window, monkeypatch)
    state = brothers_in_arms(player, tmp_path)
    assert state.alliances == [frozenset({"ann", "bob"}), frozenset({"cy", "di"})]
    panel = window.panel
    with player.answering("Yes"):
        player.press("Flee", within=panel.rows["cy"])
    assert state.player("cy").fled and not state.result
    with player.answering("Yes"):
        player.press("Flee", within=panel.rows["di"])
    assert state.result == "team-standing" and state.winners == ["ann", "bob"]
    won = "Heretic Legion (Ann) & Trench Pilgrims (Bob) win together"
    assert won in panel.notice.text() and "last team on the table (C9)" in panel.notice.text()
    assert panel.heading.text() == "Game over"
    for pid in ("ann", "bob"):
        assert "Winner" in panel.rows[pid].notes.text()
    for pid in ("cy", "di"):
        assert "Winner" not in panel.rows[pid].notes.text()
    assert any(won in line for line in log_lines(window))
    player.undo()
    assert not state.result and not state.player("di").fled


# -- Mordheim Rout tests -----------------------------------------------------------------------
def knock_out(player, models):
    for m in models:
        player.model_menu(m.id, "Status", "Out of action")
        assert m.status == "out_of_action"


def test_m9_rout_test_reminder_at_the_start_of_a_turn_and_rout_one_click_away(
        qtbot, window, monkeypatch):
    """A quarter or more of the warband out of action at the start of its turn: the panel
    reminds its player to take a Rout test, and Rout… beside the reminder routs it (after the
    same confirmation as the row's button). One model fewer: no reminder; a model taken out
    of action during the warband's own turn counts from its next turn."""
    player = Player(qtbot, window, monkeypatch)
    state = window.controller.state
    panel = window.panel
    player.click(panel.order_button)  # M5
    first = state.turn.current_player
    order = state.order_of_play
    nxt = order[(order.index(first) + 1) % len(order)]
    theirs = [m for m in state.models if m.player == nxt]
    quarter = math.ceil(len(theirs) / 4)
    knock_out(player, theirs[:quarter - 1])
    assert not panel.rout_reminder.isVisible()
    player.click(panel.end_turn_button)
    assert state.turn.current_player == nxt
    assert not panel.rout_reminder.isVisible()  # one short of a quarter: no test
    # a quarter now, but only during its own turn: the test waits for its next turn
    knock_out(player, theirs[quarter - 1:quarter])
    assert not panel.rout_reminder.isVisible()
    player.click(panel.end_turn_button)
    while state.turn.current_player != nxt:
        assert not panel.rout_reminder.isVisible()
        player.click(panel.end_turn_button)
    who = state.player(nxt)
    player.see(panel.rout_reminder)
    text = panel.rout_reminder.text.text()
    assert f"{quarter} of {len(theirs)} models of {who.warband}" in text
    assert f"{who.name} takes a Rout test" in text
    with player.answering("Yes"):
        player.click(panel.rout_reminder.rout_button)
    assert who.fled and who.out_reason == "routed"
    assert not panel.rout_reminder.isVisible()


def test_m9_no_rout_test_reminder_in_ambush(qtbot, monkeypatch):
    """Ambush!: no warband takes Rout tests (its file's ``rout_tests = false``), however many
    models are out of action."""
    state = load_game(demo_game_path())
    state.scenario = "ambush"
    win = open_window(qtbot, state)
    player = Player(qtbot, win, monkeypatch)
    panel = win.panel
    player.click(panel.order_button)
    current = win.controller.state.turn.current_player
    theirs = [m for m in win.controller.state.models if m.player == current]
    knock_out(player, theirs[:len(theirs) // 2])
    player.click(panel.end_turn_button)
    while win.controller.state.turn.current_player != current:
        assert not panel.rout_reminder.isVisible()
        player.click(panel.end_turn_button)
    assert not panel.rout_reminder.isVisible()
