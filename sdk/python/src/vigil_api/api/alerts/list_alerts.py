from http import HTTPStatus
from typing import Any, Optional, Union

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.alert_rule_page import AlertRulePage
from ...models.list_alerts_behaviour import ListAlertsBehaviour
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    limit: Union[Unset, int] = 50,
    cursor: Union[Unset, str] = UNSET,
    behaviour: Union[Unset, ListAlertsBehaviour] = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["limit"] = limit

    params["cursor"] = cursor

    json_behaviour: Union[Unset, str] = UNSET
    if not isinstance(behaviour, Unset):
        json_behaviour = behaviour.value

    params["behaviour"] = json_behaviour

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/alerts",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: Union[AuthenticatedClient, Client], response: httpx.Response
) -> Optional[Union[AlertRulePage, Problem]]:
    if response.status_code == 200:
        response_200 = AlertRulePage.from_dict(response.json())

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
) -> Response[Union[AlertRulePage, Problem]]:
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
    behaviour: Union[Unset, ListAlertsBehaviour] = UNSET,
) -> Response[Union[AlertRulePage, Problem]]:
    """List alert rules

     The workspace’s alert rules, newest first, optionally of one behaviour.

    Args:
        limit (Union[Unset, int]):  Default: 50.
        cursor (Union[Unset, str]):
        behaviour (Union[Unset, ListAlertsBehaviour]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[AlertRulePage, Problem]]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
        behaviour=behaviour,
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
    behaviour: Union[Unset, ListAlertsBehaviour] = UNSET,
) -> Optional[Union[AlertRulePage, Problem]]:
    """List alert rules

     The workspace’s alert rules, newest first, optionally of one behaviour.

    Args:
        limit (Union[Unset, int]):  Default: 50.
        cursor (Union[Unset, str]):
        behaviour (Union[Unset, ListAlertsBehaviour]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[AlertRulePage, Problem]
    """

    return sync_detailed(
        client=client,
        limit=limit,
        cursor=cursor,
        behaviour=behaviour,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: Union[Unset, int] = 50,
    cursor: Union[Unset, str] = UNSET,
    behaviour: Union[Unset, ListAlertsBehaviour] = UNSET,
) -> Response[Union[AlertRulePage, Problem]]:
    """List alert rules

     The workspace’s alert rules, newest first, optionally of one behaviour.

    Args:
        limit (Union[Unset, int]):  Default: 50.
        cursor (Union[Unset, str]):
        behaviour (Union[Unset, ListAlertsBehaviour]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[AlertRulePage, Problem]]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
        behaviour=behaviour,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: Union[Unset, int] = 50,
    cursor: Union[Unset, str] = UNSET,
    behaviour: Union[Unset, ListAlertsBehaviour] = UNSET,
) -> Optional[Union[AlertRulePage, Problem]]:
    """List alert rules

     The workspace’s alert rules, newest first, optionally of one behaviour.

    Args:
        limit (Union[Unset, int]):  Default: 50.
        cursor (Union[Unset, str]):
        behaviour (Union[Unset, ListAlertsBehaviour]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[AlertRulePage, Problem]
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            cursor=cursor,
            behaviour=behaviour,
        )
    ).parsed
