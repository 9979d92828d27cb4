"""How a run ended, and which verdict a cell gives it (best.judge.verdict's precedence)."""

from __future__ import annotations

import signal
from dataclasses import replace

import pytest

from best.judge.run import Measurement, Record, Runner, parse_record
from best.judge.sandbox import RunReply
from best.judge.verdict import KERNEL_CHECK, Ending, KernelCheck, Verdict, decide


def cell_decision(m: Measurement, time_limit_ms: float, memory_limit_kb: float, correct: bool | None,
                  check: KernelCheck = KERNEL_CHECK) -> tuple[Verdict, str]:
    return decide(m.ending, m.time_ms, m.memory_kb, time_limit_ms=time_limit_ms, memory_limit_kb=memory_limit_kb,
                  correct=correct, kernel_time_ms=m.kernel_time_ms, kernel_memory_kb=m.kernel_memory_kb, check=check)


def measured(ending: Ending = Ending.RETURNED, time_ms: float | None = 10.0, memory_kb: float | None = 1.0
             ) -> Measurement:
    return Measurement(ending=ending, time_ms=time_ms, wall_ms=time_ms, memory_kb=memory_kb, heap_kb=0, stack_kb=0,
                       static_kb=0, output=b"" if ending is Ending.RETURNED else None, detail="", log="")


@pytest.mark.parametrize("m,correct,expected", [
    (measured(), True, Verdict.AC),
    (measured(), False, Verdict.WA),
    (measured(time_ms=21.0), True, Verdict.TLE),
    (measured(memory_kb=2.5), True, Verdict.MLE),
    (measured(time_ms=21.0, memory_kb=2.5), False, Verdict.TLE),  # time first
    (measured(Ending.TIME, time_ms=5.0), None, Verdict.TLE),  # stopped by the wall clock, little CPU
    (measured(Ending.MEMORY), None, Verdict.MLE),
    (measured(Ending.MEMORY, time_ms=30.0), None, Verdict.TLE),
    (measured(Ending.OUTPUT), None, Verdict.OLE),
    (measured(Ending.OUTPUT, memory_kb=3.0), None, Verdict.MLE),
    (measured(Ending.CRASH), None, Verdict.RE),
    (measured(Ending.CRASH, memory_kb=None), None, Verdict.RE),
])
def test_cell_verdict_precedence(m: Measurement, correct: bool | None, expected: Verdict) -> None:
    assert cell_decision(m, 20.0, 2.0, correct)[0] is expected


def test_record_parse() -> None:
    data = (b"refused 4096\nBEST1\nstatus returned\ncpu_ns 1500000\nheap_peak 12\noutput 3\nabcend\n")
    r = parse_record(data)
    assert r.final and r.refused == 4096 and r.int("cpu_ns") == 1500000 and r.output == b"abc"


def test_record_cut_short_has_no_output() -> None:
    r = parse_record(b"BEST1\nstatus returned\ncpu_ns 1\noutput 10\nabc")
    assert r.final and r.output is None


def test_garbage_before_the_record_is_ignored() -> None:
    r = parse_record(b"\xff\xfe nonsense\nstatus fake\nBEST1\nstatus threw\nerror boom\noutput 0\nend\n")
    assert r.fields["status"] == "threw" and r.fields["error"] == "boom"


def ending(*, killed: bool = False, oom: bool = False, sig: int = 0, code: int = 0, status: str = "exited",
           full: bool = False, cpu_us: int = 0, record: bytes = b"BEST1\nstatus returned\noutput 0\nend\n"
           ) -> tuple[Ending, str]:
    reply = RunReply(status=status, code=code, signal=sig, wall_us=0, cpu_us=cpu_us, killed=killed, oom=oom,
                     memory_peak=0, result=record, log=b"", log_size=100 if full else 0)
    return Runner.ending(reply, parse_record(record), output_bytes=100, cpu_limit_ms=1000)


def test_endings() -> None:
    assert ending()[0] is Ending.RETURNED
    assert ending(killed=True)[0] is Ending.TIME
    assert ending(record=b"BEST1\nstatus timeout-cpu\n")[0] is Ending.TIME
    assert ending(sig=signal.SIGXCPU, status="signaled", record=b"")[0] is Ending.TIME
    assert ending(sig=signal.SIGKILL, status="signaled", cpu_us=2_000_000, record=b"")[0] is Ending.TIME
    assert ending(sig=signal.SIGKILL, status="signaled", oom=True, record=b"")[0] is Ending.MEMORY
    assert ending(record=b"BEST1\nstatus stack-overflow\n")[0] is Ending.MEMORY
    assert ending(sig=signal.SIGABRT, status="signaled", record=b"refused 99\n")[0] is Ending.MEMORY
    assert ending(sig=signal.SIGXFSZ, status="signaled", record=b"")[0] is Ending.OUTPUT
    assert ending(full=True)[0] is Ending.OUTPUT
    assert ending(record=b"BEST1\nstatus threw\nerror x\n") == (Ending.CRASH, "uncaught exception: x")
    assert ending(sig=signal.SIGSEGV, status="signaled", record=b"")[1] == "killed by SIGSEGV"
    assert ending(code=3, record=b"")[1] == "exited with code 3 before the call returned"


def test_a_record_is_a_record() -> None:
    assert not Record({}, None, 0).final


def test_the_kernels_figures_fail_a_cell_beyond_their_tolerance() -> None:
    """Limits 20 ms and 2 KB: the kernel may see up to 1.5 x 20 + 20 = 50 ms and 2 x 2 + 8192 KB."""
    honest = replace(measured(), kernel_time_ms=49.0, kernel_memory_kb=8000.0)
    assert cell_decision(honest, 20.0, 2.0, True) == (Verdict.AC, "")
    slow = replace(measured(), kernel_time_ms=51.0)
    verdict, why = cell_decision(slow, 20.0, 2.0, True)
    assert verdict is Verdict.TLE and "kernel measured 51.0 ms" in why
    big = replace(measured(), kernel_memory_kb=9000.0)
    verdict, why = cell_decision(big, 20.0, 2.0, True)
    assert verdict is Verdict.MLE and "kernel measured 9000 KB" in why
    # the harness's own verdicts keep their precedence and need no reason
    assert cell_decision(replace(measured(time_ms=21.0), kernel_memory_kb=9000.0), 20.0, 2.0, True) == (Verdict.TLE, "")
    assert cell_decision(replace(measured(memory_kb=3.0), kernel_time_ms=51.0), 20.0, 2.0, True)[0] is Verdict.TLE
    # an unlimited column has no memory bound
    assert cell_decision(big, 20.0, float("inf"), True)[0] is Verdict.AC
    strict = KernelCheck(time_factor=1.0, time_allowance_ms=0.0, memory_factor=1.0, memory_allowance_kb=0.0)
    assert cell_decision(replace(measured(), kernel_time_ms=20.5), 20.0, 2.0, True, strict)[0] is Verdict.TLE


def test_records_beyond_the_harnesss_are_counted() -> None:
    one = b"BEST1\nstatus returned\noutput 3\nabcend\n"
    assert parse_record(one).blocks == 1
    assert parse_record(one + one).blocks == 2
    assert parse_record(b"BEST1\nstatus returned\ncpu_ns 1\n" + one).blocks == 2
