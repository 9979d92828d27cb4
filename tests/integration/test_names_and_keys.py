"""Names and keys are data: hostile names are refused or made harmless where they enter, and
an API key reaches no log line, table, report or published object.

Names come from params and registry files, from `best eval`'s options and from what an
endpoint says it serves; they become paths, S3 keys, table keys and HTML. The key comes
from the environment and goes to the endpoint only, even when the endpoint sends it back.
"""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
import yaml
from bs4 import BeautifulSoup
from typer.testing import CliRunner

from best.cli import app
from best.errors import BestError, ParamsError
from best.generate.settings import OpenAISettings
from best.names import MODEL_NAME
from best.params import StorageParams, load_params
from best.storage import Storage
from best.watch import discovered, watch_params
from tests.conftest import ROOT, needs_root
from tests.integration.test_eval import workspace
from tests.integration.test_watch import pair_count_solution
from tests.openai_fake import FakeOpenAI, serve
from tests.s3_server import S3Server

TRAVERSAL = "../../etc/passwd"
LONG = "x" * 300
CONTROL = "coder\x1b[2J\x07\nv2"
HTML = "acme/<img src=x onerror=alert(1)>"
HOSTILE = [TRAVERSAL, LONG, CONTROL, HTML, ".", "..", "-rf", "acme/coder-1"]


def watched(tmp_path: Path, url: str) -> Path:
    path = tmp_path / "params.yaml"
    path.write_text(yaml.safe_dump({"storage": {"uri": str(tmp_path / "published")},
                                    "watch": {"endpoints": [{"base_url": url}],
                                              "params_out": str(tmp_path / "watched.yaml")}}))
    return path


def test_served_ids_become_safe_names_or_are_skipped_with_the_endpoint_named(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with serve(FakeOpenAI(models=HOSTILE)) as fake:
        params = load_params(watched(tmp_path, fake.url))
        found = discovered(params, attempts=1)
    names = {m.model: m.name for m in found if isinstance(m, OpenAISettings)}
    assert len(names) == len(found)
    assert names == {TRAVERSAL: "etc-passwd", HTML: "acme--img-src-x-onerror-alert-1--", "-rf": "rf",
                     "acme/coder-1": "acme-coder-1"}
    assert all(re.fullmatch(MODEL_NAME, name) for name in names.values())
    said = capsys.readouterr().out
    for skipped in (LONG, CONTROL, ".", ".."):
        assert f"watch.endpoints.0: skipped the served id {repr(skipped)[:80]}" in said
    assert "\x1b" not in said and "\x07" not in said and LONG not in said  # quoted, escaped and cut
    # what the watch flow writes is params the pipeline loads, the served ids kept as data
    out = tmp_path / "watched.yaml"
    out.write_text(watch_params({}, params, found, out))
    assert {m.model for m in load_params(out).generate.models if isinstance(m, OpenAISettings)} >= {TRAVERSAL, HTML}


@pytest.mark.parametrize("name", [TRAVERSAL, "..", ".hidden", "a/b", "x" * 129, "bad\nname", "bad\x1bname",
                                  "<b>x</b>", "a b", "-rf", ""])
def test_a_hostile_model_name_in_params_or_a_registry_is_an_error_naming_the_file_and_the_field(
        tmp_path: Path, name: str) -> None:
    params = tmp_path / "params.yaml"
    params.write_text(yaml.safe_dump({"generate": {"models": [{"name": name, "backend": "reference",
                                                               "model": "oracle"}]}}))
    with pytest.raises(ParamsError) as refused:
        load_params(params)
    assert (refused.value.file, refused.value.field) == (str(params), "generate.models.0.name")

    registry = tmp_path / "models.yaml"
    registry.write_text(yaml.safe_dump([{"name": name, "backend": "reference", "model": "oracle"}]))
    params.write_text(yaml.safe_dump({"watch": {"registry": str(registry)}}))
    with pytest.raises(BestError) as listed:
        discovered(load_params(params))
    assert (listed.value.file, listed.value.field) == (str(registry), "0.name")


@pytest.mark.parametrize(("where", "field"), [({"generate": {"prompt": TRAVERSAL}}, "generate.prompt"), (
    {"generate": {"models": [{"name": "m", "backend": "reference", "model": "oracle", "prompt": "../both"}]}},
    "generate.models.0.prompt")])
def test_a_prompt_variant_that_is_a_path_is_refused(tmp_path: Path, where: dict[str, Any], field: str) -> None:
    """A variant names a template file under prompts_dir: never one elsewhere."""
    params = tmp_path / "params.yaml"
    params.write_text(yaml.safe_dump(where))
    with pytest.raises(ParamsError) as refused:
        load_params(params)
    assert (refused.value.file, refused.value.field) == (str(params), field)


@pytest.mark.parametrize("name", ["..", "../x", "a/b", "x" * 65, "O0\n", "<O0>"])
def test_a_hostile_environment_name_is_refused_by_params_and_by_storage(tmp_path: Path, name: str) -> None:
    params = tmp_path / "params.yaml"
    params.write_text(yaml.safe_dump({"environments": [{"name": name, "flags": []}]}))
    with pytest.raises(ParamsError) as refused:
        load_params(params)
    assert (refused.value.file, refused.value.field) == (str(params), "environments.0.name")
    # a table written by hand reaches storage without params: it checks again, before any write
    storage = Storage.from_params(StorageParams(uri=str(tmp_path / "published")))
    table = pa.table({"environment": [name], "x": [1]})
    if "/" in name or name in ("..", "."):
        with pytest.raises(BestError, match="cannot name a storage folder"):
            storage.publish("execute", "runs", table, ["O0", name])
        assert not (tmp_path / "published").exists()  # nothing written, not even the valid one


@pytest.mark.parametrize("spec", ["openai:" + CONTROL, "openai:" + LONG, "openai:.."])
def test_best_eval_refuses_a_model_that_cannot_be_named_and_says_which_option(tmp_path: Path, spec: str,
                                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    shutil.copy(ROOT / "params.yaml", tmp_path / "params.yaml")
    result = CliRunner().invoke(app, ["eval", "--model", spec, "--base-url", "http://127.0.0.1:9/v1"])
    assert result.exit_code == 2, result.stdout + result.stderr
    assert "--name" in result.stderr or "--model" in result.stderr
    assert "\x1b" not in result.stderr and LONG not in result.stderr


def readable(data: bytes) -> bytes:
    """A file's content as a search can see it: a Parquet file's columns are compressed, so its
    rows are searched instead (tables, their DVC cache copies, published objects)."""
    if data[:4] == b"PAR1":
        rows = pq.read_table(pa.BufferReader(data)).to_pylist()
        return json.dumps(rows, default=str, ensure_ascii=False).encode()
    return data


def every_byte(root: Path) -> dict[str, bytes]:
    return {str(p): readable(p.read_bytes()) for p in root.rglob("*") if p.is_file()}


@needs_root
@pytest.mark.slow
def test_the_api_key_reaches_no_log_table_report_or_published_object_and_hostile_text_stays_text(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str], s3: S3Server,
        *, bucket: str, prefect_api: str) -> None:
    """`best eval` of a model served under an id full of HTML, by an endpoint that echoes the
    key in an error and in its answers, whose answers also carry markup."""
    key = f"sk-best-canary-{os.urandom(12).hex()}"
    monkeypatch.setenv("CANARY_API_KEY", key)
    workspace(tmp_path)  # best eval's own test's: pair_count, O0, a never-scored reference in params
    params = yaml.safe_load((tmp_path / "params.yaml").read_text())
    params["generate"]["samples"] = 2
    params["storage"] = {"uri": f"s3://{bucket}/results", "endpoint_url": s3.endpoint_url}
    (tmp_path / "params.yaml").write_text(yaml.safe_dump(params, sort_keys=False))
    monkeypatch.chdir(tmp_path)
    payload = "</pre></script><script>window.pwned = 1</script><img src=x onerror=alert(1)>"

    def answer(body: dict[str, Any]) -> str:
        solution = pair_count_solution(os.urandom(8).hex())
        return solution.replace("  // ", f"  // ECHO_KEY {payload} ", 1)

    fake = FakeOpenAI(models=[HTML], api_key=key, faults=["echo-key"], answer=answer, echo_key=True)
    with serve(fake):
        result = CliRunner().invoke(app, ["eval", "--model", f"openai:{HTML}", "--base-url", fake.url,
                                          "--api-key-env", "CANARY_API_KEY"])
    assert result.exit_code == 0, result.stdout + result.stderr
    assert fake.requests >= 8 and sum(fake.completions.values()) >= 7  # 2x2 cells, 2 samples: one answer refused
    printed = capfd.readouterr()

    # it was used (the endpoint refuses requests without it) and sent back, and went nowhere else
    places = every_byte(tmp_path) | every_byte(Path(os.environ["PREFECT_HOME"]))
    client = s3.client()
    objects = client.list_objects_v2(Bucket=bucket).get("Contents", [])
    assert any(o["Key"].endswith("runs.parquet") for o in objects)
    places |= {f"s3://{bucket}/{o['Key']}": readable(client.get_object(Bucket=bucket, Key=o["Key"])["Body"].read())
               for o in objects}
    places |= {"stdout": (result.stdout + printed.out).encode(), "stderr": (result.stderr + printed.err).encode()}
    leaked = [where for where, data in places.items() if key.encode() in data]
    assert leaked == []
    # where it was sent back, the tables hold the echo without it: the refused sample's error, the answers
    generations = places[str(tmp_path / "data" / "generate" / "generations.parquet")]
    assert b"invalid request from Bearer [redacted]" in generations and b"// Bearer [redacted] " in generations

    # the markup of the served id and of the answers is text on every page of the report
    pages = list((tmp_path / "data" / "report").rglob("*.html"))
    assert pages
    for page in pages:
        soup = BeautifulSoup(page.read_text(encoding="utf-8"), "html.parser")
        assert not soup.find_all("img", attrs={"onerror": True}), page
        assert not [s for s in soup.find_all("script") if "pwned" in s.get_text()], page
    report = (tmp_path / "data" / "report" / "index.html").read_text(encoding="utf-8")
    assert "acme--img-src-x-onerror-alert-1--" in report
    assert "window.pwned" in BeautifulSoup(report, "html.parser").get_text()  # shown, as text
