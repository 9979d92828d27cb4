"""Publishing tables to a real S3 server on loopback (moto_server) and to a local directory."""

from __future__ import annotations

import subprocess
import sys
import time
from io import BytesIO
from pathlib import Path

import pyarrow as pa
import pyarrow.fs as pafs
import pyarrow.parquet as pq
import pytest

from best.errors import BestError
from best.params import StorageParams
from best.storage import Retries, Storage, configure_dvc_remote
from flows.server import free_port
from tests.s3_server import S3Server

# Rows out of sample order, so that a writer that sorts (or groups) would show.
RUNS = pa.table({"environment": ["O0", "O2", "O0", "O2", "O0"], "sample": [3, 1, 2, 5, 4],
                 "verdict": ["OK", "TLE", "OK", "MLE", "WA"]})
RUNS_O0 = pa.table({"environment": ["O0", "O0", "O0"], "sample": [3, 2, 4], "verdict": ["OK", "OK", "WA"]})
RUNS_O2 = pa.table({"environment": ["O2", "O2"], "sample": [1, 5], "verdict": ["TLE", "MLE"]})
GENERATIONS = pa.table({"sample": [1, 2], "code": ["int main() {}", "class Solution {};"]})
FAST = Retries(attempts=2, connect_timeout_s=0.5, read_timeout_s=1.0)


def on_s3(s3: S3Server, uri: str) -> Storage:
    return Storage.from_params(StorageParams(uri=uri, endpoint_url=s3.endpoint_url))


def test_publish_writes_each_environment_its_own_rows_in_order(s3: S3Server, bucket: str) -> None:
    storage = on_s3(s3, f"s3://{bucket}/study")

    written = storage.publish("execute", "runs", RUNS, ["O0", "O2"])

    assert written == [f"s3://{bucket}/study/O0/execute/runs.parquet", f"s3://{bucket}/study/O2/execute/runs.parquet"]
    client = s3.client()
    for environment, expected in (("O0", RUNS_O0), ("O2", RUNS_O2)):
        body = client.get_object(Bucket=bucket, Key=f"study/{environment}/execute/runs.parquet")["Body"].read()
        assert pq.read_table(BytesIO(body)).equals(expected)


def test_pyarrow_reads_what_boto3_published(s3: S3Server, bucket: str) -> None:
    storage = on_s3(s3, f"s3://{bucket}/study")
    storage.publish("execute", "runs", RUNS, ["O0", "O2"])
    fs = pafs.S3FileSystem(endpoint_override=s3.endpoint_url.removeprefix("http://"), scheme="http",
                           region="us-east-1")

    with fs.open_input_file(f"{bucket}/study/O2/execute/runs.parquet") as f:
        assert pq.read_table(f).equals(RUNS_O2)
    assert storage.read("O0", "execute", "runs").equals(RUNS_O0)
    assert storage.read("O2", "execute", "runs").equals(RUNS_O2)


def test_a_table_without_environments_goes_to_every_environment(s3: S3Server, bucket: str) -> None:
    storage = on_s3(s3, f"s3://{bucket}")

    written = storage.publish("generate", "generations", GENERATIONS, ["O0", "O2", "O3"])

    assert written == [f"s3://{bucket}/{e}/generate/generations.parquet" for e in ("O0", "O2", "O3")]
    for environment in ("O0", "O2", "O3"):
        assert storage.read(environment, "generate", "generations").equals(GENERATIONS)


def test_an_environment_without_rows_gets_an_empty_table(s3: S3Server, bucket: str) -> None:
    storage = on_s3(s3, f"s3://{bucket}/study")

    storage.publish("execute", "runs", RUNS, ["O3"])

    assert storage.read("O3", "execute", "runs").equals(RUNS.slice(0, 0))


def test_environments_lists_the_published_prefixes_on_s3(s3: S3Server, bucket: str) -> None:
    storage = on_s3(s3, f"s3://{bucket}/study")
    assert storage.environments() == []

    storage.publish("execute", "runs", RUNS, ["O2", "O0"])
    s3.client().put_object(Bucket=bucket, Key="study/dvc/files/md5/ab/cdef", Body=b"a DVC object")

    assert storage.environments() == ["O0", "O2"]
    assert on_s3(s3, f"s3://{bucket}/elsewhere").environments() == []


def test_a_table_nobody_published_on_s3_is_missing_not_unreachable(s3: S3Server, bucket: str) -> None:
    """As locally: the error's cause is FileNotFoundError, which `watch` reads as "nothing scored yet"."""
    storage = on_s3(s3, f"s3://{bucket}/study")
    storage.publish("execute", "runs", RUNS, ["O0"])

    with pytest.raises(BestError) as error:
        storage.read("O0", "score", "summary")

    assert error.value.message == f"no table at s3://{bucket}/study/O0/score/summary.parquet"
    assert error.value.field == "storage.uri"
    assert isinstance(error.value.__cause__, FileNotFoundError)


def test_a_missing_bucket_names_storage_uri(s3: S3Server) -> None:
    storage = on_s3(s3, "s3://no-such-bucket/study")

    with pytest.raises(BestError) as publishing:
        storage.publish("execute", "runs", RUNS, ["O0"])
    with pytest.raises(BestError) as listing:
        storage.environments()

    assert publishing.value.field == "storage.uri"
    assert "s3://no-such-bucket/study/O0/execute/runs.parquet" in publishing.value.message
    assert "NoSuchBucket" in publishing.value.message
    assert listing.value.field == "storage.uri"


def test_a_closed_endpoint_fails_within_seconds_naming_storage_endpoint_url() -> None:
    endpoint = f"http://127.0.0.1:{free_port()}"
    storage = Storage.from_params(StorageParams(uri="s3://best/study", endpoint_url=endpoint), FAST)

    start = time.monotonic()
    with pytest.raises(BestError) as publishing:
        storage.publish("execute", "runs", RUNS, ["O0"])
    with pytest.raises(BestError) as reading:
        storage.read("O0", "execute", "runs")
    elapsed = time.monotonic() - start

    assert elapsed < 10
    for error in (publishing.value, reading.value):
        assert error.field == "storage.endpoint_url"
        assert "s3://best/study/O0/execute/runs.parquet" in error.message
    assert endpoint in publishing.value.message


def test_local_round_trip_is_relative_to_the_working_directory_and_byte_deterministic(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    storage = Storage.from_params(StorageParams(uri="results"))

    written = storage.publish("execute", "runs", RUNS, ["O0", "O2"])
    first = [Path(w).read_bytes() for w in written]
    # An equal table in other chunks is the same data, so it must give the same bytes.
    again = storage.publish("execute", "runs", pa.concat_tables([RUNS.slice(0, 2), RUNS.slice(2)]), ["O0", "O2"])

    assert written == again == [str(tmp_path / "results" / e / "execute" / "runs.parquet") for e in ("O0", "O2")]
    assert [Path(w).read_bytes() for w in again] == first
    assert storage.read("O0", "execute", "runs").equals(RUNS_O0)
    assert storage.read("O2", "execute", "runs").equals(RUNS_O2)
    assert sorted(p.name for p in (tmp_path / "results" / "O0" / "execute").iterdir()) == ["runs.parquet"]


def test_local_environments_ignore_dvc_and_stray_files(tmp_path: Path) -> None:
    storage = Storage.from_params(StorageParams(uri=str(tmp_path / "results")))
    assert storage.environments() == []

    storage.publish("generate", "generations", GENERATIONS, ["O2", "O0"])
    (tmp_path / "results" / "dvc" / "files").mkdir(parents=True)
    (tmp_path / "results" / "README").write_text("not an environment")

    assert storage.environments() == ["O0", "O2"]


def test_reading_a_table_nobody_published_names_its_location(tmp_path: Path) -> None:
    storage = Storage.from_params(StorageParams(uri=str(tmp_path)))

    with pytest.raises(BestError) as error:
        storage.read("O0", "execute", "runs")

    assert error.value.field == "storage.uri"
    assert error.value.message == f"no table at {tmp_path / 'O0' / 'execute' / 'runs.parquet'}"


@pytest.mark.parametrize(("uri", "field"), [("s3:///study", "storage.uri"), ("gs://bucket/study", "storage.uri")])
def test_an_unusable_uri_names_storage_uri(uri: str, field: str) -> None:
    with pytest.raises(BestError) as error:
        Storage.from_params(StorageParams(uri=uri))
    assert error.value.field == field


def test_an_endpoint_without_a_scheme_names_storage_endpoint_url() -> None:
    with pytest.raises(BestError) as error:
        Storage.from_params(StorageParams(uri="s3://best", endpoint_url="127.0.0.1:9000"))
    assert error.value.field == "storage.endpoint_url"


def test_names_cannot_climb_out_of_their_prefix(tmp_path: Path) -> None:
    storage = Storage.from_params(StorageParams(uri=str(tmp_path / "results")))

    for stage, name, environments in (("..", "runs", ["O0"]), ("execute", "../runs", ["O0"]),
                                      ("execute", "runs", ["O0", ".."]), ("execute", "runs", ["O0", "dvc"])):
        with pytest.raises(BestError):
            storage.publish(stage, name, RUNS, environments)
    assert list(tmp_path.rglob("*")) == []


def test_dvc_remote_is_the_dvc_prefix_with_its_endpoint(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)

    s3 = Storage.from_params(StorageParams(uri="s3://best/study/", endpoint_url="http://127.0.0.1:9000",
                                           region="eu-west-1"))
    local = Storage.from_params(StorageParams(uri="results"))

    assert s3.dvc_remote() == ("s3://best/study/dvc", {"region": "eu-west-1", "endpointurl": "http://127.0.0.1:9000"})
    assert Storage.from_params(StorageParams(uri="s3://best")).dvc_remote() == ("s3://best/dvc",
                                                                                {"region": "us-east-1"})
    assert local.dvc_remote() == (str(tmp_path / "results" / "dvc"), {})


def dvc(repo: Path, *args: str) -> str:
    return subprocess.run([sys.executable, "-m", "dvc", *args], cwd=repo, capture_output=True, text=True,
                          check=True).stdout


@pytest.fixture
def dvc_repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("DVC_NO_ANALYTICS", "1")
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    dvc(tmp_path, "init", "-q")
    return tmp_path


def test_configure_dvc_remote_writes_only_the_git_ignored_local_config(dvc_repo: Path) -> None:
    storage = Storage.from_params(StorageParams(uri="s3://best/study", endpoint_url="http://127.0.0.1:9000"))

    configure_dvc_remote(storage, dvc_repo)

    listed = dict(line.split("=", 1) for line in dvc(dvc_repo, "config", "--local", "--list").splitlines())
    assert listed == {"core.remote": "storage", "remote.storage.url": "s3://best/study/dvc",
                      "remote.storage.region": "us-east-1", "remote.storage.endpointurl": "http://127.0.0.1:9000"}
    assert "storage" not in (dvc_repo / ".dvc" / "config").read_text()
    subprocess.run(["git", "check-ignore", "-q", ".dvc/config.local"], cwd=dvc_repo, check=True)


def test_configure_dvc_remote_outside_a_dvc_repository_reports_dvcs_error(tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DVC_NO_ANALYTICS", "1")

    with pytest.raises(BestError) as error:
        configure_dvc_remote(Storage.from_params(StorageParams(uri=str(tmp_path / "results"))), tmp_path)

    assert "Not inside a DVC repo" in error.value.message
