"""``python -m app roster FILE``: print a roster from BattleScribe, New Recruit or Trench
Companion (or the app's own roster file) as the app's own roster JSON (version 3: each model's
profile and Movement) on stdout.

The format is told from the file's content (:mod:`app.game.roster_import`). Exit codes: 0
the roster printed; 2 the file could not be imported (one line on stderr naming the file and
what is wrong, never a traceback: whatever the file holds, a failure is one line) or bad usage.
"""

from __future__ import annotations

import argparse
import sys

from app.cli_args import OneLineParser, parse_or_say
from app.game.roster_import import RosterFileError, import_roster
from app.game.rosters import dumps_roster


USAGE = "table-marshal roster FILE"


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="table-marshal roster", usage=USAGE,
        description="Import a roster (.ros, .rosz, New Recruit JSON, Trench Companion JSON) "
                    "and print it as a Table Marshal roster (JSON).")
    parser.add_argument("roster", help="the roster file to import")
    return parser


def main(argv: list[str]) -> int:
    """Import and print; returns the process exit code (0 printed, 2 not importable)."""
    args = parse_or_say(build_parser(), argv, USAGE)
    if isinstance(args, int):
        return args
    try:
        text = dumps_roster(import_roster(args.roster))
    except RosterFileError as exc:
        print(f"table-marshal roster: {exc}", file=sys.stderr)
        return 2
    except (RecursionError, MemoryError):
        print(f"table-marshal roster: {args.roster}: the file is nested too deeply or too "
              "large to be a roster", file=sys.stderr)
        return 2
    except Exception as exc:  # noqa: BLE001 - the promise: one line, never a traceback
        print(f"table-marshal roster: {args.roster}: the file could not be imported "
              f"({type(exc).__name__}: {' '.join(str(exc).split())[:200]})", file=sys.stderr)
        return 2
    sys.stdout.write(text)
    return 0
