"""Words and lines for a model's verdict: what the status bar says and which measured lines
the board draws while a model is dragged or selected.

Everything here is read from the judge's verdicts (:mod:`app.rules.verdicts`): the sentences
are the rules' own, the distances the rules' measurements, and the line ends the closest
points the rules measured between (:func:`app.rules.geometry.closest_points` when a
violation did not carry them). Nothing is measured again, so the board cannot disagree with
``python -m app check``.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.rules.geometry import EPS_IN, Footprint, beyond, closest_points, within
from app.rules.judge import EDGE_SEGMENTS, Judge
from app.rules.verdicts import ModelVerdict, Violation, fmt_in, fmt_range

TICK = "\u2713"
CROSS = "\u2717"

Point2 = tuple[float, float]


@dataclass(frozen=True)
class LineSpec:
    """A line to draw: ends in table inches, its tag, and its kind (see ``RulerItem``)."""

    p1: Point2
    p2: Point2
    text: str
    kind: str


@dataclass(frozen=True)
class Feedback:
    """What to show for one model: ``state`` is ``"legal"``, ``"illegal"`` (a broken rule,
    red with a cross) or ``"caution"`` (legal, but cannot run, M10); ``text`` the status-bar
    sentence (starting with the tick or cross); ``lines`` the measured lines to draw."""

    state: str
    text: str
    lines: tuple[LineSpec, ...] = ()

    @property
    def symbol(self) -> str:
        return TICK if self.state == "legal" else CROSS


def setup_rule(judge: Judge) -> str:
    """The set-up rule the judge applies: M4 (edge segments) or S2 (Battle Formations)."""
    return "M4" if judge.kind == EDGE_SEGMENTS else "S2"


def _model_footprint(judge: Judge, model_id: str | None) -> Footprint | None:
    if model_id is None:
        return None
    try:
        return judge.footprint(model_id)
    except KeyError:
        return None


def _requirement(judge: Judge, v: Violation, fp: Footprint, other: Footprint | None) -> str:
    """The short rule a line's tag quotes ("needs more than 6 in")."""
    if v.rule == "M4":
        if other is not None:
            return f"needs more than {fmt_range(judge.gap_in)}"
        return f"needs wholly within {fmt_range(judge.zone_depth_in)}"
    if v.rule == "S2":
        if other is None:
            return f"needs wholly within {fmt_range(judge.zone_depth_in)}"
        if v.reason.startswith("Out of coherency"):
            return f"needs within {fmt_range(judge.coherency_in)}"
        return f"needs at least {fmt_range(judge.unit_gap_in)}"
    if v.rule == "M10":
        return f"within {fmt_range(judge.run_block_in)}: cannot run"
    return f"({v.rule})"


def line_for(judge: Judge, model_id: str, v: Violation, kind: str) -> LineSpec | None:
    """The measured line of a violation: the points it carries, or else the closest points
    between the model and the other model it names. ``None`` when there is nothing to draw."""
    if v.distance_in is None:
        return None
    fp = judge.footprint(model_id)
    other = _model_footprint(judge, v.other)
    points = v.points
    if points is None and other is not None:
        points = closest_points(fp, other)
    if points is None:
        return None
    return LineSpec(points[0], points[1], f"{fmt_in(v.distance_in)}, {_requirement(judge, v, fp, other)}",
                    kind)


def feedback(judge: Judge, verdict: ModelVerdict, name: str = "",
             max_lines: int = 3) -> Feedback:
    """Status text and lines for a model's verdict. During set-up: legal or not (M4/S2) with
    the first broken rule's sentence; in play: can it run (M10, Mordheim games only), and
    cover (S5)."""
    mid = verdict.id
    lines: list[LineSpec] = []
    for v in verdict.violations[:max_lines]:
        spec = line_for(judge, mid, v, "violation")
        if spec is not None:
            lines.append(spec)
    who = f"{name}: " if name else ""
    if not verdict.legal:
        more = len(verdict.violations) - 1
        extra = f" (and {more} more broken rule{'s' if more > 1 else ''})" if more > 0 else ""
        return Feedback("illegal", f"{CROSS} {who}{verdict.reason}{extra}", tuple(lines))
    if judge.setup:
        rule = setup_rule(judge)
        return Feedback("legal", f"{TICK} {who}legal set-up position ({rule})")
    cover = (f"; has cover from objective {verdict.cover_objective} (S5)"
             if verdict.cover else "")
    if not judge.running:  # M10 is a Mordheim rule: say nothing of running elsewhere
        return Feedback("legal", f"{TICK} {who}on the table{cover}")
    if not verdict.can_run and verdict.run_blocker is not None:
        spec = line_for(judge, mid, verdict.run_blocker, "caution")
        if spec is not None:
            lines.append(spec)
        return Feedback("caution", f"{CROSS} {who}{verdict.run_blocker.reason}{cover}",
                        tuple(lines))
    return Feedback("legal", f"{TICK} {who}can run: no enemy within "
                             f"{fmt_range(judge.run_block_in)} (M10){cover}")


RULE_RANGES_IN = (2.0, 3.0, 6.0, 8.0, 12.0)
"""Distances the rules compare against (S2/S4 2 in, S4/S5 3 in, M4 6 in, M10 8 in, S2 12 in)."""


def format_measure(distance_in: float, ranges: tuple[float, ...] = RULE_RANGES_IN) -> str:
    """A measured distance to two decimals ("5.84 in"); a distance that would round onto a
    rule's range without being within it (G4) says so ("just over 6.00 in"), and one just
    short of an "at least" range likewise ("just under 2.00 in"), so the label never
    disagrees with a verdict."""
    for r in ranges:
        if abs(distance_in - r) < 0.005:
            if beyond(distance_in, r):
                return f"just over {r:.2f} in"
            if distance_in < r - EPS_IN:
                return f"just under {r:.2f} in"
            if within(distance_in, r):
                return f"{r:.2f} in"
    return fmt_in(distance_in)
