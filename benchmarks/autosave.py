"""Cost of the autosave written after every command, as the game's undo history grows (issue 5).

    python benchmarks/autosave.py

Plays the three-player card demo (36 models) with a seeded mix of moves, status changes,
draws, rolls and full turns (deal, every activation, end turn), recording each command as
an undo step as the app does, and measures at 100, 500, 2000 and 5000 steps (the most a game
keeps): the file's size; an autosave after one more command (``dumps_game``, which also
parses the game back with the loader to check it; each undo step is checked and written out
once, then reused), and the atomic write; opening the file again (``load_saved_game``, which
also undoes and redoes every step on a copy to check it); and the first autosave after
opening, when no step has been written out yet. Medians of 5 runs.
"""

from __future__ import annotations

import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.game.atomic import atomic_write  # noqa: E402
from app.game.commands import (  # noqa: E402
    Draw,
    EndTurn,
    MoveModel,
    NextActivation,
    RollDice,
    SetModelStatus,
    StartTurn,
)
from app.game.history import History, Step  # noqa: E402
from app.game.saves import dumps_game, load_game, load_saved_game  # noqa: E402
from app.paths import card_demo_game_path  # noqa: E402


def play(steps: int, seed: int = 1):
    """The demo after ``steps`` recorded commands; returns (state, history)."""
    state = load_game(card_demo_game_path())
    rnd = random.Random(seed)
    history: list[Step] = []
    while len(history) < steps:
        phase = state.turn.phase
        if phase in ("setup", "ended"):
            command = StartTurn()
        elif phase == "end":
            command = EndTurn()
        else:
            on_table = [m for m in state.models if m.on_table]
            model = rnd.choice(on_table)
            command = rnd.choice([
                NextActivation(), NextActivation(),
                MoveModel(model.id, rnd.uniform(1, 47), rnd.uniform(1, 47)),
                MoveModel(model.id, rnd.uniform(1, 47), rnd.uniform(1, 47)),
                SetModelStatus(model.id, rnd.choice(["active", "stunned", "knocked_down"])),
                Draw(), RollDice("2D6"),
            ])
        try:
            step, _ = Step.perform(command, state)
        except ValueError:
            continue
        history.append(step)
    return state, History(history, len(history))


def median_ms(fn, runs: int = 5) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    print("undo steps   file size   autosave: serialise+check   write   open again   "
          "first autosave after opening")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "autosave.json"
        for steps in (0, 100, 500, 2000, 5000):
            state, history = play(steps)
            text = dumps_game(state, history).encode("utf-8")
            dump = median_ms(lambda: dumps_game(state, history))
            write = median_ms(lambda: atomic_write(path, text))
            load = median_ms(lambda: load_saved_game(path), runs=3)

            def first_after_open() -> None:
                saved = load_saved_game(path)
                start = time.perf_counter()
                dumps_game(saved.state, saved.history)
                firsts.append((time.perf_counter() - start) * 1000)

            firsts: list[float] = []
            for _ in range(3):
                first_after_open()
            print(f"{steps:>10}   {len(text) / 1024:>6.0f} KB   {dump:>18.1f} ms   "
                  f"{write:>5.1f} ms   {load:>7.0f} ms   {statistics.median(firsts):>10.1f} ms")


if __name__ == "__main__":
    main()
