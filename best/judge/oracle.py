"""What a correct output is: the baselines' agreed output, or the task's checker.

Expected outputs are produced by running the baselines (calibration does it) and stored
outside the sandbox's view, per language (a Task is one language's view). A task whose
answer is not unique ships a checker module with
`check(inputs, expected, output) -> bool | tuple[bool, str]`; it receives decoded values,
by parameter and output name, the same in every language.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

from best.cache import Cache, read_checked, write_checked
from best.errors import BestError
from best.tasks.calls import MalformedValueError
from best.tasks.model import Task, TestCase
from best.tasks.testdata import load_module


def _first_difference(expected: Any, got: Any, where: str) -> str:
    if isinstance(expected, list) and isinstance(got, list):
        if len(expected) != len(got):
            return f"{where}: expected {len(expected)} items, got {len(got)}"
        for i, (e, g) in enumerate(zip(expected, got, strict=True)):
            if e != g:
                return _first_difference(e, g, f"{where}[{i}]")
    return f"{where}: expected {expected!r}, got {got!r}"


class Oracle:
    def __init__(self, task: Task, cache: Cache) -> None:
        self.task = task
        self.dir = cache.expected(task.tag)
        self.checker: ModuleType | None = (
            load_module(task.checker, f"best_checker_{task.content_hash[:12]}", "checker") if task.checker else None
        )

    def path(self, case: TestCase) -> Path:
        return self.dir / f"{case.key}.out"

    def expected(self, case: TestCase) -> bytes | None:
        """The reference output, or None when it was never produced or is damaged (produce it again)."""
        return read_checked(self.path(case))

    def missing(self, cases: Sequence[TestCase] | None = None) -> list[TestCase]:
        """Of `cases` (the task's tests by default), one per distinct input without a usable expected output."""
        chosen = cases if cases is not None else [case for row in self.task.rows for case in row.tests]
        distinct = {case.key: case for case in chosen}
        return [case for case in distinct.values() if self.expected(case) is None]

    def store(self, case: TestCase, output: bytes) -> None:
        write_checked(self.path(case), output)

    def outputs(self, data: bytes) -> dict[str, Any]:
        """The call's results by name, as the task's typed side would hold them; MalformedValueError for
        bytes that are not."""
        return self.task.interface.decode_results(data, self.task.types)

    def inputs(self, data: bytes) -> dict[str, Any]:
        return self.task.interface.decode_arguments(data)

    def check(self, case: TestCase, input_path: Path, output: bytes) -> tuple[bool, str]:
        """Does `output` answer `case`? (best.judge.row.Check: how samples are checked)."""
        expected = self.expected(case)
        if expected is None:
            raise BestError(f"no expected output for test {case.id} of {self.task.id}: its baselines have not run",
                            field="expected")
        return self.accepts(input_path, expected, output)

    def accepts(self, input_path: Path, expected: bytes, output: bytes) -> tuple[bool, str]:
        """Is `output` a correct answer, given the reference `expected`? With a reason if not."""
        if self.checker is None and output == expected:
            return True, ""
        try:
            got = self.outputs(output)
        except MalformedValueError as exc:
            return False, f"malformed output: {exc}"
        want = self.outputs(expected)
        if self.checker is None:
            for name in want:
                if want[name] != got[name]:
                    return False, "wrong answer: " + _first_difference(want[name], got[name], name)
            return True, ""  # equal values in another spelling (a tuple for a list, -0.0)
        try:
            verdict = self.checker.check(self.inputs(input_path.read_bytes()), want, got)
        except Exception as exc:  # on an output of the wrong shape, as ENAMEL's checkers do: the output is wrong
            return False, f"wrong answer: check() raised {type(exc).__name__}: {str(exc)[:200]}"
        ok, reason = verdict if isinstance(verdict, tuple) else (bool(verdict), "")
        return bool(ok), "" if ok else f"wrong answer: {reason}".rstrip(": ")
