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

from ..models.hold_with_history_history_item_action import (
    HoldWithHistoryHistoryItemAction,
)

T = TypeVar("T", bound="HoldWithHistoryHistoryItem")


@_attrs_define
class HoldWithHistoryHistoryItem:
    """One entry of a hold’s audit trail.

    Attributes:
        action (HoldWithHistoryHistoryItemAction): What happened.
        at (datetime.datetime): When; for `expired`, the hold’s `expires_at`. RFC 3339, UTC, milliseconds.
        key_id (Union[None, str]): The API key (`key_…`) or OAuth client (`oac_…`) that acted; null for an expiry, which
            Vigil does.
        reason (Union[None, str]): The reason given: the hold’s when placed, the release’s.
    """

    action: HoldWithHistoryHistoryItemAction
    at: datetime.datetime
    key_id: Union[None, str]
    reason: Union[None, str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        at = self.at.isoformat()

        key_id: Union[None, str]
        key_id = self.key_id

        reason: Union[None, str]
        reason = self.reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "at": at,
                "key_id": key_id,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = HoldWithHistoryHistoryItemAction(d.pop("action"))

        at = isoparse(d.pop("at"))

        def _parse_key_id(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        key_id = _parse_key_id(d.pop("key_id"))

        def _parse_reason(data: object) -> Union[None, str]:
            if data is None:
                return data
            return cast(Union[None, str], data)

        reason = _parse_reason(d.pop("reason"))

        hold_with_history_history_item = cls(
            action=action,
            at=at,
            key_id=key_id,
            reason=reason,
        )

        hold_with_history_history_item.additional_properties = d
        return hold_with_history_history_item

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
