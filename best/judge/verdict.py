"""The verdict set, and the order that decides between several.

A run can break more than one rule at once (a program that keeps retrying a refused
allocation until its time runs out). The verdict is the first of these that applies:

1. CE  - the solution did not compile (nothing ran).
2. TLE - the run was stopped by a time limit (the CPU timer of the call, RLIMIT_CPU, or
         the wall clock for a program that sleeps or blocks), or its measured CPU time
         exceeds the row's limit.
3. MLE - an allocation was refused at the memory cap, the stack overflowed, the kernel's
         memory cgroup killed it, or its measured extra memory exceeds the cell's limit.
4. OLE - it wrote more than the output limit (SIGXFSZ, or the limit reached).
5. RE  - it ended abnormally: uncaught exception, signal, non-zero exit, or exit during
         the call without a result.
6. WA  - it returned, within limits, with a wrong answer.
7. AC  - correct, within the cell's time and memory limits.

Time comes first because a stopped run's other measurements are partial; memory before
output and crashes because a refused allocation usually surfaces as a crash (bad_alloc).
"""

from __future__ import annotations

from enum import StrEnum


class Verdict(StrEnum):
    AC = "AC"
    WA = "WA"
    TLE = "TLE"
    MLE = "MLE"
    OLE = "OLE"
    RE = "RE"
    CE = "CE"

    @property
    def passed(self) -> bool:
        return self is Verdict.AC


class Ending(StrEnum):
    """How a run ended, before any limit of a particular cell is applied."""

    RETURNED = "returned"  # the call returned and the result was written
    TIME = "time"  # stopped by a time limit
    MEMORY = "memory"  # refused allocation, stack overflow or OOM kill
    OUTPUT = "output"  # output limit
    CRASH = "crash"  # anything else abnormal


def verdict_of(ending: Ending, time_ms: float | None, memory_kb: float | None, *, time_limit_ms: float,
               memory_limit_kb: float, correct: bool | None) -> Verdict:
    """The precedence above, applied to one measured run and one cell's limits."""
    if ending is Ending.TIME or (time_ms is not None and time_ms > time_limit_ms):
        return Verdict.TLE
    if ending is Ending.MEMORY or (memory_kb is not None and memory_kb > memory_limit_kb):
        return Verdict.MLE
    if ending is Ending.OUTPUT:
        return Verdict.OLE
    if ending is Ending.CRASH:
        return Verdict.RE
    return Verdict.AC if correct else Verdict.WA
