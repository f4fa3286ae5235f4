"""On a German or French club PC Qt's standard buttons speak the PC's language: the app is
started as `python -m app` starts it, with the system language set by LANG, a model is moved
and the window closed, and the unsaved-changes question's buttons are read off the screen."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

CLOSE_WITH_CHANGES = """
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from app.ui import application
from app.ui.main_window import MainWindow

seen = {}

def answer():
    box = QApplication.activeModalWidget()
    if not isinstance(box, QMessageBox):
        QTimer.singleShot(10, answer)
        return
    B = QMessageBox.StandardButton
    seen["buttons"] = [box.button(b).text().replace("&", "") for b in (B.Save, B.Discard, B.Cancel)]
    box.button(B.Cancel).click()

def exec_():
    window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))
    model = window.controller.state.models[0]
    window.controller.move_model(model.id, model.x_in + 0.5, model.y_in)
    QTimer.singleShot(0, answer)
    seen["closed"] = window.close()  # the player closes the window: the question comes
    window.files.confirm_unsaved = False
    window.close()
    return 0

QApplication.exec = staticmethod(exec_)
code = application.run()
print("SEEN " + json.dumps(seen))
sys.exit(code)
"""


@pytest.mark.parametrize("lang,words", [
    ("de_DE.UTF-8", ["Speichern", "Verwerfen", "Abbrechen"]),
    ("fr_FR.UTF-8", ["Enregistrer", "Ne pas tenir compte", "Annuler"]),
    ("en_GB.UTF-8", ["Save", "Discard", "Cancel"]),
])
def test_the_unsaved_question_has_the_pcs_language(tmp_path, lang, words):
    env = {k: v for k, v in os.environ.items()
           if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    env.update(LANG=lang, QT_QPA_PLATFORM="offscreen",
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    result = subprocess.run([sys.executable, "-c", CLOSE_WITH_CHANGES], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    line = next(ln for ln in result.stdout.splitlines() if ln.startswith("SEEN "))
    seen = json.loads(line.removeprefix("SEEN "))
    assert seen == {"buttons": words, "closed": False}


def test_the_catalogues_are_found_where_pyside6_ships_them():
    """PySide6-Essentials ships qtbase_de.qm and qtbase_fr.qm; the app looks in Qt's path and
    in the PySide6 package (the packaged executable's place for them)."""
    from app.ui.translations import translation_folders

    folders = translation_folders()
    assert any((f / "qtbase_de.qm").is_file() and (f / "qtbase_fr.qm").is_file()
               for f in folders)


def test_a_language_qt_has_no_catalogue_for_keeps_qts_english(qapp):
    from PySide6.QtCore import QLocale

    from app.ui.translations import install_qt_translations

    assert install_qt_translations(qapp, QLocale("en_GB")) is None  # nothing to load
    assert install_qt_translations(qapp, QLocale("is_IS")) is None  # Qt has no Icelandic
