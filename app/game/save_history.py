"""The undo history in the game file (format version 4): each step's patches written as
JSON and read back checked against the game, so Edit ▸ Undo carries on after reopening.

A patch holds the game's moving parts, declared once in :data:`app.game.moving.PARTS`; each
part names its *codec*, and :data:`CODECS` says, per codec, the schema that checks the value
(:class:`PatchSchema` is built from it), how it is written and how it is read back. A new
moving part needs a :class:`~app.game.moving.Part` and, for a new kind of value, a codec.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import ConfigDict, Field, TypeAdapter, ValidationError, WrapValidator
from typing_extensions import Required, TypedDict  # pydantic reads typing's own only from Python 3.12

from app.phrases import Phrase, from_say
from app.rules.cards import Card, full_deck
from app.rules.dice import Roll

from .gamefile import (
    GameFileError,
    GameSaveError,
    draw_doc,
    model_fields_doc,
    model_fields_from,
    objective_from,
    proposal_from,
    roll_doc,
    roll_off_doc,
    roll_off_from,
    setup_doc,
    setup_from,
    turn_doc,
    turn_from,
    zone_from,
)
from .terrain import piece_doc, piece_from
from .history import HISTORY_MAX, History, Patch, Step
from .limits import LOG_MAX
from .moving import MODEL_FIELDS, PARTS, TURN_FIELDS, parts_in
from .save_replay import check_history_states
from .save_schema import (
    LogSchema,
    SaySchema,
    CardCode,
    DrawRecordSchema,
    Id,
    ScoutKey,
    ScoutSchema,
    VictoryPoints,
    ModelSchema,
    ObjectiveSchema,
    PlayerSchema,
    ProposalSchema,
    RollOffRecordSchema,
    RollRecordSchema,
    SetupPlanSchema,
    TerrainSchema,
    TurnSchema,
    canonical_numbers,
    describe_error,
    StrictModel,
    fields_schema,
)
from .state import RESULTS, DrawRecord, GameState, RollRecord, TurnState


class _Reader:
    """Reads the patches of a file against the game ``state``, one after the other; errors
    name the patch being read, side ``side`` of step ``step`` (one reader for a whole
    history: the game's ids are gathered once, not once per patch; the field's name is
    spelt out only for an error)."""

    def __init__(self, state: GameState, path: str | os.PathLike[str]) -> None:
        self.state, self.path = state, path
        self.step, self.side = 0, "before"
        self.players = {p.id for p in state.players}
        self.models = {m.id: m for m in state.models}
        self._turn_doc: dict[str, Any] | None = None
        self.fresh = False
        """The patches are the schema's own, parsed from the file's text (nothing else
        holds their lists): they may be kept rather than copied."""

    @property
    def turn_doc(self) -> dict[str, Any]:
        """The saved game's turn as a patch writes it, every field (made once)."""
        if self._turn_doc is None:
            self._turn_doc = turn_doc(self.state.turn, every=True)
        return self._turn_doc

    def fail(self, field: str, message: str) -> GameFileError:
        return GameFileError(self.path, f"{self.where}.{field}", message)

    @property
    def where(self) -> str:
        return f"history.steps[{self.step}].{self.side}"

    def known_player(self, field: str, pid: str | None) -> None:
        if pid is not None and pid not in self.players:
            raise self.fail(field, f"no player has id {pid!r}")

    def invalid(self, prefix: str, exc: ValidationError) -> GameFileError:
        field, message = describe_error(exc.errors()[0])
        return self.fail(f"{prefix}.{field}", message)


ModelFieldsSchema = fields_schema(ModelSchema, MODEL_FIELDS, "ModelFieldsSchema")
"""A model's changed fields in a patch, each checked as :class:`ModelSchema` checks it."""


ADDED_FIELDS = frozenset(MODEL_FIELDS) - {"move_in", "move_type", "profile", "label",
                                          "unit", "facing_deg", "status"}
"""What the record of a model a step added must hold (the rest have defaults)."""


def _read_models(r: _Reader, key: str, value: dict[str, dict[str, Any] | None]) -> Any:
    # the fields were checked with the whole history (ModelFieldsSchema); only the ids here.
    # ``value`` is the schema's own fresh dict: kept, not copied. A model a step added or
    # takes away (issue 32) is null on one side and its whole record on the other
    for mid, fields in value.items():
        if fields is None:
            continue
        if mid not in r.models:
            if not ADDED_FIELDS <= fields.keys():
                raise r.fail(f"models.{mid}", f"no model has id {mid!r}")
            r.known_player(f"models.{mid}.player", fields["player"])
            # a model a step adds is known to the steps after it (moved, placed, undone)
            r.models[mid] = None
        model_fields_from(fields)
    return value


ADDED_PLAYER = frozenset({"name", "warband", "colour"})
"""What the record of a player a step added must hold (the rest have defaults)."""


def _read_players(r: _Reader, key: str, value: dict[str, dict[str, Any] | None]) -> Any:
    # a player a step added or takes away (a roster imported for a new player, issue 32) is
    # null on one side and its whole record on the other
    out: dict[str, dict[str, Any] | None] = {}
    for pid, fields in value.items():
        if fields is None:  # the replay checks that the other side adds this player
            r.players.add(pid)
            out[pid] = None
            continue
        if not isinstance(fields, dict):
            raise r.fail(f"players.{pid}", "a player's fields are an object")
        if "id" in fields:
            raise r.fail(f"players.{pid}.id", "a player's id cannot change")
        if pid not in r.players and not ADDED_PLAYER <= fields.keys():
            r.known_player(f"players.{pid}", pid)
        saved = next((p for p in r.state.players if p.id == pid), None)
        # a player the saved game lacks (added, then undone) is checked on what the patch holds
        whole = {"id": pid, "name": "-"} if saved is None else vars(saved)
        try:
            checked = PlayerSchema.model_validate({**whole, **fields})
        except ValidationError as exc:
            raise r.invalid(f"players.{pid}", exc) from None
        # a player a step adds is known to the steps after it
        r.players.add(pid)
        out[pid] = {name: zone_from(getattr(checked, name)) if name == "agreed_zone"
                    else getattr(checked, name) for name in fields}
    return out


def _plain_lists() -> frozenset[str]:
    """The turn's fields :class:`TurnSchema` takes as any list of text (no limit, no
    validator) and :func:`turn_from` copies as they are: a patch of only these needs no
    schema (issue 35: most of a long evening's turn patches are an activation's two lists)."""
    decorators = TurnSchema.__pydantic_decorators__
    if decorators.model_validators:
        return frozenset()
    validated = {name for d in decorators.field_validators.values() for name in d.info.fields}
    return frozenset(name for name, info in TurnSchema.model_fields.items()
                     if info.annotation == list[str] and not info.metadata
                     and name not in validated and name in TURN_FIELDS)


_PLAIN_LISTS = _plain_lists()
_TEXT = frozenset({str})


def _read_turn(r: _Reader, key: str, value: dict[str, Any]) -> Any:
    if r.fresh and value.keys() <= _QUICK_FIELDS:  # most turn patches (an activation's
        # lists; a deal, a first activation, an end): every field checked as the turn checks
        # it (_QUICK_TURN); the ids and cards here
        return _quick_turn(r, value)
    for name in value:
        if name not in TURN_FIELDS:
            raise r.fail(f"turn.{name}", "unknown field (check its spelling)")
    if value.keys() <= _PLAIN_LISTS and all(
            type(v) is list and set(map(type, v)) <= _TEXT for v in value.values()):
        checked: Any = None
        fields = value
    else:
        # the patch's fields checked with the saved turn's others (as the whole turn is
        # checked); those others passed the game's own checks, so only the patch's can name
        # a stranger
        merged = {**r.turn_doc, **value}
        try:
            checked = TurnSchema.model_validate(merged)
        except ValidationError as exc:
            raise r.invalid("turn", exc) from None
        fields = {name: getattr(checked, name) for name in value}
    if "current_player" in fields:
        r.known_player("turn.current_player", fields["current_player"])
    for name in ("initiative", "activations", "refunds"):
        pids = fields.get(name, ())
        if not r.players.issuperset(pids):
            for pid in pids:
                r.known_player("turn", pid)
    for name in ("activated", "attacks", "starts", "start_status"):
        if name in fields:
            ids = ([a.by for a in fields[name]] + [a.target for a in fields[name]]
                   if name == "attacks" else fields[name])
            if not r.models.keys() >= set(ids):
                for mid in ids:
                    if mid not in r.models:
                        raise r.fail("turn", f"no model has id {mid!r}")
    if checked is None:
        return value if r.fresh else {name: list(v) for name, v in value.items()}
    if "attacks" in value:  # the one field the schema fills in (an attack's kind)
        merged["attacks"] = [a.model_dump() for a in checked.attacks]
    converted = turn_from(merged)  # strict: every other field is as the file gives it
    return {name: getattr(converted, name) for name in value}


def _quick_turn(r: _Reader, value: dict[str, Any]) -> Any:
    """:func:`_read_turn` of a one-pass read's turn patch of :data:`_QUICK_FIELDS` only."""
    if "current_player" in value:
        r.known_player("turn.current_player", value["current_player"])
    for name in ("initiative", "activations"):
        pids = value.get(name, ())
        if not r.players.issuperset(pids):
            for pid in pids:
                r.known_player("turn", pid)
    ids = value.get("activated", ())
    if not all(map(r.models.__contains__, ids)):
        for mid in ids:
            if mid not in r.models:
                raise r.fail("turn", f"no model has id {mid!r}")
    cards = value.get("initiative")
    if cards is not None:
        value["initiative"] = {pid: _BY_CODE[code] for pid, code in cards.items()}
    return value


def _write_turn(value: dict[str, Any]) -> Any:
    full = turn_doc(TurnState(**value), every=True)
    return {name: full[name] for name in value}


def _read_alliances(r: _Reader, key: str, value: list[list[str]]) -> Any:
    for group in value:
        for pid in group:
            r.known_player(key, pid)
    return [frozenset(group) for group in value]


def _read_proposals(r: _Reader, key: str, value: list[Any]) -> Any:
    for offer in value:
        r.known_player(key, offer.proposer)
        r.known_player(key, offer.invitee)
    return [proposal_from(p.model_dump()) for p in value]


def _read_player(r: _Reader, key: str, value: str | None) -> Any:
    r.known_player(key, value)
    return value


def _read_player_list(r: _Reader, key: str, value: list[str]) -> Any:
    for pid in value:
        r.known_player(key, pid)
    return list(value)


def _read_vp(r: _Reader, key: str, value: dict[str, int]) -> Any:
    for pid in value:
        r.known_player(key, pid)
    return dict(value)


_BY_CODE = {str(card): card for card in full_deck()}
_CODES = frozenset(_BY_CODE)


def _known_codes(value: Any, check: Callable[[Any], Any]) -> Any:
    """A pile of the 52 cards' own codes passes at once; anything else is checked card by
    card (``check``), which names the card at fault as before."""
    if type(value) is list:
        try:
            if all(map(_CODES.__contains__, value)):
                return value
        except TypeError:  # not text
            pass
    return check(value)


Cards = Annotated[list[CardCode], WrapValidator(_known_codes)]
"""A pile in a patch (a long evening's history holds some 80,000 card codes)."""


def _cards(codes: list[str]) -> list[Card]:
    try:
        return list(map(_BY_CODE.__getitem__, codes))
    except KeyError:  # a code in another spelling ("10s", "Q♥")
        return [Card.parse(code) for code in codes]


def _record(read: Callable[[dict[str, Any] | None], Any]) -> Callable[[_Reader, str, Any], Any]:
    return lambda r, key, value: read(None if value is None else value.model_dump())


def _read_draw(r: _Reader, key: str, value: Any) -> Any:
    """:func:`draw_from` of the checked record, read off its fields (issue 35: no dict of
    it made first; a long evening's history holds some 3,000 draws and rolls)."""
    if value is None:
        return None
    return DrawRecord(value.purpose, {pid: Card.parse(c) for pid, c in value.cards.items()},
                      list(value.order))


def _read_roll(r: _Reader, key: str, value: Any) -> Any:
    """:func:`roll_from` of the checked record, read off its fields (as :func:`_read_draw`)."""
    if value is None:
        return None
    return RollRecord(value.purpose, value.player, Roll(value.roll.kind, tuple(value.roll.faces)))


def _same(value: Any) -> Any:
    return value


@dataclass(frozen=True)
class Codec:
    """How a moving part's value is checked (``schema``: its type, with its limits, in
    :class:`PatchSchema`; ``null``: a JSON null is a value, not refused), written
    (``write``: value -> JSON) and read back (``read``: checked value -> value)."""

    schema: Any
    write: Callable[[Any], Any]
    read: Callable[[_Reader, str, Any], Any]
    null: bool = False


# a part the patch leaves out is absent (PatchSchema fills in no default); a JSON null is
# refused where ``null`` is False
CODECS: dict[str, Codec] = {
    "model-fields": Codec(dict[str, ModelFieldsSchema | None],
                          lambda v: {i: None if f is None else model_fields_doc(f)
                                     for i, f in v.items()}, _read_models, null=True),
    "unit-costs": Codec(dict[Id, dict[str, Annotated[int, Field(ge=0, le=1000000)]]],
                        lambda v: {p: dict(u) for p, u in v.items()},
                        lambda r, key, v: {p: dict(u) for p, u in v.items()}),
    "player-fields": Codec(dict[str, dict[str, Any] | None],
                           lambda v: {i: None if f is None else dict(f) for i, f in v.items()},
                           _read_players, null=True),
    "cards": Codec(Cards, lambda v: [str(card) for card in v], lambda r, key, v: _cards(v)),
    "count": Codec(Annotated[int, Field(ge=0)], _same, lambda r, key, v: v),
    "turn-fields": Codec(dict[str, Any], _write_turn, _read_turn, null=True),
    "alliances": Codec(list[list[Id]], lambda v: [sorted(group) for group in v],
                       _read_alliances),
    "proposals": Codec(list[ProposalSchema], lambda v: [vars(i).copy() for i in v],
                       _read_proposals),
    "objectives": Codec(Annotated[list[ObjectiveSchema], Field(max_length=100)],
                        lambda v: [vars(i).copy() for i in v],
                        lambda r, key, v: [objective_from(o.model_dump()) for o in v]),
    "player": Codec(Id | None, _same, _read_player, null=True),
    "player-list": Codec(list[Id], list, _read_player_list),
    "result": Codec(Literal[RESULTS], _same,  # type: ignore[valid-type]
                    lambda r, key, v: v),
    "vp": Codec(dict[Id, VictoryPoints], dict, _read_vp),
    "scouts": Codec(dict[ScoutKey, ScoutSchema],
                    lambda v: {k: {"first": i.get("first", ""), "moved": bool(i.get("moved"))}
                               for k, i in v.items()},
                    lambda r, key, v: {k: i.model_dump() for k, i in v.items()}),
    "terrain": Codec(Annotated[list[TerrainSchema], Field(max_length=200)],
                     lambda v: [piece_doc(p) for p in v],
                     lambda r, key, v: [piece_from(t.model_dump(exclude_unset=True))
                                        for t in v]),
    "draw": Codec(DrawRecordSchema | None, draw_doc, _read_draw, null=True),
    "roll": Codec(RollRecordSchema | None, roll_doc, _read_roll, null=True),
    "roll-off": Codec(RollOffRecordSchema | None, roll_off_doc, _record(roll_off_from),
                      null=True),
    "setup": Codec(SetupPlanSchema | None, setup_doc, _record(setup_from), null=True),
}
"""Per codec named in :data:`app.game.moving.PARTS`: the schema, the writer, the reader."""

# The history's schemas are TypedDicts (plain dicts, missing keys left out), not models: a
# model object per patch with its 21 defaults filled in was most of opening a long game
def _history_schemas(codec_schema: Callable[[str], Any]) -> tuple[Any, Any, Any]:
    """The patch, step and history schemas, the codec ``c``'s part checked by
    ``codec_schema(c)``."""
    patch = TypedDict(  # type: ignore[misc]
        "PatchSchema", {part.key: codec_schema(part.codec) for part in PARTS}, total=False)
    patch.__pydantic_config__ = StrictModel.model_config  # type: ignore[attr-defined]
    patch.__doc__ = """A patch of the game's moving parts (:mod:`app.game.history`); every
    key optional, in :data:`app.game.moving.PARTS` order. ``models``, ``players`` and ``turn``
    hold only changed fields, checked against the game's own model, player and turn schema."""

    step = TypedDict("StepSchema", {  # type: ignore[misc]
        "text": Required[Annotated[str, Field(max_length=400, pattern=r"^[^\x00-\x1f\x7f]*$")]],
        "before": Required[patch],  # type: ignore[valid-type]
        "after": Required[patch],  # type: ignore[valid-type]
        "log": Annotated[list[Annotated[int, Field(ge=0)]], Field(min_length=2, max_length=2)]
        | None,
        "everything": bool,
        "say": SaySchema}, total=False)
    step.__pydantic_config__ = StrictModel.model_config  # type: ignore[attr-defined]
    history = TypedDict("HistorySchema", {  # type: ignore[misc]
        "index": Annotated[int, Field(ge=0)],
        "steps": Annotated[list[step], Field(max_length=HISTORY_MAX)]})  # type: ignore[valid-type]
    history.__pydantic_config__ = StrictModel.model_config  # type: ignore[attr-defined]
    return patch, step, history


PatchSchema, StepSchema, HistorySchema = _history_schemas(lambda codec: CODECS[codec].schema)

_PILE = list[Literal[tuple(_BY_CODE)]]  # type: ignore[misc,valid-type]
"""A pile of the 52 cards' own codes, checked in pydantic-core (issue 35: no Python call per
pile): only for the one-pass read, which accepts less than :data:`Cards` (a code in another
spelling is read again the slow way, which accepts it or says what is wrong)."""
def _quick_turn_field(name: str) -> Any:
    """A turn field's type for the one-pass read: :class:`TurnSchema`'s own for the fields
    :data:`_QUICK_TYPED` names (the Initiative cards as the 52 cards' own codes), a list of
    text for :data:`_PLAIN_LISTS`, anything for the rest (checked the slow way)."""
    if name in _PLAIN_LISTS:
        return list[str]
    if name == "initiative":
        return dict[str, Literal[tuple(_BY_CODE)]]  # type: ignore[misc,valid-type]
    if name in _QUICK_TYPED:
        info = TurnSchema.model_fields[name]
        return Annotated[(info.annotation, *info.metadata)] if info.metadata \
            else info.annotation
    return Any


_QUICK_TYPED = frozenset({"number", "phase", "current_player", "initiative"})
"""Turn fields besides :data:`_PLAIN_LISTS` the one-pass read checks in pydantic-core (issue
35: a turn's deal, its first activation and its end were some 450 whole-turn checks of a
long evening): none has a validator of :class:`TurnSchema`'s but the Initiative cards',
which :func:`_quick_turn_field` gives as the cards' codes."""
_QUICK_FIELDS = _PLAIN_LISTS | _QUICK_TYPED
_QUICK_TURN = TypedDict(  # type: ignore[misc]
    "QuickTurnSchema", {name: _quick_turn_field(name) for name in TURN_FIELDS}, total=False)
_QUICK_TURN.__pydantic_config__ = StrictModel.model_config  # type: ignore[attr-defined]
"""A turn patch for the one-pass read: its fields are the turn's, and those of
:data:`_QUICK_FIELDS` checked as the turn checks them (in pydantic-core;
:func:`_read_turn` then need not look)."""
_QUICK = {"cards": _PILE, "turn-fields": _QUICK_TURN}
_QUICK_HISTORY = _history_schemas(lambda codec: _QUICK.get(codec, CODECS[codec].schema))[2]


LogLineSchema = fields_schema(LogSchema, LogSchema.model_fields, "LogLineSchema")
"""An event-log line as :class:`LogSchema` checks it, as a plain dict (its ``kind`` and
``text`` are required: :func:`log_checked` looks)."""


class FileSchema(TypedDict, total=False):
    """A game file read in one pass (issue 21): its undo history and its event log (issue
    35: some 3,600 lines of a long evening made no model objects) checked as the JSON is
    parsed, every other member as JSON gives it (``GameSchema`` checks them next)."""

    __pydantic_config__ = ConfigDict(extra="allow", strict=True)  # type: ignore[misc]
    history: _QUICK_HISTORY  # type: ignore[valid-type]
    log: Annotated[list[LogLineSchema], Field(max_length=LOG_MAX)]  # type: ignore[valid-type]


def log_checked(doc: dict[str, Any]) -> bool:
    """The one-pass read's ``doc`` holds an event log of whole lines (each with its kind and
    text: :data:`LogLineSchema` takes every field as optional)."""
    log = doc.get("log")
    return isinstance(log, list) and all("kind" in e and "text" in e for e in log)


_STEP = TypeAdapter(StepSchema)
_HISTORY = TypeAdapter(HistorySchema)
read_with_history = TypeAdapter(FileSchema).validate_json
"""The parsed game file with its history checked (``ValidationError`` for anything amiss:
then read it with ``json.loads`` and :func:`history_from`, which say what and where)."""


def _patch_doc(patch: Patch) -> dict[str, Any]:
    """A patch as JSON (keys in :data:`~app.game.moving.PARTS` order)."""
    return {part.key: CODECS[part.codec].write(patch[part.key])
            for part in PARTS if part.key in patch}


def _step_doc(step: Step) -> dict[str, Any]:
    doc = {"text": step.text, "log": None if step.log is None else list(step.log),
           "everything": step.everything, "before": _patch_doc(step.before),
           "after": _patch_doc(step.after)}
    if isinstance(step.text, Phrase):  # issue 34: the name shown translated when reopened
        doc["say"] = step.text.to_say()
    return doc


LINE_ENCODER = json.JSONEncoder(ensure_ascii=False, allow_nan=False)
"""Writes one log entry or undo step as one line (shared: one encoder, not one per line)."""


def _step_text(step: Step, i: int, state: GameState, reader: _Reader) -> str:
    """One step as a line of canonical JSON, checked by reading it back against ``state``
    (:class:`GameSaveError` naming the field otherwise). The text is kept on the step
    (:attr:`Step.saved`), so later saves reuse it: a step never changes once recorded,
    except where its log lines are (redo), which is part of the key."""
    kept = step.saved.get("json")
    if kept is not None and kept[0] == step.log:
        return kept[1]
    where = f"history.steps[{i}]"
    doc = canonical_numbers(_step_doc(step), where, state)
    text = LINE_ENCODER.encode(doc)
    if not step.saved.get("checked"):
        try:
            _step_from(_STEP.validate_python(json.loads(text)), reader, i)
        except ValidationError as exc:
            field, message = describe_error(exc.errors()[0])
            raise GameSaveError("<game>", f"{where}.{field}", f"{message}, so the undo "
                                "history could not be opened again") from None
        except GameFileError as exc:
            raise GameSaveError("<game>", exc.field, f"{exc.message}, so the undo history "
                                "could not be opened again") from None
        step.saved["checked"] = True
    step.saved["json"] = (step.log, text)
    return text


def history_text(history: History, state: GameState) -> str:
    """The ``"history"`` member of a game file: the index, then one step per line. Each
    step is read back as the file will be read: the models some step adds (a roster put in
    a tray, issue 32) are known to every step, whether or not the game holds them now."""
    reader = _Reader(state, "<game>")
    for step in history.steps:
        for patch in (step.before, step.after):
            for mid, fields in (patch.get("models") or {}).items():
                if fields is not None and mid not in reader.models \
                        and ADDED_FIELDS <= fields.keys():
                    reader.models[mid] = None
    steps = ",\n   ".join(_step_text(step, i, state, reader)
                           for i, step in enumerate(history.steps))
    return f'{{\n  "index": {history.index},\n  "steps": [\n   {steps}\n  ]\n }}'


def _step_from(step: dict[str, Any], reader: _Reader, i: int) -> Step:
    """The step a file's :class:`StepSchema` holds, its patches read by ``reader``."""
    log = None
    if step.get("log") is not None:
        start, end = step["log"]
        lines = len(reader.state.log)
        if not start <= end <= lines:
            raise GameFileError(reader.path, f"history.steps[{i}].log", f"[{start}, {end}] "
                                f"is not a range of the event log's {lines} lines")
        log = (start, end)
    reader.step = i
    return Step(_patch_from(step["before"], reader, "before"),
                _patch_from(step["after"], reader, "after"),
                from_say(step["text"], step.get("say")), log, step.get("everything", False))


def history_from(raw: dict[str, Any], state: GameState,
                  path: str | os.PathLike[str], checked: bool = False) -> History:
    """The undo history of a game file, checked against the game ``state``: every model and
    player it names exists, every value is one the game could hold, and the log lines it
    points at are in the log. Raises :class:`GameFileError` naming the field. ``checked``:
    ``raw`` already is the one-pass read's own (:func:`read_with_history`: its turn
    patches' lists of text checked as such)."""
    try:
        doc = raw if checked else _HISTORY.validate_python(raw)
    except ValidationError as exc:
        field, message = describe_error(exc.errors()[0])
        raise GameFileError(path, f"history.{field}", message) from None
    index, docs = doc["index"], doc["steps"]
    if index > len(docs):
        raise GameFileError(path, "history.index", f"is {index}, but the history has only "
                                                   f"{len(docs)} steps")
    reader = _Reader(state, path)
    reader.fresh = checked
    steps = [_step_from(step, reader, i) for i, step in enumerate(docs)]
    check_history_states(steps, index, state, path)
    for step in steps:
        step.saved["checked"] = True  # as it will be written again: see _step_text
    return History(steps, index)


def _patch_from(doc: dict[str, Any], reader: _Reader, side: str) -> Patch:
    """The patch a file's :class:`PatchSchema` holds, each part checked against the game
    by its codec (ids it names exist, values the game could hold). ``GameFileError``
    names the field otherwise."""
    reader.side = side
    if len(doc) == 1:  # most patches: one part
        key, value = next(iter(doc.items()))
        if value is None and key not in _NULL:
            if key not in _READ:
                raise KeyError(key)  # as parts_in says of a key that is no part
            raise reader.fail(key, "expected a value, got nothing (null)")
        doc[key] = _READ[key](reader, key, value)
        return doc
    if not doc:
        return doc
    parts = parts_in(doc)
    for part in parts:
        if doc[part.key] is None and part.key not in _NULL:
            raise reader.fail(part.key, "expected a value, got nothing (null)")
    joined = doc.get("players")
    if joined and "models" in doc:  # a new player's models come before the player (PARTS)
        reader.players.update(pid for pid, fields in joined.items()
                              if isinstance(fields, dict) and ADDED_PLAYER <= fields.keys())
    for part in parts:  # doc is the schema's own fresh dict: it becomes the patch
        key = part.key
        doc[key] = _READ[key](reader, key, doc[key])
    return doc


_READ = {part.key: CODECS[part.codec].read for part in PARTS}
_NULL = frozenset(part.key for part in PARTS if CODECS[part.codec].null)
