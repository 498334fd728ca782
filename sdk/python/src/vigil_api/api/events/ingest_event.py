from http import HTTPStatus
from typing import Any, Optional, Union

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.ingest_event_request import IngestEventRequest
from ...models.ingest_event_response import IngestEventResponse
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: IngestEventRequest,
    idempotency_key: Union[Unset, str] = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["idempotency-key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/events/ingest",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: Union[AuthenticatedClient, Client], response: httpx.Response
) -> Optional[Union[IngestEventResponse, Problem]]:
    if response.status_code == 202:
        response_202 = IngestEventResponse.from_dict(response.json())

        return response_202

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
) -> Response[Union[IngestEventResponse, Problem]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: IngestEventRequest,
    idempotency_key: Union[Unset, str] = UNSET,
) -> Response[Union[IngestEventResponse, Problem]]:
    """Send an event

     Stores one event and hands it to the detection agents, which take events in batches shortly after
    (their alerts arrive as `agent.alert` and `threat.detected` webhooks). Known types:
    `transfer.observed` (also stored as a transfer, this workspace’s claim, that its screenings see at
    once and no other workspace’s do), `token.approval`, `withdrawal.requested`, `deposit.received`
    (stored as a transfer too when it names its sender); their `data` is checked against its schema,
    addresses and transaction hashes against their chain, amounts against their asset’s decimals and
    supply, and a wrong field is a 400 naming it (`/data/owner`, `/data/amount`). The same movement sent
    again is answered `duplicate`; sent again with other data, or contradicting a stored transfer
    (another sender for the same transaction and log), it is a 409 `conflict` naming the stored one. Any
    other dotted lower-case type is stored as a custom event with any object as `data`.

    Args:
        idempotency_key (Union[Unset, str]):
        body (IngestEventRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[IngestEventResponse, Problem]]
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
    body: IngestEventRequest,
    idempotency_key: Union[Unset, str] = UNSET,
) -> Optional[Union[IngestEventResponse, Problem]]:
    """Send an event

     Stores one event and hands it to the detection agents, which take events in batches shortly after
    (their alerts arrive as `agent.alert` and `threat.detected` webhooks). Known types:
    `transfer.observed` (also stored as a transfer, this workspace’s claim, that its screenings see at
    once and no other workspace’s do), `token.approval`, `withdrawal.requested`, `deposit.received`
    (stored as a transfer too when it names its sender); their `data` is checked against its schema,
    addresses and transaction hashes against their chain, amounts against their asset’s decimals and
    supply, and a wrong field is a 400 naming it (`/data/owner`, `/data/amount`). The same movement sent
    again is answered `duplicate`; sent again with other data, or contradicting a stored transfer
    (another sender for the same transaction and log), it is a 409 `conflict` naming the stored one. Any
    other dotted lower-case type is stored as a custom event with any object as `data`.

    Args:
        idempotency_key (Union[Unset, str]):
        body (IngestEventRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[IngestEventResponse, Problem]
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: IngestEventRequest,
    idempotency_key: Union[Unset, str] = UNSET,
) -> Response[Union[IngestEventResponse, Problem]]:
    """Send an event

     Stores one event and hands it to the detection agents, which take events in batches shortly after
    (their alerts arrive as `agent.alert` and `threat.detected` webhooks). Known types:
    `transfer.observed` (also stored as a transfer, this workspace’s claim, that its screenings see at
    once and no other workspace’s do), `token.approval`, `withdrawal.requested`, `deposit.received`
    (stored as a transfer too when it names its sender); their `data` is checked against its schema,
    addresses and transaction hashes against their chain, amounts against their asset’s decimals and
    supply, and a wrong field is a 400 naming it (`/data/owner`, `/data/amount`). The same movement sent
    again is answered `duplicate`; sent again with other data, or contradicting a stored transfer
    (another sender for the same transaction and log), it is a 409 `conflict` naming the stored one. Any
    other dotted lower-case type is stored as a custom event with any object as `data`.

    Args:
        idempotency_key (Union[Unset, str]):
        body (IngestEventRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[IngestEventResponse, Problem]]
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
    body: IngestEventRequest,
    idempotency_key: Union[Unset, str] = UNSET,
) -> Optional[Union[IngestEventResponse, Problem]]:
    """Send an event

     Stores one event and hands it to the detection agents, which take events in batches shortly after
    (their alerts arrive as `agent.alert` and `threat.detected` webhooks). Known types:
    `transfer.observed` (also stored as a transfer, this workspace’s claim, that its screenings see at
    once and no other workspace’s do), `token.approval`, `withdrawal.requested`, `deposit.received`
    (stored as a transfer too when it names its sender); their `data` is checked against its schema,
    addresses and transaction hashes against their chain, amounts against their asset’s decimals and
    supply, and a wrong field is a 400 naming it (`/data/owner`, `/data/amount`). The same movement sent
    again is answered `duplicate`; sent again with other data, or contradicting a stored transfer
    (another sender for the same transaction and log), it is a 409 `conflict` naming the stored one. Any
    other dotted lower-case type is stored as a custom event with any object as `data`.

    Args:
        idempotency_key (Union[Unset, str]):
        body (IngestEventRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[IngestEventResponse, Problem]
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
