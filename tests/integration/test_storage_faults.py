"""Publishing to S3 while the server goes away: a real moto_server behind a TCP proxy that cuts it off.

A publish of several tables that dies in the middle leaves some objects complete and the rest
absent: that is the contract (best/storage.py), as long as no object is partial and a rerun
completes. Every assertion on the bucket is therefore "each object listed equals, byte for
byte, what an uninterrupted publish writes; the others are absent".
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import numpy as np
import pyarrow as pa
import pytest

from best.errors import BestError
from best.params import StorageParams
from best.storage import Retries, Storage
from tests.s3_server import S3Server
from tests.tcp_proxy import TcpProxy, tcp_proxy

ENVIRONMENTS = ["O0", "O2", "O3"]
ATTEMPTS = 3
FAST = Retries(attempts=ATTEMPTS, connect_timeout_s=0.5, read_timeout_s=2.0)
BOUND_S = 10.0  # three attempts, standard backoff (under 1 s, then under 2 s), nothing slow to time out


def runs_table() -> pa.Table:
    """Tens of kilobytes per environment, incompressible, so a body spans many TCP segments."""
    rng = np.random.RandomState(7)
    n = 6000
    return pa.table({"environment": np.repeat(ENVIRONMENTS, n // len(ENVIRONMENTS)),
                     "sample": np.arange(n, dtype=np.int32),
                     "time_ms": rng.random_sample(n)})


RUNS = runs_table()


@pytest.fixture
def proxy(s3: S3Server) -> Iterator[TcpProxy]:
    target = urlsplit(s3.endpoint_url)
    assert target.hostname is not None and target.port is not None
    with tcp_proxy((target.hostname, target.port)) as p:
        yield p


@pytest.fixture(scope="module")
def complete(tmp_path_factory: pytest.TempPathFactory) -> dict[str, bytes]:
    """What an uninterrupted publish writes, by key under the prefix (the same bytes locally and on S3)."""
    root = tmp_path_factory.mktemp("complete")
    written = Storage.from_params(StorageParams(uri=str(root))).publish("execute", "runs", RUNS, ENVIRONMENTS)
    return {Path(w).relative_to(root).as_posix(): Path(w).read_bytes() for w in written}


def objects(s3: S3Server, bucket: str) -> dict[str, bytes]:
    client = s3.client()
    listed = client.list_objects_v2(Bucket=bucket, Prefix="study/").get("Contents", [])
    return {o["Key"].removeprefix("study/"): client.get_object(Bucket=bucket, Key=o["Key"])["Body"].read()
            for o in listed}


def through(proxy: TcpProxy, bucket: str) -> Storage:
    return Storage.from_params(StorageParams(uri=f"s3://{bucket}/study", endpoint_url=proxy.url), FAST)


@pytest.mark.parametrize("cut_at", ["head", "halfway", "last byte"])
def test_a_server_gone_during_the_second_table_fails_in_seconds_leaving_the_first_whole_and_no_partial_object(
        s3: S3Server, bucket: str, proxy: TcpProxy, complete: dict[str, bytes], cut_at: str) -> None:
    second = complete["O2/execute/runs.parquet"]
    body_bytes = {"head": 0, "halfway": len(second) // 2, "last byte": len(second)}[cut_at]
    proxy.cut_during("PUT", whole=1, body_bytes=body_bytes)
    storage = through(proxy, bucket)

    start = time.monotonic()
    with pytest.raises(BestError) as failed:
        storage.publish("execute", "runs", RUNS, ENVIRONMENTS)
    elapsed = time.monotonic() - start

    assert failed.value.field == "storage.endpoint_url"
    assert f"s3://{bucket}/study/O2/execute/runs.parquet" in failed.value.message
    assert proxy.url in failed.value.message
    assert f"after {ATTEMPTS} attempt(s)" in failed.value.message
    assert elapsed < BOUND_S
    # the first table whole, the second cut, then every later attempt refused: the retries are bounded
    assert [line.split()[1] for line in proxy.requests] == [f"/{bucket}/study/O0/execute/runs.parquet",
                                                            f"/{bucket}/study/O2/execute/runs.parquet"]
    assert proxy.refused == ATTEMPTS - 1
    published = objects(s3, bucket)
    assert set(published) <= {"O0/execute/runs.parquet", "O2/execute/runs.parquet"}
    assert "O0/execute/runs.parquet" in published
    for key, data in published.items():
        assert data == complete[key], key
    if cut_at != "last byte":  # a body cut short never becomes an object
        assert set(published) == {"O0/execute/runs.parquet"}

    proxy.forward()
    storage.publish("execute", "runs", RUNS, ENVIRONMENTS)

    assert objects(s3, bucket) == complete


def test_a_server_that_refuses_every_connection_is_tried_exactly_the_configured_attempts(
        s3: S3Server, bucket: str, proxy: TcpProxy) -> None:
    proxy.down()

    start = time.monotonic()
    with pytest.raises(BestError) as failed:
        through(proxy, bucket).publish("execute", "runs", RUNS, ENVIRONMENTS)
    elapsed = time.monotonic() - start

    assert failed.value.field == "storage.endpoint_url"
    assert f"s3://{bucket}/study/O0/execute/runs.parquet" in failed.value.message
    assert proxy.refused == ATTEMPTS
    assert elapsed < BOUND_S
    assert objects(s3, bucket) == {}


def test_a_connection_reset_once_is_retried_and_the_publish_completes(
        s3: S3Server, bucket: str, proxy: TcpProxy, complete: dict[str, bytes]) -> None:
    proxy.cut_during("PUT", whole=2, body_bytes=1000)
    storage = through(proxy, bucket)
    # The cut leaves the proxy down; it comes back while botocore backs off before its next attempt.
    healing = proxy.heal_after_refusals(1)

    written = storage.publish("execute", "runs", RUNS, ENVIRONMENTS)

    assert healing.wait(timeout=BOUND_S)
    assert written == [f"s3://{bucket}/study/{e}/execute/runs.parquet" for e in ENVIRONMENTS]
    assert objects(s3, bucket) == complete
    assert proxy.refused == 1
