"""Turn order: the Initiative and activation sequence (C5-C7) and clockwise play (M5)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Collection, Mapping, Sequence

from .cards import Card, rank_by_cards
from .dice import RollOff, roll_off
from .rng import GameRng

SEGMENT_ORDER = ("A", "B", "C", "D", "E", "F")
"""Edge segments in clockwise order around the table (M4, M5)."""


def activation_order(initiative: Mapping[str, Card], models: Mapping[str, int]) -> list[str]:
    """The whole Activation phase as a list of player ids, one entry per activation (C7).

    ``initiative``: each player's Initiative card. ``models``: how many models each player
    has left to activate (players missing from it have none). Players take one activation
    each in card order, highest first, round after round; a player whose models are all
    activated drops out. The list has ``sum(models.values())`` entries.

    Raises ``ValueError`` for a count that is not a whole number of at least 0, or for a
    player with models to activate but no Initiative card (C5: everyone in the game has one).
    """
    for pid, count in models.items():
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise ValueError(f"player {pid!r}: model count must be a whole number >= 0, got {count!r}")
        if count and pid not in initiative:
            raise ValueError(f"player {pid!r} has {count} models to activate but no Initiative card")
    ranked = rank_by_cards(dict(initiative))
    left = {pid: models.get(pid, 0) for pid in ranked}
    order: list[str] = []
    while any(left.values()):
        for pid in ranked:
            if left[pid]:
                order.append(pid)
                left[pid] -= 1
    return order


def clockwise_order(first: str, segments: Mapping[str, str]) -> list[str]:
    """Order of play from ``first``, then clockwise by set-up segment (M5).

    ``segments`` maps each player id to the segment letter A-F it set up in. Raises
    ``ValueError`` for an unknown segment letter or a ``first`` not in ``segments``.
    """
    if first not in segments:
        raise ValueError(f"player {first!r} has no set-up segment")
    for pid, seg in segments.items():
        if seg not in SEGMENT_ORDER:
            raise ValueError(f"player {pid!r}: unknown segment {seg!r} (expected A-F)")
    start = SEGMENT_ORDER.index(segments[first])

    def steps_from_first(pid: str) -> int:
        return (SEGMENT_ORDER.index(segments[pid]) - start) % len(SEGMENT_ORDER)

    return sorted(segments, key=lambda pid: (steps_from_first(pid), pid != first))


def initiative_holder(initiative: Mapping[str, Card], players: Collection[str]) -> str | None:
    """C6: of ``players``, the one with the highest Initiative card (None if none holds one)."""
    held = {pid: card for pid, card in initiative.items() if pid in set(players)}
    return rank_by_cards(held)[0] if held else None


def last_in_sequence(activations: Sequence[str], initiative: Mapping[str, Card]) -> str | None:
    """Where the round-robin of C7 stands: the latest of ``activations`` (player ids, in
    order) by a player who still holds an Initiative card, or None. A player who fled gave
    up their card (C9); the players between them and the holder who activated before them
    had nothing left to activate, so the sequence goes on from that holder exactly as it
    would have from the player who left."""
    return next((pid for pid in reversed(activations) if pid in initiative), None)


def next_activation(
    initiative: Mapping[str, Card], left: Mapping[str, int], last: str | None
) -> str | None:
    """The player who activates next in the round-robin (C7), or None when the phase is over.

    ``left``: models each player still has to activate this phase. ``last``: the player who
    activated most recently this phase (None at its start). The sequence restarts from the
    highest card after the lowest; players with nothing left are skipped (they drop out).
    Follows :func:`activation_order` step by step, and stays right when a warband flees or
    loses models mid-phase.
    """
    ranked = [pid for pid in rank_by_cards(dict(initiative))]
    if not ranked:
        return None
    start = (ranked.index(last) + 1) if last in ranked else 0
    for step in range(len(ranked)):
        pid = ranked[(start + step) % len(ranked)]
        if left.get(pid, 0) > 0:
            return pid
    return None


@dataclass(frozen=True)
class OrderOfPlay:
    """Mordheim order of play (M5): ``order`` of player ids, ``first`` winning the roll-off."""

    order: list[str]
    roll_off: RollOff

    @property
    def first(self) -> str:
        return self.order[0]


def order_of_play(
    segments: Mapping[str, str], rng: GameRng, *, first: Mapping[str, int] | None = None
) -> OrderOfPlay:
    """M5: every player rolls a D6 (a tie for the top is rolled again among the tied); the
    highest goes first, then play passes clockwise by set-up segment.

    ``segments``: player id -> segment letter A-F. ``first``: the first-round rolls when the
    players rolled real dice. Raises ``ValueError`` as :func:`clockwise_order` does.
    """
    result = roll_off(rng, list(segments), "D6", settle="winner", first=first)
    return OrderOfPlay(clockwise_order(result.winner, segments), result)


def next_in_order(order: Sequence[str], current: str | None, out: Collection[str] = ()) -> str | None:
    """The player after ``current`` in ``order`` (wrapping round), skipping players in ``out``
    (fled, routed, wiped out: C9, M9); None when nobody is left. ``current`` None or unknown
    gives the first player still in."""
    if not order:
        return None
    start = (list(order).index(current) + 1) if current in order else 0
    for step in range(len(order)):
        pid = order[(start + step) % len(order)]
        if pid not in out:
            return pid
    return None
