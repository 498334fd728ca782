from http import HTTPStatus
from typing import Any, Optional, Union

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.asset_within_page import AssetWithinPage
from ...models.list_assets_within_format import ListAssetsWithinFormat
from ...models.list_assets_within_request import ListAssetsWithinRequest
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: ListAssetsWithinRequest,
    format_: Union[Unset, ListAssetsWithinFormat] = UNSET,
    idempotency_key: Union[Unset, str] = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["idempotency-key"] = idempotency_key

    params: dict[str, Any] = {}

    json_format_: Union[Unset, str] = UNSET
    if not isinstance(format_, Unset):
        json_format_ = format_.value

    params["format"] = json_format_

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/assets/within",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: Union[AuthenticatedClient, Client], response: httpx.Response
) -> Optional[Union[AssetWithinPage, Problem]]:
    if response.status_code == 200:
        response_200 = AssetWithinPage.from_dict(response.json())

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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

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
) -> Response[Union[AssetWithinPage, Problem]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ListAssetsWithinRequest,
    format_: Union[Unset, ListAssetsWithinFormat] = UNSET,
    idempotency_key: Union[Unset, str] = UNSET,
) -> Response[Union[AssetWithinPage, Problem]]:
    """Which assets were inside an area between two times

     Answered from the stored positions (good fixes only), by an index on place and time: each asset with
    a fix inside `geometry` from `from` (inclusive) to `to` (exclusive), its first and last fix inside
    and the time its fixes show it inside, by first time inside. `kind` keeps one kind of asset; `fixes:
    true` adds each one’s fixes inside. An area and a time that hold more than five million stored
    positions are refused (400): narrow one.

    Args:
        format_ (Union[Unset, ListAssetsWithinFormat]):
        idempotency_key (Union[Unset, str]):
        body (ListAssetsWithinRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[AssetWithinPage, Problem]]
    """

    kwargs = _get_kwargs(
        body=body,
        format_=format_,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: ListAssetsWithinRequest,
    format_: Union[Unset, ListAssetsWithinFormat] = UNSET,
    idempotency_key: Union[Unset, str] = UNSET,
) -> Optional[Union[AssetWithinPage, Problem]]:
    """Which assets were inside an area between two times

     Answered from the stored positions (good fixes only), by an index on place and time: each asset with
    a fix inside `geometry` from `from` (inclusive) to `to` (exclusive), its first and last fix inside
    and the time its fixes show it inside, by first time inside. `kind` keeps one kind of asset; `fixes:
    true` adds each one’s fixes inside. An area and a time that hold more than five million stored
    positions are refused (400): narrow one.

    Args:
        format_ (Union[Unset, ListAssetsWithinFormat]):
        idempotency_key (Union[Unset, str]):
        body (ListAssetsWithinRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[AssetWithinPage, Problem]
    """

    return sync_detailed(
        client=client,
        body=body,
        format_=format_,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ListAssetsWithinRequest,
    format_: Union[Unset, ListAssetsWithinFormat] = UNSET,
    idempotency_key: Union[Unset, str] = UNSET,
) -> Response[Union[AssetWithinPage, Problem]]:
    """Which assets were inside an area between two times

     Answered from the stored positions (good fixes only), by an index on place and time: each asset with
    a fix inside `geometry` from `from` (inclusive) to `to` (exclusive), its first and last fix inside
    and the time its fixes show it inside, by first time inside. `kind` keeps one kind of asset; `fixes:
    true` adds each one’s fixes inside. An area and a time that hold more than five million stored
    positions are refused (400): narrow one.

    Args:
        format_ (Union[Unset, ListAssetsWithinFormat]):
        idempotency_key (Union[Unset, str]):
        body (ListAssetsWithinRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[AssetWithinPage, Problem]]
    """

    kwargs = _get_kwargs(
        body=body,
        format_=format_,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: ListAssetsWithinRequest,
    format_: Union[Unset, ListAssetsWithinFormat] = UNSET,
    idempotency_key: Union[Unset, str] = UNSET,
) -> Optional[Union[AssetWithinPage, Problem]]:
    """Which assets were inside an area between two times

     Answered from the stored positions (good fixes only), by an index on place and time: each asset with
    a fix inside `geometry` from `from` (inclusive) to `to` (exclusive), its first and last fix inside
    and the time its fixes show it inside, by first time inside. `kind` keeps one kind of asset; `fixes:
    true` adds each one’s fixes inside. An area and a time that hold more than five million stored
    positions are refused (400): narrow one.

    Args:
        format_ (Union[Unset, ListAssetsWithinFormat]):
        idempotency_key (Union[Unset, str]):
        body (ListAssetsWithinRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[AssetWithinPage, Problem]
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            format_=format_,
            idempotency_key=idempotency_key,
        )
    ).parsed
