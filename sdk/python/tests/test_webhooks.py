"""Webhook verification: a real delivery from Vigil's worker to a receiver on 127.0.0.1 verifies
with the endpoint's secret and comes back as its typed event; a changed body, another secret or a
stale timestamp do not verify. Then the Standard Webhooks test vectors (../shared/data/webhooks)."""

from __future__ import annotations

import json
import time
from datetime import datetime, timezone
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
from conftest import REPOSITORY, LiveVigil, Receiver

from vigil import Webhook, WebhookVerificationError, verify_webhook
from vigil_api.api.webhooks import create_webhook, send_webhook_test_event
from vigil_api.models import CreateWebhookRequest, WebhookEventSelector, SendWebhookTestEventRequest, WebhookTestEvent

VECTORS = REPOSITORY.parent / "shared" / "data" / "webhooks"


def test_verifies_a_real_delivery_and_returns_its_typed_event(live: LiveVigil, receiver: Receiver) -> None:
    vigil = live.client()
    endpoint = create_webhook.sync(client=vigil.client, body=CreateWebhookRequest(url=f"{receiver.url}/vigil", events=[WebhookEventSelector("*")]))
    send_webhook_test_event.sync(endpoint.id, client=vigil.client, body=SendWebhookTestEventRequest())
    delivery = receiver.wait_for(1, 15)[0]
    assert delivery.path == "/vigil"

    event = verify_webhook(endpoint.secret, delivery.body, delivery.headers)
    assert isinstance(event, WebhookTestEvent)
    sent = json.loads(delivery.body)
    assert event.type_ == sent["type"] == "webhook.test"
    assert event.data.endpoint_id == sent["data"]["endpoint_id"] == endpoint.id
    assert event.timestamp == datetime.fromisoformat(sent["timestamp"].replace("Z", "+00:00"))
    assert delivery.headers["webhook-id"].startswith("evt_")

    with pytest.raises(WebhookVerificationError):
        verify_webhook(endpoint.secret, delivery.body.replace(b"webhook.test", b"webhook.tesT"), delivery.headers)
    other = create_webhook.sync(client=vigil.client, body=CreateWebhookRequest(url=f"{receiver.url}/other", events=[WebhookEventSelector("*")]))
    with pytest.raises(WebhookVerificationError):
        verify_webhook(other.secret, delivery.body, delivery.headers)


def test_refuses_a_signature_whose_timestamp_is_too_old() -> None:
    secret = "whsec_" + "YSBzZWNyZXQgb2YgdGhpcnR5LXR3byBieXRlcy4uLi4="
    body = json.dumps({"type": "webhook.test", "timestamp": "2026-11-23T10:00:00.000Z", "data": {}})
    stale = datetime.fromtimestamp(time.time() - 600, tz=timezone.utc)
    headers = {
        "webhook-id": "evt_01h00000000000000000000000",
        "webhook-timestamp": str(int(stale.timestamp())),
        "webhook-signature": Webhook(secret).sign("evt_01h00000000000000000000000", stale, body),
    }
    with pytest.raises(WebhookVerificationError):
        verify_webhook(secret, body, headers)


def _at(unix: int) -> Any:
    """The standardwebhooks library's clock, fixed at `unix` (the vectors are signed long ago)."""
    fixed = datetime.fromtimestamp(unix, tz=timezone.utc)
    return mock.patch("standardwebhooks.webhooks.datetime", wraps=datetime, **{"now.return_value": fixed})


def test_the_shared_signature_vector() -> None:
    for vector in json.loads((VECTORS / "signatures.json").read_text()):
        secret = vector["secret"]  # base64, without the whsec_ prefix
        when = datetime.fromtimestamp(vector["timestamp"], tz=timezone.utc)
        assert Webhook(secret).sign(vector["id"], when, vector["payload"]) == vector["signature"]
        headers = {"webhook-id": vector["id"], "webhook-timestamp": str(vector["timestamp"]), "webhook-signature": vector["signature"]}
        with _at(vector["timestamp"]):
            assert Webhook(secret).verify(vector["payload"], headers) == json.loads(vector["payload"])
        # With the real clock the 2023 timestamp is far outside the 5-minute tolerance.
        with pytest.raises(WebhookVerificationError):
            Webhook(secret).verify(vector["payload"], headers)


def test_the_standard_webhooks_vectors() -> None:
    vectors = {vector["name"]: vector for vector in json.loads((VECTORS / "standard-webhooks-vectors.json").read_text())["vectors"]}
    known = vectors["sign-known-answer"]
    timestamp = int(known["webhook-timestamp"])
    when = datetime.fromtimestamp(timestamp, tz=timezone.utc)
    webhook = Webhook(known["secret"])
    assert webhook.sign(known["webhook-id"], when, known["payload"]) == known["expected_signature"]
    headers = {"webhook-id": known["webhook-id"], "webhook-timestamp": known["webhook-timestamp"], "webhook-signature": known["expected_signature"]}
    with _at(timestamp):
        assert webhook.verify(known["payload"], headers) == json.loads(known["payload"])
    with pytest.raises(WebhookVerificationError, match="too old"):
        webhook.verify(known["payload"], headers)

    altered = vectors["one-char-altered-signature"]
    with _at(timestamp), pytest.raises(WebhookVerificationError):
        webhook.verify(altered["payload"], {**headers, "webhook-signature": altered["signature_header"]})

    junk = vectors["multi-signature-header-with-junk"]["junk_signature"]
    several = " ".join([junk, junk.replace("v1,", "v2,"), known["expected_signature"], junk])
    with _at(timestamp):
        assert webhook.verify(known["payload"], {**headers, "webhook-signature": several}) == json.loads(known["payload"])
    with _at(timestamp), pytest.raises(WebhookVerificationError):
        webhook.verify(known["payload"], {**headers, "webhook-signature": " ".join([junk, junk.replace("v1,", "v2,")])})
