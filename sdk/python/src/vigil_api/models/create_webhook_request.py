from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define

from ..models.webhook_event_selector import WebhookEventSelector
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateWebhookRequest")


@_attrs_define
class CreateWebhookRequest:
    """
    Attributes:
        url (str): Where events are POSTed: an `https:` (or `http:`) URL on a public address. Loopback, private, link-
            local and other non-public addresses are refused unless the operator allows them
            (`VIGIL_WEBHOOK_ALLOW_NETWORKS`); a host name is checked when each delivery connects.
        events (list[WebhookEventSelector]): The event types sent to this endpoint, `["*"]` for all, or `[]` for an
            endpoint that hears only what alert rules send it (a rule’s `channel.webhook_id`).
        description (Union[Unset, str]): What the endpoint is for.
    """

    url: str
    events: list[WebhookEventSelector]
    description: Union[Unset, str] = UNSET

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.value
            events.append(events_item)

        description = self.description

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "url": url,
                "events": events,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = WebhookEventSelector(events_item_data)

            events.append(events_item)

        description = d.pop("description", UNSET)

        create_webhook_request = cls(
            url=url,
            events=events,
            description=description,
        )

        return create_webhook_request
