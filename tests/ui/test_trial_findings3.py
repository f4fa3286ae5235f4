"""Findings of a newcomer trial outside the board, each replayed through what the player
touches (File ▸ New game, the players page's buttons, the roster editor, the turn panel)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from app.ui.dialogs import roster_editor as re_
from playkit import Player, wheel_down
from rosterkit import model, roster_doc, write_ros


def _ok(dialog):  # noqa: ANN001, ANN202
    return dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)


def _players_page(qtbot, window, monkeypatch, system="mordheim", scenario="treasure-hunt"):  # noqa: ANN001, ANN202
    player = Player(qtbot, window, monkeypatch)
    wizard = player.new_game_to_players(system, scenario)
    return player, wizard, wizard.players_page


def _shows_all_of(label) -> bool:  # noqa: ANN001
    """The label is wide enough for its whole text (nothing cut off at its right edge)."""
    return label.width() >= label.fontMetrics().horizontalAdvance(label.text())


def test_the_roster_total_shows_every_digit_and_counts_one_model_in_the_singular(
        qtbot, window, monkeypatch, tmp_path):
    player, _wizard, page = _players_page(qtbot, window, monkeypatch)
    row = page.active_rows[0]
    ros = write_ros(roster_doc("mordheim", "Orc Mob.cat", [model("Orc Boss")], name="Mob"),
                    tmp_path / "mob.ros")
    with player.choosing_file(ros):
        player.click(row.import_button)
    editor = row.editor
    player.see(editor)
    # the layout settles as a player looks at it: the total as wide as its text
    qtbot.waitUntil(lambda: _shows_all_of(editor.total))
    assert editor.total.text() == "1 model · total cost 80"
    assert _shows_all_of(editor.total), (editor.total.width(), editor.total.text())
    assert "1 of the bases is a guess (highlighted)" in editor.imported.text()
    assert "guesses" not in editor.imported.text()
    player.click(editor.add_button)
    player.type_into(editor.cell(1, re_.NAME), "Orc")
    editor.cell(1, re_.COUNT).setValue(12)
    editor.cell(1, re_.COST).setValue(2500)
    qtbot.waitUntil(lambda: editor.total.text().startswith("13 models")  # counted again
                    and _shows_all_of(editor.total))  # and laid out as wide as its text
    assert editor.total.text().startswith("13 models · total cost 30080")
    assert _shows_all_of(editor.total), (editor.total.width(), editor.total.text())
    player.click(editor.remove_button)  # back to the one orc boss
    player.click(_ok(editor))
    assert row.summary.text() == "1 model, cost 80"


def _ogres_then_import_mob(player, row, tmp_path, entered=lambda: True):  # noqa: ANN001, ANN202
    """In ``row``'s roster editor: an Ogre of "My Ogres" entered by hand and OK; then the
    editor again and Import… of a one-boss Orc Mob .ros. Returns the editor, still open.
    ``entered``: checked between the two (it must hold)."""
    player.click(row.roster_button)
    editor = row.editor
    player.see(editor)
    player.click(editor.add_button)
    player.type_into(editor.cell(0, re_.NAME), "Ogre")
    player.type_into(editor.warband_edit, "My Ogres")
    player.click(_ok(editor))
    assert entered()
    ros = write_ros(roster_doc("mordheim", "Orc Mob.cat", [model("Orc Boss")], name="Mob"),
                    tmp_path / "mob.ros")
    player.click(row.roster_button)
    editor = row.editor
    player.see(editor)
    with player.choosing_file(ros):
        player.click(editor.import_button)
    return editor


def test_the_total_grows_with_a_roster_imported_over_the_one_entered(
        qtbot, window, monkeypatch, tmp_path):
    player, _wizard, page = _players_page(qtbot, window, monkeypatch)
    row = page.active_rows[0]
    editor = _ogres_then_import_mob(player, row, tmp_path)
    qtbot.waitUntil(lambda: _shows_all_of(editor.total))  # laid out as wide as its text
    assert editor.total.text() == "1 model · total cost 80"
    assert _shows_all_of(editor.total), (editor.total.width(), editor.total.text())


# -- 2. after Game over the rows say the final state (V2) ------------------------------------
@pytest.mark.parametrize("demo", ["Trench Crusade All-Out War", "Mordheim Treasure Hunt"])
def test_v2_after_game_over_no_row_is_waiting_and_the_winner_row_says_won(club_pc, demo):
    player = club_pc()
    player.menu("File", "Open demo", demo)
    panel = player.window.panel
    if demo.startswith("Mordheim"):
        player.press("Roll order of play")
    rows = list(panel.rows.values())
    for row in rows[1:]:
        with player.answering("Yes"):
            player.click(row.flee_button)
    assert panel.heading.text() == "Game over"
    winner = rows[0]
    assert winner.status.text().startswith("Game over \u00b7 won"), winner.status.text()
    for row in rows:
        assert "Waiting" not in row.status.text(), row.status.text()
        assert "activate" not in row.status.text() and "Playing" not in row.status.text()
    for row in rows[1:]:
        assert "out of the game" in row.status.text()
    player.undo()  # the game goes on: the row is back in play
    assert not winner.status.text().startswith("Game over")


# -- 3. the status bar's sentences go once they are about a turn gone ------------------------
def test_m5_take_off_the_table_goes_from_the_status_bar_at_undo_and_at_the_next_turn(club_pc):
    from PySide6.QtCore import Qt

    player = club_pc()
    player.menu("File", "Open demo", "Mordheim Treasure Hunt")
    window, state = player.window, player.window.controller.state
    bar = window.statusBar()
    player.press("Roll order of play")
    mine = [m for m in state.models if m.player == state.turn.current_player and m.on_table]
    player.click_model(mine[0].id)
    player.key(Qt.Key.Key_Delete)
    assert bar.currentMessage() == f"Take {mine[0].name} off the table"
    player.undo()  # the model is back: the status bar no longer says it was taken off
    assert state.model(mine[0].id).on_table
    assert "off the table" not in bar.currentMessage()
    player.click_model(mine[1].id)
    player.key(Qt.Key.Key_Delete)
    assert bar.currentMessage() == f"Take {mine[1].name} off the table"
    turn = state.turn.current_player
    player.click(window.panel.end_turn_button)
    assert state.turn.current_player != turn
    assert "off the table" not in bar.currentMessage(), bar.currentMessage()


def test_v2_at_game_over_no_sentence_about_the_turn_before_stays(club_pc):
    from PySide6.QtCore import Qt

    player = club_pc()
    player.menu("File", "Open demo", "Trench Crusade All-Out War")
    window, state = player.window, player.window.controller.state
    rows = list(window.panel.rows.values())
    model = next(m for m in state.models if m.on_table and m.player == rows[1].player_id)
    player.click_model(model.id)
    player.key(Qt.Key.Key_Delete)
    assert "off the table" in window.statusBar().currentMessage()
    for row in rows[1:]:
        with player.answering("Yes"):
            player.click(row.flee_button)
    assert window.panel.heading.text() == "Game over"
    assert "off the table" not in window.statusBar().currentMessage()


# -- 4. a custom round base has one size (G1) ------------------------------------------------
def test_g1_a_custom_round_base_refuses_two_sizes_inline_and_ok_waits(
        qtbot, window, monkeypatch):
    from app.rules.bases import Base

    player, _wizard, page = _players_page(qtbot, window, monkeypatch)
    row = page.active_rows[0]
    player.click(row.roster_button)
    editor = row.editor
    player.see(editor)
    player.click(editor.add_button)
    player.type_into(editor.cell(0, re_.NAME), "Ogre")
    editor.cell(0, re_.BASE).setCurrentText("Custom round")
    size = editor.cell(0, re_.SIZE)
    assert size.placeholderText() == "e.g. 30", "the round base's hint offers two sizes"
    for typed, shown in (("70x45", "70x45"), ("50 x 25", "50x25")):
        player.type_into(size, typed)
        player.see(editor.base_problem)
        assert editor.base_problem.text() == (
            f"\u2717 Row 1 (Ogre): Custom round: a round base has one size; for {shown} "
            "choose Custom oval")
        assert not _ok(editor).isEnabled()
    player.type_into(size, "50")
    assert not editor.base_problem.isVisible() and _ok(editor).isEnabled()
    player.type_into(size, "70x45")
    editor.cell(0, re_.BASE).setCurrentText("Custom oval")
    assert size.placeholderText() == "e.g. 70x45"
    assert not editor.base_problem.isVisible() and _ok(editor).isEnabled()
    player.click(_ok(editor))
    assert row.roster.models[0].base == Base("oval", length_mm=70, width_mm=45)


# -- 5. Finish waits for every warband's models, as for the names ----------------------------
def test_finish_stays_disabled_while_a_player_has_no_models_and_the_page_says_who(
        qtbot, window, monkeypatch):
    player, wizard, page = _players_page(qtbot, window, monkeypatch, "trench-crusade",
                                         "contested-ground")
    finish = player.wizard_button(wizard, "Finish")
    first = page.active_rows[0]
    player.type_into(first.name, "Ann")
    assert not finish.isEnabled(), "Finish is offered to players without models"
    assert "\u2717 Ann" in page.notice.text() and "no models yet" in page.notice.text()
    for i, row in enumerate(page.active_rows):
        player.click(row.roster_button)
        player.see(row.editor)
        player.click(row.editor.add_button)
        player.type_into(row.editor.cell(0, re_.NAME), f"Trooper {i}")
        player.click(_ok(row.editor))
    assert "no models" not in page.notice.text()
    assert finish.isEnabled()
    player.finish(wizard)
    assert not wizard.isVisible() and page.problem.text() == ""


# -- 6. the players page shows whole warband names and roster summaries ----------------------
def test_the_players_page_shows_whole_warband_names_and_roster_summaries_at_1366(
        club_pc, tmp_path):
    from rosterkit import member, write_companion

    player = club_pc()
    wizard = player.new_game_to_players("trench-crusade", "contested-ground")
    page = wizard.players_page
    page.count.setValue(4)
    companion = write_companion(tmp_path / "host.json", "The Buzzing Host",
                                "fc_cultoftheblackgrail",
                                [member("md_plagueknight", 60), member("md_grailthrall", 25),
                                 member("md_grailthrall", 25, state="reserved")])
    row = page.active_rows[0]
    with player.choosing_file(companion):
        player.click(row.import_button)
    player.see(row.editor)
    player.click(_ok(row.editor))
    # the row laid out again for the roster taken: its warband name and summary shown whole
    player.wait(lambda: row.warband.width()
                >= row.warband.fontMetrics().horizontalAdvance(row.warband.text()) + 8
                and _shows_all_of(row.summary))
    assert row.warband.text() == "The Buzzing Host"
    assert row.warband.toolTip() == "The Buzzing Host"
    fm = row.warband.fontMetrics()
    assert row.warband.cursorPosition() == 0, "the name shows its end, not its start"
    assert row.warband.width() >= fm.horizontalAdvance(row.warband.text()) + 8
    summary = row.summary
    assert "not placed" in summary.text() and summary.toolTip() == summary.text()
    assert _shows_all_of(summary), (summary.width(), summary.text())


# -- 7. a roster imported over another brings its warband name -------------------------------
def test_a_roster_imported_over_the_one_entered_renames_the_warband_unless_it_was_typed(
        qtbot, window, monkeypatch, tmp_path):
    player, _wizard, page = _players_page(qtbot, window, monkeypatch)
    row = page.active_rows[0]
    editor = _ogres_then_import_mob(player, row, tmp_path,
                                    entered=lambda: row.warband.text() == "My Ogres")
    shown = editor.warband_edit.text()
    assert shown != "My Ogres"
    player.click(_ok(editor))
    assert row.warband.text() == shown, "the row keeps the old roster's warband name"
    # a name the player typed in the row stays theirs
    other = page.active_rows[1]
    player.type_into(other.warband, "Typed")
    with player.choosing_file(tmp_path / "mob.ros"):  # the same Orc Mob roster
        player.click(other.import_button)
    player.click(_ok(other.editor))
    assert other.warband.text() == "Typed"


# -- 8. another game system keeps the players' names, and says which rosters went -----------
def _to_system(player, wizard, system, scenario):  # noqa: ANN001
    from PySide6.QtCore import Qt

    for _ in range(2):
        player.click(player.wizard_button(wizard, "Back"))
    page = wizard.scenario_page
    page.system.setCurrentIndex(page.system.findData(system))
    item = next(page.list.item(i) for i in range(page.list.count())
                if page.list.item(i).data(Qt.ItemDataRole.UserRole) == scenario)
    player.qtbot.mouseClick(page.list.viewport(), Qt.MouseButton.LeftButton,
                            pos=page.list.visualItemRect(item).center())
    for _ in range(2):
        player.click(player.wizard_button(wizard, "Next"))
    assert wizard.currentPage() is wizard.players_page


def test_changing_the_game_system_keeps_the_names_and_says_which_rosters_were_left_out(
        qtbot, window, monkeypatch):
    player, wizard, page = _players_page(qtbot, window, monkeypatch)
    page.count.setValue(3)
    for row, name in zip(page.active_rows, ("Ann", "Bob", "Cy")):
        player.type_into(row.name, name)
    ann = page.active_rows[0]
    player.click(ann.roster_button)
    player.see(ann.editor)
    player.click(ann.editor.add_button)
    player.type_into(ann.editor.cell(0, re_.NAME), "Ogre")
    player.type_into(ann.editor.warband_edit, "My Ogres")
    player.click(_ok(ann.editor))
    bob = page.active_rows[1]
    player.type_into(bob.warband, "Bob's Boys")

    _to_system(player, wizard, "trench-crusade", "contested-ground")
    names = [r.name.text() for r in page.active_rows]
    assert names[:3] == ["Ann", "Bob", "Cy"][:len(names)], names
    assert page.active_rows[1].warband.text() == "Bob's Boys"
    assert page.active_rows[0].roster is None  # a Mordheim roster in Trench Crusade: out
    assert "rosters of Ann were for another game system" in page.problem.text()

    _to_system(player, wizard, "mordheim", "treasure-hunt")
    assert [r.name.text() for r in page.active_rows][:2] == ["Ann", "Bob"]


# -- 9. the turn panel's heading stays in view however its rows scroll (1366x768) ------------
def test_m5_the_turn_heading_stays_in_view_when_the_rows_scroll_at_1366x768(club_pc):
    from PySide6.QtCore import Qt

    player = club_pc((1366, 768))
    player.menu("File", "Open demo", "Mordheim Treasure Hunt")
    panel = player.window.panel
    player.press("Roll order of play")
    state = player.window.controller.state
    order = state.order_of_play
    nxt = order[(order.index(state.turn.current_player) + 1) % len(order)]
    theirs = [m for m in state.models if m.player == nxt and m.on_table]
    for m in theirs[:(len(theirs) + 3) // 4 + 1]:  # a quarter and more out of action (M9)
        player.click_model(m.id)
        player.key(Qt.Key.Key_Delete)
    player.click(panel.end_turn_button)  # their turn: the Rout-test reminder shows
    player.see(panel.rout_reminder)
    bar = panel.scroll_area.verticalScrollBar()
    player.wait(lambda: bar.maximum() > 0)  # the rows, the reminder among them, laid out
    assert bar.maximum() > 0, "the rows fit: nothing to scroll at 1366x768"
    wheel_down(panel.scroll_area.viewport())  # the wheel, down, over the rows
    assert bar.value() == bar.maximum() > 0
    heading = panel.heading
    assert heading.text().endswith(f"{state.player(nxt).name}'s turn")
    seen = heading.visibleRegion().boundingRect()
    assert seen.height() == heading.height() and seen.width() == heading.width(), \
        f"the heading {heading.text()!r} is scrolled out of view"
    assert panel.game_line.visibleRegion().boundingRect().height() == panel.game_line.height()
