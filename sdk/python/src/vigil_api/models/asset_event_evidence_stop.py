import datetime
from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    Union,
    cast,
)

from attrs import define as _attrs_define
from dateutil.parser import isoparse

T = TypeVar("T", bound="AssetEventEvidenceStop")


@_attrs_define
class AssetEventEvidenceStop:
    """Port visit: the first fix that showed the vessel stopped (or, after a gap, the first fix after it); `speed_kn` as
    reported, or derived from the fix before.

        Attributes:
            at (datetime.datetime): When the position was reported. RFC 3339, UTC, milliseconds.
            lon (float): Longitude, WGS 84.
            lat (float): Latitude, WGS 84.
            speed_kn (Union[None, float]): Speed over ground, knots.
            course_deg (Union[None, float]): Course over ground, degrees from true north.
            heading_deg (Union[None, float]): True heading, degrees.
            altitude_ft (Union[None, float]): Altitude, feet (aircraft).
    """

    at: datetime.datetime
    lon: float
    lat: float
    speed_kn: Union[None, float]
    course_deg: Union[None, float]
    heading_deg: Union[None, float]
    altitude_ft: Union[None, float]

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

        asset_event_evidence_stop = cls(
            at=at,
            lon=lon,
            lat=lat,
            speed_kn=speed_kn,
            course_deg=course_deg,
            heading_deg=heading_deg,
            altitude_ft=altitude_ft,
        )

        return asset_event_evidence_stop
