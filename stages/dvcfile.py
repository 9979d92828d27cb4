"""dvc.yaml, written from the stage declarations: `python -m stages.dvcfile` rewrites it.

Every stage's deps are its input tables, the data folders it reads and every source file
its command can execute: the import closure of the stage's module and of the modules that
run a stage (stages/stage.py, flows/), read from the code itself, so a module a stage
starts importing is a dependency without anyone listing it, and a module it does not
import (another stage's: stages/registry.py imports a stage only when asked for it)
never reruns it. The judge's resources that are not Python (harness sources, report
assets) belong to the package that ships them. tests/unit/test_stage_declarations.py checks
that dvc.yaml is what this writes, and that a stage's command loads no module its deps do
not list.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import yaml

from best.layout import Layout
from stages.registry import pipeline
from stages.stage import Stage

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("best", "stages", "flows")
RUNNERS = ("flows.__main__", "flows.stage_flow", "stages.stage", "stages.registry")  # what runs any stage
ITEM = "${item}"
HEADER = """\
# Written by `python -m stages.dvcfile` from the stage declarations (stages/registry.py and each
# stage's STAGE); edit those, not this file. Each stage runs its Prefect flow (`python -m flows
# STAGE`), reads its input tables and data folders, depends on every source file it can import,
# and on only the params keys it reads. The stages declared per environment fan out over
# `execute.environments` (foreach: compile@O0, execute@O0, ...), each writing under
# data/<stage>/<environment>/ (best/layout.py), all on the same generations. Caches a rerun needs
# (generations, builds, runs) live under .cache/best, never inside an out DVC deletes.
# docs/pipeline.md explains the graph.
"""


def module_path(name: str) -> Path | None:
    """The file of a project module, or None for a module from elsewhere (or a name that is not a module)."""
    if name.split(".", maxsplit=1)[0] not in PACKAGES:
        return None
    base = ROOT.joinpath(*name.split("."))
    for candidate in (base.with_suffix(".py"), base / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


def _executed(tree: ast.AST) -> Iterator[ast.AST]:
    """Every node but those under `if TYPE_CHECKING:`, which only the type checker reads."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and ast.unparse(node.test) in ("TYPE_CHECKING", "typing.TYPE_CHECKING"):
            yield from (n for child in node.orelse for n in (child, *_executed(child)))
            continue
        yield node
        yield from _executed(node)


def imported(path: Path, name: str) -> set[str]:
    """Every project module the file names in an import, at any depth (lazy imports run too)."""
    found: set[str] = set()
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in _executed(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parts, *([base] if base else [])])
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return {m for m in found if module_path(m) is not None}


def closure(roots: Iterable[str]) -> set[Path]:
    """The source files of the modules, of their packages, and of all they import, transitively."""
    todo, seen, files = list(roots), set(), set()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        path = module_path(name)
        if path is None:
            continue
        files.add(path)
        parent = name.rpartition(".")[0]
        todo += [parent] if parent else []
        todo += sorted(imported(path, name))
    return files


def resources(files: set[Path]) -> set[Path]:
    """What a package ships besides Python (harness sources, assets): folders without an __init__.py."""
    out: set[Path] = set()
    for package in {f.parent for f in files if f.name == "__init__.py"}:
        out.update(d for d in package.iterdir() if d.is_dir() and d.name != "__pycache__"
                   and not (d / "__init__.py").exists())
    return out


def collapse(paths: set[Path]) -> list[str]:
    """Relative paths, a folder standing for its files where all of them are listed."""
    listed = set(paths)
    changed = True
    while changed:
        changed = False
        for folder in sorted({p.parent for p in listed if p.parent != ROOT}, key=lambda d: -len(d.parts)):
            members = {m for m in folder.iterdir() if m.name != "__pycache__" and not m.name.endswith(".pyc")}
            if folder not in listed and members and members <= listed:
                listed = (listed - members) | {folder}
                changed = True
    return sorted(str(p.relative_to(ROOT)) for p in listed)


def code_deps(stage: Stage) -> list[str]:
    files = closure([f"stages.{stage.name}", *RUNNERS])
    return collapse(files | resources(files))


def entry(stage: Stage) -> dict[str, Any]:
    layout, env = Layout(), ITEM if stage.per_environment else ""
    cmd = f"python -m flows {stage.name} params.yaml" + (f" --env {ITEM}" if stage.per_environment else "")
    inputs = [str(s.path(layout, env)) for s in stage.inputs]
    body: dict[str, Any] = {"cmd": cmd}
    if stage.always_changed:
        body["always_changed"] = True
    body["deps"] = [*inputs, *stage.data, *code_deps(stage)]
    body["params"] = list(stage.params)
    body["outs"] = [str(s.path(layout, env)) for s in stage.outputs]
    if stage.per_environment:
        return {"foreach": "${execute.environments}", "do": body}
    return body


def render() -> str:
    stages = {stage.name: entry(stage) for stage in pipeline()}
    return HEADER + yaml.safe_dump({"stages": stages}, sort_keys=False, width=120)


if __name__ == "__main__":
    target = ROOT / "dvc.yaml"
    target.write_text(render())
    print(f"wrote {target.relative_to(ROOT)}", file=sys.stderr)
