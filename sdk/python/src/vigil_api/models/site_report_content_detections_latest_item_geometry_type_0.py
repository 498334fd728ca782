from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SiteReportContentDetectionsLatestItemGeometryType0")


@_attrs_define
class SiteReportContentDetectionsLatestItemGeometryType0:
    """A GeoJSON geometry (RFC 7946), `[lon, lat]` in WGS 84.

    Attributes:
        type_ (str): A GeoJSON geometry type.
    """

    type_: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = d.pop("type")

        site_report_content_detections_latest_item_geometry_type_0 = cls(
            type_=type_,
        )

        site_report_content_detections_latest_item_geometry_type_0.additional_properties = d
        return site_report_content_detections_latest_item_geometry_type_0

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
