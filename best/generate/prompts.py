"""Prompts: the paper's one-shot prompt (Figure 4) and its variants, rendered per subtask.

Templates are files under the prompts directory, so editing one is a tracked change and
the samples it affects, and only those, are generated again (their prompt hash changes).
The C++ templates (the paper's) sit at the top of the directory; another language's in a
folder named after it (`python/original.md`), with the same placeholders.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from best.errors import BestError
from best.tasks.model import Task

PLACEHOLDER = re.compile(r"\{\{\s*([a-z_]+)\s*\}\}")
FIELDS = ("statement", "example", "data_scale", "time_limit", "memory_limit", "code_prompt")


@dataclass(frozen=True)
class Prompt:
    task: str
    row: int
    col: int
    variant: str
    text: str
    language: str = "cpp"

    @property
    def hash(self) -> str:
        return hashlib.sha256(self.text.encode()).hexdigest()[:16]


def template_dir(prompts_dir: Path, language: str) -> Path:
    return prompts_dir if language == "cpp" else prompts_dir / language


def load_template(prompts_dir: Path, variant: str, language: str = "cpp") -> str:
    folder = template_dir(prompts_dir, language)
    path = folder / f"{variant}.md"
    if not path.is_file():
        known = sorted(p.stem for p in folder.glob("*.md") if p.stem.upper() != "README")
        raise BestError(f"no prompt template {variant!r} (known: {', '.join(known) or 'none'})",
                        file=path, field="generate.prompt")
    text = path.read_text(encoding="utf-8")
    unknown = sorted({m.group(1) for m in PLACEHOLDER.finditer(text)} - set(FIELDS))
    if unknown:
        raise BestError(f"unknown placeholder(s) {', '.join(unknown)}; known: {', '.join(FIELDS)}",
                        file=path, field="template")
    return text


def _value(v: Any) -> str:
    return json.dumps(v, separators=(", ", ": "), ensure_ascii=False)


def example_text(task: Task) -> str:
    """`Input: a = [...]` with further inputs aligned under the first, then `Output: ...`."""
    if task.example is None:
        return "    (see the statement)"
    lines = []
    for i, (name, value) in enumerate(task.example.input.items()):
        lines.append(("    Input: " if i == 0 else "           ") + f"{name} = {_value(value)}")
    outputs = list(task.example.output.values())
    lines.append("    Output: " + _value(outputs[0] if len(outputs) == 1 else task.example.output))
    return "\n".join(lines)


def _number(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:g}"


def render(template: str, task: Task, row: int, col: int, variant: str) -> Prompt:
    """The cell's prompt, stating the task's stated limits (its reference environment's calibrated
    limits, best/tasks/stated.py), which are the judged ones within a factor of two."""
    time_ms, memory_kb = task.prompt_limits(row, col)
    values = {
        "statement": task.statement.strip(),
        "example": example_text(task),
        "data_scale": task.rows[row - 1].data_scale,
        "time_limit": _number(time_ms),
        "memory_limit": _number(memory_kb),
        "code_prompt": task.interface.code_prompt(),
    }
    text = PLACEHOLDER.sub(lambda m: values[m.group(1)], template)
    return Prompt(task=task.id, row=row, col=col, variant=variant, text=text, language=task.language)


def prompts_for(task: Task, template: str, variant: str) -> list[Prompt]:
    """One prompt per subtask (cell) of the task's grid."""
    return [render(template, task, r, c, variant) for r, c in task.cells]
