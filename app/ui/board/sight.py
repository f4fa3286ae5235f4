"""What the selected model sees, for the board (T3, T4): the rules' line of sight
(:mod:`app.rules.terrain`) on the judge's own footprints, so a model being dragged is asked
where it is shown. Nothing here draws; :class:`~app.ui.board.terrain_items.SightItem` does.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from app.i18n import QT_TRANSLATE_NOOP, translate
from app.rules.alliances import is_enemy
from app.rules.geometry import distance
from app.rules.judge import display_name
from app.rules.sight import Sight, closest_seen, seen_models, sight_region
from app.game.terrain import piece_name
from app.phrases import shown

FINAL_WORD = QT_TRANSLATE_NOOP("BoardSight", "a guide: the table has the final word on sight (T4)")
"""The sentence that goes with every sight shown (T4), translated where shown."""

GONE = frozenset({"out_of_action", "fled"})


@dataclass
class SightReport:
    """T4 for one model: ``sees`` the ids of the models it sees, ``enemies`` those of them
    that are enemies, ``closest`` the closest enemy seen (M7) or ``None``, ``blocked`` for each
    model it does not see the piece in the way, ``region`` the part of the table it sees."""

    model: str
    sees: list[str] = field(default_factory=list)
    enemies: list[str] = field(default_factory=list)
    closest: str | None = None
    blocked: dict[str, str] = field(default_factory=dict)
    region: object = None
    """A Shapely polygon (or ``None`` when not asked for)."""


class SightCache:
    """Builds :class:`~app.rules.sight.Sight` once per set of pieces (the pieces' geometry,
    kind and height), so a drag asks only the pairs again."""

    def __init__(self) -> None:
        self._key: tuple | None = None
        self._sight: Sight | None = None
        self._regions: dict[tuple, object] = {}

    def sight(self, pieces) -> Sight:  # noqa: ANN001 - list[TerrainPiece]
        key = tuple((p.id, p.geometry_key(), p.kind, p.height_in) for p in pieces)
        if key != self._key or self._sight is None:
            self._key = key
            self._sight = Sight(pieces)
            self._regions = {}
        return self._sight

    def region(self, viewer, sight: Sight, table):  # noqa: ANN001, ANN201
        """The viewer's sight region, kept for the last few spots asked."""
        k = (viewer.shape, round(viewer.x, 4), round(viewer.y, 4), viewer.a, viewer.b,
             viewer.ux, viewer.uy)
        got = self._regions.get(k)
        if got is None:
            if len(self._regions) > 64:
                self._regions.clear()
            got = self._regions[k] = sight_region(viewer, sight, table)
        return got


def name_of(state, model_id: str) -> str:  # noqa: ANN001 - GameState
    m = state.model(model_id)
    return display_name(m.name, m.label, state.player(m.player).warband)


def short_name(state, model_id: str) -> str:  # noqa: ANN001 - GameState
    """A seen model in a list: its label (or name) and warband, "Blk1 (Skaven)"."""
    m = state.model(model_id)
    return f"{m.label or m.name} ({state.player(m.player).warband})"


def report(controller, model_id: str, cache: SightCache, region: bool = True
           ) -> SightReport | None:  # noqa: ANN001 - GameController
    """T3/T4 for ``model_id`` against every other model on the table, or ``None`` when it is
    not on the table (no footprint)."""
    viewer = controller.footprint(model_id)
    if viewer is None:
        return None
    state = controller.state
    me = state.model(model_id)
    others = {}
    for m in state.models:
        if m.id == model_id or not m.on_table or m.status in GONE:
            continue
        fp = controller.footprint(m.id)
        if fp is not None:
            others[m.id] = fp
    sight = cache.sight(state.terrain)
    lines = seen_models(viewer, others, sight)
    out = SightReport(model_id)
    enemies = {}
    for mid, fp in others.items():
        line = lines[mid]
        if line.seen:
            out.sees.append(mid)
            if is_enemy(state.alliances, me.player, state.model(mid).player):
                out.enemies.append(mid)
        else:
            out.blocked[mid] = line.blocker or ""
        if is_enemy(state.alliances, me.player, state.model(mid).player):
            enemies[mid] = fp
    out.closest = closest_seen(viewer, enemies, lines)
    if region:
        out.region = cache.region(viewer, sight, state.table)
    return out


def sentence(controller, rep: SightReport) -> str:  # noqa: ANN001 - GameController
    """The status bar's words: whom it sees, the enemies seen and the closest (T4, M7)."""
    state = controller.state
    who = name_of(state, rep.model)
    final = translate("BoardSight", FINAL_WORD)
    if not rep.enemies:
        if rep.sees:
            text = translate("BoardSight", "Sight: {model} sees no enemy ({count} friendly "
                             "models)").format(model=who, count=len(rep.sees))
        else:
            text = translate("BoardSight", "Sight: {model} sees no enemy").format(model=who)
        return f"{text}; {final}"
    # short enough for the status bar of a 1366 px window: up to three names, else the count
    # (the models seen are ringed on the board, the closest twice)
    count = (translate("BoardSight", "1 enemy") if len(rep.enemies) == 1
             else translate("BoardSight", "{n} enemies").format(n=len(rep.enemies)))
    if len(rep.enemies) <= 3:
        text = translate("BoardSight", "Sight: {model} sees {count}: {names}").format(
            model=who, count=count, names=", ".join(short_name(state, m) for m in rep.enemies))
    else:
        text = translate("BoardSight", "Sight: {model} sees {count} (ringed)").format(
            model=who, count=count)
    if rep.closest is not None:
        d = distance(controller.footprint(rep.model), controller.footprint(rep.closest))
        text += translate("BoardSight", "; closest {model} ({gap:.2f} in, M7)").format(
            model=short_name(state, rep.closest), gap=d)
    return f"{text}; {final}"


def between(controller, cache: SightCache, a, b) -> tuple[bool, str | None]:  # noqa: ANN001
    """T3 between two footprints (the measure tool's two ends): seen, and the name of the
    piece in the way when not. ``(True, None)`` on a table without pieces that block."""
    state = controller.state
    sight = cache.sight(state.terrain)
    if not sight.pieces:
        return True, None
    line = sight.between(a, b)  # a ruler's end off any base is a point (radius 0)
    if line.seen:
        return True, None
    try:
        piece = state.piece(line.blocker)
        return False, shown(piece_name(piece))
    except KeyError:
        return False, line.blocker
