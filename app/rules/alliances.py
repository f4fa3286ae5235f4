"""Alliances between warbands (M10), and who counts as an enemy (C8).

An alliance is between two players: a proposal to several warbands forms one alliance with
each that agrees, and an attack on an ally breaks only the alliance between those two. The
game keeps alliances as 2-player ``frozenset`` pairs.
"""

from __future__ import annotations

import math
from typing import Collection, Iterable, Mapping

Pair = frozenset[str]

BREAK_OFF_GAP_IN = 1.0
"""M10: allied models in close combat when the alliance forms are placed this far apart."""

ATTACK_KINDS = ("charge", "shoot", "spell")
"""M10: the acts that break an alliance when aimed at an ally (a harmful spell)."""


def pair(a: str, b: str) -> Pair:
    """The alliance between ``a`` and ``b``; ``ValueError`` for a player allied with itself."""
    if a == b:
        raise ValueError(f"a warband cannot ally with itself ({a!r})")
    return frozenset((a, b))


def allied(alliances: Iterable[Collection[str]], a: str, b: str) -> bool:
    """True when ``a`` and ``b`` are allies (M10); a player is never its own ally."""
    return a != b and any({a, b} <= set(group) for group in alliances)


def allies_of(alliances: Iterable[Collection[str]], player: str) -> set[str]:
    """Every player allied with ``player`` (M10)."""
    found: set[str] = set()
    for group in alliances:
        if player in group:
            found.update(group)
    found.discard(player)
    return found


def is_enemy(alliances: Iterable[Collection[str]], a: str, b: str) -> bool:
    """C8 with M10: models of another warband are enemies unless the two are allies."""
    return a != b and not allied(alliances, a, b)


def form(alliances: Iterable[Pair], proposer: str, accepted: Iterable[str]) -> list[Pair]:
    """The alliances after ``proposer``'s proposal was accepted by ``accepted`` (M10)."""
    result = list(alliances)
    for other in accepted:
        new = pair(proposer, other)
        if new not in result:
            result.append(new)
    return result


def broken_by_attack(
    alliances: Iterable[Pair], attacker: str, target: str
) -> tuple[list[Pair], Pair | None]:
    """M10: charging, shooting or casting a harmful spell at an ally breaks that alliance.

    Returns the alliances left and the one broken (None when the two were not allied).
    """
    result = list(alliances)
    if attacker == target:
        return result, None
    key = frozenset((attacker, target))
    if key in result:
        result.remove(key)
        return result, key
    return result, None


Circle = tuple[float, float, float]
"""A round footprint: centre ``x_in``, ``y_in`` and radius in inches."""


def break_off_positions(
    a: Circle, b: Circle, gap_in: float = BREAK_OFF_GAP_IN
) -> tuple[tuple[float, float], tuple[float, float]]:
    """New centres for two allied models in close combat, placed ``gap_in`` apart (M10).

    Each model moves half the way along the line between their centres, so both move the
    least. Inputs are circles in inches (an oval or square base passes its enclosing circle).
    Models already at least ``gap_in`` apart stay where they are. Two models on the same
    centre are separated along x. The result may lie off the table: the caller checks it.
    """
    ax, ay, ar = a
    bx, by, br = b
    dx, dy = bx - ax, by - ay
    dist = math.hypot(dx, dy)
    edge_gap = dist - ar - br
    if edge_gap >= gap_in - 1e-9:
        return (ax, ay), (bx, by)
    if dist < 1e-9:
        ux, uy = 1.0, 0.0
    else:
        ux, uy = dx / dist, dy / dist
    push = (gap_in - edge_gap) / 2
    return (ax - ux * push, ay - uy * push), (bx + ux * push, by + uy * push)


def break_off_all(
    circles: Mapping[str, Circle],
    pairs: Iterable[tuple[str, str]],
    gap_in: float = BREAK_OFF_GAP_IN,
) -> dict[str, tuple[float, float]]:
    """Proposed new centres for every model in ``pairs`` (model ids in close combat with an
    ally) so each pair ends ``gap_in`` apart (M10). Pairs are separated in the order given;
    a model in several pairs moves once per pair. Returns only the models that move."""
    current = {mid: (x, y) for mid, (x, y, _r) in circles.items()}
    moved: dict[str, tuple[float, float]] = {}
    for ma, mb in pairs:
        (ax, ay), (bx, by) = current[ma], current[mb]
        new_a, new_b = break_off_positions(
            (ax, ay, circles[ma][2]), (bx, by, circles[mb][2]), gap_in
        )
        for mid, new, old in ((ma, new_a, (ax, ay)), (mb, new_b, (bx, by))):
            if new != old:
                current[mid] = new
                moved[mid] = new
    return moved
