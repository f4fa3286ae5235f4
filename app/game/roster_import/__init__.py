"""Importing the rosters club players keep in other tools, offline: BattleScribe and New
Recruit (``.ros``, ``.rosz``, New Recruit's JSON) for Trench Crusade and Mordheim, and
Trench Companion warband downloads and share-link records (JSON), with their bases and
each model's profile (its Movement, R1). The format is told from the
content, never the file name (:mod:`.detect`).

    roster = import_roster("My warband.rosz")   # an app Roster (v3), or RosterImportError
    import_summary(roster)  # "5 models; 480 ducats by the app's count; not models: ..."

Every file over :data:`~.common.MAX_INPUT_BYTES` is refused unread; a broken, truncated or
foreign file gets one sentence naming the file and what is wrong (:class:`RosterImportError`,
a :class:`~app.game.rosters.RosterFileError`). The app's own roster files open too.

Pure Python, no Qt.
"""

from __future__ import annotations

import json
import os

from app.game.rosters import Roster, RosterFileError, parse_roster

from .battlescribe import read_newrecruit_json, read_ros, read_rosz
from .common import MAX_INPUT_BYTES, RosterImportError
from .common import import_summary
from .companion import is_share_record, read_companion, unwrap_share
from .detect import kind_of_bytes, kind_of_json

FILE_FILTERS = ("Rosters (*.ros *.rosz *.json)",
                "BattleScribe or New Recruit (*.ros *.rosz *.json)",
                "Trench Companion warbands (*.json)",
                "All files (*)")
"""File-dialog filters for Import…: both tools' files (a filter only narrows the list; the
file's content decides how it is read)."""


def read_input(path: str | os.PathLike[str]) -> bytes:
    """The file's bytes; refused unread when it is larger than :data:`MAX_INPUT_BYTES`."""
    try:
        size = os.path.getsize(path)
        if size > MAX_INPUT_BYTES:
            raise RosterImportError(path, f"the file is {size // 2**20} MiB; a roster is far "
                                          f"smaller (at most {MAX_INPUT_BYTES // 2**20} MiB), "
                                          "so it was not read")
        with open(path, "rb") as handle:
            raw = handle.read(MAX_INPUT_BYTES + 1)
    except OSError as exc:
        raise RosterImportError(path, f"cannot read the file ({exc.strerror or exc})") from None
    if len(raw) > MAX_INPUT_BYTES:
        raise RosterImportError(path, "the file is too large to be a roster; it was not read")
    if not raw.strip():
        raise RosterImportError(path, "the file is empty")
    return raw


def import_bytes(raw: bytes, path: str | os.PathLike[str]) -> Roster:
    """The roster in ``raw`` (the content of ``path``, named in errors)."""
    kind = kind_of_bytes(raw)
    try:
        if kind == "zip":
            return read_rosz(raw, path)
        if kind == "xml":
            return read_ros(raw, path)
        if kind == "json":
            return _import_json(raw, path)
    except RecursionError:
        raise RosterImportError(path, "the file is nested too deeply to be a roster") from None
    raise RosterImportError(path, "this is not a roster from BattleScribe, New Recruit or "
                                  "Trench Companion (expected a .ros, .rosz or .json file)")


def _import_json(raw: bytes, path: str | os.PathLike[str]) -> Roster:
    try:
        doc = json.loads(raw.decode("utf-8-sig"), parse_constant=_no_constant)
    except UnicodeDecodeError:
        raise RosterImportError(path, "the JSON is not UTF-8 text") from None
    except ValueError as exc:
        raise RosterImportError(path, f"the JSON is broken or cut short ({exc})") from None
    if is_share_record(doc):  # Trench Companion's share link: the warband wrapped in a record
        return read_companion(unwrap_share(doc, path), path)
    kind = kind_of_json(doc)
    if kind == "newrecruit":
        return read_newrecruit_json(doc, path)
    if kind == "companion":
        return read_companion(doc, path)
    if kind == "table-marshal":
        return parse_roster(doc, path)
    if kind == "companion-data":
        raise RosterImportError(path, "this is Trench Companion's own game data (its list of "
                                      "models or factions), not a warband; download the "
                                      "warband from Trench Companion")
    raise RosterImportError(path, "the JSON is not a New Recruit roster, a Trench Companion "
                                  "warband or a Table Marshal roster")


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not a number a roster may hold")


def import_roster(path: str | os.PathLike[str]) -> Roster:
    """Read the roster file at ``path`` whatever tool made it; :class:`RosterImportError`
    (or the app's own :class:`RosterFileError`) naming the file if it cannot be imported."""
    return import_bytes(read_input(path), path)


__all__ = ["FILE_FILTERS", "MAX_INPUT_BYTES", "RosterFileError", "RosterImportError",
           "import_bytes", "import_roster", "import_summary"]
