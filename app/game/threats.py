"""What a spot risks for a model carried over the table (R2-R4), said in one short sentence
while it is dragged ("exposed to Bob and Cy; Ogre could charge it (certain), Rat 1 (likely, 4/6)
and 3 more"), and whose plan the board's planning aids show
(:func:`planning_player`, :func:`player_now`).

:class:`SpotThreats` is built once when the drag starts: the enemy models that could charge
(on the table, with a known Movement, R1; the models carried left out) and the part of the
table each enemy warband does not see from where the board's shading counts it from (R4:
its set-up zone, else its models on the table, :func:`app.game.exposure_map.enemy_sources`;
:class:`app.game.planning.Planner`'s cached :class:`~app.rules.exposure.Exposure`). Each move
then asks only point queries: which hidden parts hold the base, and which chargers are within
their reach (a cheap bound on the centres first, then R2/R3's :func:`charge_threats`). Allies,
team-mates and warbands that fled never count (:func:`app.game.planning.enemies_of`).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Iterable

from app.i18n import translate
from app.rules.geometry import EPS_IN, Footprint, footprint
from app.rules.planning import (
    LIKELY, Movement, Threat, charge_threats, movement_of, odds_word, reach_in,
)

from .exposure_map import enemy_sources
from .planning import Planner, enemies_of
from .state import GameState, deploying_order



def player_now(state: GameState) -> str | None:
    """Whose plan it is now: in set-up the player who sets up now (the first of
    :func:`~app.game.state.deploying_order`: models still in the tray, in set-up order, M3,
    M4, C4; the players agreeing their zones choose no segment), in play the one whose
    activation (C7) or player turn (M5) it is. ``None`` when nobody's is: every model placed,
    every model activated, between turns, the game over."""
    if state.result or state.turn.phase == "over":
        return None
    if state.turn.phase == "setup":
        order = deploying_order(state)
        return order[0] if order else None
    from .commands.turns import whose_activation, whose_turn

    return whose_activation(state) or whose_turn(state)


def planning_player(state: GameState, chosen: str | None = None,
                    selected: str | None = None) -> str | None:
    """The player the planning aids are for: ``chosen`` (the player picked in the Exposure
    list), else ``selected`` (the player of the selected model), else :func:`player_now`
    (``None`` when nobody's turn it is); a player not in the game (unknown, or whose
    warband has fled or routed) is passed over."""
    ids = {p.id for p in state.players_in_game}
    for pid in (chosen, selected):
        if pid is not None and pid in ids:
            return pid
    return player_now(state)


def movement_note(model: Any) -> str:
    """R1: what a model with no known Movement says when selected ("" for one with)."""
    if movement_of(model) is not None:
        return ""
    return translate("SpotThreats", "Movement unknown \u2014 set it in the model editor")


def chargers_of(state: GameState, player_id: str | None,
                leave_out: Iterable[str] = ()) -> dict[str, tuple[Footprint, Movement]]:
    """R1-R3: the models on the table with a known Movement that are enemies of
    ``player_id`` (every model with ``None``), by id, with their footprint and Movement."""
    out = set(leave_out)
    enemies = set(enemies_of(state, player_id)) if player_id is not None else None
    found: dict[str, tuple[Footprint, Movement]] = {}
    for m in state.models:
        if not m.on_table or m.id in out or (enemies is not None and m.player not in enemies):
            continue
        move = movement_of(m)
        if move is not None:
            found[m.id] = (footprint(m.base, m.x_in, m.y_in, m.facing_deg), move)
    return found


@dataclass(frozen=True)
class SpotRisk:
    """What a spot risks: the enemy players it is exposed to (R4) and the enemy models that
    could charge it (R2, R3), highest odds first."""

    exposed_to: tuple[str, ...]
    threats: tuple[Threat, ...]


class SpotThreats:
    """R2-R4 for model ``model_id`` carried over the table (see the module docstring);
    ``carried``: the models moving with it (a unit), never counted as chargers."""

    def __init__(self, state: GameState, model_id: str, planner: Planner | None = None,
                 carried: Iterable[str] = ()) -> None:
        import shapely

        model = state.model(model_id)
        self.system = state.system
        self.base = model.base
        self.facing = model.facing_deg
        self.player = model.player
        self.chargers = chargers_of(state, model.player, {model_id, *carried})
        self.bounds = {mid: (fp.x, fp.y, fp.radius + reach_in(self.system, move) + EPS_IN)
                       for mid, (fp, move) in self.chargers.items()}
        """Per charger: its centre and how far from it a base's outer circle may reach and
        still be charged (a bound: the exact gap is measured after)."""
        players = {p.id: p for p in state.players}
        self.names = charger_names([m for m in state.models if m.id in self.chargers])
        """Per charger: its name, with its label where another charger has the same name;
        no warband: the sentence stays short, and no warband is named over and over."""
        self.player_names = {pid: p.name or pid for pid, p in players.items()}
        self.hidden: list[tuple[str, Any]] = []
        """Per enemy warband counted: the part of the table it does not see from where the
        shading counts it from (R4: its zone, else its models on the table), prepared for
        point queries."""
        sources = [(view.player, source) for view, source in enemy_sources(state, model.player)
                   if source is not None]
        if sources:
            exposure = (planner or Planner()).exposure_of(state)
            exposure.work_out(source for _, source in sources)  # side by side, as the shading
            for pid, source in sources:
                hid = exposure.hidden(source)
                shapely.prepare(hid)
                self.hidden.append((pid, hid))

    def at(self, x_in: float, y_in: float) -> SpotRisk:
        """What the model risks with its base centre at ``(x_in, y_in)``."""
        fp = footprint(self.base, x_in, y_in, self.facing)
        near = {}
        r = fp.radius
        for mid, (cx, cy, reach) in self.bounds.items():
            dx, dy = cx - x_in, cy - y_in
            if dx * dx + dy * dy <= (reach + r) * (reach + r):
                near[mid] = self.chargers[mid]
        threats = tuple(charge_threats(fp, near, self.system)) if near else ()
        exposed: tuple[str, ...] = ()
        if self.hidden:
            base = fp.polygon
            exposed = tuple(pid for pid, hid in self.hidden if not hid.contains(base))
        return SpotRisk(exposed, threats)

    def sentence(self, risk: SpotRisk) -> str:
        """The risk in one short sentence for the status bar ("" when there is none)."""
        parts = []
        if risk.exposed_to:
            parts.append(translate("SpotThreats", "exposed to {players}").format(
                players=join_names([self.player_names[p] for p in risk.exposed_to])))
        if risk.threats:
            first, *rest = risk.threats[:MAX_NAMED]
            text = translate("SpotThreats", "{model} could charge it ({odds})").format(
                model=self.names[first.id], odds=odds_text(first.odds, self.system))
            for t in rest:
                text += translate("SpotThreats", ", {model} ({odds})").format(
                    model=self.names[t.id], odds=odds_text(t.odds, self.system))
            more = len(risk.threats) - MAX_NAMED
            if more > 0:
                text += translate("SpotThreats", " and %n more", None, more)
            parts.append(text)
        return "; ".join(parts)


MAX_NAMED = 2
"""At most this many chargers are named in the sentence (the likeliest); the rest are
counted ("and 3 more"), so the sentence stays clear of the status bar's x/y readout."""


def odds_text(odds: Fraction, system: str) -> str:
    """R2's odds for the players in the reach rings' words: "certain", else "likely" or
    "long shot" with the D6 roll's chance in sixths ("likely, 4/6": never "4 in 6", which
    read as inches beside the distances)."""
    if odds >= 1 or system == "mordheim":
        return translate("SpotThreats", "certain")
    word = (translate("SpotThreats", "likely") if odds_word(odds) == LIKELY
            else translate("SpotThreats", "long shot"))
    sixths = odds * 6
    if sixths.denominator == 1:
        return translate("SpotThreats", "{word}, {n}/6").format(word=word, n=sixths.numerator)
    return word


def charger_names(models: Iterable[Any]) -> dict[str, str]:
    """Per model id, how the threats sentence names it: "Ogre", or "Rat HT2" (with the label
    on its base) where another of ``models`` has the same name."""
    models = list(models)
    seen: dict[str, int] = {}
    for m in models:
        seen[m.name] = seen.get(m.name, 0) + 1
    return {m.id: (translate("SpotThreats", "{name} {label}").format(name=m.name, label=m.label)
                   if seen[m.name] > 1 and m.label else m.name or m.label or m.id)
            for m in models}


def join_names(names: list[str]) -> str:
    """"Bob", "Bob and Cy", "Ann, Bob and Cy"."""
    if len(names) <= 1:
        return "".join(names)
    return translate("SpotThreats", "{first} and {last}").format(
        first=", ".join(names[:-1]), last=names[-1])
