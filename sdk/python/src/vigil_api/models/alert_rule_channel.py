from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
)

from attrs import define as _attrs_define

from ..models.alert_rule_channel_type import AlertRuleChannelType
from ..types import UNSET, Unset

T = TypeVar("T", bound="AlertRuleChannel")


@_attrs_define
class AlertRuleChannel:
    """Where a triggered rule is delivered.

    Attributes:
        type_ (AlertRuleChannelType):
        webhook_id (Union[Unset, str]): The endpoint to deliver to; omitted: every endpoint subscribed to the event.
    """

    type_: AlertRuleChannelType
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
        type_ = AlertRuleChannelType(d.pop("type"))

        webhook_id = d.pop("webhook_id", UNSET)

        alert_rule_channel = cls(
            type_=type_,
            webhook_id=webhook_id,
        )

        return alert_rule_channel
