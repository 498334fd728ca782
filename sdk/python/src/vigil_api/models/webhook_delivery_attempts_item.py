import datetime
from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field
from dateutil.parser import isoparse

from ..models.webhook_delivery_attempts_item_trigger import (
    WebhookDeliveryAttemptsItemTrigger,
)

T = TypeVar("T", bound="WebhookDeliveryAttemptsItem")


@_attrs_define
class WebhookDeliveryAttemptsItem:
    """
    Attributes:
        attempted_at (datetime.datetime): When the request was sent. RFC 3339, UTC, milliseconds.
        trigger (WebhookDeliveryAttemptsItemTrigger): `scheduled`: the first attempt or a retry; `manual`: asked for
            with the retry operation.
        status_code (Union[None, int]): The receiver’s HTTP status; null when none came.
        duration_ms (int): From sending the request to the end of the answer.
        error (Union[None, str]): Why the attempt failed, when the status code does not say.
        response_excerpt (Union[None, str]): The first 1,024 characters of the answer.
    """

    attempted_at: datetime.datetime
    trigger: WebhookDeliveryAttemptsItemTrigger
    status_code: Union[None, int]
    duration_ms: int
    error: Union[None, str]
    response_excerpt: Union[None, str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attempted_at = self.attempted_at.isoformat()

        trigger = self.trigger.value

        status_code: Union[None, int]
        status_code = self.status_code

        duration_ms = self.duration_ms

        error: Union[None, str]
        error = self.error

        response_excerpt: Union[None, str]
        response_excerpt = self.response_excerpt

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attempted_at": attempted_at,
                "trigger": trigger,
                "status_code": status_code,
                "duration_ms": duration_ms,
                "error": error,
                "response_excerpt": response_excerpt,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attempted_at = isoparse(d.pop("attempted_at"))

        trigger = WebhookDeliveryAttemptsItemTrigger(d.pop("trigger"))

        def _parse_status_code(data: object) -> Union[None, int]:
            if data is None:
                return data
            return cast(Union[None, int], data)

        status_code = _parse_status_code(d.pop("status_code"))

        duration_ms = d.pop("duration_ms")

        def _parse_error(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        error = _parse_error(d.pop("error"))

        def _parse_response_excerpt(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        response_excerpt = _parse_response_excerpt(d.pop("response_excerpt"))

        webhook_delivery_attempts_item = cls(
            attempted_at=attempted_at,
            trigger=trigger,
            status_code=status_code,
            duration_ms=duration_ms,
            error=error,
            response_excerpt=response_excerpt,
        )

        webhook_delivery_attempts_item.additional_properties = d
        return webhook_delivery_attempts_item

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
