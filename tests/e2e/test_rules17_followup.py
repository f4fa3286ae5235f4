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


# -- C9: allies standing -----------------------------------------------------------------------
def alliance_and_betrayal(player, tmp_path):
    """File ▸ New game: a three-player Alliance & Betrayal (Trench Crusade, no fixed teams),
    set up from the tray, turn 1's cards dealt."""
    from test_rules_in_play_17 import NAMES, WARBANDS, roster_file

    rosters = [roster_file(tmp_path, n) for n in WARBANDS[:3]]
    player.new_game("trench-crusade", "alliance-and-betrayal",
                    [{"name": who, "roster": r} for who, r in zip(NAMES, rosters)])
    win = player.window
    state = win.controller.state
    player.click(win.setup_panel.action)  # C4: the set-up draw
    corners = dict(zip([p.id for p in state.players], [(5, 5), (38, 5), (5, 38)]))
    player.deploy_everything({pid: iter([(x + 2.4 * (k % 3), y + 2.4 * (k // 3))
                                         for k in range(9)])
                              for pid, (x, y) in corners.items()})
    while state.turn.phase == "setup":
        player.click(win.setup_panel.action)
    assert state.turn.phase == "activation"
    return state


def test_c9_allied_warbands_left_alone_on_the_table_win_together(
        qtbot, window, monkeypatch, tmp_path):
    """C9 (Trench Crusade): Ann and Bob ally; Cy's warband flees; nobody opposes them any
    more, so they win together ("allies-standing"), named in the panel and the log. Undo
    takes it back; with the alliance broken first, the flight leaves the game going."""
    player = Player(qtbot, window, monkeypatch)
    state = alliance_and_betrayal(player, tmp_path)
    panel = window.panel
    ann, bob, cy = (p.id for p in state.players)
    player.choose(panel.rows[ann].alliance_button, "Propose to Trench Pilgrims")
    player.press("Accept", within=panel.rows[bob])
    assert state.allied(ann, bob)
    with player.answering("Yes"):
        player.press("Flee", within=panel.rows[cy])
    assert state.result == "allies-standing" and state.winners == [ann, bob]
    won = "Heretic Legion (Ann) & Trench Pilgrims (Bob) win together"
    assert won in panel.notice.text(), panel.notice.text()
    assert "all allied (C9)" in panel.notice.text()
    assert panel.heading.text() == "Game over"
    assert "Winner" in panel.rows[ann].notes.text() and "Winner" in panel.rows[bob].notes.text()
    assert "Winner" not in panel.rows[cy].notes.text()
    lines = [window.log_panel.item(i).text() for i in range(window.log_panel.count())]
    assert any(won in line and "allied with each other (C9)" in line for line in lines)
    player.undo()
    assert not state.result and not state.player(cy).fled
    # the alliance broken first: Cy's flight leaves two opponents, the game goes on ...
    player.choose(panel.rows[bob].alliance_button, "Break alliance with Heretic Legion")
    assert not state.allied(ann, bob)
    with player.answering("Yes"):
        player.press("Flee", within=panel.rows[cy])
    assert state.player(cy).fled and not state.result
    # ... until the two left make an alliance: then nobody opposes them
    player.choose(panel.rows[ann].alliance_button, "Propose to Trench Pilgrims")
    player.press("Accept", within=panel.rows[bob])
    assert state.result == "allies-standing" and state.winners == [ann, bob]


def test_c9_no_allies_victory_in_mordheim_m9(qtbot, monkeypatch):
    """Mordheim plays on until one warband is left (M9): the player whose turn it is offers
    an alliance, it is accepted, and the third warband routs from its row's Rout button; the
    two allies left alone on the table have not won."""
    from app.game.saves import load_game
    from app.paths import demo_game_path
    from guikit import open_window

    window = open_window(qtbot, load_game(demo_game_path()))
    player = Player(qtbot, window, monkeypatch)
    state = window.controller.state
    panel = window.panel
    player.click(panel.order_button)  # M5: the order of play
    assert state.turn.phase == "player-turn"
    me = state.turn.current_player
    friend, third = [p.id for p in state.players if p.id != me][:2]
    player.choose(panel.rows[me].alliance_button,
                  f"Propose to {state.player(friend).warband}")
    player.press("Accept", within=panel.rows[friend])
    assert state.allied(me, friend)
    with player.answering("Yes"):
        player.press("Rout", within=panel.rows[third])
    assert state.player(third).fled
    assert len(state.players) == 3 and state.players_in_game
    assert state.result == "" and state.winner is None
    assert panel.heading.text() != "Game over"


# -- S5: tooltips that follow the game -----------------------------------------------------------
def contested_ground(player, window, tmp_path):
    """File ▸ New game: Contested Ground for Ann and Bob, squads in a row 2.4 in apart and the
    officer beyond (S2), set up from the tray; turn 1 dealt."""
    from test_rules_in_play_17 import NAMES, WARBANDS, roster_file

    rosters = [roster_file(tmp_path, n) for n in WARBANDS[:2]]
    player.new_game("trench-crusade", "contested-ground",
                    [{"name": who, "roster": r} for who, r in zip(NAMES, rosters)])
    state = window.controller.state
    panel = window.setup_panel
    player.click(panel.action)
    xs = [10.0, 12.4, 14.8, 19.0]
    spots = {p.id: iter([(x, 3.0 if p.edge == "top" else 45.0) for x in xs])
             for p in state.players}
    while panel.tray_payloads():
        payload = panel.tray_payloads()[0]
        mid = payload.partition(":")[2]
        assert player.drag_from_tray(payload, next(spots[state.model(mid).player]))
    while state.turn.phase == "setup":
        player.click(panel.action)
    return state


def test_s5_a_shown_tooltip_follows_cover_when_the_game_changes_under_the_pointer(
        qtbot, window, monkeypatch, tmp_path):
    """S5 is a unit's: Trooper 1 dragged to within 3 in of the Centre objective gives its
    squad cover. With the pointer resting on Trooper 2 and its tooltip on screen, Redo (the
    move across the line again) and Undo (back out) change the tooltip shown at once."""
    player = Player(qtbot, window, monkeypatch)
    state = contested_ground(player, window, tmp_path)
    t1, t2 = [m for m in state.models if m.name.startswith("Trooper")][:2]
    r = 25 / 25.4 / 2
    player.drag_model(t1.id, (24.0, 24.0 - 3.0 + 0.05 - r))
    item = window.scene.model_items[t2.id]
    assert "Cover +3 from Centre objective" in item.toolTip()
    player.undo()
    shown = player.hover(t2.x_in, t2.y_in)
    assert shown.startswith("Trooper 2") and "Cover" not in shown
    player.redo()  # Ctrl+Shift+Z: Trooper 1 back within 3 in, the pointer still on Trooper 2
    from PySide6.QtWidgets import QToolTip

    assert QToolTip.isVisible()
    assert "Has Cover +3 from Centre objective (a model within 3 in, S5)" in QToolTip.text()
    player.undo()
    assert QToolTip.isVisible() and "Cover" not in QToolTip.text()
    QToolTip.hideText()
