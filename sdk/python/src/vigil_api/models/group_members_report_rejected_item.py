from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GroupMembersReportRejectedItem")


@_attrs_define
class GroupMembersReportRejectedItem:
    """
    Attributes:
        index (int): Its place in `asset_ids`, from 0.
        asset_id (str):
        detail (str): Why it was not added.
    """

    index: int
    asset_id: str
    detail: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        asset_id = self.asset_id

        detail = self.detail

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "index": index,
                "asset_id": asset_id,
                "detail": detail,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        index = d.pop("index")

        asset_id = d.pop("asset_id")

        detail = d.pop("detail")

        group_members_report_rejected_item = cls(
            index=index,
            asset_id=asset_id,
            detail=detail,
        )

        group_members_report_rejected_item.additional_properties = d
        return group_members_report_rejected_item

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
