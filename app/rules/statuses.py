"""A model's status, per game system: which statuses a player may give a model, their words
and what each means for the rules the app applies.

Mordheim (seed 003; M9, M10) knows models that are stunned, knocked down, hidden or fleeing
(none of them stops an enemy from running, M10) and models taken out of action (off the
table; a warband with none left is wiped out, M9). The Trench Crusade texts the app follows
(seed 000, C9; the All-Out War scenarios, S7, V1) name only models taken out of action and
whole warbands that flee (C9, set by *Flee*, never on one model), so a Trench Crusade game
offers no Mordheim status. ``fled`` (set by a warband's flight) and ``unplaced`` (the set-up
tray) are never chosen for one model.

Pure Python, no Qt.
"""

from __future__ import annotations

ACTIVE = "active"
OUT_OF_ACTION = "out_of_action"

SYSTEM_STATUSES: dict[str, tuple[str, ...]] = {
    "mordheim": (ACTIVE, "stunned", "knocked_down", "hidden", "fleeing", OUT_OF_ACTION),
    "trench-crusade": (ACTIVE, OUT_OF_ACTION),
}
"""The statuses a player may set on one model, per game system, in menu order."""

STATUS_WORDS: dict[str, str] = {
    ACTIVE: "Active",
    "stunned": "Stunned",
    "knocked_down": "Knocked down",
    "hidden": "Hidden",
    "fleeing": "Fleeing",
    OUT_OF_ACTION: "Out of action",
    "fled": "Fled",
    "unplaced": "In the set-up tray",
}
"""How each status is written for the players (menus, tooltips, the model editor)."""

STATUS_NOTES: dict[tuple[str, str], str] = {
    ("mordheim", "stunned"): "does not stop an enemy from running (M10)",
    ("mordheim", "knocked_down"): "does not stop an enemy from running (M10)",
    ("mordheim", "hidden"): "does not stop an enemy from running (M10)",
    ("mordheim", "fleeing"): "does not stop an enemy from running (M10)",
}
"""What a status changes in the rules the app applies, by (system, status)."""


def statuses_for(system: str) -> tuple[str, ...]:
    """The statuses a player may give one model in a game of ``system`` (menu order). An
    unknown system offers the statuses every system shares."""
    return SYSTEM_STATUSES.get(system, (ACTIVE, OUT_OF_ACTION))


def status_word(status: str) -> str:
    """"Knocked down" for ``knocked_down``; an unknown status in plain words."""
    return STATUS_WORDS.get(status, status.replace("_", " ").capitalize())


def status_note(system: str, status: str) -> str:
    """What ``status`` changes under ``system``'s rules, or ``""``."""
    return STATUS_NOTES.get((system, status), "")


def check_status(system: str, status: str) -> None:
    """``ValueError`` with a sentence unless a player may give a model ``status`` in a game
    of ``system``."""
    allowed = statuses_for(system)
    if status in allowed:
        return
    words = ", ".join(status_word(s).lower() for s in allowed)
    if status in STATUS_WORDS and status not in ("fled", "unplaced"):
        game = {"mordheim": "Mordheim", "trench-crusade": "Trench Crusade"}.get(system, system)
        raise ValueError(f"a {game} game has no {status_word(status).lower()} status; "
                         f"a model can be {words}")
    raise ValueError(f"unknown model status {status!r}; expected one of {words}")
