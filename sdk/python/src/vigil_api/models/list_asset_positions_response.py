import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    TypeVar,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field
from dateutil.parser import isoparse

if TYPE_CHECKING:
    from ..models.list_asset_positions_response_data_item import (
        ListAssetPositionsResponseDataItem,
    )


T = TypeVar("T", bound="ListAssetPositionsResponse")


@_attrs_define
class ListAssetPositionsResponse:
    """Assets at their latest positions.

    Attributes:
        data (list['ListAssetPositionsResponseDataItem']):
        truncated (bool): More assets matched than `limit`.
        as_of (datetime.datetime): When the snapshot was read: the `changed_since` of the next poll. RFC 3339, UTC,
            milliseconds.
    """

    data: list["ListAssetPositionsResponseDataItem"]
    truncated: bool
    as_of: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        data = []
        for data_item_data in self.data:
            data_item = data_item_data.to_dict()
            data.append(data_item)

        truncated = self.truncated

        as_of = self.as_of.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "data": data,
                "truncated": truncated,
                "as_of": as_of,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.list_asset_positions_response_data_item import (
            ListAssetPositionsResponseDataItem,
        )

        d = dict(src_dict)
        data = []
        _data = d.pop("data")
        for data_item_data in _data:
            data_item = ListAssetPositionsResponseDataItem.from_dict(data_item_data)

            data.append(data_item)

        truncated = d.pop("truncated")

        as_of = isoparse(d.pop("as_of"))

        list_asset_positions_response = cls(
            data=data,
            truncated=truncated,
            as_of=as_of,
        )

        list_asset_positions_response.additional_properties = d
        return list_asset_positions_response

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
