"""The race to the objectives (R5) in the side panel's Race tab, and its lines on the exported
sheet: for each objective, the turns each warband's fastest model needs to bring its base
within control range (S4) round the terrain, the first (ties shown), and a word where there
is no number (no model with a known Movement, R1; no way there).

The numbers are the plan document's ``objectives`` (:meth:`app.game.planning.Planner.objectives`),
kept by the board's exposure layer (:meth:`~app.ui.board.exposure_layer.ExposureLayer.update_now`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView, QHeaderView, QLabel, QSizePolicy, QTableWidget, QTableWidgetItem,
    QVBoxLayout, QWidget,
)

from app.game.scenario_words import shown_name
from app.game.state import GameState
from app.i18n import translate


def movement_known(state: GameState, player_id: str) -> bool:
    """R1: does a model of the warband have a known Movement (the rules' geometry loaded
    when the race is first shown)?"""
    from app.game.exposure_map import movement_known as known

    return known(state, player_id)


NO_MOVEMENT = "?"
"""A warband's cell when none of its models has a known Movement (R1); the note under the
table names those warbands in words (:func:`no_movement_text`)."""


def no_movement_text(state: GameState, objectives: list[dict[str, Any]]) -> str:
    """The note naming the warbands with a ``?`` cell: no known Movement and not already
    within control range of that objective (R5: 0 turns needs none); "" when none has."""
    players = list(objectives[0]["turns"]) if objectives else []
    names = [state.player(pid).name for pid in players
             if any(row["turns"][pid] is None for row in objectives)
             and not movement_known(state, pid)]
    if not names:
        return ""
    return translate("RaceTable", "?: no model of {names} has a known Movement (R1), so no "
                                  "number; the model editor sets it.").format(
        names=", ".join(names))


def cell_text(state: GameState, player_id: str, turns: int | None) -> str:
    """One warband's cell: the turns, or why there is no number."""
    if turns is not None:
        return str(turns)
    if not movement_known(state, player_id):
        return NO_MOVEMENT
    return "\u2014"


def cell_tip(state: GameState, player_id: str, turns: int | None) -> str:
    name = state.player(player_id).name
    if turns is None and not movement_known(state, player_id):
        return translate("RaceTable", "{name}: no model has a known Movement (R1); set it in "
                                      "the model editor").format(name=name)
    if turns is None:
        return translate("RaceTable", "{name}: no way there round the terrain, or no model on "
                                      "the table or set-up zone to start from (R5)"
                         ).format(name=name)
    if turns == 0:
        return translate("RaceTable", "{name}: already within control range (R5)"
                         ).format(name=name)
    if turns == 1:  # English has no catalogue to pick a plural form from
        return translate("RaceTable", "{name}: 1 turn for its fastest model (R5)").format(
            name=name)
    return translate("RaceTable", "{name}: %n turns for its fastest model (R5)", None,
                     turns).format(name=name)


def first_text(state: GameState, first: list[str]) -> str:
    """Who is first: one name, the tied names, or nobody."""
    names = [state.player(pid).name for pid in first]
    if not names:
        return "\u2014"
    if len(names) == 1:
        return names[0]
    return translate("RaceTable", "tie: {names}").format(names=", ".join(names))


def objective_name(state: GameState, objective_id: str) -> str:
    for o in state.objectives:
        if o.id == objective_id:
            return shown_name(state.scenario, o.name) or o.id
    return objective_id


def race_lines(state: GameState, objectives: list[dict[str, Any]]) -> list[str]:
    """The race as lines for the exported sheet: ``Centre: Ann 2, Bob 3, Cy ?, Di —;
    first: Ann``, and what ``?`` and ``—`` mean; one line when no warband has a model with
    a known Movement."""
    players = list(objectives[0]["turns"]) if objectives else []
    if players and not any(movement_known(state, pid) for pid in players) \
            and all(t is None for row in objectives for t in row["turns"].values()):
        return [translate("RaceTable", "No model has a known Movement (R1): no race to show; "
                                       "the model editor sets it.")]
    out = []
    for row in objectives:
        cells = ", ".join(f"{state.player(pid).name} {cell_text(state, pid, t)}"
                          for pid, t in row["turns"].items())
        out.append(translate("RaceTable", "{objective}: {cells}; first: {first}").format(
            objective=objective_name(state, row["id"]), cells=cells,
            first=first_text(state, row["first"])))
    missing = no_movement_text(state, objectives)
    if missing:
        out.append(missing)
    if any(t is None and movement_known(state, pid)
           for row in objectives for pid, t in row["turns"].items()):
        out.append(translate("RaceTable", "\u2014: no way there round the terrain yet."))
    return out


class RaceTable(QWidget):
    """The Race tab: a heading, the table (objectives down, warbands across, then who is
    first) and a line saying what the numbers mean. ``shownChanged(bool)``: it came on
    screen or went off it (its tab in front or not)."""

    shownChanged = Signal(bool)

    def showEvent(self, event) -> None:  # noqa: ANN001, N802 (Qt name)
        super().showEvent(event)
        self.shownChanged.emit(True)

    def hideEvent(self, event) -> None:  # noqa: ANN001, N802 (Qt name)
        super().hideEvent(event)
        self.shownChanged.emit(False)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("raceTable")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        self.heading = QLabel(translate("RaceTable", "Race to the objectives (R5)"))
        font = self.heading.font()
        font.setPointSizeF(13)
        font.setBold(True)
        self.heading.setFont(font)
        layout.addWidget(self.heading)
        self.table = QTableWidget(0, 0)
        self.table.setObjectName("raceCells")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        cells = self.table.font()
        cells.setPointSizeF(12)
        self.table.setFont(cells)
        layout.addWidget(self.table, 1)
        self.meaning = translate(
            "RaceTable", "Turns each warband's fastest model needs to bring its base within "
                         "control range, going round the terrain and ignoring other models. "
                         "0: a model is already within it (no Movement needed). "
                         "\u2014: no way there yet. Bold: first (ties: all of them).")
        self.note = QLabel(self.meaning)
        self.note.setWordWrap(True)
        layout.addWidget(self.note)

    def show_race(self, state: GameState, objectives: list[dict[str, Any]]) -> None:
        """Fill the table from the plan document's ``objectives``."""
        players = [pid for pid in (objectives[0]["turns"] if objectives else [])]
        table = self.table
        table.clear()
        table.setRowCount(len(objectives))
        table.setColumnCount(len(players) + 1)
        table.setHorizontalHeaderLabels(
            [state.player(pid).name for pid in players] + [translate("RaceTable", "First")])
        table.setVerticalHeaderLabels([objective_name(state, o["id"]) for o in objectives])
        for c, pid in enumerate(players):
            header = table.horizontalHeaderItem(c)
            header.setForeground(QColor(state.player(pid).colour).darker(130))
            header.setToolTip(state.player(pid).warband)
        for r, row in enumerate(objectives):
            for c, pid in enumerate(players):
                turns = row["turns"][pid]
                item = QTableWidgetItem(cell_text(state, pid, turns))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setToolTip(cell_tip(state, pid, turns))
                if pid in row["first"]:
                    bold = QFont(table.font())
                    bold.setBold(True)
                    item.setFont(bold)
                table.setItem(r, c, item)
            first = QTableWidgetItem(first_text(state, row["first"]))
            first.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            table.setItem(r, len(players), first)
        table.resizeRowsToContents()
        table.setVisible(bool(objectives))  # no empty grid headed "First"
        note = self.meaning if objectives else translate(
            "RaceTable", "This game has no objectives to race to.")
        missing = no_movement_text(state, objectives)
        self.note.setText(f"{note}\n{missing}" if missing else note)

    def cell(self, objective: str, player: str) -> str:
        """The text of a cell, by objective name and player name (for tests and the
        reader)."""
        t = self.table
        rows = [t.verticalHeaderItem(r).text() for r in range(t.rowCount())]
        cols = [t.horizontalHeaderItem(c).text() for c in range(t.columnCount())]
        return t.item(rows.index(objective), cols.index(player)).text()


def race_section(state: GameState) -> tuple[str, list[tuple[None, str, str]]] | None:
    """The exported sheet's section for the race (R5), worked out afresh from the game
    (``None`` when it has no objectives or no players)."""
    from app.game.exposure_map import race_document

    if not state.objectives or not state.players:
        return None
    lines = race_lines(state, race_document(state))
    return (translate("RaceTable", "Race to the objectives (R5): turns needed"),
            [(None, "", line) for line in lines])
