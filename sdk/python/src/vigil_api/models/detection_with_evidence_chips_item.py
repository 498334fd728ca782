from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DetectionWithEvidenceChipsItem")


@_attrs_define
class DetectionWithEvidenceChipsItem:
    """An image kept as evidence.

    Attributes:
        name (str): The chip’s name, e.g. `before`, `after`.
        url (str): Where to get it: `/v1/detections/:id/chips/:name`.
        media_type (str): e.g. `image/png`.
        width (int):
        height (int):
    """

    name: str
    url: str
    media_type: str
    width: int
    height: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        url = self.url

        media_type = self.media_type

        width = self.width

        height = self.height

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "url": url,
                "media_type": media_type,
                "width": width,
                "height": height,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        url = d.pop("url")

        media_type = d.pop("media_type")

        width = d.pop("width")

        height = d.pop("height")

        detection_with_evidence_chips_item = cls(
            name=name,
            url=url,
            media_type=media_type,
            width=width,
            height=height,
        )

        detection_with_evidence_chips_item.additional_properties = d
        return detection_with_evidence_chips_item

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
