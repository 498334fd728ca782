from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define

from ..models.update_webhook_request_status import UpdateWebhookRequestStatus
from ..models.webhook_event_selector import WebhookEventSelector
from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateWebhookRequest")


@_attrs_define
class UpdateWebhookRequest:
    """
    Attributes:
        url (Union[Unset, str]): Where events are POSTed: an `https:` (or `http:`) URL on a public address. Loopback,
            private, link-local and other non-public addresses are refused unless the operator allows them
            (`VIGIL_WEBHOOK_ALLOW_NETWORKS`); a host name is checked when each delivery connects.
        events (Union[Unset, list[WebhookEventSelector]]): The event types sent to this endpoint, `["*"]` for all, or
            `[]` for an endpoint that hears only what alert rules send it (a rule’s `channel.webhook_id`).
        description (Union[None, Unset, str]): What the endpoint is for.
        status (Union[Unset, UpdateWebhookRequestStatus]): Enable or disable the endpoint.
    """

    url: Union[Unset, str] = UNSET
    events: Union[Unset, list[WebhookEventSelector]] = UNSET
    description: Union[None, Unset, str] = UNSET
    status: Union[Unset, UpdateWebhookRequestStatus] = UNSET

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        events: Union[Unset, list[str]] = UNSET
        if not isinstance(self.events, Unset):
            events = []
            for events_item_data in self.events:
                events_item = events_item_data.value
                events.append(events_item)

        description: Union[None, Unset, str]
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        status: Union[Unset, str] = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if url is not UNSET:
            field_dict["url"] = url
        if events is not UNSET:
            field_dict["events"] = events
        if description is not UNSET:
            field_dict["description"] = description
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url", UNSET)

        events = []
        _events = d.pop("events", UNSET)
        for events_item_data in _events or []:
            events_item = WebhookEventSelector(events_item_data)

            events.append(events_item)

        def _parse_description(data: object) -> Union[None, Unset, str]:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(Union[None, Unset, str], data)

        description = _parse_description(d.pop("description", UNSET))

        _status = d.pop("status", UNSET)
        status: Union[Unset, UpdateWebhookRequestStatus]
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = UpdateWebhookRequestStatus(_status)

        update_webhook_request = cls(
            url=url,
            events=events,
            description=description,
            status=status,
        )

        return update_webhook_request
