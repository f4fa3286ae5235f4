"""Base sizes for imported rosters (G1: millimetres): parsing a roster's ``Base`` text and
the base tables shipped in ``resources/bases/`` for rosters that carry none.

    parse_base_text("40 mm")      # Base round 40
    parse_base_text("30x60mm")    # Base oval 60 x 30: two numbers are an oval, long axis first
    tc_table().by_id("md_lionofjabir")   # TableBase(base, source, note)
    mordheim_base("Rat Ogre")     # TableBase(40 mm, "guess", ...): the table names the kind
    mordheim_base("Beast", large=True)  # the large default: the catalogue marks it large

Pure Python, no Qt.
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from app.paths import resources_dir
from app.rules.bases import Base

BASE_MIN_MM, BASE_MAX_MM = 5.0, 500.0
_NUMBER = r"[0-9]+(?:[.,][0-9]+)?"
_BASE_TEXT = re.compile(rf"^\s*({_NUMBER})\s*(?:mm)?\s*(?:[x\u00d7*]\s*({_NUMBER})\s*(?:mm)?)?"
                        r"\s*(?:round|oval|base)?\s*$", re.IGNORECASE)


def parse_base_text(text: str) -> Base:
    """The base ``text`` names: ``"25mm"``, ``"40 mm"``, ``"32"`` (round) or ``"30x60mm"``
    (an oval, its long axis first whichever way round it is written). ``ValueError`` with a
    sentence for anything else or a size outside 5..500 mm."""
    match = _BASE_TEXT.match(text or "")
    if not match:
        raise ValueError(f"the base {text.strip()!r} is not a size in millimetres "
                         "(expected e.g. 25mm or 30x60mm)")
    numbers = [float(n.replace(",", ".")) for n in match.groups() if n]
    if any(not BASE_MIN_MM <= n <= BASE_MAX_MM for n in numbers):
        raise ValueError(f"the base {text.strip()!r} is not {BASE_MIN_MM:g} to "
                         f"{BASE_MAX_MM:g} mm")
    numbers = [int(n) if n.is_integer() else n for n in numbers]
    if len(numbers) == 1 or numbers[0] == numbers[1]:
        return Base.round(numbers[0])
    return Base("oval", length_mm=max(numbers), width_mm=min(numbers))


@dataclass(frozen=True)
class TableBase:
    """A base from a table: ``source`` ``"table"`` (a known fact) or ``"guess"``; ``note``
    says why it is a guess (two sources disagree, the model has a choice of bases)."""

    base: Base
    source: str
    note: str = ""


DEFAULT_BASE = Base.round(25)
"""The base of a model nobody knows anything about (a guess)."""


class TrenchCrusadeTable:
    """``resources/bases/trench-crusade.csv``: one row per model (Trench Companion id, the
    Companion's base, the New Recruit catalogue's base, the choices Companion offers)."""

    def __init__(self, rows: list[dict[str, str]]) -> None:
        self._by_id: dict[str, dict[str, str]] = {}
        self._by_name: dict[str, dict[str, str]] = {}
        for row in rows:
            if row.get("companion_id"):
                self._by_id.setdefault(row["companion_id"], row)
            self._by_name.setdefault(row["model"].strip().casefold(), row)

    def name_of(self, model_id: str) -> str:
        row = self._by_id.get(model_id)
        return row["model"] if row else ""

    def by_id(self, model_id: str) -> TableBase | None:
        """The base of the Companion model ``model_id`` (Companion's own value first)."""
        row = self._by_id.get(model_id)
        return _tc_row(row, prefer="companion_base") if row else None

    def by_name(self, name: str) -> TableBase | None:
        """The base of the model called ``name`` (the catalogue's value first)."""
        row = self._by_name.get(name.strip().casefold())
        return _tc_row(row, prefer="catalogue_base") if row else None


def _tc_row(row: dict[str, str], prefer: str) -> TableBase | None:
    other = "catalogue_base" if prefer == "companion_base" else "companion_base"
    first, second = row.get(prefer, "").strip(), row.get(other, "").strip()
    options = [o for o in row.get("options", "").split("|") if o.strip()]
    text = first or second or (options[0] if options else "")
    if not text:
        return None
    base = parse_base_text(text)
    if len(options) > 1:
        shown = " or ".join(parse_base_text(o).size_label for o in options)
        return TableBase(base, "guess", f"{row['model']} may stand on {shown}")
    if first and second and parse_base_text(first) != parse_base_text(second):
        return TableBase(base, "guess", f"Trench Companion says {parse_base_text(row['companion_base']).size_label}, "
                                        f"New Recruit {parse_base_text(row['catalogue_base']).size_label}")
    return TableBase(base, "table")


def _rows(path: Path) -> list[dict[str, str]]:
    with open(path, encoding="utf-8", newline="") as handle:
        lines = [line for line in handle if not line.startswith("#")]
    return list(csv.DictReader(lines))


@lru_cache(maxsize=1)
def tc_table() -> TrenchCrusadeTable:
    return TrenchCrusadeTable(_rows(resources_dir() / "bases" / "trench-crusade.csv"))


@lru_cache(maxsize=1)
def _mordheim_rows() -> tuple[tuple[str, Base, str], ...]:
    return tuple((r["model"].strip(), parse_base_text(r["base"]), r.get("match", "").strip())
                 for r in _rows(resources_dir() / "bases" / "mordheim.csv"))


def mordheim_base(name: str, large: bool = False) -> TableBase:
    """The base guessed for a Mordheim model by its kind only (``name``, e.g. "Rat Ogre"):
    the table's row for the kind, else the large default when ``large`` (the catalogue marks
    the model a large creature: its "Large Target" rule), else the default. Never from
    experience or Warband Rating: a hero's experience is not his size. Always a guess:
    Mordheim's data has no bases."""
    key = name.strip().casefold()
    words = re.findall(r"[^\W_]+", key)
    default = large_base = DEFAULT_BASE
    for model, base, match in _mordheim_rows():
        if model == "*":
            default = base
        elif model == "*large":
            large_base = base
        elif model.casefold() == key:
            return TableBase(base, "guess", "Mordheim rosters carry no bases")
    for model, base, match in _mordheim_rows():
        if match == "kind" and not model.startswith("*"):
            kind = re.findall(r"[^\W_]+", model.casefold())
            if any(words[i:i + len(kind)] == kind for i in range(len(words))):
                return TableBase(base, "guess", "Mordheim rosters carry no bases")
    if large:
        return TableBase(large_base, "guess", "a large creature (its catalogue says Large "
                                              "Target)")
    return TableBase(default, "guess", "Mordheim rosters carry no bases")


__all__ = ["DEFAULT_BASE", "TableBase", "mordheim_base", "parse_base_text", "tc_table"]
