"""Issue 33, exposure while setting up (R4, T3) and the race to the objectives (R5), through
the player's entry points: a four-player Brothers-in-Arms made with File > New game (teams
of two, no set-up zones in its sources: each enemy warband looks from its models on the
table), every warband but the last deployed from the tray, a wall put down from the Terrain
palette; View > Exposure by its text, the tool bar's toggle and X; the shade behind the wall
and in the open as the rules say (point by point, :func:`app.rules.exposure.point_exposed`);
the wall moved by a real drag and the shading following it; the legend's words; another
player chosen in the legend's list (allies and team-mates never counted); the seen marks and
the Race tab as :func:`app.game.planning.plan_document` gives them; the race on the exported
sheet (File > Export board, PDF); the table screen shows the shading (same scene)."""

from __future__ import annotations

import os
from pathlib import Path

import pypdf
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsView, QToolBar

from app.game.exposure_map import NONE, source_of
from app.game.planning import plan_document
from app.rules.exposure import point_exposed
from app.rules.sight import Sight

SIZES = [pytest.param((1366, 768), id="1366x768"), pytest.param((1920, 1080), id="1920x1080")]
BEHIND = (24.5, 21.4)
"""Just behind the 12 in wall put down at (24, 20), off the grid lines: hidden from the
models along the top."""
OPEN = (24.5, 10.5)
"""Between the wall and the models: every enemy warband sees it."""


def roster(folder: Path, warband: str, move_in: float | None) -> Path:
    """A saved roster of two 25 mm Troopers, Movement ``move_in`` (None: not known, R1)."""
    from app.game.rosters import Roster, RosterEntry, save_roster
    from app.rules.bases import Base

    path = folder / f"{warband}.json"
    save_roster(Roster(warband, system="trench-crusade", warband=warband, models=[
        RosterEntry("Trooper", Base.round(25), "squad", 2, 15, move_in=move_in,
                    move_type="infantry" if move_in is not None else "")]), path)
    return path


def brothers_in_arms(player, tmp_path):  # noqa: ANN001, ANN201 - (window, state)
    """File > New game: Brothers-in-Arms, Ann and Bob against Cy and Di; Di's roster has no
    Movement. The set-up draw, then every warband but the last in the set-up order deploys
    along the top edge (y = 3 in)."""
    movement = {"Ann": 6.0, "Bob": 5.0, "Cy": 6.0, "Di": None}
    player.new_game("trench-crusade", "brothers-in-arms", [
        {"name": who, "roster": roster(tmp_path, f"{who}'s band", move)}
        for who, move in movement.items()], table=(48, 48))
    win = player.window
    state = win.controller.state
    assert state.alliances == [frozenset({"ann", "bob"}), frozenset({"cy", "di"})]
    player.click(win.setup_panel.action)  # C4: the set-up draw
    last = state.setup_order[-1]
    spots = iter([(6 + 3.0 * k, 3.0) for k in range(14)])
    panel = win.setup_panel
    while True:
        payloads = [p for p in panel.tray_payloads()
                    if state.model(p.partition(":")[2]).player != last]
        if not payloads:
            break
        assert player.drag_from_tray(payloads[0], next(spots)), panel.verdict.text()
    player.show_tab("Terrain")
    assert player.drag_from_palette("Wall 12 in", (24, 20))
    return win, state


def rules_level(state, pid, point) -> int:  # noqa: ANN001
    """R4 by the rules, point by point: the enemy warbands of ``pid`` that see ``point``."""
    sight = Sight(state.terrain)
    count = 0
    for p in state.players:
        if p.id == pid or not state.is_enemy(pid, p.id):
            continue
        kind, source = source_of(state, p.id)
        if kind != NONE and point_exposed(point, source, sight, state.table):
            count += 1
    return count


def pixel(win, player, point):  # noqa: ANN001, ANN201 - QColor
    image = win.view.viewport().grab().toImage()
    return image.pixelColor(player.px(*point))


@pytest.mark.parametrize("size", SIZES)
def test_exposure_shades_the_table_for_whoever_sets_up_and_follows_the_terrain(
        club_pc, tmp_path, size):
    player = club_pc(size)
    win, state = brothers_in_arms(player, tmp_path)
    layer = win.scene.exposure
    now = state.setup_order[-1]  # the one warband left in the tray sets up now
    me = state.player(now)

    # View > Exposure, by its text
    action = player.action("View", "Exposure")
    assert action.isCheckable() and not action.isChecked()
    player.menu("View", "Exposure")
    assert action.isChecked() and layer.shown
    player.wait(lambda: layer.map is not None and win.planning.legend.isVisible())
    assert layer.item is not None and layer.item.isVisible()
    assert layer.item.zValue() < min(i.zValue() for i in win.scene.model_items.values())
    assert layer.player == now

    # R4: behind the wall nobody sees; in the open both enemy warbands do (team-mates never)
    assert rules_level(state, now, BEHIND) == 0 and rules_level(state, now, OPEN) == 2
    assert layer.level_at(*BEHIND) == 0 and layer.level_at(*OPEN) == 2
    assert pixel(win, player, BEHIND) != pixel(win, player, OPEN)

    # the legend names the player and says what each shade means, and who is counted
    text = win.planning.legend.text()
    assert f"{me.name}, who sets up now" in text
    box = win.planning.legend.chooser  # read whole, not cut, at 1366x768 too
    assert box.fontMetrics().horizontalAdvance(box.currentText()) < box.width() - 16
    for words in ("Safe: no enemy warband sees it", "Seen by 1 enemy warband",
                  "Seen by 2 enemy warbands", "Seen now by enemy models on the table"):
        assert words in text, text
    enemies = [p for p in state.players if state.is_enemy(now, p.id)]
    mate = next(p for p in state.players if p.id != now and not state.is_enemy(now, p.id))
    for p in enemies:
        assert f"{p.name}: from its 2 models on the table (no set-up zone)" in text
    assert f"{mate.name}:" not in text  # a team-mate is never counted (R4)
    legend = win.planning.legend
    tall = legend.height()
    player.click(legend.fold)  # folded away: the title and the list only
    assert legend.height() < tall / 2 and not legend.enemies.isVisible()
    assert legend.chooser.isVisible()
    player.click(legend.fold)
    assert legend.height() == tall and legend.enemies.isVisible()

    # the wall moved by a real drag: the shading follows it
    wall = state.terrain[-1].id
    before = layer.updates
    player.drag(player.piece_at(wall), (24, 34))
    assert state.piece(wall).y_in == pytest.approx(34, abs=0.1)  # to the pixel
    player.wait(lambda: layer.updates > before)
    assert layer.level_at(*BEHIND) == rules_level(state, now, BEHIND) == 2
    assert layer.level_at(24, 35) == rules_level(state, now, (24, 35)) == 0
    assert pixel(win, player, BEHIND) == pixel(win, player, OPEN)

    folder = os.environ.get("TABLE_MARSHAL_SHOTS")
    if folder:
        win.grab().save(str(Path(folder) / f"exposure-{size[0]}x{size[1]}.png"))

    # another player chosen in the legend's list: an enemy with models on the table
    other = enemies[0]
    box = win.planning.legend.chooser
    player.see(box)
    box.setFocus()
    while box.currentData() != other.id:
        player.qtbot.keyClick(box, Qt.Key.Key_Down)
    player.wait(lambda: layer.map is not None and layer.map.player == other.id)
    player.wait(lambda: f"{other.name}:" not in win.planning.legend.text())
    assert box.currentText().startswith(other.name)
    assert layer.level_at(*OPEN) == rules_level(state, other.id, OPEN)
    doc = plan_document(state, other.id)
    seen = {m["id"]: m["seen_by"] for m in doc["models"] if m["seen_by"]}
    player.wait(lambda: layer.map.seen == seen)
    assert seen and layer.marks is not None and layer.marks.count == len(seen)
    assert f"on the table ({len(seen)})" in win.planning.legend.text()

    # the tool bar's toggle turns it off, X on again
    button = win.findChild(QToolBar, "mainToolbar").widgetForAction(action)
    player.click(button)
    assert not action.isChecked() and not layer.item.isVisible()
    assert not win.planning.legend.isVisible()
    player.key(Qt.Key.Key_X)
    assert action.isChecked()
    player.wait(lambda: layer.item.isVisible())


def test_race_table_and_sheet_give_the_plan_documents_numbers(club_pc, tmp_path):
    player = club_pc((1366, 768))
    win, state = brothers_in_arms(player, tmp_path)
    layer = win.scene.exposure
    table = win.planning.race_table

    def race_shown() -> bool:  # the Race tab clicked (again, if the Set-up tab came back)
        if not table.isVisible():
            player.show_tab("Race")
        return layer.updates > 0 and table.table.rowCount() == len(state.objectives)

    player.wait(race_shown)
    assert table.table.isVisible()
    table.show_race(state, [])  # a game with no objectives: the note, no empty grid
    assert not table.table.isVisible() and "no objectives" in table.note.text()
    table.show_race(state, plan_document(state, state.setup_order[-1])["objectives"])
    assert table.table.isVisible()
    doc = plan_document(state, state.setup_order[-1])
    names = {p.id: p.name for p in state.players}
    seen_numbers = False
    for row in doc["objectives"]:
        name = next(o.name for o in state.objectives if o.id == row["id"])
        for pid, turns in row["turns"].items():
            cell = table.cell(name, names[pid])
            if pid == "di":  # R1: no known Movement: said, not a number
                assert turns is None and cell == "?"
            elif turns is None:
                assert cell == "\u2014"
            else:
                seen_numbers = True
                assert cell == str(turns)
    assert seen_numbers
    assert "Ann" not in table.note.text()
    folder = os.environ.get("TABLE_MARSHAL_SHOTS")
    if folder:
        player.show_tab("Race")
        win.grab().save(str(Path(folder) / "race-1366x768.png"))
    assert "no model of Di has a known Movement" in table.note.text()

    # the race follows the terrain: a building put down on the way
    player.show_tab("Terrain")
    before = layer.updates
    assert player.drag_from_palette("Building 10 x 8", (12, 12))  # on an objective's way
    player.show_tab("Race")
    player.wait(lambda: race_shown() and layer.updates > before)
    doc = plan_document(state, state.setup_order[-1])
    for row in doc["objectives"]:
        name = next(o.name for o in state.objectives if o.id == row["id"])
        turns = row["turns"]["ann"]
        assert table.cell(name, "Ann") == ("\u2014" if turns is None else str(turns))

    # File > Export board: the sheet carries the race
    from app.ui.panel.race_table import race_lines

    path = tmp_path / "board.pdf"
    with player.choosing_file(path, "PDF (*.pdf)"):
        player.menu("File", "Export board")
    text = " ".join(" ".join(p.extract_text().split()) for p in pypdf.PdfReader(str(path)).pages)
    assert "Race to the objectives (R5): turns needed" in text
    for line in race_lines(state, doc["objectives"])[:2]:
        assert line.split(";")[0].split(",")[0] in text  # "Centre: Ann 2" begins the line


def test_the_table_screen_shows_the_shading(club_pc, tmp_path):
    player = club_pc((1366, 768))
    win, state = brothers_in_arms(player, tmp_path)
    player.menu("View", "Exposure")
    layer = win.scene.exposure
    player.wait(lambda: layer.item is not None and layer.item.isVisible())
    player.menu("View", "Table screen")
    screen = win.table_screen.screen
    player.wait(lambda: screen is not None and screen.isVisible())
    view = screen.findChild(QGraphicsView)
    assert view.scene() is win.scene and layer.item.scene() is win.scene
    # trial 5: the banner says whose shading it is and what it means
    name = state.player(layer.map.player).name
    said = [t for t in screen.banner.texts() if t.startswith("Exposure for")]
    assert said and name in said[0] and "clear = safe" in said[0], screen.banner.texts()
    player.menu("View", "Exposure")  # off: the banner says no more of it
    player.wait(lambda: not any(t.startswith("Exposure for") for t in screen.banner.texts()))
    player.menu("View", "Table screen")
