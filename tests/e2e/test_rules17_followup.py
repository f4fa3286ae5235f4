"""Issue 17 follow-up defects, each through what a player touches (tests/playkit.py): S6
counting units in reserve, ..."""

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
