"""The game state: table, players and their warbands, models, objectives, deck and turn.

Pure data with small queries; it changes only through the commands in
:mod:`app.game.commands`. Units: inches on the table (``x_in``), millimetres for bases.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator

from app.rules.bases import Base
from app.rules.cards import Card, Deck
from app.rules.rng import GameRng
from app.rules.table import Table

MODEL_STATUSES = (
    "active", "fleeing", "stunned", "knocked_down", "hidden", "out_of_action", "fled",
)
"""A model's status. ``out_of_action`` and ``fled`` models are off the table."""
OFF_TABLE = frozenset({"out_of_action", "fled"})

SYSTEMS = ("trench-crusade", "mordheim")


@dataclass
class Player:
    """A player and their warband. ``colour`` is ``#rrggbb``; ``mark`` a short letter drawn
    on the warband's bases so colour is never the only cue."""

    id: str
    name: str
    warband: str
    rating: int = 0
    colour: str = "#0072B2"
    mark: str = ""
    segment: str | None = None
    edge: str | None = None
    fled: bool = False


@dataclass
class Model:
    """One model on its base. ``x_in``/``y_in`` is the base's centre; ``facing_deg`` the
    direction it faces, degrees anticlockwise-from-x as drawn (y down)."""

    id: str
    player: str
    name: str
    base: Base
    x_in: float
    y_in: float
    unit: str = ""
    facing_deg: float = 0.0
    status: str = "active"
    label: str = ""

    @property
    def on_table(self) -> bool:
        return self.status not in OFF_TABLE


@dataclass
class Objective:
    """An objective marker; control is measured from its centre (G7)."""

    id: str
    x_in: float
    y_in: float
    diameter_mm: float = 40.0
    name: str = ""


@dataclass
class Deployment:
    """How warbands set up. ``kind``: ``edge-segments`` (M4) or ``battle-formations`` (S2)."""

    kind: str = "edge-segments"
    zone_depth_in: float = 6.0
    gap_in: float = 6.0
    coherency_in: float = 2.0
    unit_gap_in: float = 2.0


@dataclass
class ObjectiveControl:
    """Objective ranges (S4): control within ``control_in``, contested within ``contest_in``."""

    control_in: float = 3.0
    contest_in: float = 2.0


@dataclass
class TurnState:
    """Where the game is in its turn (C5-C7).

    ``number`` 0 before the first turn. ``phase``: ``setup``, ``activation`` or ``end``.
    ``initiative``: the Initiative card each player holds this turn. ``activated``: ids of
    models activated this phase, in order; ``activations``: the player of each activation.
    """

    number: int = 0
    phase: str = "setup"
    initiative: dict[str, Card] = field(default_factory=dict)
    activated: list[str] = field(default_factory=list)
    activations: list[str] = field(default_factory=list)


@dataclass
class LogEntry:
    """One line of the event log: the turn it happened in, a kind, and plain text."""

    turn: int
    kind: str
    text: str


@dataclass
class GameState:
    """Everything needed to continue a game exactly."""

    name: str = "Untitled game"
    system: str = "mordheim"
    scenario: str = ""
    table: Table = field(default_factory=Table)
    deployment: Deployment = field(default_factory=Deployment)
    objective_control: ObjectiveControl = field(default_factory=ObjectiveControl)
    players: list[Player] = field(default_factory=list)
    models: list[Model] = field(default_factory=list)
    objectives: list[Objective] = field(default_factory=list)
    alliances: list[frozenset[str]] = field(default_factory=list)
    rng: GameRng = field(default_factory=GameRng)
    deck: Deck | None = None
    turn: TurnState = field(default_factory=TurnState)
    log: list[LogEntry] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.deck is None:
            self.deck = Deck(rng=self.rng)

    # -- queries ---------------------------------------------------------------------------
    def player(self, player_id: str) -> Player:
        """The player with this id; ``KeyError`` naming it if there is none."""
        for p in self.players:
            if p.id == player_id:
                return p
        raise KeyError(f"no player {player_id!r}")

    def model(self, model_id: str) -> Model:
        """The model with this id; ``KeyError`` naming it if there is none."""
        for m in self.models:
            if m.id == model_id:
                return m
        raise KeyError(f"no model {model_id!r}")

    def models_of(self, player_id: str) -> Iterator[Model]:
        return (m for m in self.models if m.player == player_id)

    def models_on_table(self, player_id: str) -> list[Model]:
        return [m for m in self.models if m.player == player_id and m.on_table]

    @property
    def players_in_game(self) -> list[Player]:
        """Players whose warband has not fled (C9, M9)."""
        return [p for p in self.players if not p.fled]

    def allied(self, a: str, b: str) -> bool:
        """True when players ``a`` and ``b`` are allies (M10); a player is not its own ally."""
        return a != b and any({a, b} <= group for group in self.alliances)

    def log_event(self, kind: str, text: str) -> None:
        self.log.append(LogEntry(self.turn.number, kind, text))
