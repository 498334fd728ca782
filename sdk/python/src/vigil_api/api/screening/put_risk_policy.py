from http import HTTPStatus
from typing import Any, Optional, Union

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.risk_policy import RiskPolicy
from ...models.risk_policy_input import RiskPolicyInput
from ...types import Response


def _get_kwargs(
    *,
    body: RiskPolicyInput,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/risk-policy",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: Union[AuthenticatedClient, Client], response: httpx.Response
) -> Optional[Union[Problem, RiskPolicy]]:
    if response.status_code == 200:
        response_200 = RiskPolicy.from_dict(response.json())

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
) -> Response[Union[Problem, RiskPolicy]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: RiskPolicyInput,
) -> Response[Union[Problem, RiskPolicy]]:
    """Set the risk policy

     Replaces the policy as a whole (what is left out takes Vigil’s default) and makes it a new version,
    kept with who set it; screenings from now on are made under it, and the workspace’s watched
    addresses are screened again (`screening.changed`, reason `policy`). A policy equal to the one in
    force makes no version and answers with it. Refused with a 400 at the field: lowering the weight of
    `sanctioned` or `sanction`, allowing an address a sanctions list names, bands that do not rise.

    Args:
        body (RiskPolicyInput): A whole policy: what is left out takes Vigil’s default.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[Problem, RiskPolicy]]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: RiskPolicyInput,
) -> Optional[Union[Problem, RiskPolicy]]:
    """Set the risk policy

     Replaces the policy as a whole (what is left out takes Vigil’s default) and makes it a new version,
    kept with who set it; screenings from now on are made under it, and the workspace’s watched
    addresses are screened again (`screening.changed`, reason `policy`). A policy equal to the one in
    force makes no version and answers with it. Refused with a 400 at the field: lowering the weight of
    `sanctioned` or `sanction`, allowing an address a sanctions list names, bands that do not rise.

    Args:
        body (RiskPolicyInput): A whole policy: what is left out takes Vigil’s default.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[Problem, RiskPolicy]
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: RiskPolicyInput,
) -> Response[Union[Problem, RiskPolicy]]:
    """Set the risk policy

     Replaces the policy as a whole (what is left out takes Vigil’s default) and makes it a new version,
    kept with who set it; screenings from now on are made under it, and the workspace’s watched
    addresses are screened again (`screening.changed`, reason `policy`). A policy equal to the one in
    force makes no version and answers with it. Refused with a 400 at the field: lowering the weight of
    `sanctioned` or `sanction`, allowing an address a sanctions list names, bands that do not rise.

    Args:
        body (RiskPolicyInput): A whole policy: what is left out takes Vigil’s default.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[Problem, RiskPolicy]]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: RiskPolicyInput,
) -> Optional[Union[Problem, RiskPolicy]]:
    """Set the risk policy

     Replaces the policy as a whole (what is left out takes Vigil’s default) and makes it a new version,
    kept with who set it; screenings from now on are made under it, and the workspace’s watched
    addresses are screened again (`screening.changed`, reason `policy`). A policy equal to the one in
    force makes no version and answers with it. Refused with a 400 at the field: lowering the weight of
    `sanctioned` or `sanction`, allowing an address a sanctions list names, bands that do not rise.

    Args:
        body (RiskPolicyInput): A whole policy: what is left out takes Vigil’s default.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[Problem, RiskPolicy]
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
