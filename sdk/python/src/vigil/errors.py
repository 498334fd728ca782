"""What the client raises.

An answer with an error status becomes a :class:`VigilApiError` of the class for its status,
carrying the problem document (``code``, ``detail``, ``errors``, ``request_id``); a request that got
no answer becomes a :class:`VigilConnectionError` (or :class:`VigilTimeoutError`).
"""

from __future__ import annotations

import json
import time
from email.utils import parsedate_to_datetime
from typing import Any, Mapping, Optional

import httpx

from vigil_api.models import Problem, FieldError


class VigilError(Exception):
    """The base of every error the client raises."""


class VigilApiError(VigilError):
    """Vigil answered with an error status."""

    #: The HTTP status.
    status: int
    #: The stable error code (see Vigil's docs/errors.md); ``"unknown"`` when the body was no problem document.
    code: str
    #: What went wrong and what to fix.
    detail: str
    #: With ``validation_failed``: each invalid part of the request, as a JSON Pointer and a detail.
    errors: list[FieldError]
    #: The request id, to quote when asking for help.
    request_id: Optional[str]
    #: The whole problem document, when the body was one.
    problem: Optional[Problem]
    headers: httpx.Headers

    def __init__(self, status: int, problem: Optional[Problem], headers: httpx.Headers, fallback_detail: str) -> None:
        self.status = status
        self.problem = problem
        self.headers = headers
        self.code = str(problem.code) if problem else "unknown"
        self.detail = problem.detail if problem else fallback_detail
        errors = problem.errors if problem else None
        self.errors = errors if isinstance(errors, list) else []
        self.request_id = problem.request_id if problem else headers.get("x-request-id")
        super().__init__(f"{status} {self.code}: {self.detail}")


class BadRequestError(VigilApiError):
    """400: the request is not valid (``validation_failed``, ``malformed_json``); see ``errors``."""


class AuthenticationError(VigilApiError):
    """401: no valid API key or access token (``unauthenticated``)."""


class PermissionDeniedError(VigilApiError):
    """403: the key lacks the scope the operation needs (``forbidden``)."""


class NotFoundError(VigilApiError):
    """404: no such resource in this workspace (``not_found``)."""


class ConflictError(VigilApiError):
    """409: conflicts with the resource's state (``conflict``)."""


class IdempotencyMismatchError(VigilApiError):
    """422: the Idempotency-Key was already used with another request (``idempotency_mismatch``)."""


class RateLimitError(VigilApiError):
    """429: the key's rate limit is spent (``rate_limited``)."""

    #: Seconds to wait before the next request, from ``Retry-After``.
    retry_after_s: Optional[int]

    def __init__(self, status: int, problem: Optional[Problem], headers: httpx.Headers, fallback_detail: str) -> None:
        super().__init__(status, problem, headers, fallback_detail)
        wait = retry_after_seconds(headers)
        self.retry_after_s = None if wait is None else int(-(-wait // 1))


class InternalServerError(VigilApiError):
    """5xx: Vigil failed (``internal``) or is unavailable (``unavailable``)."""


class VigilConnectionError(VigilError):
    """The request got no answer: the connection failed or was cut."""


class VigilTimeoutError(VigilConnectionError):
    """No answer came within the timeout."""


_BY_STATUS: dict[int, type[VigilApiError]] = {
    400: BadRequestError,
    401: AuthenticationError,
    403: PermissionDeniedError,
    404: NotFoundError,
    409: ConflictError,
    422: IdempotencyMismatchError,
    429: RateLimitError,
}


def _problem_of(body: Any) -> Optional[Problem]:
    if not isinstance(body, dict):
        return None
    if not isinstance(body.get("code"), str) or not isinstance(body.get("detail"), str):
        return None
    if not isinstance(body.get("status"), int):
        return None
    try:
        return Problem.from_dict(body)
    except (KeyError, TypeError, ValueError):
        return None


def _fallback_detail(body: Any, content: bytes, reason: str) -> str:
    # The token endpoint answers RFC 6749 §5.2 errors, {error, error_description}.
    if isinstance(body, dict) and isinstance(body.get("error"), str):
        description = body.get("error_description")
        return f"{body['error']}: {description}" if isinstance(description, str) else body["error"]
    text = content.decode("utf-8", errors="replace").strip()
    return text[:500] if text else reason


def api_error_from(status: int, headers: httpx.Headers, content: bytes, reason: str = "") -> VigilApiError:
    """The error for an answer with an error status and its body."""
    try:
        body: Any = json.loads(content) if content else None
    except ValueError:
        body = None
    error_class = _BY_STATUS.get(status, InternalServerError if status >= 500 else VigilApiError)
    return error_class(status, _problem_of(body), headers, _fallback_detail(body, content, reason))


def retry_after_seconds(headers: Mapping[str, str], now: Optional[float] = None) -> Optional[float]:
    """``Retry-After`` in seconds: delay-seconds or an HTTP date (RFC 9110 §10.2.3)."""
    value = (headers.get("retry-after") or "").strip()
    if not value:
        return None
    if value.isdigit():
        return float(value)
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when is None:
        return None
    return max(0.0, when.timestamp() - (time.time() if now is None else now))
