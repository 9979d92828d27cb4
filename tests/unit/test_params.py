from __future__ import annotations

from pathlib import Path

import pytest

from best.errors import ParamsError
from best.params import Params, load_params
from tests.conftest import ROOT


def test_project_params_load() -> None:
    p = load_params(ROOT / "params.yaml")
    assert [(e.name, e.language) for e in p.environments] == [("O0", "cpp"), ("O2", "cpp"), ("O3", "cpp"),
                                                             ("py", "python")]
    assert p.environment().flags == []
    assert p.calibrate.slack == 10.0 and p.calibrate.margin == 2.0


def test_missing_file_means_defaults(tmp_path: Path) -> None:
    assert load_params(tmp_path / "absent.yaml") == Params()


@pytest.mark.parametrize("text,field,message", [
    ("judge:\n  time_repeat: 3\n", "judge.time_repeat", "unknown key"),
    ("calibrate:\n  slack: one\n", "calibrate.slack", "number"),
    ("calibrate:\n  slack: 0.5\n", "calibrate.slack", "greater than 1"),
    ("judge:\n  environment: O9\n", None, "not one of environments"),
    ("environments:\n  - {name: a}\n  - {name: a}\njudge: {environment: a}\n", None, "repeat"),
    ("scores: {}\n", "scores", "unknown key"),
    ("judge: [1, 2\n", "line", "invalid YAML"),
])
def test_bad_params_name_the_field(tmp_path: Path, text: str, field: str | None, message: str) -> None:
    path = tmp_path / "params.yaml"
    path.write_text(text)
    with pytest.raises(ParamsError) as info:
        load_params(path)
    assert info.value.file == str(path)
    if field:
        assert info.value.field is not None and info.value.field.startswith(field)
    assert message in str(info.value)


def test_unknown_environment_is_an_error() -> None:
    with pytest.raises(ParamsError, match="unknown environment"):
        Params().environment("O7")
