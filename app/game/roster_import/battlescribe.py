"""BattleScribe and New Recruit rosters: ``.ros`` (roster XML), ``.rosz`` (a ZIP holding one
``.ros``) and New Recruit's JSON export of the same document.

XML is parsed by ``defusedxml`` with document types forbidden, so no entity is ever expanded
and nothing outside the file is fetched (a "billion laughs" or an external entity is refused
at its declaration). A ``.rosz`` must hold exactly one ``.ros`` of at most
:data:`~.common.MAX_INPUT_BYTES` uncompressed, with a plain file name; its declared size is
checked before anything is inflated, and inflating stops at the limit.

The XML becomes the same dictionary New Recruit's JSON is (attributes as keys, wrapper
elements as lists, element text under ``"$text"``), and one walker reads both:

- the game system from ``gameSystemId`` (else ``gameSystemName``): Trench Crusade and
  Mordheim only;
- each ``type="model"`` selection is ``number`` models times its parents' numbers, called its
  ``customName`` or ``name``, in the unit of the enclosing ``type="unit"`` selection; its base
  from the ``Base`` characteristic its profiles (or its upgrades') carry, else the base table
  (:mod:`.bases`); its profile and Movement from its model profile (:mod:`.profiles`);
- a ``type="model"`` selection without a model profile (its own, an upgrade's or its
  henchman group's) that its catalogue does not file as a model, such as Trench Crusade's
  stash ("Pile of Stuff"), is not a model: it is listed as such (``Roster.not_models``) and
  never reaches the tray; so are the warband's top-level configuration, grades and campaign
  bookkeeping;
- costs: a selection's costs are for all of its ``number``; a model's cost is its own and its
  upgrades' per model; costs on a unit (New Recruit puts points there) are shared among its
  models. Trench Crusade: ``Ducats`` are the cost and ``Glory Points`` the glory; Mordheim:
  gold crowns (`` gc``/``pts``) the cost, and the ``Warband Rating`` total is the warband's
  rating (never its gold). Cost names are compared without the stray spaces real files
  carry.

Pure Python, no Qt.
"""

from __future__ import annotations

import io
import os
import zipfile
import zlib
from typing import Any
from xml.etree.ElementTree import Element, ParseError

from defusedxml import DefusedXmlException
from defusedxml.ElementTree import fromstring

from .bases import DEFAULT_BASE, mordheim_base, parse_base_text, tc_table
from .common import MAX_INPUT_BYTES, Found, RosterImportError, build_roster, system_of
from .profiles import catalogue_says_model, has_rule, model_profile, movement, not_a_model

ROSTER_NS = "http://www.battlescribe.net/schema/rosterSchema"
BASE_TYPE_ID = "73ae-cc17-596e-0481"
"""The Trench Crusade catalogues' ``Base`` characteristic."""

_COST = {"ducats", "gc", "pts", "points", "gold crowns", "gold"}
_GLORY = {"glory points", "glory"}
_RATING = {"warband rating"}


def _cost_kind(cost: dict[str, Any]) -> str:
    name = " ".join(str(cost.get("name", "")).split()).casefold()
    type_id = str(cost.get("typeId", ""))
    if name in _RATING or type_id == "wb-rating":
        return "rating"
    if name in _GLORY:
        return "glory"
    if name in _COST or type_id == "points":
        return "cost"
    return ""


def _number(value: Any, default: float = 0) -> float:
    try:
        number = float(value)
    except (TypeError, ValueError):
        return default
    return number if number == number and abs(number) < 1e12 else default


def _list(doc: dict[str, Any], key: str) -> list[dict[str, Any]]:
    value = doc.get(key)
    if isinstance(value, dict):  # one element where a list was expected
        value = [value]
    return [v for v in value if isinstance(v, dict)] if isinstance(value, list) else []


# -- the XML as New Recruit's JSON ------------------------------------------------------------
def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def _singular(tag: str) -> str:
    return tag[:-3] + "y" if tag.endswith("ies") else tag[:-1]


def element_doc(element: Element) -> dict[str, Any]:
    """An element as New Recruit writes it in JSON: attributes as keys, a wrapper element
    (``<costs>`` of ``<cost>``) as a list, text under ``"$text"``."""
    doc: dict[str, Any] = dict(element.attrib)
    if element.text and element.text.strip():
        doc["$text"] = element.text
    for child in element:
        tag = _local(child.tag)
        kids = list(child)
        if tag.endswith("s") and not child.attrib and all(
                _local(k.tag) == _singular(tag) for k in kids):
            doc[tag] = [element_doc(k) for k in kids]
        else:
            doc[tag] = element_doc(child)
    return doc


def parse_ros(data: bytes, path: str | os.PathLike[str]) -> dict[str, Any]:
    """A ``.ros`` file's roster as a dictionary; :class:`RosterImportError` for XML that is
    broken, declares a document type or entities, or is not a BattleScribe roster."""
    if len(data) > MAX_INPUT_BYTES:
        raise RosterImportError(path, f"the roster is larger than {MAX_INPUT_BYTES // 2**20} "
                                      "MiB; a real roster is far smaller, so it was not read")
    try:
        root = fromstring(data, forbid_dtd=True, forbid_entities=True, forbid_external=True)
    except DefusedXmlException:
        raise RosterImportError(path, "the XML declares a document type or entities, which a "
                                      "roster never has; it was refused without expanding "
                                      "anything") from None
    except ParseError as exc:
        line, column = getattr(exc, "position", (0, 0))
        raise RosterImportError(path, f"the XML is broken or cut short (line {line}, column "
                                      f"{column}): not a complete roster") from None
    except (ValueError, RecursionError) as exc:
        raise RosterImportError(path, f"the XML cannot be read ({exc})") from None
    tag = _local(root.tag)
    if tag != "roster":
        kind = {"catalogue": "a BattleScribe catalogue", "gameSystem": "a BattleScribe game "
                "system"}.get(tag)
        if kind:
            raise RosterImportError(path, f"this is {kind} ({root.get('name', '')[:80]}), the "
                                          "data rosters are built from, not a roster; export "
                                          "the roster from BattleScribe or New Recruit")
        raise RosterImportError(path, f"the XML is a <{tag[:40]}>, not a BattleScribe roster")
    try:
        return element_doc(root)
    except RecursionError:
        raise RosterImportError(path, "the roster is nested too deeply to be real") from None


def unzip_rosz(data: bytes, path: str | os.PathLike[str]) -> bytes:
    """The ``.ros`` inside a ``.rosz``, checked before it is inflated (module docstring)."""
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        members = [i for i in archive.infolist() if not i.is_dir()]
    except (zipfile.BadZipFile, OSError, ValueError, EOFError, zlib.error):
        raise RosterImportError(path, "the .rosz is not a complete ZIP file (cut short or "
                                      "damaged)") from None
    if len(members) != 1:
        raise RosterImportError(path, f"a .rosz holds exactly one .ros; this ZIP holds "
                                      f"{len(members)} files")
    info = members[0]
    name = info.filename
    if (not name.lower().endswith(".ros") or "/" in name or "\\" in name or ".." in name
            or ":" in name or name.startswith(".")):
        raise RosterImportError(path, f"the .rosz holds {name[:80]!r}, not one plain .ros file")
    if info.flag_bits & 0x1:
        raise RosterImportError(path, "the .rosz is encrypted")
    if info.file_size > MAX_INPUT_BYTES:
        raise RosterImportError(path, f"the .ros inside would be {info.file_size // 2**20} MiB "
                                      f"unpacked (at most {MAX_INPUT_BYTES // 2**20} MiB); it "
                                      "was refused without unpacking")
    try:
        with archive.open(info) as handle:
            inner = handle.read(MAX_INPUT_BYTES + 1)
    except (zipfile.BadZipFile, OSError, ValueError, EOFError, NotImplementedError,
            RuntimeError, zlib.error):
        raise RosterImportError(path, "the .ros inside the .rosz cannot be unpacked (cut "
                                      "short or damaged)") from None
    if len(inner) > MAX_INPUT_BYTES:
        raise RosterImportError(path, "the .ros inside unpacks to more than it says; it was "
                                      "refused")
    return inner


# -- the walk --------------------------------------------------------------------------------
class _Walk:
    def __init__(self, system: str, path: str | os.PathLike[str]) -> None:
        self.system = system
        self.path = path
        self.found: list[Found] = []
        self.not_models: list[str] = []
        self.rating_sum = 0.0
        self.cost_sum = 0.0

    def costs(self, selection: dict[str, Any], multiplier: float) -> dict[str, float]:
        out = {"cost": 0.0, "glory": 0.0, "rating": 0.0}
        for cost in _list(selection, "costs"):
            kind = _cost_kind(cost)
            if kind:
                out[kind] += _number(cost.get("value"))
        self.rating_sum += out["rating"] * multiplier
        self.cost_sum += out["cost"] * multiplier
        return out

    def own(self, selection: dict[str, Any], multiplier: float) -> dict[str, float]:
        """The costs of ``selection`` and its upgrades (not of models or units in it)."""
        total = self.costs(selection, multiplier)
        for child in _list(selection, "selections"):
            if child.get("type") not in ("model", "unit"):
                for k, v in self.own(child, multiplier).items():
                    total[k] += v
        return total

    def walk(self, selections: list[dict[str, Any]], multiplier: float, unit: str,
             depth: int = 0, unit_profile: dict[str, str] | None = None) -> None:
        if depth > 40:
            raise RosterImportError(self.path, "the roster is nested too deeply to be real")
        for s in selections:
            number = max(0.0, _number(s.get("number", 1), 1))
            kind = s.get("type")
            if kind == "model":
                self.model(s, number, multiplier, unit, unit_profile)
                self.walk([c for c in _list(s, "selections") if c.get("type") in ("model",
                                                                                   "unit")],
                          multiplier * max(number, 1), unit, depth + 1)
            elif kind == "unit":
                name = str(s.get("customName") or s.get("name") or "").strip()
                before = len(self.found)
                shared = self.own(s, multiplier)
                self.walk(_list(s, "selections"), multiplier * max(number, 1), name, depth + 1,
                          model_profile(s, self.system))
                if len(self.found) == before and name:
                    self.not_models.append(name)
                self.share(self.found[before:], shared)
            elif _has_models(s):  # an upgrade or a group holding models
                self.walk(_list(s, "selections"), multiplier * max(number, 1), unit, depth + 1,
                          unit_profile)
            elif depth == 0:  # the warband's configuration, grades, campaign bookkeeping
                self.not_models.append(_title(s))

    def share(self, models: list[Found], shared: dict[str, float]) -> None:
        """A unit's own costs (New Recruit puts points there) shared among its models in
        whole ducats or crowns: each model the same, and what does not divide evenly on its
        first model, so the unit still costs what the roster says (S7)."""
        count = sum(m.count for m in models)
        if not count:
            return
        for kind in ("cost", "glory"):
            total = round(sum(getattr(m, kind) * m.count for m in models) + shared[kind])
            for m in models:
                setattr(m, kind, float(int(getattr(m, kind) + shared[kind] / count + 1e-9)))
            rest = total - sum(getattr(m, kind) * m.count for m in models)
            if rest > 0:
                first = models[0]
                if first.count > 1:
                    first.count -= 1
                    one = Found(first.name, first.kind, 1, first.base, first.base_source,
                                first.unit, first.cost, first.glory, first.status,
                                list(first.notes))
                    self.found.insert(self.found.index(first), one)
                    models.insert(0, one)
                    first = one
                setattr(first, kind, getattr(first, kind) + rest)

    def is_model(self, s: dict[str, Any], kind: str) -> bool:
        """A selection without a model profile is a model only when its catalogue says so:
        its categories are a model's, or (Trench Crusade) the base table built from the
        catalogues knows the model; never a stash or the configuration."""
        if not_a_model(s):
            return False
        if catalogue_says_model(s):
            return True
        return self.system == "trench-crusade" and tc_table().by_name(kind) is not None

    def model(self, s: dict[str, Any], number: float, multiplier: float, unit: str,
              unit_profile: dict[str, str] | None = None) -> None:
        kind = " ".join(str(s.get("name") or "").split())
        name = " ".join(str(s.get("customName") or "").split()) or kind or "Model"
        profile = model_profile(s, self.system)
        if profile is None:
            profile = unit_profile
        if profile is None:
            if not self.is_model(s, kind):
                self.not_models.append(name)
                return
            profile = {}
        count = int(round(number * multiplier))
        if count <= 0:
            return
        own = self.own(s, multiplier)
        per = max(number, 1)
        base, source, notes = self.base_of(s, kind)
        move_in, move_type = movement(profile, self.system)
        self.found.append(Found(name, kind, count, base, source, unit, own["cost"] / per,
                                own["glory"] / per, notes=notes, move_in=move_in,
                                move_type=move_type, profile=profile))

    def base_of(self, s: dict[str, Any], kind: str):  # noqa: ANN201
        text = _base_text(s)
        notes: list[str] = []
        if text:
            try:
                return parse_base_text(text), "roster", notes
            except ValueError as exc:
                notes.append(str(exc))
        if self.system == "mordheim":
            t = mordheim_base(kind, large=has_rule(s, "large target"))
            return t.base, t.source, notes + [t.note]
        t = tc_table().by_name(kind)
        if t is not None:
            return t.base, t.source, notes + ([t.note] if t.note else [])
        return DEFAULT_BASE, "guess", notes + [f"no base is known for {kind}"]


def _title(s: dict[str, Any]) -> str:
    return " ".join(str(s.get("customName") or s.get("name") or "").split())


def _has_models(s: dict[str, Any], depth: int = 0) -> bool:
    if depth > 40:
        return False
    return any(c.get("type") in ("model", "unit") or _has_models(c, depth + 1)
               for c in _list(s, "selections"))


def _base_text(s: dict[str, Any], depth: int = 0) -> str:
    """The ``Base`` characteristic of the selection's profiles, else of its upgrades'."""
    for profile in _list(s, "profiles"):
        for ch in _list(profile, "characteristics"):
            if ch.get("typeId") == BASE_TYPE_ID or str(ch.get("name", "")).strip().casefold() \
                    == "base":
                text = str(ch.get("$text", "")).strip()
                if text:
                    return text
    if depth < 10:
        for child in _list(s, "selections"):
            if child.get("type") not in ("model", "unit"):
                text = _base_text(child, depth + 1)
                if text:
                    return text
    return ""


def _forces(forces: list[dict[str, Any]], depth: int = 0) -> list[dict[str, Any]]:
    out = []
    for force in forces:
        out.append(force)
        if depth < 10:
            out.extend(_forces(_list(force, "forces"), depth + 1))
    return out


def roster_from_doc(doc: dict[str, Any], path: str | os.PathLike[str], *, json_export: bool):
    """The app's roster (:class:`~app.game.rosters.Roster`) for a BattleScribe roster
    document (from :func:`parse_ros`, or New Recruit's JSON ``roster``)."""
    system = system_of(str(doc.get("gameSystemId", "")), str(doc.get("gameSystemName", "")),
                       path)
    walk = _Walk(system, path)
    forces = _forces(_list(doc, "forces"))
    if not forces:
        raise RosterImportError(path, "the roster has no force (no warband in it)")
    for force in forces:
        walk.walk(_list(force, "selections"), 1.0, "")
    totals = {"cost": 0.0, "glory": 0.0, "rating": 0.0}
    has = set()
    for cost in _list(doc, "costs"):
        kind = _cost_kind(cost)
        if kind:
            totals[kind] += _number(cost.get("value"))
            has.add(kind)
    faction = next((str(f.get("catalogueName", "")).strip() for f in forces
                    if f.get("catalogueName")), "")
    if system == "mordheim":
        rating = totals["rating"] if "rating" in has else walk.rating_sum
    else:
        rating = totals["cost"] if "cost" in has else walk.cost_sum
    stored = {}
    if system == "trench-crusade" and "cost" in has:  # the ducats and glory the file totals
        stored = {"ducats": max(0.0, totals["cost"])}
        if totals["glory"] > 0:
            stored["glory"] = totals["glory"]
    generated = str(doc.get("generatedBy", "")).casefold()
    tool = "New Recruit" if "newrecruit" in generated or json_export else "BattleScribe"
    return build_roster(path, walk.found, system=system, name=str(doc.get("name", "")),
                        faction=faction, rating=int(rating + 0.5) if rating > 0 else 0,
                        tool=tool, revision=str(doc.get("gameSystemRevision", "")),
                        not_models=walk.not_models, file_ratings=stored)


def read_ros(data: bytes, path: str | os.PathLike[str]):  # noqa: ANN201 - Roster
    return roster_from_doc(parse_ros(data, path), path, json_export=False)


def read_rosz(data: bytes, path: str | os.PathLike[str]):  # noqa: ANN201 - Roster
    return read_ros(unzip_rosz(data, path), path)


def read_newrecruit_json(doc: dict[str, Any], path: str | os.PathLike[str]):  # noqa: ANN201
    inner = doc.get("roster") if isinstance(doc.get("roster"), dict) else doc
    return roster_from_doc(inner, path, json_export=True)


__all__ = ["element_doc", "parse_ros", "read_newrecruit_json", "read_ros", "read_rosz",
           "roster_from_doc", "unzip_rosz"]
