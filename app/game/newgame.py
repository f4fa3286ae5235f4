"""A new game from a scenario, the players and their rosters, and the set-up it asks for.

:func:`new_game` builds the :class:`~app.game.state.GameState` the board and the side panel
use: the scenario's table (its size may be changed), deployment, objective ranges (S4),
modules (S6, S7), fixed objectives, the players with their warbands expanded from roster
counts into models with unique ids and short labels, and the unit costs for All-Out War
refunds (S7). Every model starts in the set-up tray (status ``unplaced``: off the table,
ignored by every rule).

The set-up is then walked step by step (:func:`setup_steps`), each step an undoable command:

1. the defender (M2, :class:`~app.game.commands.ChooseDefender`), in scenarios with one;
2. the set-up order (:class:`SettleSetUpOrder`: M3 dice, C4 draw or a two-player roll-off);
3. counters the players bring (:class:`RollCounters`, :class:`PlaceCounter`,
   :class:`DropCounter`), with the scenario's placement limits (e.g. The Looters' crates);
4. edge segments (M4, :class:`~app.game.commands.ChooseSegment`);
5. the models, placed from the tray (:class:`PlaceModel`), judged by the
   :class:`~app.rules.judge.Judge` (M4, S2) and the scenario's defender area;
6. the first turn (:func:`start_command`): card games deal the Initiative cards (C5),
   Mordheim rolls the order of play (M5).

Pure Python: no Qt. Units: inches on the table, millimetres for bases and markers.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Sequence

from app.rules import dice as dice_rules
from app.rules.cards import draw as draw_cards
from app.rules.dice import Roll
from app.rules.geometry import within
from app.rules.judge import Judge
from app.rules.rng import GameRng
from app.rules.setup import set_up_order
from app.rules.table import Table, mm_to_in
from app.rules.verdicts import ModelVerdict, fmt_in, fmt_range

from .placement import agreed_reasons, log_knowing
from .commands import (
    Change,
    ChooseDefender,
    Command,
    RollOrderOfPlay,
    StartTurn,
    _TurnCommand,
    next_to_set_up,
)
from .labels import roster_models
from .state import (
    CounterPlan,
    Deployment,
    DrawRecord,
    Feature,
    GameState,
    Model,
    Objective,
    Player,
    RollOffRecord,
    RollRecord,
    SetupPlan,
    deploying_order,
)

if TYPE_CHECKING:  # annotations only: their pydantic loaders load with the new-game wizard
    from .rosters import Roster
    from .scenarios import Scenario

OKABE_ITO: tuple[tuple[str, str], ...] = (
    ("Blue", "#0072B2"),
    ("Orange", "#E69F00"),
    ("Bluish green", "#009E73"),
    ("Vermillion", "#D55E00"),
    ("Sky blue", "#56B4E9"),
    ("Reddish purple", "#CC79A7"),
    ("Yellow", "#F0E442"),
    ("Black", "#000000"),
)
"""The Okabe–Ito colour-blind-safe palette, (name, ``#rrggbb``), in the order new players
get them."""

MAX_PLAYERS = 16
_COLOUR = re.compile(r"^#[0-9A-Fa-f]{6}$")


@dataclass
class PlayerSetup:
    """One player as entered in the new-game dialog.

    ``rating``: the warband rating (M2, M6); ``None`` takes the roster's total cost.
    ``colour``: ``#rrggbb`` (``""``: the next Okabe–Ito colour); ``mark``: one or two
    letters drawn on the bases (``""``: the name's first letter). ``team``: team number in
    team scenarios (``None``: players are paired in the order entered)."""

    name: str
    warband: str = ""
    rating: int | None = None
    colour: str = ""
    mark: str = ""
    roster: Roster | None = None
    team: int | None = None


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.casefold()).strip("-")[:24]


def default_marks(names: Sequence[str], marks: Sequence[str]) -> list[str]:
    """The base mark of each player: the one entered (``marks[i]``, upper case, at most 2
    characters), else a letter of the name no other player uses, else the player's number.
    The wizard shows these before the game is built, so they are the marks on the table."""
    chosen = [m.strip().upper()[:2] for m in marks]
    taken = {m for m in chosen if m}
    out = []
    for index, (name, mark) in enumerate(zip(names, chosen), 1):
        if not mark:
            letters = [c for c in name.strip().upper() if c.isalnum()] + [str(index)]
            mark = next((c for c in letters if c not in taken), str(index))
            taken.add(mark)
        out.append(mark)
    return out


def _duplicates(values: Sequence[str]) -> str | None:
    """The first value (compared case-blind) that occurs twice, or ``None``."""
    seen: set[str] = set()
    for value in values:
        key = value.strip().casefold()
        if key and key in seen:
            return value.strip()
        seen.add(key)
    return None


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
    if scenario.system == "mordheim" and n >= 3 and (max(width, depth) < 72
                                                     or min(width, depth) < 48):
        raise ValueError(f"a Mordheim multiplayer table is at least 72 x 48 in (M1); "
                         f"got {width:g} x {depth:g} in")
    same = _duplicates([p.name for p in players])
    if same:
        raise ValueError(f"two players are called {same}: give each player a different name")
    entered = [p.mark or (p.roster.mark if p.roster else "") for p in players]
    same = _duplicates([m.strip().upper()[:2] for m in entered])
    if same:
        raise ValueError(f"two players have the mark {same.upper()}: give each a different "
                         "mark (or leave it empty for a letter of the name)")
    marks = default_marks([p.name for p in players], entered)
    rng = rng if rng is not None else GameRng()
    state = GameState(
        name=name or scenario.name, system=scenario.system, scenario=scenario.id,
        table=Table(width, depth), rng=rng,
    )
    if scenario_roll is not None:
        state.last_roll = RollRecord("scenario", None, scenario_roll)
        state.log_event("roll", f"Scenario table: {scenario_roll} \u2192 {scenario.name}")
    deployment = scenario.game_deployment()
    state.deployment = deployment if deployment is not None else Deployment(
        kind="players-agree", zone_depth_in=6.0, gap_in=0.0)
    state.objective_control = scenario.game_objective_control()
    state.modules = scenario.game_modules()
    state.objectives = scenario.game_objectives(width, depth)
    sx, sy = width / scenario.table.width_in, depth / scenario.table.depth_in
    state.features = [
        Feature(id=f.id, name=f.name, kind=f.kind, shape=f.shape, x_in=f.x_in * sx,
                y_in=f.y_in * sy, width_in=f.width_in or 0.0, depth_in=f.depth_in or 0.0,
                diameter_in=f.diameter_in or 0.0)
        for f in scenario.features]

    taken_ids: set[str] = set()
    colours_used = {p.colour.upper() for p in players if p.colour}
    free_colours = [c for _, c in OKABE_ITO if c.upper() not in colours_used]
    for index, setup in enumerate(players, 1):
        pname = setup.name.strip()
        if not pname:
            raise ValueError(f"player {index} needs a name")
        pid = _slug(pname) or f"p{index}"
        base_id, k = pid, 2
        while pid in taken_ids:
            pid, k = f"{base_id}-{k}", k + 1
        taken_ids.add(pid)
        colour = setup.colour or (free_colours.pop(0) if free_colours
                                  else OKABE_ITO[(index - 1) % len(OKABE_ITO)][1])
        if not _COLOUR.match(colour):
            raise ValueError(f"{pname}'s colour must be #rrggbb, got {colour!r}")
        roster = setup.roster
        warband = (setup.warband.strip() or (roster.warband if roster else "")
                   or (roster.name if roster else "") or pname)
        rating = setup.rating if setup.rating is not None else (
            roster.total_cost if roster else 0)
        if rating < 0:
            raise ValueError(f"{pname}'s warband rating cannot be negative")
        mark = marks[index - 1]
        state.players.append(Player(id=pid, name=pname, warband=warband, rating=int(rating),
                                    colour=colour, mark=mark))
        models, state.unit_costs[pid] = roster_models(roster, pid)
        state.models += models

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
    names = ", ".join(f"{p.name} ({p.warband}, {p.rating})" for p in state.players)
    state.log_event("setup", f"New game: {scenario.name} on a {width:g} x {depth:g} in table; "
                             f"{names}")
    for group in state.alliances:
        state.log_event("setup", "Team: " + " and ".join(
            state.player(pid).name for pid in sorted(group, key=_order_in(state))))
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
    area, zone, zone_name = "", [], ""
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
                zone_name = (f"the {what[4:].lower()}" if what.lower().startswith("the ")
                             else f"the {what.lower()}")
    return SetupPlan(
        order=scenario.deployment.order, defender=scenario.defender is not None,
        defender_area=area, defender_zone=zone, defender_zone_name=zone_name,
        counters=counters, notes=notes, reserve=scenario.deployment.reserve,
        fixed_teams=scenario.players.team_size > 1,
    )


# -- the steps ------------------------------------------------------------------------------
@dataclass(frozen=True)
class SetupStep:
    """One step of the set-up. ``key``: ``defender``, ``order``, ``counters:<id>``,
    ``segments``, ``models`` or ``start``; ``title`` and ``detail`` are for the players;
    ``done`` once the step needs nothing more; ``player``: who acts now, if one player."""

    key: str
    title: str
    done: bool
    detail: str = ""
    player: str | None = None


def setup_steps(state: GameState) -> list[SetupStep]:
    """The set-up steps of the game's scenario, in order, each saying whether it is done."""
    plan = state.setup or SetupPlan()
    steps: list[SetupStep] = []
    if plan.defender:
        done = state.defender is not None
        detail = ("Highest warband rating, then most models, then a roll-off (M2)."
                  if not done else f"{state.player(state.defender).name} defends"
                  + (f", setting up {plan.defender_area}." if plan.defender_area else "."))
        steps.append(SetupStep("defender", "Choose the defender", done, detail))
    how = {"d6": "by D6, highest first (M3)", "draw": "by a draw of cards (C4)",
           "roll-off": "by a roll-off"}[plan.order]
    order_done = bool(state.setup_order)
    steps.append(SetupStep(
        "order", "Settle the set-up order", order_done,
        ("Set-up order: " + ", ".join(state.player(p).name for p in state.setup_order))
        if order_done else f"Players set up {how}."))
    after: list[SetupStep] = []
    for counter in plan.counters:
        step = _counter_step(state, counter)
        (steps if counter.before_segments else after).append(step)
    if state.deployment.kind == "edge-segments":
        chooser = next_to_set_up(state) if order_done else None
        done = order_done and chooser is None
        detail = ("Each player, in set-up order, clicks a free segment A-F on the board (M4)."
                  if not done else "Every warband has its segment.")
        if chooser:
            detail = f"{state.player(chooser).name} clicks a free segment A-F on the board (M4)."
        steps.append(SetupStep("segments", "Choose edge segments", done, detail, chooser))
    steps.extend(after)
    left = state.unplaced_models()
    kind = state.deployment.kind
    where = {"edge-segments": "wholly within {z} of their segment, more than {g} from other "
                              "warbands (M4)",
             "battle-formations": "wholly within {z} of their table edge, units at least "
                                  "2 in apart (S2)",
             "players-agree": "where the players agree (the scenario gives no zones)"}[kind]
    where = where.format(z=fmt_range(state.deployment.zone_depth_in),
                         g=fmt_range(state.deployment.gap_in))
    if plan.defender_area and state.defender:
        where += f"; the defender, {state.player(state.defender).name}, {plan.defender_area}"
    steps.append(SetupStep("models", "Place the models", not left, _deploy_detail(
        state, where) if left else "Every model is on the table."))
    card_game = state.system == "trench-crusade"
    steps.append(SetupStep(
        "start", "Start the first turn", state.turn.phase != "setup",
        "Deal the Initiative cards (C5)." if card_game
        else "Roll the order of play (M5)."))
    return steps


def _deploy_detail(state: GameState, where: str) -> str:
    """Whose turn it is to set up (in set-up order, M3/C4), how many of theirs are left, who
    follows, and where models go."""
    order = deploying_order(state)
    now = state.player(order[0])
    mine = len(state.unplaced_models(now.id))
    then = ", then " + ", ".join(state.player(p).name for p in order[1:]) if order[1:] else ""
    return (f"{now.name} ({now.warband or now.name}) sets up now: {mine} model"
            f"{'s' if mine != 1 else ''} left{then}. Drag each model from the tray onto the "
            f"table, {where}.")


def current_step(state: GameState) -> SetupStep | None:
    """The first step not done, or ``None`` once the game has started."""
    return next((s for s in setup_steps(state) if not s.done), None)


def _counter_step(state: GameState, counter: CounterPlan) -> SetupStep:
    key = f"counters:{counter.id}"
    title = f"Place the {counter.name.lower()}s"
    if not state.setup_order:
        return SetupStep(key, title, False, "After the set-up order.")
    if not counter.counts:
        return SetupStep(key, title, False,
                         f"Each player rolls {counter.dice} for their number of "
                         f"{counter.name.lower()}s.")
    who = next_counter_placer(state, counter)
    if who is None:
        placed = sum(1 for o in state.objectives if o.kind == counter.id)
        dropped = sum(counter.dropped.values())
        extra = f", {dropped} left out" if dropped else ""
        return SetupStep(key, title, True, f"{placed} placed{extra}.")
    left = counters_left(state, counter)[who]
    return SetupStep(key, title, False,
                     f"{state.player(who).name} places a {counter.name.lower()} "
                     f"({left} left): drag it from the tray onto the table.", who)


def counters_left(state: GameState, counter: CounterPlan) -> dict[str, int]:
    """Per player: counters still to place (their count minus placed and dropped)."""
    placed: dict[str, int] = {}
    for o in state.objectives:
        if o.kind == counter.id:
            placed[o.owner] = placed.get(o.owner, 0) + 1
    return {pid: max(0, n - placed.get(pid, 0) - counter.dropped.get(pid, 0))
            for pid, n in counter.counts.items()}


def next_counter_placer(state: GameState, counter: CounterPlan) -> str | None:
    """Who places the next counter: the players take turns in the set-up order, one counter
    each (the one with the fewest placed or dropped so far goes next); ``None`` when done."""
    left = counters_left(state, counter)
    order = [pid for pid in state.setup_order if left.get(pid, 0) > 0]
    if not order:
        return None
    handled = {pid: counter.counts[pid] - left[pid] for pid in order}
    return min(order, key=lambda pid: (handled[pid], order.index(pid)))


def _counter(state: GameState, counter_id: str) -> CounterPlan:
    for c in (state.setup.counters if state.setup else []):
        if c.id == counter_id:
            return c
    raise KeyError(f"no counters {counter_id!r} to place in this game")


# -- legality ------------------------------------------------------------------------------
OFF_TABLE = "Part of the marker is off the table"
OVERLAPS = "Overlaps"
"""The counter limits players cannot agree away: a counter lies wholly on the table and on
no other marker."""


def counter_violations(state: GameState, counter_id: str, player_id: str,
                       x_in: float, y_in: float) -> list[str]:
    """Why a ``counter_id`` counter of ``player_id`` cannot go at ``(x_in, y_in)``: the
    scenario's limits (wholly within N in of the centre, G5; more than N in from every other
    marker and from the player's own counters, closest points, G3) and the table's edges.
    Empty when the spot is legal."""
    counter = _counter(state, counter_id)
    r = mm_to_in(counter.diameter_mm) / 2
    table = state.table
    reasons: list[str] = []
    if x_in - r < -1e-6 or y_in - r < -1e-6 or x_in + r > table.width_in + 1e-6 \
            or y_in + r > table.depth_in + 1e-6:
        reasons.append(OFF_TABLE)
    if counter.within_centre_in is not None:
        cx, cy = table.width_in / 2, table.depth_in / 2
        far = math.hypot(x_in - cx, y_in - cy) + r
        if not within(far, counter.within_centre_in):
            reasons.append(f"Not wholly within {fmt_range(counter.within_centre_in)} of the "
                           f"table centre: part of it is "
                           f"{fmt_in(far, counter.within_centre_in)} away")
    for o in state.objectives:
        raw = math.hypot(o.x_in - x_in, o.y_in - y_in) - r - mm_to_in(o.diameter_mm) / 2
        gap = max(0.0, raw)
        label = o.name or o.id
        if raw < -1e-6:
            reasons.append(f"{OVERLAPS} {label}")
        elif counter.more_than_from_markers_in is not None and within(
                gap, counter.more_than_from_markers_in):
            reasons.append(f"Too close to {label}: "
                           f"{fmt_in(gap, counter.more_than_from_markers_in)}, must be more "
                           f"than {fmt_range(counter.more_than_from_markers_in)}")
        elif (counter.own_more_than_in is not None and o.kind == counter.id
              and o.owner == player_id and within(gap, counter.own_more_than_in)):
            reasons.append(f"Too close to your own {label}: "
                           f"{fmt_in(gap, counter.own_more_than_in)}, must be more than "
                           f"{fmt_range(counter.own_more_than_in)}")
    return reasons


def legal_counter_spot(state: GameState, counter_id: str, player_id: str,
                       step_in: float = 0.2) -> tuple[float, float] | None:
    """A spot ``(x_in, y_in)`` where ``player_id``'s next ``counter_id`` counter may go by
    the scenario's limits (:func:`counter_violations`), or ``None`` when there is none. The
    area the counter may lie in (the circle around the centre, else the whole table) is
    sampled on a ``step_in`` grid, centre outwards. Used to allow leaving a counter out only
    when it really cannot be placed (The Looters)."""
    counter = _counter(state, counter_id)
    r = mm_to_in(counter.diameter_mm) / 2
    table = state.table
    cx, cy = table.width_in / 2, table.depth_in / 2
    reach = (counter.within_centre_in - r) if counter.within_centre_in is not None else None
    if reach is not None and reach < -1e-6:
        return None
    half_x = min(table.width_in / 2 - r, reach if reach is not None else math.inf)
    half_y = min(table.depth_in / 2 - r, reach if reach is not None else math.inf)
    if half_x < -1e-6 or half_y < -1e-6:
        return None
    others = [(o.x_in, o.y_in, mm_to_in(o.diameter_mm) / 2, o.kind == counter.id
               and o.owner == player_id) for o in state.objectives]
    apart = counter.more_than_from_markers_in
    own = counter.own_more_than_in
    nx, ny = int(max(half_x, 0) / step_in), int(max(half_y, 0) / step_in)
    xs = sorted({cx + k * step_in for k in range(-nx, nx + 1)} | {cx - half_x, cx + half_x},
                key=lambda v: abs(v - cx))
    ys = sorted({cy + k * step_in for k in range(-ny, ny + 1)} | {cy - half_y, cy + half_y},
                key=lambda v: abs(v - cy))
    for x in xs:
        for y in ys:
            if reach is not None and math.hypot(x - cx, y - cy) > reach + 1e-6:
                continue
            ok = True
            for ox, oy, orad, mine in others:
                gap = math.hypot(ox - x, oy - y) - r - orad
                if (apart is not None and within(gap, apart)) or (
                        mine and own is not None and within(gap, own)):
                    ok = False
                    break
            if ok and not counter_violations(state, counter_id, player_id, x, y):
                return (x, y)
    return None


def may_leave_counter_out(state: GameState, counter_id: str, player_id: str) -> str:
    """``""`` when ``player_id``'s next ``counter_id`` counter may be left out: the scenario
    drops a counter that cannot be placed (The Looters) and no legal spot is left
    (:func:`legal_counter_spot`); otherwise the reason it may not."""
    counter = _counter(state, counter_id)
    name = counter.name.lower()
    if counter.if_unplaceable != "dropped":
        return (f"the players agree where each {name} goes in this scenario; none is left "
                "out")
    spot = legal_counter_spot(state, counter_id, player_id)
    if spot is not None:
        return (f"the {name} can still be placed within the scenario's limits, e.g. at "
                f"({spot[0]:.1f}, {spot[1]:.1f})")
    return ""


def placement_verdict(state: GameState, model_id: str, x_in: float, y_in: float,
                      judge: Judge | None = None) -> ModelVerdict:
    """The rules' verdict on placing (or moving) model ``model_id`` with its base centre at
    ``(x_in, y_in)`` during set-up: the :class:`~app.rules.judge.Judge`'s set-up rules (M4
    segment zone and warband gap, S2 formation zone, coherency and unit gap; a defender who
    sets up in the middle is judged by the scenario's defender area). ``judge`` may be one
    already holding the model (see :func:`placement_judge`), for repeated calls while
    dragging. ``KeyError`` for an unknown model."""
    state.model(model_id)
    if judge is None:
        judge = placement_judge(state, model_id)
    update = judge.move(model_id, x_in, y_in)
    return update.models.get(model_id) or judge.verdict(model_id)


def placement_judge(state: GameState, model_id: str) -> Judge:
    """A set-up :class:`~app.rules.judge.Judge` of the position with model ``model_id`` on
    the table (placed or not), ready for :meth:`~app.rules.judge.Judge.move` on each step of
    a drag."""
    judge = Judge.from_state(state, setup=True)
    model = state.model(model_id)
    if model.on_table:
        return judge
    judge.set_status(model_id, "active", _OnTable(model))
    return judge


class _OnTable:
    """A model as the judge reads it, but on the table."""

    def __init__(self, model: Model) -> None:
        self._model = model
        self.status = "active"

    def __getattr__(self, name: str) -> Any:
        return getattr(self._model, name)


# -- commands ---------------------------------------------------------------------------------
class SettleSetUpOrder(_TurnCommand):
    """The set-up order the scenario asks for: M3 (the defender first, then D6 each, highest
    first, ties re-rolled), C4 (a draw of cards, highest first) or a roll-off. With Battle
    Formations (S2) each player then gets the table edge the scenario lists in that order.
    ``first``: first-round dice rolled with real dice (dice orders only)."""

    text = "Set-up order"

    def __init__(self, first: dict[str, int] | None = None) -> None:
        super().__init__()
        self.first = first

    def _apply(self, state: GameState) -> Change:
        if state.setup_order:
            raise ValueError("the set-up order is already settled")
        plan = state.setup or SetupPlan()
        if plan.defender and state.defender is None:
            raise ValueError("choose the defender first: the defender sets up first (M2, M3)")
        players = [p.id for p in state.players_in_game]
        if plan.order == "draw":
            assert state.deck is not None
            result = draw_cards(state.deck, players)
            state.last_draw = DrawRecord("set-up order", dict(result.cards), list(result.order))
            state.log_event("draw", f"Draw (set-up order): {result.describe(state.names)}")
            order = list(result.order)
            if state.defender in order:
                order.remove(state.defender)
                order.insert(0, state.defender)
        else:
            settled = set_up_order(players, state.rng, defender=state.defender,
                                   first=self.first)
            order = list(settled.order)
            if settled.roll_off is not None:
                state.last_roll_off = RollOffRecord(
                    "set-up order", [dict(r.rolls) for r in settled.roll_off.rounds],
                    list(settled.roll_off.order))
                state.log_event("roll-off", f"Roll-off (set-up order): "
                                            f"{settled.roll_off.describe(state.names)}")
        state.setup_order = order
        state.log_event("setup", "Set-up order: " + ", ".join(
            state.player(p).name for p in order))
        edges = _formation_edges(state)
        if edges:
            for pid, edge in zip(order, edges):
                state.player(pid).edge = edge
            state.log_event("setup", "; ".join(
                f"{state.player(pid).name} deploys from the {edge} edge"
                for pid, edge in zip(order, edges)))
            return Change(turn=True, log=True, everything=True)  # the board draws the zones
        return Change(turn=True, log=True)


def _formation_edges(state: GameState) -> list[str]:
    if state.deployment.kind != "battle-formations":
        return []
    from .scenarios import scenario_by_id

    try:
        edges = list(scenario_by_id(state.scenario).deployment.edges)
    except KeyError:
        edges = []
    return edges or ["top", "bottom", "left", "right"]


class RollCounters(_TurnCommand):
    """Every player rolls the scenario's dice (e.g. D3) for how many ``counter_id``
    counters they place, in set-up order; the rolls are logged."""

    def __init__(self, counter_id: str) -> None:
        super().__init__()
        self.counter_id = counter_id
        self.text = "Roll for counters"

    def _apply(self, state: GameState) -> Change:
        plan_counter = _counter(state, self.counter_id)
        if plan_counter.counts:
            raise ValueError(f"the {plan_counter.name.lower()}s are already counted")
        if plan_counter.dice is None:
            raise ValueError(f"every player places {plan_counter.per_player}")
        order = state.setup_order or [p.id for p in state.players_in_game]
        rolls = []
        for pid in order:
            roll = dice_rules.roll(state.rng, plan_counter.dice)
            plan_counter.counts[pid] = roll.total
            rolls.append(f"{state.player(pid).name} {roll}")
        self.text = f"Roll for {plan_counter.name.lower()}s"
        state.log_event("roll", f"{plan_counter.name}s: " + ", ".join(rolls))
        return Change(turn=True, log=True)


class PlaceCounter(_TurnCommand):
    """Player ``player_id`` places one ``counter_id`` counter with its centre at
    ``(x_in, y_in)``; it becomes an objective marker owned by the player. The players take
    turns (:func:`next_counter_placer`). A spot breaking the scenario's limits
    (:func:`counter_violations`) is refused with the reason unless ``override`` is true (the
    players knowingly agree), and then the log says so; a counter not wholly on the table is
    refused even then."""

    def __init__(self, counter_id: str, player_id: str, x_in: float, y_in: float,
                 override: bool = False) -> None:
        super().__init__()
        self.counter_id, self.player_id = counter_id, player_id
        self.x_in, self.y_in, self.override = float(x_in), float(y_in), override
        self.text = "Place counter"

    def _apply(self, state: GameState) -> Change:
        counter = _counter(state, self.counter_id)
        player = state.player(self.player_id)
        if not counter.counts:
            raise ValueError(f"roll for the {counter.name.lower()}s first")
        due = next_counter_placer(state, counter)
        if due is None:
            raise ValueError(f"every {counter.name.lower()} has been placed")
        if due != player.id:
            raise ValueError(f"{state.player(due).name} places the next "
                             f"{counter.name.lower()}")
        reasons = counter_violations(state, counter.id, player.id, self.x_in, self.y_in)
        if OFF_TABLE in reasons:
            raise ValueError(f"{OFF_TABLE}: a {counter.name.lower()} must lie wholly on the "
                             "table, even by agreement")
        overlap = next((r for r in reasons if r.startswith(OVERLAPS)), None)
        if overlap:
            raise ValueError(f"{overlap}: markers cannot lie on top of each other, even by "
                             "agreement")
        if reasons and not self.override:
            raise ValueError(reasons[0])
        number = sum(1 for o in state.objectives
                     if o.kind == counter.id and o.owner == player.id) + 1
        oid = f"{counter.id}-{player.id}-{number}"
        state.objectives.append(Objective(
            id=oid, x_in=self.x_in, y_in=self.y_in, diameter_mm=counter.diameter_mm,
            name=f"{counter.name} {player.mark}{number}", owner=player.id, kind=counter.id))
        self.text = f"{player.name} places {counter.name.lower()} {number}"
        line = (f"{player.name} places {counter.name.lower()} {number} at "
                f"({self.x_in:.2f}, {self.y_in:.2f})")
        if reasons:
            line += f", against the scenario's limits by agreement ({reasons[0]})"
        state.log_event("setup", line)
        return Change(turn=True, log=True, everything=True)

    def undo(self, state: GameState) -> Change:
        state.objectives = [o for o in state.objectives
                            if not (o.kind == self.counter_id and o.owner == self.player_id
                                    and o.x_in == self.x_in and o.y_in == self.y_in)]
        super().undo(state)
        return Change(turn=True, log=True, everything=True)


class DropCounter(_TurnCommand):
    """The next counter of ``player_id`` cannot be placed legally and is left out (e.g. The
    Looters: a crate that cannot be placed is dropped). Refused with the reason while a
    legal spot is left, or where the scenario has players agree placement
    (:func:`may_leave_counter_out`)."""

    def __init__(self, counter_id: str, player_id: str) -> None:
        super().__init__()
        self.counter_id, self.player_id = counter_id, player_id
        self.text = "Leave counter out"

    def _apply(self, state: GameState) -> Change:
        counter = _counter(state, self.counter_id)
        player = state.player(self.player_id)
        due = next_counter_placer(state, counter)
        if due != player.id:
            raise ValueError(f"it is not {player.name}'s turn to place a "
                             f"{counter.name.lower()}")
        why_not = may_leave_counter_out(state, counter.id, player.id)
        if why_not:
            raise ValueError(why_not)
        counter.dropped[player.id] = counter.dropped.get(player.id, 0) + 1
        self.text = f"{player.name}'s {counter.name.lower()} is left out"
        state.log_event("setup", f"{player.name}'s {counter.name.lower()} cannot be placed "
                                 "and is left out")
        return Change(turn=True, log=True)


class PlaceModel(_TurnCommand):
    """Place a model from the tray (or move a placed one during set-up) with its base centre
    at ``(x_in, y_in)``; it becomes ``active`` on the table.

    During set-up an illegal spot (:func:`placement_verdict`: M4, S2, the defender area, G8)
    is refused with the reason unless ``override``: the players knowingly place it anyway, and
    the log says why (:func:`~app.game.placement.log_knowing`). After set-up only models in the
    tray (a reserve) arrive, by the scenario's rule (no zones; G8 only with ``override``)."""

    def __init__(self, model_id: str, x_in: float, y_in: float, override: bool = False) -> None:
        super().__init__()
        self.model_id = model_id
        self.x_in, self.y_in, self.override = float(x_in), float(y_in), override
        self.text = "Place model"
        self.verdict: ModelVerdict | None = None

    def _apply(self, state: GameState) -> Change:
        model = state.model(self.model_id)
        owner = state.player(model.player)
        setup = state.turn.phase == "setup"
        if not setup:
            if model.status != "unplaced":
                raise ValueError("after set-up, only models still in the tray are placed; "
                                 "drag a model on the table to move it")
            if state.result or owner.fled:
                raise ValueError(f"{owner.name} is out of the game" if owner.fled
                                 else "the game is over")
            table = state.table
            if not (0 <= self.x_in <= table.width_in and 0 <= self.y_in <= table.depth_in):
                raise ValueError(f"{model.name} must arrive on the table")
            agreed = agreed_reasons(state, model.id, self.x_in, self.y_in, self.override)
            model.x_in, model.y_in, model.status = self.x_in, self.y_in, "active"
            self.text = f"{model.name} arrives"
            state.log_event("setup", f"{model.name} ({owner.name}) arrives from the reserve at "
                                     f"({self.x_in:.2f}, {self.y_in:.2f})")
            log_knowing(state, model, agreed)
            return Change(models=frozenset({model.id}), turn=True, log=True)
        if model.status not in ("unplaced", "active"):
            raise ValueError(f"{model.name} is {model.status.replace('_', ' ')}")
        self.verdict = placement_verdict(state, model.id, self.x_in, self.y_in)
        if not self.verdict.legal and not self.override:
            raise ValueError(self.verdict.reason)
        model.x_in, model.y_in, model.status = self.x_in, self.y_in, "active"
        self.text = f"Place {model.name}"
        log_knowing(state, model, self.verdict.violations)
        return Change(models=frozenset({model.id}), turn=True, log=not self.verdict.legal)


class ReturnToTray(_TurnCommand):
    """Take a placed model back off the table into the set-up tray (set-up only)."""

    def __init__(self, model_id: str) -> None:
        super().__init__()
        self.model_id = model_id
        self.text = "Back to the tray"

    def _apply(self, state: GameState) -> Change:
        model = state.model(self.model_id)
        if state.turn.phase != "setup":
            raise ValueError("models go back to the tray during set-up only")
        model.status = "unplaced"
        self.text = f"{model.name} back to the tray"
        return Change(models=frozenset({model.id}), turn=True)


def start_command(state: GameState) -> Command:
    """The command that starts turn 1 once set up: card games deal the Initiative cards
    (C5, :class:`~app.game.commands.StartTurn`); Mordheim rolls the order of play (M5,
    :class:`~app.game.commands.RollOrderOfPlay`)."""
    if state.system == "trench-crusade":
        return StartTurn()
    return RollOrderOfPlay()


def step_command(state: GameState) -> Command | None:
    """The command for the current step's button, when the step is one press: the defender
    (M2), the set-up order, rolling for counters, the first turn. ``None`` for steps done on
    the board (segments, counters and models placed by drag)."""
    step = current_step(state)
    if step is None:
        return None
    if step.key == "defender":
        return ChooseDefender()
    if step.key == "order":
        return SettleSetUpOrder()
    if step.key.startswith("counters:"):
        counter = _counter(state, step.key.partition(":")[2])
        if state.setup_order and not counter.counts:
            return RollCounters(counter.id)
        return None
    if step.key == "start":
        return start_command(state)
    return None


__all__ = [
    "OKABE_ITO", "PlayerSetup", "default_marks", "SetupStep", "new_game", "setup_steps", "current_step",
    "OFF_TABLE", "OVERLAPS", "counters_left", "next_counter_placer", "counter_violations",
    "legal_counter_spot",
    "may_leave_counter_out", "placement_verdict",
    "placement_judge", "SettleSetUpOrder", "RollCounters", "PlaceCounter", "DropCounter",
    "PlaceModel", "ReturnToTray", "start_command", "step_command",
]
