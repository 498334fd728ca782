from http import HTTPStatus
from typing import Any, Optional, Union

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.screen_transaction_request import ScreenTransactionRequest
from ...models.transaction_screening import TransactionScreening
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: ScreenTransactionRequest,
    idempotency_key: Union[Unset, str] = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["idempotency-key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/screen/transaction",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: Union[AuthenticatedClient, Client], response: httpx.Response
) -> Optional[Union[Problem, TransactionScreening]]:
    if response.status_code == 200:
        response_200 = TransactionScreening.from_dict(response.json())

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
) -> Response[Union[Problem, TransactionScreening]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ScreenTransactionRequest,
    idempotency_key: Union[Unset, str] = UNSET,
) -> Response[Union[Problem, TransactionScreening]]:
    """Screen a transaction

     Screens every party of a transfer: `from`/`to` on account chains, `inputs`/`outputs` (or
    `from`/`to`) on UTXO chains. When Vigil holds the transaction (`tx_hash` of one read from a chain or
    sent by this workspace), its stored parties are screened, with what each moved; a request naming
    other parties or amounts is a 409 `conflict` naming the stored ones, and the `tx_hash` alone is
    enough. Nothing is stored but the audit record: a transaction screened before it is sent does not
    join the transfer graph.

    Args:
        idempotency_key (Union[Unset, str]):
        body (ScreenTransactionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[Problem, TransactionScreening]]
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
    body: ScreenTransactionRequest,
    idempotency_key: Union[Unset, str] = UNSET,
) -> Optional[Union[Problem, TransactionScreening]]:
    """Screen a transaction

     Screens every party of a transfer: `from`/`to` on account chains, `inputs`/`outputs` (or
    `from`/`to`) on UTXO chains. When Vigil holds the transaction (`tx_hash` of one read from a chain or
    sent by this workspace), its stored parties are screened, with what each moved; a request naming
    other parties or amounts is a 409 `conflict` naming the stored ones, and the `tx_hash` alone is
    enough. Nothing is stored but the audit record: a transaction screened before it is sent does not
    join the transfer graph.

    Args:
        idempotency_key (Union[Unset, str]):
        body (ScreenTransactionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[Problem, TransactionScreening]
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ScreenTransactionRequest,
    idempotency_key: Union[Unset, str] = UNSET,
) -> Response[Union[Problem, TransactionScreening]]:
    """Screen a transaction

     Screens every party of a transfer: `from`/`to` on account chains, `inputs`/`outputs` (or
    `from`/`to`) on UTXO chains. When Vigil holds the transaction (`tx_hash` of one read from a chain or
    sent by this workspace), its stored parties are screened, with what each moved; a request naming
    other parties or amounts is a 409 `conflict` naming the stored ones, and the `tx_hash` alone is
    enough. Nothing is stored but the audit record: a transaction screened before it is sent does not
    join the transfer graph.

    Args:
        idempotency_key (Union[Unset, str]):
        body (ScreenTransactionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[Problem, TransactionScreening]]
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
    body: ScreenTransactionRequest,
    idempotency_key: Union[Unset, str] = UNSET,
) -> Optional[Union[Problem, TransactionScreening]]:
    """Screen a transaction

     Screens every party of a transfer: `from`/`to` on account chains, `inputs`/`outputs` (or
    `from`/`to`) on UTXO chains. When Vigil holds the transaction (`tx_hash` of one read from a chain or
    sent by this workspace), its stored parties are screened, with what each moved; a request naming
    other parties or amounts is a 409 `conflict` naming the stored ones, and the `tx_hash` alone is
    enough. Nothing is stored but the audit record: a transaction screened before it is sent does not
    join the transfer graph.

    Args:
        idempotency_key (Union[Unset, str]):
        body (ScreenTransactionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[Problem, TransactionScreening]
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
