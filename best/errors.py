"""Errors a user can act on.

Every error that reaches the command line names the file and the field (or the item)
it concerns, so that a researcher can fix a task file or a params key without reading
a traceback.
"""

from __future__ import annotations

from collections.abc import Iterable
from difflib import get_close_matches
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


def did_you_mean(name: str, known: Iterable[str]) -> str:
    """' (did you mean 'x'?)' when a known name is close to a misspelt one, else ''."""
    close = get_close_matches(name, list(known), n=1, cutoff=0.6)
    return f" (did you mean {close[0]!r}?)" if close else ""


def unknown_names(what: str, unknown: list[str], known: Iterable[str]) -> str:
    """'unknown task 'x' (did you mean 'y'?)': each unknown name with its nearest known one."""
    names = list(known)
    return f"unknown {what} " + ", ".join(f"{u!r}{did_you_mean(u, names)}" for u in unknown)


class TaskError(BestError):
    """A task file or task directory is malformed."""


class ParamsError(BestError):
    """params.yaml is malformed."""


class SandboxError(BestError):
    """The sandbox could not run a program (a fault of the judge or the host, not of the program)."""


def read_text(path: Path, error: type[BestError] = BestError, *, field: str | None = None) -> str:
    """The text of a file the user wrote; one that cannot be read, or holds bytes that are not
    UTF-8 text (a binary pasted in place of a task file), is the user's error, not a crash."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise error(f"cannot read: {exc.strerror}", file=path, field=field) from None
    nul = raw.find(b"\0")
    if nul >= 0:
        raise error(f"binary, not text (a NUL byte at offset {nul})", file=path, field=field)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise error(f"not UTF-8 text (byte {raw[exc.start]:#04x} at offset {exc.start})", file=path,
                    field=field) from None
