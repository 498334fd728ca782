from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SendWebhookTestEventRequest")


@_attrs_define
class SendWebhookTestEventRequest:
    """No fields."""

    def to_dict(self) -> dict[str, Any]:
        field_dict: dict[str, Any] = {}

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        send_webhook_test_event_request = cls()

        return send_webhook_test_event_request
