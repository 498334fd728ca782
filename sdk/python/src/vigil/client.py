"""``Vigil``: the generated operations of :mod:`vigil_api`, called through a client that adds the
bearer token, idempotency keys, retries, timeouts and typed errors, plus pagination iterators and
the two text-bodied ingest operations the generator does not write.
"""

from __future__ import annotations

import ssl
from types import ModuleType
from typing import Any, AsyncIterator, Awaitable, Callable, Iterator, Optional, Protocol, TypeVar, Union, cast, overload

import httpx

from vigil_api import AuthenticatedClient
from vigil_api.models import IngestResult, Problem
from vigil_api.types import Unset

from .errors import VigilError
from .retry import RETRY_DEFAULTS
from .transport import AsyncRetryingTransport, RetryingTransport

DEFAULT_BASE_URL = "http://127.0.0.1:8080"

#: A page operation: a generated module (``vigil_api.api.screening.list_labels``) or its ``sync`` /
#: ``asyncio`` function.
PageOperation = Union[ModuleType, Callable[..., Any]]

Model = TypeVar("Model")
Item = TypeVar("Item")


class Page(Protocol[Item]):
    """A page of a list operation, as every generated ``…Page`` model is: its items and the cursor."""

    @property
    def data(self) -> list[Item]: ...

    @property
    def next_cursor(self) -> Union[None, Unset, str]: ...


class Vigil:
    """A client for one Vigil and one credential.

    ``api_key`` is an API key (``vk_…``) or an OAuth access token: both are sent as
    ``Authorization: Bearer …``. Call any generated operation with ``client=vigil.client``::

        from vigil_api.api.screening import screen_wallet
        result = screen_wallet.sync(client=vigil.client, body=ScreenWalletRequest(...))

    An error status raises a :class:`vigil.VigilApiError` subclass, so a call returns the success
    model. ``verify`` and ``cert`` go to httpx (a private CA, a client certificate for OAuth mTLS).
    """

    def __init__(
        self,
        api_key: str,
        base_url: str = DEFAULT_BASE_URL,
        *,
        timeout_s: float = RETRY_DEFAULTS.timeout_s,
        max_retries: int = RETRY_DEFAULTS.max_retries,
        headers: Optional[dict[str, str]] = None,
        verify: Union[bool, str, ssl.SSLContext] = True,
        cert: Optional[Union[str, tuple[str, str]]] = None,
    ) -> None:
        if not api_key:
            raise ValueError("Vigil: api_key is required (an API key `vk_…` or an access token).")
        base_url = base_url.rstrip("/")
        timeout = httpx.Timeout(timeout_s)
        all_headers = {**(headers or {}), "Authorization": f"Bearer {api_key}"}
        self.base_url = base_url
        # An error status raises in the transport; a status the document does not give raises too,
        # rather than coming back as None where a model was expected.
        self.client = AuthenticatedClient(
            base_url=base_url, token=api_key, timeout=timeout, raise_on_unexpected_status=True
        )
        self.client.set_httpx_client(
            httpx.Client(
                base_url=base_url,
                headers=all_headers,
                timeout=timeout,
                transport=RetryingTransport(httpx.HTTPTransport(verify=verify, cert=cert), max_retries),
            )
        )
        self.client.set_async_httpx_client(
            httpx.AsyncClient(
                base_url=base_url,
                headers=all_headers,
                timeout=timeout,
                transport=AsyncRetryingTransport(httpx.AsyncHTTPTransport(verify=verify, cert=cert), max_retries),
            )
        )

    def close(self) -> None:
        self.client.get_httpx_client().close()

    async def aclose(self) -> None:
        await self.client.get_async_httpx_client().aclose()

    def __enter__(self) -> Vigil:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def call(self, operation: Callable[..., Optional[Union[Problem, Model]]], /, *args: Any, **arguments: Any) -> Model:
        """A generated ``sync`` function called with this client, returning its success model typed as
        such: an error status has raised a :class:`vigil.VigilApiError` subclass, so neither a
        ``Problem`` nor ``None`` comes back::

            site = vigil.call(get_site.sync, site_id)  # a Site
        """
        return _success(operation(*args, client=self.client, **arguments))

    async def acall(
        self, operation: Callable[..., Awaitable[Optional[Union[Problem, Model]]]], /, *args: Any, **arguments: Any
    ) -> Model:
        """:meth:`call` for the generated ``asyncio`` functions."""
        return _success(await operation(*args, client=self.client, **arguments))

    @overload
    def paginate(self, operation: Callable[..., Optional[Union[Problem, Page[Item]]]], **arguments: Any) -> Iterator[Item]: ...

    @overload
    def paginate(self, operation: ModuleType, **arguments: Any) -> Iterator[Any]: ...

    def paginate(self, operation: PageOperation, **arguments: Any) -> Iterator[Any]:
        """Every item of every page of a list operation, fetching each page when the last is used up.

        ``arguments`` are the operation's filters and ``limit``; each ``next_cursor`` is passed back
        as ``cursor`` with the same filters (Vigil refuses a cursor reused with other filters). Given
        the ``sync`` function, the items are typed as the page's::

            for label in vigil.paginate(list_labels.sync, limit=100):
                print(label.id)
        """
        fetch = operation.sync if isinstance(operation, ModuleType) else operation
        cursor: Optional[str] = None
        while True:
            page = fetch(client=self.client, **arguments, **({"cursor": cursor} if cursor else {}))
            yield from page.data
            cursor = _next_cursor(page)
            if cursor is None:
                return

    @overload
    def apaginate(
        self, operation: Callable[..., Awaitable[Optional[Union[Problem, Page[Item]]]]], **arguments: Any
    ) -> AsyncIterator[Item]: ...

    @overload
    def apaginate(self, operation: ModuleType, **arguments: Any) -> AsyncIterator[Any]: ...

    async def apaginate(self, operation: PageOperation, **arguments: Any) -> AsyncIterator[Any]:
        """:meth:`paginate` for the generated ``asyncio`` functions."""
        fetch = operation.asyncio if isinstance(operation, ModuleType) else operation
        cursor: Optional[str] = None
        while True:
            page = await fetch(client=self.client, **arguments, **({"cursor": cursor} if cursor else {}))
            for item in page.data:
                yield item
            cursor = _next_cursor(page)
            if cursor is None:
                return

    def ingest_nmea(self, lines: str, *, idempotency_key: Optional[str] = None) -> IngestResult:
        """``POST /v1/ingest/nmea``: AIVDM/AIVDO lines as ``text/plain``."""
        return self._ingest_text("/v1/ingest/nmea", lines, idempotency_key)

    def ingest_sbs(self, lines: str, *, idempotency_key: Optional[str] = None) -> IngestResult:
        """``POST /v1/ingest/sbs``: SBS-1 BaseStation lines as ``text/plain``."""
        return self._ingest_text("/v1/ingest/sbs", lines, idempotency_key)

    def _ingest_text(self, path: str, lines: str, idempotency_key: Optional[str]) -> IngestResult:
        # openapi-python-client writes no operation for a text/plain body, so these two are by hand.
        headers = {"content-type": "text/plain; charset=utf-8"}
        if idempotency_key is not None:
            headers["idempotency-key"] = idempotency_key
        response = self.client.get_httpx_client().post(path, content=lines.encode("utf-8"), headers=headers)
        return IngestResult.from_dict(response.json())


def _success(result: Optional[Union[Problem, Model]]) -> Model:
    # The transport raised for every error status, so a Problem here is a bug of this layer.
    if isinstance(result, Problem):
        raise VigilError(f"an error answer reached the caller: {result.detail}")
    # None only for an operation that answers no content (204), whose model is None.
    return cast(Model, result)


def _next_cursor(page: Any) -> Optional[str]:
    cursor = page.next_cursor
    return None if cursor is None or isinstance(cursor, Unset) or cursor == "" else str(cursor)
