"""The roster editor: a warband's models, one row per kind of model.

Each row: model name, short label (the few letters on the token, at most 5; left empty, it
is made from the name, e.g. "RO" for a Rat Ogre; a kind of model counted several times is
numbered from it: "Cl1", "Cl2"), unit, base (a picker of standard sizes, or a custom size),
count and cost per model. The warband's total cost is its rating. Rosters are saved and opened as
files (:mod:`app.game.rosters`, ``"format": "table-marshal/roster"``) so a warband entered
once is reused in every game.

*Import…* reads a roster from BattleScribe, New Recruit or Trench Companion
(:mod:`app.game.roster_import`); each base then says where it came from, and the bases that
are guesses (all of a Mordheim roster's, a Trench Crusade model with a choice of bases) are
highlighted until the player picks one. A Mordheim roster's imported Warband Rating is shown
and editable; once the models change it is marked as needing a check (the rating counts
experience, which the app cannot know), never silently kept or recomputed.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from app.game.labels import label_stem
from app.game.limits import ENTRY_NAME_MAX, NAME_MAX, SHORT_LABEL_MAX, UNIT_MAX
from app.game.roster_import import FILE_FILTERS, import_roster
from app.game.rosters import (
    MAX_COST,
    MAX_COUNT,
    MAX_RATING,
    Roster,
    RosterEntry,
    RosterFileError,
    load_roster,
    save_roster,
)
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.rules.bases import Base
from app.ui.settings import ROSTER_FOLDER

from .base_picker import (  # noqa: F401 - the picker's pieces, as they were imported here
    BASE_MAX_MM, BASE_MIN_MM, CUSTOM, STANDARD_BASES, base_choice, fill_picker, parse_base, pick,
    picked, size_hint,
)

def roster_folder() -> str:
    """Where the roster Open/Save dialogs start: the folder last used for a roster
    (:data:`app.ui.settings.ROSTER_FOLDER`), else the user's documents folder, else the
    home folder; never the working directory."""
    last = ROSTER_FOLDER.get()
    if last and Path(last).is_dir():
        return last
    documents = QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.DocumentsLocation)
    if documents and Path(documents).is_dir():
        return documents
    return str(Path.home())


def remember_roster_folder(path: str | Path) -> None:
    """Remember ``path``'s folder for the next roster dialog."""
    ROSTER_FOLDER.set(str(Path(path).parent))


GUESS_STYLE = "QComboBox { background-color: #F0E442; color: black; }"
"""A base that is a guess: Okabe–Ito yellow, with a tooltip saying so (never colour alone)."""
BASE_TIPS = {
    "roster": QT_TRANSLATE_NOOP("RosterEditor", "Base from the imported roster file"),
    "table": QT_TRANSLATE_NOOP("RosterEditor",
                               "Base from Table Marshal's base table (the roster gave none)"),
    "guess": QT_TRANSLATE_NOOP(
        "RosterEditor", "\u26a0 A guess: the roster gave no base and nobody knows it for sure; "
                        "pick the model's real base"),
}
"""English here, as are the tables below; shown with ``translate("RosterEditor", ...)``."""
STATUS_TEXT = {"reserved": QT_TRANSLATE_NOOP("RosterEditor", "In reserve"),
               "lost": QT_TRANSLATE_NOOP("RosterEditor", "Lost"),
               "dead": QT_TRANSLATE_NOOP("RosterEditor", "Dead")}

COLUMNS = (QT_TRANSLATE_NOOP("RosterEditor", "Model"), QT_TRANSLATE_NOOP("RosterEditor", "Label"),
           QT_TRANSLATE_NOOP("RosterEditor", "Unit"), QT_TRANSLATE_NOOP("RosterEditor", "Base"),
           QT_TRANSLATE_NOOP("RosterEditor", "Size (mm)"),
           QT_TRANSLATE_NOOP("RosterEditor", "Count"), QT_TRANSLATE_NOOP("RosterEditor", "Cost"),
           QT_TRANSLATE_NOOP("RosterEditor", "Base from"))
NAME, LABEL, UNIT, BASE, SIZE, COUNT, COST, FROM = range(8)
FROM_TEXT = {"roster": QT_TRANSLATE_NOOP("RosterEditor", "roster"),
             "table": QT_TRANSLATE_NOOP("RosterEditor", "base table"),
             "guess": QT_TRANSLATE_NOOP("RosterEditor", "\u26a0 guess")}
"""What the Base from column says for each :attr:`RosterEntry.base_source` (empty: entered
here)."""


class RosterEditor(QDialog):
    """Edit a :class:`~app.game.rosters.Roster`. Open with ``open()`` (not modal for the
    event loop); :meth:`roster` reads what is entered. ``system`` is the game system the
    roster is for."""

    def __init__(self, roster: Roster | None = None, system: str = "mordheim",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("RosterEditor", "Warband roster"))
        self.system = system
        self.path: Path | None = None
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("rosterName")
        self.name_edit.setMaxLength(NAME_MAX)
        self.warband_edit = QLineEdit()
        self.warband_edit.setPlaceholderText(translate("RosterEditor", "e.g. Skaven of Clan Eshin"))
        self.warband_edit.setMaxLength(NAME_MAX)
        form.addRow(translate("RosterEditor", "Roster name"), self.name_edit)
        form.addRow(translate("RosterEditor", "Warband"), self.warband_edit)
        self.rating_edit = QSpinBox()
        self.rating_edit.setObjectName("rosterRating")
        self.rating_edit.setRange(0, MAX_RATING)
        self.rating_edit.setSpecialValueText(translate("RosterEditor", "not given"))
        self.rating_edit.setToolTip(translate(
            "RosterEditor", "The Warband Rating from the roster sheet (experience, 5 "
                            "for each warrior, 20 for each large creature): M2, M6 use "
                            "it, not the gold crowns"))
        self.rating_note = QLabel()
        self.rating_note.setObjectName("rosterRatingNote")
        self.rating_note.setWordWrap(True)
        rating_row = QHBoxLayout()
        rating_row.addWidget(self.rating_edit)
        rating_row.addWidget(self.rating_note, 1)
        self.rating_label = QLabel(translate("RosterEditor", "Warband rating"))
        form.addRow(self.rating_label, rating_row)
        self.rating_label.setVisible(system == "mordheim")
        self.rating_edit.setVisible(system == "mordheim")
        self.rating_note.setVisible(system == "mordheim")
        self.rating_edit.valueChanged.connect(self._rating_typed)
        layout.addLayout(form)
        self.imported = QLabel()
        self.imported.setObjectName("rosterImported")
        self.imported.setWordWrap(True)
        layout.addWidget(self.imported)

        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setObjectName("rosterTable")
        self.table.setHorizontalHeaderLabels([translate("RosterEditor", c) for c in COLUMNS])
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(BASE, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(LABEL, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(LABEL, 64)  # five letters
        for col in (COUNT, COST):
            header.resizeSection(col, 80)
        self.table.horizontalHeaderItem(LABEL).setToolTip(
            translate("RosterEditor", "Short label: the few letters on the token (at most "
                                      "{count})").format(count=SHORT_LABEL_MAX))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setMinimumWidth(860)
        layout.addWidget(self.table, 1)

        row = QHBoxLayout()
        self.add_button = QPushButton(translate("RosterEditor", "Add model"))
        self.add_button.clicked.connect(lambda: self.add_entry())
        self.remove_button = QPushButton(translate("RosterEditor", "Remove model"))
        self.remove_button.clicked.connect(self.remove_selected)
        self.open_button = QPushButton(translate("RosterEditor", "Open roster…"))
        self.open_button.clicked.connect(self.open_dialog)
        self.save_button = QPushButton(translate("RosterEditor", "Save roster…"))
        self.save_button.clicked.connect(self.save_dialog)
        self.import_button = QPushButton(translate("RosterEditor", "Import…"))
        self.import_button.setToolTip(translate(
            "RosterEditor", "Read a roster from BattleScribe or New Recruit (.ros, "
                            ".rosz, .json) or a Trench Companion warband (.json)"))
        self.import_button.clicked.connect(self.import_dialog)
        for b in (self.add_button, self.remove_button, self.open_button, self.import_button,
                  self.save_button):
            row.addWidget(b)
        row.addStretch(1)
        self.total = QLabel()
        self.total.setObjectName("rosterTotal")
        # room for the longest total it can say, so a bigger number never cuts a digit off
        widest = self._total_text(MAX_COUNT * 99, MAX_RATING * 99, "")
        self.total.setMinimumWidth(self.total.fontMetrics().horizontalAdvance(widest) + 8)
        row.addWidget(self.total)
        layout.addLayout(row)
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #D55E00;")
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        self.base_problem = QLabel()
        self.base_problem.setObjectName("rosterBaseProblem")
        self.base_problem.setStyleSheet("color: #D55E00;")
        self.base_problem.setWordWrap(True)
        self.base_problem.hide()
        layout.addWidget(self.base_problem)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.set_roster(roster or Roster(name="", system=system))

    # -- rows ---------------------------------------------------------------------------------
    def set_roster(self, roster: Roster) -> None:
        self.name_edit.setText(roster.name)
        self.warband_edit.setText(roster.warband)
        self._colour, self._mark = roster.colour, roster.mark
        self._faction, self._source = roster.faction, roster.source
        self._imported_rating = roster.rating
        self._rating_for: tuple | None = None
        self.table.setRowCount(0)
        for entry in roster.models:
            self.add_entry(entry)
        self._setting_rating = True
        self.rating_edit.setValue(roster.rating or 0)
        self._setting_rating = False
        # the models the rating was given for: changing them marks it as needing a check
        self._rating_for = self._models_now() if roster.rating else None
        self.imported.setText(self._imported_text(roster))
        self.update_total()

    def _imported_text(self, roster: Roster) -> str:
        if roster.source is None or not roster.source.tool:
            return ""
        guesses = sum(1 for e in roster.models if e.base_source == "guess")
        away = sum(e.count for e in roster.models if not e.placed)
        tool = roster.source.tool + (f", {roster.faction}" if roster.faction else "")
        parts = [translate("RosterEditor", "Imported from {file} ({tool}).").format(
            file=roster.source.file, tool=tool)]
        if guesses == 1:
            parts.append("\u26a0 " + translate(
                "RosterEditor", "1 of the bases is a guess (highlighted): check it against "
                                "the model."))
        elif guesses:
            parts.append("\u26a0 " + translate(
                "RosterEditor", "{count} of the bases are guesses (highlighted): check them "
                                "against the models.").format(count=guesses))
        if away == 1:
            parts.append(translate("RosterEditor", "1 model in reserve, lost or dead is listed "
                                                   "but not put on the table."))
        elif away:
            parts.append(translate("RosterEditor", "{count} models in reserve, lost or dead are "
                                                   "listed but not put on the table.").format(
                count=away))
        unknown = list(dict.fromkeys(e.name for e in roster.models
                                     if e.placed and e.move_in is None))
        if unknown:  # R1, trial 9: the wizard's import did not say so
            parts.append(translate(
                "RosterEditor", "No Movement in the file for {names}: no reach is shown for "
                "them (R1); double-click such a model on the board to set it.").format(
                names=", ".join(unknown[:6]) + (" …" if len(unknown) > 6 else "")))
        return " ".join(parts)

    def _models_now(self) -> tuple:
        return tuple((self.cell(r, NAME).text(), self.cell(r, COUNT).value())
                     for r in range(self.table.rowCount()))

    def _rating_typed(self) -> None:
        if not getattr(self, "_setting_rating", False):
            self._rating_for = None  # the player has looked at it: their number stands
            self._update_rating_note()

    def _update_rating_note(self) -> None:
        if self.system != "mordheim":
            return
        stale = self._rating_for is not None and self._rating_for != self._models_now()
        if stale:
            self.rating_note.setText("\u26a0 " + translate(
                "RosterEditor", "The models changed since this rating was "
                                "imported ({rating}): check it against "
                                "the roster sheet and type the new rating.").format(
                rating=self._imported_rating))
            self.rating_edit.setStyleSheet("QSpinBox { background-color: #F0E442; "
                                           "color: black; }")
        else:
            imported = self._imported_rating is not None and \
                self.rating_edit.value() == self._imported_rating
            self.rating_note.setText(translate("RosterEditor", "imported with the roster") if imported else "")
            self.rating_edit.setStyleSheet("")

    def _mark_base(self, picker: QComboBox, source: str, shown: QLabel) -> None:
        """Show where the row's base came from (the Base from column and the picker's
        tooltip); a guess is highlighted."""
        picker.setProperty("baseSource", source)
        picker.setStyleSheet(GUESS_STYLE if source == "guess" else "")
        tip = translate("RosterEditor", BASE_TIPS[source]) if source in BASE_TIPS else ""
        picker.setToolTip(tip)
        shown.setText(translate("RosterEditor", FROM_TEXT[source]) if source in FROM_TEXT else "")
        shown.setToolTip(tip)

    def set_look(self, colour: str, mark: str) -> None:
        """The warband's colour (``#rrggbb``) and base mark, saved with the roster."""
        self._colour, self._mark = colour, mark[:2]

    def add_entry(self, entry: RosterEntry | None = None) -> int:
        """Add a row (a new model: 1 on a 25 mm round base); returns its index."""
        entry = entry or RosterEntry("", Base.round(25))
        r = self.table.rowCount()
        self.table.insertRow(r)
        name = QLineEdit(entry.name)
        name.setPlaceholderText(translate("RosterEditor", "Model name"))
        name.setMaxLength(ENTRY_NAME_MAX)
        label = QLineEdit(entry.label)
        label.setMaxLength(SHORT_LABEL_MAX)
        label.setToolTip(translate(
            "RosterEditor", "The short label on the token: at most {count} characters, "
                            "unique in the warband; models counted several times are numbered "
                            "(Cl1, Cl2). Left empty, it is made from the name.").format(
            count=SHORT_LABEL_MAX))
        label.setPlaceholderText(label_stem(entry.name) if entry.name else translate("RosterEditor", "auto"))
        name.textChanged.connect(
            lambda text, lab=label: lab.setPlaceholderText(label_stem(text) if text.strip()
                                                           else translate("RosterEditor", "auto")))
        unit = QLineEdit(entry.unit)
        unit.setMaxLength(UNIT_MAX)
        unit.setPlaceholderText(translate("RosterEditor", "(alone)"))
        picker = QComboBox()
        fill_picker(picker)  # the sizes in the player's language, keyed by their English
        choice, size_text = base_choice(entry.base)
        pick(picker, choice)
        size = QLineEdit(size_text)
        size.setToolTip(translate("RosterEditor", "A custom base's size in millimetres: 30 "
                                                  "(round) or 70x45 (oval, rectangle)"))
        size.setEnabled(choice in CUSTOM)
        size.setPlaceholderText(size_hint(choice))
        picker.currentIndexChanged.connect(lambda _i, p=picker, s=size: (
            s.setEnabled(picked(p) in CUSTOM), s.setPlaceholderText(size_hint(picked(p)))))
        picker.currentIndexChanged.connect(lambda _i: self.check_bases())
        size.textChanged.connect(lambda _t: self.check_bases())
        source = QLabel()
        self._mark_base(picker, entry.base_source, source)
        # a base the player picks or types is theirs: no longer the roster's, nor a guess
        picker.currentTextChanged.connect(
            lambda _t, p=picker, s=source: self._mark_base(p, "", s))
        size.textEdited.connect(lambda _t, p=picker, s=source: self._mark_base(p, "", s))
        name.setProperty("glory", entry.glory)
        name.setProperty("status", entry.status)
        # R1: the roster's Movement and profile go back into the roster as they came
        name.setProperty("moveIn", entry.move_in)
        name.setProperty("moveType", entry.move_type)
        name.setProperty("profile", list(entry.profile.items()))
        if entry.status:
            name.setStyleSheet("QLineEdit { color: #6b6b6b; font-style: italic; }")
            status = (translate("RosterEditor", STATUS_TEXT[entry.status])
                      if entry.status in STATUS_TEXT else entry.status.capitalize())
            name.setToolTip(translate("RosterEditor", "{status}: listed in the warband, not put "
                                                      "on the table").format(status=status))
        count = QSpinBox()
        count.setRange(1, MAX_COUNT)
        count.setValue(entry.count)
        count.setToolTip(translate("RosterEditor", "How many of this model (1 to {most})").format(
            most=MAX_COUNT))
        cost = QSpinBox()
        cost.setRange(0, MAX_COST)
        cost.setToolTip(translate("RosterEditor", "Cost of one model (0 to {most})").format(
            most=MAX_COST))
        cost.setValue(entry.cost)
        count.valueChanged.connect(self.update_total)
        cost.valueChanged.connect(self.update_total)
        for col, widget in ((NAME, name), (LABEL, label), (UNIT, unit), (BASE, picker),
                            (SIZE, size), (COUNT, count), (COST, cost), (FROM, source)):
            self.table.setCellWidget(r, col, widget)
        self.update_total()
        return r

    def cell(self, row: int, column: int) -> QWidget:
        return self.table.cellWidget(row, column)

    def remove_selected(self) -> None:
        rows = sorted({i.row() for i in self.table.selectedIndexes()}, reverse=True)
        if not rows and self.table.rowCount():
            rows = [self.table.rowCount() - 1]
        for r in rows:
            self.table.removeRow(r)
        self.update_total()

    @staticmethod
    def _total_text(models: int, cost: int, system: str) -> str:
        """The total under the table; Mordheim's rating is the warband rating, not its cost
        in gold crowns (M2, M6)."""
        if system == "mordheim":
            text = (translate("RosterEditor", "1 model · total cost {cost}") if models == 1
                    else translate("RosterEditor", "{count} models · total cost {cost}"))
        else:
            text = (translate("RosterEditor", "1 model · total cost (rating) {cost}")
                    if models == 1 else
                    translate("RosterEditor", "{count} models · total cost (rating) {cost}"))
        text = text.format(count=models, cost=cost)
        if cost > MAX_RATING:
            text += " \u26a0 " + translate("RosterEditor", "more than {most}").format(
                most=MAX_RATING)
        return text

    def update_total(self) -> None:
        models = cost = 0
        for r in range(self.table.rowCount()):
            n = self.cell(r, COUNT).value()
            models += n
            cost += n * self.cell(r, COST).value()
        self._update_rating_note()
        # Mordheim's rating is the warband rating, not its cost in gold crowns (M2, M6)
        self.total.setText(self._total_text(models, cost, self.system))
        self.check_bases()

    def check_bases(self) -> None:
        """A custom base's size as typed (G1): the first one that is not a size is said in
        one sentence under the table, its size box is marked, and OK waits until it is
        mended ("70x45" for a round base: a round base has one size)."""
        if not hasattr(self, "ok_button"):
            return  # rows added while the dialog is built
        first = ""
        for r in range(self.table.rowCount()):
            picker, size = self.cell(r, BASE), self.cell(r, SIZE)
            why = ""
            if picked(picker) in CUSTOM:
                try:
                    parse_base(picked(picker), size.text())
                except ValueError as exc:
                    why = str(exc)
            size.setStyleSheet("QLineEdit { border: 2px solid #D55E00; }" if why else "")
            size.setToolTip(why or translate("RosterEditor", "A custom base's size in "
                                                             "millimetres: 30 (round) or 70x45 "
                                                             "(oval, rectangle)"))
            if why and not first:
                name = self.cell(r, NAME).text().strip()
                first = "\u2717 " + (translate("RosterEditor", "Row {row} ({name}): {why}") if name
                                      else translate("RosterEditor", "Row {row}: {why}")).format(
                    row=r + 1, name=name, why=why)
        self.base_problem.setText(first)
        self.base_problem.setVisible(bool(first))
        self.ok_button.setEnabled(not first)
        self.ok_button.setToolTip(translate("RosterEditor", "Mend the base size said above first")
                                  if first else "")

    # -- reading --------------------------------------------------------------------------------
    def roster(self) -> Roster:
        """The roster as entered; ``ValueError`` with a sentence naming the row if a model
        has no name or a custom base has no size."""
        entries = []
        labels: dict[str, int] = {}
        for r in range(self.table.rowCount()):
            name = self.cell(r, NAME).text().strip()
            if not name:
                raise ValueError(translate("RosterEditor", "row {row}: the model needs a name").format(
                    row=r + 1))
            try:
                base = parse_base(picked(self.cell(r, BASE)), self.cell(r, SIZE).text())
            except ValueError as exc:
                raise ValueError(f"row {r + 1} ({name}): {exc}") from None
            label = self.cell(r, LABEL).text().strip()
            if label and not label.isprintable():
                raise ValueError(translate(
                    "RosterEditor", "row {row} ({name}): a short label is plain letters, "
                                    "digits or signs").format(row=r + 1, name=name))
            if label.casefold() in labels:
                raise ValueError(translate(
                    "RosterEditor", "row {row} ({name}): the short label {label} is row "
                                    "{other}'s already; each kind of model needs its own").format(
                    row=r + 1, name=name, label=label, other=labels[label.casefold()] + 1))
            if label:
                labels[label.casefold()] = r
            extra = self.cell(r, NAME)
            entries.append(RosterEntry(name, base, self.cell(r, UNIT).text().strip(),
                                       self.cell(r, COUNT).value(), self.cell(r, COST).value(),
                                       label, self.cell(r, BASE).property("baseSource") or "",
                                       int(extra.property("glory") or 0),
                                       extra.property("status") or "",
                                       _movement(extra.property("moveIn")),
                                       extra.property("moveType") or "",
                                       dict(extra.property("profile") or ())))
        total = sum(e.count * e.cost for e in entries)
        if total > MAX_RATING:
            raise ValueError(translate(
                "RosterEditor", "the warband costs {total} in all; a roster may cost at most "
                                "{most} (lower a count or a cost)").format(
                total=total, most=MAX_RATING))
        name = self.name_edit.text().strip() or self.warband_edit.text().strip() or "Warband"
        if self.system == "mordheim":
            rating = self.rating_edit.value() or None
        else:  # Trench Crusade's rating is the ducat total
            rating = total if self._imported_rating is not None else None
        return Roster(name=name, system=self.system, warband=self.warband_edit.text().strip(),
                      colour=self._colour, mark=self._mark, models=entries,
                      faction=self._faction, rating=rating, source=self._source)

    def accept(self) -> None:
        try:
            self.roster()
        except ValueError as exc:
            self.problem.setText(str(exc)[:1].upper() + str(exc)[1:])
            return
        super().accept()

    # -- files ---------------------------------------------------------------------------------
    def load(self, path: str | Path) -> bool:
        """Open a roster file into the editor; a bad file is reported and nothing changes."""
        try:
            roster = load_roster(path)
        except RosterFileError as exc:
            self.problem.setText(str(exc))
            return False
        self.set_roster(roster)
        self.path = Path(path)
        self.problem.setText("")
        return True

    def save(self, path: str | Path) -> bool:
        """Save what is entered as a roster file; problems are reported, nothing written."""
        try:
            save_roster(self.roster(), path)
        except (ValueError, RosterFileError) as exc:
            self.problem.setText(str(exc))
            return False
        self.path = Path(path)
        self.problem.setText(translate("RosterEditor", "Saved {file}").format(file=Path(path).name))
        return True

    def import_file(self, path: str | Path) -> bool:
        """Import a roster from another tool (or a roster file) into the editor; a file that
        cannot be imported is reported in one sentence and nothing changes."""
        try:
            roster = import_roster(path)
        except RosterFileError as exc:
            self.problem.setText(str(exc))
            return False
        self.set_roster(roster)
        self.path = None  # not a Table Marshal roster file yet: Save roster… makes one
        other = "" if roster.system == self.system else (
            "\u26a0 " + translate("RosterEditor", "This is a {roster_system} roster; the game "
                                                 "is {game_system}.").format(
                roster_system=roster.system.replace("-", " ").title(),
                game_system=self.system.replace("-", " ").title()))
        self.problem.setText(other)
        return True

    def import_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("RosterEditor", "Import roster"), roster_folder(),
                                              ";;".join(FILE_FILTERS))
        if path:
            remember_roster_folder(path)
            self.import_file(path)

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("RosterEditor", "Open roster"), roster_folder(),
                                              translate("RosterEditor", "Table Marshal rosters (*.json)"))
        if path:
            remember_roster_folder(path)
            self.load(path)

    def save_dialog(self) -> None:
        from app.ui.file_menu import safe_file_name

        name = f"{safe_file_name(self.name_edit.text().strip() or 'warband')}.json"
        path, _ = QFileDialog.getSaveFileName(self, translate("RosterEditor", "Save roster"),
                                              str(Path(roster_folder()) / name),
                                              "Table Marshal rosters (*.json)")
        if path:
            remember_roster_folder(path)
            if not self.save(path):
                QMessageBox.warning(self, translate("RosterEditor", "Cannot save roster"), self.problem.text())


def _movement(value: object) -> float | None:
    """A row's Movement (R1) as it was kept on the row: inches, or ``None`` when unknown."""
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) \
        else None
