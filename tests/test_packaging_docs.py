"""packaging/README.md tells a club admin what is in the bundle and what to do when it will not start."""

from pathlib import Path

README = (Path(__file__).resolve().parents[1] / "packaging" / "README.md").read_text()


def test_readme_does_not_claim_print_support_is_bundled():
    assert "QtPrintSupport is **not** bundled" in README
    assert "print support." not in README and "QtPrintSupport comes in" not in README


def test_readme_troubleshooting_covers_noexec_temp_leftovers_and_libstdcxx():
    section = README.split("## Troubleshooting", 1)[1].split("\n## ", 1)[0]
    for needed in ("noexec", "TMPDIR", "--onedir", "_MEI", "GLIBCXX", "libstdc++", "179 MB",
                   "failed to map segment", "Failed to extract"):
        assert needed in section, needed
    assert "libwayland-client" in README
