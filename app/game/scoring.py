"""Victory points in a game (V1) and the end of the game on its last turn (V2).

The game's scenario file says how it scores (``[[scoring]]`` rows, ``turn_limit``); this
module reads it lazily by the game's scenario id, tallies the end-of-turn awards into
``GameState.victory_points`` (the commands call it), ends the game after the last turn,
and words the result for the panel and the log. The rules themselves are in
:mod:`app.rules.scoring`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from app.phrases import Phrase, joined
from app.rules import scoring as rules
from app.rules.geometry import footprint
from app.rules.movement import alliance_test

from .state import GameState


@dataclass(frozen=True)
class Scoring:
    """What a scenario says about scoring: the end-of-turn rows, the turn limit (None: the
    game lasts until a victory condition is met), whether a tie for the most models near
    the centre scores, and whether the scenario's scoring is known (else the players keep
    the points by hand)."""

    rows: tuple[rules.Row, ...] = ()
    turn_limit: int | None = None
    centre_tie_scores: bool = False
    known: bool = False


UNKNOWN = Scoring()


def scoring_of(scenario) -> Scoring:  # noqa: ANN001 - an app.game.scenarios.Scenario
    """The scoring a scenario (its settings applied) states."""
    rows = tuple(rules.Row(r.condition, r.vp, r.range_in, r.text, scenario.scoring_when(r))
                 for r in scenario.scoring)
    try:
        tie = scenario.setting("centre-tie") == "every tied player scores"
    except KeyError:
        tie = False
    return Scoring(rows, scenario.turn_limit, tie, known=bool(rows))


@lru_cache(maxsize=32)
def scenario_scoring(scenario_id: str) -> Scoring:
    """The scoring of the scenario file with this id, as it is on disk (:data:`UNKNOWN` for
    no or an unknown scenario). The scenario is read only when a game has one."""
    if not scenario_id:
        return UNKNOWN
    from .scenarios import ScenarioError, scenario_by_id  # loaded when a game has one

    try:
        return scoring_of(scenario_by_id(scenario_id))
    except (KeyError, ValueError, OSError, ScenarioError):
        return UNKNOWN


def scoring_doc(scoring: Scoring) -> dict:
    """The scoring as the game file keeps it (``GameState.scoring``)."""
    return {"turn_limit": scoring.turn_limit, "centre_tie": scoring.centre_tie_scores,
            "rows": [{"condition": r.condition, "vp": r.vp, "range_in": r.range_in,
                      "text": r.text, **({} if r.when == "end-of-turn" else {"when": r.when})}
                     for r in scoring.rows]}


def game_scoring(state: GameState) -> Scoring:
    """The game's scoring: what the players set when they made the game (kept in
    ``state.scoring`` when it differs from the scenario file), else the scenario file's."""
    if not state.scoring:
        return scenario_scoring(state.scenario)
    rows = tuple(rules.Row(r["condition"], int(r["vp"]), r.get("range_in"), r.get("text", ""),
                           r.get("when") or "end-of-turn")
                 for r in state.scoring.get("rows", ()))
    return Scoring(rows, state.scoring.get("turn_limit"), bool(state.scoring.get("centre_tie")),
                   known=bool(rows))


def keep_scoring(state: GameState, scenario) -> None:  # noqa: ANN001
    """A new game of ``scenario`` keeps its scoring when the players' settings (points per
    objective, number of turns) made it differ from the scenario file's (V1, V2)."""
    own = scoring_of(scenario)
    if own != scenario_scoring(scenario.id):
        state.scoring = scoring_doc(own)


def team_of(state: GameState) -> dict[str, str]:
    """Player id -> the id its points are tallied under (its team's first player in a
    team scenario, S4/V1)."""
    return rules.teams([p.id for p in state.players], state.alliances, state.fixed_teams)


def tally_name(state: GameState, key: str) -> str:
    """The name a tally goes by: the player's, or in a team scenario the team's players'
    names joined ("Ann & Bob")."""
    teams = team_of(state)
    members = [p.name for p in state.players if teams.get(p.id, p.id) == key]
    return " & ".join(members) or state.player(key).name


def totals(state: GameState) -> dict[str, int]:
    """Per tally key (player, or team's first player): its victory points (V1)."""
    return rules.totals(state.victory_points, [p.id for p in state.players], team_of(state))


def _board(state: GameState) -> rules.Board:
    models = tuple((m.player, footprint(m.base, m.x_in, m.y_in, m.facing_deg))
                   for m in state.models if m.on_table)
    objectives = tuple((o.id, o.name, o.x_in, o.y_in) for o in state.objectives if not o.kind)
    takedowns = []
    last_attack = {}
    for record in state.turn.attacks:
        last_attack[record.target] = record.by
    for target_id, by_id in last_attack.items():
        try:
            target, by = state.model(target_id), state.model(by_id)
        except KeyError:
            continue
        if target.status == "out_of_action" and state.is_enemy(by.player, target.player):
            takedowns.append(by.player)
    return rules.Board(models, objectives,
                       (state.table.width_in / 2.0, state.table.depth_in / 2.0),
                       tuple(state.alliances), tuple(takedowns),
                       tuple(p.id for p in state.players_in_game),
                       state.objective_control.control_in, state.objective_control.contest_in)


def award(state: GameState, when: str) -> list[rules.Award]:
    """V1: score the game's rows scored ``when`` (``end-of-turn``, ``start-of-turn`` or
    ``end-of-game``, :data:`app.rules.scoring.TIMINGS`) now, add them to the totals and log
    each award. Returns the awards."""
    scoring = game_scoring(state)
    rows = [r for r in scoring.rows if r.when == when]
    if not rows:
        return []
    awards = rules.end_of_turn_awards(rows, _board(state), team_of=team_of(state),
                                      allied=alliance_test(state.alliances),
                                      centre_tie_scores=scoring.centre_tie_scores)
    number = state.turn.number
    moment = (Phrase.translate("Log", "end of the game") if when == "end-of-game" else
              Phrase.translate("Log", "start of turn {number}").format(number=number)
              if when == "start-of-turn" else
              Phrase.translate("Log", "turn {number}").format(number=number))
    for a in awards:
        add_points(state, a.player, a.vp, Phrase.translate("Log", "{moment}: {why}").format(
            moment=moment, why=a.why))
    return awards


def award_end_of_turn(state: GameState) -> list[rules.Award]:
    """V1: score the rows scored at the end of every turn (see :func:`award`)."""
    return award(state, "end-of-turn")


def award_start_of_turn(state: GameState) -> list[rules.Award]:
    """V1: score the rows scored at the start of every turn (S4 ``timing =
    "start-of-turn"``)."""
    return award(state, "start-of-turn")


def award_end_of_game(state: GameState) -> list[rules.Award]:
    """V1, V2: score the rows scored once, when the game ends (``end-of-game``), before
    the winner on points is found."""
    return award(state, "end-of-game")


def add_points(state: GameState, player_id: str, delta: int, why: str = "") -> str:
    """Add ``delta`` victory points to a player's total (V1) and log it; returns the line."""
    teams = team_of(state)
    key = teams.get(player_id, player_id)
    old_total = totals(state).get(key, 0)
    new = state.victory_points.get(player_id, 0) + int(delta)
    points = dict(state.victory_points)
    if new:
        points[player_id] = new
    else:
        points.pop(player_id, None)
    state.victory_points = points
    line = rules.vp_line(tally_name(state, key), old_total, old_total + int(delta), why)
    state.log_event("score", line)
    return line


vp_line = rules.vp_line


def past_last_turn(state: GameState, number: int) -> bool:
    """True when turn ``number`` was the scenario's last (V2)."""
    limit = game_scoring(state).turn_limit
    return limit is not None and number >= limit


def end_on_points(state: GameState) -> None:
    """V2: the last turn has ended: the game is over; the highest total wins (a team in a
    team scenario), equal highest totals are a draw. Logged with the totals."""
    if state.result:
        return
    award_end_of_game(state)  # V1: the rows scored only when the game ends
    ids = [p.id for p in state.players]
    winners = rules.winners_on_points(state.victory_points, ids,
                                      {p.id for p in state.players_in_game}, team_of(state))
    state.result = "last-turn"
    state.winner = winners[0] if winners else None
    state.turn.phase = "over"
    state.log_event("victory", result_words(state))


def winners(state: GameState) -> tuple[str, ...]:
    """Every player who won (a whole team in a team scenario), ``()`` for none or a draw."""
    if state.result == "last-turn":
        return rules.winners_on_points(state.victory_points, [p.id for p in state.players],
                                       {p.id for p in state.players_in_game}, team_of(state))
    return tuple(state.winners)  # the whole team when the last team standing won (C9)


def totals_words(state: GameState) -> str:
    """``"Ann & Bob 5 VP, Cat & Dan 3 VP"``: every tally, highest first; "" when nobody has
    scored and the scenario does not score."""
    tally = totals(state)
    if not any(tally.values()) and not game_scoring(state).known:
        return ""
    order = sorted(tally, key=lambda k: -tally[k])
    return joined([Phrase.translate("Log", "{who} {points} VP").format(
        who=tally_name(state, k), points=tally[k]) for k in order])


def result_words(state: GameState) -> str:
    """Who won (or that it is a draw) and why, with the points (V2); "" while the game goes
    on."""
    if not state.result:
        return ""
    points = totals_words(state)
    with_points = Phrase.translate("Log", " ({points})").format(points=points) if points else ""
    won = winners(state)
    names = " & ".join(f"{state.player(p).warband or state.player(p).name} "
                       f"({state.player(p).name})" for p in won)
    together = state.result in ("team-standing", "allies-standing")
    number = state.turn.number
    if state.result == "last-turn":
        if not won:
            return Phrase.translate("Log", "Turn {number}, the last, has ended: a draw, the "
                                           "highest totals are equal{points}.").format(
                number=number, points=with_points)
        line = (Phrase.translate("Log", "Turn {number}, the last, has ended: {names} win "
                                        "together on victory points{points}.") if together else
                Phrase.translate("Log", "Turn {number}, the last, has ended: {names} win on "
                                        "victory points{points}.") if len(won) > 1 else
                Phrase.translate("Log", "Turn {number}, the last, has ended: {names} wins on "
                                        "victory points{points}."))
        return line.format(number=number, names=names, points=with_points)
    if state.result == "no-one-left" or not won:
        return Phrase.translate("Log", "Every warband has left the game: nobody "
                                       "wins{points}.").format(points=with_points)
    why = {"last-standing": Phrase.translate("Log", "the last warband standing"),
           "team-standing": Phrase.translate("Log", "the last team on the table (C9)"),
           "allies-standing": Phrase.translate("Log", "the last warbands on the table, all "
                                                      "allied (C9)"),
           "annihilation": Phrase.translate("Log", "no opponent can be given commands (S6)"),
           }.get(state.result, state.result)
    line = (Phrase.translate("Log", "{names} win together: {why}{points}.") if together else
            Phrase.translate("Log", "{names} win: {why}{points}.") if len(won) > 1 else
            Phrase.translate("Log", "{names} wins: {why}{points}."))
    return line.format(names=names, why=why, points=with_points)
