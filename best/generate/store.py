"""The durable sample store: every finished completion, keyed by what determines it.

It lives under the cache directory, outside anything DVC deletes when it reruns a stage,
and each sample is committed (SQLite, WAL, synchronous=FULL) the moment it finishes, so a
kill loses at most the requests in flight. The key is the primary key, so a sample is
stored once however often the stage is rerun; a recorded generation error is replaced by
a later success, never the other way round.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from best.faults import crash_point

COLUMNS = ("key", "model", "task", "row", "col", "sample", "prompt_hash", "completion", "code", "tokens_in",
           "tokens_out", "latency_ms", "finish_reason", "error", "extract_error", "reasoning")

SCHEMA = """
CREATE TABLE IF NOT EXISTS samples (
    key TEXT PRIMARY KEY,
    model TEXT NOT NULL,
    task TEXT NOT NULL,
    row INTEGER NOT NULL,
    col INTEGER NOT NULL,
    sample INTEGER NOT NULL,
    prompt_hash TEXT NOT NULL,
    completion TEXT,
    code TEXT,
    tokens_in INTEGER,
    tokens_out INTEGER,
    latency_ms REAL,
    finish_reason TEXT,
    error TEXT,
    extract_error TEXT,
    reasoning TEXT
)
"""


class SampleStore:
    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self.db = sqlite3.connect(path, timeout=60)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=FULL")
        self.db.execute(SCHEMA)
        known = {r[1] for r in self.db.execute("PRAGMA table_info(samples)")}
        for column in COLUMNS:  # a store written before a column existed gains it, empty
            if column not in known:
                self.db.execute(f"ALTER TABLE samples ADD COLUMN {column} TEXT")
        self.db.commit()

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> SampleStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def finished(self, keys: list[str]) -> set[str]:
        """Keys already generated without error: a rerun skips them."""
        out: set[str] = set()
        for i in range(0, len(keys), 500):
            chunk = keys[i:i + 500]
            marks = ",".join("?" * len(chunk))
            rows = self.db.execute(f"SELECT key FROM samples WHERE error IS NULL AND key IN ({marks})", chunk)
            out.update(r[0] for r in rows)
        return out

    def put(self, row: dict[str, Any]) -> None:
        values = [row.get(c) for c in COLUMNS]
        updates = ", ".join(f"{c} = excluded.{c}" for c in COLUMNS[1:])
        self.db.execute(f"INSERT INTO samples ({', '.join(COLUMNS)}) VALUES ({', '.join('?' * len(COLUMNS))}) "
                        f"ON CONFLICT(key) DO UPDATE SET {updates} WHERE samples.error IS NOT NULL", values)
        crash_point("sample written, not committed", str(row.get("key", ""))[:12])
        self.db.commit()

    def rows(self, keys: list[str]) -> dict[str, dict[str, Any]]:
        out: dict[str, dict[str, Any]] = {}
        for i in range(0, len(keys), 500):
            chunk = keys[i:i + 500]
            marks = ",".join("?" * len(chunk))
            for r in self.db.execute(f"SELECT {', '.join(COLUMNS)} FROM samples WHERE key IN ({marks})", chunk):
                out[r[0]] = dict(zip(COLUMNS, r, strict=True))
        return out
