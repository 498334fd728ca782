from http import HTTPStatus
from typing import Any, Optional, Union

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_readiness_response import GetReadinessResponse
from ...models.problem import Problem
from ...types import Response


def _get_kwargs() -> dict[str, Any]:
    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/health/ready",
    }

    return _kwargs


def _parse_response(
    *, client: Union[AuthenticatedClient, Client], response: httpx.Response
) -> Optional[Union[GetReadinessResponse, Problem]]:
    if response.status_code == 200:
        response_200 = GetReadinessResponse.from_dict(response.json())

        return response_200

    if response.status_code == 500:
        response_500 = Problem.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = GetReadinessResponse.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: Union[AuthenticatedClient, Client], response: httpx.Response
) -> Response[Union[GetReadinessResponse, Problem]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: Union[AuthenticatedClient, Client],
) -> Response[Union[GetReadinessResponse, Problem]]:
    """Readiness

     Whether this process can do its work now: 200 `ready` when every check passes, 503 `degraded` naming
    the checks that fail (`failing`) and what is wrong with each. For load balancers and orchestrators;
    `GET /v1/health` is liveness. Needs no key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[GetReadinessResponse, Problem]]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: Union[AuthenticatedClient, Client],
) -> Optional[Union[GetReadinessResponse, Problem]]:
    """Readiness

     Whether this process can do its work now: 200 `ready` when every check passes, 503 `degraded` naming
    the checks that fail (`failing`) and what is wrong with each. For load balancers and orchestrators;
    `GET /v1/health` is liveness. Needs no key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[GetReadinessResponse, Problem]
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: Union[AuthenticatedClient, Client],
) -> Response[Union[GetReadinessResponse, Problem]]:
    """Readiness

     Whether this process can do its work now: 200 `ready` when every check passes, 503 `degraded` naming
    the checks that fail (`failing`) and what is wrong with each. For load balancers and orchestrators;
    `GET /v1/health` is liveness. Needs no key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[GetReadinessResponse, Problem]]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: Union[AuthenticatedClient, Client],
) -> Optional[Union[GetReadinessResponse, Problem]]:
    """Readiness

     Whether this process can do its work now: 200 `ready` when every check passes, 503 `degraded` naming
    the checks that fail (`failing`) and what is wrong with each. For load balancers and orchestrators;
    `GET /v1/health` is liveness. Needs no key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[GetReadinessResponse, Problem]
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
