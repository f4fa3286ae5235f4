"""Aids for planning a deployment: rules R1-R5. They never refuse a placement; they say
what a position risks.

R1 :func:`movement_of`: a model's Movement from its profile (``move_in`` inches and
``move_type``, ``infantry`` or ``flying`` for Trench Crusade; Mordheim's ``M``); ``None``
when it is not known (the model shows no reach, and says so). A Movement of 0 is known: the
model does not move (it reaches only what is already in reach).

R2 :func:`charge_odds`: Trench Crusade, the chance a charge over a base-to-base gap succeeds:
certain when the gap is at most Movement + 2 in, impossible beyond 12 in or beyond Movement
+ 7 in, else ``(7 - roll) / 6`` for the D6 roll ``ceil(gap - Movement - 1)`` - an exact
fraction, every boundary inclusive (G4: within ``EPS_IN``).

R3 :func:`mordheim_reach`: a charge (or a run, where M10 allows it) goes up to 2 x M; a charge
reaches an enemy whose base is within 2 x M (odds 1 or 0).

R4 (exposure of the table to a warband's set-up zone) is :mod:`app.rules.exposure`; the
models seen by enemy models on the table are :mod:`app.rules.sight` (T3 from their bases).

R5 (the race to the objectives) is :mod:`app.rules.race`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Iterable, Mapping

from .geometry import EPS_IN, Footprint, distance

MOVE_TYPES = ("infantry", "flying")
"""R1: Trench Crusade's movement types."""
CHARGE_MAX_IN = 12.0
"""R2: a Trench Crusade charge targets an enemy within 12 in and moves at most 12 in."""
MELEE_IN = 1.0
"""R2: a charge succeeds when it ends within 1 in of its target."""
CERTAIN, LIKELY, LONG_SHOT = "certain", "likely", "long shot"


@dataclass(frozen=True)
class Movement:
    """R1: a model's Movement in inches, and its type (``infantry``, ``flying``; ``""`` in
    Mordheim)."""

    inches: float
    type: str = ""


def movement_of(model: Any) -> Movement | None:
    """R1: the Movement of ``model`` (anything with ``move_in`` and ``move_type``; a model
    without them, or with none recorded, has no known Movement: ``None``)."""
    inches = getattr(model, "move_in", None)
    if inches is None or isinstance(inches, bool):
        return None
    try:
        value = float(inches)
    except (TypeError, ValueError):
        return None
    if not math.isfinite(value) or value < 0:
        return None
    return Movement(value, str(getattr(model, "move_type", "") or ""))


def charge_odds(gap_in: float, movement_in: float) -> Fraction:
    """R2: the odds (an exact fraction) that a Trench Crusade charge over a base-to-base gap
    of ``gap_in`` succeeds, for a charger of Movement ``movement_in``: 1 within Movement + 2
    in (inclusive), 0 beyond 12 in or beyond Movement + 7 in, else ``(7 - roll) / 6`` with
    ``roll = ceil(gap - Movement - 1)``. Each boundary is inclusive within ``EPS_IN`` (G4):
    a gap exactly Movement + 3 in away needs a 2 (5/6), one 0.001 in further a 3 (4/6)."""
    gap = max(0.0, float(gap_in))
    move = float(movement_in)
    if gap <= move + 1.0 + MELEE_IN + EPS_IN:
        return Fraction(1)
    if gap > CHARGE_MAX_IN + EPS_IN or gap > move + 6.0 + MELEE_IN + EPS_IN:
        return Fraction(0)
    roll = max(1, math.ceil(gap - move - MELEE_IN - EPS_IN))
    return Fraction(max(0, 7 - roll), 6)


def mordheim_reach(movement_in: float) -> float:
    """R3: how far a Mordheim charge (or run) goes: 2 x M inches."""
    return 2.0 * float(movement_in)


def mordheim_odds(gap_in: float, movement_in: float) -> Fraction:
    """R3: 1 when the enemy's base is within 2 x M of the charger's (inclusive, G4), else 0."""
    return Fraction(1) if float(gap_in) <= mordheim_reach(movement_in) + EPS_IN \
        else Fraction(0)


def odds_for(system: str, gap_in: float, movement: Movement) -> Fraction:
    """R2 (Trench Crusade) or R3 (Mordheim): the odds a charge over ``gap_in`` reaches."""
    if system == "mordheim":
        return mordheim_odds(gap_in, movement.inches)
    return charge_odds(gap_in, movement.inches)


def odds_word(odds: Fraction) -> str:
    """R2's words for the players: certain (1), likely (at least 1/2), long shot (above 0)."""
    if odds >= 1:
        return CERTAIN
    return LIKELY if odds >= Fraction(1, 2) else LONG_SHOT


def reach_in(system: str, movement: Movement) -> float:
    """R2, R3: the longest base-to-base gap a charge can reach (a charge ring's radius)."""
    if system == "mordheim":
        return mordheim_reach(movement.inches)
    return min(CHARGE_MAX_IN, movement.inches + 6.0 + MELEE_IN)


def reach_bands(system: str, movement: Movement) -> list[tuple[str, float]]:
    """R2, R3: a charger's reach in bands, nearest first: ``(word, gap)`` with the longest
    base-to-base gap each of :func:`odds_word`'s words holds (Trench Crusade, Movement 6:
    certain to 8 in, likely to 11 in, long shot to 12 in; Mordheim: certain to 2 x M)."""
    if system == "mordheim":
        return [(CERTAIN, mordheim_reach(movement.inches))]
    bands: dict[str, float] = {}
    for roll in range(1, 7):  # the gap where each D6 roll stops being enough
        gap = min(CHARGE_MAX_IN, movement.inches + MELEE_IN + roll)
        odds = charge_odds(gap, movement.inches)
        if odds > 0:
            bands[odds_word(odds)] = gap
        if gap >= CHARGE_MAX_IN:
            break
    return sorted(bands.items(), key=lambda band: band[1])


@dataclass(frozen=True)
class Threat:
    """R2, R3: an enemy model ``id`` that could charge: its base ``gap_in`` from the target's
    and the ``odds`` it reaches."""

    id: str
    gap_in: float
    odds: Fraction


def charge_threats(target: Footprint, chargers: Mapping[str, tuple[Footprint, Movement]],
                   system: str) -> list[Threat]:
    """R2, R3: the ``chargers`` (enemy models by id: footprint and Movement) with odds above
    0 of reaching ``target``, highest odds first, then the nearest, then by id."""
    out = []
    for mid, (fp, move) in chargers.items():
        gap = distance(target, fp)
        if gap > reach_in(system, move) + EPS_IN:
            continue
        odds = odds_for(system, gap, move)
        if odds > 0:
            out.append(Threat(mid, gap, odds))
    out.sort(key=lambda t: (-t.odds, t.gap_in, t.id))
    return out


def known_movements(models: Iterable[Any]) -> dict[str, Movement]:
    """R1: ``{model id: Movement}`` for the models whose Movement is known."""
    out = {}
    for m in models:
        move = movement_of(m)
        if move is not None:
            out[m.id] = move
    return out
