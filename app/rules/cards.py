"""Playing cards for multiplayer Trench Crusade: rules C1-C4.

A :class:`Card` is one of the 52 cards of a standard deck (no jokers). Cards are totally
ordered by C3: rank first (A high, 2 low), then suit (Spades > Hearts > Diamonds > Clubs), so
no two cards ever tie. A :class:`Deck` is shuffled from the game's seeded generator (C1),
dealt from the top, and reshuffles its discard pile into a new draw pile when it runs out (C2).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import total_ordering
from typing import Iterable, Mapping, Sequence

from app.i18n import QT_TRANSLATE_NOOP
from app.phrases import Phrase

from .rng import GameRng
from .verdicts import Said

RANKS: tuple[str, ...] = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
"""Ranks from lowest to highest (C3)."""
SUITS: tuple[str, ...] = ("C", "D", "H", "S")
"""Suits from lowest to highest (C3): Clubs < Diamonds < Hearts < Spades."""
SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
SUIT_NAMES = {"S": QT_TRANSLATE_NOOP("Cards", "Spades"), "H": QT_TRANSLATE_NOOP("Cards", "Hearts"),
              "D": QT_TRANSLATE_NOOP("Cards", "Diamonds"), "C": QT_TRANSLATE_NOOP("Cards", "Clubs")}
_OUTLINE_SYMBOLS = {"S": "\u2664", "H": "\u2661", "D": "\u2662", "C": "\u2667"}
RANK_NAMES = {"J": QT_TRANSLATE_NOOP("Cards", "Jack"), "Q": QT_TRANSLATE_NOOP("Cards", "Queen"),
              "K": QT_TRANSLATE_NOOP("Cards", "King"), "A": QT_TRANSLATE_NOOP("Cards", "Ace")}


@total_ordering
@dataclass(frozen=True)
class Card:
    """One playing card. ``rank`` in :data:`RANKS`, ``suit`` in :data:`SUITS`.

    ``str(card)`` is the short code (``"QH"``, ``"10S"``); comparison follows C3.
    """

    rank: str
    suit: str

    def __post_init__(self) -> None:
        if self.rank not in RANKS:
            raise ValueError(f"unknown card rank {self.rank!r}; expected one of {', '.join(RANKS)}")
        if self.suit not in SUITS:
            raise ValueError(f"unknown card suit {self.suit!r}; expected one of S, H, D, C")

    @classmethod
    def parse(cls, code: str) -> "Card":
        """Parse a short code such as ``"QH"``, ``"10s"``, ``"AS"`` or ``"Q\u2665"``.

        Raises ``ValueError`` naming the code when it is not a card.
        """
        known = _BY_CODE.get(code)  # the file's own codes: a long game's history holds ~100k
        if known is not None:
            return known
        text = code.strip().upper()
        for suit, symbol in SUIT_SYMBOLS.items():
            text = text.replace(symbol, suit).replace(_OUTLINE_SYMBOLS[suit], suit)
        if len(text) < 2:
            raise ValueError(f"not a card: {code!r} (expected e.g. 'QH' or '10S')")
        rank, suit = text[:-1], text[-1]
        if rank == "T":
            rank = "10"
        try:
            return cls(rank, suit)
        except ValueError as exc:
            raise ValueError(f"not a card: {code!r} ({exc})") from None

    @property
    def value(self) -> int:
        """Position in the C3 order, 0 (2 of Clubs) to 51 (Ace of Spades)."""
        return RANKS.index(self.rank) * 4 + SUITS.index(self.suit)

    @property
    def is_red(self) -> bool:
        return self.suit in ("H", "D")

    @property
    def symbol(self) -> str:
        """The suit's symbol, e.g. ``"\u2665"``."""
        return SUIT_SYMBOLS[self.suit]

    @property
    def label(self) -> str:
        """Rank and suit symbol for people, e.g. ``"10\u2660"`` (``str()`` gives the file
        code ``"10S"``)."""
        return f"{self.rank}{self.symbol}"

    @property
    def name(self) -> str:
        """Long name for people, e.g. ``"Queen of Hearts"``: a :class:`~app.phrases.Phrase`
        (the English, shown in the players' language)."""
        rank = RANK_NAMES.get(self.rank)
        suit = SUIT_NAMES[self.suit]
        return Phrase.translate("Cards", "{rank} of {suit}").format(
            rank=Phrase(rank, "Cards", rank) if rank else self.rank,
            suit=Phrase(suit, "Cards", suit))

    def __str__(self) -> str:
        return f"{self.rank}{self.suit}"

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.value < other.value


_DECK: tuple[Card, ...] = tuple(Card(rank, suit) for rank in RANKS for suit in SUITS)
"""The 52 cards, lowest first: one instance per card, shared (cards are immutable)."""

_BY_CODE: dict[str, Card] = {str(card): card for card in _DECK}
"""Each card by its short code (``"QH"``, ``"10S"``): :meth:`Card.parse`'s fast path."""


def full_deck() -> list[Card]:
    """The 52 cards in a fixed order (lowest first) (C1), as a new list."""
    return list(_DECK)


class Deck:
    """The game's deck: a face-down draw pile and a discard pile (C1, C2).

    ``Deck(seed=...)`` makes its own generator; a game passes its shared ``rng`` instead.
    The top of the draw pile is ``draw_pile[0]``. Cards held in play (Initiative cards) are in
    neither pile until they are discarded.
    """

    def __init__(
        self,
        seed: int | None = None,
        *,
        rng: GameRng | None = None,
        draw_pile: Sequence[Card] | None = None,
        discard_pile: Sequence[Card] | None = None,
    ) -> None:
        if rng is None:
            rng = GameRng() if seed is None else GameRng(seed=seed)
        self.rng = rng
        self.discard_pile: list[Card] = list(discard_pile or [])
        if draw_pile is None:
            self.draw_pile: list[Card] = full_deck()
            self.rng.next().shuffle(self.draw_pile)
        else:
            self.draw_pile = list(draw_pile)

    def __len__(self) -> int:
        """Cards left in the draw pile."""
        return len(self.draw_pile)

    def draw(self) -> Card:
        """Deal the top card; reshuffle the discards into a new draw pile first if empty (C2).

        Raises ``RuntimeError`` when every card is held in play and none can be drawn.
        """
        if not self.draw_pile:
            self.reshuffle()
        if not self.draw_pile:
            raise RuntimeError("no card left to draw: all 52 cards are held in play")
        return self.draw_pile.pop(0)

    def deal(self, count: int) -> list[Card]:
        """Deal ``count`` cards one after the other (each may trigger a reshuffle)."""
        return [self.draw() for _ in range(count)]

    def discard(self, cards: Iterable[Card]) -> None:
        """Put cards face up on the discard pile (the last one ends on top)."""
        self.discard_pile.extend(cards)

    def reshuffle(self) -> None:
        """Shuffle the discard pile into a new draw pile under any cards still in it (C2)."""
        pile = list(self.discard_pile)
        self.rng.next().shuffle(pile)
        self.discard_pile.clear()
        self.draw_pile.extend(pile)

    @property
    def top_discard(self) -> Card | None:
        """The face-up card on top of the discard pile, or None."""
        return self.discard_pile[-1] if self.discard_pile else None

    def to_dict(self) -> dict[str, list[str]]:
        """The piles as card codes (the generator is saved with the game)."""
        return {
            "draw_pile": [str(c) for c in self.draw_pile],
            "discard_pile": [str(c) for c in self.discard_pile],
        }

    @classmethod
    def from_dict(cls, data: dict[str, list[str]], rng: GameRng) -> "Deck":
        return cls(
            rng=rng,
            draw_pile=[Card.parse(c) for c in data["draw_pile"]],
            discard_pile=[Card.parse(c) for c in data["discard_pile"]],
        )


def rank_by_cards(cards: Mapping[str, Card]) -> list[str]:
    """Player ids ordered by their cards, highest first (C3, C4, C6)."""
    return sorted(cards, key=lambda pid: cards[pid], reverse=True)


@dataclass(frozen=True)
class DrawResult:
    """The outcome of a draw (C4).

    ``cards``: the card each player drew, in drawing order. ``order``: player ids ranked by
    their cards, highest first (C3 never ties). ``reshuffled``: True when the draw pile ran
    out during the draw and the discards were shuffled into a new one (C2).
    """

    cards: dict[str, Card]
    order: list[str]
    reshuffled: bool = False

    @property
    def winner(self) -> str:
        """The player with the highest card."""
        return self.order[0]

    def describe(self, names: Mapping[str, str] | None = None) -> str:
        """One line for the event log, e.g. ``"1. Bob K\u2665, 2. Phil 10\u2660"`` (suit
        symbols, as everywhere people read cards)."""
        names = names or {}
        return ", ".join(
            f"{i}. {names.get(pid, pid)} {self.cards[pid].label}"
            for i, pid in enumerate(self.order, 1)
        )


ROLL_OFF_BY_DRAW = QT_TRANSLATE_NOOP("Cards", "Card games settle a roll-off among more than "
                                             "two players with a draw (C4): use Draw cards")
"""Why a card game refuses a roll-off among more than two players (C4)."""


def roll_off_refusal(card_game: bool, players: int) -> str | None:
    """C4: in a card game a draw replaces every roll-off among more than two players; the
    sentence saying so, or ``None`` when a roll-off may be made (any other game, or two
    players or fewer)."""
    if not (card_game and players > 2):
        return None
    return Said.translate("Cards", ROLL_OFF_BY_DRAW)  # the players' language (trial 10)


def draw(deck: Deck, players: Sequence[str]) -> DrawResult:
    """A draw among ``players`` in place of a roll-off (C4).

    Each player, in the order given, takes the top card of ``deck`` (reshuffling the discards
    first if the draw pile is empty, C2); the players are ranked by their cards, highest first
    (C3); the cards are then discarded, since the draw is settled. Raises ``ValueError`` for
    fewer than one player or a player named twice.
    """
    players = list(players)
    if not players:
        raise ValueError("a draw needs at least one player")
    if len(set(players)) != len(players):
        raise ValueError(f"a player is named twice in the draw: {players}")
    reshuffled = False
    cards: dict[str, Card] = {}
    for pid in players:
        if not deck.draw_pile:
            reshuffled = True
        cards[pid] = deck.draw()
    order = rank_by_cards(cards)
    deck.discard(cards[pid] for pid in players)
    return DrawResult(cards=cards, order=order, reshuffled=reshuffled)
