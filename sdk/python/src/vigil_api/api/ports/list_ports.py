from http import HTTPStatus
from typing import Any, Optional, Union

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_ports_source import ListPortsSource
from ...models.port_page import PortPage
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    limit: Union[Unset, int] = 50,
    cursor: Union[Unset, str] = UNSET,
    q: Union[Unset, str] = UNSET,
    bbox: Union[Unset, str] = UNSET,
    source: Union[Unset, ListPortsSource] = ListPortsSource.ALL,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["limit"] = limit

    params["cursor"] = cursor

    params["q"] = q

    params["bbox"] = bbox

    json_source: Union[Unset, str] = UNSET
    if not isinstance(source, Unset):
        json_source = source.value

    params["source"] = json_source

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/ports",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: Union[AuthenticatedClient, Client], response: httpx.Response
) -> Optional[Union[PortPage, Problem]]:
    if response.status_code == 200:
        response_200 = PortPage.from_dict(response.json())

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
) -> Response[Union[PortPage, Problem]]:
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
    q: Union[Unset, str] = UNSET,
    bbox: Union[Unset, str] = UNSET,
    source: Union[Unset, ListPortsSource] = ListPortsSource.ALL,
) -> Response[Union[PortPage, Problem]]:
    """List and search ports

     The World Port Index ports Vigil ships (NGA Pub. 150, public domain; `attribution` names it) and the
    ports and anchorages your workspace drew, sorted by name. `q` matches a name or alternate name by
    prefix (of the whole name or any word, ignoring case and punctuation), a UN/LOCODE (`NLRTM` or `NL
    RTM`) or an index number exactly; `bbox` keeps the ports whose point (index ports) or boundary
    (drawn ports) lies in or meets the box.

    Args:
        limit (Union[Unset, int]):  Default: 50.
        cursor (Union[Unset, str]):
        q (Union[Unset, str]):
        bbox (Union[Unset, str]):
        source (Union[Unset, ListPortsSource]):  Default: ListPortsSource.ALL.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[PortPage, Problem]]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
        q=q,
        bbox=bbox,
        source=source,
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
    q: Union[Unset, str] = UNSET,
    bbox: Union[Unset, str] = UNSET,
    source: Union[Unset, ListPortsSource] = ListPortsSource.ALL,
) -> Optional[Union[PortPage, Problem]]:
    """List and search ports

     The World Port Index ports Vigil ships (NGA Pub. 150, public domain; `attribution` names it) and the
    ports and anchorages your workspace drew, sorted by name. `q` matches a name or alternate name by
    prefix (of the whole name or any word, ignoring case and punctuation), a UN/LOCODE (`NLRTM` or `NL
    RTM`) or an index number exactly; `bbox` keeps the ports whose point (index ports) or boundary
    (drawn ports) lies in or meets the box.

    Args:
        limit (Union[Unset, int]):  Default: 50.
        cursor (Union[Unset, str]):
        q (Union[Unset, str]):
        bbox (Union[Unset, str]):
        source (Union[Unset, ListPortsSource]):  Default: ListPortsSource.ALL.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[PortPage, Problem]
    """

    return sync_detailed(
        client=client,
        limit=limit,
        cursor=cursor,
        q=q,
        bbox=bbox,
        source=source,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: Union[Unset, int] = 50,
    cursor: Union[Unset, str] = UNSET,
    q: Union[Unset, str] = UNSET,
    bbox: Union[Unset, str] = UNSET,
    source: Union[Unset, ListPortsSource] = ListPortsSource.ALL,
) -> Response[Union[PortPage, Problem]]:
    """List and search ports

     The World Port Index ports Vigil ships (NGA Pub. 150, public domain; `attribution` names it) and the
    ports and anchorages your workspace drew, sorted by name. `q` matches a name or alternate name by
    prefix (of the whole name or any word, ignoring case and punctuation), a UN/LOCODE (`NLRTM` or `NL
    RTM`) or an index number exactly; `bbox` keeps the ports whose point (index ports) or boundary
    (drawn ports) lies in or meets the box.

    Args:
        limit (Union[Unset, int]):  Default: 50.
        cursor (Union[Unset, str]):
        q (Union[Unset, str]):
        bbox (Union[Unset, str]):
        source (Union[Unset, ListPortsSource]):  Default: ListPortsSource.ALL.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[PortPage, Problem]]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
        q=q,
        bbox=bbox,
        source=source,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: Union[Unset, int] = 50,
    cursor: Union[Unset, str] = UNSET,
    q: Union[Unset, str] = UNSET,
    bbox: Union[Unset, str] = UNSET,
    source: Union[Unset, ListPortsSource] = ListPortsSource.ALL,
) -> Optional[Union[PortPage, Problem]]:
    """List and search ports

     The World Port Index ports Vigil ships (NGA Pub. 150, public domain; `attribution` names it) and the
    ports and anchorages your workspace drew, sorted by name. `q` matches a name or alternate name by
    prefix (of the whole name or any word, ignoring case and punctuation), a UN/LOCODE (`NLRTM` or `NL
    RTM`) or an index number exactly; `bbox` keeps the ports whose point (index ports) or boundary
    (drawn ports) lies in or meets the box.

    Args:
        limit (Union[Unset, int]):  Default: 50.
        cursor (Union[Unset, str]):
        q (Union[Unset, str]):
        bbox (Union[Unset, str]):
        source (Union[Unset, ListPortsSource]):  Default: ListPortsSource.ALL.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[PortPage, Problem]
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            cursor=cursor,
            q=q,
            bbox=bbox,
            source=source,
        )
    ).parsed
