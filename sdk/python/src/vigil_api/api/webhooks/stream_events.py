from http import HTTPStatus
from typing import Any, Optional, Union

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    types: Union[Unset, str] = UNSET,
    last_event_id: Union[Unset, str] = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["last-event-id"] = last_event_id

    params: dict[str, Any] = {}

    params["types"] = types

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/events/stream",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: Union[AuthenticatedClient, Client], response: httpx.Response
) -> Optional[Union[Problem, str]]:
    if response.status_code == 200:
        response_200 = response.text
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
) -> Response[Union[Problem, str]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    types: Union[Unset, str] = UNSET,
    last_event_id: Union[Unset, str] = UNSET,
) -> Response[Union[Problem, str]]:
    r"""Stream events live (Server-Sent Events)

     The workspace's events as they commit, as `text/event-stream`: each event is `id: evt_…`, `event:
    <type>` and `data: <the webhook body>` (`{\"type\",\"timestamp\",\"data\"}`, the same as a webhook
    delivery). Reconnect with `Last-Event-ID` (EventSource does) to get every event after that one
    exactly once, those committed while disconnected included; events are kept 30 days. A `: heartbeat`
    comment every 15 s keeps idle connections open through proxies. Events arrive within about 250 ms of
    their commit (on PostgreSQL, once every transaction that started writing before theirs has
    finished). Each type needs the read scope of its family: `detection.created` (`detections:read`),
    `detection.revised` (`detections:read`), `zone.entered` (`alerts:read`), `zone.exited`
    (`alerts:read`), `asset.dark` (`alerts:read`), `asset.loitering` (`alerts:read`), `asset.encounter`
    (`alerts:read`), `asset.speed_above` (`alerts:read`), `asset.distress` (`alerts:read`),
    `feed.silent` (`alerts:read`), `feed.resumed` (`alerts:read`), `report.completed` (`reports:read`),
    `threat.detected` (`threats:read`), `agent.alert` (`agents:read`), `action.executed`
    (`actions:read`), `compliance.sar_ready` (`compliance:read`), `screening.changed`
    (`screening:read`); without `types` the stream carries every type the key may read, and asking for a
    type the key may not read is 403.

    Args:
        types (Union[Unset, str]):
        last_event_id (Union[Unset, str]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[Problem, str]]
    """

    kwargs = _get_kwargs(
        types=types,
        last_event_id=last_event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    types: Union[Unset, str] = UNSET,
    last_event_id: Union[Unset, str] = UNSET,
) -> Optional[Union[Problem, str]]:
    r"""Stream events live (Server-Sent Events)

     The workspace's events as they commit, as `text/event-stream`: each event is `id: evt_…`, `event:
    <type>` and `data: <the webhook body>` (`{\"type\",\"timestamp\",\"data\"}`, the same as a webhook
    delivery). Reconnect with `Last-Event-ID` (EventSource does) to get every event after that one
    exactly once, those committed while disconnected included; events are kept 30 days. A `: heartbeat`
    comment every 15 s keeps idle connections open through proxies. Events arrive within about 250 ms of
    their commit (on PostgreSQL, once every transaction that started writing before theirs has
    finished). Each type needs the read scope of its family: `detection.created` (`detections:read`),
    `detection.revised` (`detections:read`), `zone.entered` (`alerts:read`), `zone.exited`
    (`alerts:read`), `asset.dark` (`alerts:read`), `asset.loitering` (`alerts:read`), `asset.encounter`
    (`alerts:read`), `asset.speed_above` (`alerts:read`), `asset.distress` (`alerts:read`),
    `feed.silent` (`alerts:read`), `feed.resumed` (`alerts:read`), `report.completed` (`reports:read`),
    `threat.detected` (`threats:read`), `agent.alert` (`agents:read`), `action.executed`
    (`actions:read`), `compliance.sar_ready` (`compliance:read`), `screening.changed`
    (`screening:read`); without `types` the stream carries every type the key may read, and asking for a
    type the key may not read is 403.

    Args:
        types (Union[Unset, str]):
        last_event_id (Union[Unset, str]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[Problem, str]
    """

    return sync_detailed(
        client=client,
        types=types,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    types: Union[Unset, str] = UNSET,
    last_event_id: Union[Unset, str] = UNSET,
) -> Response[Union[Problem, str]]:
    r"""Stream events live (Server-Sent Events)

     The workspace's events as they commit, as `text/event-stream`: each event is `id: evt_…`, `event:
    <type>` and `data: <the webhook body>` (`{\"type\",\"timestamp\",\"data\"}`, the same as a webhook
    delivery). Reconnect with `Last-Event-ID` (EventSource does) to get every event after that one
    exactly once, those committed while disconnected included; events are kept 30 days. A `: heartbeat`
    comment every 15 s keeps idle connections open through proxies. Events arrive within about 250 ms of
    their commit (on PostgreSQL, once every transaction that started writing before theirs has
    finished). Each type needs the read scope of its family: `detection.created` (`detections:read`),
    `detection.revised` (`detections:read`), `zone.entered` (`alerts:read`), `zone.exited`
    (`alerts:read`), `asset.dark` (`alerts:read`), `asset.loitering` (`alerts:read`), `asset.encounter`
    (`alerts:read`), `asset.speed_above` (`alerts:read`), `asset.distress` (`alerts:read`),
    `feed.silent` (`alerts:read`), `feed.resumed` (`alerts:read`), `report.completed` (`reports:read`),
    `threat.detected` (`threats:read`), `agent.alert` (`agents:read`), `action.executed`
    (`actions:read`), `compliance.sar_ready` (`compliance:read`), `screening.changed`
    (`screening:read`); without `types` the stream carries every type the key may read, and asking for a
    type the key may not read is 403.

    Args:
        types (Union[Unset, str]):
        last_event_id (Union[Unset, str]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Union[Problem, str]]
    """

    kwargs = _get_kwargs(
        types=types,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    types: Union[Unset, str] = UNSET,
    last_event_id: Union[Unset, str] = UNSET,
) -> Optional[Union[Problem, str]]:
    r"""Stream events live (Server-Sent Events)

     The workspace's events as they commit, as `text/event-stream`: each event is `id: evt_…`, `event:
    <type>` and `data: <the webhook body>` (`{\"type\",\"timestamp\",\"data\"}`, the same as a webhook
    delivery). Reconnect with `Last-Event-ID` (EventSource does) to get every event after that one
    exactly once, those committed while disconnected included; events are kept 30 days. A `: heartbeat`
    comment every 15 s keeps idle connections open through proxies. Events arrive within about 250 ms of
    their commit (on PostgreSQL, once every transaction that started writing before theirs has
    finished). Each type needs the read scope of its family: `detection.created` (`detections:read`),
    `detection.revised` (`detections:read`), `zone.entered` (`alerts:read`), `zone.exited`
    (`alerts:read`), `asset.dark` (`alerts:read`), `asset.loitering` (`alerts:read`), `asset.encounter`
    (`alerts:read`), `asset.speed_above` (`alerts:read`), `asset.distress` (`alerts:read`),
    `feed.silent` (`alerts:read`), `feed.resumed` (`alerts:read`), `report.completed` (`reports:read`),
    `threat.detected` (`threats:read`), `agent.alert` (`agents:read`), `action.executed`
    (`actions:read`), `compliance.sar_ready` (`compliance:read`), `screening.changed`
    (`screening:read`); without `types` the stream carries every type the key may read, and asking for a
    type the key may not read is 403.

    Args:
        types (Union[Unset, str]):
        last_event_id (Union[Unset, str]):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Union[Problem, str]
    """

    return (
        await asyncio_detailed(
            client=client,
            types=types,
            last_event_id=last_event_id,
        )
    ).parsed
