import datetime
from http import HTTPStatus
from typing import Any, Optional, Union

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.asset_event_page import AssetEventPage
from ...models.list_asset_events_format import ListAssetEventsFormat
from ...models.list_asset_events_kind_item import ListAssetEventsKindItem
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    limit: Union[Unset, int] = 50,
    cursor: Union[Unset, str] = UNSET,
    asset_id: Union[Unset, str] = UNSET,
    kind: Union[Unset, list[ListAssetEventsKindItem]] = UNSET,
    from_: Union[Unset, datetime.datetime] = UNSET,
    to: Union[Unset, datetime.datetime] = UNSET,
    min_duration_s: Union[Unset, int] = UNSET,
    bbox: Union[Unset, str] = UNSET,
    format_: Union[Unset, ListAssetEventsFormat] = UNSET,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    params["limit"] = limit

    params["cursor"] = cursor

    params["asset_id"] = asset_id

    json_kind: Union[Unset, list[str]] = UNSET
    if not isinstance(kind, Unset):
        json_kind = []
        for kind_item_data in kind:
            kind_item = kind_item_data.value
            json_kind.append(kind_item)

    params["kind"] = json_kind

    json_from_: Union[Unset, str] = UNSET
    if not isinstance(from_, Unset):
        json_from_ = from_.isoformat()
    params["from"] = json_from_

    json_to: Union[Unset, str] = UNSET
    if not isinstance(to, Unset):
        json_to = to.isoformat()
    params["to"] = json_to

    params["min_duration_s"] = min_duration_s

    params["bbox"] = bbox

    json_format_: Union[Unset, str] = UNSET
    if not isinstance(format_, Unset):
        json_format_ = format_.value

    params["format"] = json_format_

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/asset-events",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: Union[AuthenticatedClient, Client], response: httpx.Response
) -> Optional[Union[AssetEventPage, Problem]]:
    if response.status_code == 200:
        response_200 = AssetEventPage.from_dict(response.json())

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
) -> Response[Union[AssetEventPage, Problem]]:
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
    asset_id: Union[Unset, str] = UNSET,
    kind: Union[Unset, list[ListAssetEventsKindItem]] = UNSET,
    from_: Union[Unset, datetime.datetime] = UNSET,
    to: Union[Unset, datetime.datetime] = UNSET,
    min_duration_s: Union[Unset, int] = UNSET,
    bbox: Union[Unset, str] = UNSET,
    format_: Union[Unset, ListAssetEventsFormat] = UNSET,
) -> Response[Union[AssetEventPage, Problem]]:
    """List the behavioural events of assets

     Zone visits, encounters, loitering, dark gaps and speed episodes that your alert rules, sites and
    follows found, newest start first, each with its start, its end (null while it goes on) and its
    evidence. Filters: an asset (either vessel of an encounter), kinds (repeat `kind`), a time range the
    event overlaps (`from` inclusive, `to` exclusive), a minimum duration (an ongoing event counts by
    how long it has lasted so far) and a `bbox` its point lies in. Live alerts of these events
    (`zone.entered`, `zone.exited`, `asset.loitering`, `asset.encounter`, `asset.speed_above`,
    `asset.dark`) carry the event’s id as `event_id`.

    Args:
        limit (Union[Unset, int]):  Default: 50.
        cursor (Union[Unset, str]):
        asset_id (Union[Unset, str]):
        kind (Union[Unset, list[ListAssetEventsKindItem]]):
        from_ (Union[Unset, datetime.datetime]):
        to (Union[Unset, datetime.datetime]):
        min_duration_s (Union[Unset, int]):
        bbox (Union[Unset, str]):
        format_ (Union[Unset, ListAssetEventsFormat]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[AssetEventPage, Problem]]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
        asset_id=asset_id,
        kind=kind,
        from_=from_,
        to=to,
        min_duration_s=min_duration_s,
        bbox=bbox,
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
    asset_id: Union[Unset, str] = UNSET,
    kind: Union[Unset, list[ListAssetEventsKindItem]] = UNSET,
    from_: Union[Unset, datetime.datetime] = UNSET,
    to: Union[Unset, datetime.datetime] = UNSET,
    min_duration_s: Union[Unset, int] = UNSET,
    bbox: Union[Unset, str] = UNSET,
    format_: Union[Unset, ListAssetEventsFormat] = UNSET,
) -> Optional[Union[AssetEventPage, Problem]]:
    """List the behavioural events of assets

     Zone visits, encounters, loitering, dark gaps and speed episodes that your alert rules, sites and
    follows found, newest start first, each with its start, its end (null while it goes on) and its
    evidence. Filters: an asset (either vessel of an encounter), kinds (repeat `kind`), a time range the
    event overlaps (`from` inclusive, `to` exclusive), a minimum duration (an ongoing event counts by
    how long it has lasted so far) and a `bbox` its point lies in. Live alerts of these events
    (`zone.entered`, `zone.exited`, `asset.loitering`, `asset.encounter`, `asset.speed_above`,
    `asset.dark`) carry the event’s id as `event_id`.

    Args:
        limit (Union[Unset, int]):  Default: 50.
        cursor (Union[Unset, str]):
        asset_id (Union[Unset, str]):
        kind (Union[Unset, list[ListAssetEventsKindItem]]):
        from_ (Union[Unset, datetime.datetime]):
        to (Union[Unset, datetime.datetime]):
        min_duration_s (Union[Unset, int]):
        bbox (Union[Unset, str]):
        format_ (Union[Unset, ListAssetEventsFormat]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[AssetEventPage, Problem]
    """

    return sync_detailed(
        client=client,
        limit=limit,
        cursor=cursor,
        asset_id=asset_id,
        kind=kind,
        from_=from_,
        to=to,
        min_duration_s=min_duration_s,
        bbox=bbox,
        format_=format_,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: Union[Unset, int] = 50,
    cursor: Union[Unset, str] = UNSET,
    asset_id: Union[Unset, str] = UNSET,
    kind: Union[Unset, list[ListAssetEventsKindItem]] = UNSET,
    from_: Union[Unset, datetime.datetime] = UNSET,
    to: Union[Unset, datetime.datetime] = UNSET,
    min_duration_s: Union[Unset, int] = UNSET,
    bbox: Union[Unset, str] = UNSET,
    format_: Union[Unset, ListAssetEventsFormat] = UNSET,
) -> Response[Union[AssetEventPage, Problem]]:
    """List the behavioural events of assets

     Zone visits, encounters, loitering, dark gaps and speed episodes that your alert rules, sites and
    follows found, newest start first, each with its start, its end (null while it goes on) and its
    evidence. Filters: an asset (either vessel of an encounter), kinds (repeat `kind`), a time range the
    event overlaps (`from` inclusive, `to` exclusive), a minimum duration (an ongoing event counts by
    how long it has lasted so far) and a `bbox` its point lies in. Live alerts of these events
    (`zone.entered`, `zone.exited`, `asset.loitering`, `asset.encounter`, `asset.speed_above`,
    `asset.dark`) carry the event’s id as `event_id`.

    Args:
        limit (Union[Unset, int]):  Default: 50.
        cursor (Union[Unset, str]):
        asset_id (Union[Unset, str]):
        kind (Union[Unset, list[ListAssetEventsKindItem]]):
        from_ (Union[Unset, datetime.datetime]):
        to (Union[Unset, datetime.datetime]):
        min_duration_s (Union[Unset, int]):
        bbox (Union[Unset, str]):
        format_ (Union[Unset, ListAssetEventsFormat]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[AssetEventPage, Problem]]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
        asset_id=asset_id,
        kind=kind,
        from_=from_,
        to=to,
        min_duration_s=min_duration_s,
        bbox=bbox,
        format_=format_,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: Union[Unset, int] = 50,
    cursor: Union[Unset, str] = UNSET,
    asset_id: Union[Unset, str] = UNSET,
    kind: Union[Unset, list[ListAssetEventsKindItem]] = UNSET,
    from_: Union[Unset, datetime.datetime] = UNSET,
    to: Union[Unset, datetime.datetime] = UNSET,
    min_duration_s: Union[Unset, int] = UNSET,
    bbox: Union[Unset, str] = UNSET,
    format_: Union[Unset, ListAssetEventsFormat] = UNSET,
) -> Optional[Union[AssetEventPage, Problem]]:
    """List the behavioural events of assets

     Zone visits, encounters, loitering, dark gaps and speed episodes that your alert rules, sites and
    follows found, newest start first, each with its start, its end (null while it goes on) and its
    evidence. Filters: an asset (either vessel of an encounter), kinds (repeat `kind`), a time range the
    event overlaps (`from` inclusive, `to` exclusive), a minimum duration (an ongoing event counts by
    how long it has lasted so far) and a `bbox` its point lies in. Live alerts of these events
    (`zone.entered`, `zone.exited`, `asset.loitering`, `asset.encounter`, `asset.speed_above`,
    `asset.dark`) carry the event’s id as `event_id`.

    Args:
        limit (Union[Unset, int]):  Default: 50.
        cursor (Union[Unset, str]):
        asset_id (Union[Unset, str]):
        kind (Union[Unset, list[ListAssetEventsKindItem]]):
        from_ (Union[Unset, datetime.datetime]):
        to (Union[Unset, datetime.datetime]):
        min_duration_s (Union[Unset, int]):
        bbox (Union[Unset, str]):
        format_ (Union[Unset, ListAssetEventsFormat]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[AssetEventPage, Problem]
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            cursor=cursor,
            asset_id=asset_id,
            kind=kind,
            from_=from_,
            to=to,
            min_duration_s=min_duration_s,
            bbox=bbox,
            format_=format_,
        )
    ).parsed
