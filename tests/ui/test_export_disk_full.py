"""A full disk during an export or the 1:1 plan: the user is told, and the good file already
there stays as it was (no broken PDF or PNG replaces it)."""

from __future__ import annotations

import contextlib

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QMessageBox

from app.ui import export
from app.ui.export import ExportError, export_board, print_plan_pdf


@pytest.fixture
def full_disk():
    """Files may grow to 4 KB only while the test's export runs (RLIMIT_FSIZE), which fails
    a write the way a full disk does."""
    resource = pytest.importorskip("resource")
    import signal

    @contextlib.contextmanager
    def limited():
        soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
        old = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (4096, hard))
        try:
            yield
        finally:
            resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))
            signal.signal(signal.SIGXFSZ, old)

    return limited


GOOD = b"%PDF-1.4 the good plan printed last week\n%%EOF\n"


@pytest.mark.parametrize("what", ["export", "plan"])
def test_full_disk_keeps_the_previous_pdf_and_says_why(window, tmp_path, full_disk, what):
    path = tmp_path / "plan.pdf"
    path.write_bytes(GOOD)
    with full_disk(), pytest.raises(ExportError, match="disk full"):
        if what == "export":
            export_board(window.scene, window.controller.state, path)
        else:
            print_plan_pdf(window.scene, window.controller.state, path)
    assert path.read_bytes() == GOOD
    assert sorted(p.name for p in tmp_path.iterdir()) == ["plan.pdf"]  # no temp file left


def test_a_png_that_could_not_be_saved_keeps_the_old_picture(window, tmp_path, monkeypatch):
    path = tmp_path / "board.png"
    path.write_bytes(b"old picture")

    class Truncating(QImage):
        def save(self, name, fmt=None, quality=-1):  # a disk full half way
            with open(name, "wb") as handle:
                handle.write(b"\x89PNG\r\n\x1a\n partial")
            return False

    monkeypatch.setattr(export, "render_sheet_image", lambda *a, **k: Truncating(8, 8, QImage.Format.Format_ARGB32))
    with pytest.raises(ExportError, match="could not write the PNG"):
        export_board(window.scene, window.controller.state, path)
    assert path.read_bytes() == b"old picture"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["board.png"]


def test_export_menu_shows_the_reason_instead_of_success(window, tmp_path, full_disk, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    path = tmp_path / "board.pdf"
    path.write_bytes(GOOD)
    warnings = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(path), "PDF (*.pdf)")))
    monkeypatch.setattr(QMessageBox, "warning",
                        staticmethod(lambda parent, title, text, *a: warnings.append(text)))
    with full_disk():
        assert window.files.export_dialog() is False
    assert warnings and "disk full" in warnings[0]
    assert path.read_bytes() == GOOD
