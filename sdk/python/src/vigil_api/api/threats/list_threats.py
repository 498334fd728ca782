import datetime
from http import HTTPStatus
from typing import Any, Optional, Union

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_threats_min_severity import ListThreatsMinSeverity
from ...models.list_threats_severity_item import ListThreatsSeverityItem
from ...models.list_threats_status import ListThreatsStatus
from ...models.problem import Problem
from ...models.threat_page import ThreatPage
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    limit: Union[Unset, int] = 50,
    cursor: Union[Unset, str] = UNSET,
    status: Union[Unset, ListThreatsStatus] = UNSET,
    severity: Union[Unset, list[ListThreatsSeverityItem]] = UNSET,
    min_severity: Union[Unset, ListThreatsMinSeverity] = UNSET,
    typology: Union[Unset, str] = UNSET,
    from_: Union[Unset, datetime.datetime] = UNSET,
    to: Union[Unset, datetime.datetime] = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["limit"] = limit

    params["cursor"] = cursor

    json_status: Union[Unset, str] = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    json_severity: Union[Unset, list[str]] = UNSET
    if not isinstance(severity, Unset):
        json_severity = []
        for severity_item_data in severity:
            severity_item = severity_item_data.value
            json_severity.append(severity_item)

    params["severity"] = json_severity

    json_min_severity: Union[Unset, str] = UNSET
    if not isinstance(min_severity, Unset):
        json_min_severity = min_severity.value

    params["min_severity"] = json_min_severity

    params["typology"] = typology

    json_from_: Union[Unset, str] = UNSET
    if not isinstance(from_, Unset):
        json_from_ = from_.isoformat()
    params["from"] = json_from_

    json_to: Union[Unset, str] = UNSET
    if not isinstance(to, Unset):
        json_to = to.isoformat()
    params["to"] = json_to

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/threats",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: Union[AuthenticatedClient, Client], response: httpx.Response
) -> Optional[Union[Problem, ThreatPage]]:
    if response.status_code == 200:
        response_200 = ThreatPage.from_dict(response.json())

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
) -> Response[Union[Problem, ThreatPage]]:
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
    status: Union[Unset, ListThreatsStatus] = UNSET,
    severity: Union[Unset, list[ListThreatsSeverityItem]] = UNSET,
    min_severity: Union[Unset, ListThreatsMinSeverity] = UNSET,
    typology: Union[Unset, str] = UNSET,
    from_: Union[Unset, datetime.datetime] = UNSET,
    to: Union[Unset, datetime.datetime] = UNSET,
) -> Response[Union[Problem, ThreatPage]]:
    """List threats

     Threats of the workspace, newest first. Without `status`, open and closed ones (merged ones only
    with `status=merged`). `severity` (repeat for several) keeps those severities exactly;
    `min_severity` keeps that one and above. `from` (inclusive) and `to` (exclusive) keep threats whose
    activity overlaps the range (`last_seen_at` ≥ from, `first_seen_at` < to). `typology` keeps threats
    holding an alert of it.

    Args:
        limit (Union[Unset, int]):  Default: 50.
        cursor (Union[Unset, str]):
        status (Union[Unset, ListThreatsStatus]):
        severity (Union[Unset, list[ListThreatsSeverityItem]]):
        min_severity (Union[Unset, ListThreatsMinSeverity]):
        typology (Union[Unset, str]):
        from_ (Union[Unset, datetime.datetime]):
        to (Union[Unset, datetime.datetime]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[Problem, ThreatPage]]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
        status=status,
        severity=severity,
        min_severity=min_severity,
        typology=typology,
        from_=from_,
        to=to,
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
    status: Union[Unset, ListThreatsStatus] = UNSET,
    severity: Union[Unset, list[ListThreatsSeverityItem]] = UNSET,
    min_severity: Union[Unset, ListThreatsMinSeverity] = UNSET,
    typology: Union[Unset, str] = UNSET,
    from_: Union[Unset, datetime.datetime] = UNSET,
    to: Union[Unset, datetime.datetime] = UNSET,
) -> Optional[Union[Problem, ThreatPage]]:
    """List threats

     Threats of the workspace, newest first. Without `status`, open and closed ones (merged ones only
    with `status=merged`). `severity` (repeat for several) keeps those severities exactly;
    `min_severity` keeps that one and above. `from` (inclusive) and `to` (exclusive) keep threats whose
    activity overlaps the range (`last_seen_at` ≥ from, `first_seen_at` < to). `typology` keeps threats
    holding an alert of it.

    Args:
        limit (Union[Unset, int]):  Default: 50.
        cursor (Union[Unset, str]):
        status (Union[Unset, ListThreatsStatus]):
        severity (Union[Unset, list[ListThreatsSeverityItem]]):
        min_severity (Union[Unset, ListThreatsMinSeverity]):
        typology (Union[Unset, str]):
        from_ (Union[Unset, datetime.datetime]):
        to (Union[Unset, datetime.datetime]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[Problem, ThreatPage]
    """

    return sync_detailed(
        client=client,
        limit=limit,
        cursor=cursor,
        status=status,
        severity=severity,
        min_severity=min_severity,
        typology=typology,
        from_=from_,
        to=to,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: Union[Unset, int] = 50,
    cursor: Union[Unset, str] = UNSET,
    status: Union[Unset, ListThreatsStatus] = UNSET,
    severity: Union[Unset, list[ListThreatsSeverityItem]] = UNSET,
    min_severity: Union[Unset, ListThreatsMinSeverity] = UNSET,
    typology: Union[Unset, str] = UNSET,
    from_: Union[Unset, datetime.datetime] = UNSET,
    to: Union[Unset, datetime.datetime] = UNSET,
) -> Response[Union[Problem, ThreatPage]]:
    """List threats

     Threats of the workspace, newest first. Without `status`, open and closed ones (merged ones only
    with `status=merged`). `severity` (repeat for several) keeps those severities exactly;
    `min_severity` keeps that one and above. `from` (inclusive) and `to` (exclusive) keep threats whose
    activity overlaps the range (`last_seen_at` ≥ from, `first_seen_at` < to). `typology` keeps threats
    holding an alert of it.

    Args:
        limit (Union[Unset, int]):  Default: 50.
        cursor (Union[Unset, str]):
        status (Union[Unset, ListThreatsStatus]):
        severity (Union[Unset, list[ListThreatsSeverityItem]]):
        min_severity (Union[Unset, ListThreatsMinSeverity]):
        typology (Union[Unset, str]):
        from_ (Union[Unset, datetime.datetime]):
        to (Union[Unset, datetime.datetime]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[Problem, ThreatPage]]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
        status=status,
        severity=severity,
        min_severity=min_severity,
        typology=typology,
        from_=from_,
        to=to,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: Union[Unset, int] = 50,
    cursor: Union[Unset, str] = UNSET,
    status: Union[Unset, ListThreatsStatus] = UNSET,
    severity: Union[Unset, list[ListThreatsSeverityItem]] = UNSET,
    min_severity: Union[Unset, ListThreatsMinSeverity] = UNSET,
    typology: Union[Unset, str] = UNSET,
    from_: Union[Unset, datetime.datetime] = UNSET,
    to: Union[Unset, datetime.datetime] = UNSET,
) -> Optional[Union[Problem, ThreatPage]]:
    """List threats

     Threats of the workspace, newest first. Without `status`, open and closed ones (merged ones only
    with `status=merged`). `severity` (repeat for several) keeps those severities exactly;
    `min_severity` keeps that one and above. `from` (inclusive) and `to` (exclusive) keep threats whose
    activity overlaps the range (`last_seen_at` ≥ from, `first_seen_at` < to). `typology` keeps threats
    holding an alert of it.

    Args:
        limit (Union[Unset, int]):  Default: 50.
        cursor (Union[Unset, str]):
        status (Union[Unset, ListThreatsStatus]):
        severity (Union[Unset, list[ListThreatsSeverityItem]]):
        min_severity (Union[Unset, ListThreatsMinSeverity]):
        typology (Union[Unset, str]):
        from_ (Union[Unset, datetime.datetime]):
        to (Union[Unset, datetime.datetime]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[Problem, ThreatPage]
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            cursor=cursor,
            status=status,
            severity=severity,
            min_severity=min_severity,
            typology=typology,
            from_=from_,
            to=to,
        )
    ).parsed
