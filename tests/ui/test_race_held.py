"""Issue 33, the newcomer trial's Race tab (R5 over S4, R1): a warband whose model's base is
already within control range of an objective reads 0 turns there and is first, even with no
known Movement (no Movement is needed to be there); elsewhere it still reads ``?`` and the
note names it. Through the entry points: File > New game (Brothers-in-Arms, Di's roster
without Movement), the set-up draw clicked, every model dropped from the tray with a real
drag (Di's on the bottom-right quarter's objective), the Race tab clicked and read cell by
cell (text, bold, tooltip, who is first), the sheet of File > Export board, and
``python -m app plan`` on the game saved with File > Save as."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pypdf

from app import plan_cli
from test_exposure_plan import roster

HELD = (36.0, 36.0)
"""The bottom-right quarter's objective (S4: its centre)."""


def test_a_warband_with_no_movement_on_an_objective_reads_0_and_is_first(club_pc, tmp_path,
                                                                        capsys):
    player = club_pc((1366, 768))
    movement = {"Ann": 6.0, "Bob": 5.0, "Cy": 6.0, "Di": None}
    player.new_game("trench-crusade", "brothers-in-arms", [
        {"name": who, "roster": roster(tmp_path, f"{who}'s band", move)}
        for who, move in movement.items()], table=(48, 48))
    win = player.window
    state = win.controller.state
    player.click(win.setup_panel.action)  # C4: the set-up draw
    spots = iter([(6 + 3.0 * k, 3.0) for k in range(14)])
    di_spots = iter([HELD, (HELD[0] + 1.5, HELD[1])])  # base edge 0.5 in from the centre
    panel = win.setup_panel
    while panel.tray_payloads():
        payload = panel.tray_payloads()[0]
        model = state.model(payload.partition(":")[2])
        to = next(di_spots) if model.player == "di" else next(spots)
        assert player.drag_from_tray(payload, to), panel.verdict.text()
    assert all(m.on_table for m in state.models)

    table = win.planning.race_table
    layer = win.scene.exposure
    player.show_tab("Race")
    player.wait(lambda: table.isVisible() and layer.updates > 0
                and table.table.rowCount() == len(state.objectives)
                and table.cell("Bottom-right quarter", "Di") == "0")
    cells = table.table
    cols = [cells.horizontalHeaderItem(c).text() for c in range(cells.columnCount())]
    rows = [cells.verticalHeaderItem(r).text() for r in range(cells.rowCount())]
    held = rows.index("Bottom-right quarter")
    di = cells.item(held, cols.index("Di"))
    assert di.font().bold()
    assert di.toolTip() == "Di: already within control range (R5)"
    assert cells.item(held, cols.index("First")).text() == "Di"
    for name in ("Ann", "Bob", "Cy"):  # all of them further away: not bold, not 0
        other = cells.item(held, cols.index(name))
        assert other.text() not in ("0", "?") and not other.font().bold()
    # elsewhere Di has no number (no Movement, not there) and the note still says why
    for r, name in enumerate(rows):
        if r != held:
            assert table.cell(name, "Di") == "?"
    assert "no model of Di has a known Movement" in table.note.text()
    assert "0: a model is already within it" in table.note.text()
    folder = os.environ.get("TABLE_MARSHAL_SHOTS")
    if folder:
        player.show_tab("Race")
        player.wait(lambda: table.isVisible())
        win.grab().save(str(Path(folder) / "race-held-1366x768.png"))

    # File > Export board: the sheet says Di 0 and first: Di for that objective
    path = tmp_path / "board.pdf"
    with player.choosing_file(path, "PDF (*.pdf)"):
        player.menu("File", "Export board")
    text = " ".join(" ".join(p.extract_text().split()) for p in pypdf.PdfReader(str(path)).pages)
    text = text.replace("\ufb01", "fi")  # the PDF's "fi" ligature
    race = text[text.index("Race to the objectives (R5): turns needed"):]
    line = race[race.index("Bottom-right quarter:"):]
    line = line[:line.index("first:") + len("first: Di")]
    assert "Di 0" in line and line.endswith("first: Di"), line

    # python -m app plan on the saved game: the same 0, and Di first
    saved = tmp_path / "game.json"
    with player.choosing_file(saved, "Table Marshal game (*.json)"):
        player.menu("File", "Save as")
    player.wait(lambda: saved.exists())
    capsys.readouterr()
    assert plan_cli.main([str(saved), "ann"]) == 0
    doc = json.loads(capsys.readouterr().out)
    row = next(o for o in doc["objectives"] if o["id"] == "bottom-right-quarter")
    assert row["turns"]["di"] == 0 and row["first"] == ["di"]
    assert all(o["turns"]["di"] is None for o in doc["objectives"] if o is not row)
