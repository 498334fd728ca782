from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SiteReportContentDetectionsByTypeItem")


@_attrs_define
class SiteReportContentDetectionsByTypeItem:
    """
    Attributes:
        type_ (str):
        count (int): Detections of this type.
        mean_confidence (float): Mean confidence of these detections, 0–1.
    """

    type_: str
    count: int
    mean_confidence: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        count = self.count

        mean_confidence = self.mean_confidence

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "count": count,
                "mean_confidence": mean_confidence,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = d.pop("type")

        count = d.pop("count")

        mean_confidence = d.pop("mean_confidence")

        site_report_content_detections_by_type_item = cls(
            type_=type_,
            count=count,
            mean_confidence=mean_confidence,
        )

        site_report_content_detections_by_type_item.additional_properties = d
        return site_report_content_detections_by_type_item

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
