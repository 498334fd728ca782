from http import HTTPStatus
from typing import Any, Optional, Union

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_webhook_deliveries_event_type import ListWebhookDeliveriesEventType
from ...models.list_webhook_deliveries_status import ListWebhookDeliveriesStatus
from ...models.problem import Problem
from ...models.webhook_delivery_page import WebhookDeliveryPage
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    limit: Union[Unset, int] = 50,
    cursor: Union[Unset, str] = UNSET,
    status: Union[Unset, ListWebhookDeliveriesStatus] = UNSET,
    event_type: Union[Unset, ListWebhookDeliveriesEventType] = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["limit"] = limit

    params["cursor"] = cursor

    json_status: Union[Unset, str] = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    json_event_type: Union[Unset, str] = UNSET
    if not isinstance(event_type, Unset):
        json_event_type = event_type.value

    params["event_type"] = json_event_type

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/webhooks/{id}/deliveries".format(
            id=id,
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: Union[AuthenticatedClient, Client], response: httpx.Response
) -> Optional[Union[Problem, WebhookDeliveryPage]]:
    if response.status_code == 200:
        response_200 = WebhookDeliveryPage.from_dict(response.json())

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
) -> Response[Union[Problem, WebhookDeliveryPage]]:
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
    limit: Union[Unset, int] = 50,
    cursor: Union[Unset, str] = UNSET,
    status: Union[Unset, ListWebhookDeliveriesStatus] = UNSET,
    event_type: Union[Unset, ListWebhookDeliveriesEventType] = UNSET,
) -> Response[Union[Problem, WebhookDeliveryPage]]:
    """List an endpoint’s deliveries

     The delivery log: every event sent (or being sent) to this endpoint, newest first, each with all its
    attempts: when, the status code, how long it took and why it failed.

    Args:
        id (str):
        limit (Union[Unset, int]):  Default: 50.
        cursor (Union[Unset, str]):
        status (Union[Unset, ListWebhookDeliveriesStatus]):
        event_type (Union[Unset, ListWebhookDeliveriesEventType]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[Problem, WebhookDeliveryPage]]
    """

    kwargs = _get_kwargs(
        id=id,
        limit=limit,
        cursor=cursor,
        status=status,
        event_type=event_type,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    limit: Union[Unset, int] = 50,
    cursor: Union[Unset, str] = UNSET,
    status: Union[Unset, ListWebhookDeliveriesStatus] = UNSET,
    event_type: Union[Unset, ListWebhookDeliveriesEventType] = UNSET,
) -> Optional[Union[Problem, WebhookDeliveryPage]]:
    """List an endpoint’s deliveries

     The delivery log: every event sent (or being sent) to this endpoint, newest first, each with all its
    attempts: when, the status code, how long it took and why it failed.

    Args:
        id (str):
        limit (Union[Unset, int]):  Default: 50.
        cursor (Union[Unset, str]):
        status (Union[Unset, ListWebhookDeliveriesStatus]):
        event_type (Union[Unset, ListWebhookDeliveriesEventType]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[Problem, WebhookDeliveryPage]
    """

    return sync_detailed(
        id=id,
        client=client,
        limit=limit,
        cursor=cursor,
        status=status,
        event_type=event_type,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    limit: Union[Unset, int] = 50,
    cursor: Union[Unset, str] = UNSET,
    status: Union[Unset, ListWebhookDeliveriesStatus] = UNSET,
    event_type: Union[Unset, ListWebhookDeliveriesEventType] = UNSET,
) -> Response[Union[Problem, WebhookDeliveryPage]]:
    """List an endpoint’s deliveries

     The delivery log: every event sent (or being sent) to this endpoint, newest first, each with all its
    attempts: when, the status code, how long it took and why it failed.

    Args:
        id (str):
        limit (Union[Unset, int]):  Default: 50.
        cursor (Union[Unset, str]):
        status (Union[Unset, ListWebhookDeliveriesStatus]):
        event_type (Union[Unset, ListWebhookDeliveriesEventType]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[Problem, WebhookDeliveryPage]]
    """

    kwargs = _get_kwargs(
        id=id,
        limit=limit,
        cursor=cursor,
        status=status,
        event_type=event_type,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    limit: Union[Unset, int] = 50,
    cursor: Union[Unset, str] = UNSET,
    status: Union[Unset, ListWebhookDeliveriesStatus] = UNSET,
    event_type: Union[Unset, ListWebhookDeliveriesEventType] = UNSET,
) -> Optional[Union[Problem, WebhookDeliveryPage]]:
    """List an endpoint’s deliveries

     The delivery log: every event sent (or being sent) to this endpoint, newest first, each with all its
    attempts: when, the status code, how long it took and why it failed.

    Args:
        id (str):
        limit (Union[Unset, int]):  Default: 50.
        cursor (Union[Unset, str]):
        status (Union[Unset, ListWebhookDeliveriesStatus]):
        event_type (Union[Unset, ListWebhookDeliveriesEventType]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[Problem, WebhookDeliveryPage]
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            limit=limit,
            cursor=cursor,
            status=status,
            event_type=event_type,
        )
    ).parsed
