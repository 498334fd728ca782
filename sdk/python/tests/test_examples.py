"""The five tasks of docs/clients.md (examples/five_tasks.py) against a real Vigil."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from conftest import LiveVigil, Receiver, ethereum_address

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "examples"))

import five_tasks  # noqa: E402

from vigil import WebhookVerificationError  # noqa: E402
from vigil_api.api.sites import create_site  # noqa: E402
from vigil_api.api.webhooks import create_webhook, send_webhook_test_event  # noqa: E402
from vigil_api.models import CreateSiteRequest, CreateWebhookRequest, WebhookEventSelector, SendWebhookTestEventRequest  # noqa: E402


def test_the_five_tasks(live: LiveVigil, receiver: Receiver, capsys: pytest.CaptureFixture[str]) -> None:
    vigil = five_tasks.authenticate(live.admin_key, live.base_url)

    result = five_tasks.screen(vigil, ethereum_address())
    assert result.sanctions_hit is False and "none 0 False []" in capsys.readouterr().out

    site = create_site.sync(client=vigil.client, body=CreateSiteRequest(name="example", coordinates=[3.0, 51.0]))
    assert site.id in five_tasks.every_site(vigil)
    assert five_tasks.read_site(vigil, site.id) == "example"

    assert five_tasks.read_site(vigil, "site_01h00000000000000000000000") is None
    assert capsys.readouterr().out.startswith("not_found ")
    assert five_tasks.read_site(vigil, "not-an-id") is None
    assert capsys.readouterr().out.startswith("/path/id ")

    endpoint = create_webhook.sync(client=vigil.client, body=CreateWebhookRequest(url=f"{receiver.url}/hooks", events=[WebhookEventSelector("*")]))
    send_webhook_test_event.sync(endpoint.id, client=vigil.client, body=SendWebhookTestEventRequest())
    delivery = receiver.wait_for(1, 15)[0]
    assert five_tasks.receive(endpoint.secret, delivery.body, delivery.headers).type_ == "webhook.test"
    with pytest.raises(WebhookVerificationError):
        five_tasks.receive(endpoint.secret, delivery.body + b" ", delivery.headers)
