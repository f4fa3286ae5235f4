"""A new game from a scenario, the players and their rosters.

:func:`new_game` builds the :class:`~app.game.state.GameState` the board and the side panel
use: the scenario's table (its size may be changed), deployment, objective ranges (S4),
modules (S6, S7), fixed objectives, the players with their warbands expanded from roster
counts into models with unique ids and short labels, the set-up plan the scenario asks for,
and the unit costs for All-Out War refunds (S7). Every model starts in the set-up tray
(status ``unplaced``: off the table, ignored by every rule).

The players as entered, their marks, the one check of them (whose sentences the new-game
wizard shows as they are) and who chooses the scenario on a Mordheim roll of 2 or 12 (M11)
are in :mod:`app.game.player_setup`; their names also import from here.

The set-up is then walked step by step: :mod:`app.game.setup_walk` (the steps and each
step's command), :mod:`app.game.commands.setup` (the set-up commands) and
:mod:`app.game.setup_rules` (counter limits and placement verdicts). Their names also import
from here, as they always have.

Pure Python: no Qt. Units: inches on the table, millimetres for bases and markers.
"""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING, Sequence

from app.phrases import Phrase
from app.rules.dice import Roll
from app.rules.placement import table_minimum
from app.rules.rng import GameRng
from app.rules.table import Table
from app.rules.verdicts import fmt_range

from .commands.setup import (
    DropCounter,
    PlaceCounter,
    PlaceModel,
    ReturnToTray,
    RollCounters,
    SettleSetUpOrder,
)
from .labels import roster_models
from .player_setup import (
    OKABE_ITO,
    TABLE_REFUSES,
    PlayerSetup,
    check_players,
    default_marks,
    name_key,
    player_id,
    scenario_chooser,
)
from .limits import MODELS_MAX
from .scoring import keep_scoring
from .setup_rules import (
    OFF_TABLE,
    OVERLAPS,
    counter_limits_at,
    counter_violations,
    counters_left,
    legal_counter_spot,
    may_leave_counter_out,
    next_counter_placer,
    placement_judge,
    placement_verdict,
)
from .terrain import feature_piece
from .scenario_words import scenario_name_phrase
from .setup_walk import SetupStep, current_step, setup_steps, start_command, step_command
from .state import (
    CounterPlan,
    Deployment,
    GameState,
    Player,
    RollRecord,
    ScoutRules,
    SetupPlan,
)

if TYPE_CHECKING:  # annotations only: their pydantic loaders load with the new-game wizard
    from .scenarios import Scenario

MAX_PLAYERS = 16
_COLOUR = re.compile(r"^#[0-9A-Fa-f]{6}$")


def new_game(
    scenario: Scenario,
    players: Sequence[PlayerSetup],
    *,
    width_in: float | None = None,
    depth_in: float | None = None,
    rng: GameRng | None = None,
    scenario_roll: Roll | None = None,
    name: str | None = None,
) -> GameState:
    """A game of ``scenario`` (settings already applied, see
    :meth:`~app.game.scenarios.Scenario.with_settings`) for ``players``, every model in the
    set-up tray and the turn at ``setup``.

    ``width_in`` x ``depth_in``: the table (default: the scenario's; fixed objectives keep
    their place relative to the table). ``rng``: the game's generator (a fresh one by
    default); pass the one the scenario was rolled with, and ``scenario_roll``, so the roll
    is in the log. A scenario setting ``threat-points`` gives every player that many
    starting Threat Points (S1). Raises ``ValueError`` with a sentence for the players for a player count
    the scenario does not allow, a player without a name, a bad colour, a table size out of
    range or below the Mordheim multiplayer minimum (M1), two teams of unequal size, or two
    players with the same name or the same base mark.
    """
    n = len(players)
    spec = scenario.players
    if not spec.min <= n <= spec.max:
        allowed = f"{spec.min}" if spec.min == spec.max else f"{spec.min}-{spec.max}"
        raise ValueError(f"{scenario.name} is for {allowed} players; {n} entered")
    width = float(width_in if width_in is not None else scenario.table.width_in)
    depth = float(depth_in if depth_in is not None else scenario.table.depth_in)
    for label, value in (("width", width), ("depth", depth)):
        if not math.isfinite(value) or not 12 <= value <= 240:
            raise ValueError(f"the table {label} must be between 12 and 240 in, got {value:g}")
    small = table_minimum(scenario.system, n, width, depth)
    if small is not None:
        raise ValueError(f"{small.reason}; got {width:g} x {depth:g} in")
    for problem in check_players(players, scenario.system):
        if problem.kind in TABLE_REFUSES:  # the players could not be told apart
            raise ValueError(problem.sentence)
    marks = default_marks([p.name for p in players], [p.entered_mark for p in players])
    rng = rng if rng is not None else GameRng()
    state = GameState(
        name=name or scenario.name, system=scenario.system, scenario=scenario.id,
        table=Table(width, depth), rng=rng,
    )
    if scenario_roll is not None:
        state.last_roll = RollRecord("scenario", None, scenario_roll)
        state.log_event("roll", Phrase.translate(
            "Log", "Scenario table: {roll} \u2192 {scenario}").format(
                roll=str(scenario_roll), scenario=scenario.name))
    deployment = scenario.game_deployment()
    state.deployment = deployment if deployment is not None else Deployment(
        kind="players-agree", zone_depth_in=6.0, gap_in=0.0)
    state.objective_control = scenario.game_objective_control()
    state.modules = scenario.game_modules()
    if scenario.modules.all_out_war is not None:  # S7: cost minus this, never below 0
        state.refund_minus = scenario.modules.all_out_war.minus
    scout = scenario.modules.scout_and_secure
    if scout is not None:  # S3: from which turn units come in, how close the rest follow
        state.scout_rules = ScoutRules(from_turn=scout.from_turn, follow_in=scout.follow_in)
    state.objectives = scenario.game_objectives(width, depth)
    sx, sy = width / scenario.table.width_in, depth / scenario.table.depth_in
    # T5: the scenario's features are terrain pieces it puts down (the players may move them)
    state.terrain = [feature_piece(f, sx, sy) for f in scenario.features]

    taken_ids: set[str] = set()
    colours_used = {p.colour.upper() for p in players if p.colour}
    free_colours = [c for _, c in OKABE_ITO if c.upper() not in colours_used]
    for index, setup in enumerate(players, 1):
        pname = setup.name.strip()
        pid = player_id(pname, taken_ids, index)
        taken_ids.add(pid)
        colour = setup.colour or (free_colours.pop(0) if free_colours
                                  else OKABE_ITO[(index - 1) % len(OKABE_ITO)][1])
        if not _COLOUR.match(colour):
            raise ValueError(f"{pname}'s colour must be #rrggbb, got {colour!r}")
        roster = setup.roster
        warband = (setup.warband.strip() or (roster.warband if roster else "")
                   or (roster.name if roster else "") or pname)
        rating = setup.warband_rating
        if rating < 0:
            raise ValueError(f"{pname}'s warband rating cannot be negative")
        mark = marks[index - 1]
        state.players.append(Player(id=pid, name=pname, warband=warband, rating=int(rating),
                                    colour=colour, mark=mark))
        models, state.unit_costs[pid] = roster_models(roster, pid)
        state.models += models
        if len(state.models) > MODELS_MAX:  # issue 20: the most a game file holds
            raise ValueError(f"the warbands hold more than {MODELS_MAX} models in all; a game "
                             f"holds at most {MODELS_MAX}")

    size = spec.team_size
    if size > 1:
        teams: dict[int, list[str]] = {}
        for i, (setup, player) in enumerate(zip(players, state.players)):
            team = setup.team if setup.team is not None else i // size
            teams.setdefault(team, []).append(player.id)
        if any(len(members) != size for members in teams.values()):
            raise ValueError(f"{scenario.name} is played in teams of {size}: "
                             + "; ".join(f"team {t + 1} has {len(m)}"
                                         for t, m in sorted(teams.items())))
        state.alliances = [frozenset(m) for _, m in sorted(teams.items())]

    threat = _threat_points(scenario)
    for player in state.players:
        player.threat_points = threat
    state.setup = _plan(scenario, state)
    keep_scoring(state, scenario)  # V1, V2: the players' points per objective, turns
    names = ", ".join(f"{p.name} ({p.warband}, {p.rating})" for p in state.players)
    state.log_event("setup", Phrase.translate(
        "Log", "New game: {scenario} on a {width} x {depth} in table; {players}").format(
            scenario=scenario_name_phrase(scenario.id, scenario.name), width=f"{width:g}",
            depth=f"{depth:g}", players=names))
    for group in state.alliances:
        members: list = [state.player(pid).name for pid in sorted(group, key=_order_in(state))]
        together = members[0]
        for name in members[1:]:  # "Ann and Bob and Cy", each "and" in the players' language
            together = Phrase.translate("Log", "{first} and {next}").format(first=together,
                                                                          next=name)
        state.log_event("setup", Phrase.translate("Log", "Team: {players}").format(
            players=together))
    return state


def _threat_points(scenario: Scenario) -> int:
    """Starting Threat Points (S1) from the scenario's ``threat-points`` setting, if any."""
    try:
        value = scenario.setting("threat-points")
    except KeyError:
        return 0
    return int(value) if isinstance(value, (int, float)) and not isinstance(value, bool) \
        and value > 0 else 0


def _order_in(state: GameState):  # noqa: ANN202
    index = {p.id: i for i, p in enumerate(state.players)}
    return lambda pid: index.get(pid, 0)


def _plan(scenario: Scenario, state: GameState) -> SetupPlan:
    counters = []
    for c in scenario.counters:
        if c.placed != "on-table":
            continue
        counters.append(CounterPlan(
            id=c.id, name=c.name, diameter_mm=c.diameter_mm, per_player=c.per_player,
            dice=c.per_player_dice,
            counts={p.id: c.per_player for p in state.players} if c.per_player else {},
            within_centre_in=c.within_centre_in,
            more_than_from_markers_in=c.more_than_from_markers_in,
            own_more_than_in=c.own_more_than_in, if_unplaceable=c.if_unplaceable,
            more_than_from_impassable_in=c.more_than_from_impassable_in,
            before_segments=c.when == "before-segments", text=c.text.strip(),
        ))
    notes = [n.strip() for n in scenario.notes]
    for p in scenario.parameters:
        if p.kind in ("text", "choice") and p.sets is None:
            notes.append(f"{p.label}: {scenario.setting(p.id)}")
    for c in scenario.counters:
        if c.placed == "carried":
            notes.append(f"{c.name}: carried by models, not placed on the table. "
                         + c.text.strip())
    area, zone, zone_name, zone_feature = "", [], "", ""
    d = scenario.defender
    if d is not None and scenario.deployment.kind == "defender-centre":
        width, depth = state.table.width_in, state.table.depth_in
        sx, sy = width / scenario.table.width_in, depth / scenario.table.depth_in
        if d.sets_up == "within-of-centre":
            area = f"wholly within {fmt_range(d.within_in)} of the table centre"
            zone, zone_name = [width / 2, depth / 2, 0.0, 0.0, d.within_in], "the table centre"
        else:
            feature = next((f for f in scenario.features if f.id == d.feature), None)
            what = feature.name if feature else "its feature"
            area = f"inside {what} or within {fmt_range(d.within_in)} of it"
            if feature is not None:
                if feature.shape == "circle":
                    w = h = 0.0
                    reach = d.within_in + (feature.diameter_in or 0.0) / 2
                else:
                    w, h, reach = feature.width_in or 0.0, feature.depth_in or 0.0, d.within_in
                zone = [feature.x_in * sx, feature.y_in * sy, w, h, reach]
                zone_feature = feature.id
                zone_name = (f"the {what[4:].lower()}" if what.lower().startswith("the ")
                             else f"the {what.lower()}")
    return SetupPlan(
        order=scenario.deployment.order, defender=scenario.defender is not None,
        defender_area=area, defender_zone=zone, defender_zone_name=zone_name,
        defender_feature=zone_feature,
        counters=counters, notes=notes, reserve=scenario.deployment.reserve,
        fixed_teams=scenario.players.team_size > 1,
    )


__all__ = [
    "OKABE_ITO", "PlayerSetup", "default_marks", "name_key", "check_players",
    "scenario_chooser", "SetupStep", "new_game", "setup_steps", "current_step",
    "OFF_TABLE", "OVERLAPS", "counter_limits_at", "counters_left", "next_counter_placer", "counter_violations",
    "legal_counter_spot",
    "may_leave_counter_out", "placement_verdict",
    "placement_judge", "SettleSetUpOrder", "RollCounters", "PlaceCounter", "DropCounter",
    "PlaceModel", "ReturnToTray", "start_command", "step_command",
]
