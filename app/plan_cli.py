"""``python -m app plan GAME.json PLAYER_ID``: a deployment plan for one player, as JSON
(R1-R5). Any phase of the game.

Prints ``{"player": id, "zone": {"area_in2", "exposed_in2", "hidden_in2"}, "exposed_by":
{enemy id: in2}, "models": [{"id", "exposed_to": [player ids], "seen_by": [model ids],
"charged_by": [{"id", "gap_in", "odds"}]}], "objectives": [{"id", "turns": {player id:
number or null}, "first": [player ids]}]}``: the player's set-up zone and the parts of it
exposed to at least one enemy warband and to none (R4, from the enemies' set-up zones);
``exposed_by`` one entry per enemy warband (0 where none), allies and team-mates left out
(M10, S4); for each of the player's models on the table, the enemy warbands whose zones
expose it, the enemy models on the table that see it (T3) and those that could charge it
(R2, R3: base-to-base gap, odds above 0, highest first); for each objective the fewest turns
each warband needs to bring a model within control range (R5; null: no model with a known
Movement, or no way there) and the first warbands (ties all listed; empty if none can).

``exposed_by`` and the objectives' ``turns`` leave out a warband that fled or routed (C9,
M9): it sees nothing and races for nothing any more.

Exit codes: 0 printed; 2 the file could not be read, the player is missing or not in the
game, or the arguments are wrong (one line on stderr naming the file and the field, or what
is missing, never a traceback or a usage block).
"""

from __future__ import annotations

import argparse
import json
import sys

from app.cli_args import OneLineParser, parse_or_say


USAGE = "table-marshal plan GAME.json PLAYER_ID"


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="table-marshal plan", usage=USAGE,
        description="Print a deployment plan for one player of a saved game, as JSON: where "
                    "their set-up zone is exposed and to whom, what could charge their "
                    "models, and who reaches each objective first.")
    parser.add_argument("game", help="a saved game (.json)")
    parser.add_argument("player", nargs="?", help="the id of a player in the game")
    return parser


def main(argv: list[str]) -> int:
    """Run it; returns the exit code (0 printed, 2 unreadable file, unknown player or bad
    usage)."""
    if not argv:
        print(f"table-marshal plan: missing GAME.json and PLAYER_ID (usage: {USAGE})",
              file=sys.stderr)
        return 2
    args = parse_or_say(build_parser(), argv, USAGE)
    if isinstance(args, int):
        return args
    from app.game.saves import GameFileError, load_game

    try:
        state = load_game(args.game)
    except GameFileError as exc:
        print(f"table-marshal plan: {exc}", file=sys.stderr)
        return 2
    from app.game.scenarios import unknown_scenario

    unknown = unknown_scenario(state.scenario)
    if unknown:  # as check warns (trial 11); the plan itself does not depend on it
        print(f"table-marshal plan: warning: {args.game}: {unknown}", file=sys.stderr)
    known = ", ".join(p.id for p in state.players)
    if args.player is None:
        print(f"table-marshal plan: {args.game}: player: missing: give a player's id after the "
              f"file (the players are {known})", file=sys.stderr)
        return 2
    if args.player not in {p.id for p in state.players}:
        print(f"table-marshal plan: {args.game}: player: no player has id {args.player!r} "
              f"(the players are {known})", file=sys.stderr)
        return 2
    from app.game.planning import plan_document

    doc = plan_document(state, args.player)
    try:
        sys.stdout.write(json.dumps(doc, indent=1) + "\n")
        sys.stdout.flush()
    except BrokenPipeError:
        sys.stdout = None  # type: ignore[assignment]
    return 0
