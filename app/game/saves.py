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

The parts' schemas and the checks across them are in :mod:`app.game.save_schema`; the undo
history's codec in :mod:`app.game.save_history`.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from typing import Annotated, Any, Literal

from pydantic import Field, ValidationError, field_validator

from .atomic import atomic_write
from .gamefile import (
    FORMAT,
    VERSION,
    GameFileError,
    GameSaveError,
    SavedGame,
    game_to_dict,
    state_from_doc,
)
from .history import History, collector_paused
from .limits import (
    CROWD_IN, CROWD_PAIRS_MAX, GAME_MAX_BYTES, LOG_MAX, MODELS_MAX, OBJECTIVES_MAX, PLAYERS_MAX,
    TERRAIN_MAX, check_texts, crowded_pairs, json_may_hold_bad_text,
)
from .save_history import LINE_ENCODER, history_from, history_text, log_checked, read_with_history
from .save_schema import (
    MAX_COORD_IN,
    ControlSchema,
    DeckSchema,
    DeploymentSchema,
    DrawRecordSchema,
    FeatureSchema,
    TerrainSchema,
    Id,
    ScoringSchema,
    ScoutKey,
    ScoutRulesSchema,
    ScoutSchema,
    VictoryPoints,
    LogSchema,
    ModelSchema,
    ObjectiveSchema,
    PlayerSchema,
    ProposalSchema,
    RngSchema,
    RollOffRecordSchema,
    RollRecordSchema,
    SetupPlanSchema,
    TableSchema,
    TurnSchema,
    canonical_numbers,
    check_deck,
    check_references,
    check_turn_references,
    describe_error,
    StrictModel,
    whose_field,
)
from .commands.turns import record_starts
from .state import MODULES, RESULTS, SYSTEM_NAMES, SYSTEMS, GameState
from .terrain import feature_doc
from .textfile import read_utf8

__all__ = ["FORMAT", "MAX_BYTES", "MAX_COORD_IN", "MIGRATIONS", "VERSION", "GameFileError",
           "GameSaveError", "GameSchema", "SavedGame", "dumps_game", "game_to_dict",
           "load_game", "load_saved_game", "migrate", "parse_game", "parse_saved_game",
           "save_game"]


MAX_BYTES = GAME_MAX_BYTES
"""A game file larger than this is refused (a real game is well under 1 MB; a 5,000-step
evening a few MB)."""


class GameSchema(StrictModel):
    format: Literal["table-marshal/game"]
    version: int
    name: str = "Untitled game"
    system: Literal[SYSTEMS] = "mordheim"  # type: ignore[valid-type]
    scenario: str = ""
    table: TableSchema = TableSchema()
    deployment: DeploymentSchema = DeploymentSchema()
    objective_control: ControlSchema = ControlSchema()
    players: list[PlayerSchema] = Field(min_length=1, max_length=PLAYERS_MAX)
    alliances: list[list[Id]] = []
    models: list[ModelSchema] = Field(default=[], max_length=MODELS_MAX)
    objectives: list[ObjectiveSchema] = Field(default=[], max_length=OBJECTIVES_MAX)
    terrain: list[TerrainSchema] = Field(default=[], max_length=TERRAIN_MAX)
    rng: RngSchema | None = None
    deck: DeckSchema | None = None
    turn: TurnSchema = TurnSchema()
    log: list[LogSchema] = Field(default=[], max_length=LOG_MAX)
    modules: list[Literal[MODULES]] = []  # type: ignore[valid-type]
    unit_costs: dict[str, dict[str, Annotated[int, Field(ge=0, le=1000000)]]] = {}
    proposals: list[ProposalSchema] = []
    defender: Id | None = None
    setup_order: list[Id] = []
    order_of_play: list[Id] = []
    winner: Id | None = None
    result: Literal[RESULTS] = ""  # type: ignore[valid-type]
    last_draw: DrawRecordSchema | None = None
    last_roll: RollRecordSchema | None = None
    last_roll_off: RollOffRecordSchema | None = None
    setup: SetupPlanSchema | None = None
    scoring: ScoringSchema | None = None
    victory_points: dict[Id, VictoryPoints] = Field(default={}, max_length=16)
    scouts: dict[ScoutKey, ScoutSchema] = Field(default={}, max_length=1000)
    scout_rules: ScoutRulesSchema | None = None
    refund_minus: int = Field(default=1, ge=0, le=100)
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


def _v4_to_v5(data: dict[str, Any]) -> dict[str, Any]:
    """Version 5 puts terrain on the table (T5): each of a version 4 file's scenario
    ``features`` becomes the terrain piece it stands for (a building, an impassable pool, a
    lair the monster keeps to; :func:`app.game.terrain.feature_piece`), and the defender's
    area drawn around one names it so it follows the piece. A feature the file gets wrong
    is reported under ``features`` as before."""
    doc = dict(data)
    features = doc.pop("features", [])
    if not isinstance(features, list):
        raise GameFileError("<game>", "features", "expected a list")
    pieces = []
    for i, raw in enumerate(features):
        try:
            checked = FeatureSchema.model_validate(raw)
        except ValidationError as exc:
            field, message = describe_error(exc.errors()[0])
            raise GameFileError("<game>", f"features[{i}].{field}".rstrip("."), message) \
                from None
        pieces.append(feature_doc(checked.model_dump()))
    doc.setdefault("terrain", pieces)
    setup = doc.get("setup")
    if isinstance(setup, dict) and setup.get("defender_zone_name") and pieces:
        zone = setup.get("defender_zone") or []
        for piece in pieces:
            if len(zone) == 5 and abs(zone[0] - piece["x_in"]) < 1e-9 \
                    and abs(zone[1] - piece["y_in"]) < 1e-9:
                doc["setup"] = {**setup, "defender_feature": piece["feature"]}
                break
    return doc


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    1: _v1_to_v2, 2: _v2_to_v3, 3: _v3_to_v4, 4: _v4_to_v5}
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
        try:
            doc = step(doc)
        except GameFileError as exc:
            raise GameFileError(path, exc.field, exc.message) from None
        version += 1
        doc["version"] = version
    return doc


def parse_game(data: Any, path: str | os.PathLike[str] = "<game>") -> GameState:
    """Build a :class:`GameState` from parsed JSON (any supported version, migrated first);
    ``GameFileError`` if it is not valid."""
    return parse_saved_game(data, path).state


def _multiline(field: str) -> bool:
    """The game file's texts that may hold line breaks: the set-up plan's notes and texts and
    the scoring rows' texts, copied from a scenario (every other text is one line)."""
    return field.startswith(("setup.", "scoring."))


def _check_game_texts(data: dict[str, Any], path: str | os.PathLike[str]) -> str:
    """Refuse a lone surrogate, a control character or a stray line break in any key or text
    of the game (``GameFileError`` naming the field); the same in the undo history only
    returns why (the game then opens without it, as for any broken history)."""
    def fail(field: str, message: str) -> None:
        raise GameFileError(path, field, message)

    check_texts({k: v for k, v in data.items() if k != "history"}, fail, _multiline)
    try:
        check_texts(data.get("history"), fail, where="history")
    except GameFileError as exc:
        return f"{exc}; the game opened without its undo history"
    return ""


def parse_saved_game(data: Any, path: str | os.PathLike[str] = "<game>",
                     raw: str | None = None) -> SavedGame:
    """Like :func:`parse_game`, with the file's undo history. The game must be valid
    (``GameFileError`` otherwise); a broken history only sets :attr:`SavedGame.problem`.
    ``raw``: the JSON text ``data`` was parsed from, when known (the walk over every text is
    skipped when the text surely holds none the app would refuse)."""
    return _parse_saved_game(data, path, raw is not None and not json_may_hold_bad_text(raw))


def _parse_saved_game(data: Any, path: str | os.PathLike[str], clean: bool,
                      history_checked: bool = False, log_ok: bool = False) -> SavedGame:
    """:func:`parse_saved_game`; ``clean``: the file's text surely holds no text the app
    would refuse; ``history_checked``: ``data["history"]`` came from
    :func:`~app.game.save_history.read_with_history`; ``log_ok``: so did ``data["log"]``,
    whole lines (:func:`~app.game.save_history.log_checked`): not checked again."""
    if not isinstance(data, dict):
        raise GameFileError(path, "", "expected a JSON object at the top level")
    _not_a_roster(data, path)
    text_problem = ""
    if not clean:
        text_problem = _check_game_texts(data, path)
    if data.get("format") != FORMAT:
        raise GameFileError(path, "format", f"expected \"{FORMAT}\" (is this a Table Marshal game?)")
    data = migrate(data, path)
    log = None
    if log_ok:
        log, data = data["log"], {**data, "log": []}
    try:
        doc = GameSchema.model_validate(data)
    except ValidationError as exc:
        field, message = describe_error(exc.errors()[0])
        raise GameFileError(path, field, message) from None
    check_references(doc, path)
    check_turn_references(doc, path)
    check_deck(doc, path)
    try:
        game = doc.model_dump(exclude={"history"})  # not 5,000 steps copied
        if log is not None:
            game["log"] = log
        state = state_from_doc(game)
    except GameFileError as exc:
        raise GameFileError(path, exc.field, exc.message) from None
    _check_crowd(state, path)
    _check_scenario_system(state, path)
    if doc.history is None:
        return _opened(SavedGame(state))
    if text_problem:
        return _opened(SavedGame(state, History(), text_problem))
    try:
        if not isinstance(doc.history, dict):
            raise GameFileError(path, "history", "expected an object with the index and the "
                                                 "steps")
        history = history_from(doc.history, state, path, history_checked)
    except GameFileError as exc:
        return _opened(SavedGame(state, History(),
                                 f"{exc}; the game opened without its undo history"))
    return _opened(SavedGame(state, history))


def _not_a_roster(data: dict[str, Any], path: str | os.PathLike[str]) -> None:
    """A roster opened as a game (a Table Marshal roster, a New Recruit or BattleScribe
    export) is named as such, with where it goes, rather than refused for its first field."""
    roster = data.get("roster")
    if data.get("format") == "table-marshal/roster":
        what = "a Table Marshal roster"
    elif isinstance(roster, dict) and "forces" in roster:
        what = "a New Recruit / BattleScribe roster"
    else:
        return
    raise GameFileError(path, "format", f"this is {what}, not a game: bring it into a game "
                                        "with File ▸ Import roster (or the New game wizard's "
                                        "Open… / Import…)")


def _not_a_roster_file(path: str | os.PathLike[str]) -> None:
    """A BattleScribe / New Recruit ``.ros`` (XML) or ``.rosz`` (zip) opened as a game is
    named as a roster (:func:`_not_a_roster`), not refused as JSON that is not valid."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(4096)
    except OSError:
        return  # read_text says why
    if head.startswith(b"PK\x03\x04") and str(path).lower().endswith(".rosz") or (
            head.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"<") and b"<roster" in head):
        _not_a_roster({"roster": {"forces": []}}, path)


def _opened(saved: SavedGame) -> SavedGame:
    """M10: a Mordheim game opened in a player's turn without turn-start positions (an older
    file) takes the positions and statuses at opening as that turn's start, so running is
    judged from there and not from wherever a model is dragged next."""
    state = saved.state
    if (state.system == "mordheim" and state.turn.phase == "player-turn"
            and not state.turn.starts):
        record_starts(state)
    return saved


def _check_crowd(state: GameState, path: str | os.PathLike[str]) -> None:
    """Issue 20: refuse more pairs of models within 8 in of each other than the rules can
    measure quickly (:data:`app.game.limits.CROWD_PAIRS_MAX`: bases stacked on one spot)."""
    pairs = crowded_pairs([(m.x_in, m.y_in) for m in state.models if m.on_table])
    if pairs > CROWD_PAIRS_MAX:
        raise GameFileError(path, "models", f"more than {CROWD_PAIRS_MAX:,} pairs of models on "
                                            f"the table stand within {CROWD_IN:g} in of each "
                                            "other (bases stacked on one spot?); a game may "
                                            f"hold at most {CROWD_PAIRS_MAX:,}")


def _check_scenario_system(state: GameState, path: str | os.PathLike[str]) -> None:
    """A game naming a scenario of the other game system (a Mordheim game of
    Brothers-in-Arms, a file edited by hand) is refused, naming both: it would end on that
    scenario's last turn and score by its rules (trial 11). One this app lacks opens, and
    says so (:func:`app.game.scenarios.unknown_scenario`)."""
    if not state.scenario:
        return
    from .scenarios import ScenarioError, scenario_by_id

    try:
        scenario = scenario_by_id(state.scenario)
    except (KeyError, ScenarioError, OSError):
        return
    if scenario.system != state.system:
        raise GameFileError(path, "scenario", f"{state.scenario!r} is a "
                                              f"{SYSTEM_NAMES.get(scenario.system)} scenario; "
                                              "this game is "
                                              f"{SYSTEM_NAMES.get(state.system)}")


def load_game(path: str | os.PathLike[str]) -> GameState:
    """Read and validate a game file. Raises :class:`GameFileError` (never anything else for
    a bad file): unreadable, empty, too large, not UTF-8 JSON, cut short, wrong format, newer
    version, invalid field. The file is only read, never modified, moved or deleted."""
    return load_saved_game(path).state


def load_saved_game(path: str | os.PathLike[str]) -> SavedGame:
    """:func:`load_game` with the file's undo history (see :class:`SavedGame`)."""
    with collector_paused():
        return _load_saved_game(path)


def _load_saved_game(path: str | os.PathLike[str]) -> SavedGame:
    _not_a_roster_file(path)
    raw, text = read_utf8(
        path, MAX_BYTES, lambda message: GameFileError(path, "", message),
        too_large=f"the file is larger than {MAX_BYTES // (1024 * 1024)} MB; "
                  "it is not a Table Marshal game",
        expected="a Table Marshal game in UTF-8 JSON")
    clean = not json_may_hold_bad_text(raw)
    if clean:
        # one pass, parsing the JSON and checking the undo history as it goes (issue 21: a
        # 5,000-step game was parsed, then copied over by the check); anything amiss is read
        # again below the slow way, which says what and where
        try:
            checked = read_with_history(raw)  # the bytes: not encoded again (issue 35)
        except (ValueError, RecursionError):
            pass
        else:
            return _parse_saved_game(checked, path, clean, "history" in checked,
                                     log_checked(checked))
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
    return _parse_saved_game(data, path, clean)


def _reject_constant(name: str) -> Any:
    """``NaN``/``Infinity``/``-Infinity`` are read as the float they spell, so the schema
    refuses them naming the field ("Input should be a finite number")."""
    return float(name)


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
    # only whole numbers, text and true/false: nothing for canonical_numbers to do.
    log = doc.pop("log")
    doc = canonical_numbers(doc, "", state)
    main = json.dumps(doc, indent=1, ensure_ascii=False, allow_nan=False)
    lines = [LINE_ENCODER.encode(entry) for entry in log]
    # Anything the app saves it must be able to load: check with the loader's own schema
    # and reference checks before anything is written (each undo step is checked when it
    # is first written; see _step_text).
    try:
        parse_saved_game({**json.loads(main), "log": log}, "<game>",
                         main + "".join(lines))
    except GameFileError as exc:
        raise GameSaveError("<game>", exc.field, f"{exc.message}, so the file could not be "
                            "opened again" + whose_field(exc.field, state)) from None
    assert main.endswith("\n}")
    entries = "[\n  " + ",\n  ".join(lines) + "\n ]" if lines else "[]"
    text = f'{main[:-2]},\n "log": {entries}'
    if history is not None and history.steps:
        text += f',\n "history": {history_text(history, state)}'
    return text + "\n}\n"


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
