import datetime
from http import HTTPStatus
from typing import Any, Optional, Union

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.detection_page import DetectionPage
from ...models.list_detections_format import ListDetectionsFormat
from ...models.list_detections_suppressed import ListDetectionsSuppressed
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    limit: Union[Unset, int] = 50,
    cursor: Union[Unset, str] = UNSET,
    site_id: Union[Unset, str] = UNSET,
    type_: Union[Unset, list[str]] = UNSET,
    min_confidence: Union[Unset, float] = UNSET,
    from_: Union[Unset, datetime.datetime] = UNSET,
    to: Union[Unset, datetime.datetime] = UNSET,
    suppressed: Union[Unset, ListDetectionsSuppressed] = UNSET,
    format_: Union[Unset, ListDetectionsFormat] = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["limit"] = limit

    params["cursor"] = cursor

    params["site_id"] = site_id

    json_type_: Union[Unset, list[str]] = UNSET
    if not isinstance(type_, Unset):
        json_type_ = type_

    params["type"] = json_type_

    params["min_confidence"] = min_confidence

    json_from_: Union[Unset, str] = UNSET
    if not isinstance(from_, Unset):
        json_from_ = from_.isoformat()
    params["from"] = json_from_

    json_to: Union[Unset, str] = UNSET
    if not isinstance(to, Unset):
        json_to = to.isoformat()
    params["to"] = json_to

    json_suppressed: Union[Unset, str] = UNSET
    if not isinstance(suppressed, Unset):
        json_suppressed = suppressed.value

    params["suppressed"] = json_suppressed

    json_format_: Union[Unset, str] = UNSET
    if not isinstance(format_, Unset):
        json_format_ = format_.value

    params["format"] = json_format_

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/detections",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: Union[AuthenticatedClient, Client], response: httpx.Response
) -> Optional[Union[DetectionPage, Problem]]:
    if response.status_code == 200:
        response_200 = DetectionPage.from_dict(response.json())

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
) -> Response[Union[DetectionPage, Problem]]:
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
    site_id: Union[Unset, str] = UNSET,
    type_: Union[Unset, list[str]] = UNSET,
    min_confidence: Union[Unset, float] = UNSET,
    from_: Union[Unset, datetime.datetime] = UNSET,
    to: Union[Unset, datetime.datetime] = UNSET,
    suppressed: Union[Unset, ListDetectionsSuppressed] = UNSET,
    format_: Union[Unset, ListDetectionsFormat] = UNSET,
) -> Response[Union[DetectionPage, Problem]]:
    """List detections

     Detections of the workspace, newest observed first, filtered by site, type (repeat `type` for
    several), minimum confidence and an `observed_at` range (`from` inclusive, `to` exclusive).

    Args:
        limit (Union[Unset, int]):  Default: 50.
        cursor (Union[Unset, str]):
        site_id (Union[Unset, str]):
        type_ (Union[Unset, list[str]]):
        min_confidence (Union[Unset, float]):
        from_ (Union[Unset, datetime.datetime]):
        to (Union[Unset, datetime.datetime]):
        suppressed (Union[Unset, ListDetectionsSuppressed]):
        format_ (Union[Unset, ListDetectionsFormat]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[DetectionPage, Problem]]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
        site_id=site_id,
        type_=type_,
        min_confidence=min_confidence,
        from_=from_,
        to=to,
        suppressed=suppressed,
        format_=format_,
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
    site_id: Union[Unset, str] = UNSET,
    type_: Union[Unset, list[str]] = UNSET,
    min_confidence: Union[Unset, float] = UNSET,
    from_: Union[Unset, datetime.datetime] = UNSET,
    to: Union[Unset, datetime.datetime] = UNSET,
    suppressed: Union[Unset, ListDetectionsSuppressed] = UNSET,
    format_: Union[Unset, ListDetectionsFormat] = UNSET,
) -> Optional[Union[DetectionPage, Problem]]:
    """List detections

     Detections of the workspace, newest observed first, filtered by site, type (repeat `type` for
    several), minimum confidence and an `observed_at` range (`from` inclusive, `to` exclusive).

    Args:
        limit (Union[Unset, int]):  Default: 50.
        cursor (Union[Unset, str]):
        site_id (Union[Unset, str]):
        type_ (Union[Unset, list[str]]):
        min_confidence (Union[Unset, float]):
        from_ (Union[Unset, datetime.datetime]):
        to (Union[Unset, datetime.datetime]):
        suppressed (Union[Unset, ListDetectionsSuppressed]):
        format_ (Union[Unset, ListDetectionsFormat]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[DetectionPage, Problem]
    """

    return sync_detailed(
        client=client,
        limit=limit,
        cursor=cursor,
        site_id=site_id,
        type_=type_,
        min_confidence=min_confidence,
        from_=from_,
        to=to,
        suppressed=suppressed,
        format_=format_,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: Union[Unset, int] = 50,
    cursor: Union[Unset, str] = UNSET,
    site_id: Union[Unset, str] = UNSET,
    type_: Union[Unset, list[str]] = UNSET,
    min_confidence: Union[Unset, float] = UNSET,
    from_: Union[Unset, datetime.datetime] = UNSET,
    to: Union[Unset, datetime.datetime] = UNSET,
    suppressed: Union[Unset, ListDetectionsSuppressed] = UNSET,
    format_: Union[Unset, ListDetectionsFormat] = UNSET,
) -> Response[Union[DetectionPage, Problem]]:
    """List detections

     Detections of the workspace, newest observed first, filtered by site, type (repeat `type` for
    several), minimum confidence and an `observed_at` range (`from` inclusive, `to` exclusive).

    Args:
        limit (Union[Unset, int]):  Default: 50.
        cursor (Union[Unset, str]):
        site_id (Union[Unset, str]):
        type_ (Union[Unset, list[str]]):
        min_confidence (Union[Unset, float]):
        from_ (Union[Unset, datetime.datetime]):
        to (Union[Unset, datetime.datetime]):
        suppressed (Union[Unset, ListDetectionsSuppressed]):
        format_ (Union[Unset, ListDetectionsFormat]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[DetectionPage, Problem]]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
        site_id=site_id,
        type_=type_,
        min_confidence=min_confidence,
        from_=from_,
        to=to,
        suppressed=suppressed,
        format_=format_,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: Union[Unset, int] = 50,
    cursor: Union[Unset, str] = UNSET,
    site_id: Union[Unset, str] = UNSET,
    type_: Union[Unset, list[str]] = UNSET,
    min_confidence: Union[Unset, float] = UNSET,
    from_: Union[Unset, datetime.datetime] = UNSET,
    to: Union[Unset, datetime.datetime] = UNSET,
    suppressed: Union[Unset, ListDetectionsSuppressed] = UNSET,
    format_: Union[Unset, ListDetectionsFormat] = UNSET,
) -> Optional[Union[DetectionPage, Problem]]:
    """List detections

     Detections of the workspace, newest observed first, filtered by site, type (repeat `type` for
    several), minimum confidence and an `observed_at` range (`from` inclusive, `to` exclusive).

    Args:
        limit (Union[Unset, int]):  Default: 50.
        cursor (Union[Unset, str]):
        site_id (Union[Unset, str]):
        type_ (Union[Unset, list[str]]):
        min_confidence (Union[Unset, float]):
        from_ (Union[Unset, datetime.datetime]):
        to (Union[Unset, datetime.datetime]):
        suppressed (Union[Unset, ListDetectionsSuppressed]):
        format_ (Union[Unset, ListDetectionsFormat]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[DetectionPage, Problem]
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            cursor=cursor,
            site_id=site_id,
            type_=type_,
            min_confidence=min_confidence,
            from_=from_,
            to=to,
            suppressed=suppressed,
            format_=format_,
        )
    ).parsed
