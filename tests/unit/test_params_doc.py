"""docs/params.md is rendered from the params models, and every key there has a meaning."""

from __future__ import annotations

from typing import Any, get_args

from pydantic import BaseModel

from best.params import Params
from best.params_doc import COMMAND, render
from tests.conftest import ROOT


def _models(annotation: Any, found: list[type[BaseModel]]) -> list[type[BaseModel]]:
    """Every model inside an annotation (lists, unions, a union of backends' settings), each once."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        if annotation not in found:
            found.append(annotation)
            for info in annotation.model_fields.values():
                _models(info.annotation, found)
        return found
    for arg in get_args(annotation):
        _models(arg, found)
    return found


def test_every_key_of_every_model_has_a_description() -> None:
    models = _models(Params, [])
    assert {"OpenAISettings", "FileSettings", "WatchEndpointParams", "SettingParams"} <= {m.__name__ for m in models}
    undescribed = [f"{m.__name__}.{key}" for m in models for key, info in m.model_fields.items()
                   if not info.description]
    assert undescribed == []


def test_docs_params_md_is_rendered_from_the_models() -> None:
    page = (ROOT / "docs" / "params.md").read_text(encoding="utf-8")
    assert page == render(), f"docs/params.md is stale: run `.venv/bin/{COMMAND}` and commit the result"


def test_the_page_has_a_section_per_namespace_and_backend() -> None:
    page = render()
    for name in Params.model_fields:
        assert f"\n## `{name}`\n" in page
    for tag in ("openai", "local", "reference", "file"):
        assert f"\n### `backend: {tag}`\n" in page
    assert "| `max_backoff_s` | number | `60.0` |" in page  # an openai model's key, from its settings
    assert "| `samples` | integer | `20` |" in page  # generate.samples, params.yaml's value
