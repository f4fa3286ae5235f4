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

import re
from dataclasses import dataclass

from app.i18n import QT_TRANSLATE_NOOP, translate
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
from .scenario_words import counter_words, scenario_text
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
    """The set-up steps of the game's scenario, in order, each saying whether it is done
    (titles and details in the player's language, :mod:`app.i18n`)."""
    plan = state.setup or SetupPlan()
    steps: list[SetupStep] = []
    area = defender_area_words(state)
    if plan.defender:
        done = state.defender is not None
        if not done:
            detail = translate("SetupWalk", "Highest warband rating, then most models, then a roll-off (M2).")
        elif area:
            detail = translate("SetupWalk", "{name} defends, setting up {area}.").format(
                name=state.player(state.defender).name, area=area)
        else:
            detail = translate("SetupWalk", "{name} defends.").format(name=state.player(state.defender).name)
        steps.append(SetupStep("defender", translate("SetupWalk", "Choose the defender"), done, detail))
    how = {"d6": QT_TRANSLATE_NOOP("SetupWalk", "Players set up by D6, highest first (M3)."),
           "draw": QT_TRANSLATE_NOOP("SetupWalk", "Players set up by a draw of cards (C4)."),
           "roll-off": QT_TRANSLATE_NOOP("SetupWalk", "Players set up by a roll-off.")}[
        plan.order]
    order_done = bool(state.setup_order)
    steps.append(SetupStep(
        "order", translate("SetupWalk", "Settle the set-up order"), order_done,
        translate("SetupWalk", "Set-up order: {names}").format(
            names=", ".join(state.player(p).name for p in state.setup_order))
        if order_done else translate("SetupWalk", how)))
    after: list[SetupStep] = []
    for counter in plan.counters:
        step = _counter_step(state, counter)
        (steps if counter.before_segments else after).append(step)
    if state.deployment.kind == "edge-segments":
        chooser = next_to_set_up(state) if order_done else None
        done = order_done and chooser is None
        detail = (translate("SetupWalk", "Each player, in set-up order, clicks a free segment A-F on the board "
                     "(M4).") if not done else translate("SetupWalk", "Every warband has its segment."))
        if chooser:
            detail = translate("SetupWalk", "{name} clicks a free segment A-F on the board (M4).").format(
                name=state.player(chooser).name)
        if not done:  # M4: say how a zone is shaped where it is explained
            detail += " " + translate("SetupWalk", "A segment's zone is every point within {depth} in of it, so "
                               "where a half edge ends mid-edge (A/B, D/E) it ends in a "
                               "quarter circle, as drawn.").format(
                depth=f"{state.deployment.zone_depth_in:g}")
        steps.append(SetupStep("segments", translate("SetupWalk", "Choose edge segments"), done, detail, chooser))
    steps.extend(after)
    left = state.unplaced_models()
    kind = state.deployment.kind
    where = {"edge-segments": QT_TRANSLATE_NOOP(
                 "SetupWalk", "wholly within {z} of their segment, more than {g} from other "
                              "warbands (M4)"),
             "battle-formations": QT_TRANSLATE_NOOP(
                 "SetupWalk", "wholly within {z} of their table edge, units at least 2 in "
                              "apart (S2)"),
             "players-agree": QT_TRANSLATE_NOOP(
                 "SetupWalk", "where the players agree (the scenario gives no zones)")}[kind]
    where = translate("SetupWalk", where).format(z=fmt_range(state.deployment.zone_depth_in),
                             g=fmt_range(state.deployment.gap_in))
    if area and state.defender:
        where += translate("SetupWalk", "; the defender, {name}, {area}").format(
            name=state.player(state.defender).name, area=area)
    steps.append(SetupStep("models", translate("SetupWalk", "Place the models"), not left, _deploy_detail(
        state, where) if left else translate("SetupWalk", "Every model is on the table.")))
    card_game = state.system == "trench-crusade"
    steps.append(SetupStep(
        "start", translate("SetupWalk", "Start the first turn"), state.turn.phase != "setup",
        translate("SetupWalk", "Deal the Initiative cards (C5).") if card_game
        else translate("SetupWalk", "Roll the order of play (M5).")))
    return steps


def defender_area_words(state: GameState) -> str:
    """Where the defender sets up, in the player's language: the plan keeps it in English
    (the saved game's words, :func:`app.game.newgame.new_game`), re-said here; ``""``
    without one."""
    plan = state.setup or SetupPlan()
    area = plan.defender_area
    centre = re.fullmatch(r"wholly within (.+) of the table centre", area)
    if centre:
        return translate("SetupWalk", "wholly within {range} of the table centre").format(range=centre[1])
    feature = re.fullmatch(r"inside (.+) or within (.+) of it", area)
    if feature:
        return translate("SetupWalk", "inside {feature} or within {range} of it").format(
            feature=scenario_text(state.scenario, feature[1]), range=feature[2])
    return area


def _deploy_detail(state: GameState, where: str) -> str:
    """Whose turn it is to set up (in set-up order, M3/C4), how many of theirs are left, who
    follows, and where models go."""
    order = deploying_order(state)
    now = state.player(order[0])
    mine = len(state.unplaced_models(now.id))
    # English has no catalogue to pick a plural form from: one message for one model left
    sets_up = (translate("SetupWalk", "{name} ({warband}) sets up now: 1 model left")
               if mine == 1 else
               translate("SetupWalk", "{name} ({warband}) sets up now: %n models left", None,
                         mine)).format(name=now.name, warband=now.warband or now.name)
    then = (translate("SetupWalk", ", then {names}").format(names=", ".join(state.player(p).name
                                                        for p in order[1:]))
            if order[1:] else "")
    return translate("SetupWalk", "{sets_up}{then}. Drag each model from the tray onto the table, {where}.").format(
        sets_up=sets_up, then=then, where=where)


def current_step(state: GameState) -> SetupStep | None:
    """The first step not done, or ``None`` once the game has started."""
    return next((s for s in setup_steps(state) if not s.done), None)


def _counter_step(state: GameState, counter: CounterPlan) -> SetupStep:
    key = f"counters:{counter.id}"
    one, many = counter_words(state.scenario, counter.name)
    title = translate("SetupWalk", "Place the {counters}").format(counters=many)
    if not state.setup_order:
        return SetupStep(key, title, False, translate("SetupWalk", "After the set-up order."))
    if not counter.counts:
        return SetupStep(key, title, False,
                         translate("SetupWalk", "Each player rolls {dice} for their number of {counters}.").format(
                             dice=counter.dice, counters=many))
    who = next_counter_placer(state, counter)
    if who is None:
        placed = sum(1 for o in state.objectives if o.kind == counter.id)
        dropped = sum(counter.dropped.values())
        return SetupStep(key, title, True, (
            translate("SetupWalk", "{placed} placed, {dropped} left out.") if dropped
            else translate("SetupWalk", "{placed} placed.")).format(placed=placed, dropped=dropped))
    left = counters_left(state, counter)[who]
    return SetupStep(key, title, False,
                     translate("SetupWalk", "{name} places a {counter} ({left} left): drag it from the tray onto "
                        "the table.").format(name=state.player(who).name, counter=one,
                                             left=left), who)


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

