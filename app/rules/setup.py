"""Before the first turn: the defender (M2), the set-up order (M3), the underdog bonus (M6)
and the scenario tables (C10, M11).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from .dice import RollOff, roll_off
from .rng import GameRng

LOWEST_RATING_CHOOSES = "lowest-rating-chooses"
"""M11 result on a 2 or a 12: the player with the lowest warband rating picks the scenario."""

TRENCH_CRUSADE_TABLE: dict[int, str] = {
    1: "the-looters", 2: "the-looters",
    3: "brothers-in-arms", 4: "brothers-in-arms",
    5: "alliance-and-betrayal", 6: "alliance-and-betrayal",
}
"""C10: D6 result -> scenario id (the ids of scenarios/*.toml)."""

MORDHEIM_TABLE: dict[int, str] = {
    2: LOWEST_RATING_CHOOSES,
    3: "monster-hunt",
    4: "the-wizards-mansion",
    5: "treasure-hunt", 6: "treasure-hunt",
    7: "street-brawl",
    8: "ambush", 9: "ambush",
    10: "the-pool",
    11: "the-lost-prince",
    12: LOWEST_RATING_CHOOSES,
}
"""M11: 2D6 total -> scenario id."""

SCENARIO_TABLES: dict[str, tuple[str, dict[int, str]]] = {
    "trench-crusade": ("D6", TRENCH_CRUSADE_TABLE),
    "mordheim": ("2D6", MORDHEIM_TABLE),
}
"""Per game system: the dice rolled on its scenario table, and the table."""

UNDERDOG_BONUS: tuple[tuple[int, int], ...] = (
    (50, 0), (75, 1), (100, 2), (150, 3), (300, 4),
)
"""M6: (largest rating difference, bonus experience) in rising order; beyond 300 it is +5."""


def scenario_for_roll(system: str, total: int) -> str:
    """The scenario id a roll on the system's scenario table gives (C10, M11).

    ``system``: ``"trench-crusade"`` (a D6, 1-6) or ``"mordheim"`` (2D6, 2-12; 2 and 12 give
    :data:`LOWEST_RATING_CHOOSES`). Raises ``ValueError`` for another system or a total the
    dice cannot show.
    """
    if system not in SCENARIO_TABLES:
        raise ValueError(
            f"no scenario table for game system {system!r}; expected one of "
            f"{', '.join(SCENARIO_TABLES)}"
        )
    dice, table = SCENARIO_TABLES[system]
    if total not in table:
        raise ValueError(
            f"{dice} cannot total {total} (the {system} table runs {min(table)}-{max(table)})"
        )
    return table[total]


def underdog_bonus(difference: int) -> int:
    """Bonus experience for a rating gap (M6): 0-50 +0, 51-75 +1, 76-100 +2, 101-150 +3,
    151-300 +4, 301 and more +5. Raises ``ValueError`` for a negative difference."""
    if difference < 0:
        raise ValueError(f"a rating difference cannot be negative ({difference})")
    for most, bonus in UNDERDOG_BONUS:
        if difference <= most:
            return bonus
    return 5


def underdog(ratings: Mapping[str, int]) -> tuple[str | None, int]:
    """The underdog and its bonus experience (M6).

    ``ratings``: player id -> warband rating. The lowest-rated warband is compared with the
    next lowest (the lowest of the others); the gap gives the bonus. Returns
    ``(player_id, bonus)``, or ``(None, 0)`` when there is no underdog: fewer than two
    players, a tie for the lowest rating, or a gap of 50 or less.
    """
    if len(ratings) < 2:
        return None, 0
    ranked = sorted(ratings.items(), key=lambda item: item[1])
    (low_id, low), (_, next_low) = ranked[0], ranked[1]
    bonus = underdog_bonus(next_low - low)
    return (low_id, bonus) if bonus > 0 else (None, 0)


@dataclass(frozen=True)
class DefenderChoice:
    """Who defends (M2) and why: ``reason`` is ``"rating"``, ``"models"`` or ``"roll-off"``
    (then ``roll_off`` holds the dice)."""

    player: str
    reason: str
    roll_off: RollOff | None = None


def choose_defender(
    ratings: Mapping[str, int],
    model_counts: Mapping[str, int],
    rng: GameRng,
    *,
    first: Mapping[str, int] | None = None,
) -> DefenderChoice:
    """The defender (M2): the highest warband rating; on a tie the most models; still tied, a
    D6 roll-off among the tied (``first`` may give their first rolls, made with real dice).

    ``ratings`` names the players; ``model_counts`` their models (missing counts as 0).
    Raises ``ValueError`` when there are no players.
    """
    if not ratings:
        raise ValueError("no players to choose a defender from")
    top = max(ratings.values())
    tied = [p for p, r in ratings.items() if r == top]
    if len(tied) == 1:
        return DefenderChoice(tied[0], "rating")
    most = max(model_counts.get(p, 0) for p in tied)
    tied = [p for p in tied if model_counts.get(p, 0) == most]
    if len(tied) == 1:
        return DefenderChoice(tied[0], "models")
    result = roll_off(rng, tied, "D6", settle="winner", first=first)
    return DefenderChoice(result.winner, "roll-off", result)


@dataclass(frozen=True)
class SetUpOrder:
    """The order the warbands set up in (M3); ``roll_off`` holds the dice (None when only the
    defender, or one player, sets up)."""

    order: list[str]
    defender: str | None = None
    roll_off: RollOff | None = None


def set_up_order(
    players: Sequence[str],
    rng: GameRng,
    *,
    defender: str | None = None,
    first: Mapping[str, int] | None = None,
) -> SetUpOrder:
    """Set-up order (M3): the defender first, if any; the others by a D6 each, highest first,
    ties rolled again among the tied until settled.

    ``first``: the first-round rolls, when the players rolled real dice. Raises ``ValueError``
    when ``defender`` is not among ``players``.
    """
    players = list(players)
    if defender is not None and defender not in players:
        raise ValueError(f"the defender {defender!r} is not one of the players")
    others = [p for p in players if p != defender]
    head = [defender] if defender is not None else []
    if len(others) <= 1:
        return SetUpOrder(head + others, defender)
    result = roll_off(rng, others, "D6", settle="all", first=first)
    return SetUpOrder(head + result.order, defender, result)
