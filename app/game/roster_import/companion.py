"""Trench Companion warband downloads (``<warband>.json``).

A download lists ``models``, each ``{"model": {...member...}, "purchase": {...}}``: the
member's ``model`` is a Companion model id (``md_…``), its ``name`` the fighter's own name,
``active`` its state (``"active"``, ``"reserved"``, ``"lost"``, ``"dead"``; older downloads: a
boolean), ``stat_selections`` the choices made for a model with options (a base among them);
the purchase's ``cost_value`` is in ducats (``cost_type`` 0) or glory (1). Downloads carry no
bases: they come from the base table (:mod:`.bases`), by model id. Reserved, lost and dead
models are imported with their status and not placed.

Pure Python, no Qt.
"""

from __future__ import annotations

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
    try:
        value = float(purchase.get("cost_value", 0) or 0)
    except (TypeError, ValueError):
        return 0.0, 0.0
    if value != value or not 0 <= value < 1e9:
        return 0.0, 0.0
    return (0.0, value) if purchase.get("cost_type") == 1 else (value, 0.0)


def _chosen_base(member: dict[str, Any]) -> str:
    for choice in member.get("stat_selections") or []:
        if isinstance(choice, dict) and isinstance(choice.get("base"), list) and choice["base"]:
            return "x".join(str(n) for n in choice["base"][:2])
    return ""


def read_companion(doc: dict[str, Any], path: str | os.PathLike[str]):  # noqa: ANN201 - Roster
    """The app's roster for a Trench Companion warband download."""
    table = tc_table()
    found: list[Found] = []
    ducats = 0.0
    for i, item in enumerate(doc.get("models") or []):
        if not isinstance(item, dict):
            raise RosterImportError(path, f"models[{i}] is not a warband member")
        member = item.get("model") if isinstance(item.get("model"), dict) else item
        model_id = member.get("model")
        if isinstance(model_id, dict):  # older downloads: {"model": {"model": "md_…"}}
            model_id = model_id.get("model") or model_id.get("id")
        model_id = str(model_id or "").strip()
        if not model_id:
            raise RosterImportError(path, f"models[{i}] names no Trench Companion model")
        kind = table.name_of(model_id) or model_id
        name = " ".join(str(member.get("name") or "").split()) or kind
        cost, glory = _cost(item.get("purchase"))
        for bought in member.get("equipment") or []:
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
    return build_roster(path, found, system="trench-crusade", name=str(doc.get("name", "")),
                        faction=faction_name(doc.get("faction")), rating=int(ducats + 0.5),
                        tool="Trench Companion", revision=str(doc.get("version", "") or ""))


__all__ = ["FACTIONS", "faction_name", "read_companion"]
