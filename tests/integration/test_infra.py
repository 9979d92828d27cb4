"""infra/: the compose stack is wired the way the code reads it, and infra/prefect.yaml deploys.

Docker is not run here, so the compose file is read as data: its services and ports, the
image it builds, and every address and credential compared with what best/storage.py,
flows/common.py and the stack's params read. The deployments are registered for real,
with the commands docs/infra.md gives, on a local Prefect server, read back through the
client, and one run of `watch` is taken by a process worker of the pool, as the stack's
prefect-worker takes it, from a directory that is not the checkout.
"""

from __future__ import annotations

import asyncio
import os
import re
import shlex
import subprocess
import sys
import tomllib
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
import yaml
from packaging.specifiers import SpecifierSet
from prefect.client.orchestration import get_client
from prefect.client.schemas.responses import DeploymentResponse as Deployment
from prefect.deployments.steps.core import run_steps
from prefect.flows import Flow, load_flow_from_entrypoint
from prefect.server.schemas.schedules import CronSchedule
from prefect.settings import PREFECT_API_URL, temporary_settings

from best.params import Params, load_params
from tests.conftest import ROOT

INFRA = ROOT / "infra"
PREFECT = Path(sys.executable).with_name("prefect")
JUDGING = ("dask-worker", "prefect-worker")  # the services that compile and run solutions
VARIABLE = re.compile(r"\$\{(\w+):-([^}]*)\}")


def unset(value: str) -> str:
    """A value as compose reads it when none of its variables is set: `${VAR:-x}` is x."""
    return VARIABLE.sub(lambda m: m.group(2), value)


def words(command: str | list[str]) -> list[str]:
    return shlex.split(command) if isinstance(command, str) else command


def option(command: list[str], name: str) -> str:
    return command[command.index(name) + 1]


@pytest.fixture(scope="module")
def services() -> dict[str, dict[str, Any]]:
    services: dict[str, dict[str, Any]] = yaml.safe_load((INFRA / "compose.yaml").read_text())["services"]
    return services


@pytest.fixture(scope="module")
def stack_params() -> Params:
    return load_params(INFRA / "stack.params.yaml")


def env(service: dict[str, Any]) -> dict[str, str]:
    return {k: unset(str(v)) for k, v in service.get("environment", {}).items()}


def test_the_stack_runs_each_service_on_its_port(services: dict[str, dict[str, Any]]) -> None:
    assert set(services) == {"prefect", "minio", "minio-init", "dask-scheduler", "dask-worker", "prefect-worker"}
    published = {name: sorted(s.get("ports", [])) for name, s in services.items()}
    assert published == {"prefect": ["4200:4200"], "minio": ["9000:9000", "9001:9001"], "minio-init": [],
                         "dask-scheduler": ["8786:8786"], "dask-worker": [], "prefect-worker": []}
    server = words(services["prefect"]["command"])
    assert server[:3] == ["prefect", "server", "start"] and option(server, "--host") == "0.0.0.0"
    assert f"4200:{option(server, '--port')}" in services["prefect"]["ports"]
    assert "--console-address" in words(services["minio"]["command"])
    # --scale dask-worker=N makes N containers: nothing of one may clash with another's
    assert "container_name" not in services["dask-worker"]
    worker = words(services["dask-worker"]["command"])
    assert worker[:2] == ["dask", "worker"] and option(worker, "--nthreads") == "1"
    assert option(worker, "--nworkers") == "1"
    for name in ("prefect", "minio"):
        assert services[name]["volumes"], f"{name} keeps its data in a volume"


def test_the_image_installs_the_judges_packages_and_the_pinned_project(services: dict[str, dict[str, Any]]) -> None:
    builds = {(s["build"]["context"], s["build"]["dockerfile"]) for s in services.values() if "build" in s}
    assert builds == {("..", "infra/Dockerfile")}
    context = (INFRA / "..").resolve()
    assert context == ROOT and (context / "infra" / "Dockerfile").is_file()
    dockerfile = (INFRA / "Dockerfile").read_text()
    assert "COPY infra/apt-packages.txt infra/install-system-packages.sh infra/" in dockerfile
    assert "RUN ./infra/install-system-packages.sh" in dockerfile
    assert dockerfile.count("pip install -c constraints.txt") == 1
    assert "pip install --no-deps -c constraints.txt -e ." in dockerfile
    # the image's Python is one the project supports, and the server's Prefect the one it pins
    (python,) = re.findall(r"^FROM python:(\d+\.\d+)-slim-bookworm$", dockerfile, re.MULTILINE)
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert f"{python}.0" in SpecifierSet(project["requires-python"])
    pinned = dict(line.split("==") for line in (ROOT / "constraints.txt").read_text().split() if "==" in line)
    assert services["prefect"]["image"] == f"prefecthq/prefect:{pinned['prefect']}-python{python}"
    for name in (*JUDGING, "dask-scheduler"):
        assert services[name]["image"] == "best:latest" and "build" in services[name], name


def test_the_judging_containers_give_the_sandbox_what_it_needs(services: dict[str, dict[str, Any]]) -> None:
    dockerfile = (INFRA / "Dockerfile").read_text()
    assert "install -m 0755 infra/sandbox-init.sh /usr/local/bin/best-sandbox-init" in dockerfile
    assert os.access(INFRA / "sandbox-init.sh", os.X_OK)
    for name in JUDGING:
        s = services[name]
        assert s["privileged"] is True and s["cgroup"] == "private" and s["init"] is True, name
        assert s["entrypoint"] == ["best-sandbox-init"], name


def test_the_wiring_is_what_storage_and_flows_read(services: dict[str, dict[str, Any]], stack_params: Params) -> None:
    minio = env(services["minio"])
    # the S3 port and the bucket of storage.uri, as the stack's flows reach them
    endpoint = urlsplit(stack_params.storage.endpoint_url or "")
    assert (endpoint.scheme, endpoint.hostname) == ("http", "minio")
    assert f"9000:{endpoint.port}" in services["minio"]["ports"]  # MinIO's S3 port, published as is
    (made,) = re.findall(r"mc mb --ignore-existing store/(\S+)", " ".join(services["minio-init"]["command"]))
    assert urlsplit(stack_params.storage.uri).netloc == made
    assert "http://minio:9000" in " ".join(services["minio-init"]["command"])
    assert services["minio-init"]["depends_on"]["minio"]["condition"] == "service_healthy"
    scheduler = words(services["dask-scheduler"]["command"])
    assert stack_params.execute.pool == "dask"
    assert stack_params.execute.scheduler == f"tcp://dask-scheduler:{option(scheduler, '--port')}"
    assert words(services["dask-worker"]["command"])[2] == stack_params.execute.scheduler
    prefect_port = option(words(services["prefect"]["command"]), "--port")
    for name in JUDGING:
        variables = env(services[name])
        # boto3 takes the credentials from these variables (best/storage.py)
        assert variables["AWS_ACCESS_KEY_ID"] == minio["MINIO_ROOT_USER"]
        assert variables["AWS_SECRET_ACCESS_KEY"] == minio["MINIO_ROOT_PASSWORD"]
        assert variables["AWS_DEFAULT_REGION"] == stack_params.storage.region
        # flows report to the stack's server, never to an ephemeral one of their own (flows/server.py)
        assert variables["PREFECT_API_URL"] == f"http://prefect:{prefect_port}/api"
        # every judging container shares judge.cache_dir of the checkout the image holds
        assert f"judge-cache:/opt/best/{stack_params.judge.cache_dir}" in services[name]["volumes"], name
    assert "ENV BEST_HOME=/opt/best" in (INFRA / "Dockerfile").read_text()
    worker = words(services["prefect-worker"]["command"])
    assert (option(worker, "--pool"), option(worker, "--type")) == ("best", "process")
    assert "./:/opt/best/infra:ro" in services["prefect-worker"]["volumes"]  # the stack params, live


def cli(*args: str, api: str) -> str:
    environment = {k: v for k, v in os.environ.items() if k != "BEST_HOME"} | {"PREFECT_API_URL": api}
    done = subprocess.run([str(PREFECT), *args], cwd=ROOT, env=environment, capture_output=True, text=True,
                          timeout=180, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


@pytest.fixture(scope="module")
def deployed(prefect_api: str) -> Iterator[tuple[str, dict[str, Deployment]]]:
    """The session's server with the pool and infra/prefect.yaml deployed as docs/infra.md says."""
    api = prefect_api
    with temporary_settings(updates={PREFECT_API_URL: api}):
        cli("work-pool", "create", "best", "--type", "process", api=api)
        cli("--no-prompt", "deploy", "--all", "--prefect-file", "infra/prefect.yaml", api=api)
        with get_client(sync_client=True) as client:
            found = {d.name: d for d in client.read_deployments()}
        yield api, found


@pytest.mark.server  # `deployed`: a local Prefect server
def test_watch_is_deployed_on_its_cron_schedule(deployed: tuple[str, dict[str, Deployment]]) -> None:
    _, deployments = deployed
    assert set(deployments) == {"watch", "pipeline"}
    watch = deployments["watch"]
    assert watch.entrypoint == "flows/watch.py:watch_flow"
    assert watch.parameters == {"params_path": "infra/stack.params.yaml"}
    assert watch.work_pool_name == "best"
    assert watch.pull_steps == [{"prefect.deployments.steps.set_working_directory": {"directory": "{{ $BEST_HOME }}"}}]
    (schedule,) = watch.schedules
    assert schedule.active
    cron = CronSchedule(**schedule.schedule.model_dump(include={"cron", "timezone", "day_or"}))
    # every 6 hours on the hour, UTC: the night Europe's clocks change is no different
    start = datetime(2026, 3, 29, 0, 30, tzinfo=UTC)
    fires = asyncio.run(cron.get_dates(n=5, start=start))
    assert fires == [datetime(2026, 3, 29, 6, tzinfo=UTC) + timedelta(hours=6 * i) for i in range(5)]
    assert watch.global_concurrency_limit is not None and watch.global_concurrency_limit.limit == 1
    pipeline = deployments["pipeline"]
    assert (pipeline.entrypoint, pipeline.schedules) == ("flows/pipeline.py:pipeline_flow", [])


@pytest.mark.server  # `deployed`: a local Prefect server
def test_each_entrypoint_loads_as_its_flow_and_takes_its_parameters(
        deployed: tuple[str, dict[str, Deployment]]) -> None:
    _, deployments = deployed
    for deployment in deployments.values():
        path, _, function = str(deployment.entrypoint).partition(":")
        flow: Flow[..., Any] = load_flow_from_entrypoint(f"{ROOT / path}:{function}")
        assert flow.name == deployment.name
        assert flow.validate_parameters(deployment.parameters) == {"params_path": Path("infra/stack.params.yaml")}
        load_params(ROOT / deployment.parameters["params_path"])


@pytest.mark.server  # `deployed`: a local Prefect server
def test_the_pull_step_goes_to_best_home_on_the_worker(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                       deployed: tuple[str, dict[str, Deployment]]) -> None:
    _, deployments = deployed
    monkeypatch.setenv("BEST_HOME", str(tmp_path))
    monkeypatch.chdir(ROOT)  # restored afterwards: the step changes directory
    outputs = asyncio.run(run_steps(deployments["watch"].pull_steps or []))
    assert Path.cwd() == tmp_path
    assert outputs["directory"] == str(tmp_path)


@pytest.mark.server  # `deployed`: a local Prefect server
def test_a_process_worker_of_the_pool_runs_watch_in_the_checkout(tmp_path: Path,
                                                                deployed: tuple[str, dict[str, Deployment]]) -> None:
    """Started elsewhere, as a worker whose checkout is BEST_HOME; params with nothing to watch."""
    api, deployments = deployed
    params = tmp_path / "params.yaml"
    params.write_text(yaml.safe_dump({"storage": {"uri": str(tmp_path / "published")},
                                      "watch": {"params_out": str(tmp_path / "watched.yaml")}}))
    with get_client(sync_client=True) as client:
        run = client.create_flow_run_from_deployment(deployments["watch"].id, parameters={"params_path": str(params)})
    worker = subprocess.run([str(PREFECT), "worker", "start", "--pool", "best", "--type", "process", "--run-once"],
                            cwd=tmp_path, env=os.environ | {"PREFECT_API_URL": api, "BEST_HOME": str(ROOT)},
                            capture_output=True, text=True, timeout=180, check=False)
    with get_client(sync_client=True) as client:
        state = client.read_flow_run(run.id).state
    assert state is not None and state.is_completed(), worker.stdout + worker.stderr
