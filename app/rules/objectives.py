"""Objective control (S4) and Reinforced Defenses cover (S5).

Control is measured from the objective's centre to the closest point of a model's base (G7,
G3), inclusive (G4). A player controls an objective when one of their models is within the
control range (3 in by default) and no non-allied enemy model is within the contest range
(2 in by default); several players may control the same objective; allies never contest.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .geometry import Footprint, distance_point, within
from .movement import Allied, is_enemy
from .verdicts import ObjectiveVerdict

CONTROL_IN = 3.0
"""S4: default control range."""
CONTEST_IN = 2.0
"""S4: default contest range."""
COVER_IN = 3.0
"""S5: a unit with a model within this distance of an objective has cover (the module's
default; a scenario may set its own)."""
COVER = 3
"""S5: the cover bonus (Target Lock rolls of 1 to 3 do not count)."""


def cover_sentence(objective_name: str, cover_in: float = COVER_IN, cover: int = COVER) -> str:
    """S5 in words for a unit that has Reinforced Defenses cover from ``objective_name``:
    the cover, the distance, and the charge limit that comes with it."""
    return (f"has Cover +{cover} from {objective_name} (a model within {cover_in:g} in, S5); "
            "it may be charged only by a charge that uses the charger's Move value "
            "(not Run, Overrun or any other charge)")


def settle_control(objective_id: str, in_control: Iterable[str], in_contest: Iterable[str],
                   allied: Allied, player_order: Sequence[str] = ()) -> ObjectiveVerdict:
    """S4 from who is in range: ``in_control`` players with a model within the control range,
    ``in_contest`` players with a model within the contest range."""
    control = set(in_control)
    contest = set(in_contest)
    rank = {p: i for i, p in enumerate(player_order)}

    def order(ids: Iterable[str]) -> tuple[str, ...]:
        return tuple(sorted(ids, key=lambda p: (rank.get(p, len(rank)), p)))

    controllers = [p for p in control
                   if not any(is_enemy(p, q, allied) for q in contest)]
    return ObjectiveVerdict(objective_id, order(controllers), order(control),
                            contested=len(controllers) < len(control))


def objective_control(objective_id: str, x_in: float, y_in: float,
                      models: Iterable[tuple[str, Footprint]], allied: Allied,
                      control_in: float = CONTROL_IN, contest_in: float = CONTEST_IN,
                      player_order: Sequence[str] = ()) -> ObjectiveVerdict:
    """S4 for one objective centred at ``(x_in, y_in)``; ``models`` are ``(player, footprint)``
    of the models on the table."""
    control: set[str] = set()
    contest: set[str] = set()
    for player, fp in models:
        d = distance_point(fp, x_in, y_in)
        if within(d, control_in):
            control.add(player)
        if within(d, contest_in):
            contest.add(player)
    return settle_control(objective_id, control, contest, allied, player_order)


def cover_objective(unit: Iterable[Footprint], objectives: Iterable[tuple[str, float, float]],
                    cover_in: float = COVER_IN) -> str | None:
    """S5: the id of an objective within ``cover_in`` of some model of the unit (so the whole
    unit has Cover +3), or ``None``. ``objectives``: ``(id, x_in, y_in)``, measured from the
    centre as for control (G7)."""
    objs = list(objectives)
    for fp in unit:
        for oid, ox, oy in objs:
            if within(distance_point(fp, ox, oy), cover_in):
                return oid
    return None
