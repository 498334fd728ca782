"""A real Vigil for the tests: the one named by VIGIL_BASE_URL, VIGIL_ADMIN_KEY and VIGIL_GATEWAY_URL
(as .ci/clients starts it), or else one this session starts with sdk/scripts/live-vigil.ts (the
repository's Node runs it) and stops at the end. Also a webhook receiver on 127.0.0.1 and the
gateway's fault plans (see live-vigil.ts).
"""

from __future__ import annotations

import json
import os
import secrets
import subprocess
import threading
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Iterator

import httpx
import pytest

from vigil import Vigil
from vigil_api.api.keys import create_key
from vigil_api.models import CreateKeyRequest, Scope

REPOSITORY = Path(__file__).resolve().parents[3]


@dataclass
class LiveVigil:
    base_url: str
    admin_key: str
    gateway_url: str

    def client(self, **options: Any) -> Vigil:
        return Vigil(options.pop("api_key", self.admin_key), options.pop("base_url", self.base_url), **options)

    def new_key(self, scopes: list[str], rate_limit: str | None = None) -> tuple[str, str]:
        """A key of the admin's workspace, made through the API: (key id, secret)."""
        with self.client() as admin:
            body = CreateKeyRequest(name="python sdk test", scopes=[Scope(s) for s in scopes])
            if rate_limit is not None:
                body.rate_limit = rate_limit
            created = create_key.sync(client=admin.client, body=body)
        return created.id, created.key

    def plan(self, moves: list[Any]) -> "Plan":
        """A path through the fault gateway that plays `moves` to the requests sent through it."""
        answer = httpx.post(f"{self.gateway_url}/plans", json={"moves": moves})
        answer.raise_for_status()
        return Plan(self.gateway_url, answer.json()["id"], answer.json()["base_url"])


@dataclass
class Plan:
    gateway_url: str
    id: str
    base_url: str

    def log(self) -> list[dict[str, Any]]:
        return httpx.get(f"{self.gateway_url}/plans/{self.id}/log").json()["requests"]


def problem_move(status: int, code: str, headers: dict[str, str] | None = None) -> dict[str, Any]:
    body = {"type": f"urn:vigil:problem:{code}", "title": code, "status": status,
            "detail": f"a {status} from the gateway", "code": code, "request_id": "gateway"}
    return {"status": status, "headers": {"content-type": "application/problem+json", **(headers or {})},
            "body": json.dumps(body)}


@pytest.fixture(scope="session")
def live() -> Iterator[LiveVigil]:
    if os.environ.get("VIGIL_BASE_URL"):
        yield LiveVigil(os.environ["VIGIL_BASE_URL"], os.environ["VIGIL_ADMIN_KEY"], os.environ["VIGIL_GATEWAY_URL"])
        return
    node = REPOSITORY / "node_modules" / ".bin" / "node"
    process = subprocess.Popen(
        [str(node), str(REPOSITORY / "sdk" / "scripts" / "live-vigil.ts")],
        cwd=REPOSITORY, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )
    assert process.stdout is not None and process.stdin is not None
    line = process.stdout.readline()
    if not line:
        process.kill()
        raise RuntimeError("sdk/scripts/live-vigil.ts did not start (run `npm ci` at the repository root)")
    started = json.loads(line)
    try:
        yield LiveVigil(started["base_url"], started["admin_key"], started["gateway_url"])
    finally:
        process.stdin.close()
        process.wait(timeout=30)


@dataclass
class Delivery:
    path: str
    headers: dict[str, str]
    body: bytes


class Receiver:
    """An HTTP server on 127.0.0.1 that records each POST it receives and answers 204."""

    def __init__(self) -> None:
        self.received: list[Delivery] = []
        self._arrived = threading.Condition()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 (the name http.server calls)
                body = self.rfile.read(int(self.headers.get("content-length", "0")))
                with receiver._arrived:
                    receiver.received.append(Delivery(self.path, dict(self.headers.items()), body))
                    receiver._arrived.notify_all()
                self.send_response(204)
                self.end_headers()

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}"
        threading.Thread(target=self._server.serve_forever, daemon=True).start()

    def wait_for(self, count: int, timeout_s: float) -> list[Delivery]:
        with self._arrived:
            if not self._arrived.wait_for(lambda: len(self.received) >= count, timeout=timeout_s):
                raise AssertionError(f"{len(self.received)} of {count} deliveries arrived in {timeout_s} s")
        return self.received

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    server = Receiver()
    yield server
    server.close()


def ethereum_address() -> str:
    return "0x" + secrets.token_hex(20)


def tx_hash() -> str:
    return "0x" + secrets.token_hex(32)
