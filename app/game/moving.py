"""The moving parts of a :class:`~app.game.state.GameState`, declared once.

A command may change only these; everything else about a game is fixed once it is built
(:data:`FIXED`), except the event log, which only grows (:data:`LOG`: the undo history
keeps its own record of the lines a step wrote). :class:`app.game.history.Step` captures,
diffs and puts back exactly these parts, and the game file's undo history
(:mod:`app.game.saves`) writes and reads them, in this order, under these keys.

Each :class:`Part` is one key of a *patch* (see :mod:`app.game.history`):

- ``items``: a list of records with ids (models, players); a patch holds
  ``{id: {field: value}}`` with only the changed fields of the changed records; a model
  or a player added by a step (a roster's models put in a tray, a roster imported for a
  new player, issue 32) is ``None`` in its ``before`` patch and its whole record (every
  :data:`MODEL_FIELDS` or :data:`PLAYER_FIELDS`) in ``after``;
- ``fields``: one record (the turn); a patch holds ``{field: value}``, changed fields only;
- ``whole``: one value, kept whole when it changed (the terrain too: pieces are placed and
  taken away, so a step keeps the list of pieces whole; it is small, and a step that does
  not touch the terrain holds none of it).

``codec`` names how the game file writes the value (:mod:`app.game.saves`). A new field of
:class:`GameState` must be added here or to :data:`FIXED` (``tests/game/test_moving_parts.py``
checks that every field is one or the other).
"""

from __future__ import annotations

import copy
import dataclasses
from dataclasses import dataclass
from typing import Any, Callable

from .state import GameState, Model, Player, TurnState

MODEL_FIELDS = ("x_in", "y_in", "facing_deg", "status", "name", "label", "unit", "base",
                "move_in", "move_type", "profile", "player")
"""The fields of a model that commands change (position, facing, status; and what the model
editor changes: name, short label, unit, base, Movement and its type); with its profile and
player, every field but the id, so a model a step adds is its whole record."""

PLAYER_FIELDS = tuple(f.name for f in dataclasses.fields(Player))
"""The fields of a player a patch may hold (points, segment, edge, fled...; never the id)."""

TURN_FIELDS = tuple(f.name for f in dataclasses.fields(TurnState))
"""The fields of the turn (:class:`~app.game.state.TurnState`); a patch keeps the changed
ones only."""


@dataclass(frozen=True)
class Part:
    """One moving part: its ``key`` in a patch (and in the game file), the GameState
    ``field`` it lives in, its ``shape`` (``items``, ``fields`` or ``whole``), the names of
    the fields a patch may hold (``items``/``fields``), and the ``codec`` the game file
    uses. ``get`` reads it from a game as a patch value (a copy); ``put`` puts a patch value
    back (copying, so the patch can be applied again)."""

    key: str
    field: str
    shape: str
    codec: str
    get: Callable[[GameState], Any]
    put: Callable[[GameState, Any], None]
    names: tuple[str, ...] = ()


def _whole(name: str, codec: str) -> Part:
    return Part(name, name, "whole", codec,
                get=lambda s: copy.deepcopy(getattr(s, name)),
                put=lambda s, v: setattr(s, name, copy.deepcopy(v)))


def _put_models(state: GameState, value: dict[str, dict[str, Any] | None]) -> None:
    """Put each model's fields back; ``None`` takes away a model a step added, a whole record
    for a model the game lacks adds it (at the end, where the step added it)."""
    gone = {mid for mid, fields in value.items() if fields is None}
    if gone:
        state.models[:] = [m for m in state.models if m.id not in gone]
    known = {m.id for m in state.models} if any(
        fields is not None and "player" in fields for fields in value.values()) else None
    for model_id, fields in value.items():
        if fields is None:
            continue
        if known is not None and model_id not in known:
            state.models.append(Model(id=model_id, **copy.deepcopy(fields)))
            known.add(model_id)
            continue
        model = state.model(model_id)
        for name, field_value in fields.items():
            setattr(model, name, copy.deepcopy(field_value) if name == "profile"
                    else field_value)


def _put_players(state: GameState, value: dict[str, dict[str, Any] | None]) -> None:
    """Put each player's fields back (in place: views may hold the Player objects); ``None``
    takes away a player a step added (a roster imported for a new player, issue 32), a whole
    record for a player the game lacks adds it, at the end."""
    gone = {pid for pid, fields in value.items() if fields is None}
    if gone:
        state.players[:] = [p for p in state.players if p.id not in gone]
    known = {p.id for p in state.players}
    for player_id, fields in value.items():
        if fields is None:
            continue
        if player_id not in known:
            record = copy.deepcopy(fields)
            record["id"] = player_id
            state.players.append(Player(**record))
            known.add(player_id)
            continue
        vars(state.player(player_id)).update(copy.deepcopy(fields))


def _put_turn(state: GameState, value: dict[str, Any]) -> None:
    for name, field_value in value.items():
        setattr(state.turn, name, copy.deepcopy(field_value))


def _pile(name: str) -> Part:
    def put(state: GameState, value: list) -> None:
        getattr(state.deck, name)[:] = value

    return Part(name, "deck", "whole", "cards", get=lambda s: list(getattr(s.deck, name)),
                put=put)


def _put_events(state: GameState, value: int) -> None:
    state.rng.events = value


PARTS: tuple[Part, ...] = (
    Part("models", "models", "items", "model-fields", names=MODEL_FIELDS,
         get=lambda s: {m.id: {f: getattr(m, f) for f in MODEL_FIELDS} for m in s.models},
         put=_put_models),
    Part("players", "players", "items", "player-fields", names=PLAYER_FIELDS,
         get=lambda s: {p.id: {k: copy.deepcopy(v) for k, v in vars(p).items() if k != "id"}
                        for p in s.players}, put=_put_players),
    _pile("draw_pile"),
    _pile("discard_pile"),
    Part("rng_events", "rng", "whole", "count", get=lambda s: s.rng.events, put=_put_events),
    Part("turn", "turn", "fields", "turn-fields", names=TURN_FIELDS,
         get=lambda s: {f: copy.deepcopy(getattr(s.turn, f)) for f in TURN_FIELDS},
         put=_put_turn),
    _whole("alliances", "alliances"),
    _whole("proposals", "proposals"),
    _whole("objectives", "objectives"),
    _whole("defender", "player"),
    _whole("setup_order", "player-list"),
    _whole("order_of_play", "player-list"),
    _whole("winner", "player"),
    _whole("result", "result"),
    _whole("last_draw", "draw"),
    _whole("last_roll", "roll"),
    _whole("last_roll_off", "roll-off"),
    _whole("setup", "setup"),
    _whole("victory_points", "vp"),
    _whole("scouts", "scouts"),
    _whole("terrain", "terrain"),
    _whole("unit_costs", "unit-costs"),
)
"""Every moving part, in the order a patch (and the game file) holds them."""

BY_KEY: dict[str, Part] = {p.key: p for p in PARTS}
_ORDER = {p.key: i for i, p in enumerate(PARTS)}


_PARTS_IN: dict[tuple[str, ...], tuple[Part, ...]] = {}


def parts_in(patch: dict[str, Any]) -> tuple[Part, ...]:
    """The parts a patch holds, in :data:`PARTS` order (most patches hold one or two of the
    21: a long history is read and applied part by part without looking for each; the few
    sets of keys patches hold are remembered). ``KeyError`` for a key that is no part."""
    keys = tuple(patch)
    found = _PARTS_IN.get(keys)
    if found is None:
        found = tuple(BY_KEY[key] for key in sorted(keys, key=_ORDER.__getitem__))
        if len(_PARTS_IN) < 4096:
            _PARTS_IN[keys] = found
    return found

MOVING = frozenset(p.field for p in PARTS)
"""The GameState fields commands change."""

FIXED = frozenset({"name", "system", "scenario", "table", "deployment", "objective_control",
                   "modules", "scoring", "scout_rules",
                   "refund_minus"})
"""The GameState fields fixed once the game is built (the scenario's and the rosters')."""

LOG = frozenset({"log"})
"""The event log: it only grows; a step records the lines it wrote (undone lines stay)."""


def unsorted_fields() -> set[str]:
    """GameState fields that are neither moving, fixed nor the log (should be none)."""
    names = {f.name for f in dataclasses.fields(GameState)}
    return names - MOVING - FIXED - LOG
