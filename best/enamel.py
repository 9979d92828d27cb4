"""ENAMEL's problems as Python tasks, and its sample files as samples of the file backend.

ENAMEL (Qiu et al., ICLR 2025; Apache-2.0) publishes 142 HumanEval problems (the
`PROBLEMSET` of its evaluator, the PyPI package `enam`) with an expert reference solution,
an input generator, four level sizes and a checker each. A problem becomes a task whose
grid is time-only (one column, memory not limited): its levels are the rows, tested as
ENAMEL tests them, so that both evaluators judge the same inputs:

* level j, test k is `generate_input(size, lid=j, cid=k)` after `random.seed(seed ^ i ^
  (first + k))`, `first` the number of tests of the earlier levels, run after the
  problem's prompt with enam's helpers (its datautils module, which the task's generator
  imports) in scope, as `Evaluator.make_tests` does;
* the reference solution is the one baseline, ranked fastest, so it passes every row;
* ENAMEL's checker decides correctness, after the prompt (it may call the prompt's helpers);
* the task is scored by the `enamel` protocol (best/scoring/protocols.py), and `eff` carries
  its parameters as ENAMEL publishes them (hardness, timeout factor, tolerance, repeats and
  the Hodges-Lehmann estimate), so that eff@k and pass@k are computed as ENAMEL defines them.

The prompt a model sees is BEST's (a statement, then the code to complete): the statement
is the entry point's docstring and the code prompt the HumanEval prompt without it. Every
row gets the same prompt, so sample j of each row is one program, run through the levels
as ENAMEL runs a sample. Every solution runs after the HumanEval prompt (its imports and
helper functions), as ENAMEL runs prompt + code.
"""

from __future__ import annotations

import ast
import csv
import inspect
import json
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from best.errors import BestError
from best.scoring.protocols import ENAMEL_PUBLISHED

SETTINGS: dict[str, Any] = {  # enam's demo.py defaults, which its published results use
    "seed": 998244353,
    "tests": [8, 4, 4, 4],
    **ENAMEL_PUBLISHED,  # the enamel protocol's parameters: hardness, timeout factor, tolerance, repeats, statistic
    "memory_gb": 4,
}
SAMPLE_FILES = ("humaneval-canonical.json", "humanevalplus-canonical.json", "enamel-references.json")
COLUMNS = ("task_id", "prompt", "input_generator", "input_levels", "reference_solution", "checker", "entry_point")


def task_id(problem: int) -> str:
    return f"enamel_{problem:03d}"


def problemset() -> list[int]:
    """The 142 problems of ENAMEL's evaluator."""
    import enam  # noqa: PLC0415 - the peer's package, needed only to import from it

    return list(enam.PROBLEMSET)


@dataclass(frozen=True)
class Problem:
    index: int
    name: str  # HumanEval/i
    prompt: str
    generator: str
    levels: tuple[int, ...]
    reference: str
    checker: str
    entry: str


def read_problems(csv_path: Path) -> dict[int, Problem]:
    """enamel.csv, checked for the columns and values the import needs."""
    try:
        with csv_path.open(encoding="utf-8", newline="") as f:
            csv.field_size_limit(1 << 30)
            rows = list(csv.DictReader(f))
    except (OSError, UnicodeDecodeError, csv.Error) as exc:
        raise BestError(f"cannot read ENAMEL's problems: {exc}", file=csv_path) from None
    problems = {}
    for i, row in enumerate(rows):
        missing = [c for c in COLUMNS if not (row.get(c) or "").strip()]
        if missing:
            raise BestError(f"problem {i} has no {', '.join(missing)}", file=csv_path, field=f"row {i + 2}")
        try:
            levels = tuple(int(x) for x in row["input_levels"].split())
        except ValueError:
            raise BestError(f"input_levels {row['input_levels']!r} are not integers", file=csv_path,
                            field=f"row {i + 2}.input_levels") from None
        problems[i] = Problem(i, row["task_id"], row["prompt"], row["input_generator"], levels,
                              row["reference_solution"], row["checker"], row["entry_point"])
    return problems


def _entry_def(tree: ast.Module, entry: str, where: str) -> ast.FunctionDef:
    found = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == entry]
    if not found:
        raise BestError(f"the prompt defines no function {entry}", field=where)
    return found[-1]


def split_prompt(prompt: str, entry: str, where: str) -> tuple[str, str, list[str]]:
    """(statement, code prompt, parameters): the entry point's docstring, the prompt without it,
    and the entry point's parameter names."""
    tree = ast.parse(prompt)
    fn = _entry_def(tree, entry, where)
    params = [a.arg for a in fn.args.args]
    first = fn.body[0] if fn.body else None
    if not (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
            and isinstance(first.value.value, str)):
        raise BestError(f"the prompt's {entry} has no docstring", field=where)
    lines = prompt.splitlines()
    assert first.end_lineno is not None
    code = "\n".join(lines[: first.lineno - 1] + lines[first.end_lineno:]).rstrip()
    return inspect.cleandoc(first.value.value), code, params


def _tests(p: Problem) -> list[list[dict[str, Any]]]:
    """Each level's tests, seeded as Evaluator.make_tests seeds them."""
    levels, first = [], 0
    for j, size in enumerate(p.levels):
        tests = []
        for k in range(SETTINGS["tests"][j]):
            seed = SETTINGS["seed"] ^ p.index ^ (first + k)
            tests.append({"name": f"l{j}-c{k}", "seed": seed, "args": {"size": size, "lid": j, "cid": k, "seed": seed}})
        levels.append(tests)
        first += SETTINGS["tests"][j]
    return levels


GENERATOR = '''"""Test inputs of ENAMEL problem {index} ({name}): ENAMEL's generator, run as ENAMEL runs it.

Written by `best import enamel` (best/enamel.py) from ENAMEL's data (Apache-2.0, Qiu et al.):
the helpers of ENAMEL's evaluator (enam's datautils, which the generators call), the
problem's prompt, then its generator, seeded through the random module as
Evaluator.make_tests seeds it.
"""

# ruff: noqa
# fmt: off
import time

from enam.datautils import *

# --- the problem's prompt --------------------------------------------------------------------
{prompt}

# --- ENAMEL's input generator ----------------------------------------------------------------
{generator}

PARAMS = {params!r}


def generate(rng, *, size, lid, cid, seed):
    """ENAMEL seeds the random module itself: its state is kept and put back."""
    state = random.getstate()
    random.seed(seed)
    try:
        values = tuple(generate_input(size=size, lid=lid, cid=cid))
    finally:
        random.setstate(state)
    if len(values) != len(PARAMS):
        raise ValueError(f"generate_input gave {{len(values)}} values for {{len(PARAMS)}} parameters")
    return dict(zip(PARAMS, values))
'''

CHECKER = '''"""ENAMEL's checker of problem {index} ({name}), after the problem's prompt (it may call its helpers).

Written by `best import enamel` (best/enamel.py) from ENAMEL's data (Apache-2.0, Qiu et al.).
"""

# ruff: noqa
# fmt: off
{prompt}
    pass

{checker}


def check(inputs, expected, output):
    """ENAMEL calls its checker with the generator's arguments, the reference's answer and the output."""
    return bool(__check(tuple(inputs.values()), expected["return"], output["return"]))
'''


class _Dumper(yaml.SafeDumper):
    """task.yaml as a person would write it: code in literal blocks, one line per test."""


def _text(dumper: yaml.SafeDumper, value: str) -> yaml.Node:
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style="|" if "\n" in value else None)


def _mapping(dumper: yaml.SafeDumper, value: dict[str, Any]) -> yaml.Node:
    return dumper.represent_mapping("tag:yaml.org,2002:map", value.items(),
                                    flow_style="seed" in value or "size" in value or "time_rank" in value)


_Dumper.add_representer(str, _text)
_Dumper.add_representer(dict, _mapping)


def task_files(p: Problem) -> dict[str, str]:
    """The files of one problem's task directory."""
    where = f"problem {p.index} ({p.name})"
    statement, declaration, params = split_prompt(p.prompt, p.entry, where)
    if len(p.levels) != len(SETTINGS["tests"]):
        raise BestError(f"{len(p.levels)} levels, ENAMEL's settings have {len(SETTINGS['tests'])}", field=where)
    scale = f"size up to {p.levels[-1]} (ENAMEL's levels: {', '.join(map(str, p.levels))})"
    card = {
        "id": task_id(p.index),
        "title": f"{p.name}: {p.entry}",
        # ENAMEL labels neither: the pack's tables by category and difficulty say nothing of it
        "category": "Other",
        "difficulty": "easy",
        "source": f"ENAMEL (Qiu et al., ICLR 2025) problem {p.index}, from {p.name} (Chen et al., 2021); "
                  "Apache-2.0, imported by `best import enamel`",
        "statement": "statement.md",
        "generator": "generator.py",
        "checker": "checker.py",
        "grid": {
            "memory": False,
            "rows": [{"data_scale": scale, "time_limit_ms": 1000, "tests": tests} for tests in _tests(p)],
            "columns": [{"memory_limit_kb": SETTINGS["memory_gb"] << 20, "space": "unbounded"}],
        },
        "languages": {"python": {
            "interface": {"declaration": declaration + "\n", "entry": p.entry, "prelude": p.prompt.rstrip() + "\n"},
            "baselines": [{"name": "reference", "file": "baselines/reference.py", "time_rank": len(p.levels),
                           "space_rank": 1}],
        }},
        "protocol": "enamel",
        "eff": dict(ENAMEL_PUBLISHED),
    }
    header = (f"# ENAMEL problem {p.index} ({p.name}), imported by `best import enamel` (best/enamel.py): "
              "regenerate rather than edit.\n")
    return {
        "task.yaml": header + yaml.dump(card, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=120),
        "statement.md": statement + "\n",
        "generator.py": GENERATOR.format(index=p.index, name=p.name, prompt=p.prompt.rstrip(),
                                         generator=p.generator.rstrip(), params=params),
        "checker.py": CHECKER.format(index=p.index, name=p.name, prompt=p.prompt.rstrip(), checker=p.checker.rstrip()),
        "baselines/reference.py": p.prompt.rstrip() + "\n" + p.reference.rstrip() + "\n",
    }


def write_task(root: Path, p: Problem) -> Path:
    """Write one task afresh (an earlier import of it is replaced whole)."""
    directory = root / task_id(p.index)
    files = task_files(p)
    tmp = root / f".{task_id(p.index)}.tmp"
    shutil.rmtree(tmp, ignore_errors=True)
    for name, text in files.items():
        (tmp / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp / name).write_text(text, encoding="utf-8")
    shutil.rmtree(directory, ignore_errors=True)
    tmp.rename(directory)
    return directory


def sample_lines(samples_path: Path, problems: list[int], rows: int) -> list[str]:
    """A sample file (`codes[i][j]`: sample j of problem i) as JSONL lines for the file backend:
    each sample on every row, since a program runs through all the levels."""
    try:
        codes = json.loads(samples_path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise BestError(f"cannot read ENAMEL samples: {exc}", file=samples_path) from None
    if isinstance(codes, dict):
        codes = {int(k): v for k, v in codes.items()}
    lines = []
    for i in problems:
        try:
            samples = codes[i]
        except (KeyError, IndexError):
            raise BestError(f"no samples of problem {i}", file=samples_path, field=str(i)) from None
        if not isinstance(samples, list) or not all(isinstance(c, str) for c in samples):
            raise BestError("samples must be lists of code strings", file=samples_path, field=str(i))
        for j, code in enumerate(samples):
            for row in range(1, rows + 1):
                lines.append(json.dumps({"language": "python", "task": task_id(i), "row": row, "col": 1,
                                         "sample": j, "completion": code}, sort_keys=True))
    return lines


def import_enamel(source: Path, out: Path, problems: list[int] | None = None) -> tuple[list[Path], list[Path]]:
    """Write the tasks under `out`/tasks and each sample file of `source` as `out`/samples/<name>.jsonl."""
    table = read_problems(source / "enamel.csv")
    chosen = problems if problems is not None else problemset()
    unknown = [i for i in chosen if i not in table]
    if unknown:
        raise BestError(f"no problem {unknown[0]} in ENAMEL's data", file=source / "enamel.csv")
    tasks_root = out / "tasks"
    tasks_root.mkdir(parents=True, exist_ok=True)
    written = [write_task(tasks_root, table[i]) for i in chosen]
    samples = []
    for name in SAMPLE_FILES:
        path = source / name
        if path.is_file():
            target = out / "samples" / (Path(name).stem + ".jsonl")
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text("\n".join(sample_lines(path, chosen, len(SETTINGS["tests"]))) + "\n", encoding="utf-8")
            samples.append(target)
    return written, samples
