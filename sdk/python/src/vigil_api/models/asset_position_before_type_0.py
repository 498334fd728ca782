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

T = TypeVar("T", bound="AssetPositionBeforeType0")


@_attrs_define
class AssetPositionBeforeType0:
    """The last stored fix at or before `at`.

    Attributes:
        at (datetime.datetime): When the asset was there. RFC 3339, UTC, milliseconds.
        lon (float):
        lat (float):
        speed_kn (Union[None, float]):
        course_deg (Union[None, float]):
        heading_deg (Union[None, float]):
        altitude_ft (Union[None, float]):
    """

    at: datetime.datetime
    lon: float
    lat: float
    speed_kn: Union[None, float]
    course_deg: Union[None, float]
    heading_deg: Union[None, float]
    altitude_ft: Union[None, float]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at.isoformat()

        lon = self.lon

        lat = self.lat

        speed_kn: Union[None, float]
        speed_kn = self.speed_kn

        course_deg: Union[None, float]
        course_deg = self.course_deg

        heading_deg: Union[None, float]
        heading_deg = self.heading_deg

        altitude_ft: Union[None, float]
        altitude_ft = self.altitude_ft

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "lon": lon,
                "lat": lat,
                "speed_kn": speed_kn,
                "course_deg": course_deg,
                "heading_deg": heading_deg,
                "altitude_ft": altitude_ft,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = isoparse(d.pop("at"))

        lon = d.pop("lon")

        lat = d.pop("lat")

        def _parse_speed_kn(data: object) -> Union[None, float]:
            if data is None:
                return data
            return cast(Union[None, float], data)

        speed_kn = _parse_speed_kn(d.pop("speed_kn"))

        def _parse_course_deg(data: object) -> Union[None, float]:
            if data is None:
                return data
            return cast(Union[None, float], data)

        course_deg = _parse_course_deg(d.pop("course_deg"))

        def _parse_heading_deg(data: object) -> Union[None, float]:
            if data is None:
                return data
            return cast(Union[None, float], data)

        heading_deg = _parse_heading_deg(d.pop("heading_deg"))

        def _parse_altitude_ft(data: object) -> Union[None, float]:
            if data is None:
                return data
            return cast(Union[None, float], data)

        altitude_ft = _parse_altitude_ft(d.pop("altitude_ft"))

        asset_position_before_type_0 = cls(
            at=at,
            lon=lon,
            lat=lat,
            speed_kn=speed_kn,
            course_deg=course_deg,
            heading_deg=heading_deg,
            altitude_ft=altitude_ft,
        )

        asset_position_before_type_0.additional_properties = d
        return asset_position_before_type_0

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
