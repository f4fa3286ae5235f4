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
            "guide-table-screen", "guide-all-out-war")


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
