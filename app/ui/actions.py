"""The app's actions, each declared once with its text and standard shortcut."""

from __future__ import annotations

from enum import Enum

from PySide6.QtGui import QKeySequence

from app.i18n import QT_TRANSLATE_NOOP

SK = QKeySequence.StandardKey


def plain_text(text: str) -> str:
    """An action's text as the player reads it in a sentence: no '&', no trailing '…'."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip(".\u2026 ")


class ActionId(Enum):
    """(text, shortcuts, status tip). Standard keys where Qt has one."""

    NEW_GAME = ("&New game…", [SK.New], "Set up a new game from a scenario and the warbands")
    OPEN = ("&Open game…", [SK.Open], "Open a saved game")
    IMPORT_ROSTER = ("&Import roster…", ["Ctrl+I"],
                     "Put a warband's models from a BattleScribe, New Recruit or Trench "
                     "Companion roster in a player's set-up tray (or drop the file on the "
                     "window)")
    OPEN_DEMO = ("&Card skirmish (Trench Crusade)", [],
                 "The default game: a new three-warband skirmish on a 4'x6' table, driven by "
                 "Initiative cards")
    OPEN_MORDHEIM_DEMO = ("&Mordheim Treasure Hunt", [],
                          "A new three-warband Mordheim Treasure Hunt: D6 order of play, "
                          "clockwise turns")
    SAVE = ("&Save", [SK.Save, "Ctrl+S"], "Save the game")
    SAVE_AS = ("Save &as…", [SK.SaveAs, "Ctrl+Shift+S"], "Save the game to a new file")
    EXPORT = ("&Export board…", ["Ctrl+E"], "Export the board as a PDF or PNG picture")
    PRINT_PLAN = ("&Print plan at 1:1…", [SK.Print, "Ctrl+P"],
                  "Tile the table onto A4 or Letter pages at true scale, as a PDF to print")
    # Qt's standard Quit key is empty on some platforms (Windows): Ctrl+Q everywhere
    QUIT = ("&Quit", [SK.Quit, "Ctrl+Q"], "Quit Table Marshal")
    DELETE_MODEL = ("&Delete model", [SK.Delete],
                    "Take the selected models off the table (during set-up: back to the tray)")
    EDIT_MODEL = ("Edit &model…", ["F2"],
                  "Change the selected model's name, short label, unit, base, facing or status")
    FIT = ("&Fit table to window", ["F"], "Show the whole table")
    ZOOM_IN = ("Zoom &in", [SK.ZoomIn, "Ctrl+="], "Zoom in")
    ZOOM_OUT = ("Zoom &out", [SK.ZoomOut, "Ctrl+-"], "Zoom out")
    TABLE_SCREEN = ("&Table screen", ["F11"],
                    "Show the board and the turn in large type in a window of its own, for "
                    "the club's TV or projector (full screen on a second screen)")
    SIGHT = ("&Sight", ["V"], "Shade what the selected model sees and list the enemies it "
             "sees, the closest first (a guide: the table has the final word, T4)")
    EXPOSURE = (QT_TRANSLATE_NOOP("ActionId", "E&xposure"), ["X"],
                QT_TRANSLATE_NOOP("ActionId", "Shade the table by how many enemy warbands could "
                                              "see each spot from their set-up zones, for the "
                                              "player who sets up now (R4)"))
    SAVE_LAYOUT = ("&Save layout…", [], "Save the terrain on the table as a table layout (T5)")
    OPEN_LAYOUT = ("&Open layout…", [],
                   "Put a saved table layout down in the game being set up (T5)")
    MEASURE = ("&Measure", ["M"], "Drag a ruler between two points or bases (Esc stops)")
    CANCEL_TOOL = ("&Cancel tool", ["Esc"], "Stop measuring, or put a dragged model back")
    ROTATE_LEFT = ("Turn base &left 15\N{DEGREE SIGN}", ["R"],
                   "Turn the selected oval or rectangular base anticlockwise")
    ROTATE_RIGHT = ("Turn base &right 15\N{DEGREE SIGN}", ["Shift+R"],
                    "Turn the selected oval or rectangular base clockwise")
    ROTATE_LEFT_FINE = ("Turn base left 1\N{DEGREE SIGN}", ["Ctrl+R"],
                        "Turn the selected base anticlockwise by one degree")
    ROTATE_RIGHT_FINE = ("Turn base right 1\N{DEGREE SIGN}", ["Ctrl+Shift+R"],
                         "Turn the selected base clockwise by one degree")
    ACTIVATE_SELECTED = ("&Activate selected model", ["Return", "Enter"],
                         "The selected model activates, if it is its warband's activation (C7)")
    NEXT_ACTIVATION = ("Activate &next model", ["N"], "The highlighted player activates a model")
    NEW_TURN = ("&Initiative phase: deal cards", ["Ctrl+T"],
                "Deal one Initiative card to each player still in the game")
    END_TURN = ("&End turn", ["Ctrl+Shift+E"], "End the turn: discard and refund, or pass clockwise")
    OPEN_CARD_DEMO = ("Trench Crusade &All-Out War", [],
                      "A new three-player All-Out War game: Initiative cards and Threat Point "
                      "refunds")
    HELP = ("Table Marshal &help", [SK.HelpContents], "How to use Table Marshal")
    OPEN_LOG_FOLDER = ("Open &log folder", [],
                       "Show the folder holding the log file and any crash reports")
    ABOUT = ("&About Table Marshal", [], "Version and credits")

    @property
    def text(self) -> str:
        return self.value[0]

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
        return self.value[2]
