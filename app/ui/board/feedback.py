"""Words and lines for a model's verdict: what the status bar says and which measured lines
the board draws while a model is dragged or selected.

Everything here is read from the judge's verdicts (:mod:`app.rules.verdicts`): the sentences
are the rules' own, the distances the rules' measurements, and the line ends the closest
points the rules measured between (:func:`app.rules.geometry.closest_points` when a
violation did not carry them). Nothing is measured again, so the board cannot disagree with
``python -m app check``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from app.i18n import QT_TRANSLATE_NOOP, translate
from app.rules.geometry import Footprint, closest_points
from app.rules.judge import EDGE_SEGMENTS, Judge
from app.rules.ranges import RULE_RANGES_IN
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


REQUIREMENTS = {
    "zone": QT_TRANSLATE_NOOP("BoardFeedback", "needs wholly within {range}"),
    "gap": QT_TRANSLATE_NOOP("BoardFeedback", "needs more than {range}"),
    "coherency": QT_TRANSLATE_NOOP("BoardFeedback", "needs within {range}"),
    "unit-gap": QT_TRANSLATE_NOOP("BoardFeedback", "needs at least {range}"),
    "run": QT_TRANSLATE_NOOP("BoardFeedback", "within {range}: cannot run"),
}
"""A line's tag for each kind of violation (:attr:`app.rules.verdicts.Violation.kind`),
translated where it is shown."""


def requirement(v: Violation) -> str:
    """The short rule a line's tag quotes ("needs more than 6 in"), from the violation's
    range and kind; the rule ID alone for a rule with no range."""
    if v.limit_in is None or v.kind not in REQUIREMENTS:
        return f"({v.rule})"
    return translate("BoardFeedback", REQUIREMENTS[v.kind]).format(range=fmt_range(v.limit_in))


def line_for(judge: Judge, model_id: str, v: Violation, kind: str) -> LineSpec | None:
    """The measured line of a violation: the points it carries, or else the closest points
    between the model and the other model it names. ``None`` when there is nothing to draw
    (an overlap, G8, has no length to show: both models' red halos show it)."""
    if v.distance_in is None or v.rule == "G8":
        return None
    fp = judge.footprint(model_id)
    other = _model_footprint(judge, v.other)
    points = v.points
    if points is None and other is not None:
        points = closest_points(fp, other)
    if points is None:
        return None
    # G4: the tag words the distance as the rule's reason does ("just under 6.00 in")
    shown = fmt_in(v.distance_in, v.limit_in)
    return LineSpec(points[0], points[1], f"{shown}, {requirement(v)}", kind)


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
        extra = ("" if more <= 0 else translate("BoardFeedback", " (and 1 more broken rule)")
                 if more == 1 else translate("BoardFeedback", " (and {more} more broken rules)")
                 .format(more=more))
        return Feedback("illegal", f"{CROSS} {who}{verdict.reason}{extra}", tuple(lines))
    if judge.setup:
        rule = setup_rule(judge)
        return Feedback("legal", translate(
            "BoardFeedback", "{tick} {who}legal set-up position ({rule})").format(
            tick=TICK, who=who, rule=rule))
    cover = f"; {verdict.cover_reason}" if verdict.cover and verdict.cover_reason else ""
    if not judge.running:  # M10 is a Mordheim rule: say nothing of running elsewhere
        return Feedback("legal", translate("BoardFeedback", "{tick} {who}on the table").format(
            tick=TICK, who=who) + cover)
    if not verdict.can_run and verdict.run_blocker is not None:
        spec = line_for(judge, mid, verdict.run_blocker, "caution")
        if spec is not None:
            lines.append(spec)
        return Feedback("caution", f"{CROSS} {who}{verdict.run_blocker.reason}{cover}",
                        tuple(lines))
    return Feedback("legal", translate(
        "BoardFeedback", "{tick} {who}can run: no enemy within {range} (M10)").format(
        tick=TICK, who=who, range=fmt_range(judge.run_block_in)) + cover)


def moved_from_start(judge: Judge | None, model_id: str, x_in: float, y_in: float
                     ) -> tuple[str, LineSpec] | None:
    """M10 in play: how far a dragged model is from where it stood when its player's turn
    began (centre to centre: every point of the base moved that far) as ``("moved 5.20 in
    from where it started the turn", line back to that spot)``; ``None`` outside Mordheim
    play or when the game recorded no start for it."""
    if judge is None or judge.setup or not judge.running:
        return None
    start = judge.start_footprint(model_id)
    if start is None:
        return None
    moved = math.hypot(x_in - start.x, y_in - start.y)
    text = translate("BoardFeedback", "moved {moved:.2f} in").format(moved=moved)
    return (translate("BoardFeedback", "{moved} from where it started the turn").format(
        moved=text),
            LineSpec((start.x, start.y), (x_in, y_in), text, "moved"))


def moved_from_pick_up(judge: Judge | None, start: tuple[float, float], x_in: float,
                       y_in: float, move_in: float | None) -> tuple[str, LineSpec] | None:
    """In play outside Mordheim (no turn's start is kept there: M10 is a Mordheim rule): how
    far a dragged model is from where it was picked up (centre to centre), with its
    Movement beside it when known (R1), as ``("moved 8.20 in (Movement 6 in)", line back to
    that spot)``; ``None`` in set-up, in Mordheim (see
    :func:`moved_from_start`) or before it moved."""
    if judge is None or judge.setup or judge.running:
        return None
    moved = math.hypot(x_in - start[0], y_in - start[1])
    if moved <= 0:
        return None
    text = translate("BoardFeedback", "moved {moved:.2f} in").format(moved=moved)
    said = text
    if move_in is not None:
        said += " " + translate("BoardFeedback", "(Movement {move:g} in)").format(
            move=move_in)
    return said, LineSpec(start, (x_in, y_in), text, "moved")


def format_measure(distance_in: float, ranges: tuple[float, ...] = RULE_RANGES_IN) -> str:
    """A measured distance to two decimals ("5.84 in"); a distance that would round onto a
    rule's range without being at it (G4) says which side it is on ("just over 6.00 in",
    "just under 2.00 in"), worded exactly as the rules' reasons are
    (:func:`app.rules.verdicts.fmt_in`), so the label never disagrees with a verdict or the
    status bar."""
    for r in ranges:
        if f"{distance_in:.2f}" == f"{r:.2f}":
            return fmt_in(distance_in, r)
    return fmt_in(distance_in)
