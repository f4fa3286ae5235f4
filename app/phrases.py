"""Sentences kept in English and shown in the players' language (issue 34): :class:`Phrase`.

Pure Python, no Qt. The event log's lines and the undo steps' names are stored in the game
file in English (scripts and tests read them, old saves open as they are), yet the players
read them in their language. A :class:`Phrase` *is* its English sentence (a ``str``), so all
that stores, compares or saves it is unchanged, and it carries its template (context,
literal) and values, so :func:`shown` can give it translated, nested phrases too::

    line = Phrase.translate("Log", "{player} draws {card}").format(player=name, card=card)
    str(line)    # "Ana draws 7 of Hearts"
    shown(line)  # "Ana zieht ..." once the German translator is installed

``Phrase.translate`` only marks the literal (``lupdate`` extracts it by that name); the
translation is looked up when shown. The game file keeps a phrase's parts in an optional
``"say"`` field (:meth:`Phrase.to_say`, :func:`from_say`); text without it shows as it is.
A :class:`~app.rules.verdicts.Said` among the values goes in by its phrase: English into the
stored text, translated when shown.
"""

from __future__ import annotations

from typing import Any

from app.i18n import translate

SayDoc = dict[str, Any]
"""A phrase as the game file holds it: ``{"c": context, "t": template, "v": {name: value}}``,
each value text, a number or another such dict."""


class Phrase(str):
    """The English sentence, with :attr:`context`, :attr:`template` and :attr:`values` to
    show it translated (:func:`shown`)."""

    context: str
    template: str
    values: dict[str, Any]

    def __new__(cls, english: str, context: str, template: str,
                values: dict[str, Any] | None = None) -> "Phrase":
        made = super().__new__(cls, english)
        made.context, made.template, made.values = context, template, dict(values or {})
        return made

    def __reduce__(self) -> tuple[Any, ...]:
        return (Phrase, (str(self), self.context, self.template, self.values))

    def __deepcopy__(self, memo: dict[int, Any]) -> "Phrase":
        return self  # immutable in use: the values are never changed once made

    def __copy__(self) -> "Phrase":
        return self

    @classmethod
    def translate(cls, context: str, text: str) -> "Phrase":
        """``text`` (a literal ``lupdate`` extracts), to be shown translated."""
        return cls(text, context, text)

    def format(self, *args: Any, **kwargs: Any) -> "Phrase":  # type: ignore[override]
        """Fill the named placeholders (positional ones are not kept for translation)."""
        if args:
            return str.format(self, *args, **kwargs)  # type: ignore[return-value]
        values = {k: _part(v) for k, v in kwargs.items()}
        return Phrase(self.template.format(**{k: _english(v) for k, v in values.items()}),
                      self.context, self.template, values)

    def shown(self) -> str:
        """In the players' language; the English where the translation cannot be filled."""
        try:
            return translate(self.context, self.template).format(
                **{k: shown(_from_value(v)) for k, v in self.values.items()})
        except (KeyError, IndexError, ValueError, AttributeError, TypeError):
            return str(self)

    def to_say(self) -> SayDoc:
        """The phrase's parts for the game file's ``"say"`` field."""
        return {"c": self.context, "t": self.template,
                "v": {k: v.to_say() if isinstance(v, Phrase) else v
                      for k, v in self.values.items()}}

    @classmethod
    def stored(cls, english: str, say: SayDoc) -> "Phrase":
        """The phrase a game file holds: its values kept as the file has them (a nested
        phrase as its ``"say"`` dict, made into a :class:`Phrase` only when shown), so a
        long evening's thousands of lines open without building what nobody reads yet
        (issue 35)."""
        made = str.__new__(cls, english)
        made.context, made.template, made.values = say["c"], say["t"], say["v"]
        return made


def _part(value: Any) -> Any:
    """A value as a phrase keeps it: a phrase; a translated ``Said`` by its phrase; a number
    as it is (its format spec applies to it); anything else as its text."""
    if isinstance(value, Phrase):
        return value
    said = getattr(value, "phrase", None)
    if isinstance(said, Phrase):
        return said
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return value
    english = getattr(value, "english", None)
    return str(english if isinstance(english, str) else value)


def _english(value: Any) -> Any:
    return str(value) if isinstance(value, Phrase) else value


def shown(text: Any) -> Any:
    """``text`` as the players read it: a :class:`Phrase` translated, anything else as it
    is."""
    return text.shown() if isinstance(text, Phrase) else text


def from_say(english: str, say: SayDoc | None) -> str:
    """The stored English ``english`` with its ``"say"`` parts (from the file) as a
    :class:`Phrase`; without them the text itself."""
    if not say:
        return english
    return Phrase.stored(english, say)


def _from_value(value: Any) -> Any:
    if isinstance(value, dict):
        return Phrase(_filled(value), value["c"], value["t"],
                      {k: _from_value(v) for k, v in value["v"].items()})
    return value


def _filled(say: SayDoc) -> str:
    try:
        return say["t"].format(**{k: _filled(v) if isinstance(v, dict) else v
                                  for k, v in say["v"].items()})
    except (KeyError, IndexError, ValueError, AttributeError, TypeError):
        return say["t"]


def joined(parts: list[Any], sep: str = ", ") -> Any:
    """Pieces joined by ``sep`` (a list of names or phrases) as one phrase, each piece shown
    in its language."""
    if not any(isinstance(p, Phrase) or hasattr(p, "phrase") for p in parts):
        return sep.join(map(str, parts))
    values = {f"p{i}": p for i, p in enumerate(parts)}
    template = sep.join("{" + k + "}" for k in values)
    return Phrase(template, "", template).format(**values)
