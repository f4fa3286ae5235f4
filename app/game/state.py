"""The game state: table, players and their warbands, models, objectives, deck and turn.

Pure data with small queries; it changes only through the commands in
:mod:`app.game.commands`. Units: inches on the table (``x_in``), millimetres for bases.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterator

from app.rules import alliances as alliance_rules
from app.rules.bases import Base
from app.rules.cards import Card, Deck
from app.rules.dice import Roll
from app.rules.rng import GameRng
from app.rules.setup import underdog
from app.rules.table import Table
from app.rules.terrain import TerrainPiece

MODEL_STATUSES = (
    "active", "fleeing", "stunned", "knocked_down", "hidden", "out_of_action", "fled",
    "unplaced",
)
"""A model's status. ``out_of_action`` and ``fled`` models are off the table; ``unplaced``
models wait in the set-up tray beside the table until a player places them (their
``x_in``/``y_in`` mean nothing until then)."""
OFF_TABLE = frozenset({"out_of_action", "fled", "unplaced"})
"""Statuses of models that are not on the table: every rule ignores them."""
IN_WARBAND = frozenset(set(MODEL_STATUSES) - {"out_of_action", "fled"})
"""Statuses of models that still belong to the warband's fighting strength (on the table or
waiting in the set-up tray), e.g. for "most models" in M2."""

SYSTEMS = ("trench-crusade", "mordheim")
SYSTEM_NAMES = {"trench-crusade": "Trench Crusade", "mordheim": "Mordheim"}
"""Each game system's name as players write it."""

PHASES = ("setup", "activation", "end", "ended", "player-turn", "over")
"""Where a turn is. Card games (C5-C7): ``activation`` -> ``end`` (every model activated) ->
``ended`` (End turn done; the next Initiative phase deals). Mordheim (M5): ``player-turn``
(``TurnState.current_player`` plays). ``setup`` before the first turn; ``over`` once a
player has won."""

RESULTS = ("", "last-standing", "team-standing", "allies-standing", "annihilation",
           "no-one-left", "last-turn")
"""How a game ended (``GameState.result``): not yet, C9/M9, S6, nobody left, or after the
scenario's last turn on victory points (V2)."""

OUT_REASONS = ("fled", "routed", "wiped-out")
"""Why a warband left the game (C9, M9)."""

MODULES = ("S6", "S7", "S3")
"""Rule modules a scenario can switch on: Annihilation (S6), All-Out War refund (S7),
Scout and Secure (S3: units in the set-up tray come in for their cost in Threat Points)."""


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
    out_reason: str = ""
    threat_points: int = 0
    command_points: int = 0
    agreed_zone: dict[str, Any] | None = None
    """The set-up zone the players agreed for this warband where the scenario gives none
    (``players-agree``): ``{"edge": ..., "depth_in": ...}`` or ``{"quarter": ...}``
    (:mod:`app.rules.agreed`); ``None``: none agreed. Written to the game file only when
    set."""


@dataclass
class Model:
    """One model on its base. ``x_in``/``y_in`` is the base's centre; ``facing_deg`` the
    direction it faces, degrees anticlockwise-from-x as drawn (y down). ``label``: its short
    label on the token (at most 5 characters as the app makes them and lets players type
    them, unique in the warband; older files may hold up to 8); ``""`` in an older file: the
    board shows one made from the name (:mod:`app.game.labels`). ``move_in``: its Movement
    in inches from its roster's profile (R1), ``None`` when unknown (older files, models made
    by hand); ``move_type``: ``"infantry"`` or ``"flying"`` (Trench Crusade), else ``""``.
    ``profile``: its roster's characteristics, name -> text, in the roster's order (shown in
    its tooltip; ``{}`` when unknown). Each is written to the game file only when set."""

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
    move_in: float | None = None
    move_type: str = ""
    profile: dict[str, str] = field(default_factory=dict)

    @property
    def on_table(self) -> bool:
        return self.status not in OFF_TABLE


@dataclass
class Objective:
    """An objective marker; control is measured from its centre (G7). ``owner``: the player
    who placed it, for counters the players bring (The Looters' crates, wyrdstone), else
    ``""``; ``kind``: the scenario's counter id for such counters, else ``""``."""

    id: str
    x_in: float
    y_in: float
    diameter_mm: float = 40.0
    name: str = ""
    owner: str = ""
    kind: str = ""


@dataclass
class CounterPlan:
    """Counters the players still place during set-up (from a scenario's ``[[counters]]``).

    ``counts``: per player id, how many they place (fixed, or rolled with ``dice``; empty until
    rolled). ``dropped``: per player, counters that could not be placed and are left out.
    Placement limits in inches (each ``None`` when the scenario sets none), measured between
    closest points of markers (G3): ``within_centre_in`` wholly within this of the table
    centre (G5), ``more_than_from_markers_in`` more than this from every other marker,
    ``own_more_than_in`` a player's counters more than this from each other,
    ``more_than_from_impassable_in`` more than this from impassable terrain (T2).
    ``if_unplaceable``: ``dropped`` or ``players-agree``."""

    id: str
    name: str
    diameter_mm: float = 40.0
    per_player: int | None = None
    dice: str | None = None
    counts: dict[str, int] = field(default_factory=dict)
    dropped: dict[str, int] = field(default_factory=dict)
    within_centre_in: float | None = None
    more_than_from_markers_in: float | None = None
    own_more_than_in: float | None = None
    if_unplaceable: str = "players-agree"
    more_than_from_impassable_in: float | None = None
    before_segments: bool = False
    text: str = ""


@dataclass
class SetupPlan:
    """What the scenario's set-up still asks of the players (see :mod:`app.game.newgame`).

    ``order``: how the set-up order is found: ``d6`` (M3), ``draw`` (C4) or ``roll-off``.
    ``defender``: the scenario has one defender (M2); ``defender_area`` says in words where
    the defender sets up (``""``: by segments like everyone); ``defender_zone`` the same as
    ``[cx, cy, width_in, depth_in, within_in]``: wholly within ``within_in`` of that box (a
    point when 0 x 0), judged by the Judge (a sixth number, when there is one: the box is
    turned by that many degrees, anticlockwise as drawn, with its terrain piece); ``defender_zone_name`` names it for sentences;
    ``defender_feature`` the scenario feature it is drawn around (its terrain piece: the area
    follows the piece when the players move or resize it, T5), ``""`` for none.
    ``counters``: counters to place. ``notes``: the scenario's notes on details the public
    sources leave open. ``reserve``: the scenario lets warbands start the first turn with
    models still off the table (a reserve that arrives later). ``fixed_teams``: the scenario
    is played in fixed teams (Brothers-in-Arms): the teams' alliances can be neither broken
    nor changed by proposals."""

    order: str = "d6"
    defender: bool = False
    defender_area: str = ""
    defender_zone: list[float] = field(default_factory=list)
    defender_zone_name: str = ""
    defender_feature: str = ""
    counters: list[CounterPlan] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    reserve: bool = False
    fixed_teams: bool = False


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
    """Objective ranges (S4): control within ``control_in``, contested within ``contest_in``.
    ``cover_in``: Reinforced Defenses (S5) cover within this distance of an objective, only
    in a scenario that uses that module (``None`` otherwise: no cover anywhere), with Cover
    +``cover``."""

    control_in: float = 3.0
    contest_in: float = 2.0
    cover_in: float | None = None
    cover: int = 3


@dataclass
class ScoutRules:
    """How a scenario's Scout and Secure (S3) plays: units may come in from turn
    ``from_turn`` on, and the rest of a unit is placed within ``follow_in`` inches of its
    first model (the scenario file's ``modules.scout_and_secure``)."""

    from_turn: int = 1
    follow_in: float = 2.0


@dataclass
class AttackRecord:
    """An attack recorded this turn (M10): ``by`` model charged, shot or cast a harmful spell
    (``kind`` in ``charge``, ``shoot``, ``spell``) at the ``target`` model."""

    by: str
    target: str
    kind: str = "charge"


@dataclass
class TurnState:
    """Where the game is in its turn (C5-C7, M5).

    ``number`` 0 before the first turn. ``phase``: one of :data:`PHASES`.
    ``initiative``: the Initiative card each player holds this turn. ``activated``: ids of
    models activated this phase, in order; ``activations``: the player of each activation.
    ``current_player``: in Mordheim, whose player turn it is. ``units_at_start``: unit keys
    (see :func:`unit_key`) with a model on the table when the turn began (for S7).
    ``attacks``: attacks recorded this turn. ``refunds``: Threat Points refunded per player
    by the last End turn (S7). ``starts``: in Mordheim, where every model on the table stood
    when the current player's turn began, ``{model_id: [x_in, y_in, facing_deg]}`` (M10:
    running is judged from there); empty in set-up, card games and older files.
    ``out_at_start``: in Mordheim, how many models of the current player's warband were out
    of action when their turn began (the Rout test, M9); ``None`` when not recorded.
    ``start_status``: with ``starts``, the status of each model on the table that was not
    ``active`` when that turn began, ``{model_id: status}`` (M10: an enemy blocks running
    with the status it had then); a model left out was active.
    """

    number: int = 0
    phase: str = "setup"
    initiative: dict[str, Card] = field(default_factory=dict)
    activated: list[str] = field(default_factory=list)
    activations: list[str] = field(default_factory=list)
    current_player: str | None = None
    units_at_start: list[str] = field(default_factory=list)
    attacks: list[AttackRecord] = field(default_factory=list)
    refunds: dict[str, int] = field(default_factory=dict)
    starts: dict[str, list[float]] = field(default_factory=dict)
    out_at_start: int | None = None
    start_status: dict[str, str] = field(default_factory=dict)


@dataclass
class LogEntry:
    """One line of the event log: the turn it happened in, a kind, and plain text.

    ``undone`` is set when the command that wrote it was undone (the line stays: what was
    revealed was seen; the log adds an "Undone" line).
    """

    turn: int
    kind: str
    text: str
    undone: bool = False


@dataclass
class Proposal:
    """An alliance offer waiting for an answer (M10): ``proposer`` asked ``invitee``."""

    proposer: str
    invitee: str
    turn: int = 0


@dataclass
class DrawRecord:
    """The last draw (C4): why, each player's card, and the ranking (highest first)."""

    purpose: str
    cards: dict[str, Card]
    order: list[str]


@dataclass
class RollRecord:
    """The last dice roll: why, who rolled (or None), and the roll with its faces."""

    purpose: str
    player: str | None
    roll: Roll


@dataclass
class RollOffRecord:
    """The last roll-off (M2, M3, M5): why, each round's rolls, and the settled order."""

    purpose: str
    rounds: list[dict[str, Roll]]
    order: list[str]


def unit_key(model: "Model") -> str:
    """A unit's key in the game: ``"player/unit"``; a model without a unit is a unit of one."""
    return f"{model.player}/{model.unit or model.id}"


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
    terrain: list[TerrainPiece] = field(default_factory=list)
    """T1, T5: the terrain pieces on the table (scenario features among them, marked by their
    ``feature`` id); drawn under the models, judged (T2) and used for sight (T3)."""
    alliances: list[frozenset[str]] = field(default_factory=list)
    rng: GameRng = field(default_factory=GameRng)
    deck: Deck | None = None
    turn: TurnState = field(default_factory=TurnState)
    log: list[LogEntry] = field(default_factory=list)
    modules: list[str] = field(default_factory=list)
    unit_costs: dict[str, dict[str, int]] = field(default_factory=dict)
    proposals: list[Proposal] = field(default_factory=list)
    defender: str | None = None
    setup_order: list[str] = field(default_factory=list)
    order_of_play: list[str] = field(default_factory=list)
    winner: str | None = None
    result: str = ""
    last_draw: DrawRecord | None = None
    last_roll: RollRecord | None = None
    last_roll_off: RollOffRecord | None = None
    setup: SetupPlan | None = None
    scoring: dict[str, Any] = field(default_factory=dict)
    """V1, V2: the game's own scoring (``turn_limit``, ``centre_tie``, ``rows``) when the
    players' settings made it differ from the scenario file's; empty: the file's."""
    victory_points: dict[str, int] = field(default_factory=dict)
    """V1: each player's victory points (a player with none is left out); in a team
    scenario a team's total is the sum of its players' (see :mod:`app.rules.scoring`)."""
    scouts: dict[str, dict[str, Any]] = field(default_factory=dict)
    scout_rules: ScoutRules = field(default_factory=ScoutRules)
    refund_minus: int = 1
    """S7: a destroyed unit refunds its cost minus this (the scenario's
    ``modules.all_out_war.minus``)."""
    """S3: units brought in by Scout and Secure, by :func:`unit_key`: ``{"first": model id
    placed touching its player's table edge ("" until placed), "moved": whether it has moved
    or been placed once since (its "cannot be targeted" mark then ends)}``. A unit leaves
    this record once every model of it is on the table and its first model has moved."""

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
        """The model with this id; ``KeyError`` naming it if there is none. Where each id
        stands in :attr:`models` is kept beside the list (not a field) and checked at each
        use, so a changed list is looked through again: reopening a 5,000-step game looks
        models up 10,000 times (issue 21)."""
        models = self.models
        at = self.__dict__.get("_model_at")
        if at is not None:
            i = at.get(model_id)
            if i is not None and i < len(models) and models[i].id == model_id:
                return models[i]
        at = self.__dict__["_model_at"] = {}
        for i, m in enumerate(models):
            at.setdefault(m.id, i)
        if model_id in at:
            return models[at[model_id]]
        raise KeyError(f"no model {model_id!r}")

    def piece(self, piece_id: str) -> TerrainPiece:
        """The terrain piece with this id; ``KeyError`` naming it if there is none."""
        for p in self.terrain:
            if p.id == piece_id:
                return p
        raise KeyError(f"no terrain piece {piece_id!r}")

    def models_of(self, player_id: str) -> Iterator[Model]:
        return (m for m in self.models if m.player == player_id)

    def models_on_table(self, player_id: str) -> list[Model]:
        return [m for m in self.models if m.player == player_id and m.on_table]

    def models_in_warband(self, player_id: str) -> list[Model]:
        """The player's models on the table or still waiting to be placed (not removed)."""
        return [m for m in self.models if m.player == player_id and m.status in IN_WARBAND]

    def unplaced_models(self, player_id: str | None = None) -> list[Model]:
        """Models waiting in the set-up tray (status ``unplaced``), of one player or all."""
        return [m for m in self.models if m.status == "unplaced"
                and (player_id is None or m.player == player_id)]

    @property
    def players_in_game(self) -> list[Player]:
        """Players whose warband has not fled (C9, M9)."""
        return [p for p in self.players if not p.fled]

    @property
    def fixed_teams(self) -> bool:
        """True when the scenario's teams are fixed (no alliance may be made or broken)."""
        return self.setup is not None and self.setup.fixed_teams

    def allied(self, a: str, b: str) -> bool:
        """True when players ``a`` and ``b`` are allies (M10); a player is not its own ally."""
        return alliance_rules.allied(self.alliances, a, b)

    def allies_of(self, player_id: str) -> set[str]:
        """Every player allied with ``player_id`` (M10)."""
        return alliance_rules.allies_of(self.alliances, player_id)

    def is_enemy(self, a: str, b: str) -> bool:
        """C8 with M10: players ``a`` and ``b`` are enemies unless the same or allied."""
        return alliance_rules.is_enemy(self.alliances, a, b)

    def out_of_action_count(self, player_id: str) -> int:
        """How many models of the player's warband are out of action now (M9)."""
        return sum(1 for m in self.models if m.player == player_id and m.status == "out_of_action")

    @property
    def winners(self) -> list[str]:
        """Every player who won, in player order: the winner's whole fixed team when the last
        team standing won together (C9, ``result == "team-standing"``), else the winner."""
        if self.winner is None:
            return []
        if self.result == "team-standing":
            team = self.allies_of(self.winner) | {self.winner}
            return [p.id for p in self.players if p.id in team]
        if self.result == "allies-standing":  # C9: every warband still in, all allied
            out = self.out_players
            return [p.id for p in self.players if p.id not in out]
        return [self.winner]

    @property
    def out_players(self) -> set[str]:
        """Ids of players whose warband has left the game (C9, M9)."""
        return {p.id for p in self.players if p.fled}

    def unit_cost(self, key: str) -> int:
        """The cost of the unit with this :func:`unit_key` (0 when not recorded) (S7)."""
        player, _, unit = key.partition("/")
        return int(self.unit_costs.get(player, {}).get(unit, 0))

    def units_on_table(self) -> set[str]:
        """Unit keys with at least one model on the table."""
        return {unit_key(m) for m in self.models if m.on_table}

    @property
    def underdog(self) -> tuple[str | None, int]:
        """The underdog and its bonus experience from the warband ratings (M6)."""
        return underdog({p.id: p.rating for p in self.players})

    @property
    def names(self) -> dict[str, str]:
        """Player id -> name, for log lines."""
        return {p.id: p.name for p in self.players}

    def reseed(self, seed: int | None = None) -> None:
        """Start this game's randomness afresh: a new generator (``seed``, or one from the
        OS) and a freshly shuffled deck (C1). For a new game made from a template file such
        as the demo; ``ValueError`` once a card has been dealt."""
        if self.turn.number or self.turn.initiative or self.log:
            raise ValueError("the game has started: its deck can no longer be reshuffled")
        self.rng = GameRng() if seed is None else GameRng(seed=seed)
        self.deck = Deck(rng=self.rng)

    def log_event(self, kind: str, text: str) -> None:
        """Add a line to the event log, made fit for the file (issue 20: a lone surrogate or
        control character from a name cannot make the game unsavable)."""
        from .limits import LOG_KIND_MAX, LOG_TEXT_MAX, clean_text

        self.log.append(LogEntry(self.turn.number, clean_text(kind, limit=LOG_KIND_MAX),
                                 clean_text(text, limit=LOG_TEXT_MAX)))


def setting_up(state: GameState) -> bool:
    """True while the game is being set up from a scenario's plan (``state.setup``, turn 0)."""
    return state.setup is not None and state.turn.phase == "setup"


def in_reserve(state: GameState) -> bool:
    """True once a game set up from a plan has started with models still in the set-up tray
    (a reserve), until the game is over."""
    return (state.setup is not None and state.turn.phase != "setup" and not state.result
            and bool(state.unplaced_models()))


def deploying_order(state: GameState) -> list[str]:
    """The players who still have models in the set-up tray, in set-up order (M3, C4; the
    players' order where none was settled): the first sets up now, the others after."""
    order = state.setup_order or [p.id for p in state.players]
    return [pid for pid in order if state.unplaced_models(pid)]
