"""A player who joins with a roster before set-up begins (issue 32): File ▸ Import roster…
or a roster file dropped on the window, answered "a new player".

:class:`JoinWithRoster` adds the player (an id from the name, the next free colour and base
mark), puts the roster's models in their set-up tray and gives them what the scenario gives
every player at the start (Threat Points, S1; their share of the counters to place). It is
one undoable step: undo takes the player and their models away again. Pure Python, no Qt.
"""

from __future__ import annotations

import copy
from typing import Any

from app.i18n import translate
from app.phrases import Phrase
from app.rules.placement import table_minimum

from ..labels import roster_models
from ..player_setup import OKABE_ITO, PlayerSetup, default_marks, name_key, player_id
from ..state import GameState, Player
from .base import Change, Command
from .rosters import roster_refusal, tray_refusal

NAME_MAX = 60
"""The longest player name the game file takes (``PlayerSchema``)."""


def join_refusal(state: GameState) -> str | None:
    """Why no new player can join now, or ``None``: play has started, the game has no tray,
    or set-up has begun (the set-up order is found, a segment or an edge is chosen, a model
    is on the table): the order and the zones were found for the players there were."""
    refusal = tray_refusal(state)
    if refusal:
        return refusal
    if state.setup_order or any(p.segment or p.edge for p in state.players) or any(
            m.status != "unplaced" for m in state.models):
        return translate("Joining", "Set-up has begun: a new player can join only before the "
                                    "set-up order is found and the first model is placed")
    if state.setup is not None and state.setup.fixed_teams:
        return translate("Joining", "This scenario is played in fixed teams: start a New game "
                                    "to add a player")
    return None


def _scenario(state: GameState) -> Any:
    from ..scenarios import scenario_by_id  # the scenario files load with the first join

    try:
        return scenario_by_id(state.scenario)
    except (KeyError, ValueError, OSError):
        return None


class JoinWithRoster(Command):
    """Add player ``name`` with the warband of ``roster`` (a
    :class:`~app.game.rosters.Roster`), its models in their set-up tray. ``scenario``: the
    game's scenario (found by id when not given), for the most players it allows and the
    Threat Points it gives (S1). Refused once set-up has begun (:func:`join_refusal`), for a
    name another player has or none, a roster of another game system or with no model to
    place, a game over :data:`~app.game.limits.MODELS_MAX` models, more players than the scenario allows, or
    a Mordheim table too small for one more warband (M1)."""

    def __init__(self, name: str, roster: Any, source: str = "", scenario: Any = None) -> None:
        self.name = name.strip()
        self.roster = roster
        self.source = source
        self.scenario = scenario
        self.text = Phrase.translate("Undo", "Add player")

    def _scenario(self, state: GameState) -> Any:
        if self.scenario is None:
            self.scenario = _scenario(state)
        return self.scenario

    def check(self, state: GameState) -> str | None:
        refusal = join_refusal(state)
        if refusal:
            return refusal
        if not self.name:
            return translate("Joining", "The new player needs a name")
        if len(self.name) > NAME_MAX:
            return translate("Joining", "A player's name is at most {n} characters").format(
                n=NAME_MAX)
        if any(name_key(p.name) == name_key(self.name) for p in state.players):
            return translate("Joining", "A player is called {name} already").format(
                name=self.name)
        refusal = roster_refusal(state, self.roster)
        if refusal:
            return refusal
        n = len(state.players) + 1
        scenario = self._scenario(state)
        if scenario is not None and n > scenario.players.max:
            return translate("Joining", "{scenario} is for at most {most} players").format(
                scenario=scenario.name, most=scenario.players.max)
        small = table_minimum(state.system, n, state.table.width_in, state.table.depth_in)
        if small is not None:
            return small.reason
        return None

    def act(self, state: GameState) -> Change:
        players = state.players
        pid = player_id(self.name, {p.id for p in players}, len(players) + 1)
        used = {p.colour.upper() for p in players}
        colour = next((c for _, c in OKABE_ITO if c.upper() not in used),
                      OKABE_ITO[len(players) % len(OKABE_ITO)][1])
        roster = self.roster
        entered = PlayerSetup(self.name, roster=roster)
        mark = default_marks([*(p.name for p in players), self.name],
                             [*(p.mark for p in players), entered.entered_mark])[-1]
        rating = entered.warband_rating
        warband = roster.warband or roster.name or self.name
        scenario = self._scenario(state)
        threat = 0
        if scenario is not None:
            try:
                value = scenario.setting("threat-points")
            except KeyError:
                value = 0
            if isinstance(value, (int, float)) and not isinstance(value, bool) and value > 0:
                threat = int(value)
        player = Player(id=pid, name=self.name, warband=warband, rating=max(0, int(rating)),
                        colour=colour, mark=mark, threat_points=threat)
        players.append(player)
        models, costs = roster_models(roster, pid)
        state.models += models
        state.unit_costs[pid] = dict(costs)
        if state.setup is not None:  # their share of the counters to place, as everyone's
            plan = copy.deepcopy(state.setup)
            for counter in plan.counters:
                if counter.per_player:
                    counter.counts[pid] = counter.per_player
            state.setup = plan
        line = (Phrase.translate("Log", "{player} joins with {warband} ({rating}): {count} "
                                        "models from the roster {roster} ({source})")
                if self.source else
                Phrase.translate("Log", "{player} joins with {warband} ({rating}): {count} "
                                        "models from the roster {roster}"))
        state.log_event("setup", line.format(player=self.name, warband=warband,
                                             rating=player.rating, count=len(models),
                                             roster=roster.name, source=self.source))
        self.text = Phrase.translate("Undo", "{player} joins with {roster}").format(
            player=self.name, roster=roster.name)
        return Change(turn=True, log=True, warbands=True, zones=True)


__all__ = ["JoinWithRoster", "join_refusal"]
