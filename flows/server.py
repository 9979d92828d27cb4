"""One local Prefect server for a whole `dvc repro`, instead of one ephemeral API per stage.

Each stage is its own process; without an API URL each would start Prefect's ephemeral
server (8-15 s here), which would dominate a rerun of score and report. `best run`
starts this once, points every stage at it through PREFECT_API_URL and stops it after.
An API URL already set (a team's server) is used as it is, with the auth string the
environment gives (PREFECT_API_AUTH_STRING).

The server listens on loopback only, and asks for a random auth string made for this run:
loopback is shared by every user of the machine, and the API creates flow runs and reads
their logs and parameters. Clients of this process and of the stages it starts find the
string in PREFECT_API_AUTH_STRING; the server alone gets PREFECT_SERVER_API_AUTH_STRING.
"""

from __future__ import annotations

import base64
import os
import secrets
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from best.errors import BestError

START_TIMEOUT_S = 180.0
CLIENT_VARIABLES = ("PREFECT_API_URL", "PREFECT_API_AUTH_STRING")


def free_port() -> int:
    """A loopback port nothing listens on now (and, unless someone takes it meanwhile, later)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _healthy(url: str) -> bool:
    try:
        with urllib.request.urlopen(f"{url}/health", timeout=2) as reply:
            return bool(reply.status == 200)
    except OSError:
        return False


@contextmanager
def local_server(log: Path) -> Iterator[str]:
    """Yield the API URL of a running server, starting one on loopback if none is configured;
    while it runs, the environment holds what its clients need (`client_environment`)."""
    if os.environ.get("PREFECT_API_URL"):
        refuses_us(os.environ["PREFECT_API_URL"])
        yield os.environ["PREFECT_API_URL"]
        return
    port = free_port()
    url = f"http://127.0.0.1:{port}/api"
    auth = f"best:{secrets.token_urlsafe(24)}"
    log.parent.mkdir(parents=True, exist_ok=True)
    prefect = Path(sys.executable).with_name("prefect")
    server_env = {k: v for k, v in os.environ.items() if k not in CLIENT_VARIABLES}
    server_env["PREFECT_SERVER_API_AUTH_STRING"] = auth
    with open(log, "ab") as sink:
        proc = subprocess.Popen([str(prefect), "server", "start", "--host", "127.0.0.1", "--port", str(port)],
                                stdout=sink, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                start_new_session=True, env=server_env)
    try:
        deadline = time.monotonic() + START_TIMEOUT_S
        while not _healthy(url):
            if proc.poll() is not None or time.monotonic() > deadline:
                raise BestError(f"the local Prefect server did not start (see {log})")
            time.sleep(0.5)
        os.environ["PREFECT_API_URL"] = url
        os.environ["PREFECT_API_AUTH_STRING"] = auth
        yield url
    finally:
        for name in CLIENT_VARIABLES:
            os.environ.pop(name, None)
        stop(proc, timeout_s=20)


def refuses_us(url: str) -> None:
    """A team's server that asks for an auth string this environment lacks (or has wrong) is
    said so here, once, rather than as a 401 in every stage's traceback. One that does not
    answer is left to Prefect's own errors."""
    headers = {"Content-Type": "application/json"}
    if os.environ.get("PREFECT_API_AUTH_STRING"):
        token = base64.b64encode(os.environ["PREFECT_API_AUTH_STRING"].encode()).decode()
        headers["Authorization"] = f"Basic {token}"
    request = urllib.request.Request(f"{url.rstrip('/')}/flows/filter", data=b'{"limit": 1}', method="POST",
                                     headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=10):
            return
    except urllib.error.HTTPError as refused:
        if refused.code != 401:
            return
    except OSError:
        return
    said = "refuses the auth string of PREFECT_API_AUTH_STRING" if "Authorization" in headers else (
        "asks for an auth string: set PREFECT_API_AUTH_STRING (`user:password`, BEST_PREFECT_AUTH of the stack's "
        "infra/.env)")
    raise BestError(f"the Prefect API at {url} {said} (docs/infra.md)")


def client_environment() -> dict[str, str]:
    """The variables by which a process finds the API this one uses, for the processes it starts."""
    return {name: os.environ[name] for name in CLIENT_VARIABLES if os.environ.get(name)}


def stop(proc: subprocess.Popen[bytes], *, timeout_s: float) -> None:
    """Ask a server to stop; kill it if it has not within `timeout_s`."""
    proc.terminate()
    try:
        proc.wait(timeout=timeout_s)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
