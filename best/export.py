"""Training data from scored runs, as the paper's Table 7 uses it (appendix G.1).

Two sets, one record per subtask (a task's cell, in one language):

- SFT: the subtask's prompt and an efficient solution: the fastest of the samples that pass
  the cell (least time, then least memory), or, where no sample does, the most efficient
  baseline that passes it (the highest time rank, then space rank, no higher than the cell's).
- DPO: the prompt, `chosen` = the fastest sample that passes the cell and `rejected` = the
  slowest sample that answers every test right but fails the cell's limits (TLE or MLE): the
  pair with the largest difference the paper asks for, both correct, only efficiency apart.
  A subtask without such a pair gives no DPO record.

Every record names where it came from (task, cell, language, environment, model, sample or
baseline, and their figures). Tasks held out by id give no record at all, so a split into
training and evaluation tasks never leaks. Samples of models that replay reference code are
not samples of a model and are left out. Pure: rows in, records out.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from best.errors import BestError

Row = dict[str, Any]
Subtask = tuple[str, int, int]  # task, row, col


@dataclass(frozen=True)
class Reference:
    """A baseline of a task in one language: what the SFT set falls back on."""

    name: str
    time_rank: int
    space_rank: int
    code: str


def _fenced(code: str, fence: str) -> str:
    return f"```{fence}\n{code.rstrip()}\n```"


def _speed(r: Row) -> tuple[float, float, str, int]:
    return (r["time_ms"] if r["time_ms"] is not None else float("inf"),
            r["memory_kb"] if r["memory_kb"] is not None else float("inf"), r["model"], r["sample"])


def training_sets(verdicts: list[Row], codes: dict[tuple[str, str, int, int, int], str],
                  prompts: dict[Subtask, str], references: dict[str, list[Reference]], *, language: str,
                  fence: str, hold_out: Iterable[str] = (), replays: Iterable[str] = ()) -> tuple[list[Row], list[Row]]:
    """(SFT records, DPO records) of one environment's VERDICTS rows. `codes[(model, task, row, col,
    sample)]` is each sample's code, `prompts[(task, row, col)]` each subtask's prompt text, and
    `references[task]` the task's baselines in `language`."""
    held, skip = set(hold_out), set(replays)
    by_cell: dict[Subtask, list[Row]] = defaultdict(list)
    environments = {v["environment"] for v in verdicts}
    if len(environments) > 1:
        raise BestError(f"verdicts of {len(environments)} environments: export one at a time", field="environment")
    for v in verdicts:
        if v["task"] not in held and v["model"] not in skip:
            by_cell[(v["task"], v["row"], v["col"])].append(v)
    environment = next(iter(environments), "")
    sft, dpo = [], []
    for subtask in sorted(set(by_cell) | {s for s in prompts if s[0] not in held}):
        task, row, col = subtask
        if subtask not in prompts:
            raise BestError(f"no prompt for {task} cell ({row}, {col})", field="task")
        base = {"task": task, "row": row, "col": col, "language": language, "environment": environment,
                "prompt": prompts[subtask]}
        rows = by_cell.get(subtask, [])
        passing = sorted((r for r in rows if r["verdict"] == "AC"), key=_speed)
        if passing:
            best = passing[0]
            sft.append({**base, "completion": _fenced(codes[_key(best)], fence), "source": "sample",
                        "model": best["model"], "sample": best["sample"], "baseline": None,
                        "time_ms": best["time_ms"], "memory_kb": best["memory_kb"]})
        else:
            fits = [b for b in references.get(task, []) if b.time_rank >= row and b.space_rank >= col]
            if fits:
                b = max(fits, key=lambda b: (b.time_rank, b.space_rank, b.name))
                sft.append({**base, "completion": _fenced(b.code, fence), "source": "baseline", "model": None,
                            "sample": None, "baseline": b.name, "time_ms": None, "memory_kb": None})
        slow = sorted((r for r in rows if r["correct"] and r["verdict"] in ("TLE", "MLE")), key=_speed)
        if passing and slow:
            chosen, rejected = passing[0], slow[-1]
            dpo.append({**base, "chosen": _fenced(codes[_key(chosen)], fence),
                        "rejected": _fenced(codes[_key(rejected)], fence),
                        "chosen_model": chosen["model"], "chosen_sample": chosen["sample"],
                        "chosen_time_ms": chosen["time_ms"], "chosen_memory_kb": chosen["memory_kb"],
                        "rejected_model": rejected["model"], "rejected_sample": rejected["sample"],
                        "rejected_verdict": rejected["verdict"], "rejected_time_ms": rejected["time_ms"],
                        "rejected_memory_kb": rejected["memory_kb"]})
    return sft, dpo


def _key(r: Row) -> tuple[str, str, int, int, int]:
    return (r["model"], r["task"], r["row"], r["col"], r["sample"])
