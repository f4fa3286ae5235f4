"""A windowed build without standard streams can still print (--self-test, --version)."""

import sys

from app.console import attach_console


def test_missing_streams_are_replaced_so_printing_never_fails(monkeypatch):
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    attach_console()
    assert sys.stdout is not None and sys.stderr is not None
    print("self-test passed")  # would raise AttributeError on None
    print("oops", file=sys.stderr)


def test_working_streams_are_left_alone(capsys):
    before = sys.stdout
    attach_console()
    assert sys.stdout is before
