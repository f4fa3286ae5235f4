"""``python -m app``: start the app, or run a headless command. No logic lives here.

    python -m app [GAME.json]                    open the app (the demo game by default)
    python -m app --screenshot IMG [--size WxH]  render the main window offscreen and exit
    python -m app check GAME.json                print the rules' verdicts as JSON (exit 2 if unreadable)
    python -m app sight GAME.json MODEL_ID       what one model sees, as JSON (T3, T4; exit 2 if unreadable)
    python -m app plan GAME.json PLAYER_ID       a deployment plan for one player, as JSON (R1-R5;
                                                 exit 2 if unreadable)
    python -m app roster FILE                    import a BattleScribe / New Recruit / Trench Companion
                                                 roster, print it as a Table Marshal roster (JSON v2)
    python -m app --self-test                    check the rules' sample verdicts, the bundled files
                                                 and an offscreen render; exit 0, or 1 naming what failed
    python -m app --version
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from app import __version__

if TYPE_CHECKING:
    import argparse


def _parse_size(text: str) -> tuple[int, int]:
    import argparse

    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT in pixels, got {text!r}") from None
    if not (100 <= w <= 10000 and 100 <= h <= 10000):
        raise argparse.ArgumentTypeError(f"size {text!r} is out of range (100..10000 px)")
    return w, h


def build_parser() -> argparse.ArgumentParser:
    import argparse

    parser = argparse.ArgumentParser(
        prog="table-marshal",
        description="Table Marshal: a table-side companion for multiplayer skirmish wargames.\n"
                    "Opens the saved game given (a .json file), or the demo game when none is.",
        epilog="other commands:\n"
               "  table-marshal check GAME.json   print the rules' verdicts for a saved game as JSON\n"
               "                                  and exit (2 if the file cannot be read)\n"
               "  table-marshal sight GAME.json MODEL_ID\n"
               "                                  print what one model sees (terrain, line of sight)\n"
               "                                  as JSON and exit (2 if the file cannot be read)\n"
               "  table-marshal plan GAME.json PLAYER_ID\n"
               "                                  print a deployment plan for one player (exposure,\n"
               "                                  charges, the race to the objectives) as JSON\n"
               "  table-marshal roster FILE       import a .ros, .rosz, New Recruit or Trench Companion\n"
               "                                  roster and print it as a Table Marshal roster (JSON)",
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", nargs="?", help="a saved game (.json) to open")
    parser.add_argument("--version", action="version", version=f"Table Marshal {__version__}")
    parser.add_argument("--self-test", action="store_true",
                        help="check the rules' sample verdicts, bundled files and rendering, then exit")
    parser.add_argument("--screenshot", metavar="IMAGE",
                        help="render the window offscreen to IMAGE (.png, .jpg or .bmp; missing "
                             "folders are made) and exit")
    parser.add_argument("--size", type=_parse_size, metavar="WxH",
                        help="window size for --screenshot (default 1600x1000)")
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "check":
        from app.check import main as check_main

        return check_main(argv[1:])
    if argv and argv[0] == "sight":
        from app.sight_cli import main as sight_main

        return sight_main(argv[1:])
    if argv and argv[0] == "plan":
        from app.plan_cli import main as plan_main

        return plan_main(argv[1:])
    if argv and argv[0] == "roster":
        from app.roster_cli import main as roster_main

        return roster_main(argv[1:])
    if not argv:  # the usual start, from a launcher: no parser to build
        return _start_app()
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.screenshot == "":
        parser.error("--screenshot needs an image file name, e.g. --screenshot board.png")
    if args.size is not None and not args.screenshot:
        parser.error("--size applies only to --screenshot")
    if args.self_test and (args.game or args.screenshot):
        parser.error("--self-test checks the bundled files: it takes no game and no --screenshot")
    if args.self_test:
        from app.selftest import run as self_test

        return self_test()
    return _start_app(game=args.game, screenshot=args.screenshot, size=args.size or (1600, 1000))


def _start_app(**options: object) -> int:
    """The app (:func:`app.ui.application.run`). Python's cyclic garbage collector is paused
    while it starts: starting makes thousands of long-lived objects (Qt's enum classes, the
    game's dataclasses, the board's items) and almost no garbage, yet the collector would walk
    them about 70 times before the first frame. Reference counting still frees the rest;
    ``run`` switches the collector back on once the window has painted."""
    import gc

    gc.disable()  # before the app's modules load: they are the bulk of the start-up
    from app.ui.application import run

    return run(**options)  # type: ignore[arg-type]


if __name__ == "__main__":
    sys.exit(main())
