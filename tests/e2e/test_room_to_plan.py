"""Issue 33, room to plan: in every phase the board gets at least 60 % of the window's width
at a laptop's 1366x768 and a club PC's 1920x1080 (the set-up, the tools and the turn panel
are tabs of one column of docks), and a 25 mm base, the smallest of the rosters, is drawn at
least 10 pixels across when the table is fitted. Driven through File > New game and the
set-up dock's buttons."""

from __future__ import annotations

import pytest
from app.i18n import translate
from app.paths import card_demo_game_path, demo_game_path
from app.ui.actions import ActionId, plain_text
from app.rules.table import mm_to_in
from test_club_night import SIZES, roster_file


def _room(win) -> tuple[float, float]:
    """The board's share of the window's width, and a 25 mm base's width in pixels."""
    view = win.view
    view.fit_to_window()
    return view.viewport().width() / win.width(), mm_to_in(25) * view.px_per_in


@pytest.mark.parametrize("size", SIZES)
def test_the_board_has_room_to_plan_in_set_up_and_in_play(club_pc, tmp_path, size):
    player = club_pc(size)
    rosters = [roster_file(tmp_path, "mordheim", name, [("Warrior", 25, "", 2, 25)])
               for name in ("Clan Eshin", "Reiklanders", "Witch Hunters")]
    wizard = player.new_game("mordheim", "treasure-hunt", [
        {"name": who, "roster": r, "rating": 100 + k}
        for k, (who, r) in enumerate(zip(("Ann", "Bob", "Cy"), rosters))])
    assert not wizard.isVisible()
    win = player.window
    assert win.setup_dock.isVisible()
    share, base_px = _room(win)
    assert share >= 0.6 and base_px >= 10, (share, base_px)  # set-up: the tray is a tab
    player.menu("File", "Open demo", "Trench Crusade All-Out War")  # in play, 48 x 48 in
    share, base_px = _room(win)
    assert share >= 0.6 and base_px >= 10, (share, base_px)


@pytest.mark.parametrize("lang", ["de", "fr"])
@pytest.mark.parametrize("size", SIZES)
def test_the_board_keeps_its_room_in_german_and_french(club_pc, qapp, qtbot, size, lang):
    """The players' language makes the panels' texts longer (the race table's headings in
    German): the column of docks still starts as narrow as its panels' least width, and the
    board keeps 60 % of the window (the Mordheim demo in set-up, Exposure on)."""
    from app.ui.translations import install_translations, remove_translations

    assert install_translations(qapp, lang) == lang
    try:
        player = club_pc(size)
        win = player.window
        win.files.open_bundled(demo_game_path())  # the menus read the language now
        qtbot.waitUntil(lambda: win.controller.state.system == "mordheim")
        player.menu(plain_text(translate("Menus", "&View")), plain_text(ActionId.EXPOSURE.text))
        qtbot.waitUntil(lambda: win.planning.legend.isVisible())
        share, base_px = _room(win)
        assert share >= 0.6 and base_px >= 10, (lang, size, share, base_px)
        legend = win.planning.legend
        assert legend.title.height() >= legend.title.heightForWidth(legend.title.width())
        win.files.open_bundled(card_demo_game_path())  # Threat and Command side by side
        qtbot.waitUntil(lambda: win.controller.state.system != "mordheim")
        share, base_px = _room(win)
        assert share >= 0.6 and base_px >= 10, (lang, size, share, base_px)
    finally:
        remove_translations(qapp)
