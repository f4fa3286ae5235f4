"""The headless commands' arguments (``check``, ``sight``, ``plan``, ``roster``): argparse, its
errors said in one line naming what is wrong, with the usage after it, as a bad file is
(never argparse's usage block)."""

from __future__ import annotations

import argparse
import sys


class UsageError(Exception):
    """The arguments are wrong: said in one line."""


class OneLineParser(argparse.ArgumentParser):
    """argparse, its errors raised as :class:`UsageError` (no usage block printed)."""

    def error(self, message: str):  # noqa: ANN201 - never returns
        raise UsageError(message)


def parse_or_say(parser: argparse.ArgumentParser, argv: list[str],
                 usage: str) -> argparse.Namespace | int:
    """The parsed arguments, or the exit code once the fault is printed in one line on
    standard error (2; 0 after ``-h``, which prints the help)."""
    try:
        return parser.parse_args(argv)
    except SystemExit as exc:  # -h: the help printed
        return 2 if exc.code else 0
    except UsageError as exc:
        print(f"{parser.prog}: {exc} (usage: {usage})", file=sys.stderr)
        return 2
