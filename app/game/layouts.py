"""Table layouts (T5): a set of terrain pieces saved and opened on its own, so a club keeps
its usual table. JSON::

    {"format": "table-marshal-layout", "version": 1,
     "table": {"width_in": 72, "depth_in": 48},
     "terrain": [{"id": "t1", "name": "Ruined chapel", "kind": "ruin", ...}, ...]}

each piece as in a game file (:mod:`app.game.terrain`). :func:`load_layout` answers a broken
file with one :class:`LayoutFileError` naming the file and the field; :func:`save_layout`
writes atomically. A layout opens into a game being set up with
:class:`app.game.commands.LoadLayout` (one undoable step).
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from typing import Literal

from pydantic import Field, ValidationError

from app.rules.table import Table
from app.rules.terrain import TerrainPiece

from .atomic import atomic_write
from .save_schema import TableSchema, TerrainSchema, canonical_numbers, describe_error, StrictModel
from .terrain import piece_doc, piece_from
from .textfile import FileFieldError, read_text

FORMAT = "table-marshal-layout"
VERSION = 1
MAX_BYTES = 4 * 1024 * 1024


class LayoutFileError(FileFieldError):
    """A layout file could not be read or written; ``str()`` is one line naming the file and
    the field."""


class LayoutSchema(StrictModel):
    format: Literal["table-marshal-layout"]
    version: int = Field(ge=1, le=VERSION)
    name: str = Field(default="", max_length=120)
    table: TableSchema = TableSchema()
    terrain: list[TerrainSchema] = Field(default=[], max_length=200)


@dataclass
class Layout:
    """A layout: its pieces, the table they were laid out on, and its name (the file's
    name when it has none)."""

    pieces: list[TerrainPiece] = field(default_factory=list)
    table: Table = field(default_factory=Table)
    name: str = ""


def layout_text(pieces: list[TerrainPiece], table: Table, name: str = "") -> str:
    """The layout file's text (canonical JSON: integral numbers without ``.0``)."""
    doc = {"format": FORMAT, "version": VERSION}
    if name:
        doc["name"] = name
    doc["table"] = {"width_in": table.width_in, "depth_in": table.depth_in}
    doc["terrain"] = [{k: v for k, v in piece_doc(p).items() if k not in ("locked", "feature")}
                      for p in pieces]
    return json.dumps(canonical_numbers(doc, ""), indent=1, ensure_ascii=False, allow_nan=False) + "\n"


def save_layout(path: str | os.PathLike[str], pieces: list[TerrainPiece], table: Table,
                name: str = "") -> None:
    """Write a layout atomically (the previous file stays whole if it fails:
    :class:`LayoutFileError` saying why). Locks and scenario-feature marks are the game's,
    not the layout's: they are left out."""
    try:
        data = layout_text(pieces, table, name).encode("utf-8")
    except (ValueError, FileFieldError) as exc:
        raise LayoutFileError(path, getattr(exc, "field", ""), str(getattr(exc, "message", exc))
                              + "; nothing was written") from None
    try:
        atomic_write(path, data)
    except OSError as exc:
        raise LayoutFileError(path, "", f"could not save ({exc.strerror or exc}); the "
                                        "previous file is unchanged") from None


def parse_layout(data: object, path: str | os.PathLike[str] = "<layout>") -> Layout:
    """The layout a parsed JSON document describes; :class:`LayoutFileError` otherwise."""
    if not isinstance(data, dict):
        raise LayoutFileError(path, "", "expected a JSON object at the top level")
    if data.get("format") != FORMAT:
        raise LayoutFileError(path, "format", f'expected "{FORMAT}" (is this a Table Marshal '
                                              "table layout?)")
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        raise LayoutFileError(path, "version", f"this layout was saved by a newer Table "
                              f"Marshal (layout version {version}; this version reads up to "
                              f"{VERSION})")
    try:
        doc = LayoutSchema.model_validate(data)
    except ValidationError as exc:
        where, message = describe_error(exc.errors()[0])
        raise LayoutFileError(path, where, message) from None
    seen: set[str] = set()
    for i, piece in enumerate(doc.terrain):
        if piece.id in seen:
            raise LayoutFileError(path, f"terrain[{i}].id", f"the id {piece.id!r} is used twice")
        seen.add(piece.id)
    pieces = [piece_from(p.model_dump(exclude_unset=True)) for p in doc.terrain]
    return Layout(pieces, Table(doc.table.width_in, doc.table.depth_in), doc.name)


def load_layout(path: str | os.PathLike[str]) -> Layout:
    """Read a layout file (only read, never changed). :class:`LayoutFileError` naming the
    file and the field for anything wrong: unreadable, not JSON, another format, a newer
    version, a piece the table cannot hold."""
    text = read_text(path, MAX_BYTES, lambda message: LayoutFileError(path, "", message),
                     too_large=f"the file is larger than {MAX_BYTES // (1024 * 1024)} MB; it "
                               "is not a table layout",
                     expected="a Table Marshal table layout in UTF-8 JSON")
    try:
        data = json.loads(text, parse_constant=float)
    except (ValueError, RecursionError) as exc:
        raise LayoutFileError(path, "", f"not valid JSON ({exc})") from None
    layout = parse_layout(data, path)
    if not layout.name:
        layout.name = os.path.splitext(os.path.basename(os.fspath(path)))[0]
    return layout


def fitted(layout: Layout, table: Table) -> list[TerrainPiece]:
    """The layout's pieces for a game on ``table``: where the tables differ in size, each
    piece's centre (a polygon's points) is scaled to the game's table; sizes stay as they
    are (a 6 in building is 6 in on any table)."""
    sx = table.width_in / layout.table.width_in
    sy = table.depth_in / layout.table.depth_in
    if sx == 1 and sy == 1:
        return [piece_from(piece_doc(p)) for p in layout.pieces]
    out = []
    for p in layout.pieces:
        doc = piece_doc(p)
        if p.shape == "polygon":
            cx, cy = p.x_in, p.y_in
            doc["points_in"] = [[x - cx + cx * sx, y - cy + cy * sy] for x, y in p.points_in]
        else:
            doc["x_in"], doc["y_in"] = p.x_in * sx, p.y_in * sy
        out.append(piece_from(doc))
    return out
