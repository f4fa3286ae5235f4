"""Issue 16: one way to change the game. A command is a guard (``check``) and an action
(``apply``); :class:`~app.game.history.Step` is the only undo and owns atomicity; the moving
parts of :class:`~app.game.state.GameState` are declared once (:mod:`app.game.moving`) and
the save file's patch codec reads that table."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest

import app.game.commands as commands
from app.game.commands import (
    AdjustPoints,
    Command,
    EndTurn,
    Flee,
    MoveModel,
    PlaceCounter,
    ProposeAlliance,
    SettleSetUpOrder,
    StartTurn,
)
from app.game.history import Step, capture
from app.game.moving import FIXED, LOG, MOVING, PARTS, unsorted_fields
from app.game.save_history import CODECS, PatchSchema
from app.game.state import GameState
from turnkit import make_game, perform

GAME = Path(__file__).resolve().parents[2] / "app" / "game"


def test_every_field_of_the_game_state_is_either_moving_or_fixed():
    names = {f.name for f in dataclasses.fields(GameState)}
    assert unsorted_fields() == set()
    assert not MOVING & FIXED and not (MOVING | FIXED) & LOG
    assert MOVING | FIXED | LOG == names


def test_the_save_files_patch_codec_reads_the_one_table_in_its_order():
    assert list(PatchSchema.__annotations__) == [p.key for p in PARTS]
    assert {p.codec for p in PARTS} <= set(CODECS)
    state = make_game({"a": 1, "b": 1})
    assert list(capture(state)) == [p.key for p in PARTS]


def test_no_command_defines_an_undo_and_step_is_not_a_command():
    """Nothing in app/game but history.py has an ``undo``: no snapshots, no ``_from``."""
    offenders = []
    for path in GAME.rglob("*.py"):
        if path.name == "history.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name == "undo":
                offenders.append(f"{path.relative_to(GAME)}:{node.lineno}")
            if isinstance(node, ast.ClassDef) and node.name == "_TurnCommand":
                offenders.append(f"{path.relative_to(GAME)}: _TurnCommand")
    assert offenders == []
    assert not issubclass(Step, Command) and not hasattr(Step, "apply")
    assert not hasattr(commands, "RollSetUpOrder")  # one command for the set-up order


def test_no_module_in_app_game_is_over_800_lines():
    sizes = {str(p.relative_to(GAME)): len(p.read_text(encoding="utf-8").splitlines())
             for p in GAME.rglob("*.py")}
    assert {name: n for name, n in sizes.items() if n > 800} == {}


class _Breaks(Command):
    """Changes several moving parts and the log, then fails half-way."""

    text = "Break"

    def act(self, state: GameState) -> None:
        state.model("a-1").x_in = 99.0
        state.player("a").threat_points = 7
        state.turn.number = 5
        state.setup_order = ["b", "a"]
        state.deck.draw()
        state.log_event("test", "half-way")
        raise RuntimeError("a fault half-way")


def test_a_step_puts_the_game_back_when_its_command_fails_half_way():
    state = make_game({"a": 1, "b": 1})
    before, log = capture(state), len(state.log)
    with pytest.raises(RuntimeError):
        Step.perform(_Breaks(), state)
    assert capture(state) == before and len(state.log) == log


def test_apply_refuses_with_the_checks_sentence_and_changes_nothing():
    state = make_game({"a": 1, "b": 1})
    cases = [
        EndTurn(),  # no turn under way
        AdjustPoints("a", "threat", -1),  # S1: not below 0
        ProposeAlliance("a", ["a"]),  # M10
        MoveModel("a-1", float("nan"), 1.0),
    ]
    for command in cases:
        problem = command.check(state)
        assert problem
        before = capture(state)
        with pytest.raises(ValueError) as refused:
            Step.perform(command, state)
        assert str(refused.value) == problem
        assert capture(state) == before
    assert StartTurn().check(state) is None


def test_a_check_that_allows_leaves_apply_to_do_it_once():
    state = make_game({"a": 2, "b": 2})
    perform(StartTurn(), state)
    flee = Flee("a")
    assert flee.check(state) is None
    step = perform(flee, state)
    assert Flee("a").check(state) == "A's warband has already left the game"
    step.undo(state)
    assert Flee("a").check(state) is None


def test_m3_the_set_up_order_is_one_command_whatever_opened_the_game(tmp_path):
    """A game opened without a set-up plan (the Mordheim demo) and one built from a scenario
    both settle the set-up order with :class:`SettleSetUpOrder` (M3); Edit ▸ Undo keeps the
    names players saw before ("Roll set-up order" from the panel, "Set-up order" in a
    scenario's set-up)."""
    planless = make_game({"a": 1, "b": 1, "c": 1}, system="mordheim")
    step = perform(SettleSetUpOrder(first={"a": 6, "b": 4, "c": 2}), planless)
    assert planless.setup_order == ["a", "b", "c"] and step.text == "Roll set-up order"
    assert SettleSetUpOrder().check(planless) == "the set-up order is already settled"
    step.undo(planless)
    assert planless.setup_order == [] and SettleSetUpOrder().check(planless) is None
    from app.game.newgame import PlayerSetup, new_game
    from app.game.scenarios import scenario_by_id

    game = new_game(scenario_by_id("street-brawl"),
                    [PlayerSetup(n) for n in ("Ann", "Bob", "Cy")])
    assert perform(SettleSetUpOrder(), game).text == "Set-up order"


def test_a_counter_refused_by_the_scenarios_limits_says_why_before_anything_changes():
    from app.game.newgame import PlayerSetup, new_game
    from app.game.rosters import Roster, RosterEntry
    from app.game.scenarios import scenario_by_id
    from app.rules.bases import Base
    from app.rules.rng import GameRng

    band = Roster(name="Band", models=[RosterEntry("Trooper", Base.round(32.0))])
    state = new_game(scenario_by_id("the-looters"),
                     [PlayerSetup(n, roster=band) for n in ("Ann", "Bob", "Cy")],
                     rng=GameRng(seed=4))
    perform(SettleSetUpOrder(), state)
    first = state.setup_order[0]
    off = PlaceCounter("supply-crate", first, 0.0, 0.0)
    assert off.check(state).startswith("Part of the marker is off the table")
    assert PlaceCounter("supply-crate", state.setup_order[1], 24, 24).check(state) \
        .endswith("places the next supply crate")
    assert PlaceCounter("supply-crate", first, 24, 24).check(state) is None
