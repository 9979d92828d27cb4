"""The cross-environment stability study (the paper's appendix G.5 and Table 11).

Each environment recalibrates its own limits, so absolute dual@k values move between
machines and compiler flags; what has to hold is the comparison between models. The study
ranks the models by their dataset-level dual@k in every environment and compares every
pair of environments with Kendall's tau-b, the largest change of one model's dual@k and
whether the ranking is identical. Beside it, how well each task's grid discriminates in
each environment (its smallest cell margin): a ranking measured on grids whose limits
cannot tell the baselines apart says little.

Everything here is a pure function of the tables the environments published; reading and
writing them is stages/study.py's.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from itertools import combinations
from typing import Any

from best.errors import BestError, ParamsError, unknown_names
from best.paper_tables import GAP

Row = dict[str, Any]
DUAL = "dual"  # the summary's metric, and its dataset-level group
ALL = "all"


@dataclass(frozen=True)
class EnvironmentResults:
    """What one environment published: its fingerprint, its score summary and its limits."""

    name: str
    fingerprint: Row  # its row of the ENVIRONMENTS table
    summary: list[Row]  # SUMMARY rows
    limits: list[Row]  # LIMITS rows
    sources: dict[str, str] = field(default_factory=dict)  # "summary", "limits": where they were read, for errors


@dataclass(frozen=True)
class Score:
    environment: str
    model: str
    setting: str
    k: int
    value: float | None  # null: a gap in this environment
    rank: int | None  # 1 + the models with a larger dual@k; equal values share a rank


@dataclass(frozen=True)
class Pair:
    environment_a: str
    environment_b: str
    setting: str
    k: int
    models: int  # those with a dual@k in both environments: the only ones compared
    kendall_tau: float | None
    identical: bool | None  # the compared models rank the same in both (ties included)
    max_change: float | None  # the largest |dual@k in b - dual@k in a| of one model
    max_change_model: str | None  # None where no model's dual@k changed
    note: str | None  # why tau or the ranking is undefined


@dataclass(frozen=True)
class TaskGrid:
    task: str
    environment: str
    environment_id: str
    cells: int
    discriminating: int  # cells whose margin reached calibrate.margin when calibrated
    min_margin: float  # min over cells of min(time margin, memory margin)
    grid_discriminates: bool  # every cell does


@dataclass(frozen=True)
class Study:
    environments: list[EnvironmentResults]
    views: list[tuple[str, int]]  # (setting, k) of every dual@k found, in the order tables print them
    scores: list[Score]
    pairs: list[Pair]
    tasks: list[TaskGrid]


def kendall_tau_b(x: Sequence[float], y: Sequence[float]) -> float | None:
    """Kendall's tau-b of paired observations, None where it is undefined.

    tau-b = (C - D) / sqrt((P - Tx)(P - Ty)) over the P pairs of observations, Tx and Ty the
    pairs tied in x and in y: ties in either ranking lower the denominator instead of counting
    as agreement, so two rankings with the same ties still reach 1. Undefined (None) with
    fewer than two observations or when either ranking ties everything. Quadratic, which is
    plenty for a leaderboard.
    """
    if len(x) != len(y):
        raise ValueError(f"{len(x)} and {len(y)} observations are not paired")
    concordant = discordant = tied_x = tied_y = 0
    for i, j in combinations(range(len(x)), 2):
        dx, dy = _sign(x[i] - x[j]), _sign(y[i] - y[j])
        tied_x += dx == 0
        tied_y += dy == 0
        concordant += dx * dy > 0
        discordant += dx * dy < 0
    pairs = len(x) * (len(x) - 1) // 2
    denominator = (pairs - tied_x) * (pairs - tied_y)
    if denominator == 0:
        return None
    return (concordant - discordant) / math.sqrt(denominator)


def _sign(d: float) -> int:
    return (d > 0) - (d < 0)


def ranks(values: dict[str, float]) -> dict[str, int]:
    """Standard competition ranks, best first: equal dual@k, equal rank."""
    return {m: 1 + sum(other > v for other in values.values()) for m, v in values.items()}


def dual_at_k(env: EnvironmentResults) -> dict[tuple[str, int], dict[str, float | None]]:
    """(setting, k) -> model -> the dataset-level dual@k (None for a gap)."""
    out: dict[tuple[str, int], dict[str, float | None]] = defaultdict(dict)
    for r in env.summary:
        if r["environment"] != env.name:
            raise BestError(f"the summary of {env.name} holds rows of environment {r['environment']}",
                            file=env.sources.get("summary"), field="environment")
        if r["metric"] != DUAL or r["by"] != ALL or r["group"] != ALL:
            continue
        view, model = (str(r["setting"]), int(r["k"])), str(r["model"])
        if model in out[view]:
            raise BestError(f"dual@{view[1]} of {model} ({view[0]}) appears twice", file=env.sources.get("summary"),
                            field="model")
        out[view][model] = None if r["value"] is None else float(r["value"])
    return dict(out)


def scores(env: EnvironmentResults, values: dict[tuple[str, int], dict[str, float | None]]) -> list[Score]:
    out = []
    for (setting, k), by_model in values.items():
        ranked = ranks({m: v for m, v in by_model.items() if v is not None})
        out += [Score(env.name, m, setting, k, v, ranked.get(m)) for m, v in by_model.items()]
    return out


def compare(a: str, b: str, view: tuple[str, int], in_a: dict[str, float | None],
            in_b: dict[str, float | None]) -> Pair:
    """One pair of environments at one (setting, k), over the models scored in both."""
    setting, k = view
    x = {m: v for m, v in in_a.items() if v is not None}
    y = {m: v for m, v in in_b.items() if v is not None}
    common = sorted(x.keys() & y.keys())
    moved = min(common, key=lambda m: (-abs(y[m] - x[m]), m), default=None)  # ties: the first name
    change = None if moved is None else abs(y[moved] - x[moved])
    if change == 0.0:
        moved = None  # naming a model would say one moved
    if len(common) < 2:
        return Pair(a, b, setting, k, len(common), None, None, change, moved,
                    f"fewer than 2 models have dual@{k} in both {a} and {b}")
    x, y = {m: x[m] for m in common}, {m: y[m] for m in common}
    tau = kendall_tau_b([x[m] for m in common], [y[m] for m in common])
    tied = [env for env, v in ((a, x), (b, y)) if len(set(v.values())) == 1]
    note = None if tau is not None else f"every model ties in {' and '.join(tied)}: tau is undefined"
    return Pair(a, b, setting, k, len(common), tau, ranks(x) == ranks(y), change, moved, note)


def task_grids(env: EnvironmentResults) -> list[TaskGrid]:
    cells: dict[str, list[Row]] = defaultdict(list)
    for r in env.limits:
        if r["environment"] != env.name:
            raise BestError(f"the limits of {env.name} hold rows of environment {r['environment']}",
                            file=env.sources.get("limits"), field="environment")
        cells[str(r["task"])].append(r)
    out = []
    for task, rows in sorted(cells.items()):
        ids = sorted({str(r["environment_id"]) for r in rows})
        if ids != [str(env.fingerprint["environment_id"])]:
            raise BestError(f"limits of {task} in {env.name} come from machine(s) {', '.join(ids)}, its fingerprint "
                            f"from {env.fingerprint['environment_id']}: republish the environment's branch",
                            file=env.sources.get("limits"), field="environment_id")
        passing = sum(bool(r["discriminating"]) for r in rows)
        out.append(TaskGrid(task, env.name, ids[0], len(rows), passing,
                            min(min(float(r["time_margin"]), float(r["memory_margin"])) for r in rows),
                            passing == len(rows)))
    return out


def study(environments: Sequence[EnvironmentResults], settings: Sequence[str] = ()) -> Study:
    """Every environment's ranking, every pair compared, every task's grid.

    Pairs are taken in the order given (a before b); `settings` orders the views (the params'
    order), settings only the data knows come after them by name.
    """
    names = [e.name for e in environments]
    if len(set(names)) != len(names):
        raise BestError(f"environments repeat: {names}", field="environments")
    values = {e.name: dual_at_k(e) for e in environments}
    found = {view for by_view in values.values() for view in by_view}
    order = {s: i for i, s in enumerate(settings)}
    views = sorted(found, key=lambda v: (order.get(v[0], len(order)), v[0], v[1]))
    pairs = [compare(a.name, b.name, view, values[a.name].get(view, {}), values[b.name].get(view, {}))
             for a, b in combinations(environments, 2) for view in views]
    return Study(list(environments), views, [s for e in environments for s in scores(e, values[e.name])], pairs,
                 [t for e in environments for t in task_grids(e)])


def rows(items: Sequence[Score | Pair | TaskGrid]) -> list[Row]:
    """Table rows: the dataclasses' fields are the schemas' columns."""
    return [asdict(item) for item in items]


def _percent(value: float | None) -> str:
    return GAP if value is None else f"{100 * value:.2f}"


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def label(env: EnvironmentResults) -> str:
    """How Table 11 names an environment: what differs between its rows (machine, flags)."""
    fp = env.fingerprint
    flags = " ".join(fp.get("flags") or []) or "no flags"
    parts = [p for p in (fp.get("host"), str(fp.get("cpu_model") or ""), flags) if p]
    return f"{env.name}: {', '.join(parts)}"


def column_order(result: Study, setting: str, k: int) -> list[str]:
    """Models by their rank in the first environment (the paper's column order); models
    without a dual@k there follow by name."""
    first = result.environments[0].name
    at = [s for s in result.scores if s.setting == setting and s.k == k]
    rank = {s.model: s.rank for s in at if s.environment == first and s.rank is not None}
    return sorted({s.model for s in at}, key=lambda m: (m not in rank, rank.get(m, 0), m))


def table11(result: Study, setting: str, k: int) -> str:
    """Table 11 for one (setting, k): dual@k per environment and model, then every pair."""
    models = column_order(result, setting, k)
    at = {(s.environment, s.model): s for s in result.scores if s.setting == setting and s.k == k}
    lines = [f"## Table 11: dual@{k} ({setting}) across environments", "",
             "| environment | " + " | ".join(_cell(m) for m in models) + " |", "|---|" + "---|" * len(models)]
    for env in result.environments:
        cells = []
        for m in models:
            s = at.get((env.name, m))
            cells.append("" if s is None else _percent(s.value) + ("" if s.rank is None else f" ({s.rank})"))
        lines.append(f"| {_cell(label(env))} | " + " | ".join(cells) + " |")
    pairs = [p for p in result.pairs if p.setting == setting and p.k == k]
    lines += ["", "| environments | models | Kendall τ | largest change | ranking |", "|---|---|---|---|---|"]
    for p in pairs:
        tau = GAP if p.kendall_tau is None else f"{p.kendall_tau:.3f}"
        change = GAP if p.max_change is None else f"{100 * p.max_change:.2f}"
        change += f" ({_cell(p.max_change_model)})" if p.max_change_model else ""
        ranking = {True: "identical", False: "differs", None: GAP}[p.identical]
        lines.append(f"| {p.environment_a} → {p.environment_b} | {p.models} | {tau} | {change} | {ranking} |")
    lines += ["", f"Values in %, (rank) among the models with a dual@{k} in that environment; {GAP}: a gap. "
              "The largest change is in percentage points."]
    for note in [f"{p.environment_a} → {p.environment_b}: {p.note}." for p in pairs if p.note]:
        lines += ["", note]
    lines += ["", verdict(pairs, len(result.environments))]
    return "\n".join(lines) + "\n"


def verdict(pairs: Sequence[Pair], environments: int) -> str:
    """The paper's sentence about Table 11, or which pairs break it."""
    differ = [f"{p.environment_a} → {p.environment_b}" for p in pairs if p.identical is False]
    unknown = [f"{p.environment_a} → {p.environment_b}" for p in pairs if p.identical is None]
    if differ:
        return f"Model rankings differ: {', '.join(differ)}."
    if unknown:
        return f"Model rankings cannot be compared: {', '.join(unknown)}."
    return f"Model rankings are identical across all {environments} environments."


def discrimination(result: Study, margin: float) -> str:
    """Task x environment: each grid's smallest margin, marked where it falls below `margin`."""
    envs = [e.name for e in result.environments]
    by = {(t.task, t.environment): t for t in result.tasks}
    lines = ["## Discrimination of each task's grid", "",
             "| task | " + " | ".join(envs) + " |", "|---|" + "---|" * len(envs)]
    for task in sorted({t.task for t in result.tasks}):
        cells = []
        for env in envs:
            t = by.get((task, env))
            cells.append("" if t is None else f"{t.min_margin:.2f}{'' if t.min_margin >= margin else ' !'} "
                                              f"({t.discriminating}/{t.cells})")
        lines.append(f"| {task} | " + " | ".join(cells) + " |")
    lines += ["", f"Smallest margin min(time, memory) over the grid's cells, (cells discriminating / cells); "
              f"! : below calibrate.margin = {margin:g}; an empty cell: the task is not calibrated there."]
    return "\n".join(lines) + "\n"


def markdown(result: Study, margin: float) -> str:
    """table11.md: Table 11 for every (setting, k), then the discrimination matrix."""
    parts = ["# Cross-environment stability", ""]
    parts += [table11(result, setting, k) for setting, k in result.views]
    parts.append(discrimination(result, margin))
    return "\n".join(parts)


def prompt_variants(data: dict[str, Any], models: list[str], variants: list[str]) -> dict[str, Any]:
    """params as read, with an entry `model+variant` (that prompt template) for each model named and variant:
    how `best study prompts` asks the same models under Table 8's prompts."""
    generate = dict(data.get("generate") or {})
    entries = list(generate.get("models") or [])
    known = {str(e.get("name")): e for e in entries if isinstance(e, dict)}
    unknown = sorted(set(models) - set(known))
    if unknown:
        raise ParamsError(f"{unknown_names('model', unknown, known)}; known: {sorted(known)}",
                          field="generate.models")
    added = [{**known[m], "name": f"{m}+{v}", "prompt": v} for m in models for v in variants]
    return {**data, "generate": {**generate, "models": [*entries, *added]}}
