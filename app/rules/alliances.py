"""Alliances between warbands (M10), and who counts as an enemy (C8).

An alliance is between two players: a proposal to several warbands forms one alliance with
each that agrees, and an attack on an ally breaks only the alliance between those two. The
game keeps alliances as 2-player ``frozenset`` pairs.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Collection, Iterable, Mapping

from app.phrases import Phrase

from .geometry import EPS_IN, Footprint, at_least_apart, distance, wholly_on_table
from .table import Table

Pair = frozenset[str]

BREAK_OFF_GAP_IN = 1.0
"""M10: allied models in close combat when the alliance forms are placed this far apart."""

ATTACK_KINDS = ("charge", "shoot", "spell")
"""M10: the acts that break an alliance when aimed at an ally (a harmful spell)."""


def may_propose_now(system: str, phase: str, current_player: str | None, proposer: str) -> bool:
    """M10: may ``proposer`` offer an alliance now? In a Mordheim game, during the players'
    turns only the player whose turn it is may (alliances are proposed at the start of one's
    own turn); card games and the set-up have no such limit."""
    return not (system == "mordheim" and phase == "player-turn" and current_player != proposer)


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


def left_game(alliances: Iterable[Collection[str]], player: str,
              fixed_teams: bool = False) -> tuple[list[frozenset[str]], set[str]]:
    """M9, C9: a warband that leaves the game (flees, routs, is wiped out) is nobody's ally
    any more. Returns the alliances left (a fixed team keeps its other members while two or
    more remain) and the players ``player`` was allied with. In a team scenario
    (``fixed_teams``, Brothers-in-Arms) the teams stay as they are: the player's team-mates
    are still not its opponents, the team's points are still tallied together (V1) and the
    team still on the table wins together (C9); nothing ends."""
    if fixed_teams:
        return [frozenset(group) for group in alliances], set()
    left: list[frozenset[str]] = []
    former: set[str] = set()
    for group in alliances:
        members = frozenset(group)
        if player not in members:
            left.append(members)
            continue
        former |= members - {player}
        if len(members) > 2:
            left.append(members - {player})
    return left, former


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


def place_break_off(
    footprints: Mapping[str, Footprint],
    pairs: Iterable[tuple[str, str]],
    table: Table,
    gap_in: float = BREAK_OFF_GAP_IN,
    angle_step_deg: float = 15.0,
    distance_step_in: float = 0.25,
    max_extra_in: float = 6.0,
    names: Mapping[str, str] | None = None,
) -> tuple[dict[str, tuple[float, float]], list[str]]:
    """Where allied models in close combat go when their alliance forms (M10), so that each
    pair ends at least ``gap_in`` apart, every moved base lies wholly on the table (G2) and
    touches no other base.

    ``footprints``: every model on the table by id (inches, see
    :func:`app.rules.geometry.footprint`); ``pairs``: model ids in close combat with an ally,
    separated in the order given. First both models move half the way apart along the line
    between their centres (both move the least). If that is not a legal spot, one model
    stays and the other is tried at angles around it (``angle_step_deg`` apart, nearest the
    first direction first), then at ``distance_step_in`` larger gaps up to ``max_extra_in``
    more. Returns the new centres of the models that move, and one plain-text note per pair
    that had to be placed by that search or could not be placed at all (those stay put),
    naming models by ``names`` (default: their ids).
    """
    name = (lambda mid: names.get(mid, mid)) if names else (lambda mid: mid)
    current = dict(footprints)
    moved: dict[str, tuple[float, float]] = {}
    notes: list[str] = []

    def legal(placed: Mapping[str, Footprint]) -> bool:
        for mid, fp in placed.items():
            if not wholly_on_table(fp, table):
                return False
            for other_id, other in current.items():
                if other_id in placed:
                    continue
                if distance(fp, other) <= EPS_IN:
                    return False
        fps = list(placed.values())
        return len(fps) < 2 or at_least_apart(distance(fps[0], fps[1]), gap_in)

    for ma, mb in pairs:
        fa, fb = current[ma], current[mb]
        if at_least_apart(distance(fa, fb), gap_in):
            continue
        new_a, new_b = break_off_positions((fa.x, fa.y, fa.radius), (fb.x, fb.y, fb.radius), gap_in)
        trial = {ma: replace(fa, x=new_a[0], y=new_a[1]), mb: replace(fb, x=new_b[0], y=new_b[1])}
        found = trial if legal(trial) else _search_spot(
            current, ma, mb, legal, gap_in, angle_step_deg, distance_step_in, max_extra_in)
        if found is None:
            notes.append(Phrase.translate(
                "Log", "{first} and {second}: no free spot on the table {gap} in apart was "
                       "found; they stay where they are").format(
                    first=name(ma), second=name(mb), gap=f"{gap_in:g}"))
            continue
        if found is not trial:
            (mid, fp), = found.items()
            notes.append(Phrase.translate(
                "Log", "{model} could not move straight back from {other}; placed at "
                       "({x}, {y}) in instead").format(
                    model=name(mid), other=name(ma if mid == mb else mb), x=f"{fp.x:.2f}",
                    y=f"{fp.y:.2f}"))
        for mid, fp in found.items():
            current[mid] = fp
            moved[mid] = (fp.x, fp.y)
    return moved, notes


def _search_spot(current, ma, mb, legal, gap_in, angle_step, step_in, max_extra):  # noqa: ANN001, ANN202
    """One model of the pair stays, the other is tried around it: angles first, then farther."""
    steps = int(round(max_extra / step_in))
    for extra_i in range(steps + 1):
        extra = extra_i * step_in
        for stay, go in ((ma, mb), (mb, ma)):
            fs, fg = current[stay], current[go]
            base_angle = math.atan2(fg.y - fs.y, fg.x - fs.x)
            reach = fs.radius + fg.radius + gap_in + extra
            n = int(round(180.0 / angle_step))
            for k in range(2 * n):
                sign = 1 if k % 2 == 0 else -1
                offset = math.radians(angle_step * ((k + 1) // 2)) * sign
                ang = base_angle + offset
                trial = {go: replace(fg, x=fs.x + reach * math.cos(ang),
                                     y=fs.y + reach * math.sin(ang))}
                if legal(trial) and at_least_apart(distance(trial[go], fs), gap_in):
                    return trial
    return None
