"""Games with many players for the panel-fit tests: a four-player Trench Crusade Alliance &
Betrayal, a four-player Mordheim Treasure Hunt and an eight-player The Looters, set up
legally by the game's own commands and saved to a file the test opens from File ▸ Open.

Names and warbands are long on purpose (a real club's), so a panel that only fits short
names shows it."""

from __future__ import annotations

from pathlib import Path

from PySide6 import QtWidgets
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QAbstractButton, QScrollArea, QWidget

from app.game.newgame import (
    DropCounter,
    PlaceCounter,
    PlaceModel,
    PlayerSetup,
    current_step,
    legal_counter_spot,
    new_game,
    next_counter_placer,
    placement_verdict,
    start_command,
    step_command,
)
from app.game.commands import ChooseSegment
from app.game.rosters import Roster, RosterEntry
from app.game.saves import save_game
from app.game.scenarios import bundled_scenarios
from app.rules.bases import Base
from app.rules.rng import GameRng

CLUB = [("Annabelle", "Heretic Legion"), ("Bartholomew", "Trench Pilgrims"),
        ("Cyrille", "Iron Sultanate"), ("Dietrich", "New Antioch"),
        ("Evangeline", "Court of the Seven-Headed Serpent"), ("Friedrich", "Black Grail"),
        ("Gwendolyn", "Cult of the Black Grail"), ("Hieronymus", "Sultanate Assassins")]

SIZES = ((1366, 768), (1920, 1080))


def club_roster(warband: str) -> Roster:
    return Roster(warband, warband=warband, models=[
        RosterEntry("Officer", Base.round(32), "", 1, 40),
        RosterEntry("Trooper", Base.round(25), "squad", 3, 15)])


def _candidates(state, player_id: str):
    """Spots to try for a model: along the player's segment (M4), else the whole table."""
    table = state.table
    segment = state.player(player_id).segment
    if segment:
        (x0, y0), (x1, y1) = table.segments()[segment].start, table.segments()[segment].end
        for depth in (1.5, 3.5):
            for k in range(1, 40):
                t = k * 1.5
                if y0 == y1:  # along a long edge
                    x = min(x0, x1) + t
                    if x < max(x0, x1):
                        yield x, (depth if y0 == 0 else table.depth_in - depth)
                else:
                    y = min(y0, y1) + t
                    if y < max(y0, y1):
                        yield (depth if x0 == 0 else table.width_in - depth), y
    x = 1.5
    while x < table.width_in:
        y = 1.5
        while y < table.depth_in:
            yield x, y
            y += 1.5
        x += 1.5


def _legal_spot(state, model_id: str) -> tuple[float, float]:
    player = state.model(model_id).player
    placed = [(m.x_in, m.y_in) for m in state.models if m.on_table]
    for x, y in _candidates(state, player):
        if any(abs(x - px) < 1.4 and abs(y - py) < 1.4 for px, py in placed):
            continue  # bases apart, whether or not the judge checks overlaps
        if placement_verdict(state, model_id, x, y).legal:
            return x, y
    raise AssertionError(f"no legal spot for {model_id}")


def game_in_play(scenario_id: str, players: int, seed: int = 3):
    """``scenario_id`` for ``players`` of :data:`CLUB`, set up by its steps (orders, counters
    left out or placed, segments, every model at a legal spot) and turn 1 started."""
    scenario = next(s for s in bundled_scenarios() if s.id == scenario_id)
    state = new_game(scenario, [PlayerSetup(n, warband=w, roster=club_roster(w))
                                for n, w in CLUB[:players]], rng=GameRng(seed=seed))
    while True:
        step = current_step(state)
        assert step is not None
        if step.key == "start":
            start_command(state).apply(state)
            return state
        command = step_command(state)
        if command is not None:
            command.apply(state)
        elif step.key == "segments":
            taken = {p.segment for p in state.players}
            letter = next(s for s in sorted(state.table.segments()) if s not in taken)
            ChooseSegment(step.player, letter).apply(state)
        elif step.key.startswith("counters:"):
            counter = step.key.partition(":")[2]
            plan = next(c for c in state.setup.counters if c.id == counter)
            placer = next_counter_placer(state, plan)
            spot = legal_counter_spot(state, counter, placer, step_in=1.0)
            if spot is None:
                DropCounter(counter, placer).apply(state)
            else:
                PlaceCounter(counter, placer, *spot).apply(state)
        elif step.key == "models":
            for model in state.unplaced_models():
                PlaceModel(model.id, *_legal_spot(state, model.id)).apply(state)
        else:
            raise AssertionError(f"unexpected set-up step {step.key}")


def open_from_menu(window, monkeypatch, path: Path) -> None:
    """File ▸ Open game…, the file dialog answered with ``path``."""
    monkeypatch.setattr(QtWidgets.QFileDialog, "getOpenFileName",
                        lambda *a, **k: (str(path), ""))
    action = next(a for a in window.findChildren(type(window.undo_action))
                  if a.text().replace("&", "") == "Open game…")
    action.trigger()


def saved(state, tmp_path: Path, name: str = "club.json") -> Path:
    path = tmp_path / name
    save_game(state, path)
    return path


def _scroll_area(widget: QWidget, stop: QWidget) -> QScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None and parent is not stop:
        if isinstance(parent, QScrollArea):
            return parent
        parent = parent.parentWidget()
    return None


def laid_out(window, dock) -> bool:
    """True once ``dock``'s scroll areas have caught up with their panels' layouts: each
    area at least as wide as it asks to be, and each panel as wide as its viewport or its
    own minimum (a panel is laid out in posted events after every change)."""
    areas = [dock.widget()] if isinstance(dock.widget(), QScrollArea) else []
    areas += dock.widget().findChildren(QScrollArea)
    for area in areas:
        panel = area.widget()
        if panel is None or not area.isVisibleTo(window):
            continue
        for child in panel.findChildren(QWidget):  # added to a shown layout: shown later
            parent = child.parentWidget()
            if (child.isHidden() and not child.isWindow() and parent is not None
                    and parent.isVisible()
                    and not child.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide)):
                return False
        if area.width() < area.minimumSizeHint().width():
            return False
        if panel.width() != max(area.viewport().width(), panel.minimumSizeHint().width()):
            return False
    return True


def clipped_buttons(window, dock) -> list[str]:
    """Every button shown in ``dock`` that is not wholly there for the player: narrower or
    lower than its size hint (its text cut), smaller than 12 pt (ux.md), outside the window,
    or sticking out of its scroll area's viewport sideways (the panels scroll vertically
    only, so a part cut at the side can never be reached). One line per problem."""
    problems = []
    win_rect = window.rect()
    for b in dock.widget().findChildren(QAbstractButton):
        if not b.isVisibleTo(window):
            continue
        name = f"{b.objectName() or '?'} {b.text()!r}"
        hint = b.sizeHint()
        if b.width() < hint.width() or b.height() < hint.height():
            problems.append(f"{name}: {b.width()}x{b.height()} < hint {hint.width()}x"
                            f"{hint.height()}")
        if b.font().pointSizeF() < 12:
            problems.append(f"{name}: {b.font().pointSizeF()} pt")
        area = _scroll_area(b, dock)
        if area is None:  # pinned: wholly in the dock and in the window
            r = QRect(b.mapTo(window, QPoint(0, 0)), b.size())
            if not win_rect.contains(r):
                problems.append(f"{name}: {r.getCoords()} outside the window")
            continue
        vp = area.viewport()
        vp_rect = QRect(vp.mapTo(window, QPoint(0, 0)), vp.size())
        if not win_rect.contains(vp_rect):
            problems.append(f"{name}: its scroll area {vp_rect.getCoords()} leaves the window")
        r = QRect(b.mapTo(vp, QPoint(0, 0)), b.size())
        if r.left() < 0 or r.right() >= vp.width():
            problems.append(f"{name}: x {r.left()}..{r.right()} outside the viewport's "
                            f"0..{vp.width() - 1}")
        inner = QRect(b.mapTo(area.widget(), QPoint(0, 0)), b.size())
        if not area.widget().rect().contains(inner):
            problems.append(f"{name}: outside its panel")
        if (r.top() < 0 or r.bottom() >= vp.height()) and area.verticalScrollBar().maximum() == 0:
            problems.append(f"{name}: below the viewport with nothing to scroll")
    return problems
