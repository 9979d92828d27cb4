"""Errors a user can act on.

Every error that reaches the command line names the file and the field (or the item)
it concerns, so that a researcher can fix a task file or a params key without reading
a traceback.
"""

from __future__ import annotations

from pathlib import Path


class BestError(Exception):
    """An error caused by input the user controls: a task file, params, a solution."""

    def __init__(self, message: str, *, file: str | Path | None = None, field: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.file = str(file) if file is not None else None
        self.field = field

    def __str__(self) -> str:
        where = ": ".join(part for part in (self.file, self.field) if part)
        return f"{where}: {self.message}" if where else self.message


class TaskError(BestError):
    """A task file or task directory is malformed."""


class ParamsError(BestError):
    """params.yaml is malformed."""


class SandboxError(BestError):
    """The sandbox could not run a program (a fault of the judge or the host, not of the program)."""
