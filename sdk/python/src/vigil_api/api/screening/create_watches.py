from http import HTTPStatus
from typing import Any, Optional, Union

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.watch import Watch
from ...models.watch_import import WatchImport
from ...models.watch_input import WatchInput
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: Union["WatchInput", list[Any]],
    idempotency_key: Union[Unset, str] = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["idempotency-key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/watches",
    }

    _kwargs["json"]: Union[dict[str, Any], list[Any]]
    if isinstance(body, WatchInput):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: Union[AuthenticatedClient, Client], response: httpx.Response
) -> Optional[Union[Problem, Watch, WatchImport]]:
    if response.status_code == 200:
        response_200 = Watch.from_dict(response.json())

        return response_200

    if response.status_code == 201:
        response_201 = Watch.from_dict(response.json())

        return response_201

    if response.status_code == 202:
        response_202 = WatchImport.from_dict(response.json())

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
) -> Response[Union[Problem, Watch, WatchImport]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: Union["WatchInput", list[Any]],
    idempotency_key: Union[Unset, str] = UNSET,
) -> Response[Union[Problem, Watch, WatchImport]]:
    """Watch addresses

     One watch (`{chain, address, reference?}`): the address is screened now and answered 201 with its
    outcome, or 200 with the watch it has. Many: a JSON array of them, or a `text/csv` body with a
    header naming `chain`, `address` (and `reference`), up to 100,000 lines: answered 202 with an import
    (`GET /v1/watches/imports/{id}`) that watches and screens each new address and reports every other
    line (watched already, named twice, or not a watch and why). A watched address is screened again
    whenever a list import, a label, or a transfer within its screening’s hops changes what it could
    answer; a changed outcome is a new screening and a `screening.changed` event.

    Args:
        idempotency_key (Union[Unset, str]):
        body (Union['WatchInput', list[Any]]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[Problem, Watch, WatchImport]]
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
    body: Union["WatchInput", list[Any]],
    idempotency_key: Union[Unset, str] = UNSET,
) -> Optional[Union[Problem, Watch, WatchImport]]:
    """Watch addresses

     One watch (`{chain, address, reference?}`): the address is screened now and answered 201 with its
    outcome, or 200 with the watch it has. Many: a JSON array of them, or a `text/csv` body with a
    header naming `chain`, `address` (and `reference`), up to 100,000 lines: answered 202 with an import
    (`GET /v1/watches/imports/{id}`) that watches and screens each new address and reports every other
    line (watched already, named twice, or not a watch and why). A watched address is screened again
    whenever a list import, a label, or a transfer within its screening’s hops changes what it could
    answer; a changed outcome is a new screening and a `screening.changed` event.

    Args:
        idempotency_key (Union[Unset, str]):
        body (Union['WatchInput', list[Any]]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[Problem, Watch, WatchImport]
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: Union["WatchInput", list[Any]],
    idempotency_key: Union[Unset, str] = UNSET,
) -> Response[Union[Problem, Watch, WatchImport]]:
    """Watch addresses

     One watch (`{chain, address, reference?}`): the address is screened now and answered 201 with its
    outcome, or 200 with the watch it has. Many: a JSON array of them, or a `text/csv` body with a
    header naming `chain`, `address` (and `reference`), up to 100,000 lines: answered 202 with an import
    (`GET /v1/watches/imports/{id}`) that watches and screens each new address and reports every other
    line (watched already, named twice, or not a watch and why). A watched address is screened again
    whenever a list import, a label, or a transfer within its screening’s hops changes what it could
    answer; a changed outcome is a new screening and a `screening.changed` event.

    Args:
        idempotency_key (Union[Unset, str]):
        body (Union['WatchInput', list[Any]]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[Problem, Watch, WatchImport]]
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
    body: Union["WatchInput", list[Any]],
    idempotency_key: Union[Unset, str] = UNSET,
) -> Optional[Union[Problem, Watch, WatchImport]]:
    """Watch addresses

     One watch (`{chain, address, reference?}`): the address is screened now and answered 201 with its
    outcome, or 200 with the watch it has. Many: a JSON array of them, or a `text/csv` body with a
    header naming `chain`, `address` (and `reference`), up to 100,000 lines: answered 202 with an import
    (`GET /v1/watches/imports/{id}`) that watches and screens each new address and reports every other
    line (watched already, named twice, or not a watch and why). A watched address is screened again
    whenever a list import, a label, or a transfer within its screening’s hops changes what it could
    answer; a changed outcome is a new screening and a `screening.changed` event.

    Args:
        idempotency_key (Union[Unset, str]):
        body (Union['WatchInput', list[Any]]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[Problem, Watch, WatchImport]
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
