"""The PySide6 6.12 / CPython 3.11 work-around: painting for a long session never kills
the app with 'deallocating None'."""

import subprocess
import sys

from app.ui import qtcompat


def test_a_long_painting_session_does_not_abort_the_interpreter(tmp_path):
    code = (
        "import os; os.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
        "import app.ui\n"
        "from PySide6.QtWidgets import QApplication, QLabel\n"
        "a = QApplication([]); label = QLabel()\n"
        "for i in range(200000): label.setText('x')\n"
        "print('alive')\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            timeout=120, cwd=str(qtcompat.__file__).rsplit("/app/", 1)[0])
    assert result.returncode == 0, result.stderr[-500:]
    assert "alive" in result.stdout


def test_keep_none_alive_is_idempotent():
    assert qtcompat.keep_none_alive() is False
    if sys.version_info < (3, 12):
        assert sys.getrefcount(None) > qtcompat.IMMORTAL_REFS // 2
