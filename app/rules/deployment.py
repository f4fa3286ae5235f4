"""Set-up zones and gaps: edge segments (M4), Battle Formations (S2), Scout and Secure (S3).

Each check takes footprints (:mod:`app.rules.geometry`) or measured distances and returns a
:class:`~app.rules.verdicts.Violation` with the rule ID and a plain sentence, or ``None``
when the rule is met. Distances are inches; every comparison follows G4/G6.
"""

from __future__ import annotations

import math

from .geometry import (
    EPS_IN,
    Footprint,
    at_least_apart,
    edge_gap,
    farthest_from_edge,
    farthest_from_segment,
    farthest_point_from_segment,
    farthest_rim_point,
    overhang,
    segment_foot,
    within,
)
from .table import Table
from .verdicts import Point2, Said, Violation, edge_word, fmt_in, fmt_over, fmt_range

SEGMENT_ZONE_IN = 6.0
"""M4: set up wholly within this distance of the chosen segment."""
WARBAND_GAP_IN = 6.0
"""M4: no model set up within this distance of another warband's model."""
FORMATION_ZONE_IN = 12.0
"""S2: units set up wholly within this distance of their own table edge."""
COHERENCY_IN = 2.0
"""S2: each model within this distance of another model of its unit."""
UNIT_GAP_IN = 2.0
"""S2: units at least this far apart from every other unit."""
SCOUT_FOLLOW_IN = 2.0
"""S3: the rest of a scouting unit is placed within this distance of its first model."""


def _off_table(fp: Footprint, table: Table, rule: str, other: str) -> Violation | None:
    off = overhang(fp, table)
    if off > EPS_IN:
        return Violation(rule, Said.translate(
            "Judge", "Part of the base is off the table, {over} over its edge ({rule})").format(
                over=fmt_over(off), rule=rule), other, off)
    return None


def segment_zone_violation(fp: Footprint, table: Table, letter: str,
                           depth_in: float = SEGMENT_ZONE_IN) -> Violation | None:
    """M4: the base must lie wholly on the table and wholly within ``depth_in`` of edge
    segment ``letter`` (A-F). For a round base the farthest point from the segment is
    ``dist(centre, segment) + r``, measured analytically. ``KeyError`` for a bad letter."""
    zone = f"segment {letter}"
    off = _off_table(fp, table, "M4", zone)
    if off:
        return off
    seg = table.segments()[letter]
    far = farthest_from_segment(fp, seg.start, seg.end)
    if within(far, depth_in):
        return None
    far, point = farthest_point_from_segment(fp, seg.start, seg.end)
    return Violation(
        "M4",
        Said.translate("Judge", "Not wholly within {range} of segment {letter}: part of the "
                       "base is {far} from it (M4)").format(
            range=fmt_range(depth_in), letter=letter, far=fmt_in(far, depth_in)),
        zone, far, (point, segment_foot(*point, seg.start, seg.end)), depth_in, "zone",
    )


def warband_gap_violation(distance_in: float, other_id: str, other_name: str,
                          gap_in: float = WARBAND_GAP_IN,
                          points: tuple[Point2, Point2] | None = None) -> Violation | None:
    """M4: a model of another warband within ``gap_in`` (inclusive, G4) is a violation; the
    two must be *more than* ``gap_in`` apart."""
    if not within(distance_in, gap_in):
        return None
    return Violation(
        "M4",
        Said.translate("Judge", "Too close to {other}: {distance}, must be more than {range} "
                       "(M4)").format(other=other_name, distance=fmt_in(distance_in, gap_in),
                                      range=fmt_range(gap_in)),
        other_id, distance_in, points, gap_in, "gap",
    )


def edge_zone_violation(fp: Footprint, table: Table, edge: str,
                        depth_in: float = FORMATION_ZONE_IN) -> Violation | None:
    """S2: the base must lie wholly on the table and wholly within ``depth_in`` of the whole
    table edge ``edge`` (top/right/bottom/left). Exact for every base shape."""
    zone = f"{edge} edge"
    off = _off_table(fp, table, "S2", zone)
    if off:
        return off
    far = farthest_from_edge(fp, table, edge)
    if within(far, depth_in):
        return None
    nx, ny, _ = table.edge_frame(edge)
    p = fp.support_point(-nx, -ny)  # the point of the base farthest from the edge
    points = (p, (p[0] + nx * far, p[1] + ny * far))
    return Violation(
        "S2",
        Said.translate("Judge", "Not wholly within {range} of the {edge} table edge: part of "
                       "the base is {far} from it (S2)").format(
            range=fmt_range(depth_in), edge=edge_word(edge), far=fmt_in(far, depth_in)),
        zone, far, points, depth_in, "zone",
    )


def coherency_violation(nearest_distance_in: float | None, nearest_id: str | None,
                        nearest_name: str | None, coherency_in: float = COHERENCY_IN,
                        points: tuple[Point2, Point2] | None = None) -> Violation | None:
    """S2: a model must be within ``coherency_in`` of another model of its unit. Pass the
    distance to the nearest unit-mate on the table, or ``None`` for a unit of one (exempt)."""
    if nearest_distance_in is None or within(nearest_distance_in, coherency_in):
        return None
    return Violation(
        "S2",
        Said.translate("Judge", "Out of coherency: the nearest model of its unit, {nearest}, "
                       "is {distance} away, must be within {range} (S2)").format(
            nearest=nearest_name, distance=fmt_in(nearest_distance_in, coherency_in),
            range=fmt_range(coherency_in)),
        nearest_id, nearest_distance_in, points, coherency_in, "coherency",
    )


def unit_gap_violation(distance_in: float, other_id: str, other_name: str,
                       unit_gap_in: float = UNIT_GAP_IN,
                       points: tuple[Point2, Point2] | None = None) -> Violation | None:
    """S2 (G6): units must be at least ``unit_gap_in`` apart, measured between their closest
    models, friendly or enemy. Exactly ``unit_gap_in`` is legal."""
    if at_least_apart(distance_in, unit_gap_in):
        return None
    return Violation(
        "S2",
        Said.translate("Judge", "Too close to another unit ({other}): {distance}, units must "
                       "be at least {range} apart (S2)").format(
            other=other_name, distance=fmt_in(distance_in, unit_gap_in),
            range=fmt_range(unit_gap_in)),
        other_id, distance_in, points, unit_gap_in, "unit-gap",
    )


def scout_first_violation(fp: Footprint, table: Table, edge: str) -> Violation | None:
    """S3: the first model of a scouting unit is placed touching its player's table edge:
    its base reaches the edge (within 1e-6 in) without crossing it."""
    gap = edge_gap(fp, table, edge)
    zone = f"{edge} edge"
    if gap < -EPS_IN:
        return Violation("S3", Said.translate(
            "Judge", "The base crosses the {edge} table edge by {over}; it must touch the edge "
            "from the table (S3)").format(edge=edge_word(edge), over=fmt_over(-gap)), zone, -gap)
    off = _off_table(fp, table, "S3", zone)
    if off:
        return off
    if gap > EPS_IN:
        nx, ny, _ = table.edge_frame(edge)
        p = fp.support_point(nx, ny)  # the point of the base nearest the edge
        return Violation("S3", Said.translate(
            "Judge", "Must touch the {edge} table edge: it is {gap} from it (S3)").format(
                edge=edge_word(edge), gap=fmt_over(gap)),
            zone, gap, (p, (p[0] + nx * gap, p[1] + ny * gap)))
    return None


def scout_follower_violation(distance_in: float, first_id: str, first_name: str,
                             follow_in: float = SCOUT_FOLLOW_IN,
                             points: tuple[Point2, Point2] | None = None) -> Violation | None:
    """S3: the rest of a scouting unit is placed within ``follow_in`` of its first model."""
    if within(distance_in, follow_in):
        return None
    return Violation(
        "S3",
        Said.translate("Judge", "Must be placed within {range} of {first}: it is {distance} "
                       "away (S3)").format(range=fmt_range(follow_in), first=first_name,
                                           distance=fmt_in(distance_in, follow_in)),
        first_id, distance_in, points,
    )


def farthest_point_from_box(fp: Footprint, cx: float, cy: float, width_in: float,
                            depth_in: float) -> tuple[float, Point2, Point2]:
    """``(distance, point, foot)``: the point of the base farthest from an axis-aligned box
    centred at ``(cx, cy)`` (``width_in`` x ``depth_in``; 0 x 0 is a point), its distance
    from the box (0 when the base lies inside it) and the box's nearest point to it, inches.
    Exact for every base shape (G4, scenario set-up areas included): a round base
    analytically (the distance to a convex box grows by the radius along the outward
    direction), a rectangle at its farthest corner (distance to a convex set is convex), an
    oval on its true rim (:func:`~app.rules.geometry.farthest_rim_point`), never on a
    polygon drawn round it."""
    hw, hd = width_in / 2.0, depth_in / 2.0

    def foot(px: float, py: float) -> Point2:
        return (min(max(px, cx - hw), cx + hw), min(max(py, cy - hd), cy + hd))

    def gap(px: float, py: float) -> float:
        fx, fy = foot(px, py)
        return math.hypot(px - fx, py - fy)

    if fp.is_round:
        inside = abs(fp.x - cx) <= hw and abs(fp.y - cy) <= hd
        if not inside:
            fx, fy = foot(fp.x, fp.y)
            d = math.hypot(fp.x - fx, fp.y - fy)
            point = (fp.x + (fp.x - fx) / d * fp.a, fp.y + (fp.y - fy) / d * fp.a)
            return d + fp.a, point, (fx, fy)
        # inside the box: the rim pokes out, if at all, across the nearest wall
        walls = ((hw - (fp.x - cx), (1.0, 0.0)), (hw + (fp.x - cx), (-1.0, 0.0)),
                 (hd - (fp.y - cy), (0.0, 1.0)), (hd + (fp.y - cy), (0.0, -1.0)))
        room, (nx, ny) = min(walls)
        point = (fp.x + nx * fp.a, fp.y + ny * fp.a)
        return max(0.0, fp.a - room), point, foot(*point)
    if fp.shape == "rect":
        corners = [fp._to_table(sx * fp.a, sy * fp.b)
                   for sx, sy in ((1, 1), (-1, 1), (-1, -1), (1, -1))]
        far, point = max((gap(*c), c) for c in corners)
        return far, point, foot(*point)
    far, point = farthest_rim_point(fp, gap)
    return far, point, foot(*point)


def farthest_from_box(fp: Footprint, cx: float, cy: float, width_in: float,
                      depth_in: float) -> float:
    """Largest distance from any point of the base to an axis-aligned box centred at
    ``(cx, cy)`` (``width_in`` x ``depth_in``; 0 x 0 is a point), 0 when the base lies
    inside it; exact for every base shape (:func:`farthest_point_from_box`)."""
    return farthest_point_from_box(fp, cx, cy, width_in, depth_in)[0]


def area_violation(fp: Footprint, table: Table, area: tuple[float, ...],
                   what: str) -> Violation | None:
    """A scenario's own set-up area (e.g. a defender around the centre, or in or around a
    building; M4 lets scenarios replace the segments): the base must lie wholly on the table
    and wholly within ``within_in`` of the box ``area = (cx, cy, width_in, depth_in,
    within_in)``, or of that box turned by ``facing_deg`` about its centre when ``area`` has
    a sixth number (a building the players turned, T5); ``what`` names it in the sentence
    ("the table centre")."""
    off = _off_table(fp, table, "M4", what)
    if off:
        return off
    cx, cy, w, d, limit = area[:5]
    facing = area[5] if len(area) > 5 else 0.0
    if facing:  # measure in the box's own frame: turn the base back about the box's centre
        c, s = math.cos(math.radians(facing)), math.sin(math.radians(facing))

        def back(px: float, py: float) -> Point2:  # turn by -facing (as drawn, y down)
            dx, dy = px - cx, py - cy
            return (cx + dx * c - dy * s, cy + dx * s + dy * c)

        def forth(px: float, py: float) -> Point2:
            dx, dy = px - cx, py - cy
            return (cx + dx * c + dy * s, cy - dx * s + dy * c)

        x, y = back(fp.x, fp.y)
        ux, uy = back(cx + fp.ux, cy + fp.uy)
        turned = Footprint(fp.shape, x, y, fp.a, fp.b, ux - cx, uy - cy)
        far, point, foot = farthest_point_from_box(turned, cx, cy, w, d)
        point, foot = forth(*point), forth(*foot)
    else:
        far, point, foot = farthest_point_from_box(fp, cx, cy, w, d)
    if within(far, limit):
        return None
    return Violation("M4", Said.translate(
        "Judge", "Not wholly within {range} of {what}: part of the base is {far} from it (M4, "
        "scenario set-up)").format(range=fmt_range(limit), what=what, far=fmt_in(far, limit)),
        what, far, (point, foot), limit, "zone")
