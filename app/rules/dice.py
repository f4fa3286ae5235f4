"""Dice: D3, D6 and 2D6 rolls, roll-offs with re-rolls among the tied (M3, M5), and the random
hit allocation for shooting into a close combat (M7).

Every roll comes from the game's :class:`~app.rules.rng.GameRng` (one random event per roll)
and is returned with its faces, so the event log can show exactly what was rolled.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping, Sequence

from app.phrases import Phrase, joined

from .rng import GameRng

DICE: dict[str, tuple[int, int]] = {"D3": (1, 6), "D6": (1, 6), "2D6": (2, 6)}
"""Kinds of roll: name -> (number of dice, sides of each). A D3 is one D6 halved, rounded
up (1-2 -> 1, 3-4 -> 2, 5-6 -> 3), as on the table."""

MAX_ROLL_OFF_ROUNDS = 200
"""Safety cap: a roll-off still tied after this many rounds raises ``RuntimeError``."""


@dataclass(frozen=True)
class Roll:
    """One roll. ``kind`` in :data:`DICE`; ``faces`` the dice as they landed (a D3 shows the
    D6 face it was read from, so ``faces == (5,)`` gives ``total == 3``)."""

    kind: str
    faces: tuple[int, ...]

    @property
    def total(self) -> int:
        if self.kind == "D3":
            return (self.faces[0] + 1) // 2
        return sum(self.faces)

    def __str__(self) -> str:
        if self.kind == "D3":
            return f"D3 {self.total} (D6 {self.faces[0]})"
        if len(self.faces) == 1:
            return f"{self.kind} {self.total}"
        return f"{self.kind} {'+'.join(map(str, self.faces))}={self.total}"

    def to_dict(self) -> dict[str, object]:
        return {"kind": self.kind, "faces": list(self.faces)}

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> "Roll":
        kind = str(data["kind"])
        faces = tuple(int(f) for f in data["faces"])  # type: ignore[union-attr]
        check_faces(kind, faces)
        return cls(kind, faces)


def check_faces(kind: str, faces: Sequence[int]) -> None:
    """``ValueError`` unless ``faces`` are what a ``kind`` roll can show."""
    if kind not in DICE:
        raise ValueError(f"unknown dice {kind!r}; expected one of {', '.join(DICE)}")
    count, sides = DICE[kind]
    if len(faces) != count or any(not 1 <= f <= sides for f in faces):
        raise ValueError(f"{kind} cannot show {list(faces)}")


def roll(rng: GameRng, kind: str = "D6") -> Roll:
    """Roll ``kind`` (``"D3"``, ``"D6"`` or ``"2D6"``) using one event of ``rng``.

    Raises ``ValueError`` for an unknown kind.
    """
    if kind not in DICE:
        raise ValueError(f"unknown dice {kind!r}; expected one of {', '.join(DICE)}")
    count, sides = DICE[kind]
    gen = rng.next()
    return Roll(kind, tuple(gen.randint(1, sides) for _ in range(count)))


def d6(rng: GameRng) -> Roll:
    return roll(rng, "D6")


def fixed(kind: str, total: int) -> Roll:
    """A roll the players made with real dice, entered by its total (for D3 the D6 face
    ``2 * total`` is recorded; for 2D6 the faces are split as evenly as possible)."""
    if kind == "D3":
        faces: tuple[int, ...] = (2 * total,)
    elif kind == "2D6":
        faces = (total - total // 2, total // 2)
    else:
        faces = (total,)
    check_faces(kind, faces)
    return Roll(kind, faces)


@dataclass(frozen=True)
class RollOffRound:
    """One round of a roll-off: the players who rolled (``among``) and what each rolled."""

    rolls: dict[str, Roll]

    @property
    def among(self) -> tuple[str, ...]:
        return tuple(self.rolls)


@dataclass(frozen=True)
class RollOff:
    """The outcome of a roll-off (M3, M5).

    ``order``: the players ranked, highest first. When ``settle == "winner"`` only the top is
    settled by re-rolls; the others keep the order of their first rolls (ties broken by the
    order the players were given in). ``rounds``: every round rolled, first round first.
    """

    order: list[str]
    rounds: list[RollOffRound] = field(default_factory=list)

    @property
    def winner(self) -> str:
        return self.order[0]

    def describe(self, names: Mapping[str, str] | None = None) -> str:
        """One line for the event log: each round's rolls, then the result."""
        names = names or {}
        order = " > ".join(names.get(p, p) for p in self.order)
        return joined([self.describe_rolls(names), f"\u2192 {order}"], " ")

    def describe_rolls(self, names: Mapping[str, str] | None = None) -> str:
        """Each round's rolls only, e.g. ``"Bob 6, Phil 6; re-roll: Bob 2, Phil 5"``."""
        names = names or {}
        parts = []
        for i, rnd in enumerate(self.rounds):
            rolls = ", ".join(f"{names.get(p, p)} {r.total}" for p, r in rnd.rolls.items())
            parts.append(Phrase.translate("Log", "re-roll: {rolls}").format(rolls=rolls) if i
                         else rolls)
        return joined(parts, "; ")


def roll_off(
    rng: GameRng,
    players: Sequence[str],
    kind: str = "D6",
    *,
    settle: str = "all",
    first: Mapping[str, int] | None = None,
) -> RollOff:
    """Rank ``players`` by dice, re-rolling among the tied only (M3, M5).

    ``settle``: ``"all"`` settles every tie (set-up order, M3); ``"winner"`` only a tie for the
    top (order of play, M5). ``first``: totals already rolled with real dice for the first
    round (every player must have one); re-rolls still come from ``rng``. Raises
    ``ValueError`` for no players, a repeated player, a bad ``settle`` or a missing first roll.
    """
    players = list(players)
    if not players:
        raise ValueError("a roll-off needs at least one player")
    if len(set(players)) != len(players):
        raise ValueError(f"a player is named twice in the roll-off: {players}")
    if settle not in ("all", "winner"):
        raise ValueError(f"settle must be 'all' or 'winner', not {settle!r}")
    if first is not None:
        missing = [p for p in players if p not in first]
        if missing:
            raise ValueError(f"no first roll given for {', '.join(missing)}")
    rounds: list[RollOffRound] = []

    def rank(group: list[str], given: Mapping[str, int] | None) -> list[str]:
        if len(group) == 1:
            return group
        if len(rounds) >= MAX_ROLL_OFF_ROUNDS:
            raise RuntimeError("the roll-off did not settle")
        if given is not None:
            rolls = {p: fixed(kind, int(given[p])) for p in group}
        else:
            rolls = {p: roll(rng, kind) for p in group}
        rounds.append(RollOffRound(rolls))
        totals = sorted({r.total for r in rolls.values()}, reverse=True)
        ranked: list[str] = []
        for i, total in enumerate(totals):
            tied = [p for p in group if rolls[p].total == total]
            if len(tied) > 1 and (settle == "all" or i == 0):
                tied = rank(tied, None)
            ranked.extend(tied)
        return ranked

    return RollOff(order=rank(players, first), rounds=rounds)


@dataclass(frozen=True)
class RandomHit:
    """Where a hit into a close combat landed (M7): ``model`` among ``candidates``."""

    model: str
    candidates: tuple[str, ...]


def random_hit(rng: GameRng, target: str, fighting: Sequence[str]) -> RandomHit:
    """Allocate one hit on ``target`` at random among it and the models fighting it (M7).

    Every candidate is equally likely; one event of ``rng`` per hit. ``fighting``: ids of the
    models in close combat with the target (the target itself is ignored if listed).
    """
    candidates = (target, *[m for m in dict.fromkeys(fighting) if m != target])
    chosen = candidates[rng.next().randrange(len(candidates))]
    return RandomHit(chosen, candidates)


def can_shoot_into_combat(shooter_player: str, combat_players: Sequence[str]) -> bool:
    """M7: a model may shoot into a close combat only if its warband is not part of it."""
    return shooter_player not in set(combat_players)
