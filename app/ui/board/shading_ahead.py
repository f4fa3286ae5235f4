"""The exposure shading worked out ahead of a drop (R4, issue 33): while a terrain piece is
carried and rests under the cursor, the map for the pieces as the drop would leave them is
worked out in a thread of its own (:class:`~app.game.exposure_map.ShadingAhead`, over a copy
of the rules' caches), so that the board shows it while the piece is still held and the drop
shows it at once. One job at a time; a newer rest waits for it and then runs alone (the jobs
in between are dropped).

:class:`AheadWorker` only starts the jobs and says when one is done (``done``, on the GUI
thread: a timer looks at the job, no Qt object is touched from the worker's thread).
"""

from __future__ import annotations

import logging
import sys
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QObject, QTimer, Signal

if TYPE_CHECKING:
    from app.game.exposure_map import ShadingAhead

LOG = logging.getLogger(__name__)

POLL_MS = 5
"""How often (ms) the GUI thread looks whether the job is done."""
SWITCH_S = 0.001
"""Python's thread switch interval (s) while a job runs: the GUI thread waits at most this
long for the interpreter when a drag goes on (the default, 5 ms, is most of a frame)."""

_EXECUTOR: list[ThreadPoolExecutor] = []


def _executor() -> ThreadPoolExecutor:
    if not _EXECUTOR:
        _EXECUTOR.append(ThreadPoolExecutor(1, thread_name_prefix="shading-ahead"))
    return _EXECUTOR[0]


class AheadWorker(QObject):
    """Runs :class:`ShadingAhead` jobs one at a time off the GUI thread; ``done`` carries
    each finished job (worked out, or ``map`` ``None`` if it failed)."""

    done = Signal(object)

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.running: ShadingAhead | None = None
        """The job being worked out."""
        self._future: Future | None = None
        self._next: Callable[[], ShadingAhead | None] | None = None
        self.next_tag: object = None
        """What the job waiting to start is for (``start``'s ``tag``)."""
        self._switch = sys.getswitchinterval()
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._look)

    @property
    def busy(self) -> bool:
        return self.running is not None

    def start(self, make: Callable[[], ShadingAhead | None], tag: object = None) -> None:
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
        self._switch = sys.getswitchinterval()
        sys.setswitchinterval(min(self._switch, SWITCH_S))
        self._future = _executor().submit(job.run)
        self._poll.start()

    def wait(self) -> None:
        """Block until the running job is done and said (tests, closing)."""
        if self._future is not None:
            self._future.exception()
            self._look()

    def _look(self) -> None:
        future, job = self._future, self.running
        if future is None or job is None or not future.done():
            return
        self._poll.stop()
        sys.setswitchinterval(self._switch)
        self._future, self.running = None, None
        error = future.exception()
        if error is not None:  # the drop works it out itself then
            LOG.error("shading worked out ahead failed", exc_info=error)
            job.map = None
        self.done.emit(job)
        follow, self._next, self.next_tag = self._next, None, None
        if follow is not None:
            self.start(follow)
