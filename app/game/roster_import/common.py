"""What the roster readers share: the error they raise, the game systems they import, and
building the app's :class:`~app.game.rosters.Roster` from the models they found.

Pure Python, no Qt.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from app.game.labels import label_stem
from app.game.limits import ENTRY_NAME_MAX, MODELS_MAX, NAME_MAX, UNIT_MAX
from app.game.state import SYSTEM_NAMES
from app.game.rosters import (
    MAX_COST, MAX_COUNT, MAX_RATING, Roster, RosterEntry, RosterFileError, RosterSource,
    dumps_roster,
)
from app.rules.bases import Base

MAX_INPUT_BYTES = 4 * 1024 * 1024
"""The most a roster file (``.ros``, ``.rosz``, JSON) or the ``.ros`` inside a ``.rosz`` may
hold: real rosters are a few hundred kilobytes at most."""
MAX_ENTRIES = 1000

TRENCH_CRUSADE_ID = "sys-4f3d-c5c9-7df1-ad01"
MORDHEIM_ID = "9481a749-7900-614b-1695-bdc2899069c1"
SYSTEM_IDS = {TRENCH_CRUSADE_ID: "trench-crusade", MORDHEIM_ID: "mordheim"}


class RosterImportError(RosterFileError):
    """A file that cannot be imported; ``str()`` is one sentence naming the file."""

    def __init__(self, path: str | os.PathLike[str], message: str) -> None:
        super().__init__(path, "", message)


def system_of(system_id: str, system_name: str, path: str | os.PathLike[str]) -> str:
    """``"trench-crusade"`` or ``"mordheim"`` from a roster's ``gameSystemId`` (its
    ``gameSystemName`` when the id is unknown); :class:`RosterImportError` naming any other
    game system."""
    if system_id in SYSTEM_IDS:
        return SYSTEM_IDS[system_id]
    name = " ".join(str(system_name or "").split())
    folded = name.casefold()
    if "trench crusade" in folded:
        return "trench-crusade"
    if "mordheim" in folded:
        return "mordheim"
    if not name:
        raise RosterImportError(path, "the roster names no game system (no gameSystemId or "
                                      "gameSystemName); Table Marshal plays Trench Crusade and "
                                      "Mordheim")
    article = "an" if name[:1].casefold() in "aeiou" else "a"
    raise RosterImportError(path, f"this is {article} {name[:80]} roster; Table Marshal plays "
                                  "Trench Crusade and Mordheim")


@dataclass
class Found:
    """One kind of model a reader found: ``count`` models, each costing ``cost`` (and
    ``glory``)."""

    name: str
    kind: str  # the tool's own name of the model (for base tables), not the custom name
    count: int
    base: Base
    base_source: str
    unit: str = ""
    cost: float = 0
    glory: float = 0
    status: str = ""
    notes: list[str] = field(default_factory=list)
    move_in: float | None = None
    move_type: str = ""
    profile: dict[str, str] = field(default_factory=dict)


def _whole(value: float) -> int:
    return int(value + 0.5) if value >= 0 else 0


def build_roster(path: str | os.PathLike[str], found: list[Found], *, system: str, name: str,
                 faction: str, rating: int | None, tool: str, revision: str,
                 not_models: list[str] | None = None,
                 file_ratings: dict[str, int] | None = None) -> Roster:
    """The app's roster for what a reader found: alike models merged into one entry (same
    name, unit, base, cost, glory, status and profile), counts over :data:`MAX_COUNT` split,
    each kind given its short label (:func:`~app.game.labels.label_stem`) when no other kind
    shares it. ``not_models``: what the file holds that is not a model (for the import
    summary); ``file_ratings``: the ratings the file itself stored.
    :class:`RosterImportError` for a file with no models, more models than a game holds
    (:data:`~app.game.limits.MODELS_MAX`), a model costing more than :data:`MAX_COST`, a
    warband over :data:`MAX_RATING`, or anything else the roster file could not hold (the
    roster is checked as it would be saved: an imported roster can always be saved)."""
    if not found:
        raise RosterImportError(path, f"the {SYSTEM_NAMES.get(system, system)} roster holds no models")
    count = sum(max(0, f.count) for f in found)
    if count > MODELS_MAX:
        raise RosterImportError(path, f"the roster holds {count} models; a game holds at most "
                                      f"{MODELS_MAX}, so it was not imported")
    entries: list[RosterEntry] = []
    index: dict[tuple, RosterEntry] = {}
    for f in found:
        cost, glory = _whole(f.cost), _whole(f.glory)
        if cost > MAX_COST:
            raise RosterImportError(path, f"{f.name} costs {cost}; a model may cost at most "
                                          f"{MAX_COST}")
        key = (f.name, f.unit, f.base, f.base_source, cost, glory, f.status, f.move_in,
               f.move_type, tuple(f.profile.items()))
        left = f.count
        while left > 0:
            entry = index.get(key)
            if entry is None or entry.count >= MAX_COUNT:
                entry = RosterEntry(" ".join(f.name.split())[:ENTRY_NAME_MAX] or "Model",
                                    f.base, " ".join(f.unit.split())[:UNIT_MAX], 0, cost, "",
                                    f.base_source, glory, f.status, f.move_in,
                                    f.move_type, dict(f.profile))
                entries.append(entry)
                index[key] = entry
            take = min(left, MAX_COUNT - entry.count)
            entry.count += take
            left -= take
    if len(entries) > MAX_ENTRIES:
        raise RosterImportError(path, f"the roster holds {len(entries)} kinds of model; a "
                                      f"roster may hold at most {MAX_ENTRIES}")
    stems: dict[str, int] = {}
    for e in entries:
        stems[label_stem(e.name).casefold()] = stems.get(label_stem(e.name).casefold(), 0) + 1
    for e in entries:
        stem = label_stem(e.name)
        if stems[stem.casefold()] == 1:
            e.label = stem
    total = sum(e.cost * e.count for e in entries)
    if total > MAX_RATING or (rating or 0) > MAX_RATING:
        raise RosterImportError(path, f"the warband costs {max(total, rating or 0)} in all; a "
                                      f"roster may cost at most {MAX_RATING}")
    title = " ".join(str(name or "").split())[:NAME_MAX] or faction[:NAME_MAX] or "Warband"
    ratings = {k: _whole(v) for k, v in (file_ratings or {}).items()
               if k in ("ducats", "glory") and isinstance(v, (int, float)) and v == v}
    if any(v > MAX_RATING for v in ratings.values()):
        raise RosterImportError(path, f"the file says the warband is worth "
                                      f"{max(ratings.values())}; a roster may cost at most "
                                      f"{MAX_RATING}")
    roster = Roster(name=title, system=system, warband=title, models=entries,
                    faction=" ".join(faction.split())[:NAME_MAX], rating=rating,
                    source=RosterSource(os.path.basename(os.fspath(path))[:260], tool,
                                        str(revision)[:40]),
                    file_ratings=ratings,
                    not_models=[" ".join(str(n).split())[:NAME_MAX] for n in not_models or ()
                                if str(n).strip()][:MAX_ENTRIES])
    try:
        dumps_roster(roster)
    except RosterFileError as exc:
        raise RosterImportError(path, f"the roster cannot be kept as a Table Marshal roster "
                                      f"({exc.field + ': ' if exc.field else ''}"
                                      f"{exc.message})") from None
    return roster


def import_summary(roster: Roster) -> str:
    """One line saying what an import found: the models, the app's total beside the file's
    own ratings, glory kept apart, and what is not a model ("not models: Pile of Stuff")."""
    placed = sum(e.count for e in roster.models if e.placed)
    parts = [f"{placed} model{'s' if placed != 1 else ''}"]
    unit = "ducats" if roster.system == "trench-crusade" else "crowns"
    parts.append(f"{roster.total_cost} {unit} by the app's count")
    if roster.total_glory:
        parts.append(f"{roster.total_glory} glory")
    stored = roster.file_ratings
    if stored:
        said = ", ".join(f"{v} {k}" for k, v in stored.items())
        parts.append(f"the file says {said}")
    if roster.system == "mordheim" and roster.rating is not None:
        parts.append(f"Warband Rating {roster.rating}")
    if roster.not_models:
        parts.append("not models: " + ", ".join(roster.not_models[:8])
                     + (" …" if len(roster.not_models) > 8 else ""))
    unknown = list(dict.fromkeys(e.name for e in roster.models if e.placed and e.move_in is None))
    if unknown:  # R1: they show no reach; trial 8 found it out only with Shift held
        parts.append("no Movement in the file for " + ", ".join(unknown[:6])
                     + (" …" if len(unknown) > 6 else "")
                     + " (no reach shown; the model editor sets it)")
    return "; ".join(parts)


__all__ = ["MAX_INPUT_BYTES", "MORDHEIM_ID", "TRENCH_CRUSADE_ID", "Found", "RosterImportError",
           "build_roster", "import_summary", "system_of"]
