"""A loopback HTTP log server for download tests, with scripted faults.

`LogServer` serves a directory tree; `server.script[path]` lists one action per request to that path,
after which it serves normally. Actions: `serve`; `status:N` (an HTTP error); `sleep:S` (wait, then
serve); `truncate` (announce the length, send half, hang up); `norange` (ignore a Range header);
`nolength` (no Content-Length: the body ends when the connection closes); `nolength-cut` (the same,
but the server hangs up half-way); `chunked` (a chunked transfer with its last chunk); `chunked-cut`
(chunks for half the body, then the connection closes without the last chunk); `hang` (accept, say
nothing, until the client gives up); `shortlength` (a Content-Length of half the body, then the whole
body: the client reads half); `trickle` (one byte every `trickle_seconds`, for `trickle_for` seconds,
then the rest).
"""
from __future__ import annotations

import http.server
import threading
import time
from pathlib import Path

CHUNK = 4096


class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args: object) -> None:  # keep the test output quiet
        pass

    def do_GET(self) -> None:  # noqa: N802 (http.server naming)
        self.server.requests.append((self.path, self.headers.get("Range")))
        actions = self.server.script.get(self.path, [])
        action = actions.pop(0) if actions else "serve"
        if action.startswith("status:"):
            self.send_error(int(action.split(":")[1]))
            return
        if action == "hang":
            time.sleep(self.server.hang_seconds)
            return
        if action.startswith("sleep:"):
            time.sleep(float(action.split(":")[1]))
            action = "serve"
        target = self.server.root / self.path.lstrip("/").replace("%23", "#")
        if not target.is_file():
            self.send_error(404)
            return
        body = target.read_bytes()
        if action.startswith("nolength"):
            self._send_unframed(body, cut=action.endswith("-cut"))
        elif action.startswith("chunked"):
            self._send_chunked(body, cut=action.endswith("-cut"))
        else:
            self._send(body, action)

    def _send(self, body: bytes, action: str) -> None:
        start = 0
        ranged = self.headers.get("Range")
        if ranged and action != "norange":
            start = int(ranged.split("=")[1].rstrip("-"))
            self.send_response(206)
            self.send_header("Content-Range", f"bytes {start}-{len(body) - 1}/{len(body)}")
        else:
            self.send_response(200)
        announced = (len(body) - start) // 2 if action == "shortlength" else len(body) - start
        self.send_header("Content-Length", str(announced))
        self.end_headers()
        if action == "trickle":
            self._trickle(body[start:])
            return
        if action == "truncate":  # announce everything, send half, hang up
            self.wfile.write(body[start:start + (len(body) - start) // 2])
            self.wfile.flush()
            self.close_connection = True
            return
        self.wfile.write(body[start:])

    def _trickle(self, body: bytes) -> None:
        """One byte at a time, slowly, for a while; then the rest (so a client that never gives up ends)."""
        until = time.monotonic() + self.server.trickle_for
        try:
            for at in range(len(body)):
                if time.monotonic() > until:
                    self.wfile.write(body[at:])
                    break
                self.wfile.write(body[at:at + 1])
                self.wfile.flush()
                time.sleep(self.server.trickle_seconds)
        except OSError:  # the client gave up
            pass
        self.close_connection = True

    def _send_unframed(self, body: bytes, cut: bool) -> None:
        """HTTP/1.0 style: no length; the end of the body is the end of the connection."""
        self.send_response(200)
        self.end_headers()
        self.wfile.write(body[:len(body) // 2] if cut else body)
        self.wfile.flush()
        self.close_connection = True

    def _send_chunked(self, body: bytes, cut: bool) -> None:
        self.protocol_version = "HTTP/1.1"
        self.send_response(200)
        self.send_header("Transfer-Encoding", "chunked")
        self.send_header("Connection", "close")
        self.end_headers()
        sent = body[:len(body) // 2] if cut else body
        for at in range(0, len(sent), CHUNK):
            piece = sent[at:at + CHUNK]
            self.wfile.write(f"{len(piece):x}\r\n".encode() + piece + b"\r\n")
        if not cut:
            self.wfile.write(b"0\r\n\r\n")
        self.wfile.flush()
        self.close_connection = True


class LogServer(http.server.ThreadingHTTPServer):
    daemon_threads = True
    hang_seconds = 2.0
    trickle_seconds = 0.02
    trickle_for = 20.0

    def handle_error(self, request: object, client_address: object) -> None:
        pass  # clients that gave up (timeouts) break the pipe: expected here


def start(root: Path) -> LogServer:
    """A server for `root` on a free loopback port, running in a daemon thread; `.url` is its address."""
    httpd = LogServer(("127.0.0.1", 0), Handler)
    httpd.root, httpd.script, httpd.requests = root, {}, []
    threading.Thread(target=httpd.serve_forever, args=(0.02,), daemon=True).start()
    httpd.url = f"http://127.0.0.1:{httpd.server_address[1]}"
    return httpd


def stop(httpd: LogServer) -> None:
    httpd.shutdown()
    httpd.server_close()
