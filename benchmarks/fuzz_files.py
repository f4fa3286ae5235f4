"""Issue 20's fuzz run: mutated game, scenario and roster files through the app's gate; and
issue 32's: mutated rosters from other tools through the roster importer.

    python benchmarks/fuzz_files.py [--games 10000] [--scenarios 3000] [--rosters 3000]
                                    [--imports 3000] [--start 0] [--show 3]

An import case (tests/importfuzz.py) is a roster exported the way BattleScribe, New Recruit or
Trench Companion do (.ros, .rosz, New Recruit JSON, a Companion download or share-link
record), built by tests/rosterkit.py from the real catalogues in ../shared/real-rosters (the
project's own roster fixtures) and mutated; it must be refused in one line naming the file,
or imported, saved, opened, saved byte-identically and placed in a new game ("unsavable" is
an import accepted that the roster file or the game cannot hold).

Each case is tests/fuzzkit.py's ``case(kind, seed)``: one of the app's own files with one to
three seeded mutations, loaded; a refusal must be one line starting with the path and naming
a field; an accepted file must be judged (as ``python -m app check`` does), saved, opened
again and saved byte-identically; more than 5 s is a hang. Prints, per kind, the counts of
accepted, refused, crashes, unsavable, bad messages and hangs, the slowest accepted case, and
the first few faults of each sort with their seed (rerun one with ``--start SEED --games 1``).
"""

from __future__ import annotations

import argparse
import collections
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

import fuzzkit  # noqa: E402

FAULTS = ("crash", "unsavable", "bad message", "hang")


def run(kind: str, count: int, start: int, show: int) -> dict[str, int]:
    counts: collections.Counter[str] = collections.Counter()
    examples: dict[str, list[str]] = collections.defaultdict(list)
    slowest = (0.0, -1)
    began = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        for seed in range(start, start + count):
            outcome = fuzzkit.case(kind, seed, Path(tmp) / str(seed % 50))
            counts[outcome.kind] += 1
            if outcome.kind == "accepted" and outcome.seconds > slowest[0]:
                slowest = (outcome.seconds, seed)
            if outcome.kind in FAULTS and len(examples[outcome.kind]) < show:
                examples[outcome.kind].append(
                    f"  seed {seed} ({'; '.join(outcome.mutations)[:160]}):\n    "
                    + outcome.detail.strip().replace("\n", "\n    ")[-700:])
    took = time.perf_counter() - began
    print(f"{kind}: {count} cases in {took:.0f} s: accepted {counts['accepted']}, refused "
          f"{counts['refused']}; crashes {counts['crash']}, unsavable {counts['unsavable']}, "
          f"bad messages {counts['bad message']}, hangs {counts['hang']}; slowest accepted "
          f"{slowest[0]:.2f} s (seed {slowest[1]})", flush=True)
    for fault in FAULTS:
        for text in examples[fault]:
            print(f" {fault}:\n{text}", flush=True)
    return counts


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10000)
    parser.add_argument("--scenarios", type=int, default=3000)
    parser.add_argument("--rosters", type=int, default=3000)
    parser.add_argument("--imports", type=int, default=3000)
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--show", type=int, default=3)
    args = parser.parse_args()
    bad = 0
    for kind, count in (("game", args.games), ("scenario", args.scenarios),
                        ("roster", args.rosters), ("import", args.imports)):
        if count:
            counts = run(kind, count, args.start, args.show)
            bad += sum(counts[f] for f in FAULTS)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
