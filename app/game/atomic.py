"""Atomic file replacement: a file is either its old bytes or its new bytes, never a mix.

The new content is written to a temporary file in the target's own folder (so the final
rename never crosses a file system), flushed and ``fsync``-ed, then moved over the target
with :func:`os.replace`, which is atomic on POSIX and Windows. If anything fails before the
rename, the temporary file is removed and the target is untouched. A process killed at any
point leaves the target whole (old or new); at worst a stray ``.NAME.*.tmp`` file remains
next to it, which :func:`atomic_write` removes the next time it saves the same file, and
:func:`remove_stale_temps_in` the next time the app opens or saves in that folder.
"""

from __future__ import annotations

import os
import re
import tempfile
import time
from pathlib import Path

CHUNK = 64 * 1024
STALE_AFTER_S = 120.0
"""A temp file older than this is an interrupted save's (a save takes well under a second),
never a save another Table Marshal is making right now."""
TEMP_NAME = re.compile(r"^\..+\.json\.[a-z0-9_]{8}\.tmp$")
"""The temp files :func:`atomic_write` makes for a game: ``.NAME.json.<8 random>.tmp``
(:func:`tempfile.mkstemp`'s random part is 8 characters of ``a-z0-9_``)."""


def _write(fd: int, data: bytes | memoryview) -> int:
    """One ``os.write`` call; a seam for fault-injection tests."""
    return os.write(fd, data)


def _fsync(fd: int) -> None:
    """``os.fsync``; a seam for tests."""
    os.fsync(fd)


def new_file_mode() -> int:
    """Permissions a plain ``open()`` would give a new file (0666 minus the umask)."""
    umask = os.umask(0o022)
    os.umask(umask)
    return 0o666 & ~umask


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); a no-op where folders cannot be opened."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def temp_prefix(target: Path) -> str:
    return f".{target.name}."


def atomic_write(path: str | os.PathLike[str], data: bytes) -> Path:
    """Replace the file at ``path`` with ``data`` atomically; return the path written.

    A symbolic link is followed (the file it points to is replaced). An existing file keeps
    its permissions. Raises ``OSError`` (the target unchanged) if the folder is missing or not
    writable, the disk is full, or any write fails.
    """
    target = Path(os.path.realpath(path))
    folder = target.parent
    try:
        mode = target.stat().st_mode & 0o7777
    except OSError:
        mode = new_file_mode()
    fd, tmp = tempfile.mkstemp(prefix=temp_prefix(target), suffix=".tmp", dir=folder)
    try:
        try:
            view = memoryview(data)
            while view:
                written = _write(fd, view[:CHUNK])
                if written <= 0:
                    raise OSError("the write stopped short")
                view = view[written:]
            _fsync(fd)
            if hasattr(os, "fchmod"):
                os.fchmod(fd, mode)
        finally:
            os.close(fd)
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_folder(folder)
    _remove_stale_temps(target, keep=None)
    return target


def _remove_stale_temps(target: Path, keep: str | None) -> None:
    """Remove temporary files an earlier, interrupted save of ``target`` left behind."""
    prefix = temp_prefix(target)
    try:
        names = os.listdir(target.parent)
    except OSError:
        return
    for name in names:
        if name.startswith(prefix) and name.endswith(".tmp") and name != keep:
            try:
                os.unlink(target.parent / name)
            except OSError:
                pass


def remove_stale_temps_in(folder: str | os.PathLike[str], *,
                          older_than_s: float = STALE_AFTER_S) -> list[str]:
    """Remove the temp files of killed game saves in ``folder``: only names of this module's
    pattern (:data:`TEMP_NAME`), only plain files last written over ``older_than_s`` seconds
    ago. Returns the names removed; a folder that cannot be listed removes nothing."""
    removed: list[str] = []
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not TEMP_NAME.match(entry.name):
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            if now - entry.stat(follow_symlinks=False).st_mtime <= older_than_s:
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(entry.name)
    return removed
