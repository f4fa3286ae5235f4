"""Autosave and crash recovery, without Qt.

Each running app has one :class:`AutosaveSession`: after every command the UI calls
:meth:`AutosaveSession.write`, which saves the game atomically to
``<user data folder>/autosave/autosave-<pid>-<token>.json`` (platformdirs, app name
``TableMarshal``) plus a small ``.meta.json`` saying which file the game came from and when.
The autosave only holds *unsaved* work: :meth:`AutosaveSession.clear` removes it when the
game is saved or replaced by a clean one, and a clean exit (:meth:`AutosaveSession.close`)
removes it too. So an autosave left behind by a process that is no longer running means the
app crashed with unsaved work: :func:`find_recoveries` lists those for the next start to offer.
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Callable

from .atomic import atomic_write
from .history import History
from .gamefile import GameFileError, GameSaveError, SavedGame
from .state import GameState

APP_NAME = "TableMarshal"
META_FORMAT = "table-marshal/autosave"
PREFIX = "autosave-"


def user_data_folder() -> Path:
    """The user's data folder for Table Marshal (platformdirs)."""
    import platformdirs  # loaded on first use: the first frame does not wait for it

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def default_folder() -> Path:
    """Where autosaves live: ``<user data folder>/autosave``."""
    return user_data_folder() / "autosave"


def pid_alive(pid: int) -> bool:
    """True if a process with this id is running (POSIX ``kill(pid, 0)``; Windows
    ``OpenProcess``). Errs on "alive" when it cannot tell, so a running app's autosave is
    never offered for recovery to another instance."""
    if pid <= 0:
        return False
    if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
        import ctypes

        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined]
        handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return ctypes.get_last_error() == 5  # access denied: it exists
        try:
            code = ctypes.c_ulong()
            if not kernel32.GetExitCodeProcess(handle, ctypes.byref(code)):
                return True
            return code.value == 259  # STILL_ACTIVE
        finally:
            kernel32.CloseHandle(handle)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def process_identity(pid: int) -> str | None:
    """What tells this process apart from a later one that reuses its id (ids are reused,
    most often after a reboot): on Linux ``"<boot id>/<start time in clock ticks>"`` from
    ``/proc``; ``None`` where it cannot be told (other systems, no such process), and then
    only the id is compared."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        boot = Path("/proc/sys/kernel/random/boot_id").read_text(encoding="ascii").strip()
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="utf-8", errors="replace")
        start = stat.rsplit(")", 1)[1].split()[19]  # field 22, counting from the state (3)
    except (OSError, IndexError, ValueError):
        return None
    return f"{boot}/{start}"


def _now() -> str:
    from datetime import datetime, timezone

    return datetime.now(timezone.utc).isoformat(timespec="seconds")


@dataclass(frozen=True)
class Recovery:
    """An autosave left by an app that did not exit cleanly.

    ``game_path``: the autosaved game; ``source``: the file the game had been opened from or
    saved to (None for a game never saved); ``saved_at``: ISO time (UTC) of the autosave;
    ``name``: the game's name.
    """

    game_path: Path
    source: Path | None
    saved_at: str
    name: str

    @property
    def meta_path(self) -> Path:
        return _meta_for(self.game_path)

    @property
    def saved_at_local(self) -> str:
        """``saved_at`` in local time, ``YYYY-MM-DD HH:MM``."""
        from datetime import datetime

        try:
            return datetime.fromisoformat(self.saved_at).astimezone().strftime("%Y-%m-%d %H:%M")
        except ValueError:
            return self.saved_at or "an unknown time"

    def load(self) -> GameState:
        """The autosaved game; :class:`GameFileError` if the autosave is unreadable."""
        return self.load_saved().state

    def load_saved(self) -> SavedGame:
        """The autosaved game with its undo history; :class:`GameFileError` if unreadable."""
        from .saves import load_saved_game  # the file schema: loaded on first use

        return load_saved_game(self.game_path)

    def discard(self) -> None:
        """Delete this autosave (the user chose not to recover it, or has recovered it)."""
        for path in (self.game_path, self.meta_path):
            try:
                path.unlink()
            except FileNotFoundError:
                pass


def _meta_for(game_path: Path) -> Path:
    return game_path.with_name(game_path.stem + ".meta.json")


def _pid_of(name: str) -> int | None:
    """``autosave-<pid>-<token>.json`` -> pid."""
    try:
        return int(name[len(PREFIX):].split("-", 1)[0])
    except ValueError:
        return None


class AutosaveSession:
    """This app's autosave slot in ``folder`` (created on first write).

    ``write`` raises :class:`GameSaveError` (nothing changed on disk) if the game cannot be
    saved; the UI reports it in the status bar and carries on.
    """

    def __init__(self, folder: str | os.PathLike[str] | None = None) -> None:
        self._folder = None if folder is None else Path(folder)
        self.token = os.urandom(4).hex()
        self.closed = False
        self.written = False  # nothing to clear until the first write
        self.identity = process_identity(os.getpid())

    @cached_property
    def folder(self) -> Path:
        """The folder given, or :func:`default_folder` (looked up when first needed)."""
        return self._folder if self._folder is not None else default_folder()

    @cached_property
    def game_path(self) -> Path:
        return self.folder / f"{PREFIX}{os.getpid()}-{self.token}.json"

    @cached_property
    def meta_path(self) -> Path:
        return _meta_for(self.game_path)

    def write(self, state: GameState, source: str | os.PathLike[str] | None,
              history: History | None = None) -> None:
        """Autosave ``state`` and its undo ``history`` (game file first, then its note of
        ``source`` and the time)."""
        if self.closed:
            return
        from .saves import dumps_game  # the file schema: loaded on first use

        text = dumps_game(state, history).encode("utf-8")
        meta = {
            "format": META_FORMAT, "version": 1, "pid": os.getpid(),
            "started": self.identity,
            "source": None if source is None else str(source), "saved_at": _now(),
            "name": state.name,
        }
        self.written = True
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            atomic_write(self.game_path, text)
            atomic_write(self.meta_path, (json.dumps(meta, indent=1) + "\n").encode("utf-8"))
        except OSError as exc:
            raise GameSaveError(self.game_path, "", f"autosave failed ({exc.strerror or exc})") from None

    def clear(self) -> None:
        """Remove the autosave: there is no unsaved work (just saved, or a clean game)."""
        if not self.written:  # this session's files are named for it: none exist yet
            return
        for path in (self.game_path, self.meta_path):
            try:
                path.unlink()
            except FileNotFoundError:
                pass
            except OSError:
                pass

    def close(self) -> None:
        """Clean exit: remove the autosave and stop writing."""
        self.clear()
        self.closed = True

    def is_own(self, recovery: Recovery) -> bool:
        return recovery.game_path == self.game_path


def find_recoveries(folder: str | os.PathLike[str] | None = None,
                    is_alive: Callable[[int], bool] = pid_alive,
                    own: AutosaveSession | None = None,
                    identity: Callable[[int], str | None] = process_identity,
                    ) -> list[Recovery]:
    """Autosaves left behind by apps that are no longer running, newest first.

    An autosave whose process is still running (another open window) is not listed; one
    written under this process's id by an earlier run (the id was reused) is, and so is one
    whose id now belongs to another process: the note's ``started`` (see
    :func:`process_identity`) differs from the live process's. Unreadable notes do not stop
    the listing: such an autosave is listed with what is known.
    """
    base = Path(folder) if folder is not None else default_folder()
    try:
        names = sorted(os.listdir(base))
    except OSError:
        return []
    found: list[Recovery] = []
    for name in names:
        if name.startswith("." + PREFIX) and name.endswith(".tmp"):
            _remove_orphan_temp(base / name, is_alive, own)
            continue
        if not name.startswith(PREFIX) or not name.endswith(".json") or name.endswith(".meta.json"):
            continue
        game_path = base / name
        if own is not None and game_path == own.game_path:
            continue
        source, saved_at, title, started = None, "", name, None
        try:
            meta = json.loads(_meta_for(game_path).read_text(encoding="utf-8"))
            if isinstance(meta, dict) and meta.get("format") == META_FORMAT:
                source = Path(meta["source"]) if meta.get("source") else None
                saved_at = str(meta.get("saved_at", ""))
                title = str(meta.get("name") or name)
                started = meta.get("started") if isinstance(meta.get("started"), str) else None
        except (OSError, ValueError, TypeError):
            pass
        pid = _pid_of(name)
        if pid is not None and pid != os.getpid() and is_alive(pid):
            now = identity(pid) if started else None
            if now is None or now == started:
                continue  # still running (or cannot tell: never offer a live app's work)
        if not saved_at:
            from datetime import datetime, timezone

            try:
                saved_at = datetime.fromtimestamp(game_path.stat().st_mtime, timezone.utc).isoformat(
                    timespec="seconds")
            except OSError:
                continue
        found.append(Recovery(game_path, source, saved_at, title))
    found.sort(key=lambda r: r.saved_at, reverse=True)
    return found


def _remove_orphan_temp(path: Path, is_alive: Callable[[int], bool],
                        own: "AutosaveSession | None") -> None:
    """Delete a half-written autosave (``.autosave-<pid>-<token>.json.<random>.tmp``) left by
    an app killed while it wrote; never one of a running app (it may be writing it now)."""
    pid = _pid_of(path.name[1:])
    if pid is None or (own is not None and path.name.startswith(f".{own.game_path.name}.")):
        return
    if pid != os.getpid() and is_alive(pid):
        return
    try:
        path.unlink()
    except OSError:
        pass


__all__ = [
    "APP_NAME", "AutosaveSession", "GameFileError", "Recovery", "default_folder",
    "find_recoveries", "pid_alive", "process_identity", "user_data_folder",
]
