"""A seeded mutator for the app's files (issue 20) and the properties every file must keep.

``case(kind, seed, folder)`` takes one of the app's own files (a bundled game or golden save,
a bundled scenario, a roster made from a bundled game; for ``"import"``, a roster exported by
another tool, built from the real catalogues: tests/importfuzz.py), applies one to three mutations picked
by ``random.Random(seed)`` (a value swapped for a nasty one, a key removed or added, a list
entry doubled, a list grown to thousands of entries, the file cut short or a byte flipped),
writes it to ``folder`` and runs it through the app's entry points, answering with an
:class:`Outcome`:

- ``refused``: the loader's own error, one line starting with the file's path and naming a
  field (``bad message`` otherwise);
- ``accepted``: the app could judge it (as ``python -m app check`` does), save it, open the
  save again and save it byte-identically (``unsavable`` otherwise; for a scenario, a new game
  made from it; for a roster, the roster saved and also placed in a new game);
- ``crash``: any other exception anywhere; ``hang``: the case took more than
  :data:`HANG_S` seconds (interrupted after :data:`STOP_S`).

Used by tests/game/test_file_gate_fuzz.py (a few hundred cases) and benchmarks/fuzz_files.py
(thousands, printing the counts).
"""

from __future__ import annotations

import copy
import json
import math
import random
import signal
import time
import traceback
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[1]
HANG_S = 5.0
"""A case taking longer than this is a hang (issue 20)."""
STOP_S = 20.0
"""A case still running after this is stopped (SIGALRM) and counted as a hang."""
SPLITS = "\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029"
"""What str.splitlines splits on: none of it may appear in a one-line message."""

NASTY_NUMBERS: list[Any] = [0, -1, 1, 0.5, -0.0, 1e-300, 5e-324, 1e300, 1e-9, 4.9, 5, 500,
                            500.1, 2000, 1999.999, 1e6, -1e9, 10**20, 2**63, 1.7976931348623157e308,
                            float("nan"), float("inf"), float("-inf")]
NASTY_TEXTS: list[str] = ["", " ", "x" * 5000, "a\nb", "a\r\nb", "line\u2028sep", "\ud800",
                          "\udfff tail", "\x00", "bell\x07", "\x1b[31mred", "tab\tin", "\x7f",
                          "é 漢字 🎲", "'quote\"", "{}", "models[0]", "\u0085next", "\ufeff"]
NASTY_KEYS: list[str] = ["", " ", "\n", "a\nb", "\ud800", "\x00", "k" * 300, "'", "models",
                         "x_in", "a.b", "[0]", "\u2028"]
NASTY_OTHER: list[Any] = [None, True, False, [], {}, [[[]]], {"": None}, [None] * 3]
AIMED = {"diameter_mm", "length_mm", "width_mm", "depth_mm", "x_in", "y_in", "facing_deg",
         "text", "name", "kind", "label", "unit", "draw_pile", "discard_pile", "count", "cost"}
"""Keys a mutation aims at more often than its share: where the issue's faults were."""
GROW_SIZES = [50, 300, 1000, 1300, 5000, 20000]


@dataclass
class Outcome:
    kind: str  # "accepted", "refused", "crash", "unsavable", "bad message", "hang"
    detail: str = ""
    seconds: float = 0.0
    mutations: list[str] = field(default_factory=list)


class _Stop(Exception):
    pass


# -- the base files ------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def game_bases() -> tuple[str, ...]:
    files = sorted((ROOT / "resources" / "games").glob("*.json"))
    files += sorted((ROOT / "tests" / "game" / "fixtures" / "golden").glob("*.json"))
    return tuple(p.read_text(encoding="utf-8") for p in files)


@lru_cache(maxsize=None)
def scenario_bases() -> tuple[tuple[str, str], ...]:
    import tomllib

    return tuple((p.stem, json.dumps(tomllib.loads(p.read_text(encoding="utf-8"))))
                 for p in sorted((ROOT / "scenarios").glob("*.toml")))


@lru_cache(maxsize=None)
def roster_bases() -> tuple[str, ...]:
    from app.game.rosters import dumps_roster, roster_from_game
    from app.game.saves import load_game

    out = []
    for p in sorted((ROOT / "resources" / "games").glob("*.json")):
        state = load_game(p)
        out += [dumps_roster(roster_from_game(state, pl.id)) for pl in state.players]
    return tuple(out)


# -- mutations -----------------------------------------------------------------------------------
def _walk(node: Any, here: tuple = ()) -> list[tuple[tuple, Any]]:
    out = [(here, node)]
    if isinstance(node, dict):
        for k, v in node.items():
            out += _walk(v, here + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node[:60]):  # a long list's head is enough to aim at
            out += _walk(v, here + (i,))
    return out


def _get(doc: Any, path: tuple) -> Any:
    for part in path:
        doc = doc[part]
    return doc


def _nasty(rng: random.Random, old: Any) -> Any:
    pick = rng.random()
    if isinstance(old, (int, float)) and not isinstance(old, bool) and pick < 0.5:
        if rng.random() < 0.4:
            return old * rng.choice([-1, 10, 1000, 1e-6, 1e-300, 1e100])
        return rng.choice(NASTY_NUMBERS)
    if isinstance(old, str) and pick < 0.6:
        text = rng.choice(NASTY_TEXTS + ["\ud800", "a\nb", "\x00"])
        return old + text if rng.random() < 0.5 else text
    # a fresh copy: a shared [] or {} mutated later would change every case after it, or
    # hold itself (a later mutation adding a key to the very dict it was put in)
    return copy.deepcopy(rng.choice(NASTY_NUMBERS + NASTY_TEXTS + NASTY_OTHER))


def _grow(rng: random.Random, doc: dict, lists: list[tuple[tuple, list]]) -> str:
    path, items = rng.choice(lists)
    size = rng.choice(GROW_SIZES)
    stacked = rng.random() < 0.3
    grown = []
    for k in range(size):
        item = json.loads(json.dumps(items[k % len(items)]))
        if isinstance(item, dict):
            if "id" in item and isinstance(item["id"], str):
                item["id"] = f"{item['id']}-g{k}"
            if not stacked and isinstance(item.get("x_in"), (int, float)):
                item["x_in"] = round(rng.uniform(0, 72), 3)
                item["y_in"] = round(rng.uniform(0, 48), 3)
            elif stacked and k % 2 and isinstance(item.get("base"), dict):
                item["base"] = {"shape": "oval", "length_mm": 50, "width_mm": 30}  # mixed
                item["facing_deg"] = (7 * k) % 360
        grown.append(item)
    if path:
        parent = _get(doc, path[:-1])
        parent[path[-1]] = grown
    return f"grow {'.'.join(map(str, path))} to {size}{' stacked' if stacked else ''}"


def mutate(doc: dict, rng: random.Random) -> list[str]:
    """Apply one to three mutations to ``doc`` in place; returns what was done."""
    done = []
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        spots = _walk(doc)
        lists = [(p, v) for p, v in spots if isinstance(v, list) and v and p]
        dicts = [(p, v) for p, v in spots if isinstance(v, dict)]
        op = rng.random()
        if op < 0.08 and lists:
            done.append(_grow(rng, doc, lists))
        elif op < 0.55 and len(spots) > 1:
            aimed = [(p, v) for p, v in spots if p and p[-1] in AIMED]
            path, old = rng.choice(aimed if aimed and rng.random() < 0.6 else spots[1:])
            new = _nasty(rng, old)
            _get(doc, path[:-1])[path[-1]] = new
            done.append(f"set {path!r} = {new!r:.60}")
        elif op < 0.68 and dicts:
            path, node = rng.choice(dicts)
            if node:
                key = rng.choice(list(node))
                del node[key]
                done.append(f"del {path + (key,)!r}")
        elif op < 0.80 and dicts:
            path, node = rng.choice(dicts)
            key = rng.choice(NASTY_KEYS)
            if rng.random() < 0.5 and node:  # rename an existing key
                old = rng.choice(list(node))
                node[key] = node.pop(old)
            else:
                node[key] = _nasty(rng, None)
            done.append(f"key {path!r} + {key!r}")
        elif lists:
            path, items = rng.choice(lists)
            i = rng.randrange(len(items))
            if rng.random() < 0.6:
                items.insert(i, json.loads(json.dumps(items[i])))
                done.append(f"double {path + (i,)!r}")
            else:
                rng.shuffle(items)
                done.append(f"shuffle {path!r}")
    return done


def byte_fault(rng: random.Random, data: bytes) -> tuple[bytes, str]:
    """A byte-level fault: cut short, or a byte flipped."""
    if rng.random() < 0.5:
        n = rng.randrange(len(data))
        return data[:n], f"cut at {n}"
    i = rng.randrange(len(data))
    return data[:i] + bytes([rng.randrange(256)]) + data[i + 1:], f"byte {i} flipped"


# -- TOML, enough to write any mutated scenario --------------------------------------------------
def _toml_value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        if math.isnan(v):
            return "nan"
        if math.isinf(v):
            return "inf" if v > 0 else "-inf"
        return repr(v)
    if isinstance(v, str):
        return json.dumps(v)
    if isinstance(v, list):
        return "[" + ", ".join(_toml_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{json.dumps(k)} = {_toml_value(x)}" for k, x in v.items()) + "}"
    if v is None:
        return '""'  # TOML has no null
    raise TypeError(type(v))


def to_toml(doc: dict) -> str:
    return "".join(f"{json.dumps(k)} = {_toml_value(v)}\n" for k, v in doc.items())


# -- the properties ------------------------------------------------------------------------------
def message_problem(exc: Exception, path: Path, whole_file: bool) -> str:
    """Why a refusal's message breaks the rules ("" when it keeps them): one line, starting
    with the file's path, naming a field (``whole_file``: the file does not even parse, so no
    field can be named)."""
    text = str(exc)
    if any(c in text for c in SPLITS):
        return f"message over more than one line: {text!r:.200}"
    if not text.startswith(str(path)):
        return f"message does not start with the path: {text!r:.200}"
    fld = getattr(exc, "field", None)
    if fld is None:
        return f"no field attribute: {text!r:.200}"
    if not fld and not whole_file:
        return f"names no field: {text!r:.200}"
    if fld and (fld.endswith(".") or ".." in fld or fld.startswith(".") or "[]" in fld
                or any(not c.isprintable() for c in fld)):
        return f"field named unsafely: {fld!r} in {text!r:.200}"
    return ""


def _judge(state: Any) -> None:
    """What ``python -m app check`` runs on an accepted game."""
    from app.check import add_close_combats
    from app.game.setup_rules import terrain_warnings
    from app.rules.judge import Judge, verdicts_document

    doc = verdicts_document(Judge.from_state(state))
    add_close_combats(doc, state)
    terrain_warnings(state)
    json.dumps(doc)


def _game_round_trip(state: Any, history: Any, folder: Path) -> str:
    """Judge, save, reopen, save again: "" or why it failed (unsavable)."""
    from app.game.saves import GameFileError, load_saved_game, save_game

    _judge(state)
    first, second = folder / "saved-1.json", folder / "saved-2.json"
    try:
        save_game(state, first, history)
    except GameFileError as exc:
        return f"save refused: {exc}"
    try:
        again = load_saved_game(first)
    except GameFileError as exc:
        return f"its own save refused: {exc}"
    if again.problem:
        return f"its own save lost the undo history: {again.problem}"
    _judge(again.state)
    save_game(again.state, second, again.history)
    if first.read_bytes() != second.read_bytes():
        return "save -> open -> save is not byte-identical"
    return ""


def _check_game(path: Path, folder: Path) -> Outcome:
    from app.game.saves import GameFileError, load_saved_game

    try:
        saved = load_saved_game(path)
    except GameFileError as exc:
        return _refusal(exc, path, _parses_json(path))
    problem = _game_round_trip(saved.state, saved.history if not saved.problem else None,
                               folder)
    if saved.problem:
        bad = message_problem(GameFileError(path, "history", saved.problem), path, False)
        if bad or not saved.problem.startswith(str(path)):
            return Outcome("bad message", f"history problem: {saved.problem!r:.200}")
    return Outcome("unsavable", problem) if problem else Outcome("accepted")


def _check_scenario(path: Path, folder: Path) -> Outcome:
    from app.game.newgame import PlayerSetup, new_game
    from app.game.scenarios import ScenarioError, load_scenario
    from app.rules.rng import GameRng

    try:
        scenario = load_scenario(path)
    except ScenarioError as exc:
        return _refusal(exc, path, _parses_toml(path))
    n = scenario.players.min
    players = [PlayerSetup(f"Player {i + 1}") for i in range(n)]
    try:
        state = new_game(scenario, players, rng=GameRng(seed=1))
    except ValueError as exc:  # the new-game dialog shows this sentence
        if any(c in str(exc) for c in SPLITS):
            return Outcome("bad message", f"new game: {exc!r:.200}")
        return Outcome("accepted", f"no game for {n} players: {exc}")
    problem = _game_round_trip(state, None, folder)
    return Outcome("unsavable", problem) if problem else Outcome("accepted")


def check_roster_file(path: Path, folder: Path) -> Outcome:
    from app.game.newgame import PlayerSetup, new_game
    from app.game.rosters import RosterFileError, load_roster, save_roster
    from app.game.scenarios import scenario_by_id
    from app.rules.rng import GameRng

    try:
        roster = load_roster(path)
    except RosterFileError as exc:
        return _refusal(exc, path, _parses_json(path))
    first, second = folder / "roster-1.json", folder / "roster-2.json"
    try:
        save_roster(roster, first)
        save_roster(load_roster(first), second)
    except RosterFileError as exc:
        return Outcome("unsavable", f"roster: {exc}")
    if first.read_bytes() != second.read_bytes():
        return Outcome("unsavable", "roster save -> open -> save is not byte-identical")
    system = "trench-crusade" if roster.system == "trench-crusade" else "mordheim"
    scenario = scenario_by_id("brothers-in-arms" if system == "trench-crusade" else "street-brawl")
    players = [PlayerSetup("Roster", roster=roster)] + [
        PlayerSetup(f"Player {i + 2}") for i in range(scenario.players.min - 1)]
    try:
        state = new_game(scenario, players, rng=GameRng(seed=1))
    except ValueError as exc:
        if any(c in str(exc) for c in SPLITS):
            return Outcome("bad message", f"new game: {exc!r:.200}")
        return Outcome("accepted", f"not placed: {exc}")
    problem = _game_round_trip(state, None, folder)
    return Outcome("unsavable", problem) if problem else Outcome("accepted")


def _parses_json(path: Path) -> bool:
    """True when the file is a JSON object a loader reads field by field (a refusal must
    then name the field); a file too large, not UTF-8 or not JSON is refused as a whole."""
    if path.stat().st_size > _max_bytes(path):
        return False
    try:
        data = json.loads(path.read_bytes().decode("utf-8-sig"))
    except (ValueError, RecursionError):
        return False
    return isinstance(data, dict)


def _max_bytes(path: Path) -> int:
    from app.game import rosters, saves, scenarios

    if path.suffix == ".toml":
        return scenarios.MAX_FILE_BYTES
    return rosters.MAX_BYTES if path.name.startswith("roster") else saves.MAX_BYTES


def _parses_toml(path: Path) -> bool:
    import tomllib

    if path.stat().st_size > _max_bytes(path):
        return False
    try:
        tomllib.loads(path.read_bytes().decode("utf-8-sig"))
    except (ValueError, RecursionError):
        return False
    return True


def _refusal(exc: Exception, path: Path, parses: bool) -> Outcome:
    bad = message_problem(exc, path, whole_file=not parses)
    return Outcome("bad message", bad) if bad else Outcome("refused", str(exc)[:200])


# -- one case ------------------------------------------------------------------------------------
def make_file(kind: str, seed: int, folder: Path) -> tuple[Path, list[str]]:
    """Write case ``seed`` of ``kind`` ("game", "scenario", "roster", "import": a roster
    from another tool, tests/importfuzz.py) into ``folder``."""
    if kind == "import":
        import importfuzz

        return importfuzz.make_file(seed, folder)
    rng = random.Random(f"{kind}-{seed}")
    if kind == "scenario":
        stem, base = rng.choice(scenario_bases())
        path = folder / f"{stem}.toml"
    else:
        base = rng.choice(game_bases() if kind == "game" else roster_bases())
        path = folder / f"{kind}-{seed}.json"
    doc = json.loads(base)
    done = mutate(doc, rng)
    if kind == "scenario":
        data = to_toml(doc).encode("utf-8", "surrogatepass")
    else:
        data = json.dumps(doc, ensure_ascii=rng.random() < 0.7, allow_nan=True,
                          indent=rng.choice([None, 1])).encode("utf-8", "surrogatepass")
    if rng.random() < 0.05:
        data, what = byte_fault(rng, data)
        done.append(what)
    path.write_bytes(data)
    return path, done


def _check_import(path: Path, folder: Path) -> Outcome:
    import importfuzz

    return importfuzz.check(path, folder)


CHECKS: dict[str, Callable[[Path, Path], Outcome]] = {
    "game": _check_game, "scenario": _check_scenario, "roster": check_roster_file,
    "import": _check_import}


def case(kind: str, seed: int, folder: Path) -> Outcome:
    """Make case ``seed`` and run it (see the module docstring); never raises."""
    folder.mkdir(parents=True, exist_ok=True)
    path, done = make_file(kind, seed, folder)

    def stop(signum, frame):  # noqa: ANN001
        raise _Stop()

    old = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, STOP_S)
    start = time.perf_counter()
    try:
        outcome = CHECKS[kind](path, folder)
    except _Stop:
        outcome = Outcome("hang", f"stopped after {STOP_S} s")
    except BaseException as exc:  # noqa: BLE001 - a crash is what we count
        if isinstance(exc, KeyboardInterrupt):
            raise
        outcome = Outcome("crash", "".join(traceback.format_exception(exc))[-1500:])
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
    outcome.seconds = time.perf_counter() - start
    outcome.mutations = done
    if outcome.kind in ("accepted", "refused") and outcome.seconds > HANG_S:
        outcome.detail = f"{outcome.kind} after {outcome.seconds:.1f} s; {outcome.detail}"
        outcome.kind = "hang"
    return outcome
