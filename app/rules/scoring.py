"""Victory points (V1) and the winner on points at the end of the game (V2).

Pure rules: who scores what at the end of a turn from a scenario's scoring rows, the totals
per player or per team, and who wins on points. Distances are from the closest point of a
model's base (G3) and inclusive (G4); objective control is S4 (:mod:`app.rules.objectives`).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass

from app.phrases import Phrase

from .geometry import Footprint, distance_point, within
from .movement import Allied
from .objectives import objective_control

CONDITIONS = ("in-alliance", "enemy-out-of-action", "model-within-centre",
              "most-models-within-centre", "objective-controlled")
"""The scoring conditions a scenario file may name (its ``[[scoring]]`` rows)."""


TIMINGS = ("end-of-turn", "start-of-turn", "end-of-game")
"""When a scoring row is scored (V1): at the end of every turn, at the start of every turn,
or once, when the game ends."""


@dataclass(frozen=True)
class Row:
    """One scoring row of a scenario: ``vp`` for ``condition``; ``range_in`` for the
    centre conditions; ``text`` the file's own words; ``when`` one of :data:`TIMINGS`."""

    condition: str
    vp: int
    range_in: float | None = None
    text: str = ""
    when: str = "end-of-turn"


@dataclass(frozen=True)
class Award:
    """``vp`` victory points to ``player`` (for a team: its first player), and why."""

    player: str
    vp: int
    why: str


@dataclass(frozen=True)
class Board:
    """What the end-of-turn scoring looks at: the models on the table as ``(player,
    footprint)``, the objectives scored by control as ``(id, name, x_in, y_in)``, the table
    centre, the alliances (groups of player ids), the attacks of this turn that took an
    enemy model out of action as attacker player ids (one per model taken out), the players
    still in the game in player order, and the S4 ranges."""

    models: tuple[tuple[str, Footprint], ...]
    objectives: tuple[tuple[str, str, float, float], ...]
    centre: tuple[float, float]
    alliances: tuple[frozenset[str], ...]
    takedowns: tuple[str, ...]
    players: tuple[str, ...]
    control_in: float = 3.0
    contest_in: float = 2.0


def teams(players: Sequence[str], alliances: Iterable[frozenset[str]],
          team_play: bool) -> dict[str, str]:
    """Player id -> the id its points are tallied under: itself, or in a team scenario
    (Brothers-in-Arms, S4/V1) the first player of its team in ``players`` order."""
    result = {p: p for p in players}
    if not team_play:
        return result
    for group in alliances:
        members = [p for p in players if p in group]
        for p in members:
            result[p] = members[0]
    return result


def end_of_turn_awards(rows: Sequence[Row], board: Board, *, team_of: Mapping[str, str],
                       allied: Allied, centre_tie_scores: bool = False) -> list[Award]:
    """The awards of one end of turn (V1), in row order then player order. ``team_of``: see
    :func:`teams` (in a team scenario one award per team, made to its first player).
    ``centre_tie_scores``: on a tie for the most models near the centre, every tied player
    scores (else nobody does)."""
    players = [p for p in board.players]
    awards: list[Award] = []

    def give(pid: str, vp: int, why: str) -> None:
        if vp:
            awards.append(Award(team_of.get(pid, pid), vp, why))

    for row in rows:
        if row.condition == "objective-controlled":
            for oid, name, x, y in board.objectives:
                v = objective_control(oid, x, y, board.models, allied, board.control_in,
                                      board.contest_in, players)
                scorers: list[str] = []
                for pid in v.controlled_by:
                    key = team_of.get(pid, pid)
                    if pid in players and key not in scorers:
                        scorers.append(key)
                for key in scorers:
                    give(key, row.vp, Phrase.translate("Log", "holds {objective}").format(
                        objective=name or oid))
        elif row.condition == "in-alliance":
            for pid in players:
                if any(pid in g and len(g) > 1 for g in board.alliances):
                    give(pid, row.vp, Phrase.translate("Log", "in an alliance"))
        elif row.condition == "enemy-out-of-action":
            for pid in players:
                n = sum(1 for who in board.takedowns if who == pid)
                if n:
                    give(pid, row.vp * n, Phrase.translate(
                        "Log", "1 enemy model taken out of action") if n == 1 else
                        Phrase.translate("Log", "{count} enemy models taken out of action"
                                         ).format(count=n))
        elif row.condition in ("model-within-centre", "most-models-within-centre"):
            reach = row.range_in if row.range_in is not None else 6.0
            cx, cy = board.centre
            near = {p: 0 for p in players}
            for pid, fp in board.models:
                if pid in near and within(distance_point(fp, cx, cy), reach):
                    near[pid] += 1
            if row.condition == "model-within-centre":
                for pid in players:
                    if near[pid]:
                        give(pid, row.vp, Phrase.translate(
                            "Log", "a model within {reach} in of the centre").format(
                                reach=f"{reach:g}"))
            else:
                top = max(near.values(), default=0)
                best = [p for p in players if top and near[p] == top]
                if len(best) == 1 or (best and centre_tie_scores):
                    for pid in best:
                        give(pid, row.vp, Phrase.translate(
                            "Log", "the most models within {reach} in of the centre ({count})"
                        ).format(reach=f"{reach:g}", count=top))
    return awards


def totals(points: Mapping[str, int], players: Sequence[str],
           team_of: Mapping[str, str]) -> dict[str, int]:
    """Per tally key (player, or team's first player): the sum of its players' points."""
    result: dict[str, int] = {}
    for pid in players:
        key = team_of.get(pid, pid)
        result[key] = result.get(key, 0) + int(points.get(pid, 0))
    return result


def winners_on_points(points: Mapping[str, int], players: Sequence[str],
                      in_game: Collection[str], team_of: Mapping[str, str]) -> tuple[str, ...]:
    """V2: the players who win on points once the last turn has ended: the player (in a
    team scenario every player of the team) with the highest total among those still in the
    game; ``()`` for a draw (two or more share the highest total) or when nobody is left.
    A team is in the game while one of its players is."""
    tally = totals(points, players, team_of)
    alive = {team_of.get(p, p) for p in players if p in in_game}
    if not alive:
        return ()
    best = max(tally.get(k, 0) for k in alive)
    top = [k for k in alive if tally.get(k, 0) == best]
    if len(top) != 1:
        return ()
    return tuple(p for p in players if team_of.get(p, p) == top[0])


def vp_line(who: str, old: int, new: int, why: str = "") -> str:
    """A change of a victory-point total for the log and Edit ▸ Undo:
    ``"Phil: 2 → 3 VP (+1, holds Centre)"``."""
    line = (Phrase.translate("Log", "{who}: {old} \u2192 {new} VP ({delta}, {why})") if why
            else Phrase.translate("Log", "{who}: {old} \u2192 {new} VP ({delta})"))
    return line.format(who=who, old=old, new=new, delta=f"{new - old:+d}", why=why)

