from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from best.errors import ParamsError
from best.generate.settings import FileSettings, LocalSettings, OpenAISettings, ReferenceSettings
from best.params import DEMO_CHOICES, Params, load_params
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
    ("generate:\n  models:\n    - {name: m, backend: openia}\n", "generate.models.0.backend",
     "model 'm' has an unknown backend 'openia' (known: file, local, openai, reference)"),
    ("generate:\n  models:\n    - {name: m}\n", "generate.models.0.backend", "missing (required)"),
    ("generate:\n  models:\n    - {name: m, backend: openai, model: q}\n", "generate.models.0.base_url",
     "model 'm': its backend 'openai' needs 'base_url'"),
    ("generate:\n  models:\n    - {backend: file, path: s.jsonl}\n", "generate.models.0.name", "missing (required)"),
    ("generate:\n  models:\n    - {name: m, backend: local, treads: 2}\n", "generate.models.0.treads",
     "did you mean 'threads'?"),
    ("generate:\n  models:\n    - {name: m, backend: reference, path: s.jsonl}\n", "generate.models.0.path",
     "unknown key (known: name, backend, max_tokens, samples, prompt, languages, weights, model)"),
    ("generate:\n  models:\n    - {name: m, backend: reference, model: best}\n", "generate.models.0.model",
     "reference mode 'best' is not one of oracle, fastest, smallest, dominated"),
    ("generate:\n  models:\n    - {name: m, backend: openai, base_url: u, model: q, concurrency: 0}\n",
     "generate.models.0.concurrency", "greater than or equal to 1"),
    ("generate:\n  models: [openai]\n", "generate.models.0", "must be a mapping"),
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


def test_each_backend_gets_its_own_settings_and_defaults() -> None:
    models = Params.model_validate({"generate": {"models": [
        {"name": "a", "backend": "openai", "base_url": "http://h/v1", "model": "q"},
        {"name": "b", "backend": "local"}, {"name": "c", "backend": "reference"},
        {"name": "d", "backend": "file", "path": "s.jsonl", "samples": 3}]}}).generate.models
    assert [type(m) for m in models] == [OpenAISettings, LocalSettings, ReferenceSettings, FileSettings]
    a, b, c, d = models
    assert isinstance(a, OpenAISettings) and (a.concurrency, a.timeout_s, a.max_attempts, a.backoff_s,
                                              a.max_backoff_s, a.stop) == (4, 120.0, 5, 1.0, 60.0, [])
    assert isinstance(b, LocalSettings) and (b.model, b.threads, b.stop) == (None, 2, [])
    assert isinstance(c, ReferenceSettings) and c.model == "oracle"
    assert (d.samples, d.max_tokens, d.prompt, d.languages) == (3, None, None, None)  # None: generate's


def _leaves(data: dict[str, object], prefix: str = "") -> list[str]:
    """Every key of a YAML mapping that holds a value (a list is a value) as a dotted path."""
    keys = []
    for key, value in data.items():
        keys += _leaves(value, f"{prefix}{key}.") if isinstance(value, dict) else [prefix + key]
    return keys


def test_params_yaml_holds_the_defaults_but_the_demos_choices() -> None:
    """A key left out of params.yaml means what params.yaml says, except where the demo chose
    otherwise (DEMO_CHOICES, which docs/params.md lists with the reasons)."""
    loaded, default = load_params(ROOT / "params.yaml"), Params()

    def value(params: Params, dotted: str) -> object:
        found: object = params
        for part in dotted.split("."):
            found = found[part] if isinstance(found, dict) else getattr(found, part)
        return found

    keys = _leaves(yaml.safe_load((ROOT / "params.yaml").read_text()))
    assert set(DEMO_CHOICES) <= set(keys)
    for key in keys:
        if key in DEMO_CHOICES:
            assert value(loaded, key) != value(default, key), f"{key} is its default: not a choice of the demo's"
        else:
            assert value(loaded, key) == value(default, key), f"params.yaml's {key} is not its default"
