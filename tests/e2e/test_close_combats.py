"""M8 through the board and the Dice and draws tab: a model engaged with models of two other
warbands gets the crossed-swords mark, its tooltip and (selected) the status bar name the
players in whose close-combat phases it fights, and M7's random hit draws from its whole
close combat, worked out from base contact (true shapes, G3)."""

import math
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from playkit import Player

R = 25 / 25.4 / 2  # a 25 mm base's radius, inches
A = 60 / 25.4 / 2  # the oval's semi-major axis
HERE = (30.0, 30.0)  # where Bob's captain fights


def fv(deg):
    r = math.radians(deg)
    return math.cos(r), -math.sin(r)


def at(deg, reach):
    ux, uy = fv(deg)
    return HERE[0] + reach * ux, HERE[1] + reach * uy


@pytest.fixture
def fight(tmp_path):
    """The Mordheim demo in Bob's turn: his captain at (30, 30), Phil's Giant Rat touching it
    at 37 degrees; Devin's captain, on a 60 x 35 mm oval facing 200 degrees, still far off."""
    from app.game.saves import load_game, save_game
    from app.paths import demo_game_path
    from app.rules.bases import Base

    state = load_game(demo_game_path())
    state.turn.phase = "player-turn"
    state.turn.number = 1
    state.turn.current_player = "bob"
    state.model("bob-1").x_in, state.model("bob-1").y_in = HERE
    state.model("phil-14").x_in, state.model("phil-14").y_in = at(37, 2 * R)
    devin = state.model("devin-1")
    devin.base = Base("oval", length_mm=60, width_mm=35)
    devin.facing_deg = 200.0
    path = tmp_path / "fight.json"
    save_game(state, path)
    return path


def exact_drag(player, start, end):
    """Press, move and release at the fractional viewport positions of ``start`` and
    ``end`` (inches), so the drop lands on ``end`` to float precision."""
    vp = player.viewport
    to_vp = player.window.view.viewportTransform()
    left = Qt.MouseButton.LeftButton
    for kind, where, buttons in ((QEvent.Type.MouseButtonPress, start, left),
                                 (QEvent.Type.MouseMove, end, left),
                                 (QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)):
        p = to_vp.map(QPointF(*where))
        QApplication.sendEvent(vp, QMouseEvent(kind, p, vp.mapToGlobal(p), left, buttons,
                                               Qt.KeyboardModifier.NoModifier))


def test_m8_engaged_with_two_warbands_marked_named_and_m7_draws_from_the_combat(
        window, qtbot, monkeypatch, fight, tmp_path):
    player = Player(qtbot, window, monkeypatch)
    with player.choosing_file(fight):
        player.menu("File", "Open game")
    state = window.controller.state
    items = window.scene.model_items
    captain = items["bob-1"]
    # one opponent: in close combat, no mark
    assert not captain.engaged
    assert "In close combat with Phil's models (M8)" in captain.toolTip()
    assert "close-combat phases" not in captain.toolTip()
    # Devin's oval captain dragged until its major axis's end touches Bob's captain exactly
    exact_drag(player, player.model_at("devin-1"), at(200, A + R))
    assert (state.model("devin-1").x_in, state.model("devin-1").y_in) == pytest.approx(
        at(200, A + R), abs=1e-9)
    assert captain.engaged and captain.engaged_mark.isVisible()
    phases = ("Fights in the close-combat phases of Bob (its own), Devin and Phil (M8); in "
              "Devin's or Phil's turn it must attack that player's models")
    assert phases in captain.toolTip() and phases in captain.engaged_mark.toolTip()
    assert "In close combat with Devin's and Phil's models (M8)" in captain.toolTip()
    assert not items["phil-14"].engaged and not items["devin-1"].engaged
    assert "In close combat with Bob's models (M8)" in items["devin-1"].toolTip()
    player.click_model("bob-1")
    assert phases in window.statusBar().currentMessage()
    # what the player sees: the crossed swords at the captain's base
    shots = tmp_path / "m8.png"
    window.view.centerOn(QPointF(*HERE))
    window.view.grab().save(str(shots))
    # M7: shooting at the Giant Rat, its whole combat is ticked (Devin's captain does not
    # touch the rat, but it is in the same fight), and the hit lands among the three
    player.show_tab("Dice and draws")
    box = window.tools.hit_box
    player.see(box.target)
    box.target.setCurrentIndex(box.target.findData("phil-14"))
    assert sorted(box.chosen_fighting()) == ["bob-1", "devin-1"]
    player.click(box.hit_button)
    hit = state.log[-1]
    assert hit.kind == "hit" and "on a 1\u20133 roll" in hit.text
    for name in ("Giant Rat", "Witch Hunter Captain", "Mercenary Captain"):
        assert name in hit.text
    # undo the shot, then the drag: back to one opponent, no mark
    player.undo()
    player.undo()
    assert not captain.engaged and "Devin" not in captain.toolTip()
    assert "In close combat with Phil's models (M8)" in captain.toolTip()


def test_m8_a_model_0_001_in_short_of_contact_is_in_no_combat(window, qtbot, monkeypatch,
                                                              fight):
    player = Player(qtbot, window, monkeypatch)
    with player.choosing_file(fight):
        player.menu("File", "Open game")
    exact_drag(player, player.model_at("devin-1"), at(200, A + R + 0.001))
    captain = window.scene.model_items["bob-1"]
    assert not captain.engaged and "Devin" not in captain.toolTip()
    assert "In close combat" not in window.scene.model_items["devin-1"].toolTip()


def test_m8_check_names_the_combat_and_the_phases_of_an_engaged_model(fight, tmp_path):
    """``python -m app check``: the captain touching Phil's rat and Devin's oval captain
    (exactly, at odd angles) fights in three players' phases; a model 0.001 in short of
    contact is in no combat (no key)."""
    import json
    import subprocess
    import sys

    from app.game.saves import load_game, save_game

    state = load_game(fight)
    devin = state.model("devin-1")
    devin.x_in, devin.y_in = at(200, A + R)
    rat2 = state.model("phil-13")
    rat2.x_in, rat2.y_in = 10.0, 10.0
    state.model("bob-2").x_in, state.model("bob-2").y_in = 10.0 + 2 * R + 0.001, 10.0
    path = tmp_path / "combat.json"
    save_game(state, path)
    run = subprocess.run([sys.executable, "-m", "app", "check", str(path)],
                         cwd=Path(__file__).resolve().parents[2], capture_output=True,
                         text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    verdicts = {m["id"]: m for m in json.loads(run.stdout)["models"]}
    assert verdicts["bob-1"]["close_combat"] == {
        "fights": ["devin", "phil"], "phases": ["bob", "devin", "phil"],
        "combat": ["bob-1", "phil-14", "devin-1"]}
    assert verdicts["devin-1"]["close_combat"]["fights"] == ["bob"]
    assert "close_combat" not in verdicts["phil-13"] and "close_combat" not in verdicts["bob-2"]
