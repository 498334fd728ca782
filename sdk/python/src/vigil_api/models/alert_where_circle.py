from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

T = TypeVar("T", bound="AlertWhereCircle")


@_attrs_define
class AlertWhereCircle:
    """
    Attributes:
        coordinates (list[float]): The centre of a circle: `[lon, lat]`, WGS 84.
        radius_m (float):
    """

    coordinates: list[float]
    radius_m: float

    def to_dict(self) -> dict[str, Any]:
        coordinates = self.coordinates

        radius_m = self.radius_m

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "coordinates": coordinates,
                "radius_m": radius_m,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        coordinates = cast(list[float], d.pop("coordinates"))

        radius_m = d.pop("radius_m")

        alert_where_circle = cls(
            coordinates=coordinates,
            radius_m=radius_m,
        )

        return alert_where_circle
