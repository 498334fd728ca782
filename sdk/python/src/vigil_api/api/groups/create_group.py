from http import HTTPStatus
from typing import Any, Optional, Union

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_group_request import CreateGroupRequest
from ...models.group import Group
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateGroupRequest,
    idempotency_key: Union[Unset, str] = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["idempotency-key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/groups",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: Union[AuthenticatedClient, Client], response: httpx.Response
) -> Optional[Union[Group, Problem]]:
    if response.status_code == 201:
        response_201 = Group.from_dict(response.json())

        return response_201

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
) -> Response[Union[Group, Problem]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateGroupRequest,
    idempotency_key: Union[Unset, str] = UNSET,
) -> Response[Union[Group, Problem]]:
    """Create an asset group

     A named set of assets (a fleet, a watch list), empty at first: add members with `POST
    /v1/groups/:id/members`. Alert rules watch a group with `what.assets: {group_id}`; following it
    (`POST /v1/groups/:id/follow`) follows its members.

    Args:
        idempotency_key (Union[Unset, str]):
        body (CreateGroupRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[Group, Problem]]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: CreateGroupRequest,
    idempotency_key: Union[Unset, str] = UNSET,
) -> Optional[Union[Group, Problem]]:
    """Create an asset group

     A named set of assets (a fleet, a watch list), empty at first: add members with `POST
    /v1/groups/:id/members`. Alert rules watch a group with `what.assets: {group_id}`; following it
    (`POST /v1/groups/:id/follow`) follows its members.

    Args:
        idempotency_key (Union[Unset, str]):
        body (CreateGroupRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[Group, Problem]
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateGroupRequest,
    idempotency_key: Union[Unset, str] = UNSET,
) -> Response[Union[Group, Problem]]:
    """Create an asset group

     A named set of assets (a fleet, a watch list), empty at first: add members with `POST
    /v1/groups/:id/members`. Alert rules watch a group with `what.assets: {group_id}`; following it
    (`POST /v1/groups/:id/follow`) follows its members.

    Args:
        idempotency_key (Union[Unset, str]):
        body (CreateGroupRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[Group, Problem]]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateGroupRequest,
    idempotency_key: Union[Unset, str] = UNSET,
) -> Optional[Union[Group, Problem]]:
    """Create an asset group

     A named set of assets (a fleet, a watch list), empty at first: add members with `POST
    /v1/groups/:id/members`. Alert rules watch a group with `what.assets: {group_id}`; following it
    (`POST /v1/groups/:id/follow`) follows its members.

    Args:
        idempotency_key (Union[Unset, str]):
        body (CreateGroupRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[Group, Problem]
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
