"""The limits a task's prompts state: its calibrated limits in a reference environment, rounded.

In the paper (Figure 4, Appendix B) a subtask's prompt states the limits the judge applies.
Ours are calibrated per environment, so the task carries, per language, the limits of one
reference environment (`tasks.stated_from`: O0 for C++, the paper's setting) rounded to two
significant figures, in `stated.yaml` beside task.yaml. `best tasks state-limits` writes the
file from a calibration; `best tasks validate` fails a task whose stated limits have drifted
more than DRIFT from its reference environment's calibration, so prompt and judge never part.

The file is left out of the task's content hash: stated limits reach only prompts, which carry
their own hash, so stating limits regenerates that task's samples and re-runs nothing else.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

from pydantic import Field, ValidationError

from best.errors import TaskError
from best.schema import Strict, read_yaml, validation_error

STATED_FILE = "stated.yaml"
DRIFT = 2.0  # stated and calibrated limits may differ by up to this factor either way
HEADER = """\
# The limits this task's prompts state, per language: the calibrated limits of its reference
# environment (`tasks.stated_from`) rounded to two significant figures. Written by
# `best tasks state-limits`; `best tasks validate` fails when the calibration moves more than
# 2x away from them. Rows are time ranks; memory_kb holds one list per row, one value per column.
"""


class StatedSide(Strict):
    environment: str = Field(description="the environment whose calibration these are")
    time_ms: list[float] = Field(description="per row, the time limit the prompts state")
    memory_kb: list[list[float]] | None = Field(default=None, description=(
        "per row, per column, the memory limit the prompts state; absent for a grid without memory limits"))


@dataclass(frozen=True)
class Stated:
    """One language's stated limits."""

    environment: str
    time_ms: tuple[float, ...]
    memory_kb: tuple[tuple[float, ...], ...] | None

    def cell(self, row: int, col: int) -> tuple[float, float | None]:
        memory = None if self.memory_kb is None else self.memory_kb[row - 1][col - 1]
        return self.time_ms[row - 1], memory


def readable(x: float) -> float:
    """Two significant figures: 1664 ms reads 1700 ms, 312 345 KB reads 310 000 KB."""
    if not math.isfinite(x) or x <= 0:
        return x
    return float(f"{x:.2g}")


def stated_from(time_ms: tuple[float, ...], memory_kb: tuple[tuple[float, ...], ...] | None,
                environment: str) -> Stated:
    rounded = None if memory_kb is None else tuple(tuple(readable(m) for m in row) for row in memory_kb)
    return Stated(environment, tuple(readable(t) for t in time_ms), rounded)


def drift(stated: float, calibrated: float) -> float:
    """How far apart, as a factor >= 1."""
    if stated <= 0 or calibrated <= 0:
        return math.inf
    return max(stated / calibrated, calibrated / stated)


def read_stated(task_dir: Path, languages: dict[str, tuple[int, int]]) -> dict[str, Stated]:
    """The task's stated limits by language (`languages`: each language's rows and columns); none
    when the file is absent. A malformed file is an error naming it and the field."""
    path = task_dir / STATED_FILE
    if not path.is_file():
        return {}
    data = read_yaml(path, TaskError)
    if not isinstance(data, dict):
        raise TaskError("expected a mapping of languages", file=path)
    out: dict[str, Stated] = {}
    for language, value in data.items():
        if language not in languages:
            raise TaskError(f"the task has no {language} solutions (it has {', '.join(languages)})",
                            file=path, field=str(language))
        try:
            side = StatedSide.model_validate(value)
        except ValidationError as exc:
            problem = validation_error(exc, path, StatedSide)[0]
            raise TaskError(problem.message, file=path, field=f"{language}.{problem.field}") from None
        rows, columns = languages[language]
        if len(side.time_ms) != rows:
            raise TaskError(f"{len(side.time_ms)} time limits for {rows} rows", file=path, field=f"{language}.time_ms")
        memory = side.memory_kb
        if memory is not None and (len(memory) != rows or any(len(r) != columns for r in memory)):
            raise TaskError(f"expected {rows} rows of {columns} memory limits", file=path,
                            field=f"{language}.memory_kb")
        if any(not t > 0 for t in side.time_ms) or any(not m > 0 for r in side.memory_kb or [] for m in r):
            raise TaskError("limits must be positive", file=path, field=language)
        out[language] = Stated(side.environment, tuple(side.time_ms),
                               None if memory is None else tuple(tuple(r) for r in memory))
    return out


def _number(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:g}"


def stated_text(stated: dict[str, Stated]) -> str:
    """The file's text: the header, then one block per language in the order given."""
    lines = [HEADER.rstrip("\n")]
    for language, s in stated.items():
        lines += [f"{language}:", f"  environment: {s.environment}",
                  f"  time_ms: [{', '.join(_number(t) for t in s.time_ms)}]"]
        if s.memory_kb is not None:
            lines.append("  memory_kb:")
            lines += [f"    - [{', '.join(_number(m) for m in row)}]" for row in s.memory_kb]
    return "\n".join(lines) + "\n"
