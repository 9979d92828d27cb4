"""A task's validation record (`validated.yaml`): where `best tasks validate --record` last
found it valid, environment by environment, and at which content.

Validating the whole pack takes most of an hour per environment, far beyond what CI can spend
on every change. The record is what lets CI validate again only the tasks whose files changed
since they were last found valid (tests/integration/test_pack.py), while `make validate`
re-checks every task and rewrites the records. The key is the task's content hash alone: a
change of judge code or machine is the author's to re-check with `make validate`, since
keying on it would make every judge change a re-validation of the whole pack in CI.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from best.cache import atomic_write
from best.errors import TaskError

if TYPE_CHECKING:
    from best.tasks.model import Task

VALIDATED_FILE = "validated.yaml"

HEADER = """\
# Where `best tasks validate --record` last found this task valid, per environment: the task's
# content hash then (its files; this one and stated.yaml aside), its smallest cell margin, the
# time its calibration took and the machine (environment id). CI validates again every task
# whose files changed since (tests/integration/test_pack.py); `make validate` re-checks the
# whole pack and rewrites these files.
"""


class _Entry(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    content: str = Field(pattern=r"^[0-9a-f]{64}$")
    min_margin: float = Field(gt=0)
    calibrated_s: float = Field(ge=0)
    environment: str = Field(min_length=1)


@dataclass(frozen=True)
class Validated:
    content: str  # the task's content hash when it was found valid
    min_margin: float
    calibrated_s: float
    environment: str  # the environment's id (machine, compiler, flags)


def read_validated(task_dir: Path) -> dict[str, Validated]:
    """Environment name -> record; empty where the task was never recorded valid."""
    path = task_dir / VALIDATED_FILE
    if not path.is_file():
        return {}
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except yaml.YAMLError as exc:
        raise TaskError(f"not valid YAML: {exc}", file=path) from None
    if not isinstance(data, dict):
        raise TaskError("expected a mapping of environment name to record", file=path)
    found = {}
    for name, entry in data.items():
        try:
            found[str(name)] = Validated(**_Entry.model_validate(entry).model_dump())
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in (name, *first["loc"]))
            raise TaskError(first["msg"], file=path, field=where) from None
    return found


def write_validated(task_dir: Path, env_name: str, record: Validated) -> None:
    """Set one environment's record, keeping the others (environments in name order)."""
    records = read_validated(task_dir)
    records[env_name] = record
    body = {name: asdict(records[name]) for name in sorted(records)}
    text = yaml.safe_dump(body, sort_keys=False, default_flow_style=None, width=200)
    atomic_write(task_dir / VALIDATED_FILE, (HEADER + text).encode())  # a killed run leaves the old record


def stale_environments(task: Task, environments: list[tuple[str, str]]) -> list[str]:
    """Of the environments (name, language), those of the task's languages where the task as it
    is now has no record of being valid: what CI validates again."""
    names = [name for name, language in environments if language in task.languages]
    return unrecorded(task.dir, task.content_hash, names)


def unrecorded(task_dir: Path, content: str, env_names: list[str]) -> list[str]:
    """The environments (of `env_names`) where the task as it is now has no record of being valid."""
    records = read_validated(task_dir)
    return [e for e in env_names if e not in records or records[e].content != content]
