"""The close combats on the table of a game (M8), from its models and alliances: the rules
of :mod:`app.rules.combat` applied to the state. Pure Python, no Qt."""

from __future__ import annotations

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
    """Whose close-combat phases the model fights in, in the players' names (M8)."""
    return phases_text(engagement, lambda pid: state.player(pid).name)
