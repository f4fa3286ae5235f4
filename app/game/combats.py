"""The close combats on the table of a game (M8), from its models and alliances: the rules
of :mod:`app.rules.combat` applied to the state. Pure Python, no Qt."""

from __future__ import annotations

from app.i18n import translate
from app.rules.combat import CloseCombats, Engagement, close_combats, phases_text
from app.rules.geometry import footprint

from .state import GameState


def combats_of(state: GameState) -> CloseCombats:
    """Every close combat among the models on the table (M8): touching bases of players who
    are enemies (C8; allies, M10, and team-mates do not fight each other)."""
    fighters = [(m.id, m.player, footprint(m.base, m.x_in, m.y_in, m.facing_deg))
                for m in state.models if m.on_table]
    return close_combats(fighters, state.is_enemy)


def engagement_text(state: GameState, engagement: Engagement) -> str:
    """M8 in the players' names: whose models it fights ("In close combat with Bob's
    models (M8)"), and, engaged with two or more other warbands, in whose close-combat
    phases it fights."""
    def name(pid: str) -> str:
        return state.player(pid).name

    others = [translate("Combats", "{player}'s").format(player=name(p))
              for p in engagement.opponents]
    text = (translate("Combats", "In close combat with {names} and {last} models (M8)").format(
        names=", ".join(others[:-1]), last=others[-1]) if len(others) > 1 else
        translate("Combats", "In close combat with {player} models (M8)").format(
            player=others[0]))
    if engagement.multi:
        text += ". " + phases_text(engagement, name)
    return text
