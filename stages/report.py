"""Stage `report`: the score tables of every executed environment as one document a researcher reads.

For now a Markdown file: the weightings used, then per environment the paper's tables,
each task's calibrated limits and each model's verdicts per cell. It reads the score
outputs, the limits and the `score` params it states, so a change of τ or σ reruns score
and this, nothing before. Environments come in the order of `execute.environments`, each
from its own branch of the fan-out (best/layout.py); one that has no scores is an error,
not a shorter report.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

from best.cache import atomic_write
from best.errors import BestError
from best.layout import DATA, Layout
from best.paper_tables import TABLES
from best.params import DEFAULT_PARAMS, Params, ScoreParams, load_params
from best.tables import LIMITS, VERDICTS, read_table


def limits_section(limits: list[dict[str, object]]) -> list[str]:
    lines = ["### Calibrated limits", "", "| task | cell | time limit (ms) | memory limit (KB) | margin |",
             "|---|---|---|---|---|"]
    for r in limits:
        margin = min(float(str(r["time_margin"])), float(str(r["memory_margin"])))
        lines.append(f"| {r['task']} | ({r['row']}, {r['col']}) | {r['time_limit_ms']:.1f} | "
                     f"{r['memory_limit_kb']:.1f} | {margin:.2f} |")
    return [*lines, ""]


def verdicts_section(verdicts: list[dict[str, object]]) -> list[str]:
    counts: dict[tuple[str, str, int, int], Counter[str]] = {}
    for v in verdicts:
        key = (str(v["model"]), str(v["task"]), int(str(v["row"])), int(str(v["col"])))
        counts.setdefault(key, Counter())[str(v["verdict"])] += 1
    lines = ["### Verdicts per cell", "", "| model | task | cell | verdicts |", "|---|---|---|---|"]
    for (model, task, r, c), n in sorted(counts.items()):
        lines.append(f"| {model} | {task} | ({r}, {c}) | "
                     + ", ".join(f"{verdict} {k}" for verdict, k in sorted(n.items())) + " |")
    return [*lines, ""]


def settings_section(params: ScoreParams) -> list[str]:
    lines = ["Weightings ω(i, j) = τ^(i-1) σ^(j-1):", ""]
    lines += [f"- {s.name}: τ = {s.tau:g}, σ = {s.sigma:g}" + (" (headline)" if s.name == params.headline else "")
              for s in params.settings]
    return [*lines, f"- k: {', '.join(str(k) for k in params.ks)}; eff@k row weights τ = {params.eff_tau:g}", ""]


def environment_section(params: Params, name: str, data: Layout) -> list[str]:
    env = params.environment(name)
    score_dir = data.score(name)
    if not (score_dir / "verdicts.parquet").exists():
        raise BestError(f"environment {name} has no scores; run its branch (`dvc repro score@{name}`)",
                        file=score_dir, field="execute.environments")
    flags = " ".join(env.flags) or "no flags"
    parts = [f"# Environment {name} ({flags}" + (f", host {env.host}" if env.host else "") + ")", ""]
    parts += ["#" + (score_dir / "tables" / f"{table}.md").read_text() for table in TABLES]  # one level down
    parts += limits_section(read_table(data.limits(name), LIMITS).to_pylist())
    parts += verdicts_section(read_table(score_dir / "verdicts.parquet", VERDICTS).to_pylist())
    return parts


def report(params: Params, data: Layout = DATA) -> str:
    parts = ["# BEST report", "", *settings_section(params.score)]
    for name in params.execute.environments:
        parts += environment_section(params, name, data)
    return "\n".join(parts)


def run(params_path: Path = DEFAULT_PARAMS, data: Path = DATA.root, out: Path = DATA.report) -> str:
    text = report(load_params(params_path), Layout(data))
    atomic_write(out, text.encode())
    return text


if __name__ == "__main__":
    print(run(*(Path(a) for a in sys.argv[1:4])), end="")
