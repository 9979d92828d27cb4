"""Reading task directories into `Task`s, reporting every problem with its file and field."""

from __future__ import annotations

import hashlib
import os
from dataclasses import replace
from pathlib import Path

from pydantic import ValidationError

from best.errors import BestError, TaskError, read_text, unknown_names
from best.schema import read_yaml, validation_error
from best.tasks.calls import InterfaceError, SolutionInterface
from best.tasks.languages import TASK_LANGUAGES
from best.tasks.migrate import OLD_KEYS, is_old
from best.tasks.model import Baseline, Column, Dominated, Row, Side, Task, TestCase
from best.tasks.spec import BaselineSpec, DominatedSpec, SideSpec, TaskSpec, TestSpec
from best.tasks.stated import STATED_FILE, read_stated
from best.tasks.validated import VALIDATED_FILE

TASK_FILE = "task.yaml"


class TaskValidationError(TaskError):
    """All the problems found in one task, each naming its file and field."""

    def __init__(self, problems: list[BestError]) -> None:
        super().__init__(f"{len(problems)} problem(s)")
        self.problems = problems

    def __str__(self) -> str:
        return "\n".join(str(p) for p in self.problems)


def content_hash(task_dir: Path) -> str:
    """Hash of every file of the task: anything derived from the task is keyed on it. The stated
    limits are not: they reach only prompts, which carry their own hash (best/tasks/stated.py);
    nor is the validation record, which is keyed on this hash (best/tasks/validated.py)."""
    h = hashlib.sha256()
    for path in sorted(p for p in task_dir.rglob("*") if p.is_file()):
        rel = path.relative_to(task_dir)
        if "__pycache__" in rel.parts or path.suffix == ".pyc" or str(rel) in (STATED_FILE, VALIDATED_FILE):
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


def _check_baselines(c: _Checker, spec: TaskSpec, baselines: list[BaselineSpec], dominated: list[DominatedSpec],
                     at: str) -> None:
    """`at` prefixes the fields: "languages.python." for Python's."""
    n_rows, n_cols = len(spec.grid.rows), len(spec.grid.columns)
    names = [b.name for b in baselines] + [d.name for d in dominated]
    for dup in sorted({n for n in names if names.count(n) > 1}):
        c.error(f"{at}baselines", f"solution name {dup!r} is used twice")
    for i, b in enumerate(baselines):
        if b.time_rank > n_rows or b.space_rank > n_cols:
            c.error(f"{at}baselines.{i}", f"ranks ({b.time_rank}, {b.space_rank}) exceed the {n_rows}x{n_cols} grid")
        for j, other in enumerate(baselines):
            if i != j and other.time_rank >= b.time_rank and other.space_rank >= b.space_rank and (
                (other.time_rank, other.space_rank) != (b.time_rank, b.space_rank)
            ):
                c.error(f"{at}baselines.{i}",
                        f"{b.name!r} is dominated by {other.name!r}: baselines must be Pareto-optimal")
    if max(b.time_rank for b in baselines) != n_rows:
        c.error(f"{at}baselines", f"no baseline reaches time rank {n_rows}: the last row would have no reference")
    if max(b.space_rank for b in baselines) != n_cols:
        c.error(f"{at}baselines",
                f"no baseline reaches space rank {n_cols}: the last column would have no reference")
    for i, d in enumerate(dominated):
        for row, col in d.fails:
            if not (1 <= row <= n_rows and 1 <= col <= n_cols):
                c.error(f"{at}dominated.{i}.fails", f"cell ({row}, {col}) is outside the {n_rows}x{n_cols} grid")


def _shared_cases(spec: TaskSpec) -> list[TestCase]:
    shared = [TestCase(row=0, name="example", spec=None, shared=True)] if spec.example is not None else []
    return shared + [TestCase(row=0, name=t.name, spec=t, shared=True) for t in spec.tests]


def _row(c: _Checker, index: int, data_scale: str, time_limit_ms: float, tests: list[TestSpec], *,
         shared: list[TestCase], field: str) -> Row:
    # The example and the hand-written tests first: they are small, so wrong code fails fast.
    cases = [TestCase(row=index, name=s.name, spec=s.spec, shared=True) for s in shared]
    cases += [TestCase(row=index, name=t.name, spec=t, shared=False) for t in tests]
    names = [t.name for t in cases]
    for dup in sorted({n for n in names if names.count(n) > 1}):
        c.error(field, f"test name {dup!r} is used twice in row {index} (shared tests included)")
    return Row(index=index, data_scale=data_scale, time_limit_ms=time_limit_ms, tests=tuple(cases))


def _check_sources(c: _Checker, spec: TaskSpec, tests: list[tuple[str, TestSpec]]) -> None:
    for field, t in tests:
        if t.seed is not None and spec.generator is None:
            c.error(field, "a seeded test needs the task's generator")
        if t.file is not None:
            c.existing(t.file, f"{field}.file")


def _test_cases(c: _Checker, spec: TaskSpec) -> tuple[Row, ...]:
    shared = _shared_cases(spec)
    rows = tuple(_row(c, i, row.data_scale, row.time_limit_ms, row.tests, shared=shared,
                      field=f"grid.rows.{i - 1}.tests")
                 for i, row in enumerate(spec.grid.rows, start=1))
    _check_sources(c, spec, [(f"tests.{j}", t) for j, t in enumerate(spec.tests)] + [
        (f"grid.rows.{i}.tests.{j}", t) for i, r in enumerate(spec.grid.rows) for j, t in enumerate(r.tests)])
    return rows


def _side_rows(c: _Checker, spec: TaskSpec, side: SideSpec, at: str, rows: tuple[Row, ...]) -> tuple[Row, ...]:
    """The grid's rows with this language's nominal limits and tests where its section gives them."""
    if not side.rows:
        return rows
    shared, out = _shared_cases(spec), []
    for i, (row, own) in enumerate(zip(spec.grid.rows, side.rows, strict=True), start=1):
        tests = own.tests if own.tests is not None else row.tests
        field = f"{at}rows.{i - 1}.tests" if own.tests is not None else f"grid.rows.{i - 1}.tests"
        out.append(_row(c, i, own.data_scale or row.data_scale, own.time_limit_ms or row.time_limit_ms, tests,
                        shared=shared, field=field))
        if own.tests is not None:
            _check_sources(c, spec, [(f"{field}.{j}", t) for j, t in enumerate(own.tests)])
    return tuple(out)


def _solutions(c: _Checker, baselines: list[BaselineSpec], dominated: list[DominatedSpec], at: str
               ) -> tuple[tuple[Baseline, ...], tuple[Dominated, ...]]:
    found = []
    for i, b in enumerate(baselines):
        path = c.existing(b.file, f"{at}baselines.{i}.file")
        if path is not None:
            found.append(Baseline(name=b.name, path=path, time_rank=b.time_rank, space_rank=b.space_rank))
    failing = []
    for i, d in enumerate(dominated):
        path = c.existing(d.file, f"{at}dominated.{i}.file")
        if path is not None:
            failing.append(Dominated(name=d.name, path=path, fails=frozenset(d.fails)))
    return tuple(found), tuple(failing)


def _statement(c: _Checker, rel: str | None, field: str) -> str | None:
    """A statement file's text; each problem with it is one more problem of the task."""
    path = c.existing(rel, field)
    if path is None:
        return None
    try:
        text = read_text(path, TaskError, field=field)
    except TaskError as exc:  # a binary statement is one more problem of the task, not the only one
        c.problems.append(exc)
        return None
    if not text.strip():
        c.error(field, "the statement is empty", file=path)
    return text


def _interface(c: _Checker, spec: TaskSpec, name: str, side: SideSpec, first: SolutionInterface | None
               ) -> SolutionInterface | None:
    """The side's interface, checked against the first side's (the same inputs, the same results)
    and against the example's values."""
    at = f"languages.{name}.interface"
    try:
        found = TASK_LANGUAGES[name].parse(side.interface, first.output_names() if first is not None else None)
    except InterfaceError as exc:
        c.error(f"{at}.declaration", str(exc))
        return None
    if first is not None and set(found.input_names()) != set(first.input_names()):
        c.error(f"{at}.declaration", f"parameters {list(found.input_names())} differ from the {first.label} "
                                     f"inputs {list(first.input_names())}")
    elif first is not None and found.output_names() != first.output_names():
        c.error(f"{at}.declaration", f"results {list(found.output_names())} differ from the {first.label} "
                                     f"results {list(first.output_names())}")
    if spec.example is not None:
        for part, values, outputs in (("input", spec.example.input, False), ("output", spec.example.output, True)):
            for key, message in found.value_problems(values, outputs):
                c.error(".".join(filter(None, ("example", part, key))), message)
    return found


_LOADED: dict[Path, tuple[tuple[tuple[str, int, int, int], ...], Task]] = {}


def _signature(task_dir: Path) -> tuple[tuple[str, int, int, int], ...]:
    """Every file of the task with its size, change time and inode: a task whose files are all
    unchanged is the task already loaded (a worker asks for the same task on every row it judges)."""
    entries = []
    for root, dirs, files in os.walk(task_dir):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(files):
            st = os.stat(os.path.join(root, name))
            entries.append((os.path.join(root, name), st.st_size, st.st_mtime_ns, st.st_ino))
    return tuple(entries)


def load_task(task_dir: Path) -> Task:
    """Load one task; raise TaskValidationError listing everything wrong with it."""
    signature = _signature(task_dir)
    loaded = _LOADED.get(task_dir)
    if loaded is not None and loaded[0] == signature:
        return loaded[1]
    task = _load_task(task_dir)
    _LOADED[task_dir] = (signature, task)
    return task


def _load_task(task_dir: Path) -> Task:
    c = _Checker(task_dir)
    if not c.file.is_file():
        raise TaskValidationError([TaskError("missing task file", file=c.file)])
    data = read_yaml(c.file, TaskError)
    if is_old(data):
        raise TaskValidationError([TaskError(
            f"{', '.join(k for k in OLD_KEYS if k in data)} at the top level: a language's interface and baselines "
            "now sit under `languages:` (`languages: {cpp: {interface: ..., baselines: ...}, python: ...}`); "
            "`best tasks migrate` rewrites the file", file=c.file, field="languages")])
    try:
        spec = TaskSpec.model_validate(data)
    except ValidationError as exc:
        raise TaskValidationError(validation_error(exc, c.file, TaskSpec)) from None

    if spec.id != task_dir.name:
        c.error("id", f"{spec.id!r} differs from the directory name {task_dir.name!r}")
    statement = _statement(c, spec.statement, "statement") or ""
    generator = c.existing(spec.generator, "generator")
    checker = c.existing(spec.checker, "checker")

    rows = _test_cases(c, spec)
    sides: list[Side] = []
    first: SolutionInterface | None = None
    for name, side in spec.sides.items():
        at = f"languages.{name}."
        found = _interface(c, spec, name, side, first)
        _check_baselines(c, spec, side.baselines, side.dominated, at)
        baselines, dominated = _solutions(c, side.baselines, side.dominated, at)
        side_rows = _side_rows(c, spec, side, at, rows)
        side_statement = _statement(c, side.statement, f"{at}statement")
        if found is not None:
            first = first or found
            sides.append(Side(name, found, baselines, dominated, side_rows, side_statement))

    if c.problems or not sides:
        raise TaskValidationError(c.problems)
    columns = tuple(Column(index=j, memory_limit_kb=col.memory_limit_kb, space=col.space)
                    for j, col in enumerate(spec.grid.columns, start=1))
    try:
        stated = read_stated(task_dir, {s.language: (len(s.rows), len(columns)) for s in sides})
    except TaskError as exc:
        raise TaskValidationError([exc]) from None
    sides = [replace(s, stated=stated.get(s.language)) for s in sides]
    main = sides[0]
    return Task(id=spec.id, dir=task_dir, title=spec.title, categories=spec.categories, difficulty=spec.difficulty,
                source=spec.source, statement=statement, language=main.language, interface=main.interface,
                example=spec.example, rows=main.rows, columns=columns, baselines=main.baselines,
                dominated=main.dominated, generator=generator, checker=checker, content_hash=content_hash(task_dir),
                sides=tuple(sides), types=next((t for s in sides if (t := s.interface.value_types())), None),
                eff=spec.eff, measures_memory=spec.grid.memory, stated=main.stated,
                protocol=spec.protocol_name)


def task_dirs(root: Path, ids: list[str] | None = None) -> list[Path]:
    """The directories of the named tasks (all tasks when ids is empty), sorted by id."""
    if not root.is_dir():
        raise TaskError("task root does not exist: run `best` from the project root (where params.yaml is), "
                        "or pass --params with a tasks.root that exists", file=root)
    found = {p.name: p for p in root.iterdir() if p.is_dir() and not p.name.startswith((".", "_"))}
    if not ids:
        return [found[k] for k in sorted(found)]
    unknown = [i for i in ids if i not in found]
    if unknown:
        raise TaskError(f"{unknown_names('task', unknown, found)}; `best tasks list` lists the {len(found)} tasks",
                        file=root)
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
