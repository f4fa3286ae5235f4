"""Roster-import cases for the fuzz (issue 32): rosters the way BattleScribe, New Recruit and
Trench Companion export them, built by tests/rosterkit.py from the real catalogues (the
project's own roster fixtures), mutated by tests/fuzzkit.py's seeded mutator and written as
a ``.ros``, a ``.rosz``, New Recruit's JSON, a Trench Companion download or its share-link
record.

    path, done = make_file(seed, folder)
    outcome = check(path, folder)   # fuzzkit.Outcome

A case is ``refused`` (the importer's one line starting with the file's path), ``accepted``
(the roster imported, then saved, opened and saved byte-identically and placed in a new
game: :func:`fuzzkit.check_roster_file`), ``unsavable`` (imported but the roster file or the
game cannot hold it) or a ``crash`` (anything else raised: ``python -m app roster`` would have
had to print a traceback).
"""

from __future__ import annotations

import io
import json
import random
import zipfile
from functools import lru_cache
from pathlib import Path

import fuzzkit
import rosterkit

CATALOGUES = (("trench-crusade", "Black Grail.cat"), ("trench-crusade", "Trench Pilgrims.cat"),
              ("mordheim", "Skaven.cat"), ("mordheim", "Witch Hunters.cat"),
              ("mordheim", "Orc Mob.cat"), ("mordheim", "Reiklanders.cat"))
COMPANION_MODELS = ("md_plagueknight", "md_grailthrall", "md_lordoftumors", "md_lionofjabir",
                    "md_artillerywitch", "md_trenchpilgrim")


@lru_cache(maxsize=None)
def bases() -> tuple[tuple[str, str], ...]:
    """(form, JSON text) of each seed: ``"battlescribe"`` roster documents (every model of a
    catalogue, several of some, a stash where the catalogue has one) and ``"companion"``
    warband downloads."""
    out: list[tuple[str, str]] = []
    for system, file in CATALOGUES:
        cat = rosterkit.Catalogue(system, file)
        names = [n for (n, k) in cat.entries if k == "model"]
        picks = []
        for i, name in enumerate(names[:10]):
            costs = {"Ducats": -15} if name == "Pile of Stuff" else None
            picks.append(rosterkit.model(name, 1 + i % 3, costs=costs,
                                         custom=f"Fighter {i}" if i % 4 == 1 else None))
        out.append(("battlescribe", json.dumps(rosterkit.roster_doc(system, file, picks,
                                                                    name=f"{file} warband"))))
    members = [rosterkit.member(m, 20 + 5 * i, name=f"Member {i}" if i % 2 else "",
                                glory=i % 2, state=("active", "reserved", "dead")[i % 3])
               for i, m in enumerate(COMPANION_MODELS)]
    doc = {"id": "wb_fuzz", "name": "Fuzz Host", "ducat_bank": 10, "glory_bank": 0,
           "faction": {"faction_property": {"object_id": "fc_cultoftheblackgrail"}},
           "models": members, "fireteams": [], "exploration": {}}
    out.append(("companion", json.dumps(doc)))
    return tuple(out)


def _xml(tag: str, node: object) -> str:
    """rosterkit's roster XML, for whatever a mutation left (a list of numbers, a dict where
    text was): attributes from a dict's plain values, elements from its lists, text from a
    value that is not a dict; keys no XML name allows make broken XML, as a damaged file
    would."""
    from xml.sax.saxutils import escape, quoteattr

    if not isinstance(node, dict):
        return f"<{tag}>{escape(rosterkit._text(node))}</{tag}>"
    attrs = "".join(f" {k}={quoteattr(rosterkit._text(v))}" for k, v in node.items()
                    if not isinstance(v, (list, dict)) and k != "$text")
    inner = escape(str(node.get("$text", "")))
    for key, value in node.items():
        if isinstance(value, list):
            inner += f"<{key}>" + "".join(_xml(rosterkit._singular(key), v) for v in value) \
                + f"</{key}>"
    return f"<{tag}{attrs}>{inner}</{tag}>" if inner else f"<{tag}{attrs}/>"


def _rosz(text: bytes, rng: random.Random) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", rng.choice([zipfile.ZIP_DEFLATED, zipfile.ZIP_STORED])) \
            as z:
        z.writestr("warband.ros", text)
    return buffer.getvalue()


def make_file(seed: int, folder: Path) -> tuple[Path, list[str]]:
    """Write import case ``seed`` into ``folder``."""
    rng = random.Random(f"import-{seed}")
    form, base = rng.choice(bases())
    doc = json.loads(base)
    done = fuzzkit.mutate(doc, rng)
    if form == "battlescribe":
        how = rng.choice(["json", "ros", "rosz"])
        if how == "json":
            data = json.dumps({"roster": {**doc, "generatedBy": "https://newrecruit.eu"}},
                              ensure_ascii=rng.random() < 0.7, allow_nan=True)
            raw = data.encode("utf-8", "surrogatepass")
        else:
            raw = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                   + _xml("roster", doc)).encode("utf-8", "surrogatepass")
            if how == "rosz":
                raw = _rosz(raw, rng)
    else:
        how = rng.choice(["json", "share"])
        data = json.dumps(doc, ensure_ascii=rng.random() < 0.7, allow_nan=True)
        if how == "share":
            record = {"id": seed, "warband_id": seed + 1, "campaigns": [], "warband_data": data,
                      "ducat_total": rng.choice([0, 150, 10**7, -3, "many"])}
            data = json.dumps(record, ensure_ascii=rng.random() < 0.7, allow_nan=True)
        raw = data.encode("utf-8", "surrogatepass")
    done.append(f"as {form} {how}")
    if rng.random() < 0.05:
        raw, what = fuzzkit.byte_fault(rng, raw)
        done.append(what)
    suffix = how if how in ("ros", "rosz") else "json"
    path = folder / f"import-{seed}.{suffix}"
    path.write_bytes(raw)
    return path, done


def check(path: Path, folder: Path) -> fuzzkit.Outcome:
    from app.game.roster_import import RosterFileError, import_roster, import_summary
    from app.game.rosters import save_roster

    try:
        roster = import_roster(path)
    except RosterFileError as exc:
        bad = fuzzkit.message_problem(exc, path, whole_file=True)
        return fuzzkit.Outcome("bad message", bad) if bad else \
            fuzzkit.Outcome("refused", str(exc)[:200])
    summary = import_summary(roster)
    if any(c in summary for c in fuzzkit.SPLITS):
        return fuzzkit.Outcome("bad message", f"summary over lines: {summary!r:.200}")
    saved = folder / "roster-imported.json"
    try:
        save_roster(roster, saved)
    except RosterFileError as exc:
        return fuzzkit.Outcome("unsavable", f"imported, then not saved: {exc}")
    outcome = fuzzkit.check_roster_file(saved, folder)
    if outcome.kind == "refused":
        return fuzzkit.Outcome("unsavable", f"imported and saved, then not opened: "
                                            f"{outcome.detail}")
    return outcome


__all__ = ["bases", "check", "make_file"]
