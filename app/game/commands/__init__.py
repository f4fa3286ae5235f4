"""Every change to a :class:`~app.game.state.GameState` is a command: a guard and an action.

:meth:`Command.check` gives the sentence for the players when the rules refuse the command
now (``None``: allowed); :meth:`Command.apply` does it and returns a :class:`Change` saying
what the views must redraw (``ValueError`` with the check's sentence when refused). No
command undoes itself: the app applies each through :meth:`app.game.history.Step.perform`,
which records what changed and is the one undo; it also puts the game back as it was if a
command fails half-way. Redoing a step that drew cards or rolled dice replays the same cards
and dice; a revealed card stays revealed for the players: the log keeps the undone lines
(marked ``undone``) and adds an "Undone: ..." line.

The commands live in modules by subject, all importable from here:

- :mod:`.models`: moving, turning, statuses, Delete, the model editor, knowing placement;
- :mod:`.dice`: draws, rolls, roll-offs, random hits, the scenario table;
- :mod:`.turns`: card-game turns and activations, Mordheim player turns, fleeing, points;
- :mod:`.alliances`: offers, answers, breaking, attacks (M10);
- :mod:`.scouting`: Scout and Secure (S3), a unit from the reserve for Threat Points;
- :mod:`.terrain`: terrain pieces placed, moved, turned, resized, edited, locked, taken
  away, and table layouts (T1, T5);
- :mod:`.setup`: the set-up steps (defender, set-up order, counters, segments, models from
  the tray, the order of play);
- :mod:`.rosters`: a roster's models put in a player's tray (before play), a model's
  Movement (R1);
- :mod:`.joining`: a new player joining with a roster, before set-up begins;
- :mod:`.agreed`: the set-up zone the players agree where the scenario gives none.
"""

from __future__ import annotations

from .base import Change, Command, position_problem
from .alliances import (
    FIXED_TEAMS,
    AnswerAlliance,
    Attack,
    BreakAlliance,
    ProposeAlliance,
    models_in_contact,
)
from .dice import AllocateHit, Draw, RollDice, RollOff, RollScenario
from .models import (
    EditModel,
    MoveModel,
    MoveModels,
    RemoveModels,
    RotateModel,
    SetModelStatus,
    change_status,
)
from .setup import (
    ChooseDefender,
    ChooseSegment,
    DropCounter,
    PlaceBlock,
    PlaceCounter,
    PlaceModel,
    ReturnToTray,
    RollCounters,
    RollOrderOfPlay,
    SettleSetUpOrder,
    next_to_set_up,
)
from .rosters import AddRosterToTray, EditMovement, movement_text, profile_lines
from .joining import JoinWithRoster, join_refusal
from .agreed import AgreeZone, agrees_zones, zone_words
from .scoring import AdjustVictoryPoints
from .terrain import (
    DeleteTerrain,
    EditTerrain,
    LoadLayout,
    LockTerrain,
    MoveTerrain,
    PlaceTerrain,
    ResizeTerrain,
    RotateTerrain,
)
from .scouting import BringInUnit, reserve_units, scout_groups, uses_scout_and_secure
from .turns import (
    AdjustPoints,
    EndTurn,
    Flee,
    NextActivation,
    StartTurn,
    commandable_units,
    destroyed_this_turn,
    models_left_to_activate,
    victory_verdict,
    whose_activation,
    whose_turn,
)

__all__ = [
    "DeleteTerrain", "EditTerrain", "LoadLayout", "LockTerrain", "MoveTerrain", "PlaceTerrain",
    "ResizeTerrain", "RotateTerrain",
    "AdjustPoints", "AdjustVictoryPoints", "BringInUnit", "AllocateHit", "AnswerAlliance", "Attack", "BreakAlliance", "Change",
    "ChooseDefender", "ChooseSegment", "Command", "Draw", "DropCounter", "EditModel",
    "EndTurn", "FIXED_TEAMS", "Flee", "MoveModel", "MoveModels", "NextActivation",
    "PlaceBlock", "PlaceCounter", "PlaceModel", "ProposeAlliance", "RemoveModels",
    "ReturnToTray", "RollCounters", "RollDice", "RollOff", "RollOrderOfPlay", "RollScenario",
    "RotateModel", "SetModelStatus", "SettleSetUpOrder", "StartTurn", "change_status",
    "commandable_units", "destroyed_this_turn", "models_in_contact",
    "models_left_to_activate", "next_to_set_up", "reserve_units", "scout_groups",
    "uses_scout_and_secure", "position_problem", "victory_verdict",
    "whose_activation", "whose_turn",
    "AddRosterToTray", "EditMovement", "movement_text", "profile_lines",
    "JoinWithRoster", "join_refusal",
    "AgreeZone", "agrees_zones", "zone_words",
]
