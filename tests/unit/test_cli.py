"""The command line's conventions: -h and --version, lists given either way, one spelling for
task selection and for `all`, help texts that say what the command does by default, and
errors that say how to fix them."""

from __future__ import annotations

import csv
import io
import json
from importlib.metadata import version
from pathlib import Path
from typing import Any

import pytest
import typer
import yaml
from typer.core import TyperOption
from typer.main import get_command
from typer.testing import CliRunner

from best.cli import app
from best.console import Format, render, split_names
from tests.conftest import ROOT

PACK = ROOT / "data" / "tasks"
PACK_IDS = sorted(p.name for p in PACK.iterdir() if p.is_dir() and not p.name.startswith((".", "_")))
TWO = ["count_primes", "range_sum_query"]


def cli(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def commands(group: Any, path: tuple[str, ...] = ()) -> list[tuple[tuple[str, ...], Any]]:
    """Every command and group under `best`, hidden ones (former names) included (Typer's own
    copy of click's classes: groups are the commands with subcommands)."""
    found: list[tuple[tuple[str, ...], Any]] = [(path, group)]
    for name, command in group.commands.items():
        if hasattr(command, "commands"):
            found += commands(command, (*path, name))
        else:
            found.append(((*path, name), command))
    return found


EVERY = commands(get_command(app))


@pytest.fixture
def params(tmp_path: Path) -> Path:
    """The project's pack, with params selecting one task (so a default of 'every task' and
    one of 'params tasks.select' read differently)."""
    path = tmp_path / "params.yaml"
    path.write_text(yaml.safe_dump({"tasks": {"root": str(PACK), "select": ["range_sum_query"]},
                                    "judge": {"cache_dir": str(tmp_path / "cache")},
                                    "environments": [{"name": "O0", "language": "cpp", "flags": ["-O0"]},
                                                     {"name": "O2", "language": "cpp", "flags": ["-O2"]}]}))
    return path


@pytest.mark.parametrize("flag", ["-h", "--help"])
@pytest.mark.parametrize(("path", "command"), EVERY, ids=[" ".join(p) or "best" for p, _ in EVERY])
def test_every_command_takes_h_and_prints_plain_help(path: tuple[str, ...], command: Any,
                                                      flag: str) -> None:
    code, out, _ = cli(*path, flag)
    assert code == 0, out
    assert out.startswith("Usage: ")
    assert "<bool>" not in out and "╭" not in out  # flags take no value, and no boxes
    for param in command.params:
        if isinstance(param, TyperOption) and param.is_flag and not param.hidden:
            line = next(li for li in out.splitlines() if param.opts[-1] in li)
            assert not any(w.isupper() or w.startswith("<") for w in line.split()[1:2]), line  # no metavar


def test_version_prints_the_installed_version() -> None:
    code, out, _ = cli("--version")
    assert code == 0 and out.strip() == f"best {version('best-eval')}"


def test_every_list_option_says_how_to_give_several_and_its_default() -> None:
    for path, command in EVERY:
        for param in command.params:
            if isinstance(param, TyperOption) and param.multiple and not param.hidden:
                if "repeated for several" in (param.help or ""):  # values that may hold commas (paths)
                    continue
                assert param.metavar and param.metavar.endswith("...]"), (path, param.name)
                assert "comma-separated or repeated" in (param.help or ""), (path, param.name)
                assert "[default:" in (param.help or "") or param.required, (path, param.name)


def test_names_split_on_commas_and_repeats_alike() -> None:
    assert split_names(["a,b", "c"]) == split_names(["a", "b", "c"]) == ["a", "b", "c"]
    assert split_names([" a , b ", "a"]) == ["a", "b"]  # spaces trimmed, a repeat dropped
    assert split_names(None) is None
    with pytest.raises(typer.BadParameter, match="an empty name"):
        split_names(["a,,b"])


def ids_listed(out: str) -> list[str]:
    return sorted({row["task"] for row in csv.DictReader(io.StringIO(out))})


def test_task_selection_reads_the_same_every_way(params: Path) -> None:
    by_comma = cli("tasks", "list", "--task", ",".join(TWO), "--format", "csv", "--params", str(params))
    repeated = cli("tasks", "list", "-t", TWO[0], "-t", TWO[1], "--format", "csv", "--params", str(params))
    former = cli("tasks", "list", *TWO, "--format", "csv", "--params", str(params))  # ids as arguments
    assert by_comma[0] == repeated[0] == former[0] == 0, by_comma[2]
    assert ids_listed(by_comma[1]) == ids_listed(repeated[1]) == ids_listed(former[1]) == TWO


def test_tasks_list_lists_the_whole_pack_by_default_as_its_help_says(params: Path) -> None:
    _, help_text, _ = cli("tasks", "list", "-h")
    assert "[default: every task]" in " ".join(help_text.split())
    code, out, err = cli("tasks", "list", "--format", "json", "--params", str(params))
    assert code == 0, err
    listed = json.loads(out)
    assert sorted({row["task"] for row in listed}) == PACK_IDS  # not params' one selected task
    assert set(listed[0]) == {"task", "categories", "difficulty", "grid", "language", "baselines"}
    _, everything, _ = cli("tasks", "list", "--task", "all", "--format", "json", "--params", str(params))
    assert json.loads(everything) == listed


def test_env_lists_every_environment_by_default_as_its_help_says(params: Path) -> None:
    _, help_text, _ = cli("env", "-h")
    assert "[default: every one]" in " ".join(help_text.split())
    code, out, err = cli("env", "--format", "json", "--params", str(params))
    assert code == 0, err
    assert [e["name"] for e in json.loads(out)] == ["O0", "O2"]
    code, one, _ = cli("env", "--env", "O2", "--format", "csv", "--params", str(params))
    assert [row["name"] for row in csv.DictReader(io.StringIO(one))] == ["O2"]


def test_defaults_stated_in_help_are_the_ones_params_give(params: Path) -> None:
    for path in (("tasks", "validate"), ("tasks", "margins"), ("tasks", "state-limits"), ("calibrate",)):
        _, out, _ = cli(*path, "-h")
        assert "[default: params tasks.select, or every task if it selects none]" in " ".join(out.split()), path
    _, out, _ = cli("tasks", "validate", "-h")
    assert "[default: judge.environment]" in " ".join(out.split())
    _, out, _ = cli("tasks", "margins", "-h")
    assert "[default: every one]" in " ".join(out.split())


def test_a_misspelt_name_gets_a_suggestion(params: Path) -> None:
    code, _, err = cli("tasks", "list", "--task", "rnage_sum_query", "--params", str(params))
    assert code == 2
    assert "unknown task 'rnage_sum_query' (did you mean 'range_sum_query'?)" in err
    assert len(err.strip().splitlines()) == 1  # not the 111 known ids
    code, _, err = cli("calibrate", "--env", "O22", "--params", str(params))
    assert code == 2 and "unknown environment 'O22' (did you mean 'O2'?)" in err


def test_outside_the_project_it_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    code, _, err = cli("tasks", "list")
    assert code == 2
    assert "no params.yaml in" in err and "built-in defaults apply" in err
    assert "task root does not exist: run `best` from the project root" in err


def test_a_folder_is_no_solution(params: Path, tmp_path: Path) -> None:
    code, _, err = cli("judge", "--task", "range_sum_query", "--solution", str(tmp_path), "--params", str(params))
    assert code == 2 and "solution is not a regular file" in err


def test_score_before_the_pipeline_ran_says_to_run_it(params: Path, tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    code, _, err = cli("score", "--params", str(params))
    assert code == 2
    assert "run the pipeline first (`best run`)" in err
    assert err.count("runs.parquet") == 1  # the path once


def test_the_former_spellings_still_work(params: Path) -> None:
    _, out, _ = cli("-h")
    assert "\n  run " in out and "repro" not in out  # one pipeline command listed
    code, out, _ = cli("repro", "-h")
    assert code == 0 and "former name of `best run`" in out
    code, _, err = cli("run", "--no-dvc", "--force", "--params", str(params))
    assert code == 2 and "--force" in err


def test_an_empty_table_prints_its_header_in_every_format() -> None:
    assert render(["a", "b"], [], Format.table) == "a  b"
    assert render(["a", "b"], [], Format.csv) == "a,b"
    assert json.loads(render(["a", "b"], [], Format.json)) == []
