"""One player's line on the new-game wizard's players page: name, warband, rating, colour,
mark, team, and the roster (entered in the roster editor, opened from a saved file or
imported from another tool)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from app.game.limits import MARK_MAX, NAME_MAX
from app.game.player_setup import OKABE_ITO, PlayerSetup
from app.game.roster_import import FILE_FILTERS, import_roster
from app.game.rosters import Roster, RosterFileError, load_roster
from app.i18n import QT_TRANSLATE_NOOP, translate

from .roster_editor import RosterEditor, remember_roster_folder, roster_folder


def _swatch(colour: str) -> QIcon:
    pix = QPixmap(16, 16)
    pix.fill(QColor(colour))
    return QIcon(pix)


MORDHEIM_RATING_TIP = QT_TRANSLATE_NOOP(
    "PlayerSetupRow",
    "The warband rating from the warband's roster sheet (its experience, plus 5 for each "
    "warband member and 20 for each large creature). Mordheim uses it to pick the defender "
    "(M2) and the underdog (M6); it is not the warband's value in gold crowns.")
"""English here; shown with ``translate("PlayerSetupRow", ...)``."""


COLOUR_WORDS = (QT_TRANSLATE_NOOP("PlayerSetupRow", "Blue"),
                QT_TRANSLATE_NOOP("PlayerSetupRow", "Orange"),
                QT_TRANSLATE_NOOP("PlayerSetupRow", "Bluish green"),
                QT_TRANSLATE_NOOP("PlayerSetupRow", "Vermillion"),
                QT_TRANSLATE_NOOP("PlayerSetupRow", "Sky blue"),
                QT_TRANSLATE_NOOP("PlayerSetupRow", "Reddish purple"),
                QT_TRANSLATE_NOOP("PlayerSetupRow", "Yellow"),
                QT_TRANSLATE_NOOP("PlayerSetupRow", "Black"))
"""The palette's colour names (:data:`OKABE_ITO`'s), for lupdate; shown translated."""


class PlayerRow(QWidget):
    """One player's line: name, warband, rating, colour, mark, team, roster."""

    changed = Signal()

    def __init__(self, index: int, system: str, team_size: int, parent: QWidget) -> None:
        super().__init__(parent)
        self.index = index
        self.system = system
        self.roster: Roster | None = None
        self._warband_from_roster = ""
        """The warband name the row took from its roster ("" when none or typed)."""
        self.rating_auto = True
        self.editor: RosterEditor | None = None
        self.name = QLineEdit(translate("PlayerSetupRow", "Player {number}").format(number=index + 1))
        self.name.setObjectName(f"playerName{index}")
        self.name.setMaxLength(NAME_MAX)
        self.warband = QLineEdit()
        self.warband.setMaxLength(NAME_MAX)
        self.warband.setPlaceholderText(translate("PlayerSetupRow", "Warband name"))
        self.warband.setMinimumWidth(140)
        self.warband.textChanged.connect(self._warband_typed)
        self.name.setMinimumWidth(90)
        self.rating = QSpinBox()
        self.rating.setRange(0, 100000)
        if system == "mordheim":  # M2, M6 use the warband rating, which no roster carries
            self.rating_auto = False
            self.rating.setSpecialValueText(translate("PlayerSetupRow", "enter"))
            self.rating.setToolTip(translate("PlayerSetupRow", MORDHEIM_RATING_TIP))
        else:
            self.rating.setToolTip(translate("PlayerSetupRow", "Warband rating; by default the roster's total cost"))
        self.rating.valueChanged.connect(self._rating_edited)
        self.colour = QComboBox()
        for name, hexcode in OKABE_ITO:
            self.colour.addItem(_swatch(hexcode), translate("PlayerSetupRow", name), hexcode)
        self.colour.setCurrentIndex(index % len(OKABE_ITO))
        self.colours_in_use: Callable[[], set[str]] = set
        """The colours (``#RRGGBB``) the other players have; set by the players page."""
        self.mark = QLineEdit()
        self.mark.setMaxLength(MARK_MAX)
        self.mark.setFixedWidth(40)
        self.mark.setObjectName(f"playerMark{index}")
        self.mark.setToolTip(translate(
            "PlayerSetupRow", "A letter drawn on the bases, so colour is never the only cue; "
                         "left empty, the letter shown greyed is used"))
        self.team = QComboBox()
        for t in range(8):
            self.team.addItem(translate("PlayerSetupRow", "Team {number}").format(number=t + 1), t)
        self.team.setCurrentIndex(index // max(1, team_size))
        self.team.setVisible(team_size > 1)
        self.roster_button = QPushButton(translate("PlayerSetupRow", "Roster…"))
        self.roster_button.setObjectName(f"roster{index}")
        self.roster_button.clicked.connect(lambda: self.edit_roster())
        self.load_button = QPushButton(translate("PlayerSetupRow", "Open…"))
        self.load_button.setToolTip(translate("PlayerSetupRow", "Use a saved roster file"))
        self.load_button.clicked.connect(self.open_roster_dialog)
        self.import_button = QPushButton(translate("PlayerSetupRow", "Import…"))
        self.import_button.setObjectName(f"import{index}")
        self.import_button.setToolTip(translate(
            "PlayerSetupRow", "Import a roster from BattleScribe or New Recruit (.ros, "
                         ".rosz, .json) or a Trench Companion warband (.json); "
                         "the roster editor opens on it to check the bases"))
        self.import_button.clicked.connect(self.import_roster_dialog)
        self.summary = QLabel(translate("PlayerSetupRow", "no models"))
        self.summary.setMinimumWidth(150)
        self.note = QLabel()
        """Under the row: why the last roster file Open… or Import… chose was not taken,
        and that the row keeps the roster it had ("" and hidden otherwise)."""
        self.note.setObjectName(f"rosterNote{index}")
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #D55E00;")  # Okabe-Ito vermilion, with a ✗ in words
        for signal in (self.name.textChanged, self.mark.textChanged,
                       self.colour.currentIndexChanged, self.rating.valueChanged):
            signal.connect(lambda *_: self.changed.emit())

    def _summarise(self, text: str) -> None:
        """The Roster column's text, whole in its tooltip too."""
        self.summary.setText(text)
        self.summary.setToolTip(text)

    def _warband_typed(self, text: str) -> None:
        """The whole warband name in the tooltip."""
        self.warband.setToolTip(text)

    def widgets(self) -> list[QWidget]:
        return [self.name, self.warband, self.rating, self.colour, self.mark, self.team,
                self.roster_button, self.load_button, self.import_button, self.summary]

    def typed_warband(self) -> str:
        """The warband name typed in the row (``""`` when none, or it is the roster's)."""
        typed = self.warband.text().strip()
        return "" if typed == self._warband_from_roster else typed

    def _rating_edited(self) -> None:
        if not getattr(self, "_setting_rating", False):
            self.rating_auto = False

    def _refused(self, exc: RosterFileError, verb: str) -> str:
        """Say under the row that the file ``exc`` names was not taken (``verb``: "opened",
        "imported") and why, and that the row keeps what it had: its roster and summary are
        left as they were. Returns the whole problem (file, field, why)."""
        why = str(exc)
        prefix = f"{exc.path}: "
        if why.startswith(prefix):
            why = why[len(prefix):]
        name = Path(exc.path).name or exc.path
        who = self.name.text().strip() or translate("PlayerSetupRow", "Player {number}").format(
            number=self.index + 1)
        if self.roster is not None and self.roster.models:
            kept = translate("PlayerSetupRow", "{player} keeps {roster} ({summary}).").format(
                player=who, summary=self.summary.text(),
                roster=self.roster.warband or self.roster.name or translate("PlayerSetupRow", "the roster"))
        else:
            kept = translate("PlayerSetupRow", "{player} has no roster yet.").format(player=who)
        if verb == "imported":
            said = translate("PlayerSetupRow", "{file} was not imported: {why}. {kept}")
        else:
            said = translate("PlayerSetupRow", "{file} was not opened: {why}. {kept}")
        self.note.setText("\u2717 " + said.format(file=name, why=why.rstrip("."), kept=kept))
        self.note.setToolTip(str(exc))
        self.note.setVisible(True)
        return str(exc)

    def _clear_note(self) -> None:
        self.note.setText("")
        self.note.setToolTip("")
        self.note.setVisible(False)

    def set_roster(self, roster: Roster) -> None:
        """Use ``roster`` for this player: its warband name (if none entered) and, unless the
        rating was typed in, its total cost as the rating."""
        self.roster = roster
        self._clear_note()
        # the roster's warband name, unless the player typed one in this row: a name that
        # came from the roster before follows the roster now (one imported over it)
        shown = self.warband.text().strip()
        if not shown or shown == self._warband_from_roster:
            self.warband.setText(roster.warband or roster.name)
            self.warband.setCursorPosition(0)  # a long name shows its start
            self._warband_from_roster = self.warband.text().strip()
        # the roster's own colour, only while this player still has its default colour and
        # no other player has taken it (the same roster for several players keeps them apart)
        index = self.colour.findData(roster.colour.upper())
        default = self.index % len(OKABE_ITO)
        if (index >= 0 and roster.colour.upper() != "#0072B2"
                and self.colour.currentIndex() == default
                and roster.colour.upper() not in self.colours_in_use()):
            self.colour.setCurrentIndex(index)
        if roster.mark and not self.mark.text().strip():
            self.mark.setText(roster.mark)
        if self.rating_auto:
            self._setting_rating = True
            self.rating.setValue(min(roster.total_cost, self.rating.maximum()))
            self._setting_rating = False
        elif self.system == "mordheim" and roster.rating and self.rating.value() in (
                0, getattr(self, "_roster_rating", None)):
            # an imported Warband Rating (M2, M6), unless another was typed in already
            self._setting_rating = True
            self.rating.setValue(min(roster.rating, self.rating.maximum()))
            self._setting_rating = False
            self._roster_rating = self.rating.value()
        other = "" if roster.system == self.system else (
            " \u26a0 " + translate("PlayerSetupRow", "a {system} roster").format(
                system=roster.system.replace("-", " ").title()))
        away = sum(e.count for e in roster.models if not e.placed)
        on_table = roster.model_count - away
        placed = (translate("PlayerSetupRow", "{count} model") if on_table == 1
                  else translate("PlayerSetupRow", "{count} models")).format(count=on_table) + (
            translate("PlayerSetupRow", " (+{away} not placed)").format(away=away) if away else "")
        self._summarise(translate("PlayerSetupRow", "{models}, cost {cost}").format(
            models=placed, cost=roster.total_cost) + other)
        self.changed.emit()

    def edit_roster(self, roster: Roster | None = None, source: str = "") -> RosterEditor:
        """Open the roster editor (window-modal, not blocking) on ``roster`` (by default the
        player's); OK takes its roster."""
        self.editor = RosterEditor(roster or self.roster, self.system, self.window())
        if roster is not None:
            self.editor.imported.setText(self.editor.imported.text() or
                                         translate("PlayerSetupRow", "Imported from {source}").format(source=source))
            if roster.system != self.system:
                self.editor.problem.setText(
                    "\u26a0 " + translate(
                        "PlayerSetupRow", "This is a {roster_system} roster; the game is "
                                     "{game_system}.").format(
                        roster_system=roster.system.replace("-", " ").title(),
                        game_system=self.system.replace("-", " ").title()))
        if self.roster is None and self.warband.text():
            self.editor.warband_edit.setText(self.warband.text())
        # a roster saved from here remembers the warband's colour and mark
        self.editor.set_look(self.colour.currentData(), self.mark.text().strip().upper())
        self.editor.accepted.connect(lambda: self.set_roster(self.editor.roster()))
        self.editor.open()
        return self.editor

    def open_roster(self, path: str) -> str:
        """Use a roster file; returns "" or the problem with the file (said under the row,
        which keeps the roster it had: see :meth:`_refused`)."""
        try:
            self.set_roster(load_roster(path))
        except RosterFileError as exc:
            return self._refused(exc, "opened")
        return ""

    def import_roster(self, path: str) -> str:
        """Import a roster from another tool and open the roster editor on it (guesses
        highlighted; OK takes it). Returns "" or the problem with the file (said under the
        row, which keeps the roster it had)."""
        try:
            roster = import_roster(path)
        except RosterFileError as exc:
            return self._refused(exc, "imported")
        self._clear_note()
        self.edit_roster(roster, source=path)
        return ""

    def import_roster_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("PlayerSetupRow", "Import roster"), roster_folder(),
                                              ";;".join(FILE_FILTERS))
        if path:
            remember_roster_folder(path)
            self.import_roster(path)

    def open_roster_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("PlayerSetupRow", "Open roster"), roster_folder(),
                                              translate("PlayerSetupRow", "Table Marshal rosters (*.json)"))
        if path:
            remember_roster_folder(path)
            self.open_roster(path)

    def setup(self) -> PlayerSetup:
        return PlayerSetup(
            name=self.name.text().strip(), warband=self.warband.text().strip(),
            rating=self.rating.value(), colour=self.colour.currentData(),
            mark=self.mark.text().strip(), roster=self.roster,
            team=self.team.currentData() if self.team.isVisible() else None)
