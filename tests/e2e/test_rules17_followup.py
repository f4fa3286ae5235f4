"""Issue 17 follow-up defects, each through what a player touches (tests/playkit.py): S6
counts units in reserve; S3 timing and refunds; the set-up dock's verdict never stale."""

from __future__ import annotations

from playkit import Player
from test_scout_and_secure_play import reserve_game


def test_s6_a_player_whose_units_wait_in_reserve_is_not_annihilated(
        qtbot, window, monkeypatch, tmp_path):
    """S6: every unit Bob has on the table is taken out of action, but his officer and
    beasts wait in reserve (Scout and Secure can still bring them in, S3): they can be given
    commands, so Ann has not won; the game goes on."""
    player = Player(qtbot, window, monkeypatch)
    state = reserve_game(player, tmp_path)
    ann = next(p for p in state.players if p.edge == "top")
    bob = next(p for p in state.players if p.edge == "bottom")
    for k in (1, 2, 3):
        player.model_menu(f"{bob.id}-{k}", "Status", "Out of action")
        assert state.model(f"{bob.id}-{k}").status == "out_of_action"
    assert not state.result and state.winner is None
    panel = window.panel
    assert panel.heading.text() != "Game over"
    assert panel.end_turn_button.isEnabled()
    assert state.unplaced_models(bob.id)  # the reserve is still there
    assert not any("wins" in line.text for line in state.log if line.kind == "victory")
    del ann


def test_s3_a_unit_paid_for_but_not_placed_by_end_turn_is_refunded_with_a_warning(
        qtbot, window, monkeypatch, tmp_path):
    """S3 timing through the set-up dock and the turn panel: Ann pays 40 Threat Points for
    her beasts and places none; End turn gives them back with a warning in the log. Until
    New turn deals the next cards, Bring in is refused with the reason; Ctrl+Z takes the
    refund back."""
    player = Player(qtbot, window, monkeypatch)
    state = reserve_game(player, tmp_path)
    ann = next(p for p in state.players if p.edge == "top")
    scout = window.setup_panel.scout
    key = f"{ann.id}/beasts"
    scout.units.setCurrentIndex(scout.units.findData(key))
    player.click(scout.bring_in)
    assert ann.threat_points == 10
    player.click(window.panel.end_turn_button)
    assert state.turn.phase == "ended"
    assert ann.threat_points == 50 and state.scouts == {}
    lines = [window.log_panel.item(i).text() for i in range(window.log_panel.count())]
    assert any(f"Warning: {ann.name} spent 40 Threat Points to bring in beasts but placed none of its "
               "models by the end of the turn" in line for line in lines), "\n".join(lines)
    # between turns: the cards of turn 2 are not dealt yet
    player.see(scout)
    scout.units.setCurrentIndex(scout.units.findData(key))
    assert "deal the next turn's Initiative cards first" in scout.note.text()
    player.click(scout.bring_in)
    assert ann.threat_points == 50
    assert "deal the next turn's Initiative cards first (S3)" in \
        window.statusBar().currentMessage()
    player.undo()  # End turn undone: the points are spent again, the unit is coming in
    assert ann.threat_points == 10 and key in state.scouts


def test_setup_dock_verdict_never_stays_green_for_a_drop_the_rules_refused(
        qtbot, window, monkeypatch, tmp_path):
    """The set-up dock's verdict says what happened to the last drop: Beast 2 dragged from
    the tray before Beast 1 (the unit's first model, S3) is on the table is refused, and the
    dock says so in red instead of keeping the "on the table" tick of the drag; Shift (place
    knowingly) cannot lift that order, and the dock says why. Then a legal drop's tick, and a
    Ctrl+Z clears it (the sentence belonged to the undone drop)."""
    from test_scout_and_secure_play import B

    player = Player(qtbot, window, monkeypatch)
    state = reserve_game(player, tmp_path)
    panel = window.setup_panel
    ann = next(p for p in state.players if p.edge == "top")
    scout = panel.scout
    scout.units.setCurrentIndex(scout.units.findData(f"{ann.id}/beasts"))
    player.click(scout.bring_in)
    first, other = f"{ann.id}-5", f"{ann.id}-6"
    assert not player.drag_from_tray(f"model:{other}", (20, 8))
    assert state.model(other).status == "unplaced"
    text = panel.verdict.text()
    assert text.startswith("\u2717") and "\u2713" not in text, text
    assert "first model of its unit comes on first" in text
    assert "#b34700" in panel.verdict.styleSheet()  # red, not green
    assert not player.drag_from_tray(f"model:{other}", (20, 8), shift=True)
    text = panel.verdict.text()
    assert text.startswith("\u2717 Not placed: place Beast 1 first, touching the top table "
                           "edge (S3)"), text
    assert player.drag_from_tray(f"model:{first}", (30, B + 0.1))
    assert panel.verdict.text().startswith("\u2713")
    player.undo()
    assert panel.verdict.text() == ""
