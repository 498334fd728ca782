from http import HTTPStatus
from typing import Any, Optional, Union

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.add_group_members_request import AddGroupMembersRequest
from ...models.group_members_report import GroupMembersReport
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    body: AddGroupMembersRequest,
    idempotency_key: Union[Unset, str] = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["idempotency-key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/groups/{id}/members/remove".format(
            id=id,
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: Union[AuthenticatedClient, Client], response: httpx.Response
) -> Optional[Union[GroupMembersReport, Problem]]:
    if response.status_code == 200:
        response_200 = GroupMembersReport.from_dict(response.json())

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
) -> Response[Union[GroupMembersReport, Problem]]:
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
    body: AddGroupMembersRequest,
    idempotency_key: Union[Unset, str] = UNSET,
) -> Response[Union[GroupMembersReport, Problem]]:
    """Remove assets from a group

     Removes up to 10,000 assets at once; an id that is not a member counts in `unchanged`. Rules on the
    group stop watching them from the next position judged.

    Args:
        id (str):
        idempotency_key (Union[Unset, str]):
        body (AddGroupMembersRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[GroupMembersReport, Problem]]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    body: AddGroupMembersRequest,
    idempotency_key: Union[Unset, str] = UNSET,
) -> Optional[Union[GroupMembersReport, Problem]]:
    """Remove assets from a group

     Removes up to 10,000 assets at once; an id that is not a member counts in `unchanged`. Rules on the
    group stop watching them from the next position judged.

    Args:
        id (str):
        idempotency_key (Union[Unset, str]):
        body (AddGroupMembersRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[GroupMembersReport, Problem]
    """

    return sync_detailed(
        id=id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: AddGroupMembersRequest,
    idempotency_key: Union[Unset, str] = UNSET,
) -> Response[Union[GroupMembersReport, Problem]]:
    """Remove assets from a group

     Removes up to 10,000 assets at once; an id that is not a member counts in `unchanged`. Rules on the
    group stop watching them from the next position judged.

    Args:
        id (str):
        idempotency_key (Union[Unset, str]):
        body (AddGroupMembersRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[GroupMembersReport, Problem]]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    body: AddGroupMembersRequest,
    idempotency_key: Union[Unset, str] = UNSET,
) -> Optional[Union[GroupMembersReport, Problem]]:
    """Remove assets from a group

     Removes up to 10,000 assets at once; an id that is not a member counts in `unchanged`. Rules on the
    group stop watching them from the next position judged.

    Args:
        id (str):
        idempotency_key (Union[Unset, str]):
        body (AddGroupMembersRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[GroupMembersReport, Problem]
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
