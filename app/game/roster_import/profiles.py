"""A model's own profile in a BattleScribe or New Recruit roster, and what it tells the
importer: whether a ``type="model"`` selection is a model at all, and its Movement (R1).

- Trench Crusade: the ``Unit`` profile (Movement, Ranged, Melee, Armour, Base); Movement is
  written ``6"/Infantry`` (inches and a type: Infantry or Flying).
- Mordheim: the ``Model`` profile (M, WS, BS, S, T, W, I, A, Ld); ``M`` is in inches. A
  henchman's profile sits on its group (the enclosing ``type="unit"`` selection).

A selection is a model only when it carries such a profile (its own or a chosen upgrade's, a
henchman its group's) or its catalogue says so (:func:`catalogue_says_model`); a stash, the
warband's configuration, grades and campaign bookkeeping are not (:func:`not_a_model`).

    profile = model_profile(selection, "trench-crusade")  # {"Movement": '6"/Infantry', ...}
    movement(profile, "trench-crusade")                   # (6.0, "infantry")

Pure Python, no Qt.
"""

from __future__ import annotations

import re
from typing import Any

from app.game.rosters import MOVE_MAX, PROFILE_MAX, PROFILE_NAME_MAX, PROFILE_TEXT_MAX

PROFILE_TYPES = {"trench-crusade": ("unit",), "mordheim": ("model",)}
"""The ``typeName`` (folded) of a model's own profile, by game system."""
PROFILE_TYPE_IDS = {"b3af-94f9-2e35-d1c5", "e1beaa44-e54d-dd6b-d1f2-446b333c9bb9"}
"""The catalogues' ids of those profile types (Trench Crusade ``Unit``, Mordheim ``Model``)."""
MOVE_NAMES = {"trench-crusade": ("movement",), "mordheim": ("m",)}
NOT_MODEL_CATEGORIES = {"configuration", "pile", "stash"}
"""Categories the catalogues give what is not a model: a stash (Trench Crusade's "Pile of
Stuff"), the warband's configuration."""
MODEL_CATEGORIES = {"heroes", "henchmen", "hired swords", "dramatis personae", "elite",
                    "troop", "mercenary", "leader"}
"""Categories the catalogues give models only (Mordheim's heroes and henchmen, Trench
Crusade's elites and troops)."""

_CONTROL = re.compile(r"[\x00-\x1f\x7f\u2028\u2029]")
_TC_MOVE = re.compile(r"^\s*([0-9]+(?:[.,][0-9]+)?)\s*(?:\"|''|\u201d|\u2033|in(?:ch(?:es)?)?)?"
                      r"\s*(?:/\s*([^\W\d_]+))?", re.IGNORECASE)
_MH_MOVE = re.compile(r"^\s*([0-9]+(?:[.,][0-9]+)?)\s*(?:\"|''|\u201d|\u2033)?\s*$")


def _list(doc: dict[str, Any], key: str) -> list[dict[str, Any]]:
    value = doc.get(key)
    if isinstance(value, dict):
        value = [value]
    return [v for v in value if isinstance(v, dict)] if isinstance(value, list) else []


def _clean(text: Any, limit: int) -> str:
    return " ".join(_CONTROL.sub(" ", str(text if text is not None else "")).split())[:limit]


def _is_model_profile(profile: dict[str, Any], system: str) -> bool:
    kind = str(profile.get("typeName", "")).strip().casefold()
    if kind not in PROFILE_TYPES.get(system, ()) and \
            str(profile.get("typeId", "")) not in PROFILE_TYPE_IDS:
        return False
    names = {str(c.get("name", "")).strip().casefold()
             for c in _list(profile, "characteristics")}
    return any(n in names for n in MOVE_NAMES.get(system, ()))


def _characteristics(profile: dict[str, Any]) -> dict[str, str]:
    out: dict[str, str] = {}
    for ch in _list(profile, "characteristics"):
        name = _clean(ch.get("name"), PROFILE_NAME_MAX)
        if name and name not in out and len(out) < PROFILE_MAX:
            out[name] = _clean(ch.get("$text", ""), PROFILE_TEXT_MAX)
    return out


def model_profile(selection: dict[str, Any], system: str, depth: int = 0) -> dict[str, str] | None:
    """The characteristics of the selection's own model profile (else of a chosen upgrade's:
    a Trench Crusade variant), name -> text in the roster's order; ``None`` without one."""
    for profile in _list(selection, "profiles"):
        if _is_model_profile(profile, system):
            return _characteristics(profile)
    if depth < 10:
        for child in _list(selection, "selections"):
            if child.get("type") not in ("model", "unit"):
                found = model_profile(child, system, depth + 1)
                if found is not None:
                    return found
    return None


def categories(selection: dict[str, Any]) -> set[str]:
    """The names (folded) of the selection's categories."""
    return {" ".join(str(c.get("name", "")).split()).casefold()
            for c in _list(selection, "categories")}


def not_a_model(selection: dict[str, Any]) -> bool:
    """Whether the catalogue files the selection as what is not a model (a stash, the
    configuration)."""
    return bool(categories(selection) & NOT_MODEL_CATEGORIES)


def catalogue_says_model(selection: dict[str, Any]) -> bool:
    """Whether the selection's categories are ones the catalogues give models only."""
    return bool(categories(selection) & MODEL_CATEGORIES)


def has_rule(selection: dict[str, Any], words: str, depth: int = 0) -> bool:
    """Whether the selection (or an upgrade of it) carries a rule whose name holds
    ``words`` (folded): Mordheim's "Large Target" marks a large creature."""
    if any(words in str(r.get("name", "")).casefold() for r in _list(selection, "rules")):
        return True
    return depth < 10 and any(has_rule(c, words, depth + 1) for c in _list(selection,
                                                                              "selections")
                              if c.get("type") not in ("model", "unit"))


def movement(profile: dict[str, str] | None, system: str) -> tuple[float | None, str]:
    """(Movement in inches or ``None`` when it cannot be read, its type) from a model's
    profile: Trench Crusade ``6"/Infantry`` -> ``(6.0, "infantry")``, ``9"/Flying`` ->
    ``(9.0, "flying")``; Mordheim ``M`` ``4`` -> ``(4.0, "")``."""
    if not profile:
        return None, ""
    text = next((v for k, v in profile.items()
                 if k.strip().casefold() in MOVE_NAMES.get(system, ())), "")
    match = (_TC_MOVE if system == "trench-crusade" else _MH_MOVE).match(text or "")
    if not match:
        return None, ""
    inches = float(match.group(1).replace(",", "."))
    if not 0 <= inches <= MOVE_MAX:
        return None, ""
    kind = ""
    if system == "trench-crusade":
        word = (match.group(2) or "").casefold()
        kind = "flying" if word.startswith("fl") else "infantry" if word.startswith(
            "infant") or not word else ""
    return inches, kind


__all__ = ["MODEL_CATEGORIES", "NOT_MODEL_CATEGORIES", "catalogue_says_model", "categories",
           "has_rule", "model_profile", "movement", "not_a_model"]
