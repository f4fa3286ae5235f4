"""The set-up walk: the steps a scenario's set-up asks of the players, in order, each with
the one command that does it (see :mod:`app.game.commands.setup`):

1. the defender (M2, :class:`~app.game.commands.ChooseDefender`), in scenarios with one;
2. the set-up order (:class:`~app.game.commands.SettleSetUpOrder`: M3 dice, C4 draw or a
   two-player roll-off);
3. counters the players bring (:class:`~app.game.commands.RollCounters`, then
   :class:`~app.game.commands.PlaceCounter` or :class:`~app.game.commands.DropCounter`),
   with the scenario's placement limits (e.g. The Looters' crates);
4. edge segments (M4, :class:`~app.game.commands.ChooseSegment`);
5. the models, placed from the tray (:class:`~app.game.commands.PlaceModel`), judged by the
   :class:`~app.rules.judge.Judge` (M4, S2) and the scenario's defender area;
6. the first turn (:func:`start_command`): card games deal the Initiative cards (C5),
   Mordheim rolls the order of play (M5).

Pure Python: no Qt. These also import as ``app.game.newgame.X``.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.rules.verdicts import fmt_range

from .commands import (
    ChooseDefender,
    Command,
    RollCounters,
    RollOrderOfPlay,
    SettleSetUpOrder,
    StartTurn,
    next_to_set_up,
)
from .setup_rules import counter_plan, counters_left, next_counter_placer
from .state import CounterPlan, GameState, SetupPlan, deploying_order


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
        if not done:  # M4: say how a zone is shaped where it is explained
            detail += (f" A segment's zone is every point within "
                       f"{state.deployment.zone_depth_in:g} in of it, so where a half edge "
                       "ends mid-edge (A/B, D/E) it ends in a quarter circle, as drawn.")
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
        counter = counter_plan(state, step.key.partition(":")[2])
        if state.setup_order and not counter.counts:
            return RollCounters(counter.id)
        return None
    if step.key == "start":
        return start_command(state)
    return None

