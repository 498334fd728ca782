"""When the client retries a request, and how long it waits first. Every number of the policy is here.

What it adds up to with the defaults: at most 3 attempts (2 retries); a refused request (429) waits
what ``Retry-After`` says; otherwise about 0.5 s, then about 1 s, so a call that keeps failing gives
up after roughly 1.5 s of waiting plus its attempts' time. The same policy as Vigil's TypeScript SDK.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Optional

from .errors import VigilApiError, retry_after_seconds


@dataclass(frozen=True)
class RetryDefaults:
    #: Retries after the first attempt.
    max_retries: int = 2
    #: The first backoff, doubled at each retry up to ``max_delay_s``.
    initial_delay_s: float = 0.5
    max_delay_s: float = 8.0
    #: Each backoff is shortened by up to this fraction at random, so clients do not retry in step.
    jitter: float = 0.25
    #: A ``Retry-After`` longer than this is not waited for: the error is raised at once.
    max_retry_after_s: float = 60.0
    #: Added at random on top of ``Retry-After``, so that clients told the same time do not return at once.
    retry_after_jitter_s: float = 0.25
    #: Each attempt's time limit (httpx's connect, read, write and pool timeouts).
    timeout_s: float = 30.0


RETRY_DEFAULTS = RetryDefaults()

#: The server failed or is briefly unavailable; another attempt may succeed.
SERVER_FAILURES = frozenset({500, 502, 503, 504})

#: Methods that may be sent again after an unclear outcome (a 5xx, a timeout, a dropped connection):
#: GET, HEAD, PUT and DELETE are idempotent by HTTP; a POST carries an ``Idempotency-Key`` that Vigil
#: honours, so a repeat replays the first answer. PATCH has no such key and is never repeated then.
REPEATABLE_METHODS = frozenset({"GET", "HEAD", "PUT", "DELETE", "POST"})


@dataclass
class RetryState:
    method: str
    max_retries: int
    #: 0 for the first retry.
    retry: int = 0
    #: A previous attempt of this call ended without a clear answer (it may have had its effect).
    uncertain: bool = False


def backoff_s(retry: int, rand: Callable[[], float] = random.random) -> float:
    base = min(RETRY_DEFAULTS.max_delay_s, RETRY_DEFAULTS.initial_delay_s * 2**retry)
    return base * (1 - rand() * RETRY_DEFAULTS.jitter)


def delay_after_error(error: VigilApiError, state: RetryState) -> Optional[float]:
    """How long to wait before retrying after ``error``, or None to raise it."""
    if state.retry >= state.max_retries:
        return None
    # A 429 was refused before any work was done, so any method may be sent again.
    refused = error.status == 429
    failed = error.status in SERVER_FAILURES and state.method in REPEATABLE_METHODS
    # A POST whose earlier attempt had an unclear outcome may find that attempt still in flight:
    # Vigil answers 409 until it finishes, then replays its answer to the same Idempotency-Key.
    in_flight = error.status == 409 and state.uncertain and state.method == "POST"
    if not (refused or failed or in_flight):
        return None
    told = retry_after_seconds(error.headers)
    if told is None:
        return backoff_s(state.retry)
    if told > RETRY_DEFAULTS.max_retry_after_s:
        return None
    return told + random.random() * RETRY_DEFAULTS.retry_after_jitter_s


def delay_after_no_answer(state: RetryState) -> Optional[float]:
    """How long to wait before retrying after no answer (connection error or timeout), or None."""
    if state.retry >= state.max_retries or state.method not in REPEATABLE_METHODS:
        return None
    return backoff_s(state.retry)
