"""S3 Scout and Secure through what a player touches (tests/playkit.py): a Contested Ground
game started with units left in reserve, the set-up dock's button that spends a unit's cost
in Threat Points (S1; refused when too few), its first model dragged from the tray onto the
table touching its player's own edge (refused off it), the "cannot be targeted" mark on the
token until it has moved, the rest placed within 2 in of it; each step undone with Ctrl+Z."""

from __future__ import annotations

from app.game.rosters import Roster, RosterEntry, save_roster
from app.rules.bases import Base
from playkit import Player
from PySide6.QtCore import Qt

OVAL = Base("oval", length_mm=60.0, width_mm=35.0)
A, B = 60 / 25.4 / 2, 35 / 25.4 / 2  # the oval's semi-axes, inches


def roster_file(tmp_path, warband):
    path = tmp_path / f"{warband}.json"
    save_roster(Roster(warband, system="trench-crusade", warband=warband, models=[
        RosterEntry("Trooper", Base.round(25), "squad", 3, 15),
        RosterEntry("Officer", Base.round(40), "", 1, 40),
        RosterEntry("Beast", OVAL, "beasts", 2, 20)]), path)
    return path


def log_lines(window):
    return [window.log_panel.item(i).text() for i in range(window.log_panel.count())]


def reserve_game(player, tmp_path, threat=50):
    """File ▸ New game: Contested Ground, each player's squad dragged from the tray, then
    Start with the rest in reserve (the officer and the beasts wait in the tray)."""
    rosters = [roster_file(tmp_path, w) for w in ("Heretic Legion", "Trench Pilgrims")]
    player.new_game("trench-crusade", "contested-ground",
                    [{"name": n, "roster": r} for n, r in zip(("Ann", "Bob"), rosters)],
                    settings={"threat-points": threat})
    window = player.window
    state = window.controller.state
    panel = window.setup_panel
    player.click(panel.action)  # the roll-off for who deploys first
    for p in state.players:
        y = 3.0 if p.edge == "top" else 45.0
        for k in range(3):
            assert player.drag_from_tray(f"model:{p.id}-{k + 1}", (10 + 2.4 * k, y)), \
                panel.verdict.text()
    player.press("Start with the rest in reserve")
    assert state.turn.phase == "activation" and state.turn.number == 1
    return state


def test_s3_a_unit_brought_in_from_the_reserve_and_placed_by_the_rules(
        qtbot, window, monkeypatch, tmp_path):
    player = Player(qtbot, window, monkeypatch)
    state = reserve_game(player, tmp_path)
    panel = window.setup_panel
    ann = next(p for p in state.players if p.edge == "top")
    scout = panel.scout
    player.see(scout)
    # not brought in yet: the tray's drag says so and the drop is refused
    assert not player.drag_from_tray(f"model:{ann.id}-5", (30, B))
    assert "Bring beasts in first: spend its cost in Threat Points" in panel.verdict.text()
    assert state.model(f"{ann.id}-5").status == "unplaced"
    scout.units.setCurrentIndex(scout.units.findData(f"{ann.id}/beasts"))
    assert plain_text(scout.bring_in) == "Bring in beasts: spend 40 Threat Points (S3)"
    player.click(scout.bring_in)
    assert ann.threat_points == 10
    assert any(f"{ann.name} spends 40 Threat Points to bring in beasts by Scout and Secure "
               "(10 left" in line for line in log_lines(window))
    # S1: the officer costs 40; 10 Threat Points are too few, nothing is spent
    scout.units.setCurrentIndex(scout.units.findData(f"{ann.id}/{ann.id}-4"))
    player.click(scout.bring_in)
    assert ann.threat_points == 10
    assert window.statusBar().currentMessage() == \
        f"{ann.name} has 10 Threat Points; bringing in Officer costs 40 (S1, S3)"

    first, other = f"{ann.id}-5", f"{ann.id}-6"
    # 1 in from the edge: refused, the verdict says why
    assert not player.drag_from_tray(f"model:{first}", (30, B + 1.0))
    assert state.model(first).status == "unplaced"
    assert "Must touch the top table edge" in panel.verdict.text()
    # dropped a little short of it: it goes touching the edge exactly
    assert player.drag_from_tray(f"model:{first}", (30, B + 0.1)), panel.verdict.text()
    beast = state.model(first)
    assert abs(beast.y_in - B) < 1e-9
    item = window.scene.model_items[first]
    qtbot.waitUntil(lambda: item.untargetable)
    assert item.scout_mark.isVisible() and item.scout_mark.status == "untargetable"
    assert "Cannot be targeted" in item.toolTip()
    # S3: an enemy's shot at it (the Dice and draws tab's attack recorder) is refused
    player.show_tab("Dice and draws")
    attack = window.tools.attack_box
    enemy = next(m for m in state.models if m.player != ann.id and m.on_table)
    attack.by.setCurrentIndex(attack.by.findData(enemy.id))
    attack.target.setCurrentIndex(attack.target.findData(first))
    logged = len(state.log)
    player.click(attack.buttons["shoot"])
    assert len(state.log) == logged
    assert "cannot be targeted" in window.statusBar().currentMessage()
    assert "(S3)" in window.statusBar().currentMessage()
    player.show_tab("Turn")
    # the rest of the unit only once the first has moved
    assert not player.drag_from_tray(f"model:{other}", (34, 3))
    assert "must move once before the rest of its unit" in window.statusBar().currentMessage()
    player.drag_model(first, (30, 6))
    qtbot.waitUntil(lambda: not item.untargetable)
    assert not item.scout_mark.isVisible()
    player.key(Qt.Key.Key_Z, ctrl=True)  # undo the move: protected again
    qtbot.waitUntil(lambda: item.untargetable)
    assert abs(state.model(first).y_in - B) < 1e-9
    player.key(Qt.Key.Key_Z, ctrl=True, shift=True)  # redo
    qtbot.waitUntil(lambda: not item.untargetable)
    # the second beast: 3 in from the first is refused, 1 in is within 2 in
    x = state.model(first).x_in
    assert not player.drag_from_tray(f"model:{other}", (x + 2 * A + 3.0, 6))
    assert "Must be placed within 2 in of Beast 1" in panel.verdict.text()
    assert player.drag_from_tray(f"model:{other}", (x + 2 * A + 1.0, 6)), panel.verdict.text()
    assert state.model(other).on_table and state.scouts == {}
    player.key(Qt.Key.Key_Z, ctrl=True)
    assert state.model(other).status == "unplaced"


def test_s3_shift_places_a_first_model_off_the_edge_knowingly(
        qtbot, window, monkeypatch, tmp_path):
    player = Player(qtbot, window, monkeypatch)
    state = reserve_game(player, tmp_path)
    scout = window.setup_panel.scout
    bob = next(p for p in state.players if p.edge == "bottom")
    scout.units.setCurrentIndex(scout.units.findData(f"{bob.id}/{bob.id}-4"))
    player.click(scout.bring_in)
    assert bob.threat_points == 10
    assert player.drag_from_tray(f"model:{bob.id}-4", (20, 40), shift=True)
    # where it was dropped, to the board's pixel (5 in from the bottom edge, not touching it)
    assert abs(state.model(f"{bob.id}-4").y_in - 40) < 0.05
    assert any("S3" in line and "Must touch the bottom table edge" in line
               for line in log_lines(window))
    player.key(Qt.Key.Key_Z, ctrl=True)
    assert state.model(f"{bob.id}-4").status == "unplaced"


def plain_text(button):
    return button.text().replace("&", "")
