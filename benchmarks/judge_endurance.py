"""Endurance: judging thousands of runs in one process leaves its descriptors, children and memory flat.

Run: .venv/bin/python benchmarks/judge_endurance.py [--runs 10000] [--json endurance.json]

A judging process (an execute worker, a calibration) keeps one box for its whole life and
sends it thousands of runs, a third of them from programs that misbehave. Anything the
judge fails to release on some path (a pipe or pidfd of a replaced box, an exchange
directory, a cgroup, a reaped-but-remembered process object, a cached reply) is invisible
in one run and fatal after enough of them. So one Box and one Runner judge a fixed cycle
of programs: a normal one that returns its answer, and one each that crashes, loops until
a 20 ms time cap stops it, exhausts memory (refused by the harness, and past the kernel's
limit), floods its output, tries to fork and exhausts its descriptors; once in every
`--restart-every` runs (half-way through) the box's process group is killed, as a box
that dies or hangs would be, and Box.run replaces it. After a warm-up (which includes one such restart, so
that one-time costs of the restart path land before the first measurement) the process
is measured, and again after the runs, and once more after the box is closed.

tests/integration/test_endurance.py runs the same workload at a smaller count.
"""

from __future__ import annotations

import argparse
import errno
import gc
import json
import os
import signal
import sys
import tempfile
import time
import tracemalloc
from collections import Counter
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path

import psutil

from best.cache import Cache, atomic_write
from best.judge.languages import Build
from best.judge.languages.cpp import Cpp
from best.judge.run import Measurement, Runner
from best.judge.sandbox import RUN_UID_BASE, Box
from best.judge.verdict import Ending
from best.params import JudgeParams
from best.tasks.codec import decode, encode
from best.tasks.interface import CppType, parse_interface

INTERFACE = parse_interface("class Solution { public: long long solve(vector<int>& a); };", [])
HEADERS = "#include <sys/mman.h>\n#include <sys/syscall.h>\n#include <fcntl.h>\n#include <unistd.h>\n"

# Memory the harness cannot see (a raw mmap system call, not through libc), so the
# kernel's cgroup limit, not the harness's refusal, ends the run: the box's OOM path.
# Past the kernel's cgroup limit without passing the harness's cap: a million one-byte blocks
# are a megabyte to the harness and 32 MB resident (header and chunk per block), so the
# kernel's OOM killer, not a refusal, ends the run. (A raw mmap through inline assembly
# used to be the way; solutions may no longer contain assembly.)
TINY_BLOCKS = "for (;;) { volatile char* p = new char; *p = 1; }"


@dataclass(frozen=True)
class Program:
    name: str
    body: str
    ending: Ending
    value: int | None = None  # what a returning program must answer (input: a = [1, 2, 3])
    prelude: str = ""
    cap_ms: float = 2000
    memory_kb: float = 16 * 1024

    @property
    def source(self) -> str:
        return (f"{HEADERS}{self.prelude}\nclass Solution {{\npublic:\n"
                f"    long long solve(vector<int>& a) {{\n{self.body}\n    }}\n}};\n")


NORMAL = Program("normal", "long long s = 0; for (int x : a) s += x; return s;", Ending.RETURNED, 6)
MISBEHAVING = [
    Program("crash", "volatile int* p = nullptr; return *p;", Ending.CRASH),
    Program("time limit", "for (volatile long i = 0;; ++i) {} return 0;", Ending.TIME, cap_ms=20),
    Program("memory, refused", "vector<char*> v; for (;;) { char* p = new char[1 << 20]; memset(p, 1, 1 << 20);"
            " v.push_back(p); } return 0;", Ending.MEMORY),
    Program("memory, kernel limit", TINY_BLOCKS + " return 0;", Ending.MEMORY),
    Program("output flood", "string s(1 << 16, 'x'); for (;;) fwrite(s.data(), 1, s.size(), stdout); return 0;",
            Ending.OUTPUT),
    Program("fork", "pid_t p = fork(); if (p == 0) _exit(0); return p < 0 ? errno : 0;", Ending.RETURNED,
            errno.EAGAIN),
    Program("descriptor exhaustion", "int n = 0; while (open(\"/dev/null\", O_RDONLY) >= 0) ++n;"
            " return n < 64 ? 1 : 0;", Ending.RETURNED, 1),
]
# Two normal runs before each misbehaving one: a third of all runs take an error path.
CYCLE = [p for bad in MISBEHAVING for p in (NORMAL, NORMAL, bad)]


@dataclass(frozen=True)
class Snapshot:
    """What a leak would grow: this process's descriptors and memory, its processes, the host's
    cgroups and exchange directories of this process's boxes."""

    fds: int
    fd_kinds: dict[str, int]
    children: int
    child_fds: int  # the box's and bubblewrap's descriptors: the box is long-lived too
    child_rss_kb: int
    run_processes: int  # processes of a run (uid 61000-61999) still alive between runs
    rss_kb: int
    py_blocks: int
    gc_objects: int
    cgroups: list[str]
    exchange_dirs: list[str]


def _fd_kind(target: str) -> str:
    """pipe:[123] -> pipe, anon_inode:[pidfd] -> anon_inode:[pidfd], /dev/null -> file."""
    if target.startswith("anon_inode:"):
        return target
    if ":" in target and not target.startswith("/"):
        return target.split(":", 1)[0]
    return "file"


def _descriptors(pid: int) -> dict[str, int]:
    kinds: Counter[str] = Counter()
    fd_dir = Path(f"/proc/{pid}/fd")
    for entry in os.listdir(fd_dir):
        try:
            kinds[_fd_kind(os.readlink(fd_dir / entry))] += 1
        except OSError:  # the descriptor listdir itself used, closed by now
            continue
    return dict(sorted(kinds.items()))


def _cgroups(pid: int) -> list[str]:
    """Box groups are named box-<pid>-<n> under best/ of each hierarchy (cgroups.BoxGroups)."""
    root = Path("/sys/fs/cgroup")
    found = [*root.glob(f"*/best/box-{pid}-*"), *root.glob(f"best/box-{pid}-*")]
    return sorted(str(p) for p in found)


def _exchange_dirs(pid: int) -> list[str]:
    found: list[Path] = []
    for parent in {Path("/dev/shm"), Path(tempfile.gettempdir())}:
        found += parent.glob(f"best-box-{pid}-*")
    return sorted(str(p) for p in found)


def snapshot() -> Snapshot:
    gc.collect()
    me = psutil.Process()
    children = me.children(recursive=True)
    child_fds = child_rss = runs = 0
    for child in children:
        try:
            child_fds += child.num_fds()
            child_rss += child.memory_info().rss // 1024
            if RUN_UID_BASE <= child.uids().real < RUN_UID_BASE + 1000:
                runs += 1
        except psutil.NoSuchProcess:
            continue
    return Snapshot(fds=me.num_fds(), fd_kinds=_descriptors(me.pid), children=len(children), child_fds=child_fds,
                    child_rss_kb=child_rss, run_processes=runs, rss_kb=me.memory_info().rss // 1024,
                    py_blocks=sys.getallocatedblocks(), gc_objects=len(gc.get_objects()),
                    cgroups=_cgroups(me.pid), exchange_dirs=_exchange_dirs(me.pid))


@dataclass
class Report:
    runs: int
    warmup: int
    seconds: float
    restarts: int
    initial: Snapshot  # before the box started
    before: Snapshot  # after the warm-up
    after: Snapshot  # after the runs, box still open
    closed: Snapshot  # after the box was closed
    endings: dict[str, dict[str, int]] = field(default_factory=dict)  # program -> "ending: detail" -> count
    wrong: list[str] = field(default_factory=list)  # runs that did not end as their program should
    samples: list[dict[str, int]] = field(default_factory=list)  # run -> fds, rss_kb, py_blocks
    heap_growth: list[str] = field(default_factory=list)  # tracemalloc's biggest growths, when traced

    @property
    def runs_per_s(self) -> float:
        return self.runs / self.seconds

    @property
    def rss_growth_per_run_b(self) -> float:
        return (self.after.rss_kb - self.before.rss_kb) * 1024 / self.runs

    def to_json(self) -> dict[str, object]:
        return {**asdict(self), "runs_per_s": self.runs_per_s, "rss_growth_per_run_b": self.rss_growth_per_run_b}


def build_programs(cpp: Cpp) -> dict[str, Build]:
    builds = {}
    for program in [NORMAL, *MISBEHAVING]:
        build = cpp.build(program.source, INTERFACE)
        if not build.ok:
            raise SystemExit(f"{program.name} does not compile:\n{build.log}")
        builds[program.name] = build
    return builds


def probe_input(cache: Cache) -> Path:
    path = cache.inputs_root / "endurance" / "small.in"
    atomic_write(path, encode([1, 2, 3], INTERFACE.params[0].type))
    return path


def _check(program: Program, m: Measurement) -> str | None:
    """Why the run did not end as the program should have, or None."""
    if m.ending is not program.ending:
        return f"{m.ending} ({m.detail})"
    if program.value is not None:
        if m.output is None:
            return "no output"
        (value,) = decode(m.output, (CppType("long long"),))
        if value != program.value:
            return f"returned {value}, not {program.value}"
    return None


def _kill_box(box: Box) -> None:
    """What a box that crashed looks like to the judge: its whole process group gone, unannounced."""
    if box.proc is not None:
        os.killpg(box.proc.pid, signal.SIGKILL)


def endurance(cpp: Cpp, judge: JudgeParams, *, runs: int, warmup: int, restart_every: int, sample_every: int = 500,
              trace: bool = False, progress: Callable[[int], None] | None = None) -> Report:
    builds = build_programs(cpp)
    path = probe_input(cpp.cache)
    endings: dict[str, Counter[str]] = {p.name: Counter() for p in [NORMAL, *MISBEHAVING]}
    wrong: list[str] = []
    samples: list[dict[str, int]] = []

    initial = snapshot()
    with Box(cpp.cache, compiler=judge.compiler, max_threads=judge.max_threads, tmp_kb=judge.tmp_kb,
             log_limit=judge.log_limit_kb * 1024) as box:
        runner = Runner(box, judge)

        def judge_one(i: int) -> None:
            program = CYCLE[i % len(CYCLE)]
            m = runner.run(builds[program.name], path, program.cap_ms, program.memory_kb)
            endings[program.name][f"{m.ending.value}: {m.detail}" if m.detail else m.ending.value] += 1
            problem = _check(program, m)
            if problem is not None and len(wrong) < 20:
                wrong.append(f"run {i}, {program.name}: {problem}")

        for i in range(warmup):
            if i == warmup // 2:
                _kill_box(box)
            judge_one(i)
        restarts_before = box.restarts
        if trace:
            tracemalloc.start()
            traced = tracemalloc.take_snapshot()
        before = snapshot()
        started = time.perf_counter()
        for n in range(1, runs + 1):
            # half-way through each stretch: the box measured at the end has served
            # restart_every / 2 runs, so a leak inside the box shows as well as one outside
            if n % restart_every == restart_every // 2:
                _kill_box(box)
            judge_one(warmup + n)
            if n % sample_every == 0:
                s = snapshot()
                samples.append({"run": n, "fds": s.fds, "children": s.children, "child_fds": s.child_fds,
                                "rss_kb": s.rss_kb, "py_blocks": s.py_blocks})
                if progress is not None:
                    progress(n)
        seconds = time.perf_counter() - started
        after = snapshot()
        growth = []
        if trace:
            stats = tracemalloc.take_snapshot().compare_to(traced, "lineno")
            growth = [str(s) for s in stats[:10]]
            tracemalloc.stop()
        restarts = box.restarts - restarts_before
    closed = snapshot()
    return Report(runs=runs, warmup=warmup, seconds=seconds, restarts=restarts, initial=initial, before=before,
                  after=after, closed=closed, endings={k: dict(v) for k, v in endings.items()}, wrong=wrong,
                  samples=samples, heap_growth=growth)


def table(r: Report) -> str:
    rows = [
        ("open descriptors", r.before.fds, r.after.fds, r.closed.fds),
        ("child processes", r.before.children, r.after.children, r.closed.children),
        ("descriptors of the children (box)", r.before.child_fds, r.after.child_fds, r.closed.child_fds),
        ("run processes alive", r.before.run_processes, r.after.run_processes, r.closed.run_processes),
        ("RSS (KiB)", r.before.rss_kb, r.after.rss_kb, r.closed.rss_kb),
        ("RSS of the children (KiB)", r.before.child_rss_kb, r.after.child_rss_kb, r.closed.child_rss_kb),
        ("Python allocated blocks", r.before.py_blocks, r.after.py_blocks, r.closed.py_blocks),
        ("gc-tracked objects", r.before.gc_objects, r.after.gc_objects, r.closed.gc_objects),
        ("cgroups of this process", len(r.before.cgroups), len(r.after.cgroups), len(r.closed.cgroups)),
        ("exchange dirs of this process", len(r.before.exchange_dirs), len(r.after.exchange_dirs),
         len(r.closed.exchange_dirs)),
    ]
    lines = [f"{'figure':<36} {'after warm-up':>14} {'after runs':>12} {'box closed':>12}"]
    lines += [f"{name:<36} {a:>14} {b:>12} {c:>12}" for name, a, b, c in rows]
    lines.append(f"runs: {r.runs} after {r.warmup} warm-up, {r.restarts} box restarts, {r.seconds:.1f} s, "
                 f"{r.runs_per_s:.1f} runs/s; RSS growth {r.rss_growth_per_run_b:.1f} B/run")
    lines.append(f"descriptors by kind: {r.before.fd_kinds} -> {r.after.fd_kinds}; before the box: {r.initial.fds}")
    lines.append("endings:")
    lines += [f"  {name}: {counts}" for name, counts in r.endings.items()]
    lines += [f"WRONG ENDING {w}" for w in r.wrong]
    lines += [f"heap growth: {g}" for g in r.heap_growth]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10_000)
    parser.add_argument("--warmup", type=int, default=200)
    parser.add_argument("--restart-every", type=int, default=2000)
    parser.add_argument("--sample-every", type=int, default=500)
    parser.add_argument("--trace", action="store_true", help="tracemalloc: where the Python heap grew (slower)")
    parser.add_argument("--json", type=Path, help="write the report here")
    args = parser.parse_args()
    # A 2 MiB output limit keeps each flood short; every other limit is the default.
    judge = JudgeParams(output_limit_kb=2048)
    with tempfile.TemporaryDirectory() as tmp:
        cpp = Cpp(Cache(Path(tmp) / "cache"), judge, [])
        report = endurance(cpp, judge, runs=args.runs, warmup=args.warmup, restart_every=args.restart_every,
                           sample_every=args.sample_every, trace=args.trace,
                           progress=lambda n: print(f"  {n} runs", file=sys.stderr, flush=True))
    print(table(report))
    if args.json is not None:
        args.json.write_text(json.dumps(report.to_json(), indent=2) + "\n")
    if report.wrong:
        raise SystemExit("some runs did not end as their program should have")


if __name__ == "__main__":
    main()
