"""Many judging processes on one machine at once: every run correct, and what it costs.

Run: .venv/bin/python benchmarks/concurrent_judges.py [--processes 16] [--runs 25]

Each process (tests/judge_worker.py) opens its own box and judges the same small program
RUNS times; all start together. Every box must get a run uid of its own (the kernel counts
processes per uid: boxes that shared one took each other's allowance and runs failed with
EAGAIN), and every run must return the right answer. Prints the endings, the distinct uids
and the throughput, against one process alone.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from best.cache import Cache, atomic_write
from best.judge.languages.cpp import Cpp
from best.params import JudgeParams
from best.tasks.codec import encode
from best.tasks.interface import CppType

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.conftest import PROBE  # noqa: E402
from tests.judge_worker import WORK  # noqa: E402


def wave(cache: Cache, processes: int, runs: int, input_path: Path) -> tuple[float, list[dict[str, Any]]]:
    started = time.perf_counter()
    workers = [subprocess.Popen([sys.executable, "-m", "tests.judge_worker", str(cache.root), str(runs),
                                 str(input_path)], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
               for _ in range(processes)]
    reports = []
    for w in workers:
        out, err = w.communicate()
        if w.returncode != 0:
            raise SystemExit(f"a judging process failed: {err[-2000:]}")
        reports.append(json.loads(out.strip().splitlines()[-1]))
    return time.perf_counter() - started, reports


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--processes", type=int, default=16)
    parser.add_argument("--runs", type=int, default=25)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        cache = Cache(Path(tmp) / "cache")
        Cpp(cache, JudgeParams(), []).build(WORK, PROBE)
        path = cache.inputs_root / "bench" / "small.in"
        atomic_write(path, encode([1, 2, 3], CppType("vector", (CppType("int"),))))
        alone, _ = wave(cache, 1, args.runs, path)
        together, reports = wave(cache, args.processes, args.runs, path)
    endings: Counter[str] = Counter()
    for r in reports:
        endings.update(r["endings"])
    right = sum(int(n) for r in reports for v, n in r["values"].items() if v == "6")
    print(f"{args.processes} judging processes x {args.runs} runs: endings {dict(endings)}")
    print(f"  distinct run uids          {len({r['uid'] for r in reports})}")
    print(f"  runs with the right answer {right} of {args.processes * args.runs}")
    print(f"  one process alone          {args.runs / alone:8.1f} runs/s ({alone:.1f} s with start-up)")
    print(f"  {args.processes} at once{' ' * 16}{args.processes * args.runs / together:8.1f} runs/s "
          f"({together:.1f} s with start-up)")


if __name__ == "__main__":
    main()
