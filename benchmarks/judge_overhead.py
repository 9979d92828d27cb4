"""Judge wall time per test against running the same binary bare, and compile time against plain g++.

Run: .venv/bin/python benchmarks/judge_overhead.py [--rounds N]

Overhead: a solution whose call takes about 10 ms of CPU (and, to show that the cost is a
fixed one, about 30 ms) runs on one test, alternately (a) through the judge (Runner.run:
the sandbox box, cgroups, seccomp, rlimits, result parsing) and (b) bare, spawned by
Python's cheapest route (posix_spawn) with the same environment and fd 3 for its record.
Both are timed end to end from Python; the figure is the ratio of medians.

The kernel's check (docs/sandbox.md, "Trust") costs two things, timed here too: (c) the
same judged run with the check off (the build without its empty solution, so the process
gets the old CPU limit and no kernel figures), alternating with (a), which shows what the
check adds to every run; and the empty solution's three runs per test, once per machine
(the judge's cache keeps their figures), timed from a cold start.

Compile: a sample solution (the range-sum Fenwick baseline) is built (a) by the judge, with
its precompiled prelude and prebuilt harness, in the sandbox, a fresh cache key per round,
and (b) by plain `g++ -std=c++17` as a complete program with `#include <bits/stdc++.h>`
and a main() that reads the same input. The figure is the ratio of medians.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from child_fds import inherited

from best.cache import Cache
from best.judge.languages.cpp import Cpp
from best.judge.run import Runner
from best.judge.sandbox import Box
from best.params import JudgeParams
from best.tasks.codec import encode
from best.tasks.interface import parse_interface

ROOT = Path(__file__).resolve().parents[1]
INTERFACE = parse_interface("class Solution { public: long long solve(vector<int>& a); };", [])

# About 10 ms of CPU at -O0 on a 2-core EPYC VM: 13 passes over 10^5 ints (--passes).
SPIN = """
class Solution {
public:
    long long solve(vector<int>& a) {
        long long s = 0;
        for (int pass = 0; pass < PASSES; ++pass)
            for (size_t i = 0; i < a.size(); ++i) s += a[i] ^ pass;
        return s;
    }
};
"""

FENWICK = (ROOT / "data/tasks/range_sum_query/baselines/fenwick.cpp").read_text()
RSQ = parse_interface(
    "class Solution { public: void solve(vector<int>& a, vector<array<int, 3>>& ops, vector<long long>& answer); };",
    ["answer"])
PLAIN_MAIN = """
int main() {
    int n, m; if (scanf("%d %d", &n, &m) != 2) return 1;
    vector<int> a(n); for (auto& x : a) if (scanf("%d", &x) != 1) return 1;
    vector<array<int, 3>> ops(m); for (auto& o : ops) if (scanf("%d %d %d", &o[0], &o[1], &o[2]) != 3) return 1;
    vector<long long> answer; answer.reserve(m);
    Solution().solve(a, ops, answer);
    for (long long x : answer) printf("%lld\\n", x);
}
"""


def median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


def overhead(cache: Cache, judge: JudgeParams, rounds: int, passes: int
             ) -> tuple[float, float, float, float, float]:
    cpp = Cpp(cache, judge, [])
    build = cpp.build(SPIN.replace("PASSES", str(passes)), INTERFACE)
    assert build.ok and build.exe is not None, build.log
    path = cache.inputs_root / "bench" / "spin.in"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(encode(list(range(100_000)), INTERFACE.params[0].type))
    env = {"BEST_MEM_CAP": str(64 << 20), "BEST_STATIC": str(build.static_bytes),
           "BEST_INIT_BASE": str(build.init_base), "BEST_CPU_NS": str(10**9), "BEST_WALL_NS": str(3 * 10**9),
           "BEST_STACK": str(64 << 20), "LANG": "C"}
    judged, bare, call, unchecked = [], [], [], []
    assert build.null is not None
    with Box(cache) as box, tempfile.TemporaryDirectory() as tmp:
        runner = Runner(box, judge)
        started = time.perf_counter()
        runner.null_cost(build.null, path)  # the empty solution's figures on this test, measured once
        null_cost = time.perf_counter() - started
        record = Path(tmp) / "record"
        for _ in range(rounds):
            started = time.perf_counter()
            runner.run(replace(build, null=None), path, cap_ms=1000, memory_cap_kb=65536)
            unchecked.append(time.perf_counter() - started)
            started = time.perf_counter()
            m = runner.run(build, path, cap_ms=1000, memory_cap_kb=65536)
            judged.append(time.perf_counter() - started)
            assert m.time_ms is not None
            call.append(m.time_ms / 1000)
            started = time.perf_counter()
            with record.open("wb") as out, inherited({3: out.fileno()}), path.open("rb") as stdin:
                # close_fds=False and no preexec hook: CPython spawns with posix_spawn (vfork),
                # the cheapest launch Python has, so the bare side is not handicapped.
                done = subprocess.run([str(build.exe)], stdin=stdin, stdout=subprocess.DEVNULL, env=env,
                                      check=False, close_fds=False)
            bare.append(time.perf_counter() - started)
            if done.returncode != 0:
                raise SystemExit(f"bare run failed ({done.returncode}): {record.read_text(errors='replace')}")
    return median_ms(call), median_ms(judged), median_ms(bare), median_ms(unchecked), null_cost * 1000


def compile_times(cache: Cache, judge: JudgeParams, rounds: int) -> tuple[float, float]:
    cpp = Cpp(cache, judge, [])
    cpp.build(FENWICK, RSQ)  # the toolchain (prelude, harness, driver) is built once, before timing
    judged, plain = [], []
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "plain.cpp"
        src.write_text("#include <bits/stdc++.h>\nusing namespace std;\n" + FENWICK + PLAIN_MAIN)
        for i in range(rounds):
            started = time.perf_counter()
            build = cpp.build(FENWICK + f"\n// round {i}\n", RSQ)
            judged.append(time.perf_counter() - started)
            assert build.ok, build.log
            started = time.perf_counter()
            subprocess.run([judge.compiler, "-std=c++17", str(src), "-o", str(Path(tmp) / "plain")], check=True)
            plain.append(time.perf_counter() - started)
    return median_ms(judged), median_ms(plain)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--passes", type=int, nargs="+", default=[13, 40],
                        help="passes over 10^5 ints, one call length each (13: about 10 ms)")
    args = parser.parse_args()
    judge = JudgeParams()
    with tempfile.TemporaryDirectory() as tmp:
        cache = Cache(Path(tmp) / "cache")
        for passes in args.passes:
            call, judged, bare, unchecked, null_cost = overhead(cache, judge, args.rounds, passes)
            print(f"call CPU time (median)     {call:8.2f} ms")
            print(f"  judged run, end to end   {judged:8.2f} ms")
            print(f"  bare run, end to end     {bare:8.2f} ms")
            print(f"  judge - bare             {judged - bare:8.2f} ms")
            print(f"  judge / bare             {judged / bare:8.3f}x")
            print(f"  judged, kernel check off {unchecked:8.2f} ms  (the check adds "
                  f"{judged - unchecked:+.2f} ms a run)")
            print(f"  empty solution, 3 runs   {null_cost:8.2f} ms  (once per test and machine)")
        judged_c, plain_c = compile_times(cache, judge, max(3, args.rounds // 6))
        print(f"judge compile (median)     {judged_c:8.0f} ms")
        print(f"plain g++ (median)         {plain_c:8.0f} ms")
        print(f"plain / judge              {plain_c / judged_c:8.2f}x faster")


if __name__ == "__main__":
    main()
