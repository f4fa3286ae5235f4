"""Shared by the file loaders (game, scenario, roster): reading a small text file they are
about to validate, and naming the field a validation error points at."""

from __future__ import annotations

import os
from typing import Any, Callable

from .limits import key_text, one_line


class FileFieldError(Exception):
    """Base of the loaders' errors: ``path`` (the file), ``field`` (where in it, dotted with
    list indices; empty when the whole file is at fault) and ``message`` (what was expected).
    ``str()`` is one line: ``"<path>: <field>: <message>"``; a line break or other unprintable
    character in any of them is escaped (:func:`app.game.limits.one_line`), so a key or value
    copied from a broken file can never split the message."""

    def __init__(self, path: str | os.PathLike[str], field: str, message: str) -> None:
        self.path = str(path)
        self.field = field
        self.message = message
        where = f"{self.path}: {one_line(field)}: " if field else f"{self.path}: "
        super().__init__(where + one_line(message))


def read_text(path: str | os.PathLike[str], max_bytes: int, fail: Callable[[str], Exception],
              *, too_large: str, expected: str) -> str:
    """The file's text, decoded as UTF-8 (a byte-order mark is allowed).

    Raises ``fail(message)`` — the loader's own error, naming the file — when the file cannot
    be read, holds more than ``max_bytes`` (``too_large`` says why that is wrong), is empty or
    blank, or is not UTF-8 (``expected`` names the format, e.g. ``"UTF-8 JSON"``). Only reads:
    the file is never modified, moved or deleted.
    """
    return read_utf8(path, max_bytes, fail, too_large=too_large, expected=expected)[1]


def read_utf8(path: str | os.PathLike[str], max_bytes: int, fail: Callable[[str], Exception],
              *, too_large: str, expected: str) -> tuple[bytes, str]:
    """:func:`read_text`, with the file's bytes as well (without a byte-order mark): a JSON
    reader given them skips encoding the text again (issue 35)."""
    try:
        with open(path, "rb") as handle:
            raw = handle.read(max_bytes + 1)
    except OSError as exc:
        raise fail(f"cannot read the file ({exc.strerror or exc})") from None
    if len(raw) > max_bytes:
        raise fail(too_large)
    if not raw.strip():
        raise fail(f"the file is empty (expected {expected})")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise fail(f"not a text file (a byte at position {exc.start} is not UTF-8; expected "
                   f"{expected})") from None
    return (raw[3:] if raw.startswith(b"\xef\xbb\xbf") else raw), text


def field_path(loc: tuple[Any, ...]) -> str:
    """A pydantic error location as the field path players see: ``("models", 3, "x_in")``
    becomes ``"models[3].x_in"``; a key that is not a plain word is quoted on one line
    (``models[3].base."\\n"``, ``"":``; :func:`app.game.limits.key_text`)."""
    path = ""
    for part in loc:
        if isinstance(part, int):
            path += f"[{part}]"
        else:
            path += ("." if path else "") + key_text(part)
    return path
