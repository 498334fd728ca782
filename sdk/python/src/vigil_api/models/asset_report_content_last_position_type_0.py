import datetime
from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field
from dateutil.parser import isoparse

T = TypeVar("T", bound="AssetReportContentLastPositionType0")


@_attrs_define
class AssetReportContentLastPositionType0:
    """The asset’s last known position, whenever it was: the map shows it when the track has no position in the period.
    Null if it never reported one.

        Attributes:
            at (datetime.datetime): When it was reported. RFC 3339, UTC, milliseconds.
            lon (float):
            lat (float):
    """

    at: datetime.datetime
    lon: float
    lat: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at.isoformat()

        lon = self.lon

        lat = self.lat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "lon": lon,
                "lat": lat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = isoparse(d.pop("at"))

        lon = d.pop("lon")

        lat = d.pop("lat")

        asset_report_content_last_position_type_0 = cls(
            at=at,
            lon=lon,
            lat=lat,
        )

        asset_report_content_last_position_type_0.additional_properties = d
        return asset_report_content_last_position_type_0

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
