"""Core-seconds per judged sample on a realistic mix, with where they go.

The mix is built from the corpus: for every cell of the selected tasks, a weak and a strong
model each answer `--samples` times. What an answer is follows the model's shares (below):
a task's baseline picked as the reference backend's modes pick them (the cell's own
baseline passes; the fastest, the smallest or the dominated solution fails the cells its
class cannot reach: TLE, MLE), or one of them broken so that it does not compile, answers
wrong (a wrapper perturbs each output) or crashes. Every sample's code is distinct (it
carries its own comment), except that a strong model's correct answers come in identical
pairs, as sampled code often does: identical code must be built and run once.

Baselines are calibrated beforehand and not timed (a task's calibration is paid once per
environment, however many samples and models it serves; its figure is printed apart). The
timed part is what a model's samples cost: the compile stage on the generations, then the
execute flow through Prefect (a local server, as `make run` has) on one worker. Core-seconds
are the wall time of the one worker (it holds a core whether busy or waiting: timings need a
core of their own); the machine's busy CPU over the same time is printed beside them (run it
on an otherwise idle machine). The breakdown is wall time by phase; a repeat is an attempt
beyond a test's first run.

    .venv/bin/python benchmarks/throughput.py [--samples 5] [--tasks a b ...]
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import psutil
import yaml

# the judge before issue 23 kept task results in Prefect's cache too: measure every item, whichever judge runs
os.environ["PREFECT_TASKS_REFRESH_CACHE"] = "true"

from best.generate.replay import pick_baseline
from best.judge import run as judge_run
from best.params import load_params
from best.session import Session
from best.tables import BUILDS, GENERATIONS, read_table, write_table
from best.tasks.interface import Interface
from best.tasks.model import Task
from flows.server import local_server
from flows.stage_flow import run_flow
from stages import compile as compile_stage
from stages.stage import run as run_stage

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_TASKS = ["range_sum_query", "longest_palindrome", "longest_increasing_subsequence", "shortest_paths"]
ENV = "O0"

# What each model's samples are, in shares of 20 (the order is the order samples take them in).
WEAK = [("ce", 11), ("wa", 4), ("re", 1), ("dominated", 2), ("smallest", 1), ("oracle", 1)]
STRONG = [("oracle", 9), ("fastest", 3), ("smallest", 2), ("dominated", 2), ("wa", 2), ("ce", 1), ("re", 1)]

WRONG = """
template <class T> void bench_perturb(std::vector<T>& v) { if (v.empty()) v.resize(1); else v.pop_back(); }
inline void bench_perturb(std::string& s) { s += 'x'; }
inline void bench_perturb(bool& b) { b = !b; }
template <class T> void bench_perturb(T& x) { x = x + 1; }
template <class A, class B> void bench_perturb(std::pair<A, B>& p) { bench_perturb(p.first); }
template <class T, std::size_t N> void bench_perturb(std::array<T, N>& a) { bench_perturb(a[0]); }
"""


def kinds(mix: list[tuple[str, int]], n: int) -> list[str]:
    """n kinds in the mix's shares, interleaved so that every task and row gets each kind."""
    cycle = [kind for kind, count in mix for _ in range(count)]
    return [cycle[(i * 7) % len(cycle)] for i in range(n)]  # 7 is prime to the cycle's 20


def wrapped(code: str, iface: Interface, broken: str) -> str:
    """The solution under another name, called by a `Solution` that answers wrong or crashes."""
    args = ", ".join(p.name for p in iface.params)
    params = ", ".join(p.declaration() for p in iface.params)
    ret = "void" if iface.returns is None else str(iface.returns)
    inner = f"BenchInner::{iface.method}({args})"
    if broken == "re":
        body = f"volatile int* nowhere = nullptr; *nowhere = 1; {'return ' if iface.returns else ''}{inner};"
    elif iface.returns is None:
        body = f"{inner}; " + " ".join(f"bench_perturb({p.name});" for p in iface.outputs)
    else:
        body = (f"auto result = {inner}; " + " ".join(f"bench_perturb({p.name});" for p in iface.outputs)
                + " bench_perturb(result); return result;")
    return (f"#define {iface.class_name} BenchInner\n{code}\n#undef {iface.class_name}\n{WRONG}\n"
            f"class {iface.class_name} : public BenchInner {{\npublic:\n    {ret} {iface.method}({params}) "
            f"{{ {body} }}\n}};\n")


def sample_code(task: Task, row: int, col: int, kind: str, tag: str) -> str:
    if kind in ("oracle", "fastest", "smallest"):
        code = pick_baseline(task, row, col, kind).path.read_text()
    elif kind == "dominated":
        code = (task.dominated[0].path if task.dominated else pick_baseline(task, row, col, "smallest").path
                ).read_text()
    else:
        code = pick_baseline(task, row, col, "oracle").path.read_text()
        if kind == "ce":
            code += "\nint broken = ;\n"
        else:
            assert isinstance(task.interface, Interface)
            code = wrapped(code, task.interface, kind)
    return f"// {tag}\n{code}"


def generations(tasks: list[Task], samples: int) -> list[dict[str, Any]]:
    rows = []
    for model, mix in (("weak", WEAK), ("strong", STRONG)):
        slots = [(task, row, col, sample) for task in tasks for row, col in task.cells for sample in range(samples)]
        for (task, row, col, sample), kind in zip(slots, kinds(mix, len(slots)), strict=True):
            pair = model == "strong" and kind == "oracle"
            tag = f"{model} {task.id} {row} {col} {sample // 2 if pair else sample}{' pair' if pair else ''}"
            code = sample_code(task, row, col, kind, tag)
            rows.append({"model": model, "language": "cpp", "task": task.id, "row": row, "col": col,
                         "sample": sample, "key": f"{model}-{task.id}-{row}-{col}-{sample}",
                         "prompt_hash": kind, "completion": code, "code": code, "tokens_in": 0,
                         "tokens_out": 0, "latency_ms": 0.0, "finish_reason": "stop", "error": None,
                         "extract_error": None})
    return rows


def busy_cpu() -> float:
    """CPU seconds the whole machine spent busy (the sandbox's processes are not all this one's
    descendants): run it on an otherwise idle machine."""
    t = psutil.cpu_times()
    return sum(t) - t.idle - getattr(t, "iowait", 0.0)


class Clock:
    """Wall time spent inside named calls (one worker: the phases do not overlap)."""

    def __init__(self) -> None:
        self.seconds: defaultdict[str, float] = defaultdict(float)
        self.calls: Counter[str] = Counter()

    def wrap(self, owner: Any, name: str, label: str) -> None:
        original: Callable[..., Any] = getattr(owner, name)

        def timed(*args: Any, **kwargs: Any) -> Any:
            started = time.perf_counter()
            try:
                return original(*args, **kwargs)
            finally:
                self.seconds[label] += time.perf_counter() - started
                self.calls[label] += 1

        setattr(owner, name, timed)


@contextmanager
def phase(clock: Clock, label: str) -> Iterator[None]:
    started = time.perf_counter()
    yield
    clock.seconds[label] += time.perf_counter() - started


def instrument(clock: Clock) -> None:
    """Time the runs, their repeats and the tests' loading wherever the judge calls them."""
    import stages.execute as execute_stage  # noqa: PLC0415

    clock.wrap(judge_run.Runner, "run", "runs")
    clock.wrap(judge_run.Runner, "again", "repeats")
    if hasattr(Session, "inputs"):
        clock.wrap(Session, "inputs", "input loading")
    else:  # the judge before one path: the stage loaded them itself
        clock.wrap(execute_stage, "materialize", "input loading")


def execute(params: Path, builds: Path, generations: Path, d: Path) -> None:
    run_flow("execute", params, ENV, builds=builds, generations=generations, runs=d / "runs.parquet",
             baselines=d / "baselines.parquet")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=5, help="per model and cell")
    parser.add_argument("--tasks", nargs="+", default=DEFAULT_TASKS)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="best-throughput-") as tmp:
        d = Path(tmp)
        os.environ.setdefault("PREFECT_HOME", str(d / "prefect"))
        data = yaml.safe_load((ROOT / "params.yaml").read_text())
        data["tasks"] = {"root": str(ROOT / "data" / "tasks"), "select": args.tasks}
        data["judge"]["cache_dir"] = str(d / "cache")
        data["generate"].update({"store": str(d / "store.sqlite"), "prompts_dir": str(ROOT / "data" / "prompts")})
        data["execute"].update({"environments": [ENV], "workers": 1, "pool": "local"})
        data["storage"]["uri"] = str(d / "published")
        params_path = d / "params.yaml"
        params_path.write_text(yaml.safe_dump(data, sort_keys=False))
        params = load_params(params_path)

        started = time.perf_counter()
        with Session(params) as session:
            tasks = [t.for_language("cpp") for t in session.tasks(args.tasks)]
            for task in tasks:  # calibration: once per task and environment, whatever the samples
                session.calibrate(task, params.environment(ENV))
        calibration_s = time.perf_counter() - started

        rows = generations(tasks, args.samples)
        gen_path, builds_path = d / "generations.parquet", d / "builds.parquet"
        from best.tables import GENERATIONS_KEY  # noqa: PLC0415

        write_table(rows, GENERATIONS, GENERATIONS_KEY, gen_path)
        kinds = Counter(r["prompt_hash"] for r in rows)
        distinct = len({r["code"] for r in rows})

        clock = Clock()
        instrument(clock)
        with local_server(d / "prefect.log"):
            cpu0, wall0 = busy_cpu(), time.perf_counter()
            with phase(clock, "compile"):
                run_stage(compile_stage.STAGE, params_path, generations=gen_path, builds=builds_path)
            with phase(clock, "execute"):
                execute(params_path, builds_path, gen_path, d)
            wall, cpu = time.perf_counter() - wall0, busy_cpu() - cpu0
            started = time.perf_counter()  # again, every row now measured: what the runner itself costs
            execute(params_path, builds_path, gen_path, d)
            rerun = time.perf_counter() - started
        built = read_table(builds_path, BUILDS).to_pylist()
        read_table(gen_path, GENERATIONS)

    n = len(rows)
    compiled_ok = sum(1 for b in built if b["ok"])
    # Runner.again calls Runner.run for a compiled build: first runs are runs less repeats
    first_runs = clock.seconds["runs"] - clock.seconds["repeats"]
    accounted = clock.seconds["input loading"] + clock.seconds["runs"]
    print(f"mix: {n} samples ({distinct} distinct codes) on {len(tasks)} tasks in {ENV}: "
          + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())) + f"; {compiled_ok} compiled")
    print(f"calibration (not counted): {calibration_s:.1f} s for {len(tasks)} tasks")
    print(f"core-seconds per sample: {wall / n:.3f} held by the worker ({wall:.1f} s in all), "
          f"{cpu / n:.3f} of the machine's CPU busy")
    print("breakdown (wall seconds per sample, one worker):")
    parts = {
        "compile": clock.seconds["compile"],
        "input loading": clock.seconds["input loading"],
        "first runs": first_runs,
        "repeats": clock.seconds["repeats"],
        "orchestration and checking": clock.seconds["execute"] - accounted,
    }
    for label, seconds in parts.items():
        count = clock.calls["runs"] - clock.calls["repeats"] if label == "first runs" else clock.calls.get(label)
        calls = f" ({count} calls)" if count else ""
        print(f"  {label:<28} {seconds / n:7.3f}{calls}")
    print(f"the execute flow again, every row read from the judge's cache: {rerun:.1f} s "
          f"({rerun / n:.3f} s per sample: the flow's start-up and the task runner's own work)")
    distinct_builds = len({(b['task'], b['build']) for b in built})
    print(f"compile per distinct source: {clock.seconds['compile'] / max(distinct_builds, 1):.3f} s "
          f"({distinct_builds} sources)")


if __name__ == "__main__":
    main()
