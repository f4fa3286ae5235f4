"""Findings of the eighth newcomer trial, each played as the trial found it: through the
menus, the panel's buttons, real drags on the board and the keys."""

from __future__ import annotations

import pytest

from app.i18n import translate
from app.ui.translations import install_translations, remove_translations
from playkit import plain


@pytest.fixture(params=["de", "fr"])
def speaking(request, qapp):
    assert install_translations(qapp, request.param) == request.param
    yield request.param
    remove_translations(qapp)


def test_the_phase_sentence_is_in_view_when_a_demo_opens_in_german_and_french(
        club_pc, speaking):
    """Trial 8 (1366x768, German and French): the card demo opened from the menu with its
    turn panel scrolled down, the sentence that says what to do now above the view. The
    first look came while the panel was still being laid out; it looks again once settled."""
    player = club_pc((1366, 768), as_app=True)
    player.menu(plain(translate("Menus", "&File")), plain(translate("Menus", "Open &demo")),
                plain(translate("Actions", "&Card skirmish (Trench Crusade)")))
    panel = player.window.panel
    vp = panel.scroll_area.viewport()
    row = next(r for r in panel.rows.values() if r.property("current"))

    def settled() -> bool:
        phase_top = panel.phase.mapTo(vp, panel.phase.rect().topLeft()).y()
        row_top = row.mapTo(vp, row.rect().topLeft()).y()
        return phase_top >= 0 and row_top + row.height() <= vp.height()

    player.qtbot.wait(500)  # the panel scrolls in timers after the game opens: let them run
    assert settled(), panel.scroll_area.verticalScrollBar().value()
    assert panel.phase.text() and panel.phase.isVisible()
