"""The five things every integration does, as docs/clients.md shows them (the regions between
``# [doc:NAME]`` and ``# [/doc]`` are the doc's snippets, checked to match). tests/test_examples.py
runs each against a real Vigil.
"""

from __future__ import annotations

import uuid
from typing import Any, Mapping, Union

from vigil import BadRequestError, NotFoundError, Vigil, VigilApiError, verify_webhook
from vigil_api.api.sites import get_site, list_sites
from vigil_api.api.screening import screen_wallet
from vigil_api.models import ScreenWalletRequest, ThreatDetectedEvent, WalletScreening


def authenticate(api_key: str, base_url: str) -> Vigil:
    # [doc:authenticate]
    # An API key (vk_…) or an OAuth access token, sent as Authorization: Bearer ….
    vigil = Vigil(api_key, base_url)
    # [/doc]
    return vigil


def screen(vigil: Vigil, address: str) -> WalletScreening:
    # [doc:screen]
    # One key per logical request: a retry with it is answered once, never acted on twice.
    # (The client also adds one to every POST by itself and keeps it across its own retries.)
    result = vigil.call(
        screen_wallet.sync,
        body=ScreenWalletRequest(chain="ethereum", address=address),
        idempotency_key=str(uuid.uuid4()),
    )
    print(result.risk_category, result.risk_score, result.sanctions_hit, result.matched_labels)
    # [/doc]
    return result


def every_site(vigil: Vigil) -> list[str]:
    ids = []
    # [doc:paginate]
    # Fetches page after page (100 sites each) as the loop goes.
    for site in vigil.paginate(list_sites.sync, limit=100):
        ids.append(site.id)
    # [/doc]
    return ids


def read_site(vigil: Vigil, site_id: str) -> Union[str, None]:
    # [doc:problem]
    try:
        site = vigil.call(get_site.sync, site_id)
        return site.name
    except NotFoundError as error:
        print(error.code, error.detail, error.request_id)  # not_found, what to fix, the request id
    except BadRequestError as error:
        for item in error.errors:
            print(item.pointer, item.detail)  # e.g. /path/id and why it is wrong
    except VigilApiError as error:
        print(error.status, error.code, error.detail)
    # [/doc]
    return None


def receive(secret: str, body: bytes, headers: Mapping[str, str]) -> Any:
    # [doc:webhook]
    # body: the raw bytes as received (before any JSON parsing); headers: the request's headers.
    # Raises vigil.WebhookVerificationError if the signature or timestamp is wrong (answer 400).
    event = verify_webhook(secret, body, headers)
    if isinstance(event, ThreatDetectedEvent):
        print(event.data.threat_id, event.data.severity)
    print(event.type_)
    # [/doc]
    return event
