"""Bring your warband (issue 18), the last bullet: a Mordheim player's BattleScribe ``.rosz``
imported in the new-game wizard (File ▸ New game, *Import…*, the file dialog answered, OK,
Finish), the set-up order rolled and a segment clicked (M4), then the whole warband put on
the table with ONE drag of its header in the set-up tray: 13 models, 1 in apart (G8), wholly
within 6 in of the segment (M4), one undoable step that Ctrl+Z takes back whole.

The count of clicks is printed (``pytest -s``) for the issue's note: 15 from File ▸ New game
until the 13 models stand on the table (27 with one drag per model)."""

from __future__ import annotations

import itertools

from PySide6.QtCore import Qt

from app.rules.geometry import EPS_IN, distance, footprint
from playkit import Player, Tally
from test_import_to_table import clan_eshin_to_the_segments


def test_a_mordheim_battlescribe_warband_imported_and_put_down_with_one_drag(
        qtbot, window, monkeypatch, tmp_path):
    player = Player(qtbot, window, monkeypatch)
    clicks = Tally()
    me = clan_eshin_to_the_segments(player, clicks, tmp_path)
    state = window.controller.state
    panel = window.setup_panel
    seg = state.table.segments()[me.segment]
    (x0, y0), (x1, y1) = seg.start, seg.end
    if y0 == y1:  # along the top or the bottom edge
        at = ((x0 + x1) / 2, 3.0 if y0 == 0 else state.table.depth_in - 3.0)
    else:
        at = (2.5 if x0 == 0 else state.table.width_in - 2.5, (y0 + y1) / 2)
    steps = window.controller.undo_stack.count()
    assert player.drag_from_tray(f"warband:{me.id}", at), panel.verdict.text()
    clicks.add(1, "one drag of the warband's header")
    mine = list(state.models_of(me.id))
    assert len(mine) == 13 and all(m.on_table for m in mine)
    assert window.controller.undo_stack.count() == steps + 1
    fps = [footprint(m.base, m.x_in, m.y_in, m.facing_deg) for m in mine]
    assert min(distance(a, b) for a, b in itertools.combinations(fps, 2)) >= 1.0 - EPS_IN
    assert all(window.scene.model_items[m.id].feedback_state != "illegal" for m in mine)
    assert state.log[-1].text.startswith(f"{me.name} puts down Clan Eshin at once: 13 models")
    print(f"\nMordheim, BattleScribe .rosz, 13 models: {clicks.mine} clicks "
          f"({', '.join(clicks.steps)})")
    assert clicks.mine == 1 + 14  # one drag; the game system picked, a segment clicked
    player.key(Qt.Key.Key_Z, ctrl=True)
    assert all(m.status == "unplaced" for m in mine)
