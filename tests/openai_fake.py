"""A small OpenAI-compatible HTTP server on loopback that can misbehave on purpose.

Its completions are a deterministic function of the request (prompt, seed), so two runs
can be compared sample by sample. `faults` is a queue of misbehaviours, one consumed per
request: "429" (with Retry-After), "500", "slow" (sleeps past the client's timeout),
"truncated" (promises more body than it sends), "garbage" (a non-JSON body), "400",
"no-choices" and "no-message" (200 with JSON of the wrong schema: no `choices`, or a choice
without its `message`, as a server that is not chat-completions compatible answers).

`GET /v1/models` serves `models`, a list a test may change between two requests, as a
server does when a model is deployed; `list_faults` is its own queue of misbehaviours
("500", "404", "garbage", "no-data": a 200 without `data`). With `api_key` set, both paths
answer 401 to a request without that bearer key. `completions` counts the chat-completion
requests answered per model, and `answer` writes a reply from the request body.

`POST /v1/completions` answers a base model's plain prompt (`choices[0].text`). A reply of
more words than the request's `max_tokens` is cut there with finish_reason "length", as a
server cuts at its token limit. `reasoning` is returned as the chat message's
`reasoning_content`, and `think` puts a `<think>` block holding a draft before the answer,
as reasoning models do; `paths` records the path of every completion request.

A careless or hostile server repeats what it was sent: the fault "echo-key" answers 400 with
the request's Authorization header in its error, and with `echo_key` every answer has that
header in place of the word ECHO_KEY.
"""

from __future__ import annotations

import hashlib
import json
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


def completion_for(prompt: str, seed: int) -> str:
    tag = hashlib.sha256(f"{seed}:{prompt}".encode()).hexdigest()[:12]
    return (f"Here is my answer ({tag}).\n```cpp\nclass Solution {{\npublic:\n    long long solve(vector<int>& a) "
            f"{{ return {int(tag[:6], 16)}; }}\n}};\n```\n")


def prompt_of(body: dict[str, Any]) -> str:
    return str(body["messages"][-1]["content"] if "messages" in body else body["prompt"])


def default_answer(body: dict[str, Any]) -> str:
    return completion_for(prompt_of(body), body["seed"])


DRAFT = "```cpp\nclass Solution {\npublic:\n    long long solve(vector<int>& a) { return -1; }\n};\n```"


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
    models: list[str] = field(default_factory=list)
    list_faults: list[str] = field(default_factory=list)
    list_requests: int = 0
    api_key: str | None = None
    completions: Counter[str] = field(default_factory=Counter)
    answer: Callable[[dict[str, Any]], str] = default_answer
    reasoning: str | None = None
    think: bool = False
    paths: list[str] = field(default_factory=list)
    echo_key: bool = False

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

        def _refused(self) -> bool:
            """A 401 sent for a request without the bearer key, when the server has one."""
            if fake.api_key is None or self.headers.get("Authorization") == f"Bearer {fake.api_key}":
                return False
            self._send(401, b'{"error": {"message": "Incorrect API key provided", "code": "invalid_api_key"}}')
            return True

        def do_GET(self) -> None:
            if self.path.rstrip("/") != "/v1/models":
                return self._send(404, b'{"error": "not found"}')
            with fake.lock:
                fake.list_requests += 1
                fault = fake.list_faults.pop(0) if fake.list_faults else None
                served = list(fake.models)
            if self._refused():
                return None
            if fault == "500":
                return self._send(500, b'{"error": "boom"}')
            if fault == "404":
                return self._send(404, b'{"error": "not found"}')
            if fault == "garbage":
                return self._send(200, b"<html>upstream proxy error</html>")
            if fault == "no-data":
                return self._send(200, json.dumps({"object": "list", "models": served}).encode())
            data = [{"id": m, "object": "model", "created": 0, "owned_by": "fake"} for m in served]
            return self._send(200, json.dumps({"object": "list", "data": data}).encode())

        def do_POST(self) -> None:
            body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", "0"))))
            if self._refused():
                return None
            fault = fake.next_fault()
            if fault == "429":
                return self._send(429, b'{"error": "rate limited"}', {"Retry-After": fake.retry_after})
            if fault == "500":
                return self._send(500, b'{"error": "boom"}')
            if fault == "400":
                return self._send(400, b'{"error": "bad request"}')
            if fault == "echo-key":
                told = f"invalid request from {self.headers.get('Authorization')}"
                return self._send(400, json.dumps({"error": {"message": told}}).encode())
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
                fake.completions[body["model"]] += 1
                fake.paths.append(self.path)
            prompt = prompt_of(body)
            thought = f"<think>A first try:\n{DRAFT}\nNo, that is wrong.</think>\n" if fake.think else ""
            text = thought + fake.answer(body)
            if fake.echo_key:
                text = text.replace("ECHO_KEY", self.headers.get("Authorization", ""))
            words = text.split(" ")
            finish, limit = "stop", int(body.get("max_tokens") or len(words))
            if len(words) > limit:
                text, finish = " ".join(words[:limit]), "length"
            usage = {"prompt_tokens": len(prompt.split()), "completion_tokens": min(20, limit)}
            if self.path.rstrip("/") == "/v1/completions":
                choice: dict[str, Any] = {"index": 0, "finish_reason": finish, "text": text}
                kind = "text_completion"
            else:
                message = {"role": "assistant", "content": text} | (
                    {"reasoning_content": fake.reasoning} if fake.reasoning else {})
                choice, kind = {"index": 0, "finish_reason": finish, "message": message}, "chat.completion"
            reply = {"id": "x", "object": kind, "model": body["model"], "choices": [choice], "usage": usage}
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
