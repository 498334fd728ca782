from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ImageryScanScenesItemLeftOutItem")


@_attrs_define
class ImageryScanScenesItemLeftOutItem:
    """
    Attributes:
        type_ (str):
        pixels (int):
        reason (str):
    """

    type_: str
    pixels: int
    reason: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        pixels = self.pixels

        reason = self.reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "pixels": pixels,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = d.pop("type")

        pixels = d.pop("pixels")

        reason = d.pop("reason")

        imagery_scan_scenes_item_left_out_item = cls(
            type_=type_,
            pixels=pixels,
            reason=reason,
        )

        imagery_scan_scenes_item_left_out_item.additional_properties = d
        return imagery_scan_scenes_item_left_out_item

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
