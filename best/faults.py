"""Crash points: where the fault-injection tests kill the pipeline, as a power cut would.

Code that makes work durable calls `crash_point(kind)` at the moments a kill is most
awkward: between writing a file and renaming it into place, after a sample is committed
and before the next one, after a run is measured and before its result is cached. A kill
anywhere else leaves what a kill at the point before it leaves, plus work in flight that a
rerun redoes, so a test that kills at each kind of point, and at random ones among them,
sees the states a rerun can find.

Unless `BEST_CRASH_AT` or `BEST_CRASH_TRACE` is set in the environment, a crash point
costs one comparison. With `BEST_CRASH_AT=N` the process kills itself with SIGKILL (no
handler, no `finally`, no flush) at the N-th crash point it passes; with
`BEST_CRASH_TRACE=FILE` it appends every point it passes to FILE (its kind, a tab, its
detail), so a test can count the points of an uninterrupted run and choose where to kill.
"""

from __future__ import annotations

import os
import signal
import threading

CRASH_AT = "BEST_CRASH_AT"
CRASH_TRACE = "BEST_CRASH_TRACE"


class _Plan:
    def __init__(self) -> None:
        at = os.environ.get(CRASH_AT, "")
        self.kill_at = int(at) if at.isdigit() and int(at) > 0 else 0
        self.trace = os.environ.get(CRASH_TRACE) or None
        self.active = bool(self.kill_at or self.trace)
        self.passed = 0
        self.lock = threading.Lock()  # execute may run items on threads

    def hit(self, kind: str, detail: str) -> None:
        with self.lock:
            self.passed += 1
            if self.trace is not None:
                with open(self.trace, "a", encoding="utf-8") as f:
                    f.write(f"{kind}\t{detail}\n")
            if self.passed == self.kill_at:
                os.kill(os.getpid(), signal.SIGKILL)


_PLAN = _Plan()


def crash_point(kind: str, detail: str = "") -> None:
    """A place where the process may be killed in a fault-injection test (see the module doc).
    `kind` says what state a kill here leaves behind; `detail` (a file name, say) only helps
    a reader of the trace."""
    if _PLAN.active:
        _PLAN.hit(kind, detail)
