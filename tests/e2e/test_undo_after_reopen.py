"""Issue 5: a game saved mid-turn and opened again (another evening, another window) keeps
its undo history: Edit ▸ Undo takes back the move, the activation and the deal in the order
they were made, the board and the panel follow, and Redo deals the very same cards."""

from PySide6.QtCore import Qt

from app.ui.controller import GameController
from app.ui.main_window import MainWindow


def test_undo_and_redo_carry_on_in_a_reopened_game(card_window, qtbot, tmp_path):
    window, panel = card_window, card_window.panel
    state = window.controller.state
    qtbot.mouseClick(panel.new_turn_button, Qt.MouseButton.LeftButton)  # C5: cards dealt
    dealt = dict(state.turn.initiative)
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)  # C7: first activation
    activated = state.turn.activated[0]
    mover = state.model(activated)
    start = (mover.x_in, mover.y_in)
    window.controller.move_model(mover.id, start[0] + 3.5, start[1] + 1.25)
    path = tmp_path / "tuesday.json"
    assert window.files.save_to(path)

    later = MainWindow(GameController())
    qtbot.addWidget(later)
    later.resize(1400, 900)
    later.show()
    assert later.open_game(path)
    game = later.controller.state
    item = later.scene.model_items[mover.id]
    assert (item.pos().x(), item.pos().y()) == (start[0] + 3.5, start[1] + 1.25)
    assert later.windowTitle().startswith("tuesday.json") and not later.isWindowModified()

    undo, redo = later.undo_action, later.redo_action
    assert undo.isEnabled() and undo.text() == f"&Undo Move {mover.name}"
    undo.trigger()  # the move
    item = later.scene.model_items[mover.id]
    assert (item.pos().x(), item.pos().y()) == start
    assert later.isWindowModified()
    undo.trigger()  # the activation
    assert game.turn.activated == [] and not later.scene.model_items[mover.id].activated
    undo.trigger()  # the deal
    assert game.turn.number == 0 and game.turn.initiative == {}
    assert later.panel.new_turn_button.isEnabled()
    assert not undo.isEnabled()
    assert any(e.text.startswith("Undone: ") for e in game.log)

    for _ in range(3):
        redo.trigger()
    assert game.turn.initiative == dealt  # the very same cards, not a new deal
    assert game.turn.activated == [activated]
    assert (game.model(mover.id).x_in, game.model(mover.id).y_in) == (start[0] + 3.5,
                                                                      start[1] + 1.25)
    assert not redo.isEnabled() and not later.isWindowModified()  # back where it was saved


def test_reopening_in_the_same_window_names_the_right_steps(card_window, qtbot, tmp_path):
    """Issue 21: the saved history is rebuilt in one go (the stack's signals held back), yet
    Edit ▸ Undo and Redo name the right steps and are enabled as before; opening the same
    game again in the same window gives the same history, not a longer one."""
    window, panel = card_window, card_window.panel
    state = window.controller.state
    qtbot.mouseClick(panel.new_turn_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    mover = state.model(state.turn.activated[0])
    window.controller.move_model(mover.id, mover.x_in + 2.0, mover.y_in)
    window.undo_action.trigger()  # the move undone: Redo names it
    path = tmp_path / "wednesday.json"
    assert window.files.save_to(path)

    later = MainWindow(GameController())
    qtbot.addWidget(later)
    later.show()
    undo, redo = later.undo_action, later.redo_action
    for _ in range(3):
        assert later.open_game(path)
        assert later.controller.undo_stack.count() == 3
        assert undo.isEnabled() and redo.isEnabled()
        assert undo.text() != "&Undo" and redo.text() == f"&Redo Move {mover.name}"
        assert not later.isWindowModified()
    redo.trigger()
    assert later.controller.state.model(mover.id).x_in == mover.x_in + 2.0
    assert not redo.isEnabled() and later.isWindowModified()


def test_a_long_evening_reopened_undoes_every_move_back_and_redoes_it(card_window, qtbot,
                                                                      tmp_path):
    """Issue 21: a history read in one pass (each patch's model fields checked one by one)
    still takes every model back where it stood, step by step, and forward again: 400 moves
    of six models, the last 150 undone before saving; after reopening, Edit ▸ Undo walks the
    250 done back to the start and Redo all 400 to the end, and saving again gives the file
    the evening wrote."""
    window = card_window
    state = window.controller.state
    movers = state.models[:6]
    start = {m.id: (m.x_in, m.y_in) for m in state.models}
    for k in range(400):
        m = movers[k % 6]
        # each move legal (S2 coherency, G8), so the file's steps are silent moves
        assert window.controller.move_model(m.id, m.x_in + 0.25 * (1 if k % 12 < 6 else -1),
                                            m.y_in + 0.125 * (1 if k % 36 < 18 else -1))
    end = {m.id: (m.x_in, m.y_in) for m in state.models}
    for _ in range(150):
        window.undo_action.trigger()
    middle = {m.id: (m.x_in, m.y_in) for m in state.models}
    path = tmp_path / "long-evening.json"
    assert window.files.save_to(path)
    written = path.read_bytes()

    later = MainWindow(GameController())
    qtbot.addWidget(later)
    later.show()
    assert later.open_game(path)
    game, scene = later.controller.state, later.scene
    undo, redo = later.undo_action, later.redo_action
    assert later.controller.undo_stack.count() == 400 and later.controller.undo_stack.index() == 250
    assert {m.id: (m.x_in, m.y_in) for m in game.models} == middle
    assert undo.text() == f"&Undo Move {movers[249 % 6].name}"
    assert redo.text() == f"&Redo Move {movers[250 % 6].name}"
    while undo.isEnabled():
        undo.trigger()
    assert {m.id: (m.x_in, m.y_in) for m in game.models} == start
    item = scene.model_items[movers[0].id]
    assert (item.pos().x(), item.pos().y()) == start[movers[0].id]
    while redo.isEnabled():
        redo.trigger()
    assert {m.id: (m.x_in, m.y_in) for m in game.models} == end
    for _ in range(150):
        undo.trigger()
    assert later.files.save_to(path)
    assert path.read_bytes() == written
