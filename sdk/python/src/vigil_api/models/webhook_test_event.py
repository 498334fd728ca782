import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from dateutil.parser import isoparse

if TYPE_CHECKING:
    from ..models.webhook_test_event_data import WebhookTestEventData


T = TypeVar("T", bound="WebhookTestEvent")


@_attrs_define
class WebhookTestEvent:
    """
    Attributes:
        type_ (Literal['webhook.test']):
        timestamp (datetime.datetime): When the event happened, RFC 3339 UTC.
        data (WebhookTestEventData):
    """

    type_: Literal["webhook.test"]
    timestamp: datetime.datetime
    data: "WebhookTestEventData"

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        timestamp = self.timestamp.isoformat()

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "timestamp": timestamp,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_test_event_data import WebhookTestEventData

        d = dict(src_dict)
        type_ = cast(Literal["webhook.test"], d.pop("type"))
        if type_ != "webhook.test":
            raise ValueError(f"type must match const 'webhook.test', got '{type_}'")

        timestamp = isoparse(d.pop("timestamp"))

        data = WebhookTestEventData.from_dict(d.pop("data"))

        webhook_test_event = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        return webhook_test_event
