"""The Python client for Vigil: the operations and models generated from Vigil's OpenAPI document
(package :mod:`vigil_api`), and this hand-written layer around them: bearer auth, typed problem
errors, pagination, idempotency keys kept across retries, retries with backoff, timeouts, and
Standard Webhooks verification.
"""

from .client import DEFAULT_BASE_URL, Vigil
from .errors import (
    AuthenticationError,
    BadRequestError,
    ConflictError,
    IdempotencyMismatchError,
    InternalServerError,
    NotFoundError,
    PermissionDeniedError,
    RateLimitError,
    VigilApiError,
    VigilConnectionError,
    VigilError,
    VigilTimeoutError,
)
from .retry import RETRY_DEFAULTS
from .webhooks import Webhook, WebhookVerificationError, verify_webhook

__all__ = [
    "DEFAULT_BASE_URL",
    "RETRY_DEFAULTS",
    "AuthenticationError",
    "BadRequestError",
    "ConflictError",
    "IdempotencyMismatchError",
    "InternalServerError",
    "NotFoundError",
    "PermissionDeniedError",
    "RateLimitError",
    "Vigil",
    "VigilApiError",
    "VigilConnectionError",
    "VigilError",
    "VigilTimeoutError",
    "Webhook",
    "WebhookVerificationError",
    "verify_webhook",
]
