"""``python -m app check GAME.json``: print the rules' verdicts on a saved game as JSON.

A judge's tool: a tournament organiser can check a saved set-up without opening the app.
Set-up rules (M4 or S2) are judged while the game is in its set-up phase
(``turn.phase == "setup"``); running (M10), objective control (S4) always, and cover (S5)
where the game's scenario uses Reinforced Defenses (its distance, the objective named).
Models off the table (``out_of_action``, ``fled``) are left out of ``models``.
``can_run`` is M10's measure (no enemy within 8 in) and is reported for every game so the
output has one shape; only Mordheim uses that rule, and the board shows it only there. It is
measured from where the models stood when the current player's turn began (``turn.starts``),
or, when the file records none (set-up, older files), from where they stand.
``untargetable`` (only when true): a model brought in by Scout and Secure that has not moved
since (S3: enemies may not choose it as a direct target); a unit still coming in is judged
by S3 too (its first model touching its player's edge, the rest within 2 in of it).

A model in a close combat (M8, worked out from base contact) carries ``close_combat``:
``fights`` (the players whose models its base touches), ``phases`` (the players in whose
close-combat phases it fights: its own first) and ``combat`` (every model of that combat,
M7's random hit draws among them); a model in no combat has no such key.

A base overlapping terrain bases may not stand in (a wall, impassable terrain, a building
not marked enterable) carries a T2 violation naming the piece, as G8 does for two bases.
``terrain_warnings`` (only when there are some): a piece whose centre is off the table, one
hanging over a table edge (allowed: a notice), two pieces lying one on the other (T1), and
what the scenario says of its terrain that the table breaks (Alliance & Betrayal: impassable terrain within 6 in of the centre).

A damaged undo history does not stop the check: the verdicts are printed and a warning
naming the step and field goes to stderr.

Exit codes: 0 verdicts printed; 2 the file could not be read (one line on stderr naming the
file and the field at fault, never a traceback).
"""

from __future__ import annotations

import argparse
import json
import sys

from app.cli_args import OneLineParser, parse_or_say
from app.game.saves import GameFileError, load_saved_game
from app.rules.judge import Judge, verdicts_document


USAGE = "table-marshal check GAME.json [--setup auto|yes|no]"


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="table-marshal check", usage=USAGE,
        description="Print the rules' verdicts on a saved game as JSON.")
    parser.add_argument("game", help="a saved game (.json)")
    parser.add_argument("--setup", choices=("auto", "yes", "no"), default="auto",
                        help="judge set-up rules: auto (while the game is in set-up), yes, no")
    return parser


def add_close_combats(doc: dict, state) -> None:  # noqa: ANN001 - GameState
    """M8: ``close_combat`` on each model verdict in a close combat (module docstring)."""
    from app.game.combats import combats_of

    combats = combats_of(state)
    order = {m.id: n for n, m in enumerate(state.models)}
    for verdict in doc["models"]:
        e = combats.engaged.get(verdict["id"])
        if e is not None:
            verdict["close_combat"] = {"fights": list(e.opponents), "phases": list(e.phases),
                                       "combat": sorted(e.combat, key=order.__getitem__)}


def main(argv: list[str]) -> int:
    """Run the check; returns the process exit code (0 ok, 2 unreadable file or bad usage)."""
    args = parse_or_say(build_parser(), argv, USAGE)
    if isinstance(args, int):
        return args
    try:
        saved = load_saved_game(args.game)
        state = saved.state
        setup = None if args.setup == "auto" else args.setup == "yes"
        judge = Judge.from_state(state, setup=setup)
    except GameFileError as exc:
        print(f"table-marshal check: {exc}", file=sys.stderr)
        return 2
    except (ValueError, KeyError) as exc:
        print(f"table-marshal check: {args.game}: {exc}", file=sys.stderr)
        return 2
    if saved.problem:
        print(f"table-marshal check: warning: {saved.problem}", file=sys.stderr)
    from app.game.scenarios import unknown_scenario

    unknown = unknown_scenario(state.scenario)
    if unknown:  # trial 10: a game of an unknown scenario was taken without a word
        print(f"table-marshal check: warning: {args.game}: {unknown}", file=sys.stderr)
    doc = verdicts_document(judge)
    add_close_combats(doc, state)
    from app.game.setup_rules import terrain_warnings

    warnings = terrain_warnings(state)
    if warnings:  # T2: a scenario's own terrain limits (a warning; the players decide)
        doc["terrain_warnings"] = warnings
    text = json.dumps(doc, indent=1) + "\n"
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:  # e.g. piped into `head`: not an error of the game file
        sys.stdout = None  # type: ignore[assignment]
    return 0
