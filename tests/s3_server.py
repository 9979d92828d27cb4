"""A real S3 server on loopback (moto_server in a subprocess) for tests of boto3, pyarrow and DVC.

A subprocess rather than moto's in-process mock, because DVC and pyarrow's C++ S3 client talk
to S3 over HTTP and never see Python patches. It keeps everything in memory and dies with the test.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import boto3

from flows.server import free_port, stop

CREDENTIALS = {"AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing", "AWS_DEFAULT_REGION": "us-east-1"}


@dataclass
class S3Server:
    endpoint_url: str
    env: dict[str, str] = field(default_factory=lambda: dict(CREDENTIALS))

    def client(self) -> Any:
        """A boto3 client with the server's credentials, whatever the process environment holds."""
        return boto3.client("s3", endpoint_url=self.endpoint_url, region_name=self.env["AWS_DEFAULT_REGION"],
                            aws_access_key_id=self.env["AWS_ACCESS_KEY_ID"],
                            aws_secret_access_key=self.env["AWS_SECRET_ACCESS_KEY"])

    def create_bucket(self, name: str) -> None:
        self.client().create_bucket(Bucket=name)


def _answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=1):
            return True
    except urllib.error.HTTPError:  # an S3 error reply is still a reply
        return True
    except OSError:
        return False


@contextmanager
def s3_server(start_timeout_s: float = 30.0) -> Iterator[S3Server]:
    """Starts moto_server on a free loopback port, waits until it answers, and stops it on exit."""
    port = free_port()
    server = S3Server(f"http://127.0.0.1:{port}")
    moto = Path(sys.executable).with_name("moto_server")
    # A file, not a pipe: moto logs every request, and a pipe nobody reads would fill and stall it.
    with tempfile.TemporaryFile() as log:
        proc = subprocess.Popen([str(moto), "-H", "127.0.0.1", "-p", str(port)], stdout=log, stderr=subprocess.STDOUT,
                                env={**os.environ, **server.env})
        try:
            deadline = time.monotonic() + start_timeout_s
            while not _answers(server.endpoint_url):
                if proc.poll() is not None or time.monotonic() > deadline:
                    log.seek(0)
                    raise RuntimeError(f"moto_server on port {port} did not start:\n{log.read().decode()[-2000:]}")
                time.sleep(0.1)
            yield server
        finally:
            stop(proc, timeout_s=10)
