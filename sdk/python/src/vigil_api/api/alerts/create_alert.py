from http import HTTPStatus
from typing import Any, Optional, Union

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.alert_rule import AlertRule
from ...models.create_alert_request import CreateAlertRequest
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateAlertRequest,
    idempotency_key: Union[Unset, str] = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["idempotency-key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/alerts",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: Union[AuthenticatedClient, Client], response: httpx.Response
) -> Optional[Union[AlertRule, Problem]]:
    if response.status_code == 201:
        response_201 = AlertRule.from_dict(response.json())

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
) -> Response[Union[AlertRule, Problem]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateAlertRequest,
    idempotency_key: Union[Unset, str] = UNSET,
) -> Response[Union[AlertRule, Problem]]:
    """Create an alert rule

     A rule says where (`site_id`, a `zone`, `coordinates` with `radius_m`, or `near_asset` with
    `radius_m`: a roaming zone around a moving asset), what behaviour with its parameters, the lowest
    confidence that counts, and the channel. Every parameter is checked now, and every problem comes
    back at once with a pointer.

    Args:
        idempotency_key (Union[Unset, str]):
        body (CreateAlertRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[AlertRule, Problem]]
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
    body: CreateAlertRequest,
    idempotency_key: Union[Unset, str] = UNSET,
) -> Optional[Union[AlertRule, Problem]]:
    """Create an alert rule

     A rule says where (`site_id`, a `zone`, `coordinates` with `radius_m`, or `near_asset` with
    `radius_m`: a roaming zone around a moving asset), what behaviour with its parameters, the lowest
    confidence that counts, and the channel. Every parameter is checked now, and every problem comes
    back at once with a pointer.

    Args:
        idempotency_key (Union[Unset, str]):
        body (CreateAlertRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[AlertRule, Problem]
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateAlertRequest,
    idempotency_key: Union[Unset, str] = UNSET,
) -> Response[Union[AlertRule, Problem]]:
    """Create an alert rule

     A rule says where (`site_id`, a `zone`, `coordinates` with `radius_m`, or `near_asset` with
    `radius_m`: a roaming zone around a moving asset), what behaviour with its parameters, the lowest
    confidence that counts, and the channel. Every parameter is checked now, and every problem comes
    back at once with a pointer.

    Args:
        idempotency_key (Union[Unset, str]):
        body (CreateAlertRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[AlertRule, Problem]]
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
    body: CreateAlertRequest,
    idempotency_key: Union[Unset, str] = UNSET,
) -> Optional[Union[AlertRule, Problem]]:
    """Create an alert rule

     A rule says where (`site_id`, a `zone`, `coordinates` with `radius_m`, or `near_asset` with
    `radius_m`: a roaming zone around a moving asset), what behaviour with its parameters, the lowest
    confidence that counts, and the channel. Every parameter is checked now, and every problem comes
    back at once with a pointer.

    Args:
        idempotency_key (Union[Unset, str]):
        body (CreateAlertRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[AlertRule, Problem]
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
