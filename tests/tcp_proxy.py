"""A loopback TCP forwarder that can make a server go away in the middle of a request.

Faults have to reach the client as the network delivers them (a reset halfway through a
body, then connections refused), which no patch of boto3 can imitate. The proxy reads the
client's HTTP/1.1 requests only as far as it must to count them and to find where each body
starts (request line, headers, Content-Length); everything else it passes through as it is.
"""

from __future__ import annotations

import contextlib
import socket
import struct
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

CHUNK = 16384


@dataclass
class Cut:
    """Let `whole` requests of `method` through, then forward only `body_bytes` of the next one's body."""

    method: bytes
    whole: int
    body_bytes: int


class TcpProxy:
    """Forwards 127.0.0.1:<port> to a target; `cut_during` and `down` fail it, `forward` heals it."""

    def __init__(self, target: tuple[str, int]) -> None:
        self.target = target
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port: int = self._listener.getsockname()[1]
        self._lock = threading.Lock()
        self._cut: Cut | None = None
        self._down = False
        self._open: set[socket.socket] = set()
        self.requests: list[str] = []  # request lines seen, in order, whether forwarded whole or not
        self.refused = 0  # connections reset as soon as they were accepted
        self._heal_at: int | None = None
        self._healed = threading.Event()
        self._accepting = threading.Thread(target=self._accept, daemon=True)
        self._accepting.start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def cut_during(self, method: str, *, whole: int, body_bytes: int) -> None:
        """The server goes away during the body of the (whole + 1)-th `method` request and stays away."""
        with self._lock:
            self._cut = Cut(method.encode(), whole, body_bytes)

    def down(self) -> None:
        """Every connection, open or new, is reset."""
        with self._lock:
            self._down = True
            for s in list(self._open):
                _abort(s)

    def forward(self) -> None:
        """The server is back: everything passes again."""
        with self._lock:
            self._down, self._cut = False, None

    def heal_after_refusals(self, n: int) -> threading.Event:
        """Forward again once `n` more connections have been refused; the event says it happened."""
        with self._lock:
            self._heal_at = self.refused + n
            self._healed.clear()
        return self._healed

    def close(self) -> None:
        self.down()
        with contextlib.suppress(OSError):
            self._listener.shutdown(socket.SHUT_RDWR)  # wakes the thread blocked in accept(); close() would not
        self._listener.close()
        self._accepting.join(timeout=5)

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            with self._lock:
                down = self._down
                if down:
                    self.refused += 1
                    if self.refused == self._heal_at:
                        self._down, self._cut, self._heal_at = False, None, None
                        self._healed.set()
            if down:
                _reset(client)
                continue
            threading.Thread(target=self._serve, args=(client,), daemon=True).start()

    def _serve(self, client: socket.socket) -> None:
        try:
            server = socket.create_connection(self.target)
        except OSError:
            _reset(client)
            return
        with self._lock:
            self._open |= {client, server}
        muted = threading.Event()
        threading.Thread(target=self._pipe, args=(server, client, muted), daemon=True).start()
        try:
            self._requests(client, server, muted)
        finally:
            with self._lock:
                self._open -= {client, server}
            _reset(client)
            _reset(server)

    @staticmethod
    def _pipe(source: socket.socket, sink: socket.socket, muted: threading.Event) -> None:
        """Server to client: the replies pass untouched until either side is gone, or the
        connection is being cut (then the server's reply to the cut request must never arrive)."""
        with contextlib.suppress(OSError):
            while (data := source.recv(CHUNK)) and not muted.is_set():
                sink.sendall(data)

    def _requests(self, client: socket.socket, server: socket.socket, muted: threading.Event) -> None:
        """Client to server, one request at a time: its head whole, then its body, unless a cut is due."""
        buffer = b""
        while True:
            while b"\r\n\r\n" not in buffer:
                data = client.recv(CHUNK)
                if not data:
                    return
                buffer += data
            head, _, buffer = buffer.partition(b"\r\n\r\n")
            length = _content_length(head)
            allowed = self._admit(head.split(b"\r\n", 1)[0])
            if allowed is None:
                return
            server.sendall(head + b"\r\n\r\n")
            remaining = length
            while remaining:
                if not buffer:
                    buffer = client.recv(CHUNK)
                    if not buffer:
                        return
                piece, buffer = buffer[:remaining], buffer[remaining:]
                if allowed <= len(piece):  # the cut falls in this piece (at its end: the request's last byte)
                    muted.set()
                    server.sendall(piece[:allowed])
                    self.down()
                    return
                server.sendall(piece)
                remaining -= len(piece)
                allowed -= len(piece)

    def _admit(self, request_line: bytes) -> int | None:
        """How many body bytes of this request may pass: all (a large number), some, or none (None)."""
        with self._lock:
            if self._down:
                return None
            self.requests.append(request_line.decode("latin-1"))
            cut = self._cut
            if cut is None or not request_line.startswith(cut.method + b" "):
                return 1 << 62
            if cut.whole > 0:
                cut.whole -= 1
                return 1 << 62
            return cut.body_bytes


def _content_length(head: bytes) -> int:
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            return int(value.strip())
    return 0


def _abort(s: socket.socket) -> None:
    """Wake whichever thread reads `s`, and make its close a TCP reset, as a server that died
    would send, rather than an orderly end of stream."""
    with contextlib.suppress(OSError):
        s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        s.shutdown(socket.SHUT_RD)


def _reset(s: socket.socket) -> None:
    _abort(s)
    with contextlib.suppress(OSError):
        s.close()


@contextmanager
def tcp_proxy(target: tuple[str, int]) -> Iterator[TcpProxy]:
    proxy = TcpProxy(target)
    try:
        yield proxy
    finally:
        proxy.close()
