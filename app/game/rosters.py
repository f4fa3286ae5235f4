"""Warband rosters: a warband's models saved as their own small JSON file for reuse.

A roster file (``"format": "table-marshal/roster"``) lists entries, each a kind of model
with its ``name``, ``unit``, ``base`` (millimetres, as in game files), ``count`` and ``cost``
(per model, in the system's points: ducats, gold crowns), and optionally a short ``label``
for the token (at most 5 characters; a kind of model counted several times is numbered from
it: "Cl" -> "Cl1", "Cl2"; written only when set). Files are written atomically in the
same canonical form as game files; a bad file gets one :class:`RosterFileError` naming the
file and field, and is never modified.

    roster = load_roster("skaven.json")
    roster.total_cost, roster.model_count
    save_roster(roster, "skaven.json")
    roster_from_game(state, "phil")  # the warband a player has on the table now

Version 2 (rosters imported from BattleScribe, New Recruit or Trench Companion, see
:mod:`app.game.roster_import`) adds, each written only when set: the warband's ``faction``
(the tool's catalogue), ``rating`` (Mordheim: the Warband Rating total, M2/M6; Trench
Crusade: the ducat total) and ``source`` (``file``, ``tool``, ``revision``: where it was
imported from); and per model ``base_source`` (``"roster"``: the file gave the base;
``"table"``: the app's base table did; ``"guess"``: nobody knows, check it), ``glory`` (Trench
Crusade glory points, per model) and ``status`` (``"reserved"``, ``"lost"`` or ``"dead"``: in the
warband but not placed; empty for a model that plays). A version 1 file reads as it is
(migrated on open: nothing it holds changes meaning) and is written back as version 3.

Version 3 (issue 32) adds the model's profile, per entry and each written only when set:
``move_in`` (its Movement in inches, R1; absent when unknown), ``move_type`` (``"infantry"``
or ``"flying"`` for Trench Crusade, ``""`` for Mordheim) and ``profile`` (the characteristics
as the roster writes them, name -> text, in the roster's order); and per warband
``file_ratings`` (the ratings the imported file itself stored, e.g. Trench Companion's
``{"ducats": 480, "glory": 2}``, shown beside the app's own total). A version 2 file reads as
it is (its models' profiles unknown) and is written back as version 3.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from app.rules.bases import Base

from .atomic import atomic_write
from .limits import (
    ENTRY_NAME_MAX, MARK_MAX, MODELS_MAX, MOVE_MAX, NAME_MAX, PROFILE_MAX, PROFILE_NAME_MAX,
    PROFILE_TEXT_MAX, ROSTER_COUNT_MAX, ROSTER_ENTRIES_MAX, SHORT_LABEL_MAX, UNIT_MAX,
    check_texts,
)
from .gamefile import GameFileError, GameSaveError
from .save_schema import BaseSchema, canonical_numbers, describe_error
from .state import SYSTEMS, GameState
from .textfile import read_text


ROSTER_FORMAT = "table-marshal/roster"
ROSTER_VERSION = 3
MOVE_TYPES = ("", "infantry", "flying")
MAX_BYTES = 4 * 1024 * 1024
MAX_COST = 10000
"""The most one model may cost (ducats, gold crowns): far above any real model's price."""
MAX_COUNT = ROSTER_COUNT_MAX
"""The most models one roster entry may count."""
MAX_RATING = 100000
"""The most a whole warband may cost: its rating (M2, M6) must stay a sane number."""


class RosterFileError(GameFileError):
    """A roster file could not be read or written; ``str()`` names file, field and problem."""


@dataclass
class RosterEntry:
    """``count`` models called ``name`` in ``unit`` on ``base``, each costing ``cost``;
    ``label``: their short label on the board (``""``: made from the name, see
    :mod:`app.game.labels`)."""

    name: str
    base: Base
    unit: str = ""
    count: int = 1
    cost: int = 0
    label: str = ""
    base_source: str = ""
    """``"roster"``, ``"table"``, ``"guess"``, or ``""`` (entered by hand)."""
    glory: int = 0
    status: str = ""
    """``""`` (plays), ``"reserved"``, ``"lost"`` or ``"dead"`` (not placed)."""
    move_in: float | None = None
    """The model's Movement in inches (R1), ``None`` when unknown."""
    move_type: str = ""
    """``"infantry"`` or ``"flying"`` (Trench Crusade), ``""`` (Mordheim, or unknown)."""
    profile: dict[str, str] = field(default_factory=dict)
    """The characteristics as the roster writes them, name -> text, in the roster's order."""

    @property
    def placed(self) -> bool:
        """Whether the entry's models are put in the set-up tray (not reserved, lost or dead)."""
        return self.status not in UNPLACED


UNPLACED = ("reserved", "lost", "dead")
BASE_SOURCES = ("", "roster", "table", "guess")


@dataclass
class RosterSource:
    """Where an imported roster came from: the file's name, the tool that made it (e.g.
    ``"New Recruit"``) and the game-system revision it names (``""`` when unknown)."""

    file: str = ""
    tool: str = ""
    revision: str = ""


@dataclass
class Roster:
    """A warband's list. ``colour`` ``#rrggbb`` and ``mark`` as for players; ``system`` one
    of :data:`app.game.state.SYSTEMS`."""

    name: str
    system: str = "mordheim"
    warband: str = ""
    colour: str = "#0072B2"
    mark: str = ""
    models: list[RosterEntry] = field(default_factory=list)
    faction: str = ""
    rating: int | None = None
    """The warband rating the file gave (Mordheim's Warband Rating), or ``None``."""
    source: RosterSource | None = None
    file_ratings: dict[str, int] = field(default_factory=dict)
    """The ratings the imported file itself stored (``"ducats"``, ``"glory"``), to show beside
    the app's own total; ``{}`` when it stored none."""
    not_models: list[str] = field(default_factory=list, compare=False)
    """What an import found that is not a model (a stash, configuration, campaign
    bookkeeping): listed in the import summary, never put in the tray, not saved."""

    @property
    def model_count(self) -> int:
        return sum(e.count for e in self.models)

    @property
    def total_cost(self) -> int:
        """The warband's rating: every model's cost added up."""
        return sum(e.cost * e.count for e in self.models)

    @property
    def total_glory(self) -> int:
        """Trench Crusade: every model's glory points added up (kept apart from the ducats)."""
        return sum(e.glory * e.count for e in self.models)

    def each_model(self) -> Iterator[RosterEntry]:
        """One entry per model (``count`` 1), in roster order, for placing on the table
        (reserved, lost and dead models left out)."""
        for entry in self.models:
            if not entry.placed:
                continue
            for _ in range(entry.count):
                yield RosterEntry(entry.name, entry.base, entry.unit, 1, entry.cost,
                                  entry.label, entry.base_source, entry.glory, entry.status,
                                  entry.move_in, entry.move_type, dict(entry.profile))


class StrictModel(BaseModel):
    model_config = ConfigDict(extra="forbid")


class RosterEntrySchema(StrictModel):
    name: str = Field(min_length=1, max_length=ENTRY_NAME_MAX)
    unit: str = Field(default="", max_length=UNIT_MAX)
    base: BaseSchema
    count: int = Field(default=1, ge=1, le=MAX_COUNT)
    cost: int = Field(default=0, ge=0, le=MAX_COST)
    label: str = Field(default="", max_length=SHORT_LABEL_MAX, pattern=r"^[^\x00-\x1f\x7f]*$")
    base_source: Literal["", "roster", "table", "guess"] = ""
    glory: int = Field(default=0, ge=0, le=MAX_COST)
    status: Literal["", "reserved", "lost", "dead"] = ""
    move_in: float | None = Field(default=None, ge=0, le=MOVE_MAX, allow_inf_nan=False)
    move_type: Literal["", "infantry", "flying"] = ""
    profile: dict[Annotated[str, Field(min_length=1, max_length=PROFILE_NAME_MAX)],
                  Annotated[str, Field(max_length=PROFILE_TEXT_MAX)]] = Field(
        default={}, max_length=PROFILE_MAX)


class RosterSourceSchema(StrictModel):
    file: str = Field(default="", max_length=260)
    tool: str = Field(default="", max_length=NAME_MAX)
    revision: str = Field(default="", max_length=40)


class RosterSchema(StrictModel):
    format: Literal["table-marshal/roster"]
    version: int
    name: str = Field(min_length=1, max_length=NAME_MAX)
    system: Literal[SYSTEMS] = "mordheim"  # type: ignore[valid-type]
    warband: str = Field(default="", max_length=NAME_MAX)
    colour: str = Field(default="#0072B2", pattern=r"^#[0-9A-Fa-f]{6}$")
    mark: str = Field(default="", max_length=MARK_MAX)
    models: list[RosterEntrySchema] = Field(default=[], max_length=ROSTER_ENTRIES_MAX)
    faction: str = Field(default="", max_length=NAME_MAX)
    rating: int | None = Field(default=None, ge=0, le=MAX_RATING)
    source: RosterSourceSchema | None = None
    file_ratings: dict[Literal["ducats", "glory"], Annotated[int, Field(ge=0, le=MAX_RATING)]] \
        = {}


_PLAIN = {
    ("colour", "string_pattern_mismatch"):
        "expected a colour written as # and six hex digits, e.g. \"#0072B2\"",
    ("count", "less_than_equal"): f"at most {MAX_COUNT} models of one kind",
    ("cost", "less_than_equal"): f"a model may cost at most {MAX_COST}",
}
"""Plain sentences for pydantic's terse messages, by (field name, error type)."""


def _plain(error: dict[str, Any], message: str) -> str:
    """pydantic's common complaints in plain words ("expected at most 200")."""
    ctx = error.get("ctx") or {}
    kind = error["type"]
    if kind == "string_too_short":
        n = ctx.get("min_length", 1)
        return "must not be empty" if n == 1 else f"expected at least {n} characters"
    if kind == "string_too_long":
        return f"expected at most {ctx.get('max_length')} characters"
    if kind == "less_than_equal":
        return f"expected at most {ctx.get('le')}, got {error.get('input')!r}"
    if kind == "greater_than_equal":
        return f"expected at least {ctx.get('ge')}, got {error.get('input')!r}"
    if kind == "greater_than":
        return f"expected more than {ctx.get('gt')}, got {error.get('input')!r}"
    if kind == "literal_error":
        return f"expected {ctx.get('expected')}, got {error.get('input')!r}"
    return message


def parse_roster(data: Any, path: str | os.PathLike[str] = "<roster>") -> Roster:
    """Build a :class:`Roster` from parsed JSON; :class:`RosterFileError` if invalid."""
    if not isinstance(data, dict):
        raise RosterFileError(path, "", "expected a JSON object at the top level")
    if data.get("format") != ROSTER_FORMAT:
        raise RosterFileError(path, "format",
                              f"expected \"{ROSTER_FORMAT}\" (is this a Table Marshal roster?)")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise RosterFileError(path, "version", f"expected a whole number, got {version!r}")
    if version > ROSTER_VERSION:
        raise RosterFileError(path, "version",
                              f"this roster was saved by a newer Table Marshal (roster version "
                              f"{version}; this version reads up to {ROSTER_VERSION})")

    def fail(where: str, message: str) -> None:
        raise RosterFileError(path, where, message)

    check_texts(data, fail)  # issue 20: no lone surrogate, control character or line break
    try:
        doc = RosterSchema.model_validate(data)
    except ValidationError as exc:
        error = exc.errors()[0]
        where, message = describe_error(error)
        message = _PLAIN.get((where.rsplit(".", 1)[-1], error["type"])) or _plain(error, message)
        raise RosterFileError(path, where, message) from None
    entries = []
    for i, e in enumerate(doc.models):
        try:
            base = Base(**e.base.model_dump())
        except ValueError as exc:
            raise RosterFileError(path, f"models[{i}].base", str(exc)) from None
        entries.append(RosterEntry(e.name, base, e.unit, e.count, e.cost, e.label.strip(),
                                   e.base_source, e.glory, e.status, e.move_in, e.move_type,
                                   dict(e.profile)))
    models = sum(e.count for e in entries)
    if models > MODELS_MAX:
        raise RosterFileError(path, "models", f"the warband has {models} models in all; a "
                              f"roster may hold at most {MODELS_MAX} (a game holds no more)")
    total = sum(e.count * e.cost for e in entries)
    if total > MAX_RATING:
        raise RosterFileError(path, "models",
                              f"the warband costs {total} in all; a roster may cost at most "
                              f"{MAX_RATING}")
    source = RosterSource(**doc.source.model_dump()) if doc.source is not None else None
    return Roster(doc.name, doc.system, doc.warband, doc.colour, doc.mark, entries,
                  doc.faction, doc.rating, source, dict(doc.file_ratings))


def load_roster(path: str | os.PathLike[str]) -> Roster:
    """Read and validate a roster file; :class:`RosterFileError` for any bad file."""
    text = read_text(path, MAX_BYTES, lambda message: RosterFileError(path, "", message),
                     too_large="the file is too large to be a roster",
                     expected="a warband roster in UTF-8 JSON")
    try:
        data = json.loads(text, parse_constant=_reject_constant)
    except ValueError as exc:
        raise RosterFileError(path, "", f"not valid JSON ({exc})") from None
    return parse_roster(data, path)


def _reject_constant(name: str) -> Any:
    """``NaN``/``Infinity`` are read as the float they spell, so the schema refuses them
    naming the field (as game files do)."""
    return float(name)


def roster_to_dict(roster: Roster) -> dict[str, Any]:
    """The JSON document for ``roster`` (stable key order)."""
    return {
        "format": ROSTER_FORMAT,
        "version": ROSTER_VERSION,
        "name": roster.name,
        "system": roster.system,
        "warband": roster.warband,
        "colour": roster.colour,
        "mark": roster.mark,
        "models": [_entry_doc(e) for e in roster.models],
        **({"faction": roster.faction} if roster.faction else {}),
        **({"rating": roster.rating} if roster.rating is not None else {}),
        **({"source": {"file": roster.source.file, "tool": roster.source.tool,
                       "revision": roster.source.revision}} if roster.source else {}),
        **({"file_ratings": dict(roster.file_ratings)} if roster.file_ratings else {}),
    }


def _entry_doc(e: RosterEntry) -> dict[str, Any]:
    doc: dict[str, Any] = {"name": e.name, "unit": e.unit, "base": e.base.to_dict(),
                           "count": e.count, "cost": e.cost}
    if e.label:  # written only when set: rosters without labels stay as they were
        doc["label"] = e.label
    if e.base_source:
        doc["base_source"] = e.base_source
    if e.glory:
        doc["glory"] = e.glory
    if e.status:
        doc["status"] = e.status
    if e.move_in is not None:  # a known Movement says its type ("" for Mordheim)
        doc["move_in"] = e.move_in
        doc["move_type"] = e.move_type
    elif e.move_type:
        doc["move_type"] = e.move_type
    if e.profile:
        doc["profile"] = dict(e.profile)
    return doc


def dumps_roster(roster: Roster) -> str:
    """The roster file's canonical text; :class:`RosterFileError` for a NaN or infinity, or
    for anything :func:`parse_roster` would refuse (the text is parsed back first: a roster
    the app saves it can open again)."""
    try:
        doc = canonical_numbers(roster_to_dict(roster), "")
    except GameSaveError as exc:
        raise RosterFileError("<roster>", exc.field, exc.message) from None
    text = json.dumps(doc, indent=1, ensure_ascii=False, allow_nan=False) + "\n"
    try:
        parse_roster(json.loads(text))
    except RosterFileError as exc:
        raise RosterFileError("<roster>", exc.field, f"{exc.message}, so the roster could "
                              "not be opened again") from None
    return text


def save_roster(roster: Roster, path: str | os.PathLike[str]) -> None:
    """Write ``roster`` atomically; :class:`RosterFileError` saying why if it fails (the
    previous file unchanged)."""
    try:
        text = dumps_roster(roster)
    except RosterFileError as exc:
        raise RosterFileError(path, exc.field, exc.message + "; nothing was written") from None
    try:
        atomic_write(path, text.encode("utf-8"))
    except OSError as exc:
        raise RosterFileError(path, "", f"could not save ({exc.strerror or exc}); the previous "
                                        "file is unchanged") from None


def roster_from_game(state: GameState, player_id: str) -> Roster:
    """The roster of ``player_id``'s warband in ``state``: models with the same name, unit,
    base and profile (Movement) become one entry with a count, in the order they first appear (a model alone in
    its entry keeps its short label). Costs are 0 (a game does not record per-model costs;
    the roster editor fills them in). ``KeyError`` if there is no such player."""
    player = state.player(player_id)
    entries: dict[tuple[Any, ...], RosterEntry] = {}
    for model in state.models_of(player_id):
        # an entry's name leaves room for the model number; more than MAX_COUNT alike
        # models make a further entry
        name = model.name[:ENTRY_NAME_MAX]
        alike = (name, model.unit, model.base, model.move_in, model.move_type,
                 tuple(model.profile.items()))
        batch = 0
        while (*alike, batch) in entries and entries[(*alike, batch)].count >= MAX_COUNT:
            batch += 1
        key = (*alike, batch)
        if key in entries:
            entries[key].count += 1
            entries[key].label = ""  # each had its own: the next game numbers them afresh
        else:
            label = model.label if len(model.label) <= SHORT_LABEL_MAX else ""
            entries[key] = RosterEntry(name, model.base, model.unit, 1, 0, label,
                                       move_in=model.move_in, move_type=model.move_type,
                                       profile=dict(model.profile))
    return Roster(
        name=player.warband or player.name, system=state.system, warband=player.warband,
        colour=player.colour, mark=player.mark, models=list(entries.values()),
    )


__all__ = [
    "MAX_COST", "MAX_COUNT", "MAX_RATING", "ROSTER_FORMAT", "ROSTER_VERSION", "Roster",
    "MOVE_MAX", "MOVE_TYPES", "PROFILE_MAX", "PROFILE_NAME_MAX", "PROFILE_TEXT_MAX",
    "RosterEntry", "RosterFileError", "RosterSource", "UNPLACED",
    "dumps_roster", "load_roster", "parse_roster", "roster_from_game", "roster_to_dict",
    "save_roster",
]
