"""One local Prefect server for a whole `dvc repro`, instead of one ephemeral API per stage.

Each stage is its own process; without an API URL each would start Prefect's ephemeral
server (8-15 s here), which would dominate a rerun of score and report. `best run`
starts this once, points every stage at it through PREFECT_API_URL and stops it after.
An API URL already set (a team's server) is used as it is.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from best.errors import BestError

START_TIMEOUT_S = 180.0


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
    """Yield the API URL of a running server, starting one on loopback if none is configured."""
    if os.environ.get("PREFECT_API_URL"):
        yield os.environ["PREFECT_API_URL"]
        return
    port = free_port()
    url = f"http://127.0.0.1:{port}/api"
    log.parent.mkdir(parents=True, exist_ok=True)
    prefect = Path(sys.executable).with_name("prefect")
    with open(log, "ab") as sink:
        proc = subprocess.Popen([str(prefect), "server", "start", "--host", "127.0.0.1", "--port", str(port)],
                                stdout=sink, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                start_new_session=True)
    try:
        deadline = time.monotonic() + START_TIMEOUT_S
        while not _healthy(url):
            if proc.poll() is not None or time.monotonic() > deadline:
                raise BestError(f"the local Prefect server did not start (see {log})")
            time.sleep(0.5)
        os.environ["PREFECT_API_URL"] = url
        yield url
    finally:
        os.environ.pop("PREFECT_API_URL", None)
        stop(proc, timeout_s=20)


def stop(proc: subprocess.Popen[bytes], *, timeout_s: float) -> None:
    """Ask a server to stop; kill it if it has not within `timeout_s`."""
    proc.terminate()
    try:
        proc.wait(timeout=timeout_s)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
