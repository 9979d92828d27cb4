"""Hands a bare harness the descriptors the box would give it, for benchmarks that run one outside the box."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator


@contextlib.contextmanager
def inherited(targets: dict[int, int]) -> Iterator[None]:
    """Open each source descriptor as its target number (fd 3: the record, fd 4: a program), inheritably,
    for the children started inside; afterwards this process's own descriptors are as they were."""
    moved = {target: os.dup(fd) for target, fd in targets.items() if target != fd}  # before any is overwritten
    saved = {target: os.dup(target) for target in moved if _is_open(target)}
    for target, fd in moved.items():
        os.dup2(fd, target, inheritable=True)
        os.close(fd)
    try:
        yield
    finally:
        for target in moved:
            if target in saved:
                os.dup2(saved[target], target)
                os.close(saved[target])
            else:
                os.close(target)


def _is_open(fd: int) -> bool:
    try:
        os.fstat(fd)
    except OSError:
        return False
    return True
