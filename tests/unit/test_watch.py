"""Finding models to evaluate: listing endpoints, reading the registry, the leaderboard in storage."""

from __future__ import annotations

from pathlib import Path
from typing import Any, cast

import httpx
import pyarrow as pa
import pytest
import yaml

from best import watch
from best.errors import BestError, ParamsError
from best.generate.settings import FileSettings, ModelParams, OpenAISettings, ReferenceSettings
from best.params import Params, StorageParams, WatchEndpointParams, load_params
from best.storage import Storage
from best.tables import SUMMARY
from flows.server import free_port
from tests.openai_fake import FakeOpenAI, serve


def endpoint(url: str, **settings: object) -> WatchEndpointParams:
    return WatchEndpointParams.model_validate({"base_url": url, **settings})


def listing_error(fake: FakeOpenAI, **settings: object) -> BestError:
    with serve(fake), pytest.raises(BestError) as info:
        watch.served_models(endpoint(fake.url, **settings), "watch.endpoints.1", backoff_s=0)
    return info.value


def test_an_endpoints_models_get_its_prefix_and_settings() -> None:
    with serve(FakeOpenAI(models=["zeta", "Qwen/Qwen2.5-Coder 7B", "alpha"])) as fake:
        models = cast(list[OpenAISettings], watch.endpoint_models(  # an endpoint serves OpenAI-compatible models
            endpoint(fake.url, prefix="lab-", concurrency=2, max_tokens=300, stop=["```"]), "watch.endpoints.0"))
    assert [(m.name, m.model) for m in models] == [
        ("lab-Qwen-Qwen2.5-Coder-7B", "Qwen/Qwen2.5-Coder 7B"), ("lab-alpha", "alpha"), ("lab-zeta", "zeta")]
    assert models[0] == OpenAISettings(name="lab-Qwen-Qwen2.5-Coder-7B", backend="openai", base_url=fake.url,
                                       model="Qwen/Qwen2.5-Coder 7B", concurrency=2, max_tokens=300, stop=["```"])


def test_the_key_is_sent_and_a_refused_one_names_api_key_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LAB_KEY", "right")
    with serve(FakeOpenAI(models=["m"], api_key="right")) as fake:
        assert watch.served_models(endpoint(fake.url, api_key_env="LAB_KEY"), "watch.endpoints.0") == ["m"]
    monkeypatch.setenv("LAB_KEY", "wrong")
    error = listing_error(FakeOpenAI(models=["m"], api_key="right"), api_key_env="LAB_KEY")
    assert error.field == "watch.endpoints.1.api_key_env"
    assert "/v1/models: HTTP 401, the key in LAB_KEY was refused" in error.message


def test_an_unset_key_variable_is_named_before_any_request(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("LAB_KEY", raising=False)
    fake = FakeOpenAI(models=["m"])
    error = listing_error(fake, api_key_env="LAB_KEY")
    assert (error.field, fake.list_requests) == ("watch.endpoints.1.api_key_env", 0)
    assert "LAB_KEY" in error.message


@pytest.mark.parametrize("fault,message", [
    ("404", "HTTP 404"),
    ("garbage", "the reply is not JSON: '<html>upstream proxy error</html>'"),
    ("no-data", "the reply has no list `data`"),
])
def test_a_reply_that_is_no_model_list_names_the_endpoint(fault: str, message: str) -> None:
    fake = FakeOpenAI(models=["m"], list_faults=[fault])
    error = listing_error(fake)
    assert error.field == "watch.endpoints.1.base_url"
    assert error.message.startswith(f"GET {fake.url}/models: ") and message in error.message
    assert fake.list_requests == 1  # none of these is retried


@pytest.mark.parametrize("data,message", [
    ([{"name": "m"}], "data.0 has no string `id`"),
    ([{"id": "m"}, {"id": 7}], "data.1 has no string `id`"),
    (["m"], "data.0 has no string `id`"),
    ({"id": "m"}, "has no list `data`"),
])
def test_entries_without_an_id_are_named(data: object, message: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(httpx, "get", lambda *a, **k: httpx.Response(200, json={"data": data}))
    with pytest.raises(BestError, match=message) as info:
        watch.served_models(endpoint("http://lab/v1"), "watch.endpoints.0")
    assert info.value.field == "watch.endpoints.0.base_url"


def test_5xx_is_retried_then_listed() -> None:
    with serve(FakeOpenAI(models=["m"], list_faults=["500", "500"])) as fake:
        assert watch.served_models(endpoint(fake.url), "watch.endpoints.0", backoff_s=0) == ["m"]
    assert fake.list_requests == 3


def test_retries_are_bounded() -> None:
    fake = FakeOpenAI(models=["m"], list_faults=["500"] * 5)
    error = listing_error(fake)
    assert fake.list_requests == 3
    assert "failed after 3 attempt(s): HTTP 500" in error.message and error.field == "watch.endpoints.1.base_url"
    refused = endpoint(f"http://127.0.0.1:{free_port()}/v1")  # nothing listens there
    with pytest.raises(BestError, match=r"failed after 2 attempt\(s\): ConnectError"):
        watch.served_models(refused, "watch.endpoints.0", attempts=2, backoff_s=0)


def registry(tmp_path: Path, text: str) -> Params:
    (tmp_path / "registry.yaml").write_text(text)
    return Params.model_validate({"watch": {"registry": str(tmp_path / "registry.yaml")}})


def test_registry_models_are_taken_as_given(tmp_path: Path) -> None:
    (tmp_path / "imported.jsonl").write_text("")
    params = registry(tmp_path, f"- {{name: imported, backend: file, path: {tmp_path / 'imported.jsonl'}}}\n"
                                "- {name: oracle, backend: reference, model: oracle, samples: 2}\n")
    assert watch.discovered(params) == [
        FileSettings(name="imported", backend="file", path=str(tmp_path / "imported.jsonl")),
        ReferenceSettings(name="oracle", backend="reference", model="oracle", samples=2)]
    assert watch.discovered(registry(tmp_path, "")) == []


@pytest.mark.parametrize("text,field,message", [
    ("- {name: a, backend: reference}\n- {name: b, backend: reference, sampels: 2}\n", "1.sampels",
     "did you mean 'samples'"),
    ("- {name: a b, backend: reference}\n", "0.name", "should match pattern"),
    ("- {name: a, backend: openia}\n", "0.backend", "unknown backend 'openia'"),
    ("- {name: a, backend: openai, model: m}\n", "0.base_url", "needs 'base_url'"),
    ("{name: a, backend: reference}\n", None, "must be a list of models"),
    ("- [a\n", "line 2", "invalid YAML"),
])
def test_registry_errors_name_the_file_and_the_entry(tmp_path: Path, text: str, field: str | None,
                                                     message: str) -> None:
    params = registry(tmp_path, text)
    with pytest.raises(BestError, match=message) as info:
        watch.discovered(params)
    assert (info.value.file, info.value.field) == (str(tmp_path / "registry.yaml"), field)


def test_a_missing_registry_names_the_key(tmp_path: Path) -> None:
    params = Params.model_validate({"watch": {"registry": str(tmp_path / "absent.yaml")}})
    with pytest.raises(BestError, match="no such registry file") as info:
        watch.discovered(params)
    assert info.value.field == "watch.registry"


def test_one_name_from_two_places_is_an_error(tmp_path: Path) -> None:
    with serve(FakeOpenAI(models=["m"])) as fake:
        (tmp_path / "registry.yaml").write_text("- {name: lab-m, backend: reference}\n")
        params = Params.model_validate({"watch": {"endpoints": [{"base_url": fake.url, "prefix": "lab-"}],
                                                  "registry": str(tmp_path / "registry.yaml")}})
        with pytest.raises(ParamsError, match=r"'lab-m' comes from both watch.endpoints.0 and .*registry.yaml"):
            watch.discovered(params)
        fake.models[:] = ["m-", "m "]
        with pytest.raises(ParamsError, match=r"served ids 'm ' and 'm-' both become model name 'lab-m-'") as info:
            watch.discovered(params)
        assert info.value.field == "watch.endpoints.0"
        fake.models[:] = ["m"]
        twice = Params.model_validate({"watch": {"endpoints": [{"base_url": fake.url}, {"base_url": fake.url}]}})
        with pytest.raises(ParamsError, match=r"'m' \(served as 'm'\) comes from both watch.endpoints.0 and "
                                              r"watch.endpoints.1; give an endpoint a prefix"):
            watch.discovered(twice)


def test_watch_keys_are_checked_like_every_other(tmp_path: Path) -> None:
    path = tmp_path / "params.yaml"
    path.write_text("watch:\n  endpoints:\n    - {base_url: 'http://lab/v1', prefx: lab-}\n")
    with pytest.raises(ParamsError, match="did you mean 'prefix'") as info:
        load_params(path)
    assert info.value.field == "watch.endpoints.0.prefx"
    assert Params().watch.endpoints == [] and Params().watch.registry is None
    assert watch.discovered(Params()) == []


def summary_rows(env: str, *models: str) -> pa.Table:
    return pa.Table.from_pylist([{"environment": env, "model": m, "metric": "pass", "setting": "-", "k": 1,
                                  "by": "all", "group": "all", "tasks": 1, "gaps": 0, "value": 1.0}
                                 for m in models], schema=SUMMARY)


def test_scored_means_on_the_leaderboard_of_every_executed_environment(tmp_path: Path) -> None:
    params = Params.model_validate({
        "environments": [{"name": "O0"}, {"name": "O2", "flags": ["-O2"]}],
        "execute": {"environments": ["O0", "O2"]}, "storage": {"uri": str(tmp_path / "published")}})
    assert watch.scored(params) == set()  # nothing published yet
    storage = Storage(StorageParams(uri=str(tmp_path / "published")))
    storage.publish("score", "summary", summary_rows("O0", "a", "b"), ["O0"])
    assert watch.scored(params) == set()  # O2 has scored nothing yet
    storage.publish("score", "summary", summary_rows("O2", "b", "c"), ["O2"])
    assert watch.scored(params) == {"b"}
    assert watch.scored(params.only("O0")) == {"a", "b"}
    found: list[ModelParams] = [ReferenceSettings(name=n, backend="reference") for n in ("c", "a", "d")]
    assert watch.new_models(found, watch.scored(params)) == ["c", "a", "d"]
    assert watch.new_models(found, {"a", "c", "d"}) == []


def test_unreachable_storage_is_an_error_not_an_empty_board(tmp_path: Path) -> None:
    (tmp_path / "published").write_text("a file where the storage directory should be")
    params = Params.model_validate({"storage": {"uri": str(tmp_path / "published")}})
    with pytest.raises(BestError, match="cannot read") as info:
        watch.scored(params)
    assert info.value.field == "storage.uri"


def test_the_written_params_add_discovered_models_once(tmp_path: Path) -> None:
    raw: dict[str, Any] = {"tasks": {"root": "tasks"}, "generate": {"samples": 1, "models": [
        {"name": "lab-a", "backend": "openai", "base_url": "http://mine/v1", "model": "a"}]}}
    params = Params.model_validate(raw)
    found: list[ModelParams] = [
        OpenAISettings(name=f"lab-{m}", backend="openai", base_url="http://lab/v1", model=m, concurrency=2)
        for m in ("a", "b")]
    text = watch.watch_params(raw, params, found, tmp_path / "out.yaml")
    assert yaml.safe_load(text) == {"tasks": {"root": "tasks"}, "generate": {"samples": 1, "models": [
        {"name": "lab-a", "backend": "openai", "base_url": "http://mine/v1", "model": "a"},
        {"name": "lab-b", "backend": "openai", "model": "b", "base_url": "http://lab/v1",
         "concurrency": 2}]}}
    assert watch.watch_params(raw, params, found, tmp_path / "out.yaml") == text
    assert raw["generate"]["models"][0]["name"] == "lab-a" and len(raw["generate"]["models"]) == 1  # not edited
    defaults = watch.watch_params({}, Params(), found[:1], tmp_path / "out.yaml")
    assert [m["name"] for m in yaml.safe_load(defaults)["generate"]["models"]] == ["reference", "lab-a"]
