from http import HTTPStatus
from typing import Any, Optional, Union

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_entity_graph_response import GetEntityGraphResponse
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    depth: Union[Unset, int] = 2,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["depth"] = depth

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/entities/{id}/graph".format(
            id=id,
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: Union[AuthenticatedClient, Client], response: httpx.Response
) -> Optional[Union[GetEntityGraphResponse, Problem]]:
    if response.status_code == 200:
        response_200 = GetEntityGraphResponse.from_dict(response.json())

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
) -> Response[Union[GetEntityGraphResponse, Problem]]:
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
    depth: Union[Unset, int] = 2,
) -> Response[Union[GetEntityGraphResponse, Problem]]:
    """An entity and its neighbours

     The entities that sent value to this one or received value from it, out to `depth` hops, with the
    summed flows between them and their labels. At most 250 entities: beyond that, `truncated` is true.
    An id absorbed in a merge answers for the entity it joined.

    Args:
        id (str):
        depth (Union[Unset, int]):  Default: 2.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[GetEntityGraphResponse, Problem]]
    """

    kwargs = _get_kwargs(
        id=id,
        depth=depth,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    depth: Union[Unset, int] = 2,
) -> Optional[Union[GetEntityGraphResponse, Problem]]:
    """An entity and its neighbours

     The entities that sent value to this one or received value from it, out to `depth` hops, with the
    summed flows between them and their labels. At most 250 entities: beyond that, `truncated` is true.
    An id absorbed in a merge answers for the entity it joined.

    Args:
        id (str):
        depth (Union[Unset, int]):  Default: 2.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[GetEntityGraphResponse, Problem]
    """

    return sync_detailed(
        id=id,
        client=client,
        depth=depth,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    depth: Union[Unset, int] = 2,
) -> Response[Union[GetEntityGraphResponse, Problem]]:
    """An entity and its neighbours

     The entities that sent value to this one or received value from it, out to `depth` hops, with the
    summed flows between them and their labels. At most 250 entities: beyond that, `truncated` is true.
    An id absorbed in a merge answers for the entity it joined.

    Args:
        id (str):
        depth (Union[Unset, int]):  Default: 2.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[GetEntityGraphResponse, Problem]]
    """

    kwargs = _get_kwargs(
        id=id,
        depth=depth,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    depth: Union[Unset, int] = 2,
) -> Optional[Union[GetEntityGraphResponse, Problem]]:
    """An entity and its neighbours

     The entities that sent value to this one or received value from it, out to `depth` hops, with the
    summed flows between them and their labels. At most 250 entities: beyond that, `truncated` is true.
    An id absorbed in a merge answers for the entity it joined.

    Args:
        id (str):
        depth (Union[Unset, int]):  Default: 2.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[GetEntityGraphResponse, Problem]
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            depth=depth,
        )
    ).parsed
