"""The game file's schema: the pydantic models that check each part of a game file, the
checks across parts (ids, references, the 52 cards) and the canonical form of numbers.

:mod:`app.game.saves` checks a whole file with these (its :class:`GameSchema` adds the
format version); :mod:`app.game.save_history` checks the undo history's patches with the
same schemas, so a value a patch puts back is one the game file could hold.
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Iterable
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, field_validator, model_validator
from pydantic.fields import FieldInfo
from typing_extensions import TypedDict  # pydantic reads typing's own only from Python 3.12

from app.rules.agreed import agreed_problem
from app.rules.cards import Card, full_deck
from app.rules.dice import DICE, Roll, check_faces
from app.rules.scoring import CONDITIONS as SCORING_CONDITIONS

from .gamefile import GameFileError, GameSaveError
from .limits import (
    BASE_MAX_MM, BASE_MIN_MM, COORD_MAX_IN, COUNTER_NAME_MAX, LABEL_MAX, LOG_KIND_MAX,
    LOG_TEXT_MAX, MARK_MAX, MARKER_MAX_MM, MOVE_MAX, NAME_MAX, PROFILE_MAX, PROFILE_NAME_MAX,
    PROFILE_TEXT_MAX, TABLE_MAX_IN, UNIT_MAX,
)
from app.rules.terrain import KINDS as TERRAIN_KINDS, SHAPES as TERRAIN_SHAPES

from .state import MODEL_STATUSES, OUT_REASONS, PHASES, GameState
from .textfile import field_path

MAX_COORD_IN = COORD_MAX_IN
"""A position on the table is refused if it is farther than this from the origin along x or
y (a real table is a few feet across; a larger number is a typing mistake)."""
Inches = Annotated[float, Field(ge=-MAX_COORD_IN, le=MAX_COORD_IN, allow_inf_nan=False)]
Degrees = Annotated[float, Field(ge=-36000, le=36000, allow_inf_nan=False)]
PositiveInches = Annotated[float, Field(gt=0, le=TABLE_MAX_IN, allow_inf_nan=False)]
Millimetres = Annotated[float, Field(ge=1, le=MARKER_MAX_MM, allow_inf_nan=False)]
"""A marker's (objective's, counter's) diameter."""
BaseMillimetres = Annotated[float, Field(ge=BASE_MIN_MM, le=BASE_MAX_MM, allow_inf_nan=False)]
"""A side of a model's base: the roster editor's range (5-500 mm, ``app.game.limits``)."""
Id = Annotated[str, Field(min_length=1, max_length=64)]
VictoryPoints = Annotated[int, Field(ge=-100000, le=100000)]
"""A player's victory-point total (V1)."""


class StrictModel(BaseModel):
    """Unknown fields are refused, and so is any value of the wrong JSON type: a string or a
    boolean where a number belongs (``"x_in": "40"``, ``true``) names the field; a whole
    number is accepted for a decimal one."""

    model_config = ConfigDict(extra="forbid", strict=True)


def fields_schema(model: type[BaseModel], names: Iterable[str], title: str) -> Any:
    """Some fields of ``model`` as a ``TypedDict``, each optional, with the model's own types
    and limits (unknown fields and wrong JSON types refused as by :class:`StrictModel`): an undo
    patch's changed fields checked on their own, not merged into a whole record first, and
    as a plain dict, not a model object (issue 21: 5,000 steps open in a few milliseconds).
    Only for a model whose checks are all per field (no validator across fields)."""
    decorators = model.__pydantic_decorators__
    assert not decorators.model_validators and not decorators.field_validators, model

    def annotation(info: FieldInfo) -> Any:
        return Annotated[(info.annotation, *info.metadata)] if info.metadata else \
            info.annotation

    schema = TypedDict(title, {name: annotation(model.model_fields[name])  # type: ignore[misc]
                               for name in names}, total=False)
    schema.__pydantic_config__ = StrictModel.model_config  # type: ignore[attr-defined]
    return schema


class TableSchema(StrictModel):
    width_in: PositiveInches = 72.0
    depth_in: PositiveInches = 48.0


class DeploymentSchema(StrictModel):
    kind: Literal["edge-segments", "battle-formations", "players-agree"] = "edge-segments"
    zone_depth_in: PositiveInches = 6.0
    gap_in: Annotated[float, Field(ge=0, le=1000, allow_inf_nan=False)] = 6.0
    coherency_in: PositiveInches = 2.0
    unit_gap_in: Annotated[float, Field(ge=0, le=1000, allow_inf_nan=False)] = 2.0


class ControlSchema(StrictModel):
    control_in: PositiveInches = 3.0
    contest_in: Annotated[float, Field(ge=0, le=1000, allow_inf_nan=False)] = 2.0
    cover_in: PositiveInches | None = None
    cover: int = Field(default=3, ge=1, le=6)


class ScoringRowSchema(StrictModel):
    when: Literal["end-of-turn", "start-of-turn", "end-of-game"] = "end-of-turn"
    condition: Literal[SCORING_CONDITIONS]  # type: ignore[valid-type]
    vp: int = Field(ge=-100, le=100)
    range_in: PositiveInches | None = None
    text: str = Field(default="", max_length=400)


class ScoringSchema(StrictModel):
    """A game's own scoring (V1, V2), kept when the players' settings changed the file's."""

    turn_limit: int | None = Field(default=None, ge=1, le=100)
    centre_tie: bool = False
    rows: list[ScoringRowSchema] = Field(default=[], max_length=30)


class ScoutSchema(StrictModel):
    """S3: a unit brought in by Scout and Secure (see ``GameState.scouts``)."""

    first: Annotated[str, Field(max_length=64)] = ""
    moved: bool = False


class ScoutRulesSchema(StrictModel):
    """S3: the scenario's Scout and Secure settings (see ``GameState.scout_rules``)."""

    from_turn: int = Field(default=1, ge=1, le=100)
    follow_in: PositiveInches = 2.0


ScoutKey = Annotated[str, Field(min_length=3, max_length=200, pattern=r"^[^/]+/.+$")]
"""A unit's key, ``"player/unit"`` (``app.game.state.unit_key``)."""


class AgreedZoneSchema(StrictModel):
    """The set-up zone a ``players-agree`` game's players agreed (:mod:`app.rules.agreed`):
    a table edge with a depth, or a quarter."""

    edge: Literal["top", "right", "bottom", "left"] | None = None
    depth_in: PositiveInches | None = None
    quarter: Literal["top-left", "top-right", "bottom-right", "bottom-left"] | None = None

    @model_validator(mode="after")
    def _one_zone(self) -> "AgreedZoneSchema":
        problem = agreed_problem(self.model_dump(exclude_none=True))
        if problem:
            raise ValueError(problem)
        return self


class PlayerSchema(StrictModel):
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
    agreed_zone: AgreedZoneSchema | None = None


class BaseSchema(StrictModel):
    shape: Literal["round", "oval", "rect"] = "round"
    diameter_mm: BaseMillimetres | None = None
    length_mm: BaseMillimetres | None = None
    width_mm: BaseMillimetres | None = None
    depth_mm: BaseMillimetres | None = None

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


class ModelSchema(StrictModel):
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
    move_in: float | None = Field(default=None, ge=0, le=MOVE_MAX, allow_inf_nan=False)
    move_type: Literal["", "infantry", "flying"] = ""
    profile: dict[Annotated[str, Field(min_length=1, max_length=PROFILE_NAME_MAX)],
                  Annotated[str, Field(max_length=PROFILE_TEXT_MAX)]] = Field(
        default={}, max_length=PROFILE_MAX)


class ObjectiveSchema(StrictModel):
    id: Id
    name: str = Field(default="", max_length=NAME_MAX)
    x_in: Inches
    y_in: Inches
    diameter_mm: Millimetres = 40.0
    owner: str = Field(default="", max_length=64)
    kind: str = Field(default="", max_length=64)


class FeatureSchema(StrictModel):
    id: Id
    name: str = Field(default="", max_length=NAME_MAX)
    kind: Literal["building", "pool", "lair", "area"] = "area"
    shape: Literal["rect", "circle"] = "rect"
    x_in: Inches
    y_in: Inches
    width_in: Annotated[float, Field(ge=0, le=1000, allow_inf_nan=False)] = 0.0
    depth_in: Annotated[float, Field(ge=0, le=1000, allow_inf_nan=False)] = 0.0
    diameter_in: Annotated[float, Field(ge=0, le=1000, allow_inf_nan=False)] = 0.0


class TerrainSchema(StrictModel):
    """T1, T5: a terrain piece as issue 19 shows it (``rect``/``ellipse``: centre, size and
    facing; ``polygon``: ``points_in`` instead)."""

    id: Id
    name: str = Field(default="", max_length=NAME_MAX)
    kind: Literal[TERRAIN_KINDS]  # type: ignore[valid-type]
    height_in: Annotated[float, Field(ge=0, le=1000, allow_inf_nan=False)] = 0.0
    shape: Literal[TERRAIN_SHAPES] = "rect"  # type: ignore[valid-type]
    x_in: Inches | None = None
    y_in: Inches | None = None
    width_in: PositiveInches | None = None
    depth_in: PositiveInches | None = None
    facing_deg: Degrees = 0.0
    points_in: list[Annotated[list[Inches], Field(min_length=2, max_length=2)]] | None = Field(
        default=None, min_length=3, max_length=500)
    enterable: bool = False
    locked: bool = False
    feature: str = Field(default="", max_length=64)

    @model_validator(mode="after")
    def _sized(self) -> "TerrainSchema":
        if self.shape == "polygon":
            if self.points_in is None:
                raise ValueError("a polygon piece needs points_in")
            extra = [n for n in ("x_in", "y_in", "width_in", "depth_in")
                     if getattr(self, n) is not None]
            if extra:
                raise ValueError(f"a polygon piece has no {' or '.join(extra)} (its "
                                 "points_in say where it is)")
            from app.rules.terrain import TerrainPiece, piece_problem

            problem = piece_problem(TerrainPiece(self.id, self.name, self.kind, shape="polygon",
                                                 points_in=self.points_in))
            if problem:
                raise ValueError(problem.split(": ", 1)[-1])
        else:
            missing = [n for n in ("x_in", "y_in", "width_in", "depth_in")
                       if getattr(self, n) is None]
            if missing:
                raise ValueError(f"a {self.shape} piece needs {' and '.join(missing)}")
            if self.points_in is not None:
                raise ValueError(f"a {self.shape} piece has no points_in (only a polygon)")
        return self


class CounterPlanSchema(StrictModel):
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
    more_than_from_impassable_in: Annotated[float, Field(ge=0, le=1000, allow_inf_nan=False)] \
        | None = None
    before_segments: bool = False
    text: str = Field(default="", max_length=2000)


class SetupPlanSchema(StrictModel):
    order: Literal["d6", "draw", "roll-off"] = "d6"
    defender: bool = False
    defender_area: str = Field(default="", max_length=400)
    defender_zone: list[Annotated[float, Field(ge=0, le=1000, allow_inf_nan=False)]] = Field(
        default=[], max_length=6)
    defender_zone_name: str = Field(default="", max_length=120)
    defender_feature: str = Field(default="", max_length=64)
    counters: list[CounterPlanSchema] = Field(default=[], max_length=20)
    notes: list[Annotated[str, Field(max_length=2000)]] = Field(default=[], max_length=40)
    reserve: bool = False
    fixed_teams: bool = False


class RngSchema(StrictModel):
    seed: int
    events: int = Field(default=0, ge=0)


def _card_code(code: str) -> str:
    Card.parse(code)  # ValueError saying what a card code looks like
    return code


CardCode = Annotated[str, AfterValidator(_card_code)]
"""A playing card as a file writes it: ``"QH"``, ``"10S"`` (C1)."""


class DeckSchema(StrictModel):
    draw_pile: list[CardCode]
    discard_pile: list[CardCode] = []


class AttackSchema(StrictModel):
    by: Id
    target: Id
    kind: Literal["charge", "shoot", "spell"] = "charge"


class TurnSchema(StrictModel):
    number: int = Field(default=0, ge=0, le=10000)
    phase: Literal[PHASES] = "setup"  # type: ignore[valid-type]
    initiative: dict[str, str] = {}
    activated: list[str] = []
    activations: list[str] = []
    current_player: Id | None = None
    units_at_start: list[str] = []
    attacks: list[AttackSchema] = []
    refunds: dict[str, int] = {}
    starts: dict[Id, Annotated[list[Degrees], Field(min_length=3, max_length=3)]] = {}
    """M10: where each model stood when the player's turn began, ``[x_in, y_in,
    facing_deg]`` (optional: older files and set-up have none)."""
    out_at_start: int | None = Field(default=None, ge=0, le=10000)
    start_status: dict[Id, Literal[MODEL_STATUSES]] = {}  # type: ignore[valid-type]
    """M10: with ``starts``, the statuses that were not ``active`` when the turn began."""

    @field_validator("initiative")
    @classmethod
    def _cards(cls, cards: dict[str, str]) -> dict[str, str]:
        for code in cards.values():
            Card.parse(code)
        return cards


class SaySchema(TypedDict):
    """A log line's or undo step's English as a phrase (issue 34, :mod:`app.phrases`): the
    translation context, the English template and its values (text, numbers, phrases)."""

    __pydantic_config__ = StrictModel.model_config  # type: ignore[misc]
    c: Annotated[str, Field(max_length=LOG_KIND_MAX)]
    t: Annotated[str, Field(max_length=LOG_TEXT_MAX)]
    v: Annotated[dict[Annotated[str, Field(max_length=LOG_KIND_MAX)],
                      "str | int | float | SaySchema"], Field(max_length=40)]


class LogSchema(StrictModel):
    turn: int = Field(default=0, ge=0, le=10000)
    kind: str = Field(max_length=LOG_KIND_MAX)
    text: str = Field(max_length=LOG_TEXT_MAX)
    undone: bool = False
    say: SaySchema | None = None


class ProposalSchema(StrictModel):
    proposer: Id
    invitee: Id
    turn: int = Field(default=0, ge=0)


class RollSchema(StrictModel):
    kind: Literal[tuple(DICE)]  # type: ignore[valid-type]
    faces: list[int]

    @model_validator(mode="after")
    def _faces(self) -> "RollSchema":
        check_faces(self.kind, self.faces)
        return self

    def to_roll(self) -> Roll:
        return Roll(self.kind, tuple(self.faces))


class DrawRecordSchema(StrictModel):
    purpose: str = ""
    cards: dict[str, str]
    order: list[str]

    @field_validator("cards")
    @classmethod
    def _cards(cls, cards: dict[str, str]) -> dict[str, str]:
        for code in cards.values():
            Card.parse(code)
        return cards


class RollRecordSchema(StrictModel):
    purpose: str = ""
    player: Id | None = None
    roll: RollSchema


class RollOffRecordSchema(StrictModel):
    purpose: str = ""
    rounds: list[dict[str, RollSchema]]
    order: list[str]


_REFERENCE_PARTS = frozenset({
    "scouts", "terrain", "objectives", "alliances", "defender", "winner", "setup_order",
    "order_of_play", "unit_costs", "victory_points", "proposals", "last_draw", "last_roll",
    "last_roll_off", "turn.initiative", "turn.current_player", "turn.refunds",
    "turn.attacks"})
"""Every part a ``reads`` of :func:`check_references` names."""


def check_references(doc: Any, path: str | os.PathLike[str],
                     changed: frozenset[str] | None = None) -> None:
    """Ids must be unique and every reference must name a player that exists. ``doc``: a
    checked file, or a game (the undo history's states are checked the same way).
    ``changed``: check only what reads these parts (patch keys, ``turn.<field>`` for the
    turn's; issue 35), the rest being known to pass (a game reached by one undo step from one
    that passed: the ids of players and models never change)."""
    if changed is not None:
        changed = changed & _REFERENCE_PARTS
        if not changed:
            return  # nothing it reads changed

    every, want = changed is None, changed or frozenset()
    ids: set[str] = set()
    for i, player in enumerate(doc.players):
        if player.id in ids:
            raise GameFileError(path, f"players[{i}].id", f"the id {player.id!r} is used twice")
        ids.add(player.id)
    seen: set[str] = set()
    if changed is None:
        for i, model in enumerate(doc.models):
            if model.player not in ids:
                raise GameFileError(path, f"models[{i}].player",
                                    f"no player has id {model.player!r}")
            if model.id in seen:
                raise GameFileError(path, f"models[{i}].id", f"the id {model.id!r} is used twice")
            seen.add(model.id)
    elif "scouts" in want or "turn.attacks" in want:
        seen = {model.id for model in doc.models}
    if every or "terrain" in want:
        piece_ids: set[str] = set()
        for i, piece in enumerate(getattr(doc, "terrain", None) or []):
            if piece.id in piece_ids:
                raise GameFileError(path, f"terrain[{i}].id", f"the id {piece.id!r} is used twice")
            piece_ids.add(piece.id)
    if every or "objectives" in want:
        objective_ids: set[str] = set()
        for i, objective in enumerate(doc.objectives):
            if objective.id in objective_ids:
                raise GameFileError(path, f"objectives[{i}].id",
                                    f"the id {objective.id!r} is used twice")
            objective_ids.add(objective.id)
    if every or "alliances" in want:
        for i, group in enumerate(doc.alliances):
            for pid in group:
                if pid not in ids:
                    raise GameFileError(path, f"alliances[{i}]", f"no player has id {pid!r}")
    if every or "turn.initiative" in want:
        for pid in doc.turn.initiative:
            if pid not in ids:
                raise GameFileError(path, "turn.initiative", f"no player has id {pid!r}")
    refs: list[tuple[str, str | None]] = []
    if every or "defender" in want:
        refs.append(("defender", doc.defender))
    if every or "winner" in want:
        refs.append(("winner", doc.winner))
    if every or "turn.current_player" in want:
        refs.append(("turn.current_player", doc.turn.current_player))
    if every or "setup_order" in want:
        refs += [(f"setup_order[{i}]", pid) for i, pid in enumerate(doc.setup_order)]
    if every or "order_of_play" in want:
        refs += [(f"order_of_play[{i}]", pid) for i, pid in enumerate(doc.order_of_play)]
    if every or "unit_costs" in want:
        refs += [(f"unit_costs.{pid}", pid) for pid in doc.unit_costs]
    if every or "turn.refunds" in want:
        refs += [(f"turn.refunds.{pid}", pid) for pid in doc.turn.refunds]
    if every or "victory_points" in want:
        refs += [(f"victory_points.{pid}", pid) for pid in getattr(doc, "victory_points", {})]
    if every or "proposals" in want:
        for i, offer in enumerate(doc.proposals):
            refs += [(f"proposals[{i}].proposer", offer.proposer),
                     (f"proposals[{i}].invitee", offer.invitee)]
    # the panel shows the last draw, roll and roll-off by player name
    if doc.last_draw is not None and (every or "last_draw" in want):
        if set(doc.last_draw.order) != set(doc.last_draw.cards):
            raise GameFileError(path, "last_draw.order", "the ranking must name exactly the "
                                                         "players who drew a card")
        refs += [("last_draw.cards", pid) for pid in doc.last_draw.cards]
        refs += [(f"last_draw.order[{i}]", pid) for i, pid in enumerate(doc.last_draw.order)]
    if doc.last_roll is not None and (every or "last_roll" in want):
        refs.append(("last_roll.player", doc.last_roll.player))
    if doc.last_roll_off is not None and (every or "last_roll_off" in want):
        refs += [(f"last_roll_off.rounds[{i}]", pid)
                 for i, rolls in enumerate(doc.last_roll_off.rounds) for pid in rolls]
        refs += [(f"last_roll_off.order[{i}]", pid)
                 for i, pid in enumerate(doc.last_roll_off.order)]
    for field, pid in refs:
        if pid is not None and pid not in ids:
            raise GameFileError(path, field, f"no player has id {pid!r}")
    if every or "scouts" in want:
        for key, scout in (getattr(doc, "scouts", None) or {}).items():
            pid = key.partition("/")[0]
            if pid not in ids:
                raise GameFileError(path, f"scouts.{key}", f"no player has id {pid!r}")
            first = scout.first if hasattr(scout, "first") else scout.get("first", "")
            if first and first not in seen:
                raise GameFileError(path, f"scouts.{key}.first", f"no model has id {first!r}")
    if every or "turn.attacks" in want:
        for i, attack in enumerate(doc.turn.attacks):
            for name in ("by", "target"):
                if getattr(attack, name) not in seen:
                    raise GameFileError(path, f"turn.attacks[{i}].{name}",
                                        f"no model has id {getattr(attack, name)!r}")


_TURN_REFERENCE_PARTS = frozenset({
    "turn.activated", "turn.activations", "turn.units_at_start", "turn.starts",
    "turn.start_status", "models.unit"})
"""Every part a ``reads`` of :func:`check_turn_references` names."""


def check_turn_references(doc: Any, path: str | os.PathLike[str],
                          changed: frozenset[str] | None = None) -> None:
    """The turn's lists name models, players and units of this game (C7, S7): a model id in
    ``turn.activated``, a player id in ``turn.activations``, a unit key ``"player/unit"`` of
    some model in ``turn.units_at_start``. Raises :class:`GameFileError` naming the entry.
    ``changed``: as for :func:`check_references` (``models.unit``: a model's unit changed)."""
    if changed is not None:
        changed = changed & _TURN_REFERENCE_PARTS
        if not changed:
            return
    every, want = changed is None, changed or frozenset()
    turn = doc.turn
    lists: list[tuple[str, Any, Any, str]] = []  # known ids made only when wanted
    models = lambda: {m.id for m in doc.models}  # noqa: E731
    if every or "turn.activated" in want:
        lists.append(("turn.activated", turn.activated, models, "no model has id"))
    if every or "turn.activations" in want:
        lists.append(("turn.activations", turn.activations, lambda: {p.id for p in doc.players},
                      "no player has id"))
    if every or "turn.units_at_start" in want or "models.unit" in want:
        lists.append(("turn.units_at_start", turn.units_at_start,
                      lambda: {f"{m.player}/{m.unit or m.id}" for m in doc.models},
                      "no unit has key"))
    if every or "turn.starts" in want:
        lists.append(("turn.starts", list(turn.starts), models, "no model has id"))
    if every or "turn.start_status" in want:
        lists.append(("turn.start_status", list(turn.start_status), models,
                      "no model has id"))
    for field, values, ids, message in lists:
        known = ids() if values else ()
        for i, value in enumerate(values):
            if value not in known:
                raise GameFileError(path, f"{field}[{i}]", f"{message} {value!r}")


def _card(card: Card | str) -> Card:
    return card if isinstance(card, Card) else Card.parse(card)


def check_deck(doc: Any, path: str | os.PathLike[str]) -> None:
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


def describe_error(error: dict[str, Any]) -> tuple[str, str]:
    """``(field, message)`` for one pydantic error of a game file (or a file it shares the
    schema with): the dotted field and a sentence a player can act on."""
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


def canonical_numbers(value: Any, where: str, state: GameState | None = None) -> Any:
    """Check every number is finite and write integral floats as integers."""
    if isinstance(value, float):
        if not math.isfinite(value):
            raise GameSaveError("<game>", where, f"is {value}, which a game file cannot hold"
                                + whose_field(where, state))
        if value.is_integer() and abs(value) < 2**53:
            return int(value)
        return value
    if isinstance(value, dict):
        return {k: canonical_numbers(v, f"{where}.{k}" if where else str(k), state)
                for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [canonical_numbers(v, f"{where}[{i}]", state) for i, v in enumerate(value)]
    return value


def whose_field(where: str, state: GameState | None) -> str:
    """" (model 'Rat 3')" for a field of ``models[i]``, else ""."""
    if state is not None and where.startswith("models["):
        try:
            index = int(where[len("models["):where.index("]")])
            return f" (model {state.models[index].name!r})"
        except (ValueError, IndexError):
            return ""
    return ""
