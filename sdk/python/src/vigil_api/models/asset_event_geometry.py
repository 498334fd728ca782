from collections.abc import Mapping
from typing import (
    Any,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.asset_event_geometry_type import AssetEventGeometryType

T = TypeVar("T", bound="AssetEventGeometry")


@_attrs_define
class AssetEventGeometry:
    """Where: the entry, the episode’s mean position, the gap’s last fix.

    Attributes:
        type_ (AssetEventGeometryType):
        coordinates (list[float]):
    """

    type_: AssetEventGeometryType
    coordinates: list[float]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        coordinates = []
        for coordinates_item_data in self.coordinates:
            coordinates_item: float
            coordinates_item = coordinates_item_data
            coordinates.append(coordinates_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "coordinates": coordinates,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = AssetEventGeometryType(d.pop("type"))

        coordinates = []
        _coordinates = d.pop("coordinates")
        for coordinates_item_data in _coordinates:

            def _parse_coordinates_item(data: object) -> float:
                return cast(float, data)

            coordinates_item = _parse_coordinates_item(coordinates_item_data)

            coordinates.append(coordinates_item)

        asset_event_geometry = cls(
            type_=type_,
            coordinates=coordinates,
        )

        return asset_event_geometry
