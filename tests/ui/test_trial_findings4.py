"""The second newcomer trial's leftover findings, each replayed through what the player
touches (the players page's Open…, File ▸ Export, the board, the palette, the V key)."""

from __future__ import annotations

import pytest

from app.game.rosters import Roster, RosterEntry, save_roster
from app.rules.bases import Base
from playkit import looters_game


# -- 1. a roster file Open… refuses: said on the row, which keeps what it had ------------------
@pytest.mark.parametrize("bad_text, why", [
    ('{"notes": "bring snacks"}', 'expected "table-marshal/roster"'),
    ("{", "not valid JSON"),
])
def test_a_refused_roster_file_is_said_on_its_row_which_keeps_the_roster_it_had(
        club_pc, tmp_path, bad_text, why):
    player = club_pc()
    wizard = player.new_game_to_players("mordheim", "treasure-hunt")
    page = wizard.players_page
    row = page.active_rows[0]
    player.type_into(row.name, "Ann")
    eshin = tmp_path / "eshin.json"
    save_roster(Roster("Eshin", warband="Clan Eshin",
                       models=[RosterEntry("Verminkin", Base.round(25), "", 7, 50)]), eshin)
    player.open_roster(row, eshin)
    assert row.summary.text() == "7 models, cost 350" and not row.note.isVisible()
    bad = tmp_path / "notes.json"
    bad.write_text(bad_text, encoding="utf-8")
    with player.choosing_file(bad):
        player.click(row.load_button)
    # the row keeps Clan Eshin, and says so right under it, naming the file and why
    assert row.roster is not None and row.roster.warband == "Clan Eshin"
    assert row.summary.text() == "7 models, cost 350"
    player.see(row.note)
    note = row.note.text()
    assert note.startswith("\u2717 notes.json was not opened: ") and why in note, note
    assert "Ann keeps Clan Eshin (7 models, cost 350)" in note, note
    assert str(tmp_path) not in note  # the file by its name; the whole path in the tooltip
    assert str(bad) in row.note.toolTip()
    assert row.note.geometry().top() >= row.summary.geometry().bottom()  # under its row
    assert row.note.width() >= page.box.width() // 2  # one line across the page, not a column
    assert page.problem.text() == ""  # not once more at the foot of the page
    # a good file mends it: the note goes
    rats = tmp_path / "rats.json"
    save_roster(Roster("Rats", warband="Skaven",
                       models=[RosterEntry("Rat", Base.round(25), "", 3, 15)]), rats)
    player.open_roster(row, rats)
    assert row.roster.warband == "Skaven" and not row.note.isVisible()
    wizard.reject()


def test_a_refused_roster_on_an_empty_row_says_it_has_none_yet(club_pc, tmp_path):
    player = club_pc()
    wizard = player.new_game_to_players("mordheim", "treasure-hunt")
    row = wizard.players_page.active_rows[1]
    bad = tmp_path / "broken.json"
    bad.write_text("[]", encoding="utf-8")
    with player.choosing_file(bad):
        player.click(row.load_button)
    assert row.roster is None and row.summary.text() == "no models"
    player.see(row.note)
    assert row.note.text().startswith("\u2717 broken.json was not opened: ")
    assert row.note.text().endswith("Player 2 has no roster yet.")
    wizard.reject()


# -- 2. activated models on the exported sheet: as the board shows them -----------------------
def _pale_of(image, before, colour) -> int:  # noqa: ANN001
    """Pixels that changed from ``before`` to ``image`` and now show a pale tint of the
    warband ``colour`` (its hue, still clearly coloured: not washed to grey)."""
    import numpy as np
    from PySide6.QtGui import QColor, QImage

    def pixels(img):  # noqa: ANN001, ANN202
        img = img.convertToFormat(QImage.Format.Format_ARGB32)
        rows = np.frombuffer(img.constBits(), np.uint32).reshape(img.height(), -1)
        return rows[:, :img.width()].copy()  # a copy: the converted image goes

    now, then = pixels(image), pixels(before)
    hue = QColor(colour).hslHueF()
    count = 0
    for value in now[now != then]:
        c = QColor.fromRgba(int(value))
        off = abs(c.hslHueF() - hue)
        if (min(off, 1 - off) < 12 / 360 and c.hslSaturationF() >= 0.4
                and 0.55 <= c.lightnessF() <= 0.9):
            count += 1
    return count


def _export(player, path):  # noqa: ANN001, ANN202
    from PySide6.QtGui import QImage

    with player.choosing_file(path, "PNG picture (*.png)"):
        player.menu("File", "Export board")
    return QImage(str(path))


def test_c7_activated_models_keep_their_warbands_colour_and_mark_on_the_sheet_as_on_the_board(
        dealt_window, qtbot, monkeypatch, tmp_path):
    import dataclasses

    from playkit import Player

    win = dealt_window
    win.resize(1366, 768)
    player = Player(qtbot, win, monkeypatch)
    state = win.controller.state
    board_before = win.view.viewport().grab().toImage()
    sheet_before = _export(player, tmp_path / "before.png")
    player.press("Activate next model")
    player.press("Activate next model")
    done = list(state.turn.activated)
    qtbot.waitUntil(lambda: all(win.scene.model_items[m].activated for m in done))  # shown
    assert len(done) == 2 and len({state.model(m).player for m in done}) == 2
    board = win.view.viewport().grab().toImage()
    sheet = _export(player, tmp_path / "after.png")
    for mid in done:
        colour = state.player(state.model(mid).player).colour
        # the board and the sheet both show the activated model in its warband's tint
        assert _pale_of(board, board_before, colour) >= 20, (mid, colour)
        assert _pale_of(sheet, sheet_before, colour) >= 40, (mid, colour)
    # the legend says what the pale base and its tick mean
    from app.ui.export_text import legend_sections

    rows = dict(legend_sections(state))["Warbands"]
    assert any("activated this turn (2 models)" in text for _c, _m, text in rows)
    # the activated base still carries its warband's letter (never colour alone): another
    # letter paints another base
    item = win.scene.model_items[done[0]]
    assert item.activated

    def base_picture():  # noqa: ANN202
        from PySide6.QtCore import QRectF
        from PySide6.QtGui import QColor, QImage, QPainter

        x, y = player.model_at(done[0])
        image = QImage(120, 120, QImage.Format.Format_ARGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        win.scene.render(painter, QRectF(0, 0, 120, 120), QRectF(x - 1, y - 1, 2, 2))
        painter.end()
        return image

    own = base_picture()
    model = state.model(done[0])
    item.sync(model, dataclasses.replace(state.player(model.player), mark="Q"))
    assert base_picture() != own


# -- 3. a counter's or an objective's label keeps clear of a terrain piece's name -------------
def _overlap(a, b) -> bool:  # noqa: ANN001
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]




@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_t1_a_crates_label_moves_off_the_name_of_woods_put_down_under_it(
        club_pc, tmp_path, size):
    player = club_pc(size)
    win = looters_game(player, tmp_path)
    scene = win.scene
    assert player.drag_from_tray("counter:supply-crate:", (24, 26))
    crate = scene.objective_items[win.controller.state.objectives[0].id]
    under = crate.label.current_box_in(scene.px_per_in)
    player.show_tab("Terrain")  # beside the Set-up tab while the table is laid out
    high = under[3] - under[1]  # the label's height on the table, in inches
    assert player.drag_from_palette("Woods 8 x 6", (24, 26 + high))  # its name under A1
    woods = scene.terrain_items[win.controller.state.terrain[-1].id]
    name = woods.name_box_in(scene.px_per_in)
    assert name is not None and _overlap(under, name)  # where the label hung before
    label = crate.label.current_box_in(scene.px_per_in)
    assert not _overlap(label, name), (label, name, crate.label.side)
    assert crate.label.isVisible() and crate.label.text == crate.short_label
    player.undo()  # the woods go: the label hangs under the crate again
    assert crate.label.side == "below"


def test_s4_an_objectives_label_goes_under_its_ring_off_a_ruins_name(card_window, qtbot,
                                                                    monkeypatch):
    from playkit import Player

    player = Player(qtbot, card_window, monkeypatch)
    scene = card_window.scene
    centre = next(i for i in scene.objective_items.values() if not i.counter)
    assert centre.label.side == "above"  # over the control ring, as it starts
    over = centre.label.current_box_in(scene.px_per_in)
    player.menu("View", "Terrain")
    x, y = centre.pos().x(), centre.pos().y()
    assert player.drag_from_palette("Ruin 6 x 8", (x, (over[1] + over[3]) / 2))
    ruin = scene.terrain_items[card_window.controller.state.terrain[-1].id]
    name = ruin.name_box_in(scene.px_per_in)
    assert name is not None and _overlap(over, name)
    assert not _overlap(centre.label.current_box_in(scene.px_per_in), name)
    assert centre.label.side == "below"


# -- 4. a piece hanging over the table's edge: allowed, and said ------------------------------
def _hangs(text: str, before: str) -> float:
    """The inches in "<before>1.48 in over the table's edge"."""
    import re

    found = re.search(re.escape(before) + r"(\d+\.\d\d) in over the table's edge", text)
    assert found, text
    return float(found.group(1))


def test_t1_a_ruin_hanging_over_the_edge_is_put_down_and_said_on_the_board_dock_and_check(
        club_pc, tmp_path):
    import json
    import subprocess
    import sys

    player = club_pc()
    window = looters_game(player, tmp_path)  # a new game, being set up
    player.show_tab("Terrain")
    state = window.controller.state
    before = len(state.terrain)
    assert player.drag_from_palette("Ruin 6 x 8", (1.5, 24))  # 6 in wide: 1.5 in over
    assert len(window.controller.state.terrain) == before + 1  # a notice, not a refusal
    said = window.statusBar().currentMessage()
    assert said.startswith("Place Ruin 6 x 8")
    assert abs(_hangs(said, "it hangs ") - 1.5) <= 0.12, said  # a mouse lands on pixels
    assert said.endswith("in over the table's edge (T1: allowed)"), said
    player.show_tab("Set-up")
    notes = window.setup_panel.notes
    player.see(notes)
    assert abs(_hangs(notes.text(), "\u26a0 Ruin 6 x 8 hangs ") - 1.5) <= 0.12, notes.text()
    saved = tmp_path / "overhang.json"
    with player.choosing_file(saved):
        player.menu("File", "Save as")
    out = subprocess.run([sys.executable, "-m", "app", "check", str(saved)],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    warnings = json.loads(out.stdout).get("terrain_warnings", [])
    assert any(w.startswith("Ruin 6 x 8 hangs ") and "in over the table's edge (T1" in w
               for w in warnings), warnings
    # dragged wholly onto the table: nothing more is said
    player.show_tab("Terrain")
    piece = window.controller.state.terrain[-1]
    player.drag(player.piece_at(piece.id), (10, 24))
    assert "hangs" not in window.statusBar().currentMessage()
    assert "hangs" not in notes.text()


# -- 5. Sight (V) needs a model: never left pressed with nothing to see from ------------------
def _sight(window):  # noqa: ANN001, ANN202
    from PySide6.QtWidgets import QToolBar

    from playkit import plain

    bar = window.findChild(QToolBar, "mainToolbar")
    action = next(a for a in bar.actions() if plain(a.text()) == "Sight")
    return action, bar.widgetForAction(action)


def test_t4_sight_with_nothing_selected_stays_off_and_says_what_to_do(dealt_window, qtbot,
                                                                     monkeypatch):
    from PySide6.QtCore import Qt

    from playkit import Player

    window = dealt_window
    window.resize(1366, 768)
    player = Player(qtbot, window, monkeypatch)
    action, button = _sight(window)
    assert button.toolTip() == "Select a model to see its sight (V)"
    player.key(Qt.Key.Key_V)
    assert not action.isChecked() and not button.isChecked()
    said = window.statusBar().currentMessage()
    assert said.startswith("Sight: select a model first (click it), then press V"), said
    window.statusBar().clearMessage()
    player.click(button)  # the toolbar's Sight: the same
    assert not action.isChecked() and not button.isChecked()
    assert window.statusBar().currentMessage().startswith("Sight: select a model first")
    player.click_model("ana-1")
    assert "shade what the selected model sees" in button.toolTip().lower()
    player.key(Qt.Key.Key_V)
    assert action.isChecked() and window.scene.sight.item.isVisible()
    player.click_model("ana-2")  # another model: Sight follows it, still on
    assert action.isChecked() and window.scene.sight.report.model == "ana-2"
    player.click_board(40, 30)  # an empty spot: nothing selected, Sight goes off
    assert not window.scene.selectedItems()
    player.wait(lambda: not action.isChecked())  # once the click is done
    assert not button.isChecked()
    assert not window.scene.sight.item.isVisible()
    assert button.toolTip() == "Select a model to see its sight (V)"


def test_t4_sight_goes_off_when_its_model_is_taken_off_the_table(dealt_window, qtbot,
                                                                monkeypatch):
    from PySide6.QtCore import Qt

    from playkit import Player

    window = dealt_window
    player = Player(qtbot, window, monkeypatch)
    action, button = _sight(window)
    player.click_model("ana-1")
    player.key(Qt.Key.Key_V)
    assert action.isChecked()
    player.key(Qt.Key.Key_Delete)  # out of action, off the table
    assert window.controller.state.model("ana-1").status == "out_of_action"
    player.wait(lambda: not action.isChecked())
    assert not window.scene.sight.item.isVisible()
    assert "off the table" in window.statusBar().currentMessage()  # the step's words stay
    player.undo()  # back on the table (and selected again or not): V works as before
    player.click_model("ana-1")
    player.key(Qt.Key.Key_V)
    assert action.isChecked() and window.scene.sight.item.isVisible()
