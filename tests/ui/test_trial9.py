"""Findings of the ninth newcomer trial, each played as the trial found it: through the
menus, the panel's buttons, real drags on the board and the keys."""

from __future__ import annotations

from app.game.planning import plan_document
from test_exposure_plan import brothers_in_arms

DASH = "\u2014"


def _race_matches_plan(table, state) -> bool:  # noqa: ANN001
    """Every cell of the Race tab says what ``plan`` says."""
    if table.table.rowCount() != len(state.objectives):
        return False  # not filled in yet
    doc = plan_document(state, state.setup_order[-1])
    for row in doc["objectives"]:
        name = next(o.name for o in state.objectives if o.id == row["id"])
        for pid, turns in row["turns"].items():
            shown = table.cell(name, state.player(pid).name)
            if shown != (DASH if turns is None else str(turns)) and not (
                    turns is None and shown == "?"):
                return False
    return True


def test_the_race_tab_follows_a_piece_moved_with_the_mouse(club_pc, tmp_path):
    """R5, trial 9: a building dragged onto the top-left quarter's objective with the mouse
    (Exposure off, the Race tab in front) left the row as it was, 3 s later too, until
    Undo and Redo. The race is worked out again after a drop, as after a palette drop."""
    player = club_pc((1366, 768))
    win, state = brothers_in_arms(player, tmp_path)
    layer = win.scene.exposure
    table = win.planning.race_table
    assert not layer.shown
    player.show_tab("Terrain")
    assert player.drag_from_palette("Building 10 x 8", (30, 30))
    building = next(p for p in state.terrain if p.name.startswith("Building"))
    player.show_tab("Race")
    player.wait(lambda: table.isVisible() and _race_matches_plan(table, state))
    top_left = next(o for o in state.objectives if o.name.startswith("Top-left"))
    racing = [p.name for p in state.players if table.cell(top_left.name, p.name).isdigit()]
    assert racing  # some warband on the table can get there
    updates = layer.updates
    player.drag(player.piece_at(building.id), (top_left.x_in, top_left.y_in))
    moved = state.piece(building.id)
    assert abs(moved.x_in - top_left.x_in) < 0.1 and abs(moved.y_in - top_left.y_in) < 0.1
    player.wait(lambda: layer.updates > updates and _race_matches_plan(table, state))
    assert all(table.cell(top_left.name, name) == DASH for name in racing)  # nobody now


def test_the_selected_models_hint_goes_when_nothing_is_selected(club_pc):
    """C7, trial 9: a model of the warband due clicked says "… selected: press Enter …";
    a click on the empty table left it there, with nothing selected (Enter then answered
    "Select one model …")."""
    player = club_pc((1366, 768), as_app=True)
    win = player.window
    player.menu("File", "Open demo", "Card skirmish (Trench Crusade)")
    state = win.controller.state
    due = win.controller.whose_activation
    model = next(m for m in state.models if m.on_table and m.player == due)
    player.click_model(model.id)
    player.wait(lambda: "selected: press Enter" in win.statusBar().currentMessage())
    player.click_board(36.0, 30.0)  # the open table
    player.wait(lambda: not win.scene.selectedItems())
    assert "selected:" not in win.statusBar().currentMessage()
    player.click_model(model.id)  # selected again: said again
    player.wait(lambda: "selected: press Enter" in win.statusBar().currentMessage())


def test_the_wizards_import_names_the_models_with_no_movement(club_pc, tmp_path):
    """R1, trial 9: a Black Grail roster imported from the New game wizard (Import… on a
    player's row) said only "Imported from di.rosz (BattleScribe, Black Grail)." though its
    Grail Thralls came with no Movement (no reach shown later, found only with Shift)."""
    from rosterkit import model, roster_doc, write_rosz

    path = write_rosz(roster_doc("trench-crusade", "Black Grail.cat", [
        model("Plague Knight"), model("Grail Thrall", 3)], name="Di's host"),
        tmp_path / "di.rosz")
    player = club_pc((1366, 768))
    wizard = player.new_game_to_players("trench-crusade", "brothers-in-arms")
    row = wizard.players_page.active_rows[0]
    with player.choosing_file(path):
        player.click(row.import_button)
    editor = row.editor
    player.wait(lambda: editor is not None and editor.isVisible())
    said = editor.imported.text()
    assert said.startswith("Imported from di.rosz")
    assert "No Movement in the file for Grail Thrall: no reach is shown for them (R1)" in said
    assert "Plague Knight" not in said.partition("No Movement")[2]
    editor.reject()
    wizard.reject()


def test_the_turn_panel_does_not_jump_as_a_demo_opens(club_pc):
    """Trial 9 (1366x768): about 20 ms after Open demo the turn panel scrolled down, hiding
    its phase sentence, and back about 120 ms later. It scrolls only once laid out."""
    player = club_pc((1366, 768), as_app=True)
    bar = player.window.panel.scroll_area.verticalScrollBar()
    values: list[int] = []
    bar.valueChanged.connect(values.append)
    player.menu("File", "Open demo", "Card skirmish (Trench Crusade)")
    player.qtbot.wait(500)
    assert bar.value() == 0 and not any(values), values
