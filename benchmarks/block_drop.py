"""Cost of one step of dragging a whole warband from the set-up tray (issue 18): laying the
block out around the cursor (:func:`app.game.placement.block_spots`) and judging every model
of it where it would land (the judge's ``move`` per model, as
:meth:`app.ui.controller.GameController.preview_block` does).

    python benchmarks/block_drop.py

Prints the median milliseconds for the Mordheim demo's Witch Hunters (12 models, 25 mm) and
for a 15-model warband with a third on 60x35 mm ovals at odd facings. The board lays the
block out once per drag and then only moves it: the layout is paid once, the judging on
every step of the drag.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.game.placement import block_spots, tray_block  # noqa: E402
from app.game.saves import load_game  # noqa: E402
from app.paths import demo_game_path  # noqa: E402
from app.rules.bases import Base  # noqa: E402
from app.rules.judge import Judge  # noqa: E402


class _OnTable:
    def __init__(self, model):  # noqa: ANN001
        self._m, self.status = model, "active"

    def __getattr__(self, name):  # noqa: ANN001, ANN204
        return getattr(self._m, name)


def _case(ovals: bool) -> tuple[float, float, int]:
    state = load_game(demo_game_path())
    bob = list(state.models_of("bob"))
    for k, m in enumerate(bob):
        m.status = "unplaced"
        if ovals and k % 3 == 0:
            m.base, m.facing_deg = Base("oval", length_mm=60, width_mm=35), 17.0 + 41 * k
    if ovals:  # three more models: 15 in all
        import dataclasses
        for k in range(3):
            state.models.append(dataclasses.replace(bob[-1], id=f"bob-x{k}", unit="extra"))
    ids = [m.id for m in tray_block(state, "bob")]
    judge = Judge.from_state(state, setup=True)
    for mid in ids:
        judge.set_status(mid, "active", _OnTable(state.model(mid)))
    layout, judging = [], []
    for step in range(40):
        x = 50.0 + 0.1 * step
        t0 = time.perf_counter()
        spots = block_spots(state, ids, x, 44.5)
        t1 = time.perf_counter()
        for mid, (sx, sy) in spots.items():
            judge.move(mid, sx, sy, state.model(mid).facing_deg)
        t2 = time.perf_counter()
        layout.append(t1 - t0)
        judging.append(t2 - t1)
    return statistics.median(layout) * 1e3, statistics.median(judging) * 1e3, len(ids)


def main() -> None:
    for ovals in (False, True):
        lay, judge, n = _case(ovals)
        what = "a third on ovals" if ovals else "25 mm round"
        print(f"{n} models ({what}): layout {lay:.1f} ms + judging {judge:.1f} ms per step")


if __name__ == "__main__":
    main()
