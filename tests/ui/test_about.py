"""Help ▸ About gives the version, the licence, the credits and opens the log folder; the
crash dialog's "Copy report" puts the report on the clipboard (issue 34)."""

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QDesktopServices, QTextDocument
from PySide6.QtWidgets import QApplication, QMessageBox

from app import __version__, crashlog
from app.paths import app_root
from app.ui.crash_ui import crash_box


def _plain(html: str) -> str:
    doc = QTextDocument()
    doc.setHtml(html)
    return doc.toPlainText()


def _button(box: QMessageBox, text: str):
    hits = [b for b in box.buttons() if b.text().replace("&", "") == text]
    assert len(hits) == 1, [b.text() for b in box.buttons()]
    return hits[0]


def test_help_about_says_version_licence_and_credits_and_opens_the_log_folder(
        club_pc, monkeypatch):
    player = club_pc()
    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    player.menu("Help", "About Table Marshal")
    box = player.window.menus.about_box
    player.wait(box.isVisible)
    text = _plain(box.text())
    assert f"Table Marshal {__version__}" in text
    if not (app_root() / "LICENSE").exists():
        assert "licence is not yet chosen" in text
    for credit in ("PySide6", "LGPL", "Shapely", "NumPy", "pydantic", "MIT", "platformdirs",
                   "defusedxml", "PSF", "BSD", "Trench Companion", "New Recruit",
                   "resources/bases/mordheim.csv"):
        assert credit in text, credit
    player.qtbot.mouseClick(_button(box, "Open log folder"), Qt.MouseButton.LeftButton)
    assert [Path(u.toLocalFile()) for u in opened] == [crashlog.log_folder()]
    assert box.isVisible()  # the box stays open beside the folder
    player.qtbot.mouseClick(box.button(QMessageBox.StandardButton.Close),
                            Qt.MouseButton.LeftButton)
    player.wait(lambda: not box.isVisible())


def test_the_crash_dialogs_copy_report_puts_the_report_on_the_clipboard(qtbot, tmp_path):
    report = tmp_path / "crash-1.txt"
    report.write_text("Table Marshal 0.1.0\nTraceback:\nRuntimeError: boom\n", encoding="utf-8")
    box = crash_box(report)
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    assert str(report) in box.text()
    QApplication.clipboard().setText("")
    qtbot.mouseClick(_button(box, "Copy report"), Qt.MouseButton.LeftButton)
    assert QApplication.clipboard().text() == report.read_text(encoding="utf-8")
    assert box.isVisible()  # copying leaves the dialog open
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not box.isVisible())
    assert not _button(crash_box(None), "Copy report").isEnabled()  # no report written
