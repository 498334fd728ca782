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

T = TypeVar("T", bound="AssetReportContentTrack")


@_attrs_define
class AssetReportContentTrack:
    """
    Attributes:
        points (int): Positions in the period, before thinning.
        first_at (Union[None, datetime.datetime]): The first position in the period. RFC 3339, UTC, milliseconds.
        last_at (Union[None, datetime.datetime]): The last position in the period. RFC 3339, UTC, milliseconds.
        distance_km (float): Distance along the track, km.
        max_speed_kn (Union[None, float]): Highest reported speed, knots.
        mean_speed_kn (Union[None, float]): Mean reported speed, knots.
        line (list[list[float]]): The track, oldest first, thinned to at most 2,000 positions.
    """

    points: int
    first_at: Union[None, datetime.datetime]
    last_at: Union[None, datetime.datetime]
    distance_km: float
    max_speed_kn: Union[None, float]
    mean_speed_kn: Union[None, float]
    line: list[list[float]]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        points = self.points

        first_at: Union[None, str]
        if isinstance(self.first_at, datetime.datetime):
            first_at = self.first_at.isoformat()
        else:
            first_at = self.first_at

        last_at: Union[None, str]
        if isinstance(self.last_at, datetime.datetime):
            last_at = self.last_at.isoformat()
        else:
            last_at = self.last_at

        distance_km = self.distance_km

        max_speed_kn: Union[None, float]
        max_speed_kn = self.max_speed_kn

        mean_speed_kn: Union[None, float]
        mean_speed_kn = self.mean_speed_kn

        line = []
        for line_item_data in self.line:
            line_item = []
            for line_item_item_data in line_item_data:
                line_item_item: float
                line_item_item = line_item_item_data
                line_item.append(line_item_item)

            line.append(line_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "points": points,
                "first_at": first_at,
                "last_at": last_at,
                "distance_km": distance_km,
                "max_speed_kn": max_speed_kn,
                "mean_speed_kn": mean_speed_kn,
                "line": line,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        points = d.pop("points")

        def _parse_first_at(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                first_at_type_0 = isoparse(data)

                return first_at_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        first_at = _parse_first_at(d.pop("first_at"))

        def _parse_last_at(data: object) -> Union[None, datetime.datetime]:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_at_type_0 = isoparse(data)

                return last_at_type_0
            except:  # noqa: E722
                pass
            return cast(Union[None, datetime.datetime], data)

        last_at = _parse_last_at(d.pop("last_at"))

        distance_km = d.pop("distance_km")

        def _parse_max_speed_kn(data: object) -> Union[None, float]:
            if data is None:
                return data
            return cast(Union[None, float], data)

        max_speed_kn = _parse_max_speed_kn(d.pop("max_speed_kn"))

        def _parse_mean_speed_kn(data: object) -> Union[None, float]:
            if data is None:
                return data
            return cast(Union[None, float], data)

        mean_speed_kn = _parse_mean_speed_kn(d.pop("mean_speed_kn"))

        line = []
        _line = d.pop("line")
        for line_item_data in _line:
            line_item = []
            _line_item = line_item_data
            for line_item_item_data in _line_item:

                def _parse_line_item_item(data: object) -> float:
                    return cast(float, data)

                line_item_item = _parse_line_item_item(line_item_item_data)

                line_item.append(line_item_item)

            line.append(line_item)

        asset_report_content_track = cls(
            points=points,
            first_at=first_at,
            last_at=last_at,
            distance_km=distance_km,
            max_speed_kn=max_speed_kn,
            mean_speed_kn=mean_speed_kn,
            line=line,
        )

        asset_report_content_track.additional_properties = d
        return asset_report_content_track

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
