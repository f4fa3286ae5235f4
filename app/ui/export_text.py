"""What the export sheet says (File ▸ Export board…): the scenario's name, the legend of
warbands (how a warband that left the game left it: fled, routed, wiped out; C9, M9), who
holds each objective (S4, from the controller's verdicts) and the counters the players placed, which
no scenario scores by control."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtGui import QColor

from app.game.scoring import result_words, totals_words
from app.game.state import GameState
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.phrases import shown
from app.rules.verdicts import ObjectiveVerdict, holder_words


def scenario_title(state: GameState) -> str:
    """The scenario's name from the bundled scenarios, else its id made readable ("" if
    the game has no scenario)."""
    if not state.scenario:
        return ""
    try:
        from app.game.scenarios import bundled_scenarios

        for scenario in bundled_scenarios():
            if scenario.id == state.scenario:
                return scenario.name
    except Exception:  # noqa: BLE001 - a broken scenario folder must not stop an export
        pass
    return state.scenario.replace("-", " ").replace("_", " ").capitalize()


def objective_control_lines(state: GameState,
                            verdicts: Mapping[str, ObjectiveVerdict] | None) -> list[str] | None:
    """One line per objective saying who controls it (S4), from the rules' ``verdicts`` (the
    controller's, by objective id); ``None`` without verdicts (the rules could not judge the
    game: the sheet then shows the markers only)."""
    if verdicts is None:
        return None
    names = {p.id: p.warband or p.name for p in state.players}
    lines = []
    for o in state.objectives:
        v = verdicts.get(o.id)
        if o.kind or v is None:
            continue  # a counter the players placed: not scored by control (counter_lines)
        text = holder_words([names.get(p, p) for p in v.controlled_by], v.contested, "legend")
        lines.append(f"{o.name or o.id}: {text}")
    return lines


OUT_WORDS = {"fled": QT_TRANSLATE_NOOP("ExportText", "fled"),
             "routed": QT_TRANSLATE_NOOP("ExportText", "routed"),
             "wiped-out": QT_TRANSLATE_NOOP("ExportText", "wiped out")}
"""How the legend says a warband left the game (C9, M9); English here, shown with
``translate("ExportText", ...)``."""


def legend_rows(state: GameState) -> list[tuple[QColor, str, str]]:
    """``(colour, mark, text)`` per warband, e.g. ``Skaven (Phil) · 176 · 15 models``; a
    warband out of the game says how it left (fled, routed, wiped out)."""
    rows = []
    for p in state.players:
        on_table = len(state.models_on_table(p.id))
        text = f"{p.warband} ({p.name})"
        if p.rating:
            text += " · " + translate("ExportText", "rating {rating}").format(rating=p.rating)
        text += " · " + (translate("ExportText", "1 model on the table") if on_table == 1 else
                         translate("ExportText", "{count} models on the table").format(
                             count=on_table))
        if p.fled:
            how = translate("ExportText", OUT_WORDS.get(p.out_reason, OUT_WORDS["fled"]))
            text += " · " + translate("ExportText", "{how}, out of the game").format(how=how)
        rows.append((QColor(p.colour), p.mark or p.name[:1].upper(), text))
    return rows


def counter_lines(state: GameState) -> list[str]:
    """The counters the players placed (The Looters' crates, wyrdstone), which no scenario
    scores by control: one line per kind and owner, e.g. ``Supply crates of Skaven: S1, S2``."""
    names = {c.id: c.name for c in (state.setup.counters if state.setup is not None else [])}
    groups: dict[tuple[str, str], list[str]] = {}
    order = [p.id for p in state.players]
    for o in sorted(state.objectives, key=lambda o: order.index(o.owner)
                    if o.owner in order else len(order)):
        if not o.kind:
            continue
        owner = next((p for p in state.players if p.id == o.owner), None)
        number = o.id.rsplit("-", 1)[-1]
        short = f"{owner.mark}{number}" if owner is not None and number.isdigit() else o.name
        kind = names.get(o.kind) or (o.name.rsplit(" ", 1)[0] if " " in o.name else o.kind)
        groups.setdefault((kind, owner.warband or owner.name if owner else ""), []).append(short)
    return [(translate("ExportText", "{kind}s of {who}: {counters}") if who
             else translate("ExportText", "{kind}s: {counters}")).format(
                kind=kind, who=who, counters=", ".join(shorts))
            for (kind, who), shorts in groups.items()]


Section = tuple[str, list[tuple[QColor | None, str, str]]]
"""A legend section: its heading and its rows ``(swatch colour or None, mark, text)``."""


def legend_sections(state: GameState, verdicts: Mapping[str, ObjectiveVerdict] | None = None
                    ) -> list[Section]:
    """The legend: the warbands, the objectives with who holds them (S4, from the rules'
    ``verdicts`` by objective id), the counters."""
    warbands: list = [(c, m, t) for c, m, t in legend_rows(state)]
    done = len(state.turn.activated)
    if done:  # as the board shows them (app.ui.board.items.activated_fill, paint_done_tick)
        warbands.append((None, "", translate(
            "ExportText", "A pale base with \u2713: activated this turn (1 model)") if done == 1
            else translate("ExportText", "A pale base with \u2713: activated this turn ({count} "
                                         "models)").format(count=done)))
    sections: list[Section] = [(translate("ExportText", "Warbands"), warbands)]
    result, points = result_words(state), totals_words(state)
    if result or points:  # V1, V2: the score so far, and at the end who won
        rows = [(None, "", shown(result))] if result else []
        if points and result:
            rows.append((None, "", translate("ExportText", "Victory points: {points}").format(
                points=shown(points))))
        elif points:  # under its own heading: the points alone
            rows.append((None, "", shown(points)))
        sections.insert(0, (translate("ExportText", "Result") if result else
                            translate("ExportText", "Victory points"), rows))
    control = objective_control_lines(state, verdicts)
    if control is None:
        rows = [translate("ExportText", "{objective}: marker at ({x}, {y}) in").format(
                    objective=o.name or o.id, x=f"{o.x_in:.2f}", y=f"{o.y_in:.2f}")
                for o in state.objectives if not o.kind]
        sections.append((translate("ExportText", "Objectives (markers only)"),
                         [(None, "", r) for r in rows]))
    elif control:
        sections.append((translate("ExportText", "Objectives"), [(None, "", r) for r in control]))
    counters = counter_lines(state)
    if counters:
        sections.append((translate("ExportText", "Counters (not scored by control)"),
                         [(None, "", r) for r in counters]))
    if len(sections) == 1:
        sections.append((translate("ExportText", "Objectives"),
                         [(None, "", translate("ExportText", "no objectives"))]))
    from .panel.race_table import race_section

    race = race_section(state)
    if race is not None:
        sections.append(race)
    terrain = terrain_rows(state)
    if terrain:
        sections.append((translate("ExportText", "Terrain (T1)"), terrain))
    return sections


def terrain_rows(state: GameState) -> list[tuple[QColor | None, str, str]]:
    """The terrain pieces by kind, each kind's swatch and letter as on the board, its rule in
    words and its pieces with their heights: ``Ruin (stand in it; blocks sight between models
    outside it): Chapel (4 in high), Tower (6 in high)``."""
    from app.game.terrain import fmt_in
    from app.rules.terrain import KINDS

    from .board.terrain_items import KIND_STYLE

    what = {"building": translate("ExportText", "blocks sight; no bases unless enterable"),
            "ruin": translate("ExportText",
                              "bases may stand in it; blocks sight between models outside it"),
            "wall": translate("ExportText", "no bases; blocks sight"),
            "area": translate("ExportText", "bases may stand in it; never blocks sight"),
            "impassable": translate("ExportText", "no bases; never blocks sight")}
    kind_words = {"building": translate("ExportText", "Building"),
                  "ruin": translate("ExportText", "Ruin"),
                  "wall": translate("ExportText", "Wall"),
                  "area": translate("ExportText", "Area"),
                  "impassable": translate("ExportText", "Impassable")}
    rows = []
    pieces = list(getattr(state, "terrain", []) or [])
    for kind in KINDS:
        of_kind = [p for p in pieces if p.kind == kind]
        if not of_kind:
            continue
        names = ", ".join(
            (translate("ExportText", "{piece} ({height} in high, enterable)") if p.enterable
             else translate("ExportText", "{piece} ({height} in high)")).format(
                piece=p.name or p.id, height=fmt_in(p.height_in)) for p in of_kind[:8])
        if len(of_kind) > 8:
            names += translate("ExportText", " and {count} more").format(count=len(of_kind) - 8)
        colour = QColor(KIND_STYLE[kind][0])
        colour.setAlpha(255)
        rows.append((colour, kind[:1].upper(),
                     translate("ExportText", "{kind} ({rule}): {pieces}").format(
                         kind=kind_words.get(kind, kind.capitalize()),
                         rule=what.get(kind, ""), pieces=names)))
    return rows


SHADE_MARK = "\u25a0"
"""A legend row's swatch is a square of its shade (the exposure's), not a warband's disc."""
SAFE_MARK = "\u25a8"
"""A square of the safe shade, hatched as on the board."""


def exposure_section(state: GameState, exposure) -> Section | None:  # noqa: ANN001
    """The exposure shading the board shows (View ▸ Exposure, R4), for the sheet: whose it
    is and what each shade means; ``None`` when the board shows none (``exposure``: the
    board's :class:`~app.ui.board.exposure_layer.ExposureLayer`, or ``None``)."""
    m = getattr(exposure, "map", None)
    if m is None or not exposure.known(m):
        return None
    from app.ui.board.exposure_items import swatch_colour
    from app.ui.panel.exposure_legend import shade_text

    try:
        player = state.player(m.player)
    except KeyError:
        return None
    who = f"{player.name} ({player.warband})" if player.warband else player.name
    rows: list = [(swatch_colour(k), SAFE_MARK if k == 0 else SHADE_MARK, shade_text(k))
                  for k in range(0, max(1, m.counted) + 1)]
    return (translate("ExportText", "Exposure for {player} (R4)").format(player=who), rows)
