"""Scenario files: one TOML file per scenario, validated with pydantic.

A scenario file declares the table, the players, the turn limit, how warbands deploy, the
defender, fixed features and objectives, counters placed by the players, the shared modules
it uses (S2-S7) with their distances, scoring, victory text, player-settable parameters for
details the published sources leave open, and notes. ``docs/scenarios.md`` documents every
field for clubs writing their own.

Reading a file never executes anything: the text is parsed with :mod:`tomllib` and checked
against the schema (:mod:`app.game.scenario_schema`). A broken file is answered with one :class:`ScenarioError` naming
the file, the field and what was expected (never another exception, never a traceback).

Where the files are:

* bundled scenarios in ``scenarios/`` (:func:`app.paths.scenarios_dir`); read-only for the app;
* the user's own in :func:`user_scenarios_dir` (platformdirs user data dir of "TableMarshal").

Units: inches on the table (``*_in``), millimetres for markers and bases (``*_mm``), table
origin top-left, x along the long edge, y down (G1, G2).
"""

from __future__ import annotations

import functools
import os
import re
from pathlib import Path
from typing import Any, Iterable

import platformdirs
import tomllib
from pydantic import ValidationError

from app import paths

from .state import Deployment, Objective, ObjectiveControl
from .scenario_checks import check_parameter_values, check_rules
from .scenario_fields import (  # noqa: F401 (ScenarioError, SYSTEM_ROLLS: re-exported)
    SYSTEM_ROLLS,
    ScenarioError,
    EXPECTED,
    count_got,
    get_path,
    set_path,
    show_value,
    split_path,
    value_problem,
)
from .scenario_schema import (  # noqa: F401 (the sections: re-exported)
    APP_NAME,
    FORMAT,
    MAX_FILE_BYTES,
    MAX_TABLE_IN,
    MIN_TABLE_IN,
    SCORING_CONDITIONS,
    VERSION,
    AllOutWarSpec,
    BattleFormationsSpec,
    CounterSpec,
    DefenderSpec,
    DeploymentSpec,
    EnabledSpec,
    FeatureSpec,
    ModulesSpec,
    ObjectiveControlSpec,
    ObjectiveSpec,
    ParameterSpec,
    PlayersSpec,
    ReinforcedDefensesSpec,
    ScenarioSpec,
    ScoringSpec,
    ScoutAndSecureSpec,
    TableSpec,
    TerrainLimitsSpec,
    WanderSpec,
)
from .limits import check_texts
from .scenario_translations import LANGUAGE_CODE
from .textfile import field_path, read_text


class Scenario(ScenarioSpec):
    """A validated scenario. Build with :func:`load_scenario` or :func:`parse_scenario`.

    Its fields are :class:`app.game.scenario_schema.ScenarioSpec`'s. :attr:`path` is the file
    it came from (``None`` if not from a file) and :attr:`bundled` whether it ships with the
    app (read-only) or is the user's own.
    """

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
            return get_path(self.model_dump(), split_path(param.sets))
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
            problem = value_problem(param, value)
            if problem:
                raise ScenarioError(where, f"parameters.{key}", problem)
            if param.sets:
                set_path(data, split_path(param.sets), value)
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
                                            f"scenario file?), got {show_value(data.get('format'))}")
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        raise ScenarioError(path, "version", f"this file needs a newer Table Marshal (scenario "
                                             f"format {version}; this one reads up to {VERSION})")
    def fail(where: str, message: str) -> None:
        raise ScenarioError(path, where, message)

    check_texts(data, fail, _multiline)  # issue 20: no lone surrogate or control character
    return _validate(data, path)


_MULTILINE = frozenset({"text", "help", "source", "summary", "notes", "victory", "deployment",
                        "defender"})  # the last two: a translation of their text


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
    check_rules(scenario, path)
    if check_parameters:
        check_parameter_values(scenario, path, _validate)
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


def unknown_scenario(scenario_id: str) -> str:
    """A game's ``scenario`` field naming no scenario this app has (a file renamed, removed,
    or a user's scenario on another machine): the sentence saying so and what it costs (V1,
    V2: its scoring and its last turn are the players' to keep); "" when it names one, or is
    empty (a game with no scenario)."""
    if not scenario_id:
        return ""
    try:
        scenario_by_id(scenario_id)
    except (KeyError, ScenarioError, OSError):
        return (f"scenario: {scenario_id!r} is not a scenario this app has; the game plays "
                "on without its scoring and its last turn (V1, V2: the players keep the "
                "points and say when it ends)")
    return ""


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
    got = f", got {show_value(error['input'])}" if "input" in error else ""
    if kind in EXPECTED:
        return field, EXPECTED[kind] + got
    if kind in ("greater_than", "greater_than_equal", "less_than", "less_than_equal"):
        words = {"greater_than": "more than", "greater_than_equal": "at least",
                 "less_than": "less than", "less_than_equal": "at most"}[kind]
        bound = next(iter(ctx.values()), "?")
        if isinstance(bound, float):
            bound = f"{bound:g}"
        return field, f"expected {words} {bound}{got}"
    if kind in ("string_too_long", "too_long"):
        what = "characters" if kind.startswith("string") else "items"
        return field, f"expected at most {ctx.get('max_length', '?')} {what}{count_got(error)}"
    if kind in ("string_too_short", "too_short"):
        least = ctx.get("min_length", "?")
        what = ("character" if kind.startswith("string") else "item") + ("" if least == 1 else "s")
        return field, f"expected at least {least} {what}{count_got(error)}"
    if kind == "literal_error":
        return field, f"expected {ctx.get('expected', 'one of the listed words')}{got}"
    if kind == "string_pattern_mismatch" and ctx.get("pattern") == LANGUAGE_CODE:
        return field, f"expected a two-letter language code (like de or fr){got}"
    if kind == "string_pattern_mismatch":
        return field, ("expected lower-case letters, digits and single hyphens "
                       f"(like the-looters){got}")
    message = str(error["msg"]).removeprefix("Value error, ")
    return field, message[:1].lower() + message[1:]
