import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field
from dateutil.parser import isoparse

from ..models.webhook_delivery_with_payload_status import (
    WebhookDeliveryWithPayloadStatus,
)

if TYPE_CHECKING:
    from ..models.webhook_delivery_with_payload_attempts_item import (
        WebhookDeliveryWithPayloadAttemptsItem,
    )


T = TypeVar("T", bound="WebhookDeliveryWithPayload")


@_attrs_define
class WebhookDeliveryWithPayload:
    """A delivery with the body it sends.

    Attributes:
        id (str): The delivery id (`dlv_…`).
        endpoint_id (str):
        event_id (str): The event (`evt_…`), sent as `webhook-id` on every attempt.
        event_type (str):
        status (WebhookDeliveryWithPayloadStatus): `pending`: an attempt is due or under way; `succeeded`: the receiver
            answered 2xx; `failed`: no attempt is left.
        attempts (list['WebhookDeliveryWithPayloadAttemptsItem']): Every attempt, oldest first (the last 50).
        next_attempt_at (Union[None, datetime.datetime]): When the next attempt is due, while the delivery is pending.
            RFC 3339, UTC, milliseconds.
        created_at (datetime.datetime): When the event was published. RFC 3339, UTC, milliseconds.
        updated_at (datetime.datetime): When the delivery last changed. RFC 3339, UTC, milliseconds.
        payload (str): The exact body every attempt sends: `{"type","timestamp","data"}`.
    """

    id: str
    endpoint_id: str
    event_id: str
    event_type: str
    status: WebhookDeliveryWithPayloadStatus
    attempts: list["WebhookDeliveryWithPayloadAttemptsItem"]
    next_attempt_at: Union[None, datetime.datetime]
    created_at: datetime.datetime
    updated_at: datetime.datetime
    payload: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        endpoint_id = self.endpoint_id

        event_id = self.event_id

        event_type = self.event_type

        status = self.status.value

        attempts = []
        for attempts_item_data in self.attempts:
            attempts_item = attempts_item_data.to_dict()
            attempts.append(attempts_item)

        next_attempt_at: Union[None, str]
        if isinstance(self.next_attempt_at, datetime.datetime):
            next_attempt_at = self.next_attempt_at.isoformat()
        else:
            next_attempt_at = self.next_attempt_at

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        payload = self.payload

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "endpoint_id": endpoint_id,
                "event_id": event_id,
                "event_type": event_type,
                "status": status,
                "attempts": attempts,
                "next_attempt_at": next_attempt_at,
                "created_at": created_at,
                "updated_at": updated_at,
                "payload": payload,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_delivery_with_payload_attempts_item import (
            WebhookDeliveryWithPayloadAttemptsItem,
        )

        d = dict(src_dict)
        id = d.pop("id")

        endpoint_id = d.pop("endpoint_id")

        event_id = d.pop("event_id")

        event_type = d.pop("event_type")

        status = WebhookDeliveryWithPayloadStatus(d.pop("status"))

        attempts = []
        _attempts = d.pop("attempts")
        for attempts_item_data in _attempts:
            attempts_item = WebhookDeliveryWithPayloadAttemptsItem.from_dict(
                attempts_item_data
            )

            attempts.append(attempts_item)

        def _parse_next_attempt_at(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_attempt_at_type_0 = isoparse(data)

                return next_attempt_at_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        next_attempt_at = _parse_next_attempt_at(d.pop("next_attempt_at"))

        created_at = isoparse(d.pop("created_at"))

        updated_at = isoparse(d.pop("updated_at"))

        payload = d.pop("payload")

        webhook_delivery_with_payload = cls(
            id=id,
            endpoint_id=endpoint_id,
            event_id=event_id,
            event_type=event_type,
            status=status,
            attempts=attempts,
            next_attempt_at=next_attempt_at,
            created_at=created_at,
            updated_at=updated_at,
            payload=payload,
        )

        webhook_delivery_with_payload.additional_properties = d
        return webhook_delivery_with_payload

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
