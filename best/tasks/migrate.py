"""Rewriting a task.yaml of the first format (C++ at the top level, Python in a `python:`
section) into the language-neutral one (every language under `languages:`).

The rewrite is textual so that authors' comments, block scalars and key order survive:
the C++ keys (`interface`, `baselines`, `dominated`) and the `python` section move, with
the comments just above them, into `languages.cpp` and `languages.python`, where the last
of them stood (after the grid and the tests in the pack's files). It is checked by reading
both texts: the new one must hold exactly the old one's values, moved. `best tasks migrate` runs it over a task root.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml

from best.errors import TaskError

CPP_KEYS = ("interface", "baselines", "dominated")
OLD_KEYS = (*CPP_KEYS, "python")
_TOP = re.compile(r"^([A-Za-z_][\w-]*):")


def is_old(data: Any) -> bool:
    return isinstance(data, dict) and "languages" not in data and any(k in data for k in OLD_KEYS)


def moved(data: dict[str, Any]) -> dict[str, Any]:
    """The values of an old task file as the new format holds them."""
    new = {k: v for k, v in data.items() if k not in OLD_KEYS}
    languages: dict[str, Any] = {}
    if any(k in data for k in CPP_KEYS):
        languages["cpp"] = {k: data[k] for k in CPP_KEYS if k in data}
    if "python" in data:
        languages["python"] = data["python"]
    new["languages"] = languages
    return new


def _blocks(text: str) -> list[tuple[str | None, list[str]]]:
    """The file as top-level blocks: (key, its lines, with the comments and blank lines just above it);
    the key is None for what follows the last key and for a file's leading comment."""
    blocks: list[tuple[str | None, list[str]]] = [(None, [])]
    pending: list[str] = []
    for line in text.splitlines(keepends=True):
        top = _TOP.match(line)
        if top:
            blocks.append((top.group(1), [*pending, line]))
            pending = []
        elif line.strip() == "" or (line.startswith("#") and blocks[-1][0] is not None):
            pending.append(line)
        else:
            blocks[-1][1].extend([*pending, line])
            pending = []
    blocks[-1][1].extend(pending)
    return blocks


def _indented(lines: list[str], by: int) -> list[str]:
    return [(" " * by + line) if line.strip() else line for line in lines]


def migrate_text(text: str, where: Path) -> str:
    """The new text of an old task file; the text unchanged when it is already new."""
    old = yaml.safe_load(text)
    if not is_old(old):
        return text
    blocks = _blocks(text)
    lead = blocks[0][1]
    if lead and not all(line.startswith("#") or not line.strip() for line in lead):
        raise TaskError("content before the first key", file=where)
    out: list[str] = list(lead)
    section: list[str] = ["languages:\n"]
    cpp = [lines for key, lines in blocks if key in CPP_KEYS]
    if cpp:
        section += ["  cpp:\n"] + [line for lines in cpp for line in _indented(lines, 4)]
    for key, lines in blocks:
        if key == "python":
            first = next(i for i, line in enumerate(lines) if _TOP.match(line))
            section += [*_indented(lines[:first], 2), "  python:" + lines[first][len("python:"):]]
            section += _indented(lines[first + 1:], 2)
    last = max(i for i, (key, _) in enumerate(blocks) if key in OLD_KEYS)
    for i, (key, lines) in enumerate(blocks[1:], start=1):
        if i == last:
            out += section
        elif key not in OLD_KEYS:
            out += lines
    new = "".join(out)
    try:
        same = yaml.safe_load(new) == moved(old)
    except yaml.YAMLError:
        same = False
    if not same:
        raise TaskError("the rewritten file does not hold the same values; move its keys under `languages:` by hand",
                        file=where)
    return new


def migrate(root: Path) -> list[Path]:
    """Rewrite every old task file under `root`; the files rewritten."""
    changed = []
    for path in sorted(root.glob("*/task.yaml")):
        text = path.read_text(encoding="utf-8")
        new = migrate_text(text, path)
        if new != text:
            path.write_text(new, encoding="utf-8")
            changed.append(path)
    return changed
