"""Reading task directories into `Task`s, reporting every problem with its file and field."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from best.errors import BestError, TaskError, read_text
from best.params import read_yaml, validation_error
from best.tasks.codec import CodecError, encode
from best.tasks.interface import Interface, InterfaceError, parse_interface
from best.tasks.model import (
    Baseline,
    Column,
    Dominated,
    Row,
    Task,
    TaskSpec,
    TestCase,
)

TASK_FILE = "task.yaml"


class TaskValidationError(TaskError):
    """All the problems found in one task, each naming its file and field."""

    def __init__(self, problems: list[BestError]) -> None:
        super().__init__(f"{len(problems)} problem(s)")
        self.problems = problems

    def __str__(self) -> str:
        return "\n".join(str(p) for p in self.problems)


def content_hash(task_dir: Path) -> str:
    """Hash of every file of the task: anything derived from the task is keyed on it."""
    h = hashlib.sha256()
    for path in sorted(p for p in task_dir.rglob("*") if p.is_file()):
        rel = path.relative_to(task_dir)
        if "__pycache__" in rel.parts or path.suffix == ".pyc":
            continue
        h.update(str(rel).encode() + b"\0")
        h.update(hashlib.sha256(path.read_bytes()).digest())
    return h.hexdigest()


class _Checker:
    def __init__(self, task_dir: Path) -> None:
        self.dir = task_dir
        self.file = task_dir / TASK_FILE
        self.problems: list[BestError] = []

    def error(self, field: str | None, message: str, file: Path | None = None) -> None:
        self.problems.append(TaskError(message, file=file or self.file, field=field))

    def existing(self, rel: str | None, field: str) -> Path | None:
        if rel is None:
            return None
        path = (self.dir / rel).resolve()
        if not path.is_relative_to(self.dir.resolve()):
            self.error(field, f"{rel!r} points outside the task directory")
            return None
        if not path.is_file():
            self.error(field, f"file {rel!r} does not exist")
            return None
        return path


def _check_values(c: _Checker, values: dict[str, Any], names: tuple[str, ...], types: tuple[Any, ...],
                  field: str) -> None:
    if set(values) != set(names):
        c.error(field, f"keys {sorted(values)} differ from the interface's {list(names)}")
        return
    for name, t in zip(names, types, strict=True):
        try:
            encode(values[name], t, name)
        except CodecError as exc:
            c.error(f"{field}.{name}", str(exc))


def _check_baselines(c: _Checker, spec: TaskSpec) -> None:
    n_rows, n_cols = len(spec.grid.rows), len(spec.grid.columns)
    names = [b.name for b in spec.baselines] + [d.name for d in spec.dominated]
    for dup in sorted({n for n in names if names.count(n) > 1}):
        c.error("baselines", f"solution name {dup!r} is used twice")
    for i, b in enumerate(spec.baselines):
        if b.time_rank > n_rows or b.space_rank > n_cols:
            c.error(f"baselines.{i}", f"ranks ({b.time_rank}, {b.space_rank}) exceed the {n_rows}x{n_cols} grid")
        for j, other in enumerate(spec.baselines):
            if i != j and other.time_rank >= b.time_rank and other.space_rank >= b.space_rank and (
                (other.time_rank, other.space_rank) != (b.time_rank, b.space_rank)
            ):
                c.error(f"baselines.{i}",
                        f"{b.name!r} is dominated by {other.name!r}: baselines must be Pareto-optimal")
    if max(b.time_rank for b in spec.baselines) != n_rows:
        c.error("baselines", f"no baseline reaches time rank {n_rows}: the last row would have no reference")
    if max(b.space_rank for b in spec.baselines) != n_cols:
        c.error("baselines", f"no baseline reaches space rank {n_cols}: the last column would have no reference")
    for i, d in enumerate(spec.dominated):
        for row, col in d.fails:
            if not (1 <= row <= n_rows and 1 <= col <= n_cols):
                c.error(f"dominated.{i}.fails", f"cell ({row}, {col}) is outside the {n_rows}x{n_cols} grid")


def _test_cases(c: _Checker, spec: TaskSpec) -> tuple[Row, ...]:
    rows = []
    shared = [TestCase(row=0, name="example", spec=None, shared=True)]
    shared += [TestCase(row=0, name=t.name, spec=t, shared=True) for t in spec.tests]
    for i, row in enumerate(spec.grid.rows, start=1):
        # The example and the hand-written tests first: they are small, so wrong code fails fast.
        cases = [TestCase(row=i, name=s.name, spec=s.spec, shared=True) for s in shared]
        cases += [TestCase(row=i, name=t.name, spec=t, shared=False) for t in row.tests]
        names = [t.name for t in cases]
        for dup in sorted({n for n in names if names.count(n) > 1}):
            c.error(f"grid.rows.{i - 1}.tests", f"test name {dup!r} is used twice in row {i} (shared tests included)")
        rows.append(Row(index=i, data_scale=row.data_scale, time_limit_ms=row.time_limit_ms, tests=tuple(cases)))
    generated = [(f"tests.{j}", t) for j, t in enumerate(spec.tests)] + [
        (f"grid.rows.{i}.tests.{j}", t) for i, r in enumerate(spec.grid.rows) for j, t in enumerate(r.tests)
    ]
    for field, t in generated:
        if t.seed is not None and spec.generator is None:
            c.error(field, "a seeded test needs the task's generator")
        if t.file is not None:
            c.existing(t.file, f"{field}.file")
    return tuple(rows)


def load_task(task_dir: Path) -> Task:
    """Load one task; raise TaskValidationError listing everything wrong with it."""
    c = _Checker(task_dir)
    if not c.file.is_file():
        raise TaskValidationError([TaskError("missing task file", file=c.file)])
    data = read_yaml(c.file, TaskError)
    try:
        spec = TaskSpec.model_validate(data)
    except ValidationError as exc:
        raise TaskValidationError(validation_error(exc, c.file, TaskSpec)) from None

    if spec.id != task_dir.name:
        c.error("id", f"{spec.id!r} differs from the directory name {task_dir.name!r}")
    statement_path = c.existing(spec.statement, "statement")
    statement = ""
    if statement_path is not None:
        try:
            statement = read_text(statement_path, TaskError, field="statement")
        except TaskError as exc:  # a binary statement is one more problem of the task, not the only one
            c.problems.append(exc)
        else:
            if not statement.strip():
                c.error("statement", "the statement is empty", file=statement_path)
    generator = c.existing(spec.generator, "generator")
    checker = c.existing(spec.checker, "checker")

    interface: Interface | None = None
    try:
        interface = parse_interface(spec.interface.declaration, spec.interface.outputs)
    except InterfaceError as exc:
        c.error("interface.declaration", str(exc))
    if interface is not None:
        _check_values(c, spec.example.input, tuple(p.name for p in interface.inputs),
                      tuple(p.type for p in interface.inputs), "example.input")
        _check_values(c, spec.example.output, interface.output_names(), interface.output_types(), "example.output")

    baselines = []
    for i, b in enumerate(spec.baselines):
        path = c.existing(b.file, f"baselines.{i}.file")
        if path is not None:
            baselines.append(Baseline(name=b.name, path=path, time_rank=b.time_rank, space_rank=b.space_rank))
    dominated = []
    for i, d in enumerate(spec.dominated):
        path = c.existing(d.file, f"dominated.{i}.file")
        if path is not None:
            dominated.append(Dominated(name=d.name, path=path, fails=frozenset(d.fails)))
    _check_baselines(c, spec)
    rows = _test_cases(c, spec)

    if c.problems or interface is None:
        raise TaskValidationError(c.problems)
    columns = tuple(Column(index=j, memory_limit_kb=col.memory_limit_kb, space=col.space)
                    for j, col in enumerate(spec.grid.columns, start=1))
    return Task(id=spec.id, dir=task_dir, title=spec.title, category=spec.category, difficulty=spec.difficulty,
                source=spec.source, statement=statement, interface=interface, example=spec.example, rows=rows,
                columns=columns, baselines=tuple(baselines), dominated=tuple(dominated), generator=generator,
                checker=checker, content_hash=content_hash(task_dir))


def task_dirs(root: Path, ids: list[str] | None = None) -> list[Path]:
    """The directories of the named tasks (all tasks when ids is empty), sorted by id."""
    if not root.is_dir():
        raise TaskError("task root does not exist", file=root)
    found = {p.name: p for p in root.iterdir() if p.is_dir() and not p.name.startswith((".", "_"))}
    if not ids:
        return [found[k] for k in sorted(found)]
    unknown = [i for i in ids if i not in found]
    if unknown:
        raise TaskError(f"unknown task(s) {unknown}; known: {sorted(found)}", file=root)
    return [found[i] for i in sorted(set(ids))]


def load_tasks(root: Path, ids: list[str] | None = None) -> list[Task]:
    tasks, problems = [], []
    for d in task_dirs(root, ids):
        try:
            tasks.append(load_task(d))
        except TaskValidationError as exc:
            problems.extend(exc.problems)
    if problems:
        raise TaskValidationError(problems)
    return tasks
