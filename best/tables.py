"""The pipeline's Parquet tables: one schema per stage output, and one way to write them.

Tables are sorted on their key columns and written without timestamps, so the same
inputs give the same bytes (measured times apart) and DVC sees no change where there is
none.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq

from best.cache import atomic_write, remove_orphans
from best.errors import BestError
from best.faults import crash_point
from best.paper_tables import CATEGORIES, OVERALL, level_columns, table2_figures
from best.params import ScoreParams

ENVIRONMENTS = pa.schema([
    pa.field("environment", pa.string(), nullable=False),  # name in params.yaml
    pa.field("environment_id", pa.string(), nullable=False),
    pa.field("language", pa.string(), nullable=False),
    pa.field("cpu_vendor", pa.string(), nullable=False),
    pa.field("cpu_model", pa.string(), nullable=False),
    pa.field("cores", pa.int32(), nullable=False),
    pa.field("compiler", pa.string(), nullable=False),
    pa.field("compiler_version", pa.string(), nullable=False),
    pa.field("flags", pa.list_(pa.string()), nullable=False),
    pa.field("kernel", pa.string(), nullable=False),
    pa.field("runtime", pa.string(), nullable=False),
    pa.field("host", pa.string()),  # a label for studies across machines; null on one machine
])
ENVIRONMENTS_KEY = ("environment",)

LIMITS = pa.schema([
    pa.field("task", pa.string(), nullable=False),
    pa.field("environment", pa.string(), nullable=False),
    pa.field("environment_id", pa.string(), nullable=False),
    pa.field("row", pa.int32(), nullable=False),  # time rank, 1-based
    pa.field("col", pa.int32(), nullable=False),  # space rank, 1-based
    pa.field("time_limit_ms", pa.float64(), nullable=False),
    pa.field("memory_limit_kb", pa.float64(), nullable=False),
    pa.field("time_margin", pa.float64(), nullable=False),
    pa.field("memory_margin", pa.float64(), nullable=False),
    pa.field("discriminating", pa.bool_(), nullable=False),
    pa.field("baseline_passes", pa.int32(), nullable=False),  # baselines that pass the cell under these limits
    pa.field("baseline_time_ms", pa.float64()),  # the fastest of them on the row (eff@k's t*); null if none
    # what the cell's prompt stated (the task's stated limits in this language, best/tasks/stated.py); null if none
    pa.field("stated_time_ms", pa.float64()),
    pa.field("stated_memory_kb", pa.float64()),
])
LIMITS_KEY = ("task", "environment", "row", "col")

# Generated samples, one row per (model, language, subtask, sample index) (generate stage).
GENERATIONS = pa.schema([
    pa.field("model", pa.string(), nullable=False),
    pa.field("language", pa.string(), nullable=False),  # the language the sample is written in (cpp, python)
    pa.field("task", pa.string(), nullable=False),
    pa.field("row", pa.int32(), nullable=False),
    pa.field("col", pa.int32(), nullable=False),
    pa.field("sample", pa.int32(), nullable=False),
    pa.field("key", pa.string(), nullable=False),  # the sample's cache key
    pa.field("prompt_hash", pa.string(), nullable=False),
    pa.field("completion", pa.string()),  # the raw reply; null when generation failed
    pa.field("code", pa.string()),  # what the judge compiles
    pa.field("tokens_in", pa.int64()),
    pa.field("tokens_out", pa.int64()),
    pa.field("latency_ms", pa.float64()),
    pa.field("finish_reason", pa.string()),  # "length": the reply was cut at max_tokens
    pa.field("reasoning", pa.string()),  # a reasoning model's trace, kept apart from the code; null if none
    pa.field("error", pa.string()),  # why generation failed after its retries
    pa.field("extract_error", pa.string()),  # why no code block with the class was found
])
GENERATIONS_KEY = ("model", "language", "task", "row", "col", "sample")

# Compiled samples, one row per (environment, model, subtask, sample) (compile stage).
BUILDS = pa.schema([
    pa.field("environment", pa.string(), nullable=False),
    pa.field("environment_id", pa.string(), nullable=False),
    pa.field("model", pa.string(), nullable=False),
    pa.field("task", pa.string(), nullable=False),
    pa.field("row", pa.int32(), nullable=False),
    pa.field("col", pa.int32(), nullable=False),
    pa.field("sample", pa.int32(), nullable=False),
    pa.field("build", pa.string()),  # the build's cache key; null when there was no code to compile
    pa.field("ok", pa.bool_(), nullable=False),
    pa.field("compile_ms", pa.float64()),
    pa.field("log", pa.string(), nullable=False),  # compiler output, or why there was no code
    # what the judge refused a source that compiled for (best.judge.languages.cpp_rules): flags, asm, symbols
    pa.field("refused", pa.string()),
])
BUILDS_KEY = ("environment", "model", "task", "row", "col", "sample")

# One test of a row as the execute stage measured it, before any limit is applied.
TEST_RUN = pa.struct([
    pa.field("test", pa.string(), nullable=False),
    pa.field("ending", pa.string(), nullable=False),  # best.judge.verdict.Ending
    pa.field("time_ms", pa.float64()),  # CPU time of the call (the cap for a stopped run)
    pa.field("memory_kb", pa.float64()),
    pa.field("correct", pa.bool_(), nullable=False),  # returned the right answer
    pa.field("attempts", pa.int32(), nullable=False),
    pa.field("detail", pa.string(), nullable=False),
    # What the kernel measured from outside the process, beyond an empty solution's (best.judge.run):
    # the harness's figures above are checked against these.
    pa.field("kernel_time_ms", pa.float64()),
    pa.field("kernel_memory_kb", pa.float64()),
])

# Every sample run on its cell's row, one row per (environment, model, subtask, sample)
# (execute stage). Tests run in order and stop at the first one not answered right
# within the caps, so `tests` may be shorter than `tests_total`.
RUNS = pa.schema([
    pa.field("environment", pa.string(), nullable=False),
    pa.field("environment_id", pa.string(), nullable=False),
    pa.field("model", pa.string(), nullable=False),
    pa.field("task", pa.string(), nullable=False),
    pa.field("sample", pa.int32(), nullable=False),
    pa.field("row", pa.int32(), nullable=False),
    pa.field("col", pa.int32(), nullable=False),
    pa.field("build", pa.string()),
    pa.field("compiled", pa.bool_(), nullable=False),
    pa.field("cap_ms", pa.float64(), nullable=False),  # runs stop here: the calibrated limit x judge.tle_band
    pa.field("memory_cap_kb", pa.float64(), nullable=False),
    pa.field("tests_total", pa.int32(), nullable=False),
    pa.field("tests", pa.list_(TEST_RUN), nullable=False),
])
RUNS_KEY = ("environment", "model", "task", "sample", "row", "col")

# The baselines measured for calibration, one row per (environment, task, baseline, row)
# (execute stage); calibrate derives the limits from these alone.
BASELINE_RUNS = pa.schema([
    pa.field("environment", pa.string(), nullable=False),
    pa.field("environment_id", pa.string(), nullable=False),
    pa.field("task", pa.string(), nullable=False),
    pa.field("task_hash", pa.string(), nullable=False),
    pa.field("baseline", pa.string(), nullable=False),
    pa.field("row", pa.int32(), nullable=False),
    pa.field("time_ms", pa.float64(), nullable=False),  # max over tests of the fastest attempt
    pa.field("memory_kb", pa.float64(), nullable=False),
    pa.field("censored", pa.bool_(), nullable=False),  # stopped at its cap: time_ms is a lower bound
    pa.field("tests", pa.list_(pa.struct([
        pa.field("test", pa.string(), nullable=False),
        pa.field("ending", pa.string(), nullable=False),
        pa.field("time_ms", pa.float64()),
        pa.field("memory_kb", pa.float64()),
        pa.field("attempts", pa.int32(), nullable=False),
    ])), nullable=False),
])
BASELINE_RUNS_KEY = ("environment", "task", "baseline", "row")

# The verdict of every sample on its cell under the calibrated limits (score stage).
# `correct`: it answered every test of the row right, whatever its time and memory.
VERDICTS = pa.schema([
    pa.field("environment", pa.string(), nullable=False),
    pa.field("model", pa.string(), nullable=False),
    pa.field("task", pa.string(), nullable=False),
    pa.field("sample", pa.int32(), nullable=False),
    pa.field("row", pa.int32(), nullable=False),
    pa.field("col", pa.int32(), nullable=False),
    pa.field("verdict", pa.string(), nullable=False),
    pa.field("time_ms", pa.float64()),
    pa.field("memory_kb", pa.float64()),
    pa.field("correct", pa.bool_(), nullable=False),
    pa.field("detail", pa.string()),  # the test that decided a failing verdict, and why
])
VERDICTS_KEY = ("environment", "model", "task", "sample", "row", "col")

# Score stage outputs.
CELL_SCORES = pa.schema([
    pa.field("environment", pa.string(), nullable=False),
    pa.field("model", pa.string(), nullable=False),
    pa.field("task", pa.string(), nullable=False),
    pa.field("row", pa.int32(), nullable=False),
    pa.field("col", pa.int32(), nullable=False),
    pa.field("k", pa.int32(), nullable=False),
    pa.field("n", pa.int32(), nullable=False),
    pa.field("c", pa.int32(), nullable=False),  # AC on every test of the cell
    pa.field("c_correct", pa.int32(), nullable=False),  # correct regardless of time and memory
    pa.field("pass_at_k", pa.float64()),  # null: fewer than k samples
])
CELL_SCORES_KEY = ("environment", "model", "task", "row", "col", "k")

STD_SCORES = pa.schema([
    pa.field("environment", pa.string(), nullable=False),
    pa.field("task", pa.string(), nullable=False),
    pa.field("row", pa.int32(), nullable=False),
    pa.field("col", pa.int32(), nullable=False),
    pa.field("s_std", pa.int32(), nullable=False),
])
STD_SCORES_KEY = ("environment", "task", "row", "col")

TASK_SCORES = pa.schema([
    pa.field("environment", pa.string(), nullable=False),
    pa.field("model", pa.string(), nullable=False),
    pa.field("task", pa.string(), nullable=False),
    pa.field("difficulty", pa.string(), nullable=False),
    pa.field("category", pa.string(), nullable=False),
    pa.field("metric", pa.string(), nullable=False),  # dual, pass or eff
    pa.field("setting", pa.string(), nullable=False),  # a score.settings name; "-" for pass and eff
    pa.field("k", pa.int32(), nullable=False),
    pa.field("n", pa.int32(), nullable=False),  # samples of the model on the task
    pa.field("value", pa.float64()),  # null: a gap (fewer than k samples)
])
TASK_SCORES_KEY = ("environment", "model", "task", "metric", "setting", "k")

SUMMARY = pa.schema([
    pa.field("environment", pa.string(), nullable=False),
    pa.field("model", pa.string(), nullable=False),
    pa.field("metric", pa.string(), nullable=False),
    pa.field("setting", pa.string(), nullable=False),
    pa.field("k", pa.int32(), nullable=False),
    pa.field("by", pa.string(), nullable=False),  # all, difficulty, category or category-difficulty
    pa.field("group", pa.string(), nullable=False),  # "all", "easy", "Graph", "Graph/easy", ...
    pa.field("tasks", pa.int32(), nullable=False),
    pa.field("gaps", pa.int32(), nullable=False),  # tasks with fewer than k samples
    pa.field("value", pa.float64()),  # mean over the group's tasks; null when any task is a gap
    # a 95% bootstrap interval of that mean over the group's tasks (best.metrics.bootstrap_interval),
    # overall and by difficulty; null elsewhere, for a gap, and for a group of one task
    pa.field("ci_low", pa.float64()),
    pa.field("ci_high", pa.float64()),
])
SUMMARY_KEY = ("environment", "model", "metric", "setting", "k", "by", "group")


# The paper's tables (best/paper_tables.py), written by the score stage: their figure columns
# follow score.settings and score.ks. Figures are fractions; null is a gap or a group with no
# task (the Markdown beside each tells the two apart). Rows stay in the paper's order (models
# sorted, then settings and ks as the params list them), hence no key to sort on.
PAPER_TABLE_KEY: tuple[str, ...] = ()
_BY_MODEL = [pa.field("environment", pa.string()), pa.field("model", pa.string())]


def _figures(names: Sequence[str]) -> list[pa.Field]:
    return [pa.field(name, pa.float64()) for name in names]


def table2_schema(score: ScoreParams) -> pa.Schema:
    """Table 2: one row per model."""
    return pa.schema(_BY_MODEL + _figures([column for column, _, _ in table2_figures(score)]))


def table12_schema(score: ScoreParams) -> pa.Schema:
    """Table 12: one row per model, dual@10 of every setting by difficulty and overall."""
    return pa.schema(_BY_MODEL + _figures(level_columns(score)))


def table13_15_schema(score: ScoreParams) -> pa.Schema:
    """Tables 13–15: one row per (model, setting), dual@10 by category and overall."""
    return pa.schema([*_BY_MODEL, pa.field("setting", pa.string()), *_figures([*CATEGORIES, OVERALL])])


def table16_25_schema(score: ScoreParams) -> pa.Schema:
    """Tables 16–25: one row per (model, category or Overall), dual@10 of every setting by difficulty."""
    return pa.schema([*_BY_MODEL, pa.field("category", pa.string()), *_figures(level_columns(score))])


PAPER_TABLES: dict[str, Callable[[ScoreParams], pa.Schema]] = {
    "table2": table2_schema, "table12": table12_schema, "table13_15": table13_15_schema,
    "table16_25": table16_25_schema}


def as_written(schema: pa.Schema, rows: Sequence[dict[str, Any]]) -> pa.Schema:
    """`schema` with Arrow's null type for a figure no row has (no task of that kind in any group):
    the type these tables have always had for such a column, so that they keep their bytes."""
    return pa.schema([f.with_type(pa.null()) if pa.types.is_floating(f.type) and rows
                      and all(r.get(f.name) is None for r in rows) else f for f in schema])

# The sensitivity study (best/sensitivity.py, Table 10): dual@k with tau = sigma = alpha, per model.
SENSITIVITY = pa.schema([
    pa.field("environment", pa.string(), nullable=False),
    pa.field("alpha", pa.float64(), nullable=False),
    pa.field("model", pa.string(), nullable=False),
    pa.field("k", pa.int32(), nullable=False),
    pa.field("value", pa.float64()),  # null: a gap
    pa.field("rank", pa.int32()),  # among the models with a figure at this alpha
    pa.field("moved", pa.bool_(), nullable=False),  # its rank differs from that at the first alpha
])
SENSITIVITY_KEY = ("environment", "alpha", "model")

# The stability study across environments (best/study.py): every environment's dual@k and
# rank of each model, at every (setting, k) found in the summaries.
STABILITY_SCORES = pa.schema([
    pa.field("environment", pa.string(), nullable=False),
    pa.field("model", pa.string(), nullable=False),
    pa.field("setting", pa.string(), nullable=False),
    pa.field("k", pa.int32(), nullable=False),
    pa.field("value", pa.float64()),  # the dataset-level dual@k; null: a gap
    pa.field("rank", pa.int32()),  # 1 + models with a larger dual@k there; null for a gap
])
STABILITY_SCORES_KEY = ("environment", "setting", "k", "model")

# Every pair of environments (a before b in the study's order) at every (setting, k).
STABILITY_PAIRS = pa.schema([
    pa.field("environment_a", pa.string(), nullable=False),
    pa.field("environment_b", pa.string(), nullable=False),
    pa.field("setting", pa.string(), nullable=False),
    pa.field("k", pa.int32(), nullable=False),
    pa.field("models", pa.int32(), nullable=False),  # with a dual@k in both: the models compared
    pa.field("kendall_tau", pa.float64()),  # tau-b; null when undefined (see note)
    pa.field("identical", pa.bool_()),  # the compared models rank the same; null for fewer than 2
    pa.field("max_change", pa.float64()),  # the largest |dual@k in b - dual@k in a| of one model
    pa.field("max_change_model", pa.string()),  # null when no model's dual@k changed
    pa.field("note", pa.string()),  # why tau or the ranking is undefined
])
STABILITY_PAIRS_KEY = ("environment_a", "environment_b", "setting", "k")

# How well each task's grid discriminates in each environment, from its calibrated limits.
STABILITY_TASKS = pa.schema([
    pa.field("task", pa.string(), nullable=False),
    pa.field("environment", pa.string(), nullable=False),
    pa.field("environment_id", pa.string(), nullable=False),
    pa.field("cells", pa.int32(), nullable=False),
    pa.field("discriminating", pa.int32(), nullable=False),  # cells whose margin reached calibrate.margin
    pa.field("min_margin", pa.float64(), nullable=False),  # min over cells of min(time, memory margin)
    pa.field("grid_discriminates", pa.bool_(), nullable=False),  # every cell does
])
STABILITY_TASKS_KEY = ("task", "environment")


def write_table(rows: list[dict[str, object]], schema: pa.Schema, key: tuple[str, ...], path: Path) -> pa.Table:
    """Validate `rows` against `schema`, sort them on `key` (an empty key keeps their order) and replace
    `path` atomically."""
    try:
        table = pa.Table.from_pylist(rows, schema=schema)
    except (pa.ArrowInvalid, pa.ArrowTypeError, KeyError) as exc:
        raise BestError(f"rows do not fit the table schema: {exc}", file=path) from None
    if table.num_rows and key:
        table = table.sort_by([(k, "ascending") for k in key])
    sink = pa.BufferOutputStream()
    pq.write_table(table, sink, compression="zstd", write_statistics=False)
    crash_point("table encoded", path.name)
    remove_orphans(path)  # what a writer killed mid-write left beside it
    atomic_write(path, sink.getvalue().to_pybytes())
    crash_point("table written", path.name)
    return table


def read_table(path: Path, schema: pa.Schema) -> pa.Table:
    """Read a stage output and insist on its schema, so a stale or foreign file is named, not misread."""
    if not Path(path).exists():
        raise BestError("no such table yet: the stage that writes it has not run here; run the pipeline first "
                        "(`best run`), or name the table's path", file=path)
    try:
        table = pq.read_table(path)
    except (OSError, pa.ArrowInvalid) as exc:
        raise BestError(f"cannot read table: {exc}", file=path) from None
    missing = [f.name for f in schema if f.name not in table.column_names]
    if missing:
        raise BestError("table lacks columns", file=path, field=",".join(missing))
    return table.select(schema.names).cast(schema)

# ENAMEL's sample files judged by this pipeline and by ENAMEL's own evaluator, per file and
# problem (best study enamel): pass and eff at k = 1 from each; null where one has no figure.
ENAMEL_COMPARISON = pa.schema([
    pa.field("file", pa.string(), nullable=False),
    pa.field("problem", pa.int32(), nullable=False),
    pa.field("task", pa.string(), nullable=False),
    pa.field("best_pass", pa.float64()),
    pa.field("best_eff", pa.float64()),
    pa.field("best_levels", pa.list_(pa.float64())),  # sample 0's score per level (row)
    pa.field("enam_pass", pa.float64()),
    pa.field("enam_eff", pa.float64()),
    pa.field("enam_levels", pa.list_(pa.float64())),
])
ENAMEL_COMPARISON_KEY = ("file", "problem")
