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


def test_a_fled_models_verdict_leaves_the_status_bar(club_pc):
    """Trial 8: a model of the Cult dragged (the drop refused), three activations, then the
    Cult flees: the status bar still said "✓ Plague Knight …: on the table" after the flee
    and after End turn, of a model no longer drawn."""
    player = club_pc((1366, 768), as_app=True)
    win = player.window
    player.menu("File", "Open demo", "Card skirmish (Trench Crusade)")
    state = win.controller.state
    model = next(m for m in state.models if m.player == "devin" and m.on_table)
    x, y = player.model_at(model.id)
    player.drag_model(model.id, (x, y + 3))
    for _ in range(3):
        player.click(win.panel.next_button)
    with player.answering("Yes"):
        player.click(win.panel.rows["devin"].flee_button)
    player.qtbot.wait(100)
    assert state.player("devin").fled
    said = win.statusBar().currentMessage()
    assert model.name not in said, said
    player.click(win.panel.end_turn_button)
    player.qtbot.wait(100)
    said = win.statusBar().currentMessage()
    assert model.name not in said, said


def test_a_model_dropped_wholly_off_the_table_in_play_goes_back(club_pc):
    """Trial 8 (card demo, turn 1): Stigmatic Nun 1 dragged to x = -4 in stayed in the margin
    for ten turns, only flagged (G2). A drop wholly off the table in play is refused as an
    overlap is (Shift places it knowingly); one only over the edge stays, shown red."""
    player = club_pc((1366, 768), as_app=True)
    win = player.window
    player.menu("File", "Open demo", "Card skirmish (Trench Crusade)")
    state = win.controller.state
    nun = next(m for m in state.models if m.on_table and m.name.startswith("Stigmatic Nun"))
    start = (nun.x_in, nun.y_in)
    player.drag_model(nun.id, (-4.0, nun.y_in))
    assert (nun.x_in, nun.y_in) == pytest.approx(start)
    said = win.statusBar().currentMessage()
    assert "wholly off the table" in said and "(G2)" in said and "Shift" in said
    player.drag_model(nun.id, (0.2, nun.y_in))  # over the edge: kept, and red
    assert nun.x_in == pytest.approx(0.2, abs=0.05)
    assert "Part of the base is off the table" in win.statusBar().currentMessage()


def test_the_card_demo_says_it_has_no_scoring_and_no_last_turn_at_each_turn_end(club_pc):
    """Trial 8: the card demo (no scenario) went twelve turns with "Objectives (S4):
    Objective 2: Bob" and VP 0, and nothing said why nor how it would end (V1, C9)."""
    player = club_pc((1366, 768), as_app=True)
    win = player.window
    player.menu("File", "Open demo", "Card skirmish (Trench Crusade)")
    player.click(win.panel.end_turn_button)
    notice = win.panel.notice.text()
    assert "no scenario scoring (V1)" in notice and "VP +" in notice
    assert "no last turn" in notice and "(C9)" in notice


def test_the_end_of_turn_notice_is_shown_from_its_top(club_pc):
    """Trial 8 (1366x768): after End turn the yellow notice was cut at its top, the panel
    still scrolled to the last acting row. Nobody acts once the turn has ended: the panel
    shows its top."""
    player = club_pc((1366, 768), as_app=True)
    win = player.window
    player.menu("File", "Open demo", "Card skirmish (Trench Crusade)")
    panel = win.panel
    bar = panel.scroll_area.verticalScrollBar()
    for _ in range(20):  # the activation passes down the rows
        player.click(panel.next_button)
    player.qtbot.wait(200)
    bar.setValue(bar.maximum())  # as the panel stands with a low row acting
    player.click(panel.end_turn_button)
    player.qtbot.wait(300)
    vp = panel.scroll_area.viewport()
    assert panel.notice.isVisible()
    assert panel.notice.mapTo(vp, panel.notice.rect().topLeft()).y() >= 0, bar.value()


def test_the_table_screen_breaks_its_objectives_line_between_objectives_only(club_pc):
    """Trial 8 (1920x1080): the table screen's objectives line wrapped a lone "it" of
    "nobody holds it" onto a line of its own. Its words for one objective now stay together;
    the line breaks only between objectives."""
    player = club_pc((1920, 1080))
    player.menu("File", "Open demo", "Card skirmish (Trench Crusade)")
    player.menu("View", "Table screen")
    screen = player.window.table_screen.screen
    player.qtbot.waitUntil(screen.isVisible, timeout=2000)
    assert "Objectives: Objective 1: nobody holds it \u00b7 Objective 2" in \
        " ".join(screen.banner.texts())
    label = next(lab for lab in screen.banner.lines if lab.text().startswith("Objectives:"))
    parts = label.text().removeprefix("Objectives: ").split(" \u00b7 ")  # where it may break
    assert len(parts) == 3 and all(" " not in p and "&nbsp;" in p for p in parts), parts
