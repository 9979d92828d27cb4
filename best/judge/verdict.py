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

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from best.judge.run import Measurement
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


# How a run's detail names the exception that ended it (best/judge/run.py writes it; a
# scoring protocol may read it, as ENAMEL's does for OverflowError).
UNCAUGHT = "uncaught exception: "


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
    an empty solution of the same interface on the same test (best/judge/run.py), so they
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


@dataclass(frozen=True)
class TestRun:
    """One test of a row as measured (best/judge/row.py): what the verdict is read from."""

    __test__ = False  # a record, not a pytest class

    test: str
    ending: str  # an Ending's value
    time_ms: float | None  # the counted attempt's CPU time (the statistic over attempts; at the stop, if stopped)
    memory_kb: float | None
    correct: bool  # returned, and the answer was accepted
    attempts: int
    detail: str  # why it was not answered right, as the run recorded it
    kernel_time_ms: float | None = None  # the least over the attempts, as the harness's time
    kernel_memory_kb: float | None = None
    # the first attempt in full (output, log, heap and stack), for whoever ran it; never recorded
    measurement: Measurement | None = field(default=None, compare=False, repr=False)

    RECORDED = ("test", "ending", "time_ms", "memory_kb", "correct", "attempts", "detail", "kernel_time_ms",
                "kernel_memory_kb")

    def record(self) -> dict[str, Any]:
        """What runs.parquet and the judge's cache keep of it."""
        return {k: getattr(self, k) for k in self.RECORDED}

    def decide(self, time_limit_ms: float, memory_limit_kb: float, check: KernelCheck) -> tuple[Verdict, str]:
        return decide(Ending(self.ending), self.time_ms, self.memory_kb, time_limit_ms=time_limit_ms,
                      memory_limit_kb=memory_limit_kb, correct=self.correct, kernel_time_ms=self.kernel_time_ms,
                      kernel_memory_kb=self.kernel_memory_kb, check=check)


@dataclass(frozen=True)
class CellVerdict:
    verdict: Verdict
    time_ms: float | None  # the largest over the tests up to the deciding one (all of them for AC)
    memory_kb: float | None
    correct: bool  # every test of the row answered right, whatever the time and memory
    test: str | None = None  # the test that decided a failing verdict
    detail: str = ""  # why it failed: the kernel's reason, the run's, or the wrong answer's
    kernel_time_ms: float | None = None
    kernel_memory_kb: float | None = None
    slowest: str | None = None  # the test of time_ms: what bounds an accepted cell
    censored: bool = False  # the deciding run was stopped, so time_ms is where, not how long it would take


COMPILE_ERROR = CellVerdict(Verdict.CE, None, None, False, None, "compilation failed")


def cell_verdict(tests: Sequence[TestRun], tests_total: int, *, time_limit_ms: float, memory_limit_kb: float,
                 check: KernelCheck = KERNEL_CHECK) -> CellVerdict:
    """A cell's verdict from its row's measured tests: the first test that breaks one of the
    cell's rules decides it. The only place verdicts are made (`best judge`, validation and
    the score stage all read them here)."""
    upto: list[TestRun] = []
    verdict, test, detail = Verdict.AC, None, ""
    for t in tests:
        upto.append(t)
        v, why = t.decide(time_limit_ms, memory_limit_kb, check)
        if v is not Verdict.AC:
            verdict, test = v, t.test
            detail = why or t.detail
            if v is Verdict.TLE and not detail and t.time_ms is not None:
                detail = f"CPU time {t.time_ms:.3f} ms over the limit {time_limit_ms:.3f} ms"
            if v is Verdict.MLE and not detail and t.memory_kb is not None:
                detail = f"extra memory {t.memory_kb:.3f} KB over the limit {memory_limit_kb:.3f} KB"
            break
    if verdict is Verdict.AC and len(tests) != tests_total:
        raise ValueError(f"a row stopped at test {len(tests)} of {tests_total} without a failure")

    def largest(values: Iterable[float | None]) -> float | None:
        return max((v for v in values if v is not None), default=None)

    correct = len(tests) == tests_total and all(t.correct for t in tests)
    timed = [t for t in upto if t.time_ms is not None]
    slowest = max(timed, key=lambda t: t.time_ms or 0.0).test if timed else None
    censored = verdict is Verdict.TLE and Ending(upto[-1].ending) is Ending.TIME
    return CellVerdict(verdict, largest(t.time_ms for t in upto), largest(t.memory_kb for t in upto), correct,
                       test, detail, largest(t.kernel_time_ms for t in upto), largest(t.kernel_memory_kb for t in upto),
                       slowest, censored)
