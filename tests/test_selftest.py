"""The self-test reports each failed check with its reason and exits 1 (issue 6)."""

import io

from app import selftest


def _broken_c7() -> None:
    raise AssertionError("C7 activation order should be ['bob', 'ann'], got ['ann', 'bob']")


def _crashing() -> None:
    {}["missing"]


def test_a_failed_verdict_is_printed_with_its_reason_and_exit_code_1(monkeypatch):
    monkeypatch.setattr(selftest, "CHECKS", (
        ("C3 card order", selftest.check_card_order),
        ("C7 activation order", _broken_c7),
        ("loader", _crashing),
    ))
    out = io.StringIO()
    assert selftest.run(out) == 1
    text = out.getvalue()
    assert "ok    C3 card order" in text
    assert "FAIL  C7 activation order: C7 activation order should be ['bob', 'ann']" in text
    assert "FAIL  loader: KeyError: 'missing' (at test_selftest.py:" in text
    assert "self-test FAILED: 2 of 3 checks failed" in text


def test_a_check_for_a_module_this_build_lacks_is_skipped_not_failed(monkeypatch):
    def needs_missing_module() -> None:
        selftest._optional_module("app.rules.no_such_module")

    monkeypatch.setattr(selftest, "CHECKS", (("future rules", needs_missing_module),))
    out = io.StringIO()
    assert selftest.run(out) == 0
    assert "skip  future rules: app.rules.no_such_module is not in this build" in out.getvalue()
    assert "1 skipped" in out.getvalue()


def test_every_rules_sample_verdict_passes_on_this_code():
    results = selftest.run_checks(tuple(c for c in selftest.CHECKS if c[0][:2] in ("C3", "C2", "C7", "M4", "G1")))
    assert {r.name: r.status for r in results if r.status == "FAIL"} == {}


def test_a_missing_system_library_is_named_with_the_debian_package_to_install(monkeypatch):
    def qt_without_egl() -> None:
        raise ImportError("libEGL.so.1: cannot open shared object file: No such file or directory")

    monkeypatch.setattr(selftest, "CHECKS", (("board renders offscreen", qt_without_egl),))
    out = io.StringIO()
    assert selftest.run(out) == 1
    line = [t for t in out.getvalue().splitlines() if "board renders" in t][0]
    assert "libEGL.so.1: cannot open shared object file" in line
    assert line.endswith("(Debian/Ubuntu: sudo apt-get install libegl1)")
