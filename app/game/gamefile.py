"""The game file's document form, without its schema: the errors a game file raises, the
format constants, and the conversions between a :class:`GameState` and the plain JSON
document (dicts, lists, strings and numbers).

:mod:`app.game.saves` checks every file with its pydantic schema, then builds the game with
:func:`state_from_doc`; :func:`game_to_dict` is what it writes. This module imports neither
pydantic nor Qt, so the app can open its own bundled demo (:func:`load_bundled`, a file this
version wrote and the tests check) and paint its first frame before the schema is loaded.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from typing import Any

from app.rules.agreed import canonical
from app.rules.bases import Base
from app.rules.cards import Card, Deck
from app.rules.dice import Roll
from app.rules.rng import GameRng
from app.rules.table import Table
from app.phrases import Phrase, from_say

from .history import History
from .terrain import piece_doc, piece_from
from .textfile import FileFieldError
from .state import (
    AttackRecord,
    CounterPlan,
    Deployment,
    DrawRecord,
    GameState,
    LogEntry,
    Model,
    Objective,
    ObjectiveControl,
    Player,
    Proposal,
    RollOffRecord,
    RollRecord,
    ScoutRules,
    SetupPlan,
    TurnState,
)

FORMAT = "table-marshal/game"
VERSION = 5
"""The format version this app writes. 1: the first format. 2: adds optional fields (turn
engine: points, alliance offers, order of play, draw and roll records); a version 1 file is
read as it is, since every field version 2 added has a default. 3: the new-game set-up:
models waiting in the set-up tray (status ``unplaced``), the ``players-agree`` deployment,
counters' ``owner``/``kind``, scenario ``features`` and the ``setup`` plan; all optional, so
older files read as they are. 4: the undo ``history`` (:mod:`app.game.history`), optional:
an older file opens with an empty undo stack. 5: the ``terrain`` pieces (T5; a version 4
file's scenario ``features`` become the pieces they stand for, and ``features`` goes)."""


class GameFileError(FileFieldError):
    """A game file could not be read. ``str()`` is one line: file, field, what was expected."""


class GameSaveError(GameFileError, ValueError):
    """A game could not be saved; ``str()`` says why. The file on disk was not changed."""


@dataclass
class SavedGame:
    """What a game file holds: the game, its undo history (empty for files from before
    version 4) and ``problem``: why the file's undo history could not be read, when it could
    not (the game itself opens, with an empty undo stack; ``""`` otherwise)."""

    state: GameState
    history: History = field(default_factory=History)
    problem: str = ""


# -- JSON document -> objects ------------------------------------------------------------------
# Each takes a complete part: what the schema's model_dump() gives, or a file this version
# wrote (where only a player's unset segment and edge are left out).
def player_from(p: dict[str, Any]) -> Player:
    return Player(
        id=p["id"], name=p["name"], warband=p.get("warband") or p["name"],
        rating=p["rating"], colour=p["colour"], mark=p.get("mark") or p["name"][:1].upper(),
        segment=p.get("segment"), edge=p.get("edge"), fled=p["fled"],
        out_reason=p["out_reason"], threat_points=p["threat_points"],
        command_points=p["command_points"], agreed_zone=zone_from(p.get("agreed_zone")),
    )


def zone_from(zone: Any) -> dict[str, Any] | None:
    """A player's agreed set-up zone (checked) as the game keeps it: a plain dict, or
    ``None``."""
    if zone is None:
        return None
    if hasattr(zone, "model_dump"):
        zone = zone.model_dump(exclude_none=True)
    return canonical(zone)


def objective_from(o: dict[str, Any]) -> Objective:
    return Objective(**o)


def proposal_from(p: dict[str, Any]) -> Proposal:
    return Proposal(p["proposer"], p["invitee"], p["turn"])


def turn_from(t: dict[str, Any]) -> TurnState:
    return TurnState(
        number=t["number"], phase=t["phase"],
        initiative={pid: Card.parse(c) for pid, c in t["initiative"].items()},
        activated=list(t["activated"]), activations=list(t["activations"]),
        current_player=t["current_player"], units_at_start=list(t["units_at_start"]),
        attacks=[AttackRecord(a["by"], a["target"], a["kind"]) for a in t["attacks"]],
        refunds=dict(t["refunds"]), out_at_start=t.get("out_at_start"),
        starts={mid: [float(v) for v in where] for mid, where in t.get("starts", {}).items()},
        start_status=dict(t.get("start_status") or {}),
    )


def _roll(r: dict[str, Any]) -> Roll:
    return Roll(r["kind"], tuple(r["faces"]))


def draw_from(d: dict[str, Any] | None) -> DrawRecord | None:
    if d is None:
        return None
    return DrawRecord(d["purpose"], {pid: Card.parse(c) for pid, c in d["cards"].items()},
                      list(d["order"]))


def roll_from(r: dict[str, Any] | None) -> RollRecord | None:
    return None if r is None else RollRecord(r["purpose"], r["player"], _roll(r["roll"]))


def roll_off_from(r: dict[str, Any] | None) -> RollOffRecord | None:
    if r is None:
        return None
    return RollOffRecord(r["purpose"], [{pid: _roll(x) for pid, x in rnd.items()}
                                        for rnd in r["rounds"]], list(r["order"]))


def setup_from(s: dict[str, Any] | None) -> SetupPlan | None:
    if s is None:
        return None
    return SetupPlan(
        order=s["order"], defender=s["defender"], defender_area=s["defender_area"],
        defender_zone=list(s["defender_zone"]), defender_zone_name=s["defender_zone_name"],
        defender_feature=s.get("defender_feature") or "",
        counters=[CounterPlan(**{**c, "counts": dict(c["counts"]),
                                 "dropped": dict(c["dropped"])}) for c in s["counters"]],
        notes=list(s["notes"]), reserve=s["reserve"], fixed_teams=s["fixed_teams"])


def model_from(m: dict[str, Any]) -> Model:
    """``ValueError`` for an impossible base (see :class:`~app.rules.bases.Base`)."""
    return Model(
        id=m["id"], player=m["player"], unit=m["unit"], name=m["name"], label=m["label"],
        base=Base(**m["base"]), x_in=m["x_in"], y_in=m["y_in"], facing_deg=m["facing_deg"],
        status=m["status"], move_in=m.get("move_in"), move_type=m.get("move_type") or "",
        profile=dict(m.get("profile") or {}),
    )


def state_from_doc(doc: dict[str, Any]) -> GameState:
    """The game a complete, checked document describes (the undo history is left out).
    ``KeyError``/``ValueError`` if it is not complete (:class:`GameFileError` naming a
    model whose base is impossible): check unknown documents with
    :func:`app.game.saves.parse_game` instead."""
    rng = GameRng(seed=doc["rng"]["seed"], events=doc["rng"]["events"]) if doc["rng"] \
        else GameRng()
    deck = Deck.from_dict(doc["deck"], rng) if doc["deck"] else Deck(rng=rng)
    models = []
    for i, m in enumerate(doc["models"]):
        try:
            models.append(model_from(m))
        except ValueError as exc:
            raise GameFileError("<game>", f"models[{i}].base", str(exc)) from None
    return GameState(
        name=doc["name"], system=doc["system"], scenario=doc["scenario"],
        table=Table(doc["table"]["width_in"], doc["table"]["depth_in"]),
        deployment=Deployment(**doc["deployment"]),
        objective_control=ObjectiveControl(**doc["objective_control"]),
        players=[player_from(p) for p in doc["players"]],
        models=models,
        objectives=[objective_from(o) for o in doc["objectives"]],
        terrain=[piece_from(t) for t in doc.get("terrain") or []],
        alliances=[frozenset(group) for group in doc["alliances"]],
        rng=rng, deck=deck, turn=turn_from(doc["turn"]),
        log=[LogEntry(e.get("turn", 0), e["kind"], from_say(e["text"], e.get("say")),
                      e.get("undone", False))  # defaults: a line as the file holds it
             for e in doc["log"]],
        modules=list(doc["modules"]),
        unit_costs={pid: dict(units) for pid, units in doc["unit_costs"].items()},
        proposals=[proposal_from(p) for p in doc["proposals"]],
        defender=doc["defender"], setup_order=list(doc["setup_order"]),
        order_of_play=list(doc["order_of_play"]), winner=doc["winner"],
        result=doc["result"], last_draw=draw_from(doc["last_draw"]),
        last_roll=roll_from(doc["last_roll"]), last_roll_off=roll_off_from(doc["last_roll_off"]),
        setup=setup_from(doc["setup"]),
        scoring=dict(doc.get("scoring") or {}),
        victory_points=dict(doc.get("victory_points") or {}),
        scouts={k: dict(v) for k, v in (doc.get("scouts") or {}).items()},
        scout_rules=ScoutRules(**(doc.get("scout_rules") or {})),
        refund_minus=int(doc.get("refund_minus", 1)),
    )


def load_bundled(path: str | os.PathLike[str]) -> GameState:
    """A game file shipped with the app (a demo in resources/games), written by this version
    in its canonical form and checked by the tests against the full loader: read without the
    schema, so the first window paints sooner. Raises ``ValueError``/``KeyError``/``OSError``
    for anything else (a file of another version, say); callers then use
    :func:`app.game.saves.load_saved_game`, which explains what is wrong."""
    with open(path, encoding="utf-8") as handle:
        doc = json.load(handle)
    if doc.get("format") != FORMAT or doc.get("version") != VERSION or "history" in doc:
        raise ValueError(f"{path} is not a game in this version's format")
    return state_from_doc(doc)


# -- objects -> JSON document ------------------------------------------------------------------
def log_doc(entry: LogEntry) -> dict[str, Any]:
    """One event-log line for the file: its English, and for a phrase its parts (``"say"``,
    issue 34) so it is shown translated again when the game is reopened."""
    doc = vars(entry).copy()
    if isinstance(entry.text, Phrase):
        doc["say"] = entry.text.to_say()
    return doc


def game_to_dict(state: GameState, log: bool = True) -> dict[str, Any]:
    """The JSON document for ``state`` (stable key order); ``log=False`` leaves the event
    log out (its member is then an empty list)."""
    assert state.deck is not None
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "name": state.name,
        "system": state.system,
        "scenario": state.scenario,
        "table": {"width_in": state.table.width_in, "depth_in": state.table.depth_in},
        "deployment": vars(state.deployment).copy(),
        "objective_control": control_doc(state.objective_control),
        "players": [player_doc(p) for p in state.players],
        "alliances": [sorted(group) for group in state.alliances],
        "models": [model_doc(m) for m in state.models],
        "objectives": [vars(o).copy() for o in state.objectives],
        "terrain": [piece_doc(t) for t in state.terrain],
        "rng": state.rng.to_dict(),
        "deck": state.deck.to_dict(),
        "turn": turn_doc(state.turn),
        "log": [log_doc(e) for e in state.log] if log else [],
        "modules": list(state.modules),
        "unit_costs": {pid: dict(units) for pid, units in state.unit_costs.items()},
        "proposals": [vars(p).copy() for p in state.proposals],
        "defender": state.defender,
        "setup_order": list(state.setup_order),
        "order_of_play": list(state.order_of_play),
        "winner": state.winner,
        "result": state.result,
        "last_draw": draw_doc(state.last_draw),
        "last_roll": roll_doc(state.last_roll),
        "last_roll_off": roll_off_doc(state.last_roll_off),
        "setup": setup_doc(state.setup),
    }
    if state.scoring:  # V1, V2: only when the players' settings changed the file's
        doc["scoring"] = {"turn_limit": state.scoring.get("turn_limit"),
                          "centre_tie": bool(state.scoring.get("centre_tie")),
                          "rows": [{k: v for k, v in r.items()  # "when" only if not the default
                                    if not (k == "when" and v in ("end-of-turn", None))}
                                   for r in state.scoring.get("rows", ())]}
    if state.victory_points:  # V1; left out when nobody has points (older files read the same)
        doc["victory_points"] = dict(state.victory_points)
    if state.scouts:  # S3; left out when no unit is being brought in (older files the same)
        doc["scouts"] = {k: {"first": v.get("first", ""), "moved": bool(v.get("moved"))}
                         for k, v in state.scouts.items()}
    if state.refund_minus != 1:  # S7's own refund; the module's 1 is left out
        doc["refund_minus"] = state.refund_minus
    if state.scout_rules != ScoutRules():  # S3's own timing and distance; else left out
        doc["scout_rules"] = {"from_turn": state.scout_rules.from_turn,
                              "follow_in": state.scout_rules.follow_in}
    return doc


def player_doc(p: Player) -> dict[str, Any]:
    return {k: v for k, v in vars(p).items() if v is not None}


def model_doc(m: Model) -> dict[str, Any]:
    """A model's record; its Movement, type and profile (issue 32) written only when set, so
    the files of models without them keep their bytes."""
    doc = {"id": m.id, "player": m.player, "unit": m.unit, "name": m.name, "label": m.label,
           "base": m.base.to_dict(), "x_in": m.x_in, "y_in": m.y_in,
           "facing_deg": m.facing_deg, "status": m.status}
    if m.move_in is not None:
        doc["move_in"] = m.move_in
    if m.move_type:
        doc["move_type"] = m.move_type
    if m.profile:
        doc["profile"] = dict(m.profile)
    return doc


def model_fields_doc(fields: dict[str, Any]) -> dict[str, Any]:
    """Some of a model's fields (an undo step's patch) as JSON: a base as its dict."""
    return {name: value.to_dict() if name == "base" else value for name, value in fields.items()}


def model_fields_from(checked: dict[str, Any]) -> dict[str, Any]:
    """A model's checked fields (an undo step's patch, its base a schema object) made, in
    place, what a patch holds: the base a :class:`Base`."""
    if "base" in checked:
        checked["base"] = Base(**checked["base"].model_dump())
    return checked


def turn_doc(turn: TurnState, *, every: bool = False) -> dict[str, Any]:
    """The turn as JSON. ``starts`` (M10) and ``out_at_start`` (M9) are written only when
    recorded, so files without them keep their bytes; ``every``: always include it (an undo patch's fields)."""
    doc = {
        "number": turn.number,
        "phase": turn.phase,
        "initiative": {pid: str(c) for pid, c in turn.initiative.items()},
        "activated": list(turn.activated),
        "activations": list(turn.activations),
        "current_player": turn.current_player,
        "units_at_start": list(turn.units_at_start),
        "attacks": [vars(a).copy() for a in turn.attacks],
        "refunds": dict(turn.refunds),
    }
    if turn.starts or every:
        doc["starts"] = {mid: list(where) for mid, where in turn.starts.items()}
    if turn.out_at_start is not None or every:  # M9's count, once a player turn records it
        doc["out_at_start"] = turn.out_at_start
    if turn.start_status or every:  # M10: the statuses with the starts, when any not active
        doc["start_status"] = dict(turn.start_status)
    return doc


def draw_doc(d: DrawRecord | None) -> dict[str, Any] | None:
    if d is None:
        return None
    return {"purpose": d.purpose, "cards": {pid: str(c) for pid, c in d.cards.items()},
            "order": list(d.order)}


def roll_doc(r: RollRecord | None) -> dict[str, Any] | None:
    if r is None:
        return None
    return {"purpose": r.purpose, "player": r.player, "roll": r.roll.to_dict()}


def roll_off_doc(r: RollOffRecord | None) -> dict[str, Any] | None:
    if r is None:
        return None
    return {"purpose": r.purpose,
            "rounds": [{pid: x.to_dict() for pid, x in rnd.items()} for rnd in r.rounds],
            "order": list(r.order)}


def control_doc(c: ObjectiveControl) -> dict[str, Any]:
    """S4 ranges; the S5 cover range only when the scenario uses Reinforced Defenses, so
    files of games without it stay as they were."""
    out: dict[str, Any] = {"control_in": c.control_in, "contest_in": c.contest_in}
    if c.cover_in is not None:
        out["cover_in"] = c.cover_in
        out["cover"] = c.cover
    return out


def _counter_doc(c: CounterPlan) -> dict[str, Any]:
    doc = {**vars(c), "counts": dict(c.counts), "dropped": dict(c.dropped)}
    if c.more_than_from_impassable_in is None:  # T2's limit, only where a scenario sets it
        del doc["more_than_from_impassable_in"]
    return doc


def setup_doc(s: SetupPlan | None) -> dict[str, Any] | None:
    if s is None:
        return None
    doc = {
        "order": s.order,
        "defender": s.defender,
        "defender_area": s.defender_area,
        "defender_zone": list(s.defender_zone),
        "defender_zone_name": s.defender_zone_name,
        "counters": [_counter_doc(c) for c in s.counters],
        "notes": list(s.notes),
        "reserve": s.reserve,
        "fixed_teams": s.fixed_teams,
    }
    if s.defender_feature:  # T5: written only for an area drawn around a feature piece
        doc["defender_feature"] = s.defender_feature
    return doc
