"""Help ▸ Player's guide (issue 34): opened by its menu text, its contents list every page,
a link opens its page, the pictures load, Esc closes it; the rules page names every rule ID
of rules.md (C, S, M, T, V, R, G) and every module and test file it names exists."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QTextDocument

from app.ui.guide import PAGES, guide_folder

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT.parent / "shared" / "design" / "rules.md"
RULE_IDS = ('C1 C2 C3 C4 C5 C6 C7 C8 C9 C10 S1 S2 S3 S4 S5 S6 S7 M1 M2 M3 M4 M5 M6 M7 M8 M9 M10 '
            'M11 T1 T2 T3 T4 T5 V1 V2 R1 R2 R3 R4 R5 G1 G2 G3 G4 G5 G6 G7 G8').split()


def rule_ids() -> set[str]:
    """The rule IDs of rules.md when it is beside the repository, else the IDs known today."""
    if RULES.is_file():
        return set(re.findall(r"^\s*- ([CSMTVRG]\d+) ", RULES.read_text(encoding="utf-8"),
                              re.MULTILINE))
    return set(RULE_IDS)


def test_the_rules_page_names_every_rule_and_real_paths():
    text = (guide_folder() / "rules.md").read_text(encoding="utf-8")
    rows = dict(re.findall(r"^\| ([CSMTVRG]\d+) \|(.*)$", text, re.MULTILINE))
    assert rule_ids() <= set(rows), sorted(rule_ids() - set(rows))
    for rule, row in rows.items():
        module, test = re.findall(r"`([^`]+)`", row)
        assert (ROOT / module).is_file(), (rule, module)
        assert (ROOT / test).is_file(), (rule, test)
        assert module.startswith("app/") and test.startswith("tests/")


def test_every_page_exists_and_its_links_resolve():
    for file, _title in PAGES:
        page = guide_folder() / file
        assert page.is_file(), file
        for target in re.findall(r"\]\(([^)#]+)\)", page.read_text(encoding="utf-8")):
            if not target.startswith("http"):
                assert (guide_folder() / target).is_file(), (file, target)


def click_link(qtbot, browser, text: str) -> None:
    """A real mouse click on the link reading ``text``, scrolled into view first."""
    found = browser.document().find(text)
    assert not found.isNull(), text
    found.clearSelection()
    found.movePosition(found.MoveOperation.NextCharacter)
    browser.setTextCursor(found)
    browser.ensureCursorVisible()
    spot = browser.cursorRect(found).center()
    qtbot.mouseClick(browser.viewport(), Qt.MouseButton.LeftButton, pos=spot)


def test_the_guide_through_its_menu_entry(club_pc, qtbot):
    player = club_pc((1366, 768))
    player.menu("Help", "Player's guide")
    guide = player.window.menus.guide
    player.see(guide)
    titles = [guide.contents.item(i).text() for i in range(guide.contents.count())]
    assert titles == [title for _file, title in PAGES]
    assert guide.page_file() == "index.md"
    assert "A new game" in guide.browser.toPlainText()
    # a link on the welcome page opens that page, and the contents follow it
    click_link(qtbot, guide.browser, "The rules as the app applies them")
    qtbot.waitUntil(lambda: guide.page_file() == "rules.md")
    assert "G8" in guide.browser.toPlainText()
    assert guide.contents.currentItem().text() == dict(PAGES)["rules.md"]
    # choosing a page in the contents shows it; its picture loads
    guide.contents.setCurrentRow([f for f, _t in PAGES].index("terrain.md"))
    qtbot.waitUntil(lambda: guide.page_file() == "terrain.md")
    image = guide.browser.document().resource(
        QTextDocument.ResourceType.ImageResource, QUrl("images/guide-sight.png"))
    assert image is not None and not image.isNull()
    qtbot.keyClick(guide, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not guide.isVisible())


def test_the_planning_page_is_listed_and_opens_from_the_guide_window(club_pc, qtbot):
    """Issue 33's planning aids (R1-R5) have their page: listed in the contents and on the
    welcome page, opened by a click on either, its picture loaded; the menu entries it names
    are the menus' own."""
    player = club_pc((1366, 768))
    player.menu("Help", "Player's guide")
    guide = player.window.menus.guide
    player.see(guide)
    titles = [guide.contents.item(i).text() for i in range(guide.contents.count())]
    assert "Planning a deployment" in titles
    browser = guide.browser

    def link_spot():  # noqa: ANN202 - where the link is on screen once laid out, its target
        found = browser.document().find("Planning a deployment")
        found.setPosition(found.selectionStart() + 1)
        browser.setTextCursor(found)
        browser.ensureCursorVisible()
        spot = browser.cursorRect(found).center()
        return spot, browser.anchorAt(spot)

    qtbot.waitUntil(lambda: link_spot()[1] == "planning.md")  # the pictures loaded
    qtbot.mouseClick(browser.viewport(), Qt.MouseButton.LeftButton, pos=link_spot()[0])
    qtbot.waitUntil(lambda: guide.page_file() == "planning.md")
    assert guide.contents.currentItem().text() == "Planning a deployment"
    text = guide.browser.toPlainText()
    for words in ("View ▸ Exposure", "legend", "Shift", "status bar", "Race", "View ▸ Race",
                  "Agreed set-up zone", "python -m app plan", "File ▸ Export board"):
        assert words in text, words
    image = guide.browser.document().resource(
        QTextDocument.ResourceType.ImageResource, QUrl("images/guide-planning.png"))
    assert image is not None and not image.isNull()
    for path in (("View", "Exposure"), ("View", "Race"), ("File", "Export board")):
        assert player.action(*path) is not None, path
    # away and back by the contents: a click on its entry
    guide.contents.setCurrentRow(0)
    qtbot.waitUntil(lambda: guide.page_file() == "index.md")
    item = guide.contents.item(titles.index("Planning a deployment"))
    guide.contents.scrollToItem(item)
    qtbot.mouseClick(guide.contents.viewport(), Qt.MouseButton.LeftButton,
                     pos=guide.contents.visualItemRect(item).center())
    qtbot.waitUntil(lambda: guide.page_file() == "planning.md")
    qtbot.keyClick(guide, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not guide.isVisible())
