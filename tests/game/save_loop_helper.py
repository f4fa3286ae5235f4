"""Helper process for the kill test (POSIX only): imports the save code once, then forks
writer children on request so each run costs a fork, not a Python start-up.

Protocol on stdin/stdout, one line each:
  parent reads "ready"            once the two games' bytes are known
  parent sends "run PATH"         -> a child saves game B, A, B, A ... to PATH forever;
                                     the helper answers "pid N" with the child's pid
  parent sends "reap N"           (after SIGKILL-ing N) -> helper waits for it, answers "reaped"
  parent sends "quit"
The two games' bytes are written to PATH.a and PATH.b by "prepare PATH"; the answer
"prepared S" gives the seconds one save of each game takes here now.
"""

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from app.game.saves import dumps_game, save_game  # noqa: E402
from savekit import big_state, demo_state  # noqa: E402

GAMES = [big_state(250), demo_state()]  # B (big), A (small)


def reply(text: str) -> None:
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def main() -> None:
    reply("ready")
    for line in sys.stdin:
        cmd, _, arg = line.strip().partition(" ")
        if cmd == "prepare":
            Path(arg + ".b").write_text(dumps_game(GAMES[0]), encoding="utf-8")
            Path(arg + ".a").write_text(dumps_game(GAMES[1]), encoding="utf-8")
            start = time.perf_counter()
            for game in GAMES:
                save_game(game, arg + ".timing")
            os.unlink(arg + ".timing")
            reply(f"prepared {time.perf_counter() - start:.6f}")
        elif cmd == "run":
            pid = os.fork()
            if pid == 0:
                try:
                    i = 0
                    while True:
                        save_game(GAMES[i % 2], arg)
                        i += 1
                finally:
                    os._exit(0)
            reply(f"pid {pid}")
        elif cmd == "reap":
            os.waitpid(int(arg), 0)
            reply("reaped")
        elif cmd == "quit":
            return


if __name__ == "__main__":
    main()
