"""One door for every sentence a player reads (issue 34): ``translate(context, text)``.

Pure Python, no Qt: the rules and game floors call it too. Until the app installs Qt's
translator (``install(QCoreApplication.translate)``, done by the window's start-up) it
returns the English text, so the scripts (`python -m app check`, `sight`, `roster`, `plan`)
stay English. PySide6's ``lupdate`` finds every ``translate("Context", "text")`` call with
literal strings, so the text is always a literal: values go in afterwards with
``str.format`` ("{name} is {gap_in:.1f} in away"), numbers and rule IDs kept as they are.
"""

from __future__ import annotations

from collections.abc import Callable

Translator = Callable[[str, str, "str | None", int], str]

_installed: Translator | None = None
_language = "en"


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the player's language; English when no translator is installed. With
    ``n`` >= 0 a translation may pick a plural form (Qt's %n)."""
    if _installed is None:
        return text.replace("%n", str(n)) if n >= 0 else text
    shown = _installed(context, text, disambiguation, n)
    if n >= 0 and shown == text.replace("%n", str(n)):
        # PySide6's lupdate writes a %n message with one form, which Qt finds only when
        # asked without a number: that form (the plural: an English "%n ..." message is
        # shown for more than one, see the set-up dock's) with the number put in
        single = _installed(context, text, disambiguation, -1)
        if single != text:
            return single.replace("%n", str(n))
    return shown


def install(translator: Translator | None, language: str = "") -> None:
    """Route ``translate`` through ``translator`` (``QCoreApplication.translate``), or back
    to English with None. ``language``: the catalogue's language code ("de", "fr"), which
    :func:`language` tells the data files that carry their own translations (a scenario's
    ``[translations.<code>]``)."""
    global _installed, _language
    _installed = translator
    _language = (language or "en") if translator is not None else "en"


def language() -> str:
    """The language the app speaks now: "en" until a catalogue is installed, then its code
    ("de", "fr")."""
    return _language


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate knows
    """Marks a literal for ``lupdate`` where it is translated later (a table of labels):
    returns ``text`` unchanged. Call ``translate(context, text)`` where it is shown."""
    del context
    return text
