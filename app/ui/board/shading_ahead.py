"""The exposure shading worked out ahead of a drop (R4, issue 33): while a terrain piece is
carried and rests under the cursor, the map for the pieces as the drop would leave them is
worked out in a thread of its own (:class:`~app.game.exposure_map.ShadingAhead`, over a copy
of the rules' caches), so that the board shows it while the piece is still held and the drop
shows it at once. One job at a time; a newer rest waits for it and then runs alone (the jobs
in between are dropped). The seen marks and the race after a change are worked out the same
way, by a worker of their own (:class:`~app.game.exposure_map.RestAhead`), so the board is
never held up by them.

:class:`AheadWorker` only starts the jobs and says when one is done (``done``, on the GUI
thread: a timer looks at the job, no Qt object is touched from the worker's thread).
"""

from __future__ import annotations

import logging
import sys
import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, Callable

from PySide6.QtCore import QObject, QTimer, Signal

LOG = logging.getLogger(__name__)

POLL_MS = 5
"""How often (ms) the GUI thread looks whether the job is done."""
SWITCH_S = 0.001
"""Python's thread switch interval (s) while a job runs: the GUI thread waits at most this
long for the interpreter when a drag goes on (the default, 5 ms, is most of a frame)."""

HOLD_MAX_S = 5.0
"""The longest (s) a job waits in all for the board to be free (:meth:`AheadWorker.hold`):
past that it goes on, held or not (nothing waits on it for ever)."""

_EXECUTORS: dict[str, ThreadPoolExecutor] = {}
_RUNNING: list[object] = []  # the workers with a job running (the switch interval is theirs)
_SWITCH: list[float] = []


def _executor(name: str) -> ThreadPoolExecutor:
    if name not in _EXECUTORS:
        _EXECUTORS[name] = ThreadPoolExecutor(1, thread_name_prefix=name)
    return _EXECUTORS[name]


def _running(worker: object, running: bool) -> None:
    """Python's switch interval is :data:`SWITCH_S` while any worker has a job running."""
    if running and worker not in _RUNNING:
        if not _RUNNING:
            _SWITCH[:] = [sys.getswitchinterval()]
            sys.setswitchinterval(min(_SWITCH[0], SWITCH_S))
        _RUNNING.append(worker)
    elif not running and worker in _RUNNING:
        _RUNNING.remove(worker)
        if not _RUNNING and _SWITCH:
            sys.setswitchinterval(_SWITCH[0])


class AheadWorker(QObject):
    """Runs jobs (:class:`ShadingAhead`, :class:`~app.game.exposure_map.RestAhead`: anything
    with ``run()``) one at a time off the GUI thread, in a thread of its own (``name``);
    ``done`` carries each finished job (``failed`` set if it raised)."""

    done = Signal(object)

    def __init__(self, parent: QObject, name: str = "shading-ahead") -> None:
        super().__init__(parent)
        self.name = name
        self.running: Any = None
        """The job being worked out."""
        self._future: Future | None = None
        self._next: Callable[[], object | None] | None = None
        self.next_tag: object = None
        """What the job waiting to start is for (``start``'s ``tag``)."""
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._look)
        self._free = threading.Event()
        self._free.set()

    def hold(self, held: bool) -> None:
        """While the board is ``held`` (a model or a piece carried), a job that can pause
        (one with a ``pause`` attribute, called between its steps) waits at its next step,
        so that it does not take the interpreter from the drag's frames; it goes on when
        the board is free again (or after :data:`HOLD_MAX_S` in all)."""
        if held:
            self._free.clear()
        else:
            self._free.set()

    def _pauser(self) -> Callable[[], None]:
        """What a job calls between its steps: waits while the board is held."""
        free = self._free
        left = [HOLD_MAX_S]

        def pause() -> None:
            if free.is_set() or left[0] <= 0:
                return
            t0 = time.perf_counter()
            free.wait(left[0])
            left[0] -= time.perf_counter() - t0

        return pause

    @property
    def busy(self) -> bool:
        return self.running is not None

    def start(self, make: Callable[[], object | None], tag: object = None) -> None:
        """Work out the job ``make()`` gives (made on the GUI thread when it can start: at
        once, or when the one running is done; a later ``start`` replaces a waiting one,
        ``tag`` saying what it is for: :attr:`next_tag`)."""
        if self.running is not None:
            self._next, self.next_tag = make, tag
            return
        job = make()
        if job is None:
            return
        self.running = job
        if hasattr(job, "pause"):
            job.pause = self._pauser()
        _running(self, True)
        self._future = _executor(self.name).submit(job.run)
        self._poll.start()

    def wait(self) -> None:
        """Block until the running job is done and said (tests, closing): the board is
        no longer held for it."""
        self._free.set()
        if self._future is not None:
            self._future.exception()
            self._look()

    def _look(self) -> None:
        future, job = self._future, self.running
        if future is None or job is None or not future.done():
            return
        self._poll.stop()
        _running(self, False)
        self._future, self.running = None, None
        error = future.exception()
        job.failed = error is not None
        if error is not None:  # the board works it out itself then
            LOG.error("%s: a job failed", self.name, exc_info=error)
        self.done.emit(job)
        follow, self._next, self.next_tag = self._next, None, None
        if follow is not None:
            self.start(follow)
