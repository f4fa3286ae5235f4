"""A scenario file's own translations (issue 34): its names and sentences in other languages.

A scenario's texts are data, not the app's literals, so they are not in the app's Qt
catalogue: a file carries them itself, one optional section per language code,

```toml
[translations.de]
name = "Die Plünderer"
summary = "…"
victory = ["…", "…"]          # as many lines as the English victory
notes = ["…"]                 # as many lines as the English notes
deployment = "…"              # the [deployment] text
defender = "…"                # the [defender] text
[translations.de.counters.supply-crate]   # by id: features, objectives, counters
name = "Nachschubkiste"
text = "…"
[translations.de.parameters.crate-size]   # by id: label, help, default (text parameters)
label = "…"
```

Every key is optional: what a language leaves out stays English. The schema here is
checked with the rest of the file (:func:`check_translations`: the ids exist, the lists are
as long as the English), so a broken section is one line naming the file and the field.

The game state and the saved file keep the English (a saved game reads the same in every
language); what the players read is looked up when it is shown: :func:`shown_scenario`
for a whole scenario (the new-game wizard), :func:`scenario_text` for one English text the
state holds (a note, a counter's name) of the game's scenario. Pure Python, no Qt: the
language is :func:`app.i18n.language`.
"""

from __future__ import annotations

from typing import Annotated, Any, Callable

from pydantic import BaseModel, ConfigDict, Field

LANGUAGE_CODE = r"^[a-z]{2}$"
LanguageCode = Annotated[str, Field(pattern=LANGUAGE_CODE)]
_Name = Annotated[str, Field(min_length=1, max_length=80)]
_Text = Annotated[str, Field(max_length=2000)]
_Line = Annotated[str, Field(min_length=1, max_length=2000)]
_Id = Annotated[str, Field(min_length=1, max_length=64, pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$")]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class NamedText(_Strict):
    """A feature's, objective's or counter's name and text in one language; ``plural``:
    a counter's name for several ("Nachschubkisten"), as a sentence writes it."""

    name: _Name | None = None
    text: _Text | None = None
    plural: _Name | None = None


class ParameterText(_Strict):
    """A parameter's label, help, (for a ``text`` parameter) default and (for a ``choice``
    parameter) choices, as many as the English, in one language."""

    label: _Name | None = None
    help: _Text | None = None
    default: Annotated[str, Field(max_length=200)] | None = None
    choices: list[_Name] | None = Field(default=None, max_length=20)


class TranslationSpec(_Strict):
    """One language's texts of a scenario; each key optional (left out: the English)."""

    name: _Name | None = None
    summary: _Text | None = None
    victory: list[_Line] | None = Field(default=None, max_length=20)
    notes: list[_Text] | None = Field(default=None, max_length=40)
    deployment: _Text | None = None
    defender: _Text | None = None
    features: dict[_Id, NamedText] = Field(default={}, max_length=50)
    objectives: dict[_Id, NamedText] = Field(default={}, max_length=100)
    counters: dict[_Id, NamedText] = Field(default={}, max_length=20)
    parameters: dict[_Id, ParameterText] = Field(default={}, max_length=40)


def check_translations(s: Any, fail: Callable[[str, str], None]) -> None:
    """What the schema cannot say of ``s.translations``: each list as long as the English
    one, each id one of the scenario's, a parameter's default only for a text parameter."""
    for code, tr in s.translations.items():
        at = f"translations.{code}"
        for key in ("victory", "notes"):
            lines, english = getattr(tr, key), getattr(s, key)
            if lines is not None and len(lines) != len(english):
                fail(f"{at}.{key}", f"expected {len(english)} lines, one for each line of "
                                    f"{key}, got {len(lines)}")
        for key in ("deployment", "defender"):
            if getattr(tr, key) is not None and not getattr(getattr(s, key), "text", ""):
                fail(f"{at}.{key}", f"the scenario's {key} section has no text to translate")
        for key in ("features", "objectives", "counters", "parameters"):
            ids = {item.id: item for item in getattr(s, key)}
            for item_id, texts in getattr(tr, key).items():
                if item_id not in ids:
                    known = ", ".join(ids) or "none"
                    fail(f"{at}.{key}.{item_id}", f"expected the id of one of the scenario's "
                                                  f"{key} ({known}), got {item_id!r}")
                if key != "parameters":
                    continue
                where, param = f"{at}.{key}.{item_id}", ids[item_id]
                if texts.default is not None and param.kind != "text":
                    fail(f"{where}.default", "only a text parameter's default is translated "
                                             "(a choice parameter's: translate its choices)")
                if texts.choices is not None and len(texts.choices) != len(param.choices):
                    fail(f"{where}.choices", f"expected {len(param.choices)} choices, one for "
                                             f"each of the parameter's, got {len(texts.choices)}")


def _pairs(s: Any, code: str) -> list[tuple[str, str]]:
    """(English, translation) of every text ``s`` translates into ``code``."""
    tr = s.translations.get(code)
    if tr is None:
        return []
    pairs: list[tuple[str, str | None]] = [(s.name, tr.name), (s.summary, tr.summary),
                                           (s.deployment.text, tr.deployment)]
    if s.defender is not None:
        pairs.append((s.defender.text, tr.defender))
    for key in ("victory", "notes"):
        pairs += zip(getattr(s, key), getattr(tr, key) or [])
    for key in ("features", "objectives", "counters"):
        texts = getattr(tr, key)
        for item in getattr(s, key):
            t = texts.get(item.id)
            if t is not None:
                pairs += [(item.name, t.name), (item.text, t.text),
                          (item.name + PLURAL, t.plural or t.name)]
    for p in s.parameters:
        t = tr.parameters.get(p.id)
        if t is not None:
            pairs += [(p.label, t.label), (p.help, t.help)]
            if isinstance(p.default, str) and p.kind == "text":
                pairs.append((p.default, t.default))
            pairs += zip(p.choices, t.choices or [])
    return [(english, shown) for english, shown in pairs if english and shown]


PLURAL = "\x00plural"
"""Appended to a counter's English name: the key of its plural in :func:`text_table`."""


def text_table(s: Any, code: str) -> dict[str, str]:
    """English text (as written, and stripped) -> its translation into ``code``."""
    table: dict[str, str] = {}
    for english, shown in _pairs(s, code):
        table.setdefault(english, shown)
        table.setdefault(english.strip(), shown.strip())
    return table


def shown_scenario(s: Any, language: str | None = None) -> Any:
    """``s`` (a :class:`~app.game.scenarios.Scenario`) with its texts in ``language``
    (default: the app's, :func:`app.i18n.language`), for showing it: the same scenario
    where the file has no such translation. Never build a game from it (the saved game
    keeps the English)."""
    from app.i18n import language as app_language

    code = language or app_language()
    tr = s.translations.get(code)
    if tr is None:
        return s
    table = text_table(s, code)

    def put(value: str) -> str:
        return table.get(value, value)

    def items(key: str, fields: tuple[str, ...]) -> list[Any]:
        return [item.model_copy(update={f: put(getattr(item, f)) for f in fields})
                for item in getattr(s, key)]

    update: dict[str, Any] = {
        "name": put(s.name), "summary": put(s.summary),
        "victory": [put(v) for v in s.victory], "notes": [put(n) for n in s.notes],
        "deployment": s.deployment.model_copy(update={"text": put(s.deployment.text)}),
        "features": items("features", ("name", "text")),
        "objectives": items("objectives", ("name", "text")),
        "counters": items("counters", ("name", "text")),
        "parameters": [p.model_copy(update={
            "label": put(p.label), "help": put(p.help),
            **({"default": put(p.default)} if isinstance(p.default, str)
               and p.kind == "text" else {})})
            for p in s.parameters],
    }
    if s.defender is not None:
        update["defender"] = s.defender.model_copy(update={"text": put(s.defender.text)})
    return s.model_copy(update=update)
