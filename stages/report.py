"""Stage `report`: the score tables as one document a researcher reads.

For now a Markdown file (the weightings used, the paper's tables, then each task's
calibrated limits and each model's verdicts per cell). It reads the score outputs, the
limits and the `score` params it states, so a change of τ or σ reruns score and this,
nothing before.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

from best.cache import atomic_write
from best.paper_tables import TABLES
from best.params import DEFAULT_PARAMS, ScoreParams, load_params
from best.tables import LIMITS, VERDICTS, read_table

SCORE_IN = Path("data/score")
LIMITS_IN = Path("data/calibrate/limits.parquet")
OUT = Path("data/report/report.md")


def limits_section(limits: list[dict[str, object]]) -> list[str]:
    lines = ["## Calibrated limits", "", "| environment | task | cell | time limit (ms) | memory limit (KB) | margin |",
             "|---|---|---|---|---|---|"]
    for r in limits:
        margin = min(float(str(r["time_margin"])), float(str(r["memory_margin"])))
        lines.append(f"| {r['environment']} | {r['task']} | ({r['row']}, {r['col']}) | {r['time_limit_ms']:.1f} | "
                     f"{r['memory_limit_kb']:.1f} | {margin:.2f} |")
    return [*lines, ""]


def verdicts_section(verdicts: list[dict[str, object]]) -> list[str]:
    counts: dict[tuple[str, str, str, int, int], Counter[str]] = {}
    for v in verdicts:
        key = (str(v["environment"]), str(v["model"]), str(v["task"]), int(str(v["row"])), int(str(v["col"])))
        counts.setdefault(key, Counter())[str(v["verdict"])] += 1
    lines = ["## Verdicts per cell", "", "| environment | model | task | cell | verdicts |", "|---|---|---|---|---|"]
    for (env, model, task, r, c), n in sorted(counts.items()):
        lines.append(f"| {env} | {model} | {task} | ({r}, {c}) | "
                     + ", ".join(f"{verdict} {k}" for verdict, k in sorted(n.items())) + " |")
    return [*lines, ""]


def settings_section(params: ScoreParams) -> list[str]:
    lines = ["Weightings ω(i, j) = τ^(i-1) σ^(j-1):", ""]
    lines += [f"- {s.name}: τ = {s.tau:g}, σ = {s.sigma:g}" + (" (headline)" if s.name == params.headline else "")
              for s in params.settings]
    return [*lines, f"- k: {', '.join(str(k) for k in params.ks)}; eff@k row weights τ = {params.eff_tau:g}", ""]


def report(params: ScoreParams, score_dir: Path = SCORE_IN, limits_path: Path = LIMITS_IN) -> str:
    parts = ["# BEST report", "", *settings_section(params)]
    parts += [(score_dir / "tables" / f"{name}.md").read_text() for name in TABLES]
    parts += limits_section(read_table(limits_path, LIMITS).to_pylist())
    parts += verdicts_section(read_table(score_dir / "verdicts.parquet", VERDICTS).to_pylist())
    return "\n".join(parts)


def run(params_path: Path = DEFAULT_PARAMS, score_dir: Path = SCORE_IN, limits_path: Path = LIMITS_IN,
        out: Path = OUT) -> str:
    text = report(load_params(params_path).score, score_dir, limits_path)
    atomic_write(out, text.encode())
    return text


if __name__ == "__main__":
    run(*(Path(a) for a in sys.argv[1:5]))
    print((Path(sys.argv[2]) if len(sys.argv) > 2 else SCORE_IN).joinpath("tables", "table2.md").read_text(), end="")
