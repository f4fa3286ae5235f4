"""Issue 32: a roster's models put in a tray is one undoable step; the steps after it that
place and move those models save and open again whatever of them is undone (the file names
the added models in the step that adds them, and every later step may name them)."""

from __future__ import annotations

from app.game.commands import MoveModel, PlaceModel
from app.game.commands.rosters import AddRosterToTray
from app.game.history import History, Step
from app.game.rosters import Roster, RosterEntry
from app.game.saves import load_game, load_saved_game, save_game
from app.paths import demo_game_path
from app.rules.bases import Base


def _evening():
    from app.game.state import SetupPlan

    state = load_game(demo_game_path())  # Mordheim, in set-up
    state.setup = SetupPlan()  # a set-up tray, as a game made by File > New game has
    pid = state.players[0].id
    roster = Roster("Extra", system=state.system, warband="Extra",
                    models=[RosterEntry("Thug", Base.round(25), "", 2, 10)])
    steps = [Step.perform(AddRosterToTray(pid, roster), state)[0]]
    added = [m.id for m in state.models if m.status == "unplaced" and m.player == pid][-2:]
    steps.append(Step.perform(PlaceModel(added[0], 10, 10, agreed=True), state)[0])
    steps.append(Step.perform(MoveModel(added[0], 11, 10, agreed=True), state)[0])
    return state, steps, added


def test_a_history_that_adds_models_saves_and_opens_at_every_point(tmp_path):
    for undone in range(4):  # nothing undone ... the roster's step undone too
        state, steps, added = _evening()
        for step in reversed(steps[len(steps) - undone:]):
            step.undo(state)
        path = tmp_path / f"evening-{undone}.json"
        save_game(state, path, History(steps, len(steps) - undone))
        saved = load_saved_game(path)
        game, history = saved.state, saved.history
        assert saved.problem == "" and len(history.steps) == 3
        assert ({m.id for m in game.models} >= set(added)) == (undone < 3)
        for step in history.steps[history.index:]:  # redo what was undone
            step.redo(game)
        moved = game.model(added[0])
        assert (moved.x_in, moved.y_in, moved.status) == (11.0, 10.0, "active")
