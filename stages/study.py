"""Stage `study`: the stability study over environments, from what each one published.

Environments are measured apart (each branch of the fan-out, possibly on another
machine), so the study reads each one's fingerprint, score summary and limits either from
storage, where every machine publishes under its own prefix, or from this machine's
folders (best/layout.py). An environment that lacks one of the three tables is an error
naming where the table should be: a study silently over fewer environments would claim a
stability it never tested. Fewer than two environments is an error for the same reason.
"""

from __future__ import annotations

from pathlib import Path

import pyarrow as pa

from best import study
from best.cache import atomic_write
from best.errors import BestError, ParamsError
from best.layout import DATA, Layout
from best.params import Params, load_params
from best.storage import Storage
from best.tables import (
    ENVIRONMENTS,
    LIMITS,
    STABILITY_PAIRS,
    STABILITY_PAIRS_KEY,
    STABILITY_SCORES,
    STABILITY_SCORES_KEY,
    STABILITY_TASKS,
    STABILITY_TASKS_KEY,
    SUMMARY,
    read_table,
    write_table,
)

# (stage, table) of each input, as the stages publish them and as best/layout.py places them
INPUTS = {"fingerprint": ("environment", "environments"), "summary": ("score", "summary"),
          "limits": ("calibrate", "limits")}
SCHEMAS = {"fingerprint": ENVIRONMENTS, "summary": SUMMARY, "limits": LIMITS}


def _conform(table: pa.Table, schema: pa.Schema, location: str) -> pa.Table:
    missing = [f.name for f in schema if f.name not in table.column_names]
    if missing:
        raise BestError("table lacks columns", file=location, field=",".join(missing))
    return table.select(schema.names).cast(schema)


def results(name: str, tables: dict[str, pa.Table], locations: dict[str, str]) -> study.EnvironmentResults:
    """One environment's three tables, its fingerprint being its one row of the environments table."""
    fingerprints = [r for r in tables["fingerprint"].to_pylist() if r["environment"] == name]
    if len(fingerprints) != 1:
        raise BestError(f"{len(fingerprints)} fingerprints of environment {name}, not 1",
                        file=locations["fingerprint"], field="environment")
    return study.EnvironmentResults(name, fingerprints[0], tables["summary"].to_pylist(),
                                    tables["limits"].to_pylist(), locations)


def from_storage(params: Params, names: list[str] | None = None) -> list[study.EnvironmentResults]:
    """The environments named, or every one some machine published to `storage.uri`."""
    storage = Storage.from_params(params.storage)
    found = storage.environments()
    absent = [n for n in names or [] if n not in found]
    if absent:
        raise BestError(f"nothing published for environment(s) {', '.join(absent)} under {params.storage.uri} "
                        f"(found: {', '.join(found) or 'none'})", field="--env")
    out = []
    for name in names or found:
        # Storage.read names the location of a table that is missing
        tables = {what: storage.read(name, stage, table) for what, (stage, table) in INPUTS.items()}
        locations = {what: f"{params.storage.uri.rstrip('/')}/{name}/{stage}/{table}.parquet"
                     for what, (stage, table) in INPUTS.items()}
        out.append(results(name, {what: _conform(t, SCHEMAS[what], locations[what]) for what, t in tables.items()},
                           locations))
    return out


def from_layout(params: Params, names: list[str] | None = None, data: Layout = DATA) -> list[study.EnvironmentResults]:
    """The environments named, or `execute.environments`, from this machine's branch folders."""
    out = []
    for name in names or params.execute.environments:
        params.environment(name)  # a name params knows, or an error naming `environments`
        paths = {"fingerprint": data.environment(name), "summary": data.score(name) / "summary.parquet",
                 "limits": data.limits(name)}
        for what, path in paths.items():
            if not path.exists():
                raise BestError(f"environment {name} has no {INPUTS[what][1]} table; run its branch "
                                f"(`dvc repro score@{name}`)", file=path)
        out.append(results(name, {what: read_table(path, SCHEMAS[what]) for what, path in paths.items()},
                           {what: str(path) for what, path in paths.items()}))
    return out


def write(result: study.Study, margin: float, out: Path) -> dict[str, pa.Table]:
    tables = {
        "scores": write_table(study.rows(result.scores), STABILITY_SCORES, STABILITY_SCORES_KEY,
                              out / "scores.parquet"),
        "pairs": write_table(study.rows(result.pairs), STABILITY_PAIRS, STABILITY_PAIRS_KEY, out / "pairs.parquet"),
        "tasks": write_table(study.rows(result.tasks), STABILITY_TASKS, STABILITY_TASKS_KEY, out / "tasks.parquet"),
    }
    atomic_write(out / "table11.md", study.markdown(result, margin).encode())
    return tables


def run(params_path: Path, out: Path, *, environments: list[str] | None = None, local: bool = False,
        data: Layout = DATA) -> study.Study:
    """Read, study, write; the study comes back for the caller to print from."""
    params = load_params(params_path)
    if environments and len(set(environments)) != len(environments):
        raise BestError(f"environments named twice: {environments}", field="--env")
    envs = from_layout(params, environments, data) if local else from_storage(params, environments)
    if len(envs) < 2:
        where = f"this machine's {data.root}" if local else params.storage.uri
        message = (f"a stability study compares at least two environments; {where} gives {len(envs)}: "
                   f"{', '.join(e.name for e in envs) or 'none'}")
        if environments:
            raise BestError(message, field="--env")
        raise ParamsError(message, file=params_path, field="execute.environments" if local else "storage.uri")
    result = study.study(envs, [s.name for s in params.score.settings])
    write(result, params.calibrate.margin, out)
    return result

