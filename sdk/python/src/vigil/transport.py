"""The httpx transports every generated operation goes through when called with a :class:`vigil.Vigil`.

Around each request they add what a serious client needs: an ``Idempotency-Key`` on every POST
that has none (the same one on each retry, so a retry never doubles an effect), retries by the
policy of :mod:`vigil.retry`, and the error classes of :mod:`vigil.errors` for an error status or
no answer. The generated code then only ever sees successful answers.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from typing import Optional, Union

import httpx

from .errors import VigilApiError, VigilConnectionError, VigilError, VigilTimeoutError, api_error_from
from .retry import RetryState, delay_after_error, delay_after_no_answer


def _prepare(request: httpx.Request) -> None:
    if request.method == "POST" and "idempotency-key" not in request.headers:
        request.headers["idempotency-key"] = str(uuid.uuid4())


def _no_answer(request: httpx.Request, error: httpx.TransportError) -> VigilConnectionError:
    failure: VigilConnectionError
    if isinstance(error, httpx.TimeoutException):
        failure = VigilTimeoutError(f"No answer in time ({request.method} {request.url.path}).")
    else:
        failure = VigilConnectionError(f"The request failed before an answer came ({request.method} {request.url.path}).")
    failure.__cause__ = error
    return failure


def _api_error(response: httpx.Response) -> VigilApiError:
    return api_error_from(response.status_code, response.headers, response.content, response.reason_phrase)


class RetryingTransport(httpx.BaseTransport):
    """Wraps a transport (by default httpx's own) with idempotency keys, retries and typed errors."""

    def __init__(self, inner: httpx.BaseTransport, max_retries: int) -> None:
        self._inner = inner
        self._max_retries = max_retries

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        _prepare(request)
        state = RetryState(method=request.method, max_retries=self._max_retries)
        while True:
            failure: VigilError
            delay: Optional[float]
            try:
                response = self._inner.handle_request(request)
            except httpx.TransportError as error:
                failure = _no_answer(request, error)
                delay = delay_after_no_answer(state)
                state.uncertain = True
            else:
                if response.status_code < 400:
                    return response
                try:
                    response.read()
                finally:
                    response.close()
                failure = api_error = _api_error(response)
                delay = delay_after_error(api_error, state)
                if response.status_code >= 500:
                    state.uncertain = True
            if delay is None:
                raise failure
            time.sleep(delay)
            state.retry += 1

    def close(self) -> None:
        self._inner.close()


class AsyncRetryingTransport(httpx.AsyncBaseTransport):
    """The same as :class:`RetryingTransport`, for the generated ``asyncio`` functions."""

    def __init__(self, inner: httpx.AsyncBaseTransport, max_retries: int) -> None:
        self._inner = inner
        self._max_retries = max_retries

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        _prepare(request)
        state = RetryState(method=request.method, max_retries=self._max_retries)
        while True:
            failure: VigilError
            delay: Optional[float]
            try:
                response = await self._inner.handle_async_request(request)
            except httpx.TransportError as error:
                failure = _no_answer(request, error)
                delay = delay_after_no_answer(state)
                state.uncertain = True
            else:
                if response.status_code < 400:
                    return response
                try:
                    await response.aread()
                finally:
                    await response.aclose()
                failure = api_error = _api_error(response)
                delay = delay_after_error(api_error, state)
                if response.status_code >= 500:
                    state.uncertain = True
            if delay is None:
                raise failure
            await asyncio.sleep(delay)
            state.retry += 1

    async def aclose(self) -> None:
        await self._inner.aclose()


AnyTransport = Union[RetryingTransport, AsyncRetryingTransport]
