"""A unit or a whole warband dragged from the set-up tray by its header lands at once (issue
18): laid out 1 in apart around the drop point (G8), judged as a group live (each model red
where it breaks a rule), one undoable step that Ctrl+Z takes back whole; an illegal block is
refused with the reason unless Shift is held at the drop."""

import itertools

import pytest
from PySide6.QtCore import Qt

from app.rules.geometry import EPS_IN, distance, footprint
from guikit import open_window
from playkit import Player


@pytest.fixture
def looters(qtbot, monkeypatch):
    """The Looters (Trench Crusade, players agree where to set up: G8 and the table edge
    still hold), three warbands of an Officer, a squad of four Troopers and two Brutes on
    60 x 35 mm ovals at odd facings, in the models step; no crates."""
    from app.game.newgame import PlayerSetup, SettleSetUpOrder, new_game
    from app.game.rosters import Roster, RosterEntry
    from app.game.scenarios import bundled_scenarios
    from app.rules.bases import Base
    from app.rules.rng import GameRng

    scenario = next(s for s in bundled_scenarios() if s.id == "the-looters")
    roster = Roster("W", system="trench-crusade", models=[
        RosterEntry("Officer", Base.round(32), "", 1, 40),
        RosterEntry("Trooper", Base.round(25), "squad", 4, 10),
        RosterEntry("Brute", Base("oval", length_mm=60, width_mm=35), "brutes", 2, 20)])
    state = new_game(scenario, [PlayerSetup(n, roster=roster) for n in ("Ann", "Bob", "Cy")],
                     rng=GameRng(seed=3))
    SettleSetUpOrder().apply(state)
    for c in state.setup.counters:
        c.dropped = dict(c.counts)
    state.model("ann-6").facing_deg, state.model("ann-7").facing_deg = 37.0, 301.0
    win = open_window(qtbot, state)
    return win, Player(qtbot, win, monkeypatch)


def _squad(state):
    return [m for m in state.models if m.player == "ann" and m.unit == "squad"]


def _apart(models):
    fps = [footprint(m.base, m.x_in, m.y_in, m.facing_deg) for m in models]
    return min(distance(a, b) for a, b in itertools.combinations(fps, 2))


def test_a_unit_header_dragged_onto_the_board_puts_the_unit_down_and_ctrl_z_takes_it_all(
        looters):
    win, player = looters
    state, panel = win.controller.state, win.setup_panel
    assert "unit:ann:squad" in panel.block_payloads() and "warband:ann" in panel.block_payloads()
    steps = win.controller.undo_stack.count()
    assert player.drag_from_tray("unit:ann:squad", (24.0, 24.0))
    squad = _squad(state)
    assert all(m.on_table for m in squad)
    assert all(win.scene.model_items[m.id].isVisible() for m in squad)
    assert _apart(squad) == pytest.approx(1.0, abs=EPS_IN)  # G8: clear, neighbours 1 in
    xs, ys = [m.x_in for m in squad], [m.y_in for m in squad]
    assert abs((min(xs) + max(xs)) / 2 - 24.0) < 0.2 and abs((min(ys) + max(ys)) / 2 - 24.0) < 0.2
    assert win.controller.undo_stack.count() == steps + 1  # one step
    assert panel.verdict.text() == "\u2713 squad: 4 models, legal here"
    assert [e.text for e in state.log][-1].startswith("Ann puts down squad at once: 4 models")
    assert "unit:ann:squad" not in panel.block_payloads()  # nothing of it left in the tray
    player.key(Qt.Key.Key_Z, ctrl=True)
    assert all(m.status == "unplaced" for m in squad)
    assert not any(win.scene.model_items[m.id].isVisible() for m in squad)
    assert "unit:ann:squad" in panel.block_payloads()


def test_the_warband_header_puts_every_model_down_at_once_ovals_included(looters):
    win, player = looters
    state = win.controller.state
    steps = win.controller.undo_stack.count()
    assert player.drag_from_tray("warband:ann", (24.0, 20.0))
    ann = [m for m in state.models if m.player == "ann"]
    assert len(ann) == 7 and all(m.on_table for m in ann)
    assert _apart(ann) >= 1.0 - EPS_IN
    assert win.controller.undo_stack.count() == steps + 1
    assert "W at once: 7 models" in state.log[-1].text
    player.key(Qt.Key.Key_Z, ctrl=True)
    assert state.unplaced_models("ann") == ann


def test_g8_a_block_dropped_onto_a_base_shows_red_is_refused_and_shift_places_it(looters):
    win, player = looters
    state, panel = win.controller.state, win.setup_panel
    assert player.drag_from_tray("model:ann-1", (24.0, 24.0))  # the Officer, alone
    steps = win.controller.undo_stack.count()
    player.drag_from_tray("unit:ann:squad", (24.0, 24.3), drop=False)  # over the Officer
    squad = _squad(state)
    states = [win.scene.model_items[m.id].feedback_state for m in squad]
    assert "illegal" in states  # each model judged where it would land: red there
    assert "\u2717" in panel.verdict.text() and "Overlaps Officer" in panel.verdict.text()
    assert not player.drag_from_tray("unit:ann:squad", (24.0, 24.3))
    assert all(m.status == "unplaced" for m in squad)
    assert not any(win.scene.model_items[m.id].isVisible() for m in squad)
    assert win.controller.undo_stack.count() == steps
    assert "Not placed: hold Shift while dropping" in panel.verdict.text()
    assert player.drag_from_tray("unit:ann:squad", (24.0, 24.3), shift=True)
    assert all(m.on_table for m in squad)
    assert win.controller.undo_stack.count() == steps + 1
    assert any("placed knowingly against the rules" in e.text and "(G8)" in e.text
               for e in state.log)
    player.key(Qt.Key.Key_Z, ctrl=True)
    assert all(m.status == "unplaced" for m in squad) and state.model("ann-1").on_table


def test_s3_a_reserve_in_play_has_no_header_to_drag_its_models_come_one_by_one(looters):
    win, player = looters
    state = win.controller.state
    assert player.drag_from_tray("warband:ann", (24.0, 20.0))
    state.turn.phase = "player-turn"  # the game started with the rest in reserve
    win.controller.set_game(state)
    panel = win.setup_panel
    assert panel.heading.text() == "Reserve"
    assert panel.block_payloads() == []  # S3: a reserve arrives model by model
    assert "model:bob-2" in panel.tray_payloads()
