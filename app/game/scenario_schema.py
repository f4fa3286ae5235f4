"""The schema of a scenario file (pydantic models, no loading): its sections and fields.

What each field means is documented on the models here and, for clubs writing their own
files, in ``docs/scenarios.md``. :mod:`app.game.scenarios` reads the files and builds a
:class:`~app.game.scenarios.Scenario` (these fields and the game's queries);
:mod:`app.game.scenario_checks` checks what the schema alone cannot say. Both import this
module; it imports neither.

Units: inches on the table (``*_in``), millimetres for markers and bases (``*_mm``), table
origin top-left, x along the long edge, y down (G1, G2).
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, field_validator

from .limits import MARKER_MAX_MM
from .scenario_fields import type_name
from .scenario_translations import LanguageCode, TranslationSpec
from .state import SYSTEMS

FORMAT = "table-marshal/scenario"
VERSION = 1
APP_NAME = "TableMarshal"
MAX_FILE_BYTES = 512 * 1024
"""A scenario file is a few kilobytes; anything larger than this is refused unread."""


MAX_TABLE_IN = 240.0
MIN_TABLE_IN = 12.0

# -- field types -------------------------------------------------------------------------------
Inches = Annotated[float, Field(ge=0, le=MAX_TABLE_IN, allow_inf_nan=False)]
PositiveInches = Annotated[float, Field(gt=0, le=MAX_TABLE_IN, allow_inf_nan=False)]
TableInches = Annotated[float, Field(ge=MIN_TABLE_IN, le=MAX_TABLE_IN, allow_inf_nan=False)]
Millimetres = Annotated[float, Field(ge=1, le=MARKER_MAX_MM, allow_inf_nan=False)]
Slug = Annotated[str, Field(min_length=1, max_length=64, pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$")]
Name = Annotated[str, Field(min_length=1, max_length=80)]
Text = Annotated[str, Field(max_length=2000)]
Dice = Literal["D3", "D6", "2D6"]
Edge = Literal["top", "right", "bottom", "left"]




class _Strict(BaseModel):
    """No unknown keys, no silent conversions (a string is never read as a number)."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


# -- sections ----------------------------------------------------------------------------------
class TableSpec(_Strict):
    """The table's default size in inches; ``width_in`` is the long edge (G2)."""

    width_in: TableInches
    depth_in: TableInches


class PlayersSpec(_Strict):
    """How many players the scenario is for; ``team_size`` > 1 when players form fixed teams
    (e.g. two teams of two in Brothers-in-Arms)."""

    min: int = Field(ge=2, le=16)
    max: int = Field(ge=2, le=16)
    team_size: int = Field(default=1, ge=1, le=8)


class DeploymentSpec(_Strict):
    """How warbands set up.

    ``kind``:

    * ``edge-segments`` (M4): each player, in set-up order, takes a free segment A-F and sets
      up wholly within ``zone_depth_in`` of it, no model within ``gap_in`` of another
      warband's model;
    * ``defender-centre``: the defender sets up as ``[defender]`` says, everyone else by edge
      segments as above;
    * ``battle-formations`` (S2): see ``[modules.battle_formations]``; ``edges`` lists the
      table edges players deploy from, first deployer first;
    * ``players-agree``: the source gives no set-up zones; players place their models where
      they agree (the app draws no zone).

    ``order``: how the set-up order is found: ``d6`` (M3: defender first if any, then D6
    highest first), ``draw`` (C4: card draw), ``roll-off`` (two players).

    ``reserve``: part of each warband may stay off the table when the first turn starts and
    arrive later (The Looters' reserve); only then does the set-up offer to start with
    models left in the tray.
    """

    kind: Literal["edge-segments", "defender-centre", "battle-formations", "players-agree"]
    order: Literal["d6", "draw", "roll-off"]
    zone_depth_in: PositiveInches | None = None
    gap_in: Inches | None = None
    edges: list[Edge] = Field(default=[], max_length=4)
    wholly_within: bool = True
    reserve: bool = False
    text: Text = ""


class DefenderSpec(_Strict):
    """The one defender (M2: highest rating, then most models, then a roll-off) and where it
    sets up: ``within-of-centre`` (wholly within ``within_in`` of the table centre) or
    ``within-of-feature`` (inside ``feature`` or within ``within_in`` of its edge)."""

    chosen_by: Literal["highest-rating"] = "highest-rating"
    sets_up: Literal["within-of-centre", "within-of-feature"]
    within_in: PositiveInches
    feature: Slug | None = None
    text: Text = ""


class FeatureSpec(_Strict):
    """A fixed piece of the battlefield the scenario needs (a building, a pool, a lair).

    ``x_in``/``y_in`` is its centre; ``shape`` ``rect`` uses ``width_in`` x ``depth_in``,
    ``circle`` uses ``diameter_in``. ``min_width_in``/``min_depth_in`` are the smallest size
    the scenario allows (e.g. a lair at least 6" x 6")."""

    id: Slug
    name: Name
    kind: Literal["building", "pool", "lair", "area"]
    shape: Literal["rect", "circle"] = "rect"
    x_in: Inches
    y_in: Inches
    width_in: PositiveInches | None = None
    depth_in: PositiveInches | None = None
    diameter_in: PositiveInches | None = None
    min_width_in: PositiveInches | None = None
    min_depth_in: PositiveInches | None = None
    text: Text = ""


class WanderSpec(_Strict):
    """A marker or model that moves by itself: ``dice`` inches in a random direction at
    ``when`` until ``until``."""

    dice: Dice
    when: Literal["start-of-first-player-turn", "start-of-each-player-turn", "start-of-turn"]
    until: Literal["touched-by-warband-model", "never"]


class ObjectiveSpec(_Strict):
    """A marker or a scenario model at a fixed position (centre ``x_in``/``y_in``).

    ``kind``: ``objective`` (control measured from its centre, G7, S4), ``wyrdstone``,
    ``model`` (e.g. the Lost Prince) or ``monster``. ``confined_to`` names a feature the
    model never leaves; ``wanders`` makes it move by itself."""

    id: Slug
    name: Name
    kind: Literal["objective", "wyrdstone", "model", "monster"] = "objective"
    x_in: Inches
    y_in: Inches
    diameter_mm: Millimetres = 40.0
    confined_to: Slug | None = None
    wanders: WanderSpec | None = None
    text: Text = ""


class CounterSpec(_Strict):
    """Counters the players bring into the game (supply crates, wyrdstone shards).

    How many: ``per_player`` (a number) or ``per_player_dice`` (rolled), exactly one of them.
    ``placed``: ``on-table`` by the players, or ``carried`` by models (``carried_by``).
    ``when``: ``before-deployment`` or ``before-segments`` (before edge segments are chosen).
    ``order``: ``draw`` (C4), ``set-up-order`` (M3) or ``players-agree``.
    Placement limits, each optional, all measured between the closest points of markers (G3):
    ``within_centre_in`` (wholly within this of the table centre, G5),
    ``more_than_from_markers_in`` (more than this from every other marker),
    ``own_more_than_in`` (a player's counters more than this from each other),
    ``more_than_from_impassable_in`` (more than this from every piece of impassable terrain,
    T2: The Looters' crates).
    ``if_unplaceable``: ``dropped`` (a counter that cannot be placed is not used).
    """

    id: Slug
    name: Name
    per_player: int | None = Field(default=None, ge=1, le=20)
    per_player_dice: Dice | None = None
    diameter_mm: Millimetres = 40.0
    placed: Literal["on-table", "carried"] = "on-table"
    carried_by: Literal["defender-heroes"] | None = None
    when: Literal["before-deployment", "before-segments"] | None = None
    order: Literal["draw", "set-up-order", "players-agree"] | None = None
    within_centre_in: PositiveInches | None = None
    more_than_from_markers_in: Inches | None = None
    own_more_than_in: Inches | None = None
    more_than_from_impassable_in: Inches | None = None
    if_unplaceable: Literal["dropped", "players-agree"] = "players-agree"
    text: Text = ""


class TerrainLimitsSpec(_Strict):
    """T2: what the scenario says of the terrain. ``no_impassable_within_centre_in``: no
    impassable terrain within this of the table centre (Alliance & Betrayal); the app warns
    while the game is set up, the players decide."""

    no_impassable_within_centre_in: PositiveInches | None = None


class BattleFormationsSpec(_Strict):
    """S2: wholly within ``zone_depth_in`` of the player's own edge, every model within
    ``coherency_in`` of another of its unit, units at least ``unit_gap_in`` apart."""

    zone_depth_in: PositiveInches = 12.0
    coherency_in: PositiveInches = 2.0
    unit_gap_in: Inches = 2.0


class ScoutAndSecureSpec(_Strict):
    """S3: from turn ``from_turn`` on, at the start of a turn, a unit may come in for Threat
    Points equal to its cost; its first model touches the player's edge, the rest follow
    within ``follow_in`` of it."""

    from_turn: int = Field(default=1, ge=1, le=100)
    follow_in: PositiveInches = 2.0


class ObjectiveControlSpec(_Strict):
    """S4: controlled with a model within ``control_in`` and no enemy within ``contest_in``
    of the objective's centre, checked at ``timing``."""

    control_in: PositiveInches = 3.0
    contest_in: Inches = 2.0
    timing: Literal["end-of-turn", "end-of-game", "start-of-turn"] = "end-of-turn"


class ReinforcedDefensesSpec(_Strict):
    """S5: a unit with a model within ``within_in`` of an objective has Cover +``cover`` and
    may be charged only by a charge using the charger's Move value."""

    within_in: PositiveInches = 3.0
    cover: int = Field(default=3, ge=1, le=6)


class EnabledSpec(_Strict):
    """A module with no settings (S6 Annihilation); present means used."""


class AllOutWarSpec(_Strict):
    """S7: at the end of each turn a player regains, per unit of theirs destroyed that turn,
    Threat Points equal to its cost minus ``minus`` (never below 0). ``enabled``: the
    players may switch the refund off when they set up (a ``flag`` parameter that sets
    ``modules.all_out_war.enabled``); the All Out War scenarios use it by default."""

    minus: int = Field(default=1, ge=0, le=100)
    enabled: bool = True


class ModulesSpec(_Strict):
    """The shared scenario modules (seed 001) the scenario uses; an absent key is unused."""

    battle_formations: BattleFormationsSpec | None = None
    scout_and_secure: ScoutAndSecureSpec | None = None
    objective_control: ObjectiveControlSpec | None = None
    reinforced_defenses: ReinforcedDefensesSpec | None = None
    annihilation: EnabledSpec | None = None
    all_out_war: AllOutWarSpec | None = None


SCORING_CONDITIONS = (
    "in-alliance", "enemy-out-of-action", "model-within-centre",
    "most-models-within-centre", "objective-controlled",
)


class ScoringSpec(_Strict):
    """One way to earn victory points: ``vp`` for ``condition`` at ``when``.

    ``condition``: ``in-alliance`` (the player is in an alliance), ``enemy-out-of-action``
    (per attack that took an enemy model out of action), ``model-within-centre`` (any model
    within ``range_in`` of the centre), ``most-models-within-centre`` (the most models within
    ``range_in`` of the centre), ``objective-controlled`` (per objective controlled, S4).
    ``assumed``: true when the public source does not give this row and players should
    confirm or change it (a parameter usually lets them). ``when`` is optional: an
    ``objective-controlled`` row is scored at the objective module's ``timing`` (S4), any
    other at the end of every turn; ``end-of-game`` rows are scored once, when the game
    ends (:meth:`Scenario.scoring_when`)."""

    when: Literal["end-of-turn", "start-of-turn", "end-of-game"] | None = None
    condition: Literal[SCORING_CONDITIONS]  # type: ignore[valid-type]
    vp: int = Field(ge=-100, le=100)
    range_in: PositiveInches | None = None
    assumed: bool = False
    text: Text = ""


class ParameterSpec(_Strict):
    """A setting the players choose before the game, for a detail the source leaves open.

    ``kind``: ``number`` (inches, mm...), ``integer``, ``choice`` (one of ``choices``),
    ``flag`` (true/false) or ``text``. ``sets``: the scenario field it changes, as a dotted
    path (``deployment.zone_depth_in``, ``scoring[0].vp``); its default is that field's
    value. Without ``sets`` the parameter only records the players' choice and ``default``
    is required. ``min``/``max`` bound numbers; ``unit`` is shown next to the value."""

    id: Slug
    label: Name
    kind: Literal["number", "integer", "choice", "flag", "text"]
    sets: str | None = Field(default=None, max_length=120)
    default: Any = None
    min: float | None = Field(default=None, ge=-1e6, le=1e6, allow_inf_nan=False)
    max: float | None = Field(default=None, ge=-1e6, le=1e6, allow_inf_nan=False)
    choices: list[Annotated[str, Field(min_length=1, max_length=80)]] = Field(
        default=[], max_length=20)
    unit: Literal["", "in", "mm", "vp", "turns", "models", "points"] = ""
    help: Text = ""

    @field_validator("default", mode="plain")
    @classmethod
    def _scalar(cls, value: Any) -> Any:
        if value is None or isinstance(value, bool):
            return value
        if isinstance(value, int):
            if abs(value) > 1_000_000:
                raise ValueError("expected a number between -1000000 and 1000000")
            return value
        if isinstance(value, float):
            if not math.isfinite(value) or abs(value) > 1e6:
                raise ValueError("expected a finite number between -1000000 and 1000000")
            return value
        if isinstance(value, str):
            if len(value) > 200:
                raise ValueError("expected at most 200 characters")
            return value
        raise ValueError(
            f"expected a number, true/false or text, got {type_name(value)}")


class ScenarioSpec(_Strict):
    """The fields of a scenario file, as its schema says them: what
    :mod:`app.game.scenario_checks` checks across fields, and what
    :class:`app.game.scenarios.Scenario` (built by its loaders) answers the game from.
    ``_path`` and ``_bundled``: where the file came from, set by the loaders.
    """

    format: Literal["table-marshal/scenario"]
    version: int = Field(ge=1, le=1_000_000)
    id: Slug
    name: Name
    system: Literal[SYSTEMS]  # type: ignore[valid-type]
    source: Text = ""
    summary: Text = ""
    table_roll: list[int] = Field(default=[], max_length=12)
    table: TableSpec
    players: PlayersSpec
    turn_limit: int | None = Field(default=None, ge=1, le=100)
    rout_tests: bool = True
    """Mordheim: warbands take Rout tests (false in Ambush!, whose rules say none are taken)."""
    deployment: DeploymentSpec
    defender: DefenderSpec | None = None
    features: list[FeatureSpec] = Field(default=[], max_length=50)
    objectives: list[ObjectiveSpec] = Field(default=[], max_length=100)
    counters: list[CounterSpec] = Field(default=[], max_length=20)
    terrain_limits: TerrainLimitsSpec = TerrainLimitsSpec()
    modules: ModulesSpec = ModulesSpec()
    scoring: list[ScoringSpec] = Field(default=[], max_length=30)
    victory: list[Annotated[str, Field(min_length=1, max_length=2000)]] = Field(
        min_length=1, max_length=20)
    parameters: list[ParameterSpec] = Field(default=[], max_length=40)
    notes: list[Text] = Field(default=[], max_length=40)
    translations: dict[LanguageCode, TranslationSpec] = Field(default={}, max_length=20)
    """The scenario's texts in other languages, by language code ("de", "fr"): see
    :mod:`app.game.scenario_translations`."""

    _path: Path | None = PrivateAttr(default=None)
    _bundled: bool = PrivateAttr(default=False)
