from http import HTTPStatus
from typing import Any, Optional, Union

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_health_response import GetHealthResponse
from ...models.problem import Problem
from ...types import Response


def _get_kwargs() -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/health",
    }

    return _kwargs


def _parse_response(
    *, client: Union[AuthenticatedClient, Client], response: httpx.Response
) -> Optional[Union[GetHealthResponse, Problem]]:
    if response.status_code == 200:
        response_200 = GetHealthResponse.from_dict(response.json())

        return response_200

    if response.status_code == 500:
        response_500 = Problem.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = GetHealthResponse.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: Union[AuthenticatedClient, Client], response: httpx.Response
) -> Response[Union[GetHealthResponse, Problem]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: Union[AuthenticatedClient, Client],
) -> Response[Union[GetHealthResponse, Problem]]:
    """Health

     Liveness: 200 while the process serves and its store answers a read, 503 otherwise. It stays 200
    through trouble a restart would not cure (NATS down, the engine behind, the disk nearly full): `GET
    /v1/health/ready` names that. Needs no key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[GetHealthResponse, Problem]]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: Union[AuthenticatedClient, Client],
) -> Optional[Union[GetHealthResponse, Problem]]:
    """Health

     Liveness: 200 while the process serves and its store answers a read, 503 otherwise. It stays 200
    through trouble a restart would not cure (NATS down, the engine behind, the disk nearly full): `GET
    /v1/health/ready` names that. Needs no key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[GetHealthResponse, Problem]
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: Union[AuthenticatedClient, Client],
) -> Response[Union[GetHealthResponse, Problem]]:
    """Health

     Liveness: 200 while the process serves and its store answers a read, 503 otherwise. It stays 200
    through trouble a restart would not cure (NATS down, the engine behind, the disk nearly full): `GET
    /v1/health/ready` names that. Needs no key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[GetHealthResponse, Problem]]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: Union[AuthenticatedClient, Client],
) -> Optional[Union[GetHealthResponse, Problem]]:
    """Health

     Liveness: 200 while the process serves and its store answers a read, 503 otherwise. It stays 200
    through trouble a restart would not cure (NATS down, the engine behind, the disk nearly full): `GET
    /v1/health/ready` names that. Needs no key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[GetHealthResponse, Problem]
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
