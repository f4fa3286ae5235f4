"""The saved-game file: JSON, ``"format": "table-marshal/game"``, versioned.

:func:`load_game` validates with pydantic and answers a broken file with one
:class:`GameFileError` naming the file and the field; it never executes anything and never
modifies, moves or deletes the file it reads. Older format versions are migrated on load
(:data:`MIGRATIONS`); a file from a newer version is refused with a message saying so.

:func:`dumps_game` serialises fully in memory in one canonical form (fixed key order, one
space indent, integral numbers without ``.0``, ``allow_nan=False``), so load then save of a
file the app wrote gives the same bytes. :func:`save_game` writes atomically (temp file in
the same folder, flush and fsync, ``os.replace``): a failed save raises
:class:`GameSaveError` saying why and leaves the previous file byte-identical.
"""

from __future__ import annotations

import copy
import json
import math
import os
from collections.abc import Callable
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from app.rules.cards import Card, full_deck
from app.rules.dice import DICE, Roll, check_faces

from .state import MODEL_STATUSES, MODULES, OUT_REASONS, PHASES, SYSTEMS, GameState, TurnState

from .atomic import atomic_write
from .gamefile import (
    FORMAT,
    VERSION,
    GameFileError,
    GameSaveError,
    SavedGame,
    draw_doc,
    draw_from,
    game_to_dict,
    model_doc, model_fields_doc, model_fields_from,
    objective_from,
    proposal_from,
    roll_doc,
    roll_from,
    roll_off_doc,
    roll_off_from,
    setup_doc,
    setup_from,
    state_from_doc,
    turn_doc,
    turn_from,
)
from .history import (
    HISTORY_MAX,
    apply_patch,
    MODEL_FIELDS,
    STATE_FIELDS,
    TURN_FIELDS,
    History,
    Patch,
    Step,
)
from .limits import COUNTER_NAME_MAX, LABEL_MAX, MARK_MAX, NAME_MAX, UNIT_MAX
from .textfile import field_path, read_text


MAX_BYTES = 64 * 1024 * 1024
"""A game file larger than this is refused (a real game is well under 1 MB)."""

MAX_COORD_IN = 1000.0
"""A position on the table is refused if it is farther than this from the origin along x or
y (a real table is a few feet across; a larger number is a typing mistake)."""
Inches = Annotated[float, Field(ge=-MAX_COORD_IN, le=MAX_COORD_IN, allow_inf_nan=False)]
Degrees = Annotated[float, Field(ge=-36000, le=36000, allow_inf_nan=False)]
PositiveInches = Annotated[float, Field(gt=0, le=1000, allow_inf_nan=False)]
Millimetres = Annotated[float, Field(gt=0, le=2000, allow_inf_nan=False)]
Id = Annotated[str, Field(min_length=1, max_length=64)]


class _Strict(BaseModel):
    """Unknown fields are refused, and so is any value of the wrong JSON type: a string or a
    boolean where a number belongs (``"x_in": "40"``, ``true``) names the field; a whole
    number is accepted for a decimal one."""

    model_config = ConfigDict(extra="forbid", strict=True)


class TableSchema(_Strict):
    width_in: PositiveInches = 72.0
    depth_in: PositiveInches = 48.0


class DeploymentSchema(_Strict):
    kind: Literal["edge-segments", "battle-formations", "players-agree"] = "edge-segments"
    zone_depth_in: PositiveInches = 6.0
    gap_in: Annotated[float, Field(ge=0, le=1000, allow_inf_nan=False)] = 6.0
    coherency_in: PositiveInches = 2.0
    unit_gap_in: Annotated[float, Field(ge=0, le=1000, allow_inf_nan=False)] = 2.0


class ControlSchema(_Strict):
    control_in: PositiveInches = 3.0
    contest_in: Annotated[float, Field(ge=0, le=1000, allow_inf_nan=False)] = 2.0


class PlayerSchema(_Strict):
    id: Id
    name: str = Field(min_length=1, max_length=NAME_MAX)
    warband: str | None = Field(default=None, max_length=NAME_MAX)
    rating: int = Field(default=0, ge=0, le=100000)
    colour: str = Field(default="#0072B2", pattern=r"^#[0-9A-Fa-f]{6}$")
    mark: str = Field(default="", max_length=MARK_MAX)
    segment: Literal["A", "B", "C", "D", "E", "F"] | None = None
    edge: Literal["top", "right", "bottom", "left"] | None = None
    fled: bool = False
    out_reason: Literal[("",) + OUT_REASONS] = ""  # type: ignore[valid-type]
    threat_points: int = Field(default=0, ge=0, le=1000000)
    command_points: int = Field(default=0, ge=0, le=1000000)


class BaseSchema(_Strict):
    shape: Literal["round", "oval", "rect"] = "round"
    diameter_mm: Millimetres | None = None
    length_mm: Millimetres | None = None
    width_mm: Millimetres | None = None
    depth_mm: Millimetres | None = None

    @model_validator(mode="after")
    def _sizes(self) -> "BaseSchema":
        needed = {"round": ("diameter_mm",), "oval": ("length_mm", "width_mm"),
                  "rect": ("width_mm", "depth_mm")}[self.shape]
        missing = [n for n in needed if getattr(self, n) is None]
        article = "an" if self.shape[0] in "aeiou" else "a"
        if missing:
            raise ValueError(f"{article} {self.shape} base needs {' and '.join(missing)}")
        extra = [n for n in ("diameter_mm", "length_mm", "width_mm", "depth_mm")
                 if n not in needed and getattr(self, n) is not None]
        if extra:
            raise ValueError(f"{article} {self.shape} base has no {' or '.join(extra)} "
                             f"(it is sized by {' and '.join(needed)})")
        return self


class ModelSchema(_Strict):
    id: Id
    player: Id
    unit: str = Field(default="", max_length=UNIT_MAX)
    name: str = Field(min_length=1, max_length=NAME_MAX)
    label: str = Field(default="", max_length=LABEL_MAX)
    base: BaseSchema
    x_in: Inches
    y_in: Inches
    facing_deg: Degrees = 0.0
    status: Literal[MODEL_STATUSES] = "active"  # type: ignore[valid-type]


class ObjectiveSchema(_Strict):
    id: Id
    name: str = Field(default="", max_length=NAME_MAX)
    x_in: Inches
    y_in: Inches
    diameter_mm: Millimetres = 40.0
    owner: str = Field(default="", max_length=64)
    kind: str = Field(default="", max_length=64)


class FeatureSchema(_Strict):
    id: Id
    name: str = Field(default="", max_length=NAME_MAX)
    kind: Literal["building", "pool", "lair", "area"] = "area"
    shape: Literal["rect", "circle"] = "rect"
    x_in: Inches
    y_in: Inches
    width_in: Annotated[float, Field(ge=0, le=1000, allow_inf_nan=False)] = 0.0
    depth_in: Annotated[float, Field(ge=0, le=1000, allow_inf_nan=False)] = 0.0
    diameter_in: Annotated[float, Field(ge=0, le=1000, allow_inf_nan=False)] = 0.0


class CounterPlanSchema(_Strict):
    id: Id
    name: str = Field(min_length=1, max_length=COUNTER_NAME_MAX)
    diameter_mm: Millimetres = 40.0
    per_player: int | None = Field(default=None, ge=1, le=20)
    dice: Literal[tuple(DICE)] | None = None  # type: ignore[valid-type]
    counts: dict[str, Annotated[int, Field(ge=0, le=100)]] = {}
    dropped: dict[str, Annotated[int, Field(ge=0, le=100)]] = {}
    within_centre_in: PositiveInches | None = None
    more_than_from_markers_in: Annotated[float, Field(ge=0, le=1000, allow_inf_nan=False)] \
        | None = None
    own_more_than_in: Annotated[float, Field(ge=0, le=1000, allow_inf_nan=False)] | None = None
    if_unplaceable: Literal["dropped", "players-agree"] = "players-agree"
    before_segments: bool = False
    text: str = Field(default="", max_length=2000)


class SetupPlanSchema(_Strict):
    order: Literal["d6", "draw", "roll-off"] = "d6"
    defender: bool = False
    defender_area: str = Field(default="", max_length=400)
    defender_zone: list[Annotated[float, Field(ge=0, le=1000, allow_inf_nan=False)]] = Field(
        default=[], max_length=5)
    defender_zone_name: str = Field(default="", max_length=120)
    counters: list[CounterPlanSchema] = Field(default=[], max_length=20)
    notes: list[Annotated[str, Field(max_length=2000)]] = Field(default=[], max_length=40)
    reserve: bool = False
    fixed_teams: bool = False


class RngSchema(_Strict):
    seed: int
    events: int = Field(default=0, ge=0)


def _card_code(code: str) -> str:
    Card.parse(code)  # ValueError saying what a card code looks like
    return code


CardCode = Annotated[str, AfterValidator(_card_code)]
"""A playing card as a file writes it: ``"QH"``, ``"10S"`` (C1)."""


class DeckSchema(_Strict):
    draw_pile: list[CardCode]
    discard_pile: list[CardCode] = []


class AttackSchema(_Strict):
    by: Id
    target: Id
    kind: Literal["charge", "shoot", "spell"] = "charge"


class TurnSchema(_Strict):
    number: int = Field(default=0, ge=0, le=10000)
    phase: Literal[PHASES] = "setup"  # type: ignore[valid-type]
    initiative: dict[str, str] = {}
    activated: list[str] = []
    activations: list[str] = []
    current_player: Id | None = None
    units_at_start: list[str] = []
    attacks: list[AttackSchema] = []
    refunds: dict[str, int] = {}

    @field_validator("initiative")
    @classmethod
    def _cards(cls, cards: dict[str, str]) -> dict[str, str]:
        for code in cards.values():
            Card.parse(code)
        return cards


class LogSchema(_Strict):
    turn: int = 0
    kind: str
    text: str
    undone: bool = False


class ProposalSchema(_Strict):
    proposer: Id
    invitee: Id
    turn: int = Field(default=0, ge=0)


class RollSchema(_Strict):
    kind: Literal[tuple(DICE)]  # type: ignore[valid-type]
    faces: list[int]

    @model_validator(mode="after")
    def _faces(self) -> "RollSchema":
        check_faces(self.kind, self.faces)
        return self

    def to_roll(self) -> Roll:
        return Roll(self.kind, tuple(self.faces))


class DrawRecordSchema(_Strict):
    purpose: str = ""
    cards: dict[str, str]
    order: list[str]

    @field_validator("cards")
    @classmethod
    def _cards(cls, cards: dict[str, str]) -> dict[str, str]:
        for code in cards.values():
            Card.parse(code)
        return cards


class RollRecordSchema(_Strict):
    purpose: str = ""
    player: Id | None = None
    roll: RollSchema


class RollOffRecordSchema(_Strict):
    purpose: str = ""
    rounds: list[dict[str, RollSchema]]
    order: list[str]


class GameSchema(_Strict):
    format: Literal["table-marshal/game"]
    version: int
    name: str = "Untitled game"
    system: Literal[SYSTEMS] = "mordheim"  # type: ignore[valid-type]
    scenario: str = ""
    table: TableSchema = TableSchema()
    deployment: DeploymentSchema = DeploymentSchema()
    objective_control: ControlSchema = ControlSchema()
    players: list[PlayerSchema] = Field(min_length=1, max_length=16)
    alliances: list[list[Id]] = []
    models: list[ModelSchema] = Field(default=[], max_length=5000)
    objectives: list[ObjectiveSchema] = Field(default=[], max_length=100)
    features: list[FeatureSchema] = Field(default=[], max_length=50)
    rng: RngSchema | None = None
    deck: DeckSchema | None = None
    turn: TurnSchema = TurnSchema()
    log: list[LogSchema] = []
    modules: list[Literal[MODULES]] = []  # type: ignore[valid-type]
    unit_costs: dict[str, dict[str, Annotated[int, Field(ge=0, le=1000000)]]] = {}
    proposals: list[ProposalSchema] = []
    defender: Id | None = None
    setup_order: list[Id] = []
    order_of_play: list[Id] = []
    winner: Id | None = None
    result: Literal["", "last-standing", "annihilation", "no-one-left"] = ""
    last_draw: DrawRecordSchema | None = None
    last_roll: RollRecordSchema | None = None
    last_roll_off: RollOffRecordSchema | None = None
    setup: SetupPlanSchema | None = None
    history: Any = None  # checked on its own, so a broken history never loses the game

    @field_validator("version")
    @classmethod
    def _version(cls, version: int) -> int:
        if version > VERSION:
            raise ValueError(
                f"this file was saved by a newer Table Marshal (format version {version}; "
                f"this version reads up to {VERSION})"
            )
        if version < 1:
            raise ValueError(f"unknown format version {version}")
        return version


def _check_references(doc: GameSchema | GameState, path: str | os.PathLike[str]) -> None:
    """Ids must be unique and every reference must name a player that exists. ``doc``: a
    checked file, or a game (the undo history's states are checked the same way)."""
    ids: set[str] = set()
    for i, player in enumerate(doc.players):
        if player.id in ids:
            raise GameFileError(path, f"players[{i}].id", f"the id {player.id!r} is used twice")
        ids.add(player.id)
    seen: set[str] = set()
    for i, model in enumerate(doc.models):
        if model.player not in ids:
            raise GameFileError(path, f"models[{i}].player", f"no player has id {model.player!r}")
        if model.id in seen:
            raise GameFileError(path, f"models[{i}].id", f"the id {model.id!r} is used twice")
        seen.add(model.id)
    objective_ids: set[str] = set()
    for i, objective in enumerate(doc.objectives):
        if objective.id in objective_ids:
            raise GameFileError(path, f"objectives[{i}].id",
                                f"the id {objective.id!r} is used twice")
        objective_ids.add(objective.id)
    for i, group in enumerate(doc.alliances):
        for pid in group:
            if pid not in ids:
                raise GameFileError(path, f"alliances[{i}]", f"no player has id {pid!r}")
    for pid in doc.turn.initiative:
        if pid not in ids:
            raise GameFileError(path, "turn.initiative", f"no player has id {pid!r}")
    refs: list[tuple[str, str | None]] = [
        ("defender", doc.defender), ("winner", doc.winner),
        ("turn.current_player", doc.turn.current_player),
        *[(f"setup_order[{i}]", pid) for i, pid in enumerate(doc.setup_order)],
        *[(f"order_of_play[{i}]", pid) for i, pid in enumerate(doc.order_of_play)],
        *[(f"unit_costs.{pid}", pid) for pid in doc.unit_costs],
        *[(f"turn.refunds.{pid}", pid) for pid in doc.turn.refunds],
    ]
    for i, offer in enumerate(doc.proposals):
        refs += [(f"proposals[{i}].proposer", offer.proposer),
                 (f"proposals[{i}].invitee", offer.invitee)]
    # the panel shows the last draw, roll and roll-off by player name
    if doc.last_draw is not None:
        if set(doc.last_draw.order) != set(doc.last_draw.cards):
            raise GameFileError(path, "last_draw.order", "the ranking must name exactly the "
                                                         "players who drew a card")
        refs += [("last_draw.cards", pid) for pid in doc.last_draw.cards]
        refs += [(f"last_draw.order[{i}]", pid) for i, pid in enumerate(doc.last_draw.order)]
    if doc.last_roll is not None:
        refs.append(("last_roll.player", doc.last_roll.player))
    if doc.last_roll_off is not None:
        refs += [(f"last_roll_off.rounds[{i}]", pid)
                 for i, rolls in enumerate(doc.last_roll_off.rounds) for pid in rolls]
        refs += [(f"last_roll_off.order[{i}]", pid)
                 for i, pid in enumerate(doc.last_roll_off.order)]
    for field, pid in refs:
        if pid is not None and pid not in ids:
            raise GameFileError(path, field, f"no player has id {pid!r}")
    for i, attack in enumerate(doc.turn.attacks):
        for name in ("by", "target"):
            if getattr(attack, name) not in seen:
                raise GameFileError(path, f"turn.attacks[{i}].{name}",
                                    f"no model has id {getattr(attack, name)!r}")


def _check_turn_references(doc: GameSchema | GameState,
                           path: str | os.PathLike[str]) -> None:
    """The turn's lists name models, players and units of this game (C7, S7): a model id in
    ``turn.activated``, a player id in ``turn.activations``, a unit key ``"player/unit"`` of
    some model in ``turn.units_at_start``. Raises :class:`GameFileError` naming the entry."""
    players = {p.id for p in doc.players}
    models = {m.id for m in doc.models}
    units = {f"{m.player}/{m.unit or m.id}" for m in doc.models}
    lists: list[tuple[str, list[str], set[str], str]] = [
        ("turn.activated", doc.turn.activated, models, "no model has id"),
        ("turn.activations", doc.turn.activations, players, "no player has id"),
        ("turn.units_at_start", doc.turn.units_at_start, units, "no unit has key"),
    ]
    for field, values, known, message in lists:
        for i, value in enumerate(values):
            if value not in known:
                raise GameFileError(path, f"{field}[{i}]", f"{message} {value!r}")


def _card(card: Card | str) -> Card:
    return card if isinstance(card, Card) else Card.parse(card)


def _check_deck(doc: GameSchema | GameState, path: str | os.PathLike[str]) -> None:
    """C1, C2: the draw pile, the discard pile and the Initiative cards held in play together
    are the 52 cards, each once. Raises :class:`GameFileError` naming the pile at fault, the
    count and the cards twice or missing (e.g. a hand-edited deck)."""
    if doc.deck is None:
        return
    held = sorted(doc.turn.initiative.items())
    places: list[tuple[str, Card]] = (
        [(f"turn.initiative.{pid}", _card(code)) for pid, code in held]
        + [("deck.discard_pile", _card(code)) for code in doc.deck.discard_pile]
        + [("deck.draw_pile", _card(code)) for code in doc.deck.draw_pile])
    where: dict[Card, list[str]] = {}
    for field, card in places:
        where.setdefault(card, []).append(field)
    twice = [card for card, fields in where.items() if len(fields) > 1]
    missing = [card for card in full_deck() if card not in where]
    if not twice and not missing:
        return
    def show(card: Card) -> str:  # noqa: E306
        return f"{card.rank}{card.symbol}"
    parts = [f"the deck holds {len(places)} cards"]
    field = "deck.draw_pile"
    if twice:
        field = where[twice[0]][-1]
        times = {2: "twice", 3: "three times"}
        described = []
        for card in twice[:5]:
            fields = where[card]
            text = f"{show(card)} {times.get(len(fields), f'{len(fields)} times')}"
            if len(set(fields)) > 1:
                text += " (" + " and ".join(_pile_name(f) for f in dict.fromkeys(fields)) + ")"
            described.append(text)
        parts.append(", ".join(described) + (" …" if len(twice) > 5 else ""))
    if missing:
        shown = " ".join(show(c) for c in missing[:5]) + (" …" if len(missing) > 5 else "")
        parts.append(f"{len(missing)} missing ({shown})")
    raise GameFileError(path, field, ", ".join(parts)
                        + "; a deck has the 52 cards once each, counting the Initiative cards "
                          "held in play (C1)")


def _pile_name(field: str) -> str:
    if field.startswith("turn.initiative."):
        return f"held by {field.rsplit('.', 1)[1]} as an Initiative card"
    return "in the draw pile" if field == "deck.draw_pile" else "in the discard pile"


def _describe(error: dict[str, Any]) -> tuple[str, str]:
    loc = tuple(p for p in error["loc"] if not (isinstance(p, str) and p.startswith("function-")))
    field = field_path(loc)
    message = str(error["msg"]).removeprefix("Value error, ")
    if error["type"] == "extra_forbidden":
        message = "unknown field (check its spelling)"
    elif error["type"] == "missing":
        message = "this field is required"
    elif error["type"] == "finite_number":
        got = error.get("input")
        spelt = "NaN" if got != got else ("Infinity" if got > 0 else "-Infinity")
        message = f"{spelt} is not a number a game file may hold (expected a finite number)"
    elif error["type"] in ("float_type", "int_type", "bool_type", "string_type"):
        wanted = {"float_type": "a number", "int_type": "a whole number",
                  "bool_type": "true or false", "string_type": "text"}[error["type"]]
        got = error.get("input")
        kind = ("true/false" if isinstance(got, bool) else "text" if isinstance(got, str)
                else "nothing (null)" if got is None else "a list" if isinstance(got, list)
                else "an object" if isinstance(got, dict) else "a number")
        shown = json.dumps(got) if isinstance(got, (bool, str, int, float)) or got is None \
            else kind
        message = f"expected {wanted}, got {shown}" + (
            f" ({kind}; remove the quotes)" if isinstance(got, str) and wanted.startswith(
                ("a number", "a whole")) else "")
    return field, message


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 only added fields with defaults: a version 1 document needs no change."""
    return data


def _v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
    """Version 3 only added optional set-up fields: a version 2 document needs no change."""
    return data


def _v3_to_v4(data: dict[str, Any]) -> dict[str, Any]:
    """Version 4 only added the optional undo ``history``: a version 3 document needs no
    change (the game opens with an empty undo stack)."""
    return data


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    1: _v1_to_v2, 2: _v2_to_v3, 3: _v3_to_v4}
"""``MIGRATIONS[n]`` turns a version ``n`` document into a version ``n + 1`` one. Add a step
here whenever :data:`VERSION` goes up; :func:`migrate` chains them."""


def migrate(data: dict[str, Any], path: str | os.PathLike[str] = "<game>") -> dict[str, Any]:
    """Bring a parsed game document up to :data:`VERSION` (a new dict; ``data`` is not changed).

    Raises :class:`GameFileError` for a missing or non-integer version, a version from a
    newer Table Marshal, or a version no migration reaches.
    """
    version = data.get("version")
    if "version" not in data:
        raise GameFileError(path, "version", "this field is required")
    if not isinstance(version, int) or isinstance(version, bool):
        raise GameFileError(path, "version", f"expected a whole number, got {version!r}")
    if version > VERSION:
        raise GameFileError(
            path, "version",
            f"this file was saved by a newer Table Marshal (format version {version}; this "
            f"version reads up to {VERSION}). Update Table Marshal to open it; the file was "
            "not changed",
        )
    if version < 1:
        raise GameFileError(path, "version", f"unknown format version {version}")
    doc = dict(data)
    while version < VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise GameFileError(path, "version",
                                f"format version {version} cannot be read by this version")
        doc = step(doc)
        version += 1
        doc["version"] = version
    return doc


def parse_game(data: Any, path: str | os.PathLike[str] = "<game>") -> GameState:
    """Build a :class:`GameState` from parsed JSON (any supported version, migrated first);
    ``GameFileError`` if it is not valid."""
    return parse_saved_game(data, path).state


def parse_saved_game(data: Any, path: str | os.PathLike[str] = "<game>") -> SavedGame:
    """Like :func:`parse_game`, with the file's undo history. The game must be valid
    (``GameFileError`` otherwise); a broken history only sets :attr:`SavedGame.problem`."""
    if not isinstance(data, dict):
        raise GameFileError(path, "", "expected a JSON object at the top level")
    if data.get("format") != FORMAT:
        raise GameFileError(path, "format", f"expected \"{FORMAT}\" (is this a Table Marshal game?)")
    data = migrate(data, path)
    try:
        doc = GameSchema.model_validate(data)
    except ValidationError as exc:
        field, message = _describe(exc.errors()[0])
        raise GameFileError(path, field, message) from None
    _check_references(doc, path)
    _check_turn_references(doc, path)
    _check_deck(doc, path)
    try:
        state = state_from_doc(doc.model_dump())
    except GameFileError as exc:
        raise GameFileError(path, exc.field, exc.message) from None
    if doc.history is None:
        return SavedGame(state)
    try:
        if not isinstance(doc.history, dict):
            raise GameFileError(path, "history", "expected an object with the index and the "
                                                 "steps")
        history = _history_from(doc.history, state, path)
    except GameFileError as exc:
        return SavedGame(state, History(), f"{exc}; the game opened without its undo history")
    return SavedGame(state, history)


def load_game(path: str | os.PathLike[str]) -> GameState:
    """Read and validate a game file. Raises :class:`GameFileError` (never anything else for
    a bad file): unreadable, empty, too large, not UTF-8 JSON, cut short, wrong format, newer
    version, invalid field. The file is only read, never modified, moved or deleted."""
    return load_saved_game(path).state


def load_saved_game(path: str | os.PathLike[str]) -> SavedGame:
    """:func:`load_game` with the file's undo history (see :class:`SavedGame`)."""
    text = read_text(
        path, MAX_BYTES, lambda message: GameFileError(path, "", message),
        too_large=f"the file is larger than {MAX_BYTES // (1024 * 1024)} MB; "
                  "it is not a Table Marshal game",
        expected="a Table Marshal game in UTF-8 JSON")
    try:
        data = json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string"):
            what = exc.msg.lower().removesuffix(" at")  # json's own text ends "...starting at"
            raise GameFileError(path, "", "the file ends too early (it was cut short: "
                                          f"{what} at line {exc.lineno})") from None
        raise GameFileError(path, "", f"not valid JSON ({exc})") from None
    except ValueError as exc:
        raise GameFileError(path, "", f"not valid JSON ({exc})") from None
    except RecursionError:
        raise GameFileError(path, "", "not valid JSON (nested too deeply)") from None
    return parse_saved_game(data, path)


def _reject_constant(name: str) -> Any:
    """``NaN``/``Infinity``/``-Infinity`` are read as the float they spell, so the schema
    refuses them naming the field ("Input should be a finite number")."""
    return float(name)


# -- the undo history (version 4) --------------------------------------------------------------
class PatchSchema(_Strict):
    """A patch of the game's moving parts (:mod:`app.game.history`); every key optional.
    ``models``, ``players`` and ``turn`` hold only changed fields, checked against the game's
    own model, player and turn schema."""

    models: dict[str, dict[str, Any]] = {}
    players: dict[str, dict[str, Any]] = {}
    # None is only the "absent" default: a JSON null is refused for these (pydantic does not
    # validate defaults, it does validate what the file says)
    draw_pile: list[CardCode] = None  # type: ignore[assignment]
    discard_pile: list[CardCode] = None  # type: ignore[assignment]
    rng_events: Annotated[int, Field(ge=0)] = None  # type: ignore[assignment]
    turn: dict[str, Any] = {}
    alliances: list[list[Id]] = None  # type: ignore[assignment]
    proposals: list[ProposalSchema] = None  # type: ignore[assignment]
    objectives: list[ObjectiveSchema] = Field(default=None, max_length=100)  # type: ignore[arg-type]
    defender: Id | None = None
    setup_order: list[Id] = None  # type: ignore[assignment]
    order_of_play: list[Id] = None  # type: ignore[assignment]
    winner: Id | None = None
    result: Literal["", "last-standing", "annihilation", "no-one-left"] = None  # type: ignore[assignment]
    last_draw: DrawRecordSchema | None = None
    last_roll: RollRecordSchema | None = None
    last_roll_off: RollOffRecordSchema | None = None
    setup: SetupPlanSchema | None = None


class StepSchema(_Strict):
    text: str = Field(max_length=400, pattern=r"^[^\x00-\x1f\x7f]*$")
    log: Annotated[list[Annotated[int, Field(ge=0)]], Field(min_length=2, max_length=2)] \
        | None = None
    everything: bool = False
    before: PatchSchema
    after: PatchSchema


class HistorySchema(_Strict):
    index: int = Field(ge=0)
    steps: list[StepSchema] = Field(max_length=HISTORY_MAX)


_PATCH_ORDER = ("models", "players", "draw_pile", "discard_pile", "rng_events", "turn",
                *STATE_FIELDS)
"""The order of a patch's keys in a file (and in memory after loading)."""


def _patch_doc(patch: Patch) -> dict[str, Any]:
    """A patch as JSON (keys in :data:`_PATCH_ORDER`)."""
    doc: dict[str, Any] = {}
    for key in _PATCH_ORDER:
        if key not in patch:
            continue
        value = patch[key]
        if key in ("models", "players"):
            doc[key] = {i: model_fields_doc(f) if key == "models" else dict(f) for i, f in value.items()}
        elif key in ("draw_pile", "discard_pile"):
            doc[key] = [str(card) for card in value]
        elif key == "turn":
            full = turn_doc(TurnState(**value))
            doc[key] = {name: full[name] for name in value}
        elif key == "alliances":
            doc[key] = [sorted(group) for group in value]
        elif key in ("proposals", "objectives"):
            doc[key] = [vars(item).copy() for item in value]
        elif key in ("setup_order", "order_of_play"):
            doc[key] = list(value)
        elif key == "last_draw":
            doc[key] = draw_doc(value)
        elif key == "last_roll":
            doc[key] = roll_doc(value)
        elif key == "last_roll_off":
            doc[key] = roll_off_doc(value)
        elif key == "setup":
            doc[key] = setup_doc(value)
        else:  # rng_events, defender, winner, result
            doc[key] = value
    return doc


def _step_doc(step: Step) -> dict[str, Any]:
    return {"text": step.text, "log": None if step.log is None else list(step.log),
            "everything": step.everything, "before": _patch_doc(step.before),
            "after": _patch_doc(step.after)}


_LINE = json.JSONEncoder(ensure_ascii=False, allow_nan=False)
"""Writes one log entry or undo step as one line (shared: one encoder, not one per line)."""


def _step_text(step: Step, i: int, state: GameState) -> str:
    """One step as a line of canonical JSON, checked by reading it back against ``state``
    (:class:`GameSaveError` naming the field otherwise). The text is kept on the step
    (:attr:`Step.saved`), so later saves reuse it: a step never changes once recorded,
    except where its log lines are (redo), which is part of the key."""
    kept = step.saved.get("json")
    if kept is not None and kept[0] == step.log:
        return kept[1]
    where = f"history.steps[{i}]"
    doc = _canonical(_step_doc(step), where, state)
    text = _LINE.encode(doc)
    if not step.saved.get("checked"):
        try:
            _step_from(StepSchema.model_validate(json.loads(text)), state, "<game>", where)
        except ValidationError as exc:
            field, message = _describe(exc.errors()[0])
            raise GameSaveError("<game>", f"{where}.{field}", f"{message}, so the undo "
                                "history could not be opened again") from None
        except GameFileError as exc:
            raise GameSaveError("<game>", exc.field, f"{exc.message}, so the undo history "
                                "could not be opened again") from None
        step.saved["checked"] = True
    step.saved["json"] = (step.log, text)
    return text


def _history_text(history: History, state: GameState) -> str:
    """The ``"history"`` member of a game file: the index, then one step per line."""
    steps = ",\n   ".join(_step_text(step, i, state) for i, step in enumerate(history.steps))
    return f'{{\n  "index": {history.index},\n  "steps": [\n   {steps}\n  ]\n }}'


def _step_from(step: StepSchema, state: GameState, path: str | os.PathLike[str],
               where: str) -> Step:
    log = None
    if step.log is not None:
        start, end = step.log
        if not start <= end <= len(state.log):
            raise GameFileError(path, f"{where}.log", f"[{start}, {end}] is not a range of "
                                f"the event log's {len(state.log)} lines")
        log = (start, end)
    return Step(_patch_from(step.before, state, path, f"{where}.before"),
                _patch_from(step.after, state, path, f"{where}.after"),
                step.text, log, step.everything)


def _history_from(raw: dict[str, Any], state: GameState,
                  path: str | os.PathLike[str]) -> History:
    """The undo history of a game file, checked against the game ``state``: every model and
    player it names exists, every value is one the game could hold, and the log lines it
    points at are in the log. Raises :class:`GameFileError` naming the field."""
    try:
        doc = HistorySchema.model_validate(raw)
    except ValidationError as exc:
        field, message = _describe(exc.errors()[0])
        raise GameFileError(path, f"history.{field}", message) from None
    if doc.index > len(doc.steps):
        raise GameFileError(path, "history.index", f"is {doc.index}, but the history has only "
                                                   f"{len(doc.steps)} steps")
    steps = [_step_from(step, state, path, f"history.steps[{i}]")
             for i, step in enumerate(doc.steps)]
    _check_history_states(steps, doc.index, state, path)
    for step in steps:
        step.saved["checked"] = True  # as it will be written again: see _step_text
    return History(steps, doc.index)


def _check_history_states(steps: list[Step], index: int, state: GameState,
                          path: str | os.PathLike[str]) -> None:
    """Each step may be valid on its own and still not fit the others. On a copy of the
    game: undo the done steps back to the start, redo every step to the end, then undo the
    redone ones back to ``index``, checking each game reached as a loaded file is checked
    (ids, references, the 52 cards); the game at ``index`` must be the game as saved, both
    times. The done steps' log lines must follow each other. Raises :class:`GameFileError`
    naming the step."""
    last_end = 0
    for i, step in enumerate(steps[:index]):
        if step.log is not None:
            if step.log[0] < last_end:
                raise GameFileError(path, f"history.steps[{i}].log", "its log lines come "
                                    "before those of the step done earlier")
            last_end = step.log[1]
    sim = copy.deepcopy(state)
    saved = _position(state)

    def check(where: str, patch: Patch) -> None:
        deck = bool({"draw_pile", "discard_pile"} & set(patch)) or \
            "initiative" in patch.get("turn", {})
        others = set(patch) - {"models", "draw_pile", "discard_pile", "rng_events"}
        try:
            if others:
                _check_references(sim, path)
                _check_turn_references(sim, path)
            if deck:
                _check_deck(sim, path)
        except GameFileError as exc:
            raise GameFileError(path, where, f"it would leave a game that is not valid "
                                f"({exc.field}: {exc.message})") from None

    def back_at_index(where: str, how: str) -> None:
        now = _position(sim)
        if now != saved:
            fields = ", ".join(k for k in saved if now.get(k) != saved[k])
            raise GameFileError(path, where, f"{how} does not lead back to the game as saved "
                                             f"({fields} differ)")

    for i in range(index - 1, -1, -1):
        apply_patch(sim, steps[i].before)
        check(f"history.steps[{i}].before", steps[i].before)
    for i, step in enumerate(steps):
        apply_patch(sim, step.after)
        check(f"history.steps[{i}].after", step.after)
        if i + 1 == index:
            back_at_index(f"history.steps[0:{index}]", "redoing the steps done")
    for i in range(len(steps) - 1, index - 1, -1):
        apply_patch(sim, steps[i].before)
        check(f"history.steps[{i}].before", steps[i].before)
    if index < len(steps):
        back_at_index(f"history.steps[{index}:]", "undoing the steps that can be redone")


def _position(state: GameState) -> dict[str, Any]:
    doc = game_to_dict(state)
    del doc["log"]
    return doc


def _patch_from(doc: PatchSchema, state: GameState, path: str | os.PathLike[str],
                where: str) -> Patch:
    players = {p.id for p in state.players}
    models = {m.id: m for m in state.models}
    present = doc.model_fields_set
    for key in ("draw_pile", "discard_pile", "rng_events", "alliances", "proposals",
                "objectives", "setup_order", "order_of_play", "result"):
        if key in present and getattr(doc, key) is None:
            raise GameFileError(path, f"{where}.{key}", "expected a value, got nothing (null)")

    def known_player(field: str, pid: str | None) -> None:
        if pid is not None and pid not in players:
            raise GameFileError(path, f"{where}.{field}", f"no player has id {pid!r}")

    patch: Patch = {}
    for key in _PATCH_ORDER:
        if key not in present:
            continue
        value = getattr(doc, key)
        if key == "models":
            out = {}
            for mid, fields in value.items():
                if mid not in models:
                    raise GameFileError(path, f"{where}.models.{mid}", f"no model has id {mid!r}")
                for name in fields:
                    if name not in MODEL_FIELDS:
                        raise GameFileError(path, f"{where}.models.{mid}.{name}",
                                            "unknown field (check its spelling)")
                try:
                    checked = ModelSchema.model_validate({**model_doc(models[mid]), **fields})
                except ValidationError as exc:
                    field, message = _describe(exc.errors()[0])
                    raise GameFileError(path, f"{where}.models.{mid}.{field}", message) from None
                out[mid] = model_fields_from(checked, fields)
            patch[key] = out
        elif key == "players":
            out = {}
            for pid, fields in value.items():
                known_player(f"players.{pid}", pid)
                if "id" in fields:
                    raise GameFileError(path, f"{where}.players.{pid}.id",
                                        "a player's id cannot change")
                try:
                    checked = PlayerSchema.model_validate(
                        {**vars(state.player(pid)), **fields})
                except ValidationError as exc:
                    field, message = _describe(exc.errors()[0])
                    raise GameFileError(path, f"{where}.players.{pid}.{field}", message) from None
                out[pid] = {name: getattr(checked, name) for name in fields}
            patch[key] = out
        elif key in ("draw_pile", "discard_pile"):
            patch[key] = [Card.parse(code) for code in value]
        elif key == "turn":
            for name in value:
                if name not in TURN_FIELDS:
                    raise GameFileError(path, f"{where}.turn.{name}",
                                        "unknown field (check its spelling)")
            try:
                turn = TurnSchema.model_validate({**turn_doc(state.turn), **value})
            except ValidationError as exc:
                field, message = _describe(exc.errors()[0])
                raise GameFileError(path, f"{where}.turn.{field}", message) from None
            known_player("turn.current_player", turn.current_player)
            for pid in (*turn.initiative, *turn.activations, *turn.refunds):
                known_player("turn", pid)
            for mid in (*turn.activated, *(a.by for a in turn.attacks),
                        *(a.target for a in turn.attacks)):
                if mid not in models:
                    raise GameFileError(path, f"{where}.turn", f"no model has id {mid!r}")
            converted = turn_from(turn.model_dump())
            patch[key] = {name: getattr(converted, name) for name in value}
        elif key == "alliances":
            for group in value:
                for pid in group:
                    known_player("alliances", pid)
            patch[key] = [frozenset(group) for group in value]
        elif key == "proposals":
            for offer in value:
                known_player("proposals", offer.proposer)
                known_player("proposals", offer.invitee)
            patch[key] = [proposal_from(p.model_dump()) for p in value]
        elif key == "objectives":
            patch[key] = [objective_from(o.model_dump()) for o in value]
        elif key in ("setup_order", "order_of_play"):
            for pid in value:
                known_player(key, pid)
            patch[key] = list(value)
        elif key in ("defender", "winner"):
            known_player(key, value)
            patch[key] = value
        elif key == "last_draw":
            patch[key] = draw_from(None if value is None else value.model_dump())
        elif key == "last_roll":
            patch[key] = roll_from(None if value is None else value.model_dump())
        elif key == "last_roll_off":
            patch[key] = roll_off_from(None if value is None else value.model_dump())
        elif key == "setup":
            patch[key] = setup_from(None if value is None else value.model_dump())
        else:  # rng_events, result
            patch[key] = value
    return patch


def dumps_game(state: GameState, history: History | None = None) -> str:
    """The game file's text, built fully in memory in canonical form: keys in a fixed order,
    one-space indent, integral floats written as integers (``12`` not ``12.0``), other floats
    as their shortest exact form. ``history``: the undo stack to save with the game (left
    out when ``None`` or empty). Raises :class:`GameSaveError` naming the field (and model)
    for a NaN or infinite number, or for anything the loader would refuse (the text is parsed
    back with :func:`parse_saved_game` before it is returned), e.g. a name longer than
    :data:`~app.game.limits.NAME_MAX`."""
    doc = game_to_dict(state)
    # The event log and the undo history only grow: one line per entry (and no indenting
    # encoder) keeps the autosave after every command quick in a long game. Log entries hold
    # only whole numbers, text and true/false: nothing for _canonical to do.
    log = doc.pop("log")
    doc = _canonical(doc, "", state)
    main = json.dumps(doc, indent=1, ensure_ascii=False, allow_nan=False)
    lines = [_LINE.encode(entry) for entry in log]
    # Anything the app saves it must be able to load: check with the loader's own schema
    # and reference checks before anything is written (each undo step is checked when it
    # is first written; see _step_text).
    try:
        parse_game({**json.loads(main), "log": log})
    except GameFileError as exc:
        raise GameSaveError("<game>", exc.field, f"{exc.message}, so the file could not be "
                            "opened again" + _whose(exc.field, state)) from None
    assert main.endswith("\n}")
    entries = "[\n  " + ",\n  ".join(lines) + "\n ]" if lines else "[]"
    text = f'{main[:-2]},\n "log": {entries}'
    if history is not None and history.steps:
        text += f',\n "history": {_history_text(history, state)}'
    return text + "\n}\n"


def _canonical(value: Any, where: str, state: GameState | None = None) -> Any:
    """Check every number is finite and write integral floats as integers."""
    if isinstance(value, float):
        if not math.isfinite(value):
            raise GameSaveError("<game>", where, f"is {value}, which a game file cannot hold"
                                + _whose(where, state))
        if value.is_integer() and abs(value) < 2**53:
            return int(value)
        return value
    if isinstance(value, dict):
        return {k: _canonical(v, f"{where}.{k}" if where else str(k), state)
                for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_canonical(v, f"{where}[{i}]", state) for i, v in enumerate(value)]
    return value


def _whose(where: str, state: GameState | None) -> str:
    """" (model 'Rat 3')" for a field of ``models[i]``, else ""."""
    if state is not None and where.startswith("models["):
        try:
            index = int(where[len("models["):where.index("]")])
            return f" (model {state.models[index].name!r})"
        except (ValueError, IndexError):
            return ""
    return ""


def save_game(state: GameState, path: str | os.PathLike[str],
              history: History | None = None) -> None:
    """Write ``state`` (and its undo ``history``, if given) to ``path`` atomically (see
    :mod:`app.game.atomic`).

    Raises :class:`GameSaveError` saying why if the game cannot be serialised (a NaN or
    infinite number) or the file cannot be written (folder missing, no permission, disk full);
    in every case the previous file at ``path`` is left byte-identical.
    """
    try:
        data = dumps_game(state, history).encode("utf-8")
    except GameSaveError as exc:
        raise GameSaveError(path, exc.field, exc.message + "; nothing was written") from None
    try:
        atomic_write(path, data)
    except OSError as exc:
        reason = exc.strerror or str(exc) or type(exc).__name__
        raise GameSaveError(path, "", f"could not save ({reason}); the previous file is "
                                      "unchanged") from None
