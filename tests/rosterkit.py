"""Rosters the way BattleScribe, New Recruit and Trench Companion export them, built by the
tests from the real catalogues in ``../shared/real-rosters/`` (test inputs only: they are
read from there, never copied into the project).

    doc = roster_doc("trench-crusade", "Black Grail.cat", [model("Plague Knight", 3), ...])
    write_ros(doc, path)        # BattleScribe .ros (XML)
    write_rosz(doc, path)       # .rosz: a ZIP holding one .ros
    write_nr_json(doc, path)    # New Recruit's JSON export
    write_companion(path, "Grail Host", "fc_cultoftheblackgrail", [member("md_plagueknight")])

A picked entry copies what the catalogue gives it, as the tools do: its profiles (with their
characteristics, so a Trench Crusade model brings its ``Base``) and its costs, times its
``number`` (a selection's costs are for all of its models).
"""

from __future__ import annotations

import json
import os
import zipfile
from pathlib import Path
from typing import Any
from xml.etree import ElementTree as ET
from xml.sax.saxutils import escape, quoteattr

import pytest

REAL = Path(os.environ.get("TABLE_MARSHAL_REAL_ROSTERS",
                           Path(__file__).resolve().parents[2] / "shared" / "real-rosters"))
CAT_NS = "{http://www.battlescribe.net/schema/catalogueSchema}"
GST_NS = "{http://www.battlescribe.net/schema/gameSystemSchema}"
SYSTEMS = {
    "trench-crusade": ("catalogues/trench-crusade", "Trench Crusade.gst"),
    "mordheim": ("catalogues/mordheim", "Mordheim.gst"),
}


def need_real() -> Path:
    """The real-rosters folder; the test is skipped where it is absent."""
    if not REAL.is_dir():
        pytest.skip(f"no real rosters at {REAL}")
    return REAL


def real_files() -> list[Path]:
    return sorted(p for p in REAL.rglob("*") if p.is_file()) if REAL.is_dir() else []


def _entries(root: ET.Element) -> dict[tuple[str, str], ET.Element]:
    out: dict[tuple[str, str], ET.Element] = {}
    for se in root.iter(CAT_NS + "selectionEntry"):
        out.setdefault((se.get("name", "").strip(), se.get("type", "")), se)
    return out


class Catalogue:
    def __init__(self, system: str, file: str) -> None:
        folder, gst = SYSTEMS[system]
        self.root = ET.parse(need_real() / folder / file).getroot()
        self.system = ET.parse(REAL / folder / gst).getroot()
        self.entries = _entries(self.root)
        self.cost_names = {c.get("id"): c.get("name") for c in
                           self.system.iter(GST_NS + "costType")}
        self.category_names = {c.get("id"): c.get("name") for c in
                               self.system.iter(GST_NS + "categoryEntry")}
        self.rule_names = {r.get("id"): r.get("name") for r in self.root.iter(CAT_NS + "rule")}

    def entry(self, name: str, kind: str = "model") -> ET.Element:
        for k in (kind, "model", "unit", "upgrade"):
            if (name, k) in self.entries:
                return self.entries[(name, k)]
        raise KeyError(name)


def model(name: str, number: int = 1, custom: str | None = None,
          upgrades: tuple[str, ...] = (), costs: dict[str, float] | None = None
          ) -> dict[str, Any]:
    """``costs``: the selection's own costs by name instead of the catalogue's (a campaign
    stash's running total, often negative)."""
    return {"kind": "model", "entry": name, "number": number, "custom": custom,
            "upgrades": upgrades, "costs": costs}


def unit(name: str, *models: dict[str, Any], number: int = 1, custom: str | None = None,
         entry: str | None = None) -> dict[str, Any]:
    return {"kind": "unit", "entry": entry or name, "number": number, "custom": custom,
            "models": list(models)}


def _profiles(se: ET.Element) -> list[dict[str, Any]]:
    out = []
    for p in se.findall(f"{CAT_NS}profiles/{CAT_NS}profile"):
        out.append({"characteristics": [
            {"$text": c.text or "", "name": c.get("name"), "typeId": c.get("typeId")}
            for c in p.findall(f"{CAT_NS}characteristics/{CAT_NS}characteristic")],
            "id": p.get("id"), "name": p.get("name"), "hidden": False,
            "typeId": p.get("typeId"), "typeName": p.get("typeName"), "from": "entry"})
    return out


def _categories(cat: Catalogue, se: ET.Element) -> list[dict[str, Any]]:
    """The entry's categories as a roster lists them (New Recruit and BattleScribe copy each
    ``categoryLink`` of the entry into the selection's ``categories``)."""
    return [{"id": f"c{next(_ids):05d}", "name": c.get("name") or
             cat.category_names.get(c.get("targetId"), ""), "entryId": c.get("targetId"),
             "primary": c.get("primary", "false") == "true"}
            for c in se.findall(f"{CAT_NS}categoryLinks/{CAT_NS}categoryLink")]


def _rules(cat: Catalogue, se: ET.Element) -> list[dict[str, Any]]:
    """The rules the entry links (``infoLink type="rule"``), as a roster copies them."""
    return [{"id": i.get("targetId"), "name": i.get("name") or
             cat.rule_names.get(i.get("targetId"), ""), "hidden": False}
            for i in se.findall(f"{CAT_NS}infoLinks/{CAT_NS}infoLink")
            if i.get("type") == "rule"]


def _costs(cat: Catalogue, se: ET.Element, number: int) -> list[dict[str, Any]]:
    # a roster names each cost as the game system's cost type does, stray spaces and all
    return [{"name": cat.cost_names.get(c.get("typeId"), c.get("name")),
             "typeId": c.get("typeId"), "value": float(c.get("value", 0)) * number}
            for c in se.findall(f"{CAT_NS}costs/{CAT_NS}cost")]


_ids = iter(range(10**6))


def _selection(cat: Catalogue, pick: dict[str, Any]) -> dict[str, Any]:
    se = cat.entry(pick["entry"], pick["kind"])
    doc: dict[str, Any] = {
        "id": f"s{next(_ids):05d}", "name": se.get("name"), "entryId": se.get("id"),
        "number": pick["number"], "type": se.get("type") if pick["kind"] == "model" else "unit",
        "from": "entry"}
    if pick.get("custom"):
        doc["customName"] = pick["custom"]
    profiles = _profiles(se)
    if profiles:
        doc["profiles"] = profiles
    rules = _rules(cat, se)
    if rules:
        doc["rules"] = rules
    categories = _categories(cat, se)
    if categories:
        doc["categories"] = categories
    children = []
    if pick["kind"] == "unit":
        children = [_selection(cat, m) for m in pick["models"]]
        doc["costs"] = []  # a henchman group carries no gold; its models do
    else:
        doc["costs"] = _costs(cat, se, pick["number"])
        if pick.get("costs"):
            doc["costs"] = [{"name": c["name"], "typeId": c["typeId"],
                             "value": pick["costs"].get(c["name"].strip(), 0)}
                            for c in doc["costs"]] or [
                {"name": n, "typeId": n, "value": v} for n, v in pick["costs"].items()]
        for name in pick.get("upgrades", ()):
            up = cat.entry(name, "upgrade")
            children.append({"id": f"s{next(_ids):05d}", "name": up.get("name"),
                             "entryId": up.get("id"), "number": pick["number"],
                             "type": "upgrade", "from": "entry",
                             "profiles": _profiles(up), "costs": _costs(cat, up,
                                                                        pick["number"])})
    if children:
        doc["selections"] = children
    return doc


def _total(selections: list[dict[str, Any]], into: dict[tuple[str, str], float]) -> None:
    for s in selections:
        for c in s.get("costs", []):
            into[(c["name"], c["typeId"])] = into.get((c["name"], c["typeId"]), 0) + c["value"]
        _total(s.get("selections", []), into)


def roster_doc(system: str, catalogue: str, picks: list[dict[str, Any]], *,
               name: str = "New Roster", extra_costs: dict[str, float] | None = None,
               generated_by: str = "") -> dict[str, Any]:
    """A roster document (New Recruit's JSON form) from picks of ``catalogue``'s entries.
    ``extra_costs``: more of a cost type on the roster's totals (e.g. a Mordheim warband's
    experience, added to its ``Warband Rating``)."""
    cat = Catalogue(system, catalogue)
    selections = [_selection(cat, p) for p in picks]
    totals: dict[tuple[str, str], float] = {}
    _total(selections, totals)
    for key, value in (extra_costs or {}).items():
        match = next(k for k in totals if k[0].strip() == key)
        totals[match] += value
    doc = {
        "costs": [{"name": n, "typeId": t, "value": v} for (n, t), v in totals.items()],
        "forces": [{"selections": selections, "id": "f0001", "name": "Warband",
                    "entryId": "f-entry", "catalogueId": cat.root.get("id"),
                    "catalogueRevision": int(cat.root.get("revision", 1)),
                    "catalogueName": cat.root.get("name")}],
        "id": "r0001", "name": name, "battleScribeVersion": "2.03",
        "gameSystemId": cat.system.get("id"), "gameSystemName": cat.system.get("name"),
        "gameSystemRevision": int(cat.system.get("revision", 1)),
        "xmlns": "http://www.battlescribe.net/schema/rosterSchema",
    }
    if generated_by:
        doc["generatedBy"] = generated_by
    return doc


def _singular(tag: str) -> str:
    return tag[:-3] + "y" if tag.endswith("ies") else tag[:-1]


def _xml(tag: str, doc: dict[str, Any]) -> str:
    attrs = "".join(f" {k}={quoteattr(_text(v))}" for k, v in doc.items()
                    if not isinstance(v, (list, dict)) and k != "$text")
    inner = escape(doc.get("$text", ""))
    for key, value in doc.items():
        if isinstance(value, list):
            inner += f"<{key}>" + "".join(_xml(_singular(key), v) for v in value) + f"</{key}>"
    return f"<{tag}{attrs}>{inner}</{tag}>" if inner else f"<{tag}{attrs}/>"


def _text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return f"{value:.1f}"
    return str(value)


def ros_text(doc: dict[str, Any]) -> str:
    body = _xml("roster", {k: v for k, v in doc.items()})
    return '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' + body


def write_ros(doc: dict[str, Any], path: Path) -> Path:
    path.write_text(ros_text(doc), encoding="utf-8")
    return path


def write_rosz(doc: dict[str, Any], path: Path, inner: str = "") -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr(inner or path.with_suffix(".ros").name, ros_text(doc))
    return path


def write_nr_json(doc: dict[str, Any], path: Path) -> Path:
    doc = {**doc, "generatedBy": "https://newrecruit.eu"}
    path.write_text(json.dumps({"roster": doc}, ensure_ascii=False), encoding="utf-8")
    return path


# -- Trench Companion --------------------------------------------------------------------------
def member(model_id: str, cost: int = 0, *, name: str = "", state: str = "active",
           glory: int = 0, base: list[int] | None = None) -> dict[str, Any]:
    """One warband member as a Companion download holds it."""
    n = next(_ids)
    out = {"purchase": {"cost_value": cost, "cost_type": 0, "count_limit": True,
                        "count_cap": True, "sell_item": True, "sell_full": True,
                        "purchaseid": f"p{n}", "faction_rel_id": f"rel_fc_{model_id}",
                        "modelpurch": True},
           "model": {"id": f"m{n}", "name": name, "source": "", "tags": {}, "contextdata": {},
                     "model": model_id, "subproperties": [], "notes": [], "active": state,
                     "equipment": [], "list_upgrades": [], "list_injury": [], "list_skills": [],
                     "list_modelequipment": [], "experience": 0, "elite": False,
                     "recruited": True, "scar_reserves": 0,
                     "stat_selections": [{"base": base}] if base else []}}
    if glory:
        out["model"]["equipment"].append({"purchase": {"cost_value": glory, "cost_type": 1},
                                          "equipment": {"id": f"e{n}"}})
    return out


def write_companion(path: Path, name: str, faction: str, members: list[dict[str, Any]],
                    ducat_bank: int = 0) -> Path:
    doc = {"id": f"wb_{name.lower().replace(' ', '')}", "name": name, "source": "", "tags": {},
           "contextdata": {}, "ducat_bank": ducat_bank, "glory_bank": 0,
           "context": {}, "exploration": {}, "faction": {"faction_property": {
               "object_id": faction}}, "models": members, "equipment": [], "notes": [],
           "debts": {"ducats": 0, "glory": 0}, "modifiers": [], "fireteams": [],
           "consumables": [], "restrictions_list": []}
    path.write_text(json.dumps(doc, indent=1), encoding="utf-8")
    return path


def saved_roster(folder: Path, system: str, warband: str,
                 entries: list[tuple[str, Any, str, int, int]]) -> Path:
    """A roster the player saved from the roster editor on an earlier evening, as
    ``folder/<warband>.json``. ``entries``: (name, base, unit, count, cost) with the base a
    round base's diameter in mm or an oval's (length, width) in mm."""
    from app.game.rosters import Roster, RosterEntry, save_roster
    from app.rules.bases import Base

    path = Path(folder) / f"{warband}.json"
    save_roster(Roster(warband, system=system, warband=warband, models=[
        RosterEntry(name, Base.round(mm) if isinstance(mm, (int, float)) else
                    Base("oval", length_mm=mm[0], width_mm=mm[1]), unit, count, cost)
        for name, mm, unit, count, cost in entries]), path)
    return path
