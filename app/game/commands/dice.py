"""Commands that draw cards or roll dice: a draw (C4), a roll, a roll-off (M3, M5), a shot
into a close combat (M7) and the scenario table (C10, M11). Undoing one puts the deck and
the generator back (:class:`app.game.history.Step`), so redoing replays the same cards and
dice; the log keeps the revealed lines, marked undone."""

from __future__ import annotations

from typing import Mapping, Sequence

from app.i18n import translate
from app.phrases import Phrase, joined
from app.rules import dice as dice_rules
from app.rules.cards import draw as draw_cards
from app.rules.cards import roll_off_refusal
from app.rules.setup import LOWEST_RATING_CHOOSES, SCENARIO_TABLES, scenario_for_roll

from ..state import DrawRecord, GameState, RollOffRecord, RollRecord
from .base import Change, Command, players_problem


class _AmongPlayers(Command):
    """A draw or roll-off among ``self.players`` (None: every player still in the game)."""

    players: list[str] | None

    def _players(self, state: GameState) -> list[str]:
        return self.players if self.players is not None else [
            p.id for p in state.players_in_game]

    def check(self, state: GameState) -> str | None:
        players = self._players(state)
        if len(players) < 2:  # C4, M3: a draw or roll-off ranks players against each other
            return translate("Refusals", "choose two players or more: a draw or a roll-off ranks "
                                         "them")
        return players_problem(state, players)


class Draw(_AmongPlayers):
    """A draw in place of a roll-off (C4): each of ``players`` (default: every player still in
    the game) takes a card; the ranking is kept in ``state.last_draw`` and logged; the cards
    are discarded once the draw is settled. ``purpose`` says what the draw decides."""

    def __init__(self, players: Sequence[str] | None = None, purpose: str = "") -> None:
        self.players = list(players) if players is not None else None
        self.purpose = purpose
        self.text = (Phrase.translate("Undo", "Draw: {purpose}").format(purpose=purpose)
                     if purpose else Phrase.translate("Undo", "Draw"))

    def act(self, state: GameState) -> Change:
        assert state.deck is not None
        result = draw_cards(state.deck, self._players(state))
        state.last_draw = DrawRecord(self.purpose, dict(result.cards), list(result.order))
        if result.reshuffled:
            state.log_event("reshuffle", Phrase.translate(
                "Log", "The draw pile ran out: the discards were shuffled into a new draw pile"))
        label = (Phrase.translate("Log", "Draw ({purpose}): {cards}") if self.purpose
                 else Phrase.translate("Log", "Draw: {cards}"))
        state.log_event("draw", label.format(purpose=self.purpose,
                                             cards=result.describe(state.names)))
        return Change(turn=True, log=True)


class RollDice(Command):
    """Roll a D3, D6 or 2D6 for ``player`` (or nobody in particular); kept in
    ``state.last_roll`` and logged with its faces."""

    def __init__(self, kind: str = "D6", player: str | None = None, purpose: str = "") -> None:
        self.kind = kind
        self.player = player
        self.purpose = purpose
        self.text = Phrase.translate("Undo", "Roll {dice}").format(dice=kind)

    def check(self, state: GameState) -> str | None:
        if self.player is not None:
            state.player(self.player)  # KeyError names an unknown id
        return None

    def act(self, state: GameState) -> Change:
        who = state.player(self.player).name if self.player is not None else ""
        result = dice_rules.roll(state.rng, self.kind)
        state.last_roll = RollRecord(self.purpose, self.player, result)
        if who:
            line = (Phrase.translate("Log", "{player} rolls {roll} ({purpose})") if self.purpose
                    else Phrase.translate("Log", "{player} rolls {roll}"))
        else:
            line = (Phrase.translate("Log", "Roll {roll} ({purpose})") if self.purpose
                    else Phrase.translate("Log", "Roll {roll}"))
        state.log_event("roll", line.format(player=who, roll=str(result), purpose=self.purpose))
        return Change(turn=True, log=True)


class RollOff(_AmongPlayers):
    """A dice roll-off among ``players`` (default: every player still in the game),
    re-rolling among the tied only (M3, M5); kept in ``state.last_roll_off`` and logged.
    ``settle``: ``"all"`` ranks everyone, ``"winner"`` settles only the top. ``first``:
    first-round totals rolled with real dice."""

    def __init__(
        self,
        players: Sequence[str] | None = None,
        kind: str = "D6",
        purpose: str = "",
        *,
        settle: str = "all",
        first: Mapping[str, int] | None = None,
    ) -> None:
        self.players = list(players) if players is not None else None
        self.kind = kind
        self.purpose = purpose
        self.settle = settle
        self.first = dict(first) if first is not None else None
        self.text = (Phrase.translate("Undo", "Roll-off: {purpose}").format(purpose=purpose)
                     if purpose else Phrase.translate("Undo", "Roll-off"))

    def check(self, state: GameState) -> str | None:
        """C4: a card game settles a roll-off among more than two players with a draw."""
        players = self._players(state)
        return super().check(state) or roll_off_refusal(
            state.system == "trench-crusade", len(players))

    def act(self, state: GameState) -> Change:
        result = dice_rules.roll_off(
            state.rng, self._players(state), self.kind, settle=self.settle, first=self.first)
        state.last_roll_off = RollOffRecord(
            self.purpose, [dict(r.rolls) for r in result.rounds], list(result.order))
        label = (Phrase.translate("Log", "Roll-off ({purpose}): {rolls}") if self.purpose
                 else Phrase.translate("Log", "Roll-off: {rolls}"))
        state.log_event("roll-off", label.format(purpose=self.purpose,
                                                 rolls=result.describe(state.names)))
        return Change(turn=True, log=True)


class AllocateHit(Command):
    """M7: a hit from a shot into a close combat lands on a random model among the ``target``
    and the models ``fighting`` it; ``None``: the target's whole close combat, worked out
    from base contact when the command is first done (M8). ``shooter``: the shooting model's
    id; its warband must not be in the combat. The result is in :attr:`hit` and the log."""

    def __init__(self, target: str, fighting: Sequence[str] | None = None,
                 shooter: str | None = None) -> None:
        self.target = target
        self.fighting = None if fighting is None else list(fighting)
        self.shooter = shooter
        self.text = Phrase.translate("Undo", "Random hit")
        self.hit: dice_rules.RandomHit | None = None

    def _fighting(self, state: GameState) -> list[str]:
        """The models fighting the target: those given, or its close combat by base contact
        (M8), in the game's order. Changes nothing."""
        if self.fighting is not None:
            return self.fighting
        from ..combats import combats_of

        order = {m.id: n for n, m in enumerate(state.models)}
        return sorted(combats_of(state).combat_of(self.target) - {self.target},
                      key=order.__getitem__)

    def check(self, state: GameState) -> str | None:
        target = state.model(self.target)
        ids = self._fighting(state)
        if not ids and self.fighting is None:
            return translate("Refusals", "{name} is in no close combat: no base touches an "
                                         "enemy's (M8)").format(name=target.name)
        fighting = [state.model(mid) for mid in ids]
        if self.shooter is not None:
            shooter = state.model(self.shooter)
            combat = {target.player, *(m.player for m in fighting)}
            if not dice_rules.can_shoot_into_combat(shooter.player, sorted(combat)):
                return translate("Refusals", "{name} cannot shoot into this combat: a model of "
                                             "its own warband is fighting in it").format(
                    name=shooter.name)
        return None

    def act(self, state: GameState) -> Change:
        target = state.model(self.target)
        self.fighting = self._fighting(state)  # as worked out when first done (M8)
        self.hit = dice_rules.random_hit(state.rng, target.id, list(self.fighting))
        hit_model = state.model(self.hit.model)
        n = len(self.hit.candidates)
        rolled = self.hit.candidates.index(self.hit.model) + 1
        shown = [state.model(mid).name for mid in self.hit.candidates]

        def who(mid: str) -> "Phrase | str":  # a name two candidates share says whose it is
            model = state.model(mid)
            twice = shown.count(model.name) > 1
            return Phrase.translate("Log", "{model} ({player}'s)").format(
                model=model.name, player=state.player(model.player).name) if twice \
                else model.name

        names = joined([Phrase.translate("Log", "{number} {model}").format(number=i, model=who(mid))
                        for i, mid in enumerate(self.hit.candidates, 1)])
        state.log_event("hit", Phrase.translate(
            "Log", "Shot into combat at {target}: rolled {rolled} on a 1\u2013{sides} roll "
                   "({names}), so the hit lands on {hit}").format(
            target=who(target.id), rolled=rolled, sides=n, names=names, hit=who(hit_model.id)))
        return Change(models=frozenset({hit_model.id}), turn=True, log=True)


def _scenario_text(scenario_id: str) -> "Phrase | str":
    """A scenario table result for people: the scenario's name, or who chooses (M11)."""
    if scenario_id == LOWEST_RATING_CHOOSES:
        return Phrase.translate(
            "Log", "the player with the lowest warband rating chooses the scenario (M11)")
    from ..scenarios import ScenarioError, scenario_by_id  # one file, read only when rolled

    try:
        return scenario_by_id(scenario_id).name
    except (KeyError, ValueError, OSError, ScenarioError):
        return scenario_id


class RollScenario(Command):
    """Roll on the game system's scenario table (C10: D6; M11: 2D6). The roll is in
    ``state.last_roll`` (purpose ``"scenario"``), the result id in :attr:`scenario` and the
    log; loading the scenario is up to the caller."""

    text = Phrase.translate("Undo", "Roll for scenario")

    def __init__(self) -> None:
        self.scenario: str | None = None

    def act(self, state: GameState) -> Change:
        kind, _table = SCENARIO_TABLES[state.system]
        result = dice_rules.roll(state.rng, kind)
        self.scenario = scenario_for_roll(state.system, result.total)
        state.last_roll = RollRecord("scenario", None, result)
        state.log_event("roll", Phrase.translate("Log", "Scenario table: {roll} \u2192 {scenario}").format(
            roll=str(result), scenario=_scenario_text(self.scenario)))
        return Change(turn=True, log=True)
