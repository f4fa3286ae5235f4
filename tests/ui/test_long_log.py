"""Issue 21: a long evening's event log (thousands of lines) opens with the game at once,
shows its newest lines, and still greys and strikes through what Ctrl+Z takes back."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.game.saves import load_game, save_game
from app.paths import card_demo_game_path
from app.ui.panel.log_panel import entry_text
from guikit import open_window


def test_a_game_with_thousands_of_log_lines_opens_at_its_newest_and_undo_strikes_through(
        qtbot, tmp_path):
    long = load_game(card_demo_game_path())
    for i in range(3000):
        long.log_event("note", f"Line {i} of a long evening, written out wide enough to wrap "
                               "in the dock")
    path = tmp_path / "long-evening.json"
    save_game(long, path)
    win = open_window(qtbot, load_game(card_demo_game_path()))
    assert win.open_game(path)
    log, shown = win.controller.state.log, win.log_panel
    bar = shown.verticalScrollBar()
    assert shown.count() == len(log) >= 3000
    assert shown.item(shown.count() - 1).text() == entry_text(log[-1])
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum(), timeout=5000)

    before = len(log)
    qtbot.mouseClick(win.panel.new_turn_button, Qt.MouseButton.LeftButton)  # C5: a deal
    dealt = len(log) - before
    assert dealt > 0 and shown.count() == len(log)
    win.undo_action.trigger()
    assert shown.count() == len(log) == before + dealt + 1
    for i in range(before, before + dealt):  # the deal's lines: kept, struck through
        assert shown.item(i).font().strikeOut() and shown.item(i).text().endswith("(undone)")
    assert not shown.item(before - 1).font().strikeOut()
    last = shown.item(shown.count() - 1)
    assert last.font().italic() and last.text() == entry_text(log[-1])
    qtbot.waitUntil(lambda: bar.value() == bar.maximum(), timeout=5000)
