"""Test inputs: generated from seeds by the task's generator, or read from hand-written files.

A generator is a Python module in the task directory with
    generate(rng: numpy.random.RandomState, **args) -> dict   values of the input parameters
    reserve(inputs: dict) -> dict                           capacities of output parameters (optional)
RandomState is numpy's frozen legacy generator, so a seed yields the same test on every
machine and numpy release; environments compared in a stability study judge identical tests.

The same values are encoded once per language: for C++ in best.tasks.codec's binary form;
for Python as best.tasks.pyvalues, the argument list of the call. Where the task has C++
types, a Python input is those values as the C++ solution receives them (decoded from the
C++ encoding), so both languages are judged on exactly the same numbers.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np

from best.cache import Cache, intact, write_checked
from best.errors import TaskError
from best.tasks import pyvalues
from best.tasks.codec import CodecError, decode, encode, encode_capacity
from best.tasks.model import Task, TestCase
from best.tasks.pyinterface import PyInterface


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


def python_arguments(task: Task, iface: PyInterface, values: dict[str, Any], where: Path, test: str) -> bytes:
    """The call's arguments, in the Python interface's order."""
    try:
        if task.cpp_interface is not None:
            cpp = {p.name: p.type for p in task.cpp_interface.inputs}
            values = {name: decode(encode(values[name], cpp[name], name), (cpp[name],))[0] for name in iface.params}
        return pyvalues.dumps([values[name] for name in iface.params])
    except (CodecError, pyvalues.ValueCodecError, RecursionError) as exc:
        raise TaskError(f"test {test}: {exc}", file=where, field=test) from None


def encode_input(task: Task, case: TestCase, generator: ModuleType | None) -> bytes:
    values = _values(task, case, generator)
    where = task.dir / (case.spec.file if case.spec is not None and case.spec.file else "task.yaml")
    iface = task.interface
    names = set(iface.params) if isinstance(iface, PyInterface) else {p.name for p in iface.inputs}
    if set(values) != names:
        raise TaskError(f"test {case.id} gives {sorted(values)}, the interface takes {sorted(names)}",
                        file=where, field=case.id)
    if isinstance(iface, PyInterface):
        return python_arguments(task, iface, values, where, case.id)
    capacities: dict[str, Any] = {}
    if iface.outputs and generator is not None and hasattr(generator, "reserve"):
        try:
            capacities = generator.reserve(values)
        except Exception as exc:  # the task's code, like generate()
            raise TaskError(f"reserve() failed for test {case.id}: {type(exc).__name__}: {exc}",
                            file=task.generator, field=case.id) from None
        if not isinstance(capacities, dict):
            raise TaskError(f"reserve() returned {type(capacities).__name__}, not a dict", file=task.generator,
                            field=case.id)
    parts = []
    try:
        for p in iface.params:
            parts.append(encode_capacity(capacities.get(p.name, 0)) if p.output else
                         encode(values[p.name], p.type, p.name))
    except CodecError as exc:
        raise TaskError(f"test {case.id}: {exc}", file=where, field=case.id) from None
    return b"".join(parts)


def materialize(task: Task, cache: Cache) -> dict[str, Path]:
    """Write every input of the task (once per task version, and again where one is damaged);
    map test keys to files."""
    generator = (load_module(task.generator, f"best_generator_{task.content_hash[:12]}", "generator")
                 if task.generator else None)
    directory = cache.inputs(task.tag)
    paths: dict[str, Path] = {}
    for row in task.rows:
        for case in row.tests:
            path = directory / f"{case.key}.in"
            if case.key not in paths and not intact(path):
                write_checked(path, encode_input(task, case, generator))
            paths[case.key] = path
    return paths
