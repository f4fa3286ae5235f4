"""Which kind of roster file a file is, from its first bytes and, for JSON, its keys (never
from its name: a ``.json`` may be New Recruit's or Trench Companion's, a renamed ``.rosz`` is
still a ZIP).

    kind_of_bytes(raw)   # "zip", "xml", "json" or "" (none of them)
    kind_of_json(doc)    # "newrecruit", "companion", "table-marshal", "companion-data", ""

Pure Python, no Qt.
"""

from __future__ import annotations

from typing import Any

ZIP_MAGIC = (b"PK\x03\x04", b"PK\x05\x06")


def kind_of_bytes(raw: bytes) -> str:
    """``"zip"`` (a ``.rosz``), ``"xml"`` (a ``.ros``, or a catalogue), ``"json"`` or ``""``."""
    if raw.startswith(ZIP_MAGIC):
        return "zip"
    head = raw[:64].lstrip(b"\xef\xbb\xbf").lstrip()
    if head.startswith(b"<"):
        return "xml"
    if head[:1] in (b"{", b"["):
        return "json"
    return ""


def kind_of_json(doc: Any) -> str:
    """What a parsed JSON document is: ``"newrecruit"`` (New Recruit's JSON export: a
    ``roster`` with ``forces``), ``"companion"`` (a Trench Companion warband: ``models`` and
    the warband's ducats, glory or faction), ``"table-marshal"`` (the app's own roster),
    ``"companion-data"`` (Trench Companion's own list of models or factions, not a warband) or
    ``""``."""
    if isinstance(doc, dict):
        if doc.get("format") == "table-marshal/roster":
            return "table-marshal"
        inner = doc.get("roster")
        if isinstance(inner, dict) and ("forces" in inner or "gameSystemId" in inner):
            return "newrecruit"
        if "forces" in doc and ("gameSystemId" in doc or "gameSystemName" in doc):
            return "newrecruit"
        if isinstance(doc.get("models"), list) and any(
                key in doc for key in ("ducat_bank", "glory_bank", "faction", "exploration",
                                       "ducat_total", "fireteams")):
            return "companion"
        return ""
    if isinstance(doc, list) and doc and all(isinstance(d, dict) for d in doc[:20]):
        ids = [str(d.get("id", "")) for d in doc[:20]]
        if ids and all(i.startswith(("md_", "rel_", "fc_", "eq_", "ab_", "kw_")) for i in ids):
            return "companion-data"
    return ""


__all__ = ["kind_of_bytes", "kind_of_json"]
