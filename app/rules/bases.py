"""Model bases: rule G3 (a model's footprint is its base), sizes in millimetres (G1).

Shapes: ``round`` (``diameter_mm``), ``oval`` (``length_mm`` x ``width_mm``; the long axis
points along ``facing_deg`` of the model) and ``rect`` (``width_mm`` x ``depth_mm``; the width
runs along ``facing_deg``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from app.i18n import translate

from .table import mm_to_in

BASE_SHAPES = ("round", "oval", "rect")


@dataclass(frozen=True)
class Base:
    """A base's shape and size in millimetres. Raises ``ValueError`` for a size that is not
    a positive finite number or a shape outside :data:`BASE_SHAPES`."""

    shape: str = "round"
    diameter_mm: float | None = None
    length_mm: float | None = None
    width_mm: float | None = None
    depth_mm: float | None = None

    def __post_init__(self) -> None:
        needed = {
            "round": ("diameter_mm",),
            "oval": ("length_mm", "width_mm"),
            "rect": ("width_mm", "depth_mm"),
        }
        if self.shape not in needed:
            raise ValueError(f"unknown base shape {self.shape!r}; expected round, oval or rect")
        for name in needed[self.shape]:
            value = getattr(self, name)
            if value is None or not math.isfinite(value) or value <= 0:
                raise ValueError(f"{self.shape} base needs a positive {name}, got {value!r}")

    @classmethod
    def round(cls, diameter_mm: float) -> "Base":
        return cls("round", diameter_mm=diameter_mm)

    @property
    def radius_in(self) -> float:
        """For a round base, its radius in inches; otherwise the radius of the smallest circle
        around the base's centre that holds it (half its longest extent)."""
        if self.shape == "round":
            return mm_to_in(self.diameter_mm) / 2.0  # type: ignore[arg-type]
        if self.shape == "oval":
            return mm_to_in(max(self.length_mm, self.width_mm)) / 2.0  # type: ignore[type-var]
        return mm_to_in(math.hypot(self.width_mm, self.depth_mm)) / 2.0  # type: ignore[arg-type]

    @property
    def size_label(self) -> str:
        """Human size, e.g. ``"25 mm"`` or ``"60x35 mm"``."""
        def fmt(v: float | None) -> str:
            return f"{v:g}"
        if self.shape == "round":
            return f"{fmt(self.diameter_mm)} mm"
        if self.shape == "oval":
            return f"{fmt(self.length_mm)}x{fmt(self.width_mm)} mm oval"
        return f"{fmt(self.width_mm)}x{fmt(self.depth_mm)} mm"

    @property
    def shown_size(self) -> str:
        """:attr:`size_label` in the player's language (:mod:`app.i18n`); the log and the
        files keep :attr:`size_label`."""
        if self.shape == "oval":
            return translate("Bases", "{length}x{width} mm oval").format(
                length=f"{self.length_mm:g}", width=f"{self.width_mm:g}")
        return self.size_label

    def to_dict(self) -> dict[str, object]:
        out: dict[str, object] = {"shape": self.shape}
        for name in ("diameter_mm", "length_mm", "width_mm", "depth_mm"):
            value = getattr(self, name)
            if value is not None:
                out[name] = value
        return out
