"""S3 Scout and Secure: a unit waiting in the set-up tray (a reserve) comes in at the start of
a turn for its cost in Threat Points (S1: never Command Points).

- :class:`BringInUnit` spends the Threat Points and records the unit in
  ``GameState.scouts`` (its first model named, ``moved`` false); the log says what was spent.
- The first model is then placed from the tray touching its player's own table edge
  (:func:`scout_placement_violation`, exact for every base shape, G4); until it has moved or
  been placed once more it cannot be chosen as a direct target (the judge's
  ``untargetable``, :func:`scout_groups`).
- Once it has moved, the rest of the unit is placed within 2 in of it.

Every step is one command, so one undo (:class:`app.game.history.Step`), and the record is
saved with the game (written only while a unit is being brought in).
"""

from __future__ import annotations

from app.i18n import translate
from app.phrases import Phrase
from app.rules.deployment import scout_first_violation, scout_follower_violation
from app.rules.geometry import closest_points, distance, edge_gap, footprint
from app.rules.judge import scout_groups  # noqa: F401 - re-exported
from app.rules.verdicts import Violation, edge_word, fmt_range

from ..state import GameState, Model, unit_key
from .base import Change, Command

S3 = "S3"


def uses_scout_and_secure(state: GameState) -> bool:
    """True when the game's scenario allows Scout and Secure (``"S3"`` in its modules)."""
    return S3 in state.modules


def reserve_units(state: GameState, player_id: str) -> list[str]:
    """The unit keys of ``player_id`` whose models are all still in the set-up tray and that
    are not being brought in already, in the order the roster lists them."""
    keys: list[str] = []
    placed = {unit_key(m) for m in state.models_of(player_id) if m.status != "unplaced"}
    for m in state.models_of(player_id):
        key = unit_key(m)
        if m.status == "unplaced" and key not in placed and key not in state.scouts \
                and key not in keys:
            keys.append(key)
    return keys


def unit_models(state: GameState, key: str) -> list[Model]:
    """The models of the unit with this key, in roster order."""
    return [m for m in state.models if unit_key(m) == key]


def unit_name(state: GameState, key: str) -> str:
    """How the log names a unit: its unit name, or its one model's name."""
    models = unit_models(state, key)
    if models and models[0].unit:
        return models[0].unit
    return models[0].name if models else key.partition("/")[2]


def turn_start_problem(state: GameState) -> str | None:
    """Why it is not the start of a turn now (S3), or ``None``. In a card game a unit comes
    in once the turn's Initiative cards are dealt and before the first activation of that
    turn; in Mordheim at the start of a player's turn. Never before the scenario's
    ``from_turn`` (``GameState.scout_rules``)."""
    phase = state.turn.phase
    if phase == "setup":
        return translate("Refusals", "Scout and Secure brings units in once the game has started "
                                     "(S3)")
    if state.result or phase == "over":
        return translate("Refusals", "the game is over")
    if phase == "ended":
        return translate("Refusals", "Scout and Secure brings units in at the start of a turn: "
                                     "deal the next turn's Initiative cards first (S3)")
    if phase == "end" or (phase == "activation" and state.turn.activated):
        return translate("Refusals", "Scout and Secure brings units in at the start of a turn, "
                                     "before the first activation (S3)")
    if phase == "activation" and not state.turn.initiative:
        return translate("Refusals", "Scout and Secure brings units in at the start of a turn, "
                                     "once its Initiative cards are dealt (S3)")
    from_turn = state.scout_rules.from_turn
    if state.turn.number < from_turn:
        return translate("Refusals", "in this scenario Scout and Secure brings units in from "
                                     "turn {first} on; this is turn {number} (S3)").format(
            first=from_turn, number=state.turn.number)
    return None


class BringInUnit(Command):
    """S3, S1: ``player_id`` spends Threat Points equal to the cost of unit ``unit_key`` (a
    unit wholly in the set-up tray) to bring it in; its first model is then placed touching
    the player's table edge. Refused outside the start of a turn, in a scenario without
    Scout and Secure, or when the player has too few Threat Points."""

    def __init__(self, player_id: str, key: str) -> None:
        self.player_id, self.key = player_id, key
        self.text = Phrase.translate("Undo", "Bring in unit")
        self.cost = 0

    def check(self, state: GameState) -> str | None:
        player = state.player(self.player_id)
        if not uses_scout_and_secure(state):
            return translate("Refusals", "this scenario does not use Scout and Secure (S3)")
        problem = turn_start_problem(state)
        if problem:
            return problem
        if player.fled:
            return translate("Refusals", "{name} is out of the game").format(name=player.name)
        if not self.key.startswith(f"{player.id}/") or not unit_models(state, self.key):
            return translate("Refusals", "{name} has no unit {unit}").format(
                name=player.name, unit=repr(self.key.partition('/')[2]))
        if self.key not in reserve_units(state, player.id):
            return translate("Refusals", "{unit} is not waiting in reserve: only a unit whose "
                                         "models are all in the tray comes in (S3)").format(
                unit=unit_name(state, self.key))
        if not player.edge:
            return translate("Refusals", "{name} has no table edge to bring units in from (S3)"
                             ).format(name=player.name)
        cost = state.unit_cost(self.key)
        if player.threat_points < cost:
            return translate("Refusals", "{name} has {points} Threat Points; bringing in {unit} "
                                         "costs {cost} (S1, S3)").format(
                name=player.name, points=player.threat_points, unit=unit_name(state, self.key),
                cost=cost)
        return None

    def act(self, state: GameState) -> Change:
        player = state.player(self.player_id)
        cost = self.cost = state.unit_cost(self.key)
        first = next(m for m in unit_models(state, self.key) if m.status == "unplaced")
        player.threat_points -= cost
        state.scouts[self.key] = {"first": first.id, "moved": False}
        name = unit_name(state, self.key)
        self.text = Phrase.translate("Undo", "Bring in {unit}").format(unit=name)
        state.log_event("threat", Phrase.translate(
            "Log", "{player} spends {cost} Threat Points to bring in {unit} by Scout and Secure "
                   "({left} left; S1, S3): place {model} touching the {edge} table edge").format(
                player=player.name, cost=cost, unit=name, left=player.threat_points,
                model=first.name, edge=edge_word(player.edge)))
        return Change(models=frozenset(m.id for m in unit_models(state, self.key)),
                      turn=True, log=True)


def first_of(state: GameState, key: str) -> str:
    """The id of the model of unit ``key`` that comes on first (S3): the one named when the
    unit was brought in, or, once that one is out of action before its unit is all on the
    table, the next of the unit still in the tray (it takes its place at the edge)."""
    first_id = state.scouts[key].get("first", "")
    try:
        first = state.model(first_id)
    except KeyError:
        first = None
    if first is None or first.status != "out_of_action":
        return first_id
    waiting = [m for m in unit_models(state, key) if m.status == "unplaced"]
    return waiting[0].id if waiting else first_id


def take_first(state: GameState, model: Model) -> None:
    """``model`` arrives as its unit's first model in place of one out of action (S3)."""
    key = unit_key(model)
    rec = state.scouts.get(key)
    if rec is not None and rec.get("first") != model.id and first_of(state, key) == model.id:
        state.scouts[key] = {"first": model.id, "moved": False}


def scout_placement_violation(state: GameState, model: Model, x_in: float,
                              y_in: float) -> tuple[str | None, Violation | None]:
    """For a model of a unit being brought in (S3), placed from the tray at ``(x_in, y_in)``:
    ``(refusal, violation)``. ``refusal``: a step out of order (the first model first, then
    moved once, then the rest), never placed knowingly; ``violation``: the S3 distance rule
    broken (touching the table edge; within 2 in of the first model), which Shift may
    override. ``(None, None)`` for a model not being brought in, or a legal spot."""
    key = unit_key(model)
    rec = state.scouts.get(key)
    if rec is None:
        return None, None
    owner = state.player(model.player)
    first_id = first_of(state, key)
    fp = footprint(model.base, x_in, y_in, model.facing_deg)
    if model.id == first_id:
        return None, scout_first_violation(fp, state.table, owner.edge or "bottom")
    first = state.model(first_id) if first_id else None
    if first is None or not first.on_table:
        name = (first.name if first is not None
                else translate("Refusals", "its first model"))
        return (translate("Refusals", "place {name} first, touching the {edge} table edge (S3)"
                          ).format(name=name, edge=edge_word(owner.edge or "")), None)
    if not rec.get("moved"):
        return (translate("Refusals", "{name} must move once before the rest of its unit is "
                                      "placed within {range} of it (S3)").format(
            name=first.name, range=fmt_range(state.scout_rules.follow_in)), None)
    first_fp = footprint(first.base, first.x_in, first.y_in, first.facing_deg)
    return None, scout_follower_violation(distance(fp, first_fp), first.id, first.name,
                                          state.scout_rules.follow_in,
                                          closest_points(fp, first_fp))


def reserve_problem(state: GameState, model: Model) -> str | None:
    """In a Scout and Secure game, why a model in the tray may not arrive now: its unit has
    not been brought in (S3). ``None`` when it may (or the scenario has another reserve)."""
    if not uses_scout_and_secure(state) or unit_key(model) in state.scouts:
        return None
    return translate("Refusals", "bring {unit} in first: spend its cost in Threat Points at the "
                                 "start of a turn (Scout and Secure, S3)").format(
        unit=unit_name(state, unit_key(model)))


def note_moved(state: GameState, ids) -> bool:  # noqa: ANN001 - an iterable of model ids
    """A model moved: a unit's first model brought in by Scout and Secure is no longer
    protected from direct targets (S3); a unit wholly on the table whose first model has
    moved is done being brought in. True when that changed the record."""
    moved = set(ids)
    before = {k: dict(v) for k, v in state.scouts.items()}
    for key, rec in list(state.scouts.items()):
        if rec.get("first") in moved and not rec.get("moved"):
            state.scouts[key] = {**rec, "moved": True}
    settle(state)
    return state.scouts != before


def refund_unplaced(state: GameState, player_ids=None) -> list[str]:  # noqa: ANN001
    """End turn (S3, S1): a unit whose Threat Points were spent but none of whose models
    came onto the table is no longer being brought in; its player gets the points back,
    with a warning in the log. ``player_ids``: only these players' units (Mordheim: the
    player whose turn ends); all by default. Returns the unit keys refunded."""
    done = []
    for key, rec in list(state.scouts.items()):
        pid = key.partition("/")[0]
        if player_ids is not None and pid not in player_ids:
            continue
        models = unit_models(state, key)
        if any(m.status != "unplaced" for m in models):
            continue  # on the table (or out of action there): it has come in
        del state.scouts[key]
        player = state.player(pid)
        cost = state.unit_cost(key)
        player.threat_points += cost
        done.append(key)
        state.log_event("warning", Phrase.translate(
            "Log", "Warning: {player} spent {cost} Threat Points to bring in {unit} but placed "
                   "none of its models by the end of the turn: the {cost} Threat Points are "
                   "refunded ({now} now; S3)").format(
                player=player.name, cost=cost, unit=unit_name(state, key),
                now=player.threat_points))
    return done


def settle(state: GameState) -> None:
    """Forget units whose models are all on the table and whose first model has moved."""
    for key, rec in list(state.scouts.items()):
        if rec.get("moved") and all(m.status != "unplaced" for m in unit_models(state, key)):
            del state.scouts[key]


EDGE_SNAP_IN = 0.25
"""A first model dropped with its base this close to its player's edge (either side) is put
touching it exactly: a mouse cannot hit an exact line (its pixels are ~0.07 in apart)."""


def snap_to_edge(state: GameState, model_id: str, x_in: float,
                 y_in: float) -> tuple[float, float]:
    """Where a drop at ``(x_in, y_in)`` puts the first model of a unit being brought in
    (S3): moved across to touch its player's table edge exactly when its base is within
    :data:`EDGE_SNAP_IN` of it; elsewhere, and for any other model, where it was dropped."""
    model = state.model(model_id)
    key = unit_key(model)
    if key not in state.scouts or first_of(state, key) != model.id or model.on_table:
        return x_in, y_in
    edge = state.player(model.player).edge
    if not edge:
        return x_in, y_in
    fp = footprint(model.base, x_in, y_in, model.facing_deg)
    gap = edge_gap(fp, state.table, edge)
    if abs(gap) > EDGE_SNAP_IN:
        return x_in, y_in
    nx, ny, _ = state.table.edge_frame(edge)
    return x_in + nx * gap, y_in + ny * gap
