from http import HTTPStatus
from typing import Any, Optional, Union

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_sar_draft_request import CreateSarDraftRequest
from ...models.problem import Problem
from ...models.sar_draft import SarDraft
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateSarDraftRequest,
    idempotency_key: Union[Unset, str] = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["idempotency-key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/compliance/sar/draft",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: Union[AuthenticatedClient, Client], response: httpx.Response
) -> Optional[Union[Problem, SarDraft]]:
    if response.status_code == 202:
        response_202 = SarDraft.from_dict(response.json())

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
) -> Response[Union[Problem, SarDraft]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateSarDraftRequest,
    idempotency_key: Union[Unset, str] = UNSET,
) -> Response[Union[Problem, SarDraft]]:
    """Draft a SAR from a threat

     Queues a suspicious-activity report draft in the structure of the FinCEN SAR, written from the
    threat’s facts and the workspace’s compliance settings. Answers 202 at once; `compliance.sar_ready`
    announces the draft, and `GET /v1/compliance/sar/:id` shows it. A threat the workspace does not have
    is 400 at `/threat_id`; a merged threat is 409 (draft the one it was merged into).

    Args:
        idempotency_key (Union[Unset, str]):
        body (CreateSarDraftRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[Problem, SarDraft]]
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
    body: CreateSarDraftRequest,
    idempotency_key: Union[Unset, str] = UNSET,
) -> Optional[Union[Problem, SarDraft]]:
    """Draft a SAR from a threat

     Queues a suspicious-activity report draft in the structure of the FinCEN SAR, written from the
    threat’s facts and the workspace’s compliance settings. Answers 202 at once; `compliance.sar_ready`
    announces the draft, and `GET /v1/compliance/sar/:id` shows it. A threat the workspace does not have
    is 400 at `/threat_id`; a merged threat is 409 (draft the one it was merged into).

    Args:
        idempotency_key (Union[Unset, str]):
        body (CreateSarDraftRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[Problem, SarDraft]
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateSarDraftRequest,
    idempotency_key: Union[Unset, str] = UNSET,
) -> Response[Union[Problem, SarDraft]]:
    """Draft a SAR from a threat

     Queues a suspicious-activity report draft in the structure of the FinCEN SAR, written from the
    threat’s facts and the workspace’s compliance settings. Answers 202 at once; `compliance.sar_ready`
    announces the draft, and `GET /v1/compliance/sar/:id` shows it. A threat the workspace does not have
    is 400 at `/threat_id`; a merged threat is 409 (draft the one it was merged into).

    Args:
        idempotency_key (Union[Unset, str]):
        body (CreateSarDraftRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[Problem, SarDraft]]
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
    body: CreateSarDraftRequest,
    idempotency_key: Union[Unset, str] = UNSET,
) -> Optional[Union[Problem, SarDraft]]:
    """Draft a SAR from a threat

     Queues a suspicious-activity report draft in the structure of the FinCEN SAR, written from the
    threat’s facts and the workspace’s compliance settings. Answers 202 at once; `compliance.sar_ready`
    announces the draft, and `GET /v1/compliance/sar/:id` shows it. A threat the workspace does not have
    is 400 at `/threat_id`; a merged threat is 409 (draft the one it was merged into).

    Args:
        idempotency_key (Union[Unset, str]):
        body (CreateSarDraftRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[Problem, SarDraft]
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
