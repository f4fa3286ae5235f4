"""A game's scenario texts in the player's language (issue 34): the game state and its saved
file keep a scenario's English (its notes, counters' and features' names); these look up
their translation in the scenario file's ``[translations.<code>]``
(:mod:`app.game.scenario_translations`) when they are shown. Pure Python, no Qt: the
language is :func:`app.i18n.language`."""

from __future__ import annotations

import functools

from app.i18n import language as app_language
from app.i18n import translate

# the scenario files' loader (pydantic) is read only once a text is looked up in a language
# other than English: the demo's first frame does not need it (tests/e2e/test_startup_imports)


@functools.lru_cache(maxsize=64)
def _table_for(scenario_id: str, code: str) -> dict[str, str]:
    from .scenario_fields import ScenarioError
    from .scenario_translations import text_table
    from .scenarios import scenario_by_id

    try:
        scenario = scenario_by_id(scenario_id)
    except (KeyError, OSError, ValueError, ScenarioError):
        return {}
    return text_table(scenario, code)


def scenario_text(scenario_id: str, text: str, language: str | None = None) -> str:
    """``text`` (an English text of scenario ``scenario_id`` the game state holds: a note,
    a counter's or feature's name) in ``language`` (default: the app's), when the scenario
    file translates it; else ``text``."""
    code = language or app_language()
    if code == "en" or not scenario_id or not text:
        return text
    table = _table_for(scenario_id, code)
    return table.get(text) or table.get(text.strip()) or text


def counter_words(scenario_id: str, name: str, language: str | None = None) -> tuple[str, str]:
    """A counter's name as a sentence writes it, for one and for several: ("supply crate",
    "supply crates") in English, the scenario file's translation ("Nachschubkiste",
    "Nachschubkisten") in another language."""
    code = language or app_language()
    if code != "en" and scenario_id:
        table = _table_for(scenario_id, code)
        if name in table:
            from .scenario_translations import PLURAL

            return table[name], table.get(name + PLURAL, table[name])
    return name.lower(), f"{name.lower()}s"


def counter_phrase(scenario_id: str, name: str, *, several: bool = False,
                   capital: bool = False) -> "Phrase | str":
    """A counter's name for a log line or an undo name: its English as a sentence writes it
    ("supply crate", ``several``: "supply crates"; ``capital``: "Supply crates"), carrying
    the scenario file's translations so it is shown in the players' language also once the
    game is reopened (:meth:`~app.phrases.Phrase.word`)."""
    from app.phrases import Phrase

    english = f"{name}s" if capital else counter_words(scenario_id, name, "en")[several]
    translations = {}
    for code in _codes(scenario_id):
        if name in _table_for(scenario_id, code):
            word = counter_words(scenario_id, name, code)[several]
            translations[code] = word[:1].upper() + word[1:] if capital else word
    return Phrase.word(english, translations) if translations else english


@functools.lru_cache(maxsize=64)
def scenario_name_phrase(scenario_id: str, name: str) -> "Phrase | str":
    """A scenario's name for a log line, carrying its file's translations (shown in the
    players' language, also once the game is reopened; the file keeps the English)."""
    from app.phrases import Phrase

    translations = {code: scenario_text(scenario_id, name, code) for code in _codes(scenario_id)}
    translations = {code: text for code, text in translations.items() if text and text != name}
    return Phrase.word(name, translations) if translations else name


def _codes(scenario_id: str) -> tuple[str, ...]:
    from .scenario_fields import ScenarioError
    from .scenarios import scenario_by_id

    try:
        return tuple(scenario_by_id(scenario_id).translations)
    except (KeyError, OSError, ValueError, ScenarioError):
        return ()


_CARRIED = "carried by models, not placed on the table. "


def note_text(scenario_id: str, note: str, language: str | None = None) -> str:
    """One of the set-up plan's notes (:attr:`app.game.state.SetupPlan.notes`) in the
    player's language: a scenario note, a parameter's "label: value", or a carried
    counter's "name: carried by models, ... text"."""
    code = language or app_language()
    if code == "en":
        return note
    shown = scenario_text(scenario_id, note, code)
    if shown != note or ": " not in note:
        return shown
    label, _, value = note.partition(": ")
    if value.startswith(_CARRIED):
        return translate("SetupWalk", "{counter}: carried by models, not placed on the "
                                      "table. {text}").format(
            counter=scenario_text(scenario_id, label, code),
            text=scenario_text(scenario_id, value.removeprefix(_CARRIED), code))
    return f"{scenario_text(scenario_id, label, code)}: {scenario_text(scenario_id, value, code)}"


def shown_name(scenario_id: str, name: str, language: str | None = None) -> str:
    """A name the game took from its scenario (an objective, a feature's terrain piece, a
    placed counter "Supply crate A1": the counter's name and its mark and number) in the
    player's language."""
    code = language or app_language()
    if code == "en" or not scenario_id or not name:
        return name
    table = _table_for(scenario_id, code)
    if name in table:
        return table[name]
    head, _, tail = name.rpartition(" ")
    if head in table and tail:
        return f"{table[head]} {tail}"
    return name
