import datetime
from http import HTTPStatus
from typing import Any, Optional, Union

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_asset_track_format import GetAssetTrackFormat
from ...models.problem import Problem
from ...models.track import Track
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    from_: Union[Unset, datetime.datetime] = UNSET,
    to: Union[Unset, datetime.datetime] = UNSET,
    format_: Union[Unset, GetAssetTrackFormat] = GetAssetTrackFormat.POINTS,
    max_points: Union[Unset, int] = 2000,
    include_suspect: Union[Unset, bool] = False,
) -> dict[str, Any]:
    params: dict[str, Any] = {}

    json_from_: Union[Unset, str] = UNSET
    if not isinstance(from_, Unset):
        json_from_ = from_.isoformat()
    params["from"] = json_from_

    json_to: Union[Unset, str] = UNSET
    if not isinstance(to, Unset):
        json_to = to.isoformat()
    params["to"] = json_to

    json_format_: Union[Unset, str] = UNSET
    if not isinstance(format_, Unset):
        json_format_ = format_.value

    params["format"] = json_format_

    params["max_points"] = max_points

    params["include_suspect"] = include_suspect

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/assets/{id}/track".format(
            id=id,
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: Union[AuthenticatedClient, Client], response: httpx.Response
) -> Optional[Union[Problem, Track]]:
    if response.status_code == 200:
        response_200 = Track.from_dict(response.json())

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
) -> Response[Union[Problem, Track]]:
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
    from_: Union[Unset, datetime.datetime] = UNSET,
    to: Union[Unset, datetime.datetime] = UNSET,
    format_: Union[Unset, GetAssetTrackFormat] = GetAssetTrackFormat.POINTS,
    max_points: Union[Unset, int] = 2000,
    include_suspect: Union[Unset, bool] = False,
) -> Response[Union[Problem, Track]]:
    """Get an asset’s track

     Positions between `from` and `to`, oldest first, thinned to `max_points`; `format=geojson` for a
    FeatureCollection, or a file: `csv`, `kml`, `gpx`, `geoparquet`.

    Args:
        id (str):
        from_ (Union[Unset, datetime.datetime]):
        to (Union[Unset, datetime.datetime]):
        format_ (Union[Unset, GetAssetTrackFormat]):  Default: GetAssetTrackFormat.POINTS.
        max_points (Union[Unset, int]):  Default: 2000.
        include_suspect (Union[Unset, bool]):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[Problem, Track]]
    """

    kwargs = _get_kwargs(
        id=id,
        from_=from_,
        to=to,
        format_=format_,
        max_points=max_points,
        include_suspect=include_suspect,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    from_: Union[Unset, datetime.datetime] = UNSET,
    to: Union[Unset, datetime.datetime] = UNSET,
    format_: Union[Unset, GetAssetTrackFormat] = GetAssetTrackFormat.POINTS,
    max_points: Union[Unset, int] = 2000,
    include_suspect: Union[Unset, bool] = False,
) -> Optional[Union[Problem, Track]]:
    """Get an asset’s track

     Positions between `from` and `to`, oldest first, thinned to `max_points`; `format=geojson` for a
    FeatureCollection, or a file: `csv`, `kml`, `gpx`, `geoparquet`.

    Args:
        id (str):
        from_ (Union[Unset, datetime.datetime]):
        to (Union[Unset, datetime.datetime]):
        format_ (Union[Unset, GetAssetTrackFormat]):  Default: GetAssetTrackFormat.POINTS.
        max_points (Union[Unset, int]):  Default: 2000.
        include_suspect (Union[Unset, bool]):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[Problem, Track]
    """

    return sync_detailed(
        id=id,
        client=client,
        from_=from_,
        to=to,
        format_=format_,
        max_points=max_points,
        include_suspect=include_suspect,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    from_: Union[Unset, datetime.datetime] = UNSET,
    to: Union[Unset, datetime.datetime] = UNSET,
    format_: Union[Unset, GetAssetTrackFormat] = GetAssetTrackFormat.POINTS,
    max_points: Union[Unset, int] = 2000,
    include_suspect: Union[Unset, bool] = False,
) -> Response[Union[Problem, Track]]:
    """Get an asset’s track

     Positions between `from` and `to`, oldest first, thinned to `max_points`; `format=geojson` for a
    FeatureCollection, or a file: `csv`, `kml`, `gpx`, `geoparquet`.

    Args:
        id (str):
        from_ (Union[Unset, datetime.datetime]):
        to (Union[Unset, datetime.datetime]):
        format_ (Union[Unset, GetAssetTrackFormat]):  Default: GetAssetTrackFormat.POINTS.
        max_points (Union[Unset, int]):  Default: 2000.
        include_suspect (Union[Unset, bool]):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[Problem, Track]]
    """

    kwargs = _get_kwargs(
        id=id,
        from_=from_,
        to=to,
        format_=format_,
        max_points=max_points,
        include_suspect=include_suspect,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    from_: Union[Unset, datetime.datetime] = UNSET,
    to: Union[Unset, datetime.datetime] = UNSET,
    format_: Union[Unset, GetAssetTrackFormat] = GetAssetTrackFormat.POINTS,
    max_points: Union[Unset, int] = 2000,
    include_suspect: Union[Unset, bool] = False,
) -> Optional[Union[Problem, Track]]:
    """Get an asset’s track

     Positions between `from` and `to`, oldest first, thinned to `max_points`; `format=geojson` for a
    FeatureCollection, or a file: `csv`, `kml`, `gpx`, `geoparquet`.

    Args:
        id (str):
        from_ (Union[Unset, datetime.datetime]):
        to (Union[Unset, datetime.datetime]):
        format_ (Union[Unset, GetAssetTrackFormat]):  Default: GetAssetTrackFormat.POINTS.
        max_points (Union[Unset, int]):  Default: 2000.
        include_suspect (Union[Unset, bool]):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[Problem, Track]
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            from_=from_,
            to=to,
            format_=format_,
            max_points=max_points,
            include_suspect=include_suspect,
        )
    ).parsed
