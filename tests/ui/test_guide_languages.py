"""Help ▸ Player's guide in German and French (issue 34): with the app's catalogue loaded as a
start in that language loads it (:func:`app.ui.translations.install_translations`), the guide
opened by its translated menu text lists translated titles and shows the translated welcome
page; a click on the rules entry of the contents shows the translated rules page (every rule
ID, C1 ... G8); a link followed from a page stays in the language, also back from the English
"Everything in detail" page, whose title says it is English; the pictures load from
``resources/guide/images/``. English stays as it was (tests/ui/test_players_guide.py).

Without the app (no Qt window): every German and French page exists for each page of the
contents but the reference, and its links and pictures resolve to files."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QTextDocument
from playkit import LEFT
from test_players_guide import rule_ids

from app.i18n import language
from app.ui.guide import GUIDE_LANGUAGES, PAGES, guide_folder, page_path
from app.ui.translations import app_translation_folder, install_translations, remove_translations

SEEN = {
    "de": {
        "menu": ("Hilfe", "Spielerhandbuch"),
        "window": "Table Marshal — Spielerhandbuch",
        "titles": ["Willkommen", "Ein neues Spiel", "Armeelisten",
                   "Aufstellung: Segmente, Modelle, Scout",
                   "Gelände und Sichtlinie", "Die Aufstellung planen", "Ein Zug in Trench Crusade", "Ein Zug in Mordheim",
                   "Speichern und Drucken", "Der Tischbildschirm",
                   "Die Regeln, wie die App sie anwendet", "Alles im Detail (englisch)"],
        "welcome": "Jede Seite behandelt eine Aufgabe",
        "rules": "Was die App tut",
        "link": "Gelände und Sichtlinie",
        "terrain": "Ansicht ▸ Gelände",
        "back": "Zurück zum Inhalt",
        "planning": ("Ansicht ▸ Einsehbarkeit", "Wettlauf", "Umschalt",
                     "Abgesprochene Aufstellungszone", "python -m app plan"),
    },
    "fr": {
        "menu": ("Aide", "Guide du joueur"),
        "window": "Table Marshal — Guide du joueur",
        "titles": ["Bienvenue", "Une nouvelle partie", "Listes d'armée",
                   "Déploiement : segments, mise en place, Scout", "Décors et lignes de vue",
                   "Préparer son déploiement", "Un tour de Trench Crusade", "Un tour de Mordheim", "Enregistrer et imprimer",
                   "L'écran de table", "Les règles selon l'application",
                   "Tout en détail (en anglais)"],
        "welcome": "Chaque page traite d'une tâche",
        "rules": "Ce que fait l'application",
        "link": "Décors et lignes de vue",
        "terrain": "Affichage ▸ Décors",
        "back": "Retour au sommaire",
        "planning": ("Affichage ▸ Exposition", "Course", "Maj",
                     "Zone de déploiement convenue", "python -m app plan"),
    },
}

FILES = [file for file, _title in PAGES]
TRANSLATED = [file for file in FILES if file != "reference.md"]
"""The pages translated into each language; reference.md stays English."""


def _catalogue_has_titles(lang: str) -> bool:
    ts = app_translation_folder() / f"table_marshal_{lang}.ts"
    for context in ET.parse(ts).getroot().iter("context"):
        if context.findtext("name") == "Guide":
            for message in context.iter("message"):
                if message.findtext("source") == "Welcome":
                    return bool(message.findtext("translation"))
    return False


@pytest.fixture(params=GUIDE_LANGUAGES)
def speaking(request, qapp):
    lang = request.param
    if not _catalogue_has_titles(lang):
        pytest.skip("the guide's titles are not in the catalogue yet (the lead fills the .ts "
                    "from /work/notes/tr/guide-tr.json)")
    assert install_translations(qapp, lang) == lang
    assert language() == lang
    yield lang
    remove_translations(qapp)
    assert language() == "en"


def _link_spot(browser, text: str):  # noqa: ANN001, ANN202
    """Where the link reading ``text`` is on screen (scrolled into view), with its target."""
    found = browser.document().find(text)
    assert not found.isNull(), text
    found.setPosition(found.selectionStart() + 1)  # inside the link's first letter
    browser.setTextCursor(found)
    browser.ensureCursorVisible()
    spot = browser.cursorRect(found).center()
    return spot, browser.anchorAt(spot)


def click_link(qtbot, browser, text: str, target: str) -> None:
    """A real mouse click on the link reading ``text``, once the page is laid out (its
    pictures loaded) so that the link to ``target`` is under the pointer."""
    qtbot.waitUntil(lambda: _link_spot(browser, text)[1] == target)
    qtbot.mouseClick(browser.viewport(), LEFT, pos=_link_spot(browser, text)[0])


def _click_entry(qtbot, guide, title: str) -> None:
    """A real mouse click on the contents entry reading ``title``."""
    items = [guide.contents.item(i) for i in range(guide.contents.count())]
    item = next(i for i in items if i.text() == title)
    guide.contents.scrollToItem(item)
    qtbot.mouseClick(guide.contents.viewport(), LEFT,
                     pos=guide.contents.visualItemRect(item).center())


def test_the_guide_speaks_the_apps_language(club_pc, qtbot, speaking):
    seen = SEEN[speaking]
    player = club_pc((1366, 768))
    player.menu(*seen["menu"])
    guide = player.window.menus.guide
    player.see(guide)
    assert guide.windowTitle() == seen["window"]
    titles = [guide.contents.item(i).text() for i in range(guide.contents.count())]
    assert titles == seen["titles"]
    assert (guide.page_file(), guide.page_language()) == ("index.md", speaking)
    assert seen["welcome"] in guide.browser.toPlainText()
    image = guide.browser.document().resource(
        QTextDocument.ResourceType.ImageResource, QUrl("../images/guide-main-window.png"))
    assert image is not None and not image.isNull()
    # the rules entry of the contents: the rules page in the language, every rule ID on it
    _click_entry(qtbot, guide, seen["titles"][FILES.index("rules.md")])
    qtbot.waitUntil(lambda: guide.page_file() == "rules.md")
    assert guide.page_language() == speaking
    text = guide.browser.toPlainText()
    assert seen["rules"] in text
    assert rule_ids() <= set(re.findall(r"\b[CSMTVRG]\d+\b", text))
    # a link to another page stays in the language
    click_link(qtbot, guide.browser, seen["back"], "index.md")
    qtbot.waitUntil(lambda: guide.page_file() == "index.md")
    assert guide.page_language() == speaking
    assert guide.contents.currentRow() == 0
    click_link(qtbot, guide.browser, seen["link"], "terrain.md")
    qtbot.waitUntil(lambda: guide.page_file() == "terrain.md")
    assert guide.page_language() == speaking
    assert seen["terrain"] in guide.browser.toPlainText()
    assert guide.contents.currentItem().text() == seen["titles"][FILES.index("terrain.md")]
    image = guide.browser.document().resource(
        QTextDocument.ResourceType.ImageResource, QUrl("../images/guide-sight.png"))
    assert image is not None and not image.isNull()
    # the reference is English (its title says so); its link back opens the translated page
    _click_entry(qtbot, guide, seen["titles"][-1])
    qtbot.waitUntil(lambda: guide.page_file() == "reference.md")
    assert guide.page_language() == "en"
    click_link(qtbot, guide.browser, "Back to the contents", "index.md")
    qtbot.waitUntil(lambda: guide.page_file() == "index.md")
    assert guide.page_language() == speaking
    assert seen["welcome"] in guide.browser.toPlainText()
    qtbot.keyClick(guide, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not guide.isVisible())


def test_the_planning_page_opens_in_the_apps_language(club_pc, qtbot, speaking):
    """Issue 33's planning aids: their page in the language, opened from the contents by a
    click, naming the menu entries as the translated menus do; its picture loads."""
    seen = SEEN[speaking]
    player = club_pc((1366, 768))
    player.menu(*seen["menu"])
    guide = player.window.menus.guide
    player.see(guide)
    _click_entry(qtbot, guide, seen["titles"][FILES.index("planning.md")])
    qtbot.waitUntil(lambda: guide.page_file() == "planning.md")
    assert guide.page_language() == speaking
    text = guide.browser.toPlainText()
    for words in seen["planning"]:
        assert words in text, words
    view, exposure = seen["planning"][0].split(" ▸ ")
    assert player.action(view, exposure) is not None  # the menus' own words
    image = guide.browser.document().resource(
        QTextDocument.ResourceType.ImageResource, QUrl("../images/guide-planning.png"))
    assert image is not None and not image.isNull()
    qtbot.keyClick(guide, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not guide.isVisible())


def _targets(page: Path) -> tuple[list[str], list[str]]:
    """The page's links to other pages and its pictures (not web links, not anchors)."""
    text = page.read_text(encoding="utf-8")
    images = re.findall(r"!\[[^\]]*\]\(([^)#\s]+)\)", text)
    links = [t for t in re.findall(r"(?<!!)\[[^\]]*\]\(([^)#\s]+)\)", text)
             if not t.startswith(("http:", "https:", "mailto:"))]
    return links, images


@pytest.mark.parametrize("lang", GUIDE_LANGUAGES)
def test_every_translated_page_and_its_links_and_pictures_resolve(lang):
    folder = guide_folder() / lang
    assert sorted(p.name for p in folder.glob("*.md")) == sorted(TRANSLATED)
    assert page_path("reference.md", lang) == guide_folder() / "reference.md"
    for file in TRANSLATED:
        page = folder / file
        assert page_path(file, lang) == page
        links, images = _targets(page)
        english_links, english_images = _targets(guide_folder() / file)
        assert sorted(links) == sorted(english_links), (lang, file)
        assert len(images) == len(english_images), (lang, file)
        for target in links:
            # a page missing in the language opens the English one (GuideBrowser)
            assert (folder / target).is_file() or (guide_folder() / target).is_file(), \
                (lang, file, target)
        for picture in images:
            resolved = (folder / picture).resolve()
            assert resolved.is_file(), (lang, file, picture)
            assert resolved.parent == (guide_folder() / "images").resolve(), (lang, file, picture)


@pytest.mark.parametrize("lang", GUIDE_LANGUAGES)
def test_the_translated_rules_pages_keep_every_rule_and_its_paths(lang):
    english = dict(re.findall(r"^\| ([CSMTVRG]\d+) \|(.*)$",
                              (guide_folder() / "rules.md").read_text(encoding="utf-8"),
                              re.MULTILINE))
    rows = dict(re.findall(r"^\| ([CSMTVRG]\d+) \|(.*)$",
                           (guide_folder() / lang / "rules.md").read_text(encoding="utf-8"),
                           re.MULTILINE))
    assert set(rows) == set(english)
    for rule, row in rows.items():
        assert re.findall(r"`([^`]+)`", row) == re.findall(r"`([^`]+)`", english[rule]), rule
