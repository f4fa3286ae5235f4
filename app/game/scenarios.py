"""Scenario files: one TOML file per scenario, validated with pydantic.

A scenario file declares the table, the players, the turn limit, how warbands deploy, the
defender, fixed features and objectives, counters placed by the players, the shared modules
it uses (S2-S7) with their distances, scoring, victory text, player-settable parameters for
details the published sources leave open, and notes. ``docs/scenarios.md`` documents every
field for clubs writing their own.

Reading a file never executes anything: the text is parsed with :mod:`tomllib` and checked
against the schema below. A broken file is answered with one :class:`ScenarioError` naming
the file, the field and what was expected (never another exception, never a traceback).

Where the files are:

* bundled scenarios in ``scenarios/`` (:func:`app.paths.scenarios_dir`); read-only for the app;
* the user's own in :func:`user_scenarios_dir` (platformdirs user data dir of "TableMarshal").

Units: inches on the table (``*_in``), millimetres for markers and bases (``*_mm``), table
origin top-left, x along the long edge, y down (G1, G2).
"""

from __future__ import annotations

import functools
import math
import os
import re
from pathlib import Path
from typing import Annotated, Any, Iterable, Literal

import platformdirs
import tomllib
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PrivateAttr,
    ValidationError,
    field_validator,
)

from app import paths

from .state import SYSTEMS, Deployment, Objective, ObjectiveControl
from .scenario_fields import (  # noqa: F401 (ScenarioError, SYSTEM_ROLLS: re-exported)
    SYSTEM_ROLLS,
    ScenarioError,
    _EXPECTED,
    _count,
    _get_path,
    _set_path,
    _show,
    _split_path,
    _type_name,
    _value_problem,
)
from .limits import MARKER_MAX_MM, check_texts
from .textfile import FileFieldError, field_path, read_text


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
            f"expected a number, true/false or text, got {_type_name(value)}")


class Scenario(_Strict):
    """A validated scenario. Build with :func:`load_scenario` or :func:`parse_scenario`.

    :attr:`path` is the file it came from (``None`` if not from a file) and :attr:`bundled`
    whether it ships with the app (read-only) or is the user's own.
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

    _path: Path | None = PrivateAttr(default=None)
    _bundled: bool = PrivateAttr(default=False)

    # -- where it came from ------------------------------------------------------------------
    @property
    def path(self) -> Path | None:
        return self._path

    @property
    def bundled(self) -> bool:
        """True for the app's own scenarios, which the app never writes to."""
        return self._bundled

    # -- queries for the game -----------------------------------------------------------------
    def parameter(self, parameter_id: str) -> ParameterSpec:
        """The parameter with this id; ``KeyError`` naming it if there is none."""
        for p in self.parameters:
            if p.id == parameter_id:
                return p
        raise KeyError(f"scenario {self.id!r} has no parameter {parameter_id!r}")

    def setting(self, parameter_id: str) -> Any:
        """The current value of a parameter: the field it sets, or its default."""
        param = self.parameter(parameter_id)
        if param.sets:
            return _get_path(self.model_dump(), _split_path(param.sets))
        return param.default

    def with_settings(self, values: dict[str, Any]) -> "Scenario":
        """A copy with the players' choices applied (``{parameter id: value}``).

        Each value is checked against its parameter (kind, min/max, choices) and the result is
        validated again; ``ScenarioError`` (field ``parameters.<id>``) if a value is refused.
        """
        data = self.model_dump()
        where = str(self._path) if self._path else "<settings>"
        for key, value in values.items():
            try:
                index = next(i for i, p in enumerate(self.parameters) if p.id == key)
            except StopIteration:
                raise ScenarioError(where, f"parameters.{key}", "no such parameter") from None
            param = self.parameters[index]
            problem = _value_problem(param, value)
            if problem:
                raise ScenarioError(where, f"parameters.{key}", problem)
            if param.sets:
                _set_path(data, _split_path(param.sets), value)
            else:
                data["parameters"][index]["default"] = value
        try:
            result = _validate(data, where)
        except ScenarioError as exc:
            raise ScenarioError(where, exc.field, f"after the settings: {exc.message}") from None
        result._path, result._bundled = self._path, self._bundled
        return result

    def game_deployment(self) -> Deployment | None:
        """The :class:`~app.game.state.Deployment` the game state uses, or ``None`` for
        ``players-agree`` (no zones). ``defender-centre`` gives the attackers' edge-segment
        rule (M4); the defender's own area is :attr:`defender`."""
        d = self.deployment
        if d.kind in ("edge-segments", "defender-centre"):
            assert d.zone_depth_in is not None and d.gap_in is not None
            return Deployment(kind="edge-segments", zone_depth_in=d.zone_depth_in,
                              gap_in=d.gap_in)
        if d.kind == "battle-formations":
            bf = self.modules.battle_formations
            assert bf is not None
            return Deployment(kind="battle-formations", zone_depth_in=bf.zone_depth_in,
                              gap_in=bf.unit_gap_in, coherency_in=bf.coherency_in,
                              unit_gap_in=bf.unit_gap_in)
        return None

    def game_objective_control(self) -> ObjectiveControl:
        """Control and contest ranges (S4) for the game state: the scenario's, or the
        module's defaults (3" / 2") when it does not use Objective Control; the cover range
        (S5) only when the scenario uses Reinforced Defenses."""
        oc = self.modules.objective_control or ObjectiveControlSpec()
        rd = self.modules.reinforced_defenses
        return ObjectiveControl(control_in=oc.control_in, contest_in=oc.contest_in,
                                cover_in=None if rd is None else rd.within_in,
                                cover=3 if rd is None else rd.cover)

    def scoring_when(self, row: "ScoringSpec") -> str:
        """When ``row`` is scored (V1): its own ``when``; else an ``objective-controlled``
        row at the objective module's ``timing`` (S4) and any other at the end of every
        turn."""
        if row.when is not None:
            return row.when
        if row.condition == "objective-controlled" and self.modules.objective_control:
            return self.modules.objective_control.timing
        return "end-of-turn"

    def game_modules(self) -> list[str]:
        """The rule-module codes the game state switches on (:data:`app.game.state.MODULES`):
        ``"S6"`` with Annihilation, ``"S7"`` with All-Out War refunds, ``"S3"`` with Scout
        and Secure."""
        codes = []
        if self.modules.annihilation is not None:
            codes.append("S6")
        if self.modules.all_out_war is not None and self.modules.all_out_war.enabled:
            codes.append("S7")
        if self.modules.scout_and_secure is not None:
            codes.append("S3")
        return codes

    def game_objectives(self, width_in: float | None = None,
                        depth_in: float | None = None) -> list[Objective]:
        """The fixed objectives as game-state objectives, for a table ``width_in`` x
        ``depth_in`` (default: the scenario's). On another table size positions scale with
        it, so "the centre" and "the centre of each quarter" stay what they are. Markers
        that are not control objectives (The Pool's wyrdstone, a scenario model) keep their
        ``kind``; objectives have ``kind`` ``""``."""
        sx = (width_in or self.table.width_in) / self.table.width_in
        sy = (depth_in or self.table.depth_in) / self.table.depth_in
        return [Objective(id=o.id, name=o.name, x_in=o.x_in * sx, y_in=o.y_in * sy,
                          diameter_mm=o.diameter_mm,
                          kind="" if o.kind == "objective" else o.kind)
                for o in self.objectives]


# -- loading -----------------------------------------------------------------------------------
def load_scenario(path: str | os.PathLike[str], *, bundled: bool = False) -> Scenario:
    """Read and validate one scenario file.

    Raises :class:`ScenarioError` (and nothing else) for: a file that cannot be read, is
    empty, too large, not UTF-8, not TOML; a missing, unknown or wrongly typed field; NaN,
    infinite or out-of-range numbers; a table size the scenario cannot use; an ``id`` that
    differs from the file name (``the-looters.toml`` holds ``id = "the-looters"``).
    """
    p = Path(path)
    text = read_text(p, MAX_FILE_BYTES, lambda message: ScenarioError(p, "", message),
                     too_large=f"the file is larger than {MAX_FILE_BYTES // 1024} KB; "
                               "a scenario file is a few KB of TOML",
                     expected="a TOML scenario saved as UTF-8")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ScenarioError(p, "", f"not valid TOML ({exc})") from None
    except (ValueError, RecursionError) as exc:
        # e.g. an integer of thousands of digits, or arrays nested thousands deep
        raise ScenarioError(p, "", f"not a usable TOML file ({type(exc).__name__}: "
                                   f"{str(exc)[:120]})") from None
    scenario = parse_scenario(data, p)
    if scenario.id != p.stem:
        raise ScenarioError(p, "id", f"expected the file name without .toml, "
                                     f"{p.stem!r}, got {scenario.id!r}")
    scenario._path, scenario._bundled = p, bundled
    return scenario


def parse_scenario(data: Any, path: str | os.PathLike[str] = "<scenario>") -> Scenario:
    """Validate already-parsed data (a dict as :mod:`tomllib` gives it); ``ScenarioError``
    naming ``path`` and the field when it is not a valid scenario."""
    if not isinstance(data, dict):
        raise ScenarioError(path, "", "expected a TOML document of scenario fields")
    if data.get("format") != FORMAT:
        raise ScenarioError(path, "format", f'expected "{FORMAT}" (is this a Table Marshal '
                                            f"scenario file?), got {_show(data.get('format'))}")
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        raise ScenarioError(path, "version", f"this file needs a newer Table Marshal (scenario "
                                             f"format {version}; this one reads up to {VERSION})")
    def fail(where: str, message: str) -> None:
        raise ScenarioError(path, where, message)

    check_texts(data, fail, _multiline)  # issue 20: no lone surrogate or control character
    return _validate(data, path)


_MULTILINE = frozenset({"text", "help", "source", "summary", "notes", "victory"})


def _multiline(field: str) -> bool:
    """A scenario's descriptive texts (``text``, ``help``, ``summary``, ``notes``...) may hold
    line breaks; names, ids and choices are one line."""
    return field.rsplit(".", 1)[-1].split("[", 1)[0] in _MULTILINE


def _validate(data: dict[str, Any], path: str | os.PathLike[str],
              check_parameters: bool = True) -> Scenario:
    try:
        scenario = Scenario.model_validate(data)
    except ValidationError as exc:
        field, message = _describe(exc.errors()[0])
        raise ScenarioError(path, field, message) from None
    except (RecursionError, MemoryError) as exc:  # pragma: no cover - defensive
        raise ScenarioError(path, "", f"the file is too deeply nested ({type(exc).__name__})") \
            from None
    from .scenario_checks import _check, _check_parameters  # loaded with the first scenario

    _check(scenario, path)
    if check_parameters:
        _check_parameters(scenario, path, _validate)
    return scenario


def bundled_scenarios() -> list[Scenario]:
    """Every scenario in the app's ``scenarios/`` folder, sorted by system then name.

    The files are read once per run (they are part of the app and never change while it
    runs). A broken bundled file is a bug in the app: its :class:`ScenarioError` propagates."""
    return list(_load_bundled(paths.scenarios_dir()))


@functools.cache
def _load_bundled_file(path: Path) -> Scenario:
    return load_scenario(path, bundled=True)


_ID_SHAPE = re.compile(r"[a-z0-9][a-z0-9-]{0,63}")


@functools.cache
def _load_bundled(folder: Path) -> tuple[Scenario, ...]:
    found = [_load_bundled_file(p) for p in sorted(folder.glob("*.toml"))]
    return tuple(sorted(found, key=lambda s: (s.system, s.name.casefold())))


def user_scenarios_dir() -> Path:
    """The folder for the user's own scenario files: ``<user data dir>/scenarios`` of the
    app "TableMarshal" (platformdirs). It may not exist yet; nothing here creates it."""
    return platformdirs.user_data_path(APP_NAME, appauthor=False) / "scenarios"


def all_scenarios() -> tuple[list[Scenario], list[ScenarioError]]:
    """Bundled scenarios plus the user's, and the problems met on the way.

    A broken user file is reported in the second list and skipped; it never hides the other
    scenarios. A user file whose id is already taken (by a bundled scenario or an earlier
    user file) is reported and skipped too: bundled scenarios cannot be replaced."""
    scenarios = bundled_scenarios()
    problems: list[ScenarioError] = []
    taken = {s.id: s for s in scenarios}
    folder = user_scenarios_dir()
    try:
        files = sorted(p for p in folder.glob("*.toml") if p.is_file())
    except OSError as exc:
        problems.append(ScenarioError(folder, "", f"cannot list the folder ({exc})"))
        files = []
    for file in files:
        try:
            scenario = load_scenario(file)
        except ScenarioError as exc:
            problems.append(exc)
            continue
        if scenario.id in taken:
            other = taken[scenario.id]
            owner = "a bundled scenario" if other.bundled else f"{other.path}"
            problems.append(ScenarioError(file, "id", f"the id {scenario.id!r} is already used "
                                                      f"by {owner}; rename the file and its id"))
            continue
        taken[scenario.id] = scenario
        scenarios.append(scenario)
    return scenarios, problems


def scenario_by_id(scenario_id: str) -> Scenario:
    """The bundled or user scenario with this id; ``KeyError`` naming it if there is none.

    A bundled scenario is read straight from ``scenarios/<id>.toml`` (bundled ids win over
    user files, see :func:`all_scenarios`), so opening a game reads one file, not all."""
    direct = paths.scenarios_dir() / f"{scenario_id}.toml"
    if _ID_SHAPE.fullmatch(scenario_id) and direct.is_file():
        return _load_bundled_file(direct)
    for scenario in all_scenarios()[0]:
        if scenario.id == scenario_id:
            return scenario
    raise KeyError(f"no scenario with id {scenario_id!r}")


def scenarios_for(system: str, scenarios: Iterable[Scenario] | None = None) -> list[Scenario]:
    """The scenarios of one game system (``trench-crusade`` or ``mordheim``)."""
    pool = bundled_scenarios() if scenarios is None else scenarios
    return [s for s in pool if s.system == system]


def scenario_for_roll(system: str, roll: int,
                      scenarios: Iterable[Scenario] | None = None) -> Scenario | None:
    """The scenario a result on the system's scenario table names (C10, M11), or ``None``
    when the result lets a player choose (Mordheim 2 and 12) or no scenario claims it."""
    for scenario in scenarios_for(system, scenarios):
        if roll in scenario.table_roll:
            return scenario
    return None


def _describe(error: dict[str, Any]) -> tuple[str, str]:
    """One pydantic error as (field path, "expected ..., got ...")."""
    loc = tuple(p for p in error["loc"]
                if not (isinstance(p, str) and ("[" in p or p.startswith("function-"))))
    field = field_path(loc)
    kind = error["type"]
    if kind == "extra_forbidden":
        key = error["loc"][-1] if error["loc"] else ""
        if loc[-1:] != (key,):  # the unknown key itself looked like a validator's tag ("[0]")
            loc = (*loc, key)
            field = field_path(loc)
        if len(loc) > 1 and key in Scenario.model_fields:
            return field, (f"unknown field here; {key} is a top-level key, and in TOML top-level "
                           "keys must come before the first [section] header")
        return field, "unknown field (check its spelling; docs/scenarios.md lists the fields)"
    if kind == "missing":
        return field, "this field is required"
    ctx = error.get("ctx") or {}
    got = f", got {_show(error['input'])}" if "input" in error else ""
    if kind in _EXPECTED:
        return field, _EXPECTED[kind] + got
    if kind in ("greater_than", "greater_than_equal", "less_than", "less_than_equal"):
        words = {"greater_than": "more than", "greater_than_equal": "at least",
                 "less_than": "less than", "less_than_equal": "at most"}[kind]
        bound = next(iter(ctx.values()), "?")
        if isinstance(bound, float):
            bound = f"{bound:g}"
        return field, f"expected {words} {bound}{got}"
    if kind in ("string_too_long", "too_long"):
        what = "characters" if kind.startswith("string") else "items"
        return field, f"expected at most {ctx.get('max_length', '?')} {what}{_count(error)}"
    if kind in ("string_too_short", "too_short"):
        least = ctx.get("min_length", "?")
        what = ("character" if kind.startswith("string") else "item") + ("" if least == 1 else "s")
        return field, f"expected at least {least} {what}{_count(error)}"
    if kind == "literal_error":
        return field, f"expected {ctx.get('expected', 'one of the listed words')}{got}"
    if kind == "string_pattern_mismatch":
        return field, ("expected lower-case letters, digits and single hyphens "
                       f"(like the-looters){got}")
    message = str(error["msg"]).removeprefix("Value error, ")
    return field, message[:1].lower() + message[1:]
