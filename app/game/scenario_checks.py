"""The checks across a scenario's fields that its schema alone cannot say (the table's long
edge, the Mordheim multiplayer minimum M1, ids, zones, counters, parameters...), each
failure a :class:`~app.game.scenario_fields.ScenarioError` naming its field. Run by
:mod:`app.game.scenarios` on every file it reads; this module reads the fields as
:mod:`app.game.scenario_schema` declares them and imports nothing of the loader."""

from __future__ import annotations

import os
from typing import Any, Callable

from app.rules.geometry import EPS_IN
from app.rules.placement import table_minimum

from .scenario_fields import (SYSTEM_ROLLS, ScenarioError, deep_copy, get_path, set_path,
                              split_path, value_problem)
from .scenario_schema import FeatureSpec, ScenarioSpec
from .scenario_translations import check_translations


def check_rules(s: ScenarioSpec, path: str | os.PathLike[str]) -> None:
    """Rules the schema alone cannot say; each failure names its field."""

    def fail(field: str, message: str) -> None:
        raise ScenarioError(path, field, message)

    w, d = s.table.width_in, s.table.depth_in
    if d > w:
        fail("table.depth_in", f"expected at most the width ({w:g} in): width_in is the long "
                               f"edge (x runs along it), got {d:g} in")
    small = table_minimum(s.system, s.players.max, w, d)  # the most players it allows
    if small is not None:
        fail("table", f"{small.reason}, got {w:g} x {d:g} in")
    rolls = SYSTEM_ROLLS[s.system]
    for i, roll in enumerate(s.table_roll):
        if roll not in rolls:
            fail(f"table_roll[{i}]", f"expected a result from {rolls.start} to {rolls.stop - 1} "
                                     f"on the {s.system} scenario table, got {roll}")
    if len(set(s.table_roll)) != len(s.table_roll):
        fail("table_roll", "a result is listed twice")

    if s.players.max < s.players.min:
        fail("players.max", f"expected at least players.min ({s.players.min}), "
                            f"got {s.players.max}")
    ts = s.players.team_size
    if ts > 1 and (s.players.min % ts or s.players.max % ts):
        fail("players.team_size", f"expected a size that divides the player counts "
                                  f"({s.players.min}-{s.players.max}), got {ts}")

    feature_ids: dict[str, FeatureSpec] = {}
    all_ids: set[str] = set()
    for group, items in (("features", s.features), ("objectives", s.objectives),
                         ("counters", s.counters)):
        for i, item in enumerate(items):
            if item.id in all_ids:
                fail(f"{group}[{i}].id", f"the id {item.id!r} is used twice")
            all_ids.add(item.id)

    for i, f in enumerate(s.features):
        where = f"features[{i}]"
        if f.shape == "rect":
            if f.width_in is None or f.depth_in is None:
                fail(where, "a rect feature needs width_in and depth_in")
            fw, fd = f.width_in, f.depth_in
            if f.diameter_in is not None:
                fail(f"{where}.diameter_in", "only a circle feature has a diameter")
        else:
            if f.diameter_in is None:
                fail(where, "a circle feature needs diameter_in")
            fw = fd = f.diameter_in
            if f.width_in is not None or f.depth_in is not None:
                fail(where, "a circle feature has diameter_in, not width_in/depth_in")
        assert fw is not None and fd is not None
        if f.min_width_in is not None and fw < f.min_width_in:
            fail(f"{where}.width_in", f"expected at least min_width_in ({f.min_width_in:g} in)"
                                      f", got {fw:g} in")
        if f.min_depth_in is not None and fd < f.min_depth_in:
            fail(f"{where}.depth_in", f"expected at least min_depth_in ({f.min_depth_in:g} in)"
                                      f", got {fd:g} in")
        if (f.x_in - fw / 2 < -EPS_IN or f.x_in + fw / 2 > w + EPS_IN
                or f.y_in - fd / 2 < -EPS_IN or f.y_in + fd / 2 > d + EPS_IN):
            fail(where, f"expected the feature to fit on the {w:g} x {d:g} in table, "
                        f"got {fw:g} x {fd:g} in centred at ({f.x_in:g}, {f.y_in:g})")
        feature_ids[f.id] = f

    for i, o in enumerate(s.objectives):
        where = f"objectives[{i}]"
        if o.x_in > w:
            fail(f"{where}.x_in", f"expected a position on the table (0 to {w:g} in), "
                                  f"got {o.x_in:g}")
        if o.y_in > d:
            fail(f"{where}.y_in", f"expected a position on the table (0 to {d:g} in), "
                                  f"got {o.y_in:g}")
        if o.confined_to is not None and o.confined_to not in feature_ids:
            fail(f"{where}.confined_to", f"no feature has id {o.confined_to!r}")

    for i, c in enumerate(s.counters):
        where = f"counters[{i}]"
        if (c.per_player is None) == (c.per_player_dice is None):
            fail(where, "expected exactly one of per_player (a number) or per_player_dice "
                        "(D3, D6 or 2D6)")
        if c.placed == "carried" and c.carried_by is None:
            fail(f"{where}.carried_by", "carried counters need carried_by")
        if c.placed == "on-table":
            if c.carried_by is not None:
                fail(f"{where}.carried_by", "only carried counters have carried_by")
            if c.when is None:
                fail(f"{where}.when", "on-table counters need when (before-deployment or "
                                      "before-segments)")
            if c.order is None:
                fail(f"{where}.order", "on-table counters need order (draw, set-up-order "
                                       "or players-agree)")
        if c.within_centre_in is not None and c.within_centre_in > max(w, d):
            fail(f"{where}.within_centre_in", f"expected at most {max(w, d):g} in on this "
                                              f"table, got {c.within_centre_in:g}")

    dep = s.deployment
    if dep.kind in ("edge-segments", "defender-centre"):
        if dep.zone_depth_in is None:
            fail("deployment.zone_depth_in", f"{dep.kind} deployment needs the zone depth "
                                             "in inches (M4: 6)")
        if dep.gap_in is None:
            fail("deployment.gap_in", f"{dep.kind} deployment needs the gap between warbands "
                                      "in inches (M4: 6)")
        cap = 6 + (1 if dep.kind == "defender-centre" else 0)
        if s.players.max > cap:
            fail("players.max", f"expected at most {cap}: there are six edge segments (M4)"
                                f"{' plus the defender' if cap == 7 else ''}, "
                                f"got {s.players.max}")
    if dep.zone_depth_in is not None and dep.zone_depth_in > d:
        fail("deployment.zone_depth_in", f"expected at most the table depth ({d:g} in), "
                                         f"got {dep.zone_depth_in:g}")
    if dep.kind == "battle-formations":
        if s.modules.battle_formations is None:
            fail("modules.battle_formations", "battle-formations deployment needs "
                                              "[modules.battle_formations]")
        if len(dep.edges) < s.players.max:
            fail("deployment.edges", f"expected one table edge per player ({s.players.max}), "
                                     f"got {len(dep.edges)}")
        if len(set(dep.edges)) != len(dep.edges):
            fail("deployment.edges", "an edge is listed twice")
        bf = s.modules.battle_formations
        assert bf is not None
        if bf.zone_depth_in > d:
            fail("modules.battle_formations.zone_depth_in",
                 f"expected at most the table depth ({d:g} in), got {bf.zone_depth_in:g}")
    elif dep.edges:
        fail("deployment.edges", "only battle-formations deployment lists edges")
    if dep.kind == "defender-centre" and s.defender is None:
        fail("defender", "defender-centre deployment needs a [defender] section")
    if s.defender is not None:
        df = s.defender
        if df.sets_up == "within-of-feature":
            if df.feature is None:
                fail("defender.feature", "within-of-feature needs the feature's id")
            elif df.feature not in feature_ids:
                fail("defender.feature", f"no feature has id {df.feature!r}")
        elif df.feature is not None:
            fail("defender.feature", "only within-of-feature names a feature")
        if df.within_in > max(w, d):
            fail("defender.within_in", f"expected at most {max(w, d):g} in, "
                                       f"got {df.within_in:g}")

    for i, row in enumerate(s.scoring):
        where = f"scoring[{i}]"
        if row.condition in ("model-within-centre", "most-models-within-centre"):
            if row.range_in is None:
                fail(f"{where}.range_in", f"{row.condition} needs range_in (inches)")
        elif row.range_in is not None:
            fail(f"{where}.range_in", f"{row.condition} has no range")
        if row.condition == "objective-controlled":
            if not s.objectives:
                fail(f"{where}.condition", "objective-controlled scoring needs objectives")
            if s.modules.objective_control is None:
                fail(f"{where}.condition", "objective-controlled scoring needs "
                                           "[modules.objective_control]")
            timing = s.modules.objective_control.timing
            if row.when is not None and row.when != timing:
                fail(f"{where}.when", f"objectives are held at the objective module's timing "
                                      f"({timing}, modules.objective_control.timing); leave "
                                      f"when out or make it {timing!r}")
    check_translations(s, fail)  # issue 34: the file's own translations


def check_parameter_values(s: ScenarioSpec, path: str | os.PathLike[str],
                           validate: Callable[..., ScenarioSpec]) -> None:
    """Every parameter must say what it sets, and every value it allows must give a valid
    scenario (so the players can never pick a setting the app cannot use)."""
    seen: set[str] = set()
    dumped = s.model_dump()
    for i, p in enumerate(s.parameters):
        where = f"parameters[{i}]"

        def fail(field: str, message: str) -> None:
            raise ScenarioError(path, f"{where}.{field}" if field else where, message)

        if p.id in seen:
            fail("id", f"the id {p.id!r} is used twice")
        seen.add(p.id)
        if p.kind == "choice" and not p.choices:
            fail("choices", "a choice parameter needs choices")
        if p.kind != "choice" and p.choices:
            fail("choices", "only a choice parameter has choices")
        if p.kind not in ("number", "integer") and (p.min is not None or p.max is not None):
            fail("min", "only number and integer parameters have min/max")
        if p.min is not None and p.max is not None and p.min > p.max:
            fail("max", f"expected at least min ({p.min:g}), got {p.max:g}")
        if p.sets is None:
            if p.default is None:
                fail("default", "a parameter that sets no field needs a default")
            value = p.default
        else:
            if p.default is not None:
                fail("default", "a parameter with sets takes its default from that field; "
                                "leave default out")
            try:
                parts = split_path(p.sets)
                value = get_path(dumped, parts)
            except (KeyError, IndexError, TypeError, ValueError):
                fail("sets", f"expected the path of a field in this file, got {p.sets!r}")
            if parts[0] in ("parameters", "id", "format", "version", "system"):
                fail("sets", f"a parameter cannot change {parts[0]}")
            if value is None:
                fail("sets", f"{p.sets} is not set in this file; give it a value there")
        problem = value_problem(p, value)
        if problem:
            fail("default" if p.sets is None else "sets",
                 f"the {'default' if p.sets is None else 'current value'} is refused: {problem}")
        if p.sets is None:
            continue
        trials: list[tuple[str, Any]] = []
        if p.kind == "choice":
            trials = [("choices", c) for c in p.choices]
        elif p.kind in ("number", "integer"):
            trials = [(bound, v) for bound, v in (("min", p.min), ("max", p.max))
                      if v is not None]
            if p.kind == "integer":
                trials = [(bound, int(v)) for bound, v in trials]
        for bound, trial in trials:
            variant = deep_copy(dumped)
            set_path(variant, split_path(p.sets), trial)
            try:
                validate(variant, path, check_parameters=False)
            except ScenarioError as exc:
                fail(bound, f"the value {trial!r} would break the scenario ({exc.field}: "
                            f"{exc.message})")
