"""The base picker shared by the roster editor and the model editor: the standard base
sizes, custom round, oval and rectangular bases typed in millimetres (G1), and a small
widget with both (:class:`BasePicker`)."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLineEdit, QWidget

from app.i18n import QT_TRANSLATE_NOOP, translate
from app.rules.bases import Base

STANDARD_BASES: tuple[tuple[str, Base], ...] = (
    (QT_TRANSLATE_NOOP("BasePicker", "25 mm round"), Base.round(25)),
    (QT_TRANSLATE_NOOP("BasePicker", "28 mm round"), Base.round(28)),
    (QT_TRANSLATE_NOOP("BasePicker", "32 mm round"), Base.round(32)),
    (QT_TRANSLATE_NOOP("BasePicker", "40 mm round"), Base.round(40)),
    (QT_TRANSLATE_NOOP("BasePicker", "50 mm round"), Base.round(50)),
    (QT_TRANSLATE_NOOP("BasePicker", "60 mm round"), Base.round(60)),
    (QT_TRANSLATE_NOOP("BasePicker", "60x30 mm oval"), Base("oval", length_mm=60, width_mm=30)),
    (QT_TRANSLATE_NOOP("BasePicker", "60x35 mm oval"), Base("oval", length_mm=60, width_mm=35)),
    (QT_TRANSLATE_NOOP("BasePicker", "120x80 mm oval"), Base("oval", length_mm=120, width_mm=80)),
    (QT_TRANSLATE_NOOP("BasePicker", "20 mm square"), Base("rect", width_mm=20, depth_mm=20)),
    (QT_TRANSLATE_NOOP("BasePicker", "25 mm square"), Base("rect", width_mm=25, depth_mm=25)),
)
"""The base picker's standard sizes (G1: millimetres). An oval is named long axis first,
"60x30 mm oval", as the tray and the board's tooltip name it (:attr:`Base.size_label`); the
60x30 mm oval is Trench Crusade's (a Hound of the Black Grail, a Lion of Jabir)."""
CUSTOM = (QT_TRANSLATE_NOOP("BasePicker", "Custom round"),
          QT_TRANSLATE_NOOP("BasePicker", "Custom oval"),
          QT_TRANSLATE_NOOP("BasePicker", "Custom rectangle"))
"""Custom shapes; their size is typed in the Size column: ``30`` or ``70x45`` (mm).

These English names and :data:`STANDARD_BASES`' are the picker entries' keys, which the code
compares; a picker shows each in the player's language (:func:`choice_label`) with the key
as the entry's data (:func:`fill_picker`, :func:`picked`, :func:`pick`)."""


def choice_label(choice: str) -> str:
    """The picker entry ``choice`` (a key) as the player reads it."""
    return translate("BasePicker", choice)


def fill_picker(picker: QComboBox) -> None:
    """Every standard size and custom shape into ``picker``: the label shown, the key as
    the entry's data."""
    for key in [label for label, _ in STANDARD_BASES] + list(CUSTOM):
        picker.addItem(choice_label(key), key)


def picked(picker: QComboBox) -> str:
    """The key of ``picker``'s current entry ("" when none)."""
    key = picker.currentData()
    return key if isinstance(key, str) else ""


def pick(picker: QComboBox, choice: str) -> None:
    """Make the entry with key ``choice`` current."""
    picker.setCurrentIndex(picker.findData(choice))
SIZE_HINTS = {"Custom round": QT_TRANSLATE_NOOP("BasePicker", "e.g. 30"),
              "Custom oval": QT_TRANSLATE_NOOP("BasePicker", "e.g. 70x45"),
              "Custom rectangle": QT_TRANSLATE_NOOP("BasePicker", "e.g. 50x25")}
"""The size field's hint for each custom shape: a round base has one size (its diameter),
an oval or a rectangle two."""


def size_hint(choice: str) -> str:
    """The size field's placeholder for the picker entry ``choice`` ("" for a standard
    size, whose field is disabled)."""
    return translate("BasePicker", SIZE_HINTS[choice]) if choice in SIZE_HINTS else ""

from app.game.limits import BASE_MAX_MM, BASE_MIN_MM  # noqa: E402 - one source (issue 20)


def base_choice(base: Base) -> tuple[str, str]:
    """The picker entry and size text for ``base``: a standard size, or a custom one."""
    for label, std in STANDARD_BASES:
        if std == base:
            return label, ""
    if base.shape == "round":
        return CUSTOM[0], f"{base.diameter_mm:g}"
    if base.shape == "oval":
        return CUSTOM[1], f"{base.length_mm:g}x{base.width_mm:g}"
    return CUSTOM[2], f"{base.width_mm:g}x{base.depth_mm:g}"


def parse_base(choice: str, size: str) -> Base:
    """The base for a picker entry (``size`` used by custom entries: ``"30"`` or ``"70x45"``
    millimetres). ``ValueError`` with a sentence for a size that is not a number from
    :data:`BASE_MIN_MM` to :data:`BASE_MAX_MM`."""
    for label, std in STANDARD_BASES:
        if label == choice:
            return std
    example = (translate("BasePicker", SIZE_HINTS[choice]) if choice in SIZE_HINTS
               else translate("BasePicker", "e.g. 30 or 70x45"))
    text = size.strip().lower().replace("\u00d7", "x").replace(" ", "")
    if not re.fullmatch(r"[0-9]+(?:\.[0-9]+)?(?:x[0-9]+(?:\.[0-9]+)?)?(?:mm)?", text):
        raise ValueError(translate(
            "BasePicker", "{choice}: the size {size} is not a positive size; "
                          "type the size in millimetres, {example}").format(
            choice=choice_label(choice), size=repr(size.strip()), example=example))
    numbers = [float(n) for n in re.findall(r"[0-9]+(?:\.[0-9]+)?", text)]
    if choice == CUSTOM[0] and len(numbers) > 1:
        shown = text.removesuffix("mm")
        raise ValueError(translate(
            "BasePicker", "{choice}: a round base has one size; for {size} choose Custom "
                          "oval").format(choice=choice_label(choice), size=shown))
    if not numbers or any(n < BASE_MIN_MM or n > BASE_MAX_MM for n in numbers):
        raise ValueError(translate(
            "BasePicker", "{choice}: each size must be {low} to {high} "
                          "millimetres (a base smaller than a coin cannot be placed or picked "
                          "on the board); type {example}").format(
            choice=choice_label(choice), low=f"{BASE_MIN_MM:g}", high=f"{BASE_MAX_MM:g}", example=example))
    if choice == CUSTOM[0]:
        return Base.round(numbers[0])
    a, b = (numbers + numbers)[:2]
    if choice == CUSTOM[1]:
        return Base("oval", length_mm=max(a, b), width_mm=min(a, b))
    return Base("rect", width_mm=a, depth_mm=b)


class BasePicker(QWidget):
    """A picker of :data:`STANDARD_BASES` and :data:`CUSTOM` shapes with the size field a
    custom base is typed in (enabled for those only)."""

    def __init__(self, base: Base, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.picker = QComboBox()
        fill_picker(self.picker)
        self.size = QLineEdit()
        self.size.setToolTip(translate(
            "BasePicker", "A custom base's size in millimetres: 30 (round) or 70x45 "
                          "(oval, rectangle)"))
        self.picker.currentIndexChanged.connect(lambda _i: self._picked(picked(self.picker)))
        layout.addWidget(self.picker, 1)
        layout.addWidget(self.size)
        self.set_base(base)

    def set_base(self, base: Base) -> None:
        choice, size_text = base_choice(base)
        pick(self.picker, choice)
        self.size.setText(size_text)
        self._picked(choice)

    def _picked(self, choice: str) -> None:
        self.size.setEnabled(choice in CUSTOM)
        self.size.setPlaceholderText(size_hint(choice))

    def base(self) -> Base:
        """The base picked; ``ValueError`` with a sentence for a custom size that is not one."""
        return parse_base(picked(self.picker), self.size.text())
