"""`best study enamel`: ENAMEL's sample files scored by this pipeline and by ENAMEL's own evaluator.

One run, on one machine: ENAMEL's problems are imported as tasks (best/enamel.py), each
sample file becomes a model of the `file` backend, and the pipeline's stages run on them in
a Python environment (generate -> compile -> execute -> calibrate -> score, from a params
file written next to the results); then ENAMEL's evaluator (stages/enamel_peer.py, in a
sandbox without network) evaluates the same files on tests it generates from the same
generators and seeds. The comparison holds both evaluators' pass@1 and eff@1 per file and
per problem, and `enamel.md` the figures and the problems where the two disagree.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pyarrow as pa
import yaml

from best.enamel import SAMPLE_FILES, import_enamel, problemset, task_id
from best.errors import BestError
from best.judge.verdict import Verdict
from best.layout import Layout
from best.report.markdown import enamel_comparison
from best.scoring.protocols import ENAMEL
from best.tables import ENAMEL_COMPARISON, ENAMEL_COMPARISON_KEY, write_table
from stages import environment, report
from stages.registry import pipeline
from stages.stage import run as run_stage

ENV = "py"
EFF_GAP = 0.1  # per problem, eff@1 differing by more than this is listed as a disagreement


def params_for(pack: Path, samples: list[Path], data: Path, cache_dir: Path) -> dict[str, Any]:
    """The pipeline's params for the study: one Python environment, one file model per sample file."""
    return {
        "tasks": {"root": str(pack / "tasks"), "select": []},
        "environments": [{"name": ENV, "language": "python"}],
        "judge": {"environment": ENV, "cache_dir": str(cache_dir)},
        "generate": {"languages": ["python"], "samples": 1, "store": str(cache_dir / "enamel-generations.sqlite"),
                     "models": [{"name": p.stem, "backend": "file", "path": str(p)} for p in samples]},
        "execute": {"environments": [ENV]},
        "score": {"ks": [1]},
        "storage": {"uri": str(data / "published")},
    }


def run_ours(params_path: Path, layout: Layout) -> tuple[list[dict[str, Any]], dict[tuple[str, str], list[float]]]:
    """The stages as dvc.yaml runs them, in this process: the task scores, and each program's
    score per level (what ENAMEL's evaluator reports per level too)."""
    written: dict[str, pa.Table] = {}
    for stage in pipeline():
        if stage not in (environment.STAGE, report.STAGE):  # one machine, and a comparison instead of a report
            written |= run_stage(stage, params_path, ENV, layout)
    limits = written["limits"]
    rows: list[dict[str, Any]] = written["tasks"].to_pylist()
    return rows, levels(written["verdicts"].to_pylist(), limits.to_pylist())


def levels(verdicts: list[dict[str, Any]], limits: list[dict[str, Any]]) -> dict[tuple[str, str], list[float]]:
    """Sample 0's score on each level, per (model, task), under the enamel protocol as ENAMEL publishes
    it (verdicts as the task scores read them: an OverflowError ends a level as a timeout)."""
    cells = {(r["task"], r["row"]): r for r in limits}
    runs: dict[tuple[str, str], dict[int, dict[str, Any]]] = {}
    for v in verdicts:
        if v["sample"] == 0:
            runs.setdefault((v["model"], v["task"]), {})[v["row"]] = v
    out = {}
    for (model, task), rows in runs.items():
        order = sorted(rows)
        out[(model, task)] = ENAMEL.levels([Verdict(rows[r]["verdict"]) for r in order],
                                           [rows[r]["detail"] or "" for r in order],
                                           [rows[r]["time_ms"] for r in order], cells[(task, 1)]["time_limit_ms"],
                                           [cells[(task, r)]["baseline_time_ms"] or 0.0 for r in order])
    return out


def run_peer(source: Path, samples: list[Path], problems: list[int], out: Path, timeout_s: float) -> dict[str, Any]:
    """enam on the same files, in bubblewrap: no network, the file system read-only but `out`."""
    out.mkdir(parents=True, exist_ok=True)
    result = out / "enam.json"
    project = Path(__file__).resolve().parents[1]
    # A private /tmp hides whatever lives under the host's /tmp (a fresh clone often does): the project,
    # the data and the samples are shown again on top of it, and the evaluator starts in the project.
    shown = sorted({project, source.resolve(), *(p.resolve().parent for p in samples)})
    cmd = ["bwrap", "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp",
           *(arg for d in shown for arg in ("--ro-bind", str(d), str(d))),
           "--bind", str(out.resolve()), str(out.resolve()), "--unshare-net", "--unshare-pid", "--unshare-ipc",
           "--die-with-parent", "--new-session", "--chdir", str(project), "--",
           sys.executable, "-m", "stages.enamel_peer", str(source.resolve() / "enamel.csv"),
           str(result.resolve()), *(str(p.resolve()) for p in samples), *(f"--problem={i}" for i in problems)]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout_s, check=False,
                          env={**os.environ, "TQDM_DISABLE": "1"})
    if done.returncode != 0 or not result.exists():
        raise BestError(f"ENAMEL's evaluator failed ({done.returncode}): {done.stderr[-2000:]}", file=result)
    data: dict[str, Any] = json.loads(result.read_text())
    return data


def comparison(ours: list[dict[str, Any]], our_levels: dict[tuple[str, str], list[float]], peer: dict[str, Any],
               problems: list[int]) -> list[dict[str, Any]]:
    """One row per (file, problem): each evaluator's pass and eff at k = 1, and its score per level."""
    mine = {(r["model"], r["task"], r["metric"]): r["value"] for r in ours if r["k"] == 1}
    rows = []
    for name, result in sorted(peer["files"].items()):
        for i in problems:
            theirs = result["problems"].get(str(i))
            rows.append({"file": name, "problem": i, "task": task_id(i),
                         "best_pass": mine.get((name, task_id(i), "pass")),
                         "best_eff": mine.get((name, task_id(i), "eff")),
                         "best_levels": our_levels.get((name, task_id(i))),
                         "enam_pass": None if theirs is None else theirs["pass"],
                         "enam_eff": None if theirs is None else theirs["eff"],
                         "enam_levels": None if theirs is None else theirs["levels"]})
    return rows


def _mean(values: list[float | None]) -> float | None:
    return None if not values or any(v is None for v in values) else sum(v for v in values if v is not None) / len(
        values)


def summary(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """pass@1 and eff@1 per file and evaluator: the mean over problems, as both evaluators report them."""
    out = []
    for name in sorted({r["file"] for r in rows}):
        mine = [r for r in rows if r["file"] == name]
        out.append({"file": name, "problems": len(mine),
                    **{f"{who}_{m}@1": _mean([r[f"{who}_{m}"] for r in mine]) for who in ("best", "enam")
                       for m in ("pass", "eff")}})
    return out


def disagreements(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [r for r in rows if r["best_pass"] != r["enam_pass"] or (
        r["best_eff"] is not None and r["enam_eff"] is not None and abs(r["best_eff"] - r["enam_eff"]) > EFF_GAP)]


def run(source: Path, out: Path, problems: list[int] | None = None, *, timeout_s: float = 6 * 3600,
        cache_dir: Path | None = None) -> list[dict[str, Any]]:
    """Import, score with both evaluators, compare; returns the per-file summary."""
    source, out = source.resolve(), out.resolve()
    chosen = problems or problemset()
    missing = [name for name in SAMPLE_FILES if not (source / name).is_file()]
    if missing:
        raise BestError(f"ENAMEL's sample files {missing} are not there", file=source)
    pack = out / "pack"
    shutil.rmtree(pack, ignore_errors=True)
    _, samples = import_enamel(source, pack, chosen)
    data = Layout(out / "data")
    params = params_for(pack, samples, data.root, (cache_dir or Path(".cache/best")).resolve())
    params_path = out / "params.yaml"
    params_path.write_text(yaml.safe_dump(params, sort_keys=False))
    ours, our_levels = run_ours(params_path, data)
    peer = run_peer(source, [source / name for name in SAMPLE_FILES], chosen, out / "enam", timeout_s)
    rows = comparison(ours, our_levels, peer, chosen)
    write_table(rows, ENAMEL_COMPARISON, ENAMEL_COMPARISON_KEY, out / "comparison.parquet")
    (out / "enamel.md").write_text(enamel_comparison(summary(rows), disagreements(rows), EFF_GAP))
    return summary(rows)
