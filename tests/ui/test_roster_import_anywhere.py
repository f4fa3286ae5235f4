"""Issue 32: a roster imported from anywhere, as a player does it. File ▸ Import roster… (the
file dialog answered) or a roster file dropped on the window asks whose warband it is and
puts its models in that warband's set-up tray, each with its Movement; from there it is
dragged onto the table, and its tooltip shows the profile. During play it is refused in one
sentence. The rosters are built by tests/rosterkit.py from the real catalogues."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6 import QtWidgets
from PySide6.QtWidgets import QApplication

from app.game.commands.rosters import UNDER_WAY
from app.game.saves import save_game
from rosterkit import model, roster_doc, write_nr_json, write_rosz

LEFT, NOMOD = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier


def looters_file(tmp_path):
    """The Looters (Trench Crusade; players agree where to set up), three players with no
    models yet, in the models step: the file a club saves before the rosters come in."""
    from app.game.newgame import PlayerSetup, SettleSetUpOrder, new_game
    from app.game.scenarios import bundled_scenarios
    from app.rules.rng import GameRng

    scenario = next(s for s in bundled_scenarios() if s.id == "the-looters")
    state = new_game(scenario, [PlayerSetup(n, warband=f"{n}'s band") for n in
                                ("Ann", "Bob", "Cy")], rng=GameRng(seed=3))
    SettleSetUpOrder().apply(state)
    for c in state.setup.counters:
        c.dropped = dict(c.counts)
    path = tmp_path / "looters.json"
    save_game(state, path)
    return path


def campaign_roster(tmp_path, writer=write_rosz, name="flies.rosz"):
    doc = roster_doc("trench-crusade", "Black Grail.cat", [
        model("Pile of Stuff", costs={"Ducats": -15}), model("Plague Knight", 2),
        model("Heralds of Beelzebub")], name="Flies of the Grail")
    return writer(doc, tmp_path / name)


@pytest.fixture
def at_the_table(club_pc, tmp_path):
    player = club_pc()
    with player.choosing_file(looters_file(tmp_path)):
        player.menu("File", "Open game")
    player.wait(lambda: player.window.controller.state.scenario == "the-looters")
    return player


def _knights(state):
    return [m for m in state.models if m.player == "ann" and m.name.startswith("Plague")]


def test_file_import_roster_puts_exactly_the_models_in_the_tray_and_one_on_the_table(
        at_the_table, tmp_path):
    player = at_the_table
    win = player.window
    state = win.controller.state
    questions = []

    def whose(parent, title, label, items, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003
        questions.append((title, label, items))
        return "Ann \u2014 Ann's band", True

    with player.choosing_file(campaign_roster(tmp_path)) as asked:
        player.monkeypatch.setattr(QtWidgets.QInputDialog, "getItem", staticmethod(whose))
        player.menu("File", "Import roster")
    assert asked == ["Import roster"]
    (title, label, items), = questions
    assert items == ["Ann \u2014 Ann's band", "Bob \u2014 Bob's band", "Cy \u2014 Cy's band"]
    # the summary: the models, the app's total beside the file's, and what is not a model
    assert "3 models; 170 ducats by the app's count; the file says 155 ducats; not models: " \
        "Pile of Stuff" in label
    player.wait(lambda: len(_knights(win.controller.state)) == 2)
    state = win.controller.state
    ann = [m for m in state.models if m.player == "ann"]
    assert [m.name for m in ann] == ["Plague Knight 1", "Plague Knight 2",
                                     "Heralds of Beelzebub"]  # no stash token
    assert all((m.move_in, m.status) == (6.0, "unplaced") for m in ann[:2])
    knight = ann[0]
    item = player.tray_item(f"model:{knight.id}")
    assert item.text().endswith('\u00b7 6"') and 'Movement 6" Infantry' in item.toolTip()
    assert win.rosters.last_message == ("3 models of Flies of the Grail are in Ann's tray: "
                                        "drag them onto the table")
    # from the tray onto the table, as any model: and its tooltip shows the profile
    assert player.drag_from_tray(f"model:{knight.id}", (24.0, 24.0))
    player.wait(lambda: win.controller.state.model(knight.id).on_table)
    tip = win.scene.model_items[knight.id].toolTip()
    assert 'Movement 6" Infantry' in tip and "Melee +2 Dice" in tip
    # one undoable step put the warband in the tray; undone, the tray is as it was
    player.undo()  # the drop
    player.undo()  # the import
    player.wait(lambda: not _knights(win.controller.state))


def test_a_roster_file_dropped_on_the_window_fills_the_chosen_warbands_tray(
        at_the_table, tmp_path):
    player = at_the_table
    win = player.window
    path = campaign_roster(tmp_path, write_nr_json, "flies.json")
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(path))])
    enter = QDragEnterEvent(win.rect().center(), Qt.DropAction.CopyAction, data, LEFT, NOMOD)
    QApplication.sendEvent(win, enter)
    assert enter.isAccepted()
    with player.picking("Bob \u2014 Bob's band"):
        drop = QDropEvent(QPointF(win.rect().center()), Qt.DropAction.CopyAction, data, LEFT,
                          NOMOD)
        QApplication.sendEvent(win, drop)
    player.wait(lambda: any(m.player == "bob" and m.name == "Heralds of Beelzebub"
                            for m in win.controller.state.models))
    herald = next(m for m in win.controller.state.models if m.name == "Heralds of Beelzebub")
    assert (herald.move_in, herald.move_type) == (10.0, "flying")
    assert player.tray_item(f"model:{herald.id}")


def test_a_file_that_is_no_roster_is_not_taken_by_a_drag():
    from app.ui.roster_files import roster_paths

    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile("/tmp/table.png")])
    assert roster_paths(data) == []
    data.setText("just text")
    assert roster_paths(QMimeData()) == []


def test_during_play_import_is_refused_in_one_sentence(club_pc, tmp_path):
    player = club_pc()
    win = player.window
    state = win.controller.state
    state.turn.phase = "activation" if state.system == "trench-crusade" else "player-turn"
    player.menu("File", "Import roster")  # no file dialog: it says so at once
    assert win.rosters.last_message == UNDER_WAY
    player.wait(lambda: win.statusBar().currentMessage() == UNDER_WAY)
    assert not win.rosters.import_file(campaign_roster(tmp_path))
    assert win.rosters.last_message == UNDER_WAY


def test_the_model_editor_edits_the_movement(at_the_table, tmp_path):
    player = at_the_table
    win = player.window
    with player.choosing_file(campaign_roster(tmp_path)), player.picking("Ann \u2014 Ann's band"):
        player.menu("File", "Import roster")
    player.wait(lambda: len(_knights(win.controller.state)) == 2)
    knight = _knights(win.controller.state)[0]
    assert player.drag_from_tray(f"model:{knight.id}", (24.0, 24.0))
    player.wait(lambda: win.controller.state.model(knight.id).on_table)
    editor = win.edit_model(knight.id)
    assert editor.move_edit.value() == 6.0 and editor.move_type_edit.currentData() == "infantry"
    editor.move_edit.setValue(7.0)
    editor.move_type_edit.setCurrentIndex(editor.move_type_edit.findData("flying"))
    player.click(editor.ok_button)
    player.wait(lambda: win.controller.state.model(knight.id).move_in == 7.0)
    assert win.controller.state.model(knight.id).move_type == "flying"
    player.wait(lambda: 'Movement 7" Flying' in win.scene.model_items[knight.id].toolTip())
    player.undo()
    player.wait(lambda: win.controller.state.model(knight.id).move_in == 6.0)


def test_a_roster_file_dragged_over_the_board_goes_to_the_window(at_the_table, tmp_path):
    """The board is most of the window: a roster file dragged over it is not the board's
    (no tray or palette drag), so it passes to the window, which takes it."""
    player = at_the_table
    win = player.window
    path = campaign_roster(tmp_path, write_nr_json, "flies.json")
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(path))])
    taken = []
    real = type(win).dragEnterEvent
    win.dragEnterEvent = lambda event: (taken.append(True), real(win, event))
    enter = QDragEnterEvent(win.view.viewport().rect().center(), Qt.DropAction.CopyAction,
                            data, LEFT, NOMOD)
    QApplication.sendEvent(win.view.viewport(), enter)
    assert taken and enter.isAccepted()


def test_a_game_without_a_set_up_tray_refuses_a_roster_before_asking_for_a_file(club_pc,
                                                                                tmp_path):
    """The Mordheim demo is set up without a scenario's plan: no tray to put models in, so
    File > Import roster... says so at once (and a dropped file too), rather than filling a
    tray nobody can see."""
    from app.game.commands.rosters import NO_TRAY

    player = club_pc()
    win = player.window
    player.menu("File", "Open demo", "Mordheim Treasure Hunt")
    player.menu("File", "Import roster")  # no file dialog: it says so at once
    assert win.rosters.last_message == NO_TRAY
    assert not win.rosters.import_file(campaign_roster(tmp_path))
    assert win.rosters.last_message == NO_TRAY


def test_a_roster_of_another_system_is_refused_before_the_player_is_asked(at_the_table,
                                                                          tmp_path):
    """A Mordheim roster into a Trench Crusade game: refused in one sentence at once (the
    command's own check), with no question of whose warband it is."""
    player = at_the_table
    win = player.window
    path = write_rosz(roster_doc("mordheim", "Orc Mob.cat", [model("Orc Boss")], name="Mob"),
                      tmp_path / "mob.rosz")
    asked = []
    player.monkeypatch.setattr(QtWidgets.QInputDialog, "getItem",
                               lambda *a, **k: asked.append(a) or ("", False))
    assert not win.rosters.import_file(path)
    assert not asked
    assert win.rosters.last_message == (
        "Not imported: This is a Mordheim roster; the game is Trench Crusade")
