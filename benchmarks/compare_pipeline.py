"""Does this code's pipeline write the tables of a snapshot, measured figures aside?

    python -m benchmarks.compare_pipeline SNAPSHOT_DIR [--params PARAMS]

SNAPSHOT_DIR is a data folder a whole pipeline run wrote. In a scratch copy holding only
its generations (the local model is not rerun: its samples are the input), this code runs
every stage after generate for every executed environment (stages.stage.run, what `best
stage` and the flows run), with a cache of its own, then compares every table with the
snapshot's: Parquet tables row for row with the measured columns (times, memory, limits
derived from them, margins, environment ids) set aside, other files byte for byte. A
verdict, and so every score, can still move where a run sits near its limit: such tables
are listed as `differs` with the first differing row, for a reader to judge. Run from the
project root. Exits 1 when a table differs in anything but measured figures.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

import pyarrow.parquet as pq
import yaml

from best.layout import Layout
from best.params import load_params
from stages.registry import pipeline
from stages.stage import run

# What a rerun on the same machine measures anew (and what is derived from it alone).
MEASURED = {"time_ms", "memory_kb", "compile_ms", "limit", "p", "f", "margin", "time_limit_ms", "memory_limit_kb",
            "cap_ms", "memory_cap_kb", "attempts", "seconds", "environment_id", "kernel_time_ms", "kernel_memory_kb",
            "cpu_ms", "wall_ms", "peak_kb", "host", "baseline_time_ms",
            "build"}  # a build's key holds the judge's code digest: a new judge, new keys, by design
SKIPPED_STAGES = {"generate", "report"}  # the input, and a rendering of the score tables compared here


def scrub(value: Any) -> Any:
    """The value with every measured figure left out, at any depth (tests' rows are lists of dicts)."""
    if isinstance(value, dict):
        return {k: scrub(v) for k, v in value.items() if k not in MEASURED}
    return [scrub(v) for v in value] if isinstance(value, list) else value


def tables(root: Path) -> dict[Path, list[dict[str, Any]]]:
    return {p.relative_to(root): [scrub(r) for r in pq.read_table(p).to_pylist()]
            for p in sorted(root.rglob("*.parquet")) if p.relative_to(root).parts[0] not in ("generate", "report")}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("snapshot", type=Path)
    parser.add_argument("--params", type=Path, default=None)
    args = parser.parse_args(argv)
    snapshot = args.snapshot.resolve()
    with tempfile.TemporaryDirectory() as tmp:
        scratch = Layout(Path(tmp) / "data")
        shutil.copytree(snapshot / "generate", scratch.root / "generate")
        raw = yaml.safe_load((args.params or snapshot / ".." / "params.yaml").read_text())
        raw.setdefault("judge", {})["cache_dir"] = str(Path(tmp) / "cache")
        raw.setdefault("storage", {})["uri"] = str(Path(tmp) / "published")
        params = Path(tmp) / "params.yaml"
        params.write_text(yaml.safe_dump(raw))
        environments = load_params(params).execute.environments
        for stage in pipeline():
            if stage.name in SKIPPED_STAGES:
                continue
            for env in environments if stage.per_environment else [None]:
                run(stage, params, env, scratch)
                print(f"ran {stage.name}{f' in {env}' if env else ''}", file=sys.stderr)
        before, after = tables(snapshot), tables(scratch.root)
    failed = False
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
        pairs = enumerate(zip(old, new, strict=False))
        first = next((i for i, (a, b) in pairs if a != b), min(len(old), len(new)))
        print(f"{rel} differs: {len(old)} rows before, {len(new)} after; first at row {first}:")
        print(f"  before {old[first] if first < len(old) else None}")
        print(f"  after  {new[first] if first < len(new) else None}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
