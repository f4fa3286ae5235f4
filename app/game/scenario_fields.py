"""Paths to fields inside a scenario document (``counters[0].diameter_mm``) and the
sentences that name what a field expects, for :mod:`app.game.scenarios`' one-line errors.
Pure Python: no pydantic, no Qt."""

from __future__ import annotations

import math
import re
from typing import Any

from .textfile import FileFieldError

SYSTEM_ROLLS = {"trench-crusade": range(1, 7), "mordheim": range(3, 12)}
"""Results of each system's scenario table that name a scenario (C10: D6; M11: 2D6, where
2 and 12 let the lowest-rated player choose and so name no scenario)."""


class ScenarioError(FileFieldError):
    """A scenario file could not be used.

    ``path``: the file (or ``<scenario>`` for data not read from a file); ``field``: where in
    the file, dotted with list indices (``objectives[2].x_in``), empty when the whole file is
    at fault (unreadable, not TOML); ``message``: what was expected. ``str()`` is one line:
    ``"<path>: <field>: <message>"``.
    """


def value_problem(p: Any, value: Any) -> str:
    """Why ``value`` is not allowed for parameter ``p``; empty when it is."""
    if p.kind == "flag":
        return "" if isinstance(value, bool) else f"expected true or false, got {show_value(value)}"
    if p.kind in ("choice", "text"):
        if not isinstance(value, str):
            return f"expected text, got {show_value(value)}"
        if p.kind == "choice" and value not in p.choices:
            return f"expected one of {', '.join(p.choices)}, got {value!r}"
        return ""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return f"expected a number, got {show_value(value)}"
    if p.kind == "integer" and not isinstance(value, int):
        return f"expected a whole number, got {show_value(value)}"
    if not math.isfinite(value):
        return f"expected a finite number, got {value}"
    if p.min is not None and value < p.min:
        return f"expected at least {p.min:g}, got {value:g}"
    if p.max is not None and value > p.max:
        return f"expected at most {p.max:g}, got {value:g}"
    return ""


# -- paths inside a scenario ---------------------------------------------------------------------
_PART = re.compile(r"([a-z_][a-z0-9_]*)((?:\[\d{1,3}\])*)")


def split_path(text: str) -> list[str | int]:
    """``"scoring[0].vp"`` -> ``["scoring", 0, "vp"]``; ``ValueError`` if malformed."""
    parts: list[str | int] = []
    for piece in text.split("."):
        m = _PART.fullmatch(piece)
        if not m:
            raise ValueError(f"bad path {text!r}")
        parts.append(m.group(1))
        parts.extend(int(n) for n in re.findall(r"\[(\d+)\]", m.group(2)))
    return parts


def get_path(data: Any, parts: list[str | int]) -> Any:
    """The single value at ``parts`` (:func:`split_path`) in a scenario document;
    ``KeyError``, ``IndexError`` or ``TypeError`` when there is none."""
    for part in parts:
        if isinstance(part, int):
            if not isinstance(data, list):
                raise TypeError("not a list")
            data = data[part]
        else:
            if not isinstance(data, dict):
                raise TypeError("not a table")
            data = data[part]
    if isinstance(data, (dict, list)):
        raise TypeError("not a single value")
    return data


def set_path(data: Any, parts: list[str | int], value: Any) -> None:
    """Put ``value`` at ``parts`` (:func:`split_path`) in a scenario document."""
    for part in parts[:-1]:
        data = data[part]
    data[parts[-1]] = value


def deep_copy(value: Any) -> Any:
    """A copy of a scenario document (its tables and lists copied, the values shared)."""
    if isinstance(value, dict):
        return {k: deep_copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [deep_copy(v) for v in value]
    return value


# -- messages ----------------------------------------------------------------------------------
_TYPE_NAMES = {bool: "true/false", int: "a whole number", float: "a number", str: "text",
               list: "a list", dict: "a section"}


def type_name(value: Any) -> str:
    """What a value from a file is, in words ("a whole number", "a list")."""
    return _TYPE_NAMES.get(type(value), type(value).__name__)


def show_value(value: Any) -> str:
    """A short description of a value from a file, for "got ..." in messages."""
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (dict, list)):
        return type_name(value)
    text = repr(value)
    if len(text) > 40:
        text = text[:37] + "..."
    return f"text {text}" if isinstance(value, str) else text


EXPECTED = {
    "int_type": "expected a whole number",
    "float_type": "expected a number",
    "string_type": "expected text in quotes",
    "bool_type": "expected true or false",
    "list_type": "expected a list [ ... ]",
    "model_type": "expected a section of fields ([name] or { ... })",
    "dict_type": "expected a section of fields ([name] or { ... })",
    "model_attributes_type": "expected a section of fields ([name] or { ... })",
    "finite_number": "expected a finite number (not nan or inf)",
}
"""What a field expects, by pydantic error type, for the one-line errors."""


def count_got(error: dict[str, Any]) -> str:
    """", got N" for a pydantic length error on text or a list, else empty."""
    value = error.get("input")
    return f", got {len(value)}" if isinstance(value, (str, list)) else ""
