"""The set-up's commands, one per step of the set-up walk (:mod:`app.game.setup_walk`):

1. the defender (M2, :class:`ChooseDefender`), in scenarios with one;
2. the set-up order (:class:`SettleSetUpOrder`: M3 dice, C4 draw or a two-player roll-off;
   also in a game opened without a set-up plan, where the panel rolls it, M3);
3. counters the players bring (:class:`RollCounters`, :class:`PlaceCounter`,
   :class:`DropCounter`), with the scenario's placement limits (e.g. The Looters' crates);
4. edge segments (M4, :class:`ChooseSegment`);
5. the models, placed from the tray (:class:`PlaceModel`, :class:`ReturnToTray`), judged by
   the :class:`~app.rules.judge.Judge` (M4, S2) and the scenario's defender area;
6. the order of play (M5, :class:`RollOrderOfPlay`) or, in card games, the first deal
   (:class:`~app.game.commands.StartTurn`).
"""

from __future__ import annotations

from typing import Mapping

from app.i18n import translate
from app.phrases import Phrase, joined
from app.rules import dice as dice_rules
from app.rules.cards import draw as draw_cards
from app.rules.setup import choose_defender, set_up_order
from app.rules.turns import SEGMENT_ORDER, clockwise_order, order_of_play
from app.rules.judge import display_name
from app.rules.placement import never_agreed
from app.rules.verdicts import edge_word

from ..scenario_words import counter_phrase, counter_words
from ..scoring import award_start_of_turn
from ..placement import block_name, knowing_reasons, log_knowing
from ..setup_rules import (
    counter_limits_at,
    counter_plan,
    may_leave_counter_out,
    next_counter_placer,
    placement_verdict,
)
from ..state import (DrawRecord, GameState, Objective, RollOffRecord, SetupPlan, TurnState,
                     setting_up)
from .base import Assessment, Change, Command, PlacingCommand, position_problem
from .scouting import reserve_problem, scout_placement_violation, take_first
from .scouting import settle as settle_scouts
from .turns import record_starts


# -- the defender, the set-up order and segments (M2, M3, M4) ------------------------------
class ChooseDefender(Command):
    """M2: the defender is the highest warband rating, then the most models, then a D6
    roll-off among the tied (``first``: their first rolls with real dice)."""

    text = Phrase.translate("Undo", "Choose defender")

    def __init__(self, first: Mapping[str, int] | None = None) -> None:
        self.first = dict(first) if first is not None else None

    def act(self, state: GameState) -> Change:
        players = state.players_in_game
        choice = choose_defender(
            {p.id: p.rating for p in players},
            {p.id: len(state.models_in_warband(p.id)) for p in players},
            state.rng, first=self.first)
        state.defender = choice.player
        name = state.player(choice.player).name
        why = {"rating": Phrase.translate("Log", "highest warband rating"),
               "models": Phrase.translate("Log", "tied rating, most models"),
               "roll-off": Phrase.translate("Log", "tied rating and models, won the roll-off"),
               }[choice.reason]
        if choice.roll_off is not None:
            state.last_roll_off = RollOffRecord(
                "defender", [dict(r.rolls) for r in choice.roll_off.rounds],
                list(choice.roll_off.order))
            state.log_event("roll-off", Phrase.translate(
                "Log", "Roll-off ({purpose}): {rolls}").format(
                    purpose=Phrase.translate("Log", "defender"),
                    rolls=choice.roll_off.describe(state.names)))
        state.log_event("setup", Phrase.translate("Log", "{player} defends ({why})").format(
            player=name, why=why))
        return Change(turn=True, log=True)


class SettleSetUpOrder(Command):
    """The set-up order: M3 (the defender first, then D6 each, highest first, ties rolled
    again among the tied), or what the scenario's plan asks instead: C4 (a draw of cards,
    highest first) or a roll-off. With Battle Formations (S2) each player then gets the
    table edge the scenario lists in that order. ``first``: first-round dice rolled with
    real dice (dice orders only). A game opened without a set-up plan rolls by M3 (the
    panel's "Roll set-up order"; its undo says so)."""

    text = Phrase.translate("Undo", "Set-up order")

    def __init__(self, first: Mapping[str, int] | None = None) -> None:
        self.first = dict(first) if first is not None else None

    def check(self, state: GameState) -> str | None:
        if state.setup_order:
            return translate("Refusals", "the set-up order is already settled")
        plan = state.setup or SetupPlan()
        if plan.defender and state.defender is None:
            return translate("Refusals", "choose the defender first: the defender sets up first "
                                         "(M2, M3)")
        return None

    def act(self, state: GameState) -> Change:
        plan = state.setup or SetupPlan()
        self.text = (Phrase.translate("Undo", "Set-up order") if state.setup is not None
                     else Phrase.translate("Undo", "Roll set-up order"))
        purpose = Phrase.translate("Log", "set-up order")
        players = [p.id for p in state.players_in_game]
        if plan.order == "draw":
            assert state.deck is not None
            result = draw_cards(state.deck, players)
            state.last_draw = DrawRecord("set-up order", dict(result.cards), list(result.order))
            state.log_event("draw", Phrase.translate("Log", "Draw ({purpose}): {cards}").format(
                purpose=purpose, cards=result.describe(state.names)))
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
                state.log_event("roll-off", Phrase.translate(
                    "Log", "Roll-off ({purpose}): {rolls}").format(
                        purpose=purpose, rolls=settled.roll_off.describe(state.names)))
        state.setup_order = order
        state.log_event("setup", Phrase.translate("Log", "Set-up order: {players}").format(
            players=", ".join(state.player(p).name for p in order)))
        edges = _formation_edges(state) if state.setup is not None else []
        if edges:
            for pid, edge in zip(order, edges):
                state.player(pid).edge = edge
            state.log_event("setup", joined([
                Phrase.translate("Log", "{player} deploys from the {edge} edge").format(
                    player=state.player(pid).name, edge=edge_word(edge))
                for pid, edge in zip(order, edges)], "; "))
            return Change(turn=True, log=True, zones=True)  # the board draws the zones
        return Change(turn=True, log=True)


def _formation_edges(state: GameState) -> list[str]:
    if state.deployment.kind != "battle-formations":
        return []
    from ..scenarios import scenario_by_id

    try:
        edges = list(scenario_by_id(state.scenario).deployment.edges)
    except KeyError:
        edges = []
    return edges or ["top", "bottom", "left", "right"]


def next_to_set_up(state: GameState) -> str | None:
    """M4: the first player in the set-up order who has not chosen a segment yet (a defender
    who sets up in the middle of the table, not by a segment, is passed over)."""
    centre_defender = (state.defender if state.setup is not None and state.setup.defender_area
                       else None)
    for pid in state.setup_order:
        player = state.player(pid)
        if not player.fled and player.segment is None and pid != centre_defender:
            return pid
    return None


def _counters_pending(state: GameState, counter) -> bool:  # noqa: ANN001 - CounterPlan
    """Counters of a set-up plan not yet rolled for, placed or left out."""
    if not counter.counts:
        return True
    placed = sum(1 for o in state.objectives if o.kind == counter.id)
    return placed + sum(counter.dropped.values()) < sum(counter.counts.values())


class ChooseSegment(Command):
    """M4: in set-up order, a player takes a free table-edge segment (A-F) to set up along.
    ``player_id`` ``None``: the player next in the set-up order (a click on the board)."""

    def __init__(self, player_id: str | None, segment: str) -> None:
        self.player_id = player_id
        self.segment = segment.upper()
        self.text = Phrase.translate("Undo", "Choose segment")

    def _chooser(self, state: GameState) -> str | None:
        return self.player_id if self.player_id is not None else next_to_set_up(state)

    def check(self, state: GameState) -> str | None:
        if state.system == "mordheim" and not state.setup_order:
            return translate("Refusals", "Roll the set-up order first: players choose segments in "
                                         "that order (M3, M4)")
        pid = self._chooser(state)
        if pid is None:
            left = state.unplaced_models() if setting_up(state) else []
            if left:
                return translate("Refusals", "Every warband has a segment: drag the models from the "
                                             "tray onto the table (M4), then roll the order of "
                                             "play (M5)")
            return translate("Refusals", "Every warband has a segment: roll the order of play (M5)")
        player = state.player(pid)
        if self.segment not in SEGMENT_ORDER:
            return translate("Refusals", "unknown segment {segment} (expected A-F)").format(
                segment=repr(self.segment))
        if state.turn.phase != "setup":
            return translate("Refusals", "segments are chosen during set-up only")
        taken = {p.segment: p for p in state.players if p.segment and p.id != player.id}
        if self.segment in taken:
            return translate("Refusals", "segment {segment} is taken by {name}").format(
                segment=self.segment, name=taken[self.segment].name)
        for counter in (state.setup.counters if state.setup is not None else []):
            if counter.before_segments and _counters_pending(state, counter):
                return translate("Refusals", "place the {counters} first: the scenario has them "
                                             "placed before segments are chosen").format(
                    counters=counter_words(state.scenario, counter.name)[1])
        due = next_to_set_up(state)
        if state.setup_order and due is not None and due != player.id:
            return translate("Refusals", "{name} chooses a segment first (set-up order)").format(
                name=state.player(due).name)
        return None

    def act(self, state: GameState) -> Change:
        player = state.player(self._chooser(state))
        player.segment = self.segment
        self.text = Phrase.translate("Log", "{player} sets up in segment {segment}").format(
            player=player.name, segment=self.segment)
        state.log_event("setup", self.text)
        return Change(turn=True, log=True)


# -- counters the players place (e.g. The Looters' crates) ---------------------------------
class RollCounters(Command):
    """Every player rolls the scenario's dice (e.g. D3) for how many ``counter_id``
    counters they place, in set-up order; the rolls are logged."""

    def __init__(self, counter_id: str) -> None:
        self.counter_id = counter_id
        self.text = Phrase.translate("Undo", "Roll for counters")

    def check(self, state: GameState) -> str | None:
        plan_counter = counter_plan(state, self.counter_id)
        if plan_counter.counts:
            return translate("Refusals", "the {counters} are already counted").format(
                counters=counter_words(state.scenario, plan_counter.name)[1])
        if plan_counter.dice is None:
            return translate("Refusals", "every player places {count}").format(
                count=plan_counter.per_player)
        return None

    def act(self, state: GameState) -> Change:
        plan_counter = counter_plan(state, self.counter_id)
        assert plan_counter.dice is not None
        order = state.setup_order or [p.id for p in state.players_in_game]
        rolls = []
        for pid in order:
            roll = dice_rules.roll(state.rng, plan_counter.dice)
            plan_counter.counts[pid] = roll.total
            rolls.append(f"{state.player(pid).name} {roll}")
        self.text = Phrase.translate("Undo", "Roll for {counters}").format(
            counters=counter_phrase(state.scenario, plan_counter.name, several=True))
        state.log_event("roll", Phrase.translate("Log", "{counters}: {rolls}").format(
            counters=counter_phrase(state.scenario, plan_counter.name, several=True,
                                    capital=True), rolls=", ".join(rolls)))
        return Change(turn=True, log=True)


class PlaceCounter(PlacingCommand):
    """Player ``player_id`` places one ``counter_id`` counter with its centre at
    ``(x_in, y_in)``; it becomes an objective marker owned by the player. The players take
    turns (:func:`~app.game.setup_rules.next_counter_placer`). A spot breaking the
    scenario's limits (:func:`~app.game.setup_rules.counter_limits_at`) is refused with the
    reason unless ``agreed`` (the players knowingly agree), and then the log says so; a
    counter not wholly on the table, or on another marker, is refused even then."""

    def __init__(self, counter_id: str, player_id: str, x_in: float, y_in: float,
                 agreed: bool = False) -> None:
        self.counter_id, self.player_id = counter_id, player_id
        self.x_in, self.y_in, self.agreed = float(x_in), float(y_in), agreed
        self.text = Phrase.translate("Undo", "Place counter")

    def assess(self, state: GameState) -> Assessment:
        counter = counter_plan(state, self.counter_id)
        player = state.player(self.player_id)
        if not counter.counts:
            return Assessment(translate("Refusals", "roll for the {counters} first").format(
                counters=counter_words(state.scenario, counter.name)[1]))
        due = next_counter_placer(state, counter)
        if due is None:
            return Assessment(translate("Refusals", "every {counter} has been placed").format(
                counter=counter_words(state.scenario, counter.name)[0]))
        if due != player.id:
            return Assessment(translate("Refusals", "{name} places the next {counter}").format(
                name=state.player(due).name,
                counter=counter_words(state.scenario, counter.name)[0]))
        limits = counter_limits_at(state, counter.id, player.id, self.x_in, self.y_in)
        reasons = [limit.reason for limit in limits]
        hard = never_agreed(limits)
        if hard is not None:
            return Assessment(translate("Refusals", "{reason}, even by agreement").format(
                reason=hard.never_agreed(counter_words(state.scenario, counter.name)[0])))
        if reasons and not self.agreed:
            return Assessment(reasons[0], agreeable=True)
        return Assessment(None, verdict=reasons)

    def place(self, state: GameState, assessment: Assessment) -> Change:
        counter = counter_plan(state, self.counter_id)
        player = state.player(self.player_id)
        reasons = assessment.verdict
        number = sum(1 for o in state.objectives
                     if o.kind == counter.id and o.owner == player.id) + 1
        oid = f"{counter.id}-{player.id}-{number}"
        state.objectives.append(Objective(
            id=oid, x_in=self.x_in, y_in=self.y_in, diameter_mm=counter.diameter_mm,
            name=f"{counter.name} {player.mark}{number}", owner=player.id, kind=counter.id))
        what = {"player": player.name, "counter": counter_phrase(state.scenario, counter.name),
                "number": number, "x": f"{self.x_in:.2f}", "y": f"{self.y_in:.2f}"}
        self.text = Phrase.translate("Undo", "{player} places {counter} {number}").format(**what)
        line = (Phrase.translate("Log", "{player} places {counter} {number} at ({x}, {y}), "
                                        "against the scenario's limits by agreement ({reason})")
                if reasons else
                Phrase.translate("Log", "{player} places {counter} {number} at ({x}, {y})"))
        state.log_event("setup", line.format(**what, reason=reasons[0] if reasons else ""))
        return Change(turn=True, log=True, objectives=frozenset({oid}))


class DropCounter(Command):
    """The next counter of ``player_id`` cannot be placed legally and is left out (e.g. The
    Looters: a crate that cannot be placed is dropped). Refused with the reason while a
    legal spot is left, or where the scenario has players agree placement
    (:func:`~app.game.setup_rules.may_leave_counter_out`)."""

    def __init__(self, counter_id: str, player_id: str) -> None:
        self.counter_id, self.player_id = counter_id, player_id
        self.text = Phrase.translate("Undo", "Leave counter out")

    def check(self, state: GameState) -> str | None:
        counter = counter_plan(state, self.counter_id)
        player = state.player(self.player_id)
        if next_counter_placer(state, counter) != player.id:
            return translate("Refusals", "it is not {name}'s turn to place a {counter}").format(
                name=player.name, counter=counter_words(state.scenario, counter.name)[0])
        return may_leave_counter_out(state, counter.id, player.id) or None

    def act(self, state: GameState) -> Change:
        counter = counter_plan(state, self.counter_id)
        player = state.player(self.player_id)
        counter.dropped[player.id] = counter.dropped.get(player.id, 0) + 1
        self.text = Phrase.translate("Undo", "{player}'s {counter} is left out").format(
            player=player.name, counter=counter_phrase(state.scenario, counter.name))
        state.log_event("setup", Phrase.translate(
            "Log", "{player}'s {counter} cannot be placed and is left out").format(
                player=player.name, counter=counter_phrase(state.scenario, counter.name)))
        return Change(turn=True, log=True)


# -- models from the tray -------------------------------------------------------------------
class PlaceModel(PlacingCommand):
    """Place a model from the tray (or move a placed one during set-up) with its base centre
    at ``(x_in, y_in)``; it becomes ``active`` on the table.

    During set-up an illegal spot (:func:`~app.game.setup_rules.placement_verdict`: M4, S2,
    the defender area, G8) is refused with the reason unless ``agreed``: the players
    knowingly place it anyway, and the log says why (:func:`~app.game.placement.log_knowing`).
    After set-up only models in the tray (a reserve) arrive, by the scenario's rule (no
    zones; G8 only when ``agreed``)."""

    def __init__(self, model_id: str, x_in: float, y_in: float, agreed: bool = False) -> None:
        self.model_id = model_id
        self.x_in, self.y_in, self.agreed = float(x_in), float(y_in), agreed
        self.text = Phrase.translate("Undo", "Place model")

    def assess(self, state: GameState) -> Assessment:
        model = state.model(self.model_id)
        owner = state.player(model.player)
        if state.turn.phase != "setup":
            if model.status != "unplaced":
                return Assessment(translate("Refusals", "after set-up, only models still in the "
                                                        "tray are placed; drag a model on the "
                                                        "table to move it"))
            if state.result or owner.fled:
                return Assessment(
                    translate("Refusals", "{name} is out of the game").format(name=owner.name)
                    if owner.fled else translate("Refusals", "the game is over"))
            table = state.table
            if not (0 <= self.x_in <= table.width_in and 0 <= self.y_in <= table.depth_in):
                return Assessment(translate("Refusals", "{name} must arrive on the table").format(
                    name=model.name))
            problem = reserve_problem(state, model)
            if problem:
                return Assessment(problem)
            refusal, scout = scout_placement_violation(state, model, self.x_in, self.y_in)
            if refusal:
                return Assessment(refusal)
            agreed = knowing_reasons(
                state, {model.id: (self.x_in, self.y_in)}).get(model.id, ())
            if scout is not None:
                agreed = (scout, *agreed)
            if agreed and not self.agreed:
                return Assessment(agreed[0].reason, agreeable=True)
            return Assessment(None, {model.id: agreed} if agreed else {})
        if model.status not in ("unplaced", "active"):
            return Assessment(translate("Refusals", "{name} is {status}").format(
                name=model.name, status=model.status.replace('_', ' ')))
        verdict = placement_verdict(state, model.id, self.x_in, self.y_in)
        if not verdict.legal and not self.agreed:
            return Assessment(verdict.reason, verdict=verdict, agreeable=True)
        return Assessment(None, {model.id: verdict.violations} if not verdict.legal else {},
                          verdict)

    def place(self, state: GameState, assessment: Assessment) -> Change:
        model = state.model(self.model_id)
        owner = state.player(model.player)
        if state.turn.phase != "setup" and state.scouts:
            take_first(state, model)  # S3: in place of a first model out of action
        model.x_in, model.y_in, model.status = self.x_in, self.y_in, "active"
        agreed = assessment.agreed.get(model.id, ())
        if state.turn.phase != "setup":
            self.text = Phrase.translate("Undo", "{model} arrives").format(model=model.name)
            state.log_event("setup", Phrase.translate(
                "Log", "{model} ({player}) arrives from the reserve at ({x}, {y})").format(
                    model=model.name, player=owner.name, x=f"{self.x_in:.2f}",
                    y=f"{self.y_in:.2f}"))
            log_knowing(state, model, agreed)
            settle_scouts(state)  # S3: a unit wholly on the table is done coming in
            return Change(models=frozenset({model.id}), turn=True, log=True)
        self.text = Phrase.translate("Undo", "Place {model}").format(model=model.name)
        log_knowing(state, model, agreed)
        return Change(models=frozenset({model.id}), turn=True, log=bool(agreed))


class PlaceBlock(PlacingCommand):
    """Put a block of models from the set-up tray down at once (a unit or a whole warband
    dragged by its tray header): ``spots`` ``{model_id: (x_in, y_in)}``, base centres in
    inches (laid out by :func:`~app.game.placement.block_spots`, 1 in apart, G8). One
    undoable step; the log names the unit or warband and how many models.

    The models are judged as a group, all where they land (:func:`knowing_reasons`: M4,
    S2, G5 wholly within the zone, G8, coherency). A block with a model breaking a rule is
    refused with that model and the reason unless ``agreed``: the players knowingly put it
    down anyway, and the log says why for each such model (:func:`log_knowing`). Set-up
    only, and only models still in the tray."""

    def __init__(self, spots: Mapping[str, tuple[float, float]], agreed: bool = False) -> None:
        self.spots = {mid: (float(x), float(y)) for mid, (x, y) in spots.items()}
        self.agreed = agreed
        self.text = Phrase.translate("Undo", "Place block")

    def assess(self, state: GameState) -> Assessment:
        if not self.spots:
            return Assessment(translate("Refusals", "no models to place"))
        models = [state.model(mid) for mid in self.spots]  # KeyError names an unknown one
        if state.turn.phase != "setup":
            return Assessment(translate("Refusals", "a unit or warband is put down at once during "
                                                    "set-up only; after it, models arrive one by "
                                                    "one"))
        for model in models:
            if model.status != "unplaced":
                return Assessment(translate("Refusals", "{name} is not in the tray").format(
                    name=model.name))
            problem = position_problem(model.name, *self.spots[model.id])
            if problem:
                return Assessment(problem)
        reasons = knowing_reasons(state, self.spots)
        if reasons and not self.agreed:
            mid, broken = next(iter(reasons.items()))
            model = state.model(mid)
            name = display_name(model.name, model.label, state.player(model.player).warband)
            return Assessment(translate("Refusals", "{name}: {reason}").format(
                name=name, reason=f"{broken[0].reason[:1].lower()}{broken[0].reason[1:]}"),
                agreeable=True)
        return Assessment(None, reasons)

    def place(self, state: GameState, assessment: Assessment) -> Change:
        models = [state.model(mid) for mid in self.spots]
        for model in models:
            model.x_in, model.y_in = self.spots[model.id]
            model.status = "active"
        what = block_name(state, list(self.spots))
        owners = {m.player for m in models}
        who = (state.player(models[0].player).name if len(owners) == 1
               else Phrase.translate("Log", "The players"))
        n = len(models)
        count = (Phrase.translate("Log", "1 model") if n == 1
                 else Phrase.translate("Log", "{count} models").format(count=n))
        self.text = Phrase.translate("Undo", "Place {what} ({count})").format(what=what,
                                                                             count=count)
        xs = [x for x, _ in self.spots.values()]
        ys = [y for _, y in self.spots.values()]
        state.log_event("setup", Phrase.translate(
            "Log", "{player} puts down {what} at once: {count} around ({x}, {y})").format(
                player=who, what=what, count=count, x=f"{(min(xs) + max(xs)) / 2:.2f}",
                y=f"{(min(ys) + max(ys)) / 2:.2f}"))
        for model in models:
            log_knowing(state, model, assessment.agreed.get(model.id, ()))
        return Change(models=frozenset(self.spots), turn=True, log=True)


class ReturnToTray(Command):
    """Take a placed model back off the table into the set-up tray (set-up only)."""

    def __init__(self, model_id: str) -> None:
        self.model_id = model_id
        self.text = Phrase.translate("Undo", "Back to the tray")

    def check(self, state: GameState) -> str | None:
        state.model(self.model_id)  # KeyError names an unknown model
        if state.turn.phase != "setup":
            return translate("Refusals", "models go back to the tray during set-up only")
        return None

    def act(self, state: GameState) -> Change:
        model = state.model(self.model_id)
        model.status = "unplaced"
        self.text = Phrase.translate("Undo", "{model} back to the tray").format(
            model=model.name)
        return Change(models=frozenset({model.id}), turn=True)


# -- the order of play (M5) -----------------------------------------------------------------
def _order_with_centre_defender(state: GameState, centre: str,
                                first: Mapping[str, int] | None):  # noqa: ANN202
    """M5 when the defender set up in the middle (no segment): everyone rolls; the attackers
    follow clockwise by segment; the defender plays first on winning the roll, else last."""
    from app.rules.turns import OrderOfPlay

    players = [p.id for p in state.players_in_game]
    rolled = dice_rules.roll_off(state.rng, players, "D6", settle="winner", first=first)
    attackers = {p.id: p.segment for p in state.players_in_game if p.id != centre}
    if not attackers:
        return OrderOfPlay([centre], rolled)
    if rolled.winner == centre:
        start = min(attackers, key=lambda pid: SEGMENT_ORDER.index(attackers[pid]))
        order = [centre] + clockwise_order(start, attackers)  # type: ignore[arg-type]
    else:
        order = clockwise_order(rolled.winner, attackers) + [centre]  # type: ignore[arg-type]
    return OrderOfPlay(order, rolled)


def _centre_defender(state: GameState) -> str | None:
    return state.defender if state.setup is not None and state.setup.defender_area else None


class RollOrderOfPlay(Command):
    """M5: every player in the game rolls a D6 (a tie for the top rolls again); the highest
    plays first, then play passes clockwise by set-up segment. Starts turn 1 with the first
    player. Every player still in must have a segment. ``first``: rolls with real dice."""

    text = Phrase.translate("Undo", "Roll order of play")

    def __init__(self, first: Mapping[str, int] | None = None) -> None:
        self.first = dict(first) if first is not None else None

    def check(self, state: GameState) -> str | None:
        centre = _centre_defender(state)
        missing = [p.name for p in state.players_in_game
                   if p.segment is None and p.id != centre]
        if missing:
            return translate("Refusals", "every warband needs a set-up segment first: {names}"
                             ).format(names=", ".join(missing))
        return None

    def act(self, state: GameState) -> Change:
        players = state.players_in_game
        centre = _centre_defender(state)
        if centre is not None and any(p.id == centre for p in players):
            result = _order_with_centre_defender(state, centre, self.first)
            state.log_event("setup", Phrase.translate(
                "Log", "{player} set up in the middle and has no segment: they play first if "
                       "they win the roll, otherwise after the last attacker clockwise (the "
                       "scenario does not say; agree otherwise if you wish)").format(
                    player=state.player(centre).name))
        else:
            result = order_of_play({p.id: p.segment for p in players},  # type: ignore[misc]
                                   state.rng, first=self.first)
        state.order_of_play = list(result.order)
        state.last_roll_off = RollOffRecord(
            "order of play", [dict(r.rolls) for r in result.roll_off.rounds],
            list(result.roll_off.order))
        state.turn = TurnState(number=1, phase="player-turn", current_player=result.first,
                           out_at_start=state.out_of_action_count(result.first))
        record_starts(state)  # M10: running is judged from where the models stand now
        first = state.player(result.first).name
        clockwise = " \u25b8 ".join(state.player(p).name for p in state.order_of_play)
        state.log_event("turn", Phrase.translate(
            "Log", "Order of play (M5): rolled {rolls}; {first} goes first, then clockwise: "
                   "{order}. Turn 1: {first} plays").format(
                rolls=result.roll_off.describe_rolls(state.names), first=first,
                order=clockwise))
        award_start_of_turn(state)  # V1: rows the scenario scores as a turn begins
        return Change(turn=True, log=True)
