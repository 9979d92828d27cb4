"""One model from the command line (`best eval`): its params entry, made from a few options,
and its rows of the tables the pipeline prints.

A researcher with an endpoint should not have to learn params.yaml's model list first. The
entry is checked as generate checks every entry, then added to a copy of the params in which
the models are those already scored here (on this machine's leaderboard), so the pipeline
scores the new model beside them, their samples and measurements answered by the caches,
and never starts generating for a demo model nobody asked for.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pyarrow.parquet as pq
import yaml
from pydantic import TypeAdapter, ValidationError

from best.errors import ParamsError
from best.generate.settings import ModelParams
from best.layout import Layout
from best.names import file_model_name, model_name_of
from best.params import Params
from best.schema import parse_model, validation_error

MODEL = TypeAdapter[ModelParams](ModelParams)
BACKENDS = ("openai", "file")
# A params field of the entry, as the option of `best eval` that sets it.
OPTION_OF = {"base_url": "--base-url", "api_key_env": "--api-key-env", "model": "--model", "path": "--model",
             "name": "--name", "samples": "--samples"}


def _option(field: str | None) -> str:
    last = (field or "model").rsplit(".", 1)[-1]
    return OPTION_OF.get(last, "--model")


def model_entry(spec: str, *, base_url: str | None = None, api_key_env: str | None = None, name: str | None = None,
                samples: int | None = None) -> ModelParams:
    """`openai:NAME` (served at base_url) or `file:PATH` (samples as JSONL) as a params entry;
    a mistake is named by the option that made it."""
    backend, sep, rest = spec.partition(":")
    if not sep or backend not in BACKENDS or not rest:
        raise ParamsError(f"{spec!r} is not BACKEND:NAME with BACKEND one of {', '.join(BACKENDS)} "
                          "(openai:MODEL served at --base-url, or file:SAMPLES.jsonl)", field="--model")
    entry: dict[str, Any]
    if backend == "openai":
        if not base_url:
            raise ParamsError(f"{spec} needs the endpoint: --base-url http://HOST:PORT/v1", field="--base-url")
        entry = {"backend": "openai", "model": rest, "base_url": base_url}
        if api_key_env:
            entry["api_key_env"] = api_key_env
        default_name = model_name_of("", rest) or rest  # an id that cannot name a model is refused below
    else:
        if base_url or api_key_env:
            raise ParamsError("a file of samples has no endpoint: --base-url and --api-key-env are for openai:MODEL",
                              field="--base-url" if base_url else "--api-key-env")
        entry = {"backend": "file", "path": rest}
        default_name = file_model_name(Path(rest).stem)
    entry = {"name": name or default_name, **entry, **({"samples": samples} if samples else {})}
    try:
        return MODEL.validate_python(entry)
    except ValidationError as exc:
        first = validation_error(exc, Path("--model"), ModelParams)[0]
        raise ParamsError(first.message, field=_option(first.field)) from None


def on_cli(error: ParamsError, where: str) -> ParamsError:
    """An error a backend raised about `where.<field>` (its params entry), as the option that set it."""
    if error.field and error.field.startswith(where):
        return ParamsError(error.message, field=_option(error.field))
    return error


def scored_here(params: Params, data: Layout) -> set[str]:
    """The models scored in every executed environment of this machine's data folder."""
    boards = []
    for env in params.execute.environments:
        summary = data.score(env) / "summary.parquet"
        boards.append(set(pq.read_table(summary, columns=["model"]).column("model").to_pylist())
                      if summary.exists() else set())
    return set.intersection(*boards) if boards else set()


def eval_params(raw: Any, params: Params, model: ModelParams, out: Path, *, scored: set[str],
                evaluated: Sequence[ModelParams] = (), tasks: list[str] | None = None) -> str:
    """The params file's content with, as its models, those scored here (of params' models and
    of those an earlier `best eval` added, `evaluated`) and the new one, and with `tasks`, only
    those tasks selected. A model already known under the new one's name must be this very
    model: two settings under one name would share samples and scores. Keys keep the file's
    order, so the same inputs write the same bytes."""
    known = {m.name: m for m in [*evaluated, *params.generate.models]}  # params' own settings win
    same = known.get(model.name)
    if same is not None and same != model:
        raise ParamsError(f"a model named {model.name!r} with other settings is already "
                          f"{'in params' if same in params.generate.models else 'evaluated here'}; "
                          "give this one another --name", field="--name")
    data = dict(raw or {})
    if tasks:
        data["tasks"] = {**dict(data.get("tasks") or {}), "select": list(tasks)}
    kept = [m for name, m in sorted(known.items()) if name in scored and name != model.name]
    data["generate"] = {**dict(data.get("generate") or {}),
                        "models": [m.model_dump(exclude_defaults=True) for m in [*kept, model]]}
    parse_model(Params, data, out, ParamsError)  # what the pipeline will load, checked before it is written
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=120)


def model_rows(table: str, model: str) -> str:
    """A Markdown table cut to its header and the model's row (the title and notes kept)."""
    lines = table.splitlines()
    kept, column = [], 1
    for i, line in enumerate(lines):
        cells = [c.strip().strip("*") for c in line.split("|")]
        if not line.startswith("|") or line.startswith("|-"):
            kept.append(line)
        elif i + 1 < len(lines) and lines[i + 1].startswith("|-"):  # the header: where the model's name is
            column = cells.index("model") if "model" in cells else 1
            kept.append(line)
        elif len(cells) > column and cells[column] == model:
            kept.append(line)
    return "\n".join(kept).strip() + "\n"
