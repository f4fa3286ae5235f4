"""How long importing a roster takes, and what the safety limits cost (issue 18).

    python benchmarks/roster_import.py

Rows: a real-sized Mordheim BattleScribe roster (13 models) as .ros and .rosz, a Trench
Crusade New Recruit JSON export, a .ros just under the 4 MiB limit, and the refusals (a 4 GiB-declared zip bomb, a billion-laughs .ros), each
the median of several runs. The rosters are built by tests/rosterkit.py from the real
catalogues in ../shared/real-rosters/ (skipped if absent)."""

from __future__ import annotations

import copy
import statistics
import sys
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from app.game.roster_import import RosterImportError, import_roster  # noqa: E402
from rosterkit import REAL, model, ros_text, roster_doc, unit, write_nr_json, write_ros, write_rosz  # noqa: E402


def timed(fn, runs: int = 7) -> float:
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000


def refused(path: Path) -> None:
    try:
        import_roster(path)
    except RosterImportError:
        return
    raise AssertionError(f"{path} was not refused")


def main() -> int:
    if not REAL.is_dir():
        print(f"no real rosters at {REAL}; nothing measured")
        return 0
    folder = Path(tempfile.mkdtemp())
    skaven = roster_doc("mordheim", "Skaven.cat", [
        model("Assassin Adept"), model("Eshin Sorcerer"), model("Black Skaven"),
        model("Black Skaven"), unit("Verminkin", model("Verminkin", 5)),
        unit("Giant Rats", model("Giant Rats", 3)), model("Rat Ogre")])
    grail = roster_doc("trench-crusade", "Black Grail.cat", [
        model("Lord of Tumours"), model("Plague Knight", 4), model("Hound of the Black Grail", 2),
        model("Grail Thrall", 4)])
    big = copy.deepcopy(grail)
    one = big["forces"][0]["selections"][1]
    one["costs"] = []  # free models: the size limit, not the rating limit, is what is measured
    def size(n: int) -> int:
        return len(ros_text({**big, "forces": [{**big["forces"][0],
                                                "selections": [one] * n}]}).encode())

    empty, per = size(0), size(1) - size(0)
    big["forces"][0]["selections"] = [copy.deepcopy(one)
                                      for _ in range((4 * 2**20 - empty) // per - 1)]
    rows = [
        ("Mordheim .ros, 13 models", write_ros(skaven, folder / "s.ros"), import_roster),
        ("Mordheim .rosz, 13 models", write_rosz(skaven, folder / "s.rosz"), import_roster),
        ("Trench Crusade NR JSON, 11 models", write_nr_json(grail, folder / "g.json"),
         import_roster),
        (f"a .ros at the 4 MiB limit ({len(big['forces'][0]['selections'])} models)",
         write_ros(big, folder / "big.ros"), import_roster),
    ]
    bomb = folder / "bomb.rosz"
    with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("bomb.ros", b" " * (256 * 2**20))
    laughs = folder / "laughs.ros"
    laughs.write_text('<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "ha">'
                      + "".join(f'<!ENTITY {chr(98 + i)} "{("&" + chr(97 + i) + ";") * 10}">'
                                for i in range(9)) + ']><r>&j;</r>', encoding="utf-8")
    rows += [("zip bomb refused (256 MiB inside)", bomb, refused),
             ("billion laughs refused", laughs, refused)]
    print(f"{'roster':48} {'file':>10} {'ms':>8}")
    for name, path, fn in rows:
        ms = timed(lambda: fn(path), runs=3 if "limit" in name else 7)
        print(f"{name:48} {path.stat().st_size:>10,} {ms:>8.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
