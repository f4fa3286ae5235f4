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

from app.i18n import QT_TRANSLATE_NOOP, translate

ACTIVE = "active"
OUT_OF_ACTION = "out_of_action"

SYSTEM_STATUSES: dict[str, tuple[str, ...]] = {
    "mordheim": (ACTIVE, "stunned", "knocked_down", "hidden", "fleeing", OUT_OF_ACTION),
    "trench-crusade": (ACTIVE, OUT_OF_ACTION),
}
"""The statuses a player may set on one model, per game system, in menu order."""

STATUS_WORDS: dict[str, str] = {
    ACTIVE: QT_TRANSLATE_NOOP("Statuses", "Active"),
    "stunned": QT_TRANSLATE_NOOP("Statuses", "Stunned"),
    "knocked_down": QT_TRANSLATE_NOOP("Statuses", "Knocked down"),
    "hidden": QT_TRANSLATE_NOOP("Statuses", "Hidden"),
    "fleeing": QT_TRANSLATE_NOOP("Statuses", "Fleeing"),
    OUT_OF_ACTION: QT_TRANSLATE_NOOP("Statuses", "Out of action"),
    "fled": QT_TRANSLATE_NOOP("Statuses", "Fled"),
    "unplaced": QT_TRANSLATE_NOOP("Statuses", "In the set-up tray"),
}
"""How each status is written for the players (menus, the model editor), in English:
:func:`status_word` gives it in the player's language."""

STATUS_IN_SENTENCE: dict[str, str] = {
    ACTIVE: QT_TRANSLATE_NOOP("Statuses", "active"),
    "stunned": QT_TRANSLATE_NOOP("Statuses", "stunned"),
    "knocked_down": QT_TRANSLATE_NOOP("Statuses", "knocked down"),
    "hidden": QT_TRANSLATE_NOOP("Statuses", "hidden"),
    "fleeing": QT_TRANSLATE_NOOP("Statuses", "fleeing"),
    OUT_OF_ACTION: QT_TRANSLATE_NOOP("Statuses", "out of action"),
    "fled": QT_TRANSLATE_NOOP("Statuses", "fled"),
    "unplaced": QT_TRANSLATE_NOOP("Statuses", "in the set-up tray"),
}
"""Each status as written inside a sentence ("Status: knocked down"): its own message, as
lower-casing a translation is wrong in German ("außer Gefecht")."""

STATUS_NOTES: dict[tuple[str, str], str] = {
    ("mordheim", "stunned"): QT_TRANSLATE_NOOP("Statuses",
                                               "does not stop an enemy from running (M10)"),
    ("mordheim", "knocked_down"): QT_TRANSLATE_NOOP(
        "Statuses", "does not stop an enemy from running (M10)"),
    ("mordheim", "hidden"): QT_TRANSLATE_NOOP("Statuses",
                                              "does not stop an enemy from running (M10)"),
    ("mordheim", "fleeing"): QT_TRANSLATE_NOOP("Statuses",
                                               "does not stop an enemy from running (M10)"),
}
"""What a status changes in the rules the app applies, by (system, status)."""


def statuses_for(system: str) -> tuple[str, ...]:
    """The statuses a player may give one model in a game of ``system`` (menu order). An
    unknown system offers the statuses every system shares."""
    return SYSTEM_STATUSES.get(system, (ACTIVE, OUT_OF_ACTION))


def status_word(status: str) -> str:
    """"Knocked down" for ``knocked_down``, in the player's language (:mod:`app.i18n`); an
    unknown status in plain words."""
    word = STATUS_WORDS.get(status)
    return translate("Statuses", word) if word else status.replace("_", " ").capitalize()


def status_in_sentence(status: str) -> str:
    """"knocked down" for ``knocked_down``, as written inside a sentence, in the player's
    language; an unknown status in plain words."""
    word = STATUS_IN_SENTENCE.get(status)
    return translate("Statuses", word) if word else status.replace("_", " ")


def status_note(system: str, status: str) -> str:
    """What ``status`` changes under ``system``'s rules, in the player's language, or
    ``""``."""
    note = STATUS_NOTES.get((system, status), "")
    return translate("Statuses", note) if note else ""


def check_status(system: str, status: str) -> None:
    """``ValueError`` with a sentence unless a player may give a model ``status`` in a game
    of ``system``."""
    allowed = statuses_for(system)
    if status in allowed:
        return
    words = ", ".join(status_in_sentence(s) for s in allowed)
    if status in STATUS_WORDS and status not in ("fled", "unplaced"):
        game = {"mordheim": "Mordheim", "trench-crusade": "Trench Crusade"}.get(system, system)
        raise ValueError(translate("Statuses", "a {game} game has no {status} status; a model "
                                               "can be {words}").format(
            game=game, status=status_in_sentence(status), words=words))
    raise ValueError(translate("Statuses", "unknown model status {status}; expected one of "
                                           "{words}").format(status=repr(status), words=words))
