"""Who is still in the game and who has won (C9, M9, S6); Threat Points and Command Points
(S1) and the All-Out War refund (S7).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Collection, Iterable, Mapping, Sequence

from app.phrases import Phrase

POOLS: tuple[str, ...] = ("threat", "command")
"""S1: the two separate points pools each player has. Spending one never touches the other."""

POOL_NAMES = {"threat": "Threat Points", "command": "Command Points"}


def leaving_reason(system: str) -> str:
    """How a warband leaves the game when its player gives it up: a Mordheim warband routs
    (M9: ``"routed"``), a Trench Crusade warband flees (C9: ``"fled"``)."""
    return "routed" if system == "mordheim" else "fled"


def rout_test_due(models_in_warband: int, out_of_action: int) -> bool:
    """Mordheim (M9, issue 17): a warband with a quarter or more of its models out of action
    takes a Rout test at the start of its turn (exactly a quarter counts). ``models_in_warband``:
    every model the warband started with; ``out_of_action``: how many are out of action."""
    return models_in_warband > 0 and out_of_action > 0 and 4 * out_of_action >= models_in_warband


def all_out_war_refund(costs_destroyed: Sequence[int], minus: int = 1) -> int:
    """Threat Points regained at the end of a turn (S7): for each unit destroyed that turn,
    its cost minus ``minus`` (1 in the module; a scenario may set it), never below 0.
    ``costs_destroyed``: the costs of those units."""
    return sum(max(0, int(cost) - int(minus)) for cost in costs_destroyed)


def points_line(who: str, pool: str, old: int, new: int) -> str:
    """A change of one points pool (S1) as the log and Edit ▸ Undo give it, from the value
    before to the value after, with the net change: ``"Phil: Threat Points 3 → 6 (+3)"``."""
    pools = {"threat": Phrase.translate("Log", "Threat Points"),
             "command": Phrase.translate("Log", "Command Points")}
    return Phrase.translate("Log", "{who}: {pool} {old} \u2192 {new} ({delta})").format(
        who=who, pool=pools.get(pool, POOL_NAMES.get(pool, pool)), old=old, new=new,
        delta=f"{new - old:+d}")


def adjust_pool(value: int, delta: int, pool: str) -> int:
    """The pool's new value after adding ``delta`` (negative to spend) (S1).

    Raises ``ValueError`` for an unknown pool or when the pool would go below 0 (the message
    says how many points there are).
    """
    if pool not in POOLS:
        raise ValueError(f"unknown points pool {pool!r}; expected one of {', '.join(POOLS)}")
    new = value + delta
    if new < 0:
        raise ValueError(
            f"cannot spend {-delta} {POOL_NAMES[pool]}: only {value} left"
        )
    return new


@dataclass(frozen=True)
class Verdict:
    """A game result: ``winner`` (a player id) and ``reason`` (``"last-standing"``,
    ``"team-standing"``, ``"allies-standing"``, ``"annihilation"``), or no winner yet (``winner is None``);
    ``reason == "no-one-left"`` when every warband has left the game. ``winners``: every
    player who wins (a whole team in a team scenario, C9); ``(winner,)`` otherwise."""

    winner: str | None
    reason: str = ""
    winners: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not self.winners and self.winner is not None:
            object.__setattr__(self, "winners", (self.winner,))

    @property
    def over(self) -> bool:
        return bool(self.reason)


NO_VERDICT = Verdict(None, "")


def sides(players: Sequence[str], teams: Iterable[Iterable[str]] = ()) -> list[tuple[str, ...]]:
    """C9: the opposing sides of a game, in player order: each fixed team (team-mates are not
    opposing) and each player in no team on their own."""
    team_of: dict[str, frozenset[str]] = {}
    for team in teams:
        group = frozenset(team)
        for p in group:
            team_of[p] = group
    out: list[tuple[str, ...]] = []
    seen: set[frozenset[str]] = set()
    for p in players:
        group = team_of.get(p, frozenset({p}))
        if group not in seen:
            seen.add(group)
            out.append(tuple(q for q in players if q in group))
    return out


def last_standing(players: Sequence[str], out: Collection[str],
                  teams: Iterable[Iterable[str]] = (),
                  alliances: Iterable[Collection[str]] | None = None) -> Verdict:
    """C9, M9: the game goes on while two or more opposing sides are left; the last one left
    wins (its opponents have all fled, routed or been wiped out). In a team scenario
    (``teams``: the fixed teams, Brothers-in-Arms) the team still on the table wins together:
    ``reason`` ``"team-standing"``, ``winners`` the whole team, ``winner`` its first player.

    With ``alliances`` (Trench Crusade games without fixed teams; never Mordheim, where M9
    plays on until one warband is left): when the warbands still in the game are all allied
    with each other, none of them has an opponent left, so they win together (C9, C8):
    ``reason`` ``"allies-standing"``, ``winners`` those players.

    ``players``: every player of the game; ``out``: those whose warband has left the game.
    """
    if len(players) < 2:
        return NO_VERDICT
    groups = sides(players, teams)
    if len(groups) < 2:
        return NO_VERDICT
    left = [g for g in groups if any(p not in out for p in g)]
    if not left:
        return Verdict(None, "no-one-left")
    if len(left) == 1:
        team = left[0]
        if len(team) > 1:
            return Verdict(team[0], "team-standing", team)
        return Verdict(team[0], "last-standing")
    if alliances is not None:
        standing = [p for g in left for p in g if p not in out]
        pairs = [set(group) for group in alliances]
        if all(any({a, b} <= group for group in pairs)
               for i, a in enumerate(standing) for b in standing[i + 1:]):
            return Verdict(standing[0], "allies-standing", tuple(standing))
    return NO_VERDICT


def annihilation(commandable_units: Mapping[str, int], out: Collection[str] = ()) -> Verdict:
    """S6: a player whose opponents have no units left that can be given commands wins at once.

    ``commandable_units``: player id -> units that can still be given commands (players in
    ``out`` count as having none). Only one player can have units while all others have none.
    """
    players = list(commandable_units)
    if len(players) < 2:
        return NO_VERDICT
    with_units = [p for p in players if p not in out and commandable_units[p] > 0]
    if len(with_units) == 1:
        return Verdict(with_units[0], "annihilation")
    if not with_units:
        return Verdict(None, "no-one-left")
    return NO_VERDICT


def check_victory(
    players: Sequence[str],
    out: Collection[str],
    *,
    commandable_units: Mapping[str, int] | None = None,
    teams: Iterable[Iterable[str]] = (),
    alliances: Iterable[Collection[str]] | None = None,
) -> Verdict:
    """The game's verdict: last warband (or, with fixed ``teams``, last team; with
    ``alliances``, the last allies) standing (C9, M9), then Annihilation (S6) when
    ``commandable_units`` is given (only in scenarios that use it)."""
    verdict = last_standing(players, out, teams, alliances)
    if verdict.over or commandable_units is None:
        return verdict
    return annihilation({p: commandable_units.get(p, 0) for p in players}, out)
