"""Commands on the terrain pieces (T1, T5): place, move, turn, resize, edit, lock, take
away, and a whole table layout put down at once. Each is one undoable step and writes one
log line; each reports the pieces it changed in :attr:`Change.terrain`.

A scenario's feature piece (the mansion, the pool, the lair: ``piece.feature``) may be
moved and resized like any other; while the game is set up, the defender's area drawn
around it (:attr:`~app.game.state.SetupPlan.defender_zone`, M2) follows it, and a marker
the scenario confines to it (Monster Hunt's monster) moves with it.
"""

from __future__ import annotations

import copy
import math
from dataclasses import dataclass, field

from app.i18n import translate
from app.rules.geometry import facing_vector
from app.phrases import Phrase, joined, shown
from app.rules.terrain import KIND_NAMES, KINDS, TerrainPiece, piece_problem, table_problem

from ..limits import NAME_MAX
from ..state import GameState
from ..terrain import centre, fmt_in, follow_zone, new_piece_id, piece_name
from .base import Change, Command, position_problem

TERRAIN_MAX = 200
"""The most pieces a table holds (a game file refuses more)."""


def _name(piece: TerrainPiece) -> "Phrase | str":
    return piece_name(piece)


def _kind(piece: TerrainPiece) -> "Phrase | str":
    """The piece's kind in English, shown in the players' language."""
    name = KIND_NAMES.get(piece.kind)
    return Phrase(name, "Terrain", name) if name else piece.kind


def _as_placed(piece: TerrainPiece) -> TerrainPiece:
    """A copy of ``piece`` as it will stand once put down: a polygon about its centroid."""
    placed = copy.deepcopy(piece)
    if placed.shape == "polygon" and piece_problem(placed) is None:
        centre(placed)
    return placed


def _zone_follows(state: GameState, old: TerrainPiece, new: TerrainPiece) -> bool:
    """Move the defender's area with its piece (M2, T5); True when it moved."""
    plan = state.setup
    if plan is None or not new.feature or plan.defender_feature != new.feature \
            or len(plan.defender_zone) not in (5, 6):
        return False
    zone = follow_zone(plan.defender_zone, old, new)
    if zone == plan.defender_zone:
        return False
    plan.defender_zone = zone
    return True


def _scenario(state: GameState):  # noqa: ANN202 - a Scenario or None
    from ..scenarios import ScenarioError, scenario_by_id

    try:
        return scenario_by_id(state.scenario) if state.scenario else None
    except (KeyError, ScenarioError, OSError):
        return None


def _feature_minimum(state: GameState, feature_id: str) -> tuple[float | None, float | None]:
    """The smallest size the game's scenario allows its feature (Monster Hunt: a lair at least
    6 x 6 in), ``(None, None)`` when it names none or cannot be found."""
    scenario = _scenario(state)
    for f in (scenario.features if scenario is not None else ()):
        if f.id == feature_id:
            return f.min_width_in, f.min_depth_in
    return None, None


def _confined_follow(state: GameState, old: TerrainPiece, new: TerrainPiece) -> frozenset[str]:
    """Markers the scenario confines to the piece's feature (Monster Hunt's monster never
    leaves its lair) move with it; returns their ids."""
    dx, dy = new.x_in - old.x_in, new.y_in - old.y_in
    if not new.feature or (dx == 0 and dy == 0):
        return frozenset()
    scenario = _scenario(state)
    confined = {o.id for o in (scenario.objectives if scenario is not None else ())
                if o.confined_to == new.feature}
    moved = set()
    for marker in state.objectives:
        if marker.id in confined:
            marker.x_in, marker.y_in = marker.x_in + dx, marker.y_in + dy
            moved.add(marker.id)
    return frozenset(moved)


class PieceCommand(Command):
    """A change to one piece: :meth:`changed` builds the new piece from a copy; the check
    refuses an unknown id (``KeyError``) or a piece the table cannot hold."""

    piece_id: str

    def changed(self, piece: TerrainPiece) -> TerrainPiece:  # pragma: no cover - abstract
        raise NotImplementedError

    def line(self, old: TerrainPiece, new: TerrainPiece) -> str:  # pragma: no cover
        raise NotImplementedError

    def terrain_after(self, state: GameState) -> list[TerrainPiece]:
        """The pieces as this step would leave them, the game untouched (the board plans
        a drop ahead while the piece is carried)."""
        return [self.changed(copy.deepcopy(p)) if p.id == self.piece_id else p
                for p in state.terrain]

    def check(self, state: GameState) -> str | None:
        new = self.changed(copy.deepcopy(state.piece(self.piece_id)))
        problem = position_problem(shown(_name(new)), new.x_in, new.y_in)
        if problem is None and new.shape == "polygon":
            for x, y in new.points_in:
                problem = problem or position_problem(shown(_name(new)), x, y)
        return problem or piece_problem(new) or table_problem(new, state.table)

    def act(self, state: GameState) -> Change:
        index = next(i for i, p in enumerate(state.terrain) if p.id == self.piece_id)
        old = state.terrain[index]
        new = self.changed(copy.deepcopy(old))
        state.terrain[index] = new
        self.text = self.line(old, new)
        state.log_event("terrain", self.text)
        zones = _zone_follows(state, old, new)
        markers = _confined_follow(state, old, new)
        return Change(terrain=frozenset({new.id}), zones=zones, log=True, objectives=markers)


@dataclass
class PlaceTerrain(Command):
    """Put a new piece on the table (from the palette, T1). Its id must be new (use
    :func:`app.game.terrain.new_piece_id`); a polygon is moved and turned about its
    centroid."""

    piece: TerrainPiece

    def check(self, state: GameState) -> str | None:
        if any(p.id == self.piece.id for p in state.terrain):
            return translate("Refusals", "a terrain piece with id {id} is already on the table"
                             ).format(id=repr(self.piece.id))
        if len(state.terrain) >= TERRAIN_MAX:
            return translate("Refusals", "the table holds at most {most} terrain pieces").format(
                most=TERRAIN_MAX)
        if len(self.piece.name) > NAME_MAX:
            return translate("Refusals", "a piece's name is at most {most} characters").format(
                most=NAME_MAX)
        piece = _as_placed(self.piece)
        return position_problem(shown(_name(piece)), piece.x_in, piece.y_in) \
            or piece_problem(piece) or table_problem(piece, state.table)

    def act(self, state: GameState) -> Change:
        piece = copy.deepcopy(self.piece)
        if piece.shape == "polygon":
            centre(piece)
        state.terrain.append(piece)
        self.text = Phrase.translate("Log", "Place {piece} ({kind}) at ({x}, {y})").format(
            piece=_name(piece), kind=_kind(piece), x=fmt_in(piece.x_in), y=fmt_in(piece.y_in))
        state.log_event("terrain", self.text)
        return Change(terrain=frozenset({piece.id}), log=True)


@dataclass
class MoveTerrain(PieceCommand):
    """Move a piece so its centre is at ``(x_in, y_in)`` (a polygon: its centroid)."""

    piece_id: str
    x_in: float
    y_in: float

    def changed(self, piece: TerrainPiece) -> TerrainPiece:
        dx, dy = self.x_in - piece.x_in, self.y_in - piece.y_in
        if piece.shape == "polygon":
            piece.points_in = [[x + dx, y + dy] for x, y in piece.points_in]
        piece.x_in, piece.y_in = self.x_in, self.y_in
        return piece

    def line(self, old: TerrainPiece, new: TerrainPiece) -> str:
        return Phrase.translate("Log", "Move {piece} to ({x}, {y})").format(
            piece=_name(new), x=fmt_in(new.x_in), y=fmt_in(new.y_in))


@dataclass
class RotateTerrain(PieceCommand):
    """Turn a piece to ``facing_deg`` (about its centre; a polygon's points turn with it)."""

    piece_id: str
    facing_deg: float

    def check(self, state: GameState) -> str | None:
        if not math.isfinite(self.facing_deg):
            return translate("Refusals", "{value} is not an angle").format(value=self.facing_deg)
        return super().check(state)

    def changed(self, piece: TerrainPiece) -> TerrainPiece:
        if piece.shape == "polygon":
            # turn by the change of facing, anticlockwise as drawn (y down)
            cos, sin = facing_vector(self.facing_deg - piece.facing_deg)
            cx, cy = piece.x_in, piece.y_in
            piece.points_in = [[cx + (x - cx) * cos - (y - cy) * sin,
                                cy + (x - cx) * sin + (y - cy) * cos]
                               for x, y in piece.points_in]
        piece.facing_deg = self.facing_deg % 360.0
        return piece

    def line(self, old: TerrainPiece, new: TerrainPiece) -> str:
        return Phrase.translate("Log", "Turn {piece} to {facing}°").format(
            piece=_name(new), facing=fmt_in(new.facing_deg))


@dataclass
class ResizeTerrain(PieceCommand):
    """Resize a rect or ellipse piece to ``width_in`` x ``depth_in`` (and, from a resize
    handle, move its centre to ``x_in``/``y_in`` when given); a polygon takes new
    ``points_in``."""

    piece_id: str
    width_in: float = 0.0
    depth_in: float = 0.0
    points_in: list[list[float]] | None = None
    x_in: float | None = None
    y_in: float | None = None

    def check(self, state: GameState) -> str | None:
        problem = super().check(state)
        if problem:
            return problem
        piece = state.piece(self.piece_id)
        if piece.feature and piece.shape != "polygon":
            low_w, low_d = _feature_minimum(state, piece.feature)
            if (low_w and self.width_in < low_w - 1e-6) or (low_d and self.depth_in < low_d - 1e-6):
                return translate("Refusals", "{name} must be at least {width} x {depth} in (the "
                                             "scenario says so)").format(
                    name=shown(_name(piece)), width=fmt_in(low_w or 0), depth=fmt_in(low_d or 0))
        return None

    def changed(self, piece: TerrainPiece) -> TerrainPiece:
        if piece.shape == "polygon":
            if self.points_in is not None:
                piece.points_in = [[float(x), float(y)] for x, y in self.points_in]
                if piece_problem(piece) is None:
                    centre(piece)
            return piece
        piece.width_in, piece.depth_in = float(self.width_in), float(self.depth_in)
        if self.x_in is not None and self.y_in is not None:
            piece.x_in, piece.y_in = float(self.x_in), float(self.y_in)
        return piece

    def line(self, old: TerrainPiece, new: TerrainPiece) -> str:
        if new.shape == "polygon":
            return Phrase.translate("Log", "Reshape {piece}").format(piece=_name(new))
        return Phrase.translate("Log", "Resize {piece} to {width} x {depth} in").format(
            piece=_name(new), width=fmt_in(new.width_in), depth=fmt_in(new.depth_in))


@dataclass
class EditTerrain(PieceCommand):
    """The piece's dialog: name, kind, height and enterable (each ``None``: unchanged)."""

    piece_id: str
    name: str | None = None
    kind: str | None = None
    height_in: float | None = None
    enterable: bool | None = None

    def check(self, state: GameState) -> str | None:
        if self.name is not None and not self.name.strip():
            return translate("Refusals", "a terrain piece needs a name")
        if self.name is not None and len(self.name) > NAME_MAX:
            return translate("Refusals", "a piece's name is at most {most} characters").format(
                most=NAME_MAX)
        if self.kind is not None and self.kind not in KINDS:
            return translate("Refusals", "unknown kind {kind} (expected {kinds})").format(
                kind=repr(self.kind), kinds=", ".join(KINDS))
        return super().check(state)

    def changed(self, piece: TerrainPiece) -> TerrainPiece:
        if self.name is not None:
            piece.name = self.name.strip()
        if self.kind is not None:
            piece.kind = self.kind
        if self.height_in is not None:
            piece.height_in = float(self.height_in)
        if self.enterable is not None:
            piece.enterable = bool(self.enterable)
        return piece

    def line(self, old: TerrainPiece, new: TerrainPiece) -> str:
        parts = []
        if new.name != old.name:
            parts.append(Phrase.translate("Log", "renamed {name}").format(
                name=_name(new) if new.name else ""))
        if new.kind != old.kind:
            parts.append(Phrase.translate("Log", "now {kind}").format(kind=_kind(new)))
        if new.height_in != old.height_in:
            parts.append(Phrase.translate("Log", "{height} in high").format(
                height=fmt_in(new.height_in)))
        if new.enterable != old.enterable:
            parts.append(Phrase.translate("Log", "enterable") if new.enterable
                         else Phrase.translate("Log", "not enterable"))
        if not parts:
            return Phrase.translate("Log", "Edit {piece}").format(piece=_name(old))
        return Phrase.translate("Log", "Edit {piece}: {changes}").format(
            piece=_name(old), changes=joined(parts))


@dataclass
class LockTerrain(PieceCommand):
    """Lock a piece (a drag on it then moves the models on it, not the piece) or unlock it."""

    piece_id: str
    locked: bool = True

    def changed(self, piece: TerrainPiece) -> TerrainPiece:
        piece.locked = bool(self.locked)
        return piece

    def line(self, old: TerrainPiece, new: TerrainPiece) -> str:
        return (Phrase.translate("Log", "Lock {piece}") if new.locked
                else Phrase.translate("Log", "Unlock {piece}")).format(piece=_name(new))


@dataclass
class DeleteTerrain(Command):
    """Take a piece off the table (a scenario's feature piece too: the players decide)."""

    piece_id: str

    def check(self, state: GameState) -> str | None:
        state.piece(self.piece_id)  # KeyError names an unknown piece
        return None

    def act(self, state: GameState) -> Change:
        piece = state.piece(self.piece_id)
        state.terrain = [p for p in state.terrain if p.id != self.piece_id]
        self.text = Phrase.translate("Log", "Remove {piece}").format(piece=_name(piece))
        state.log_event("terrain", self.text)
        return Change(terrain=frozenset({piece.id}), log=True)


@dataclass
class LoadLayout(Command):
    """Put a table layout down (T5): its pieces replace the players' pieces on the table;
    the scenario's own feature pieces stay. Only while the game is set up. The pieces get
    fresh ids where theirs are taken. ``name``: the layout's name for the log."""

    pieces: list[TerrainPiece] = field(default_factory=list)
    name: str = Phrase.translate("Log", "a table layout")
    note: str = ""
    """Said in the log after the step's text (a layout from a table of another size)."""

    def check(self, state: GameState) -> str | None:
        if state.turn.number > 0 or state.turn.phase != "setup":
            return translate("Refusals", "a table layout can be put down only while the game is "
                                         "being set up")
        kept = [p for p in state.terrain if p.feature]
        if len(kept) + len(self.pieces) > TERRAIN_MAX:
            return translate("Refusals", "the table holds at most {most} terrain pieces").format(
                most=TERRAIN_MAX)
        for piece in self.pieces:
            problem = position_problem(shown(_name(piece)), piece.x_in, piece.y_in) \
                or piece_problem(piece)
            problem = problem or table_problem(_as_placed(piece), state.table)
            if problem:
                return problem
        return None

    def act(self, state: GameState) -> Change:
        kept = [p for p in state.terrain if p.feature]
        gone = {p.id for p in state.terrain if not p.feature}
        taken = {p.id for p in kept}
        placed = []
        for piece in self.pieces:
            piece = copy.deepcopy(piece)
            piece.feature = ""
            if piece.id in taken or not piece.id:
                piece.id = new_piece_id(taken)
            taken.add(piece.id)
            if piece.shape == "polygon":
                centre(piece)
            placed.append(piece)
        state.terrain = kept + placed
        self.text = Phrase.translate("Log", "Put down {layout} ({count} pieces)").format(
            layout=self.name, count=len(placed))
        state.log_event("terrain", Phrase.translate("Log", "{step}: {note}").format(
            step=self.text, note=self.note) if self.note else self.text)
        return Change(terrain=frozenset(gone | {p.id for p in placed}), log=True)
