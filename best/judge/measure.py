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
"""

from __future__ import annotations

import errno
import os
import signal
from dataclasses import dataclass, replace
from pathlib import Path

from best.errors import SandboxError
from best.faults import crash_point
from best.judge.languages import Build
from best.judge.sandbox import Box, RunReply, RunRequest
from best.judge.verdict import Ending
from best.params import JudgeParams

STACK_RESERVE = 64 << 10  # above the call: the harness's own frames
PROCESS_OVERHEAD = 64 << 20  # libraries, input buffer, result encoding
# An interpreter holds its inputs as objects: a list of ints is ~40 bytes per element against
# ~8 in the encoding, and the decoder's own copy comes on top.
INTERPRETED_INPUT_FACTOR = 16


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


@dataclass(frozen=True)
class Record:
    """What the harness wrote to fd 3."""

    fields: dict[str, str]
    output: bytes | None
    refused: int

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
    pos = 0
    while pos < len(data):
        nl = data.find(b"\n", pos)
        if nl < 0:
            break
        key, _, value = data[pos:nl].decode("ascii", "replace").partition(" ")
        pos = nl + 1
        if key == "BEST1":
            fields = {}
        elif key == "refused" and value.isdigit():
            refused = max(refused, int(value))
        elif key == "output" and value.isdigit():
            n = int(value)
            if data[pos + n : pos + n + 4] == b"end\n":
                output = data[pos : pos + n]
            break
        elif key:
            fields[key] = value
    return Record(fields, output, refused)


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
        return self._once(build, input_path, cap_ms * self.judge.trace_factor, memory_cap_kb, "memory")

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

    def _once(self, build: Build, input_path: Path, cap_ms: float, memory_cap_kb: float, mode: str) -> Measurement:
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
        request = RunRequest(
            exe=build.exe,
            input=input_path,
            cpu_ms=int(cap_ms + self.judge.wall_extra_ms),
            wall_ms=int(call_wall_ms + self.judge.wall_extra_ms),
            memory_bytes=held,
            output_bytes=output_bytes,
            env={
                "BEST_MEM_CAP": str(memory_cap),
                "BEST_STATIC": str(build.static_bytes),
                "BEST_INIT_BASE": str(build.init_base),
                "BEST_CPU_NS": str(int(cap_ms * 1e6)),
                "BEST_WALL_NS": str(int(call_wall_ms * 1e6)),
                "BEST_STACK": str(stack),
                "LANG": "C",
                **({"BEST_MODE": mode} if mode else {}),
                **dict(build.env),
            },
            args=build.args,
            script=build.script,
            stack_bytes=stack if build.interpreted else 0,
        )
        if build.static_bytes > memory_cap:
            return Measurement(ending=Ending.MEMORY, time_ms=None, wall_ms=None, memory_kb=build.static_bytes / 1024,
                               heap_kb=None, stack_kb=None, static_kb=build.static_bytes / 1024, output=None,
                               detail=f"static storage of {build.static_bytes} bytes exceeds the memory cap", log="")
        reply = self.box.run(request)
        crash_point("run measured, not cached", build.key[:12])
        if reply.status == "exec_failed":
            if reply.code != errno.ENOMEM:
                raise SandboxError(f"the sandbox could not start the program: {os.strerror(reply.code)}")
            return Measurement(ending=Ending.MEMORY, time_ms=None, wall_ms=None, memory_kb=None, heap_kb=None,
                               stack_kb=None, static_kb=build.static_bytes / 1024, output=None,
                               detail="the kernel refused to load the program's image (out of memory)", log="")
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
        if status in ("input-error", "harness-error"):
            raise SandboxError(f"the harness could not run the test: {record.fields.get('error', status)}")
        ending, detail = self.ending(reply, record, output_bytes=output_bytes, cpu_limit_ms=request.cpu_ms)
        if ending is Ending.RETURNED and record.output is None:
            ending, detail = Ending.CRASH, "the result was cut short"
        return Measurement(ending=ending, time_ms=time_ms, wall_ms=wall_ms, memory_kb=memory_kb, heap_kb=heap_kb,
                           stack_kb=stack_kb, static_kb=static_kb,
                           output=record.output if ending is Ending.RETURNED else None, detail=detail, log=log)

    @staticmethod
    def ending(reply: RunReply, record: Record, *, output_bytes: int, cpu_limit_ms: int) -> tuple[Ending, str]:
        """How the run ended, in the precedence of best.judge.verdict."""
        killed, oom, sig, code = reply.killed, reply.oom, reply.signal, reply.code
        final = record.fields.get("status", "")
        if killed:
            return Ending.TIME, "wall-clock limit: the program slept, blocked or was stopped"
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
            return Ending.CRASH, f"uncaught exception: {record.fields.get('error', '')}".strip()
        if sig:
            return Ending.CRASH, f"killed by {_signal_name(sig)}"
        if final == "returned" and reply.status == "exited" and code == 0:
            return Ending.RETURNED, ""
        if not record.final:
            return Ending.CRASH, f"exited with code {code} before the call returned"
        return Ending.CRASH, f"exited with code {code}"


def with_attempts(m: Measurement, attempts: int) -> Measurement:
    return replace(m, attempts=attempts)
