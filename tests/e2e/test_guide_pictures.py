"""The player's guide's pictures (resources/guide/images/), drawn by driving the app through
its menus at a laptop's 1366x768. With TABLE_MARSHAL_GUIDE_PICTURES=1 the test draws them
again into resources/guide/images/; otherwise it checks that each committed picture exists
and that a guide page shows it, and that no page shows a picture that is missing."""

from __future__ import annotations

import os
import re
from pathlib import Path

from app.ui.guide import guide_folder

IMAGES = guide_folder() / "images"
PICTURES = ("guide-main-window", "guide-new-game", "guide-mordheim-turn", "guide-sight",
            "guide-table-screen", "guide-all-out-war", "guide-planning")


def still_grab(qtbot, widget, path: Path) -> None:
    """Save ``widget`` once two grabs in a row are alike (Qt has laid it out)."""
    frames = []

    def still() -> bool:
        frames.append(widget.grab().toImage())
        return len(frames) > 1 and frames[-1] == frames[-2]

    qtbot.waitUntil(still)
    assert widget.grab().save(str(path))


def referenced() -> set[str]:
    names = set()
    for page in guide_folder().glob("*.md"):
        names |= set(re.findall(r"images/([\w-]+)\.png", page.read_text(encoding="utf-8")))
    return names


def test_every_picture_exists_and_a_page_shows_it():
    for name in PICTURES:
        assert (IMAGES / f"{name}.png").is_file(), name
    assert set(PICTURES) <= referenced()
    assert referenced() <= {p.stem for p in IMAGES.glob("*.png")}


def test_draw_the_pictures(club_pc, qtbot):
    """Each state reached through the menus, as a player does (runs always; saves only when
    TABLE_MARSHAL_GUIDE_PICTURES=1)."""
    from PySide6.QtCore import Qt

    save = os.environ.get("TABLE_MARSHAL_GUIDE_PICTURES") == "1"
    player = club_pc((1366, 768))
    win = player.window

    def shot(name, widget=None):
        if save:
            IMAGES.mkdir(parents=True, exist_ok=True)
            still_grab(qtbot, widget or win, IMAGES / f"{name}.png")

    player.menu("File", "Open demo", "Card skirmish")
    shot("guide-main-window")
    model = next(iter(win.scene.model_items))
    player.click_model(model)
    player.menu("Tools", "Sight")
    shot("guide-sight")
    player.menu("File", "Open demo", "Trench Crusade All-Out War")
    shot("guide-all-out-war")
    player.menu("File", "Open demo", "Mordheim Treasure Hunt")
    shot("guide-mordheim-turn")
    player.key(Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: player.action("View", "Table screen").isChecked())
    screen = win.table_screen.screen
    screen.showNormal()
    screen.resize(1366, 768)
    shot("guide-table-screen", screen)
    player.key(Qt.Key.Key_F11)
    wizard = player.menu("File", "New game")
    assert wizard is not None
    player.see(wizard)
    wizard.resize(1366, 768)
    shot("guide-new-game", wizard)
    wizard.close()


def roster(folder: Path, warband: str, move_in: float) -> Path:
    """A saved Trench Crusade roster of two 25 mm Troopers with Movement ``move_in`` (R1)."""
    from app.game.rosters import Roster, RosterEntry, save_roster
    from app.rules.bases import Base

    path = folder / f"{warband}.json"
    save_roster(Roster(warband, system="trench-crusade", warband=warband, models=[
        RosterEntry("Trooper", Base.round(25), "squad", 2, 15, move_in=move_in,
                    move_type="infantry")]), path)
    return path


QUARTERS = {"Ann": ("Top-left quarter", (4.0, 4.0)), "Bob": ("Bottom-left quarter", (4.0, 44.0)),
            "Cy": ("Top-right quarter", (38.0, 4.0)), "Di": ("Bottom-right quarter", (38.0, 44.0))}
"""Each player's agreed quarter and where their row of models starts."""


def test_draw_the_planning_picture(club_pc, qtbot, tmp_path):
    """The planning page's picture (issue 33): a Brothers-in-Arms set up through File > New
    game, each player's agreed quarter picked in the Set-up tab, three pieces from the
    Terrain palette, every warband but the last deployed from the tray (and one model of the
    last), View > Exposure, the Race tab and the last player's model selected (its reach
    rings)."""
    save = os.environ.get("TABLE_MARSHAL_GUIDE_PICTURES") == "1"
    player = club_pc((1366, 768))
    win = player.window
    movement = {"Ann": 6.0, "Bob": 5.0, "Cy": 6.0, "Di": 4.0}
    player.new_game("trench-crusade", "brothers-in-arms", [
        {"name": who, "roster": roster(tmp_path, f"{who}'s band", move)}
        for who, move in movement.items()], table=(48, 48))
    state = win.controller.state
    player.click(win.setup_panel.action)  # C4: the set-up draw
    box = win.setup_panel.agreed
    for who, (quarter, _start) in QUARTERS.items():
        player.select(box.players, who)
        player.select(box.zones, quarter)
    qtbot.waitUntil(lambda: all(p.agreed_zone for p in state.players))
    player.show_tab("Terrain")
    for piece, at in (("Building 6 x 6", (24.0, 14.0)), ("Ruin 6 x 8", (15.0, 30.0)),
                      ("Wall 12 in", (33.0, 33.0))):
        assert player.drag_from_palette(piece, at)
    player.show_tab("Set-up")
    last = state.setup_order[-1]
    placed = {who: 0 for who in QUARTERS}
    panel = win.setup_panel
    while panel.tray_payloads():
        payload = panel.tray_payloads()[0]
        model = state.model(payload.partition(":")[2])
        who = state.player(model.player).name
        if model.player == last and placed[who]:
            break
        x, y = QUARTERS[who][1]
        if model.player == last:  # towards the centre: its rings on the open table
            x, y = (x + 6.0 if x < 24 else x - 6.0), (y + 6.0 if y < 24 else y - 6.0)
        assert player.drag_from_tray(payload, (x + 3.0 * placed[who], y)), panel.verdict.text()
        placed[who] += 1
    player.menu("View", "Exposure")
    layer = win.scene.exposure
    qtbot.waitUntil(lambda: layer.map is not None and win.planning.legend.isVisible())
    player.show_tab("Race")
    table = win.planning.race_table
    qtbot.waitUntil(lambda: table.isVisible()
                    and table.table.rowCount() == len(state.objectives))
    mine = next(m for m in state.models if m.player == last and m.on_table)
    player.click_model(mine.id)
    qtbot.waitUntil(lambda: win.scene.reach.rings_item is not None)
    shot = IMAGES / "guide-planning.png"
    if save:
        still_grab(qtbot, win, shot)
