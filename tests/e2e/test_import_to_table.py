"""Bring your warband (issue 18), through what a player touches: File ▸ New game, *Import…*
on the players page with the file dialog answered, the roster editor opening on the import
(guesses highlighted) and OK, Finish, then the warband dragged from the set-up tray onto the
table, one drag per model. Every click is counted, from File ▸ New game until the imported
warband stands on the table, for

- a Trench Crusade player's New Recruit JSON export (Black Grail: an oval, a model whose base
  comes from the table) in Contested Ground, and
- a Mordheim player's BattleScribe ``.rosz`` (Skaven: henchmen groups, a Rat Ogre, the
  Warband Rating as the rating, M2/M6) in Street Brawl.

The counts are printed (``pytest -s``) for the issue's note (22 clicks for the Trench Crusade
warband's 11 models, 27 for the Mordheim warband's 13, one drag per model); they are asserted
as what the player does, so a step added to the way is noticed."""

from __future__ import annotations

from app.rules.bases import Base
from playkit import Player, Tally
from rosterkit import model, roster_doc, saved_roster, unit, write_nr_json, write_rosz


def new_game_importing(player, clicks, system, scenario, importer_file, other_files,
                       *, settings=None):
    """File ▸ New game; the first player imports ``importer_file`` (Import…, the file
    dialog, OK in the editor); the others open saved rosters; Finish."""
    wizard = player.new_game_to_players(system, scenario, settings=settings, tally=clicks)
    players = wizard.players_page
    players.count.setValue(1 + len(other_files))
    rows = players.active_rows
    player.import_roster(rows[0], importer_file, tally=clicks)
    for row, path in zip(rows[1:], other_files):
        player.open_roster(row, path, tally=clicks, mine=False)
        if system == "mordheim":
            row.rating.setValue(80)
            clicks.add(1, "another player's rating", mine=False)
    player.finish(wizard)
    clicks.add(1, "Finish")
    assert not wizard.isVisible(), players.problem.text()
    return rows[0]


def place(player, clicks, pid, spots, importer):
    """Drag each of ``pid``'s models from the tray to the next spot."""
    panel = player.window.setup_panel
    state = player.window.controller.state
    for payload in [p for p in panel.tray_payloads() if
                    state.model(p.partition(":")[2]).player == pid]:
        assert player.drag_from_tray(payload, next(spots)), panel.verdict.text()
        if pid != importer:
            clicks.add(1, "another player's drag", mine=False)
    if pid == importer:
        n = sum(1 for m in state.models_of(pid) if m.on_table)
        clicks.add(n, "drags, one per model")


def test_a_trench_crusade_new_recruit_export_to_the_table(qtbot, window, monkeypatch,
                                                          tmp_path):
    player = Player(qtbot, window, monkeypatch)
    clicks = Tally()
    export = write_nr_json(roster_doc("trench-crusade", "Black Grail.cat", [
        model("Lord of Tumours"), model("Plague Knight", custom="Brother Pus"),
        model("Plague Knight", 3), model("Hound of the Black Grail", 2),
        model("Grail Thrall", 4)], name="The Buzzing Host"), tmp_path / "Buzzing Host.json")
    other = saved_roster(tmp_path, "trench-crusade", "Pilgrims", [
        ("Trench Pilgrim", 25, "", 3, 30)])
    row = new_game_importing(player, clicks, "trench-crusade", "contested-ground", export,
                             [other], settings={"threat-points": 0})
    state = window.controller.state
    me = state.players[0]
    assert me.warband == "The Buzzing Host" and me.rating == 580  # the ducat total
    assert len(list(state.models_of(me.id))) == 11
    hounds = [m for m in state.models_of(me.id) if m.name.startswith("Hound")]
    assert [m.base for m in hounds] == [Base("oval", length_mm=60, width_mm=30)] * 2
    panel = window.setup_panel
    player.click(panel.action)  # the roll-off for who deploys first
    clicks.add(1, "the roll-off")
    for p in state.players:
        y0 = 3.0 if p.edge == "top" else state.table.depth_in - 3.0
        dy = 4.5 if p.edge == "top" else -4.5  # each model its own unit: 2 in apart (S2)
        spots = iter([(5 + 4.5 * (k % 9), y0 + dy * (k // 9)) for k in range(18)])
        place(player, clicks, p.id, spots, me.id)
    assert all(m.on_table for m in state.models_of(me.id))
    assert row.roster.source.tool == "New Recruit"
    print(f"\nTrench Crusade, New Recruit export, 11 models: {clicks.mine} clicks "
          f"({', '.join(clicks.steps)})")
    assert clicks.mine == 11 + 11  # 11 drags, 11 clicks from File ▸ New game to the roll-off


def clan_eshin_to_the_segments(player, clicks, tmp_path):
    """A Mordheim player's BattleScribe ``.rosz`` (Skaven, 13 models) imported in a new
    Street Brawl with two saved rosters; the set-up order rolled (M3) and each warband's
    segment clicked (M4). Returns the importing player."""
    rosz = write_rosz(roster_doc("mordheim", "Skaven.cat", [
        model("Assassin Adept", custom="Skrit the Quick"), model("Eshin Sorcerer"),
        model("Black Skaven"), model("Black Skaven"),
        unit("Verminkin", model("Verminkin", 5)),
        unit("Giant Rats", model("Giant Rats", 3), custom="Pack of Fangs"),
        model("Rat Ogre")], name="Clan Eshin", extra_costs={"Warband Rating": 20}),
        tmp_path / "Clan Eshin.rosz")
    others = [saved_roster(tmp_path, "mordheim", w, [("Warrior", 25, "", 3, 25)])
              for w in ("Reiklanders", "Witch Hunters")]
    new_game_importing(player, clicks, "mordheim", "street-brawl", rosz, others)
    state = player.window.controller.state
    me = state.players[0]
    player.click(player.window.setup_panel.action)  # M3: the set-up order
    clicks.add(1, "the set-up order roll")
    for pid, letter in zip(list(state.setup_order), "ACE"):
        player.click_segment(letter)
        clicks.add(1, "a segment (M4)", mine=pid == me.id)
    return me


def test_a_mordheim_battlescribe_roster_to_the_table(qtbot, window, monkeypatch, tmp_path):
    player = Player(qtbot, window, monkeypatch)
    clicks = Tally()
    me = clan_eshin_to_the_segments(player, clicks, tmp_path)
    state = window.controller.state
    # M2/M6: the Warband Rating from the roster, not its 540 gold crowns; nothing typed
    assert me.warband == "Clan Eshin" and me.rating == 100
    ogre = next(m for m in state.models_of(me.id) if m.name == "Rat Ogre")
    assert ogre.base == Base.round(40) and ogre.label == "RO"
    assert len(list(state.models_of(me.id))) == 13
    table = state.table
    for p in state.players:
        seg = table.segments()[p.segment]
        (x0, y0), (x1, y1) = seg.start, seg.end
        if y0 == y1:  # a half of the top or bottom edge: two rows along it
            y = 1.5 if y0 == 0 else table.depth_in - 1.5
            dy = 2.6 if y0 == 0 else -2.6
            lo = min(x0, x1) + 6
            spots = iter([(lo + 2.6 * (k % 8), y + dy * (k // 8)) for k in range(16)])
        else:
            x = 1.5 if x0 == 0 else table.width_in - 1.5
            dx = 2.6 if x0 == 0 else -2.6
            lo = min(y0, y1) + 6
            spots = iter([(x + dx * (k // 8), lo + 2.6 * (k % 8)) for k in range(16)])
        place(player, clicks, p.id, spots, me.id)
    assert all(m.on_table for m in state.models_of(me.id))
    print(f"\nMordheim, BattleScribe .rosz, 13 models: {clicks.mine} clicks "
          f"({', '.join(clicks.steps)})")
    assert clicks.mine == 13 + 14  # 13 drags; the game system is picked, a segment clicked
