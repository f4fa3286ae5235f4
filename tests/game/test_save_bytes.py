"""The game file's bytes stay as they were (format v4, issue 16): each bundled game, a new
game of each bundled scenario (fixed seed) and games with an undo history of mixed commands
are saved and compared byte for byte with the files in ``fixtures/golden/``, written by
:mod:`tests.game.golden` from the code before the commands and the undo history were
rebuilt. The history files are also reopened and undone and redone all the way, as Edit ▸
Undo does after reopening, and must give the same bytes as undoing and redoing at once."""

from __future__ import annotations

import re

import pytest

from app.game.history import History
from app.game.saves import dumps_game, load_saved_game

import golden


_SAY = re.compile(r', "say": \{.*\}\}(,?)$', re.M)


def english_only(text: str) -> str:
    """The file without the optional ``"say"`` members (issue 34: a log line's or undo
    step's phrase, for showing it translated), which the golden files predate."""
    return _SAY.sub(r"}\1", text)


def expected(name: str) -> str:
    return (golden.FIXTURES / name).read_bytes().decode("utf-8")


@pytest.mark.parametrize("name", golden.bundled_game_names())
def test_a_bundled_game_saves_to_the_same_bytes(name):
    assert english_only(golden.bundled_game_text(name)) == expected(f"game-{name}")


@pytest.mark.parametrize("scenario_id", golden.scenario_ids())
def test_a_new_game_of_each_bundled_scenario_saves_to_the_same_bytes(scenario_id):
    assert english_only(golden.new_game_text(scenario_id)) == expected(f"new-{scenario_id}.json")


@pytest.mark.parametrize("name", sorted(golden.HISTORIES))
def test_a_game_with_an_undo_history_saves_to_the_same_bytes(name):
    table = golden.HISTORIES[name]()
    assert english_only(table.text()) == expected(f"{name}.json")
    while table.index:
        table.undo()
    assert english_only(table.text()) == expected(f"{name}-all-undone.json")
    while table.index < len(table.steps):
        table.redo()
    assert english_only(table.text()) == expected(f"{name}-all-redone.json")


@pytest.mark.parametrize("name", sorted(golden.HISTORIES))
def test_undo_and_redo_after_reopening_give_the_same_bytes(name):
    saved = load_saved_game(golden.FIXTURES / f"{name}.json")
    assert saved.problem == ""
    assert english_only(dumps_game(saved.state, saved.history)) == expected(f"{name}.json")
    table = golden.Table(saved.state)
    table.steps, table.index = list(saved.history.steps), saved.history.index
    while table.index:
        table.undo()
    assert english_only(dumps_game(table.state, History(table.steps, 0))) == expected(
        f"{name}-all-undone.json")
    while table.index < len(table.steps):
        table.redo()
    assert english_only(table.text()) == expected(f"{name}-all-redone.json")
