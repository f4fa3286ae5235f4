"""Trench Companion warband downloads (``<warband>.json``).

A download lists ``models``, each ``{"model": {...member...}, "purchase": {...}}``: the
member's ``model`` is a Companion model id (``md_…``), its ``name`` the fighter's own name,
``active`` its state (``"active"``, ``"reserved"``, ``"lost"``, ``"dead"``; older downloads: a
boolean), ``stat_selections`` the choices made for a model with options (a base among them);
the purchase's ``cost_value`` is in ducats (``cost_type`` 0) or glory (1). Downloads carry no
bases: they come from the base table (:mod:`.bases`), by model id. Reserved, lost and dead
models are imported with their status and not placed.

The file Trench Companion's share link gives wraps the warband in a record: ``id``,
``warband_id``, ``campaigns`` and ``warband_data``, the warband itself as a JSON string (or
object); :func:`unwrap_share` reads the warband out of it. The ratings a file stores
(:data:`STORED_RATINGS`, in the warband or its record) are kept as the roster's
``file_ratings`` and shown beside the app's own total. A Trench Crusade warband's rating is
its ducats; glory is kept apart (per model, and in ``file_ratings``).

Anything of the wrong shape (a number where a list was expected) is skipped or refused in a
sentence, never a traceback.

Pure Python, no Qt.
"""

from __future__ import annotations

import json
import os
from typing import Any

from .bases import DEFAULT_BASE, parse_base_text, tc_table
from .common import Found, RosterImportError, build_roster

FACTIONS = {
    "fc_ironsultanate": "Iron Sultanate",
    "fc_trenchpilgrim": "Trench Pilgrims",
    "fc_newantioch": "Principality of New Antioch",
    "fc_hereticlegion": "Heretic Legion",
    "fc_cultoftheblackgrail": "Cult of the Black Grail",
    "fc_courtofthesevenheadedserpent": "Court of the Seven-Headed Serpent",
}
"""Trench Companion's faction ids (a variant's id starts with its faction's)."""


def faction_name(value: Any) -> str:
    """A faction's name from what a download holds: an id (``fc_…``), or an object holding
    one (``object_id``, ``id``) or a ``name``."""
    if isinstance(value, dict):
        for key in ("faction_property", "faction"):
            if isinstance(value.get(key), dict):
                found = faction_name(value[key])
                if found:
                    return found
        value = value.get("object_id") or value.get("id") or value.get("name") or ""
    text = str(value or "").strip()
    for fid, name in FACTIONS.items():
        if text == fid or text.startswith(fid + "_"):
            return name
    return text[:80]


STORED_RATINGS = {
    "ducats": ("ducat_total", "ducat_rating", "rating_ducats", "total_ducats", "ducats_total",
               "cost_ducats"),
    "glory": ("glory_total", "glory_rating", "rating_glory", "total_glory", "glory_points_total",
              "cost_glory"),
}
"""Where a Companion warband (or its share record) stores its ratings, by the roster's
``file_ratings`` key; a ``rating`` object with ``ducats`` and ``glory`` is read too."""


def _items(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def _amount(value: Any) -> float | None:
    if isinstance(value, bool):
        return None
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    return number if number == number and 0 <= number < 1e9 else None


def stored_ratings(*docs: Any) -> dict[str, int]:
    """The ratings the warband or its share record stores, by kind (``"ducats"``,
    ``"glory"``); the first found wins."""
    out: dict[str, int] = {}
    for doc in docs:
        if not isinstance(doc, dict):
            continue
        nested = doc.get("rating") if isinstance(doc.get("rating"), dict) else \
            doc.get("ratings") if isinstance(doc.get("ratings"), dict) else {}
        for kind, keys in STORED_RATINGS.items():
            for key in (kind, *keys):
                value = _amount((nested if key == kind else doc).get(key))
                if value is not None and kind not in out:
                    out[kind] = int(value + 0.5)
    return out


def is_share_record(doc: Any) -> bool:
    """Whether ``doc`` is the record Trench Companion's share link gives (a warband wrapped
    in ``warband_data``)."""
    return isinstance(doc, dict) and "warband_data" in doc and (
        "warband_id" in doc or "id" in doc or "campaigns" in doc)


def unwrap_share(doc: dict[str, Any], path: str | os.PathLike[str]) -> dict[str, Any]:
    """The warband inside a share record (its ``warband_data``, a JSON string or an object),
    with the record's stored ratings under ``"__share_ratings"``; :class:`RosterImportError`
    when it holds no warband."""
    data = doc.get("warband_data")
    if isinstance(data, str):
        try:
            data = json.loads(data, parse_constant=_no_constant)
        except (ValueError, RecursionError):
            raise RosterImportError(path, "the Trench Companion share record's warband_data "
                                          "is not a warband (its JSON is broken)") from None
    if not isinstance(data, dict) or not isinstance(data.get("models"), list):
        raise RosterImportError(path, "the Trench Companion share record holds no warband "
                                      "(warband_data has no models)")
    return {**data, "__share_ratings": stored_ratings(doc)}


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not a number a warband may hold")


def _state(member: dict[str, Any]) -> str:
    active = member.get("active", member.get("state", "active"))
    if active is False or member.get("reserve") is True:
        return "reserved"
    text = str(active).strip().casefold()
    return text if text in ("reserved", "lost", "dead") else ""


def _cost(purchase: Any) -> tuple[float, float]:
    """(ducats, glory) of one purchase."""
    if not isinstance(purchase, dict):
        return 0.0, 0.0
    value = _amount(purchase.get("cost_value", 0) or 0)
    if value is None:
        return 0.0, 0.0
    kind = purchase.get("cost_type")
    glory = kind in (1, "1") or str(kind).strip().casefold() in ("glory", "glory points")
    return (0.0, value) if glory else (value, 0.0)


def _chosen_base(member: dict[str, Any]) -> str:
    for choice in _items(member.get("stat_selections")):
        if isinstance(choice, dict) and isinstance(choice.get("base"), list) and choice["base"]:
            return "x".join(str(n) for n in choice["base"][:2])
    return ""


def read_companion(doc: dict[str, Any], path: str | os.PathLike[str]):  # noqa: ANN201 - Roster
    """The app's roster for a Trench Companion warband download."""
    table = tc_table()
    found: list[Found] = []
    ducats = 0.0
    for i, item in enumerate(_items(doc.get("models"))):
        if not isinstance(item, dict):
            raise RosterImportError(path, f"models[{i}] is not a warband member")
        member = item.get("model") if isinstance(item.get("model"), dict) else item
        model_id = member.get("model")
        if isinstance(model_id, dict):  # older downloads: {"model": {"model": "md_…"}}
            model_id = model_id.get("model") or model_id.get("id")
        model_id = " ".join(str(model_id or "").split())[:120]
        if not model_id:
            raise RosterImportError(path, f"models[{i}] names no Trench Companion model")
        kind = table.name_of(model_id) or model_id
        name = " ".join(str(member.get("name") or "").split()) or kind
        cost, glory = _cost(item.get("purchase"))
        for bought in _items(member.get("equipment")):
            if isinstance(bought, dict):
                extra = _cost(bought.get("purchase"))
                cost, glory = cost + extra[0], glory + extra[1]
        ducats += cost
        notes: list[str] = []
        chosen = _chosen_base(member)
        base = None
        if chosen:
            try:
                base, source = parse_base_text(chosen), "roster"
            except ValueError as exc:
                notes.append(str(exc))
        if base is None:
            t = table.by_id(model_id) or table.by_name(kind)
            if t is not None:
                base, source = t.base, t.source
                notes += [t.note] if t.note else []
            else:
                base, source = DEFAULT_BASE, "guess"
                notes.append(f"no base is known for {model_id}")
        found.append(Found(name, kind, 1, base, source, "", cost, glory, _state(member),
                           notes))
    shared = doc.get("__share_ratings")
    ratings = {**stored_ratings(doc), **(shared if isinstance(shared, dict) else {})}
    return build_roster(path, found, system="trench-crusade", name=str(doc.get("name", "")),
                        faction=faction_name(doc.get("faction")), rating=int(ducats + 0.5),
                        tool="Trench Companion", revision=str(doc.get("version", "") or ""),
                        file_ratings=ratings)


__all__ = ["FACTIONS", "STORED_RATINGS", "faction_name", "is_share_record", "read_companion",
           "stored_ratings", "unwrap_share"]
