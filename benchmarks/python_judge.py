"""What judging Python costs: the judge against a bare interpreter, and what measuring memory costs.

Run: .venv/bin/python benchmarks/python_judge.py [--rounds N]

Overhead: a Python solution whose call spins about 10 ms of CPU runs on one test,
alternately (a) through the judge's timing run (Runner.run with memory=False: the box, its
cgroups, seccomp and rlimits, the interpreter starting the harness, the result parsed) and
(b) bare: the same interpreter with the same flags running the same harness and program,
spawned by Python's cheapest route. The figure is the ratio of medians, end to end; the
memory run that judging adds for a sample's first attempt is (c), timed alike.

Memory measurement: the CPU time of one call in a memory run against a timing run, for
a call that allocates (10^5 small lists in a dict) and one that recurses (depth 10^4), and,
for the recursion at growing depths, against tracemalloc, the standard library's tracer,
which CPython 3.11 makes walk the whole Python stack on every allocation.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from child_fds import inherited

from best.cache import Cache, atomic_write
from best.judge.languages.python import FLAGS, Python
from best.judge.run import Runner
from best.judge.sandbox import Box
from best.params import JudgeParams
from best.tasks import pyvalues
from best.tasks.pyinterface import parse_py_interface

INTERFACE = parse_py_interface("class Solution:\n    def solve(self, a: List[int]) -> int:\n")

SPIN = """
class Solution:
    def solve(self, a):
        s = 0
        for _ in range(PASSES):
            for x in a:
                s += x
        return s
"""
ALLOCATES = """
class Solution:
    def solve(self, a):
        d = {i: [i, i + 1] for i in range(100_000)}
        return len(d)
"""
RECURSES = """
import sys
sys.setrecursionlimit(1_000_000)
class Solution:
    def solve(self, a):
        def f(n):
            return 0 if n == 0 else f(n - 1) + len([n])
        return f(DEPTH)
"""
TRACED = """
import sys, time, tracemalloc
sys.setrecursionlimit(1_000_000)
def f(n):
    return 0 if n == 0 else f(n - 1) + len([n])
if sys.argv[2] == "traced":
    tracemalloc.start(1)
t = time.thread_time_ns()
f(int(sys.argv[1]))
print((time.thread_time_ns() - t) / 1e6)
"""


def median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


def overhead(python: Python, runner: Runner, inputs: Path, rounds: int) -> tuple[float, float, float, float]:
    build = python.build(SPIN.replace("PASSES", "20"), INTERFACE)  # 4*10^5 additions: about 10 ms
    assert build.ok and build.exe is not None and build.script is not None, build.log
    harness = python.toolchain / "harness.py"
    env = {"BEST_CPU_NS": str(10**10), "BEST_WALL_NS": str(3 * 10**10), "BEST_MODE": "t", "LANG": "C",
           **dict(build.env)}
    judged, bare, traced, call = [], [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        record = Path(tmp) / "record"
        for _ in range(rounds):
            started = time.perf_counter()
            m = runner.run(build, inputs, cap_ms=5000, memory_cap_kb=65536, memory=False)
            judged.append(time.perf_counter() - started)
            assert m.time_ms is not None
            call.append(m.time_ms / 1000)
            started = time.perf_counter()
            runner.run(build, inputs, cap_ms=5000, memory_cap_kb=65536)
            traced.append(time.perf_counter() - started - judged[-1])
            started = time.perf_counter()
            with record.open("wb") as out, build.script.open("rb") as program, \
                    inherited({3: out.fileno(), 4: program.fileno()}), inputs.open("rb") as stdin:
                done = subprocess.run([str(build.exe), *FLAGS, str(harness)], stdin=stdin, stdout=subprocess.DEVNULL,
                                      env=env, check=False, close_fds=False)
            bare.append(time.perf_counter() - started)
            if done.returncode != 0:
                raise SystemExit(f"bare run failed ({done.returncode}): {record.read_text(errors='replace')}")
    return median_ms(call), median_ms(judged), median_ms(bare), median_ms(traced)


def slowdown(python: Python, runner: Runner, inputs: Path, source: str, rounds: int) -> tuple[float, float]:
    """Median CPU time of the call in a timing run and in a memory run."""
    build = python.build(source, INTERFACE)
    assert build.ok, build.log
    timed, counted = [], []
    for _ in range(rounds):
        m = runner.run(build, inputs, cap_ms=10_000, memory_cap_kb=1 << 20, memory=False)
        timed.append((m.time_ms or 0.0) / 1000)
        m = runner.memory_run(build, inputs, cap_ms=10_000, memory_cap_kb=1 << 20)
        counted.append((m.time_ms or 0.0) / 1000)
    return median_ms(timed), median_ms(counted)


def tracemalloc_times(python: str, depth: int, rounds: int) -> tuple[float, float]:
    """Median CPU time of a recursion of `depth` untraced and under tracemalloc, outside the judge."""
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp) / "traced.py"
        script.write_text(TRACED)
        times: dict[str, list[float]] = {"plain": [], "traced": []}
        for _ in range(rounds):
            for mode, measured in times.items():
                done = subprocess.run([python, "-S", str(script), str(depth), mode], capture_output=True, text=True,
                                      check=True)
                measured.append(float(done.stdout))
    return statistics.median(times["plain"]), statistics.median(times["traced"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20)
    args = parser.parse_args()
    judge = JudgeParams()
    with tempfile.TemporaryDirectory() as tmp:
        cache = Cache(Path(tmp) / "cache")
        python = Python(cache, judge, [])
        inputs = cache.inputs_root / "bench" / "ints.in"
        atomic_write(inputs, pyvalues.dumps([list(range(20_000))]))
        with Box(cache) as box:
            runner = Runner(box, judge)
            call, judged, bare, traced = overhead(python, runner, inputs, args.rounds)
            print(f"call CPU time (median)       {call:8.2f} ms")
            print(f"  judged timing run          {judged:8.2f} ms")
            print(f"  bare interpreter           {bare:8.2f} ms")
            print(f"  judge / bare               {judged / bare:8.3f}x (+{judged - bare:.2f} ms)")
            print(f"  memory run, added          {traced:8.2f} ms")
            for name, source in (("allocating", ALLOCATES), ("recursing", RECURSES.replace("DEPTH", "10_000"))):
                timed, counted = slowdown(python, runner, inputs, source, max(5, args.rounds // 2))
                print(f"{name} call: timing run {timed:8.2f} ms, memory run {counted:8.2f} ms, "
                      f"{counted / timed:.2f}x")
        for depth in (2_000, 4_000, 8_000):
            plain, with_tracemalloc = tracemalloc_times(judge.python, depth, max(3, args.rounds // 4))
            print(f"recursion depth {depth:5d}: untraced {plain:8.2f} ms, tracemalloc {with_tracemalloc:9.2f} ms, "
                  f"{with_tracemalloc / plain:7.1f}x")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
