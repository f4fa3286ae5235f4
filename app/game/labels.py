"""Short labels: the few letters that name a model on its token ("RO" for a Rat Ogre,
"Cl1", "Cl2" for clanrats), at most :data:`~app.game.limits.SHORT_LABEL_MAX` characters and
unique within a warband (compared regardless of case: "Cl1" and "CL1" read alike on a board).

A model's label is its own ``label`` when it has one (from its roster entry, typed in the
model editor, or made when the game was set up); a model without one (a game saved by an
older version) is shown a label made from its name, which is never written to its file.

    assign_labels(models)          # {model_id: label} for one warband's models
    display_labels(state)          # the same for every warband of a game
    label_problem(state, mid, "RO")  # "" or why a typed label cannot be used

Pure Python, no Qt.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from .limits import SHORT_LABEL_MAX
from .state import Model

_NUMBERED = re.compile(r"^(.*?)[\s#-]*(\d+)$")
_WORD = re.compile(r"[^\W_]+")


def _split_number(name: str) -> tuple[str, int | None]:
    """``("Clanrat", 12)`` for ``"Clanrat 12"``; ``(name, None)`` without a number."""
    match = _NUMBERED.match(name.strip())
    if match and match.group(1).strip():
        return match.group(1).strip(), int(match.group(2))
    return name.strip(), None


def label_stem(name: str) -> str:
    """The letters a label is made of, from a model's name (its number left off): the
    initials of a name of several words ("Rat Ogre" -> "RO", "Warrior-Priest of Sigmar" ->
    "WPS": the capitalised words when there are two or more), a short word whole ("Ogre"), or
    the first two letters of a longer one ("Clanrat" -> "Cl")."""
    words = _WORD.findall(_split_number(name)[0])
    if not words:
        return (name.strip()[:1] or "M").upper()
    if len(words) >= 2:
        capitals = [w for w in words if w[:1].isupper()]
        chosen = capitals if len(capitals) >= 2 else words
        return "".join(w[0].upper() for w in chosen[:3])
    word = words[0]
    if len(word) <= 4:
        return word[:1].upper() + word[1:]
    return word[:1].upper() + word[1:2].lower()


def numbered(stem: str, number: int) -> str:
    """``stem`` with ``number`` after it, the stem cut so the whole fits
    :data:`SHORT_LABEL_MAX` ("RO" 1 -> "RO1", "Ogre" 12 -> "Ogr12")."""
    digits = str(number)
    return stem[:max(0, SHORT_LABEL_MAX - len(digits))] + digits


def assign_labels(models: Iterable[Any]) -> dict[str, str]:
    """Labels for one warband's models (anything with ``id``, ``name`` and ``label``), unique
    regardless of case: each model's own label where it has one (the first of two models
    with the same one keeps it, the second is numbered), the rest made from their names
    (:func:`label_stem`). A stem that only one model has is used as it is unless the name
    carries a number ("Ogre"; "Rat 3" -> "Rat3"); stems that several share are numbered, by
    the number in each name where that is free ("Clanrat 1", "Clanrat 2" -> "Cl1", "Cl2")."""
    models = list(models)
    out: dict[str, str] = {}
    used: set[str] = set()
    pending: list[tuple[Any, str, int | None]] = []
    for m in models:
        own = (m.label or "").strip()
        if own and own.casefold() not in used:
            out[m.id] = own
            used.add(own.casefold())
        else:
            stem, number = _split_number(m.name)
            pending.append((m, own or label_stem(m.name), number))
    groups: dict[str, list[tuple[Any, str, int | None]]] = {}
    for entry in pending:
        groups.setdefault(entry[1].casefold(), []).append(entry)
    for members in groups.values():
        if len(members) == 1:
            m, stem, number = members[0]
            if number is None and stem.casefold() not in used:
                out[m.id] = stem
                used.add(stem.casefold())
                continue
        numbers = [n for _, _, n in members if n is not None]
        counter = 1
        for m, stem, number in members:
            label = None
            if number is not None and numbers.count(number) == 1:
                label = numbered(stem, number)
                if label.casefold() in used:
                    label = None
            while label is None:
                candidate = numbered(stem, counter)
                counter += 1
                if candidate.casefold() not in used:
                    label = candidate
            out[m.id] = label
            used.add(label.casefold())
    return out


def roster_models(roster: Any, player_id: str) -> tuple[list[Model], dict[str, int]]:
    """The models of ``roster`` (a :class:`~app.game.rosters.Roster`, or ``None``) for
    player ``player_id``, in the set-up tray, and the cost of each of their units (S7). Ids
    ``"<player>-1"`` onwards; an entry counted several times names its models "Clanrat 1",
    "Clanrat 2"... and numbers its short label ("Cl" -> "Cl1", "Cl2"); every model gets a
    label, unique in the warband (:func:`assign_labels`); each takes its entry's Movement,
    type and profile (R1). Entries reserved, lost or dead (a Trench Companion warband's
    status) put no models in the tray."""
    models: list[Model] = []
    costs: dict[str, int] = {}
    for entry in roster.models if roster is not None else ():
        if not getattr(entry, "placed", True):  # reserved, lost or dead: not on the table
            continue
        for i in range(1, entry.count + 1):
            own = entry.label
            model = Model(
                id=f"{player_id}-{len(models) + 1}", player=player_id,
                name=f"{entry.name} {i}" if entry.count > 1 else entry.name,
                label=numbered(own, i) if own and entry.count > 1 else own,
                base=entry.base, x_in=0.0, y_in=0.0, unit=entry.unit, status="unplaced",
                move_in=getattr(entry, "move_in", None),
                move_type=getattr(entry, "move_type", "") or "",
                profile=dict(getattr(entry, "profile", None) or {}))
            models.append(model)
            key = model.unit or model.id
            costs[key] = costs.get(key, 0) + int(entry.cost)
    labels = assign_labels(models)
    for model in models:
        model.label = labels[model.id]
    return models, costs


def display_labels(state: Any) -> dict[str, str]:
    """Every model's label in ``state`` (a :class:`~app.game.state.GameState`), warband by
    warband (:func:`assign_labels`)."""
    out: dict[str, str] = {}
    by_player: dict[str, list[Any]] = {}
    for m in state.models:
        by_player.setdefault(m.player, []).append(m)
    for models in by_player.values():
        out.update(assign_labels(models))
    return out


def label_problem(state: Any, model_id: str, label: str) -> str:
    """Why ``label`` cannot be model ``model_id``'s short label, or ``""`` when it can (an
    empty label is fine: the app makes one from the name). ``KeyError`` for an unknown
    model."""
    model = state.model(model_id)
    label = label.strip()
    if not label:
        return ""
    if len(label) > SHORT_LABEL_MAX:
        return (f"the short label {label} is {len(label)} characters long: at most "
                f"{SHORT_LABEL_MAX} fit on a token")
    if any(not ch.isprintable() for ch in label):
        return "the short label takes plain letters, digits or signs only"
    shown = display_labels(state)
    for other in state.models:
        if other.player == model.player and other.id != model.id \
                and shown.get(other.id, "").casefold() == label.casefold():
            return (f"the short label {shown[other.id]} is already {other.name}'s in this "
                    "warband: type another, or leave it empty for one made from the name")
    return ""


__all__ = ["assign_labels", "display_labels", "label_problem", "label_stem", "numbered",
           "roster_models"]
