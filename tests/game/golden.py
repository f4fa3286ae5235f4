"""Games whose saved bytes are pinned in ``tests/game/fixtures/golden/`` (format v4).

The fixtures were written by this module's :func:`write_all` from the code BEFORE issue 16
rebuilt the commands and the undo history, so ``test_save_bytes.py`` shows the save file's
bytes (and the undo history in it) stayed exactly as they were. Regenerate only for a
deliberate change of the file format: ``.venv/bin/python tests/game/golden.py``.

Every game is built without Qt, through the commands and history steps the app uses
(``Step.perform``, ``Step.merge`` for a run of points presses), with fixed seeds.
"""

from __future__ import annotations

import json
from pathlib import Path

from app.game.commands import (
    AdjustPoints,
    AllocateHit,
    AnswerAlliance,
    Attack,
    BreakAlliance,
    ChooseSegment,
    Draw,
    EditModel,
    EndTurn,
    Flee,
    MoveModel,
    MoveModels,
    NextActivation,
    ProposeAlliance,
    RemoveModels,
    RollDice,
    RollOff,
    RollScenario,
    RotateModel,
    SetModelStatus,
    StartTurn,
)
from app.game.history import History, Step
from app.game.newgame import (
    DropCounter,
    PlaceCounter,
    PlaceModel,
    PlayerSetup,
    ReturnToTray,
    current_step,
    legal_counter_spot,
    new_game,
    next_counter_placer,
    step_command,
)
from app.game.rosters import Roster, RosterEntry
from app.game.saves import dumps_game, load_game
from app.game.scenarios import bundled_scenarios, scenario_by_id
from app.game.state import GameState
from app.paths import resources_dir
from app.rules.bases import Base
from app.rules.rng import GameRng
from app.rules.turns import SEGMENT_ORDER

FIXTURES = Path(__file__).parent / "fixtures" / "golden"


def roster(name: str) -> Roster:
    return Roster(name=name, warband=name, models=[
        RosterEntry("Leader", Base.round(25), "", 1, 60),
        RosterEntry("Trooper", Base.round(25), "squad", 3, 20),
        RosterEntry("Beast", Base("oval", length_mm=60, width_mm=35), "", 1, 45)])


NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")


def players_for(scenario, count: int | None = None) -> list[PlayerSetup]:  # noqa: ANN001
    n = count or max(scenario.players.min, min(3, scenario.players.max))
    return [PlayerSetup(name, roster=roster(f"{name}'s band")) for name in NAMES[:n]]


def bundled_game_names() -> list[str]:
    return sorted(p.name for p in (resources_dir() / "games").glob("*.json"))


def bundled_game_text(name: str) -> str:
    return dumps_game(load_game((resources_dir() / "games") / name))


def scenario_ids() -> list[str]:
    return [s.id for s in bundled_scenarios()]


def new_game_text(scenario_id: str) -> str:
    scenario = scenario_by_id(scenario_id)
    return dumps_game(new_game(scenario, players_for(scenario), rng=GameRng(seed=16)))


class Table:
    """A game and its undo stack, kept as the app's controller keeps it (without Qt)."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.steps: list[Step] = []
        self.index = 0

    def do(self, command) -> bool:  # noqa: ANN001
        try:
            step, _ = Step.perform(command, self.state)
        except ValueError:
            return False
        del self.steps[self.index:]
        if self.steps and self.steps[-1].merge(step, self.state):
            if self.steps[-1].empty:
                self.steps.pop()
                self.index -= 1
            return True
        self.steps.append(step)
        self.index += 1
        return True

    def undo(self) -> None:
        self.index -= 1
        self.steps[self.index].undo(self.state)

    def redo(self) -> None:
        step = self.steps[self.index]
        step.redo(self.state)
        self.index += 1

    @property
    def history(self) -> History:
        return History(list(self.steps), self.index)

    def text(self) -> str:
        return dumps_game(self.state, self.history)


def _walk_setup(table: Table) -> None:
    """Every set-up step in order: the step's one-press command, counters where the rules
    allow (else left out), segments A-F in turn, models placed knowingly on a grid."""
    state = table.state
    spot = 0
    for _ in range(200):
        step = current_step(state)
        if step is None or step.key == "start":
            return
        command = step_command(state)
        if command is not None:
            assert table.do(command), step.key
            continue
        if step.key.startswith("counters:"):
            cid = step.key.partition(":")[2]
            counter = next(c for c in state.setup.counters if c.id == cid)
            who = next_counter_placer(state, counter)
            where = legal_counter_spot(state, cid, who, step_in=1.0)
            assert table.do(PlaceCounter(cid, who, *where) if where is not None
                            else DropCounter(cid, who)), step.key
        elif step.key == "segments":
            taken = {p.segment for p in state.players}
            free = next(s for s in SEGMENT_ORDER if s not in taken)
            assert table.do(ChooseSegment(step.player, free)), step.key
        elif step.key == "models":
            model = state.unplaced_models()[0]
            x, y = 4.0 + (spot % 14) * 4.5, 4.0 + (spot // 14) * 5.0
            spot += 1
            assert table.do(PlaceModel(model.id, x, y, agreed=True)), step.key
        else:  # pragma: no cover
            raise AssertionError(step.key)
    raise AssertionError("the set-up did not end")


def mordheim_history() -> Table:
    """Treasure Hunt for three: defenderless D6 order, rolled counters placed, segments,
    models, the order of play, then turns with moves, rolls, alliances, edits and a flight,
    ending with three steps undone (redo-able)."""
    scenario = scenario_by_id("treasure-hunt")
    table = Table(new_game(scenario, players_for(scenario, 3), rng=GameRng(seed=7)))
    state = table.state
    assert table.do(RollScenario())
    first = state.models[0].id
    assert table.do(PlaceModel(first, 20.0, 20.0, agreed=True))
    assert table.do(ReturnToTray(first))
    _walk_setup(table)
    assert table.do(RemoveModels([state.models[1].id]))  # back to the tray in set-up
    _walk_setup(table)
    assert table.do(step_command(state))  # the order of play (M5)
    ids = [p.id for p in state.players]
    a, b, c = ids
    mine = {pid: [m.id for m in state.models_of(pid)] for pid in ids}
    current = state.turn.current_player
    assert table.do(MoveModel(mine[current][0], 30.5, 22.25))
    assert table.do(RotateModel(mine[current][4], 30))
    assert table.do(MoveModels({mine[current][1]: (31.0, 24.0), mine[current][2]: (32.5, 24.0)}))
    assert table.do(RollDice("2D6", player=current, purpose="leadership"))
    assert table.do(RollOff([a, b], purpose="tie"))
    others = [pid for pid in ids if pid != current]
    assert table.do(ProposeAlliance(current, others))
    assert table.do(AnswerAlliance(others[0], current, True))
    assert table.do(AnswerAlliance(others[1], current, False))
    assert table.do(AllocateHit(mine[others[1]][0], [mine[current][0], mine[others[0]][1]]))
    assert table.do(Attack(mine[others[1]][0], mine[current][3], "shoot"))
    assert table.do(SetModelStatus(mine[others[1]][1], "stunned"))
    assert table.do(EditModel(mine[current][3], name="Gnasher", label="Gn", unit="pack",
                              base=Base.round(32), facing_deg=90, status="knocked_down"))
    assert table.do(EndTurn())
    assert table.do(BreakAlliance(current, others[0]))
    assert table.do(EndTurn())
    assert table.do(EndTurn())
    assert table.do(Flee(others[1], "routed"))
    assert table.do(EndTurn())
    assert table.do(Flee(others[0], "fled"))  # the last warband standing wins (M9)
    for _ in range(3):
        table.undo()
    return table


def card_history() -> Table:
    """Contested Ground for two (S2 battle formations: a roll-off order and table edges),
    then card turns (C5-C7, S7) with draws, points runs merged into one step, a model taken
    out of action, a warband fleeing; two steps undone at the end."""
    scenario = scenario_by_id("contested-ground")
    table = Table(new_game(scenario, players_for(scenario, 2), rng=GameRng(seed=11)))
    state = table.state
    _walk_setup(table)
    assert table.do(step_command(state))  # deal the Initiative cards (C5)
    a, b = (p.id for p in state.players)
    assert table.do(Draw(purpose="who goes first"))
    for _ in range(3):
        assert table.do(AdjustPoints(a, "threat", 1))
    assert table.do(AdjustPoints(b, "command", 2))
    assert table.do(AdjustPoints(b, "command", -2))  # a run back where it began: no step
    assert table.do(NextActivation())
    assert table.do(NextActivation())
    assert table.do(MoveModel(state.models[0].id, 12.5, 13.5))
    assert table.do(SetModelStatus(next(m.id for m in state.models_of(b)), "out_of_action"))
    while table.do(NextActivation()):
        pass
    assert table.do(EndTurn())
    assert table.do(StartTurn())
    assert table.do(NextActivation())
    assert table.do(Flee(b, "fled"))
    for _ in range(2):
        table.undo()
    return table


def defender_history() -> Table:
    """Ambush! for four: the defender chosen (M2) and set up in the middle, the attackers by
    D6 and segments, the order of play with a centre defender; one step undone."""
    scenario = scenario_by_id("ambush")
    table = Table(new_game(scenario, players_for(scenario, 4), rng=GameRng(seed=3)))
    _walk_setup(table)
    assert table.do(step_command(table.state))
    assert table.do(RollDice("D3"))
    assert table.do(EndTurn())
    table.undo()
    return table


def legacy_history() -> Table:
    """The Mordheim demo (a game without a set-up plan): the set-up order rolled from the
    panel's button (M3), the order of play (M5), a turn; nothing undone."""
    from app.game.commands import RollOrderOfPlay, SettleSetUpOrder

    table = Table(load_game(resources_dir() / "games" / "demo.json"))
    table.state.reseed(5)
    assert table.do(SettleSetUpOrder())
    assert table.do(RollOrderOfPlay())
    assert table.do(MoveModel(table.state.models[0].id, 10.0, 10.0))
    assert table.do(EndTurn())
    return table


HISTORIES = {"mordheim-history": mordheim_history, "card-history": card_history,
             "defender-history": defender_history, "legacy-history": legacy_history}


def expected_files() -> dict[str, str]:
    """File name in :data:`FIXTURES` -> the text the code writes today."""
    out = {f"game-{name}": bundled_game_text(name) for name in bundled_game_names()}
    out.update({f"new-{sid}.json": new_game_text(sid) for sid in scenario_ids()})
    for name, build in HISTORIES.items():
        table = build()
        out[f"{name}.json"] = table.text()
        while table.index:
            table.undo()
        out[f"{name}-all-undone.json"] = table.text()
        while table.index < len(table.steps):
            table.redo()
        out[f"{name}-all-redone.json"] = table.text()
    return out


def write_all() -> None:
    FIXTURES.mkdir(parents=True, exist_ok=True)
    for name, text in expected_files().items():
        json.loads(text)
        (FIXTURES / name).write_bytes(text.encode("utf-8"))


if __name__ == "__main__":
    write_all()
