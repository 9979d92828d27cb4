"""The execute flow on a Dask LocalCluster of two worker processes gives the local runner's results,
and on a cluster that asks for mutual TLS it runs for a client with credentials and no other."""

from __future__ import annotations

import shutil
import socket
import ssl
from pathlib import Path
from typing import Any

import pytest
import yaml
from distributed import Client, LocalCluster, Security

from best.credentials import make_dask_credentials
from best.errors import ParamsError
from best.tables import BASELINE_RUNS, RUNS, read_table
from flows.stage_flow import run_flow
from stages import compile as compile_stage
from stages import generate as generate_stage
from stages.stage import run as run_stage
from tests.conftest import FIXTURE_TASKS, ROOT, needs_root

pytestmark = [needs_root, pytest.mark.slow]


def sessions_in_this_process() -> int:
    from best import session  # noqa: PLC0415 - runs on a Dask worker

    return len(session._SHARED)


def params_file(d: Path, **execute_params: Any) -> Path:
    path = d / "params.yaml"
    path.write_text(yaml.safe_dump({
        "tasks": {"root": str(FIXTURE_TASKS)},
        "environments": [{"name": "O0", "flags": []}],
        "judge": {"environment": "O0", "cache_dir": str(d / "cache")},  # each runner measures afresh
        "generate": {"samples": 2, "store": str(d / "store.sqlite"), "prompts_dir": str(ROOT / "data" / "prompts"),
                     "models": [{"name": "reference", "backend": "reference", "model": "oracle"},
                                {"name": "dominated", "backend": "reference", "model": "dominated"}]},
        "execute": execute_params,
        "storage": {"uri": str(d / "published")},
    }))
    return path


def inputs(params: Path, d: Path) -> tuple[Path, Path]:
    generations, builds = d / "generations.parquet", d / "builds.parquet"
    run_stage(generate_stage.STAGE, params, generations=generations)
    run_stage(compile_stage.STAGE, params, generations=generations, builds=builds)
    return builds, generations


def execute(params: Path, builds: Path, generations: Path, runs: Path, baselines: Path) -> None:
    run_flow("execute", params, builds=builds, generations=generations, runs=runs, baselines=baselines)


def comparable(runs: list[dict[str, Any]]) -> list[tuple[Any, ...]]:
    """Everything but measured times and memory (those differ between any two runs)."""
    return [(r["environment"], r["environment_id"], r["model"], r["task"], r["sample"], r["row"], r["col"],
             r["build"], r["compiled"], r["tests_total"], tuple((t["test"], t["ending"], t["correct"])
                                                                 for t in r["tests"])) for r in runs]


def test_a_repeated_flow_run_reuses_the_judges_cache_and_prefect_keeps_no_copy(tmp_path: Path,
                                                                                prefect_api: str) -> None:
    local = params_file(tmp_path)
    paths = (*inputs(local, tmp_path), tmp_path / "runs.parquet", tmp_path / "baselines.parquet")
    execute(local, *paths)
    first = paths[2].read_bytes()
    first_rows = comparable(read_table(paths[2], RUNS).to_pylist())
    measured = tmp_path / "cache" / "runs"
    entries = {p: p.stat().st_mtime_ns for p in measured.rglob("*.json")}
    assert entries
    execute(local, *paths)
    assert {p: p.stat().st_mtime_ns for p in measured.rglob("*.json")} == entries  # nothing was run again
    assert paths[2].read_bytes() == first
    shutil.rmtree(measured)  # the one store of measured rows is gone: nothing else answers for it
    execute(local, *paths)
    assert set(measured.rglob("*.json")) == set(entries)  # every row measured again, under the same keys
    assert comparable(read_table(paths[2], RUNS).to_pylist()) == first_rows


def test_dask_workers_give_the_local_runners_results(tmp_path: Path, prefect_api: str) -> None:
    local_dir, dask_dir = tmp_path / "local", tmp_path / "dask"
    local_dir.mkdir()
    dask_dir.mkdir()
    local = params_file(local_dir)
    execute(local, *inputs(local, local_dir), local_dir / "runs.parquet", local_dir / "baselines.parquet")

    # distributed's constructors are untyped
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,  # type: ignore[no-untyped-call]
                      dashboard_address=None) as cluster, Client(cluster) as client:  # type: ignore[no-untyped-call]
        distributed = params_file(dask_dir, pool="dask", scheduler=cluster.scheduler_address)
        execute(distributed, *inputs(distributed, dask_dir), dask_dir / "runs.parquet",
                dask_dir / "baselines.parquet")
        per_worker = client.run(sessions_in_this_process)
    assert len(per_worker) == 2
    assert sum(per_worker.values()) >= 1, per_worker  # the sandboxes ran in the worker processes

    a = read_table(local_dir / "runs.parquet", RUNS).to_pylist()
    b = read_table(dask_dir / "runs.parquet", RUNS).to_pylist()
    assert comparable(a) == comparable(b)
    assert {r["model"] for r in a} == {"reference", "dominated"}
    assert any(not t["correct"] for r in a for t in r["tests"])  # the dominated solution is stopped somewhere
    base_a = read_table(local_dir / "baselines.parquet", BASELINE_RUNS).to_pylist()
    base_b = read_table(dask_dir / "baselines.parquet", BASELINE_RUNS).to_pylist()
    assert [(r["baseline"], r["row"], r["censored"]) for r in base_a] == [
        (r["baseline"], r["row"], r["censored"]) for r in base_b]


def refused_without_a_certificate(address: str, ca_file: Path) -> bool:
    """A TLS client that trusts the cluster's CA but shows no certificate of its own gets no
    further than the handshake: the scheduler ends the connection before Dask's first message."""
    host, port = address.removeprefix("tls://").rsplit(":", 1)
    context = ssl.create_default_context(cafile=str(ca_file))
    context.check_hostname = False
    try:
        with socket.create_connection((host, int(port)), timeout=10) as raw, \
                context.wrap_socket(raw, server_hostname=host) as conn:
            conn.settimeout(10)
            return conn.recv(1) == b""  # TLS 1.3: the refusal arrives after the client's side of the handshake
    except (ssl.SSLError, ConnectionError):
        return True


def test_a_tls_scheduler_runs_execute_for_the_client_with_credentials_and_refuses_the_others(
        tmp_path: Path, prefect_api: str, monkeypatch: pytest.MonkeyPatch) -> None:
    made = make_dask_credentials(tmp_path / "secrets")  # what `best infra init` makes for the stack
    assert {p.stat().st_mode & 0o777 for c in made.values() for p in (c.cert, c.key, c.ca_file)} == {0o600}
    for name in ("CA_FILE", "CLIENT__CERT", "CLIENT__KEY"):
        monkeypatch.delenv(f"DASK_DISTRIBUTED__COMM__TLS__{name}", raising=False)
    cluster_side = Security(  # type: ignore[no-untyped-call]
        tls_ca_file=str(made["scheduler"].ca_file), require_encryption=True,
        tls_scheduler_cert=str(made["scheduler"].cert), tls_scheduler_key=str(made["scheduler"].key),
        tls_worker_cert=str(made["worker"].cert), tls_worker_key=str(made["worker"].key),
        tls_client_cert=str(made["worker"].cert), tls_client_key=str(made["worker"].key))
    client = made["client"]
    with LocalCluster(n_workers=1, threads_per_worker=1, processes=True, protocol="tls",  # type: ignore[no-untyped-call]
                      security=cluster_side, dashboard_address=None) as cluster:
        address = cluster.scheduler_address
        assert address.startswith("tls://127.0.0.1:")

        # no certificate, a certificate of another CA, plain TCP: none gets in
        assert refused_without_a_certificate(address, client.ca_file)
        with pytest.raises((OSError, TimeoutError)):
            Client(address, security=Security.temporary(), timeout=5)  # type: ignore[no-untyped-call]
        with pytest.raises((OSError, TimeoutError)):
            Client(address.replace("tls://", "tcp://"), timeout=5)  # type: ignore[no-untyped-call]

        # without credentials the stage says which key to set, before connecting
        bare = params_file(tmp_path, pool="dask", scheduler=address)
        builds, generations = inputs(bare, tmp_path)
        with pytest.raises(ParamsError) as missing:
            execute(bare, builds, generations, tmp_path / "runs.parquet", tmp_path / "baselines.parquet")
        assert missing.value.field == "execute.tls"

        # with them (from params), the execute flow completes on the cluster's worker
        tls = {"ca_file": str(client.ca_file), "cert": str(client.cert), "key": str(client.key)}
        with_credentials = params_file(tmp_path, pool="dask", scheduler=address, tls=tls)
        execute(with_credentials, builds, generations, tmp_path / "runs.parquet", tmp_path / "baselines.parquet")
        with Client(address, security=Security(tls_ca_file=tls["ca_file"], tls_client_cert=tls["cert"],  # type: ignore[no-untyped-call]
                                               tls_client_key=tls["key"]), timeout=10) as admitted:
            assert sum(admitted.run(sessions_in_this_process).values()) >= 1  # the sandboxes ran there
    runs = read_table(tmp_path / "runs.parquet", RUNS).to_pylist()
    assert {r["model"] for r in runs} == {"reference", "dominated"} and all(r["tests"] for r in runs)
