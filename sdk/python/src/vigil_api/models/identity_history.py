from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.identity_history_history_item import IdentityHistoryHistoryItem


T = TypeVar("T", bound="IdentityHistory")


@_attrs_define
class IdentityHistory:
    """What an asset reported about itself, and when.

    Attributes:
        asset_id (str): The asset id (`ast_…`).
        history (list['IdentityHistoryHistoryItem']): By field (name, mmsi, flag, imo, call sign, ship type,
            destination, …), oldest first.
    """

    asset_id: str
    history: list["IdentityHistoryHistoryItem"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        asset_id = self.asset_id

        history = []
        for history_item_data in self.history:
            history_item = history_item_data.to_dict()
            history.append(history_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "asset_id": asset_id,
                "history": history,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.identity_history_history_item import IdentityHistoryHistoryItem

        d = dict(src_dict)
        asset_id = d.pop("asset_id")

        history = []
        _history = d.pop("history")
        for history_item_data in _history:
            history_item = IdentityHistoryHistoryItem.from_dict(history_item_data)

            history.append(history_item)

        identity_history = cls(
            asset_id=asset_id,
            history=history,
        )

        identity_history.additional_properties = d
        return identity_history

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
