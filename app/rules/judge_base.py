"""What the parts of the judge share: one model as the judge holds it, and the position it reads.

:class:`app.rules.judge.Judge` measures the position (G2, G8, T2: footprints in a grid, each
model's neighbours and overlaps) and asks its two parts for the rest:
:mod:`app.rules.judge_setup` (set-up: M4, S2, S3) and :mod:`app.rules.judge_play` (in play:
M10 running, S4 objective control, S5 cover). The parts read the position through
:class:`Position` and a model through :class:`ModelRecord`, both defined here, so neither part
imports the judge nor anything private of it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from .bases import Base
from .geometry import Footprint, footprint
from .movement import RUN_IGNORES
from .verdicts import Violation

LISTED_MAX = 5
"""The most models one verdict names for each rule between two models (G8 overlaps, M4 and
S2 gaps): the deepest or closest first, then one sentence counting the rest ("Also
overlaps 12 more bases"), so a pile of stacked bases judges, shows and prints in bounded
time (issue 20) and a tooltip stays readable."""


class PieceLike(Protocol):
    """A model as the judge reads it (``app.game.state.Model`` fits; ``label`` optional)."""

    id: str
    player: str
    unit: str
    name: str
    base: Base
    x_in: float
    y_in: float
    facing_deg: float
    status: str


class SideLike(Protocol):
    """A player (``app.game.state.Player`` fits; ``warband`` optional)."""

    id: str
    segment: str | None
    edge: str | None


class ModelRecord:
    """One model on the table as the judge holds it: who it is, its footprint as judged
    (``fp``, its grid ``cell``) and what the judge measured for it: ``near`` (``{other_id:
    closest-point distance}`` within the judge's reach, G3), ``over`` (G8), ``obj`` (the
    objectives within reach, S4, S5) and the verdict parts that depend on it alone (``off``,
    G2; ``ground``, T2; ``zone``, M4/S2). ``blocks``: it can stop an enemy running (M10)."""

    __slots__ = ("id", "player", "unit_key", "name", "display", "base", "facing", "status",
                 "fp", "cell", "near", "over", "obj", "zone", "blocks", "off", "ground")

    def __init__(self, piece: Any, display: str) -> None:
        self.id: str = piece.id
        self.player: str = piece.player
        self.unit_key: tuple[str, str] = (piece.player, piece.unit or f"#{piece.id}")
        self.name: str = piece.name
        self.display = display
        self.base: Base = piece.base
        self.facing: float = float(getattr(piece, "facing_deg", 0.0) or 0.0)
        self.status: str = getattr(piece, "status", "active")
        self.fp: Footprint = footprint(piece.base, piece.x_in, piece.y_in, self.facing)
        self.cell: tuple[int, int] = (0, 0)
        self.near: dict[str, float] = {}
        self.over: dict[str, float] = {}
        """G8: ``{other_id: overlap depth, inches}`` for the bases this one overlaps; a
        negative value ``-b`` is a depth of at least ``b`` not yet measured exactly (bases
        stacked on one another, :func:`app.rules.placement.sure_overlap`): see
        :meth:`app.rules.judge.Judge.overlapping`."""
        self.obj: dict[str, float] = {}
        self.zone: Violation | None = None
        self.off: Violation | None = None
        self.ground: Violation | None = None
        """T2: the terrain pieces the base stands in that bases may not overlap."""
        self.blocks = self.status not in RUN_IGNORES

    def set_status(self, status: str) -> None:
        """A new status, and whether the model can still stop an enemy running (M10)."""
        self.status = status
        self.blocks = status not in RUN_IGNORES


class Position(Protocol):
    """What the judge's parts read of the measured position (:class:`app.rules.judge.Judge`
    fits): the models on the table by id, the models of each unit, and the closest points
    of two models."""

    @property
    def records(self) -> Mapping[str, ModelRecord]: ...

    def unit_of(self, rec: ModelRecord) -> set[str]: ...

    def pair_points(self, a: ModelRecord, b: ModelRecord
                    ) -> tuple[tuple[float, float], tuple[float, float]]: ...


def display_name(name: str, label: str, warband: str) -> str:
    """How a model is named in a sentence: "Mercenary Captain (Capt, Mercenaries)", or
    "Warrior (Mercenaries)" without a label."""
    inside = ", ".join(part for part in (label, warband) if part)
    return f"{name} ({inside})" if inside else name
