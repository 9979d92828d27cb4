"""Publishing pipeline tables to a directory or an S3 bucket, one prefix per environment.

The layout is `<uri>/<environment>/<stage>/<name>.parquet`: machines that measure different
environments publish side by side into one place, and a study merges the environments it
finds there. DVC's remote lives beside them at `<uri>/dvc`, so one setting (`storage`) tells
the project and DVC where everything is. The project talks to S3 through one boto3 client
(`Storage._client`): credentials, endpoint, timeouts and retries are set there and nowhere
else; DVC's remote is DVC's own (s3fs), configured from the same setting.

A table is one object written by one `put_object` (never multipart: a single request carries
a body of any size up to 5 GB), and S3 shows an object only once its request is complete,
so a server that goes away mid-push leaves each table either whole or untouched, never
partial. Content-MD5 makes the server itself reject a body that arrived short or altered,
whatever checksum settings the environment gives botocore. A stage that publishes several
tables and fails in the middle leaves the ones before the failure published (complete) and
the rest as they were (absent, or the previous version); rerunning it publishes them all,
and since equal tables give equal bytes, the rerun's objects equal an uninterrupted run's.
Retries are bounded (`Retries`), so that failure comes within seconds, naming the location
and `storage.endpoint_url`.
"""

from __future__ import annotations

import base64
import errno
import hashlib
import subprocess
import sys
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import boto3
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq
from botocore.config import Config
from botocore.exceptions import BotoCoreError, ClientError

from best.cache import atomic_write
from best.errors import BestError
from best.params import StorageParams

DVC_PREFIX = "dvc"  # beside the environments, so never an environment's name
DVC_REMOTE = "storage"


@dataclass(frozen=True)
class Retries:
    """Bounded, so that a server that is down fails a stage within a minute instead of hanging it."""

    attempts: int = 5  # in all, the first included
    connect_timeout_s: float = 5.0
    read_timeout_s: float = 30.0


DEFAULT_RETRIES = Retries()


class Storage:
    def __init__(self, params: StorageParams, retries: Retries = DEFAULT_RETRIES) -> None:
        self.params = params
        self.retries = retries
        uri = urlsplit(params.uri)
        if uri.scheme == "s3":
            if not uri.netloc:
                raise BestError(f"{params.uri!r} names no bucket; write s3://bucket/prefix", field="storage.uri")
            self.bucket: str | None = uri.netloc
            self.prefix = uri.path.strip("/")
        elif uri.scheme:
            raise BestError(f"{params.uri!r}: use a local directory or s3://bucket/prefix", field="storage.uri")
        else:
            self.bucket = None
            # Resolved once, so a stage that changes directory still writes where it started.
            self.prefix = str(Path(params.uri).resolve())
        endpoint = urlsplit(params.endpoint_url or "")
        if params.endpoint_url is not None and (endpoint.scheme not in ("http", "https") or not endpoint.netloc):
            raise BestError(f"{params.endpoint_url!r} is not an http(s)://host:port address",
                            field="storage.endpoint_url")

    @classmethod
    def from_params(cls, p: StorageParams, retries: Retries = DEFAULT_RETRIES) -> Storage:
        return cls(p, retries)

    def publish(self, stage: str, name: str, table: pa.Table, environments: list[str]) -> list[str]:
        """Each environment gets only its own rows, so a machine republishing one environment
        never overwrites another's; a table without environments (generations) is shared by all."""
        if DVC_PREFIX in environments:
            raise BestError(f"environment {DVC_PREFIX!r} would share the prefix of DVC's remote", field="environments")
        keys = [self._key(environment, stage, name) for environment in environments]  # all valid before any write
        locations = []
        for environment, key in zip(environments, keys, strict=True):
            rows = table
            if "environment" in table.column_names:
                rows = table.filter(pc.equal(table["environment"], environment))
            sink = pa.BufferOutputStream()
            # Without statistics and with one codec, equal tables give equal bytes, so republishing
            # unchanged results changes nothing downstream.
            pq.write_table(rows, sink, compression="zstd", write_statistics=False)
            locations.append(self._write(key, sink.getvalue().to_pybytes()))
        return locations

    def read(self, environment: str, stage: str, name: str) -> pa.Table:
        return pq.read_table(pa.BufferReader(self._read(self._key(environment, stage, name))))

    def environments(self) -> list[str]:
        """What a study can merge: every environment some machine has published."""
        if self.bucket is None:
            root = Path(self.prefix)
            try:
                found = [p.name for p in root.iterdir() if p.is_dir()] if root.is_dir() else []
            except OSError as e:
                raise BestError(f"cannot list {root}: {e}", field="storage.uri") from e
        else:
            found = self._s3_folders()
        return sorted(f for f in found if f != DVC_PREFIX)

    def _s3_folders(self) -> list[str]:
        """The folders right under the prefix: S3 lists them as common prefixes of the keys."""
        assert self.bucket is not None
        under = f"{self.prefix}/" if self.prefix else ""
        try:
            pages = self._client.get_paginator("list_objects_v2").paginate(Bucket=self.bucket, Prefix=under,
                                                                          Delimiter="/")
            return [p["Prefix"][len(under):].rstrip("/") for page in pages for p in page.get("CommonPrefixes", [])]
        except ClientError as e:
            # A prefix nobody has published to yet is empty, but a missing bucket is a misspelt one.
            if _code(e) == "NoSuchBucket":
                raise BestError(f"bucket {self.bucket!r} does not exist", field="storage.uri") from e
            raise BestError(f"S3 refused listing {self.params.uri}: {e}", field="storage.uri") from e
        except BotoCoreError as e:
            raise BestError(f"cannot list {self.params.uri} {self._gave_up}: {e}", field=self._reach_field) from e

    def dvc_remote(self) -> tuple[str, dict[str, str]]:
        url = self._location(DVC_PREFIX)
        if self.bucket is None:
            return url, {}
        options = {"region": self.params.region}
        if self.params.endpoint_url is not None:
            options["endpointurl"] = self.params.endpoint_url
        return url, options

    def _key(self, environment: str, stage: str, name: str) -> str:
        for part in (environment, stage, name):
            # Each becomes one path segment; anything else would write outside its prefix.
            if part in ("", ".", "..") or "/" in part or "\\" in part:
                raise BestError(f"{part!r} cannot name a storage folder or table")
        return f"{environment}/{stage}/{name}.parquet"

    @staticmethod
    def _join(*parts: str) -> str:
        return "/".join(p for p in parts if p)

    def _location(self, key: str) -> str:
        if self.bucket is None:
            return str(Path(self.prefix) / key)
        return f"s3://{self._join(self.bucket, self.prefix, key)}"

    @property
    def _reach_field(self) -> str:
        return "storage.endpoint_url" if self.params.endpoint_url else "storage.uri"

    @property
    def _gave_up(self) -> str:
        return f"via {self.params.endpoint_url or 'AWS'} (gave up after {self.retries.attempts} attempt(s))"

    def _read(self, key: str) -> bytes:
        """A table's bytes. A table nobody published is a BestError caused by FileNotFoundError,
        locally and on S3 alike: a caller tells "not yet published" from "unreachable" by that."""
        location = self._location(key)
        try:
            if self.bucket is None:
                return Path(location).read_bytes()
            body: bytes = self._client.get_object(Bucket=self.bucket, Key=self._join(self.prefix, key))["Body"].read()
            return body
        except FileNotFoundError as e:
            raise BestError(f"no table at {location}", field="storage.uri") from e
        except ClientError as e:
            if _code(e) == "NoSuchKey":
                raise BestError(f"no table at {location}", field="storage.uri") from FileNotFoundError(
                    errno.ENOENT, str(e), location)
            raise BestError(f"S3 refused {location}: {e}", field="storage.uri") from e
        except BotoCoreError as e:
            raise BestError(f"cannot read {location} {self._gave_up}: {e}", field=self._reach_field) from e
        except OSError as e:
            raise BestError(f"cannot read {location}: {e}", field="storage.uri") from e

    def _write(self, key: str, data: bytes) -> str:
        location = self._location(key)
        try:
            if self.bucket is None:
                atomic_write(Path(location), data)
            else:
                # S3 shows an object only once it is complete, so one put is as atomic as a rename.
                self._client.put_object(Bucket=self.bucket, Key=self._join(self.prefix, key), Body=data,
                                        ContentMD5=base64.b64encode(hashlib.md5(data).digest()).decode())
        except ClientError as e:  # the server answered: the bucket or the credentials are wrong
            raise BestError(f"S3 refused {location}: {e}", field="storage.uri") from e
        except BotoCoreError as e:  # no answer, or no credentials to ask with
            raise BestError(f"cannot write {location} {self._gave_up}: {e}", field=self._reach_field) from e
        except OSError as e:
            raise BestError(f"cannot write {location}: {e}", field="storage.uri") from e
        return location

    @cached_property
    def _client(self) -> Any:
        config = Config(retries={"total_max_attempts": self.retries.attempts, "mode": "standard"},
                        connect_timeout=self.retries.connect_timeout_s, read_timeout=self.retries.read_timeout_s)
        return boto3.client("s3", endpoint_url=self.params.endpoint_url, region_name=self.params.region,
                            config=config)


def _code(error: ClientError) -> str:
    """The S3 error code of a refusal (`NoSuchKey`, `NoSuchBucket`, `AccessDenied`, ...)."""
    return str(error.response.get("Error", {}).get("Code", ""))


def configure_dvc_remote(storage: Storage, repo: Path) -> None:
    """Makes DVC push to the same storage, in .dvc/config.local: git ignores that file, so one
    machine's remote (an endpoint on its loopback, say) never gets committed for everyone."""
    url, options = storage.dvc_remote()
    commands = [["remote", "add", "--local", "--force", "--default", DVC_REMOTE, url]]
    commands += [["remote", "modify", "--local", DVC_REMOTE, option, value] for option, value in options.items()]
    for args in commands:
        done = subprocess.run([sys.executable, "-m", "dvc", *args], cwd=repo, capture_output=True, text=True,
                              check=False)
        if done.returncode != 0:
            raise BestError(f"`dvc {' '.join(args)}` failed: {done.stderr.strip()}", file=repo, field="storage.uri")
