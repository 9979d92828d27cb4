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

The time and memory a run is judged by are the harness's, measured inside the solution's
process to the microsecond and the byte. The solution could bend them from in there, so
each is checked against what the kernel measured from outside (`KernelCheck`): a run whose
kernel figures exceed the cell's limit by more than the stated tolerance fails the cell
(TLE, MLE) whatever the harness reported (docs/sandbox.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from best.params import JudgeParams


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


@dataclass(frozen=True)
class KernelCheck:
    """How far the kernel's figures of a run may exceed a cell's limits before the cell fails.

    The kernel's figures are the whole process's CPU time and peak resident set less those of
    an empty solution of the same interface on the same test (best/judge/measure.py), so they
    also hold what no harness counts as the call's: start-up work, allocator overhead (a
    header and a rounded chunk per block: a million 4-byte blocks are 14 MB counted, 37 MB
    resident), the pages of an interpreter's extra modules, the process's exit. The
    tolerances absorb that and the empty run's noise; beyond them, only a figure bent from
    inside the process explains the gap (docs/sandbox.md, tests/integration/test_attacks.py).
    """

    time_factor: float = 1.5
    time_allowance_ms: float = 20.0
    memory_factor: float = 2.0
    memory_allowance_kb: float = 8192.0

    @classmethod
    def of(cls, judge: JudgeParams) -> KernelCheck:
        return cls(judge.kernel_time_factor, judge.kernel_time_allowance_ms, judge.kernel_memory_factor,
                   judge.kernel_memory_allowance_kb)

    def time_bound_ms(self, limit_ms: float) -> float:
        return limit_ms * self.time_factor + self.time_allowance_ms

    def memory_bound_kb(self, limit_kb: float) -> float:
        return limit_kb * self.memory_factor + self.memory_allowance_kb

    def excess(self, kernel_time_ms: float | None, kernel_memory_kb: float | None, *, time_limit_ms: float,
               memory_limit_kb: float) -> tuple[Verdict | None, str]:
        """TLE or MLE with the reason when the kernel's figures break the cell's limits, else (None, "")."""
        if kernel_time_ms is not None and kernel_time_ms > self.time_bound_ms(time_limit_ms):
            return Verdict.TLE, (f"the kernel measured {kernel_time_ms:.1f} ms of CPU beyond an empty solution's, "
                                 f"over the limit's tolerance {self.time_bound_ms(time_limit_ms):.1f} ms")
        if kernel_memory_kb is not None and kernel_memory_kb > self.memory_bound_kb(memory_limit_kb):
            bound = self.memory_bound_kb(memory_limit_kb)
            return Verdict.MLE, (f"the kernel measured {kernel_memory_kb:.0f} KB resident beyond an empty "
                                 f"solution's, over the limit's tolerance {bound:.0f} KB")
        return None, ""


KERNEL_CHECK = KernelCheck()


def decide(ending: Ending, time_ms: float | None, memory_kb: float | None, *, time_limit_ms: float,
           memory_limit_kb: float, correct: bool | None, kernel_time_ms: float | None = None,
           kernel_memory_kb: float | None = None, check: KernelCheck = KERNEL_CHECK) -> tuple[Verdict, str]:
    """The precedence above, applied to one measured run and one cell's limits, with the reason
    when the kernel's figures decided it (empty when the harness's did)."""
    if ending is Ending.TIME or (time_ms is not None and time_ms > time_limit_ms):
        return Verdict.TLE, ""
    by_kernel, why = check.excess(kernel_time_ms, kernel_memory_kb, time_limit_ms=time_limit_ms,
                                  memory_limit_kb=memory_limit_kb)
    if by_kernel is Verdict.TLE:
        return by_kernel, why
    if ending is Ending.MEMORY or (memory_kb is not None and memory_kb > memory_limit_kb):
        return Verdict.MLE, ""
    if by_kernel is Verdict.MLE:
        return by_kernel, why
    if ending is Ending.OUTPUT:
        return Verdict.OLE, ""
    if ending is Ending.CRASH:
        return Verdict.RE, ""
    return (Verdict.AC if correct else Verdict.WA), ""
