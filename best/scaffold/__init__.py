"""`best tasks new`: a new task directory from a template that is itself a working 3x3 task.

A blank form would not load, so an author would meet the schema one error at a time; a
worked example with its fields commented loads, compiles and checks (`best tasks check`)
from the first minute, and each file says what to replace.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from best.errors import BestError

TEMPLATE = Path(__file__).resolve().parent / "template"
TOKEN = "TASK_ID"
ID = re.compile(r"^[a-z][a-z0-9_]{1,63}$")
FILLED = ("task.yaml", "statement.md")  # the files that name the task


def new_task(root: Path, task_id: str) -> Path:
    """Copy the template to root/task_id with the id filled in; never over an existing directory."""
    if not ID.match(task_id):
        raise BestError(f"{task_id!r} is not a task id: lowercase letters, digits and _, starting with a letter, "
                        "2 to 64 characters", field="ID")
    if not root.is_dir():
        raise BestError("task root does not exist: run `best` from the project root (where params.yaml is)",
                        file=root)
    target = root / task_id
    if target.exists():
        raise BestError("already exists: choose another id", file=target)
    shutil.copytree(TEMPLATE, target, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    for name in FILLED:
        path = target / name
        path.write_text(path.read_text(encoding="utf-8").replace(TOKEN, task_id), encoding="utf-8")
    return target
