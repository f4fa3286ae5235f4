"""What the rules say about a position: violations and verdicts, with reasons.

Plain result objects; :mod:`app.rules.judge` produces them and the board, the side panel and
``python -m app check`` show them as they are. Distances are inches.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from collections.abc import Sequence
from typing import Any

from app.i18n import translate
from app.phrases import Phrase

from .geometry import EPS_IN  # G4: distances this close to a rule's range count as at it

Point2 = tuple[float, float]


def fmt_in(value: float, limit: float | None = None) -> str:
    """An inch figure as shown to players: two decimals, trailing zeros kept ("5.84 in").

    With the rule's range ``limit`` (inches), a value that would round onto the limit
    without being at it (G4: more than 1e-6 in away) says which side it is on, so a reason
    never contradicts its verdict: ``fmt_in(2.001, 2)`` is "just over 2.00 in",
    ``fmt_in(1.999, 2)`` "just under 2.00 in", ``fmt_in(0.001, 0)`` "less than 0.01 in";
    a value at the limit within the tolerance shows the limit itself."""
    if limit is not None:
        gap = value - limit
        if abs(gap) <= EPS_IN:
            return f"{limit:.2f} in"
        if f"{value:.2f}" in (f"{limit:.2f}", f"{-limit:.2f}"):
            if limit == 0.0:
                return Said.translate("Judge", "less than 0.01 in")
            if gap > 0:
                return Said.translate("Judge", "just over {limit} in").format(
                    limit=f"{limit:.2f}")
            return Said.translate("Judge", "just under {limit} in").format(limit=f"{limit:.2f}")
    return f"{value:.2f} in"


def fmt_over(value: float) -> str:
    """How far something reaches past a line it must not cross (an overhang, inches): any
    positive amount, however small, never reads as "0.00 in"."""
    return fmt_in(value, 0.0)


def fmt_range(value: float) -> str:
    """A rule's range as written in the rules: ``6 in``, ``2.5 in``."""
    return f"{value:g} in"


class Said(str):
    """A sentence for the players, in their language (the string itself), that keeps its
    English words in :attr:`english` for what the game file stores (issue 34: the log line
    of a placement agreed against the rules names the broken rules in English, whatever the
    language the players read them in; ``python -m app check`` prints English anyway).

    Made with ``Said.translate("Context", "literal {value}")`` (the literal is what
    ``lupdate`` extracts) and then ``.format(value=...)``, which fills both; a :class:`Said`
    among the values goes into the English in English. Anything else done to it (slicing,
    joining) gives a plain string in the players' language."""

    english: str
    phrase: Phrase | None
    """The sentence as a :class:`~app.phrases.Phrase` (its English, template and values), so
    a log line holding it is shown translated again after the game is reopened."""

    def __new__(cls, shown: str, english: str | None = None,
                phrase: Phrase | None = None) -> "Said":
        said = super().__new__(cls, shown)
        said.english = str(shown) if english is None else english
        said.phrase = phrase
        return said

    def __reduce__(self) -> tuple[Any, ...]:
        return (Said, (str(self), self.english, self.phrase))

    @classmethod
    def translate(cls, context: str, text: str) -> "Said":
        """``text`` in the players' language, keeping ``text`` as its English."""
        return cls(translate(context, text), text, Phrase(text, context, text))

    def format(self, *args: Any, **kwargs: Any) -> "Said":
        phrase = self.phrase.format(**kwargs) if self.phrase is not None and not args else None
        return Said(str.format(self, *args, **kwargs),
                    self.english.format(*map(english, args),
                                        **{k: english(v) for k, v in kwargs.items()}), phrase)


def english(text: Any) -> Any:
    """The English of a :class:`Said` sentence; anything else as it is."""
    return text.english if isinstance(text, Said) else text


def edge_word(edge: str) -> str:
    """A table edge's name (top, right, bottom, left) in the players' language, for
    sentences ("the {edge} table edge"); any other name as it is."""
    words = {"top": Said.translate("Edges", "top"), "right": Said.translate("Edges", "right"),
             "bottom": Said.translate("Edges", "bottom"),
             "left": Said.translate("Edges", "left")}
    return words.get(edge, edge)


LINK_KINDS = ("zone", "gap", "coherency", "unit-gap", "run")
"""How a violation's distance is compared with its range (:attr:`Violation.kind`)."""


@dataclass(frozen=True)
class Violation:
    """One broken rule. ``rule`` is the rule ID (``"M4"``), ``reason`` a plain sentence for
    the player, ``other`` the model id, unit or zone it concerns (``"segment D"``) or ``None``,
    ``distance_in`` the measured distance that broke it (inches) or ``None``. ``points`` are
    the two ends of the measured line (table inches) for the board to draw, if known.

    What the board draws of it comes from fields, never from the sentence: ``limit_in`` the
    range the rule compares the distance with (inches) and ``kind`` how (one of
    :data:`LINK_KINDS`: ``"zone"`` wholly within it, ``"gap"`` more than it, ``"coherency"``
    within it of a unit-mate, ``"unit-gap"`` at least it, ``"run"`` an enemy within it stops
    running), both unset for a rule with no range to show."""

    rule: str
    reason: str
    other: str | None = None
    distance_in: float | None = None
    points: tuple[Point2, Point2] | None = field(default=None, compare=False)
    limit_in: float | None = field(default=None, compare=False)
    kind: str = field(default="", compare=False)

    def to_dict(self) -> dict[str, Any]:
        return {
            "rule": self.rule,
            "reason": english(self.reason),
            "other": self.other,
            "distance_in": None if self.distance_in is None else round(self.distance_in, 4),
        }


@dataclass(frozen=True)
class ModelVerdict:
    """The rules' verdict on one model on the table.

    ``legal``: no violations (set-up M4/S2, Scout and Secure S3). ``can_run`` (M10) and, when
    it cannot, ``run_blocker``: the nearest enemy stopping it. ``cover``: Reinforced Defenses
    (S5, only in a scenario that uses it), ``cover_objective`` the id of the objective giving
    it, ``cover_name`` its name and ``cover_reason`` the verdict in words (the cover and the
    charge limit). ``untargetable``: placed by Scout and Secure and not yet moved (S3)."""

    id: str
    violations: tuple[Violation, ...] = ()
    can_run: bool = True
    run_blocker: Violation | None = None
    cover: bool = False
    cover_objective: str | None = None
    untargetable: bool = False
    cover_name: str | None = None
    cover_reason: str = ""

    @property
    def legal(self) -> bool:
        return not self.violations

    @property
    def reason(self) -> str:
        """The first violation's sentence, or ``""`` when legal (for a status bar)."""
        return self.violations[0].reason if self.violations else ""

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "id": self.id,
            "legal": self.legal,
            "can_run": self.can_run,
            "cover": self.cover,
            "violations": [v.to_dict() for v in self.violations],
        }
        if self.run_blocker is not None:
            out["run_blocker"] = self.run_blocker.to_dict()
        if self.cover_objective is not None:
            out["cover_objective"] = self.cover_objective
            out["cover_name"] = self.cover_name
            out["cover_reason"] = self.cover_reason
        if self.untargetable:
            out["untargetable"] = True
        return out


@dataclass(frozen=True)
class ObjectiveVerdict:
    """Who controls an objective (S4). ``controlled_by``: player ids in player order (several
    players can control at once); ``in_range``: players with a model within the control
    range; ``contested``: some player in range is denied by a non-allied enemy model within
    the contest range."""

    id: str
    controlled_by: tuple[str, ...] = ()
    in_range: tuple[str, ...] = ()
    contested: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "controlled_by": list(self.controlled_by),
            "contested": self.contested,
        }


HOLDER_FORMS = ("board", "legend", "summary")
"""Where who holds an objective is said: the board's objective label and tooltip, the
exported sheet's legend, and the end-of-turn summary of the turn panel."""


def holder_words(holders: Sequence[str], contested: bool, form: str = "board") -> str:
    """Who holds an objective (S4), in words, from its verdict: ``holders`` the names of
    the players in :attr:`ObjectiveVerdict.controlled_by` (as that place names them),
    ``contested`` the verdict's. The board says "held by Skaven", "held by A and B
    (contested)", "contested" or "nobody holds it"; the legend "held by ..." or "held by
    nobody" ("contested, held by nobody"); the summary just "A and B" or "nobody"
    ("nobody (contested)")."""
    if form not in HOLDER_FORMS:
        raise ValueError(f"unknown form {form!r}; expected one of {', '.join(HOLDER_FORMS)}")
    who = translate("Holders", " and ").join(holders)
    if form == "summary":
        if who:
            return who
        return translate("Holders", "nobody (contested)") if contested else translate(
            "Holders", "nobody")
    if who:
        if contested:
            return translate("Holders", "held by {who} (contested)").format(who=who)
        return translate("Holders", "held by {who}").format(who=who)
    if form == "legend":
        return translate("Holders", "contested, held by nobody") if contested else translate(
            "Holders", "held by nobody")
    return translate("Holders", "contested") if contested else translate(
        "Holders", "nobody holds it")


@dataclass(frozen=True)
class Update:
    """What one incremental re-judge changed: verdicts by id, only for what may have moved."""

    models: dict[str, ModelVerdict]
    objectives: dict[str, ObjectiveVerdict]
