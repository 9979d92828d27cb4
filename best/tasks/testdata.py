"""Test inputs: generated from seeds by the task's generator, or read from hand-written files.

A generator is a Python module in the task directory with
    generate(rng: numpy.random.RandomState, **args) -> dict   values of the input parameters
    reserve(inputs: dict) -> dict                           capacities of output parameters (optional)
RandomState is numpy's frozen legacy generator, so a seed yields the same test on every
machine and numpy release; environments compared in a stability study judge identical tests.

The same values are encoded once per language, by its interface (C++ in best.tasks.codec's
binary form, Python as best.tasks.pyvalues' argument list). Where a side of the task declares
exact types (C++), every language's input is those values as that side's solution receives
them, so all languages are judged on exactly the same numbers.
"""

from __future__ import annotations

import importlib.util
import json
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np

from best.cache import Cache, intact, write_checked
from best.errors import TaskError
from best.tasks.calls import MalformedValueError
from best.tasks.model import Task, TestCase


def load_module(path: Path, name: str, field: str) -> ModuleType:
    """Import a task's own Python file; `field` is the task.yaml key that names it."""
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise TaskError("cannot import", file=path, field=field)
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except Exception as exc:  # a task's code is user input: report, do not crash
        raise TaskError(f"importing failed: {type(exc).__name__}: {exc}", file=path, field=field) from None
    return module


def _values(task: Task, case: TestCase, generator: ModuleType | None) -> dict[str, Any]:
    if case.spec is None:
        assert task.example is not None  # only the example's test case has no spec
        return dict(task.example.input)
    if case.spec.file is not None:
        path = task.dir / case.spec.file
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise TaskError(f"cannot read test: {exc}", file=path, field=case.id) from None
        if not isinstance(data, dict):
            raise TaskError("a test file holds an object of parameter values", file=path, field=case.id)
        return data
    if generator is None:
        raise TaskError("a seeded test needs the task's generator", file=task.dir / "task.yaml", field=case.id)
    try:
        values = generator.generate(np.random.RandomState(case.spec.seed), **case.spec.args)
    except Exception as exc:
        raise TaskError(f"generate() failed for test {case.id}: {type(exc).__name__}: {exc}",
                        file=task.generator, field=case.id) from None
    if not isinstance(values, dict):
        raise TaskError(f"generate() returned {type(values).__name__}, not a dict", file=task.generator, field=case.id)
    return values


def encode_input(task: Task, case: TestCase, generator: ModuleType | None) -> bytes:
    values = _values(task, case, generator)
    where = task.dir / (case.spec.file if case.spec is not None and case.spec.file else "task.yaml")
    iface = task.interface
    names = set(iface.input_names())
    if set(values) != names:
        raise TaskError(f"test {case.id} gives {sorted(values)}, the interface takes {sorted(names)}",
                        file=where, field=case.id)
    capacities: dict[str, Any] = {}
    if iface.takes_capacities and generator is not None and hasattr(generator, "reserve"):
        try:
            capacities = generator.reserve(values)
        except Exception as exc:  # the task's code, like generate()
            raise TaskError(f"reserve() failed for test {case.id}: {type(exc).__name__}: {exc}",
                            file=task.generator, field=case.id) from None
        if not isinstance(capacities, dict):
            raise TaskError(f"reserve() returned {type(capacities).__name__}, not a dict", file=task.generator,
                            field=case.id)
    try:
        return iface.encode_arguments(values, capacities, task.types)
    except (MalformedValueError, RecursionError) as exc:
        raise TaskError(f"test {case.id}: {exc}", file=where, field=case.id) from None


def materialize(task: Task, cache: Cache, cases: Sequence[TestCase] | None = None) -> dict[str, Path]:
    """Write every input of the task, or of `cases` (once per task version, and again where one is
    damaged); map test keys to files."""
    generator = (load_module(task.generator, f"best_generator_{task.content_hash[:12]}", "generator")
                 if task.generator else None)
    directory = cache.inputs(task.tag)
    paths: dict[str, Path] = {}
    for case in cases if cases is not None else [case for row in task.rows for case in row.tests]:
        path = directory / f"{case.key}.in"
        if case.key not in paths and not intact(path):
            write_checked(path, encode_input(task, case, generator))
        paths[case.key] = path
    return paths
