"""A small OpenAI-compatible HTTP server on loopback that can misbehave on purpose.

Its completions are a deterministic function of the request (prompt, seed), so two runs
can be compared sample by sample. `faults` is a queue of misbehaviours, one consumed per
request: "429" (with Retry-After), "500", "slow" (sleeps past the client's timeout),
"truncated" (promises more body than it sends), "garbage" (a non-JSON body), "400",
"no-choices" and "no-message" (200 with JSON of the wrong schema: no `choices`, or a choice
without its `message`, as a server that is not chat-completions compatible answers).
"""

from __future__ import annotations

import hashlib
import json
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


def completion_for(prompt: str, seed: int) -> str:
    tag = hashlib.sha256(f"{seed}:{prompt}".encode()).hexdigest()[:12]
    return (f"Here is my answer ({tag}).\n```cpp\nclass Solution {{\npublic:\n    long long solve(vector<int>& a) "
            f"{{ return {int(tag[:6], 16)}; }}\n}};\n```\n")


@dataclass
class FakeOpenAI:
    faults: list[str] = field(default_factory=list)
    delay_s: float = 0.0  # every successful reply waits this long
    slow_s: float = 2.0
    retry_after: str = "0"
    requests: int = 0
    bodies: list[dict[str, Any]] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    url: str = ""

    def next_fault(self) -> str | None:
        with self.lock:
            self.requests += 1
            return self.faults.pop(0) if self.faults else None


def _handler(fake: FakeOpenAI) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args: object) -> None:
            pass

        def _send(self, status: int, body: bytes, headers: dict[str, str] | None = None,
                  length: int | None = None) -> None:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body) if length is None else length))
            for k, v in (headers or {}).items():
                self.send_header(k, v)
            self.end_headers()
            self.wfile.write(body)
            self.wfile.flush()

        def do_POST(self) -> None:
            body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", "0"))))
            fault = fake.next_fault()
            if fault == "429":
                return self._send(429, b'{"error": "rate limited"}', {"Retry-After": fake.retry_after})
            if fault == "500":
                return self._send(500, b'{"error": "boom"}')
            if fault == "400":
                return self._send(400, b'{"error": "bad request"}')
            if fault == "garbage":
                return self._send(200, b"<html>upstream proxy error</html>")
            if fault == "no-choices":
                return self._send(200, json.dumps({"id": "x", "object": "text_completion", "model": body["model"],
                                                   "text": "class Solution {};"}).encode())
            if fault == "no-message":
                return self._send(200, json.dumps({"id": "x", "object": "chat.completion", "model": body["model"],
                                                   "choices": [{"index": 0, "finish_reason": "stop",
                                                                "text": "class Solution {};"}]}).encode())
            if fault == "truncated":
                self._send(200, b'{"choices": [{"message": {"content": "cut', length=500)
                self.close_connection = True
                return None
            if fault == "slow":
                time.sleep(fake.slow_s)
            elif fake.delay_s:
                time.sleep(fake.delay_s)
            with fake.lock:
                fake.bodies.append(body)
            prompt = body["messages"][-1]["content"]
            reply = {"id": "x", "object": "chat.completion", "model": body["model"],
                     "choices": [{"index": 0, "finish_reason": "stop",
                                  "message": {"role": "assistant", "content": completion_for(prompt, body["seed"])}}],
                     "usage": {"prompt_tokens": len(prompt.split()), "completion_tokens": 20}}
            return self._send(200, json.dumps(reply).encode())

    return Handler


@contextmanager
def serve(fake: FakeOpenAI) -> Iterator[FakeOpenAI]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(fake))
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    fake.url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    try:
        yield fake
    finally:
        server.shutdown()
        server.server_close()
