"""One sandboxed run of a build on one test input, measured.

The harness reports the call's CPU time, wall time, heap-and-mapping peak and stack depth;
extra memory adds the solution's static storage and what its static initialisers
allocated beyond the runtime's own baseline. How the run ended is decided from the box's
view (exit status, signal, wall-clock kill, OOM kill, output size) and the harness's
record, never from a measurement alone; limits of particular cells are applied later.

An interpreted build (Python) is measured in two runs, because counting its memory slows
it down: a timing run, then, if it returned, a memory run under a CPU cap
`judge.trace_factor` times larger, whose heap and stack figures complete the first.
Repeats of a run for its time (`again`) repeat only the timing run: memory is
deterministic.

Every figure above comes from inside the solution's process, which the solution could bend.
So each run also carries the kernel's figures, taken from outside it (wait4's rusage: CPU
time and peak resident set of the whole process), less those of the build's empty solution
(`Build.null`) on the same test, measured once per test and machine: `kernel_time_ms` and
`kernel_memory_kb`, which best.judge.verdict.KernelCheck holds against each cell's limits.
An interpreter's start-up varies by a third from run to run (tens of milliseconds), so where
the harness handed over (RunReply.handover_us: the process's CPU time, written on a channel
it closes before the solution's code runs), the time counted is the process's after that
point, less the empty solution's after it.
The empty solution also tells a sample's fault from the judge's: it ran this test cleanly
before the sample did, so a harness that cannot read its input, a record that is not the
harness's, or a box that failed under the sample is the sample's doing (a crash, RE), unless
the empty solution fails again after it (then it is the machine's: SandboxError).
"""

from __future__ import annotations

import errno
import json
import os
import platform
import secrets
import signal
from dataclasses import asdict, dataclass, replace
from functools import cache
from pathlib import Path
from typing import Literal

from best.cache import content_key, read_checked, write_checked
from best.errors import SandboxError
from best.faults import crash_point
from best.judge.environment import cpu_info
from best.judge.languages import Build
from best.judge.sandbox import Box, RunReply, RunRequest
from best.judge.verdict import UNCAUGHT, Ending
from best.params import JudgeParams

STACK_RESERVE = 64 << 10  # above the call: the harness's own frames
PROCESS_OVERHEAD = 64 << 20  # libraries, input buffer, result encoding
# An interpreter holds its inputs as objects: a list of ints is ~40 bytes per element against
# ~8 in the encoding, and the decoder's own copy comes on top.
INTERPRETED_INPUT_FACTOR = 16
NULL_RUNS = 3  # runs of the empty solution per test; the least CPU and resident set count
NULL_NOISE = 1.1  # a process costs up to this x the empty solution's fastest run before its own work counts
NULL_CAP_MS = 60_000.0
STATUSES = {"returned", "threw", "timeout-cpu", "timeout-wall", "stack-overflow", "memory-error"}
NONCE_BYTES = 16
Mode = Literal["", "time", "memory"]


@dataclass(frozen=True)
class Measurement:
    ending: Ending
    time_ms: float | None  # CPU time of the call (until stopped, for a stopped run)
    wall_ms: float | None
    memory_kb: float | None  # extra memory: static + static-init heap + heap/mmap peak + stack
    heap_kb: float | None
    stack_kb: float | None
    static_kb: float
    output: bytes | None
    detail: str
    log: str
    attempts: int = 1
    # The kernel's view: CPU time and peak resident set of the process beyond its empty solution's
    # (None where there is none to compare with: an empty solution's own runs, memory-measuring runs).
    kernel_time_ms: float | None = None
    kernel_memory_kb: float | None = None


def unmeasured(ending: Ending, detail: str, build: Build, *, memory_kb: float | None = None,
               log: str = "") -> Measurement:
    """A run that produced no figures of the call: refused before it started, or broken by the solution."""
    return Measurement(ending=ending, time_ms=None, wall_ms=None, memory_kb=memory_kb, heap_kb=None, stack_kb=None,
                       static_kb=build.static_bytes / 1024, output=None, detail=detail, log=log)


@dataclass(frozen=True)
class NullCost:
    """What an empty solution's process costs on one test, as the kernel measured it."""

    cpu_ms: float
    maxrss_kb: int
    after_handover_ms: float | None = None  # CPU time after the harness handed over; None: no handover

    def beyond(self, reply: RunReply) -> float:
        """The CPU time of a run beyond this empty solution's, counted from the handover where both
        have one; NULL_NOISE absorbs the empty runs' own noise."""
        if reply.handover_us >= 0 and self.after_handover_ms is not None:
            return (reply.cpu_us - reply.handover_us) / 1000 - NULL_NOISE * self.after_handover_ms
        return reply.cpu_us / 1000 - NULL_NOISE * self.cpu_ms


@dataclass(frozen=True)
class Record:
    """What the harness wrote to fd 3."""

    fields: dict[str, str]
    output: bytes | None
    refused: int
    blocks: int = 1  # final blocks written; the harness writes one

    @property
    def final(self) -> bool:
        return "status" in self.fields

    def int(self, key: str) -> int:
        try:
            return int(self.fields.get(key, "0"))
        except ValueError:
            return 0


def parse_record(data: bytes) -> Record:
    """Events ("refused N") come first; the final block starts at BEST1 and ends with "end"."""
    fields: dict[str, str] = {}
    output: bytes | None = None
    refused = 0
    blocks = 0
    pos = 0
    while pos < len(data):
        nl = data.find(b"\n", pos)
        if nl < 0:
            break
        key, _, value = data[pos:nl].decode("ascii", "replace").partition(" ")
        pos = nl + 1
        if key == "BEST1":
            fields = {}
            blocks += 1
        elif key == "refused" and value.isdigit():
            refused = max(refused, int(value))
        elif key == "output" and value.isdigit():
            n = int(value)
            if data[pos + n : pos + n + 4] == b"end\n":
                output = data[pos : pos + n]
                pos += n + 4
            blocks += data.count(b"BEST1\n", pos)  # anything after the first block is another's
            break
        elif key:
            fields[key] = value
    return Record(fields, output, refused, blocks)


@cache
def machine() -> tuple[str, ...]:
    """What an empty solution's cost depends on besides its build and its test."""
    return (platform.node(), *cpu_info(), platform.release(), str(os.cpu_count()))


def _signal_name(number: int) -> str:
    try:
        return signal.Signals(number).name
    except ValueError:
        return f"signal {number}"


class Runner:
    """Runs builds in one box under the judge's limits."""

    def __init__(self, box: Box, judge: JudgeParams) -> None:
        self.box = box
        self.judge = judge
        self._null_costs: dict[tuple[str, str], NullCost] = {}

    def null_cost(self, null: Build, input_path: Path) -> NullCost:
        """The empty solution's kernel figures on this test: the least of NULL_RUNS runs, measured once
        per machine and kept in the judge's cache. It must return: if the judge's own empty program
        cannot, the machine is at fault."""
        key = (null.key, str(input_path))
        if key in self._null_costs:
            return self._null_costs[key]
        stored = self._null_cost_path(null, input_path)
        data = read_checked(stored)
        if data is not None:
            cost = NullCost(**json.loads(data))
        else:
            cpu, rss, after = [], [], []
            for _ in range(NULL_RUNS):
                m, reply = self._null_run(null, input_path)
                if m.ending is not Ending.RETURNED or reply is None:
                    raise SandboxError(f"an empty solution failed on {input_path.name}: {m.ending} {m.detail} "
                                       f"{m.log[-500:]}".strip())
                cpu.append(reply.cpu_us / 1000)
                rss.append(reply.maxrss_kb)
                if reply.handover_us >= 0:
                    after.append((reply.cpu_us - reply.handover_us) / 1000)
            cost = NullCost(min(cpu), min(rss), min(after) if len(after) == NULL_RUNS else None)
            write_checked(stored, json.dumps(asdict(cost)).encode())
        self._null_costs[key] = cost
        return cost

    def _null_cost_path(self, null: Build, input_path: Path) -> Path:
        """Keyed by the empty build (its toolchain and flags), the test's bytes and this machine."""
        st = input_path.stat()
        return self.box.cache.entry("null-costs", content_key("null-cost", code=null.key, tests=str(input_path),
                                                              environment=" ".join(machine()),
                                                              params=[st.st_size, st.st_mtime_ns]))

    def _null_run(self, null: Build, input_path: Path) -> tuple[Measurement, RunReply | None]:
        mode: Mode = "time" if null.interpreted else ""
        return self._measured(null, input_path, NULL_CAP_MS, PROCESS_OVERHEAD / 1024, mode=mode, cost=None)

    def run(self, build: Build, input_path: Path, cap_ms: float, memory_cap_kb: float, *,
            memory: bool = True) -> Measurement:
        """Run once. The call is stopped at cap_ms of CPU time; allocations beyond memory_cap_kb are
        refused (or, for an interpreter, killed by the kernel). `memory=False` spares an interpreted
        build its memory run: its memory is then unknown (None)."""
        if not build.interpreted:
            return self._once(build, input_path, cap_ms, memory_cap_kb, "")
        timed = self._once(build, input_path, cap_ms, memory_cap_kb, "time")
        if not memory or timed.ending is not Ending.RETURNED:
            return timed
        factor = self.judge.trace_factor
        traced = self.memory_run(build, input_path, cap_ms, memory_cap_kb)
        if traced.ending is Ending.RETURNED:
            return replace(timed, memory_kb=traced.memory_kb, heap_kb=traced.heap_kb, stack_kb=traced.stack_kb)
        if traced.ending is Ending.TIME:
            detail = f"the memory-measuring run ({factor:g}x the time cap) did not finish"
        else:
            detail = f"the memory-measuring run: {traced.detail}"
        return replace(timed, ending=traced.ending, memory_kb=traced.memory_kb, heap_kb=traced.heap_kb,
                       stack_kb=traced.stack_kb, output=None, detail=detail, log=traced.log)

    def memory_run(self, build: Build, input_path: Path, cap_ms: float, memory_cap_kb: float) -> Measurement:
        """An interpreted build's memory-measuring run alone (its CPU cap `judge.trace_factor` x cap_ms)."""
        return self.memory_until(build, input_path, cap_ms * self.judge.trace_factor, memory_cap_kb)

    def memory_until(self, build: Build, input_path: Path, cap_ms: float, memory_cap_kb: float) -> Measurement:
        """An interpreted build's memory-measuring run stopped at cap_ms itself: the peak it reaches by
        then, as a compiled build's stopped run reports it (a lower bound of the whole run's peak; the
        tracing slows it, so it gets through less of the work than a timing run in the same time)."""
        return self._once(build, input_path, cap_ms, memory_cap_kb, "memory")

    def again(self, build: Build, input_path: Path, cap_ms: float, memory_cap_kb: float,
              first: Measurement) -> Measurement:
        """Another attempt at a run for its time: memory is deterministic, so an interpreted build
        repeats only its timing run and keeps the memory `first` measured."""
        if not build.interpreted:
            return self.run(build, input_path, cap_ms, memory_cap_kb)
        timed = self.run(build, input_path, cap_ms, memory_cap_kb, memory=False)
        if timed.ending is not Ending.RETURNED:
            return timed
        return replace(timed, memory_kb=first.memory_kb, heap_kb=first.heap_kb, stack_kb=first.stack_kb)

    def _once(self, build: Build, input_path: Path, cap_ms: float, memory_cap_kb: float, mode: Mode) -> Measurement:
        """One run of a solution, its kernel figures beside the harness's; a failure of the
        harness or of the box under it is the solution's when the empty solution still runs."""
        if build.null is None:
            return self._measured(build, input_path, cap_ms, memory_cap_kb, mode=mode, cost=None)[0]
        cost = self.null_cost(build.null, input_path)
        try:
            m, reply = self._measured(build, input_path, cap_ms, memory_cap_kb, mode=mode, cost=cost)
        except SandboxError as exc:
            # Whose fault? An empty solution that fails too means the machine's (raised again); one that
            # runs means a passing fault or the sample's: the sample runs once more to tell which.
            self._null_run(build.null, input_path)
            try:
                m, reply = self._measured(build, input_path, cap_ms, memory_cap_kb, mode=mode, cost=cost)
            except SandboxError:
                return unmeasured(Ending.CRASH, f"the judge failed under this solution twice ({exc}); an empty "
                                                f"solution ran cleanly between", build)
        if mode == "memory" or reply is None:
            return m
        return replace(m, kernel_time_ms=max(0.0, cost.beyond(reply)),
                       kernel_memory_kb=float(max(0, reply.maxrss_kb - cost.maxrss_kb)))

    def process_cpu_ms(self, cap_ms: float, mode: Mode, cost: NullCost | None) -> int:
        """The process's CPU limit, which the box enforces to the millisecond: the call's cap within the
        kernel check's tolerance, plus what the empty solution's process takes. The judge's own empty
        programs (cost None) are trusted and get the wall clock's allowance."""
        if cost is None:
            return int(cap_ms + self.judge.wall_extra_ms)
        # a memory-measuring run's cap is already trace_factor x the call's; its start-up is traced too
        startup = (self.judge.trace_factor if mode == "memory" else 1.0) * NULL_NOISE * cost.cpu_ms
        return int(cap_ms * self.judge.kernel_time_factor + self.judge.kernel_time_allowance_ms + startup) + 1

    def _measured(self, build: Build, input_path: Path, cap_ms: float, memory_cap_kb: float, *, mode: Mode,
                  cost: NullCost | None) -> tuple[Measurement, RunReply | None]:
        """The run and the box's reply (None where the program was not run at all)."""
        if build.exe is None:
            raise ValueError("cannot run a failed build")
        memory_cap = int(memory_cap_kb * 1024)
        stack = min(memory_cap, self.judge.stack_limit_mb << 20) + STACK_RESERVE
        call_wall_ms = cap_ms * self.judge.wall_factor
        input_size = input_path.stat().st_size
        output_bytes = self.judge.output_limit_kb * 1024
        held = memory_cap + stack + 3 * input_size + PROCESS_OVERHEAD
        if build.interpreted:  # objects, and in a memory run bestmem's table of every block, the inputs' too
            traced = mode == "memory"
            held = memory_cap * (3 if traced else 1) + stack + INTERPRETED_INPUT_FACTOR * input_size * (
                2 if traced else 1) + PROCESS_OVERHEAD
        nonce = secrets.token_hex(NONCE_BYTES)
        request = RunRequest(
            exe=build.exe,
            input=input_path,
            cpu_ms=self.process_cpu_ms(cap_ms, mode, cost),
            wall_ms=int(call_wall_ms + self.judge.wall_extra_ms),
            memory_bytes=held,
            output_bytes=output_bytes,
            env={
                # fixed widths: an interpreted solution sees the lengths of its environment block,
                # which must not tell its timing run from its memory run
                "BEST_MEM_CAP": f"{memory_cap:020d}",
                "BEST_STATIC": f"{build.static_bytes:020d}",
                "BEST_INIT_BASE": f"{build.init_base:020d}",
                "BEST_CPU_NS": f"{int(cap_ms * 1e6):020d}",
                "BEST_WALL_NS": f"{int(call_wall_ms * 1e6):020d}",
                "BEST_STACK": f"{stack:020d}",
                "LANG": "C",
                "BEST_NONCE": nonce,
                **({"BEST_MODE": mode[0]} if mode else {}),  # t or m
                **dict(build.env),
            },
            args=build.args,
            script=build.script,
            stack_bytes=stack if build.interpreted else 0,
        )
        if build.static_bytes > memory_cap:
            return unmeasured(Ending.MEMORY, f"static storage of {build.static_bytes} bytes exceeds the memory cap",
                              build, memory_kb=build.static_bytes / 1024), None
        reply = self.box.run(request)
        crash_point("run measured, not cached", build.key[:12])
        if reply.status == "exec_failed":
            if reply.code != errno.ENOMEM:
                raise SandboxError(f"the sandbox could not start the program: {os.strerror(reply.code)}")
            return unmeasured(Ending.MEMORY, "the kernel refused to load the program's image (out of memory)",
                              build), reply
        record = parse_record(reply.result)
        log = reply.log.decode("utf-8", errors="replace")
        static_kb = build.static_bytes / 1024
        if record.final and mode != "time":
            time_ms: float | None = record.int("cpu_ns") / 1e6
            wall_ms: float | None = record.int("wall_ns") / 1e6
            init_extra = max(0, record.int("init_live") - build.init_base)
            heap, stack_used = record.int("heap_peak"), record.int("stack")
            memory_kb: float | None = (build.static_bytes + init_extra + heap + stack_used) / 1024
            heap_kb: float | None = (init_extra + heap) / 1024
            stack_kb: float | None = stack_used / 1024
        elif record.final:  # a timing run measures no memory
            time_ms, wall_ms = record.int("cpu_ns") / 1e6, record.int("wall_ns") / 1e6
            memory_kb = heap_kb = stack_kb = None
        else:
            time_ms, wall_ms = reply.cpu_us / 1000, reply.wall_us / 1000
            memory_kb = heap_kb = stack_kb = None

        status = record.fields.get("status", "")
        sabotage = ""
        if record.blocks > 1:
            sabotage = f"{record.blocks} result records: something besides the harness wrote the judge's channel"
        elif record.final and record.fields.get("nonce") != nonce:
            sabotage = "a result record without the run's nonce: the harness did not write it"
        elif status in ("input-error", "harness-error") or (status and status not in STATUSES):
            sabotage = f"the harness could not finish ({status}: {record.fields.get('error', '')})"
        if sabotage and cost is None:  # the judge's own empty program: the harness or the machine is broken
            raise SandboxError(f"the harness could not run the test: {sabotage}")
        if sabotage:  # the empty solution ran this test cleanly: the solution broke the harness
            return unmeasured(Ending.CRASH, sabotage, build, log=log), reply
        ending, detail = self.ending(reply, record, output_bytes=output_bytes, cpu_limit_ms=request.cpu_ms)
        if ending is Ending.RETURNED and record.output is None:
            ending, detail = Ending.CRASH, "the result was cut short"
        return Measurement(ending=ending, time_ms=time_ms, wall_ms=wall_ms, memory_kb=memory_kb, heap_kb=heap_kb,
                           stack_kb=stack_kb, static_kb=static_kb,
                           output=record.output if ending is Ending.RETURNED else None, detail=detail, log=log), reply

    @staticmethod
    def ending(reply: RunReply, record: Record, *, output_bytes: int, cpu_limit_ms: int) -> tuple[Ending, str]:
        """How the run ended, in the precedence of best.judge.verdict."""
        killed, oom, sig, code = reply.killed, reply.oom, reply.signal, reply.code
        final = record.fields.get("status", "")
        if killed:
            return Ending.TIME, "wall-clock limit: the program slept, blocked or was stopped"
        if reply.cpu_killed:
            return Ending.TIME, "CPU time limit of the process"
        if final == "timeout-cpu":
            return Ending.TIME, "CPU time limit of the call"
        if final == "timeout-wall":
            return Ending.TIME, "wall-clock limit of the call: the program slept or blocked"
        if sig == signal.SIGXCPU or (sig == signal.SIGKILL and not oom and reply.cpu_us >= cpu_limit_ms * 1000):
            return Ending.TIME, "CPU time limit of the process"
        if oom:
            return Ending.MEMORY, "killed by the kernel's memory limit"
        if final == "stack-overflow":
            return Ending.MEMORY, "stack overflow"
        if final == "memory-error":
            return Ending.MEMORY, f"the interpreter ran out of memory ({record.fields.get('error', 'MemoryError')})"
        if record.refused:
            return Ending.MEMORY, f"an allocation of {record.refused} bytes was refused at the memory cap"
        if sig == signal.SIGXFSZ or reply.log_size >= output_bytes:
            return Ending.OUTPUT, "output limit exceeded"
        if final == "threw":
            return Ending.CRASH, f"{UNCAUGHT}{record.fields.get('error', '')}".strip()
        if sig:
            return Ending.CRASH, f"killed by {_signal_name(sig)}"
        if final == "returned" and reply.status == "exited" and code == 0:
            return Ending.RETURNED, ""
        if not record.final:
            return Ending.CRASH, f"exited with code {code} before the call returned"
        return Ending.CRASH, f"exited with code {code}"


def with_attempts(m: Measurement, attempts: int) -> Measurement:
    return replace(m, attempts=attempts)
