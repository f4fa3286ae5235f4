"""Whom the planning aids are for, through the player's entry points (issue 33, third newcomer
trial): View > Exposure by its text in a Mordheim game follows whose player turn it is (M5)
and never says a wrong "whose turn it is" at Game over; in a four-player Brothers-in-Arms
(players agree their zones: no segment) a model of a player clicked and Shift held shows the
charge reach of that player's enemies only (R4: team-mates never count) and says it in a
right plural; once every model is placed the legend says nobody sets up now; a real drag's
threats sentence names the warbands the shading counts, from the same sources (R4: a warband
with no zone from its models on the table), in one short line clear of the x/y readout, and
``python -m app plan`` on the game saved then names the same warbands."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from app import plan_cli
from app.game.exposure_map import NONE, enemy_sources
from app.game.threats import MAX_NAMED
from app.rules.exposure import point_exposed
from app.rules.sight import Sight
from test_exposure_plan import brothers_in_arms

SIZES = [pytest.param((1366, 768), id="1366x768"), pytest.param((1920, 1080), id="1920x1080")]


def test_mordheim_exposure_follows_whose_turn_it_is_and_says_no_one_at_game_over(club_pc):
    player = club_pc((1366, 768))
    win = player.window
    player.menu("File", "Open demo", "Mordheim Treasure Hunt")
    state = win.controller.state
    panel = win.panel
    player.show_tab("Turn")
    player.click(panel.order_button)  # M5: the order of play
    assert state.turn.phase == "player-turn"
    first = state.turn.current_player
    player.click(panel.end_turn_button)
    now = state.turn.current_player
    assert now != first
    player.menu("View", "Exposure")
    layer, legend = win.scene.exposure, win.planning.legend
    player.wait(lambda: layer.map is not None and legend.isVisible()
                and legend.chooser.currentText() == f"{state.player(now).name}, whose turn it is")
    assert layer.player == now and layer.map.player == now
    # the turn passes on: the shading and the words follow it
    player.click(panel.end_turn_button)
    after = state.turn.current_player
    said = f"{state.player(after).name}, whose turn it is"
    player.wait(lambda: layer.map is not None and layer.map.player == after
                and legend.chooser.currentText() == said)  # the legend once refreshed
    win.grab().save("/tmp/who-mordheim-turn-1366x768.png")
    # two warbands rout (M9): one is left, the game is over and it is nobody's turn
    for _ in range(2):
        due = state.turn.current_player
        with player.answering("Yes"):
            player.press("Rout", within=panel.rows[due])
    assert state.result
    player.wait(lambda: legend.chooser.itemText(0) == "No one: the game is over")
    text = legend.text()
    assert "whose turn it is" not in text and "who sets up now" not in text, text
    kept = layer.player
    assert kept is not None and layer.map.player == kept
    assert legend.chooser.currentData() == kept  # the list says whom the shading is for
    win.grab().save("/tmp/who-mordheim-over-1366x768.png")


@pytest.mark.parametrize("size", SIZES)
def test_brothers_in_arms_shift_shows_the_selected_players_enemies_only(club_pc, tmp_path,
                                                                       size):
    """No segment in Brothers-in-Arms: Shift with a model selected is for its player, never
    for a player waiting for a segment; the team-mate's models are never drawn as enemies."""
    player = club_pc(size)
    win, state = brothers_in_arms(player, tmp_path)
    placed = [m for m in state.models if m.on_table]
    order = state.setup_order  # drawn: preferably neither the first nor the one setting up

    def has_chargers(pid: str) -> bool:
        return any(m.move_in is not None and state.is_enemy(pid, m.player) for m in placed)

    me = next(pid for pid in order[1:-1] + order[:1] if has_chargers(pid))
    mine = next(m for m in placed if m.player == me)
    mate = next(p.id for p in state.players if p.id != me and not state.is_enemy(me, p.id))
    player.click_model(mine.id)
    player.qtbot.keyPress(player.viewport, Qt.Key.Key_Shift)  # held
    reach = win.scene.reach
    player.wait(lambda: reach.enemies_shown)
    assert reach.enemy_player == me
    enemies = [m for m in placed if m.move_in is not None and state.is_enemy(me, m.player)]
    assert enemies and all(m.player != mate for m in enemies)
    assert len(reach.enemy_item.reaches) == len(enemies)
    text = win.statusBar().currentMessage()
    name = state.player(me).name
    n = len(enemies)
    words = (f"Charge reach of {name}'s enemies: 1 model" if n == 1 else
             f"Charge reach of {name}'s enemies: {n} models")
    assert words in text, text
    win.grab().save(f"/tmp/who-shift-{size[0]}x{size[1]}.png")
    player.qtbot.keyRelease(player.viewport, Qt.Key.Key_Shift)
    player.wait(lambda: not reach.enemies_shown)


def test_the_legend_says_nobody_sets_up_once_every_model_is_placed(club_pc, tmp_path):
    player = club_pc((1366, 768))
    win, state = brothers_in_arms(player, tmp_path)
    player.menu("View", "Exposure")
    layer, legend = win.scene.exposure, win.planning.legend
    player.wait(lambda: layer.map is not None and legend.isVisible())
    last = state.setup_order[-1]
    assert legend.chooser.currentText() == f"{state.player(last).name}, who sets up now"
    panel = win.setup_panel
    spots = iter([(8 + 3.0 * k, 45.0) for k in range(8)])
    while panel.tray_payloads():
        assert player.drag_from_tray(panel.tray_payloads()[0], next(spots)), \
            panel.verdict.text()
    player.wait(lambda: legend.chooser.itemText(0)
                == "No one sets up now: every model is placed")
    assert "who sets up now" not in legend.text()
    assert layer.player == last and legend.chooser.currentData() == last
    win.grab().save("/tmp/who-all-placed-1366x768.png")


@pytest.mark.parametrize("size", SIZES)
def test_a_drag_names_the_warbands_the_shading_counts_in_one_short_sentence(club_pc, tmp_path,
                                                                            size, capsys):
    """Every warband deployed: Di's models carried to mid-table by a real drag; the sentence
    names each enemy warband that sees the spot from where the shading counts it (its zone,
    else its models on the table), the shading's level there is that many, at most two
    chargers are named, and the line fits left of the x/y readout."""
    player = club_pc(size)
    win, state = brothers_in_arms(player, tmp_path)
    panel = win.setup_panel
    spots = iter([(8 + 3.0 * k, 45.0) for k in range(8)])
    while panel.tray_payloads():
        assert player.drag_from_tray(panel.tray_payloads()[0], next(spots))
    carried = next(m for m in state.models if m.on_table and m.y_in > 40)
    me = carried.player
    player.menu("View", "Exposure")
    layer = win.scene.exposure
    player.wait(lambda: layer.map is not None and win.planning.legend.isVisible())
    player.select(win.planning.legend.chooser,
                  next(win.planning.legend.chooser.itemText(i)
                       for i in range(win.planning.legend.chooser.count())
                       if win.planning.legend.chooser.itemData(i) == me))
    player.wait(lambda: layer.map is not None and layer.map.player == me)
    spot = (20.5, 12.5)
    player.drag(player.model_at(carried.id), spot, release=False)
    text = win.statusBar().currentMessage()
    sight = Sight(state.terrain)
    seeing = []
    for view, source in enemy_sources(state, me):
        if view.source != NONE and point_exposed(spot, source, sight, state.table):
            seeing.append(state.player(view.player).name)
    assert seeing, "the spot is in the open"
    exposed = text.partition("exposed to ")[2].partition(";")[0]
    assert sorted(exposed.replace(" and ", ", ").split(", ")) == sorted(seeing), text
    assert layer.level_at(*spot) == len(seeing)
    for p in state.players:
        assert p.warband not in text.partition(": on the table")[2], text
    assert text.count(" (") <= MAX_NAMED + 1, text  # the verdict's own, and two odds
    bar = win.statusBar()
    room = bar.width() - win.status_line.position_label.width()
    assert bar.fontMetrics().horizontalAdvance(text) < room, text
    win.grab().save(f"/tmp/who-drag-{size[0]}x{size[1]}.png")
    player.qtbot.mouseRelease(player.viewport, Qt.MouseButton.LeftButton,
                              Qt.KeyboardModifier.NoModifier, player.px(*spot))

    # python -m app plan on the game saved with File > Save as: the same warbands (trial 7:
    # plan counted zones only, so a warband with none exposed nothing there)
    saved = tmp_path / "planned.json"
    with player.choosing_file(saved, "Table Marshal game (*.json)"):
        player.menu("File", "Save as")
    player.wait(saved.exists)
    capsys.readouterr()
    assert plan_cli.main([str(saved), me]) == 0
    doc = json.loads(capsys.readouterr().out)
    row = next(m for m in doc["models"] if m["id"] == carried.id)
    names = {p.id: p.name for p in state.players}
    assert sorted(names[pid] for pid in row["exposed_to"]) == sorted(seeing), row
