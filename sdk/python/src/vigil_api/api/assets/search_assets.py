from http import HTTPStatus
from typing import Any, Optional, Union

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.search_assets_kind import SearchAssetsKind
from ...models.search_assets_response import SearchAssetsResponse
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    q: str,
    kind: Union[Unset, SearchAssetsKind] = UNSET,
    limit: Union[Unset, int] = 20,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["q"] = q

    json_kind: Union[Unset, str] = UNSET
    if not isinstance(kind, Unset):
        json_kind = kind.value

    params["kind"] = json_kind

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/assets/search",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: Union[AuthenticatedClient, Client], response: httpx.Response
) -> Optional[Union[Problem, SearchAssetsResponse]]:
    if response.status_code == 200:
        response_200 = SearchAssetsResponse.from_dict(response.json())

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
) -> Response[Union[Problem, SearchAssetsResponse]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    q: str,
    kind: Union[Unset, SearchAssetsKind] = UNSET,
    limit: Union[Unset, int] = 20,
) -> Response[Union[Problem, SearchAssetsResponse]]:
    """Search vessels and aircraft

     Matches exactly on MMSI, IMO (`9134270` or `IMO 9134270`), call sign, ICAO 24-bit address,
    registration and flight callsign, then by prefix on call signs and flight callsigns (`EZY`), then by
    prefix on names, then by prefix on any word of a name (`tank` finds ATLANTIC TANKER), then by near
    miss on names (one or two letters off). Best matches first; no cursor: narrow the query instead.

    Args:
        q (str):
        kind (Union[Unset, SearchAssetsKind]):
        limit (Union[Unset, int]):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[Problem, SearchAssetsResponse]]
    """

    kwargs = _get_kwargs(
        q=q,
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
    q: str,
    kind: Union[Unset, SearchAssetsKind] = UNSET,
    limit: Union[Unset, int] = 20,
) -> Optional[Union[Problem, SearchAssetsResponse]]:
    """Search vessels and aircraft

     Matches exactly on MMSI, IMO (`9134270` or `IMO 9134270`), call sign, ICAO 24-bit address,
    registration and flight callsign, then by prefix on call signs and flight callsigns (`EZY`), then by
    prefix on names, then by prefix on any word of a name (`tank` finds ATLANTIC TANKER), then by near
    miss on names (one or two letters off). Best matches first; no cursor: narrow the query instead.

    Args:
        q (str):
        kind (Union[Unset, SearchAssetsKind]):
        limit (Union[Unset, int]):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[Problem, SearchAssetsResponse]
    """

    return sync_detailed(
        client=client,
        q=q,
        kind=kind,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    q: str,
    kind: Union[Unset, SearchAssetsKind] = UNSET,
    limit: Union[Unset, int] = 20,
) -> Response[Union[Problem, SearchAssetsResponse]]:
    """Search vessels and aircraft

     Matches exactly on MMSI, IMO (`9134270` or `IMO 9134270`), call sign, ICAO 24-bit address,
    registration and flight callsign, then by prefix on call signs and flight callsigns (`EZY`), then by
    prefix on names, then by prefix on any word of a name (`tank` finds ATLANTIC TANKER), then by near
    miss on names (one or two letters off). Best matches first; no cursor: narrow the query instead.

    Args:
        q (str):
        kind (Union[Unset, SearchAssetsKind]):
        limit (Union[Unset, int]):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[Problem, SearchAssetsResponse]]
    """

    kwargs = _get_kwargs(
        q=q,
        kind=kind,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    q: str,
    kind: Union[Unset, SearchAssetsKind] = UNSET,
    limit: Union[Unset, int] = 20,
) -> Optional[Union[Problem, SearchAssetsResponse]]:
    """Search vessels and aircraft

     Matches exactly on MMSI, IMO (`9134270` or `IMO 9134270`), call sign, ICAO 24-bit address,
    registration and flight callsign, then by prefix on call signs and flight callsigns (`EZY`), then by
    prefix on names, then by prefix on any word of a name (`tank` finds ATLANTIC TANKER), then by near
    miss on names (one or two letters off). Best matches first; no cursor: narrow the query instead.

    Args:
        q (str):
        kind (Union[Unset, SearchAssetsKind]):
        limit (Union[Unset, int]):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[Problem, SearchAssetsResponse]
    """

    return (
        await asyncio_detailed(
            client=client,
            q=q,
            kind=kind,
            limit=limit,
        )
    ).parsed
