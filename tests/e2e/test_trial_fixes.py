"""What a newcomer's trial evening found: stale or wrong text, and keys that said nothing
useful. Each through what the player touches (tests/playkit.py)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.game.newgame import PlayerSetup, new_game
from app.game.rosters import Roster, RosterEntry
from app.game.scenarios import bundled_scenarios
from app.rules.bases import Base
from app.rules.rng import GameRng
from guikit import open_window
from playkit import Player


def _mordheim(scenario_id, n=3):
    scenario = next(s for s in bundled_scenarios() if s.id == scenario_id)
    roster = Roster("W", models=[RosterEntry("Hero", Base.round(25), "", 2, 30)])
    names = ["Ann", "Bob", "Cy", "Di"][:n]
    return new_game(scenario, [PlayerSetup(name, roster=roster, rating=100 + 10 * k)
                               for k, name in enumerate(names)], rng=GameRng(seed=3))


def test_m4_a_refused_segment_leaves_the_status_bar_once_the_next_player_chooses(
        qtbot, monkeypatch):
    win = open_window(qtbot, _mordheim("street-brawl"), (1366, 768))
    player = Player(qtbot, win, monkeypatch)
    player.click(win.setup_panel.action)  # M3
    player.click_segment("B")
    player.click_segment("B")  # taken: refused, and said so
    assert "taken" in win.statusBar().currentMessage()
    player.click_segment("D")  # the next player chooses: the refusal is old news
    assert win.statusBar().currentMessage() == ""


def test_the_wizards_mansion_is_named_once_not_the_the(qtbot, monkeypatch):
    state = _mordheim("the-wizards-mansion", 4)
    assert state.setup.defender_zone_name == "the wizard's mansion"


def test_enter_in_a_mordheim_game_says_it_has_no_activations(window, qtbot, monkeypatch):
    player = Player(qtbot, window, monkeypatch)
    player.click(window.panel.order_button)  # M5: the Mordheim demo's turn 1 begins
    model = window.controller.state.models[0]
    player.click_model(model.id)
    player.key(Qt.Key.Key_Return)
    message = window.statusBar().currentMessage()
    assert "Mordheim has no activations" in message and "Activation phase" not in message


def test_the_right_click_menu_sets_a_mordheim_status(window, qtbot, monkeypatch):
    player = Player(qtbot, window, monkeypatch)
    model = window.controller.state.models[0]
    player.model_menu(model.id, "Status", "Stunned")
    assert window.controller.state.model(model.id).status == "stunned"
    assert "tunned" in window.scene.model_items[model.id].toolTip()


def test_m4_a_segment_click_once_all_are_chosen_points_to_the_tray(qtbot, monkeypatch):
    win = open_window(qtbot, _mordheim("street-brawl"), (1366, 768))
    player = Player(qtbot, win, monkeypatch)
    player.click(win.setup_panel.action)  # M3
    for letter in "ACE":
        player.click_segment(letter)
    player.click_segment("B")  # nothing left to choose: the next step is the tray
    message = win.statusBar().currentMessage()
    assert "drag the models from the tray" in message


def test_a_warband_of_one_model_reads_1_model(card_window, qtbot, monkeypatch):
    player = Player(qtbot, card_window, monkeypatch)
    state = card_window.controller.state
    ben = [m for m in state.models if m.player == "ben"]
    for m in ben[1:]:
        player.model_menu(m.id, "Status", "Out of action")
    assert [m.status for m in ben[1:]] == ["out_of_action"] * (len(ben) - 1)
    row = card_window.panel.rows["ben"]
    assert "1 model" in row.status.text() and "1 models" not in row.status.text()


def test_m4_the_set_up_dock_says_a_half_edge_zone_ends_in_a_quarter_circle(qtbot, monkeypatch):
    win = open_window(qtbot, _mordheim("street-brawl"), (1366, 768))
    player = Player(qtbot, win, monkeypatch)
    player.click(win.setup_panel.action)  # M3: now the segments step explains the zones
    detail = win.setup_panel.detail.text()
    assert "clicks a free segment" in detail and "quarter circle" in detail
    assert "within 6 in of it" in detail


def test_c6_the_highest_card_is_named_as_holding_the_initiative(card_window, qtbot, monkeypatch):
    from app.rules.turns import initiative_holder

    player = Player(qtbot, card_window, monkeypatch)
    player.click(card_window.panel.new_turn_button)  # C5: the cards are dealt
    state = card_window.controller.state
    holder = initiative_holder(state.turn.initiative, [p.id for p in state.players])
    for pid, row in card_window.panel.rows.items():
        says = "Holds the Initiative" in row.notes.text()
        assert says == (pid == holder), (pid, row.notes.text())


def test_m10_an_allys_row_says_allies_block_no_run_and_draw_no_forced_charge(window, qtbot,
                                                                            monkeypatch):
    player = Player(qtbot, window, monkeypatch)
    panel = window.panel
    player.click(panel.order_button)  # M5: turn 1 begins; its player may propose
    state = window.controller.state
    me = state.turn.current_player
    other = next(p for p in state.players if p.id != me)
    player.choose(panel.rows[me].alliance_button, f"Propose to {other.warband}")
    player.press("Accept", within=panel.rows[other.id])
    notes = panel.rows[me].notes.text()
    assert f"Allied with {other.warband}" in notes and "forced charge" in notes and "M10" in notes
