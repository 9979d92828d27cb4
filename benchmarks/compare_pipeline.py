"""Does this code's pipeline write the tables of a snapshot, measured figures aside?

    python -m benchmarks.compare_pipeline SNAPSHOT_DIR [--params PARAMS]

SNAPSHOT_DIR is a data folder a whole pipeline run wrote. In a scratch copy holding only
its generations (the local model is not rerun: its samples are the input), this code runs
every stage after generate for every executed environment (stages.stage.run, what `best
stage` and the flows run), with a cache of its own, then compares every table with the
snapshot's: Parquet tables row for row with the measured columns (times, memory, limits
derived from them, margins, environment ids) and the versions of inputs (a build's key, a
task file's hash) set aside. Generation is not rerun, but what in it is the code's, not
the model's, is checked against the snapshot's generations: every prompt's hash, and the
code extracted from every completion. A verdict, and so every score, can still move where
a run sits near its limit: every differing row is listed with the fields that differ, for
a reader to judge. Run from the project root. Exits 1 when anything differs but measured
figures.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

import pyarrow.parquet as pq
import yaml

from benchmarks.compare_outputs import snapshot_arguments
from best.generate.extract import extract_code
from best.generate.prompts import load_template, prompts_for
from best.layout import Layout
from best.params import Params, load_params
from best.session import Session
from stages.registry import pipeline
from stages.stage import run

# What a rerun on the same machine measures anew (and what is derived from it alone).
MEASURED = {"time_ms", "memory_kb", "compile_ms", "limit", "p", "f", "margin", "time_limit_ms", "memory_limit_kb",
            "cap_ms", "memory_cap_kb", "attempts", "seconds", "environment_id", "kernel_time_ms", "kernel_memory_kb",
            "cpu_ms", "wall_ms", "peak_kb", "host", "baseline_time_ms", "time_margin", "memory_margin",
            # versions, not results: a build's key holds the judge's code digest, a task's hash its
            # files' bytes (a rewritten task.yaml), so both change with the code by design
            "build", "task_hash"}
SKIPPED_STAGES = {"generate", "report"}  # the input, and a rendering of the score tables compared here


def scrub(value: Any) -> Any:
    """The value with every measured figure left out, at any depth (tests' rows are lists of dicts)."""
    if isinstance(value, dict):
        return {k: scrub(v) for k, v in value.items() if k not in MEASURED}
    return [scrub(v) for v in value] if isinstance(value, list) else value


def tables(root: Path) -> dict[Path, list[dict[str, Any]]]:
    return {p.relative_to(root): [scrub(r) for r in pq.read_table(p).to_pylist()]
            for p in sorted(root.rglob("*.parquet")) if p.relative_to(root).parts[0] not in ("generate", "report")}


def generation_problems(snapshot: Path, params: Params) -> list[str]:
    """Where this code would prompt otherwise, or read another code from the same completion."""
    g = params.generate
    rows = pq.read_table(snapshot / "generate" / "generations.parquet").to_pylist()
    with Session(params) as session:
        tasks = {t.id: t for t in session.tasks(every=True)}
    hashes: dict[tuple[str, str, str, int, int], str] = {}
    problems = []
    for model in g.models:
        variant = model.prompt or g.prompt
        for language in model.languages or g.languages:
            template = load_template(Path(g.prompts_dir), variant, language)
            for t in tasks.values():
                if language in t.languages:
                    for prompt in prompts_for(t.for_language(language), template, variant):
                        hashes[(model.name, language, t.id, prompt.row, prompt.col)] = prompt.hash
    for r in rows:
        where = f"{r['model']} {r['language']} {r['task']} ({r['row']}, {r['col']}) sample {r['sample']}"
        if hashes.get((r["model"], r["language"], r["task"], r["row"], r["col"])) != r["prompt_hash"]:
            problems.append(f"{where}: another prompt")
        if r["error"] is None:
            extracted = extract_code(r["completion"], tasks[r["task"]].for_language(r["language"]).interface)
            if (extracted.code, extracted.error) != (r["code"], r["extract_error"]):
                problems.append(f"{where}: another extraction: {extracted.error!r} vs {r['extract_error']!r}")
    print(f"generations: {len(rows)} rows, {len(problems)} with another prompt or extraction")
    return problems


def differences(old: list[dict[str, Any]], new: list[dict[str, Any]]) -> list[str]:
    """Every differing row, by index, with only the fields that differ."""
    out = [f"  {len(old)} rows before, {len(new)} after"] if len(old) != len(new) else []
    for i, (a, b) in enumerate(zip(old, new, strict=False)):
        if a != b:
            fields = sorted(k for k in set(a) | set(b) if a.get(k) != b.get(k))
            changes = ", ".join(f"{k}: {a.get(k)!r} -> {b.get(k)!r}" for k in fields)
            keys = ", ".join(f"{k}={a[k]}" for k in ("environment", "model", "task", "row", "col", "sample")
                             if k in a)
            out.append(f"  row {i} ({keys}): {changes}"[:600])
    return out


def main(argv: list[str]) -> int:
    snapshot, params_path = snapshot_arguments(argv, __doc__.splitlines()[0])
    with tempfile.TemporaryDirectory() as tmp:
        scratch = Layout(Path(tmp) / "data")
        shutil.copytree(snapshot / "generate", scratch.root / "generate")
        raw = yaml.safe_load(params_path.read_text())
        raw.setdefault("judge", {})["cache_dir"] = str(Path(tmp) / "cache")
        raw.setdefault("storage", {})["uri"] = str(Path(tmp) / "published")
        params = Path(tmp) / "params.yaml"
        params.write_text(yaml.safe_dump(raw))
        loaded = load_params(params)
        problems = generation_problems(snapshot, loaded)
        for line in problems:
            print(f"  {line}")
        environments = loaded.execute.environments
        for stage in pipeline():
            if stage.name in SKIPPED_STAGES:
                continue
            for env in environments if stage.per_environment else [None]:
                run(stage, params, env, scratch)
                print(f"ran {stage.name}{f' in {env}' if env else ''}", file=sys.stderr)
        before, after = tables(snapshot), tables(scratch.root)
    failed = bool(problems)
    for rel in sorted(set(before) | set(after)):
        if rel not in before or rel not in after:
            print(f"{rel} {'missing' if rel not in after else 'extra'}")
            failed = True
            continue
        old, new = before[rel], after[rel]
        if old == new:
            print(f"{rel} identical (measured figures aside)")
            continue
        failed = True
        print(f"{rel} differs:")
        for line in differences(old, new):
            print(line)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
