"""The judge's own code as one digest.

It is part of every cache key (best.cache.content_key), so that a changed judge (harness,
box, measurement, codec, the row primitive, calibration) builds and measures again instead
of reusing what the old one made: dvc.yaml reruns the stages when these files change, and
this carries the change into the judge's cache, which outlives the stages' outputs.
"""

from __future__ import annotations

import hashlib
from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1]  # best/
JUDGED_BY = ("judge", "tasks", "calibration.py", "session.py", "cache.py")
# What validation writes beside a task (its record, the limits its prompts state) is read by
# nothing that measures: a change to either must not make every calibration stale.
NOT_JUDGED = frozenset({"tasks/validated.py", "tasks/stated.py"})
SOURCES = (".py", ".c", ".cpp", ".h")


def tree_digest(root: Path, parts: tuple[str, ...]) -> str:
    """SHA-256 over the source files under root/part for each part, by relative path and content."""
    h = hashlib.sha256()
    for part in parts:
        top = root / part
        files = [top] if top.is_file() else sorted(p for p in top.rglob("*") if p.is_file() and p.suffix in SOURCES)
        for path in files:
            if path.relative_to(root).as_posix() in NOT_JUDGED:
                continue
            h.update(path.relative_to(root).as_posix().encode() + b"\0")
            h.update(hashlib.sha256(path.read_bytes()).digest())
    return h.hexdigest()


@cache
def judge_code() -> str:
    return tree_digest(PACKAGE, JUDGED_BY)
