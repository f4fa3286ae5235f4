"""Terrain pieces in a game (T1, T5): the file form of a piece, the pieces a scenario puts
down for its features, and the defender's area that follows its piece.

The file form is issue 19's: ``{"id", "name", "kind", "height_in", "shape", "x_in", "y_in",
"width_in", "depth_in", "facing_deg"}`` for ``rect`` and ``ellipse``; a ``polygon`` has
``points_in`` instead of the position, size and facing. ``enterable``, ``locked`` and
``feature`` are written only when set.
"""

from __future__ import annotations

import math
from typing import Any, Iterable

from app.i18n import QT_TRANSLATE_NOOP
from app.phrases import Phrase
from app.rules.terrain import TerrainPiece, footprint

FEATURE_KINDS = {"building": "building", "pool": "area", "lair": "area", "area": "area"}
"""T5: the terrain kind each kind of scenario feature becomes. The pool is an area: its
wyrdstone deposit lies at its centre and the public summary does not say the pool cannot
be entered (the players may make it impassable in the piece's dialog); the lair is ground
the monster keeps to; a building is enterable (:func:`feature_piece`)."""
FEATURE_HEIGHTS = {"building": 4.0}
"""A feature's height when the scenario names none (the players may change it)."""


def piece_doc(p: TerrainPiece) -> dict[str, Any]:
    """A piece as the game file and a layout file write it (T5)."""
    doc: dict[str, Any] = {"id": p.id, "name": p.name, "kind": p.kind, "height_in": p.height_in,
                           "shape": p.shape}
    if p.shape == "polygon":
        doc["points_in"] = [[float(x), float(y)] for x, y in p.points_in]
    else:
        doc.update(x_in=p.x_in, y_in=p.y_in, width_in=p.width_in, depth_in=p.depth_in,
                   facing_deg=p.facing_deg)
    if p.enterable:
        doc["enterable"] = True
    if p.locked:
        doc["locked"] = True
    if p.feature:
        doc["feature"] = p.feature
    return doc


def piece_from(doc: dict[str, Any]) -> TerrainPiece:
    """The piece a checked document describes (a polygon's ``x_in``/``y_in`` become its
    centroid, the point it is moved and turned about)."""
    shape = doc.get("shape", "rect")
    piece = TerrainPiece(
        id=doc["id"], name=doc.get("name", ""), kind=doc.get("kind", "area"),
        height_in=float(doc.get("height_in", 0.0)), shape=shape,
        x_in=float(doc.get("x_in") or 0.0), y_in=float(doc.get("y_in") or 0.0),
        width_in=float(doc.get("width_in") or 0.0), depth_in=float(doc.get("depth_in") or 0.0),
        facing_deg=float(doc.get("facing_deg") or 0.0),
        points_in=[[float(x), float(y)] for x, y in doc.get("points_in") or []],
        enterable=bool(doc.get("enterable", False)), locked=bool(doc.get("locked", False)),
        feature=doc.get("feature", "") or "")
    if shape == "polygon":
        centre(piece)
    return piece


def centre(piece: TerrainPiece) -> None:
    """Set a polygon piece's ``x_in``/``y_in`` to its centroid (in place)."""
    c = footprint(piece).centroid
    piece.x_in, piece.y_in = float(c.x), float(c.y)


def feature_piece(feature: Any, sx: float = 1.0, sy: float = 1.0) -> TerrainPiece:
    """T5: the terrain piece a scenario feature (the scenario file's spec, or a v4 game
    file's ``features`` entry, with ``id``, ``name``, ``kind``, ``shape``, ``x_in``...) becomes,
    its position scaled by ``sx``/``sy`` to the game's table. A building is enterable (the
    Wizard's Mansion's defender sets up inside it)."""
    kind = FEATURE_KINDS.get(feature.kind, "area")
    if feature.shape == "circle":
        d = float(getattr(feature, "diameter_in", 0.0) or 0.0) or 1.0
        w = h = d
        shape = "ellipse"
    else:
        w = float(getattr(feature, "width_in", 0.0) or 0.0) or 1.0
        h = float(getattr(feature, "depth_in", 0.0) or 0.0) or 1.0
        shape = "rect"
    return TerrainPiece(
        id=feature.id, name=feature.name or feature.id, kind=kind,
        height_in=FEATURE_HEIGHTS.get(feature.kind, 0.0), shape=shape,
        x_in=feature.x_in * sx, y_in=feature.y_in * sy, width_in=w, depth_in=h,
        enterable=kind == "building", feature=feature.id)


def feature_doc(feature: dict[str, Any]) -> dict[str, Any]:
    """A v4 file's ``features`` entry as a v5 ``terrain`` entry (the format migration)."""
    class _F:
        pass
    f = _F()
    for name, default in (("id", ""), ("name", ""), ("kind", "area"), ("shape", "rect"),
                          ("x_in", 0.0), ("y_in", 0.0), ("width_in", 0.0), ("depth_in", 0.0),
                          ("diameter_in", 0.0)):
        setattr(f, name, feature.get(name, default))
    return piece_doc(feature_piece(f))


def follow_zone(zone: list[float], old: TerrainPiece, new: TerrainPiece) -> list[float]:
    """The defender's area ``[cx, cy, width_in, depth_in, within_in]`` (see
    :class:`~app.game.state.SetupPlan`) after the piece it was drawn around changed from
    ``old`` to ``new``: moved with it, and resized with it (a round piece's reach grows by
    the change of its radius)."""
    if len(zone) not in (5, 6):
        return list(zone)
    cx, cy, w, h, reach = zone[:5]
    cx, cy = cx + new.x_in - old.x_in, cy + new.y_in - old.y_in
    if w == 0 and h == 0:  # a round feature: reach = within + radius
        reach = max(0.0, reach + (max(new.width_in, new.depth_in)
                                  - max(old.width_in, old.depth_in)) / 2)
        return [max(0.0, cx), max(0.0, cy), w, h, reach]
    w, h = new.width_in, new.depth_in
    out = [max(0.0, cx), max(0.0, cy), w, h, reach]
    facing = new.facing_deg % 360.0
    if facing:  # the box turns with its piece (written only when turned)
        out.append(facing)
    return out


def new_piece_id(taken: Iterable[str]) -> str:
    """The first free id ``t1``, ``t2``..."""
    used = set(taken)
    n = 1
    while f"t{n}" in used:
        n += 1
    return f"t{n}"


def fmt_in(value: float) -> str:
    """Inches for a log line: ``6``, ``4.5``."""
    if math.isfinite(value) and abs(value - round(value)) < 1e-9:
        return f"{round(value)}"
    return f"{value:.2f}".rstrip("0").rstrip(".")


PALETTE_NAMES = (
    QT_TRANSLATE_NOOP("TerrainPalette", "Building 6 x 6"),
    QT_TRANSLATE_NOOP("TerrainPalette", "Building 10 x 8"),
    QT_TRANSLATE_NOOP("TerrainPalette", "Ruin 6 x 8"),
    QT_TRANSLATE_NOOP("TerrainPalette", "Wall 6 in"),
    QT_TRANSLATE_NOOP("TerrainPalette", "Wall 12 in"),
    QT_TRANSLATE_NOOP("TerrainPalette", "Woods 8 x 6"),
    QT_TRANSLATE_NOOP("TerrainPalette", "Rubble"),
    QT_TRANSLATE_NOOP("TerrainPalette", "Crates"),
    QT_TRANSLATE_NOOP("TerrainPalette", "Pool"),
    QT_TRANSLATE_NOOP("TerrainPalette", "Crater"),
    QT_TRANSLATE_NOOP("TerrainPalette", "Trench 12 in"),
)
"""The app's own palette's piece names (resources/terrain/palette.toml), in English as the
game file keeps them; shown in the players' language (:func:`piece_name`, issue 34)."""


def piece_name(piece: TerrainPiece) -> "Phrase | str":
    """How the log, the undo names and the board name a piece: an app palette piece's name
    as a :class:`~app.phrases.Phrase` (its English, shown translated), any other name (the
    players' own, a scenario feature's) as it is, else its id."""
    if piece.name in PALETTE_NAMES:
        return Phrase(piece.name, "TerrainPalette", piece.name)
    return piece.name or piece.id
