"""``python -m app sight GAME.json MODEL_ID``: what one model sees, as JSON (T3, T4).

Prints ``{"model": id, "sees": [ids], "enemies_seen": [ids], "closest_enemy": id or null,
"blocked": {id: piece id}}`` for every other model on the table: ``sees`` the models it
sees (in the game's order), ``enemies_seen`` those of them that are enemies (C8, M10: not
its own warband, not allied), ``closest_enemy`` the closest enemy it sees (base edge to base
edge, G3; M7: a shooter must fire at it), ``blocked`` for each model it does not see, the id
of a terrain piece in the way. Models off the table are left out. A top-down guide: the
table, not this, has the final word on sight.

Exit codes: 0 printed; 2 the file could not be read or the model is not on the table (one
line on stderr naming the file and the field, never a traceback).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from app.cli_args import OneLineParser, parse_or_say


USAGE = "table-marshal sight GAME.json MODEL_ID"


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="table-marshal sight", usage=USAGE,
        description="Print what one model sees in a saved game, as JSON (a top-down guide; "
                    "the table has the final word).")
    parser.add_argument("game", help="a saved game (.json)")
    parser.add_argument("model", help="the id of a model on the table")
    return parser


def sight_document(state: Any, model_id: str) -> dict[str, Any]:
    """The JSON document for ``model_id`` in ``state`` (a :class:`~app.game.state.GameState`);
    ``KeyError`` when the model is not on the table."""
    from app.rules.geometry import footprint
    from app.rules.sight import Sight, closest_seen, seen_models

    viewer = state.model(model_id)
    if not viewer.on_table:
        raise KeyError(f"model {model_id!r} is not on the table ({viewer.status})")
    fps = {m.id: footprint(m.base, m.x_in, m.y_in, m.facing_deg)
           for m in state.models if m.on_table}
    me = fps.pop(model_id)
    lines = seen_models(me, fps, Sight(state.terrain))
    owner = {m.id: m.player for m in state.models}
    sees = [mid for mid in fps if lines[mid].seen]
    enemies = [mid for mid in sees if state.is_enemy(viewer.player, owner[mid])]
    closest = closest_seen(me, {mid: fps[mid] for mid in fps
                                if state.is_enemy(viewer.player, owner[mid])}, lines)
    return {"model": model_id, "sees": sees, "enemies_seen": enemies,
            "closest_enemy": closest,
            "blocked": {mid: lines[mid].blocker for mid in fps if not lines[mid].seen}}


def main(argv: list[str]) -> int:
    """Run it; returns the exit code (0 printed, 2 unreadable file, unknown model or bad
    usage)."""
    args = parse_or_say(build_parser(), argv, USAGE)
    if isinstance(args, int):
        return args
    from app.game.saves import GameFileError, load_game

    try:
        state = load_game(args.game)
    except GameFileError as exc:
        print(f"table-marshal sight: {exc}", file=sys.stderr)
        return 2
    try:
        doc = sight_document(state, args.model)
    except KeyError as exc:
        message = exc.args[0] if exc.args else str(exc)
        print(f"table-marshal sight: {args.game}: model: {message}", file=sys.stderr)
        return 2
    try:
        sys.stdout.write(json.dumps(doc, indent=1) + "\n")
        sys.stdout.flush()
    except BrokenPipeError:
        sys.stdout = None  # type: ignore[assignment]
    return 0
