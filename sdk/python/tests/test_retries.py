"""Retries, idempotency and timeouts against a real Vigil: a key with a tiny rate limit for 429 and
Retry-After, and the fault gateway in front of Vigil for 5xx answers, lost answers and silence."""

from __future__ import annotations

import secrets
import time

import pytest
from conftest import LiveVigil, ethereum_address, problem_move

from vigil import (
    IdempotencyMismatchError,
    InternalServerError,
    RateLimitError,
    VigilConnectionError,
    VigilTimeoutError,
)
from vigil.errors import retry_after_seconds
from vigil.retry import RETRY_DEFAULTS, backoff_s
from vigil_api.api.cases import create_case
from vigil_api.api.keys import get_key, list_keys
from vigil_api.api.operations import get_health
from vigil_api.api.screening import create_label, list_labels
from vigil_api.api.webhooks import create_webhook, update_webhook
from vigil_api.models import CreateCaseRequest, CreateLabelRequest, CreateWebhookRequest, WebhookEventSelector, UpdateWebhookRequest


def label_request(address: str, label: str = "once") -> CreateLabelRequest:
    return CreateLabelRequest(chain="ethereum", address=address, label=label, category="fraud")


def test_waits_what_retry_after_says_then_retries_a_429(live: LiveVigil) -> None:
    key_id, secret = live.new_key(["keys:read"], rate_limit="1/2")
    plan = live.plan([])  # forwards everything, and logs what the client sent
    vigil = live.client(api_key=secret, base_url=plan.base_url)
    get_key.sync(key_id, client=vigil.client)
    started = time.monotonic()
    again = get_key.sync(key_id, client=vigil.client)
    assert again.id == key_id
    assert time.monotonic() - started >= 1.0
    assert [entry["path"] for entry in plan.log()] == [f"/v1/keys/{key_id}"] * 3


def test_raises_rate_limit_error_with_the_wait_when_retries_are_off(live: LiveVigil) -> None:
    key_id, secret = live.new_key(["keys:read"], rate_limit="1/60")
    vigil = live.client(api_key=secret, max_retries=0)
    get_key.sync(key_id, client=vigil.client)
    with pytest.raises(RateLimitError) as caught:
        get_key.sync(key_id, client=vigil.client)
    assert caught.value.code == "rate_limited"
    assert caught.value.retry_after_s is not None and caught.value.retry_after_s > 1


def test_does_not_wait_for_a_retry_after_longer_than_the_cap(live: LiveVigil) -> None:
    plan = live.plan([problem_move(429, "rate_limited", {"retry-after": "3600"})])
    started = time.monotonic()
    with pytest.raises(RateLimitError) as caught:
        list_keys.sync(client=live.client(base_url=plan.base_url).client)
    assert caught.value.retry_after_s == 3600
    assert len(plan.log()) == 1
    assert time.monotonic() - started < 1.0


def test_retries_a_get_with_backoff_until_it_succeeds(live: LiveVigil) -> None:
    plan = live.plan([problem_move(503, "unavailable"), problem_move(503, "unavailable")])
    page = list_keys.sync(client=live.client(base_url=plan.base_url).client)
    assert len(page.data) > 0
    assert [entry["move"] for entry in plan.log()] == ["503", "503", "forward"]


def test_gives_up_after_max_retries(live: LiveVigil) -> None:
    plan = live.plan([problem_move(500, "internal")] * 5)
    with pytest.raises(InternalServerError) as caught:
        list_keys.sync(client=live.client(base_url=plan.base_url, max_retries=1).client)
    assert caught.value.status == 500
    assert len(plan.log()) == 2


def test_an_idempotent_retry_after_a_lost_answer_is_answered_once(live: LiveVigil) -> None:
    plan = live.plan(["lose-answer"])
    vigil = live.client(base_url=plan.base_url)
    address = ethereum_address()
    label = create_label.sync(client=vigil.client, body=label_request(address))
    log = plan.log()
    assert [entry["move"] for entry in log] == ["lose-answer", "forward"]
    assert log[0]["idempotency_key"] and log[1]["idempotency_key"] == log[0]["idempotency_key"]
    # Vigil made the label on the first attempt and replayed it to the retry: there is one.
    direct = live.client()
    labels = [item for item in direct.paginate(list_labels, limit=200) if item.address == address]
    assert [item.id for item in labels] == [label.id]


def test_replays_a_post_repeated_with_the_same_key_and_refuses_another_body(live: LiveVigil) -> None:
    vigil = live.client()
    key = f"python-{secrets.token_hex(8)}"
    address = ethereum_address()
    first = create_label.sync(client=vigil.client, body=label_request(address), idempotency_key=key)
    again = create_label.sync(client=vigil.client, body=label_request(address), idempotency_key=key)
    assert again.to_dict() == first.to_dict()
    with pytest.raises(IdempotencyMismatchError) as caught:
        create_label.sync(client=vigil.client, body=label_request(address, "another"), idempotency_key=key)
    assert caught.value.code == "idempotency_mismatch"


def test_sends_a_new_key_for_each_call(live: LiveVigil) -> None:
    plan = live.plan([])
    vigil = live.client(base_url=plan.base_url)
    create_case.sync(client=vigil.client, body=CreateCaseRequest(title="one"))
    create_case.sync(client=vigil.client, body=CreateCaseRequest(title="two"))
    keys = [entry["idempotency_key"] for entry in plan.log()]
    assert len(keys) == 2 and all(keys) and keys[0] != keys[1]


def test_never_repeats_a_patch(live: LiveVigil) -> None:
    endpoint = create_webhook.sync(
        client=live.client().client, body=CreateWebhookRequest(url="https://hooks.example.com/vigil", events=[WebhookEventSelector("*")])
    )
    plan = live.plan([problem_move(500, "internal")] * 3)
    with pytest.raises(InternalServerError):
        update_webhook.sync(endpoint.id, client=live.client(base_url=plan.base_url).client, body=UpdateWebhookRequest(description="x"))
    assert len(plan.log()) == 1


def test_times_out_an_attempt_and_retries_it(live: LiveVigil) -> None:
    plan = live.plan(["hang"])
    health = get_health.sync(client=live.client(base_url=plan.base_url, timeout_s=0.5).client)
    assert health.status == "ok"
    assert [entry["move"] for entry in plan.log()] == ["hang", "forward"]


def test_raises_timeout_when_no_attempt_is_answered(live: LiveVigil) -> None:
    plan = live.plan(["hang", "hang"])
    with pytest.raises(VigilTimeoutError):
        list_keys.sync(client=live.client(base_url=plan.base_url, timeout_s=0.2, max_retries=1).client)


def test_raises_connection_error_when_nothing_listens(live: LiveVigil) -> None:
    with pytest.raises(VigilConnectionError) as caught:
        list_keys.sync(client=live.client(base_url="http://127.0.0.1:9", max_retries=0).client)
    assert not isinstance(caught.value, VigilTimeoutError)


def test_the_backoff_doubles_up_to_its_cap_shortened_by_at_most_the_jitter() -> None:
    assert backoff_s(0, lambda: 0) == RETRY_DEFAULTS.initial_delay_s
    assert backoff_s(1, lambda: 0) == RETRY_DEFAULTS.initial_delay_s * 2
    assert backoff_s(20, lambda: 0) == RETRY_DEFAULTS.max_delay_s
    assert backoff_s(0, lambda: 1) == RETRY_DEFAULTS.initial_delay_s * (1 - RETRY_DEFAULTS.jitter)


def test_reads_retry_after_as_seconds_or_an_http_date() -> None:
    now = 1795428000.0  # 2026-11-23T10:00:00Z
    assert retry_after_seconds({"retry-after": "7"}, now) == 7
    assert retry_after_seconds({"retry-after": "Mon, 23 Nov 2026 10:00:30 GMT"}, now) == 30
    assert retry_after_seconds({"retry-after": "soon"}, now) is None
    assert retry_after_seconds({}, now) is None
