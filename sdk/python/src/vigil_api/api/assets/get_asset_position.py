import datetime
from http import HTTPStatus
from typing import Any, Optional, Union

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.asset_position import AssetPosition
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    at: datetime.datetime,
    max_gap_s: Union[Unset, int] = 3600,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    json_at = at.isoformat()
    params["at"] = json_at

    params["max_gap_s"] = max_gap_s

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/assets/{id}/position".format(
            id=id,
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: Union[AuthenticatedClient, Client], response: httpx.Response
) -> Optional[Union[AssetPosition, Problem]]:
    if response.status_code == 200:
        response_200 = AssetPosition.from_dict(response.json())

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

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

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
) -> Response[Union[AssetPosition, Problem]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    at: datetime.datetime,
    max_gap_s: Union[Unset, int] = 3600,
) -> Response[Union[AssetPosition, Problem]]:
    """Where an asset was at a given time

     The stored fix at `at`, or a position interpolated along the geodesic between the fixes either side
    of it in proportion to time, saying so (`interpolated: true`, with both fixes). Between fixes more
    than `max_gap_s` apart (default 3600 s) Vigil does not guess: `position` is null and `reason` says
    why, as it does before the first fix and after the last.

    Args:
        id (str):
        at (datetime.datetime):
        max_gap_s (Union[Unset, int]):  Default: 3600.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[AssetPosition, Problem]]
    """

    kwargs = _get_kwargs(
        id=id,
        at=at,
        max_gap_s=max_gap_s,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    at: datetime.datetime,
    max_gap_s: Union[Unset, int] = 3600,
) -> Optional[Union[AssetPosition, Problem]]:
    """Where an asset was at a given time

     The stored fix at `at`, or a position interpolated along the geodesic between the fixes either side
    of it in proportion to time, saying so (`interpolated: true`, with both fixes). Between fixes more
    than `max_gap_s` apart (default 3600 s) Vigil does not guess: `position` is null and `reason` says
    why, as it does before the first fix and after the last.

    Args:
        id (str):
        at (datetime.datetime):
        max_gap_s (Union[Unset, int]):  Default: 3600.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[AssetPosition, Problem]
    """

    return sync_detailed(
        id=id,
        client=client,
        at=at,
        max_gap_s=max_gap_s,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    at: datetime.datetime,
    max_gap_s: Union[Unset, int] = 3600,
) -> Response[Union[AssetPosition, Problem]]:
    """Where an asset was at a given time

     The stored fix at `at`, or a position interpolated along the geodesic between the fixes either side
    of it in proportion to time, saying so (`interpolated: true`, with both fixes). Between fixes more
    than `max_gap_s` apart (default 3600 s) Vigil does not guess: `position` is null and `reason` says
    why, as it does before the first fix and after the last.

    Args:
        id (str):
        at (datetime.datetime):
        max_gap_s (Union[Unset, int]):  Default: 3600.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[AssetPosition, Problem]]
    """

    kwargs = _get_kwargs(
        id=id,
        at=at,
        max_gap_s=max_gap_s,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    at: datetime.datetime,
    max_gap_s: Union[Unset, int] = 3600,
) -> Optional[Union[AssetPosition, Problem]]:
    """Where an asset was at a given time

     The stored fix at `at`, or a position interpolated along the geodesic between the fixes either side
    of it in proportion to time, saying so (`interpolated: true`, with both fixes). Between fixes more
    than `max_gap_s` apart (default 3600 s) Vigil does not guess: `position` is null and `reason` says
    why, as it does before the first fix and after the last.

    Args:
        id (str):
        at (datetime.datetime):
        max_gap_s (Union[Unset, int]):  Default: 3600.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[AssetPosition, Problem]
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            at=at,
            max_gap_s=max_gap_s,
        )
    ).parsed
