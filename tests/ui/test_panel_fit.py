"""The turn panel and the Dice and draws tab fit a 1366x768 laptop and a 1920x1080 screen
with four players (eight for The Looters): every button is wholly there, at least 12 pt
(ux.md), and the panels scroll vertically only, so nothing is cut off at the side. And the
panel never scrolls by itself under the pointer: a button stays where the player clicked it.
"""

import pytest
from PySide6.QtCore import Qt

from panelkit import SIZES, clipped_buttons, game_in_play, laid_out, open_from_menu, saved
from playkit import wheel_down

GAMES = [("alliance-and-betrayal", 4), ("treasure-hunt", 4), ("the-looters", 8)]


def click(qtbot, widget):
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def propose_to_all(panel):
    """The first player who may propose offers an alliance to all the others through their
    row's Alliance menu (M10), so every other row shows Accept / Refuse."""
    for pid in panel.ordered_player_ids():
        row = panel.rows[pid]
        wanted = [a for a in row.alliance_menu.actions() if a.text().startswith("Propose to all")]
        if wanted and row.alliance_button.isEnabled():
            wanted[0].trigger()
            return pid
    raise AssertionError("nobody may propose an alliance")


def fits(qtbot, window, dock):
    dock.raise_()
    qtbot.waitUntil(lambda: dock.widget().isVisible() and window.isVisible())
    qtbot.waitUntil(lambda: laid_out(window, dock))
    return clipped_buttons(window, dock)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("scenario,players", GAMES, ids=[g[0] for g in GAMES])
def test_every_button_of_both_docks_is_wholly_shown(window, qtbot, monkeypatch, tmp_path,
                                                     scenario, players, size):
    window.resize(*size)
    open_from_menu(window, monkeypatch, saved(game_in_play(scenario, players), tmp_path))
    state = window.controller.state
    assert len(state.players) == players and state.turn.number == 1
    proposer = propose_to_all(window.panel)
    offers = [pid for pid, row in window.panel.rows.items() if row.offer_widgets]
    assert len(offers) == players - 1 and proposer not in offers
    assert window.size().toTuple() == size

    problems = fits(qtbot, window, window.panel_dock)
    assert not problems, "turn panel:\n" + "\n".join(problems)

    tools = window.tools
    tools.dice_box.who.setCurrentIndex(tools.dice_box.who.count() - 1)  # the last player
    click(qtbot, tools.dice_box.buttons["2D6"])
    if state.system == "trench-crusade":
        click(qtbot, tools.draw_box.draw_button)
        assert len(tools.draw_box.card_slots) == players
    problems = fits(qtbot, window, window.tools_dock)
    assert not problems, "Dice and draws:\n" + "\n".join(problems)


def test_rows_are_stacked_whole_however_tall_their_wrapped_texts(window, qtbot, monkeypatch,
                                                                  tmp_path):
    """An offer line or a long note makes a row taller: the rows below move down, none is
    squeezed so that its card or texts overlap (a row kept the height it had before)."""
    window.resize(1366, 768)
    open_from_menu(window, monkeypatch, saved(game_in_play("the-looters", 8), tmp_path))
    panel = window.panel
    propose_to_all(panel)
    qtbot.waitUntil(lambda: laid_out(window, window.panel_dock))
    rows = [panel.rows[pid] for pid in panel.ordered_player_ids()]
    for above, below in zip(rows, rows[1:]):
        assert above.geometry().bottom() < below.geometry().top()
    for row in rows:
        assert row.height() >= row.heightForWidth(row.width()), row.player_id


def _settle(qtbot):
    """Let the timers the panel started run (it scrolls in a zero timer, after layout)."""
    from PySide6.QtCore import QTimer

    for _ in range(2):
        ran = []
        QTimer.singleShot(0, lambda: ran.append(True))
        qtbot.waitUntil(lambda: bool(ran))


def _where(widget):
    return widget.mapTo(widget.window(), widget.rect().topLeft())


def _row_in_view(panel, pid):
    row = panel.rows[pid]
    vp = panel.scroll_area.viewport()
    top = row.mapTo(vp, row.rect().topLeft()).y()
    return top >= 0 and top + row.height() <= vp.height()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_activate_next_model_stays_under_the_pointer_for_a_whole_turn(window, qtbot,
                                                                      monkeypatch, tmp_path,
                                                                      size):
    """C7 with four warbands of four: sixteen clicks on *Activate next model*. The acting
    row comes into view each time, but the button itself never moves (it used to jump when
    the acting row was at the bottom and the panel scrolled to the next)."""
    window.resize(*size)
    open_from_menu(window, monkeypatch,
                   saved(game_in_play("alliance-and-betrayal", 4), tmp_path))
    panel = window.panel
    qtbot.waitUntil(lambda: laid_out(window, window.panel_dock))
    _settle(qtbot)
    at = _where(panel.next_button)
    clicks = 0
    while panel.next_button.isEnabled():
        click(qtbot, panel.next_button)
        clicks += 1
        _settle(qtbot)
        acting = window.controller.whose_activation
        if acting is not None:
            qtbot.waitUntil(lambda: _row_in_view(panel, acting))
        assert _where(panel.next_button) == at, f"moved after click {clicks}"
    assert clicks == 16 and window.controller.state.turn.phase == "end"


def test_a_click_in_a_row_never_scrolls_the_panel(window, qtbot, monkeypatch, tmp_path):
    """The player scrolls down to the last row and presses its Threat + (S1): the panel
    stays where it is, so the next press lands on the same button (it used to scroll back to
    the acting row at the top)."""

    window.resize(1366, 768)
    open_from_menu(window, monkeypatch,
                   saved(game_in_play("alliance-and-betrayal", 4), tmp_path))
    panel = window.panel
    qtbot.waitUntil(lambda: laid_out(window, window.panel_dock))
    _settle(qtbot)
    bar = panel.scroll_area.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == 0
    wheel_down(panel.scroll_area.viewport())  # the wheel, down, over the rows
    assert bar.value() == bar.maximum()
    last = panel.rows[panel.ordered_player_ids()[-1]]
    assert not last.property("current")
    plus = last.threat.plus
    before = _where(plus)
    for expected in (1, 2, 3):
        click(qtbot, plus)
        _settle(qtbot)
        assert window.controller.state.player(last.player_id).threat_points == expected
        assert bar.value() == bar.maximum() and _where(plus) == before
