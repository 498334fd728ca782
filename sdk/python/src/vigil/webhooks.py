"""Verifying what Vigil delivers to a webhook endpoint.

Deliveries are signed the Standard Webhooks way (``webhook-id``, ``webhook-timestamp``,
``webhook-signature: v1,…``), so this is the ``standardwebhooks`` package with a typed helper on top:
the verified body comes back as the generated model of its event type (``ThreatDetectedEvent``, …).
"""

from __future__ import annotations

import re
from typing import Any, Mapping, Union

from standardwebhooks.webhooks import Webhook, WebhookVerificationError

import vigil_api.models as models

__all__ = ["Webhook", "WebhookVerificationError", "verify_webhook", "event_model"]

_SIGNED_HEADERS = ("webhook-id", "webhook-timestamp", "webhook-signature")


def event_model(event_type: str) -> Any:
    """The generated model of an event type: ``threat.detected`` → ``ThreatDetectedEvent``."""
    name = "".join(part[:1].upper() + part[1:] for part in re.split(r"[^A-Za-z0-9]+", event_type) if part) + "Event"
    model = getattr(models, name, None)
    if model is None:
        raise WebhookVerificationError(f"Unknown event type {event_type!r}")
    return model


def verify_webhook(secret: str, payload: Union[bytes, str], headers: Mapping[str, str]) -> Any:
    """Checks a delivery's signature against the endpoint's secret (``whsec_…``; during a rotation
    either secret matches) and its timestamp (within 5 minutes), then returns the event as its
    generated model. Pass the body exactly as received, before any JSON parsing. Raises
    :class:`WebhookVerificationError` otherwise.
    """
    lowered = {name.lower(): value for name, value in headers.items()}
    signed = {name: lowered.get(name, "") for name in _SIGNED_HEADERS}
    event = Webhook(secret).verify(payload, signed)
    if not isinstance(event, dict) or not isinstance(event.get("type"), str):
        raise WebhookVerificationError("The payload is not a Vigil event")
    return event_model(event["type"]).from_dict(event)
