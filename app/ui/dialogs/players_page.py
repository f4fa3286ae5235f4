"""The new-game wizard's players page: how many players, and each player's line
(:class:`~app.ui.dialogs.player_row.PlayerRow`). What is wrong with the players is the game
floor's to say (:func:`app.game.player_setup.check_players`), and so is who chooses the
scenario after a Mordheim roll of 2 or 12 (:func:`app.game.player_setup.scenario_chooser`,
M11): the page shows their sentences as they are."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWizardPage,
)

from app.game.player_setup import (
    PlayerSetup,
    Problem,
    check_players,
    default_marks,
    scenario_chooser,
)
from app.game.rosters import Roster
from app.i18n import QT_TRANSLATE_NOOP, translate

from .player_row import PlayerRow
from app.game.state import SYSTEM_NAMES

if TYPE_CHECKING:
    from .new_game_host import NewGameHost


PLAYERS_SUBTITLE = {
    "trench-crusade": QT_TRANSLATE_NOOP(
        "PlayersPage", "Name each player and enter their warband's roster (or open a saved "
                       "one). The rating defaults to the roster's total cost."),
    "mordheim": QT_TRANSLATE_NOOP(
        "PlayersPage", "Name each player, enter their warband's roster (or open a saved one) and "
                       "its warband rating from the roster sheet: Mordheim uses the rating, not the "
                       "gold crowns, for the defender (M2) and the underdog (M6)."),
}
"""English here; shown with ``translate("PlayersPage", ...)``."""


NAME_REFUSED_STYLE = "QLineEdit { border: 2px solid #D55E00; }"
"""A name box Finish waits on (Okabe-Ito vermilion; the notice says why in words)."""


class PlayersPage(QWizardPage):
    """How many players, and each player's line (:class:`PlayerRow`)."""

    def __init__(self, wizard: NewGameHost) -> None:
        super().__init__()
        self.wiz = wizard
        self.setTitle(translate("PlayersPage", "Players and warbands"))
        self.setSubTitle(translate("PlayersPage", PLAYERS_SUBTITLE["trench-crusade"]))
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(translate("PlayersPage", "Players")))
        self.count = QSpinBox()
        self.count.setObjectName("playerCount")
        top.addWidget(self.count)
        top.addStretch(1)
        layout.addLayout(top)
        self.box = QGroupBox()
        self.grid = QGridLayout(self.box)
        # the texts get the room: name, warband and roster summary stretch, the rest not
        for col, stretch in ((0, 2), (1, 3), (9, 3)):
            self.grid.setColumnStretch(col, stretch)
        for col, text in enumerate((
                translate("PlayersPage", "Name"), translate("PlayersPage", "Warband"),
                translate("PlayersPage", "Rating"), translate("PlayersPage", "Colour"),
                translate("PlayersPage", "Mark"), translate("PlayersPage", "Team"),
                "", "", "", translate("PlayersPage", "Roster"))):
            self.grid.addWidget(QLabel(f"<b>{text}</b>"), 0, col)
        layout.addWidget(self.box)
        self.notice = QLabel()
        self.notice.setObjectName("playersNotice")
        self.notice.setWordWrap(True)
        layout.addWidget(self.notice)
        layout.addStretch(1)
        self.problem = QLabel()
        self.problem.setObjectName("playersProblem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #D55E00;")
        layout.addWidget(self.problem)
        self.rows: list[PlayerRow] = []
        self.refusal = ""
        """Why Finish is disabled (two players with one name or one mark, a player without
        a name), as the notice says it; "" when the names and marks can go to the table."""
        self.count.valueChanged.connect(self._count_changed)
        self._team_size = 1
        self._system = "trench-crusade"

    def initializePage(self) -> None:
        scenario = self.wiz.configured
        assert scenario is not None
        spec = scenario.players
        system = scenario.system
        kept: list[tuple[str, str, Roster | None]] = []
        count = self.count.value() if self.rows else 0
        if self.rows and (self._team_size != spec.team_size or self.rows[0].system != system):
            # the rows are built anew for the other system or team size: the names typed
            # stay, and so do the rosters for this system (the others are said below)
            for row in self.rows[:count]:
                kept.append((row.name.text(), row.typed_warband(), row.roster))
            for row in self.rows:
                for w in (*row.widgets(), row.note):
                    w.setParent(None)
                row.setParent(None)
            self.rows = []
        self._team_size = spec.team_size
        self._system = system
        self.setSubTitle(translate(
            "PlayersPage", PLAYERS_SUBTITLE.get(system, PLAYERS_SUBTITLE["trench-crusade"])))
        self.count.blockSignals(True)
        self.count.setRange(spec.min, spec.max)
        self.count.blockSignals(False)
        self.count.setValue(max(spec.min, min(spec.max, len(self.rows) or count or spec.min)))
        self._count_changed()
        if kept:
            self._restore(kept, system)

    def _restore(self, kept: list[tuple[str, str, Roster | None]], system: str) -> None:
        """Put the names, typed warband names and the rosters that fit ``system`` back in
        the new rows; the rosters left out (another game system's) are named."""
        dropped: list[str] = []
        for row, (name, warband, roster) in zip(self.rows, kept):
            row.name.setText(name)
            if warband:
                row.warband.setText(warband)
            if roster is None or not roster.models:
                continue
            if roster.system == system:
                row.set_roster(roster)
            else:
                dropped.append(name.strip() or translate("PlayersPage", "Player {number}").format(
                    number=row.index + 1))
        dropped += [name.strip() or translate("PlayersPage", "a player") for name, _w, roster in kept[len(self.rows):]
                    if roster is not None]
        if dropped:
            other = SYSTEM_NAMES.get(system, system)
            self.problem.setText(
                "\u26a0 " + translate(
                    "PlayersPage", "The rosters of {players} were for another game system and "
                                   "were left out: enter or open their {system} rosters.").format(
                    players=", ".join(dropped), system=other))

    def _count_changed(self) -> None:
        n = self.count.value()
        while len(self.rows) < n:
            row = PlayerRow(len(self.rows), self._system, self._team_size, self.box)
            row.changed.connect(self.check)
            row.colours_in_use = lambda me=row: {
                str(r.colour.currentData()).upper() for r in self.active_rows if r is not me}
            row.hide()
            line = 2 * len(self.rows) + 1  # the row's widgets, and under them its note
            for col, w in enumerate(row.widgets()):
                self.grid.addWidget(w, line, col)
            self.grid.addWidget(row.note, line + 1, 0, 1, len(row.widgets()))
            self.rows.append(row)
        for i, row in enumerate(self.rows):
            for w in row.widgets():
                w.setVisible(i < n and (w is not row.team or self._team_size > 1))
            row.note.setVisible(i < n and bool(row.note.text()))
        self.check()

    def setups(self) -> list[PlayerSetup]:
        """The players as entered (:class:`~app.game.player_setup.PlayerSetup`)."""
        return [row.setup() for row in self.active_rows]

    def check(self) -> None:
        """Live checks while players are entered, as the game floor words them
        (:func:`~app.game.player_setup.check_players`): the marks each player will get
        (shown greyed in empty mark boxes, the same as on the table); a player without a
        name, two players with one name or one mark, or a player without models (refused:
        the name boxes concerned are marked and Finish stays disabled until it is mended,
        see :meth:`isComplete`); two with one colour (a warning); and, after a scenario roll
        of 2 or 12, who has the lowest rating and so chooses the scenario (M11)."""
        rows = self.active_rows
        setups = self.setups()
        marks = default_marks([s.name for s in setups], [s.entered_mark for s in setups])
        for row, mark in zip(rows, marks):
            row.mark.setPlaceholderText(mark)
        problems = [p for p in check_players(setups, self._system)
                    if p.kind is not Problem.NO_RATING]  # asked for at Finish
        why = dict(pair for p in problems for pair in p.names)  # the name boxes to mend
        for i, row in enumerate(self.rows):
            row.name.setStyleSheet(NAME_REFUSED_STYLE if i in why else "")
            row.name.setToolTip(why.get(i, ""))
        refused = [f"\u2717 {p.sentence}" for p in problems if p.refuses]
        lines = refused + [f"\u26a0 {p.sentence}" for p in problems if not p.refuses]
        roll = self.wiz.lowest_chooses
        chooser = scenario_chooser(setups)
        if roll is not None and chooser is not None:
            lines.append(translate(
                "PlayersPage", "{chooser} Go Back to change the scenario if they want "
                               "another.").format(chooser=chooser.sentence(roll.total)))
        self.notice.setText("\n".join(lines))
        refusal = "\n".join(refused)
        if refusal != self.refusal:
            self.refusal = refusal
            self.completeChanged.emit()

    def isComplete(self) -> bool:
        """Finish waits until every player has a name of their own, a mark of their own and
        a roster with models (the notice under the players says which is missing)."""
        return not self.refusal and super().isComplete()

    @property
    def active_rows(self) -> list[PlayerRow]:
        return self.rows[:self.count.value()]

    def validatePage(self) -> bool:
        """Finish: the players' problems as the game floor words them (those that refuse
        first), the game built, then a Mordheim warband rating still to enter (M2, M6)."""
        problems = check_players(self.setups(), self._system)
        refused = [p for p in problems if p.refuses and p.kind is not Problem.NO_RATING]
        if refused:
            self.problem.setText(refused[0].sentence)
            return False
        try:
            self.wiz.build()
        except ValueError as exc:
            text = str(exc)
            self.problem.setText(text[:1].upper() + text[1:])
            return False
        rating = next((p for p in problems if p.kind is Problem.NO_RATING), None)
        if rating is not None:
            self.problem.setText(rating.sentence)
            self.active_rows[rating.players[0]].rating.setFocus()
            return False
        self.problem.setText("")
        return True
