"""The undo history saved with the game (issue 5): after reopening a file or recovering an
autosave, Undo and Redo carry on exactly as if the app had never closed: the same positions,
cards, dice, points and alliances come back, and the log keeps its undone lines."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from app.game.commands import (
    AdjustPoints,
    AllocateHit,
    AnswerAlliance,
    Attack,
    BreakAlliance,
    Draw,
    EndTurn,
    Flee,
    MoveModel,
    MoveModels,
    NextActivation,
    ProposeAlliance,
    RollDice,
    RollOff,
    RotateModel,
    SetModelStatus,
    StartTurn,
)
from app.game.history import History, Step
from app.game.commands import EditModel, RemoveModels
from app.game.newgame import (
    DropCounter,
    PlaceCounter,
    PlaceModel,
    PlayerSetup,
    ReturnToTray,
    SettleSetUpOrder,
    new_game,
    next_counter_placer,
)
from app.game.rosters import Roster, RosterEntry
from app.game.saves import (
    GameFileError,
    dumps_game,
    game_to_dict,
    load_game,
    load_saved_game,
    parse_saved_game,
    save_game,
)
from app.game.scenarios import scenario_by_id
from app.paths import card_demo_game_path, demo_game_path
from app.rules.bases import Base
from app.rules.rng import GameRng


class Table:
    """A game with an undo stack, as the app's controller keeps it (without Qt)."""

    def __init__(self, state, history: History | None = None):
        self.state = state
        history = history or History()
        self.steps: list[Step] = list(history.steps)
        self.index = history.index

    def do(self, command) -> bool:
        try:
            step, _ = Step.perform(command, self.state)
        except ValueError:
            return False
        del self.steps[self.index:]
        self.steps.append(step)
        self.index += 1
        return True

    def undo(self) -> bool:
        if self.index == 0:
            return False
        self.index -= 1
        self.steps[self.index].undo(self.state)
        return True

    def redo(self) -> bool:
        if self.index == len(self.steps):
            return False
        self.steps[self.index].redo(self.state)
        self.index += 1
        return True

    @property
    def history(self) -> History:
        return History(list(self.steps), self.index)

    def reopened(self, tmp_path, name="game.json") -> "Table":
        path = tmp_path / name
        save_game(self.state, path, self.history)
        saved = load_saved_game(path)
        assert saved.problem == ""
        return Table(saved.state, saved.history)


def position(state) -> dict:
    """Everything a player sees of the game except the log (which only grows)."""
    doc = game_to_dict(state)
    del doc["log"]
    return doc


def visible_log(state) -> list[str]:
    return [e.text for e in state.log if not e.undone and e.kind != "undo"]


def card_game():
    return load_game(card_demo_game_path())


def play_a_card_turn(table: Table) -> list[dict]:
    """Turn 1 of the card demo through many kinds of command; returns the position before
    each step and after the last one."""
    state = table.state
    seen = [position(state)]
    ids = [p.id for p in state.players]
    models = {pid: [m.id for m in state.models_of(pid)] for pid in ids}
    a, b, c = ids[:3]
    commands = [
        StartTurn(),
        MoveModel(models[a][0], 30.25, 20.5),
        RotateModel(models[a][1], 45),
        MoveModels({models[b][0]: (40.0, 30.0), models[b][1]: (41.5, 30.0)}),
        NextActivation(),
        NextActivation(),
        Draw(purpose="who places the flag"),
        RollDice("2D6", player=a, purpose="morale"),
        RollOff([b, c], purpose="tie"),
        AdjustPoints(a, "threat", 3),
        ProposeAlliance(a, [b]),
        AnswerAlliance(b, a, True),
        Attack(models[c][0], models[a][0]),
        SetModelStatus(models[c][1], "out_of_action"),  # Trench Crusade has no stunned
        AllocateHit(models[c][0], [models[a][0], models[b][0]]),
        BreakAlliance(a, b),
        Flee(c),
        EndTurn(),
    ]
    for command in commands:
        assert table.do(command), type(command).__name__
        seen.append(position(state))
    return seen


def test_every_step_of_a_turn_undoes_after_reopening_back_to_the_start(tmp_path):
    table = Table(card_game())
    seen = play_a_card_turn(table)
    reopened = table.reopened(tmp_path)
    assert position(reopened.state) == seen[-1]
    # Undo after reopening walks back through exactly the positions the game went through
    for expected in reversed(seen[:-1]):
        assert reopened.undo()
        assert position(reopened.state) == expected
    assert not reopened.undo()
    # the log kept every line, marked undone, and says what was undone
    assert all(e.undone for e in reopened.state.log if e.kind != "undo")
    assert [e.text for e in reopened.state.log if e.kind == "undo"][0] == "Undone: End turn"
    # Redo replays the same cards, dice and moves
    for expected in seen[1:]:
        assert reopened.redo()
        assert position(reopened.state) == expected
    assert not reopened.redo()
    assert visible_log(reopened.state) == visible_log(table.state)


def test_a_reopened_game_undoes_and_redoes_like_the_game_that_never_closed(tmp_path):
    live = Table(card_game())
    play_a_card_turn(live)
    for _ in range(5):
        live.undo()  # some steps undone before saving: they can be redone after reopening
    reopened = live.reopened(tmp_path)
    for table in (live, reopened):
        table.redo()
        table.redo()
        table.undo()
        for _ in range(4):
            table.undo()
        table.redo()
    assert dumps_game(reopened.state, reopened.history) == dumps_game(live.state, live.history)
    # a new command after undo drops the steps that could have been redone, in both
    for table in (live, reopened):
        assert table.do(NextActivation())
        assert not table.redo()
    assert dumps_game(reopened.state) == dumps_game(live.state)


def test_load_then_save_with_an_undo_history_gives_the_same_bytes(tmp_path):
    table = Table(card_game())
    play_a_card_turn(table)
    table.undo()
    table.undo()
    path = tmp_path / "a.json"
    save_game(table.state, path, table.history)
    saved = load_saved_game(path)
    again = tmp_path / "b.json"
    save_game(saved.state, again, saved.history)
    assert again.read_bytes() == path.read_bytes()
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["version"] == 5 and doc["history"]["index"] == len(doc["history"]["steps"]) - 2
    # a step keeps only what it changed: one model's position for a move, no log lines
    move = doc["history"]["steps"][1]
    assert move["text"].startswith("Move ") and move["log"] is None
    assert list(move["after"]) == ["models"] and len(move["after"]["models"]) == 1
    assert move["after"]["models"].popitem()[1] == {"x_in": 30.25, "y_in": 20.5}


def test_a_game_without_history_saves_as_before_and_opens_with_an_empty_stack(tmp_path):
    state = card_game()
    path = tmp_path / "g.json"
    save_game(state, path)
    assert "history" not in json.loads(path.read_text(encoding="utf-8"))
    saved = load_saved_game(path)
    assert saved.history.steps == [] and saved.problem == ""
    # a version 3 file (from before the history) opens too
    old = load_saved_game(demo_game_path())
    assert old.history == History() and old.problem == ""


LOOTER = Roster(name="Looters", warband="Looters", models=[
    RosterEntry("Trooper", Base.round(32.0), "", 2, 10)])


def test_setup_placements_and_counters_undo_after_reopening(tmp_path):
    """The Looters' crates (objectives placed in set-up) and models placed from the tray
    come back off the table when their steps are undone in a reopened game."""
    players = [PlayerSetup(n, roster=LOOTER) for n in ("Ann", "Bob", "Cy")]
    table = Table(new_game(scenario_by_id("the-looters"), players, rng=GameRng(seed=4)))
    seen = [position(table.state)]
    assert table.do(SettleSetUpOrder())
    seen.append(position(table.state))
    spots = iter([(24, 24), (27, 24), (21, 24)])
    counter = table.state.setup.counters[0]
    for _ in range(3):
        who = next_counter_placer(table.state, counter)
        assert table.do(PlaceCounter(counter.id, who, *next(spots)))
        seen.append(position(table.state))
    assert len(table.state.objectives) == 3
    first = table.state.players[0].id
    assert table.do(PlaceModel(f"{first}-1", 30, 30, agreed=True))
    seen.append(position(table.state))
    assert table.do(ReturnToTray(f"{first}-1"))
    seen.append(position(table.state))
    reopened = table.reopened(tmp_path)
    for expected in reversed(seen[:-1]):
        assert reopened.undo()
        assert position(reopened.state) == expected
    assert reopened.state.objectives == [] and reopened.state.setup_order == []
    while reopened.redo():
        pass
    assert position(reopened.state) == seen[-1]
    assert [o.name for o in reopened.state.objectives] == [o.name for o in table.state.objectives]
    with pytest.raises(ValueError):
        DropCounter(counter.id, first).apply(reopened.state)  # all placed: nothing to drop


def _saved_doc(tmp_path):
    table = Table(card_game())
    play_a_card_turn(table)
    text = dumps_game(table.state, table.history)
    return json.loads(text)


@pytest.mark.parametrize("breakage, field", [
    (lambda h: h.update(index=99), "history.index"),
    (lambda h: h["steps"][1]["after"]["models"].update(ghost={"x_in": 1}),
     "history.steps[1].after.models.ghost"),
    (lambda h: next(iter(h["steps"][1]["after"]["models"].values())).update(x_in="40"),
     "history.steps[1].after.models."),
    (lambda h: next(iter(h["steps"][1]["after"]["models"].values())).update(x_in=1e9),
     "history.steps[1].after.models."),
    (lambda h: next(iter(h["steps"][1]["after"]["models"].values())).update(colour="X"),
     "history.steps[1].after.models."),
    # issue 21: a patch's model fields are checked one by one (not merged into the whole
    # model first), with the model schema's own limits and names
    (lambda h: next(iter(h["steps"][1]["after"]["models"].values())).update(y_in=None),
     ".y_in: expected a number, got null"),
    (lambda h: next(iter(h["steps"][1]["after"]["models"].values())).update(name=""),
     ".name: String should have at least 1 character"),
    (lambda h: next(iter(h["steps"][1]["after"]["models"].values())).update(status="dead"),
     ".status: Input should be 'active'"),
    (lambda h: next(iter(h["steps"][1]["after"]["models"].values())).update(
        base={"shape": "oval", "diameter_mm": 25}), ".base: an oval base needs length_mm"),
    (lambda h: next(iter(h["steps"][1]["after"]["models"].values())).update(id="m9"),
     ".id: unknown field"),
    (lambda h: h["steps"][1]["after"].update(objectives=None),
     "history.steps[1].after.objectives: Input should be a valid list"),
    (lambda h: h["steps"][0]["before"].update(turn=None), "history.steps[0].before.turn"),
    (lambda h: h["steps"][0]["after"].update(draw_pile=["ZZ"]),
     "history.steps[0].after.draw_pile"),
    (lambda h: h["steps"][0].update(log=[5, 100000]), "history.steps[0].log"),
    (lambda h: h["steps"][0].update(text=7), "history.steps[0].text"),
    (lambda h: h["steps"][0]["after"].update(winner="nobody"),
     "history.steps[0].after.winner"),
    (lambda h: h["steps"][0]["after"].update(players={"ana": {"fled": "yes"}}),
     "history.steps[0].after.players.ana.fled"),
    (lambda h: h.update(steps="all of them"), "history.steps"),
    (lambda h: h["steps"][1].update(text="Move\x07 Bell"), "history.steps[1].text"),
    # each patch fine on its own, but the games they lead to are not (found by undoing and
    # redoing every step on a copy)
    (lambda h: h["steps"][0]["before"].update(draw_pile=["4S"] * 49),
     "history.steps[0].before: it would leave a game that is not valid (deck.draw_pile"),
    (lambda h: h["steps"][0]["before"].update(turn={"units_at_start": ["zed/foo"]}),
     "history.steps[0].before: it would leave a game that is not valid "
     "(turn.units_at_start[0]: no unit has key 'zed/foo')"),
    (lambda h: h["steps"][0]["after"]["turn"].update(
        initiative={"ana": "9D", "ben": "9D", "cara": "9D"}), "history.steps[0].after"),
    (lambda h: h["steps"][7]["before"].update(
        last_roll={"purpose": "", "player": "zed", "roll": {"kind": "D6", "faces": [3]}}),
     "(last_roll.player: no player has id 'zed')"),
    (lambda h: h["steps"][0]["before"]["turn"].update(current_player="ana"),
     "redoing the steps done does not lead back to the game as saved (turn differ)"),
    (lambda h: h["steps"][3].update(log=[0, 1]), "history.steps[3].log: its log lines come"),
])
def test_a_broken_history_opens_the_game_without_it_and_says_which_field(tmp_path, breakage,
                                                                           field):
    doc = _saved_doc(tmp_path)
    breakage(doc["history"])
    path = tmp_path / "broken.json"
    text = json.dumps(doc)
    path.write_text(text, encoding="utf-8")
    saved = load_saved_game(path)
    assert str(path) in saved.problem and field in saved.problem
    assert "opened without its undo history" in saved.problem
    assert saved.history == History()
    assert position(saved.state) == position(parse_saved_game(doc).state)  # the game is whole
    assert path.read_text(encoding="utf-8") == text  # and the file untouched


@pytest.mark.parametrize("breakage, message", [
    (lambda h: h["steps"][7]["before"].update(
        last_roll={"purpose": "", "player": "zed", "roll": {"kind": "D6", "faces": [3]}}),
     "history.steps[7].before: it would leave a game that is not valid (last_roll.player"),
    (lambda h: h["steps"][-1]["before"].update(winner="ana"),
     "history.steps[7:]: undoing the steps that can be redone does not lead back to the game "
     "as saved (winner differ)"),
])
def test_steps_that_can_be_redone_are_checked_too(tmp_path, breakage, message):
    """Redo then Undo of a step undone before saving must not break the game either."""
    table = Table(card_game())
    play_a_card_turn(table)
    while table.index > 7:
        table.undo()
    doc = json.loads(dumps_game(table.state, table.history))
    breakage(doc["history"])
    saved = parse_saved_game(doc)
    assert message in saved.problem and saved.history == History()


@pytest.mark.parametrize("history", [[], "junk", 5, True])
def test_a_history_of_the_wrong_kind_still_opens_the_game(tmp_path, history):
    doc = _saved_doc(tmp_path)
    doc["history"] = history
    saved = parse_saved_game(doc)
    assert "history: expected an object" in saved.problem and saved.history == History()
    assert position(saved.state) == position(parse_saved_game({**doc, "history": None}).state)


def test_a_history_from_a_newer_app_is_not_guessed_at(tmp_path):
    doc = _saved_doc(tmp_path)
    doc["version"] = 6
    with pytest.raises(GameFileError, match="newer Table Marshal"):
        parse_saved_game(doc)


# -- property: any play, any undo/redo, saved and reopened at any point -------------------------
def _command(data, state):
    """A command a player could try now (the rules may refuse it)."""
    ids = [p.id for p in state.players]
    mids = [m.id for m in state.models]
    # turn commands more often, so turns really start, activate and end
    pick = data.draw(st.sampled_from([*range(16), 3, 4, 4, 4, 5, 11]), label="command")
    pid = data.draw(st.sampled_from(ids), label="player")
    other = data.draw(st.sampled_from(ids), label="other")
    mid = data.draw(st.sampled_from(mids), label="model")
    target = data.draw(st.sampled_from(mids), label="target")
    x = data.draw(st.floats(0, 72, allow_nan=False), label="x")
    y = data.draw(st.floats(0, 48, allow_nan=False), label="y")
    return [
        lambda: MoveModel(mid, x, y),
        lambda: RotateModel(mid, x * 5),
        lambda: MoveModels({mid: (x, y), target: (y, x / 2)} if mid != target else {mid: (x, y)}),
        lambda: StartTurn(),
        lambda: NextActivation(),
        lambda: EndTurn(),
        lambda: Draw(),
        lambda: RollDice("D6", player=pid),
        lambda: RollOff([pid, other]),
        lambda: AdjustPoints(pid, "threat", int(x) - 20),
        lambda: ProposeAlliance(pid, [other]),
        lambda: AnswerAlliance(other, pid, x > 30),
        # a Trench Crusade game: stunned and hidden are refused (Mordheim statuses)
        lambda: SetModelStatus(mid, ["active", "out_of_action", "stunned", "hidden"][int(y) % 4]),
        lambda: Attack(mid, target),
        lambda: EditModel(mid, name=f"Model {int(x)}", label=f"M{int(y)}",
                          base=[Base.round(25), Base("oval", length_mm=60, width_mm=35)][int(x) % 2],
                          facing_deg=y, unit=["", "u1"][int(y) % 2]),
        lambda: RemoveModels([mid, target]),
    ][pick]()


@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=st.data())
def test_property_a_reopened_game_behaves_exactly_like_the_live_one(tmp_path, data):
    live = Table(card_game())
    reopened_at = data.draw(st.integers(0, 15), label="reopen after op")
    other = None
    for op in range(16):
        action = data.draw(st.sampled_from(["do", "do", "do", "undo", "redo"]), label="op")
        tables = [live] if other is None else [live, other]
        if action == "do":
            command = _command(data, live.state)
            before = position(live.state)
            done = live.do(command)
            if not done:
                assert position(live.state) == before  # a refused command changes nothing
            if other is not None:
                assert other.do(_replay(command)) == done
        else:
            results = {getattr(t, action)() for t in tables}
            assert len(results) == 1
        if op == reopened_at:
            other = live.reopened(tmp_path, f"p{op}.json")
        if other is not None:
            assert dumps_game(other.state, other.history) == dumps_game(live.state, live.history)
    # and both can be undone all the way back to the game as it began
    start = position(card_game())
    for table in [live] + ([other] if other else []):
        while table.undo():
            pass
        assert position(table.state) == start


def _replay(command):
    """A fresh copy of ``command`` (commands keep what they did, so one is not applied twice)."""
    import copy

    fresh = copy.deepcopy(command)
    for name in ("_snapshot", "_from"):
        if hasattr(fresh, name):
            setattr(fresh, name, None if name == "_snapshot" else getattr(fresh, name))
    return fresh


def test_a_draw_record_whose_ranking_names_a_player_without_a_card_is_refused():
    """The Dice and draws panel lists the ranking with each player's card (C4)."""
    doc = json.loads(dumps_game(card_game()))
    doc["last_draw"] = {"purpose": "", "cards": {"ana": "4S"}, "order": ["ben"]}
    with pytest.raises(GameFileError, match="last_draw.order: the ranking must name exactly"):
        parse_saved_game(doc)


@pytest.mark.parametrize("breakage", [
    lambda h: None,
    lambda h: h["steps"][1]["after"]["models"].update(ghost={"x_in": 1}),
    lambda h: next(iter(h["steps"][1]["after"]["models"].values())).update(x_in=float("nan")),
    lambda h: h["steps"][0].update(text="Deal \ud800"),
    lambda h: h.update(index=-1),
])
def test_a_game_file_read_in_one_pass_opens_as_the_careful_read_does(tmp_path, monkeypatch,
                                                                     breakage):
    """Issue 21: the loader parses a file and checks its undo history in one pass
    (save_history.read_with_history); anything amiss there is read again with json.loads,
    which names the field. Both ways give the same game, history and message."""
    from app.game import saves

    doc = _saved_doc(tmp_path)
    breakage(doc["history"])
    path = tmp_path / "evening.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8",
                    errors="surrogatepass")

    def opened():
        try:
            saved = load_saved_game(path)
        except GameFileError as exc:
            return str(exc)
        return dumps_game(saved.state, saved.history), saved.problem

    quick = opened()
    monkeypatch.setattr(saves, "read_with_history", lambda text: json.loads("no"))
    assert opened() == quick
