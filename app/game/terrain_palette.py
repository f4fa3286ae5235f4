"""The terrain palette (T1): the common pieces the board offers, from a data file the
players can extend.

The app's own ``resources/terrain/palette.toml`` comes first; a ``palette.toml`` in the
Table Marshal user data folder (platformdirs, beside the user's own scenarios) adds pieces,
and one with the same name replaces the app's. A broken user file never stops the app: its
problem is one line in :attr:`Palette.problems` naming the file and the field, and the app's
pieces are still there.
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from pydantic import Field, ValidationError, model_validator

from app import paths
from app.rules.terrain import KINDS, SHAPES, TerrainPiece, piece_problem

from .limits import NAME_MAX
from .save_schema import describe_error, StrictModel
from .textfile import FileFieldError, read_text

FORMAT = "table-marshal/terrain-palette"
MAX_BYTES = 1024 * 1024


class PaletteFileError(FileFieldError):
    """A palette file could not be read; ``str()`` is one line naming the file and field."""


class _EntrySchema(StrictModel):
    name: str = Field(min_length=1, max_length=NAME_MAX)
    kind: Literal[KINDS]  # type: ignore[valid-type]
    height_in: float = Field(default=0.0, ge=0, le=1000, allow_inf_nan=False)
    shape: Literal[SHAPES] = "rect"  # type: ignore[valid-type]
    width_in: float | None = Field(default=None, gt=0, le=1000, allow_inf_nan=False)
    depth_in: float | None = Field(default=None, gt=0, le=1000, allow_inf_nan=False)
    points_in: list[list[float]] | None = Field(default=None, min_length=3, max_length=500)
    enterable: bool = False

    model_config = {**StrictModel.model_config, "strict": False}

    @model_validator(mode="after")
    def _sized(self) -> "_EntrySchema":
        if self.shape == "polygon":
            if not self.points_in:
                raise ValueError("a polygon piece needs points_in")
        elif self.width_in is None or self.depth_in is None:
            raise ValueError(f"a {self.shape} piece needs width_in and depth_in")
        problem = piece_problem(_piece(self, "p", 0.0, 0.0))
        if problem:
            raise ValueError(problem.split(": ", 1)[-1])
        return self


class _PaletteSchema(StrictModel):
    format: Literal["table-marshal/terrain-palette"]
    version: int = Field(ge=1, le=1)
    pieces: list[_EntrySchema] = Field(default=[], max_length=500)


def _piece(e: "_EntrySchema | PaletteEntry", piece_id: str, x_in: float, y_in: float
           ) -> TerrainPiece:
    points = [[x_in + x, y_in + y] for x, y in (e.points_in or [])]
    return TerrainPiece(piece_id, e.name, e.kind, float(e.height_in), e.shape, x_in, y_in,
                        float(e.width_in or 0.0), float(e.depth_in or 0.0), 0.0, points,
                        bool(e.enterable))


@dataclass(frozen=True)
class PaletteEntry:
    """One piece the palette offers; :meth:`piece` puts a copy of it on the table."""

    name: str
    kind: str
    height_in: float
    shape: str
    width_in: float | None = None
    depth_in: float | None = None
    points_in: tuple[tuple[float, float], ...] | None = None
    enterable: bool = False
    user: bool = False
    """From the player's own palette file."""

    def piece(self, piece_id: str, x_in: float, y_in: float) -> TerrainPiece:
        """A new piece of this kind with its centre at ``(x_in, y_in)`` (a polygon: its
        centroid, the point it is moved and turned about)."""
        piece = _piece(self, piece_id, x_in, y_in)
        if piece.shape == "polygon":
            from .terrain import centre

            centre(piece)
            dx, dy = x_in - piece.x_in, y_in - piece.y_in
            piece.points_in = [[x + dx, y + dy] for x, y in piece.points_in]
            piece.x_in, piece.y_in = x_in, y_in
        return piece


@dataclass
class Palette:
    """The pieces on offer, the app's then the player's, and the problems of files that
    could not be read (one line each)."""

    entries: list[PaletteEntry] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    def entry(self, name: str) -> PaletteEntry:
        """The entry with this name; ``KeyError`` naming it if there is none."""
        for e in self.entries:
            if e.name == name:
                return e
        raise KeyError(f"no terrain piece {name!r} in the palette")


def bundled_palette_path() -> Path:
    return paths.resources_dir() / "terrain" / "palette.toml"


def user_palette_path() -> Path:
    """The player's own palette: ``palette.toml`` in the Table Marshal user data folder
    (it may not exist; nothing here creates it)."""
    import platformdirs

    from .scenarios import APP_NAME

    return platformdirs.user_data_path(APP_NAME, appauthor=False) / "palette.toml"


def read_palette(path: str | os.PathLike[str], *, user: bool = False) -> list[PaletteEntry]:
    """The entries of one palette file; :class:`PaletteFileError` naming the file and the
    field when it cannot be read."""
    text = read_text(path, MAX_BYTES, lambda message: PaletteFileError(path, "", message),
                     too_large="the file is larger than 1 MB; it is not a terrain palette",
                     expected="a terrain palette in UTF-8 TOML")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PaletteFileError(path, "", f"not valid TOML ({exc})") from None
    try:
        doc = _PaletteSchema.model_validate(data)
    except ValidationError as exc:
        where, message = describe_error(exc.errors()[0])
        raise PaletteFileError(path, where, message) from None
    return [PaletteEntry(e.name, e.kind, e.height_in, e.shape, e.width_in, e.depth_in,
                         tuple((float(x), float(y)) for x, y in e.points_in)
                         if e.points_in else None, e.enterable, user) for e in doc.pieces]


def load_palette(user_path: str | os.PathLike[str] | None = None) -> Palette:
    """The palette: the app's pieces, then the player's (``user_path``, by default
    :func:`user_palette_path`; a missing file is no problem), a player's piece replacing the
    app's of the same name. Never raises for the player's file (see :class:`Palette`)."""
    palette = Palette(read_palette(bundled_palette_path()))
    path = Path(user_path) if user_path is not None else user_palette_path()
    if not path.is_file():
        return palette
    try:
        own = read_palette(path, user=True)
    except PaletteFileError as exc:
        palette.problems.append(str(exc))
        return palette
    names = {e.name for e in own}
    palette.entries = [e for e in palette.entries if e.name not in names] + own
    return palette
