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

from ..types import UNSET, Unset

T = TypeVar("T", bound="AssetDistressEventDataPosition")


@_attrs_define
class AssetDistressEventDataPosition:
    """A reported position.

    Attributes:
        at (datetime.datetime): When the position was reported. RFC 3339, UTC, milliseconds.
        lon (float): Longitude, WGS 84.
        lat (float): Latitude, WGS 84.
        speed_kn (Union[None, Unset, float]): Speed over ground, knots.
        course_deg (Union[None, Unset, float]): Course over ground, degrees.
        heading_deg (Union[None, Unset, float]): True heading, degrees.
        altitude_ft (Union[None, Unset, float]): Altitude, feet (aircraft).
    """

    at: datetime.datetime
    lon: float
    lat: float
    speed_kn: Union[None, Unset, float] = UNSET
    course_deg: Union[None, Unset, float] = UNSET
    heading_deg: Union[None, Unset, float] = UNSET
    altitude_ft: Union[None, Unset, float] = UNSET

    def to_dict(self) -> dict[str, Any]:
        at = self.at.isoformat()

        lon = self.lon

        lat = self.lat

        speed_kn: Union[None, Unset, float]
        if isinstance(self.speed_kn, Unset):
            speed_kn = UNSET
        else:
            speed_kn = self.speed_kn

        course_deg: Union[None, Unset, float]
        if isinstance(self.course_deg, Unset):
            course_deg = UNSET
        else:
            course_deg = self.course_deg

        heading_deg: Union[None, Unset, float]
        if isinstance(self.heading_deg, Unset):
            heading_deg = UNSET
        else:
            heading_deg = self.heading_deg

        altitude_ft: Union[None, Unset, float]
        if isinstance(self.altitude_ft, Unset):
            altitude_ft = UNSET
        else:
            altitude_ft = self.altitude_ft

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "lon": lon,
                "lat": lat,
            }
        )
        if speed_kn is not UNSET:
            field_dict["speed_kn"] = speed_kn
        if course_deg is not UNSET:
            field_dict["course_deg"] = course_deg
        if heading_deg is not UNSET:
            field_dict["heading_deg"] = heading_deg
        if altitude_ft is not UNSET:
            field_dict["altitude_ft"] = altitude_ft

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = isoparse(d.pop("at"))

        lon = d.pop("lon")

        lat = d.pop("lat")

        def _parse_speed_kn(data: object) -> Union[None, Unset, float]:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(Union[None, Unset, float], data)

        speed_kn = _parse_speed_kn(d.pop("speed_kn", UNSET))

        def _parse_course_deg(data: object) -> Union[None, Unset, float]:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(Union[None, Unset, float], data)

        course_deg = _parse_course_deg(d.pop("course_deg", UNSET))

        def _parse_heading_deg(data: object) -> Union[None, Unset, float]:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(Union[None, Unset, float], data)

        heading_deg = _parse_heading_deg(d.pop("heading_deg", UNSET))

        def _parse_altitude_ft(data: object) -> Union[None, Unset, float]:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(Union[None, Unset, float], data)

        altitude_ft = _parse_altitude_ft(d.pop("altitude_ft", UNSET))

        asset_distress_event_data_position = cls(
            at=at,
            lon=lon,
            lat=lat,
            speed_kn=speed_kn,
            course_deg=course_deg,
            heading_deg=heading_deg,
            altitude_ft=altitude_ft,
        )

        return asset_distress_event_data_position
