"""Progress of a long stage (generation, a flow's mapped items) on stderr, drawn by rich.

A terminal gets a live bar (done/total, rate, ETA, errors, and tokens in/out when rows carry
them) that rich redraws twice a second and clears at the end. Anything else, a pipe, DVC's
output, a CI log, gets only the summary line at the end: a redrawn line would fill a log with
one copy per redraw. Nothing is drawn before the first item finishes, so a stage with nothing
to do, or one that asked for no progress, prints nothing.

While the bar is live, log handlers that print through a rich console of their own (Prefect's
console handler) print through the bar's instead, which puts each line above the bar: two
consoles drawing on one terminal would cut the bar and the lines into each other.
"""

from __future__ import annotations

import logging
import sys
import time
import weakref
from typing import Any, TextIO

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, ProgressColumn, Task, TextColumn, TimeRemainingColumn
from rich.progress import Progress as RichProgress
from rich.text import Text


class RateColumn(ProgressColumn):
    """Items a second over rich's recent window; `?` until two items have finished."""

    def render(self, task: Task) -> Text:
        speed = task.finished_speed or task.speed
        return Text("?/s" if speed is None else f"{speed:.2f}/s", style="progress.data.speed")


class Progress:
    """Counts finished items (`tick`, or `add` for a generated row with its tokens and error)."""

    def __init__(self, total: int, label: str, *, out: TextIO | None = None, terminal: bool | None = None) -> None:
        """`out` defaults to the stderr of the moment; `terminal` to whether `out` is one."""
        self.total = total
        self.label = label
        self.done = 0
        self.errors = 0
        self.tokens_in = 0
        self.tokens_out = 0
        self._counts_tokens = False
        self._started = time.monotonic()
        self._console = Console(file=out or sys.stderr, force_terminal=terminal)
        self._bar = RichProgress(
            TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), RateColumn(),
            TextColumn("ETA"), TimeRemainingColumn(), TextColumn("errors {task.fields[errors]}"),
            TextColumn("{task.fields[tokens]}"),
            console=self._console, transient=True, refresh_per_second=2, disable=not self._console.is_terminal)
        self._task = self._bar.add_task(label, total=total, errors=0, tokens="")
        # A stage that fails mid-way never reaches `total`: the bar stops at exit all the same,
        # so the terminal gets its cursor back, and the log handlers get their consoles back.
        self._lent: list[tuple[logging.Handler, Console]] = []
        self._stop = weakref.finalize(self, _end, self._bar, self._lent)

    def add(self, row: dict[str, Any]) -> None:
        """One generated row: its tokens (None when the backend failed) and whether it is an error."""
        self._counts_tokens = True
        self.tokens_in += row["tokens_in"] or 0
        self.tokens_out += row["tokens_out"] or 0
        self.tick(error=row["error"] is not None)

    def tick(self, *, error: bool = False) -> None:
        self.done += 1
        self.errors += error
        tokens = f"tokens in {self.tokens_in}, out {self.tokens_out}" if self._counts_tokens else ""
        self._bar.update(self._task, completed=self.done, errors=self.errors, tokens=tokens)
        if self.done == 1:
            self._bar.start()
            if self._console.is_terminal:
                self._lent.extend(_lend(self._console))
        if self.done == self.total:
            self._stop()
            self._console.print(self.summary(), highlight=False, markup=False, soft_wrap=True)

    def summary(self) -> str:
        elapsed = max(time.monotonic() - self._started, 1e-9)
        line = f"{self.label}: {self.done}/{self.total} in {elapsed:.1f}s ({self.done / elapsed:.2f}/s), " \
               f"errors {self.errors}"
        if self._counts_tokens:
            line += f", tokens in {self.tokens_in}, out {self.tokens_out}"
        return line


def _handlers() -> list[logging.Handler]:
    loggers = [logging.getLogger(), *(lg for lg in logging.Logger.manager.loggerDict.values()
                                      if isinstance(lg, logging.Logger))]
    return [h for lg in loggers for h in lg.handlers]


def _lend(console: Console) -> list[tuple[logging.Handler, Console]]:
    """Point every handler that prints through its own rich console on the same file at `console`;
    what each had, to give back."""
    lent = []
    for handler in _handlers():
        own = getattr(handler, "console", None)
        if isinstance(own, Console) and own is not console and own.file in (console.file, sys.stderr, sys.__stderr__):
            lent.append((handler, own))
            handler.console = console  # type: ignore[attr-defined]
    return lent


def _end(bar: RichProgress, lent: list[tuple[logging.Handler, Console]]) -> None:
    """Stop the bar, then give each handler its own console back."""
    bar.stop()
    for handler, own in lent:
        handler.console = own  # type: ignore[attr-defined]
    lent.clear()
