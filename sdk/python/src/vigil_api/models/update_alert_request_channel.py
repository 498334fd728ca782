from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define

from ..models.update_alert_request_channel_type import UpdateAlertRequestChannelType
from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateAlertRequestChannel")


@_attrs_define
class UpdateAlertRequestChannel:
    """Where a triggered rule is delivered.

    Attributes:
        type_ (UpdateAlertRequestChannelType):
        webhook_id (Union[Unset, str]): The endpoint to deliver to; omitted: every endpoint subscribed to the event.
    """

    type_: UpdateAlertRequestChannelType
    webhook_id: Union[Unset, str] = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        webhook_id = self.webhook_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if webhook_id is not UNSET:
            field_dict["webhook_id"] = webhook_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = UpdateAlertRequestChannelType(d.pop("type"))

        webhook_id = d.pop("webhook_id", UNSET)

        update_alert_request_channel = cls(
            type_=type_,
            webhook_id=webhook_id,
        )

        return update_alert_request_channel
