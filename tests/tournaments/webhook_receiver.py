"""A real HTTP server on 127.0.0.1 for webhook tests: it records every request it gets and
answers with the status codes it is told to, in order (the last one repeats). ``during`` is
called in the server's thread while a request is being answered (the sender is waiting)."""

from __future__ import annotations

import ssl
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

# A public address literal, for tests that register a hook and never send to it: registering
# resolves the host and refuses non-public ones, and a literal needs no DNS (the tests have none).
PUBLIC_HOOK_URL = "https://93.184.215.14/hook"


@dataclass
class Received:
    path: str
    headers: dict[str, str]
    body: bytes


@dataclass
class Receiver:
    url: str
    statuses: list[int]
    delay: float = 0.0  # seconds before each answer: a slow receiver
    during: Callable[[], None] | None = None
    requests: list[Received] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)


@contextmanager
def receiver(
    *statuses: int,
    delay: float = 0.0,
    during: Callable[[], None] | None = None,
    tls: ssl.SSLContext | None = None,  # a server context: https
) -> Iterator[Receiver]:
    state = Receiver(url="", statuses=list(statuses) or [200], delay=delay, during=during)

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # the name http.server calls
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length)
            if state.during is not None:
                state.during()
            time.sleep(state.delay)
            with state.lock:
                state.requests.append(Received(self.path, dict(self.headers), body))
                index = min(len(state.requests), len(state.statuses)) - 1
                status = state.statuses[index]
            self.send_response(status)
            self.send_header("Content-Length", "2")
            self.end_headers()
            self.wfile.write(b"ok")

        def log_message(self, *args: object) -> None:  # keep the test output clean
            return

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    if tls is not None:
        server.socket = tls.wrap_socket(server.socket, server_side=True)
    scheme = "https" if tls else "http"
    state.url = f"{scheme}://127.0.0.1:{server.server_address[1]}/hook"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield state
    finally:
        server.shutdown()
        server.server_close()
