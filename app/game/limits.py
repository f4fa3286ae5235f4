"""Text length limits, one source of truth for the game file schema (:mod:`app.game.saves`),
the roster schema (:mod:`app.game.rosters`) and the input fields of the UI (which pass these
to ``QLineEdit.setMaxLength``), so that anything the app lets a user type and save also loads.

Pure Python, no Qt. All limits are counts of characters.
"""
from __future__ import annotations

import re as _re
from typing import Callable

NAME_MAX = 120
"""Player, warband, model, objective, feature and roster names."""
ROSTER_COUNT_MAX = 200
"""Most models one roster entry may stand for."""
ENTRY_NAME_MAX = NAME_MAX - len(f" {ROSTER_COUNT_MAX}")
"""A roster entry's name: short enough that the model names made from it ("Rat 12", up to
" 200") still fit :data:`NAME_MAX`."""
UNIT_MAX = 64
"""A unit's name (models sharing it activate together)."""
MARK_MAX = 2
"""The letter(s) drawn on a player's bases."""
LABEL_MAX = 8
"""The longest short label a game file may hold (older files have labels up to 8)."""
SHORT_LABEL_MAX = 5
"""A model's short label on the board as the app makes it and lets a player type it."""
COUNTER_NAME_MAX = 80
"""A set-up counter plan's name; counters placed from it are named "<name> <mark><n>", which
must fit :data:`NAME_MAX`."""

# -- issue 20: every limit a file is held to, in one place ---------------------------------------
# The loaders (app.game.saves / save_schema, scenarios, rosters) refuse anything outside these,
# naming the file and the field, so whatever a loader accepts the app can judge, save and open
# again unchanged, and any accepted file opens, checks and saves in well under 2 s (README,
# "File limits"; benchmarks/fuzz_files.py).

BASE_MIN_MM = 5.0
"""The smallest base a file, the roster editor or a command may give a model (any side)."""
BASE_MAX_MM = 500.0
"""The largest base (any side): the roster editor's and the importers' own range."""
MARKER_MAX_MM = 2000.0
"""An objective's or counter's marker diameter (a scenario's zone may be large)."""
COORD_MAX_IN = 1000.0
"""A position is refused if it is farther than this from the table's origin along x or y."""
TABLE_MAX_IN = 1000.0
"""The longest table edge."""
PLAYERS_MAX = 16
PROFILE_MAX = 24
"""The most characteristics a model's profile (from its roster) may hold."""
PROFILE_NAME_MAX, PROFILE_TEXT_MAX = 40, 200
"""The longest name and text of one characteristic of a profile."""
MOVE_MAX = 100.0
"""The most inches a model's Movement may be (R1)."""
MODELS_MAX = 1200
"""The most models a game may hold (issue 21 plays 1000)."""
CROWD_IN = 8.0
"""The longest range a rule measures between two models (M10's 8 in)."""
CROWD_PAIRS_MAX = 40_000
"""The most pairs of models on the table whose centres may stand within :data:`CROWD_IN` of
each other. The rules measure every such pair, so a pile of bases stacked on one spot
(1000 of them make 499,500 pairs) would take seconds to judge; issue 21's full table of
1000 models has 26,400. At the limit, 1200 oval bases each overlapping its neighbours open,
check and save in under 2 s (benchmarks/crowded_files.py)."""
OBJECTIVES_MAX = 100
TERRAIN_MAX = 200
ROSTER_ENTRIES_MAX = 1000
LOG_MAX = 20000
"""The most lines the event log may hold (a 5,000-step evening writes about 10,000)."""
LOG_TEXT_MAX = 2000
"""The longest line of the event log."""
LOG_KIND_MAX = 40
STEP_TEXT_MAX = 400
"""The longest name of an undo step (Edit ▸ Undo "...")."""
NOTE_MAX = 2000
"""A scenario's or set-up plan's note, a counter's text (the only texts that may hold line
breaks)."""
GAME_MAX_BYTES = 16 * 1024 * 1024
"""A game file larger than this is refused (a 5,000-step game is a few MB)."""

_BAD_TEXT = _re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")
"""Lone surrogates (which cannot be written as UTF-8), C0/C1 control characters and the
Unicode line/paragraph separators; tab and newline are judged separately."""
_NAMES = {"\t": "a tab", "\n": "a line break", "\r": "a carriage return"}


def text_problem(text: str, multiline: bool = False) -> str:
    """Why ``text`` may not be in a file ("" when it may): a lone surrogate, a control
    character, or a line break where the field is one line (``multiline``: a note)."""
    if text.isprintable() and text.isascii():
        return ""
    for i, ch in enumerate(text):
        if ch == "\n" and multiline or ch == "\t" and multiline:
            continue
        if ch in _NAMES or _BAD_TEXT.match(ch):
            what = _NAMES.get(ch) or (
                f"a lone surrogate (U+{ord(ch):04X})" if "\ud800" <= ch <= "\udfff"
                else f"a control character (U+{ord(ch):04X})")
            return f"holds {what} at character {i + 1}; expected plain one-line text" if \
                not multiline else f"holds {what} at character {i + 1}; expected plain text"
    return ""


def clean_text(text: str, multiline: bool = False, limit: int | None = None) -> str:
    """``text`` made fit for a file: a lone surrogate becomes U+FFFD, a control character (or
    a line break in one-line text) a space, and it is cut to ``limit`` characters. For texts
    the app writes itself (undo step names, log lines), so no command can make a game the
    app cannot save."""
    if not (text.isprintable() and text.isascii()):
        def fix(m: "_re.Match[str]") -> str:
            ch = m.group()
            return "\ufffd" if "\ud800" <= ch <= "\udfff" else " "
        fixed = _BAD_TEXT.sub(fix, text)
        if not multiline:
            fixed = fixed.replace("\t", " ").replace("\n", " ")
        if fixed != text:  # else keep the very object (a Phrase keeps its parts, issue 34)
            text = fixed
    if limit is not None and len(text) > limit:
        text = text[:limit - 1] + "\u2026"
    return text


def quote(value: object) -> str:
    """A key or value as a message shows it: repr-like in double quotes, on one line, every
    character that is not printable (line breaks, control characters, lone surrogates)
    escaped, long text cut: ``"a\\nb"``, ``""``."""
    text = str(value)
    out = []
    for ch in text[:80]:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ch.isprintable() and not ("\ud800" <= ch <= "\udfff"):
            out.append(ch)
        elif ch in "\n\r\t":
            out.append({"\n": "\\n", "\r": "\\r", "\t": "\\t"}[ch])
        else:
            out.append(f"\\u{ord(ch):04x}" if ord(ch) < 0x10000 else f"\\U{ord(ch):08x}")
    return '"' + "".join(out) + ('…"' if len(text) > 80 else '"')


def one_line(text: str) -> str:
    """``text`` with every line break and unprintable character escaped (messages)."""
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() and not ("\ud800" <= ch <= "\udfff")
                   else quote(ch)[1:-1] for ch in text)


_PLAIN_KEY = _re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_\-/ .:#]*$")


def key_text(key: object) -> str:
    """A dict key as a field path shows it: plain when it is a plain word, else quoted."""
    text = str(key)
    return text if _PLAIN_KEY.match(text) and "." not in text else quote(text)


def check_texts(node: object, fail: Callable[[str, str], None],
                multiline: Callable[[str], bool] | None = None, where: str = "",
                depth: int = 0) -> None:
    """Walk a parsed document (dicts, lists, strings) and call ``fail(field, message)`` (which
    raises the loader's own error) at the first key or text value holding a lone surrogate, a
    control character or a line break, or at an empty key; ``multiline(field)``: True for
    the fields whose text may hold line breaks and tabs (notes)."""
    if depth > 60:
        fail(where, "nested too deeply")
    if isinstance(node, str):
        problem = text_problem(node, bool(multiline and multiline(where)))
        if problem:
            fail(where, problem)
    elif isinstance(node, dict):
        for key, value in node.items():
            name = key_text(key)
            here = f"{where}.{name}" if where else name
            if not isinstance(key, str) or key == "":
                fail(here, "an empty key names nothing; remove it")
            problem = text_problem(key)
            if problem:
                fail(here, "the key " + problem.split(";")[0])
            check_texts(value, fail, multiline, here, depth + 1)
    elif isinstance(node, list):
        for i, value in enumerate(node):
            check_texts(value, fail, multiline, f"{where}[{i}]", depth + 1)


_ESCAPE = _re.compile(r'\\[nrtbf]|\\u(?:[dD][89a-fA-F]|00[0-1]|007[fF]|00[89]|202[89])')
_RAW_BAD = _re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")
_EMPTY_KEY = _re.compile(r'""\s*:')
_ASCII_BAD = bytes(range(0x20)).replace(b"\n", b"") + b"\x7f"
""":data:`_RAW_BAD`'s characters that are ASCII (a line break is the file's own)."""
_C1_UTF8 = _re.compile(b"\xc2[\x80-\x9f]")
_SEPARATOR_UTF8 = _re.compile(b"\xe2\x80[\xa8\xa9]")
""":data:`_RAW_BAD`'s other characters in UTF-8: U+0080-U+009F, U+2028 and U+2029."""
_ESCAPE_UTF8 = _re.compile(_ESCAPE.pattern.encode("ascii"))
_EMPTY_KEY_UTF8 = _re.compile(_EMPTY_KEY.pattern.encode("ascii"))
""":data:`_ESCAPE` and :data:`_EMPTY_KEY` over the text's bytes (JSON's own whitespace is
ASCII)."""


def json_may_hold_bad_text(raw: str | bytes) -> bool:
    """False when the JSON text ``raw`` surely holds no text :func:`check_texts` would refuse
    (no escaped control character, surrogate or line break, no empty key): the walk over a
    large game is then skipped. Every search is made over the text's bytes (issue 35: over
    a text with one accented name or card suit each search over the characters cost
    a few ms of opening a long evening); a lone surrogate cannot be encoded. ``raw`` may be
    the file's UTF-8 bytes already."""
    if isinstance(raw, bytes):
        data = raw
    else:
        try:
            data = raw.encode("ascii") if raw.isascii() else raw.encode("utf-8")
        except UnicodeEncodeError:
            return True
    if b"\\" in data and _ESCAPE_UTF8.search(data):
        return True
    if b'""' in data and _EMPTY_KEY_UTF8.search(data):
        return True
    if len(data.translate(None, _ASCII_BAD)) != len(data):
        return True
    return (b"\xc2" in data and _C1_UTF8.search(data) is not None) \
        or (b"\xe2" in data and _SEPARATOR_UTF8.search(data) is not None)


def crowded_pairs(points: list[tuple[float, float]], limit: int = CROWD_PAIRS_MAX) -> int:
    """How many pairs of ``points`` (model centres, inches) lie within :data:`CROWD_IN` of
    each other, inclusive; counting stops soon after passing ``limit``. No pair is counted
    for fewer points than could make more than ``limit`` pairs (0 is returned)."""
    n = len(points)
    if n * (n - 1) // 2 <= limit:
        return 0
    import numpy as np

    xy = np.asarray(points, dtype=float)
    reach = CROWD_IN * CROWD_IN
    count = 0
    for start in range(0, n, 256):  # rows of the distance matrix, a block at a time
        block = xy[start:start + 256]
        d2 = ((block[:, None, :] - xy[None, start + 1:, :]) ** 2).sum(axis=2)
        rows = np.arange(len(block))[:, None]
        cols = np.arange(n - start - 1)[None, :]
        count += int(((d2 <= reach) & (cols >= rows)).sum())  # pairs (i, j), j > i
        if count > limit:
            break
    return count
