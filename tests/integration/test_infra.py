"""infra/: the compose stack is wired the way the code reads it, shut to strangers, and
infra/prefect.yaml deploys.

Docker is not run here, so the compose file is read as data: its services and ports, the
image it builds, and every address and credential compared with what best/storage.py,
flows/common.py and the stack's params read. Its doors too: no secret with a default, every
port on loopback unless the operator opts in, the Dask scheduler's mutual TLS on the files
`best infra init` writes, the Prefect API's auth string. The deployments are registered for real,
with the commands docs/infra.md gives, on a local Prefect server, read back through the
client, and one run of `watch` is taken by a process worker of the pool, as the stack's
prefect-worker takes it, from a directory that is not the checkout.
"""

from __future__ import annotations

import asyncio
import base64
import os
import re
import shlex
import shutil
import ssl
import subprocess
import sys
import tomllib
import urllib.error
import urllib.request
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
import yaml
from cryptography import x509
from packaging.specifiers import SpecifierSet
from prefect.client.orchestration import get_client
from prefect.client.schemas.responses import DeploymentResponse as Deployment
from prefect.deployments.steps.core import run_steps
from prefect.flows import Flow, load_flow_from_entrypoint
from prefect.server.schemas.schedules import CronSchedule
from prefect.settings import PREFECT_API_URL, temporary_settings
from typer.testing import CliRunner

from best.cli import app
from best.credentials import stack_variables
from best.errors import BestError
from best.params import Params, load_params
from flows.server import local_server
from tests.conftest import ROOT

INFRA = ROOT / "infra"
PREFECT = Path(sys.executable).with_name("prefect")
JUDGING = ("dask-worker", "prefect-worker")  # the services that compile and run solutions
VARIABLE = re.compile(r"\$\{(\w+):-([^}]*)\}")
REFERENCE = re.compile(r"\$\{(\w+)(:?[-?])?([^}]*)\}")
# What `best infra init` writes into infra/.env: compose must require each, never default it.
SECRETS = frozenset(stack_variables())
RUN_INIT = "run `best infra init` first (docs/infra.md)}"
# Variables with a default: none of them a secret.
DEFAULTED = {"AWS_DEFAULT_REGION", "PREFECT_UI_API_URL", "BEST_PUBLISH_ADDRESS"}


def unset(value: str) -> str:
    """A value as compose reads it when none of its variables is set: `${VAR:-x}` is x."""
    return VARIABLE.sub(lambda m: m.group(2), value)


def given(value: str, variables: dict[str, str]) -> str:
    """A value as compose reads it with `variables` set (and the others unset)."""
    def one(m: re.Match[str]) -> str:
        name, kind, rest = m.groups()
        if name in variables:
            return variables[name]
        if kind in ("-", ":-"):
            return rest
        raise KeyError(f"{name}: {rest}")  # compose stops here, printing `rest`
    return REFERENCE.sub(one, value)


def words(command: str | list[str]) -> list[str]:
    return shlex.split(command) if isinstance(command, str) else command


def option(command: list[str], name: str) -> str:
    return command[command.index(name) + 1]


@pytest.fixture(scope="module")
def compose() -> dict[str, Any]:
    """infra/compose.yaml as data."""
    data: dict[str, Any] = yaml.safe_load((INFRA / "compose.yaml").read_text())
    return data


@pytest.fixture(scope="module")
def services(compose: dict[str, Any]) -> dict[str, dict[str, Any]]:
    found: dict[str, dict[str, Any]] = compose["services"]
    return found


@pytest.fixture(scope="module")
def stack_params() -> Params:
    return load_params(INFRA / "stack.params.yaml")


def env(service: dict[str, Any]) -> dict[str, str]:
    return {k: unset(str(v)) for k, v in service.get("environment", {}).items()}


def test_the_stack_runs_each_service_on_its_port(services: dict[str, dict[str, Any]]) -> None:
    assert set(services) == {"prefect", "minio", "minio-init", "dask-scheduler", "dask-worker", "prefect-worker"}
    published = {name: sorted(unset(p) for p in s.get("ports", [])) for name, s in services.items()}
    assert published == {"prefect": ["127.0.0.1:4200:4200"], "minio": ["127.0.0.1:9000:9000", "127.0.0.1:9001:9001"],
                         "minio-init": [], "dask-scheduler": ["127.0.0.1:8786:8786"], "dask-worker": [],
                         "prefect-worker": []}
    server = words(services["prefect"]["command"])
    # inside its container on every interface, so that the other services and the published port reach it
    assert server[:3] == ["prefect", "server", "start"] and option(server, "--host") == "0.0.0.0"
    assert f"127.0.0.1:4200:{option(server, '--port')}" in published["prefect"]
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
    assert f"127.0.0.1:9000:{endpoint.port}" in [unset(p) for p in services["minio"]["ports"]]  # S3, published as is
    (made,) = re.findall(r"mc mb --ignore-existing store/(\S+)", " ".join(services["minio-init"]["command"]))
    assert urlsplit(stack_params.storage.uri).netloc == made
    assert "http://minio:9000" in " ".join(services["minio-init"]["command"])
    assert services["minio-init"]["depends_on"]["minio"]["condition"] == "service_healthy"
    scheduler = words(services["dask-scheduler"]["command"])
    assert stack_params.execute.pool == "dask"
    assert stack_params.execute.scheduler == f"tls://dask-scheduler:{option(scheduler, '--port')}"
    assert words(services["dask-worker"]["command"])[2] == stack_params.execute.scheduler
    prefect_port = option(words(services["prefect"]["command"]), "--port")
    for name in JUDGING:
        variables = env(services[name])
        # boto3 takes the credentials from these variables (best/storage.py)
        assert variables["AWS_ACCESS_KEY_ID"] == minio["MINIO_ROOT_USER"] == "${AWS_ACCESS_KEY_ID:?" + RUN_INIT
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


def strings(node: Any) -> Iterator[str]:
    """Every string of the compose file's data (its comments aside), keys included."""
    if isinstance(node, dict):
        for key, value in node.items():
            yield str(key)
            yield from strings(value)
    elif isinstance(node, list):
        for item in node:
            yield from strings(item)
    elif isinstance(node, str):
        yield node


def initialised(tmp_path: Path) -> Path:
    """A copy of infra/ with what `best infra init` writes beside its compose file."""
    infra = tmp_path / "infra"
    infra.mkdir()
    shutil.copy(INFRA / "compose.yaml", infra / "compose.yaml")
    result = CliRunner().invoke(app, ["infra", "init", "--dir", str(infra)])
    assert result.exit_code == 0, result.stdout + result.stderr
    return infra


def test_no_secret_has_a_default_and_init_writes_each_one(tmp_path: Path, compose: dict[str, Any],
                                                          services: dict[str, dict[str, Any]]) -> None:
    references = {(m.group(1), m.group(2) or "") for s in strings(compose) for m in REFERENCE.finditer(s)}
    assert {name for name, kind in references if kind == ":?"} == SECRETS  # required: compose stops without them
    assert {name for name, kind in references if kind != ":?"} == DEFAULTED
    assert not SECRETS & DEFAULTED
    for name, service in services.items():
        for key, value in service.get("environment", {}).items():
            if re.search(r"SECRET|PASSWORD|AUTH|KEY_ID|CLIENT__KEY", key):
                # a reference compose must resolve, or a file of the secrets; never a value written here
                assert re.fullmatch(r"\$\{\w+:\?[^}]+\}|/run/secrets/[\w-]+", str(value)), (name, key, value)
    for stale in ("best-secret", "minioadmin", ":-best}"):
        assert stale not in (INFRA / "compose.yaml").read_text()

    infra = initialised(tmp_path)
    written = dict(line.split("=", 1) for line in (infra / ".env").read_text().splitlines()
                   if line and not line.startswith("#"))
    assert set(written) == SECRETS and all(len(v) >= 20 for v in written.values())
    assert (infra / ".env").stat().st_mode & 0o777 == 0o600
    assert (infra / "secrets").stat().st_mode & 0o777 == 0o700
    # every compose secret is a file init wrote, readable by its owner only
    for name, secret in compose["secrets"].items():
        path = infra / secret["file"]
        assert path.is_file() and path.stat().st_mode & 0o777 == 0o600, name
    # with what init wrote, every reference resolves; without it, compose stops on the first
    for service in services.values():
        for value in service.get("environment", {}).values():
            given(str(value), written)
    with pytest.raises(KeyError, match="best infra init"):
        given(str(services["minio"]["environment"]["MINIO_ROOT_PASSWORD"]), {})

    again = CliRunner().invoke(app, ["infra", "init", "--dir", str(infra)])
    assert again.exit_code != 0 and "--force" in again.stderr  # what a running stack uses stays
    assert (infra / ".env").read_text().count(written["AWS_SECRET_ACCESS_KEY"]) == 1
    rotated = CliRunner().invoke(app, ["infra", "init", "--dir", str(infra), "--force"])
    assert rotated.exit_code == 0, rotated.stdout + rotated.stderr
    assert written["AWS_SECRET_ACCESS_KEY"] not in (infra / ".env").read_text()
    assert written["BEST_PREFECT_AUTH"] not in (infra / ".env").read_text()
    ignored = (ROOT / ".gitignore").read_text().splitlines()
    assert "/infra/.env" in ignored and "/infra/secrets/" in ignored  # never committed


def test_every_port_is_on_loopback_unless_the_operator_opts_in(services: dict[str, dict[str, Any]]) -> None:
    ports = [p for s in services.values() for p in s.get("ports", [])]
    assert ports and all(p.startswith("${BEST_PUBLISH_ADDRESS:-127.0.0.1}:") for p in ports), ports
    assert {given(p, {"BEST_PUBLISH_ADDRESS": "10.0.0.5"}).split(":")[0] for p in ports} == {"10.0.0.5"}


def test_the_scheduler_and_workers_speak_mutual_tls_on_the_files_init_writes(
        tmp_path: Path, compose: dict[str, Any], services: dict[str, dict[str, Any]], stack_params: Params) -> None:
    declared = compose["secrets"]
    infra = initialised(tmp_path)

    def on_host(service: str, path: str) -> str:
        """A /run/secrets path of a service as the file of infra/secrets compose mounts there."""
        name = path.removeprefix("/run/secrets/")
        assert name in services[service]["secrets"], (service, name)
        return str(infra / declared[name]["file"])

    scheduler, worker = words(services["dask-scheduler"]["command"]), words(services["dask-worker"]["command"])
    assert option(scheduler, "--protocol") == "tls" and worker[2].startswith("tls://")
    for name in ("dask-scheduler", "dask-worker"):
        assert env(services[name])["DASK_DISTRIBUTED__COMM__REQUIRE_ENCRYPTION"] == "true", name
    client = env(services["prefect-worker"])
    assert client["DASK_DISTRIBUTED__COMM__REQUIRE_ENCRYPTION"] == "true"
    # each role's files make the TLS context distributed builds for it: the certificate matches
    # the key, and the CA is the one that signed the others' certificates
    roles = {
        "scheduler": [on_host("dask-scheduler", option(scheduler, f)) for f in ("--tls-ca-file", "--tls-cert",
                                                                              "--tls-key")],
        "worker": [on_host("dask-worker", option(worker, f)) for f in ("--tls-ca-file", "--tls-cert", "--tls-key")],
        "client": [on_host("prefect-worker", client[f"DASK_DISTRIBUTED__COMM__TLS__{k}"])
                   for k in ("CA_FILE", "CLIENT__CERT", "CLIENT__KEY")],
    }
    assert len({files[0] for files in roles.values()}) == 1  # one CA for the stack
    for role, (ca, cert, key) in roles.items():
        context = ssl.create_default_context(ssl.Purpose.SERVER_AUTH, cafile=ca)
        context.load_cert_chain(cert, key)
        issued = x509.load_pem_x509_certificate(Path(cert).read_bytes())
        authority = x509.load_pem_x509_certificate(Path(ca).read_bytes())
        assert issued.issuer == authority.subject != issued.subject, role
        issued.verify_directly_issued_by(authority)
    assert stack_params.execute.scheduler is not None and stack_params.execute.scheduler.startswith("tls://")
    assert stack_params.execute.tls is None  # the stack's flows take the client's files from the environment


def test_the_prefect_api_asks_for_the_auth_string_and_every_client_sends_it(
        services: dict[str, dict[str, Any]]) -> None:
    server = services["prefect"]["environment"]["PREFECT_SERVER_API_AUTH_STRING"]
    assert server == "${BEST_PREFECT_AUTH:?" + RUN_INIT
    for name in JUDGING:
        assert services[name]["environment"]["PREFECT_API_AUTH_STRING"] == server, name
    # the health check is the one path the server answers without it (the compose healthcheck)
    assert "/api/health" in " ".join(services["prefect"]["healthcheck"]["test"])


@pytest.mark.server
def test_the_local_server_of_best_run_is_on_loopback_and_refuses_a_request_without_its_auth_string(
        prefect_server: dict[str, str]) -> None:
    url, auth = prefect_server["PREFECT_API_URL"], prefect_server["PREFECT_API_AUTH_STRING"]
    assert urlsplit(url).hostname == "127.0.0.1" and len(auth) > 30

    def status(headers: dict[str, str]) -> int:
        request = urllib.request.Request(f"{url}/flows/filter", data=b"{}", method="POST",
                                         headers={"Content-Type": "application/json", **headers})
        try:
            with urllib.request.urlopen(request, timeout=10) as reply:
                return int(reply.status)
        except urllib.error.HTTPError as refused:
            return int(refused.code)

    token = base64.b64encode(auth.encode()).decode()
    assert status({}) == 401
    assert status({"Authorization": "Basic " + base64.b64encode(b"best:guess").decode()}) == 401
    assert status({"Authorization": f"Basic {token}"}) == 200


@pytest.mark.server
def test_a_configured_server_that_refuses_this_environment_is_said_so_before_any_stage(
        prefect_server: dict[str, str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`best run` against a team's server (PREFECT_API_URL set) without its auth string, or with
    a wrong one, stops at once with the variable to set."""
    monkeypatch.setenv("PREFECT_API_URL", prefect_server["PREFECT_API_URL"])
    for auth, said in ((None, "asks for an auth string: set PREFECT_API_AUTH_STRING"),
                       ("best:guess", "refuses the auth string of PREFECT_API_AUTH_STRING")):
        if auth is None:
            monkeypatch.delenv("PREFECT_API_AUTH_STRING", raising=False)
        else:
            monkeypatch.setenv("PREFECT_API_AUTH_STRING", auth)
        with pytest.raises(BestError, match=said), local_server(tmp_path / "server.log"):
            pass
    monkeypatch.setenv("PREFECT_API_AUTH_STRING", prefect_server["PREFECT_API_AUTH_STRING"])
    with local_server(tmp_path / "server.log") as url:
        assert url == prefect_server["PREFECT_API_URL"]


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
