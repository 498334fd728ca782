from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="WebhookTestEventData")


@_attrs_define
class WebhookTestEventData:
    """
    Attributes:
        endpoint_id (str): The endpoint the test was sent to.
        message (str):
    """

    endpoint_id: str
    message: str

    def to_dict(self) -> dict[str, Any]:
        endpoint_id = self.endpoint_id

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "endpoint_id": endpoint_id,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        endpoint_id = d.pop("endpoint_id")

        message = d.pop("message")

        webhook_test_event_data = cls(
            endpoint_id=endpoint_id,
            message=message,
        )

        return webhook_test_event_data
