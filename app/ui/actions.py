"""The app's actions, each declared once with its text and standard shortcut."""

from __future__ import annotations

from enum import Enum

from PySide6.QtGui import QKeySequence

from app.i18n import QT_TRANSLATE_NOOP, translate

SK = QKeySequence.StandardKey


def plain_text(text: str) -> str:
    """An action's text as the player reads it in a sentence: no '&', no trailing '…'."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip(".\u2026 ")


class ActionId(Enum):
    """(text, shortcuts, status tip). Standard keys where Qt has one. The texts are marked
    for lupdate and translated when read (:attr:`text`, :attr:`tip`)."""

    NEW_GAME = (QT_TRANSLATE_NOOP("Actions", "&New game…"), [SK.New], QT_TRANSLATE_NOOP("Actions", "Set up a new game from a scenario and the warbands"))
    OPEN = (QT_TRANSLATE_NOOP("Actions", "&Open game…"), [SK.Open], QT_TRANSLATE_NOOP("Actions", "Open a saved game"))
    IMPORT_ROSTER = (QT_TRANSLATE_NOOP("Actions", "&Import roster…"), ["Ctrl+I"],
                     QT_TRANSLATE_NOOP("Actions", "Put a warband's models from a BattleScribe, New Recruit or Trench "
                     "Companion roster in a player's set-up tray (or drop the file on the "
                     "window)"))
    OPEN_DEMO = (QT_TRANSLATE_NOOP("Actions", "&Card skirmish (Trench Crusade)"), [],
                 QT_TRANSLATE_NOOP("Actions", "The default game: a new three-warband skirmish on a 4'x6' table, driven by "
                 "Initiative cards"))
    OPEN_MORDHEIM_DEMO = (QT_TRANSLATE_NOOP("Actions", "&Mordheim Treasure Hunt"), [],
                          QT_TRANSLATE_NOOP("Actions", "A new three-warband Mordheim Treasure Hunt: D6 order of play, "
                          "clockwise turns"))
    SAVE = (QT_TRANSLATE_NOOP("Actions", "&Save"), [SK.Save, "Ctrl+S"], QT_TRANSLATE_NOOP("Actions", "Save the game"))
    SAVE_AS = (QT_TRANSLATE_NOOP("Actions", "Save &as…"), [SK.SaveAs, "Ctrl+Shift+S"], QT_TRANSLATE_NOOP("Actions", "Save the game to a new file"))
    EXPORT = (QT_TRANSLATE_NOOP("Actions", "&Export board…"), ["Ctrl+E"], QT_TRANSLATE_NOOP("Actions", "Export the board as a PDF or PNG picture"))
    PRINT_PLAN = (QT_TRANSLATE_NOOP("Actions", "&Print plan at 1:1…"), [SK.Print, "Ctrl+P"],
                  QT_TRANSLATE_NOOP("Actions", "Tile the table onto A4 or Letter pages at true scale, as a PDF to print"))
    # Qt's standard Quit key is empty on some platforms (Windows): Ctrl+Q everywhere
    QUIT = (QT_TRANSLATE_NOOP("Actions", "&Quit"), [SK.Quit, "Ctrl+Q"], QT_TRANSLATE_NOOP("Actions", "Quit Table Marshal"))
    DELETE_MODEL = (QT_TRANSLATE_NOOP("Actions", "&Delete model"), [SK.Delete],
                    QT_TRANSLATE_NOOP("Actions", "Take the selected models off the table (during set-up: back to the tray)"))
    EDIT_MODEL = (QT_TRANSLATE_NOOP("Actions", "Edit &model…"), ["F2"],
                  QT_TRANSLATE_NOOP("Actions", "Change the selected model's name, short label, unit, base, facing or status"))
    FIT = (QT_TRANSLATE_NOOP("Actions", "&Fit table to window"), ["F"], QT_TRANSLATE_NOOP("Actions", "Show the whole table"))
    ZOOM_IN = (QT_TRANSLATE_NOOP("Actions", "Zoom &in"), [SK.ZoomIn, "Ctrl+="], QT_TRANSLATE_NOOP("Actions", "Zoom in"))
    ZOOM_OUT = (QT_TRANSLATE_NOOP("Actions", "Zoom &out"), [SK.ZoomOut, "Ctrl+-"], QT_TRANSLATE_NOOP("Actions", "Zoom out"))
    TABLE_SCREEN = (QT_TRANSLATE_NOOP("Actions", "&Table screen"), ["F11"],
                    QT_TRANSLATE_NOOP("Actions", "Show the board and the turn in large type in a window of its own, for "
                    "the club's TV or projector (full screen on a second screen)"))
    SIGHT = (QT_TRANSLATE_NOOP("Actions", "&Sight"), ["V"], QT_TRANSLATE_NOOP("Actions", "Shade what the selected model sees and list the enemies it "
             "sees, the closest first (a guide: the table has the final word, T4)"))
    EXPOSURE = (QT_TRANSLATE_NOOP("Actions", "E&xposure"), ["X"],
                QT_TRANSLATE_NOOP("Actions", "Shade the table by how many enemy warbands could "
                                             "see each spot from their set-up zones, for the "
                                             "player who sets up now (R4)"))
    SAVE_LAYOUT = (QT_TRANSLATE_NOOP("Actions", "&Save layout…"), [], QT_TRANSLATE_NOOP("Actions", "Save the terrain on the table as a table layout (T5)"))
    OPEN_LAYOUT = (QT_TRANSLATE_NOOP("Actions", "&Open layout…"), [],
                   QT_TRANSLATE_NOOP("Actions", "Put a saved table layout down in the game being set up (T5)"))
    MEASURE = (QT_TRANSLATE_NOOP("Actions", "&Measure"), ["M"], QT_TRANSLATE_NOOP("Actions", "Drag a ruler between two points or bases (Esc stops)"))
    CANCEL_TOOL = (QT_TRANSLATE_NOOP("Actions", "&Cancel tool"), ["Esc"], QT_TRANSLATE_NOOP("Actions", "Stop measuring, or put a dragged model back"))
    ROTATE_LEFT = (QT_TRANSLATE_NOOP("Actions", "Turn base &left 15°"), ["R"],
                   QT_TRANSLATE_NOOP("Actions", "Turn the selected oval or rectangular base anticlockwise"))
    ROTATE_RIGHT = (QT_TRANSLATE_NOOP("Actions", "Turn base &right 15°"), ["Shift+R"],
                    QT_TRANSLATE_NOOP("Actions", "Turn the selected oval or rectangular base clockwise"))
    ROTATE_LEFT_FINE = (QT_TRANSLATE_NOOP("Actions", "Turn base left 1°"), ["Ctrl+R"],
                        QT_TRANSLATE_NOOP("Actions", "Turn the selected base anticlockwise by one degree"))
    ROTATE_RIGHT_FINE = (QT_TRANSLATE_NOOP("Actions", "Turn base right 1°"), ["Ctrl+Shift+R"],
                         QT_TRANSLATE_NOOP("Actions", "Turn the selected base clockwise by one degree"))
    ACTIVATE_SELECTED = (QT_TRANSLATE_NOOP("Actions", "&Activate selected model"), ["Return", "Enter"],
                         QT_TRANSLATE_NOOP("Actions", "The selected model activates, if it is its warband's activation (C7)"))
    NEXT_ACTIVATION = (QT_TRANSLATE_NOOP("Actions", "Activate &next model"), ["N"], QT_TRANSLATE_NOOP("Actions", "The highlighted player activates a model"))
    NEW_TURN = (QT_TRANSLATE_NOOP("Actions", "&Initiative phase: deal cards"), ["Ctrl+T"],
                QT_TRANSLATE_NOOP("Actions", "Deal one Initiative card to each player still in the game"))
    END_TURN = (QT_TRANSLATE_NOOP("Actions", "&End turn"), ["Ctrl+Shift+E"], QT_TRANSLATE_NOOP("Actions", "End the turn: discard and refund, or pass clockwise"))
    OPEN_CARD_DEMO = (QT_TRANSLATE_NOOP("Actions", "Trench Crusade &All-Out War"), [],
                      QT_TRANSLATE_NOOP("Actions", "A new three-player All-Out War game: Initiative cards and Threat Point "
                      "refunds"))
    HELP = (QT_TRANSLATE_NOOP("Actions", "Table Marshal &help"), [SK.HelpContents], QT_TRANSLATE_NOOP("Actions", "How to use Table Marshal"))
    OPEN_LOG_FOLDER = (QT_TRANSLATE_NOOP("Actions", "Open &log folder"), [],
                       QT_TRANSLATE_NOOP("Actions", "Show the folder holding the log file and any crash reports"))
    ABOUT = (QT_TRANSLATE_NOOP("Actions", "&About Table Marshal"), [], QT_TRANSLATE_NOOP("Actions", "Version and credits"))

    @property
    def text(self) -> str:
        """The entry's text in the player's language (:mod:`app.i18n`)."""
        return translate("Actions", self.value[0])

    @property
    def shortcuts(self) -> list[QKeySequence]:
        keys: list[QKeySequence] = []
        for key in self.value[1]:
            for seq in (QKeySequence.keyBindings(key) if isinstance(key, SK) else [QKeySequence(key)]):
                if not seq.isEmpty() and seq not in keys:
                    keys.append(seq)
        return keys

    @property
    def tip(self) -> str:
        """The status tip in the player's language."""
        return translate("Actions", self.value[2])
