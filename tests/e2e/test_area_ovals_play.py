"""G4 in the scenario set-up areas (M4), through ``python -m app check`` and the board: a
defender's oval base whose farthest point is exactly 6.000 in from the Ambush centre or the
Wizard's Mansion is within the area, one 0.001 in farther is not, at an odd facing."""

import json
import math
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from playkit import Player

ROOT = Path(__file__).resolve().parents[2]
A = 60 / 25.4 / 2  # the oval's semi-axes, inches
B = 35 / 25.4 / 2
FACING = 37.0


def fv(deg):
    r = math.radians(deg)
    return math.cos(r), -math.sin(r)


def spots(scenario_id, side=1):
    """``(exactly 6 in, 0.001 in beyond)`` centres for the defender's oval at 37 degrees:
    Ambush on the ray from the centre along the oval's major axis; the Mansion beyond its
    right wall (10 x 8 in building at the centre), where the reach along x is the support.
    ``side=-1``: the same on the other side (the ray the other way, the left wall)."""
    ux, uy = fv(FACING)
    if scenario_id == "ambush":
        return [(36 + side * (6 - A + e) * ux, 24 + side * (6 - A + e) * uy)
                for e in (0.0, 0.001)]
    reach_x = math.hypot(A * ux, B * uy)
    return [(36 + side * (5 + 6 + e - reach_x), 25.3) for e in (0.0, 0.001)]


def defender_game(scenario_id):
    from app.game.newgame import PlayerSetup, new_game
    from app.game.rosters import Roster, RosterEntry
    from app.game.scenarios import bundled_scenarios
    from app.rules.bases import Base
    from app.rules.rng import GameRng

    scenario = next(s for s in bundled_scenarios() if s.id == scenario_id)
    roster = Roster("W", models=[RosterEntry("Ogre", Base("oval", length_mm=60, width_mm=35),
                                             "", 3, 30)])
    state = new_game(scenario, [PlayerSetup(n, roster=roster, rating=r)
                                for n, r in (("Ann", 300), ("Bob", 100), ("Cy", 120))],
                     rng=GameRng(seed=5))
    for m in state.models:
        m.facing_deg = FACING
    return state


AREAS = [pytest.param("ambush", "the table centre", id="ambush-centre"),
         pytest.param("the-wizards-mansion", "the wizard's mansion", id="mansion-building")]


@pytest.mark.parametrize("scenario_id,area", AREAS)
def test_check_judges_an_oval_exactly_6_in_from_the_defender_area_as_within(tmp_path,
                                                                            scenario_id, area):
    from app.game.commands import ChooseDefender
    from app.game.saves import save_game

    state = defender_game(scenario_id)
    ChooseDefender().apply(state)
    assert state.defender == "ann"
    exact, _ = spots(scenario_id)
    _, beyond = spots(scenario_id, side=-1)
    for mid, (x, y) in (("ann-1", exact), ("ann-2", beyond)):
        m = state.model(mid)
        m.x_in, m.y_in, m.status = x, y, "active"
    path = tmp_path / "area.json"
    save_game(state, path)
    run = subprocess.run([sys.executable, "-m", "app", "check", str(path)], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    verdicts = {m["id"]: m for m in json.loads(run.stdout)["models"]}
    assert verdicts["ann-1"]["legal"], verdicts["ann-1"]
    assert verdicts["ann-1"]["violations"] == []
    out = [v for v in verdicts["ann-2"]["violations"] if v["rule"] == "M4"]
    assert not verdicts["ann-2"]["legal"] and len(out) == 1
    assert out[0]["distance_in"] == pytest.approx(6.001, abs=1e-6)
    assert area in out[0]["reason"].lower()


class ExactPlayer(Player):
    """The player's hand to a fraction of a pixel: table points map to the fractional
    viewport positions the view's transform gives them (drops land to float precision)."""

    fine = False

    def px(self, x_in, y_in):
        if not self.fine:
            return super().px(x_in, y_in)
        return self.window.view.viewportTransform().map(QPointF(x_in, y_in))

    def drop_exactly(self, payload, to):
        self.fine = True
        try:
            return self.drag_from_tray(payload, to)
        finally:
            self.fine = False

    def exact_drag(self, start, end):
        vp = self.viewport
        left = Qt.MouseButton.LeftButton
        for kind, at, buttons in ((QEvent.Type.MouseButtonPress, start, left),
                                  (QEvent.Type.MouseMove, end, left),
                                  (QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)):
            p = self.window.view.viewportTransform().map(QPointF(*at))
            QApplication.sendEvent(vp, QMouseEvent(kind, p, vp.mapToGlobal(p), left, buttons,
                                                   Qt.KeyboardModifier.NoModifier))


@pytest.mark.parametrize("scenario_id,area", AREAS)
def test_board_takes_an_oval_exactly_6_in_from_the_area_and_refuses_a_hair_beyond(
        window, qtbot, monkeypatch, tmp_path, scenario_id, area):
    from app.game.saves import save_game

    path = tmp_path / f"{scenario_id}.json"
    save_game(defender_game(scenario_id), path)
    player = ExactPlayer(qtbot, window, monkeypatch)
    with player.choosing_file(path):
        player.menu("File", "Open game")
    state = window.controller.state
    panel = window.setup_panel
    assert panel.action.text() == "Choose the defender (M2)"
    player.click(panel.action)
    assert state.defender == "ann"
    assert panel.action.text() == "Roll the set-up order (M3)"
    player.click(panel.action)  # the defender first, then the attackers by dice (M3)
    assert state.setup_order[0] == "ann"
    for letter in "AD":  # the attackers' segments (M4)
        player.click_segment(letter)
    exact, beyond = spots(scenario_id)
    # from the tray: 0.001 in beyond is refused with the area named, exactly 6 in is taken
    assert not player.drop_exactly("model:ann-1", beyond)
    assert not state.model("ann-1").on_table
    assert area in panel.verdict.text().lower() and "6.00" in panel.verdict.text()
    assert player.drop_exactly("model:ann-1", exact), panel.verdict.text()
    assert (state.model("ann-1").x_in, state.model("ann-1").y_in) == pytest.approx(exact,
                                                                                   abs=1e-9)
    assert window.controller.verdict("ann-1").legal
    assert window.scene.model_items["ann-1"].feedback_state != "illegal"
    # on the board, on the other side: dragged 0.001 in out it stays where it was (the
    # status bar says why); dragged exactly 6 in out it goes there
    centre = (36.0, 24.0)
    assert player.drop_exactly("model:ann-2", centre)  # to the fraction of a pixel
    exact, beyond = spots(scenario_id, side=-1)
    player.exact_drag(centre, beyond)
    assert (state.model("ann-2").x_in, state.model("ann-2").y_in) == pytest.approx(centre)
    assert area in window.statusBar().currentMessage().lower()
    player.exact_drag(centre, exact)
    assert (state.model("ann-2").x_in, state.model("ann-2").y_in) == pytest.approx(exact,
                                                                                   abs=1e-9)
    assert window.controller.verdict("ann-2").legal
