"""The second newcomer trial's leftover findings, each replayed through what the player
touches (the players page's Open…, File ▸ Export, the board, the palette, the V key)."""

from __future__ import annotations

import pytest

from app.game.rosters import Roster, RosterEntry, save_roster
from app.rules.bases import Base


# -- 1. a roster file Open… refuses: said on the row, which keeps what it had ------------------
@pytest.mark.parametrize("bad_text, why", [
    ('{"notes": "bring snacks"}', 'expected "table-marshal/roster"'),
    ("{", "not valid JSON"),
])
def test_a_refused_roster_file_is_said_on_its_row_which_keeps_the_roster_it_had(
        club_player, tmp_path, bad_text, why):
    player = club_player()
    wizard = player.new_game_to_players("mordheim", "treasure-hunt")
    page = wizard.players_page
    row = page.active_rows[0]
    player.type_into(row.name, "Ann")
    eshin = tmp_path / "eshin.json"
    save_roster(Roster("Eshin", warband="Clan Eshin",
                       models=[RosterEntry("Verminkin", Base.round(25), "", 7, 50)]), eshin)
    player.open_roster(row, eshin)
    assert row.summary.text() == "7 models, cost 350" and not row.note.isVisible()
    bad = tmp_path / "notes.json"
    bad.write_text(bad_text, encoding="utf-8")
    with player.choosing_file(bad):
        player.click(row.load_button)
    # the row keeps Clan Eshin, and says so right under it, naming the file and why
    assert row.roster is not None and row.roster.warband == "Clan Eshin"
    assert row.summary.text() == "7 models, cost 350"
    player.see(row.note)
    note = row.note.text()
    assert note.startswith("\u2717 notes.json was not opened: ") and why in note, note
    assert "Ann keeps Clan Eshin (7 models, cost 350)" in note, note
    assert str(tmp_path) not in note  # the file by its name; the whole path in the tooltip
    assert str(bad) in row.note.toolTip()
    assert row.note.geometry().top() >= row.summary.geometry().bottom()  # under its row
    assert row.note.width() >= page.box.width() // 2  # one line across the page, not a column
    assert page.problem.text() == ""  # not once more at the foot of the page
    # a good file mends it: the note goes
    rats = tmp_path / "rats.json"
    save_roster(Roster("Rats", warband="Skaven",
                       models=[RosterEntry("Rat", Base.round(25), "", 3, 15)]), rats)
    player.open_roster(row, rats)
    assert row.roster.warband == "Skaven" and not row.note.isVisible()
    wizard.reject()


def test_a_refused_roster_on_an_empty_row_says_it_has_none_yet(club_player, tmp_path):
    player = club_player()
    wizard = player.new_game_to_players("mordheim", "treasure-hunt")
    row = wizard.players_page.active_rows[1]
    bad = tmp_path / "broken.json"
    bad.write_text("[]", encoding="utf-8")
    with player.choosing_file(bad):
        player.click(row.load_button)
    assert row.roster is None and row.summary.text() == "no models"
    player.see(row.note)
    assert row.note.text().startswith("\u2717 broken.json was not opened: ")
    assert row.note.text().endswith("Player 2 has no roster yet.")
    wizard.reject()
