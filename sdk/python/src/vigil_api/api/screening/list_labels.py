from http import HTTPStatus
from typing import Any, Optional, Union

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.label_page import LabelPage
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    limit: Union[Unset, int] = 50,
    cursor: Union[Unset, str] = UNSET,
    chain: Union[Unset, str] = UNSET,
    address: Union[Unset, str] = UNSET,
    removed: Union[Unset, bool] = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["limit"] = limit

    params["cursor"] = cursor

    params["chain"] = chain

    params["address"] = address

    params["removed"] = removed

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/labels",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: Union[AuthenticatedClient, Client], response: httpx.Response
) -> Optional[Union[LabelPage, Problem]]:
    if response.status_code == 200:
        response_200 = LabelPage.from_dict(response.json())

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
) -> Response[Union[LabelPage, Problem]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    limit: Union[Unset, int] = 50,
    cursor: Union[Unset, str] = UNSET,
    chain: Union[Unset, str] = UNSET,
    address: Union[Unset, str] = UNSET,
    removed: Union[Unset, bool] = UNSET,
) -> Response[Union[LabelPage, Problem]]:
    """List the workspace’s labels

     Newest first; `chain`, and `address` with it, narrow the list; `removed=true` lists removed labels
    too. Imported lists are not listed here.

    Args:
        limit (Union[Unset, int]):  Default: 50.
        cursor (Union[Unset, str]):
        chain (Union[Unset, str]):
        address (Union[Unset, str]):
        removed (Union[Unset, bool]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[LabelPage, Problem]]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
        chain=chain,
        address=address,
        removed=removed,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    limit: Union[Unset, int] = 50,
    cursor: Union[Unset, str] = UNSET,
    chain: Union[Unset, str] = UNSET,
    address: Union[Unset, str] = UNSET,
    removed: Union[Unset, bool] = UNSET,
) -> Optional[Union[LabelPage, Problem]]:
    """List the workspace’s labels

     Newest first; `chain`, and `address` with it, narrow the list; `removed=true` lists removed labels
    too. Imported lists are not listed here.

    Args:
        limit (Union[Unset, int]):  Default: 50.
        cursor (Union[Unset, str]):
        chain (Union[Unset, str]):
        address (Union[Unset, str]):
        removed (Union[Unset, bool]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[LabelPage, Problem]
    """

    return sync_detailed(
        client=client,
        limit=limit,
        cursor=cursor,
        chain=chain,
        address=address,
        removed=removed,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: Union[Unset, int] = 50,
    cursor: Union[Unset, str] = UNSET,
    chain: Union[Unset, str] = UNSET,
    address: Union[Unset, str] = UNSET,
    removed: Union[Unset, bool] = UNSET,
) -> Response[Union[LabelPage, Problem]]:
    """List the workspace’s labels

     Newest first; `chain`, and `address` with it, narrow the list; `removed=true` lists removed labels
    too. Imported lists are not listed here.

    Args:
        limit (Union[Unset, int]):  Default: 50.
        cursor (Union[Unset, str]):
        chain (Union[Unset, str]):
        address (Union[Unset, str]):
        removed (Union[Unset, bool]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[LabelPage, Problem]]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
        chain=chain,
        address=address,
        removed=removed,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: Union[Unset, int] = 50,
    cursor: Union[Unset, str] = UNSET,
    chain: Union[Unset, str] = UNSET,
    address: Union[Unset, str] = UNSET,
    removed: Union[Unset, bool] = UNSET,
) -> Optional[Union[LabelPage, Problem]]:
    """List the workspace’s labels

     Newest first; `chain`, and `address` with it, narrow the list; `removed=true` lists removed labels
    too. Imported lists are not listed here.

    Args:
        limit (Union[Unset, int]):  Default: 50.
        cursor (Union[Unset, str]):
        chain (Union[Unset, str]):
        address (Union[Unset, str]):
        removed (Union[Unset, bool]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[LabelPage, Problem]
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            cursor=cursor,
            chain=chain,
            address=address,
            removed=removed,
        )
    ).parsed
