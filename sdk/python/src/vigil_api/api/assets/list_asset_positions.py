import datetime
from http import HTTPStatus
from typing import Any, Optional, Union

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_asset_positions_kind import ListAssetPositionsKind
from ...models.list_asset_positions_response import ListAssetPositionsResponse
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    bbox: Union[Unset, str] = UNSET,
    since: Union[Unset, datetime.datetime] = UNSET,
    changed_since: Union[Unset, datetime.datetime] = UNSET,
    kind: Union[Unset, ListAssetPositionsKind] = UNSET,
    limit: Union[Unset, int] = 20000,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["bbox"] = bbox

    json_since: Union[Unset, str] = UNSET
    if not isinstance(since, Unset):
        json_since = since.isoformat()
    params["since"] = json_since

    json_changed_since: Union[Unset, str] = UNSET
    if not isinstance(changed_since, Unset):
        json_changed_since = changed_since.isoformat()
    params["changed_since"] = json_changed_since

    json_kind: Union[Unset, str] = UNSET
    if not isinstance(kind, Unset):
        json_kind = kind.value

    params["kind"] = json_kind

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/assets/positions",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: Union[AuthenticatedClient, Client], response: httpx.Response
) -> Optional[Union[ListAssetPositionsResponse, Problem]]:
    if response.status_code == 200:
        response_200 = ListAssetPositionsResponse.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = Problem.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: Union[AuthenticatedClient, Client], response: httpx.Response
) -> Response[Union[ListAssetPositionsResponse, Problem]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    bbox: Union[Unset, str] = UNSET,
    since: Union[Unset, datetime.datetime] = UNSET,
    changed_since: Union[Unset, datetime.datetime] = UNSET,
    kind: Union[Unset, ListAssetPositionsKind] = UNSET,
    limit: Union[Unset, int] = 20000,
) -> Response[Union[ListAssetPositionsResponse, Problem]]:
    """Latest positions of vessels and aircraft

     Each asset reported at or after `since` (default: the last hour) at its latest position, newest
    first, optionally inside `bbox` and of one `kind`. A snapshot rather than a paged list: at most
    `limit` (default 20000, at most 50000), `truncated` says whether more matched. A live map polls it
    with `changed_since` set to the previous answer's `as_of` (less a second or so, for writes that were
    in flight when it was read) to get what moved, late reports of an earlier time included.

    Args:
        bbox (Union[Unset, str]):
        since (Union[Unset, datetime.datetime]):
        changed_since (Union[Unset, datetime.datetime]):
        kind (Union[Unset, ListAssetPositionsKind]):
        limit (Union[Unset, int]):  Default: 20000.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[ListAssetPositionsResponse, Problem]]
    """

    kwargs = _get_kwargs(
        bbox=bbox,
        since=since,
        changed_since=changed_since,
        kind=kind,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    bbox: Union[Unset, str] = UNSET,
    since: Union[Unset, datetime.datetime] = UNSET,
    changed_since: Union[Unset, datetime.datetime] = UNSET,
    kind: Union[Unset, ListAssetPositionsKind] = UNSET,
    limit: Union[Unset, int] = 20000,
) -> Optional[Union[ListAssetPositionsResponse, Problem]]:
    """Latest positions of vessels and aircraft

     Each asset reported at or after `since` (default: the last hour) at its latest position, newest
    first, optionally inside `bbox` and of one `kind`. A snapshot rather than a paged list: at most
    `limit` (default 20000, at most 50000), `truncated` says whether more matched. A live map polls it
    with `changed_since` set to the previous answer's `as_of` (less a second or so, for writes that were
    in flight when it was read) to get what moved, late reports of an earlier time included.

    Args:
        bbox (Union[Unset, str]):
        since (Union[Unset, datetime.datetime]):
        changed_since (Union[Unset, datetime.datetime]):
        kind (Union[Unset, ListAssetPositionsKind]):
        limit (Union[Unset, int]):  Default: 20000.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[ListAssetPositionsResponse, Problem]
    """

    return sync_detailed(
        client=client,
        bbox=bbox,
        since=since,
        changed_since=changed_since,
        kind=kind,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    bbox: Union[Unset, str] = UNSET,
    since: Union[Unset, datetime.datetime] = UNSET,
    changed_since: Union[Unset, datetime.datetime] = UNSET,
    kind: Union[Unset, ListAssetPositionsKind] = UNSET,
    limit: Union[Unset, int] = 20000,
) -> Response[Union[ListAssetPositionsResponse, Problem]]:
    """Latest positions of vessels and aircraft

     Each asset reported at or after `since` (default: the last hour) at its latest position, newest
    first, optionally inside `bbox` and of one `kind`. A snapshot rather than a paged list: at most
    `limit` (default 20000, at most 50000), `truncated` says whether more matched. A live map polls it
    with `changed_since` set to the previous answer's `as_of` (less a second or so, for writes that were
    in flight when it was read) to get what moved, late reports of an earlier time included.

    Args:
        bbox (Union[Unset, str]):
        since (Union[Unset, datetime.datetime]):
        changed_since (Union[Unset, datetime.datetime]):
        kind (Union[Unset, ListAssetPositionsKind]):
        limit (Union[Unset, int]):  Default: 20000.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[ListAssetPositionsResponse, Problem]]
    """

    kwargs = _get_kwargs(
        bbox=bbox,
        since=since,
        changed_since=changed_since,
        kind=kind,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    bbox: Union[Unset, str] = UNSET,
    since: Union[Unset, datetime.datetime] = UNSET,
    changed_since: Union[Unset, datetime.datetime] = UNSET,
    kind: Union[Unset, ListAssetPositionsKind] = UNSET,
    limit: Union[Unset, int] = 20000,
) -> Optional[Union[ListAssetPositionsResponse, Problem]]:
    """Latest positions of vessels and aircraft

     Each asset reported at or after `since` (default: the last hour) at its latest position, newest
    first, optionally inside `bbox` and of one `kind`. A snapshot rather than a paged list: at most
    `limit` (default 20000, at most 50000), `truncated` says whether more matched. A live map polls it
    with `changed_since` set to the previous answer's `as_of` (less a second or so, for writes that were
    in flight when it was read) to get what moved, late reports of an earlier time included.

    Args:
        bbox (Union[Unset, str]):
        since (Union[Unset, datetime.datetime]):
        changed_since (Union[Unset, datetime.datetime]):
        kind (Union[Unset, ListAssetPositionsKind]):
        limit (Union[Unset, int]):  Default: 20000.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[ListAssetPositionsResponse, Problem]
    """

    return (
        await asyncio_detailed(
            client=client,
            bbox=bbox,
            since=since,
            changed_since=changed_since,
            kind=kind,
            limit=limit,
        )
    ).parsed
