"""The stage declarations are the one source of the pipeline's shape: dvc.yaml, the flows and
the CLI follow them, and each layer imports only the layers below it."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from best.errors import BestError
from best.layout import Layout
from stages import dvcfile
from stages.registry import ORDER, pipeline, stage
from stages.stage import run, table_paths

ROOT = Path(__file__).resolve().parents[2]
ITEM = "${item}"


def dvc_stage(name: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """The stage's entry in dvc.yaml, and its body (inside `do` where it fans out)."""
    entry: dict[str, Any] = yaml.safe_load((ROOT / "dvc.yaml").read_text())["stages"][name]
    return entry, entry.get("do", entry)


def test_dvc_yaml_is_what_the_declarations_write() -> None:
    assert (ROOT / "dvc.yaml").read_text() == dvcfile.render(), "run `python -m stages.dvcfile` to rewrite dvc.yaml"


def test_the_pipeline_runs_in_the_declared_order() -> None:
    assert [s.name for s in pipeline()] == list(ORDER)
    assert list(yaml.safe_load((ROOT / "dvc.yaml").read_text())["stages"]) == list(ORDER)


@pytest.mark.parametrize("name", ORDER)
def test_dvc_yaml_has_each_stages_command_params_and_outs(name: str) -> None:
    declared = stage(name)
    entry, body = dvc_stage(name)
    assert (entry.get("foreach") == "${execute.environments}") == declared.per_environment
    assert body["cmd"].split()[:5] == ["python", "-m", "flows", name, "params.yaml"]
    assert body["params"] == list(declared.params)
    env = ITEM if declared.per_environment else ""
    assert body["outs"] == [str(s.path(Layout(), env)) for s in declared.outputs]
    assert body["deps"][:len(declared.inputs)] == [str(s.path(Layout(), env)) for s in declared.inputs]


# One interpreter imports what runs any stage (Prefect's import is the slow part), then forks a
# child per stage that imports that stage alone and lists every file Python has loaded.
PROBE = """
import os, sys
import flows.__main__, flows.stage_flow, stages.registry
for name in stages.registry.ORDER:
    read, write = os.pipe()
    if os.fork() == 0:
        stages.registry.stage(name)
        loaded = [m.__file__ for m in list(sys.modules.values()) if getattr(m, "__file__", None)]
        os.write(write, ("\\n".join(loaded)).encode())
        os._exit(0)
    os.close(write)
    with os.fdopen(read) as f:
        print(name, "\\t".join(f.read().split("\\n")), sep="\\t")
    os.wait()
"""


@pytest.fixture(scope="module")
def loaded() -> dict[str, set[Path]]:
    """Per stage, the project's files `python -m flows STAGE` has loaded once it found its stage."""
    out = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    files = {}
    for line in out.splitlines():
        name, *paths = line.split("\t")
        resolved = {Path(p).resolve() for p in paths if p}
        files[name] = {f for f in resolved if f.is_relative_to(ROOT) and f.relative_to(ROOT).parts[0] in
                       dvcfile.PACKAGES}
    return files


@pytest.mark.parametrize("name", ORDER)
def test_each_stages_deps_cover_every_module_its_command_loads(name: str, loaded: dict[str, set[Path]]) -> None:
    """What Python really loads (not what the static reading of imports finds) is a dependency."""
    deps = [ROOT / d for d in dvc_stage(name)[1]["deps"]]
    ours = loaded[name]
    uncovered = sorted(str(f.relative_to(ROOT)) for f in ours if not any(f == d or f.is_relative_to(d) for d in deps))
    assert ROOT / "stages" / f"{name}.py" in ours
    assert not uncovered, f"stage {name} loads modules dvc.yaml does not list: {uncovered}"


def test_another_stages_code_is_not_a_dependency() -> None:
    deps = set(dvcfile.code_deps(stage("score")))
    assert "stages/score.py" in deps
    assert not {"stages/execute.py", "stages/generate.py", "best/generate"} & deps
    execute = dvcfile.code_deps(stage("execute"))
    assert any(d in execute for d in ("best/judge", "best/judge/cpp"))  # the harness sources a build compiles


def _imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize(("layer", "forbidden"), [("best", {"stages", "flows", "prefect", "dvc", "prefect_dask"}),
                                                  ("stages", {"flows", "prefect", "dvc", "prefect_dask"})])
def test_each_layer_imports_only_the_layers_below_it(layer: str, forbidden: set[str]) -> None:
    offenders = {str(p.relative_to(ROOT)): sorted(_imports(p) & forbidden) for p in (ROOT / layer).rglob("*.py")}
    assert not {p: f for p, f in offenders.items() if f}


def test_a_stage_names_its_tables(tmp_path: Path) -> None:
    params = tmp_path / "params.yaml"
    params.write_text(yaml.safe_dump({"tasks": {"root": str(ROOT / "tests" / "fixtures" / "tasks")}}))
    with pytest.raises(BestError, match="has no table nope"):
        run(stage("calibrate"), params, nope=tmp_path / "x.parquet")
    with pytest.raises(BestError, match="TABLE=PATH"):
        table_paths(["runs"])
    assert table_paths(["runs=a/b.parquet"]) == {"runs": Path("a/b.parquet")}
    with pytest.raises(BestError, match="no stage 'nope'"):
        stage("nope")
