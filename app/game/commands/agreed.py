"""The set-up zone the players agree for a warband, where the scenario gives none
(``players-agree``, e.g. Brothers-in-Arms): :class:`AgreeZone`.

The zone is what the players agreed, recorded on the player (:mod:`app.rules.agreed`): a
table edge with a depth, a table quarter, or none. Exposure (R4), the race (R5) and the
``plan`` command look from it; the judge never refuses a placement outside it (a
``players-agree`` deployment has no zones to judge).
"""

from __future__ import annotations

from typing import Any, Mapping

from app.i18n import translate
from app.phrases import Phrase
from app.rules.agreed import agreed_problem, canonical

from ..state import GameState
from .base import Change, Command

PLAYERS_AGREE = "players-agree"


def zone_words(spec: Mapping[str, Any] | None) -> Phrase:
    """An agreed zone in words, English kept and shown in the players' language ("within
    6 in of the top edge", "the top-left quarter", "no zone agreed")."""
    zone = canonical(spec) if spec is not None and agreed_problem(spec) is None else None
    if zone is None:
        return Phrase.translate("Zones", "no zone agreed")
    if "quarter" in zone:
        return {
            "top-left": Phrase.translate("Zones", "the top-left quarter"),
            "top-right": Phrase.translate("Zones", "the top-right quarter"),
            "bottom-right": Phrase.translate("Zones", "the bottom-right quarter"),
            "bottom-left": Phrase.translate("Zones", "the bottom-left quarter"),
        }[zone["quarter"]]
    edge = {
        "top": Phrase.translate("Zones", "within {depth} in of the top edge"),
        "bottom": Phrase.translate("Zones", "within {depth} in of the bottom edge"),
        "left": Phrase.translate("Zones", "within {depth} in of the left edge"),
        "right": Phrase.translate("Zones", "within {depth} in of the right edge"),
    }[zone["edge"]]
    return edge.format(depth=f"{zone['depth_in']:g}")


def agrees_zones(state: GameState) -> bool:
    """Does the game's deployment leave the set-up zones to the players?"""
    return state.deployment.kind == PLAYERS_AGREE


class AgreeZone(Command):
    """Record the set-up zone the players agreed for ``player_id``'s warband: ``zone`` a
    mapping of :mod:`app.rules.agreed` (``{"edge": "top", "depth_in": 6.0}``,
    ``{"quarter": "top-left"}``) or ``None`` (no zone agreed). Set-up only; one undo."""

    def __init__(self, player_id: str, zone: Mapping[str, Any] | None) -> None:
        self.player_id = player_id
        self.zone = dict(zone) if zone is not None else None
        self.text = Phrase.translate("Undo", "Agree a set-up zone")

    def check(self, state: GameState) -> str | None:
        player = state.player(self.player_id)  # KeyError names an unknown player
        if not agrees_zones(state):
            return translate("Refusals", "the scenario gives the set-up zones: there is none "
                                         "to agree")
        if state.turn.phase != "setup":
            return translate("Refusals", "set-up zones are agreed during set-up only")
        if self.zone is not None:
            problem = agreed_problem({k: v for k, v in self.zone.items() if v is not None})
            if problem:
                return problem
        if canonical(self.zone) == canonical(player.agreed_zone):
            return translate("Refusals", "{name}'s agreed set-up zone is already {zone}"
                             ).format(name=player.name, zone=zone_words(self.zone).shown())
        return None

    def act(self, state: GameState) -> Change:
        player = state.player(self.player_id)
        player.agreed_zone = canonical(self.zone)
        words = zone_words(player.agreed_zone)
        if player.agreed_zone is None:
            line = Phrase.translate("Log", "{name} has no agreed set-up zone now").format(
                name=player.name)
        else:
            line = Phrase.translate("Log", "Set-up zone agreed for {name}: {zone}").format(
                name=player.name, zone=words)
        self.text = Phrase.translate("Undo", "Agree {name}'s set-up zone").format(
            name=player.name)
        state.log_event("setup", line)
        return Change(turn=True, log=True, zones=True)


__all__ = ["AgreeZone", "PLAYERS_AGREE", "agrees_zones", "zone_words"]
