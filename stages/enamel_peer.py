"""ENAMEL's own evaluator (the package enam) on ENAMEL's sample files, for `best study enamel`.

Run as `python -m stages.enamel_peer CSV OUT SAMPLES... [--problem N ...]` inside a sandbox
without network (stages/enamel.py starts it): enam executes the samples in its own
process, guarded only by its `reliability_guard`. It generates its tests once from the
same seeds and settings the imported tasks carry (best.enamel.SETTINGS), evaluates each
file at k = 1 and writes, per file, its pass@1 and eff@1 and each problem's pass and eff.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
from enam.evaluate import Evaluator

from best.enamel import SETTINGS


def evaluate(csv: Path, samples: list[Path], problems: list[int], work: Path) -> dict[str, Any]:
    evaluator = Evaluator(problems=str(csv), subset=problems, n_tests=SETTINGS["tests"], n_reps=SETTINGS["repeats"],
                          hardness=SETTINGS["hardness"], memory_giga=SETTINGS["memory_gb"],
                          timeout_factor=SETTINGS["timeout_factor"], tolerence_sec=SETTINGS["tolerance_ms"] / 1000,
                          seed=SETTINGS["seed"])
    started = time.perf_counter()
    evaluator.make_tests()
    out: dict[str, Any] = {"make_tests_s": time.perf_counter() - started, "files": {}}
    weights = np.array(SETTINGS["hardness"], dtype=float)
    for path in samples:
        codes = json.loads(path.read_text(encoding="utf-8"))
        started = time.perf_counter()
        save = work / path.stem
        metrics = evaluator.evaluate(codes, k=[1], save_name=str(save))
        passes = json.loads(Path(f"{save}~passes.json").read_text())
        effs = json.loads(Path(f"{save}~effs.json").read_text())
        out["files"][path.stem] = {
            "seconds": time.perf_counter() - started,
            "pass@1": float(metrics["pass@1"]), "eff@1": float(metrics["eff@1"]),
            "problems": {i: {"pass": float(np.mean(passes[i])),
                             "eff": float(np.mean([np.average(e, weights=weights) for e in effs[i]])),
                             "levels": effs[i][0]} for i in passes},
        }
    return out


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="python -m stages.enamel_peer")
    parser.add_argument("csv", type=Path)
    parser.add_argument("out", type=Path)
    parser.add_argument("samples", type=Path, nargs="+")
    parser.add_argument("--problem", type=int, action="append")
    args = parser.parse_args(argv)
    import enam  # noqa: PLC0415 - the problem set is enam's own

    problems = args.problem or list(enam.PROBLEMSET)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    result = evaluate(args.csv, args.samples, problems, args.out.parent)
    args.out.write_text(json.dumps(result, indent=1, sort_keys=True))


if __name__ == "__main__":
    main(sys.argv[1:])
